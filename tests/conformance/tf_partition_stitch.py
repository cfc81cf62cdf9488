# tf.reverse_sequence, tf.unique_with_counts, tf.dynamic_partition, tf.dynamic_stitch and
# tf.unravel_index: values from their docstrings (array_ops.py, data_flow_ops.cc's
# DynamicPartition/DynamicStitch docs, the unravel_index example), errors from the kernels
# (reverse_sequence_op.cc, dynamic_partition_op.cc, unravel_index_op.cc), static shapes from the
# shape functions (array_ops.cc, data_flow_ops.cc), gradients from array_grad.py and
# data_flow_grad.py (_ReverseSequenceGrad, _DynamicPartitionGrads, _DynamicStitchGrads).
import tensorflow as tf

seq_lengths = [7, 2, 3, 5]
rows = [[1, 2, 3, 4, 5, 0, 0, 0], [1, 2, 0, 0, 0, 0, 0, 0],
        [1, 2, 3, 4, 0, 0, 0, 0], [1, 2, 3, 4, 5, 6, 7, 8]]
print(tf.reverse_sequence(rows, seq_lengths, seq_axis=1, batch_axis=0))
print(tf.reverse_sequence(tf.constant([[1, 2], [3, 4], [5, 6]], tf.int64), tf.constant([2, 0], tf.int64), seq_axis=0, batch_axis=1))
try:
    tf.reverse_sequence([[1, 2], [3, 4]], [3, 1], seq_axis=1)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)
try:
    tf.reverse_sequence([[1, 2], [3, 4]], [1, 1])
except TypeError as e:
    print("TypeError:", e)

print(tf.unique_with_counts([1, 1, 2, 4, 4, 4, 7, 8, 8]))
y, idx, count = tf.unique_with_counts(tf.constant(["b", "a", "b"]), out_idx=tf.int64)
print(y, idx, count)

parts = tf.dynamic_partition([10, 20, 30, 40, 50], [0, 0, 1, 1, 0], 2)
print(parts)
for p in tf.dynamic_partition(tf.reshape(tf.range(8.0), [4, 2]), [1, 0, 1, 2], 3):
    print(p)
try:
    tf.dynamic_partition([1, 2], [0, 2], 2)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)

indices = [6, [4, 1], [[5, 2], [0, 3]]]
data = [[61, 62], [[41, 42], [11, 12]], [[[51, 52], [21, 22]], [[1, 2], [31, 32]]]]
print(tf.dynamic_stitch(indices, data))
print(tf.dynamic_stitch([[0, 1], [1]], [[1.0, 2.0], [3.0]]))
x = tf.constant([0.1, -1., 5.2, 4.3, -1., 7.4])
mask = tf.cast(tf.not_equal(x, tf.constant(-1.)), tf.int32)
parts = tf.dynamic_partition(x, mask, 2)
parts[1] = parts[1] + 1.0
positions = tf.dynamic_partition(tf.range(tf.shape(x)[0]), mask, 2)
print(tf.dynamic_stitch(positions, parts))

print(tf.unravel_index(indices=[2, 5, 7], dims=[3, 3]))
print(tf.unravel_index(5, [2, 3]))
try:
    tf.unravel_index([9], [3, 3])
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)


@tf.function
def regroup(x, p, i):
    halves = tf.dynamic_partition(x, p, 2)
    print("partition:", [h.shape for h in halves])
    merged = tf.dynamic_stitch([[0, 2], [1]], [x[:2], x[2:3]])
    print("stitch:", merged.shape)
    print("unravel:", tf.unravel_index(i, [3, 4]).shape)
    print("reverse:", tf.reverse_sequence(x, [1, 2, 3], seq_axis=1).shape)
    return halves[0], merged


print(regroup(tf.ones([3, 5]), tf.constant([0, 1, 0]), tf.constant([4, 11])))

w = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
v = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
a = tf.constant([1.0, 2.0, 3.0, 4.0])
with tf.GradientTape(persistent=True) as tape:
    tape.watch([v, a])
    r = tf.reverse_sequence(v, [2, 3], seq_axis=1, batch_axis=0)
    loss_r = tf.reduce_sum(r * w)
    halves = tf.dynamic_partition(a, [0, 1, 0, 1], 2)
    loss_p = tf.reduce_sum(halves[0] * 2.0) + tf.reduce_sum(halves[1] * 3.0)
    s = tf.dynamic_stitch([[2, 0], [1]], [a[:2], a[2:3]])
    loss_s = tf.reduce_sum(s * [10.0, 20.0, 30.0])
print(tape.gradient(loss_r, v))
print(tape.gradient(loss_p, a))
print(tape.gradient(loss_s, a))
