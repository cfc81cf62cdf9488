// Small helpers shared by the files that define the tensorflow module's native functions.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/python/interpreter.h"
#include "core/python/object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/dtype.h"
#include "core/tensor/tensor.h"
#include "core/tf/api_surface.h"
#include "core/tf/convert.h"
#include "core/tf/errors.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

/// Binds native function `fn` as `module.name` (its __name__ is `name`). An engine error that
/// escapes `fn` (a tensor helper refusing a dtype, say) reaches the program as its Python
/// exception (tf.errors.*, TypeError, ValueError), which the program can catch.
/// A function of a tensorflow module (`public_name`, "tf.reverse") given a RaggedTensor it has
/// no ragged kernel for: the RaggedTensor's conversion raised tfplay's NotImplementedError for
/// "this TF op", re-raised here naming the function. Other errors return.
void name_ragged_argument_error(const py::PyError& e, const std::string& public_name, const py::CallArgs& a);

/// "tf.<path>" for a function of module `module` (tensorflow, or tensorflow.<path> as a public
/// module is named until the tensorflow module is complete, tensorflow._api.v2.<path> after),
/// else empty (TF's internal tensorflow.python modules, other libraries).
inline std::string public_function_name(const py::Ref& module, const std::string& name) {
  const std::string& m = static_cast<py::ModuleObject*>(module.get())->name;
  static const std::string api = "tensorflow._api.v2.", top = "tensorflow.", internal = "tensorflow.python";
  if (m == "tensorflow") return "tf." + name;
  if (m.compare(0, api.size(), api) == 0) return "tf." + m.substr(api.size()) + "." + name;
  if (m.compare(0, top.size(), top) == 0 && m.compare(0, internal.size(), internal) != 0)
    return "tf." + m.substr(top.size()) + "." + name;
  return "";
}

inline void def(const py::Ref& module, const std::string& name, py::NativeFn fn) {
  module->dict->set(name, py::NativeFunction(name, [fn = std::move(fn), public_name = public_function_name(module, name)](
                                                       py::CallArgs& a) -> py::Ref {
                      try {
                        return translate_errors([&] { return fn(a); });
                      } catch (const py::PyError& e) {
                        if (!public_name.empty()) name_ragged_argument_error(e, public_name, a);
                        throw;
                      }
                    }));
}

/// `parent.name`: the submodule it holds, or a new one named "<parent's name>.<name>" set there.
inline py::Ref submodule_of(const py::Ref& parent, const std::string& name) {
  if (py::Ref m = parent->dict->get(name)) return m;
  py::Ref m = py::Module(static_cast<py::ModuleObject*>(parent.get())->name + "." + name);
  parent->dict->set(name, m);
  return m;
}

/// Gives `module` a `__getattr__` for the names of the real TF module that tfplay does not
/// emulate: each exists (hasattr is True, as in TF) as a stub_value whose every use raises
/// NotImplementedError naming it; anything else is CPython's AttributeError.
inline void unimplemented_names(const py::Ref& module, const std::string& public_name, std::set<std::string> names) {
  const std::string module_name = static_cast<py::ModuleObject*>(module.get())->name;
  def(module, "__getattr__", [public_name, module_name, names](py::CallArgs& a) -> py::Ref {
    const std::string& name = py::as_str(a.args.at(0).get());
    if (names.count(name)) return stub_value(public_name + "." + name);
    py::raise(py::E().AttributeError, "module '" + module_name + "' has no attribute '" + name + "'");
  });
}

/// Methods (static ones when `static_methods`) of a native class that tfplay does not emulate:
/// each raises the API stubs' NotImplementedError "tfplay does not implement
/// <class_name>.<name> yet".
inline void unimplemented_methods(py::TypeObject* type, const std::string& class_name, std::initializer_list<const char*> names,
                                  bool static_methods = false) {
  for (const char* name : names) {
    py::NativeFn raise = [full = class_name + "." + name](py::CallArgs&) -> py::Ref {
      py::raise(py::E().NotImplementedError, "tfplay does not implement " + full + " yet");
    };
    if (static_methods) py::add_static(type, name, std::move(raise));
    else py::add_method(type, name, std::move(raise));
  }
}

/// A result tuple of a generated op wrapper (`TopKV2(values=..., indices=...)`): an instance of
/// collections.namedtuple(name, fields), the type made once per run. The types are run state,
/// not statics: their methods are Python code of the run's `collections` module, which ends with
/// the run.
struct ResultTupleTypes {
  std::map<std::string, py::Ref> types;
};

inline py::Ref result_tuple(const std::string& name, const std::vector<std::string>& fields, std::vector<py::Ref> values) {
  py::Ref& type = function::Runtime::current().run_state<ResultTupleTypes>().types[name];
  if (!type) {
    py::Ref namedtuple = py::getattr(py::Interpreter::current().import_module("collections"), "namedtuple");
    std::vector<py::Ref> names;
    for (const std::string& f : fields) names.push_back(py::Str(f));
    type = py::call(namedtuple, {py::Str(name), py::List(names)});
  }
  return py::call(type, std::move(values));
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

/// tf.NAME(*args, **kwargs) through the tensorflow module, NAME possibly dotted ("math.erf"):
/// a composite calling TF's own wrappers, so their conversions and graph names come out as in TF.
inline py::Ref tf_call(const std::string& name, std::vector<py::Ref> args, std::vector<std::pair<std::string, py::Ref>> kwargs = {}) {
  py::Ref f = py::Interpreter::current().import_module("tensorflow");
  for (std::size_t start = 0;;) {
    const std::size_t dot = name.find('.', start);
    f = py::getattr(f, name.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
    if (dot == std::string::npos) break;
    start = dot + 1;
  }
  py::CallArgs call{std::move(args), std::move(kwargs)};
  return py::call(f, call);
}

/// The `name` a wrapper passes to the op its name scope made: the scope's op name in a graph,
/// nullptr (no name) eagerly.
inline py::Ref scope_name(const OpScope& s) { return s.in_graph() ? py::Str(s.op_name()) : nullptr; }

}  // namespace tfplay::tf
