// Graph-mode control flow: TF's cond_v2 and while_v2 (tensorflow/python/ops/cond_v2.py,
// while_v2.py). Both trace Python callables into nested FuncGraphs (branches, loop cond and
// body) and add one functional node (If/StatelessIf, While/StatelessWhile) to the graph being
// built. Tensors of enclosing graphs that the callables use are captured and become extra
// inputs of the node. tf.cond, tf.while_loop and AutoGraph's converted if/while/for all end
// here.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/graph/func_graph.h"
#include "core/python/object.h"

namespace tfplay::function {

/// Where `tensor` is visible in `g`: eager tensors become constants, tensors of enclosing
/// graphs are captured. Raises InaccessibleTensorError for tensors of unrelated graphs.
graph::Endpoint tensor_endpoint(graph::FuncGraph& g, const py::Ref& tensor, graph::SourcePos where);

/// Runs `fn` with `graph` as the graph being built (TF's `with graph.as_default():`), inside
/// the trace that is active now.
py::Ref with_graph(const std::shared_ptr<graph::FuncGraph>& graph, const std::function<py::Ref()>& fn);

/// Runs `fn` in a throw-away graph nested in the current one (AutoGraph's
/// `with func_graph.FuncGraph('tmp').as_default():`): ops it creates vanish.
py::Ref in_scratch_graph(const std::function<py::Ref()>& fn);

/// cond_v2.cond_v2(pred, true_fn, false_fn, name): traces both callables (true first) into
/// branch graphs and returns the If node's outputs, packed like true_fn's result. Branch
/// results may nest lists/tuples/dicts of tensors, Python values (converted) and None.
/// Structure or dtype mismatches raise cond_v2's TypeError.
py::Ref cond_v2(const py::Ref& pred, const std::function<py::Ref()>& true_fn,
                const std::function<py::Ref()>& false_fn, const std::string& name = "cond");

/// cond_v2.indexed_case(branch_index, branch_fns, name): traces every callable in order into
/// branch graphs ("branch0", ...) and returns the Case node's outputs, packed like the first
/// branch's result. An out-of-range index runs the last branch. Mismatched branch outputs raise
/// cond_v2's TypeError naming `branches[0]` and `branches[i]`.
py::Ref indexed_case(const py::Ref& branch_index, const std::vector<std::function<py::Ref()>>& branch_fns,
                     const std::string& name = "indexed_case");

/// The gradient If of a cond (cond_v2._IfGrad's _build_cond(name=None)): branch graphs named
/// `true_name` / `false_name` (util.unique_grad_fn_name) traced in the current name scope, the
/// node named after its op type there ("gradient_tape/cond/StatelessIf"), and identities of its
/// outputs. StatelessIf unless a branch runs a stateful op other than a variable read.
py::Ref cond_gradient(const py::Ref& pred, const std::function<py::Ref()>& true_fn,
                      const std::function<py::Ref()>& false_fn, const std::string& true_name,
                      const std::string& false_name);
/// The gradient Case of a switch_case (cond_v2._CaseGrad), built like cond_gradient.
py::Ref case_gradient(const py::Ref& branch_index, const std::vector<std::function<py::Ref()>>& branch_fns,
                      const std::vector<std::string>& names);

/// while_v2.while_loop on flat loop variables (tensors or Python values, converted first):
/// `cond(vars)` returns the predicate and `body(vars)` the next values. The callables see
/// placeholders named "while/Placeholder", ... Returns the loop's final values.
/// `shape_invariants` default to the initial shapes.
/// `maximum_iterations` (a Python int or an int32 scalar tensor; null or None for none) also
/// stops the loop once its counter reaches it: the cond graph ends with
/// `logical_and(loop_counter < maximum_iterations, pred)`, as while_v2's wrapped_cond does. `parallel_iterations` is the While op's attribute (it does not change results).
std::vector<py::Ref> while_v2(const std::vector<py::Ref>& loop_vars,
                              const std::function<py::Ref(const std::vector<py::Ref>&)>& cond,
                              const std::function<std::vector<py::Ref>(const std::vector<py::Ref>&)>& body,
                              const std::string& name = "while",
                              const std::optional<std::vector<tensor::TensorShape>>& shape_invariants = std::nullopt,
                              const py::Ref& maximum_iterations = nullptr, int64_t parallel_iterations = 10);

}  // namespace tfplay::function
