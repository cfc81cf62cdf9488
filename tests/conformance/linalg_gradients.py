# Gradients of tf.linalg functions, with linalg_grad.py's and array_grad.py's formulas:
# trace -> MatrixDiagPartV3's gradient (the identity), set_diag -> the gradient with a zero
# diagonal, triangular_solve -> -grad_rhs x^T kept to the lower triangle with grad_rhs =
# solve(L^T, g), slogdet -> inv(A)^T, solve -> (-grad_rhs x^T, solve(A^T, g)), inv ->
# -inv(A)^T g inv(A)^T. A = [[2, 0], [1, 4]] keeps every step exact in float32 (no row exchange,
# multipliers 0.5), so the values are worked out by hand.
import tensorflow as tf

x = tf.Variable([[2.0, 0.0], [1.0, 4.0]])
ones = tf.constant([[1.0], [1.0]])
with tf.GradientTape(persistent=True) as tape:
    results = {
        "trace": tf.linalg.trace(x),
        "set_diag": tf.reduce_sum(tf.linalg.set_diag(x, tf.constant([5.0, 6.0])) * 2.0),
        "triangular_solve": tf.reduce_sum(tf.linalg.triangular_solve(x, ones)),
        "slogdet": tf.linalg.slogdet(x).log_abs_determinant,
        "solve": tf.reduce_sum(tf.linalg.solve(x, ones)),
        "inv": tf.reduce_sum(tf.linalg.inv(x)),
    }
for name, value in results.items():
    print(name, value.numpy(), tape.gradient(value, x).numpy().tolist())
