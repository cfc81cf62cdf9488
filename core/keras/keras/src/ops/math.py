"""keras.ops math functions (keras/src/ops/math.py): segment reductions, top-k, logsumexp,
rsqrt/erf, and the FFT family on (real, imaginary) pairs."""
from keras.src.backend.common.keras_tensor import any_symbolic_tensors
from keras.src.backend.tensorflow import math as _backend
from keras.src.ops.operation import Operation
from keras.src.ops.symbolic import emulates, export_ops, like_first_input, make_op

export_ops(globals(), _backend, [
    ("top_k", "TopK"), ("in_top_k", "InTopK"), ("logsumexp", "Logsumexp"), ("extract_sequences", "ExtractSequences"),
    ("fft", "FFT"), ("fft2", "FFT2"), ("ifft2", "IFFT2"), ("rfft", "RFFT"), ("irfft", "IRFFT"), ("stft", "STFT"),
    ("istft", "ISTFT"), ("rsqrt", "Rsqrt"), ("erf", "Erf"), ("erfinv", "Erfinv"), ("logdet", "Logdet"),
], __name__)


def _extract_sequences_output_spec(self, x, sequence_length, sequence_stride):
    """Keras's ExtractSequences.compute_output_spec: the last axis becomes (number of
    sequences, sequence_length), the number unknown when the axis's size is."""
    from keras.src.backend.common.keras_tensor import KerasTensor

    if len(x.shape) < 1:
        raise ValueError(f"Input should have rank >= 1. Received: input.shape = {x.shape}")
    if x.shape[-1] is not None:
        num_sequences = 1 + (x.shape[-1] - sequence_length) // sequence_stride
    else:
        num_sequences = None
    return KerasTensor(shape=tuple(x.shape[:-1]) + (num_sequences, sequence_length), dtype=x.dtype)


emulates(ExtractSequences)(_extract_sequences_output_spec)


def _checked_pair(x, min_rank):
    """The (real, imag) KerasTensors of an FFT op's input, with Keras's checks."""
    if not isinstance(x, (tuple, list)) or len(x) != 2:
        raise ValueError(f"Input `x` should be a tuple of two tensors - real and imaginary. Received: x={x}")
    real, imag = x
    if real.shape != imag.shape:
        raise ValueError(
            "Input `x` should be a tuple of two tensors - real and imaginary. Both the real and imaginary parts "
            f"should have the same shape. Received: x[0].shape = {real.shape}, x[1].shape = {imag.shape}"
        )
    if len(real.shape) < min_rank:
        raise ValueError(f"Input should have rank >= {min_rank}. Received: input.shape = {real.shape}")
    return real, imag


def _pair_like(real, imag):
    from keras.src.backend.common.keras_tensor import KerasTensor

    return KerasTensor(shape=real.shape, dtype=real.dtype), KerasTensor(shape=imag.shape, dtype=imag.dtype)


def _fft_output_spec(self, x):
    """Keras's FFT.compute_output_spec: the pair's shapes, the last axis fully defined."""
    real, imag = _checked_pair(x, 1)
    if real.shape[-1] is None:
        raise ValueError(f"Input should have its last dimension fully-defined. Received: input.shape = {real.shape}")
    return _pair_like(real, imag)


def _fft2_output_spec(self, x):
    """Keras's FFT2 / IFFT2.compute_output_spec: the last two axes fully defined."""
    real, imag = _checked_pair(x, 2)
    if real.shape[-2] is None or real.shape[-1] is None:
        raise ValueError(f"Input should have its (-2, -1) axes fully-defined. Received: input.shape = {real.shape}")
    return _pair_like(real, imag)


