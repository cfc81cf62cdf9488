// Resource-variable ops (tensorflow/core/ops/resource_variable_ops.cc; kernels in
// tensorflow/core/kernels/resource_variable_ops.cc). All are stateful: the graph executor keeps
// them even when nothing uses their outputs and runs them in program order, which is what TF's
// automatic control dependencies guarantee for ops touching the same resource.
#include "core/graph/op_registry.h"
#include "core/graph/resource_variable.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

using tensor::OpError;

VariableResource* variable_of(const Tensor& handle) {
  if (handle.dtype() != DType::Resource) return nullptr;
  return dynamic_cast<VariableResource*>(handle.resource().get());
}

VariableResource& live_variable(VariableResource& v) {
  if (v.deleted)
    throw OpError(OpError::Code::TfplayUnsupported,
                  "tfplay cannot reproduce TF's error for a tf.Variable used after it was deleted (TF raises "
                  "FailedPreconditionError: Could not find variable _AnonymousVar<N>, naming a resource counter)");
  return v;
}

namespace {

/// The variable input of a kernel that reads or writes it (not VarIsInitializedOp's).
VariableResource& lookup(const KernelContext& c) { return live_variable(input_resource<VariableResource>(c)); }

std::string dims_text(const Tensor& t) { return tensor::shape_debug_string(t.shape()); }

// VarHandleOp: a fresh variable (eagerly each call makes a new anonymous resource, as
// context.anonymous_name() does for eager variables).
void add_var_handle(OpRegistry& r) {
  OpDef d;
  d.name = "VarHandleOp";
  d.summary = "Creates a handle to a Variable resource.";
  d.outputs = {fixed_arg("resource", DType::Resource)};
  d.attrs = {plain_attr("container", "string", std::string()), plain_attr("shared_name", "string", std::string()),
             plain_attr("dtype", "type"), plain_attr("shape", "shape")};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{{DType::Resource, TensorShape::scalar()}}; };
  d.kernel = +[](KernelContext& c) {
    auto v = std::make_shared<VariableResource>();
    v->dtype = c.attr<DType>("dtype");
    v->shape = c.attr<TensorShape>("shape");
    return std::vector<Tensor>{Tensor::resource_handle(v)};
  };
  r.add(std::move(d));
}

void add_read(OpRegistry& r) {
  OpDef d;
  d.name = "ReadVariableOp";
  d.summary = "Reads the value of a variable.";
  d.inputs = {fixed_arg("resource", DType::Resource)};
  d.outputs = {arg("value", "dtype")};
  d.attrs = {plain_attr("dtype", "type")};
  d.is_stateful = true;
  // The output shape is the variable's (TF reads it from the handle's shape-and-type data).
  d.shape_fn = +[](const InferenceContext& c) {
    TensorShape shape;
    if (const Tensor* h = c.input_values.empty() ? nullptr : c.input_values[0])
      if (const VariableResource* v = variable_of(*h)) shape = v->shape;
    return std::vector<OutputSpec>{{c.attr<DType>("dtype"), shape}};
  };
  d.kernel = +[](KernelContext& c) {
    VariableResource& v = lookup(c);
    const DType want = c.attr<DType>("dtype");
    if (!v.value) {
      throw OpError(OpError::Code::FailedPrecondition,
                    "Could not find variable Variable. This could mean that the variable has been deleted. In TF1, "
                    "it can also mean the variable is uninitialized.");
    }
    if (v.value->dtype() != want) {
      throw tensor::invalid_argument("Trying to read variable with wrong dtype. Expected " +
                                     std::string(tensor::runtime_name(want)) + " got " +
                                     std::string(tensor::runtime_name(v.value->dtype())));
    }
    return std::vector<Tensor>{*v.value};
  };
  r.add(std::move(d));
}

void add_assign(OpRegistry& r) {
  OpDef d;
  d.name = "AssignVariableOp";
  d.summary = "Assigns a new value to a variable.";
  d.inputs = {fixed_arg("resource", DType::Resource), arg("value", "dtype")};
  d.attrs = {plain_attr("dtype", "type"), plain_attr("validate_shape", "bool", false)};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{}; };
  d.kernel = +[](KernelContext& c) {
    VariableResource& v = lookup(c);
    const Tensor& value = c.inputs.at(1);
    if (value.dtype() != v.dtype) {
      throw tensor::invalid_argument("Trying to assign variable with wrong dtype. Expected " +
                                     std::string(tensor::runtime_name(v.dtype)) + " got " +
                                     std::string(tensor::runtime_name(value.dtype())));
    }
    if (c.attr<bool>("validate_shape") && v.value && v.value->shape() != value.shape()) {
      throw tensor::invalid_argument("Trying to assign to variable with tensor with wrong shape. Expected " +
                                     dims_text(*v.value) + " got " + dims_text(value));
    }
    v.value = value;
    return std::vector<Tensor>{};
  };
  r.add(std::move(d));
}

// AssignAddVariableOp / AssignSubVariableOp (AssignUpdateVariableOp): same shapes required.
void add_assign_update(OpRegistry& r, const char* name, tensor::BinaryOp op, const char* summary) {
  OpDef d;
  d.name = name;
  d.summary = summary;
  d.inputs = {fixed_arg("resource", DType::Resource), arg("value", "dtype")};
  d.attrs = {plain_attr("dtype", "type")};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{}; };
  d.kernel = [op](KernelContext& c) {
    VariableResource& v = lookup(c);
    const Tensor& delta = c.inputs.at(1);
    if (!v.value) {
      throw OpError(OpError::Code::FailedPrecondition, "Could not find variable Variable.");
    }
    if (v.value->shape() != delta.shape()) {
      throw tensor::invalid_argument("Cannot update variable with shape " + dims_text(*v.value) +
                                     " using a Tensor with shape " + dims_text(delta) + ", shapes must be equal.");
    }
    v.value = tensor::binary_op(op, *v.value, delta);
    return std::vector<Tensor>{};
  };
  r.add(std::move(d));
}

void add_is_initialized(OpRegistry& r) {
  OpDef d;
  d.name = "VarIsInitializedOp";
  d.summary = "Checks whether a resource handle-based variable has been initialized.";
  d.inputs = {fixed_arg("resource", DType::Resource)};
  d.outputs = {fixed_arg("is_initialized", DType::Bool)};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{{DType::Bool, TensorShape::scalar()}}; };
  d.kernel = +[](KernelContext& c) {
    const VariableResource& v = input_resource<VariableResource>(c);  // a deleted variable is not initialized
    return std::vector<Tensor>{Tensor::scalar_bool(!v.deleted && v.value.has_value())};
  };
  r.add(std::move(d));
}

}  // namespace

void register_resource_ops(OpRegistry& r) {
  add_var_handle(r);
  add_read(r);
  add_assign(r);
  add_assign_update(r, "AssignAddVariableOp", tensor::BinaryOp::Add,
                    "Adds a value to the current value of a variable.");
  add_assign_update(r, "AssignSubVariableOp", tensor::BinaryOp::Sub,
                    "Subtracts a value from the current value of a variable.");
  add_is_initialized(r);
}

}  // namespace tfplay::graph
