# keras.ops.vectorize on the TensorFlow backend (Keras 3.11.3): vectorize_impl
# (keras/src/backend/common/backend_utils.py) squeezes the core dimensions of a gufunc
# `signature` and vmaps the rest through _vmap_fn (keras/src/backend/tensorflow/numpy.py), which
# takes in_axes == 0 only: the tuple of in_axes vectorize_impl passes always differs from 0, so
# any loop dimension raises "Not supported with `vectorize()` with the TensorFlow backend."; a
# signature covering every dimension calls the function once (numpy_test.py test_vectorize:
# trace of eye(4) under "(d,d)->()" is 4, diag under "(d,d)->(d)" is ones). float64 inputs stay
# float64 (convert_to_tensor keeps NumPy's dtype). ops.vectorize's own check of `pyfunc` is
# keras/src/ops/numpy.py's.
import numpy as np
from keras import ops

print(ops.vectorize(ops.trace, signature="(d,d)->()")(np.eye(4)))
print(ops.vectorize(ops.diag, signature="(d,d)->(d)")(np.eye(3)))
print(ops.vectorize(lambda a: a * 2)(np.float32(3.0)))
try:
    ops.vectorize(lambda a, b: a + b)(np.array([1, 2, 3]), 2)
except ValueError as e:
    print("ValueError:", e)
try:
    ops.vectorize(ops.trace, signature="(d,d)->()")(np.ones((2, 3, 3)))
except ValueError as e:
    print("ValueError:", e)
try:
    ops.vectorize(3)
except ValueError as e:
    print("ValueError:", e)
