# tf.signal.fft3d / ifft3d / rfft3d / irfft3d (fft_ops.py; the FFT3D, IFFT3D, RFFT3D and IRFFT3D
# kernels of spectral_ops.cc): the 3-D discrete Fourier transform over the innermost three
# dimensions, checked here against the definition summed term by term in Python; rfft3d keeps
# fft_length[-1] // 2 + 1 bins of the last dimension, and fft_length crops or zero-pads.
# fftnd / rfftnd / mdct are TF 2.20 functions tfplay does not implement.
import math

import numpy as np
import tensorflow as tf

x = np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 7.0
values = [[[complex(x[i, j, k], x[1 - i, j, k]) for k in range(4)] for j in range(3)] for i in range(2)]


def dft3(a, shape, inverse=False):
    n0, n1, n2 = shape
    sign = 1 if inverse else -1
    out = {}
    for k0 in range(n0):
        for k1 in range(n1):
            for k2 in range(n2):
                total = 0j
                for j0 in range(n0):
                    for j1 in range(n1):
                        for j2 in range(n2):
                            angle = sign * 2 * math.pi * (k0 * j0 / n0 + k1 * j1 / n1 + k2 * j2 / n2)
                            total += a[j0][j1][j2] * complex(math.cos(angle), math.sin(angle))
                out[k0, k1, k2] = total / (n0 * n1 * n2) if inverse else total
    return out


def close(t, expected, bins=4):
    re, im = tf.math.real(t).numpy(), tf.math.imag(t).numpy()
    return all(abs(re[k] - v.real) < 1e-4 and abs(im[k] - v.imag) < 1e-4 for k, v in expected.items() if k[2] < bins)


z = tf.complex(x, x[::-1])
c = tf.signal.fft3d(z)
print(c.dtype, c.shape, close(c, dft3(values, (2, 3, 4))))
re, im = tf.math.real(c).numpy(), tf.math.imag(c).numpy()
print([f"{re[0, 0, k]:.3f}{im[0, 0, k]:+.3f}j" for k in (0, 2)])
print(np.allclose(tf.math.real(tf.signal.ifft3d(c)).numpy(), x, atol=1e-5))
r = tf.signal.rfft3d(x)
real_values = [[[complex(x[i, j, k]) for k in range(4)] for j in range(3)] for i in range(2)]
print(r.dtype, r.shape, close(r, dft3(real_values, (2, 3, 4)), bins=3))
back = tf.signal.irfft3d(r, fft_length=[2, 3, 4])
print(back.dtype, back.shape, np.allclose(back.numpy(), x, atol=1e-5))
print(tf.signal.rfft3d(x, fft_length=[2, 2, 6]).shape)


@tf.function
def spectrum(t):
    return tf.signal.fft3d(t)


print(spectrum.get_concrete_function(tf.TensorSpec([None, 2, 3, 4], tf.complex64)).structured_outputs)
try:
    tf.signal.mdct(tf.zeros([8]), 4)
except NotImplementedError as e:
    print("NotImplementedError:", e)
