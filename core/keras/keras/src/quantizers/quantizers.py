"""Keras 3.11.3's quantizers (keras/src/quantizers/quantizers.py) over keras.ops: the Quantizer
base class, abs-max int8 quantization, fake quantization, int4 packing and the float8 scale
helpers.

What tfplay cannot run raises NotImplementedError naming it: fake_quant_with_min_max_vars goes
through tf.quantization.fake_quant_with_min_max_vars(_per_channel) on the TensorFlow backend,
which tfplay lacks, and quantize_and_dequantize casts to a float8 dtype, which tfplay's
tensors do not have."""
import numpy as np

from keras.src import backend, ops
from keras.src.backend import KerasTensor, any_symbolic_tensors
from keras.src.backend.common.backend_utils import canonicalize_axis
from keras.src.ops.operation import Operation


class Quantizer:
    """The base quantizer: `__call__` returns its input; subclasses quantize and give a
    get_config (the base raises NotImplementedError), from_config calls cls(**config)."""

    def __init__(self, output_dtype="int8"):
        self.output_dtype = output_dtype

    def __call__(self, x):
        return x

    @classmethod
    def from_config(cls, config):
        return cls(**config)

    def get_config(self):
        raise NotImplementedError(f"{self} does not implement get_config()")


def abs_max_quantize(inputs, axis, value_range=(-127, 127), dtype="int8", epsilon=backend.epsilon(),
                     to_numpy=False):
    """(quantized, scale): scale = value_range[1] / (max |inputs| over `axis`, kept + epsilon),
    quantized = clip(round(inputs * scale), *value_range) cast to `dtype`. The scale keeps
    the input's dtype; to_numpy=True computes both with NumPy and returns tensors."""
    if to_numpy:
        original_dtype = backend.standardize_dtype(inputs.dtype)
        inputs = ops.convert_to_numpy(inputs)
        axis = tuple(axis) if isinstance(axis, list) else axis
        scale = np.divide(value_range[1], np.add(np.max(np.abs(inputs), axis=axis, keepdims=True), epsilon))
        outputs = np.clip(np.round(np.multiply(inputs, scale)), value_range[0], value_range[1]).astype(dtype)
        return ops.convert_to_tensor(outputs), ops.convert_to_tensor(scale, dtype=original_dtype)
    inputs = ops.convert_to_tensor(inputs)
    scale = ops.divide(value_range[1], ops.add(ops.max(ops.abs(inputs), axis=axis, keepdims=True), epsilon))
    scale = ops.cast(scale, backend.standardize_dtype(inputs.dtype))
    outputs = ops.clip(ops.round(ops.multiply(inputs, scale)), value_range[0], value_range[1])
    return ops.cast(outputs, dtype), scale


class AbsMaxQuantizer(Quantizer):
    """abs_max_quantize over `axis` (an int or a sequence, kept as a tuple)."""

    def __init__(self, axis, value_range=(-127, 127), epsilon=backend.epsilon(), output_dtype="int8"):
        Quantizer.__init__(self, output_dtype=output_dtype)
        self.axis = (axis,) if isinstance(axis, int) else tuple(axis)
        self.value_range = value_range
        self.epsilon = epsilon

    def __call__(self, x):
        return abs_max_quantize(x, self.axis, self.value_range, self.output_dtype, self.epsilon)

    def get_config(self):
        return {"axis": self.axis, "value_range": self.value_range, "epsilon": self.epsilon,
                "output_dtype": self.output_dtype}


class FakeQuantWithMinMaxVars(Operation):
    def __init__(self, num_bits=8, narrow_range=False, axis=None):
        super().__init__()
        self.num_bits = num_bits
        self.narrow_range = narrow_range
        self.axis = axis

    def call(self, inputs, min_vals, max_vals):
        return fake_quant_with_min_max_vars(inputs, min_vals, max_vals, num_bits=self.num_bits,
                                            narrow_range=self.narrow_range, axis=self.axis)

    def compute_output_spec(self, inputs, min_vals, max_vals):
        return KerasTensor(inputs.shape, dtype=inputs.dtype)


def fake_quant_with_min_max_vars(inputs, min_vals, max_vals, num_bits=8, narrow_range=False, axis=None):
    """Per-tensor (axis=None) or per-channel fake quantization. Symbolic inputs give a
    KerasTensor of the input's shape and dtype; eager ones go, as on Keras's TensorFlow
    backend, to tf.quantization.fake_quant_with_min_max_vars(_per_channel)."""
    if any_symbolic_tensors((inputs,)):
        return FakeQuantWithMinMaxVars().symbolic_call(inputs, min_vals, max_vals)
    inputs = ops.convert_to_tensor(inputs)
    min_vals = ops.convert_to_tensor(min_vals)
    max_vals = ops.convert_to_tensor(max_vals)
    num_bits = int(num_bits)
    if axis is not None:
        axis = canonicalize_axis(axis, inputs.ndim)
    import tensorflow as tf

    dtype = backend.standardize_dtype(inputs.dtype)
    if axis is None:
        outputs = tf.quantization.fake_quant_with_min_max_vars(
            ops.cast(inputs, "float32"), ops.cast(ops.reshape(min_vals, ()), "float32"),
            ops.cast(ops.reshape(max_vals, ()), "float32"), num_bits=num_bits, narrow_range=narrow_range)
        return ops.cast(outputs, dtype=dtype)
    last = inputs.ndim - 1
    inputs = ops.swapaxes(inputs, axis, last)
    outputs = tf.quantization.fake_quant_with_min_max_vars_per_channel(
        ops.cast(inputs, "float32"), ops.cast(min_vals, "float32"), ops.cast(max_vals, "float32"),
        num_bits=num_bits, narrow_range=narrow_range)
    return ops.swapaxes(ops.cast(outputs, dtype=dtype), last, axis)


