// The graph-building entry points outside tf.function that Keras's TensorFlow backend uses to
// infer shapes: `tf.__internal__.FuncGraph(name).as_default()` (func_graph.py FuncGraph, a
// context that makes a fresh graph the default) and `tf.compat.v1.placeholder` (array_ops.py).
// The graph is scratch: it is not a tf.function, so it is not in the run result, and Python
// prints inside it keep the clock of what encloses it. Made while a tf.function traces, it is
// nested in that function's graph and captures its tensors.
#include "core/tf/func_graph_api.h"

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/graph/func_graph.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

struct FuncGraphObject : py::NativeObject {
  std::shared_ptr<graph::FuncGraph> graph;
  int entered = 0;
  using NativeObject::NativeObject;
};

/// The context manager `FuncGraph.as_default()` returns.
struct GraphScopeObject : py::NativeObject {
  std::shared_ptr<graph::FuncGraph> graph;
  using NativeObject::NativeObject;
};

py::TypeObject* graph_scope_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_GeneratorContextManager", nullptr, "contextlib");
    py::add_method(type, "__enter__", [](CallArgs& a) -> Ref {
      auto* s = static_cast<GraphScopeObject*>(a.args.at(0).get());
      function::ActiveTrace trace;
      trace.graph = s->graph;
      trace.scratch = true;
      trace.autograph = false;
      function::Runtime::current().push_trace(std::move(trace));
      return py::None();
    });
    py::add_method(type, "__exit__", [](CallArgs&) -> Ref {
      function::Runtime::current().pop_trace();
      return py::False();
    });
    return type;
  }();
  return t;
}

py::TypeObject* func_graph_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("FuncGraph", nullptr, "tensorflow.python.framework.func_graph");
    type->construct = [](py::TypeObject*, CallArgs& a) -> Ref {
      Ref name = require(a, 0, "name", "__init__");
      auto g = py::make_object<FuncGraphObject>(func_graph_type());
      // Its outer graph is the default graph when it is made (FuncGraph.outer_graph): a scratch
      // graph built while a tf.function traces captures that trace's tensors.
      const function::ActiveTrace* trace = function::Runtime::current().active_trace();
      g->graph = trace ? std::make_shared<graph::FuncGraph>(py::str(name), trace->graph.get(), "")
                       : std::make_shared<graph::FuncGraph>(py::str(name));
      return g;
    };
    py::add_property(type, "name", [](Ref self) {
      return py::Str(static_cast<FuncGraphObject*>(self.get())->graph->name());
    });
    py::add_method(type, "as_default", [](CallArgs& a) -> Ref {
      auto scope = py::make_object<GraphScopeObject>(graph_scope_type());
      scope->graph = static_cast<FuncGraphObject*>(a.args.at(0).get())->graph;
      return scope;
    });
    return type;
  }();
  return t;
}

/// array_ops.placeholder: a Placeholder node of the default graph; eagerly TF refuses.
Ref placeholder(CallArgs& a) {
  Ref dtype = require(a, 0, "dtype", "placeholder");
  Ref shape = arg(a, 1, "shape");
  Ref name = arg(a, 2, "name");
  const function::ActiveTrace* trace = function::Runtime::current().active_trace();
  if (!trace) py::raise(py::E().RuntimeError, "tf.placeholder() is not compatible with eager execution.");
  tensor::DType dt = *dtype_arg(dtype);
  tensor::TensorShape s;
  if (shape && !py::is_none(shape.get())) {
    Ref shape_obj = py::call(function::tensor_shape_type()->self(), std::vector<Ref>{shape});
    s = static_cast<function::TensorShapeObject*>(shape_obj.get())->shape;
  }
  graph::FuncGraph& g = *trace->graph;
  const std::string base = name && !py::is_none(name.get()) ? py::str(name) : "Placeholder";
  int node = g.add_placeholder(base, dt, s, function::current_source_pos());
  return function::make_symbolic(trace->graph, node, 0, dt, s, g.endpoint_name({node, 0}));
}

}  // namespace

void install_func_graph_api(const Ref& tf) {
  submodule_of(tf, "__internal__")->dict->set("FuncGraph", func_graph_type()->self());

  Ref compat = py::Module("tensorflow.compat");
  Ref v1 = py::Module("tensorflow.compat.v1");
  def(v1, "placeholder", placeholder);
  def(v1, "__getattr__", [](CallArgs& a) -> Ref {
    py::raise(py::E().NotImplementedError, "tf.compat.v1." + py::as_str(a.args.at(0).get()) + " is not implemented by tfplay yet");
  });
  compat->dict->set("v1", v1);
  def(compat, "__getattr__", [](CallArgs& a) -> Ref {
    py::raise(py::E().NotImplementedError, "tf.compat." + py::as_str(a.args.at(0).get()) + " is not implemented by tfplay yet");
  });
  tf->dict->set("compat", compat);
}

}  // namespace tfplay::tf
