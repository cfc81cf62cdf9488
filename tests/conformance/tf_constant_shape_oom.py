# tf.constant(scalar, shape=...) fills the shape with the scalar (constant_op.py
# _constant_eager_impl -> _eager_fill, which runs the Fill kernel), so a shape too large to
# allocate raises TF's ResourceExhaustedError, an OpError, and not NumPy's _ArrayMemoryError
# (a MemoryError): the value is never a NumPy array. The program catches it and goes on.
import tensorflow as tf

try:
    tf.constant(0.0, shape=[100000, 100000, 100])
except tf.errors.OpError as e:
    print(type(e).__name__, isinstance(e, MemoryError))
print("after")
