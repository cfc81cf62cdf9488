# tf.linalg.sqrtm (tf.matrix_square_root), tf.linalg.logm, tf.linalg.eig / eigvals (tf.eig,
# tf.eigvals) eagerly and in a tf.function (TF 2.20 linalg_ops.py eig / eigvals; ops
# MatrixSquareRoot, MatrixLogarithm, Eig). Expected values worked out by hand: the square root of
# the upper-triangular [[4, 1], [0, 9]] is [[2, 1/5], [0, 3]]; that of [[2, 1], [1, 2]] has
# (sqrt(3) + 1) / 2 = 1.3660254037844386 on its diagonal and (sqrt(3) - 1) / 2 off it; the
# logarithm of [[1, 2], [0, 3]] is [[0, log 3], [0, log 3]] (log 3 = 1.0986122886681098); the
# rotation [[0, -1], [1, 0]] has eigenvalues +-i. Eigenvalue order and eigenvector phases are the
# solver's own, so only sorted values and A v = v diag(e) are printed for them. The gradient of
# sum(sqrtm(A) * W) (linalg_grad.py _MatrixSquareRootGrad) was checked with mpmath 1.3: central
# differences of mpmath.sqrtm at 40 digits give [[0.2171612146, 0.3833669726],
# [0.5663986049, 0.6451301548]]; at 4 * I the gradient of sum(sqrtm) is 1/4 everywhere.
import tensorflow as tf

r = tf.linalg.sqrtm(tf.constant([[4.0, 1.0], [0.0, 9.0]]))
print(r)
print(tf.matrix_square_root(tf.constant([[2.0, 1.0], [1.0, 2.0]], tf.float64)))
# The complex square root's last bits depend on the C++ library's std::sqrt (the wasm engine's
# gives -4.4e-08 for the real part of sqrt(-1)), so this value is printed rounded.
c = tf.linalg.sqrtm(tf.constant([[4.0 + 0j, 0.0], [0.0, -1.0]], tf.complex64))
rounded = lambda x: tf.round(x * 1e6) / 1e6 + 0.0
print(tf.complex(rounded(tf.math.real(c)), rounded(tf.math.imag(c))))
print(tf.linalg.logm(tf.constant([[1.0 + 0j, 2.0], [0.0, 3.0]], tf.complex128)))

a = tf.constant([[2.0, 1.0], [0.5, -1.0]], tf.float64)
e, v = tf.linalg.eig(a)
print(e.dtype, v.dtype, e.shape, v.shape)
print(tf.sort(tf.math.real(e)))
print(bool(tf.reduce_all(tf.abs(tf.matmul(tf.cast(a, tf.complex128), v) - v * e[tf.newaxis, :]) < 1e-12)))
w = tf.linalg.eigvals(tf.constant([[0.0, -1.0], [1.0, 0.0]], tf.float64))
print(w.dtype, tf.sort(tf.math.imag(w)))
print(tf.eig is tf.linalg.eig, tf.eigvals is tf.linalg.eigvals)
try:
  tf.linalg.eig([[1.0, 2.0], [3.0, 4.0]])
except AttributeError as err:
  print("AttributeError:", err)
try:
  tf.linalg.sqrtm(tf.zeros([2, 3]))
except tf.errors.InvalidArgumentError as err:
  print(type(err).__name__, err.message)

a = tf.constant([[4.0, 1.0], [0.5, 9.0]], tf.float64)
with tf.GradientTape() as tape:
  tape.watch(a)
  loss = tf.reduce_sum(tf.linalg.sqrtm(a) * tf.constant([[1.0, 2.0], [3.0, 4.0]], tf.float64))
print(tape.gradient(loss, a))
b = tf.Variable(tf.eye(3, batch_shape=[2]) * 4.0)

@tf.function
def sqrtm_grad():
  with tf.GradientTape() as tape:
    y = tf.reduce_sum(tf.linalg.sqrtm(b))
  return tape.gradient(y, b)

print(sqrtm_grad())

@tf.function
def spectral(x):
  print("tracing", x.shape)
  return tf.linalg.eigvals(x), tf.linalg.sqrtm(x)

print(spectral.get_concrete_function(tf.TensorSpec([None, 3, 3])).structured_outputs)
ev, root = spectral(tf.constant([[[4.0, 0.0, 0.0], [0.0, 9.0, 0.0], [0.0, 0.0, 16.0]]]))
print(tf.sort(tf.math.real(ev), axis=-1))
print(root)
