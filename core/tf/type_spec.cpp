// TypeSpec and the composite tensors' specs, written in Python as TF defines them
// (tensorflow/python/framework/type_spec.py, sparse_tensor.py, indexed_slices.py,
// ops/ragged/ragged_tensor.py, ops/tensor_array_ops.py, VariableSpec of
// ops/resource_variable_ops.py): construction, repr (the class name and
// _serialize()), equality and hashing, is_compatible_with, is_subtype_of,
// most_specific_common_supertype. Their component encodings (placeholders, batching through
// tf.data) are not emulated.
#include "core/tf/type_spec.h"

#include "core/function/deprecation.h"
#include "core/function/tensor_object.h"
#include "core/function/trace_protocol.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/lazy_module.h"
#include "core/tf/library_source.h"

namespace tfplay::tf {

namespace {

constexpr const char* kModuleName = "tensorflow.python.framework.type_spec";

constexpr const char* kTypeSpecSource = R"PY(
import abc

from tensorflow.python.types.trace import TraceType


def _tf():
    import tensorflow
    return tensorflow


def _not_emulated(what):
    return NotImplementedError(f"tfplay does not implement {what}")


def _zip_serialized(a, b, leaf):
    # nest.map_structure over two _serialize() results: tuples, lists and dicts nest; a
    # different structure raises ValueError or TypeError.
    if isinstance(a, (tuple, list)) or isinstance(b, (tuple, list)):
        if type(a) is not type(b) or len(a) != len(b):
            raise ValueError("The two structures don't have the same nested structure.")
        return type(a)(_zip_serialized(x, y, leaf) for x, y in zip(a, b))
    if isinstance(a, dict) or isinstance(b, dict):
        if type(a) is not type(b) or sorted(a) != sorted(b):
            raise ValueError("The two structures don't have the same keys.")
        return {k: _zip_serialized(a[k], b[k], leaf) for k in a}
    return leaf(a, b)


def _is_dtype(value):
    return isinstance(value, _tf().DType)


class TypeSpec(TraceType):
    """Specifies a TensorFlow value type."""

    __slots__ = []

    @property
    @abc.abstractmethod
    def value_type(self):
        """The Python type for values that are compatible with this TypeSpec."""
        raise NotImplementedError("%s.value_type" % type(self).__name__)

    def is_subtype_of(self, other):
        """Returns True if `self` is a subtype of `other`."""
        if type(self) is not type(other):
            return False

        def check(a, b):
            if isinstance(a, TraceType):
                return a.is_subtype_of(b)
            return a == b

        try:
            flags = []
            _zip_serialized(self._serialize(), other._serialize(), lambda a, b: flags.append(check(a, b)))
        except (ValueError, TypeError):
            return False
        return all(flags)

    def most_specific_common_supertype(self, others):
        """Returns the most specific supertype TypeSpec of `self` and `others`."""
        others = list(others)
        if any(type(self) is not type(other) for other in others):
            return None
        serialized = self._serialize()
        missing = []

        def supertype(a, b):
            if isinstance(a, TraceType):
                s = a.most_specific_common_supertype([b])
                if s is None:
                    missing.append(a)
                return s
            if a != b:
                missing.append(a)
            return a

        try:
            for other in others:
                serialized = _zip_serialized(serialized, other._serialize(), supertype)
        except (ValueError, TypeError):
            return None
        return None if missing else self._deserialize(serialized)

    def placeholder_value(self, placeholder_context):
        """Value used for tracing a function signature with this TraceType."""
        if placeholder_context.unnest_only:
            return self
        raise _not_emulated(f"placeholders for a {type(self).__name__}")

    def is_compatible_with(self, spec_or_value):
        """Returns true if `spec_or_value` is compatible with this TypeSpec."""
        if not isinstance(spec_or_value, TypeSpec):
            spec_or_value = type_spec_from_value(spec_or_value)
        if type(self) is not type(spec_or_value):
            return False
        return TypeSpec._is_compatible(self._serialize(), spec_or_value._serialize())

