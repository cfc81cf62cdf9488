// The Python face of a traced graph: ConcreteFunction.graph (a FuncGraph) and its operations.
#pragma once

#include <memory>
#include <vector>

#include "core/graph/func_graph.h"
#include "core/python/object.h"

namespace tfplay::function {

/// The graph object of `graph`: a `tf.Graph` for one tf.Graph() made, else a FuncGraph
/// (`tensorflow.python.framework.func_graph.FuncGraph`, a subclass), the same object each time
/// while the program holds it. Both have get_operations() (tf.Operation objects in creation
/// order, the order the run result's op list has), get_operation_by_name, get_tensor_by_name,
/// as_graph_def() (a GraphDef whose `node` entries are the NodeDefs) and as_default(); a
/// FuncGraph also has `.name`, `.inputs`, `.outputs`.
py::Ref graph_object(const std::shared_ptr<graph::FuncGraph>& graph);
/// graph_object (ConcreteFunction.graph).
py::Ref func_graph_object(std::shared_ptr<graph::FuncGraph> graph);
/// ConcreteFunction.graph: the graph's object, which answers structured_outputs and
/// structured_input_signature from `concrete`.
py::Ref concrete_function_graph_object(std::shared_ptr<graph::FuncGraph> graph, const py::Ref& concrete);

/// Graph.building_function: false for a graph tf.Graph() made, true for function graphs.
bool building_function(const std::shared_ptr<graph::FuncGraph>& graph);

/// The classes: tf.Graph, FuncGraph (tf.__internal__.FuncGraph), tf.Operation.
py::Ref graph_class();
py::Ref func_graph_class();
py::Ref operation_class();

/// A tf.Operation: node `node` of `graph`, the same object each time while the program holds it
/// (`.name`, `.type`, `.inputs` (a tuple), `.outputs`, `.control_inputs`, `.graph`,
/// `.node_def`, `get_attr(name)`; repr `<tf.Operation 'NoOp' type=NoOp>`, str its NodeDef).
py::Ref operation_object(std::shared_ptr<graph::FuncGraph> graph, int node);
/// The graph and node of a tf.Operation object; false for anything else.
bool operation_of(const py::Ref& value, std::shared_ptr<graph::FuncGraph>& graph, int& node);

/// The symbolic tensor of output `e` of `graph` (named "add:0").
py::Ref endpoint_tensor(const std::shared_ptr<graph::FuncGraph>& graph, graph::Endpoint e);

/// FuncGraph.inputs: the argument placeholders, then the placeholders of captured values.
py::Ref graph_inputs(const std::shared_ptr<graph::FuncGraph>& graph);
/// FuncGraph.outputs: the tensors the function returns (the Identity of each returned value).
py::Ref graph_outputs(const std::shared_ptr<graph::FuncGraph>& graph);

/// FuncGraph.variables: the tf.Variables whose handles `graph` captured, in capture order, once
/// each; with `trainable_only`, FuncGraph.trainable_variables. The variables of a function the
/// graph calls (PartitionedCall's `f`, a loaded SavedModel's functions, cond and while
/// branches) count too, where the call is: TF's _call_flat marks a called function's variables
/// as accessed by the caller's graph (variable_accessed).
std::vector<py::Ref> accessed_variables(const graph::FuncGraph& graph, bool trainable_only);

}  // namespace tfplay::function
