// The element_shape argument of the TensorList ops (tensorflow/python/ops/list_ops.py
// _build_element_shape), shared by graph-mode tf.TensorArray, AutoGraph's `for x in tensor` and
// the TensorList gradients.
#pragma once

#include "core/python/object.h"
#include "core/tensor/tensor_shape.h"

namespace tfplay::tf {

/// What list_ops._build_element_shape hands a TensorList op for `shape`: -1 for an unknown shape;
/// for a scalar shape, `ops.convert_to_tensor([], dtype=int32)` made now (a "Const" of the
/// current name scope, before the op's own scope opens); otherwise a Python list of the dims
/// with -1 for unknown ones, which the op's wrapper converts in its scope ("<op>/element_shape").
py::Ref build_element_shape(const tensor::TensorShape& shape);

}  // namespace tfplay::tf
