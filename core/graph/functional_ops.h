// Functional ops: ops whose attributes hold function graphs and whose kernels run them
// (TF: tensorflow/core/ops/functional_ops.cc, kernels/functional_ops.cc, partitioned_function_ops.cc):
//
//   If / StatelessIf           inputs (cond, input...), attrs then_branch, else_branch
//   Case / StatelessCase       inputs (branch_index, input...), attr branches
//   While / StatelessWhile     inputs (input...), attrs cond, body
//   PartitionedCall / StatefulPartitionedCall   inputs (args...), attr f
//   ReduceDataset              inputs (dataset, state..., arguments...), attrs f, Tstate
//                              (the loop AutoGraph makes of `for x in dataset`)
//
// The executor (run_graph) hands these nodes to run_functional_op instead of a registered
// kernel, because running a function needs the executor itself and the tf.print sink.
#pragma once

#include <string>
#include <vector>

#include "core/graph/func_graph.h"

namespace tfplay::graph {

/// True for If, StatelessIf, Case, StatelessCase, While, StatelessWhile, PartitionedCall,
/// StatefulPartitionedCall, ReduceDataset.
bool is_functional_op(const std::string& op);

/// Runs one functional node on its input values. A While loop calls the loop-iteration hook
/// (set_loop_iteration_hook) once per iteration.
std::vector<tensor::Tensor> run_functional_op(const Node& node, const std::vector<tensor::Tensor>& inputs,
                                              const GraphPrintSink& print);

/// TF's ToBool for If/While predicates (functional_ops.cc): a scalar is true when non-zero
/// (strings: non-empty); any other tensor is true when it has elements.
bool predicate_value(const tensor::Tensor& pred);

/// Calls the loop-iteration hook (func_graph.cpp).
void note_loop_iteration();

}  // namespace tfplay::graph
