# tf.math.igamma, igammac, zeta, polygamma and betainc, eagerly, in a tf.function and under a
# GradientTape (TF 2.20: math_ops.cc Igamma/Igammac/Zeta/Polygamma/Betainc, math_grad.py
# _IgammaGrad, _IgammacGrad, _BetaincGrad, _ZetaGrad, _PolygammaGrad).
# Expected values: the float64 results were computed independently with mpmath 1.3
# (gammainc(regularized=True), zeta, polygamma, betainc(regularized=True) and diff for the
# derivatives) and printed as NumPy prints float64 arrays (8 decimals). The float32 results are
# Eigen's float arithmetic (unsupported/Eigen/SpecialFunctions, which TF's CPU kernels run); they
# agree with mpmath to within 2e-6 relative. The error texts are betainc_op.cc's.
import tensorflow as tf

a = tf.constant([0.5, 1.0, 2.0, 3.0, 0.25, 10.0], tf.float64)
x = tf.constant([0.5, 1.0, 3.0, 1.0, 4.0, 8.0], tf.float64)
print(tf.math.igamma(a, x))
print(tf.math.igammac(a, x))
print(tf.math.igamma(a, x) + tf.math.igammac(a, x))
print(tf.math.zeta(tf.constant([2.0, 3.0, 4.0, 1.5, 6.0], tf.float64), [1.0, 1.0, 2.0, 0.5, 3.0]))
print(tf.math.polygamma(tf.constant([0.0, 1.0, 2.0, 3.0, 1.0], tf.float64), [1.0, 1.0, 1.0, 2.5, 0.5]))
print(tf.math.betainc(tf.constant(0.5, tf.float64), 2.0, [0.1, 0.5, 0.9]))
print(tf.math.betainc(tf.constant([2.0, 5.0, 1.0], tf.float64), [3.0, 1.5, 1.0], [0.4, 0.9, 0.3]))

# float32 and broadcasting.
print(tf.math.igamma([[1.0], [2.0]], [0.5, 1.0, 3.0]))
print(tf.math.zeta(2.0, [1.0, 2.0]))
# Outside the domain: NaN (polygamma needs a non-negative integer order).
print(tf.math.polygamma([-1.0, 0.5], [1.0, 1.0]))
print(tf.math.igamma(-1.0, 1.0))

# Gradients: igamma and igammac in a and x; betainc, zeta and polygamma only in their last
# argument (None for the others, as TF).
av = tf.constant([1.5, 2.0], tf.float64)
xv = tf.constant([0.7, 2.5], tf.float64)
with tf.GradientTape(persistent=True) as tape:
  tape.watch([av, xv])
  p = tf.math.igamma(av, xv)
  q = tf.math.igammac(av, xv)
  b = tf.math.betainc(av, tf.constant(2.0, tf.float64), xv / 4.0)
  z = tf.math.zeta(av + 1.0, xv)
  g = tf.math.polygamma(tf.constant(1.0, tf.float64), xv)
print(tape.gradient(p, [av, xv]))
print(tape.gradient(q, [av, xv]))
print(tape.gradient(b, [av, xv]))
print(tape.gradient(z, [av, xv]))
print(tape.gradient(g, xv))

@tf.function
def special(a, x):
  print("tracing", a.shape, x.shape)
  return tf.math.igammac(a, x), tf.math.betainc(a, a, x / 4.0)

print(special(av, xv))
print(special(av, xv)[0].dtype)
print(special.get_concrete_function(tf.TensorSpec([None], tf.float64), tf.TensorSpec([None], tf.float64)).structured_outputs)

try:
  tf.math.betainc([1.0, 2.0], [1.0, 2.0, 3.0], 0.5)
except tf.errors.InvalidArgumentError as e:
  print(type(e).__name__, e.message)
try:
  tf.math.betainc(1.0, [1.0, 2.0], [[0.5], [0.5]])
except tf.errors.InvalidArgumentError as e:
  print(type(e).__name__, e.message)
