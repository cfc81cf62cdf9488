// FuncGraph: the graph a tf.function trace builds (TF's func_graph.FuncGraph), and its executor.
//
// Nodes are appended in creation order, which is a topological order, so the executor runs them
// front to back. Stateful nodes (tf.print, assignments) keep program order that way, which is
// what TF's automatic control dependencies guarantee.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
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

/// One frame of the Python stack that created a node (TF's StackFrame of an op's traceback):
/// file, current line and function name ("<module>", "f", "<lambda>").
struct StackFrame {
  std::string file;
  int line = 0;
  std::string name;
  bool operator==(const StackFrame& o) const { return file == o.file && line == o.line && name == o.name; }
};
/// The program's frames, outermost first, when a node was created (TF records the defining
/// stack of every op; its graph execution errors print it).
using DefiningStack = std::shared_ptr<const std::vector<StackFrame>>;

/// Where in the user's program a node was created: the tracing Python frame's current line and
/// column (1-based; 0 when unknown), and the whole stack. The graph view links each op back to
/// the line; graph execution errors show the stack.
struct SourcePos {
  int line = 0;
  int column = 0;
  DefiningStack stack;
};

struct Node {
  std::string name;  // unique in its graph: "x", "add", "add_1"
  std::string op;    // registered op type: "Placeholder", "Const", "AddV2", ...
  std::vector<Endpoint> inputs;
  AttrMap attrs;
  std::vector<tensor::DType> output_dtypes;
  std::vector<tensor::TensorShape> output_shapes;
  int line = 0;    // the source line whose Python code created this node
  int column = 0;  // and the column of the expression there (1-based, 0 when unknown)
  DefiningStack stack;  // the program's frames when it was created (null when unknown)
  /// True for a node standing for a value captured from outside the function: an eager tensor
  /// captured by value as a Const (func_graph.capture's small-EagerTensor path) or the
  /// placeholder of a capture from an enclosing graph.
  bool captured = false;
  /// Nodes that must run before this one without feeding it (TF's control inputs, "^name" in
  /// a NodeDef): from `tf.control_dependencies` blocks and `tf.group`.
  std::vector<int> control_inputs;
};

/// Whether `n` is one of the function's captured inputs, which follow its arguments in
/// graph.inputs and the FunctionDef's signature and are fed by ConcreteFunction.captured_inputs:
/// a captured variable handle ("_captured") or an eager tensor captured by value.
inline bool is_captured_input(const Node& n) {
  return (n.captured && n.op == "Const") || n.attrs.count("_captured") > 0;
}

/// How run_graph executes a graph, worked out once per graph (TF builds an executor per
/// function the same way): the nodes outputs and stateful ops depend on, in creation order, each
/// with its op resolved, and which inputs are their value's last use (moved into the kernel's
/// arguments rather than copied, and so freed as soon as they are dead, as TF's executor does).
/// run_graph's plans fold constants (constant_folding.h): a node computed from constants only
/// becomes a Const step holding its value, and the nodes only it read drop out of the plan.
enum class ArithmeticRewrite : uint8_t;  // arithmetic_rewrites.h

struct ExecutionPlan {
  enum class Kind { Feed, Captured, Const, Functional, Kernel };
  struct Step {
    int node;
    Kind kind;
    const OpDef* op;                  ///< the kernel's op (Kind::Kernel), else nullptr
    std::vector<char> last_use;       ///< per input: no later step or graph output reads it
    /// The outputs of a Const step (a Const node's value, or a folded node's) or the handle of a
    /// Captured one.
    std::vector<tensor::Tensor> value;
    /// Folded-away nodes just before this step: each still counts one executed node for the
    /// loop-iteration hook, at the same point of the run.
    int skipped = 0;
    /// The op grappler's arithmetic optimizer runs instead of the node's (0: none), and the
    /// one endpoint it reads instead of the node's inputs (node -1: the node's inputs).
    ArithmeticRewrite rewrite{};
    Endpoint rewrite_input{};
    std::vector<tensor::Tensor> rewrite_constants;  ///< its folded constant K (arithmetic_rewrites.h)
    /// The endpoints the step reads.
    std::span<const Endpoint> reads(const Node& n) const {
      return rewrite_input.node >= 0 ? std::span<const Endpoint>(&rewrite_input, 1) : std::span<const Endpoint>(n.inputs);
    }
  };
  // The graph's size when planned: nodes and outputs are only ever added, and a graph that
  // grew is replanned.
  std::size_t node_count = 0;
  std::size_t output_count = 0;
  std::vector<Step> steps;
  int skipped_after = 0;  ///< folded-away nodes after the last step
  /// Per node, the node whose outputs stand for its own (merge_common_subexpressions): a
  /// merged node has no step, and its readers read that node's values. Empty: none merged.
  std::vector<int> alias;
  /// The node whose values stand for node `node`'s.
  int source(int node) const { return alias.empty() ? node : alias[static_cast<std::size_t>(node)]; }
};

