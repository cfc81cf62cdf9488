// TF's automatic control dependencies (framework/auto_control_deps.py), as func_graph_from_py_func
// applies them when a trace ends: to a tf.function's graph and to the graphs of its cond and
// while_loop branches.
#pragma once

#include "core/graph/func_graph.h"

namespace tfplay::graph {

/// AutomaticControlDependencies.__exit__ over the nodes of `g`, called once its returned
/// outputs are in place (the Identity ops mark_as_return made; a loop body's pass-through
/// captures are added after):
///  - uses of one resource are ordered: an op taking a resource handle gets the last op that
///    wrote it as a control input, and a write also gets the reads since that write (the read
///    ops are ReadVariableOp, VariableShape, ResourceGather and ResourceGatherNd; every other op
///    taking a handle writes it);
///  - stateful ops without resource inputs (tf.print's PrintV2, Assert, py_function) run in
///    program order: each gets the previous one as a control input;
///  - when some ops must run (stateful ones, except the legacy random ops and reads whose value
///    nothing uses) and the graph returns tensors, a NoOp named "NoOp" with the attr
///    `_acd_function_control_output` takes them all as control inputs and every output's op
///    takes the NoOp.
/// Control inputs are listed in creation order (TF iterates a set). The executor runs nodes in
/// creation order, so these edges change what the graph shows and keeps, not what it computes.
/// `where` places the NoOp (the return statement).
void add_automatic_control_dependencies(FuncGraph& g, SourcePos where);

}  // namespace tfplay::graph