def compute_float8_scale(amax, scale, dtype_max, margin=0):
    """The new float8 scale: 1 / (dtype_max / amax / 2**margin), keeping 1 / (1 / scale) where
    amax is not positive or not finite."""
    scale = ops.reciprocal(scale)
    sf = ops.divide(ops.divide(dtype_max, amax), 2**margin)
    sf = ops.where(amax > 0.0, sf, scale)
    sf = ops.where(ops.isfinite(amax), sf, scale)
    return ops.reciprocal(sf)


def compute_float8_amax_history(x, amax_history):
    """`amax_history` rolled left by one, with max |x| (in its dtype) written at index 0."""
    amax_update = ops.cast(ops.max(ops.abs(x)), amax_history.dtype)
    return ops.scatter_update(ops.roll(amax_history, shift=-1), [[0]], ops.reshape(amax_update, [1]))


def quantize_and_dequantize(inputs, scale, quantized_dtype, compute_dtype):
    """Keras divides by `scale`, clips to the float8 dtype's range, casts to it and back, and
    multiplies by `scale`; tfplay has no float8 dtypes."""
    raise NotImplementedError(f"tfplay has no float8 tensors, so keras.quantizers.quantize_and_dequantize "
                              f"(quantized_dtype={quantized_dtype!r}) is not available")


def pack_int4(arr, axis=0):
    """Packs int8 values in [-8, 7] two per byte along `axis` (the first of each pair in the low
    nibble, the second in the high one; an odd count is padded with a zero row). Returns
    (packed int8 tensor, its shape, the unpadded length). TypeError for a non-int8 input."""
    if backend.standardize_dtype(arr.dtype) != "int8":
        raise TypeError("Expected int8 tensor for packing, got {}".format(arr.dtype))
    rank = getattr(arr.shape, "rank", None) or len(arr.shape)
    if axis < 0:
        axis += rank
    perm = [axis] + [i for i in range(rank) if i != axis]
    inv_perm = [perm.index(i) for i in range(rank)]
    transposed = ops.transpose(arr, perm)
    rows = ops.shape(transposed)[0]
    needs_pad = ops.equal(ops.mod(rows, 2), 1)
    padded_full = ops.concatenate([transposed, transposed[:1, ...] * 0], axis=0)
    padded = padded_full[: rows + ops.cast(needs_pad, "int32"), ...]
    mask = ops.array(0x0F, dtype="int8")
    low = ops.bitwise_and(padded[::2, ...], mask)
    high = ops.bitwise_and(padded[1::2, ...], mask)
    packed = ops.cast(ops.bitwise_or(low, ops.left_shift(high, 4)), "int8")
    packed = ops.transpose(packed, inv_perm)
    return packed, ops.shape(packed), rows


def unpack_int4(packed, orig_len, axis=0):
    """The inverse of pack_int4: int8 values in [-8, 7], the axis cut back to `orig_len`.
    TypeError for a non-int8 input."""
    if backend.standardize_dtype(packed.dtype) != "int8":
        raise TypeError(f"Expected int8 tensor for unpacking, got {packed.dtype}")
    rank = getattr(packed.shape, "rank", None) or len(packed.shape)
    if axis < 0:
        axis += rank
    if axis == 0 and rank == 2:
        mask = ops.array(0x0F, dtype=packed.dtype)
        low = ops.bitwise_and(packed, mask)
        high = ops.bitwise_and(ops.right_shift(packed, 4), mask)
        low = ops.where(low < 8, low, low - 16)
        high = ops.where(high < 8, high, high - 16)
        stacked = ops.stack([low, high], axis=1)
        return ops.reshape(stacked, (-1,) + tuple(ops.shape(packed)[1:]))[:orig_len, ...]
    perm = [axis] + [i for i in range(rank) if i != axis]
    inv_perm = [perm.index(i) for i in range(rank)]
    transposed = ops.transpose(packed, perm)
    mask = ops.array(0x0F, dtype="int8")
    eight = ops.array(8, dtype="int8")
    sixteen = ops.array(16, dtype="int8")
    low = ops.bitwise_and(transposed, mask)
    high = ops.bitwise_and(ops.right_shift(transposed, 4), mask)
    low = ops.where(low < eight, low, low - sixteen)
    high = ops.where(high < eight, high, high - sixteen)
    stacked = ops.stack([low, high], axis=1)
    unpacked = ops.reshape(stacked, (-1,) + tuple(ops.shape(transposed)[1:]))[:orig_len, ...]
    return ops.transpose(unpacked, inv_perm)
