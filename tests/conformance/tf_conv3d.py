# tf.nn.conv3d (Conv3D over NDHWC input and a [KD, KH, KW, C, M] filter; SAME pads after when the
# padding is odd, conv_ops_3d.cc) and its gradients (nn_grad._Conv3DGrad: Conv3DBackpropInputV2 and
# Conv3DBackpropFilterV2), by hand: with an all-ones filter each output is the sum of its window.
import tensorflow as tf

cube = tf.reshape(tf.range(8.0), [1, 2, 2, 2, 1])
box = tf.ones([2, 2, 2, 1, 1])
print(tf.nn.conv3d(cube, box, [1, 1, 1, 1, 1], "VALID"))
print(tf.reshape(tf.nn.conv3d(tf.ones([1, 2, 2, 2, 1]), box, [1, 1, 1, 1, 1], "SAME"), [-1]))
with tf.GradientTape(persistent=True) as tape:
    tape.watch([cube, box])
    conv = tf.reduce_sum(tf.nn.conv3d(cube, box, [1, 1, 1, 1, 1], "VALID"))
print(tf.reshape(tape.gradient(conv, cube), [-1]))
print(tf.reshape(tape.gradient(conv, box), [-1]))
