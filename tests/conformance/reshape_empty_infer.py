# Reshape of an empty tensor with a -1 size (ReshapeOp::Compute, tensorflow/core/kernels/
# reshape_op.h): zero sizes are left out of the requested product and, when the request
# has a zero, the input's zero dimensions are left out of its element count, so the -1
# becomes (input's non-zero sizes) / (request's non-zero sizes): [0] -> [-1, 0] is (1, 0).
import tensorflow as tf

print(tf.reshape(tf.ones([0]), [-1, 0]).shape)
print(tf.reshape(tf.ones([0, 3]), [-1, 0]).shape)
print(tf.reshape(tf.ones([2, 0, 3]), [0, -1, 2]).shape)
