// Keras's modules: embedded (native builds) or from the bundle the page hands over (the wasm
// build, TFPLAY_KERAS_BUNDLE). sources.h says how they reach the interpreter.
#include "core/keras/sources.h"

#include <stdexcept>

#include "core/keras/bundle.h"
#include "core/python/interpreter.h"
#include "core/python/modules.h"
#include "core/python/unicode/ucd.h"
#include "core/tf/library_source.h"

namespace tfplay::keras {

namespace {

#ifdef TFPLAY_KERAS_BUNDLE
// The loaded bundle and its modules (views into it), never freed: the interpreter's module
// table and its cache of parsed modules hold views of the names and sources for the process's
// life. Both live in the engine's memory, so the page's memory snapshots keep them.
std::vector<py::EmbeddedModule>& loaded_modules() {
  static auto& modules = *new std::vector<py::EmbeddedModule>;
  return modules;
}

/// TF's modules of core/tf/library/ from the same bundle (tf::library_module_source).
std::vector<py::EmbeddedModule>& loaded_library_modules() {
  static auto& modules = *new std::vector<py::EmbeddedModule>;
  return modules;
}

/// Whether a bundle's entry is one of core/tf/library/'s modules or data (the Unicode character
/// names), not an importable module.
bool is_library_module(std::string_view name) {
  return name.starts_with("tensorflow.") || name.starts_with("numpy.") || name.starts_with("_tfplay_data.");
}

#endif

std::optional<std::string> (*g_fetch)() = nullptr;

/// Loads the bundle through the fetcher when no bundle was loaded yet. `what` names what the
/// program asked for in the error when the bundle cannot be had.
void ensure_loaded(const std::string& what) {
  if (keras_sources_loaded()) return;
  std::optional<std::string> bundle = g_fetch ? g_fetch() : std::nullopt;
  if (!bundle) throw std::runtime_error("could not download " + what + " (tfplay_keras.bundle): is the connection down?");
  load_keras_bundle(std::move(*bundle));
}

#ifdef TFPLAY_KERAS_BUNDLE
/// The bundle's entry `name` among the library's, loading the bundle first if need be; `what`
/// names it in the error when the bundle cannot be had.
std::string_view library_entry(const std::string& name, const std::string& what) {
  ensure_loaded(what);
  for (const py::EmbeddedModule& m : loaded_library_modules())
    if (m.name == name) return m.source;
  throw std::runtime_error("the module bundle has no " + name);
}

// \N{...} escapes find the character names in the bundle (the engine's tables leave them out),
// from the engine's start: a program is parsed before its run state registers any module. TF's
// modules of core/tf/library/ come from it too.
[[maybe_unused]] const bool g_readers_from_bundle = [] {
  py::ucd::set_name_source([] { return library_entry("_tfplay_data.unicode_names", "the Unicode character names"); });
  tf::set_bundled_library_source(
      [](const std::string& module) { return library_entry(module, "TensorFlow's module " + module); });
  return true;
}();
#endif

/// Loads the bundle's modules if need be, registers them, and runs the source of `source_name`
/// as the module `name` (what the import system does for a module found among the sources).
py::Ref import_from_bundle(py::Interpreter& interp, const std::string& name, std::string_view source_name,
                           const std::string& what = "Keras's modules") {
  ensure_loaded(what);
  interp.register_source_modules(keras_sources());
  for (const py::EmbeddedModule& m : keras_sources())
    if (m.name == source_name) return interp.exec_library_module(name, m.source, m.is_package);
  throw std::runtime_error("the module bundle has no " + std::string(source_name));
}

}  // namespace

const std::vector<py::EmbeddedModule>& keras_sources() {
#ifdef TFPLAY_KERAS_BUNDLE
  return loaded_modules();
#else
  return embedded_keras_sources();
#endif
}

bool keras_sources_loaded() { return !keras_sources().empty(); }

std::size_t load_keras_bundle(std::string bundle) {
  if (keras_sources_loaded()) return keras_sources().size();
#ifdef TFPLAY_KERAS_BUNDLE
  auto* kept = new std::string(std::move(bundle));
  std::vector<py::EmbeddedModule> modules;
  try {
    modules = parse_module_bundle(*kept);
  } catch (...) {
    delete kept;
    throw;
  }
  bool has_keras = false;
  for (const py::EmbeddedModule& m : modules) has_keras = has_keras || (m.name == "keras" && m.is_package);
  if (!has_keras) {
    delete kept;
    throw std::invalid_argument("the module bundle has no keras package");
  }
  std::vector<py::EmbeddedModule> library;
  std::erase_if(modules, [&library](const py::EmbeddedModule& m) {
    if (!is_library_module(m.name)) return false;
    library.push_back(m);
    return true;
  });
  loaded_library_modules() = std::move(library);
  loaded_modules() = std::move(modules);
  return loaded_modules().size();
#else
  (void)bundle;
  return keras_sources().size();
#endif
}

void set_keras_bundle_fetcher(std::optional<std::string> (*fetch)()) { g_fetch = fetch; }

void register_keras(py::Interpreter& interp) {
  if (keras_sources_loaded()) {
    interp.register_source_modules(keras_sources());
  } else {
    // Every `keras.X` imports `keras` first, tf.keras is keras._tf_keras.keras, and every
    // `tensorflow.keras.X` imports `tensorflow.keras` first.
    interp.register_module("keras", [&interp] { return import_from_bundle(interp, "keras", "keras"); });
    interp.register_module("tensorflow.keras",
                           [&interp] { return import_from_bundle(interp, "tensorflow.keras", "keras._tf_keras.keras"); });
    // absl-py's logging (core/keras/absl/), which Keras imports, travels with Keras's modules.
    interp.register_module("absl", [&interp] { return import_from_bundle(interp, "absl", "absl", "absl's modules"); });
#ifdef TFPLAY_KERAS_BUNDLE
    // The standard-library modules the engine leaves to the bundle (none are packages, so their
    // top-level name is how a program reaches them first).
    for (std::string_view top : py::python_stdlib_bundled_names()) {
      std::string name(top);
      interp.register_module(name, [&interp, name] {
        return import_from_bundle(interp, name, name, "the module " + name + "'s source");
      });
    }
#endif
  }
  interp.extend_package_path("tensorflow", "keras._tf_keras");
}

}  // namespace tfplay::keras
