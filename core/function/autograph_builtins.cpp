// AutoGraph's builtin overloads (autograph_builtins.h): range and len of a tensor here, the rest
// in the Python module of autograph_builtins_source.cpp.
#include "core/function/autograph_builtins.h"

#include <string>

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/function/variable_object.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/lazy_module.h"

namespace tfplay::function {

extern const char* const kPyBuiltinsSource;

using py::Ref;

namespace {

bool is_tensor(const Ref& v) { return v && as_tensor(v.get()) != nullptr; }

Ref run1(const std::string& op, const std::vector<Ref>& inputs, const std::string& name, graph::AttrMap attrs = {}) {
  return Runtime::current().run_op(op, inputs, std::move(attrs), name).at(0);
}

bool is_variable(const Ref& v) { return as_variable(v.get()) != nullptr; }
bool is_dataset(const Ref& v) {
  const auto& spec_of = Runtime::current().datasets.element_spec;
  return spec_of && spec_of(v);
}
bool is_tensor_array(const Ref& v) { return py::type_name(v.get()) == "TensorArray"; }
/// tensor_util.is_tf_type: tensors and tf.Variables.
bool is_tf_tensor(const Ref& v) { return is_tensor(v) || is_variable(v); }

/// Whether py_builtins' overload of `name` takes its TF path for these arguments (the paths
/// that would otherwise call the builtin, which would come back here, are left to Python).
bool takes_tf_path(const std::string& name, const std::vector<Ref>& a) {
  if (a.empty()) return false;
  if (name == "int" || name == "float" || name == "sorted") return is_tf_tensor(a[0]);
  if (name == "abs") return is_tf_tensor(a[0]) || is_dataset(a[0]);
  if (name == "len") return is_tf_tensor(a[0]) || is_tensor_array(a[0]) || is_dataset(a[0]);
  if (name == "enumerate" || name == "any" || name == "all") return is_dataset(a[0]);
  if (name == "filter") return a.size() > 1 && is_dataset(a[1]);
  if (name == "zip" || name == "map") {
    const std::size_t first = name == "map" ? 1 : 0;
    if (a.size() <= first) return false;
    for (std::size_t i = first; i < a.size(); ++i)
      if (!is_dataset(a[i])) return false;
    return true;
  }
  return false;
}

/// py_builtins._tf_range: range(n) -> tf.range(max(n, 0)); range(a, b) -> tf.range(a, max(a, b)).
Ref tf_range(py::CallArgs& args) {
  Ref range = py::getattr(py::Interpreter::current().import_module("tensorflow"), "range");
  auto tensor_arg = [](const Ref& v, const Ref& like) {
    if (is_tensor(v)) return v;
    std::optional<tensor::DType> dt;
    if (is_tensor(like)) dt = as_tensor(like.get())->dtype;
    return Runtime::current().convert_to_tensor(v, dt);
  };
  const auto& a = args.args;
  if (a.size() == 1) {
    Ref n = tensor_arg(a[0], nullptr);
    return py::call(range, std::vector<Ref>{run1("Maximum", {n, tensor_arg(py::Int(0), n)}, "Maximum")});
  }
  if (a.size() == 2) {
    Ref start = tensor_arg(a[0], a[1]);
    Ref stop = run1("Maximum", {start, tensor_arg(a[1], start)}, "Maximum");
    return py::call(range, std::vector<Ref>{a[0], stop});
  }
  return py::call(range, args.args);
}

/// The Python module of the other overloads, run on first use.
Ref python_overloads() {
  return tf::lazy_library_module("tensorflow.python.autograph.operators.py_builtins", kPyBuiltinsSource, [](const Ref& m) {
    py::call(m->dict->get("_install"), std::vector<Ref>{py::Interpreter::current().import_module("tensorflow")});
  });
}

/// The builtins converted_call overloads (SUPPORTED_BUILTINS, print aside).
constexpr const char* kOverloaded[] = {"abs", "float", "int", "len", "range", "enumerate", "zip",
                                       "map", "filter", "any", "all", "sorted"};

/// Which overloaded builtin `func` is, or nullptr: its name first (cheap: every call of the trace
/// comes here), then its identity with the builtins module's object.
const char* overloaded_builtin(const Ref& func) {
  const std::string* name = nullptr;
  if (func->cls == py::T().builtin_function) name = &static_cast<const py::NativeFunctionObject*>(func.get())->name;
  // The overloaded classes (int, range, zip, ...) are builtins, whose class is type itself; a
  // dynamic_cast would cost every other call of the trace a failed type-name walk.
  else if (func->cls == py::T().type) name = &static_cast<const py::TypeObject*>(func.get())->name;
  if (!name) return nullptr;
  for (const char* n : kOverloaded)
    if (*name == n) return func.get() == py::Interpreter::current().builtins()->vars.find(n) ? n : nullptr;
  return nullptr;
}

}  // namespace

Ref tf_tensor_len(const Ref& value) {
  TensorObject& t = *as_tensor(value.get());
  if (t.shape.has_rank() && *t.shape.rank() > 0 && t.shape.as_list()[0]) return py::Int(*t.shape.as_list()[0]);
  if (!t.shape.has_rank()) py::raise(py::E().NotImplementedError, "tfplay cannot take len() of a tensor of unknown rank yet");
  Ref shape = run1("Shape", {value}, "Shape", {{"out_type", tensor::DType::Int32}});
  if (*t.shape.rank() == 0) py::raise_value_error("len requires a non-scalar tensor, got one of shape " + py::str(shape));
  // `return array_ops.shape(s)[0]`: a second Shape op, then a strided slice.
  return py::getitem(run1("Shape", {value}, "Shape", {{"out_type", tensor::DType::Int32}}), py::Int(0));
}

Ref builtin_overload(const Ref& func, py::CallArgs& args) {
  const char* name = overloaded_builtin(func);
  if (!name) return nullptr;
  const std::string which = name;
  if (which == "range") {
    bool tensor = false;
    for (const Ref& a : args.args) tensor = tensor || is_tensor(a);
    return tensor && args.kwargs.empty() ? tf_range(args) : nullptr;
  }
  if (which == "len" && args.args.size() == 1 && args.kwargs.empty() && is_tensor(args.args[0])) return tf_tensor_len(args.args[0]);
  if (!takes_tf_path(which, args.args)) return nullptr;
  py::CallArgs forwarded{args.args, args.kwargs};
  return py::call(py::getattr(python_overloads(), which + "_"), forwarded);
}

}  // namespace tfplay::function
