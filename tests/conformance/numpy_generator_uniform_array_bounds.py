# Generator.uniform with array bounds (_generator.pyx uniform, then cont): low and high - low
# broadcast together (and to size), one draw of the stream per element in C order, so the
# values are the scalar draws' (default_rng(0).random() is 0.6369616873214543, 0.2697867137638703,
# ...) scaled.
import numpy as np
rng = np.random.default_rng(0)
print(rng.uniform([0, 10], [1, 11]))
print(rng.uniform(0, [1, 2, 3], size=(2, 3)))
print(rng.uniform(np.array([[0.0], [5.0]]), 6.0))
rng = np.random.default_rng(0)
print(rng.uniform(0, 1, 2), rng.uniform(10, 11))