    def most_specific_compatible_type(self, other):
        """Returns the most specific TypeSpec compatible with `self` and `other`."""
        _deprecated_most_specific_compatible_type()
        result = self.most_specific_common_supertype([other])
        if result is None:
            raise ValueError("No TypeSpec is compatible with both %s and %s" % (self, other))
        return result

    @abc.abstractmethod
    def _to_components(self, value):
        raise NotImplementedError("%s._to_components()" % type(self).__name__)

    @abc.abstractmethod
    def _from_components(self, components):
        raise NotImplementedError("%s._from_components()" % type(self).__name__)

    @property
    @abc.abstractmethod
    def _component_specs(self):
        raise NotImplementedError("%s._component_specs()" % type(self).__name__)

    @abc.abstractmethod
    def _serialize(self):
        raise NotImplementedError("%s._serialize()" % type(self).__name__)

    @classmethod
    def _deserialize(cls, serialization):
        return cls(*serialization)

    def __eq__(self, other):
        return type(other) is type(self) and self._cmp_key() == other._cmp_key()

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self._cmp_key())

    def __reduce__(self):
        return type(self), self._serialize()

    def __repr__(self):
        return "%s%r" % (type(self).__name__, self._serialize())

    def __tf_tracing_type__(self, context):
        return self

    def _cmp_key(self):
        return (type(self), self._make_cmp_key(self._serialize()))

    def _make_cmp_key(self, value):
        if value is None or isinstance(value, (int, float, bool, str, bytes, TypeSpec, _tf().TensorShape)) or _is_dtype(value):
            return value
        if isinstance(value, dict):
            return tuple([tuple([self._make_cmp_key(key), self._make_cmp_key(value[key])]) for key in sorted(value.keys())])
        if isinstance(value, tuple):
            return tuple([self._make_cmp_key(v) for v in value])
        if isinstance(value, list):
            return (list, tuple([self._make_cmp_key(v) for v in value]))
        raise ValueError(f"Cannot generate a hashable key for {self} because the _serialize() method "
                         f"returned an unsupproted value of type {type(value)}")

    @staticmethod
    def _is_compatible(a, b):
        if isinstance(a, TypeSpec):
            return a.is_compatible_with(b)
        if type(a) is not type(b):
            return False
        if isinstance(a, (list, tuple)):
            return len(a) == len(b) and all(TypeSpec._is_compatible(x, y) for x, y in zip(a, b))
        if isinstance(a, dict):
            return (len(a) == len(b) and sorted(a.keys()) == sorted(b.keys()) and
                    all(TypeSpec._is_compatible(a[k], b[k]) for k in a.keys()))
        if isinstance(a, _tf().TensorShape):
            return a.is_compatible_with(b)
        return a == b


class BatchableTypeSpec(TypeSpec, metaclass=abc.ABCMeta):
    """TypeSpec with a batchable tensor encoding."""

    __slots__ = []

    @abc.abstractmethod
    def _batch(self, batch_size):
        raise NotImplementedError(f"{type(self).__name__}._batch")

    @abc.abstractmethod
    def _unbatch(self):
        raise NotImplementedError(f"{type(self).__name__}._unbatch")


def _deprecated_most_specific_compatible_type():
    _warn_deprecated("TypeSpec.most_specific_compatible_type",
                     "TypeSpec.most_specific_compatible_type (from tensorflow.python.framework.type_spec)",
                     "Use most_specific_common_supertype instead.")


def _as_shape(shape):
    # tensor_shape.as_shape
    tf = _tf()
    return shape if isinstance(shape, tf.TensorShape) else tf.TensorShape(shape)


class _ShapeAndDtype:
    """The `shape` and `dtype` properties of a spec that keeps `_shape` and `_dtype`."""

    __slots__ = ()

    @property
    def dtype(self):
        """The `tf.dtypes.DType` of the values this spec describes."""
        return self._dtype