def _rfft_output_spec(self, x, fft_length=None):
    """Keras's RFFT.compute_output_spec: the last axis becomes n // 2 + 1."""
    from keras.src.backend.common.keras_tensor import KerasTensor

    if len(x.shape) < 1:
        raise ValueError(f"Input should have rank >= 1. Received: input.shape = {x.shape}")
    n = fft_length if fft_length is not None else x.shape[-1]
    shape = tuple(x.shape[:-1]) + (None if n is None else n // 2 + 1,)
    return KerasTensor(shape=shape, dtype=x.dtype), KerasTensor(shape=shape, dtype=x.dtype)


def _irfft_output_spec(self, x, fft_length=None):
    """Keras's IRFFT.compute_output_spec: the last axis becomes fft_length, else 2 * (m - 1)."""
    from keras.src.backend.common.keras_tensor import KerasTensor

    real, _ = _checked_pair(x, 1)
    if fft_length is not None:
        last = fft_length
    else:
        last = None if real.shape[-1] is None else 2 * (real.shape[-1] - 1)
    return KerasTensor(shape=tuple(real.shape[:-1]) + (last,), dtype=real.dtype)


def _stft_output_spec(self, x, sequence_length, sequence_stride, fft_length, window="hann", center=True):
    """Keras's STFT.compute_output_spec: (frames, fft_length // 2 + 1) in place of the last axis."""
    from keras.src.backend.common.keras_tensor import KerasTensor

    frames = None
    if x.shape[-1] is not None:
        padded = (fft_length // 2) * 2 if center else 0
        frames = 1 + (x.shape[-1] + padded - fft_length) // sequence_stride
    shape = tuple(x.shape[:-1]) + (frames, fft_length // 2 + 1)
    return KerasTensor(shape=shape, dtype=x.dtype), KerasTensor(shape=shape, dtype=x.dtype)


def _istft_output_spec(self, x, sequence_length, sequence_stride, fft_length, length=None, window="hann",
                       center=True):
    """Keras's ISTFT.compute_output_spec: the overlap-added length, `length` when given, less the
    centring padding."""
    from keras.src.backend.common.keras_tensor import KerasTensor

    real, _ = _checked_pair(x, 2)
    size = None
    if real.shape[-2] is not None:
        size = (real.shape[-2] - 1) * sequence_stride + fft_length
        if length is not None:
            size = length
        elif center:
            size -= (fft_length // 2) * 2
    return KerasTensor(shape=tuple(real.shape[:-2]) + (size,), dtype=real.dtype)


emulates(FFT)(_fft_output_spec)
emulates(FFT2)(_fft2_output_spec)
emulates(IFFT2)(_fft2_output_spec)
emulates(RFFT)(_rfft_output_spec)
emulates(IRFFT)(_irfft_output_spec)
emulates(STFT)(_stft_output_spec)
emulates(ISTFT)(_istft_output_spec)
def _segment_reduce_validation(data, segment_ids):
    data_shape = data.shape
    segment_ids_shape = segment_ids.shape
    if len(segment_ids_shape) > 1:
        raise ValueError(
            "Argument `segment_ids` should be an 1-D vector, got shape: "
            f"{len(segment_ids_shape)}. Consider either flatten input with segment_ids.reshape((-1)) and "
            "data.reshape((-1, ) + data.shape[len(segment_ids.shape):]) or vectorize with vmap."
        )
    if segment_ids_shape[0] is not None and data_shape[0] is not None and segment_ids_shape[0] != data_shape[0]:
        raise ValueError(
            "Argument `segment_ids` and `data` should have same leading dimension. "
            f"Got {segment_ids_shape} v.s. {data_shape}."
        )


class SegmentReduction(Operation):
    """Keras's SegmentReduction (keras/src/ops/math.py): num_segments and sorted are the
    operation's own; the output is (num_segments,) + data.shape[1:]."""

    def __init__(self, num_segments=None, sorted=False, *, name=None):
        super().__init__(name=name)
        self.num_segments = num_segments
        self.sorted = sorted

    def compute_output_spec(self, data, _):
        from keras.src.backend.common.keras_tensor import KerasTensor

        output_shape = (self.num_segments,) + tuple(data.shape[1:])
        return KerasTensor(shape=output_shape, dtype=data.dtype)


class SegmentSum(SegmentReduction):
    def call(self, data, segment_ids):
        _segment_reduce_validation(data, segment_ids)
        return _backend.segment_sum(data, segment_ids, num_segments=self.num_segments, sorted=self.sorted)


class SegmentMax(SegmentReduction):
    def call(self, data, segment_ids):
        _segment_reduce_validation(data, segment_ids)
        return _backend.segment_max(data, segment_ids, num_segments=self.num_segments, sorted=self.sorted)


def segment_sum(data, segment_ids, num_segments=None, sorted=False):
    _segment_reduce_validation(data, segment_ids)
    if any_symbolic_tensors((data,)):
        return SegmentSum(num_segments, sorted).symbolic_call(data, segment_ids)
    return _backend.segment_sum(data, segment_ids, num_segments=num_segments, sorted=sorted)


def segment_max(data, segment_ids, num_segments=None, sorted=False):
    _segment_reduce_validation(data, segment_ids)
    if any_symbolic_tensors((data,)):
        return SegmentMax(num_segments, sorted).symbolic_call(data, segment_ids)
    return _backend.segment_max(data, segment_ids, num_segments=num_segments, sorted=sorted)


def _view_as_complex(x):
    from keras.src import backend

    x = backend.convert_to_tensor(x)
    if len(x.shape) < 1 or x.shape[-1] != 2:
        raise ValueError(f"Last dimension of input must be size 2 (real and imaginary). Received shape: {x.shape}")
    real = backend.cast(x[..., 0], dtype="complex64")
    return real + 1j * backend.cast(x[..., 1], dtype="complex64")


def _view_as_real(x):
    from keras.src import backend

    x = backend.convert_to_tensor(x)
    return backend.numpy.stack((backend.numpy.real(x), backend.numpy.imag(x)), axis=-1)


# keras.ops.view_as_complex / view_as_real and their Operations.
ViewAsComplex, view_as_complex = make_op("ViewAsComplex", _view_as_complex, __name__, "view_as_complex")
ViewAsReal, view_as_real = make_op("ViewAsReal", _view_as_real, __name__, "view_as_real")


def _view_as_complex_output_spec(self, x):
    from keras.src.backend.common.keras_tensor import KerasTensor

    return KerasTensor(shape=x.shape[:-1], dtype="complex64")


def _view_as_real_output_spec(self, x):
    from keras.src.backend.common.keras_tensor import KerasTensor

    return KerasTensor(shape=tuple(x.shape) + (2,), dtype="float32")


emulates(ViewAsComplex)(_view_as_complex_output_spec)
emulates(ViewAsReal)(_view_as_real_output_spec)



# Rsqrt/Erf/Erfinv.compute_output_spec (keras/src/ops/math.py): an integer input keeps its dtype.
emulates(Rsqrt, Erf, Erfinv)(like_first_input)


@emulates(Logdet)
def _logdet_output_spec(op, x):
    """Logdet.compute_output_spec: the batch shape, the input's dtype."""
    from keras.src.backend.common.keras_tensor import KerasTensor

    return KerasTensor(x.shape[:-2], dtype=x.dtype)


@emulates(Logsumexp)
def _logsumexp_output_spec(op, x, axis=None, keepdims=False):
    """Logsumexp.compute_output_spec: the reduced shape, KerasTensor's default dtype."""
    from keras.src.backend.common.keras_tensor import KerasTensor
    from keras.src.ops.operation_utils import reduce_shape

    return KerasTensor(reduce_shape(x.shape, axis, keepdims))
