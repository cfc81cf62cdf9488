# The gradient of tf.linalg.svd (linalg_grad.py _SvdGrad), in float64, eagerly and in a
# tf.function. What TF's gradient is does not depend on the signs the SVD picks: the gradient of
# the sum of singular values (the nuclear norm) is U V^T, for [[3, 2, 2], [2, 3, -2]]
# (s = 5, 3; u1 = [1, 1]/sqrt 2, v1 = [1, 1, 0]/sqrt 2, u2 = [1, -1]/sqrt 2,
# v2 = [1, -1, 4]/sqrt 18) [[2/3, 1/3, 2/3], [1/3, 2/3, -2/3]]; with weights [1, 2] it is
# u1 v1^T + 2 u2 v2^T; for the transpose (m > n, the adjoint path) the transposes; the
# reconstruction u diag(s) v^T is the identity function, so its gradient is the weights. The
# gradients through u and v of sign-invariant functions (|u[:, 0]|, |v[:, 1]|) are checked
# against central differences (square and wide matrices).
import numpy as np
import tensorflow as tf


def grad_of(fn, a):
    x = tf.Variable(np.array(a, np.float64))
    with tf.GradientTape() as tape:
        y = fn(x)
    return tape.gradient(y, x).numpy()


def central_differences(fn, a, eps=1e-6):
    a = np.array(a, np.float64)
    g = np.zeros_like(a)
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            p = a.copy()
            p[i, j] += eps
            q = a.copy()
            q[i, j] -= eps
            g[i, j] = (fn(tf.constant(p)).numpy() - fn(tf.constant(q)).numpy()) / (2 * eps)
    return g


def r(g):
    return (np.round(g, 4) + 0.0).tolist()


A = [[3.0, 2.0, 2.0], [2.0, 3.0, -2.0]]
weights = tf.constant([1.0, 2.0], tf.float64)
print(r(grad_of(lambda m: tf.reduce_sum(tf.linalg.svd(m, compute_uv=False)), A)))
print(r(grad_of(lambda m: tf.reduce_sum(tf.linalg.svd(m)[0]), A)))
print(r(grad_of(lambda m: tf.reduce_sum(tf.linalg.svd(m)[0] * weights), A)))
print(r(grad_of(lambda m: tf.reduce_sum(tf.linalg.svd(m)[0] * weights), np.transpose(A))))

B = [[2.0, 0.5, 0.1], [0.3, 1.0, 0.2], [0.1, 0.4, 3.0]]
probe = tf.constant(np.arange(9.0).reshape(3, 3))


def reconstruction(m):
    s, u, v = tf.linalg.svd(m)
    return tf.reduce_sum(tf.matmul(u, tf.matmul(tf.linalg.diag(s), v, adjoint_b=True)) * probe)


def vector_sizes(m):
    s, u, v = tf.linalg.svd(m)
    return tf.reduce_sum(tf.abs(u[:, 0])) + tf.reduce_sum(tf.abs(v[:, 1]))


print(r(grad_of(reconstruction, B)))
wide = [[2.0, 0.5, 0.1, 1.0], [0.3, 1.0, 0.2, -1.0], [0.1, 0.4, 3.0, 0.5]]
for m in (B, wide):
    print(np.allclose(grad_of(vector_sizes, m), central_differences(vector_sizes, m), atol=1e-5))


@tf.function
def nuclear_norm_grad(m):
    with tf.GradientTape() as tape:
        tape.watch(m)
        y = tf.reduce_sum(tf.linalg.svd(m, compute_uv=False))
    return tape.gradient(y, m)


print(r(nuclear_norm_grad(tf.constant(A, tf.float64)).numpy()))
