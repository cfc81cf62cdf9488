# tf.linalg functions with the examples of TF's own docstrings:
# - triangular_solve: gen_linalg_ops.matrix_triangular_solve's docstring (api_def
#   MatrixTriangularSolve), x = [1.3333334, -0.66666675, 2.6666665, -1.3333331].
# - trace: math_ops.trace's docstring (5, 15, [15, -15]).
# - matrix_transpose: array_ops.matrix_transpose's docstring ([[1, 4], [2, 5], [3, 6]]; shape
#   [1, 2, 3, 4] -> [1, 2, 4, 3]).
# - matvec: linalg_impl.matvec's docstring for the 3-D case ([[86, 212], [410, 563]]); the 2-D
#   product [58, 139] is worked out by hand (the docstring's "[58, 64]" is a typo copied from
#   matmul's).
# - diag / set_diag / diag_part: array_ops.matrix_diag, matrix_set_diag and matrix_diag_part's
#   docstrings for the main diagonal.
import numpy as np
import tensorflow as tf

a = tf.constant([[3, 0, 0, 0], [2, 1, 0, 0], [1, 0, 1, 0], [1, 1, 1, 1]], dtype=tf.float32)
b = tf.constant([[4], [2], [4], [2]], dtype=tf.float32)
x = tf.linalg.triangular_solve(a, b, lower=True)
print(x)

print(tf.linalg.trace(tf.constant([[1, 2], [3, 4]])))
print(tf.linalg.trace(tf.constant([[1, 2, 3], [4, 5, 6], [7, 8, 9]])))
print(tf.linalg.trace(tf.constant([[[1, 2, 3], [4, 5, 6], [7, 8, 9]], [[-1, -2, -3], [-4, -5, -6], [-7, -8, -9]]])))

print(tf.linalg.matrix_transpose(tf.constant([[1, 2, 3], [4, 5, 6]])))
print(tf.linalg.matrix_transpose(tf.zeros([1, 2, 3, 4])).shape)
try:
    tf.linalg.matrix_transpose(tf.constant([1, 2]))
except ValueError as e:
    print("ValueError:", e)

m = tf.constant([1, 2, 3, 4, 5, 6], shape=[2, 3])
v = tf.constant([7, 9, 11], shape=[3])
print(tf.linalg.matvec(m, v))
m3 = tf.constant(np.arange(1, 13, dtype=np.int32), shape=[2, 2, 3])
v2 = tf.constant(np.arange(13, 19, dtype=np.int32), shape=[2, 3])
print(tf.linalg.matvec(m3, v2))

diagonal = np.array([[1, 2, 3, 4], [5, 6, 7, 8]])
print(tf.linalg.diag(diagonal))
inp = np.array([[[7, 7, 7, 7], [7, 7, 7, 7], [7, 7, 7, 7]], [[7, 7, 7, 7], [7, 7, 7, 7], [7, 7, 7, 7]]])
print(tf.linalg.set_diag(inp, np.array([[1, 2, 3], [4, 5, 6]])))
print(tf.linalg.diag_part(tf.linalg.diag(diagonal)))
