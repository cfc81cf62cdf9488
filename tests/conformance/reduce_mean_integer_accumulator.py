# tf.reduce_mean on integer tensors sums in a wider type: TF 2.20's
# core/kernels/reduction_ops.h CASTING_SPECIALIZATION (uint8/16/32 in uint64, int8/16/32 in
# int64; the sum divided there, truncating, then cast back), so the sum never wraps. Expected
# values: reduction_ops_test.py MeanReductionTest.testUint8 and testSizeOverflowUint8/Int8/
# Int16 (np.sum(x) // count); a negative mean truncates toward zero as C++'s int64 division.
# tf.function runs the same Mean kernel.
import tensorflow as tf

cases = [
    tf.constant([250, 250], tf.uint8),
    tf.constant([100, 100], tf.int8),
    tf.constant([-100, -100], tf.int8),
    tf.constant([30000, 30000], tf.int16),
    tf.constant([2147483647, 2147483647]),
    tf.constant([2000000000, 2000000000, 1]),
    tf.fill([256], tf.constant(200, tf.uint8)),
    tf.constant([-3, 0]),
]
for x in cases:
    print(tf.reduce_mean(x))
m = tf.constant([[250, 250], [10, 20]], tf.uint8)
print(tf.reduce_mean(m, axis=1))
print(tf.reduce_mean(m, axis=0, keepdims=True))
print(tf.reduce_mean(tf.zeros([0, 2], tf.int8), axis=0))
print(tf.function(lambda v: tf.reduce_mean(v, axis=1))(tf.constant([[127, 127, 127]], tf.int8)))