    @property
    def shape(self):
        """The statically known `tf.TensorShape` of the values this spec describes."""
        return self._shape


def _batch(spec, batch_size):
    tf = _tf()
    if isinstance(spec, tf.TensorSpec):
        return tf.TensorSpec(tf.TensorShape([batch_size]).concatenate(spec.shape), spec.dtype)
    return spec._batch(batch_size)


class SparseTensorSpec(_ShapeAndDtype, BatchableTypeSpec):
    """Type specification for a `tf.sparse.SparseTensor`."""

    __slots__ = ["_shape", "_dtype"]

    value_type = property(lambda self: _tf().sparse.SparseTensor)

    def __init__(self, shape=None, dtype=None):
        tf = _tf()
        self._shape = _as_shape(shape)
        self._dtype = tf.as_dtype(tf.float32 if dtype is None else dtype)

    def _serialize(self):
        return (self._shape, self._dtype)

    @property
    def _component_specs(self):
        tf = _tf()
        rank = self._shape.ndims
        num_values = None
        return [tf.TensorSpec([num_values, rank], tf.int64), tf.TensorSpec([num_values], self._dtype),
                tf.TensorSpec([rank], tf.int64)]

    def _to_components(self, value):
        return [value.indices, value.values, value.dense_shape]

    def _from_components(self, tensor_list):
        # The static dense shape the spec carries, merged into the rebuilt SparseTensor's.
        return _tf().sparse.SparseTensor(*tensor_list)._merge_dense_shape_default(self._shape)

    def _batch(self, batch_size):
        tf = _tf()
        return SparseTensorSpec(tf.TensorShape([batch_size]).concatenate(self._shape), self._dtype)

    def _unbatch(self):
        if self._shape.ndims == 0:
            raise ValueError("Unbatching a tensor is only supported for rank >= 1")
        return SparseTensorSpec(self._shape[1:], self._dtype)

    @classmethod
    def from_value(cls, value):
        return SparseTensorSpec(value.shape, value.dtype)


class RaggedTensorSpec(_ShapeAndDtype, BatchableTypeSpec):
    """Type specification for a `tf.RaggedTensor`."""

    __slots__ = ["_shape", "_dtype", "_ragged_rank", "_row_splits_dtype", "_flat_values_spec"]

    @property
    def ragged_rank(self):
        """The number of times the RaggedTensor's flat_values is partitioned."""
        return self._ragged_rank

    @property
    def row_splits_dtype(self):
        """The `tf.dtypes.DType` of the RaggedTensor's `row_splits`."""
        return self._row_splits_dtype

    @property
    def flat_values_spec(self):
        """The `TypeSpec` of the flat_values of RaggedTensor."""
        return self._flat_values_spec

    @property
    def value_type(self):
        tf = _tf()
        return tf.RaggedTensor if self._ragged_rank > 0 else tf.Tensor

    def __init__(self, shape=None, dtype=None, ragged_rank=None, row_splits_dtype=None, flat_values_spec=None):
        tf = _tf()
        if dtype is None and flat_values_spec is None:
            dtype = tf.float32
        self._shape = _as_shape(shape)
        self._row_splits_dtype = tf.as_dtype(tf.int64 if row_splits_dtype is None else row_splits_dtype)
        if flat_values_spec is not None:
            if dtype is None:
                dtype = flat_values_spec.dtype
            elif dtype != flat_values_spec.dtype:
                raise ValueError("dtype must be the same as flat_values_spec.dtype")
        self._dtype = tf.as_dtype(dtype)
        self._flat_values_spec = flat_values_spec
        rank = self._shape.ndims
        if ragged_rank is None:
            if rank is None:
                raise ValueError("Must specify ragged_rank or a shape with a known rank.")
            ragged_rank = rank - 1
        self._ragged_rank = ragged_rank
        if not isinstance(self._ragged_rank, int):
            raise TypeError(f"Argument `ragged_rank` must be an int. Received {ragged_rank}.")
        if rank is not None:
            if ragged_rank >= rank:
                raise ValueError(f"Argument `ragged_rank` ({ragged_rank}) must be less than rank ({rank}).")

