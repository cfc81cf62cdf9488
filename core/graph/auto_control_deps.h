// TF's automatic control dependencies (framework/auto_control_deps.py), as func_graph_from_py_func
// applies them when a trace ends: to a tf.function's graph and to the graphs of its cond and
// while_loop branches.
#pragma once

#include "core/graph/func_graph.h"

namespace tfplay::graph {

/// auto_control_deps_utils.READ_ONLY_RESOURCE_INPUTS_ATTR: a list(int) attr of function call
/// ops (PartitionedCall, StatefulPartitionedCall), If, Case and While listing the positions of
/// the resource inputs the called functions only read.
inline constexpr const char* kReadOnlyResourceInputsAttr = "_read_only_resource_inputs";

/// auto_control_deps_utils.get_read_only_resource_input_indices_graph: the positions in
/// `inputs` (placeholders of `g`, in the order the calling op feeds them) of the DT_RESOURCE
/// placeholders every op of `g` consuming them only reads: a read op (ReadVariableOp, ...) or
/// an op listing that input in its _read_only_resource_inputs. An unused resource counts as read.
/// Ascending.
std::vector<int64_t> read_only_resource_input_indices(const FuncGraph& g, const std::vector<int>& inputs);

/// The _read_only_resource_inputs of an op running `graphs` on its inputs (each graph's
/// inputs() line up with the op's inputs after the first `offset`): the positions read-only in
/// every graph, plus `offset`, ascending. cond_v2 / while_v2 `_set_read_only_resource_inputs_attr`
/// (If and Case pass the predicate or branch index first: offset 1; While: offset 0).
std::vector<int64_t> read_only_resource_inputs_of(const std::vector<const FuncGraph*>& graphs, int offset);

/// AutomaticControlDependencies.__exit__ over the nodes of `g`, called once its returned
/// outputs are in place (the Identity ops mark_as_return made; a loop body's pass-through
/// captures are added after):
///  - uses of one resource are ordered: an op taking a resource handle gets the last op that
///    wrote it as a control input, and a write also gets the reads since that write (the read
///    ops are ReadVariableOp, VariableShape, ResourceGather and ResourceGatherNd, and an op
///    reads the inputs its _read_only_resource_inputs attr lists; every other use of a handle
///    writes it: auto_control_deps_utils.get_read_write_resource_inputs);
///  - stateful ops without resource inputs (tf.print's PrintV2, Assert, py_function) run in
///    program order: each gets the previous one as a control input;
///  - when some ops must run (stateful ones, except the legacy random ops and reads whose value
///    nothing uses) and the graph returns tensors, a NoOp named "NoOp" with the attr
///    `_acd_function_control_output` takes them all as control inputs and every output's op
///    takes the NoOp.
/// Control inputs are listed in creation order: TF adds them from a Python set of Operations
/// (hashed by id), so Operation.control_inputs has no fixed order there; Graph.as_graph_def sorts
/// them by name (Graph::ToGraphDefSubRange). The executor runs nodes in
/// creation order, so these edges change what the graph shows and keeps, not what it computes.
/// `where` places the NoOp (the return statement).
void add_automatic_control_dependencies(FuncGraph& g, SourcePos where);

}  // namespace tfplay::graph
