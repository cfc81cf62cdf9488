# tf.zeros_initializer, tf.ones_initializer, tf.constant_initializer, tf.random_uniform_initializer
# and tf.random_normal_initializer (init_ops_v2.py: Zeros, Ones, Constant, RandomUniform,
# RandomNormal; a seeded random initializer uses the stateless ops, so it repeats its values),
# tf.nn.local_response_normalization / tf.nn.lrn (lrn_op.cc: x / (bias + alpha * sum of squares
# over the depth window) ** beta, hand-computed here and shown to six decimals), and
# tf.nn.compute_average_loss / scale_regularization_loss (nn_impl.py; the docstring's sum over the
# global batch size), tf.nn.max_pool_with_argmax (maxpooling_op.cc: flat NHWC indices, the first
# maximum of a window kept; the gradient lands on those indices) and tf.nn.max_pool3d / avg_pool3d
# (pooling_ops_3d.cc: padded cells left out of the max and the mean), by hand. Texts from those
# Python sources.
import tensorflow as tf

init = tf.constant_initializer([1, 2, 3, 4])
print(init(shape=[2, 2], dtype=tf.float32))
print(tf.zeros_initializer()(shape=[2], dtype=tf.int32))
print(tf.ones_initializer()([3]))
print(tf.constant_initializer(5.0).get_config(), type(init).__name__)
v1 = tf.Variable(tf.constant_initializer(2.0)(shape=[3], dtype=tf.float32))
print(v1.numpy())
u = tf.random_uniform_initializer(-1.0, 1.0, seed=1)
a = u([3])
b = u([3])
print(a.shape, a.dtype, bool(tf.reduce_all(a == b)), bool(tf.reduce_all(tf.abs(a) <= 1.0)))
print(u.get_config())
print(tf.random_normal_initializer(seed=2).get_config())
print(tf.random_normal_initializer(mean=1.0, stddev=0.0)([2]))
try:
    tf.random_normal_initializer()([2], tf.int32)
except ValueError as e:
    print("ValueError:", e)
try:
    tf.constant_initializer(object())
except TypeError as e:
    print("TypeError:", e)
try:
    tf.ones_initializer()([2], tf.float32, foo=1)
except TypeError as e:
    print("TypeError:", e)

x = tf.reshape(tf.range(1.0, 5.0), [1, 1, 1, 4])
y = tf.nn.local_response_normalization(x, depth_radius=1, bias=1.0, alpha=1.0, beta=0.5)
print([round(t, 6) for t in tf.reshape(y, [-1]).numpy().tolist()])
print(tf.nn.lrn(x).shape)
with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.nn.lrn(x, depth_radius=0, bias=0.0, alpha=1.0, beta=1.0)
print([round(t, 6) for t in tf.reshape(tape.gradient(y, x), [-1]).numpy().tolist()])
try:
    tf.nn.lrn(tf.ones([2, 2]))
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)

print(tf.nn.compute_average_loss([1.0, 2.0, 3.0, 4.0]))
print(tf.nn.compute_average_loss([1.0, 2.0, 3.0, 4.0], global_batch_size=8))
print(tf.nn.compute_average_loss([1.0, 2.0, 3.0, 4.0], sample_weight=[1.0, 0.0, 1.0, 0.0]))
print(tf.nn.scale_regularization_loss(tf.constant([0.5, 1.5])))
try:
    tf.nn.compute_average_loss(3.0)
except ValueError as e:
    print("ValueError:", e)

x = tf.reshape(tf.constant([1., 5., 3., 2., 4., 6., 8., 7., 0., 9., 2., 1., 3., 3., 1., 2.]), [1, 4, 4, 1])
with tf.GradientTape() as tape:
    tape.watch(x)
    pooled = tf.nn.max_pool_with_argmax(x, 2, 2, "VALID")
    total = tf.reduce_sum(pooled.output)
print(type(pooled).__name__, pooled.argmax.dtype)
print(tf.reshape(pooled.output, [2, 2]))
print(tf.reshape(pooled.argmax, [2, 2]))
print(tf.reshape(tape.gradient(total, x), [4, 4]))
both = tf.nn.max_pool_with_argmax(tf.concat([x, x], 0), [2, 2], [2, 2], "SAME", include_batch_in_index=True,
                                  output_dtype=tf.int32)
print(tf.reshape(both.argmax, [2, 4]))

cube = tf.reshape(tf.range(8.0), [1, 2, 2, 2, 1])
print(tf.nn.max_pool3d(cube, 2, 2, "VALID"), tf.nn.avg_pool3d(cube, [2, 2, 2], 2, "VALID"))
print(tf.reshape(tf.nn.max_pool3d(cube, 2, 1, "SAME"), [-1]))
print(tf.reshape(tf.nn.avg_pool3d(cube, 2, 1, "SAME"), [-1]))
with tf.GradientTape(persistent=True) as tape:
    tape.watch(cube)
    m3 = tf.reduce_sum(tf.nn.max_pool3d(cube, 2, 2, "VALID"))
    a3 = tf.reduce_sum(tf.nn.avg_pool3d(cube, 2, 2, "VALID"))
print(tf.reshape(tape.gradient(m3, cube), [-1]))
print(tf.reshape(tape.gradient(a3, cube), [-1]))
