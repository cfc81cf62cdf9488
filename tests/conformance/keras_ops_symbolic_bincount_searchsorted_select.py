# keras.ops.bincount, searchsorted and select on KerasTensors take Keras 3.11's own output specs
# (keras/src/ops/numpy.py Bincount / SearchSorted / Select.compute_output_spec) rather than a
# trace of the TensorFlow ops, which cannot size bincount's output or trace searchsorted on
# unknown shapes: bincount keeps the input's leading dims and adds an unknown count axis
# (int32, or the result type of the input's and the weights' dtypes: Keras converts the weights
# with backend.convert_to_tensor, so KerasTensor weights raise TensorFlow's KerasTensor
# ValueError, numpy.py:1414); searchsorted has the
# values' shape, int32, and takes a 1-D sorted sequence only (Keras's ValueError, its missing
# space included); select has the first choice's shape and dtype.
import keras
import numpy as np
from keras import ops

values = keras.Input((4,))
ids = keras.Input((4,), dtype="int32")
for t in (ops.bincount(ids[0]), ops.bincount(ids[0], weights=np.ones(4, "float32")), ops.searchsorted(values[0], values),
          ops.select([values > 0], [values])):
    print(t.shape, t.dtype)
try:
    ops.searchsorted(values, values)
except ValueError as e:
    print("ValueError:", e)
try:
    ops.bincount(ids[0], weights=values[0])
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])