    def is_compatible_with(self, spec_or_value):
        tf = _tf()
        if self._ragged_rank == 0:
            if self._flat_values_spec is None:
                if isinstance(spec_or_value, (tf.Tensor, tf.TensorSpec)):
                    return tf.TensorSpec(self._shape, self._dtype).is_compatible_with(spec_or_value)
            elif not isinstance(spec_or_value, (tf.RaggedTensor, RaggedTensorSpec)):
                return self._flat_values_spec.is_compatible_with(spec_or_value)
        return super(RaggedTensorSpec, self).is_compatible_with(spec_or_value)

    def _serialize(self):
        if self._flat_values_spec is None:
            return (self._shape, self._dtype, self._ragged_rank, self._row_splits_dtype)
        return (self._shape, self._dtype, self._ragged_rank, self._row_splits_dtype, self._flat_values_spec)

    @property
    def _component_specs(self):
        tf = _tf()
        if self._ragged_rank <= 0:
            if self._flat_values_spec is not None:
                return [self._flat_values_spec]
            return [tf.TensorSpec(self._shape, self._dtype)]
        flat_values_spec = self._flat_values_spec
        if flat_values_spec is None:
            flat_values_shape = tf.TensorShape([None]).concatenate(self._shape[self._ragged_rank + 1:])
            flat_values_spec = tf.TensorSpec(flat_values_shape, self._dtype)
        outer_dim = self._shape[0] if self._shape.rank is not None else None
        outer_splits_shape = [None if outer_dim is None else outer_dim + 1]
        inner_splits_spec = tf.TensorSpec([None], self._row_splits_dtype)
        return ([flat_values_spec, tf.TensorSpec(outer_splits_shape, self._row_splits_dtype)] +
                [inner_splits_spec for _ in range(self._ragged_rank - 1)])

    def _to_components(self, value):
        tf = _tf()
        if isinstance(value, tf.RaggedTensor):
            return [value.flat_values] + list(value.nested_row_splits)
        return [value]

    def _from_components(self, tensor_list):
        tf = _tf()
        result = tensor_list[0]
        if self._flat_values_spec is not None:
            raise _not_emulated("RaggedTensorSpec._from_components with a flat_values_spec")
        # RaggedTensor._set_shape: a known size of a partitioned axis is its uniform row length.
        dims = self._shape.as_list() if self._shape.rank is not None else None
        level = len(tensor_list) - 1
        for row_splits in reversed(tensor_list[1:]):
            size = dims[level] if dims is not None and level < len(dims) else None
            result = tf.RaggedTensor._from_row_splits_unchecked(result, row_splits, size)
            level -= 1
        return result

    def _to_tensor_list(self, value):
        # A ragged value as one scalar variant (RaggedTensorToVariant), as tf.data carries it.
        tf = _tf()
        if self._flat_values_spec is not None:
            raise ValueError("Customized value_type is not supported.")
        if isinstance(value, tf.RaggedTensor):
            if value.ragged_rank != self._ragged_rank:
                raise ValueError(f"Ragged rank of value {value.ragged_rank} does not match ragged rank of type "
                                 f"{self._ragged_rank}.")
            return [tf.raw_ops.RaggedTensorToVariant(rt_nested_splits=list(value.nested_row_splits),
                                                     rt_dense_values=value.flat_values, batched_input=False)]
        if self._ragged_rank > 0:
            raise ValueError(f"Expected a RaggedTensor if ragged rank={self._ragged_rank} but got "
                             f"{type(value).__name__}.")
        return [tf.raw_ops.RaggedTensorToVariant(rt_nested_splits=[], rt_dense_values=value, batched_input=False)]

