# Gradients that slice complex tensors: tf.signal.dct and mfccs_from_log_mel_spectrograms take the
# first half of a complex rfft, and slicing a complex tensor under a tape, whose gradient is a
# StridedSliceGrad of complex64.
# Source: tensorflow/python/ops/array_grad.py _StridedSliceGrad (gen_array_ops.strided_slice_grad,
# registered for every dtype in core/kernels/strided_slice_op.cc); signal/dct_ops.py dct
# (type 2: 2 * real(rfft(x, 2N)[:N] * exp(-i pi k / 2N))), mfcc_ops.py (dct * rsqrt(2 *
# num_mel_bins)); the DC coefficients' gradients are 2 and 2 / sqrt(8).
import tensorflow as tf

x = tf.constant([[1., 2., -1., 0.5], [0., 1., 3., -2.]])


def grad(f, v):
    with tf.GradientTape() as tape:
        tape.watch(v)
        y = f(v)
    return tape.gradient(y, v)


print(grad(lambda v: tf.signal.dct(v)[..., 0], x))
print(grad(lambda v: tf.signal.mfccs_from_log_mel_spectrograms(v)[..., 0], x))
c = tf.complex(x, -x)
print(grad(lambda v: tf.math.real(v[:, 1:3]) * 3., c))
print(grad(lambda v: tf.math.imag(v[::-1, 0]), c))
