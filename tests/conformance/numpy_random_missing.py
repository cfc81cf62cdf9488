# numpy.random's names that tfplay lacks exist (hasattr is True, as in NumPy 2, whose numpy.random
# __all__ lists them) and say so when called; a name NumPy does not have is NumPy's AttributeError.
import numpy as np
print(hasattr(np.random, "laplace"), hasattr(np.random, "nope"))
try:
    np.random.multivariate_normal([0, 0], [[1, 0], [0, 1]], 3)
except NotImplementedError as e:
    print("NotImplementedError:", e)
np.random.nope
