// A tf module written in Python that runs on first use (tf.saved_model, the Python half of
// tf.data): most programs never touch it, and every run would otherwise pay for running it.
#pragma once

#include <functional>
#include <string>

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

}  // namespace tfplay::tf
