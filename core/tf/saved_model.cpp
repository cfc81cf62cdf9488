// tf.saved_model, written in Python after TF 2.20's tensorflow/python/saved_model/save.py,
// load.py, function_deserialization.py and signature_serialization.py (the module
// tensorflow.python.saved_model.load, core/tf/library/tensorflow/python/saved_model/load.py); the natives it needs from tf.function are saved_function.h's.
#include "core/tf/module_identity.h"
#include "core/tf/saved_model.h"

#include "core/function/function.h"
#include "core/function/func_graph_object.h"
#include "core/function/saved_function.h"
#include "core/graph/func_graph.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/graph_gradients.h"
#include "core/tf/lazy_module.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

namespace {

using py::CallArgs;
using py::Ref;

constexpr const char* kModuleName = "tensorflow.python.saved_model.load";

// The custom gradients of `saved`'s nodes on the same nodes of `copy` (clone_graph keeps node
// order), with `copy` standing for `saved` while they run, and so on into the function graphs
// their attributes hold (a called tf.function, If/While branches), copied in the same places.
void copy_graph_custom_gradients(const graph::FuncGraph& saved, const graph::FuncGraph& copy) {
  if (saved.nodes().size() != copy.nodes().size()) return;
  register_replay_alias(&copy, &saved);
  for (int n = 0; n < static_cast<int>(saved.nodes().size()); ++n) {
    if (const Ref* backward = node_gradient(&saved, n)) register_node_gradient(&copy, n, *backward);
    const graph::Node& from = saved.nodes()[static_cast<std::size_t>(n)];
    const graph::Node& to = copy.nodes()[static_cast<std::size_t>(n)];
    for (const auto& [name, value] : from.attrs) {
      auto it = to.attrs.find(name);
      if (it == to.attrs.end()) continue;
      if (const auto* f = std::get_if<graph::FuncAttr>(&value)) {
        const auto* g = std::get_if<graph::FuncAttr>(&it->second);
        if (g && f->graph && g->graph && f->graph != g->graph) copy_graph_custom_gradients(*f->graph, *g->graph);
      } else if (const auto* list = std::get_if<graph::FuncListAttr>(&value)) {
        const auto* other = std::get_if<graph::FuncListAttr>(&it->second);
        if (!other || other->size() != list->size()) continue;
        for (std::size_t i = 0; i < list->size(); ++i)
          if ((*list)[i].graph && (*other)[i].graph && (*list)[i].graph != (*other)[i].graph)
            copy_graph_custom_gradients(*(*list)[i].graph, *(*other)[i].graph);
      }
    }
  }
}

Ref make_natives() {
  Ref m = py::Module("tensorflow.python.saved_model._natives");
  m->dict->set("Function", function::function_type()->self());
  m->dict->set("ConcreteFunction", function::concrete_function_type()->self());
  def(m, "list_all_concrete_functions", +[](CallArgs& a) { return function::list_all_concrete_functions(a.args.at(0)); });
  def(m, "function_parameters", +[](CallArgs& a) { return function::function_parameters(a.args.at(0)); });
  // restore_concrete_functions(concretes, variable_pairs, output_signatures, name) -> list
  def(m, "restore_concrete_functions", +[](CallArgs& a) -> Ref {
    std::vector<std::pair<Ref, Ref>> pairs;
    for (const Ref& p : py::to_vector(a.args.at(1))) {
      std::vector<Ref> items = py::to_vector(p);
      pairs.emplace_back(items.at(0), items.at(1));
    }
    return py::List(function::restore_concrete_functions(py::to_vector(a.args.at(0)), pairs, py::to_vector(a.args.at(2)),
                                                         py::as_str(a.args.at(3).get())));
  });
  // copy_custom_gradients(saved, restored, keep): with keep (SaveOptions'
  // experimental_custom_gradients), the restored concrete function's nodes get the tf.custom_gradient
  // functions the saved one's nodes have (restore_concrete_functions keeps node order); without
  // it they get none, so the gradient goes through IdentityN as in TF.
  def(m, "copy_custom_gradients", +[](CallArgs& a) -> Ref {
    auto graph_of = [](const Ref& concrete) -> std::shared_ptr<graph::FuncGraph> {
      Ref ops = py::call(py::getattr(py::getattr(concrete, "graph"), "get_operations"), std::vector<Ref>{});
      for (const Ref& op : py::to_vector(ops)) {
        std::shared_ptr<graph::FuncGraph> g;
        int node = 0;
        if (function::operation_of(op, g, node)) return g;
      }
      return nullptr;
    };
    if (!py::truthy(a.args.at(2))) return py::None();
    std::shared_ptr<graph::FuncGraph> saved = graph_of(a.args.at(0));
    std::shared_ptr<graph::FuncGraph> restored = graph_of(a.args.at(1));
    if (saved && restored) copy_graph_custom_gradients(*saved, *restored);
    return py::None();
  });
  // make_restored_function(body, parameters, input_signature) -> Function
  def(m, "make_restored_function", +[](CallArgs& a) {
    return function::make_restored_function(a.args.at(0), a.args.at(1), a.args.at(2));
  });
  return m;
}

}  // namespace