class FuncGraph {
 public:
  explicit FuncGraph(std::string name) : name_(std::move(name)) {}
  /// A graph nested in `outer` (a control-flow branch or loop body, TF's ControlFlowFuncGraph):
  /// it may capture `outer`'s tensors and starts in `name_scope`, the outer graph's name scope
  /// when it was created (func_graph.override_func_graph_name_scope), so its ops are named
  /// "cond/add", "while/Less", ...
  FuncGraph(std::string name, FuncGraph* outer, std::string name_scope)
      : name_(std::move(name)), outer_(outer), name_scope_(std::move(name_scope)) {}

  const std::string& name() const { return name_; }
  /// The graph this one is nested in, or nullptr for a tf.function's own graph.
  FuncGraph* outer() const { return outer_; }
  const std::vector<Node>& nodes() const { return nodes_; }
  const Node& node(int id) const { return nodes_.at(static_cast<std::size_t>(id)); }
  /// The placeholders fed by the call's tensor arguments, in flattening order.
  const std::vector<int>& inputs() const { return inputs_; }
  const std::vector<Endpoint>& outputs() const { return outputs_; }

  /// TF's Graph.unique_name: "add", then "add_1", "add_2", ... The current name scope is
  /// prepended ("cond/add").
  std::string unique_name(const std::string& base);
  /// The current name scope ("" at the top, "cond_1" inside `with tf.name_scope("cond")`).
  const std::string& name_scope() const { return name_scope_; }
  /// Enters a scope: `scope` must be a full name from unique_name (TF's `name_scope(...) as scope`).
  void push_name_scope(const std::string& scope) {
    scope_stack_.push_back(name_scope_);
    name_scope_ = scope;
  }
  void pop_name_scope() {
    name_scope_ = scope_stack_.back();
    scope_stack_.pop_back();
  }
  /// `with tf.control_dependencies(nodes)` (ops.Graph.control_dependencies): nodes created until
  /// the matching pop get control inputs on `nodes`, unless one of their data inputs was itself
  /// created inside the block (TF's dominance rule) or already is such a node. `clear` starts
  /// from no dependencies (`control_dependencies(None)`).
  void push_control_dependencies(std::vector<int> nodes, bool clear = false);
  void pop_control_dependencies();
  /// A graph input; its name is `base` made unique ("x", "x_1").
  int add_placeholder(const std::string& base, tensor::DType dtype, tensor::TensorShape shape, SourcePos where);
  /// A constant.
  int add_const(const tensor::Tensor& value, SourcePos where, const std::string& base = "Const");
  /// An eager tensor captured by value: a Const marked `captured` named `base` (TF captures
  /// EagerTensors of at most 128 elements this way; tfplay does it for all). Like TF's, it is a
  /// graph input: its value is known while tracing (shape functions read it), but the function
  /// receives it as an argument, so grappler does not fold it.
  int add_captured_const(const tensor::Tensor& value, SourcePos where, const std::string& base = "Const");
  /// Adds a node for a registered op. Dtypes are checked and output shapes inferred by the op
  /// registry (graph-construction errors as TF raises them: OpTypeError, OpValueError).
  int add_op(const std::string& op, const std::vector<Endpoint>& inputs, AttrMap attrs, SourcePos where,
             const std::string& name = "");
  void add_output(Endpoint e) { outputs_.push_back(e); }
  /// Gives an existing node one more control input (Operation._add_control_input), once:
  /// automatic control dependencies add them after the ops exist (auto_control_deps.h).
  void add_control_input(int node, int control) {
    std::vector<int>& c = nodes_.at(static_cast<std::size_t>(node)).control_inputs;
    if (std::find(c.begin(), c.end(), control) == c.end()) c.push_back(control);
  }
  /// Sets an attribute of an existing node (a resource placeholder's "_handle_data").
  void set_node_attr(int node, const std::string& key, AttrValue value) {
    nodes_.at(static_cast<std::size_t>(node)).attrs[key] = std::move(value);
  }
  /// Replaces the static shape of one output (Tensor.set_shape, which merges the shapes first).
  void set_output_shape(Endpoint e, tensor::TensorShape shape) {
    nodes_.at(static_cast<std::size_t>(e.node)).output_shapes.at(static_cast<std::size_t>(e.index)) = std::move(shape);
  }
  /// A functional op (If, While, PartitionedCall) whose outputs were computed by the control
  /// flow builder; `name` is used as is (it was reserved by unique_name when its scope opened).
  int add_functional_node(const std::string& op, const std::vector<Endpoint>& inputs, AttrMap attrs,
                          std::vector<tensor::DType> dtypes, std::vector<tensor::TensorShape> shapes,
                          SourcePos where, const std::string& name);