    def _from_compatible_tensor_list(self, tensor_list):
        # RaggedTensor._from_variant, then the spec's static shape.
        tf = _tf()
        if self._flat_values_spec is not None:
            raise ValueError("Customized value_type is not supported.")
        decoded = tf.raw_ops.RaggedTensorFromVariant(
            encoded_ragged=tensor_list[0], input_ragged_rank=self._ragged_rank, output_ragged_rank=self._ragged_rank,
            Tvalues=self._dtype, Tsplits=self._row_splits_dtype)
        components = [decoded.output_dense_values] + list(decoded.output_nested_splits)
        for component, spec in zip(components, self._component_specs):
            component.set_shape(spec.shape)
        return self._from_components(components)

    def _batch(self, batch_size):
        tf = _tf()
        if self._flat_values_spec is not None:
            raise _not_emulated("RaggedTensorSpec._batch with a flat_values_spec")
        return RaggedTensorSpec(tf.TensorShape([batch_size]).concatenate(self._shape), self._dtype,
                                self._ragged_rank + 1, self._row_splits_dtype)

    def _unbatch(self):
        if self._flat_values_spec is not None:
            raise ValueError("Customized value_type is not supported.")
        # Note: Negative ragged_rank is allowed here because the dataset could be
        # subsequently batched again.
        return RaggedTensorSpec(self._shape[1:], self._dtype, self._ragged_rank - 1, self._row_splits_dtype)

    @classmethod
    def from_value(cls, value):
        return cls(shape=value.shape, dtype=value.dtype, ragged_rank=value.ragged_rank,
                   row_splits_dtype=value.row_splits.dtype)


class IndexedSlicesSpec(TypeSpec):
    """Type specification for a `tf.IndexedSlices`."""

    __slots__ = ["_shape", "_values_dtype", "_indices_dtype", "_dense_shape_dtype", "_indices_shape"]

    value_type = property(lambda self: _tf().IndexedSlices)

    def __init__(self, shape=None, dtype=None, indices_dtype=None, dense_shape_dtype=None, indices_shape=None):
        tf = _tf()
        self._shape = _as_shape(shape)
        self._values_dtype = tf.as_dtype(tf.float32 if dtype is None else dtype)
        self._indices_dtype = tf.as_dtype(tf.int64 if indices_dtype is None else indices_dtype)
        if dense_shape_dtype is None:
            self._dense_shape_dtype = None
        else:
            self._dense_shape_dtype = tf.as_dtype(dense_shape_dtype)
        self._indices_shape = _as_shape(indices_shape).with_rank(1)

    def _serialize(self):
        return (self._shape, self._values_dtype, self._indices_dtype, self._dense_shape_dtype, self._indices_shape)

    @property
    def _component_specs(self):
        tf = _tf()
        value_shape = self._indices_shape.concatenate(self._shape[1:])
        specs = [tf.TensorSpec(value_shape, self._values_dtype), tf.TensorSpec(self._indices_shape, self._indices_dtype)]
        if self._dense_shape_dtype is not None:
            specs.append(tf.TensorSpec([self._shape.ndims], self._dense_shape_dtype))
        return tuple(specs)

    def _to_components(self, value):
        raise _not_emulated("IndexedSlicesSpec._to_components")

    def _from_components(self, tensor_list):
        raise _not_emulated("IndexedSlicesSpec._from_components")


class TensorArraySpec(TypeSpec):
    """Type specification for a `tf.TensorArray`."""

    __slots__ = ["_element_shape", "_dtype", "_dynamic_size", "_infer_shape"]

    value_type = property(lambda self: _tf().TensorArray)

    def __init__(self, element_shape=None, dtype=None, dynamic_size=False, infer_shape=True):
        tf = _tf()
        self._element_shape = _as_shape(element_shape)
        self._dtype = tf.as_dtype(tf.float32 if dtype is None else dtype)
        self._dynamic_size = dynamic_size
        self._infer_shape = infer_shape

    def is_subtype_of(self, other):
        return (isinstance(other, TensorArraySpec) and
                self._dtype == other._dtype and
                self._dynamic_size == other._dynamic_size)

