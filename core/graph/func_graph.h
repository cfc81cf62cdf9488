// FuncGraph: the graph a tf.function trace builds (TF's func_graph.FuncGraph), and its executor.
//
// Nodes are appended in creation order, which is a topological order, so the executor runs them
// front to back. Stateful nodes (tf.print, assignments) keep program order that way, which is
// what TF's automatic control dependencies guarantee.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/graph/op_def.h"
#include "core/tensor/tensor.h"
#include "core/tensor/tensor_shape.h"

namespace tfplay::graph {

/// One output of one node ("add:0" is {node of "add", 0}).
struct Endpoint {
  int node = -1;
  int index = 0;
};

struct Node {
  std::string name;  // unique in its graph: "x", "add", "add_1"
  std::string op;    // registered op type: "Placeholder", "Const", "AddV2", ...
  std::vector<Endpoint> inputs;
  AttrMap attrs;
  std::vector<tensor::DType> output_dtypes;
  std::vector<tensor::TensorShape> output_shapes;
  int line = 0;  // the source line whose Python code created this node
};

class FuncGraph {
 public:
  explicit FuncGraph(std::string name) : name_(std::move(name)) {}

  const std::string& name() const { return name_; }
  const std::vector<Node>& nodes() const { return nodes_; }
  const Node& node(int id) const { return nodes_.at(static_cast<std::size_t>(id)); }
  /// The placeholders fed by the call's tensor arguments, in flattening order.
  const std::vector<int>& inputs() const { return inputs_; }
  const std::vector<Endpoint>& outputs() const { return outputs_; }

  /// TF's Graph.unique_name: "add", then "add_1", "add_2", ...
  std::string unique_name(const std::string& base);
  /// A graph input; its name is `base` made unique ("x", "x_1").
  int add_placeholder(const std::string& base, tensor::DType dtype, tensor::TensorShape shape, int line);
  /// A constant (also used to capture eager tensors by value).
  int add_const(const tensor::Tensor& value, int line, const std::string& base = "Const");
  /// Adds a node for a registered op. Dtypes are checked and output shapes inferred by the op
  /// registry (graph-construction errors as TF raises them: OpTypeError, OpValueError).
  int add_op(const std::string& op, const std::vector<Endpoint>& inputs, AttrMap attrs, int line,
             const std::string& name = "");
  void add_output(Endpoint e) { outputs_.push_back(e); }

  /// "add:0"
  std::string endpoint_name(Endpoint e) const { return node(e.node).name + ":" + std::to_string(e.index); }

 private:
  std::string name_;
  std::vector<Node> nodes_;
  std::vector<int> inputs_;
  std::vector<Endpoint> outputs_;
  std::map<std::string, int> name_counts_;
};

/// Receives tf.print output while a graph runs: the text, "stdout"/"stderr", and the source
/// line of the PrintV2 node.
using GraphPrintSink = std::function<void(const std::string& text, const std::string& stream, int line)>;

/// Runs the graph on `feeds` (one tensor per input placeholder) and returns its outputs. Only
/// nodes that outputs or stateful ops depend on run (TF prunes the rest). Kernel failures throw
/// tensor::OpError.
std::vector<tensor::Tensor> run_graph(const FuncGraph& graph, const std::vector<tensor::Tensor>& feeds,
                                      const GraphPrintSink& print);

}  // namespace tfplay::graph
