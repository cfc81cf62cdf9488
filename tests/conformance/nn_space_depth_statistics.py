# tf.nn.space_to_depth / depth_to_space (with their gradients, array_grad.py: each is the
# other's gradient) and nn_impl.py's zero_fraction, sufficient_statistics, normalize_moments and
# weighted_moments. Values: the SpaceToDepth/DepthToSpace op docstrings in array_ops.cc (the
# [1, 2, 2, 1] and [1, 2, 2, 3] examples); the rest computed by hand in the comments. Graph
# names follow nn_impl.py (scopes "sufficient_statistics" with the count "Const", "shift",
# "mean_ss", "var_ss"; "normalize" with "divisor", "shifted_mean", "mean", "variance";
# zero_fraction's Size (a Const: the shape is known), the int32-range check, the cond
# "counts_to_fraction" and the arithmetic in a second "counts_to_fraction" scope, then "fraction").
# The error text is depthtospace_op.cc's.
import tensorflow as tf

print(tf.nn.space_to_depth([[[[1], [2]], [[3], [4]]]], 2).numpy().tolist())
print(tf.nn.space_to_depth([[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]]], 2).numpy().tolist())
print(tf.nn.depth_to_space([[[[1, 2, 3, 4]]]], 2).numpy().tolist())

# A 4x4 image: block (bi, bj) of output pixel (i, j) is input pixel (2i + bi, 2j + bj).
x = tf.reshape(tf.range(16.), [1, 4, 4, 1])
y = tf.nn.space_to_depth(x, 2)
print(y.shape, tf.reshape(y, [-1]))
print(bool(tf.reduce_all(tf.nn.depth_to_space(y, 2) == x)))
# The gradient of sum(space_to_depth(x) * w), w = 0..15 in y's layout, is depth_to_space(w):
# the same permutation as y above.
with tf.GradientTape() as tape:
    tape.watch(x)
    z = tf.reduce_sum(tf.nn.space_to_depth(x, 2) * tf.reshape(tf.range(16.), [1, 2, 2, 4]))
print(tf.reshape(tape.gradient(z, x), [-1]))

print(tf.nn.zero_fraction([0., 1., 0., 2.]))  # two zeros of four
print(tf.math.zero_fraction(tf.constant([[0, 3, 0], [0, 0, 1]])))  # four of six: 0.6666667
print(tf.nn.zero_fraction(tf.zeros([0])))  # empty: 0 / 0 = nan, as the docstring says


@tf.function
def zf(x):
    return tf.nn.zero_fraction(x)


print(zf(tf.constant([0., 1., 0., 2.])))
print([(o.name, o.type) for o in zf.get_concrete_function(tf.constant([0., 1., 0., 2.])).graph.get_operations()])

# Over axis 0 of [[1, 2], [3, 4]]: count 2, sums [4, 6], sums of squares [1 + 9, 4 + 16].
c, m, v, s = tf.nn.sufficient_statistics(tf.constant([[1., 2.], [3., 4.]]), [0])
print(c, m, v, s)
# mean [4, 6] / 2 = [2, 3]; variance [10, 20] / 2 - [4, 9] = [1, 1].
print(tf.nn.normalize_moments(c, m, v, None))
# Rows weighted 1 and 3: means (1 + 9) / 4 = 2.5 and (2 + 12) / 4 = 3.5; variances
# (1 * 1.5^2 + 3 * 0.5^2) / 4 = 0.75 in both columns.
print(tf.nn.weighted_moments(tf.constant([[1., 2.], [3., 4.]]), [0], tf.constant([[1.], [3.]])))
print(tf.nn.weighted_moments(tf.constant([[1., 2.], [3., 4.]]), [0], tf.constant([[1.], [3.]]), keepdims=True)[0].shape)


@tf.function
def f(x):
    # Shift 1 over all four: count 4, sum(x - 1) = 6, sum((x - 1)^2) = 14; mean 6/4 + 1 = 2.5,
    # variance 14/4 - 1.5^2 = 1.25.
    c, m, v, s = tf.nn.sufficient_statistics(x, [0, 1], shift=1.0)
    return tf.nn.normalize_moments(c, m, v, s)


print(f(tf.constant([[1., 2.], [3., 4.]])))
print([(o.name, o.type) for o in f.get_concrete_function(tf.constant([[1., 2.], [3., 4.]])).graph.get_operations()])

try:
    tf.nn.depth_to_space(tf.zeros([1, 1, 1, 3]), 2)
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e.message)