    def most_specific_common_supertype(self, others):
        """Returns the most specific supertype of `self` and `others`."""
        if not all(isinstance(other, TensorArraySpec) for other in others):
            return False
        common_shape = self._element_shape.most_specific_common_supertype(
            other._element_shape for other in others)
        if common_shape is None:
            return None
        if not all(self._dtype == other._dtype for other in others):
            return None
        if not all(self._dynamic_size == other._dynamic_size for other in others):
            return None
        infer_shape = self._infer_shape and all(other._infer_shape for other in others)
        return TensorArraySpec(common_shape, self._dtype, self._dynamic_size, infer_shape)

    def is_compatible_with(self, other):
        if not isinstance(other, TypeSpec):
            other = type_spec_from_value(other)
        return (isinstance(other, TensorArraySpec) and
                self._dtype == other._dtype and
                self._element_shape.is_compatible_with(other._element_shape) and
                self._dynamic_size == other._dynamic_size)

    def _serialize(self):
        return (self._element_shape, self._dtype, self._dynamic_size, self._infer_shape)

    @property
    def _component_specs(self):
        tf = _tf()
        return [tf.TensorSpec([], tf.variant)]

    def _to_components(self, value):
        raise _not_emulated("TensorArraySpec._to_components")

    def _from_components(self, tensor_list):
        raise _not_emulated("TensorArraySpec._from_components")

    @staticmethod
    def from_value(value):
        if not isinstance(value, _tf().TensorArray):
            raise TypeError("Expected value to be a TensorArray, but got: `{}`".format(type(value)))
        return TensorArraySpec(dtype=value.dtype, element_shape=value.element_shape,
                               dynamic_size=value.dynamic_size, infer_shape=getattr(value, "_infer_shape", True))


class VariableSpec(TypeSpec):
    """Describes a tf.Variable.

  A `VariableSpec` provides metadata describing the `tf.Variable` objects
  accepted or returned by TensorFlow 2.x APIs.
  """

    __slots__ = ["_shape", "_dtype", "trainable", "alias_id"]

    value_type = property(lambda self: _tf().Variable)

    def __init__(self, shape, dtype=None, trainable=True, alias_id=None):
        tf = _tf()
        self._shape = _as_shape(shape)
        self._dtype = tf.as_dtype(tf.float32 if dtype is None else dtype)
        self.trainable = trainable
        self.alias_id = alias_id

    shape = property(lambda self: self._shape)
    dtype = property(lambda self: self._dtype)
    name = property(lambda self: None)

    @property
    def _component_specs(self):
        tf = _tf()
        return [tf.TensorSpec([], tf.resource)]

    def _to_components(self, value):
        return [value.handle]

    def _from_components(self, components):
        raise _not_emulated("VariableSpec._from_components")

    def _serialize(self):
        return (self._shape, self._dtype, self.trainable, self.alias_id)

    def __repr__(self):
        return f'{type(self).__name__}(shape={self.shape}, dtype={self.dtype!r}, trainable={self.trainable!r}, alias_id={self.alias_id!r})'

    def __hash__(self):
        return hash((self.shape, self.dtype, self.trainable, self.alias_id))

