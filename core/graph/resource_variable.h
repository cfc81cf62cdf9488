// The storage behind a tf.Variable (TF's `Var` resource, tensorflow/core/framework/resource_var.h)
// and the resource-variable ops that use it (ops_resource.cpp, after
// tensorflow/core/ops/resource_variable_ops.cc and kernels/resource_variable_ops.cc).
//
// A variable is a DT_RESOURCE handle tensor whose resource is a VariableResource. Eager code
// and graphs hold the same handle, so a graph that captured it reads the variable's *current*
// value every time it runs (ReadVariableOp), unlike a captured eager tensor (a Const).
#pragma once

#include <memory>
#include <cstdint>
#include <optional>

#include "core/tensor/tensor.h"
#include "core/tensor/tensor_shape.h"

namespace tfplay::graph {

struct VariableResource : tensor::Resource {
  tensor::DType dtype = tensor::DType::Float32;
  tensor::TensorShape shape;            ///< the declared shape (may be partial)
  std::optional<tensor::Tensor> value;  ///< empty until the first AssignVariableOp
  /// tf.Variable(trainable=...): a tape watches a variable passed to a tf.function call (a
  /// handle argument) only when it is trainable, as variable_accessed does for reads.
  bool trainable = true;
  /// The tf.Variable that made this resource was garbage collected: TF's EagerResourceDeleter
  /// destroyed the resource, so graphs that captured the handle can no longer use it
  /// (live_variable).
  bool deleted = false;
  /// Creation order (TF's handle tensor id): GradientTape.watched_variables() sorts by it.
  uint64_t serial = next_serial();
  static uint64_t next_serial() {
    static uint64_t counter = 0;
    return ++counter;
  }
  std::string type_name() const override { return "tensorflow::Var"; }
};

/// The variable behind a DT_RESOURCE handle, or nullptr when `handle` is not a variable's.
VariableResource* variable_of(const tensor::Tensor& handle);

/// For the kernels that read or write a variable: `v`, unless its tf.Variable was deleted.
/// TF then raises FailedPreconditionError "Could not find variable _AnonymousVar<N>. ..." whose
/// N is a process-wide resource counter tfplay cannot reproduce, so this throws OpError
/// TfplayUnsupported (NotImplementedError) naming the case instead.
VariableResource& live_variable(VariableResource& v);

}  // namespace tfplay::graph
