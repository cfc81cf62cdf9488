# tf.signal's FFTs on signals whose transforms are exact (impulses and constants), so NumPy's
# np.fft gives the same digits; where a zero's sign is up to the FFT algorithm, the magnitudes
# (tf.abs) are printed instead. Expected text derived from TensorFlow's signal/fft_ops.py
# (rfft/irfft infer fft_length from the static shape, irfft as 2 * (n - 1); the ValueErrors for
# real/complex inputs), spectral_ops.cc (shapes) and fft_ops.cc (kernel errors), NumPy's fft
# results and NumPy 2's array printing.
import tensorflow as tf

impulse = tf.constant([1, 0, 0, 0], tf.complex64)
print(tf.signal.fft(impulse))
print(tf.signal.ifft(tf.constant([4, 0, 0, 0], tf.complex64)))
print(tf.signal.fft(tf.constant([[1, 0], [0, 0]], tf.complex128)))
print(tf.signal.fft2d(tf.constant([[1, 0], [0, 0]], tf.complex64)))
print(tf.signal.ifft2d(tf.constant([[4, 0], [0, 0]], tf.complex64)))

ones = tf.constant([1.0, 1.0, 1.0, 1.0])
print(tf.abs(tf.signal.rfft(ones)))
print(tf.signal.irfft(tf.constant([4, 0, 0], tf.complex64)))
print(tf.math.real(tf.signal.rfft(tf.constant([1.0, 2.0, 3.0]), fft_length=[2])))
print(tf.abs(tf.signal.rfft(tf.constant([1.0, 1.0]), fft_length=[4])))
print(tf.signal.irfft(tf.constant([[2, 0], [6, 0]], tf.complex128)))

print(tf.signal.rfft(tf.zeros([2, 5])).shape, tf.signal.rfft(tf.zeros([2, 5], tf.float64)).dtype)
print(tf.signal.irfft(tf.zeros([3, 5], tf.complex64)).shape, tf.signal.rfft2d(tf.zeros([4, 6])).shape)

print(tf.signal.fftshift(tf.constant([0, 1, 2, 3, 4])))
print(tf.signal.ifftshift(tf.constant([3, 4, 0, 1, 2])))
print(tf.signal.fftshift(tf.constant([[1, 2, 3], [4, 5, 6]]), axes=1))


@tf.function
def spectrum(x):
    return tf.abs(tf.signal.rfft(x))


print(spectrum(tf.constant([2.0, 2.0, 2.0, 2.0])))

try:
    tf.signal.fft(tf.constant([1.0, 2.0]))
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, str(e).splitlines()[0])
for bad in (lambda: tf.signal.rfft(tf.constant([1, 2])), lambda: tf.signal.irfft(tf.constant([1.0]))):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
try:
    tf.signal.fft(tf.constant(1j))
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, str(e).split("}} ")[1].split(" [Op")[0])
