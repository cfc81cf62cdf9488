// Running a TF op from Python: eagerly (one node, run now), or as a node of the FuncGraph being
// traced. Both paths use the op registry, so eager and graph execution share their kernels.
#pragma once

#include <string>
#include <vector>

#include "core/graph/op_def.h"
#include "core/python/object.h"

namespace tfplay::tf {

/// Runs `op` on `inputs` (tensor objects). Inside a trace this adds a node (eager inputs are
/// captured as constants, tensors of enclosing graphs -- a cond branch using the function's
/// tensors -- as placeholders) and returns symbolic tensors; otherwise it executes the kernel and
/// returns eager tensors. `name` is the node name prefix ("add", "truediv"); the op name is
/// used when empty, and a name ending in "/" (an OpScope's op_name()) is used as is.
/// `eager_name` is what an eager failure appends after " name: " (the Python `name` the op
/// wrapper passed down; see op_scope.h). Engine errors become Python exceptions (tf.errors,
/// TypeError, ValueError).
std::vector<py::Ref> run_op(const std::string& op, const std::vector<py::Ref>& inputs, graph::AttrMap attrs = {},
                            const std::string& name = "", const std::string& eager_name = "");
py::Ref run_op1(const std::string& op, const std::vector<py::Ref>& inputs, graph::AttrMap attrs = {},
                const std::string& name = "", const std::string& eager_name = "");
/// run_op for a caller that has looked `op`'s definition up already (`def`, the registry's entry
/// for `op`): the same, without a second lookup.
std::vector<py::Ref> run_op(const graph::OpDef& def, const std::string& op, const std::vector<py::Ref>& inputs,
                            graph::AttrMap attrs, const std::string& name, const std::string& eager_name);

/// A constant: an eager tensor, or a Const node when a trace is active.
py::Ref constant_tensor(const tensor::Tensor& value, const std::string& name = "Const");

/// TF's TypeError for a symbolic tensor (leaked out of a finished trace) given to an eager op:
/// "An op outside of the function building code is being passed a "Graph" tensor...".
[[noreturn]] void raise_graph_tensor_in_eager_op(const py::Ref& tensor);

/// EagerTensor.__tf_tensor__ while a function is traced (ops.py): ops.convert_to_tensor of an
/// eager tensor captures it, FuncGraph.capture(tensor, name), and returns the graph's tensor (a
/// small tensor's Const, made once per tensor object; FunctionCaptures.capture_by_value names it
/// by ops.uid() when `name` is empty). Outside a trace, or for a tensor that is not eager,
/// returns `tensor` itself.
py::Ref capture_if_eager(const py::Ref& tensor, const std::string& name);

/// True while a tf.function trace is building a graph.
bool in_graph_mode();

}  // namespace tfplay::tf
