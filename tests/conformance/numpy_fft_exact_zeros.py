# The FFT's exact zeros: pocketfft (numpy/fft/_pocketfft.py) and TF's DUCC transform a constant
# signal to its sum in bin 0 and exact zeros elsewhere (their butterflies add the symmetric
# terms and the roots of unity cancel exactly), and a real signal's Nyquist bin has an exact 0
# imaginary part; NumPy prints array([3.+0.j, 0.+0.j, 0.+0.j]), never a 1e-16.
import numpy as np
import tensorflow as tf

print(repr(np.fft.fft(np.ones(3))))
print(repr(np.fft.fft(np.ones(5))))
print(repr(np.fft.fft(np.arange(6.0))))
print(repr(np.fft.ifft(np.fft.fft(np.ones(4)))))
print(tf.signal.fft(tf.ones(3, tf.complex64)))
print(tf.signal.rfft(tf.ones(6)))
