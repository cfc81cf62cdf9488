// The tf.Variable class hierarchy (methods: core/tf/variables.cpp).
#include "core/function/variable_object.h"

#include <map>

#include "core/function/tensor_object.h"
#include "core/graph/resource_variable.h"
#include "core/python/runtime.h"

namespace tfplay::function {

namespace {
constexpr const char* kResourceVariableOps = "tensorflow.python.ops.resource_variable_ops";

// TF's variables are ordinary Python objects: any attribute can be set on one (even a method
// such as read_value, replaced on the instance).
py::TypeObject* with_instance_dict(py::TypeObject* t) {
  t->native_instance_dict = true;
  return t;
}
}  // namespace

py::TypeObject* variable_type() {
  // (TF derives BaseResourceVariable from core.Tensor; every tfplay variable is one.)
  static py::TypeObject* t = with_instance_dict(py::make_native_type("Variable", core_tensor_type(), "tensorflow.python.ops.variables"));
  return t;
}

py::TypeObject* base_resource_variable_type() {
  static py::TypeObject* t = with_instance_dict(py::make_native_type("BaseResourceVariable", variable_type(), kResourceVariableOps));
  return t;
}

py::TypeObject* resource_variable_type() {
  static py::TypeObject* t = with_instance_dict(py::make_native_type("ResourceVariable", base_resource_variable_type(), kResourceVariableOps));
  return t;
}

py::TypeObject* unread_variable_type() {
  static py::TypeObject* t = with_instance_dict(py::make_native_type("_UnreadVariable", base_resource_variable_type(), kResourceVariableOps));
  return t;
}

namespace {
// The tf.Variable objects by their resource (a ConcreteFunction's captured handles name them).
std::map<const void*, std::weak_ptr<py::Object>>& variables_by_resource() {
  thread_local std::map<const void*, std::weak_ptr<py::Object>> all;
  return all;
}
}  // namespace

VariableObject::~VariableObject() {
  if (!owns_resource) return;
  const TensorObject* h = as_tensor(handle.get());
  if (h && h->is_eager())
    if (graph::VariableResource* r = graph::variable_of(*h->value)) r->deleted = true;
}

py::Ref make_variable(py::TypeObject* type, py::Ref handle, tensor::DType dtype, tensor::TensorShape shape, bool trainable,
                      std::string name) {
  auto v = py::make_object<VariableObject>(type);
  v->handle = std::move(handle);
  v->dtype = dtype;
  v->shape = std::move(shape);
  v->trainable = trainable;
  v->name = std::move(name);
  if (type->is_subtype_of(resource_variable_type())) {
    const TensorObject* h = as_tensor(v->handle.get());
    if (h && h->is_eager()) variables_by_resource()[h->value->resource().get()] = v;
  }
  return v;
}

py::Ref variable_of_resource(const void* resource) {
  auto& all = variables_by_resource();
  auto it = all.find(resource);
  if (it == all.end()) return nullptr;
  py::Ref v = it->second.lock();
  if (!v) all.erase(it);
  return v;
}

}  // namespace tfplay::function
