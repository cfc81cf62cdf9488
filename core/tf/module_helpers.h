// Small helpers shared by the files that define the tensorflow module's native functions.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "core/function/tensor_object.h"
#include "core/python/object.h"
#include "core/python/runtime.h"
#include "core/tensor/dtype.h"
#include "core/tensor/tensor.h"
#include "core/tf/convert.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

/// Binds native function `fn` as `module.name` (its __name__ is `name`).
inline void def(const py::Ref& module, const std::string& name, py::NativeFn fn) {
  module->dict->set(name, py::NativeFunction(name, std::move(fn)));
}

/// Gives `module` a `__getattr__` for the names of the real TF module that tfplay does not
/// emulate: NotImplementedError "<public_name>.<name> is not implemented by tfplay yet" for
/// those, CPython's AttributeError for anything else.
inline void unimplemented_names(const py::Ref& module, const std::string& public_name, std::set<std::string> names) {
  const std::string module_name = static_cast<py::ModuleObject*>(module.get())->name;
  def(module, "__getattr__", [public_name, module_name, names](py::CallArgs& a) -> py::Ref {
    const std::string& name = py::as_str(a.args.at(0).get());
    if (names.count(name)) py::raise(py::E().NotImplementedError, public_name + "." + name + " is not implemented by tfplay yet");
    py::raise(py::E().AttributeError, "module '" + module_name + "' has no attribute '" + name + "'");
  });
}

/// The tensor behind `v` (an eager or symbolic tf.Tensor), or nullptr when `v` is not a tensor.
inline function::TensorObject* tensor_of(const py::Ref& v) { return function::as_tensor(v.get()); }

/// The dtype of `v`, which must be a tensor.
inline tensor::DType dtype_of(const py::Ref& v) { return tensor_of(v)->dtype; }

/// tf.convert_to_tensor(v) with no dtype; in a graph the constant is named `name`.
inline py::Ref to_tensor(const py::Ref& v, const std::string& name = "Const") {
  return convert_to_tensor(v, std::nullopt, name);
}

/// An int32 vector constant: the shapes, axes and permutations TF's Python wrappers build.
inline py::Ref int32_vector(const std::vector<int64_t>& v, const std::string& name = "Const") {
  std::vector<int32_t> w(v.begin(), v.end());
  return constant_tensor(tensor::Tensor::from_vector<int32_t>(tensor::DType::Int32, {static_cast<int64_t>(w.size())}, w), name);
}

/// The `name` a wrapper passes to the op its name scope made: the scope's op name in a graph,
/// nullptr (no name) eagerly.
inline py::Ref scope_name(const OpScope& s) { return s.in_graph() ? py::Str(s.op_name()) : nullptr; }

}  // namespace tfplay::tf
