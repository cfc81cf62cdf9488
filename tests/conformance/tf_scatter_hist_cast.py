# tf.tensor_scatter_nd_max/min, tf.histogram_fixed_width(_bins), tf.truncatediv/truncatemod,
# tf.saturate_cast, tf.shape_n and tf.broadcast_static_shape. Values from the docstrings of
# tensor_scatter_nd_max/min, histogram_fixed_width(_bins), broadcast_static_shape and
# cwise_ops_test.py's truncate cases; saturate_cast's clamp bounds from math_ops.saturate_cast
# (float32 cannot hold 2**31 - 1, so the bound moves to the next float32 toward zero).
# The gradient of TensorScatterMax follows array_grad._TensorScatterMinOrMaxGrad.
import tensorflow as tf

zeros = [0, 0, 0, 0, 0, 0, 0, 0]
print(tf.tensor_scatter_nd_max(zeros, [[1], [4], [5]], [1, -1, 1]).numpy())
print(tf.tensor_scatter_nd_min(zeros, [[1], [4], [5]], [1, -1, 1]).numpy())
print(tf.tensor_scatter_nd_max([[1.0, 9.0], [3.0, 4.0]], [[0], [0]], [[5.0, 5.0], [2.0, 7.0]]))

values = [-1.0, 0.0, 1.5, 2.0, 5.0, 15]
print(tf.histogram_fixed_width(values, [0.0, 5.0], nbins=5).numpy())
print(tf.histogram_fixed_width_bins(values, [0.0, 5.0], nbins=5).numpy())
print(tf.histogram_fixed_width(tf.constant([1, 2, 2, 9], tf.int64), tf.constant([0, 10], tf.int64), nbins=2, dtype=tf.int64))
try:
    tf.histogram_fixed_width(values, [0.0, 5.0], nbins=0)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)

print(tf.truncatediv([-7, 7, -7], [2, -2, -2]))
print(tf.truncatemod([-7, 7, -7], [2, -2, -2]))
print(tf.truncatemod(-7.5, 2.0))
print(tf.math.floormod(-7, 2), tf.truncatemod(-7, 2))
try:
    tf.truncatediv(7, 0)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)

print(tf.saturate_cast([-300.0, 1.5, 300.0], tf.uint8))
print(tf.saturate_cast(tf.constant([3e9, -3e9]), tf.int32))
print(tf.dtypes.saturate_cast(tf.constant([70000, -5], tf.int32), tf.int16))
print(tf.saturate_cast(tf.constant([1, 2]), tf.float32))

print(tf.shape_n([tf.zeros([2, 3]), tf.ones([4])]))
print(tf.shape_n([tf.zeros([2, 3])], out_type=tf.int64))

print(tf.broadcast_static_shape(tf.TensorShape([1, 2, 3]), tf.TensorShape([5, 1, 3])))
print(tf.broadcast_static_shape(tf.TensorShape([None, 1]), tf.TensorShape([4])))
print(tf.broadcast_static_shape(tf.TensorShape(None), tf.TensorShape([4])))
try:
    tf.broadcast_static_shape(tf.TensorShape([2]), tf.TensorShape([3]))
except ValueError as e:
    print("ValueError:", e)


@tf.function
def clamp_ids(x):
    return tf.saturate_cast(x, tf.uint8)


cf = clamp_ids.get_concrete_function(tf.TensorSpec([None], tf.float32))
print([(op.name, op.type) for op in cf.graph.get_operations()])
print(clamp_ids(tf.constant([-1.0, 256.0])))

t = tf.constant([1.0, 5.0, 3.0])
u = tf.constant([4.0, 5.0])
with tf.GradientTape() as tape:
    tape.watch([t, u])
    out = tf.tensor_scatter_nd_max(t, [[0], [1]], u)
print(out)
print(tape.gradient(out, [t, u]))
