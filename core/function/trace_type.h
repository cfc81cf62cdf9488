// TraceType: the cache key of one tf.function argument, as TF builds it
// (tensorflow/core/function/trace_type/trace_type_builder.py from_value and default_types.py).
//
// Tensors and NumPy-like arrays are keyed by TensorSpec(shape, dtype); Python scalars by value
// with Python's == and hash (so 2 and 2.0 share a key); lists, tuples and dicts by structure;
// any other object by identity (a weak reference). An object defining `__tf_tracing_type__` (the
// tracing protocol) is keyed by the tf.types.experimental.TraceType it returns.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/python/object.h"
#include "core/tensor/dtype.h"
#include "core/tensor/tensor_shape.h"

namespace tfplay::function {

struct TraceType {
  enum class Kind { Tensor, Literal, List, Tuple, NamedTuple, Dict, Weakref, Dataset, Variable, Iterator, Optional, Custom };
  Kind kind = Kind::Literal;
  /// The type of a TensorSpec(shape, dtype, name): what a tensor, an ndarray or a spec argument
  /// traces as. Only a spec has a name (an input_signature's, get_concrete_function's argument).
  static TraceType tensor_spec(tensor::DType dtype, const tensor::TensorShape& shape,
                               std::optional<std::string> name = std::nullopt) {
    TraceType t;
    t.kind = Kind::Tensor;
    t.dtype = dtype;
    t.shape = shape;
    t.spec_name = std::move(name);
    return t;
  }

  // Tensor and Variable
  tensor::DType dtype = tensor::DType::Float32;
  tensor::TensorShape shape;
  /// Tensor: the TensorSpec's name, which repr shows. Not part of == or is_subtype_of: a named
  /// spec's matching rule lives with the traces (ConcreteFunction::spec_names).
  std::optional<std::string> spec_name;
  // Variable (VariableSpec): trainable and the alias id, the index of the variable among the
  // distinct variables of one call in order of first appearance (so f(v, v) != f(v, w)).
  bool trainable = true;
  int alias_id = 0;
  // Literal: the value of the call that created the type (a reused trace keeps it).
  py::Ref value;
  std::size_t hash = 0;
  // List / Tuple / Dict components (Dict: keys[i] names components[i], kept in call order).
  std::vector<TraceType> components;
  std::vector<py::Ref> keys;
  // NamedTuple: the class (its __name__ and _fields name the type; it rebuilds placeholders).
  py::Ref named_type;
  std::vector<std::string> field_names;
  // Weakref
  std::weak_ptr<py::Object> referent;
  std::string dead_address;  // the referent's address, still shown once it died
  // Dataset, Iterator and Optional (TF's DatasetSpec, IteratorSpec, OptionalSpec): `value` is
  // the element_spec, `components` the TensorSpec types of its flattened leaves.
  // Custom: `value` is the user's TraceType object and `hash` its __hash__; equality, subtyping,
  // generalization, repr and placeholder_value are its own methods.

  /// TF's repr: `TensorSpec(shape=(2,), dtype=tf.int32, name=None)`, `Literal[2]`,
  /// `List[Literal[1], Literal[2]]`, `Dict[['a', Literal[1]]]`, `Point[['x', Literal[1]]]`.
  std::string repr() const;
  bool operator==(const TraceType& other) const;
  /// self <: other: `other` accepts every value `self` accepts (TensorShape.is_subtype_of for
  /// tensors; equality for literals and weakrefs; component-wise for structures).
  bool is_subtype_of(const TraceType& other) const;
  /// The most specific type both self and other are subtypes of, or nullopt (reduce_retracing).
  std::optional<TraceType> most_specific_common_supertype(const TraceType& other) const;
};

/// Numbers the distinct variables of one call (trace_type's signature_context.alias_global_id).
struct TraceContext {
  std::vector<const void*> variables;  // resource identities, in order of first appearance
  /// get_concrete_function's arguments: a TensorSpec anywhere in them is its own TraceType and
  /// stands for a tensor (TypeSpec.__tf_tracing_type__).
  bool tensor_specs = false;
  /// The InternalTracingContext every `__tf_tracing_type__` call of one call shares (made on
  /// first use).
  py::Ref protocol_context;
};

/// trace_type.from_value. Raises Python TypeError for unhashable non-structure values
/// ("Could not generate a generic TraceType for ..."). Variables are numbered in `context`,
/// which one call shares across its arguments.
TraceType trace_type_from_value(const py::Ref& value, TraceContext& context);
TraceType trace_type_from_value(const py::Ref& value);

}  // namespace tfplay::function
