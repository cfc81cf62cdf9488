// tf.no_op, tf.group, tf.control_dependencies and tf.bitwise (TF: ops/control_flow_ops.py group,
// framework/ops.py control_dependencies, func_graph.FuncGraph.control_dependencies,
// ops/bitwise_ops.py). Eagerly the control functions do nothing (ops run in program order);
// in a graph they add control inputs, which the graph view shows as "^name" inputs.
#include "core/tf/control_deps.h"

#include <functional>

#include "core/function/func_graph_object.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/function/variable_object.h"
#include "core/graph/func_graph.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {


graph::FuncGraph* current_graph() {
  const function::ActiveTrace* t = function::Runtime::current().active_trace();
  return t ? t->graph.get() : nullptr;
}

// The op behind a control input (ops._as_graph_element): an Operation, a tensor's producing op,
// or the assignment an _UnreadVariable came from. -1 for values of other graphs.
int control_node(const Ref& c, graph::FuncGraph& g) {
  std::shared_ptr<graph::FuncGraph> og;
  int node = -1;
  if (function::operation_of(c, og, node)) return og.get() == &g ? node : -1;
  if (const function::TensorObject* t = function::as_tensor(c.get())) {
    if (t->is_eager()) return -1;
    return t->graph.get() == &g ? t->node : -1;
  }
  if (const auto* v = function::as_variable(c.get()); v && v->op_graph.get() == &g) return v->op_node;
  // Graph.as_graph_element's refusal.
  py::raise_type_error("Can not convert a " + py::type_name(c.get()) + " into a Tensor or Operation.");
}

/// The context manager `tf.control_dependencies(...)` returns.
struct ControlDependenciesObject : py::NativeObject {
  std::vector<int> nodes;
  bool clear = false;
  graph::FuncGraph* graph = nullptr;
  using NativeObject::NativeObject;
};

py::TypeObject* control_dependencies_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_ControlDependenciesController", nullptr, "tensorflow.python.framework.ops");
    auto self = [](CallArgs& a) -> ControlDependenciesObject& { return *static_cast<ControlDependenciesObject*>(a.args[0].get()); };
    py::add_method(type, "__enter__", [self](CallArgs& a) -> Ref {
      ControlDependenciesObject& c = self(a);
      if (c.graph) c.graph->push_control_dependencies(c.nodes, c.clear);
      return py::None();
    });
    py::add_method(type, "__exit__", [self](CallArgs& a) -> Ref {
      ControlDependenciesObject& c = self(a);
      if (c.graph) c.graph->pop_control_dependencies();
      return py::False();
    });
    return type;
  }();
  return t;
}

Ref control_dependencies(const Ref& control_inputs) {
  auto cm = py::make_object<ControlDependenciesObject>(control_dependencies_type());
  graph::FuncGraph* g = current_graph();
  if (!g) {
    // Eagerly: run any pending callables, then a null context manager.
    if (present(control_inputs))
      for (const Ref& c : py::to_vector(control_inputs))
        if (py::is_callable(c.get())) py::call(c, std::vector<Ref>{});
    return cm;
  }
  cm->graph = g;
  if (!present(control_inputs)) {
    cm->clear = true;
    return cm;
  }
  for (const Ref& c : py::to_vector(control_inputs)) {
    const int node = control_node(c, *g);
    if (node >= 0) cm->nodes.push_back(node);
  }
  return cm;
}

// The Operation a graph-mode no_op/group returns.
Ref operation(int node) { return function::operation_object(function::Runtime::current().active_trace()->graph, node); }

// gen_control_flow_ops.no_op: None eagerly, the NoOp operation in a graph.
Ref no_op(const Ref& name, const char* dflt = "NoOp") {
  graph::FuncGraph* g = current_graph();
  if (!g) return py::None();
  OpScope s(name, dflt);
  run_op("NoOp", {}, {}, s.op_name());
  return operation(static_cast<int>(g->nodes().size()) - 1);
}

// control_flow_ops.group: one NoOp "group_deps" with a control input on every input's op.
Ref group(CallArgs& a) {
  Ref name;
  for (const auto& [k, v] : a.kwargs) {
    if (k == "name") name = v;
    else py::raise_value_error("Unknown keyword arguments: " + k);
  }
  graph::FuncGraph* g = current_graph();
  if (!g) return py::None();
  OpScope s(name, "group_deps");
  std::vector<Ref> inputs;
  std::function<void(const Ref&)> flatten = [&](const Ref& v) {
    if (py::is_list(v.get()) || py::is_tuple(v.get())) {
      for (const Ref& x : py::to_vector(v)) flatten(x);
    } else {
      inputs.push_back(v);
    }
  };
  for (const Ref& v : a.args) flatten(v);
  std::vector<int> nodes;
  for (const Ref& v : inputs) {
    const bool has_device = function::as_tensor(v.get()) || function::as_variable(v.get()) ||
                            [&] {
                              std::shared_ptr<graph::FuncGraph> og;
                              int n = 0;
                              return function::operation_of(v, og, n);
                            }();
    if (!has_device) {
      py::raise_type_error("'inputs' should be zero or more (nested) Tensors. Received '" + py::str(v) + "' with type '" +
                           "<class '" + py::type_name(v.get()) + "'>'.");
    }
    const int node = control_node(v, *g);
    if (node >= 0) nodes.push_back(node);
  }
  g->push_control_dependencies(nodes);
  run_op("NoOp", {}, {}, s.op_name());
  g->pop_control_dependencies();
  return operation(static_cast<int>(g->nodes().size()) - 1);
}

Ref build_bitwise_module() {
  Ref m = py::Module("tensorflow._api.v2.bitwise");
  struct B {
    const char* fn;
    const char* op;
  };
  static const B kBinary[] = {{"bitwise_and", "BitwiseAnd"}, {"bitwise_or", "BitwiseOr"}, {"bitwise_xor", "BitwiseXor"},
                              {"left_shift", "LeftShift"},   {"right_shift", "RightShift"}};
  for (const B& b : kBinary) {
    const char* fn = b.fn;
    const char* op = b.op;
    def(m, fn, [fn, op](CallArgs& a) { return apply_op1(op, {require(a, 0, "x", fn), require(a, 1, "y", fn)}, {}, arg(a, 2, "name")); });
  }
  def(m, "invert", +[](CallArgs& a) { return apply_op1("Invert", {require(a, 0, "x", "invert")}, {}, arg(a, 1, "name")); });
  return m;
}

}  // namespace

void install_control_deps(const Ref& tf) {
  def(tf, "no_op", +[](CallArgs& a) { return no_op(arg(a, 0, "name")); });
  def(tf, "group", group);
  def(tf, "control_dependencies", +[](CallArgs& a) { return control_dependencies(require(a, 0, "control_inputs", "control_dependencies")); });
  tf->dict->set("bitwise", build_bitwise_module());
}

}  // namespace tfplay::tf
