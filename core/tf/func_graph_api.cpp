// The graph-building entry points outside tf.function: tf.Graph and
// `tf.__internal__.FuncGraph(name)` with `.as_default()` (a context that makes the graph the
// default, how Keras's TensorFlow backend infers shapes; func_graph_object.h), tf.Operation, and
// `tf.compat.v1.placeholder` (array_ops.py). Such a graph is scratch: it is not a tf.function,
// so it is not in the run result, and Python prints inside it keep the clock of what encloses it.
// Made while a tf.function traces, it is nested in that function's graph and captures its tensors.
#include "core/tf/func_graph_api.h"

#include "core/function/func_graph_object.h"
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

/// array_ops.placeholder: a Placeholder node of the default graph; eagerly TF refuses.
Ref placeholder(CallArgs& a) {
  Ref dtype = require(a, 0, "dtype", "placeholder");
  Ref shape = arg(a, 1, "shape");
  Ref name = arg(a, 2, "name");
  const function::ActiveTrace* trace = function::Runtime::current().active_trace();
  if (!trace) py::raise(py::E().RuntimeError, "tf.placeholder() is not compatible with eager execution.");
  tensor::DType dt = required_dtype_arg(dtype);
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
  submodule_of(tf, "__internal__")->dict->set("FuncGraph", function::func_graph_class());
  tf->dict->set("Graph", function::graph_class());
  tf->dict->set("Operation", function::operation_class());
  // ops.inside_function: the default graph builds a function (a trace; not a tf.Graph()).
  def(tf, "inside_function", +[](CallArgs&) -> Ref {
    const function::ActiveTrace* trace = function::Runtime::current().active_trace();
    return py::Bool(trace && function::building_function(trace->graph));
  });
  // ops.get_name_scope: the eager scope without its "/", else the default graph's.
  def(tf, "get_current_name_scope", +[](CallArgs&) -> Ref {
    const function::ActiveTrace* trace = function::Runtime::current().active_trace();
    if (trace) return py::Str(trace->graph->name_scope());
    std::string scope = function::Runtime::current().eager_name_scope;
    while (!scope.empty() && scope.back() == '/') scope.pop_back();
    return py::Str(scope);
  });
  // tensor_util.is_symbolic_tensor: a graph tensor (not an eager one, not a Python value).
  def(tf, "is_symbolic_tensor", +[](CallArgs& a) -> Ref {
    const function::TensorObject* t = function::as_tensor(require(a, 0, "tensor", "is_symbolic_tensor").get());
    return py::Bool(t && !t->is_eager());
  });

  Ref compat = py::Module("tensorflow.compat");
  Ref v1 = py::Module("tensorflow.compat.v1");
  def(v1, "placeholder", placeholder);
  // ops.get_default_graph: the graph being built (a tf.function's FuncGraph while it traces, a
  // tf.Graph under as_default()), else the program's global default graph, which eager ops
  // leave empty.
  def(v1, "get_default_graph", +[](CallArgs&) -> Ref {
    function::Runtime& rt = function::Runtime::current();
    if (const function::ActiveTrace* trace = rt.active_trace()) return function::graph_object(trace->graph);
    struct GlobalGraph {
      Ref graph;
    };
    Ref& global = rt.run_state<GlobalGraph>().graph;
    if (!global) global = py::call(function::graph_class(), std::vector<Ref>{});
    return global;
  });
  // tf.compat.v1 is TF 1's whole API (tensorflow/tools/api/golden/v1): its names are named as
  // not emulated. A dunder lookup (hasattr(v1, "__wrapped__")) is CPython's AttributeError.
  def(v1, "__getattr__", +[](CallArgs& a) -> Ref {
    const std::string& name = py::as_str(a.args.at(0).get());
    if (name.size() > 4 && name.compare(0, 2, "__") == 0 && name.compare(name.size() - 2, 2, "__") == 0)
      py::raise(py::E().AttributeError, "module 'tensorflow._api.v2.compat.v1' has no attribute '" + name + "'");
    py::raise(py::E().NotImplementedError, "tfplay does not implement tf.compat.v1." + name + " yet");
  });
  compat->dict->set("v1", v1);
  // The rest of TF 2.20's tf.compat (as_bytes, dimension_value, v2, ...) are the API table's stubs
  // (api_surface.h); a name TF's tf.compat lacks is CPython's AttributeError.
  tf->dict->set("compat", compat);
}

}  // namespace tfplay::tf
