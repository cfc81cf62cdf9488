// FuncGraph construction and execution.
#include "core/graph/func_graph.h"

#include <algorithm>
#include <set>

#include "core/graph/arithmetic_rewrites.h"
#include "core/graph/captured_resource.h"
#include "core/graph/common_subexpressions.h"
#include "core/graph/constant_folding.h"
#include "core/graph/functional_ops.h"
#include "core/graph/graph_error.h"
#include "core/graph/op_registry.h"
#include "core/graph/shape_refiner.h"

namespace tfplay::graph {

namespace {
thread_local std::function<void()> g_loop_iteration_hook;
}  // namespace

void set_loop_iteration_hook(std::function<void()> hook) { g_loop_iteration_hook = std::move(hook); }

void note_loop_iteration() {
  if (g_loop_iteration_hook) g_loop_iteration_hook();
}

std::string FuncGraph::unique_name(const std::string& base_name) {
  // TF's Graph.unique_name: the first use keeps the name, later ones get _1, _2, ... (skipping
  // names already taken, e.g. an explicit "add_1"). The name scope is part of the name.
  const std::string base = name_scope_.empty() ? base_name : name_scope_ + "/" + base_name;
  auto it = name_counts_.find(base);
  if (it == name_counts_.end()) {
    name_counts_[base] = 1;
    return base;
  }
  for (;;) {
    std::string candidate = base + "_" + std::to_string(it->second++);
    if (!name_counts_.count(candidate)) {
      name_counts_[candidate] = 1;
      return candidate;
    }
  }
}

void FuncGraph::push_control_dependencies(std::vector<int> nodes, bool clear) {
  control_blocks_.push_back({std::move(nodes), static_cast<int>(nodes_.size()), clear});
}

void FuncGraph::pop_control_dependencies() { control_blocks_.pop_back(); }

std::vector<int> FuncGraph::control_inputs_for(const std::vector<Endpoint>& inputs) const {
  std::vector<int> out;
  std::size_t start = 0;
  for (std::size_t b = 0; b < control_blocks_.size(); ++b)
    if (control_blocks_[b].clear) start = b;
  for (std::size_t b = start; b < control_blocks_.size(); ++b) {
    const ControlBlock& block = control_blocks_[b];
    bool dominated = false;
    for (const Endpoint& e : inputs) dominated = dominated || e.node >= block.first_node;
    if (dominated) continue;
    for (int c : block.nodes) {
      bool data_input = false;
      for (const Endpoint& e : inputs) data_input = data_input || e.node == c;
      if (!data_input && std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
    }
  }
  return out;
}

int FuncGraph::append_node(Node n) {
  if (!control_blocks_.empty()) n.control_inputs = control_inputs_for(n.inputs);
  nodes_.push_back(std::move(n));
  return static_cast<int>(nodes_.size()) - 1;
}

int FuncGraph::add_placeholder(const std::string& base, tensor::DType dtype, tensor::TensorShape shape, SourcePos where) {
  Node n;
  n.name = unique_name(base);
  n.op = "Placeholder";
  n.attrs["dtype"] = dtype;
  n.attrs["shape"] = shape;
  n.output_dtypes = {dtype};
  n.output_shapes = {std::move(shape)};
  n.line = where.line;
  n.column = where.column;
  n.stack = where.stack;
  nodes_.push_back(std::move(n));
  int id = static_cast<int>(nodes_.size()) - 1;
  inputs_.push_back(id);
  return id;
}

int FuncGraph::add_const(const tensor::Tensor& value, SourcePos where, const std::string& base) {
  Node n;
  // As in add_op, a name ending in "/" is a name scope's own name (`constant(v, name=scope)`).
  n.name = !base.empty() && base.back() == '/' ? base.substr(0, base.size() - 1) : unique_name(base);
  n.op = "Const";
  n.attrs["dtype"] = value.dtype();
  n.attrs["value"] = value;
  n.output_dtypes = {value.dtype()};
  n.output_shapes = {value.tensor_shape()};
  n.line = where.line;
  n.column = where.column;
  n.stack = where.stack;
  return append_node(std::move(n));
}

int FuncGraph::add_captured_const(const tensor::Tensor& value, SourcePos where, const std::string& base) {
  int id = add_const(value, where, base);
  nodes_.back().captured = true;
  nodes_.back().control_inputs.clear();  // captures are made outside any control block
  return id;
}

int FuncGraph::add_op(const std::string& op, const std::vector<Endpoint>& inputs, AttrMap attrs, SourcePos where,
                      const std::string& name) {
  const OpDef& def = OpRegistry::global().get(op);
  std::vector<DType> dtypes;
  std::vector<TensorShape> shapes;
  std::vector<const Tensor*> values;
  for (const Endpoint& e : inputs) {
    const Node& src = node(e.node);
    dtypes.push_back(src.output_dtypes.at(static_cast<std::size_t>(e.index)));
    shapes.push_back(src.output_shapes.at(static_cast<std::size_t>(e.index)));
    // Constant inputs are known at graph-build time (TF's constant_value in shape functions).
    // So is a captured resource handle (ReadVariableOp's shape is the variable's).
    // A variable argument's placeholder carries its dtype and shape ("_handle_data").
    auto it = src.attrs.find(src.op == "Const" ? "value" : (src.attrs.count("_captured") ? "_captured" : "_handle_data"));
    values.push_back((src.op == "Const" || src.op == "Placeholder") && it != src.attrs.end() ? &std::get<Tensor>(it->second)
                                                                                           : nullptr);
  }
  // Values the graph determines without running (EvaluateConstantTensor): their storage lives
  // until the shape function has run.
  std::vector<Tensor> evaluated;
  evaluated.reserve(inputs.size());
  for (std::size_t k = 0; k < inputs.size(); ++k) {
    if (values[k]) continue;
    if (std::optional<Tensor> v = evaluate_constant(*this, inputs[k])) {
      evaluated.push_back(std::move(*v));
      values[k] = &evaluated.back();
    }
  }
  AttrMap full = check_inputs_for_graph(def, dtypes, attrs);
  Node n;
  // A name ending in "/" is a name scope's own name and is used as is (TF's create_op under
  // `with name_scope("add") as scope: ...(name=scope)` names the op "add").
  n.name = !name.empty() && name.back() == '/' ? name.substr(0, name.size() - 1)
                                                : unique_name(name.empty() ? op : name);
  // ShapeRefiner: shape-valued inputs without a constant value may still be partly known.
  std::vector<std::optional<TensorShape>> partial(inputs.size());
  for (int i : shape_tensor_inputs(op)) {
    const auto k = static_cast<std::size_t>(i);
    if (k < inputs.size() && !values[k]) partial[k] = constant_partial_shape(*this, inputs[k]);
  }
  std::vector<OutputSpec> outs;
  try {
    PartialShapesScope scope(partial);
    outs = infer_outputs(def, full, dtypes, shapes, values);
  } catch (const tensor::OpValueError& e) {
    const bool read_inputs = !dynamic_cast<const EarlyShapeError*>(&e);
    std::vector<std::string> input_names;
    for (const Endpoint& in : inputs) input_names.push_back(input_name(in));
    throw tensor::OpValueError(
        shape_error_text(e.what(), n.name, def, full, input_names, shapes, read_inputs ? values : std::vector<const Tensor*>{}));
  }
  n.op = op;
  n.inputs = inputs;
  n.attrs = std::move(full);
  for (const OutputSpec& o : outs) {
    n.output_dtypes.push_back(o.dtype);
    n.output_shapes.push_back(o.shape);
  }
  n.line = where.line;
  n.column = where.column;
  n.stack = where.stack;
  return append_node(std::move(n));
}

int FuncGraph::add_functional_node(const std::string& op, const std::vector<Endpoint>& inputs, AttrMap attrs,
                                   std::vector<tensor::DType> dtypes, std::vector<tensor::TensorShape> shapes,
                                   SourcePos where, const std::string& name) {
  Node n;
  n.name = name;
  n.op = op;
  n.inputs = inputs;
  n.attrs = std::move(attrs);
  n.output_dtypes = std::move(dtypes);
  n.output_shapes = std::move(shapes);
  n.line = where.line;
  n.column = where.column;
  n.stack = where.stack;
  return append_node(std::move(n));
}

Endpoint FuncGraph::capture(const FuncGraph* source, Endpoint e, SourcePos where) {
  if (source == this) return e;
  if (!outer_) return {-1, 0};
  // Capture into the enclosing graph first, so that every graph in between passes it along.
  Endpoint outer_e = outer_->capture(source, e, where);
  if (outer_e.node < 0) return outer_e;
  for (const auto& [oe, placeholder] : captures_)
    if (oe.node == outer_e.node && oe.index == outer_e.index) return {placeholder, 0};
  const Node& src = outer_->node(outer_e.node);
  const auto idx = static_cast<std::size_t>(outer_e.index);
  // func_graph._create_substitute_placeholder: an unnamed placeholder ("Placeholder").
  int placeholder = add_placeholder("Placeholder", src.output_dtypes.at(idx), src.output_shapes.at(idx), where);
  nodes_.back().captured = true;
  // ... which copies a resource's handle data (handle_data_util.copy_handle_data): a cond or
  // loop body reading a variable argument knows the variable's dtype and shape.
  if (auto data = src.attrs.find("_handle_data"); data != src.attrs.end()) nodes_.back().attrs["_handle_data"] = data->second;
  captures_.push_back({outer_e, placeholder});
  return {placeholder, 0};
}

Endpoint FuncGraph::capture_resource(const tensor::Tensor& handle, SourcePos where) {
  for (const auto& [captured, id] : resource_captures_)
    if (captured.shares_buffer_with(handle)) return {id, 0};
  // An enclosing tf.function graph's variable argument fed by this handle: the nested graph (a
  // cond branch, a loop body) captures that argument, as TF's capture by id(handle) finds it.
  for (FuncGraph* o = outer_; o; o = o->outer()) {
    for (std::size_t i = 0; i < o->nodes().size(); ++i) {
      const Node& n = o->nodes()[i];
      auto it = n.attrs.find("_variable_argument");
      if (n.op == "Placeholder" && it != n.attrs.end() && std::get<tensor::Tensor>(it->second).shares_buffer_with(handle)) {
        const Endpoint e = capture(o, {static_cast<int>(i), 0}, where);
        resource_captures_.emplace_back(handle, e.node);
        return e;
      }
    }
  }
  // A placeholder another path made for the handle (a call op's capture of the variables its
  // function reads): FuncGraph.capture finds a capture by the tensor, whoever made it.
  if (std::optional<int> id = captured_resource_placeholder(*this, handle)) {
    resource_captures_.emplace_back(handle, *id);
    return {*id, 0};
  }
  Node n;
  n.name = unique_name("resource");
  n.op = "Placeholder";
  n.attrs["dtype"] = tensor::DType::Resource;
  n.attrs["shape"] = tensor::TensorShape::scalar();
  n.attrs["_captured"] = handle;
  n.output_dtypes = {tensor::DType::Resource};
  n.output_shapes = {tensor::TensorShape::scalar()};
  n.line = where.line;
  n.column = where.column;
  n.stack = where.stack;
  n.captured = true;
  nodes_.push_back(std::move(n));
  const int id = static_cast<int>(nodes_.size()) - 1;
  resource_captures_.emplace_back(handle, id);
  return {id, 0};
}

bool FuncGraph::is_stateful() const {
  for (; !stateful_ && stateful_scanned_ < nodes_.size(); ++stateful_scanned_) {
    const OpDef* def = OpRegistry::global().find(nodes_[stateful_scanned_].op);
    stateful_ = def && def->is_stateful;
  }
  return stateful_;
}

namespace {

// Marks `roots` and every node they depend on. The inputs of nodes marked in `stop` (folded
// nodes, whose values are known) are not followed.
std::vector<char> dependencies(const FuncGraph& g, std::vector<int> stack, const std::vector<char>* stop = nullptr) {
  const auto& nodes = g.nodes();
  std::vector<char> needed(nodes.size(), 0);
  while (!stack.empty()) {
    int id = stack.back();
    stack.pop_back();
    if (needed[static_cast<std::size_t>(id)]) continue;
    needed[static_cast<std::size_t>(id)] = 1;
    if (stop && (*stop)[static_cast<std::size_t>(id)]) continue;
    for (const Endpoint& in : nodes[static_cast<std::size_t>(id)].inputs) stack.push_back(in.node);
    for (int c : nodes[static_cast<std::size_t>(id)].control_inputs) stack.push_back(c);
  }
  return needed;
}

// The nodes among `needed` that grappler's arithmetic optimizer runs as another op
// (arithmetic_rewrites.h), given the plan's folded constants and merged nodes.
std::map<int, PlannedRewrite> plan_arithmetic_rewrites(const FuncGraph& g, const ExecutionPlan& plan,
                                                      const std::vector<char>& needed,
                                                      const std::map<int, std::vector<Tensor>>& folded,
                                                      const std::vector<Endpoint>& kept) {
  const auto& nodes = g.nodes();
  // Readers of each endpoint among the nodes that run, and the graph's outputs.
  std::map<std::pair<int, int>, int> readers;
  for (const Endpoint& e : kept) ++readers[{plan.source(e.node), e.index}];
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (!needed[i] || folded.count(static_cast<int>(i)) || plan.source(static_cast<int>(i)) != static_cast<int>(i))
      continue;
    for (const Endpoint& in : nodes[i].inputs) ++readers[{plan.source(in.node), in.index}];
  }
  RewriteQueries queries{
      [&](int node) { return plan.source(node); },
      [&](Endpoint e) -> const Tensor* {
        const int node = plan.source(e.node);
        if (auto f = folded.find(node); f != folded.end()) return &f->second.at(static_cast<std::size_t>(e.index));
        const Node& source = nodes[static_cast<std::size_t>(node)];
        if (source.op != "Const") return nullptr;
        const Tensor& value = std::get<Tensor>(source.attrs.at("value"));
        // A captured eager tensor is an argument of the function grappler optimizes
        // (atomic_function.from_func_graph leaves graph.inputs' ops out of the body).
        return source.captured ? nullptr : &value;
      },
      [&](Endpoint e) {
        auto r = readers.find({plan.source(e.node), e.index});
        return r == readers.end() ? 0 : r->second;
      }};
  std::map<int, PlannedRewrite> rewrites;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const int id = static_cast<int>(i);
    if (!needed[i] || folded.count(id) || plan.source(id) != id) continue;
    if (PlannedRewrite r = arithmetic_rewrite(g, nodes[i], queries); r.op != ArithmeticRewrite::None) rewrites[id] = std::move(r);
  }
  return rewrites;
}

// Marks the nodes `roots` depend on and plans them in creation order (a topological order that
// is also program order). The values of `kept` (read after the run) are never moved. With
// `fold`, nodes computed from constants only become Const steps (fold_constants).
ExecutionPlan make_plan(const FuncGraph& g, std::vector<int> roots, const std::vector<Endpoint>& kept,
                        bool fold = false) {
  const auto& nodes = g.nodes();
  std::vector<char> needed = dependencies(g, roots);
  std::map<int, std::vector<Tensor>> folded;
  std::vector<char> all_needed;
  if (fold) {
    folded = fold_constants(g, needed);
    if (!folded.empty()) {
      std::vector<char> stop(nodes.size(), 0);
      for (const auto& [id, value] : folded) stop[static_cast<std::size_t>(id)] = 1;
      all_needed = std::move(needed);
      needed = dependencies(g, std::move(roots), &stop);
    }
  }
  ExecutionPlan plan;
  plan.node_count = nodes.size();
  std::map<int, PlannedRewrite> rewrites;
  if (fold) {
    plan.alias = merge_common_subexpressions(g, needed, folded);
    rewrites = plan_arithmetic_rewrites(g, plan, needed, folded, kept);
  }
  int skipped = 0;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (!needed[i]) {
      if (!all_needed.empty() && all_needed[i]) ++skipped;
      continue;
    }
    if (plan.source(static_cast<int>(i)) != static_cast<int>(i)) {
      ++skipped;  // merged: another node's values stand for its own
      continue;
    }
    const Node& n = nodes[i];
    const int id = static_cast<int>(i);
    using Kind = ExecutionPlan::Kind;
    ExecutionPlan::Step step{id, Kind::Kernel, nullptr, {}, {}, skipped, {}, {}, {}};
    skipped = 0;
    if (auto f = folded.find(id); f != folded.end()) {
      step.kind = Kind::Const;
      step.value = std::move(f->second);
    } else if (n.op == "Placeholder") {
      auto captured = n.attrs.find("_captured");
      step.kind = captured != n.attrs.end() ? Kind::Captured : Kind::Feed;
      if (step.kind == Kind::Captured) step.value = {std::get<Tensor>(captured->second)};
    } else if (n.op == "Const") {
      step.kind = Kind::Const;
      step.value = {std::get<Tensor>(n.attrs.at("value"))};
    } else if (is_functional_op(n.op)) {
      step.kind = Kind::Functional;
    } else {
      // An unknown op fails when it runs, as TF's executor would have refused the graph.
      step.op = OpRegistry::global().find(n.op);
      if (auto r = rewrites.find(id); r != rewrites.end()) {
        step.rewrite = r->second.op;
        step.rewrite_input = r->second.input;
        step.rewrite_constants = std::move(r->second.constants);
      }
    }
    plan.steps.push_back(std::move(step));
  }
  plan.skipped_after = skipped;
  // Last uses, found walking backwards: an endpoint not seen yet is read for the last time.
  std::set<std::pair<int, int>> read_later;
  for (const Endpoint& e : kept) read_later.insert({plan.source(e.node), e.index});
  for (auto step = plan.steps.rbegin(); step != plan.steps.rend(); ++step) {
    if (step->kind != ExecutionPlan::Kind::Kernel && step->kind != ExecutionPlan::Kind::Functional) continue;
    const std::span<const Endpoint> inputs = step->reads(nodes[static_cast<std::size_t>(step->node)]);
    step->last_use.assign(inputs.size(), 0);
    for (std::size_t k = inputs.size(); k-- > 0;)
      step->last_use[k] = read_later.insert({plan.source(inputs[k].node), inputs[k].index}).second ? 1 : 0;
  }
  return plan;
}

