// The whole public surface of the TF modules and classes tfplay covers (api_table.h): TF's
// signatures on tfplay's functions and a stub for every member tfplay does not implement.
#pragma once

#include <string>
#include <vector>

#include "core/python/object.h"

namespace tfplay::tf {

/// Walks the API table over the built `tensorflow` module `tf`: each native function or
/// method the table lists gets TF's signature (inspect.signature shows it; calls are bound as
/// TF's Python functions bind them), and each missing member becomes a stub that exists with
/// TF's signature and raises NotImplementedError("tfplay does not implement tf.math.bessel_i0e
/// yet"): functions, methods and properties that raise when called, classes that raise when
/// instantiated, modules whose attributes raise, constants whose use raises. Missing dunder
/// methods of classes are left missing (a stub would change how Python's protocols treat the
/// instances). The native classes are filled once per process, modules once per run.
void install_api_surface(const py::Ref& tf);

/// The same for the members `names` of the module at public path `module_path` ("tf.train")
/// and for the classes and modules under them, once a lazy load (lazy_module.h) has set them:
/// install_api_surface leaves a module's lazy attributes alone until then.
void install_api_surface_of(const py::Ref& tf, const std::string& module_path, const std::vector<std::string>& names);

/// A stand-in for a TF member tfplay lacks (`public_name`, e.g. "tf.data.TFRecordDataset"): it
/// exists, so hasattr is True as in TF, and any use of it (a call, an attribute, str, repr,
/// bool, iteration) raises NotImplementedError("tfplay does not implement <public_name> yet").
py::Ref stub_value(const std::string& public_name);

/// Raises NotImplementedError("tfplay does not implement <public_name> yet"), what a stub raises.
[[noreturn]] void raise_unimplemented(const std::string& public_name);

/// The `_tfplay_api` module of scripts/api-coverage.mjs's probe: is_stub(obj) says whether
/// `obj` is one of the stubs install_api_surface made.
py::Ref build_api_probe_module();

}  // namespace tfplay::tf
