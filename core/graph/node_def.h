// A graph's nodes as TF's protocol buffers describe them (NodeDef, AttrValue, TensorProto,
// GraphDef): what Operation.node_def and Graph.as_graph_def() return, and the one place that
// names a node's inputs as a NodeDef does, which the run result's op list (session/graph_ops)
// uses too, so the page's Graph pane and the program's graph inspection always agree.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/graph/func_graph.h"
#include "core/graph/proto_message.h"

namespace tfplay::graph {

/// NodeDef.input of node `n` of `g`: its data inputs ("x" for output 0, "split:1" for
/// another), then one "^name" per control input.
std::vector<std::string> node_def_inputs(const FuncGraph& g, const Node& n);

/// True for node attributes tfplay keeps for itself, which TF's NodeDef does not have
/// (a captured resource's handle, a placeholder's variable spec, ...).
bool is_tfplay_internal_attr(const std::string& name);

/// The NodeDef of node `n` of `g` (node_def.proto): name, op, input and attr, sorted by key.
std::shared_ptr<const ProtoMessage> node_def_message(const FuncGraph& g, const Node& n);

/// The node as Graph.as_graph_def writes it: node_def_message with the control inputs sorted
/// by name ("^a" before "^b"), as Graph::ToGraphDefSubRange sorts them; Operation.node_def
/// keeps the order they were added in.
std::shared_ptr<const ProtoMessage> graph_def_node_message(const FuncGraph& g, const Node& n);

/// An attribute as the AttrValue message (attr_value.proto).
std::shared_ptr<const ProtoMessage> attr_value_message(const AttrValue& v);

/// A Const's value as tensor_util.make_tensor_proto writes it: dtype, tensor_shape, and the
/// elements as tensor_content bytes when there are several of a fixed-size numeric dtype,
/// else one repeated *_val field (int_val, float_val, bool_val, string_val, ...).
std::shared_ptr<const ProtoMessage> tensor_proto_message(const tensor::Tensor& t);

/// A TensorShapeProto: one `dim { size }` per dimension (-1 when unknown), or
/// `unknown_rank: true`.
std::shared_ptr<const ProtoMessage> shape_proto_message(const tensor::TensorShape& s);

/// The DataType enum value of a dtype (types.proto: DT_FLOAT = 1, DT_INT32 = 3, ...).
ProtoValue dtype_enum(tensor::DType dt);

/// The GraphDef's `node` entries for `g`'s nodes in creation order (graph.proto; the library
/// and versions fields are the caller's).
std::vector<ProtoValue> graph_def_nodes(const FuncGraph& g);

}  // namespace tfplay::graph