// The outputs of each node whose values the plan holds (Const and Captured steps), by node id;
// nullptr for the others. Their steps are not copied into a run's values: a graph holds many
// constants (an optimizer's hyperparameters, shapes), and each copy would cost an allocation.
using FixedValues = std::vector<const std::vector<Tensor>*>;

FixedValues fixed_values(const FuncGraph& g, const ExecutionPlan& plan) {
  FixedValues fixed(g.nodes().size(), nullptr);
  for (const ExecutionPlan::Step& step : plan.steps)
    if (step.kind == ExecutionPlan::Kind::Const || step.kind == ExecutionPlan::Kind::Captured)
      fixed[static_cast<std::size_t>(step.node)] = &step.value;
  return fixed;
}

// The value of endpoint `e` after a run: the plan's for a Const or Captured node, else the run's
// (a merged node's: the values of the node standing for it).
Tensor& value_at(std::vector<std::vector<Tensor>>& values, const FixedValues& fixed, const ExecutionPlan& plan,
                 const Endpoint& e) {
  const auto node = static_cast<std::size_t>(plan.source(e.node));
  if (const std::vector<Tensor>* f = fixed[node]; f && values[node].empty()) values[node] = *f;
  return values[node].at(static_cast<std::size_t>(e.index));
}

// Runs the plan's steps; `values` holds the fed inputs' values. The values of Const and
// Captured nodes stay in the plan (`fixed`, from fixed_values): read them with value_at.
void run_plan(const FuncGraph& g, const ExecutionPlan& plan, std::vector<std::vector<Tensor>>& values,
              const FixedValues& fixed, const GraphPrintSink& print) {
  const auto& nodes = g.nodes();
  std::vector<Tensor> args;
  for (const ExecutionPlan::Step& step : plan.steps) {
    // Every executed node calls the loop-iteration hook too, so a runaway graph costs the step
    // budget about what the same loop costs in Python (one While iteration runs several nodes).
    for (int k = 0; k <= step.skipped; ++k) note_loop_iteration();
    const auto i = static_cast<std::size_t>(step.node);
    const Node& n = nodes[i];
    switch (step.kind) {
      case ExecutionPlan::Kind::Feed:
      case ExecutionPlan::Kind::Captured:
      case ExecutionPlan::Kind::Const:
        continue;
      case ExecutionPlan::Kind::Functional:
      case ExecutionPlan::Kind::Kernel:
        break;
    }
    args.clear();
    const std::span<const Endpoint> reads = step.reads(n);
    for (std::size_t k = 0; k < reads.size(); ++k) {
      const Endpoint& e = reads[k];
      const auto source = static_cast<std::size_t>(plan.source(e.node));
      if (const std::vector<Tensor>* f = fixed[source]) {
        args.push_back(f->at(static_cast<std::size_t>(e.index)));
        continue;
      }
      Tensor& value = values[source].at(static_cast<std::size_t>(e.index));
      if (step.last_use[k]) args.push_back(std::move(value));
      else args.push_back(value);
    }
    try {
      if (step.kind == ExecutionPlan::Kind::Functional) {
        values[i] = run_functional_op(n, args, print);
        continue;
      }
      if (step.rewrite != ArithmeticRewrite::None) {
        values[i] = run_arithmetic_rewrite(step.rewrite, args, step.rewrite_constants, n.attrs, &n);
        continue;
      }
      const OpDef& def = step.op ? *step.op : OpRegistry::global().get(n.op);
      const int line = n.line;
      KernelContext ctx{def, args, n.attrs, [&](const std::string& text, const std::string& stream) { print(text, stream, line); }};
      ctx.node = &n;
      values[i] = def.kernel(ctx);
    } catch (const GraphExecutionError&) {
      throw;  // raised by a node of a nested function graph: it names that node
    } catch (const tensor::OpError& e) {
      // tfplay's own limits are not TF errors: no node context, just the op that lacks a kernel.
      if (e.code == tensor::OpError::Code::TfplayUnsupported)
        throw tensor::OpError(e.code, std::string(e.what()) + " (the " + n.op + " op)");
      throw GraphExecutionError(e, n);
    }
  }
  for (int k = 0; k < plan.skipped_after; ++k) note_loop_iteration();
}

}  // namespace

