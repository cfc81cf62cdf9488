// Errors raised by tensors, kernels and the op registry.
//
// TensorFlow reports failures in three Python classes, and so do we:
//   * OpError      -> tf.errors.OpError subclasses (InvalidArgumentError, ...): a kernel or
//                     the eager runtime failed while *running* an op (TF C++ `Status`).
//   * OpTypeError  -> Python TypeError: graph construction rejected an input dtype
//                     (tensorflow/python/framework/op_def_library.py).
//   * OpValueError -> Python ValueError: graph-time shape inference failed, or a
//                     TensorShape operation was invalid (tensor_shape.py, ops.py
//                     `_create_c_op` turns InvalidArgument from shape functions into ValueError).
// Higher layers (core/tf, core/function) translate these into Python exceptions; the
// message text is exactly what TF would print (without the eager "[Op:X]" decorations,
// which core/graph/eager.cpp adds).
#pragma once

#include <stdexcept>
#include <string>

namespace tfplay::tensor {

/// A runtime op failure, carrying TF's canonical error code (tensorflow/core/protobuf/error_codes.proto).
struct OpError : std::runtime_error {
  enum class Code {
    InvalidArgument,
    ResourceExhausted,
    Unimplemented,
    Internal,
    OutOfRange,
    FailedPrecondition,
    NotFound,
    /// Not a TF code: an op tfplay does not implement for these inputs (complex tensors in
    /// an op without a complex kernel). core/tf raises it as Python NotImplementedError.
    TfplayUnsupported,
  };
  Code code;

  OpError(Code c, const std::string& message) : std::runtime_error(message), code(c) {}

  /// The Python class TF raises for this code, e.g. "InvalidArgumentError".
  static const char* python_class_name(Code c) {
    switch (c) {
      case Code::InvalidArgument: return "InvalidArgumentError";
      case Code::ResourceExhausted: return "ResourceExhaustedError";
      case Code::Unimplemented: return "UnimplementedError";
      case Code::Internal: return "InternalError";
      case Code::OutOfRange: return "OutOfRangeError";
      case Code::FailedPrecondition: return "FailedPreconditionError";
      case Code::NotFound: return "NotFoundError";
      case Code::TfplayUnsupported: return "NotImplementedError";
    }
    return "UnknownError";
  }
};

/// Shorthand for the most common code.
inline OpError invalid_argument(const std::string& message) {
  return OpError(OpError::Code::InvalidArgument, message);
}

/// A graph-construction failure that TF raises as Python `TypeError` (dtype mismatches).
struct OpTypeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// A failure that TF raises as Python `ValueError` (graph-time shape inference, TensorShape).
struct OpValueError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace tfplay::tensor
