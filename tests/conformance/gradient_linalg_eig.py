# Gradients through tf.linalg.eig and tf.linalg.eigvals of real matrices, and tf.linalg.solve of
# complex ones (which the Eig gradient uses). The gradient is computed in the complex dtype and
# cast back to the input's, keeping the real part (math_ops.cast of complex to float).
# d/dA sum(e) = I, d/dA sum(e^2) = d tr(A^2)/dA = 2 A^T, d/dA e0 * e1 = d det(A)/dA = det(A) A^-T.
# TF source: tensorflow/python/ops/linalg_grad.py (_EigGrad: compute_v uses the eigenvectors,
# without them eigvals recomputes them with linalg_ops.eig; _SafeReciprocal),
# tensorflow/core/kernels/linalg/matrix_solve_op.cc (complex64/complex128 kernels).
import numpy as np
import tensorflow as tf


def show(g):
    print(np.round(g.numpy(), 4) + 0.0)


m = tf.constant([[2.0, 1.0], [1.0, 3.0]])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(m)
    e, v = tf.linalg.eig(m)
    trace = tf.math.real(tf.reduce_sum(e))
    ev = tf.linalg.eigvals(m)
    squares = tf.math.real(tf.reduce_sum(ev * ev))
show(tape.gradient(trace, m))
show(tape.gradient(squares, m))
show(tape.gradient(e, m))

a = tf.constant([[1.0, 2.0], [3.0, 4.0]], tf.float64)
with tf.GradientTape() as tape:
    tape.watch(a)
    e, v = tf.linalg.eig(a)
    det = tf.math.real(e[0] * e[1])
g = tape.gradient(det, a)
print(g.dtype)
show(g)

c = tf.constant([[1 + 1j, 2], [3, 4 - 1j]], tf.complex64)
x = tf.linalg.solve(c, tf.constant([[1 + 0j], [2j]], tf.complex64))
print(x.dtype)
print(np.round(tf.math.real(x).numpy(), 4) + 0.0, np.round(tf.math.imag(x).numpy(), 4) + 0.0)
y = tf.linalg.solve(c, c, adjoint=True)
print(np.round(tf.math.real(y).numpy(), 4) + 0.0)
print(np.round(tf.math.imag(y).numpy(), 4) + 0.0)
