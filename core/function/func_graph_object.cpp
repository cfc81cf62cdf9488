// ConcreteFunction.graph: a read-only view of a traced FuncGraph (TF: framework/func_graph.py
// FuncGraph, framework/ops.py Graph.get_operations and Operation).
#include "core/function/func_graph_object.h"

#include "core/function/tensor_object.h"
#include "core/python/runtime.h"

namespace tfplay::function {

using py::CallArgs;
using py::Ref;

namespace {

struct FuncGraphObject : py::NativeObject {
  std::shared_ptr<graph::FuncGraph> graph;
  FuncGraphObject(py::TypeObject* t, std::shared_ptr<graph::FuncGraph> g) : NativeObject(t), graph(std::move(g)) {}
};

/// tf.Operation: one node of a FuncGraph.
struct OperationObject : py::NativeObject {
  std::shared_ptr<graph::FuncGraph> graph;
  int node;
  OperationObject(py::TypeObject* t, std::shared_ptr<graph::FuncGraph> g, int n) : NativeObject(t), graph(std::move(g)), node(n) {}
  const graph::Node& def() const { return graph->node(node); }
};

py::TypeObject* operation_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("Operation", nullptr, "tensorflow.python.framework.ops");
    auto op = [](const Ref& s) -> OperationObject& { return *static_cast<OperationObject*>(s.get()); };
    // ops.Operation.__repr__
    py::add_method(type, "__repr__", [op](CallArgs& a) {
      return py::Str("<tf.Operation '" + op(a.args[0]).def().name + "' type=" + op(a.args[0]).def().op + ">");
    });
    py::add_property(type, "name", [op](Ref s) { return py::Str(op(s).def().name); });
    py::add_property(type, "type", [op](Ref s) { return py::Str(op(s).def().op); });
    py::add_property(type, "graph", [op](Ref s) { return func_graph_object(op(s).graph); });
    py::add_property(type, "inputs", [op](Ref s) {
      std::vector<Ref> out;
      for (const graph::Endpoint& e : op(s).def().inputs) out.push_back(endpoint_tensor(op(s).graph, e));
      return py::List(out);
    });
    py::add_property(type, "outputs", [op](Ref s) {
      std::vector<Ref> out;
      const int n = static_cast<int>(op(s).def().output_dtypes.size());
      for (int i = 0; i < n; ++i) out.push_back(endpoint_tensor(op(s).graph, {op(s).node, i}));
      return py::List(out);
    });
    py::add_property(type, "control_inputs", [op](Ref s) {
      std::vector<Ref> out;
      for (int c : op(s).def().control_inputs) out.push_back(operation_object(op(s).graph, c));
      return py::List(out);
    });
    return type;
  }();
  return t;
}

py::TypeObject* func_graph_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("FuncGraph", nullptr, "tensorflow.python.framework.func_graph");
    auto g = [](const Ref& s) -> const std::shared_ptr<graph::FuncGraph>& { return static_cast<FuncGraphObject*>(s.get())->graph; };
    py::add_property(type, "name", [g](Ref s) { return py::Str(g(s)->name()); });
    py::add_property(type, "inputs", [g](Ref s) { return graph_inputs(g(s)); });
    py::add_property(type, "outputs", [g](Ref s) { return graph_outputs(g(s)); });
    py::add_method(type, "get_operations", [g](CallArgs& a) {
      std::vector<Ref> out;
      const auto& graph = g(a.args[0]);
      for (std::size_t i = 0; i < graph->nodes().size(); ++i)
        out.push_back(operation_object(graph, static_cast<int>(i)));
      return py::List(out);
    });
    py::add_method(type, "get_operation_by_name", [g](CallArgs& a) -> Ref {
      const auto& graph = g(a.args[0]);
      const std::string name = py::as_str(a.args.at(1).get());
      for (std::size_t i = 0; i < graph->nodes().size(); ++i)
        if (graph->nodes()[i].name == name) return operation_object(graph, static_cast<int>(i));
      // ops.Graph._as_graph_element_locked
      py::raise(py::E().KeyError, "\"The name '" + name + "' refers to an Operation not in the graph.\"");
    });
    py::add_method(type, "as_graph_def", [](CallArgs&) -> Ref {
      py::raise(py::E().NotImplementedError, "FuncGraph.as_graph_def is not implemented by tfplay yet");
    });
    return type;
  }();
  return t;
}

}  // namespace

Ref operation_object(std::shared_ptr<graph::FuncGraph> graph, int node) {
  return py::make_object<OperationObject>(operation_type(), std::move(graph), node);
}

bool operation_of(const Ref& value, std::shared_ptr<graph::FuncGraph>& graph, int& node) {
  if (!value || value->cls != operation_type()) return false;
  const auto* op = static_cast<const OperationObject*>(value.get());
  graph = op->graph;
  node = op->node;
  return true;
}

Ref endpoint_tensor(const std::shared_ptr<graph::FuncGraph>& graph, graph::Endpoint e) {
  const graph::Node& n = graph->node(e.node);
  const auto i = static_cast<std::size_t>(e.index);
  return make_symbolic(graph, e.node, e.index, n.output_dtypes.at(i), n.output_shapes.at(i), graph->endpoint_name(e));
}

Ref graph_inputs(const std::shared_ptr<graph::FuncGraph>& graph) {
  std::vector<Ref> out;
  for (int node : graph->inputs()) out.push_back(endpoint_tensor(graph, {node, 0}));
  for (std::size_t i = 0; i < graph->nodes().size(); ++i)
    if (graph->nodes()[i].attrs.count("_captured")) out.push_back(endpoint_tensor(graph, {static_cast<int>(i), 0}));
  return py::List(out);
}

Ref graph_outputs(const std::shared_ptr<graph::FuncGraph>& graph) {
  std::vector<Ref> out;
  for (const graph::Endpoint& e : graph->outputs()) out.push_back(endpoint_tensor(graph, e));
  return py::List(out);
}

Ref func_graph_object(std::shared_ptr<graph::FuncGraph> graph) {
  return py::make_object<FuncGraphObject>(func_graph_type(), std::move(graph));
}

}  // namespace tfplay::function
