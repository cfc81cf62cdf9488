# Gradients through tf.linalg.tridiagonal_solve, and the ops TF registers no gradient for.
# TF source: tensorflow/python/ops/linalg_grad.py (_TridiagonalSolveGrad: grad_rhs solves the
# transposed system, _TransposeTridiagonalMatrix; grad_diags = -_MatmulExtractingThreeDiagonals(
# grad_rhs, x), whose zero padding shows as -0.); array_grad.py registers nothing for Unique and
# linalg_grad.py nothing for Lu and MatrixLogarithm, so the backward pass's
# ops._gradient_registry.lookup raises framework/registry.py's
# LookupError "gradient registry has no entry for: <op>" (the MatrixLogarithm text is quoted in
# tensorflow/tensorflow issue #30565).
import tensorflow as tf

diagonals = tf.constant([[1.0, 2.0, 0.0], [4.0, 5.0, 6.0], [0.0, 1.0, 2.0]])
rhs = tf.constant([1.0, 2.0, 3.0])
with tf.GradientTape(persistent=True) as tape:
    tape.watch([diagonals, rhs])
    x = tf.linalg.tridiagonal_solve(diagonals, rhs)
    loss = tf.reduce_sum(x * x)
print(x)
print(tape.gradient(loss, diagonals))
print(tape.gradient(loss, rhs))

# The same system as a full matrix and as three sequences: the gradient reaches them through
# the format conversion.
matrix = tf.Variable([[4.0, 1.0, 0.0], [1.0, 5.0, 2.0], [0.0, 2.0, 6.0]])
with tf.GradientTape() as tape:
    y = tf.linalg.tridiagonal_solve(matrix, tf.constant([[1.0], [2.0], [3.0]]), diagonals_format="matrix")
print(tape.gradient(y, matrix))
sup, main, sub = tf.Variable([1.0, 2.0]), tf.Variable([4.0, 5.0, 6.0]), tf.Variable([1.0, 2.0])
with tf.GradientTape() as tape:
    z = tf.linalg.tridiagonal_solve([sup, main, sub], tf.constant([[1.0], [2.0], [3.0]]), diagonals_format="sequence")
print([g.numpy() for g in tape.gradient(z, [sup, main, sub])])


@tf.function
def solve_grad(d, b):
    with tf.GradientTape() as tape:
        tape.watch(d)
        s = tf.linalg.tridiagonal_solve(d, b, partial_pivoting=False)
    return tape.gradient(s, d)


print(solve_grad(diagonals, tf.constant([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])))

values = tf.constant([1.0, 2.0, 2.0, 3.0])
square = tf.constant([[2.0, 1.0], [1.0, 3.0]])
cases = [
    ("Unique", lambda: tf.reduce_sum(tf.unique(values).y)),
    ("UniqueWithCounts", lambda: tf.reduce_sum(tf.unique_with_counts(values).y)),
    ("Lu", lambda: tf.reduce_sum(tf.linalg.lu(square).lu)),
    ("MatrixLogarithm", lambda: tf.math.real(tf.reduce_sum(tf.linalg.logm(tf.cast(square, tf.complex64))))),
]
for name, f in cases:
    with tf.GradientTape() as tape:
        tape.watch([values, square])
        out = f()
    try:
        print(name, tape.gradient(out, [values, square]))
    except LookupError as e:
        print(f"{name}: {type(e).__name__}: {e}")
