# Reductions of complex arrays: np.sum and np.mean (and the ndarray methods) add the complex
# numbers, keeping the complex dtype (NumPy's add loop for complex128; _methods._mean divides
# the complex sum by the count), a 0-d result being a NumPy scalar. Before, tfplay dropped the
# imaginary parts. Complex reductions tfplay does not emulate (prod, max/min's lexicographic
# order, std/var, median, cumsum, round) raise NotImplementedError rather than print a real
# number.
import numpy as np

z = np.array([[1 + 2j, 3j], [2, 1 - 1j]])
print(repr(np.sum(z)), repr(z.sum(axis=0)), repr(np.mean(z)))
print(repr(z.mean(axis=1, keepdims=True)), repr(np.sum(np.array([1 + 1j], dtype=np.complex64))))
for f in (np.prod, np.max, np.std, np.var, np.median, np.cumsum, np.round):
    try:
        f(z)
    except NotImplementedError:
        print(f.__name__, 'NotImplementedError')
