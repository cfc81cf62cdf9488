// tf.experimental.numpy (see experimental_numpy.h): TF's NumPy API, written in Python over the
// tensorflow module's ops and loaded the first time a program reads one of its names.
#include "core/tf/experimental_numpy.h"

#include "core/function/numpy_methods_hook.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/lazy_module.h"

namespace tfplay::tf {

namespace {

constexpr const char* kModule = "tensorflow.python.ops.numpy_ops";  // its Python: core/tf/library/tensorflow/python/ops/numpy_ops.py

}  // namespace

namespace {

bool g_enabled_in_some_run = false;  // set by the first run that enables NumPy behaviour

py::Ref load_module() {
  return lazy_library_module(kModule, nullptr, [](const py::Ref& m) {
    m->dict->set("_mark_numpy_behavior", py::NativeFunction("_mark_numpy_behavior", +[](py::CallArgs&) -> py::Ref {
                   g_enabled_in_some_run = true;
                   return py::None();
                 }));
  });
}

/// This run's module when it is loaded, else null.
py::Ref loaded_module() {
  static const py::Ref key = py::Str(kModule);
  return py::Interpreter::current().modules()->get(key);
}

}  // namespace

py::Ref experimental_numpy_member(const std::string& name) {
  if (name.empty() || name[0] == '_') return nullptr;
  for (const char* imported : {"np", "tf", "numbers"})
    if (name == imported) return nullptr;
  return load_module()->dict->get(name);
}

bool numpy_behavior_enabled() {
  if (!g_enabled_in_some_run) return false;
  py::Ref m = loaded_module();
  if (!m) return false;
  py::Ref flag = m->dict->get("_numpy_behavior");
  return flag && py::truthy(flag);
}

std::pair<py::Ref, py::Ref> numpy_promote(const py::Ref& x, const py::Ref& y) {
  py::Ref pair = py::call(load_module()->dict->get("_promote_operands"), std::vector<py::Ref>{x, y});
  std::vector<py::Ref> items = py::to_vector(pair);
  return {items.at(0), items.at(1)};
}

py::Ref numpy_call(const char* name, const std::vector<py::Ref>& args) {
  return py::call(load_module()->dict->get(name), args);
}

void install_numpy_methods_hook() {
  function::numpy_methods_hook() = [](const py::Ref& self, const std::string& name) -> py::Ref {
    if (!numpy_behavior_enabled()) return nullptr;
    py::Ref value = py::call(load_module()->dict->get("_tensor_attribute"), std::vector<py::Ref>{self, py::Str(name)});
    return py::is_none(value.get()) && name != "size" ? nullptr : value;
  };
}

}  // namespace tfplay::tf
