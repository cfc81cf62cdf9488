"""keras.ops' math functions on the TensorFlow backend (keras/src/backend/tensorflow/math.py).
The FFT family takes and returns (real, imaginary) pairs around tf.signal's complex FFTs."""
import tensorflow as tf

from keras.src.backend.common.dtypes import standardize_dtype
from keras.src.backend.tensorflow.core import cast, convert_to_tensor


def _segment_reduce(sorted_fn, unsorted_fn, data, segment_ids, num_segments, sorted):
    if sorted:
        if num_segments is not None:
            raise ValueError(
                "Argument `num_segments` cannot be set when sorted is True when using the tensorflow backend."
                f"Received: num_segments={num_segments}, sorted={sorted}."
            )
        return sorted_fn(data, segment_ids)
    if num_segments is None:
        unique_segment_ids, _ = tf.unique(segment_ids)
        num_segments = tf.shape(unique_segment_ids)[0]
    return unsorted_fn(data, segment_ids, num_segments)


def segment_sum(data, segment_ids, num_segments=None, sorted=False):
    return _segment_reduce(tf.math.segment_sum, tf.math.unsorted_segment_sum, data, segment_ids, num_segments,
                           sorted)


def segment_max(data, segment_ids, num_segments=None, sorted=False):
    return _segment_reduce(tf.math.segment_max, tf.math.unsorted_segment_max, data, segment_ids, num_segments,
                           sorted)


def top_k(x, k, sorted=True):
    return tf.math.top_k(x, k, sorted=sorted)


def in_top_k(targets, predictions, k):
    return tf.math.in_top_k(targets, predictions, k)


def logsumexp(x, axis=None, keepdims=False):
    return tf.math.reduce_logsumexp(x, axis=axis, keepdims=keepdims)


def extract_sequences(x, sequence_length, sequence_stride):
    return tf.signal.frame(x, frame_length=sequence_length, frame_step=sequence_stride, axis=-1, pad_end=False)


def _complex_from_pair(x):
    """(real, imag) -> one complex tensor, with Keras's checks: a pair of float tensors of
    one shape."""
    if not isinstance(x, (tuple, list)) or len(x) != 2:
        raise ValueError(f"Input `x` should be a tuple of two tensors - real and imaginary.Received: x={x}")
    real, imag = (convert_to_tensor(part) for part in x)
    if real.shape != imag.shape:
        raise ValueError(
            "Input `x` should be a tuple of two tensors - real and imaginary.Both the real and imaginary parts "
            f"should have the same shape. Received: x[0].shape = {real.shape}, x[1].shape = {imag.shape}"
        )
    if not (real.dtype.is_floating and imag.dtype.is_floating):
        raise ValueError(f"At least one tensor in input `x` is not of type float.Received: x={x}.")
    return tf.dtypes.complex(real, imag)


def _parts(z):
    return tf.math.real(z), tf.math.imag(z)


def fft(x):
    return _parts(tf.signal.fft(_complex_from_pair(x)))


def fft2(x):
    return _parts(tf.signal.fft2d(_complex_from_pair(x)))


def ifft2(x):
    # Keras: the inverse through fft2 of the conjugate, scaled by the two lengths.
    real, imag = x
    size = cast(tf.shape(real)[-2], real.dtype) * cast(tf.shape(real)[-1], real.dtype)
    out_real, out_imag = fft2((real, -imag))
    return out_real / size, -out_imag / size


def rfft(x, fft_length=None):
    return _parts(tf.signal.rfft(x, fft_length=None if fft_length is None else [fft_length]))


def irfft(x, fft_length=None):
    return tf.signal.irfft(_complex_from_pair(x), None if fft_length is None else [fft_length])


def _padded_window(window, sequence_length, fft_length, dtype):
    """The analysis window (hann, hamming or given values) of `sequence_length` samples,
    zero-padded on both sides to `fft_length` as Keras does."""
    if isinstance(window, str):
        make = tf.signal.hann_window if window == "hann" else tf.signal.hamming_window
        values = make(sequence_length, periodic=True, dtype=dtype)
    else:
        values = convert_to_tensor(window, dtype=dtype)
    if len(values.shape) != 1 or values.shape[-1] != sequence_length:
        raise ValueError(f"The shape of `window` must be equal to [sequence_length].Received: window shape={values.shape}")
    left = (fft_length - sequence_length) // 2
    return tf.pad(values, [[left, fft_length - sequence_length - left]])


def stft(x, sequence_length, sequence_stride, fft_length, window="hann", center=True):
    if standardize_dtype(x.dtype) not in {"float32", "float64"}:
        raise TypeError(f"Invalid input type. Expected `float32` or `float64`. Received: input type={x.dtype}")
    if fft_length < sequence_length:
        raise ValueError(
            "`fft_length` must equal or larger than `sequence_length`. "
            f"Received: sequence_length={sequence_length}, fft_length={fft_length}"
        )
    if isinstance(window, str) and window not in {"hann", "hamming"}:
        raise ValueError(
            f'If a string is passed to `window`, it must be one of `"hann"`, `"hamming"`. Received: window={window}'
        )
    x = convert_to_tensor(x)
    if center:
        paddings = [(0, 0)] * (len(x.shape) - 1) + [(fft_length // 2, fft_length // 2)]
        x = tf.pad(x, paddings, mode="reflect")
    window_fn = None
    if window is not None:
        padded = _padded_window(window, sequence_length, fft_length, x.dtype)
        window_fn = lambda frame_length, dtype: padded  # noqa: E731
    return _parts(tf.signal.stft(x, frame_length=fft_length, frame_step=sequence_stride, fft_length=fft_length,
                                 window_fn=window_fn))


def istft(x, sequence_length, sequence_stride, fft_length, length=None, window="hann", center=True):
    z = _complex_from_pair(x)
    dtype = tf.math.real(z).dtype
    full_length = fft_length + sequence_stride * (tf.shape(z)[-2] - 1)
    window_fn = None
    if window is not None:
        padded = _padded_window(window, sequence_length, fft_length, dtype)
        window_fn = tf.signal.inverse_stft_window_fn(sequence_stride, lambda frame_length, dtype: padded)
    out = tf.signal.inverse_stft(z, frame_length=fft_length, frame_step=sequence_stride, fft_length=fft_length,
                                 window_fn=window_fn)
    start = fft_length // 2 if center is True else 0
    if length is not None:
        end = start + length
    elif center is True:
        end = -(fft_length // 2)
    else:
        end = full_length
    return out[..., start:end]


def rsqrt(x):
    return tf.math.rsqrt(x)


def erf(x):
    return tf.math.erf(x)


def erfinv(x):
    return tf.math.erfinv(x)


def logdet(x):
    return tf.linalg.logdet(convert_to_tensor(x))
