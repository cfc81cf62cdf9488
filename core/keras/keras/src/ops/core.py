"""keras.ops core functions (keras/src/ops/core.py): control flow, scatter/slice, casts."""
import math

from keras.src import backend, tree
from keras.src.backend.common.backend_utils import slice_along_axis
from keras.src.backend.common.keras_tensor import any_symbolic_tensors
from keras.src.backend.tensorflow import core as _core
from keras.src.ops.operation import Operation
from keras.src.ops.symbolic import emulates, export_ops, make_op
from keras.src.utils import traceback_utils

export_ops(globals(), backend, [("cast", "Cast"), ("stop_gradient", "StopGradient")], __name__)
export_ops(globals(), _core, [
    ("map", "Map"), ("scatter", "Scatter"),
    ("scatter_update", "ScatterUpdate"), ("slice", "Slice"), ("slice_update", "SliceUpdate"), ("switch", "Switch"),
    ("while_loop", "WhileLoop"), ("fori_loop", "ForiLoop"), ("unstack", "Unstack"),
], __name__)

convert_to_numpy = backend.convert_to_numpy


class AssociativeScan(Operation):
    """keras.ops.associative_scan on KerasTensors: `f`'s output spec on the first slice along
    `axis`, given back the elements' full shape (ValueError when their lengths differ)."""

    def __init__(self, reverse=False, axis=0, *, name=None):
        super().__init__(name=name)
        self.reverse = reverse
        self.axis = axis

    def call(self, f, elems):
        return _core.associative_scan(f, elems, reverse=self.reverse, axis=self.axis)

    def compute_output_spec(self, f, elems):
        elems_flat = tree.flatten(elems)
        if len({elem.shape[self.axis] for elem in elems_flat}) != 1:
            raise ValueError("Array inputs to associative_scan must have the same first dimension. (saw: {})".format(
                [elem.shape for elem in elems_flat]))
        first = tree.pack_sequence_as(elems, [slice_along_axis(x, 0, 1, axis=self.axis) for x in elems_flat])
        y_spec = backend.compute_output_spec(f, first, first)
        return tree.map_structure(
            lambda y: backend.KerasTensor(shape=elems_flat[0].shape, dtype=y.dtype, sparse=y.sparse), y_spec)


def associative_scan(f, elems, reverse=False, axis=0):
    if any_symbolic_tensors((elems,)):
        return AssociativeScan(reverse=reverse, axis=axis).symbolic_call(f, elems)
    return _core.associative_scan(f, elems, reverse=reverse, axis=axis)

is_tensor = backend.is_tensor


class Scan(Operation):
    """Keras's Scan (keras/src/ops/core.py): on KerasTensors the carry and the per-step output
    come from `f`'s output spec on the first slice; the stacked output leads with the scanned
    length (`length`, else the first input's first size)."""

    def __init__(self, length=None, reverse=False, unroll=1, *, name=None):
        super().__init__(name=name)
        self.length = length
        self.reverse = reverse
        self.unroll = unroll

    def call(self, f, init, xs=None):
        return _core.scan(f, init, xs, length=self.length, reverse=self.reverse, unroll=self.unroll)

    def compute_output_spec(self, f, init, xs=None):
        if xs is None:
            n = int(self.length)
            x = None
        else:
            n = int(self.length) if self.length is not None else tree.flatten(xs)[0].shape[0]
            x = xs[0]
        carry, y = backend.compute_output_spec(f, init, x)
        y = backend.KerasTensor(shape=(n,) + y.shape, dtype=y.dtype, sparse=y.sparse)
        return carry, y


def scan(f, init, xs=None, length=None, reverse=False, unroll=1):
    if any_symbolic_tensors((init, xs)):
        return Scan(length=length, reverse=reverse, unroll=unroll).symbolic_call(f, init, xs)
    return _core.scan(f, init, xs, length, reverse=reverse, unroll=unroll)


