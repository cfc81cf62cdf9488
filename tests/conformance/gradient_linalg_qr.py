# Gradients through tf.linalg.qr (tall, wide and square inputs), rounded: the factorization's
# rounding differs between QR implementations.
# Source: tensorflow/python/ops/linalg_grad.py _QrGrad: _QrGradSquareAndDeepMatrices for
# num_rows >= num_cols (thin Q), the split into [X | Y] with u = R[:, :m] for wide inputs, and
# NotImplementedError("QrGrad not implemented when nrows > ncols and full_matrices is true.
# Received r.shape=... with nrows=...and ncols=....") for a tall input with full_matrices=True.
import tensorflow as tf


def grad(f, v):
    with tf.GradientTape() as tape:
        tape.watch(v)
        y = f(v)
    return tape.gradient(y, v)


def rounded(t):
    return tf.round(t * 1e4) / 1e4 + 0.0


a = tf.constant([[2., 1.], [1., 3.], [0., 1.]])
# Q R = A, so the gradient of sum(Q @ R) is all ones.
print(rounded(grad(lambda m: tf.reduce_sum(tf.matmul(*tf.linalg.qr(m))), a)))
print(rounded(grad(lambda m: tf.reduce_sum(tf.matmul(*tf.linalg.qr(m))), tf.transpose(a))))
# |R[0, 0]| is the norm of A's first column.
print(rounded(grad(lambda m: tf.abs(tf.linalg.qr(m).r[0, 0]), a)))
try:
    grad(lambda m: tf.reduce_sum(tf.linalg.qr(m, full_matrices=True).r), a)
except NotImplementedError as e:
    print("NotImplementedError:", e)
