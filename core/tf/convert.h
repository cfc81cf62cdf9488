// tf.convert_to_tensor: Python values to tensors with TF's dtype inference
// (tensorflow/python/framework/constant_op.py, tensor_util.make_tensor_proto,
// python/eager/pywrap_tensor.cc ConvertToEagerTensorUncached).
#pragma once

#include <optional>
#include <string>

#include "core/python/object.h"
#include "core/tensor/dtype.h"
#include "core/tensor/tensor.h"

namespace tfplay::tf {

/// The dtype TF infers for a Python value: bool, int32 (int64 when out of int32 range),
/// float32, string; nested lists by their leaves (any float -> float32); NumPy values keep
/// their dtype.
tensor::DType infer_dtype(const py::Ref& value);

/// A Python scalar, (nested) list or NumPy value as a dense tensor of `dtype` (inferred when
/// absent). A value that cannot take `dtype` raises TypeError with the eager text
/// ("Cannot convert 1.5 to EagerTensor of dtype int32", pywrap_tensor.cc, C++ dtype names) or,
/// while a graph is being built, the graph text ("Expected int32, but got 1.5 of type 'float'.",
/// tensor_util._AssertCompatible). Non-rectangular lists raise ValueError, and so does a bare
/// None while a graph is being built ("None values not supported.", make_tensor_proto).
tensor::Tensor tensor_from_python(const py::Ref& value, std::optional<tensor::DType> dtype);

/// tf.convert_to_tensor: tensors pass through (ValueError "Tensor conversion requested dtype
/// int32 for Tensor with dtype float32: ..." on a mismatch); other values become an eager
/// tensor, or a Const node named `name` when a trace is active.
py::Ref convert_to_tensor(const py::Ref& value, std::optional<tensor::DType> dtype);
py::Ref convert_to_tensor(const py::Ref& value, std::optional<tensor::DType> dtype, const std::string& name);

/// ops.convert_to_tensor as TF's Python calls it (tf.convert_to_tensor, check_ops): inside a
/// trace an eager tensor of the requested dtype (or with none requested) is captured into the
/// graph (EagerTensor.__tf_tensor__) and the graph's tensor returned, so its `.name` is the
/// capture's ("x:0"); otherwise convert_to_tensor, whose ValueError a dtype mismatch gets. tfplay's op wrappers use convert_to_tensor, whose eager tensors
/// the op captures under its own name scope ("mul/y"), as _apply_op_helper does.
py::Ref ops_convert_to_tensor(const py::Ref& value, std::optional<tensor::DType> dtype, const std::string& name = "Const");

/// convert_to_tensor(value, dtype_hint=hint): tries `hint` and falls back to inference when the
/// value cannot take it (a Python 1.5 with an int32 hint becomes float32).
py::Ref convert_with_hint(const py::Ref& value, std::optional<tensor::DType> hint, const std::string& name = "Const");

/// A dtype argument: a tf.DType object, a dtype name, a NumPy dtype or scalar type, or None.
std::optional<tensor::DType> dtype_arg(const py::Ref& value);
/// A dtype argument that must name a dtype: dtypes.as_dtype(value), whose TypeError ("Cannot
/// convert the argument `type_value`: None to a TensorFlow DType.") None gets too.
tensor::DType required_dtype_arg(const py::Ref& value);
/// A dtype argument that TF passes through dtypes.as_dtype unconditionally (tf.zeros, tf.ones):
/// `fallback` when the argument is left out, TypeError "Cannot convert the argument
/// `type_value`: None to a TensorFlow DType." for an explicit None.
tensor::DType dtype_arg_or(const py::Ref& value, tensor::DType fallback);

}  // namespace tfplay::tf
