// tf.__internal__ (tensorflow/python/types/core.py, trackable/base.py as tf_export'ed under
// "__internal__").
#include "core/tf/internal_api.h"

#include <set>

#include "core/function/tensor_object.h"
#include "core/python/runtime.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

/// tensorflow.python.trackable.base.Trackable: the base of everything a checkpoint tracks.
py::TypeObject* trackable_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("Trackable", nullptr, "tensorflow.python.trackable.base");
    type->subclassable = true;
    // A Python class in TF: a Keras layer's class mixes it with Keras's Operation, whose
    // __new__ reaches object.__new__.
    type->is_builtin = false;
    return type;
  }();
  return t;
}

Ref submodule(const Ref& parent, const std::string& name, const std::set<std::string>& unimplemented) {
  const std::string full = static_cast<py::ModuleObject*>(parent.get())->name + "." + name;
  Ref m = py::Module(full);
  parent->dict->set(name, m);
  unimplemented_names(m, "tf." + full.substr(std::string("tensorflow.").size()), unimplemented);
  return m;
}

}  // namespace

Ref build_internal_module() {
  Ref root = py::Module("tensorflow.__internal__");
  Ref types = submodule(root, "types", {"experimental"});
  types->dict->set("Tensor", function::core_tensor_type()->self());
  Ref tracking = submodule(root, "tracking", {"AutoTrackable", "no_automatic_dependency_tracking", "TrackableDataStructure",
                                              "wrap", "sticky_attribute_assignment"});
  tracking->dict->set("Trackable", trackable_type()->self());
  unimplemented_names(root, "tf.__internal__",
                      {"CompositeTensor", "EagerTensor", "nest", "ops", "saved_model", "function",
                       "graph_util", "tf2", "dispatch", "autograph", "decorator", "feature_column", "train", "test",
                       "eager_context", "record_gradient", "SymbolicTensor"});
  return root;
}

}  // namespace tfplay::tf
