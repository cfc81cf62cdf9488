# A Python int shape: tf.zeros/tf.ones take it as TensorShape(2), but tf.random.* pass it through
# tensor_util.shape_tensor as a scalar, so eagerly the RandomUniform/RandomStandardNormal kernels
# refuse it ('shape must be a vector of {int32,int64}, got shape []', random_op.cc) and in a graph
# shape inference does (RandomShape's MakeShapeFromShapeTensor: 'Shape must be rank 1 but is
# rank 0 for ...'). tf.experimental.numpy.random (np_random.py): seed is tf.random.set_seed,
# randn draws float64 normals from the same stream as tf.random.normal, randint accepts only
# int32/int64 dtypes, and uniform(size=2) hits the same scalar-shape error.
import tensorflow as tf
import tensorflow.experimental.numpy as tnp

print(tf.zeros(2), tf.ones(3, tf.int32))
try:
    tf.random.uniform(2)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)
try:
    tf.random.normal(3)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)

@tf.function
def sample():
    return tf.random.uniform(2)

try:
    sample()
except ValueError as e:
    print("ValueError:", str(e).strip().splitlines()[-1].strip())

tnp.random.seed(1)
a = tnp.random.randn(2)
tf.random.set_seed(1)
b = tf.random.normal([2], dtype=tf.float64)
print(a.dtype, bool(tf.reduce_all(a == b)))
print(tnp.random.rand(2, 3).shape, tnp.random.standard_normal().shape, tnp.random.random((3,)).dtype)
print(tnp.random.randint(0, 10, size=4).dtype, tnp.random.randint(5, dtype=tnp.int32).dtype)
try:
    tnp.random.randint(5, dtype=tnp.float32)
except ValueError as e:
    print("ValueError:", e)
try:
    tnp.random.uniform(size=2)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError")
