#include "core/keras/sources.h"

#include "core/python/interpreter.h"

namespace tfplay::keras {

void register_keras_modules(py::Interpreter& interp) {
  py::Interpreter* in = &interp;
  for (const ModuleSource& m : keras_sources()) {
    const ModuleSource* src = &m;
    interp.register_module(m.name, [in, src] { return in->exec_library_module(src->name, src->source); });
  }
}

}  // namespace tfplay::keras
