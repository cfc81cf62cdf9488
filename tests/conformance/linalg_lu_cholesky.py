# tf.linalg's LU and Cholesky functions on small float32 matrices. TF's CPU kernels are Eigen
# (tensorflow/core/kernels/linalg/determinant_op.cc, matrix_inverse_op.cc, matrix_solve_op.cc,
# cholesky_op.cc): the expected values were worked out by following those kernels step by step
# in float32 arithmetic (PartialPivLU with the first largest pivot, multipliers divided by the
# pivot; det = sign * exp(log|u_11| + log|u_22|), which is why it is not always the exact
# product; the solves subtract earlier rows in order, then multiply by 1 / u_jj; LLT's
# l_22 = sqrt(a_22 - l_21^2)). The errors are the kernels' InvalidArgument texts and
# array_ops' shape-function ValueErrors. Gradients follow linalg_grad.py: d det(A) = det(A) *
# inv(A)^T, d inv(A) = -inv(A)^T g inv(A)^T, d solve: grad_rhs = solve(A^T, g).
import tensorflow as tf

a = tf.constant([[1.0, 2.0], [3.0, 4.0]])
print(tf.linalg.det(a))
print(tf.linalg.slogdet(a))
print(tf.linalg.det(tf.constant([[[2.0, 0.0], [0.0, 0.5]], [[0.0, 1.0], [1.0, 0.0]]])))
print(tf.linalg.det(tf.zeros([2, 2])))

m = tf.constant([[4.0, 7.0], [2.0, 6.0]])
print(tf.linalg.inv(m))
print(tf.linalg.solve(m, tf.constant([[1.0], [2.0]])))
try:
    tf.linalg.inv(tf.constant([[1.0, 2.0], [2.0, 4.0]]))
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e.message)

spd = tf.constant([[4.0, 2.0], [2.0, 3.0]])
chol = tf.linalg.cholesky(spd)
print(chol)
print(tf.linalg.logdet(spd))
print(tf.linalg.cholesky_solve(chol, tf.constant([[8.0], [7.0]])))
try:
    tf.linalg.cholesky(tf.constant([[1.0, 2.0], [2.0, 1.0]]))
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e.message)

x = tf.Variable([[2.0, 0.0], [0.0, 4.0]])
with tf.GradientTape(persistent=True) as tape:
    d = tf.linalg.det(x)
    i = tf.reduce_sum(tf.linalg.inv(x))
print(tape.gradient(d, x))
print(tape.gradient(i, x))


@tf.function
def solve(matrix, rhs):
    return tf.linalg.solve(matrix, rhs)


print(solve(tf.constant([[2.0, 0.0], [0.0, 4.0]]), tf.constant([[2.0], [2.0]])))
print([op.type for op in solve.get_concrete_function(tf.TensorSpec([2, 2]), tf.TensorSpec([2, 1])).graph.get_operations()])
