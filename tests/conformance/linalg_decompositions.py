# tf.linalg.svd, eigh, eigvalsh, lu, lstsq and pinv, tf.linalg.diag's padding_value and the
# gradient of tf.linalg.cholesky, eagerly and in a tf.function. TF leaves the signs of singular
# and eigen vectors to the implementation and computes in float32, so the program prints what is
# determined, rounded: singular values ([[3, 2, 2], [2, 3, -2]] has 5 and 3), reconstructions
# u diag(s) v^H (linalg_ops.svd's docstring), orthonormality, eigenvalues in non-decreasing
# order (self_adjoint_eig's docstring; only the lower triangle is read), |eigenvectors|. Lu:
# Eigen's partial pivoting by hand ([[1, 2], [3, 4]] pivots on 3; lu holds L below U; p is the
# row order with input[p] = L U, lu_reconstruct's inverse). lstsq: a consistent system's exact
# solution (fast: the Cholesky composite of linalg_ops.matrix_solve_ls; fast=False: the
# MatrixSolveLs op). pinv of a rank-one matrix A = [[1, 2], [2, 4]] is A / 25 (linalg_impl.pinv
# drops singular values below rcond * max). matrix_diag with padding_value (array_ops.py
# docstring semantics). Cholesky's gradient (_CholeskyGrad) of sum(L) for [[4, 2], [2, 3]] by
# hand: d/dA00 = 1/4 - 1/8 + 1/(8 sqrt 2), d/dA11 = 1/(2 sqrt 2), the off-diagonal entries half of
# d/dA10 = 1/2 - 1/(2 sqrt 2) each (the symmetrised gradient). eigh/eigvalsh's gradient
# (_SelfAdjointEigV2Grad) of e1 + 2 e2 for [[2, 1], [1, 2]] (e = 1, 3; v = [1, -1]/sqrt 2,
# [1, 1]/sqrt 2): sum w_i v_i v_i^T = [[1.5, 0.5], [0.5, 1.5]], put on the lower triangle
# ([[1.5, 0], [1, 1.5]]). tf.math.invert_permutation: its docstring's [3, 4, 0, 2, 1].
import numpy as np
import tensorflow as tf


def r(t, digits=4):
    """Rounded float64 values of a tensor or array, as a list (+ 0.0: no negative zeros)."""
    return (np.round(np.asarray(t, np.float64), digits) + 0.0).tolist()


a = tf.constant([[3.0, 2.0, 2.0], [2.0, 3.0, -2.0]])
s, u, v = tf.linalg.svd(a)
print(r(s), u.shape, v.shape)
print(r(tf.matmul(u, tf.matmul(tf.linalg.diag(s), v, adjoint_b=True))))
print(r(tf.linalg.svd(a, compute_uv=False)))
s, u, v = tf.linalg.svd(a, full_matrices=True)
print(u.shape, v.shape, np.allclose(tf.matmul(v, v, transpose_a=True), np.eye(3), atol=1e-6), np.allclose(tf.matmul(u, u, transpose_a=True), np.eye(2), atol=1e-6))
s, u, v = tf.linalg.svd(tf.transpose(a))
print(r(s), u.shape, v.shape)
batch = tf.stack([tf.linalg.diag([1.0, 4.0]), tf.constant([[0.0, 2.0], [1.0, 0.0]])])
print(r(tf.linalg.svd(batch, compute_uv=False)))

e, vec = tf.linalg.eigh(tf.constant([[2.0, 1.0], [1.0, 2.0]]))
print(r(e), r(np.abs(vec.numpy())))
print(r(tf.linalg.eigh(tf.constant([[2.0, 100.0], [1.0, 2.0]]))[0]))
sym = tf.constant([[4.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 2.0]], tf.float64)
e, vec = tf.linalg.eigh(sym)
print(e.dtype, np.allclose(tf.matmul(vec, tf.matmul(tf.linalg.diag(e), vec, adjoint_b=True)), sym, atol=1e-12),
      np.allclose(tf.matmul(vec, vec, transpose_a=True), np.eye(3), atol=1e-12), bool(np.all(np.diff(e.numpy()) > 0)))
print(r(tf.linalg.eigvalsh(tf.constant([[4.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 9.0]]))))

lu, p = tf.linalg.lu(tf.constant([[1.0, 2.0], [3.0, 4.0]]))
print(lu)
print(p)
print(tf.linalg.lu(tf.constant([[0.0, 1.0], [2.0, 0.0]], tf.float64), output_idx_type=tf.int64))

A = tf.constant([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
b = tf.constant([[1.0], [2.0], [3.0]])
print(r(tf.linalg.lstsq(A, b)))
print(r(tf.linalg.lstsq(A, b, fast=False)))
print(r(tf.linalg.lstsq(tf.transpose(A), tf.constant([[1.0], [2.0]]))))
print(r(tf.linalg.lstsq(A, b, l2_regularizer=1.0)))
print(r(tf.linalg.pinv(tf.constant([[1.0, 2.0], [2.0, 4.0]]))))
print(r(tf.linalg.pinv(tf.constant([[2.0, 0.0, 0.0], [0.0, 4.0, 0.0]]))))

print(tf.linalg.diag([1, 2], padding_value=9))
print(tf.linalg.diag([1.0, 2.0], num_rows=3, num_cols=2, padding_value=-1))

x = tf.Variable([[4.0, 2.0], [2.0, 3.0]])
with tf.GradientTape() as tape:
    y = tf.reduce_sum(tf.linalg.cholesky(x))
print(r(tape.gradient(y, x), 5))
sym2 = tf.Variable([[2.0, 1.0], [1.0, 2.0]])
for decompose_fn in (lambda m: tf.linalg.eigvalsh(m), lambda m: tf.linalg.eigh(m)[0]):
    with tf.GradientTape() as tape:
        y = tf.reduce_sum(decompose_fn(sym2) * tf.constant([1.0, 2.0]))
    print(r(tape.gradient(y, sym2)))
print(tf.math.invert_permutation([3, 4, 0, 2, 1]))


@tf.function
def decompose(m):
    s, u, v = tf.linalg.svd(m)
    e, w = tf.linalg.eigh(tf.matmul(m, m, transpose_b=True))
    print(s.shape, u.shape, v.shape, e.shape, w.shape)
    return s, e


s, e = decompose(a)
print(r(s), r(e, 3))
print([op.type for op in decompose.get_concrete_function(tf.TensorSpec([None, 3])).graph.get_operations()
       if op.type in ("Svd", "SelfAdjointEigV2")])
