"""keras.ops' math functions on the TensorFlow backend (keras/src/backend/tensorflow/math.py).
The FFT family needs complex tensors, which tfplay does not have: those raise
NotImplementedError."""
import tensorflow as tf

from keras.src.backend.common.dtypes import standardize_dtype
from keras.src.backend.tensorflow.core import convert_to_tensor
from keras.src.utils.unavailable import unavailable


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


def _complex_unavailable(name):
    raise NotImplementedError(f"keras.ops.{name} computes with complex tensors, which tfplay does not have")


@unavailable("complex tensors")
def fft(x):
    _complex_unavailable("fft")


@unavailable("complex tensors")
def fft2(x):
    _complex_unavailable("fft2")


@unavailable("complex tensors")
def ifft2(x):
    _complex_unavailable("ifft2")


@unavailable("complex tensors")
def rfft(x, fft_length=None):
    _complex_unavailable("rfft")


@unavailable("complex tensors")
def irfft(x, fft_length=None):
    _complex_unavailable("irfft")


@unavailable("complex tensors")
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
    _complex_unavailable("stft")


@unavailable("complex tensors")
def istft(x, sequence_length, sequence_stride, fft_length, length=None, window="hann", center=True):
    _complex_unavailable("istft")


def rsqrt(x):
    return tf.math.rsqrt(x)


def erf(x):
    return tf.math.erf(x)


def erfinv(x):
    return tf.math.erfinv(x)


def logdet(x):
    return tf.linalg.logdet(convert_to_tensor(x))
