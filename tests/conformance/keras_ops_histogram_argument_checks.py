# keras.ops.histogram's argument checks (Keras 3.11.3 keras/src/ops/numpy.py histogram and
# Histogram; numpy_test.py HistogramTest non_integer_bins, range_validation and
# high_dimensional_input): `bins` must be a non-negative int, `range` a tuple of two increasing
# values, checked before anything runs; eagerly the input must be 1-D. On a KerasTensor the
# counts have shape (bins,) and the edges (bins + 1,).
import numpy as np
import keras
from keras import ops

x = np.arange(8, dtype="float32")
for kwargs in ({"bins": -5}, {"bins": 2.5}, {"range": (1,)}, {"range": [0, 1]}, {"range": (5, 1)}):
    try:
        ops.histogram(x, **kwargs)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
try:
    ops.histogram(np.zeros((3, 4, 5)))
except ValueError as e:
    print("ValueError:", e)
try:
    ops.histogram(keras.KerasTensor((None,)), bins=-1)
except ValueError as e:
    print("ValueError:", e)
counts, edges = ops.histogram(keras.KerasTensor((None,)), bins=4)
print(counts.shape, edges.shape, counts.dtype)
counts, edges = ops.histogram(x, bins=4)
print(counts.numpy().tolist(), edges.numpy().tolist())
