// The Python face of a traced graph: ConcreteFunction.graph (a FuncGraph) and its operations.
#pragma once

#include <memory>

#include "core/graph/func_graph.h"
#include "core/python/object.h"

namespace tfplay::function {

/// A `tensorflow.python.framework.func_graph.FuncGraph` over `graph`: `.name`,
/// `get_operations()` (tf.Operation objects with `.name` and `.type`, in creation order),
/// `.inputs` / `.outputs` (symbolic tensors); `as_graph_def()` raises NotImplementedError.
py::Ref func_graph_object(std::shared_ptr<graph::FuncGraph> graph);

/// A tf.Operation: node `node` of `graph` (`.name`, `.type`, `.inputs`, `.outputs`,
/// `.control_inputs`, `.graph`; repr `<tf.Operation 'NoOp' type=NoOp>`).
py::Ref operation_object(std::shared_ptr<graph::FuncGraph> graph, int node);
/// The graph and node of a tf.Operation object; false for anything else.
bool operation_of(const py::Ref& value, std::shared_ptr<graph::FuncGraph>& graph, int& node);

/// The symbolic tensor of output `e` of `graph` (named "add:0").
py::Ref endpoint_tensor(const std::shared_ptr<graph::FuncGraph>& graph, graph::Endpoint e);

/// FuncGraph.inputs: the argument placeholders, then the placeholders of captured values.
py::Ref graph_inputs(const std::shared_ptr<graph::FuncGraph>& graph);
/// FuncGraph.outputs: the tensors the function returns (the Identity of each returned value).
py::Ref graph_outputs(const std::shared_ptr<graph::FuncGraph>& graph);

}  // namespace tfplay::function
