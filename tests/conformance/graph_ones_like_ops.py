# The ops tf.ones_like and tf.zeros_like add to a graph (tensorflow/python/ops/array_ops.py):
# ones_like_impl takes shape_internal's shape, which for a fully defined shape and no out_type
# is _tensor_shape_tensor_conversion_function's 'shape_as_tensor' Const in a 'Shape' scope, and
# ones() fills a Tensor shape; zeros_like_impl of a fully defined shape is zeros(), a small Const;
# with an unknown dimension, ones_like fills the Shape op's output and zeros_like is ZerosLike.
import tensorflow as tf
@tf.function
def f(x):
    return tf.ones_like(x), tf.zeros_like(x)
c = f.get_concrete_function(tf.TensorSpec([2, 3]))
print([(op.name, op.type) for op in c.graph.get_operations()])
c = f.get_concrete_function(tf.TensorSpec([None, 3]))
print([(op.name, op.type) for op in c.graph.get_operations()])