namespace {

const char* const kExported[] = {
    "save", "load", "contains_saved_model", "SaveOptions", "LoadOptions", "ASSETS_DIRECTORY", "ASSETS_KEY",
    "DEFAULT_SERVING_SIGNATURE_DEF_KEY", "SAVED_MODEL_FILENAME_PB", "SAVED_MODEL_FILENAME_PBTXT",
    "SAVED_MODEL_SCHEMA_VERSION", "SERVING", "TRAINING", "GPU", "TPU", "VARIABLES_DIRECTORY", "VARIABLES_FILENAME",
    "DEBUG_DIRECTORY", "DEBUG_INFO_FILENAME_PB", "CLASSIFY_INPUTS", "CLASSIFY_METHOD_NAME", "CLASSIFY_OUTPUT_CLASSES",
    "CLASSIFY_OUTPUT_SCORES", "PREDICT_INPUTS", "PREDICT_METHOD_NAME", "PREDICT_OUTPUTS", "REGRESS_INPUTS",
    "REGRESS_METHOD_NAME", "REGRESS_OUTPUTS"};

}  // namespace

/// The Python module, run on first use: most programs never touch tf.saved_model, and every
/// run would otherwise pay for running it. sys.modules keeps it for the rest of the run.
Ref saved_model_module() {
  return lazy_library_module(kModuleName, nullptr, [](const Ref& m) {
    py::Interpreter& interp = py::Interpreter::current();
    py::call(m->dict->get("_install"), std::vector<Ref>{interp.import_module("tensorflow"), make_natives()});
  });
}

/// tf.__internal__.tracking.AutoTrackable (tensorflow/python/trackable/autotrackable.py): an
/// object whose attributes tf.saved_model.save saves, the base of loaded objects.
constexpr const char* kAutoTrackableSource = R"PY(
def _make(trackable):
    class AutoTrackable(trackable):
        """Manages dependencies on other objects: tf.saved_model.save saves its attributes."""

    AutoTrackable.__qualname__ = "AutoTrackable"
    return AutoTrackable
)PY";

void install_auto_trackable(const Ref& tf) {
  Ref m = py::Interpreter::current().exec_library_module("tensorflow.python.trackable.autotrackable", kAutoTrackableSource);
  Ref tracking = py::getattr(py::getattr(tf, "__internal__"), "tracking");
  Ref cls = py::call(m->dict->get("_make"), std::vector<Ref>{py::getattr(tracking, "Trackable")});
  m->dict->set("AutoTrackable", cls);
  tracking->dict->set("AutoTrackable", cls);
}

void install_saved_model(const Ref& tf) {
  Ref saved_model = py::Module("tensorflow.saved_model");
  def(saved_model, "__getattr__", +[](CallArgs& a) -> Ref {
    const std::string& name = py::as_str(a.args.at(0).get());
    for (const char* exported : kExported)
      if (name == exported) return py::getattr(saved_model_module(), name);
    // The rest of TF 2.20's tf.saved_model (tensorflow/python/saved_model's tf_export'ed Asset and
    // the experimental module): named as not emulated; any other name is CPython's AttributeError.
    if (name == "Asset" || name == "experimental")
      py::raise(py::E().NotImplementedError, "tfplay does not implement tf.saved_model." + name + " yet");
    py::raise(py::E().AttributeError, "module '" + public_module_name("tf.saved_model") + "' has no attribute '" + name + "'");
  });
  def(saved_model, "__dir__", +[](CallArgs&) -> Ref {
    std::vector<Ref> names;
    for (const char* exported : kExported) names.push_back(py::Str(exported));
    return py::List(names);
  });
  tf->dict->set("saved_model", saved_model);
}

}  // namespace tfplay::tf
