// The names and files of TF's and Keras's modules (module_identity.h).
#include "core/tf/module_identity.h"

#include <set>

#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::tf {

namespace {

bool starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

/// `dotted` with its dots as slashes ("src.layers.layer" -> "src/layers/layer").
std::string as_path(std::string dotted) {
  for (char& c : dotted)
    if (c == '.') c = '/';
  return dotted;
}

/// Sets `name`'s identity on the native module `module` and walks its submodules; `seen` keeps
/// a module reachable by two paths (tf.compat.v2 is tf's own API) named by its first.
void name_tree(const py::Ref& module, const std::string& public_path, std::set<const py::Object*>& seen) {
  auto* m = static_cast<py::ModuleObject*>(module.get());
  if (module->cls != py::T().module || m->globals || !starts_with(m->name, "tensorflow.")) return;
  if (!seen.insert(module.get()).second) return;
  m->name = public_module_name(public_path);
  const std::string folder = std::string(kSitePackages) + "tensorflow/_api/v2/" + as_path(public_path.substr(3));
  if (module->dict->get("__name__")) module->dict->set("__name__", py::Str(m->name));
  module->dict->set("__package__", py::Str(m->name));
  module->dict->set("__path__", py::List({py::Str(folder)}));
  module->dict->set("__file__", py::Str(folder + "/__init__.py"));
  // Naming a submodule changes only the submodule's own namespace, never this one's.
  module->dict->for_each([&](const std::string& k, const py::Ref& v) {
    if (v->cls == py::T().module && !k.empty() && k[0] != '_') name_tree(v, public_path + "." + k, seen);
  });
}

}  // namespace

std::string public_module_name(const std::string& public_path) {
  if (public_path == "tf") return "tensorflow";
  return "tensorflow._api.v2." + public_path.substr(3);
}

std::optional<py::LibraryFile> library_module_file(const std::string& name, bool is_package) {
  const std::string site = kSitePackages;
  const char* tail = is_package ? "/__init__.py" : ".py";
  if (name == "keras") return py::LibraryFile{site + "keras/__init__.py"};
  if (starts_with(name, "keras.src.") || name == "keras.src") return py::LibraryFile{site + as_path(name) + tail, false};
  // The wheel installs the generated keras/api tree as the keras package itself (pyproject.toml's
  // [tool.setuptools.package-dir] maps "keras" to keras/api and "keras.src" to keras/src).
  if (starts_with(name, "keras.")) return py::LibraryFile{site + as_path(name) + "/__init__.py", false};
  if (starts_with(name, "tensorflow.python.")) return py::LibraryFile{site + as_path(name) + tail, false};
  if (name == "absl" || starts_with(name, "absl.")) return py::LibraryFile{site + as_path(name) + tail, false};
  // tensorflow.keras.X: TF 2.20 finds it through tensorflow.__path__, whose first folder is
  // keras/_tf_keras (module_util.get_parent_dir_for_name("keras._tf_keras.keras")).
  if (starts_with(name, "tensorflow.")) return py::LibraryFile{site + "keras/_tf_keras/" + as_path(name.substr(11)) + "/__init__.py", false};
  return std::nullopt;
}

void check_module_import(const std::string& name) {
  // The packages `pip install tensorflow==2.20` installs with TF and Keras 3.11 (their
  // requirements and theirs: absl-py, protobuf's google.protobuf, grpcio's grpc, rich, h5py, ...),
  // which a program may import there. tfplay has none of them.
  static const std::set<std::string> installed_with_tf = {
      "absl",     "astunparse", "certifi",  "charset_normalizer", "clang",    "flatbuffers", "gast",
      "google",   "grpc",       "h5py",     "idna",               "markdown", "markdown_it", "markupsafe",
      "mdurl",    "ml_dtypes",  "namex",    "opt_einsum",         "optree",   "packaging",   "pasta",
      "pip",      "pkg_resources", "pygments", "requests",        "rich",     "setuptools",  "six",
      "tensorboard", "tensorboard_data_server", "termcolor", "typing_extensions", "urllib3", "werkzeug", "wheel",
      "wrapt"};
  const std::string top = name.substr(0, name.find('.'));
  // absl-py's logging module is there (core/keras/absl/, Keras's io_utils logs through it).
  if (name == "absl" || name == "absl.logging") return;
  // ml_dtypes' top-level module is there with its bfloat16 (numpy_module.cpp build_ml_dtypes_module).
  if (name == "ml_dtypes") return;
  if (installed_with_tf.count(top))
    py::raise(py::E().NotImplementedError,
              "tfplay does not implement " + name + " yet (a pip install of TensorFlow 2.20 has it)");
  if (name != "tensorflow.python" && !starts_with(name, "tensorflow.python.")) return;
  py::raise(py::E().NotImplementedError, "tfplay does not implement TensorFlow's internal module " + name +
                                             " yet: it emulates TF's public API (tf.*)");
}

void name_public_module(const py::Ref& module, const std::string& public_path) {
  std::set<const py::Object*> seen;
  name_tree(module, public_path, seen);
}

void name_public_modules(const py::Ref& tf) {
  const std::string site = kSitePackages;
  // tensorflow/__init__.py (api_template.__init__.py) appends tensorflow/_api/v2 to the
  // package's own folder, then puts the folders Keras's tf.keras view is looked up in first
  // (module_util.get_parent_dir_for_name of keras._tf_keras.keras, then of keras.api._v2.keras).
  tf->dict->set("__package__", py::Str("tensorflow"));
  tf->dict->set("__path__", py::List({py::Str(site + "keras/api/_v2"), py::Str(site + "keras/_tf_keras"),
                                      py::Str(site + "tensorflow"), py::Str(site + "tensorflow/_api/v2")}));
  tf->dict->set("__file__", py::Str(site + "tensorflow/__init__.py"));
  std::set<const py::Object*> seen{tf.get()};
  std::vector<std::pair<std::string, py::Ref>> children;
  tf->dict->for_each([&](const std::string& k, const py::Ref& v) {
    if (v->cls == py::T().module && !k.empty() && k[0] != '_') children.emplace_back(k, v);
  });
  // tf.__internal__ and tf.__operators__ are public modules too.
  for (const char* k : {"__internal__", "__operators__"})
    if (py::Ref v = tf->dict->get(k); v && v->cls == py::T().module) children.emplace_back(k, v);
  for (const auto& [k, v] : children) name_tree(v, "tf." + k, seen);
}

}  // namespace tfplay::tf
