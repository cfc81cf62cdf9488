# BatchNormalization in training (keras.io "Transfer learning" and BN's docs): Keras 3.11.3's
# layer takes tf.nn.moments over the batch axis (keras/src/backend/tensorflow/nn.py
# _compute_moments: reduce_mean of x, then reduce_mean of squared_difference(x, mean)) and moves
# moving_mean = moving_mean * 0.99 + mean * (1 - 0.99), moving_variance likewise from 1
# (keras/src/layers/normalization/batch_normalization.py). Over 16 rows of 8 features TF's
# Eigen reduction adds rows 0, 4, 8, 12 / 1, 5, 9, 13 / ... into four accumulators and folds
# them ((a0 + a1) + a2) + a3 (InnerMostDimPreserver, see tf_reduce_sum_packet_order), which sets
# the last bits of features 3, 5 and 6 of the moving mean. Expected values computed from that
# order with every float32 operation rounded (a separate model of the arithmetic).
import keras
import tensorflow as tf

x = (tf.cast(tf.reshape(tf.range(128) * 5 % 17, (16, 8)), tf.float32) + 0.1) / 3.0
bn = keras.layers.BatchNormalization()
y = bn(x, training=True)
print([repr(float(v)) for v in bn.moving_mean.numpy()])
print([repr(float(v)) for v in bn.moving_variance.numpy()])
print(y.shape, [w.name for w in bn.weights])
