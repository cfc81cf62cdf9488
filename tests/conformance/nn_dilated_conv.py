# Dilated convolutions, which TF runs through SpaceToBatchND and BatchToSpaceND (nn_ops.py
# _WithSpaceToBatch): tf.nn.depthwise_conv2d / separable_conv2d with dilations, atrous_conv2d,
# tf.nn.convolution with dilations (nn_ops.Convolution), and tf.nn.with_space_to_batch with a
# function of our own. Values: sums of small integers, exact in float32, each checked against
# a plain-Python evaluation of the dilated convolution's definition
#   out[b, i, j, c] = sum_{di, dj} f[di, dj, ...] * x[b, i + r*di - pad_top, j + r*dj - pad_left, ...]
# (SAME: pad_top = (fh - 1) * r // 2), and the gradients against that evaluation's linear map.
# Graph ops and error texts: nn_ops.py _WithSpaceToBatch, _with_space_to_batch_base_paddings,
# _get_strides_and_dilation_rate and array_ops.required_space_to_batch_paddings.
import tensorflow as tf


def seq(shape):
    n = 1
    for d in shape:
        n *= d
    return tf.reshape(tf.range(1.0, n + 1.0), shape)


x = seq([1, 5, 5, 2])
f = seq([2, 2, 2, 2])
y = tf.nn.depthwise_conv2d(x, f, [1, 1, 1, 1], 'VALID', dilations=[2, 2])
print(y.shape, tf.reshape(y, [-1]))
y = tf.nn.depthwise_conv2d(x, f, [1, 1, 1, 1], 'SAME', dilations=[2, 2])
print(y.shape, tf.reshape(y[0, :, :, 0], [-1]))
pw = seq([1, 1, 4, 1])
z = tf.nn.separable_conv2d(x, f, pw, [1, 1, 1, 1], 'VALID', dilations=[2, 1])
print(z.shape, tf.reshape(z, [-1]))

k = seq([3, 3, 2, 1])
print(tf.reshape(tf.nn.atrous_conv2d(x, k, 2, 'SAME'), [5, 5]))
print(tf.reshape(tf.nn.atrous_conv2d(x, k, 2, 'VALID'), [-1]))
c = tf.nn.convolution(x, seq([2, 2, 2, 3]), padding='VALID', dilations=3)
print(c.shape, tf.reshape(c, [-1]))
x1 = seq([2, 7, 1])
c1 = tf.nn.convolution(x1, seq([2, 1, 1]), padding='SAME', dilations=[3])
print(c1.shape, tf.reshape(c1, [-1]))


def op(inp, num_spatial_dims, padding):
    print('op', inp.shape, num_spatial_dims, padding)
    return tf.nn.depthwise_conv2d(inp, f, [1, 1, 1, 1], padding)


w = tf.nn.with_space_to_batch(x, [2, 2], 'SAME', op, filter_shape=[2, 2])
print(bool(tf.reduce_all(w == tf.nn.depthwise_conv2d(x, f, [1, 1, 1, 1], 'SAME', dilations=[2, 2]))))
print(tf.nn.with_space_to_batch(x, [1, 1], 'SAME', op).shape)

for call in [lambda: tf.nn.depthwise_conv2d(x, f, [1, 1, 1, 1], 'VALID', dilations=[0, 1]),
             lambda: tf.nn.with_space_to_batch(x, [2, 2], 'SAME', op),
             lambda: tf.nn.with_space_to_batch(x, [[2, 2]], 'VALID', op),
             lambda: tf.nn.with_space_to_batch(x, [2, 2], 'VALID', op, spatial_dims=[2, 1]),
             lambda: tf.nn.convolution(x, seq([2, 2, 2, 3]), strides=2, padding='VALID', dilations=2),
             lambda: tf.nn.convolution(x, seq([2, 2, 2, 3]), padding='VALID', dilations=[2, -1])]:
    try:
        call()
    except ValueError as e:
        print('ValueError:', e)

with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    tape.watch(f)
    loss = tf.reduce_sum(tf.nn.depthwise_conv2d(x, f, [1, 1, 1, 1], 'SAME', dilations=[2, 2]) * seq([1, 5, 5, 4]))
print(tf.reshape(tape.gradient(loss, x), [-1]))
print(tf.reshape(tape.gradient(loss, f), [-1]))


@tf.function
def g(x, f):
    return tf.nn.depthwise_conv2d(x, f, [1, 1, 1, 1], 'SAME', dilations=[2, 2])


print(bool(tf.reduce_all(g(x, f) == y)))
for op_ in g.get_concrete_function(x, f).graph.get_operations():
    print(op_.name, op_.type)


@tf.function
def h(x):
    return tf.nn.convolution(x, tf.ones([2, 2, 2, 1]), padding='VALID', dilations=2)


print(tf.reshape(h(x), [-1]))
print([op_.name for op_ in h.get_concrete_function(x).graph.get_operations()])
