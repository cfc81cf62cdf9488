// tf.TypeSpec, tf.type_spec_from_value and the TypeSpecs of tf.SparseTensor, tf.RaggedTensor,
// tf.IndexedSlices and tf.TensorArray.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets tf.TypeSpec, tf.type_spec_from_value, tf.SparseTensorSpec, tf.RaggedTensorSpec,
/// tf.IndexedSlicesSpec and tf.TensorArraySpec on `tf`, and registers tf.TensorSpec as a
/// (batchable) TypeSpec.
void install_type_specs(const py::Ref& tf);

}  // namespace tfplay::tf
