// tf.experimental.Optional (tensorflow/python/data/ops/optional_ops.py): a value that may be
// absent, held in a scalar DT_VARIANT tensor, with its element_spec; tf.OptionalSpec, its
// TypeSpec. Optionals cross tf.function boundaries as CompositeTensors: as arguments and
// return values their variant tensor is the graph's input or output.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf::data {

/// `_OptionalImpl(variant_tensor, element_spec)`: the object every Optional is. Its instance
/// dict holds `_variant_tensor` and `_element_spec` (Keras assigns `_element_spec`).
py::Ref make_optional(const py::Ref& variant_tensor, const py::Ref& element_spec);
/// The element_spec of an Optional, or nullptr when `value` is none.
py::Ref optional_element_spec(const py::Ref& value);
/// An Optional's variant tensor.
py::Ref optional_variant(const py::Ref& optional);

/// structure.type_spec_from_value as tf.data uses it: tensors give TensorSpec(shape, dtype),
/// dicts and tuples (namedtuples too) nest, anything else (lists included) is converted to a
/// tensor first. TypeError "Could not build a `TypeSpec` for ..." when that fails.
py::Ref type_spec_from_value(const py::Ref& value);

/// Sets tf.experimental (Optional; TF's other members raise NotImplementedError naming
/// them), tf.OptionalSpec and tf.data.experimental.Optional, and the function layer's hooks.
void install_optional(const py::Ref& tf);

}  // namespace tfplay::tf::data
