# tf.linalg.set_diag (array_ops.matrix_set_diag -> MatrixSetDiagV3) with a diagonal band k and
# `align`. Expected text from TF 2.20's docstrings and source: linalg_impl.py
# banded_triangular_solve (set_diag(tf.zeros([3, 3]), x, align='LEFT_RIGHT', k=(-1, 0)) ->
# [[2, 0, 0], [2, 3, 0], [0, 3, 4]]; the k=(0, 1) example), array_ops.py matrix_set_diag (the
# superdiagonal, band and RIGHT_LEFT examples); kernel checks from
# core/kernels/linalg/matrix_set_diag_op.cc MatrixSetDiagOp ("The number of diagonals provided
# in `diag` is not consistent...", "Either first dimensions of diagonal don't match ..."), and
# the traced shape from common_shape_fns.cc MatrixSetDiagV2Shape. matrix_set_diag defaults to
# align="RIGHT_LEFT", so the docstring's "band of diagonals" block (plain text, not a doctest,
# written for the old LEFT_LEFT layout) gives another matrix here.
import numpy as np
import tensorflow as tf

x = [[2., 3., 4.], [1., 2., 3.]]
print(tf.linalg.set_diag(tf.zeros([3, 3]), x, align='LEFT_RIGHT', k=(-1, 0)))
x = [[2., 3., 4., 5.], [-1., -2., -3., -4.]]
print(tf.linalg.set_diag(tf.zeros([4, 4]), x, align='LEFT_RIGHT', k=(0, 1)))

inp = np.full((2, 3, 4), 7)
diagonal = np.array([[1, 2, 3], [4, 5, 6]])
print(tf.linalg.set_diag(inp, diagonal).numpy().tolist())
print(tf.linalg.set_diag(inp, diagonal, k=1).numpy().tolist())
diagonals = np.array([[[9, 1, 0], [6, 5, 8], [1, 2, 3], [0, 4, 5]],
                      [[1, 2, 0], [5, 6, 4], [6, 1, 2], [0, 3, 4]]])
print(tf.linalg.set_diag(inp, diagonals, k=(-1, 2)).numpy().tolist())
diagonals = np.array([[[0, 9, 1], [6, 5, 8], [1, 2, 3], [4, 5, 0]],
                      [[0, 1, 2], [5, 6, 4], [6, 1, 2], [3, 4, 0]]])
print(tf.linalg.set_diag(inp, diagonals, k=(-1, 2), align="RIGHT_LEFT").numpy().tolist())


@tf.function(input_signature=[tf.TensorSpec([None, 3, 3]), tf.TensorSpec([None, 2, 3])])
def f(m, d):
    out = tf.linalg.set_diag(m, d, k=(-1, 0))
    print(out.shape)
    return out


print(f(tf.zeros([1, 3, 3]), tf.constant([[[1., 2., 3.], [4., 5., 0.]]])).numpy().tolist())

for diag, k in [([[1., 2., 3.]], (-1, 0)), ([[1., 2.], [3., 4.]], (-1, 0))]:
    try:
        tf.linalg.set_diag(tf.zeros([3, 3]), diag, k=k)
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__, e.message)

# _MatrixSetDiagGradV3: matrix_diag_part(grad, k, align) for the diagonal, and the gradient with
# the band zeroed for the input.
m = tf.Variable(tf.reshape(tf.range(9.0), [3, 3]))
d = tf.Variable([[1., 2., 3.], [0., 4., 5.]])
with tf.GradientTape() as tape:
    out = tf.linalg.set_diag(m, d, k=(-1, 0), align="LEFT_RIGHT")
    loss = tf.reduce_sum(out * tf.reshape(tf.range(1.0, 10.0), [3, 3]))
gm, gd = tape.gradient(loss, [m, d])
print(gm.numpy().tolist())
print(gd.numpy().tolist())
