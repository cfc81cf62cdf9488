// Where TensorFlow 2.20 and Keras 3.11.3 live in the CPython 3.12 environment tfplay emulates,
// and the names and files their modules have there: TF's public modules are the generated
// packages tensorflow/_api/v2/<path>/__init__.py (tensorflow/__init__.py imports them as
// `from tensorflow._api.v2 import nn`, so tf.nn.__name__ is "tensorflow._api.v2.nn"), Keras's
// public modules are keras/<path>/__init__.py (its keras/api tree, installed as the package) and
// its implementation keras/src/**.py.
#pragma once

#include <optional>
#include <string>

#include "core/python/modules.h"
#include "core/python/object.h"

namespace tfplay::tf {

/// The site-packages folder of the emulated environment (the same folder TF's and Keras's
/// warnings name), with its trailing slash.
inline constexpr const char* kSitePackages = "/usr/local/lib/python3.12/site-packages/";

/// The Python name of TF's public module at `public_path` ("tf.nn" -> "tensorflow._api.v2.nn",
/// "tf.compat.v1" -> "tensorflow._api.v2.compat.v1"; "tf" -> "tensorflow").
std::string public_module_name(const std::string& public_path);

/// The file of the library module `name` (a package when `is_package`) that tfplay runs from
/// Python source: keras -> keras/__init__.py, keras.src.X -> keras/src/X.py (or X/__init__.py),
/// keras.X -> keras/X/__init__.py (the wheel installs Keras's generated keras/api tree as the
/// keras package), tensorflow.python.X -> tensorflow/python/X.py, and the tf.keras view's
/// tensorflow.X -> keras/_tf_keras/X/__init__.py; nullopt for the rest (the
/// standard library tfplay writes in Python stays frozen). py::set_library_module_file's hook.
/// Only the keras package itself gets the __loader__ and __spec__ objects importlib makes: the
/// other modules (over 140 on `import keras`) get their __file__, __cached__, __path__ and
/// __builtins__ but no spec, which would make `import keras` cost over a percent more.
std::optional<py::LibraryFile> library_module_file(const std::string& name, bool is_package);

/// Gives TF's public module `module`, found at `public_path` ("tf.nn"), and the public modules
/// under it the identity TF 2.20's generated packages have: __name__ (public_module_name),
/// __package__, __path__ and __file__ (tensorflow/_api/v2/nn/__init__.py), so repr shows
/// `<module 'tensorflow._api.v2.nn' from '.../tensorflow/_api/v2/nn/__init__.py'>` and a missing
/// attribute says "module 'tensorflow._api.v2.nn' has no attribute ...". Only the native
/// modules named "tensorflow.<...>" are renamed (Keras's views such as tf.losses keep theirs).
void name_public_module(const py::Ref& module, const std::string& public_path);

/// The same for the `tensorflow` module itself (its __file__ is tensorflow/__init__.py and its
/// __path__ what TF's __init__ leaves there) and every public module under it.
void name_public_modules(const py::Ref& tf);

/// py::set_module_import_check's hook: TF's internal modules (tensorflow.python and everything
/// under it, which the pip package has) raise NotImplementedError naming the module asked for,
/// unless tfplay runs that module already (sys.modules has it); so do the packages a pip install
/// of TF 2.20 brings with it (absl, h5py, rich, google.protobuf, ...), where
/// ModuleNotFoundError would say they do not exist.
void check_module_import(const std::string& name);

}  // namespace tfplay::tf
