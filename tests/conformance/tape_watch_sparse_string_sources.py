# GradientTape.watch of a SparseTensor watches its component tensors (indices, values,
# dense_shape: the int64 ones get the dtype warning), so a gradient reaches the values; a string
# tensor's initial gradient is None, so a string source gets None, also among other targets.
# Source: tensorflow/python/eager/backprop.py _extract_tensors_and_variables (a CompositeTensor
# through type_spec_from_value(obj)._to_components(obj)), GradientTape.watch (log_first_n
# warning) and _ones (None for tf.string); tensorflow/python/ops/sparse_grad.py
# _SparseReduceSumGrad. Expected values from tensorflow/python/eager/backprop_test.py
# testWatchComposite, testTapeNoOpGradientStringSourceAndTarget and
# testTapeNoOpGradientWithMultiTargetMultiSourceIncludeString.
import tensorflow as tf

with tf.GradientTape() as t:
    values = tf.constant([1.0, 2.0])
    s = tf.sparse.SparseTensor([[0, 0], [1, 2]], values, [3, 4])
    t.watch(s)
    z = tf.sparse.reduce_sum(s)
print(t.gradient(z, values))

s = tf.constant('unknown', dtype=tf.string)
with tf.GradientTape() as t:
    t.watch(s)
print(t.gradient(s, s))

x = tf.constant(3.0)
y = tf.constant(5.0)
with tf.GradientTape() as t:
    t.watch(x)
    t.watch(y)
    t.watch(s)
    z = y * y
grads = t.gradient([x, y, z, s], [x, y, s])
print([g.numpy() for g in grads[:2]], grads[2])
