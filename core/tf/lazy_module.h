// Parts of the tensorflow module that run on first use: most programs never touch tf.train,
// tf.io or tf.saved_model, and every run (every edit in the page) would otherwise pay for
// building them. TF's own __init__ loads several submodules lazily too (its _LazyLoader).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/library_source.h"

namespace tfplay::tf {

/// The library module `name` (source `builtin`, or TFPLAY_DEV_LIBRARY_DIR's copy): run once per
/// run, `install` called on it then, and kept in sys.modules for the rest of the run.
inline py::Ref lazy_library_module(const std::string& name, const char* builtin, const std::function<void(const py::Ref&)>& install) {
  py::Interpreter& interp = py::Interpreter::current();
  py::Ref modules = py::getattr(interp.import_module("sys"), "modules");
  py::Ref key = py::Str(name);
  if (py::contains(modules, key)) return py::getitem(modules, key);
  py::Ref m = interp.exec_library_module(name, library_source(name, builtin));
  install(m);
  return m;
}

/// Declares `names` attributes of `module` (a module of the tensorflow package whose public
/// path is `public_path`, "tf.train") that `load` sets on it, all at once, the first time a
/// program reads one of them in this run (a lookup, `from tensorflow.io import gfile`, hasattr)
/// or lists the module with dir(). The API surface (api_surface.h) gives what `load` set TF's
/// signatures and stubs then. Per run: the next run's module starts lazy again.
void lazy_attributes(const py::Ref& module, std::string public_path, std::vector<std::string> names,
                     std::function<void()> load);

/// Whether `name` is a lazy attribute of `module` that has not been loaded in this run.
bool is_lazy_attribute(const py::Object* module, const std::string& name);

/// Gives each module with lazy attributes the __getattr__ and __dir__ (PEP 562) that serve them,
/// in front of the ones it has. Called once the tensorflow module is built, so that no later
/// definition of a module's __getattr__ replaces them. `tf` is the run's tensorflow module.
void serve_lazy_attributes(const py::Ref& tf);

}  // namespace tfplay::tf
