# keras.ops.kaiser on the TensorFlow backend is tf.signal.kaiser_window(x, beta=beta)
# (keras/src/backend/tensorflow/numpy.py, Keras 3.11.3), and tf.signal's window functions are
# window_ops.py's (TF 2.20): kaiser_window = exp(num - beta) * i0e(num) / i0e(beta) with
# num = beta * sqrt(relu(1 - (arg / halflen)^2)) over arg = -halflen .. halflen; length 1 is
# [1.]; kaiser_bessel_derived_window = sqrt(cumsum(kaiser(n // 2 + 1))[:-1] / sum) mirrored;
# vorbis_window = sin(pi / 2 * sin(pi / n * (k + 0.5))^2). Expected values: window_ops.py's
# kaiser_window docstring (16, beta 14: 7.72686690e-06, 1.28406240e-03, 1.37837855e-02,
# 6.81537315e-02, 2.11134031e-01, 4.62716490e-01, 7.61509001e-01, 9.70435679e-01, mirrored),
# printed to 5 decimals; np.kaiser(6, 2.0) = [0.43867627, 0.767675, 0.97232974, ...] (the
# numpy_test.py test_kaiser comparison); the KBD and Vorbis windows worked from the formulas
# (KBD: symmetric, w[i]^2 + w[n/2 + i]^2 = 1, so the middle pair's squares sum to 1; Vorbis of
# length 4: sin(pi/2 * sin(pi/8)^2) = 0.2280, sin(pi/2 * sin(3pi/8)^2) = 0.9737). A non-float
# dtype is _check_params' ValueError.
import numpy as np
import tensorflow as tf
from keras import ops


def r(t, n=5):
    return np.round(np.asarray(t, dtype="float64"), n).tolist()


print(r(tf.signal.kaiser_window(16, 14.0)))
k = ops.kaiser(6, 2.0)
print(k.shape, k.dtype, r(k, 4))
kbd = tf.signal.kaiser_bessel_derived_window(6, 2.0)
print(kbd.shape, r(kbd, 4), round(float(kbd[0] ** 2 + kbd[3] ** 2), 4))
print(r(tf.signal.vorbis_window(4), 4))
print(tf.signal.kaiser_window(1), tf.signal.kaiser_window(5, dtype=tf.float64).dtype)
try:
    tf.signal.kaiser_window(4, dtype=tf.int32)
except ValueError as e:
    print("ValueError:", e)
