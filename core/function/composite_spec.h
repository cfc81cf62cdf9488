// Composite tensors as tf.function arguments and results: a TypeSpec whose value is made of
// component tensors (TF's CompositeTensor protocol, tensorflow/python/framework/type_spec.py
// placeholder_value / to_tensors and composite_tensor.py). The trace feeds one placeholder per
// component tensor, named after the parameter ("x", "x_1", ...), and the body receives the value
// `spec._from_components(placeholders)` rebuilds; a call feeds `spec._to_components(value)`.
// tfplay emulates the encoding for tf.RaggedTensorSpec and tf.SparseTensorSpec.
#pragma once

#include <string>
#include <vector>

#include "core/function/trace_type.h"
#include "core/python/object.h"

namespace tfplay::function {

/// True when `t` is the TraceType of a composite value tfplay encodes as component tensors (a
/// Custom type holding a RaggedTensorSpec or SparseTensorSpec).
bool is_composite_type(const TraceType& t);

/// True when a tf.data function takes `spec`'s values as one scalar variant tensor that it
/// decodes (RaggedTensorSpec._to_tensor_list): RaggedTensorSpec. tfplay's datasets do not encode
/// SparseTensorSpec elements so.
bool variant_encoded_spec(const py::Ref& spec);

/// The TypeSpec of `value` when it is a composite value tfplay encodes (a RaggedTensor or a
/// SparseTensor: its `_type_spec`), else null.
py::Ref composite_spec_of(const py::Ref& value);

/// nest.flatten(spec._component_specs): the TensorSpec TraceTypes of the component tensors.
std::vector<TraceType> composite_component_types(const py::Ref& spec);

/// nest.flatten(spec._to_components(value)): the component tensors of `value`.
std::vector<py::Ref> composite_components(const py::Ref& spec, const py::Ref& value);

/// spec._from_components(components packed as spec._component_specs).
py::Ref composite_from_components(const py::Ref& spec, const std::vector<py::Ref>& components);

/// TypeSpec.cast of `value` to the composite type `t` (a tf.function's input_signature or a
/// concrete function's parameter): each component through TensorSpec.cast, so the first that
/// does not fit gives "Can not cast TensorSpec(...) to TensorSpec(...)"; "" when all fit.
/// NotImplementedError for a value of another kind (TF fails in nest.map_structure there).
std::string composite_cast_error(const TraceType& t, const py::Ref& value);

}  // namespace tfplay::function
