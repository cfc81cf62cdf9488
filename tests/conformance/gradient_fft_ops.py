# Gradients through tf.signal's FFTs: a power spectrum's gradient checked against Parseval
# (sum_k |X_k|^2 over rfft's half spectrum = (n * sum x^2 + |X_0|^2 [+ |X_{n/2}|^2]) / 2).
# Source: tensorflow/python/ops/signal/fft_ops.py _fft_grad (ifft(grad) * size), _ifft_grad
# (fft(grad) / size), _fft2d_grad, _rfft_grad_helper (0.5 * (irfft(grad) * n + real(y0 +
# is_even * ym * [1, -1, ...]))) and _irfft_grad_helper (rfft(grad) / n * [1, 2, ..., 2, 1]);
# math_grad.py _RealGrad / _ImagGrad feed them complex(grad, 0) / complex(0, grad).
import tensorflow as tf
x = tf.constant([1., 2., -1., 0.5])
def grad(f, v):
    with tf.GradientTape() as t:
        t.watch(v)
        y = f(v)
    return t.gradient(y, v)
c = tf.cast(x, tf.complex64)
print(grad(lambda v: tf.math.real(tf.signal.fft(v)) * tf.constant([1., 2., 3., 4.]), c))
print(grad(lambda v: tf.math.imag(tf.signal.ifft(v)) * tf.constant([1., 2., 3., 4.]), c))
print(grad(lambda v: tf.abs(tf.signal.rfft(v)) ** 2, x))
print(grad(lambda v: tf.abs(tf.signal.rfft(v)) ** 2, tf.constant([1., 2., -1., 0.5, 3.])))
print(grad(lambda v: tf.signal.irfft(v) * tf.constant([1., 2., 3., 4.]), tf.signal.rfft(x)))
# (rounded to 4 decimals: the last bit of float32 FFT sums depends on the kernel's order of
# additions, which differs between builds)
print(tf.round(grad(lambda v: tf.reduce_sum(tf.abs(tf.signal.rfft2d(v)) ** 2), tf.reshape(tf.range(6.), [2, 3])) * 1e4) / 1e4)
print(grad(lambda v: tf.math.real(tf.signal.fft2d(v)) * 2., tf.cast(tf.reshape(tf.range(4.), [2, 2]), tf.complex64)))
