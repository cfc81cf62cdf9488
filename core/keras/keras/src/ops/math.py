"""keras.ops math functions (keras/src/ops/math.py): segment reductions, top-k, logsumexp,
rsqrt/erf, and the FFT family (complex tensors: NotImplementedError in tfplay)."""
from keras.src.backend.tensorflow import math as _backend
from keras.src.ops.symbolic import export_ops, make_op
from keras.src.utils.unavailable import unavailable

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


ExtractSequences.compute_output_spec = _extract_sequences_output_spec
SegmentSum, _segment_sum = make_op("SegmentSum", _backend.segment_sum, __name__, "segment_sum")
SegmentMax, _segment_max = make_op("SegmentMax", _backend.segment_max, __name__, "segment_max")


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


def segment_sum(data, segment_ids, num_segments=None, sorted=False):
    _segment_reduce_validation(data, segment_ids)
    return _segment_sum(data, segment_ids, num_segments=num_segments, sorted=sorted)


def segment_max(data, segment_ids, num_segments=None, sorted=False):
    _segment_reduce_validation(data, segment_ids)
    return _segment_max(data, segment_ids, num_segments=num_segments, sorted=sorted)


@unavailable("complex tensors")
def view_as_complex(x):
    raise NotImplementedError("keras.ops.view_as_complex makes a complex tensor, which tfplay does not have")


@unavailable("complex tensors")
def view_as_real(x):
    raise NotImplementedError("keras.ops.view_as_real takes a complex tensor, which tfplay does not have")
