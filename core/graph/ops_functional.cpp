// Functional ops (tensorflow/core/ops/functional_ops.cc).
//
// If/While/PartitionedCall nodes are built by the control-flow builders (core/function), which
// compute their outputs from the function graphs, and run by the executor
// (functional_ops.cpp); their OpDefs here give them names, statefulness and a summary.
#include "core/graph/functional_ops.h"

#include <cstring>

#include "core/graph/op_registry.h"

namespace tfplay::graph {

namespace {

OpDef functional(const std::string& name, bool stateful, const std::string& summary) {
  OpDef d;
  d.name = name;
  d.summary = summary;
  d.is_stateful = stateful;
  d.shape_fn = [name](const InferenceContext&) -> std::vector<OutputSpec> {
    throw tensor::OpError(tensor::OpError::Code::Internal, name + " nodes are built by the control-flow builders");
  };
  d.kernel = [name](KernelContext&) -> std::vector<Tensor> {
    throw tensor::OpError(tensor::OpError::Code::Internal, name + " runs only inside a graph");
  };
  return d;
}

}  // namespace

void register_functional_ops(OpRegistry& r) {
  r.add(functional("ReduceDataset", true, "Reduces the input dataset to a singleton using a reduce function."));
  r.add(functional("If", true, "output = cond ? then_branch(input) : else_branch(input)"));
  r.add(functional("StatelessIf", false,
                   "output = cond ? then_branch(input) : else_branch(input) (branches without side effects)"));
  r.add(functional("While", true, "output = input; While (Cond(output)) { output = Body(output) }"));
  r.add(functional("StatelessWhile", false,
                   "output = input; While (Cond(output)) { output = Body(output) } (without side effects)"));
  r.add(functional("Case", true, "An n-way switch statement which calls a single branch function."));
  r.add(functional("StatelessCase", false,
                   "An n-way switch statement which calls a single branch function (branches without side effects)."));
  r.add(functional("PartitionedCall", false, "Returns `f(inputs)`."));
  r.add(functional("StatefulPartitionedCall", true, "Returns `f(inputs)` (f has side effects)."));
}

}  // namespace tfplay::graph
