// tf.convert_to_tensor: Python values to tensors with TF's dtype inference
// (tensorflow/python/framework/constant_op.py, tensor_util.make_tensor_proto).
#pragma once

#include <optional>

#include "core/python/object.h"
#include "core/tensor/dtype.h"
#include "core/tensor/tensor.h"

namespace tfplay::tf {

/// The dtype TF infers for a Python value: bool, int32 (int64 when out of int32 range),
/// float32, string; nested lists by their leaves (any float -> float32).
tensor::DType infer_dtype(const py::Ref& value);

/// A Python scalar or (nested) list as a dense tensor of `dtype` (inferred when absent).
/// Raises TypeError "Cannot convert 1.5 to EagerTensor of dtype int32" for lossy conversions
/// and ValueError for non-rectangular sequences.
tensor::Tensor tensor_from_python(const py::Ref& value, std::optional<tensor::DType> dtype);

/// tf.convert_to_tensor: tensors pass through (ValueError on a dtype mismatch); other values
/// become an eager tensor, or a Const node when a trace is active.
py::Ref convert_to_tensor(const py::Ref& value, std::optional<tensor::DType> dtype);

/// A dtype argument: a tf.DType object, a dtype name, or None.
std::optional<tensor::DType> dtype_arg(const py::Ref& value);

}  // namespace tfplay::tf
