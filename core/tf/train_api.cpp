// tf.train: tf.train.Checkpoint, CheckpointManager, CheckpointOptions and the checkpoint_utils
// functions, written in Python after TF 2.20 (tensorflow/python/checkpoint/checkpoint.py,
// checkpoint_management.py, checkpoint_options.py, graph_view.py, util.py and
// tensorflow/python/training/checkpoint_utils.py, py_checkpoint_reader.py). Checkpoints go to
// the run's in-memory file system (core/python/fs): `prefix.index` and
// `prefix.data-00000-of-00001` in tfplay's own JSON layout, the `checkpoint` state file in TF's
// text format. Keys, the object graph, status assertions and their messages follow TF.
#include "core/tf/train_api.h"

#include "core/python/interpreter.h"
#include "core/python/runtime.h"
#include "core/tf/lazy_module.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::Ref;

namespace {

constexpr const char* kModuleName = "tensorflow.python.checkpoint.checkpoint";  // its Python: core/tf/library/tensorflow/python/checkpoint/checkpoint.py

// The object graph of a checkpoint is the trackable objects reachable from its root by
// breadth-first search (ObjectGraphView): a tf.Module's (or any AutoTrackable's) attributes that
// hold trackables, lists/tuples/dicts of them (ListWrapper, _DictWrapper: children "0", "1", or
// the keys), a Checkpoint's keyword arguments in sorted order then save_counter, and for Keras 3
// objects what TF's attribute tracking sees of them on the TF backend (a layer's variables and
// sublayers, a Functional's `_operations`, a Sequential's `_functional`, an optimizer's
// `_iterations`, `_learning_rate`, `_variables`, `_trainable_variables`).

}  // namespace

void install_train_api(const Ref& tf) {
  Ref train = submodule_of(tf, "train");
  std::vector<std::string> names = {"Checkpoint", "CheckpointManager", "CheckpointOptions", "checkpoints_iterator",
                                    "get_checkpoint_state", "latest_checkpoint", "list_variables", "load_checkpoint",
                                    "load_variable"};
  // The checkpoint module runs when a program first uses one of them (lazy_module.h).
  lazy_attributes(train, "tf.train", names, [tf, train, names] {
    Ref m = py::Interpreter::current().exec_library_module(kModuleName, library_source(kModuleName, nullptr));
    py::call(m->dict->get("_install"), std::vector<Ref>{tf});
    for (const std::string& name : names) train->dict->set(name, m->dict->get(name));
  });
  // The tf.train.Example family (BytesList, Example, Feature, ...) is set on `train` by
  // install_train_example (example/train_example.cpp). The rest of TF's tf.train (ClusterSpec,
  // Coordinator, ExponentialMovingAverage, TrackableView, the ClusterDef/JobDef/ServerDef protos,
  // tf.train.experimental) are stubs.
}

}  // namespace tfplay::tf