std::shared_ptr<const ExecutionPlan> FuncGraph::execution_plan() const {
  if (!plan_ || plan_->node_count != nodes_.size() || plan_->output_count != outputs_.size()) {
    // Prune: run what outputs and stateful ops depend on (TF's pruning with automatic control
    // dependencies on stateful ops).
    std::vector<int> roots;
    for (const Endpoint& e : outputs_) roots.push_back(e.node);
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
      const OpDef* def = OpRegistry::global().find(nodes_[i].op);
      if (def && def->is_stateful) roots.push_back(static_cast<int>(i));
    }
    ExecutionPlan plan = make_plan(*this, std::move(roots), outputs_, /*fold=*/true);
    plan.output_count = outputs_.size();
    plan_ = std::make_shared<const ExecutionPlan>(std::move(plan));
  }
  return plan_;
}

std::vector<tensor::Tensor> run_graph(const FuncGraph& g, const std::vector<tensor::Tensor>& feeds,
                                      const GraphPrintSink& print) {
  return run_graph(g, std::vector<tensor::Tensor>(feeds), print);
}

std::vector<tensor::Tensor> run_graph(const FuncGraph& g, std::vector<tensor::Tensor>&& feeds,
                                      const GraphPrintSink& print) {
  // Held here: the plan outlives a replanning of the graph while it runs.
  const std::shared_ptr<const ExecutionPlan> plan = g.execution_plan();
  std::vector<std::vector<Tensor>> values(g.nodes().size());
  const auto& inputs = g.inputs();
  for (std::size_t i = 0; i < inputs.size() && i < feeds.size(); ++i)
    values[static_cast<std::size_t>(inputs[i])].push_back(std::move(feeds[i]));  // ({x} would copy x)
  feeds.clear();
  const FixedValues fixed = fixed_values(g, *plan);
  run_plan(g, *plan, values, fixed, print);
  // The values die here: each output moves out, unless a later output returns it too.
  const std::vector<Endpoint>& outputs = g.outputs();
  std::vector<Tensor> out;
  out.reserve(outputs.size());
  for (std::size_t k = 0; k < outputs.size(); ++k) {
    const Endpoint& e = outputs[k];
    Tensor& value = value_at(values, fixed, *plan, e);
    const bool returned_again = std::any_of(
        outputs.begin() + static_cast<std::ptrdiff_t>(k) + 1, outputs.end(),
        [&](const Endpoint& o) { return plan->source(o.node) == plan->source(e.node) && o.index == e.index; });
    out.push_back(returned_again ? value : std::move(value));
  }
  return out;
}

std::optional<tensor::Tensor> evaluate_lifted(const FuncGraph& g, Endpoint e, const GraphPrintSink& print) {
  const ExecutionPlan plan = make_plan(g, {e.node}, {e});
  // lift_to_graph's UnliftableError: the value depends on a function input (or a tensor
  // captured from an enclosing graph).
  for (const ExecutionPlan::Step& step : plan.steps)
    if (step.kind == ExecutionPlan::Kind::Feed) return std::nullopt;
  std::vector<std::vector<Tensor>> values(g.nodes().size());
  const FixedValues fixed = fixed_values(g, plan);
  run_plan(g, plan, values, fixed, print);
  return value_at(values, fixed, plan, e);
}

}  // namespace tfplay::graph