    def __eq__(self, other):
        return type(self) is type(other) and self.shape == other.shape and (self.dtype == other.dtype) and (self.trainable == other.trainable) and (self.alias_id == other.alias_id)


def type_spec_from_value(value):
    """Returns a `tf.TypeSpec` that represents the given `value`."""
    spec = _type_spec_from_value(value)
    if spec is not None:
        return spec
    try:
        tensor = _tf().convert_to_tensor(value)
        spec = _type_spec_from_value(tensor)
        if spec is not None:
            return spec
    except (ValueError, TypeError):
        pass
    raise TypeError(f"Could not build a TypeSpec for {value} of unsupported type {type(value)}.")


def _type_spec_from_value(value):
    tf = _tf()
    if isinstance(value, tf.Variable):
        raise _not_emulated("tf.type_spec_from_value for a tf.Variable (VariableSpec)")
    if isinstance(value, tf.Tensor):
        return tf.TensorSpec(value.shape, value.dtype)
    if isinstance(value, tf.sparse.SparseTensor):
        return SparseTensorSpec.from_value(value)
    if isinstance(value, tf.RaggedTensor):
        return RaggedTensorSpec.from_value(value)
    if isinstance(value, tf.IndexedSlices):
        return _indexed_slices_spec(value)
    if isinstance(value, (tf.data.Dataset, tf.data.Iterator, tf.experimental.Optional)):
        raise _not_emulated(f"tf.type_spec_from_value for a {type(value).__name__}")
    if isinstance(value, list) and value:
        subspecs = [_type_spec_from_value(v) for v in value]
        if isinstance(subspecs[0], BatchableTypeSpec):
            merged_subspec = subspecs[0].most_specific_common_supertype(subspecs[1:])
            if merged_subspec is not None:
                return _batch(merged_subspec, len(subspecs))
    if isinstance(value, tf.TensorArray):
        return TensorArraySpec.from_value(value)
    return None


def _indexed_slices_spec(value):
    # IndexedSlices._type_spec: the dense shape is [None] + the values' inner dims, merged with
    # the dense_shape tensor's value when there is one.
    tf = _tf()
    indices_shape = value.indices.shape.merge_with(value.values.shape[:1])
    dense_shape = tf.TensorShape([None]).concatenate(value.values.shape[1:])
    if value.dense_shape is not None:
        dense_shape_dtype = value.dense_shape.dtype
        dense_shape = dense_shape.merge_with(tf.TensorShape(value.dense_shape.numpy().tolist()))
    else:
        dense_shape_dtype = None
    return IndexedSlicesSpec(dense_shape, value.dtype, value.indices.dtype, dense_shape_dtype, indices_shape)


def _is_type_spec(value):
    return isinstance(value, TypeSpec)


def _install(tensor_spec, warn_deprecated):
    global _warn_deprecated
    _warn_deprecated = warn_deprecated
    TypeSpec.register(tensor_spec)
    BatchableTypeSpec.register(tensor_spec)


for _cls, _module in ((SparseTensorSpec, "tensorflow.python.framework.sparse_tensor"),
                      (RaggedTensorSpec, "tensorflow.python.ops.ragged.ragged_tensor"),
                      (IndexedSlicesSpec, "tensorflow.python.framework.indexed_slices"),
                      (TensorArraySpec, "tensorflow.python.ops.tensor_array_ops"),
                      (VariableSpec, "tensorflow.python.ops.resource_variable_ops")):
    _cls.__module__ = _module
del _cls, _module
)PY";

}  // namespace

void install_type_specs(const py::Ref& tf) {
  std::vector<std::string> names = {"TypeSpec", "type_spec_from_value", "SparseTensorSpec", "RaggedTensorSpec",
                                    "IndexedSlicesSpec", "TensorArraySpec"};
  // Its module runs when a program first uses one of them (lazy_module.h); until then no value
  // can be a TypeSpec but a TensorSpec, which function::is_type_spec does not ask about.
  lazy_attributes(tf, "tf", names, [tf, names] {
    function::trace_protocol_module();  // TraceType, which TypeSpec derives from
    py::Ref m = py::Interpreter::current().exec_library_module(kModuleName, library_source(kModuleName, kTypeSpecSource));
    py::Ref warn = py::NativeFunction("_warn_deprecated", +[](py::CallArgs& a) -> py::Ref {
      function::warn_deprecated(py::str(a.args.at(0)), py::str(a.args.at(1)), py::str(a.args.at(2)));
      return py::None();
    });
    py::call(m->dict->get("_install"), std::vector<py::Ref>{function::tensor_spec_type()->self(), warn});
    for (const std::string& name : names) tf->dict->set(name, m->dict->get(name));
  });
}

}  // namespace tfplay::tf
