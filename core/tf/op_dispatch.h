// Running a TF op from Python: eagerly (one node, run now), or as a node of the FuncGraph being
// traced. Both paths use the op registry, so eager and graph execution share their kernels.
#pragma once

#include <string>
#include <vector>

#include "core/graph/op_def.h"
#include "core/python/object.h"

namespace tfplay::tf {

/// Runs `op` on `inputs` (tensor objects). Inside a trace this adds a node (eager inputs are
/// captured as constants) and returns symbolic tensors; otherwise it executes the kernel and
/// returns eager tensors. `name` is the node name prefix ("add", "truediv"); the op name is
/// used when empty. Engine errors become Python exceptions (tf.errors, TypeError, ValueError).
std::vector<py::Ref> run_op(const std::string& op, const std::vector<py::Ref>& inputs, graph::AttrMap attrs = {},
                            const std::string& name = "");
py::Ref run_op1(const std::string& op, const std::vector<py::Ref>& inputs, graph::AttrMap attrs = {},
                const std::string& name = "");

/// A constant: an eager tensor, or a Const node when a trace is active.
py::Ref constant_tensor(const tensor::Tensor& value, const std::string& name = "Const");

/// True while a tf.function trace is building a graph.
bool in_graph_mode();

}  // namespace tfplay::tf