class Cond(Operation):
    """Keras's Cond (keras/src/ops/core.py): a symbolic predicate gives the branches' common
    output spec (ValueError when they differ); otherwise the backend's cond runs."""

    @traceback_utils.filter_traceback
    def __call__(self, *args, **kwargs):
        def call_fn(*args, **kwargs):
            if any_symbolic_tensors(args, kwargs):
                return self.symbolic_call(*args, **kwargs)
            return self.call(*args, **kwargs)

        if traceback_utils.is_traceback_filtering_enabled():
            # An error in a branch names Cond.call() and its arguments, as in Keras.
            call_fn = traceback_utils.inject_argument_info_in_traceback(
                call_fn, object_name=f"{self.__class__.__name__}.call()")
        return call_fn(*args, **kwargs)

    def call(self, pred, true_fn, false_fn):
        return backend.cond(pred, true_fn, false_fn)

    def compute_output_spec(self, pred, true_fn, false_fn):
        true_fn_spec = backend.compute_output_spec(true_fn)
        false_fn_spec = backend.compute_output_spec(false_fn)
        if not self._check_output_spec(true_fn_spec, false_fn_spec):
            raise ValueError(
                "`true_fn` and `false_fn` should return outputs of the same kind (struct, dtype and shape). "
                f"Got {true_fn_spec} and {false_fn_spec} instead."
            )
        return true_fn_spec

    def _check_output_spec(self, true_fn_spec, false_fn_spec):
        try:
            tree.assert_same_structure(true_fn_spec, false_fn_spec)
        except:  # noqa: E722 (Keras's own bare except)
            return False

        def check_leaf(t_spec, f_spec):
            if t_spec is None or f_spec is None:
                return t_spec is None and f_spec is None
            return t_spec.shape == f_spec.shape and t_spec.dtype == f_spec.dtype

        same = tree.map_structure(check_leaf, true_fn_spec, false_fn_spec)
        return all(tree.flatten(same))


def cond(pred, true_fn, false_fn):
    return Cond()(pred, true_fn, false_fn)


class ConvertToTensor(Operation):
    """keras.ops.convert_to_tensor on a KerasTensor: a symbolic op keeping the shape and
    taking `dtype` (Attention.compute_mask makes one of the query's mask)."""

    def __init__(self, dtype=None, sparse=None, ragged=None, *, name=None):
        super().__init__(name=name)
        self.dtype = None if dtype is None else backend.standardize_dtype(dtype)
        self.sparse = sparse
        self.ragged = ragged

    def call(self, x):
        return backend.convert_to_tensor(x, dtype=self.dtype, sparse=self.sparse, ragged=self.ragged)

    def compute_output_spec(self, x):
        dtype = backend.standardize_dtype(x.dtype) if self.dtype is None else self.dtype
        sparse = False if self.sparse is not None and not self.sparse else x.sparse
        ragged = False if self.ragged is not None and not self.ragged else x.ragged
        return backend.KerasTensor(shape=x.shape, dtype=dtype, sparse=sparse, ragged=ragged)


def convert_to_tensor(x, dtype=None, sparse=None, ragged=None):
    if any_symbolic_tensors((x,)):
        return ConvertToTensor(dtype=dtype, sparse=sparse, ragged=ragged)(x)
    return backend.convert_to_tensor(x, dtype=dtype, sparse=sparse, ragged=ragged)


def shape(x):
    if any_symbolic_tensors((x,)):
        return x.shape
    return backend.shape(x)


def dtype(x):
    return backend.standardize_dtype(x.dtype)