  /// Makes a tensor of `source` (this graph or one it is nested in) usable here. Tensors of
  /// outer graphs are captured as placeholders, through every graph in between
  /// (FuncGraph.capture); a repeated capture returns the same placeholder. Returns an invalid
  /// Endpoint (node -1) when `source` does not enclose this graph.
  Endpoint capture(const FuncGraph* source, Endpoint e, SourcePos where);
  /// Captures a DT_RESOURCE handle held outside any graph (a tf.Variable's): a Placeholder that
  /// every run of the graph feeds with `handle` itself, so reads see the variable's current
  /// value (TF's capture of a resource handle, fed by captured_inputs at call time). One node
  /// per resource. Not a call input: the graph keeps the handle in the node's "_captured" attr.
  Endpoint capture_resource(const tensor::Tensor& handle, SourcePos where);
  /// (outer endpoint, placeholder node) for each capture, in capture order.
  const std::vector<std::pair<Endpoint, int>>& captures() const { return captures_; }
  /// Replaces the input order (control-flow builders line branch inputs up with the op's inputs).
  void set_inputs(std::vector<int> inputs) { inputs_ = std::move(inputs); }
  /// True when running the graph has side effects: a stateful op, possibly inside a nested
  /// function (TF picks If over StatelessIf, StatefulPartitionedCall over PartitionedCall).
  /// Nodes are only ever added, so each is looked up once (every call of a tf.function asks).
  bool is_stateful() const;

  /// How a node's input is named in a NodeDef: "x" for output 0, "split:1" for another.
  std::string input_name(Endpoint e) const {
    return e.index == 0 ? node(e.node).name : node(e.node).name + ":" + std::to_string(e.index);
  }
  /// "add:0"
  std::string endpoint_name(Endpoint e) const { return node(e.node).name + ":" + std::to_string(e.index); }

  /// evaluate_constant's memo (shape_refiner.cpp): nodes never change once added.
  std::map<std::pair<int, int>, std::optional<tensor::Tensor>>& constant_cache() const { return constant_cache_; }

  /// run_graph's plan for this graph (made on first use, remade if nodes or outputs were added
  /// since).
  std::shared_ptr<const ExecutionPlan> execution_plan() const;

 private:
  std::string name_;
  FuncGraph* outer_ = nullptr;
  mutable std::map<std::pair<int, int>, std::optional<tensor::Tensor>> constant_cache_;
  mutable std::shared_ptr<const ExecutionPlan> plan_;
  mutable std::size_t stateful_scanned_ = 0;  // is_stateful(): the nodes looked at so far
  mutable bool stateful_ = false;
  std::string name_scope_;
  std::vector<std::string> scope_stack_;
  std::vector<Node> nodes_;
  std::vector<int> inputs_;
  std::vector<Endpoint> outputs_;
  std::vector<std::pair<Endpoint, int>> captures_;
  std::unordered_map<std::string, int> name_counts_;
  /// capture_resource's placeholders, by handle (one per resource).
  std::vector<std::pair<tensor::Tensor, int>> resource_captures_;
  struct ControlBlock {
    std::vector<int> nodes;  ///< the control inputs
    int first_node = 0;      ///< nodes from here on were created inside the block
    bool clear = false;
  };
  std::vector<ControlBlock> control_blocks_;
  /// The control inputs a node with these data inputs gets (Graph._control_dependencies_for_inputs).
  std::vector<int> control_inputs_for(const std::vector<Endpoint>& inputs) const;
  /// Appends `n`, applying the active control dependencies; returns its id.
  int append_node(Node n);
};

/// Receives tf.print output while a graph runs: the text, "stdout"/"stderr", and the source
/// line of the PrintV2 node.
using GraphPrintSink = std::function<void(const std::string& text, const std::string& stream, int line)>;

/// Runs the graph on `feeds` (one tensor per input placeholder) and returns its outputs. Only
/// nodes that outputs or stateful ops depend on run (TF prunes the rest). Functional ops (If,
/// While, PartitionedCall) run their function graphs (functional_ops.cpp). Kernel failures throw
/// tensor::OpError.
std::vector<tensor::Tensor> run_graph(const FuncGraph& graph, const std::vector<tensor::Tensor>& feeds,
                                      const GraphPrintSink& print);
/// The same, taking the feeds over: a tensor fed only here and read last by a kernel reaches it
/// unshared, so list kernels can update it in place (a While loop's TensorList accumulators,
/// as TF's executor forwards an input buffer whose refcount is one).
std::vector<tensor::Tensor> run_graph(const FuncGraph& graph, std::vector<tensor::Tensor>&& feeds,
                                      const GraphPrintSink& print);

/// The value of `e` computed outside the graph (lift_to_graph + eager evaluation, as tf.function
/// does for a variable's initial value built in the function body). nullopt when `e` depends
/// on a graph input (TF's UnliftableError). Only the nodes `e` depends on run.
std::optional<tensor::Tensor> evaluate_lifted(const FuncGraph& graph, Endpoint e, const GraphPrintSink& print);

/// Called for every node a graph executes and once per While iteration, so that the embedder
/// can bound a runaway graph with the same step budget as Python code (the session installs it).
/// Thread-local; empty by default.
void set_loop_iteration_hook(std::function<void()> hook);

}  // namespace tfplay::graph
