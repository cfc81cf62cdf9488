# tf.linalg.diag / diag_part with k != 0 (MatrixDiagV3 / MatrixDiagPartV3: the band k = [lower,
# upper], superdiagonals aligned right and subdiagonals left by default), tf.linalg.tensor_diag /
# tensor_diag_part (Diag, DiagPart), tf.linalg.matrix_rank and lu_reconstruct / lu_solve /
# lu_matrix_inverse (linalg_impl.py). Values from the matrix_diag, matrix_diag_part, tensor_diag
# and tensor_diag_part docstrings, the LU results by hand (A = [[4, 3], [6, 3]], det -6); expm of a
# nilpotent and a diagonal matrix by hand (exp of a diagonal is the exp of its entries); the
# tridiagonal product and solve by hand for [[4, 2, 0], [1, 4, 1], [0, 2, 4]].
import tensorflow as tf

print(tf.linalg.diag([[1, 2, 3], [4, 5, 6]], k=1))
bands = [[[0, 8, 9], [1, 2, 3], [4, 5, 0]], [[0, 2, 3], [6, 7, 9], [9, 1, 0]]]
print(tf.linalg.diag(bands, k=(-1, 1)))
print(tf.linalg.diag([1, 2], k=-1, num_rows=3, num_cols=4))
print(tf.linalg.diag([1, 2], k=-1, num_rows=3, padding_value=9))
print(tf.linalg.diag([[8, 9, 0], [1, 2, 3], [0, 4, 5]], k=(-1, 1), align="LEFT_RIGHT"))
try:
    tf.linalg.diag([[1, 2], [3, 4]], k=(-1, 1))
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)

m = tf.constant([[[1, 2, 3, 4], [5, 6, 7, 8], [9, 8, 7, 6]],
                 [[5, 4, 3, 2], [1, 2, 3, 4], [5, 6, 7, 8]]])
print(tf.linalg.diag_part(m, k=1))
print(tf.linalg.diag_part(m, k=(-1, 2)))
print(tf.linalg.diag_part(m, k=(1, 3), padding_value=9, align="LEFT_LEFT"))
try:
    tf.linalg.diag_part(m, k=5)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)

d = tf.constant([1.0, 2.0])
with tf.GradientTape() as tape:
    tape.watch(d)
    out = tf.linalg.diag(d, k=1)
    loss = tf.reduce_sum(out * tf.reshape(tf.range(9.0), [3, 3]))
print(tape.gradient(loss, d))


@tf.function
def band(x):
    return tf.linalg.diag_part(x, k=(-1, 0)), tf.linalg.diag(x[0], k=2)


lower, upper = band(tf.ones([3, 4]))
print(lower.shape, upper.shape)

print(tf.linalg.tensor_diag([1, 2, 3, 4]))
print(tf.linalg.tensor_diag([[1, 2], [3, 4]]).shape)
print(tf.linalg.tensor_diag_part([[1, 0, 0, 0], [0, 2, 0, 0], [0, 0, 3, 0], [0, 0, 0, 4]]))
try:
    tf.linalg.tensor_diag_part(tf.ones([2, 3]))
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)

print(tf.linalg.matrix_rank([[1.0, 2.0], [2.0, 4.0]]), tf.linalg.matrix_rank(tf.eye(3)))
a = tf.constant([[4.0, 3.0], [6.0, 3.0]])
lu, perm = tf.linalg.lu(a)
print(perm)
show = lambda t: print([[round(v, 5) for v in row] for row in t.numpy().tolist()])
show(tf.linalg.lu_reconstruct(lu, perm))
show(tf.linalg.lu_solve(lu, perm, [[1.0], [2.0]]))
show(tf.linalg.lu_matrix_inverse(lu, perm))
show(tf.linalg.expm(tf.zeros([2, 2])))
show(tf.linalg.expm([[0.0, 1.0], [0.0, 0.0]]))
show(tf.linalg.expm([[1.0, 0.0], [0.0, 2.0]]))
show(tf.linalg.expm(tf.constant([[0.0, 10.0], [0.0, 0.0]], tf.float64)))
print(tf.linalg.expm(tf.zeros([3, 2, 2])).shape)
diags = tf.constant([[2.0, 1.0, 0.0], [4.0, 4.0, 4.0], [0.0, 1.0, 2.0]])
rhs = tf.constant([[1.0], [2.0], [3.0]])
print(tf.linalg.tridiagonal_matmul(diags, rhs))
print(tf.linalg.tridiagonal_matmul(tf.constant([[4.0, 2.0, 0.0], [1.0, 4.0, 1.0], [0.0, 2.0, 4.0]]), rhs, diagonals_format='matrix'))
show(tf.linalg.tridiagonal_solve(diags, tf.constant([[8.0], [12.0], [16.0]])))
seq = [tf.constant([2.0, 1.0]), tf.constant([4.0, 4.0, 4.0]), tf.constant([1.0, 2.0])]
show(tf.linalg.tridiagonal_solve(seq, tf.constant([8.0, 12.0, 16.0]), diagonals_format='sequence')[None])
try:
    tf.linalg.tridiagonal_solve(tf.constant([[1.0, 0.0], [0.0, 0.0], [0.0, 1.0]]), tf.constant([[1.0], [1.0]]), partial_pivoting=False)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError")


@tf.function
def exponential(m):
    return tf.linalg.expm(m)


show(exponential(tf.constant([[0.0, 1.0], [0.0, 0.0]])))
