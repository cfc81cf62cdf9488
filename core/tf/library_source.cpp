// core/tf/library/'s modules: embedded natively, read from the module bundle in the wasm build.
#include "core/tf/library_source.h"

#include <stdexcept>

namespace tfplay::tf {

namespace {

std::string_view (*g_bundled_source)(const std::string&) = nullptr;

}  // namespace

void set_bundled_library_source(std::string_view (*source)(const std::string& module)) { g_bundled_source = source; }

std::string_view library_module_source(const std::string& module) {
#ifdef TFPLAY_KERAS_BUNDLE
  if (!g_bundled_source) throw std::runtime_error("no module bundle reader for TensorFlow's module " + module);
  return g_bundled_source(module);
#else
  for (const py::EmbeddedModule& m : embedded_library_sources())
    if (m.name == module) return m.source;
  throw std::runtime_error("tfplay has no library module " + module);
#endif
}

}  // namespace tfplay::tf