class VectorizedMap(Operation):
    """keras.ops.vectorized_map on KerasTensors: `function`'s output spec for one element,
    with the elements' leading axis put in front."""

    def __init__(self, function, *, name=None):
        super().__init__(name=name)
        self.function = function

    def call(self, elements):
        return _core.vectorized_map(self.function, elements)

    def compute_output_spec(self, elements):
        x = tree.map_structure(lambda t: t[0], elements)
        n = tree.flatten(elements)[0].shape[0]
        y = backend.compute_output_spec(self.function, x)

        def append_batch_axis(t):
            return backend.KerasTensor(shape=(n,) + t.shape, dtype=t.dtype, sparse=t.sparse, ragged=t.ragged)

        return tree.map_structure(append_batch_axis, y)


def vectorized_map(function, elements):
    if any_symbolic_tensors((elements,)):
        return VectorizedMap(function)(elements)
    return _core.vectorized_map(function, elements)


def custom_gradient(f):
    return _core.custom_gradient(f)


_INT_RANGES = {
    "bool": (0, 1), "int8": (-128, 127), "uint8": (0, 255), "int16": (-32768, 32767), "uint16": (0, 65535),
    "int32": (-2147483648, 2147483647), "uint32": (0, 4294967295),
    "int64": (-9223372036854775808, 9223372036854775807), "uint64": (0, 18446744073709551615),
}
_FLOAT_RANGES = {"float16": (-65504.0, 65504.0, 11), "bfloat16": (-3.3895313892515355e38, 3.3895313892515355e38, 8),
                 "float32": (-3.4028234663852886e38, 3.4028234663852886e38, 24),
                 "float64": (-1.7976931348623157e308, 1.7976931348623157e308, 53)}


def _dtype_min_max(dtype):
    if dtype in _INT_RANGES:
        return _INT_RANGES[dtype]
    return _FLOAT_RANGES[dtype][:2]


def _round_toward_zero(value, dtype, limit):
    """`value` as `dtype` holds it, stepped toward zero while it exceeds `limit` in magnitude
    (np.nextafter(v, 0) in Keras's _saturate_cast)."""
    if dtype not in _FLOAT_RANGES or value == 0:
        return value
    bits = _FLOAT_RANGES[dtype][2]
    mantissa, exponent = math.frexp(value)
    value = math.ldexp(round(mantissa * 2 ** bits), exponent - bits)
    while abs(value) > abs(limit):
        mantissa, exponent = math.frexp(value)
        value -= math.copysign(math.ldexp(1.0, exponent - bits - (1 if abs(mantissa) == 0.5 else 0)), value)
    return value


def _saturate_cast(x, dtype, backend_module=None):
    backend_module = backend_module or backend
    dtype = backend.standardize_dtype(dtype)
    in_dtype = backend.standardize_dtype(x.dtype)
    in_min, in_max = _dtype_min_max(in_dtype)
    out_min, out_max = _dtype_min_max(dtype)
    min_limit = _round_toward_zero(max(in_min, out_min), in_dtype, out_min)
    max_limit = _round_toward_zero(min(in_max, out_max), in_dtype, out_max)
    x = backend_module.numpy.clip(x, min_limit, max_limit)
    return backend_module.cast(x, dtype)


def _saturate_cast_op(x, dtype):
    return _saturate_cast(x, dtype)


SaturateCast, saturate_cast = make_op("SaturateCast", _saturate_cast_op, __name__, "saturate_cast")


@emulates(Unstack)
def _unstack_output_spec(op, x, num=None, axis=0):
    """Unstack.compute_output_spec: `num` specs of x's shape without `axis`; `num` defaults to
    that axis's size, which must then be known."""
    from keras.src.backend.common.keras_tensor import KerasTensor

    axis = axis + len(x.shape) if axis < 0 else axis
    if num is None:
        num = x.shape[axis]
    if num is None:
        raise ValueError(
            f"Cannot infer argument `num` from shape {x.shape}. Either provide a tensor with a concrete shape "
            "in the `axis` dimension or explicitly pass the `num` argument."
        )
    return [KerasTensor(x.shape[:axis] + x.shape[axis + 1:], dtype=x.dtype) for _ in range(num)]
