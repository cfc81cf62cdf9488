// tf.train: tf.train.Checkpoint, CheckpointManager, CheckpointOptions and the checkpoint_utils
// functions, written in Python after TF 2.20 (tensorflow/python/checkpoint/checkpoint.py,
// checkpoint_management.py, checkpoint_options.py, graph_view.py, util.py and
// tensorflow/python/training/checkpoint_utils.py, py_checkpoint_reader.py). Checkpoints go to
// the run's in-memory file system (core/python/fs): `prefix.index` and
// `prefix.data-00000-of-00001` (the index in tfplay's own JSON layout, the data file each
// tensor's raw little-endian element bytes one after another, as TF's tensor bundle stores
// them), the `checkpoint` state file in TF's text format. Keys, the object graph, status
// assertions and their messages follow TF.
#include "core/tf/train_api.h"

#include "core/python/interpreter.h"
#include "core/python/runtime.h"
#include "core/tf/lazy_module.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_io.h"
#include "core/tf/numpy_ops.h"

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

// The natives checkpoint.py writes and reads the data file with: a tensor's element bytes (so
// saving and restoring a large variable is a few steps, not a step per element).
Ref checkpoint_natives() {
  Ref natives = py::Module("_tfplay_checkpoint");
  // tensor_bytes(array): the array's raw little-endian element bytes in C order.
  natives->dict->set("tensor_bytes", py::NativeFunction("tensor_bytes", +[](py::CallArgs& a) -> Ref {
    NumpyArrayObject* arr = as_numpy_array(a.args.at(0).get());
    tensor::Tensor value = arr ? arr->value() : np::asarray(a.args.at(0));
    return py::Bytes(tensor_raw_bytes(value));
  }));
  // tensor_from_bytes(data, offset, dtype name, shape): the array stored at `offset` in `data`.
  natives->dict->set("tensor_from_bytes", py::NativeFunction("tensor_from_bytes", +[](py::CallArgs& a) -> Ref {
    const py::Object* data = a.args.at(0).get();
    if (data->cls->value_base != py::T().bytes) py::raise_type_error("tensor_from_bytes: data must be bytes");
    std::int64_t offset = py::as_int(a.args.at(1).get());
    std::optional<tensor::DType> dtype = tensor::parse_dtype(py::as_str(a.args.at(2).get()));
    if (!dtype) py::raise_value_error("tensor_from_bytes: unknown dtype " + py::as_str(a.args.at(2).get()));
    const py::Object* dims = a.args.at(3).get();
    if (!py::is_list(dims) && !py::is_tuple(dims)) py::raise_type_error("tensor_from_bytes: shape must be a list");
    const std::vector<Ref>& items = py::is_list(dims) ? static_cast<const py::ListObject*>(dims)->items
                                                      : static_cast<const py::TupleObject*>(dims)->items;
    tensor::Shape shape;
    for (const Ref& d : items) shape.push_back(py::as_int(d.get()));
    std::optional<tensor::Tensor> t = tensor_from_raw_bytes(
        *dtype, shape, static_cast<const py::BytesObject*>(data)->value, static_cast<std::size_t>(offset < 0 ? 0 : offset));
    if (!t || offset < 0) return py::None();
    return make_ndarray(std::move(*t));
  }));
  // runtime_dtype_name(name): the C++ DataTypeString of a dtype ("float32" -> "float"), as
  // kernel errors such as RestoreV2's dtype check spell it.
  natives->dict->set("runtime_dtype_name", py::NativeFunction("runtime_dtype_name", +[](py::CallArgs& a) -> Ref {
    const std::string name = py::as_str(a.args.at(0).get());
    std::optional<tensor::DType> dtype = tensor::parse_dtype(name);
    return py::Str(dtype ? std::string(tensor::runtime_name(*dtype)) : name);
  }));
  return natives;
}

}  // namespace

void install_train_api(const Ref& tf) {
  Ref train = submodule_of(tf, "train");
  std::vector<std::string> names = {"Checkpoint", "CheckpointManager", "CheckpointOptions", "checkpoints_iterator",
                                    "get_checkpoint_state", "latest_checkpoint", "list_variables", "load_checkpoint",
                                    "load_variable"};
  // The checkpoint module runs when a program first uses one of them (lazy_module.h).
  lazy_attributes(train, "tf.train", names, [tf, train, names] {
    Ref m = py::Interpreter::current().exec_library_module(kModuleName, library_source(kModuleName, nullptr));
    py::call(m->dict->get("_install"), std::vector<Ref>{tf, checkpoint_natives()});
    for (const std::string& name : names) train->dict->set(name, m->dict->get(name));
  });
  // The tf.train.Example family (BytesList, Example, Feature, ...) is set on `train` by
  // install_train_example (example/train_example.cpp). The rest of TF's tf.train (ClusterSpec,
  // Coordinator, ExponentialMovingAverage, TrackableView, the ClusterDef/JobDef/ServerDef protos,
  // tf.train.experimental) are stubs.
}

}  // namespace tfplay::tf
