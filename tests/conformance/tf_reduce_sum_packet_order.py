# The order in which TF 2.20 adds the floats of a float32 reduce_sum / reduce_mean, visible in
# the last bits: its x86-64 pip build compiles Eigen with -mavx, so a float packet holds 8 lanes,
# and Eigen's InnerMostDimReducer (unsupported/Eigen/CXX11/src/Tensor/TensorReduction.h) sums a
# row of n floats as: four packet accumulators over blocks of 32 (when n >= 32), folded into the
# first; further whole packets into it; the last n % 8 floats left to right from 0; then that
# scalar plus predux<Packet8f> of the packet (its two halves added lane by lane, then
# (b0 + b2) + (b1 + b3), SSE's predux<Packet4f>). So fewer than 8 floats add up left to right.
# The expected values were computed from that algorithm with every addition rounded to float32
# (a separate Python model of it), on z = (i*i + 0.1) / 3 for i = 1..69 made by float32 ops
# (tf.square: an eager `** 2` of 69 floats would be Eigen's pow, not always the exact square).
# Keras's losses reduce the same way: the MSE of four predictions sums four squares in order.
# A reduction over an outer axis (axis=0 of a matrix, the middle axis of a 3-D tensor) is
# evaluated 8 outputs at a time from output 0: a packet of outputs within one output row goes
# through InnerMostDimPreserver, which from 16 reduced rows on adds rows j, j+1, j+2, j+3 into
# four accumulators, folds them ((a0 + a1) + a2) + a3 and adds the last rows after; the other
# outputs (a packet crossing an output row, the last outputs % 8) add their rows in order.
# float64 follows the same algorithm with 4-double packets (Packet4d, whose horizontal sum is
# (p0 + p2) + (p1 + p3)): ten 0.1s sum to 1.0, not the 0.9999999999999999 of adding in order.
import tensorflow as tf
import keras

z = (tf.square(tf.range(1, 70, dtype=tf.float32)) + 0.1) / 3.0
for n in [3, 4, 7, 8, 12, 13, 20, 37, 46, 63, 69]:
    print(n, repr(float(tf.reduce_sum(z[:n]))))
print(repr(float(tf.reduce_mean(z[:4]))))
print([repr(float(v)) for v in tf.reduce_sum(tf.reshape(z[:24], (2, 12)), axis=1)])
y_true = tf.constant([[2.0], [4.0], [6.0], [8.0]])
y_pred = tf.constant([[0.3999999761581421], [0.6999999284744263], [1.0], [1.2999999523162842]])
print(repr(float(keras.losses.MeanSquaredError()(y_true, y_pred))))
m = tf.reshape((tf.cast(tf.range(190) * 7 % 23, tf.float32) + 0.1) / 3.0, (19, 10))
print([repr(float(v)) for v in tf.reduce_sum(m, axis=0)])
t = tf.reshape((tf.cast(tf.range(408) * 5 % 19, tf.float32) + 0.1) / 3.0, (2, 17, 12))
print([repr(float(v)) for v in tf.reshape(tf.reduce_sum(t, axis=1), [-1])])
d = (tf.range(1, 70, dtype=tf.float64) ** 2 + 0.1) / 3.0
for n in [3, 4, 5, 8, 15, 16, 17, 33, 69]:
    print(n, repr(float(tf.reduce_sum(d[:n]))))
dm = tf.reshape((tf.cast(tf.range(190) * 7 % 23, tf.float64) + 0.1) / 3.0, (19, 10))
print([repr(float(v)) for v in tf.reduce_sum(dm, axis=0)])
print(repr(float(tf.reduce_sum(tf.constant([0.1] * 10, tf.float64)))))
