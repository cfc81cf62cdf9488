// tf.train's Example protos (see train_example.h), written in Python after protobuf's upb
// Python API (python/message.c, repeated.c, map.c, convert.c of protobuf 6.32): messages keep
// their fields in containers; copying, serializing, parsing and the common constructor
// arguments are native (example_natives.cpp), so programs writing thousands of examples stay
// within the step budget. Map entries serialize sorted by key: upb's order is its hash table's,
// seeded per process, so any order is one TF can produce; sorted is the deterministic one.
#include "core/tf/example/train_example.h"

#include "core/python/interpreter.h"
#include "core/python/object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/example/example_natives.h"
#include "core/tf/lazy_module.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

constexpr const char* kModuleName = "tensorflow.core.example.protos";  // its Python: core/tf/library/tensorflow/core/example/protos.py

}  // namespace

void install_train_example(const Ref& train) {
  std::vector<std::string> names = {"BytesList", "FloatList", "Int64List", "Feature", "Features", "FeatureList",
                                    "FeatureLists", "Example", "SequenceExample"};
  // The protos' module runs when a program first uses one of them (lazy_module.h).
  lazy_attributes(train, "tf.train", names, [train, names] {
    Ref m = py::Interpreter::current().exec_library_module(kModuleName, library_source(kModuleName, nullptr));
    py::call(m->dict->get("_install"), std::vector<Ref>{make_example_natives()});
    for (const std::string& name : names) train->dict->set(name, m->dict->get(name));
  });
  // The rest of TF 2.20's tf.train (Checkpoint, CheckpointManager, ...): named as not emulated.
  if (!train->dict->get("__getattr__"))
    def(train, "__getattr__", +[](CallArgs& a) -> Ref {
      const std::string& name = py::as_str(a.args.at(0).get());
      if (name.size() > 4 && name.compare(0, 2, "__") == 0 && name.compare(name.size() - 2, 2, "__") == 0)
        py::raise(py::E().AttributeError, "module 'tensorflow.train' has no attribute '" + name + "'");
      py::raise(py::E().NotImplementedError, "tfplay does not implement tf.train." + name + " yet");
    });
}

}  // namespace tfplay::tf
