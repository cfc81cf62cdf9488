# tf.random.gamma, tf.random.poisson and tf.random.stateless_poisson (TF 2.20 random_ops.py
# random_gamma / random_poisson_v2, stateless_random_ops.py stateless_random_poisson; kernels
# random_gamma_op.cc, random_poisson_op.cc, stateless_random_ops.cc; random_grad.py
# _RandomGammaGrad). The samples follow TF's kernels (Philox streams of 256 blocks per output,
# Marsaglia-Tsang and Knuth / Hormann), but no sampled value here was checked against TF, so
# this program prints only what follows from the documentation: shapes and dtypes
# (shape + the parameter's shape), reproducibility under seeds, and sample means and variances
# within five standard errors of the distributions' (Gamma(a, b): mean a / b, variance a / b^2;
# Poisson(l): mean and variance l).
import tensorflow as tf

def close(value, expected, std_error):
  return [abs(float(v) - e) < 5 * s for v, e, s in zip(value, expected, std_error)]

tf.random.set_seed(4)
g = tf.random.gamma([10], [0.5, 1.5])
print(g.shape, g.dtype)
print(tf.random.gamma([7, 5], [0.5, 1.5]).shape)
alpha = tf.constant([[1.0], [3.0], [5.0]])
beta = tf.constant([[3.0, 4.0]])
print(tf.random.gamma([30], alpha=alpha, beta=beta).shape)
print(tf.random.gamma([2], 2.0, dtype=tf.float64).dtype, tf.random.gamma([2], 2.0, dtype=tf.float16).dtype)
print(bool(tf.reduce_all(tf.random.gamma([100], [0.01, 0.5]) > 0)))

# The same global and op seeds give the same samples after set_seed.
tf.random.set_seed(7)
first = tf.random.gamma([4], [0.5, 2.0], seed=3)
tf.random.set_seed(7)
again = tf.random.gamma([4], [0.5, 2.0], seed=3)
print(bool(tf.reduce_all(first == again)), bool(tf.reduce_all(first == tf.random.gamma([4], [0.5, 2.0], seed=3))))

n = 20000
s = tf.random.gamma([n], [0.5, 1.0, 4.0], beta=[1.0, 2.0, 0.5], seed=1, dtype=tf.float64)
mean = tf.reduce_mean(s, 0)
var = tf.math.reduce_variance(s, 0)
print(close(mean, [0.5, 0.5, 8.0], [(0.5 / n) ** 0.5, (0.25 / n) ** 0.5, (16.0 / n) ** 0.5]))
print(close(var, [0.5, 0.25, 16.0], [0.5 * (14 / n) ** 0.5, 0.25 * (8 / n) ** 0.5, 16.0 * (3.5 / n) ** 0.5]))

p = tf.random.poisson([10], [0.5, 1.5])
print(p.shape, p.dtype)
print(tf.random.poisson([7, 5], [12.2, 3.3]).shape)
print(tf.random.poisson([3], 4, dtype=tf.int32).dtype, tf.random.poisson([3], 4.0, dtype=tf.int64).dtype)
pp = tf.random.poisson([n], [0.5, 3.0, 40.0], seed=2, dtype=tf.float64)
print(bool(tf.reduce_all(pp == tf.round(pp))), bool(tf.reduce_all(pp >= 0)))
print(close(tf.reduce_mean(pp, 0), [0.5, 3.0, 40.0], [(0.5 / n) ** 0.5, (3.0 / n) ** 0.5, (40.0 / n) ** 0.5]))
print(close(tf.math.reduce_variance(pp, 0), [0.5, 3.0, 40.0], [0.5 * (2 / n + 1 / (0.5 * n)) ** 0.5, 3.0 * (2 / n + 1 / (3.0 * n)) ** 0.5,
                                                            40.0 * (2 / n + 1 / (40.0 * n)) ** 0.5]))

sp = tf.random.stateless_poisson([10, 2], seed=[12, 34], lam=[5, 15])
print(sp.shape, sp.dtype)
print(bool(tf.reduce_all(sp == tf.random.stateless_poisson([10, 2], seed=[12, 34], lam=[5, 15]))))
sq = tf.random.stateless_poisson([n, 2], seed=[1, 2], lam=[2.0, 25.0], dtype=tf.float32)
print(close(tf.reduce_mean(sq, 0), [2.0, 25.0], [(2.0 / n) ** 0.5, (25.0 / n) ** 0.5]))
try:
  tf.random.stateless_poisson([3], seed=[1, 2], lam=[1.0, 2.0])
except tf.errors.InvalidArgumentError as e:
  print(type(e).__name__, e.message)

# In a tf.function: the shapes are static, each call draws new samples; stateless ones repeat.
@tf.function
def draw(lam, seed):
  return tf.random.gamma([3], lam, seed=5), tf.random.poisson([3], lam, seed=5), tf.random.stateless_poisson([3, 2], seed, lam)

x1 = draw(tf.constant([1.0, 2.0]), tf.constant([3, 4]))
x2 = draw(tf.constant([1.0, 2.0]), tf.constant([3, 4]))
print([t.shape for t in x1], [t.dtype for t in x1])
print(bool(tf.reduce_all(x1[2] == x2[2])), bool(tf.reduce_all(x1[2] == tf.random.stateless_poisson([3, 2], [3, 4], [1.0, 2.0]))))
print(draw.get_concrete_function(tf.TensorSpec([None]), tf.TensorSpec([2], tf.int32)).structured_outputs[0].shape)

# Gradients of samples with respect to alpha (implicit reparameterization): d/dalpha of the
# mean of Gamma(alpha, beta) samples is about 1 / beta, d/dbeta about -alpha / beta^2.
a = tf.constant([1.0, 3.0], tf.float64)
b = tf.constant([2.0, 1.0], tf.float64)
with tf.GradientTape(persistent=True) as tape:
  tape.watch([a, b])
  y = tf.random.gamma([n], a, beta=b, seed=9, dtype=tf.float64)
  m = tf.reduce_mean(y, 0)
da, db = tape.gradient(m, [a, b])
print(da.shape, db.shape)
print(close(da, [0.5, 1.0], [0.05, 0.05]), close(db, [-0.25, -3.0], [0.05, 0.05]))
