# tf.math.xlogy, xlog1py, reciprocal_no_nan, erfinv, ndtri, erfcinv, bessel_i0/i0e/i1/i1e (and
# tf.math.special.*), nextafter, cumulative_logsumexp, reduce_euclidean_norm,
# unsorted_segment_sqrt_n, confusion_matrix, lbeta and accumulate_n. Values from the docstrings
# (reciprocal_no_nan, bessel_*, reduce_euclidean_norm, confusion_matrix, accumulate_n) and from
# the defining formulas evaluated in float32 (xlogy = x*log(y), erfinv(0.5) = 0.476936276...,
# ndtri(0.975) = 1.959963984..., lbeta([2, 3]) = log(1/12)); the gradients from math_grad.py
# (_XLogyGrad, _ErfinvGrad, _NdtriGrad, _BesselI0Grad); accumulate_n's deprecation warning from
# deprecation.deprecated in math_ops.py; unsorted_segment_sqrt_n as math_ops computes it,
# `summed / gen_math_ops.sqrt(N)` (6 / sqrt(2) rounds to 4.242641 in float32). The special
# functions are shown to six decimals.
import tensorflow as tf


def show(t):
    # Six decimals: TF's float32 special functions can differ from the correctly rounded value
    # in the last bit.
    print([round(v, 6) for v in t.numpy().tolist()])


print(tf.math.xlogy(tf.constant([0.0, 0.0, 2.0]), tf.constant([0.0, 1.0, 3.0])))
print(tf.math.xlog1py(tf.constant([0.0, 1.0]), tf.constant([-1.0, 1.0])))
print(tf.math.reciprocal_no_nan(tf.constant([2.0, 0.5, 0, 1], dtype=tf.float32)))
show(tf.math.erfinv([0.0, 0.5, -0.5]))
show(tf.math.ndtri([0.5, 0.975]))
show(tf.math.erfcinv([0.5, 1.0]))
print(tf.math.erfinv([1.0, 2.0]).numpy(), tf.math.ndtri([0.0]).numpy())
x = [-1.0, -0.5, 0.5, 1.0]
show(tf.math.bessel_i0(x))
show(tf.math.bessel_i0e(x))
show(tf.math.special.bessel_i1(x))
show(tf.math.special.bessel_i1e(x))
print(tf.math.bessel_i0(x).dtype, tf.math.bessel_i1e(tf.constant(x, tf.float64)).dtype)
print(tf.math.nextafter(1.0, 2.0))
print(tf.math.nextafter(tf.constant(1.0, tf.float64), 0.0))
print(tf.math.cumulative_logsumexp([0.0, 0.0, 0.0]))
print(tf.math.cumulative_logsumexp([0.0, 0.0, 0.0], exclusive=True))
print(tf.math.cumulative_logsumexp(tf.constant([[0.0, 0.0], [0.0, 0.0]]), axis=1, reverse=True))

i = tf.constant([[1, 2, 3], [1, 1, 1]])
f = tf.constant([[1, 2, 3], [1, 1, 1]], dtype=tf.float32)
print(tf.math.reduce_euclidean_norm(i))
print(tf.math.reduce_euclidean_norm(f))
print(tf.math.reduce_euclidean_norm(f, 0))
print(tf.math.reduce_euclidean_norm(f, 1, keepdims=True))

data = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
print(tf.math.unsorted_segment_sqrt_n(data, [0, 1, 0], 2))
print(tf.math.confusion_matrix([1, 2, 4], [2, 2, 4]))
print(tf.math.confusion_matrix([0, 1], [1, 1], num_classes=3, weights=[0.5, 2.0], dtype=tf.float32))
try:
    tf.math.confusion_matrix([0, -1], [1, 1])
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError")
print(tf.math.lbeta([[1.0, 1.0], [2.0, 3.0]]))
a = tf.constant([[1, 2], [3, 4]])
b = tf.constant([[5, 0], [0, 6]])
print(tf.math.accumulate_n([a, b, a]))
try:
    tf.math.accumulate_n([])
except ValueError as e:
    print("ValueError:", e)


@tf.function
def special(x, y):
    return tf.math.xlogy(x, y), tf.math.erfinv(x), tf.math.bessel_i1e(y)


cf = special.get_concrete_function(tf.TensorSpec([2]), tf.TensorSpec([2]))
print([(op.name, op.type) for op in cf.graph.get_operations()])

p = tf.constant(2.0)
q = tf.constant(3.0)
z = tf.constant(0.0)
h = tf.constant(0.5)
o = tf.constant(1.0)
with tf.GradientTape(persistent=True) as tape:
    tape.watch([p, q, z, h, o])
    out = tf.math.xlogy(p, q)
    e = tf.math.erfinv(z)
    n = tf.math.ndtri(h)
    b0 = tf.math.bessel_i0(o)
print([t.numpy() for t in tape.gradient(out, [p, q])])
print(tape.gradient(e, z), tape.gradient(n, h))
print(round(float(tape.gradient(b0, o)), 6))


@tf.function
def confusion(labels, predictions):
    return tf.math.confusion_matrix(labels, predictions, num_classes=3)


print(confusion(tf.constant([0, 1, 2]), tf.constant([0, 2, 2])))
