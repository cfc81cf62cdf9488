// The TraceType side of tf.TensorShape, tf.TensorSpec, tf.Tensor and tf.Variable: subtyping,
// generalization, placeholders, protos and hashable references.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds to the native TensorShape, TensorSpec, Tensor and Variable types the methods TF 2.20
/// gives them as TraceTypes (tensor_shape.py, tensor.py, type_spec.py, trace.py) and ref() /
/// experimental_ref() (object_identity.Reference).
void install_trace_type_api();

}  // namespace tfplay::tf
