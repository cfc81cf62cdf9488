// Running functional nodes: the If/While/PartitionedCall kernels of
// tensorflow/core/kernels/functional_ops.cc, in terms of run_graph.
#include "core/graph/functional_ops.h"

#include "core/graph/host_functions.h"

namespace tfplay::graph {

namespace {

const std::shared_ptr<FuncGraph>& function_attr(const Node& n, const std::string& attr) {
  const auto& f = std::get<FuncAttr>(n.attrs.at(attr));
  return f.graph;
}

std::vector<Tensor> run_if(const Node& n, const std::vector<Tensor>& inputs, const GraphPrintSink& print) {
  const bool taken = predicate_value(inputs.at(0));
  std::vector<Tensor> args(inputs.begin() + 1, inputs.end());
  return run_graph(*function_attr(n, taken ? "then_branch" : "else_branch"), args, print);
}

// Case: branch `index`, or the last branch (the default) when the index is out of range.
std::vector<Tensor> run_case(const Node& n, const std::vector<Tensor>& inputs, const GraphPrintSink& print) {
  const auto& branches = std::get<FuncListAttr>(n.attrs.at("branches"));
  int64_t index = inputs.at(0).as_int64(0);
  if (index < 0 || index >= static_cast<int64_t>(branches.size())) index = static_cast<int64_t>(branches.size()) - 1;
  std::vector<Tensor> args(inputs.begin() + 1, inputs.end());
  return run_graph(*branches.at(static_cast<std::size_t>(index)).graph, args, print);
}

std::vector<Tensor> run_while(const Node& n, const std::vector<Tensor>& inputs, const GraphPrintSink& print) {
  const FuncGraph& cond = *function_attr(n, "cond");
  const FuncGraph& body = *function_attr(n, "body");
  std::vector<Tensor> vars = inputs;
  for (;;) {
    note_loop_iteration();
    if (!predicate_value(run_graph(cond, vars, print).at(0))) return vars;
    vars = run_graph(body, std::move(vars), print);  // the body may update accumulators in place
  }
}

/// ReduceDataset (reduce_dataset_op.cc): inputs (input_dataset, initial_state..., other_arguments...);
/// f maps (state..., element..., other_arguments...) to the next state. tfplay's `take_while`
/// attr folds in the TakeWhileDataset AutoGraph puts before the reduce of a loop with break.
std::vector<Tensor> run_reduce_dataset(const Node& n, const std::vector<Tensor>& inputs, const GraphPrintSink& print) {
  const FuncGraph& f = *function_attr(n, "f");
  const std::size_t state_size = std::get<std::vector<DType>>(n.attrs.at("Tstate")).size();
  std::vector<Tensor> state(inputs.begin() + 1, inputs.begin() + 1 + static_cast<std::ptrdiff_t>(state_size));
  const std::vector<Tensor> arguments(inputs.begin() + 1 + static_cast<std::ptrdiff_t>(state_size), inputs.end());
  auto tw = n.attrs.find("take_while");
  const bool take_while = tw != n.attrs.end() && std::get<bool>(tw->second);
  iterate_dataset(inputs.at(0), [&](const std::vector<Tensor>& element) {
    note_loop_iteration();
    std::vector<Tensor> feeds = state;
    feeds.insert(feeds.end(), element.begin(), element.end());
    feeds.insert(feeds.end(), arguments.begin(), arguments.end());
    std::vector<Tensor> out = run_graph(f, feeds, print);
    // take_while: f's last output says whether this element is still part of the loop.
    const bool go = !take_while || predicate_value(out.back());
    if (take_while) out.pop_back();
    state = std::move(out);
    return go;
  });
  return state;
}

}  // namespace

bool is_functional_op(const std::string& op) {
  return op == "If" || op == "StatelessIf" || op == "Case" || op == "StatelessCase" || op == "While" ||
         op == "StatelessWhile" || op == "PartitionedCall" || op == "StatefulPartitionedCall" || op == "ReduceDataset";
}

bool predicate_value(const Tensor& pred) {
  if (pred.rank() != 0) return pred.num_elements() > 0;
  if (pred.dtype() == DType::String) return !pred.scalar<std::string>().empty();
  return pred.as_double(0) != 0;
}

std::vector<Tensor> run_functional_op(const Node& n, const std::vector<Tensor>& inputs, const GraphPrintSink& print) {
  if (n.op == "If" || n.op == "StatelessIf") return run_if(n, inputs, print);
  if (n.op == "Case" || n.op == "StatelessCase") return run_case(n, inputs, print);
  if (n.op == "While" || n.op == "StatelessWhile") return run_while(n, inputs, print);
  if (n.op == "ReduceDataset") return run_reduce_dataset(n, inputs, print);
  return run_graph(*function_attr(n, "f"), inputs, print);
}

}  // namespace tfplay::graph
