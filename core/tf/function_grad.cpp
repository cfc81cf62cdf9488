// Gradients through function graphs: If/StatelessIf and Case (cond_v2._IfGrad, _CaseGrad),
// While/StatelessWhile (while_v2._WhileGrad), and PartitionedCall/StatefulPartitionedCall, the
// call of a tf.function from another one or eagerly under a tape (TF: _TapeGradientFunctions in
// polymorphic_function/concrete_function.py).
//
// TF makes the forward op output the intermediates its gradient needs (optionals for a cond,
// TensorList accumulators for a loop, a "__forward" function for a call) and builds the gradient
// from them. tfplay leaves the forward op as it is and recomputes: the gradient replays the
// function graph through the op dispatch under a private tape (so the replayed ops are recorded
// like any others) and runs the backward pass over that tape. The values are the same; the
// gradient functions' own ops differ from TF's (docs/ops-fidelity.md). A replay reruns only what
// the function's outputs depend on (never a tf.print or an assignment), and refuses a function
// whose outputs depend on other stateful ops (random numbers would differ the second time).
#include <algorithm>
#include <map>
#include <memory>
#include <optional>

#include "core/function/control_flow.h"
#include "core/function/eager_captures.h"
#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/graph/func_graph.h"
#include "core/graph/functional_ops.h"
#include "core/graph/list_handle.h"
#include "core/graph/op_registry.h"
#include "core/graph/resource_variable.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/gradient_tape.h"
#include "core/tf/indexed_slices.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"
#include "core/tf/graph_gradients.h"
#include "core/tf/replay_values.h"
#include "core/tf/vectorized_map.h"

namespace tfplay::tf::grad {

using graph::FuncGraph;
using py::Ref;
using tensor::DType;
using Grads = std::vector<Ref>;

namespace {

using tape::trainable;

const FuncGraph& func(const OpRecord& op, const char* attr) { return *std::get<graph::FuncAttr>(op.attrs.at(attr)).graph; }

// "cond/mul_1" -> "mul": the name a replayed op asks for (unique_name numbers it again).
std::string base_name(const std::string& name) {
  std::string b = name.substr(name.rfind('/') + 1);
  const std::size_t us = b.rfind('_');
  if (us != std::string::npos && us + 1 < b.size() && b.find_first_not_of("0123456789", us + 1) == std::string::npos)
    b = b.substr(0, us);
  return b;
}

std::vector<Ref> replay(const FuncGraph& f, const std::vector<Ref>& inputs);

// While a call's gradient replays its function: the watched stand-ins of the eager tensors the
// function (or a function it calls) captured by value, by the captured tensor. A replayed
// captured Const of such a tensor takes its stand-in, so the private tape connects it.
// Only the called function's own Consts and those of the functions it calls are substituted (a
// cond branch's or loop body's captured Const is no input of the call: tape::captured_eager_tensors).
struct CaptureSources {
  std::map<const py::Object*, Ref> by_tensor;
  std::vector<const FuncGraph*> graphs;
};
thread_local const CaptureSources* g_capture_sources = nullptr;

void add_call_graphs(const FuncGraph& f, std::vector<const FuncGraph*>& out) {
  if (std::find(out.begin(), out.end(), &f) != out.end()) return;
  out.push_back(&f);
  for (const graph::Node& n : f.nodes()) {
    if (n.op != "PartitionedCall" && n.op != "StatefulPartitionedCall") continue;
    if (const auto* fa = std::get_if<graph::FuncAttr>(&n.attrs.at("f")); fa && fa->graph) add_call_graphs(*fa->graph, out);
  }
}

struct CaptureSourcesScope {
  const CaptureSources* previous = g_capture_sources;
  explicit CaptureSourcesScope(const CaptureSources* sources) { g_capture_sources = sources; }
  ~CaptureSourcesScope() { g_capture_sources = previous; }
  CaptureSourcesScope(const CaptureSourcesScope&) = delete;
  CaptureSourcesScope& operator=(const CaptureSourcesScope&) = delete;
};

// A tf.custom_gradient's IdentityN node of `f` (custom_gradient.py _graph_mode_decorator), just
// replayed: the tapes take its gradient from the custom grad_fn (TF's gradient override of the
// node) instead of IdentityN's pass-through, running it over the replayed values of f's tensors.
void record_custom_gradient(const FuncGraph& f, const std::shared_ptr<ReplayedNodes>& values, std::size_t node,
                            const std::vector<Ref>& inputs, const Ref& backward) {
  std::shared_ptr<const ReplayedNodes> replayed = values;
  const FuncGraph* graph = &f;
  const FuncGraph* original = replay_alias(graph);  // a loaded SavedModel's copy: its grad_fns read the original's tensors
  Ref fn = py::NativeFunction("custom_gradient_backward", [graph, original, replayed, backward](py::CallArgs& a) -> Ref {
    ReplayValuesScope scope(graph, replayed);
    std::optional<ReplayValuesScope> original_scope;
    if (original) original_scope.emplace(original, replayed);
    return py::call(backward, a.args);
  });
  tape::record_custom_operation(f.node(static_cast<int>(node)).op, inputs, (*values)[node], fn);
}

std::vector<Ref> as_refs(const Ref& packed, std::size_t n) {
  std::vector<Ref> out = function::nest::flatten(packed);
  out.resize(n);
  return out;
}

// A functional node met while replaying: eagerly it runs its functions' ops one by one (so the
// tape sees them); in a graph it becomes a new functional node built from replayed functions.
std::vector<Ref> replay_functional(const graph::Node& n, const std::vector<Ref>& args) {
  const bool eager = !in_graph_mode();
  const std::size_t n_out = n.output_dtypes.size();
  auto fn = [&](const char* attr) -> const FuncGraph& { return *std::get<graph::FuncAttr>(n.attrs.at(attr)).graph; };
  const std::vector<Ref> rest(args.begin() + (args.empty() ? 0 : 1), args.end());
  if (n.op == "If" || n.op == "StatelessIf") {
    const FuncGraph &t = fn("then_branch"), &e = fn("else_branch");
    if (eager) return replay(graph::predicate_value(*function::as_tensor(args[0].get())->value) ? t : e, rest);
    Ref out = function::cond_v2(
        args[0], [&] { return py::List(replay(t, rest)); }, [&] { return py::List(replay(e, rest)); }, "cond");
    return as_refs(out, n_out);
  }
  if (n.op == "Case" || n.op == "StatelessCase") {
    const auto& branches = std::get<graph::FuncListAttr>(n.attrs.at("branches"));
    if (eager) {
      int64_t index = function::as_tensor(args[0].get())->value->as_int64(0);
      if (index < 0 || index >= static_cast<int64_t>(branches.size())) index = static_cast<int64_t>(branches.size()) - 1;
      return replay(*branches.at(static_cast<std::size_t>(index)).graph, rest);
    }
    std::vector<std::function<Ref()>> fns;
    for (const graph::FuncAttr& b : branches) {
      const FuncGraph* g = b.graph.get();
      fns.push_back([g, &rest] { return py::List(replay(*g, rest)); });
    }
    return as_refs(function::indexed_case(args[0], fns, "indexed_case"), n_out);
  }
  if (n.op == "While" || n.op == "StatelessWhile") {
    const FuncGraph &c = fn("cond"), &b = fn("body");
    if (eager) {
      std::vector<Ref> vars = args;
      for (;;) {
        graph::note_loop_iteration();
        if (!graph::predicate_value(*function::as_tensor(replay(c, vars).at(0).get())->value)) return vars;
        vars = replay(b, vars);
      }
    }
    // Every input, counters and captures too, is a loop variable of the replayed loop.
    return function::while_v2(
        args, [&](const std::vector<Ref>& v) { return replay(c, v).at(0); },
        [&](const std::vector<Ref>& v) { return replay(b, v); }, "while");
  }
  if (n.op == "PartitionedCall" || n.op == "StatefulPartitionedCall") return replay(fn("f"), args);
  py::raise(py::E().NotImplementedError, "tfplay cannot compute gradients through the op " + n.op + " yet");
}

// Runs the ops `f`'s outputs depend on through the op dispatch, on `inputs` (one per f.inputs()),
// and returns f's outputs.
std::vector<Ref> replay(const FuncGraph& f, const std::vector<Ref>& inputs) {
  const auto& nodes = f.nodes();
  std::vector<char> needed(nodes.size(), 0);
  std::vector<int> stack;
  for (const graph::Endpoint& e : f.outputs()) stack.push_back(e.node);
  while (!stack.empty()) {
    const int id = stack.back();
    stack.pop_back();
    if (needed[static_cast<std::size_t>(id)]) continue;
    needed[static_cast<std::size_t>(id)] = 1;
    for (const graph::Endpoint& in : nodes[static_cast<std::size_t>(id)].inputs) stack.push_back(in.node);
  }
  // Shared: the grad_fn of a custom gradient in `f` reads them when the backward pass calls it.
  auto shared_values = std::make_shared<ReplayedNodes>(nodes.size());
  ReplayedNodes& values = *shared_values;
  for (std::size_t i = 0; i < f.inputs().size() && i < inputs.size(); ++i) values[static_cast<std::size_t>(f.inputs()[i])] = {inputs[i]};
  // Captured Consts whose eager tensor has a stand-in (an eager replay only: a graph replay
  // would capture the stand-in as a new constant).
  if (g_capture_sources && !in_graph_mode() &&
      std::find(g_capture_sources->graphs.begin(), g_capture_sources->graphs.end(), &f) != g_capture_sources->graphs.end()) {
    for (const auto& [node, tensor] : function::eager_captures(f)) {
      auto it = g_capture_sources->by_tensor.find(tensor.get());
      if (it != g_capture_sources->by_tensor.end() && needed[static_cast<std::size_t>(node)])
        values[static_cast<std::size_t>(node)] = {it->second};
    }
  }
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (!needed[i]) continue;
    const graph::Node& n = nodes[i];
    if (n.op == "Placeholder") {
      if (auto it = n.attrs.find("_captured"); it != n.attrs.end()) values[i] = {function::make_eager(std::get<tensor::Tensor>(it->second))};
      continue;
    }
    if (n.op == "Const") {
      if (!values[i].empty()) continue;  // a captured tensor's stand-in
      values[i] = {constant_tensor(std::get<tensor::Tensor>(n.attrs.at("value")), base_name(n.name))};
      continue;
    }
    std::vector<Ref> args;
    for (const graph::Endpoint& e : n.inputs) args.push_back(values[static_cast<std::size_t>(e.node)].at(static_cast<std::size_t>(e.index)));
    if (graph::is_functional_op(n.op)) {
      values[i] = replay_functional(n, args);
      continue;
    }
    const graph::OpDef* def = graph::OpRegistry::global().find(n.op);
    if (def && def->is_stateful && n.op != "ReadVariableOp")
      py::raise(py::E().NotImplementedError, "tfplay cannot compute gradients through a function whose result depends on "
                                             "the stateful op " + n.op + " yet");
    values[i] = run_op(n.op, args, n.attrs, base_name(n.name));
    if (const Ref* custom = node_gradient(&f, static_cast<int>(i))) record_custom_gradient(f, shared_values, i, args, *custom);
  }
  std::vector<Ref> out;
  for (const graph::Endpoint& e : f.outputs()) out.push_back(values[static_cast<std::size_t>(e.node)].at(static_cast<std::size_t>(e.index)));
  return out;
}

// Pushes a tape for the replay and pops it, also when the replay raises.
struct PrivateTape {
  std::shared_ptr<tape::Tape> tape = std::make_shared<tape::Tape>();
  PrivateTape() {
    tape->watch_accessed_variables = false;
    const function::ActiveTrace* t = function::Runtime::current().active_trace();
    tape->graph = t ? t->graph.get() : nullptr;
    tape::push_tape(tape);
  }
  ~PrivateTape() { tape::pop_tape(tape.get()); }
  PrivateTape(const PrivateTape&) = delete;
  PrivateTape& operator=(const PrivateTape&) = delete;
};

// The gradients of `f`'s outputs, weighted by `out_grads` (nullptr: none), with respect to
// `inputs` (one per f.inputs()), the variable handles `resources` f reads and the eager tensors
// `captures` f captured by value (eager_captures.h): nullptr where unconnected or not floating.
std::vector<Ref> function_vjp(const FuncGraph& f, std::vector<Ref> inputs, const std::vector<Ref>& resources,
                              const std::vector<Ref>& out_grads, const std::vector<Ref>& captures = {}) {
  std::vector<Ref> outputs;
  std::vector<Ref> sources;
  std::vector<bool> is_source;
  std::shared_ptr<tape::Tape> t;
  // A watched Identity of each floating captured tensor stands in for it in the replay.
  CaptureSources capture_sources;
  std::vector<Ref> capture_stand_ins(captures.size());
  {
    PrivateTape scope;
    t = scope.tape;
    for (std::size_t i = 0; i < captures.size(); ++i) {
      if (!captures[i] || !trainable(captures[i])) continue;
      capture_stand_ins[i] = run_op1("Identity", {captures[i]});
      capture_sources.by_tensor[captures[i].get()] = capture_stand_ins[i];
      t->watch(capture_stand_ins[i]);
    }
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      // A variable passed as an argument is a source too (its handle; the replayed
      // ReadVariableOp connects it), as a variable the function captures is.
      const bool resource = dtype(inputs[i]) == DType::Resource;
      const bool source = trainable(inputs[i]) && (!resource || tape::is_trainable_variable_handle(inputs[i]));
      is_source.push_back(source);
      if (!source) continue;
      // One tensor fed to two inputs must give each its own gradient.
      for (std::size_t k = 0; k < i && !resource; ++k)
        if (is_source[k] && tape::key_of(inputs[k]) == tape::key_of(inputs[i])) inputs[i] = run_op1("Identity", {inputs[i]});
      t->watch(inputs[i]);
    }
    for (const Ref& r : resources) t->watch(r);
    if (!capture_sources.by_tensor.empty()) add_call_graphs(f, capture_sources.graphs);
    CaptureSourcesScope substitute(capture_sources.by_tensor.empty() ? nullptr : &capture_sources);
    outputs = replay(f, inputs);
  }
  for (std::size_t i = 0; i < inputs.size(); ++i)
    if (is_source[i]) sources.push_back(inputs[i]);
  for (const Ref& r : resources) sources.push_back(r);
  for (const Ref& c : capture_stand_ins)
    if (c) sources.push_back(c);
  std::vector<Ref> targets, grads;
  for (std::size_t i = 0; i < outputs.size() && i < out_grads.size(); ++i) {
    if (!out_grads[i] || !trainable(outputs[i]) || dtype(outputs[i]) == DType::Resource) continue;
    targets.push_back(outputs[i]);
    grads.push_back(out_grads[i]);
  }
  std::vector<Ref> result(inputs.size() + resources.size() + captures.size());
  if (targets.empty()) return result;
  std::vector<Ref> g = tape::imperative_grad(*t, targets, sources, grads, sources, false);
  std::size_t k = 0;
  for (std::size_t i = 0; i < inputs.size(); ++i)
    if (is_source[i]) result[i] = g[k++];
  for (std::size_t i = 0; i < resources.size(); ++i) result[inputs.size() + i] = g[k++];
  for (std::size_t i = 0; i < captures.size(); ++i)
    if (capture_stand_ins[i]) result[inputs.size() + resources.size() + i] = g[k++];
  return result;
}

// Zeros shaped like a variable's value (the gradient of a handle no branch reads).
Ref variable_zeros(const Ref& handle) {
  const graph::VariableResource* v = graph::variable_of(*function::as_tensor(handle.get())->value);
  if (v && v->value) return zeros_like(function::make_eager(*v->value));
  py::raise(py::E().NotImplementedError, "tfplay cannot compute the gradient of an uninitialized variable");
}

// Where a gradient function needs a tensor for every trainable input: zeros for the unconnected.
Ref or_zeros(const Ref& g, const Ref& input) {
  if (g) return g;
  return dtype(input) == DType::Resource ? variable_zeros(input) : zeros_like(input);
}

// A loop variable's gradient with the loop's static shape (a gradient computed from recomputed
// values may know less of it).
Ref fit_shape(const Ref& g, const tensor::TensorShape& invariant) {
  if (!invariant.is_fully_defined() || static_shape(g).is_fully_defined()) return g;
  return run_op1("EnsureShape", {g}, {{"shape", invariant}});
}

// util.unique_grad_fn_name: "cond_true_5_grad_9".
std::string grad_fn_name(const std::string& forward) {
  return forward + "_grad_" + std::to_string(++function::Runtime::current().uid);
}

// _IfGrad / _CaseGrad: a conditional on the same predicate whose branches differentiate the
// forward branches. Each branch returns one gradient per trainable input (zeros where that
// branch does not use it), so the branches' outputs match.
Grads branches_grad(const OpRecord& op, const Grads& grads, const std::vector<const FuncGraph*>& branches) {
  const std::size_t n_args = branches[0]->inputs().size();
  const std::vector<Ref> args(op.inputs.begin() + 1, op.inputs.begin() + 1 + static_cast<std::ptrdiff_t>(n_args));
  const std::vector<Ref> resources(op.inputs.begin() + 1 + static_cast<std::ptrdiff_t>(n_args), op.inputs.end());
  std::vector<std::size_t> wanted;  // input indices (after the predicate) that get a gradient
  for (std::size_t i = 0; i < args.size() + resources.size(); ++i) {
    const Ref& x = i < args.size() ? args[i] : resources[i - args.size()];
    if (trainable(x) && !op.skips(static_cast<int>(i + 1))) wanted.push_back(i);
  }
  std::vector<std::function<Ref()>> fns;
  std::vector<std::string> names;
  for (const FuncGraph* b : branches) {
    names.push_back(grad_fn_name(b->name()));
    fns.push_back([b, &args, &resources, &grads, &wanted] {
      std::vector<Ref> g = function_vjp(*b, args, resources, grads);
      std::vector<Ref> out;
      for (std::size_t i : wanted) out.push_back(or_zeros(g[i], i < args.size() ? args[i] : resources[i - args.size()]));
      return py::List(std::move(out));
    });
  }
  Ref packed = branches.size() == 2 && (op.type == "If" || op.type == "StatelessIf")
                   ? function::cond_gradient(op.inputs[0], fns[0], fns[1], names[0], names[1])
                   : function::case_gradient(op.inputs[0], fns, names);
  const std::vector<Ref> flat = function::nest::flatten(packed);
  Grads result(op.inputs.size());
  for (std::size_t k = 0; k < wanted.size(); ++k) result[wanted[k] + 1] = flat.at(k);
  return result;
}

Grads if_grad(const OpRecord& op, const Grads& grads) {
  return branches_grad(op, grads, {&func(op, "then_branch"), &func(op, "else_branch")});
}

Grads case_grad(const OpRecord& op, const Grads& grads) {
  std::vector<const FuncGraph*> branches;
  for (const graph::FuncAttr& b : std::get<graph::FuncListAttr>(op.attrs.at("branches"))) branches.push_back(b.graph.get());
  return branches_grad(op, grads, branches);
}

/// a + b for two gradients of one tensor: AddV2, or AddN for TensorLists (the op TF's
/// gradient aggregation adds variant tensors with).
Ref add_grads(const Ref& a, const Ref& b) {
  if (dtype(a) == DType::Variant) return apply_op1("AddN", {py::List({a, b})});
  return run_op1("AddV2", {a, b});
}

/// `item`, read from an accumulator of loop variable `like`: when that variable is a TensorList
/// (a TensorArray carried by the loop), the item is one too, and keeps its element dtype (TF's
/// accumulators copy the handle data) so gradients flow through it.
Ref as_list_of(const Ref& item, const Ref& like) {
  const function::TensorObject* l = function::as_tensor(like.get());
  const function::TensorObject* t = function::as_tensor(item.get());
  if (l->dtype != DType::Variant || l->is_eager() || t->is_eager()) return item;
  if (std::optional<DType> element = graph::list_element_dtype(*l->graph, {l->node, l->index}))
    t->graph->set_node_attr(t->node, graph::kListElementDtypeAttr, *element);
  return item;
}

// _WhileGrad. The forward loop ran `total` = outputs[0] iterations. A first loop recomputes them
// and keeps each iteration's loop variables in TensorLists (TF: accumulators the forward loop
// fills); the gradient loop "while_grad" then walks the iterations backwards, differentiating
// the body at each one's values: the loop variables' gradients flow from iteration to
// iteration, the gradients of the loop invariants (captures) and of the variables the body
// reads add up.
Grads while_grad(const OpRecord& op, const Grads& grads) {
  const FuncGraph& body = func(op, "body");
  const std::size_t n_in = body.inputs().size();  // loop_counter, maximum_iterations, vars..., captures...
  const std::size_t n_loop = n_in - 2 - body.captures().size();
  const std::size_t first_capture = 2 + n_loop;
  const std::vector<Ref> inputs(op.inputs.begin(), op.inputs.begin() + static_cast<std::ptrdiff_t>(n_in));
  const std::vector<Ref> resources(op.inputs.begin() + static_cast<std::ptrdiff_t>(n_in), op.inputs.end());
  const Ref total = op.outputs[0];
  const Ref maximum_iterations = inputs[1];

  // The gradients that enter the loop: one per trainable loop variable (zeros when none arrived).
  std::vector<std::size_t> var_idx;   // trainable loop variables
  std::vector<std::size_t> cap_idx;   // trainable captures
  for (std::size_t i = 2; i < n_in; ++i) {
    if (!trainable(inputs[i]) || dtype(inputs[i]) == DType::Resource) continue;
    (i < first_capture ? var_idx : cap_idx).push_back(i);
  }

  // 1. Recompute: lists[j][k] = loop variable j at the start of iteration k.
  std::vector<Ref> lists;
  for (std::size_t i = 2; i < first_capture; ++i) {
    graph::AttrMap attrs{{"element_dtype", dtype(inputs[i])}};
    lists.push_back(run_op1("TensorListReserve", {scalar(-1, DType::Int32, "element_shape"), total}, attrs, "TensorListReserve"));
  }
  std::vector<Ref> fwd_init{scalar(0, DType::Int32, "iteration")};
  for (std::size_t i = 2; i < first_capture; ++i) fwd_init.push_back(inputs[i]);
  for (const Ref& l : lists) fwd_init.push_back(l);
  std::vector<tensor::TensorShape> fwd_shapes{tensor::TensorShape::scalar()};
  for (std::size_t i = 2; i < first_capture; ++i) fwd_shapes.push_back(body.node(body.inputs()[i]).output_shapes.at(0));
  for (std::size_t j = 0; j < lists.size(); ++j) {
    const tensor::TensorShape& s = fwd_shapes[1 + j];
    fwd_shapes.push_back(s.has_rank() ? tensor::TensorShape({tensor::Dim()}).concatenate(s) : s);
  }
  std::vector<Ref> stacked = function::while_v2(
      fwd_init, [&](const std::vector<Ref>& v) { return run_op1("Less", {v[0], total}); },
      [&](const std::vector<Ref>& v) {
        std::vector<Ref> feed{v[0], maximum_iterations};
        for (std::size_t j = 0; j < n_loop; ++j) feed.push_back(v[1 + j]);
        for (std::size_t i = first_capture; i < n_in; ++i) feed.push_back(inputs[i]);
        std::vector<Ref> next = replay(body, feed);
        std::vector<Ref> out{run_op1("AddV2", {v[0], scalar(1, DType::Int32, "y")})};
        for (std::size_t j = 0; j < n_loop; ++j) out.push_back(next[2 + j]);
        for (std::size_t j = 0; j < n_loop; ++j)
          out.push_back(run_op1("TensorListSetItem", {v[1 + n_loop + j], v[0], v[1 + j]},
                                {{"element_dtype", dtype(inputs[2 + j])}}));
        return out;
      },
      "while_recompute", fwd_shapes);
  const std::vector<Ref> states(stacked.begin() + 1 + static_cast<std::ptrdiff_t>(n_loop), stacked.end());

  // 2. Backwards.
  std::vector<Ref> init{scalar(0, DType::Int32, "grad_counter")};
  std::vector<tensor::TensorShape> shapes{tensor::TensorShape::scalar()};
  for (std::size_t i : var_idx) {
    init.push_back(or_zeros(grads[i], op.outputs[i]));
    shapes.push_back(body.node(body.inputs()[i]).output_shapes.at(0));
  }
  for (std::size_t i : cap_idx) {
    init.push_back(zeros_like(inputs[i]));
    shapes.push_back(static_shape(inputs[i]));
  }
  for (const Ref& r : resources) {
    init.push_back(variable_zeros(r));
    shapes.push_back(static_shape(init.back()));
  }
  std::vector<Ref> out = function::while_v2(
      init, [&](const std::vector<Ref>& v) { return run_op1("Less", {v[0], total}); },
      [&](const std::vector<Ref>& v) {
        Ref k = run_op1("Sub", {run_op1("Sub", {total, v[0]}), scalar(1, DType::Int32, "y")});
        std::vector<Ref> feed{k, maximum_iterations};
        for (std::size_t j = 0; j < n_loop; ++j)
          feed.push_back(as_list_of(run_op1("TensorListGetItem", {states[j], k, scalar(-1, DType::Int32, "element_shape")},
                                            {{"element_dtype", dtype(inputs[2 + j])}}),
                                    inputs[2 + j]));
        for (std::size_t i = first_capture; i < n_in; ++i) feed.push_back(inputs[i]);
        std::vector<Ref> out_grads(n_in);
        for (std::size_t j = 0; j < var_idx.size(); ++j) out_grads[var_idx[j]] = v[1 + j];
        std::vector<Ref> g = function_vjp(body, feed, resources, out_grads);
        std::vector<Ref> next{run_op1("AddV2", {v[0], scalar(1, DType::Int32, "y")})};
        for (std::size_t j = 0; j < var_idx.size(); ++j) next.push_back(fit_shape(or_zeros(g[var_idx[j]], feed[var_idx[j]]), shapes[1 + j]));
        std::size_t at = 1 + var_idx.size();
        for (std::size_t j = 0; j < cap_idx.size(); ++j, ++at)
          next.push_back(g[cap_idx[j]] ? add_grads(v[at], tf::dense(g[cap_idx[j]])) : v[at]);
        for (std::size_t r = 0; r < resources.size(); ++r, ++at)
          next.push_back(g[n_in + r] ? run_op1("AddV2", {v[at], tf::dense(g[n_in + r])}) : v[at]);
        return next;
      },
      "while_grad", shapes);

  Grads result(op.inputs.size());
  std::size_t at = 1;
  for (std::size_t i : var_idx) result[i] = out[at++];
  for (std::size_t i : cap_idx) {
    result[i] = out[at++];
    if (grads[i]) result[i] = add_grads(result[i], tf::dense(grads[i]));
  }
  for (std::size_t r = 0; r < resources.size(); ++r) result[n_in + r] = out[at++];
  return result;
}

// A tf.function call (eager or in a graph): the function's gradient, inline.
Grads call_grad(const OpRecord& op, const Grads& grads) {
  const FuncGraph& f = func(op, "f");
  const std::size_t n_args = f.inputs().size();
  const std::vector<Ref> args(op.inputs.begin(), op.inputs.begin() + static_cast<std::ptrdiff_t>(n_args));
  // An eager call's record ends with the eager tensors its function captured (record_call).
  std::size_t n_captures = 0;
  if (auto it = op.attrs.find(tape::kEagerCapturesAttr); it != op.attrs.end())
    n_captures = static_cast<std::size_t>(std::get<int64_t>(it->second));
  const auto captures_at = op.inputs.end() - static_cast<std::ptrdiff_t>(n_captures);
  const std::vector<Ref> resources(op.inputs.begin() + static_cast<std::ptrdiff_t>(n_args), captures_at);
  // A capture no source depends on (the tape's skip_input_indices) needs no gradient.
  std::vector<Ref> captures(captures_at, op.inputs.end());
  for (std::size_t j = 0; j < captures.size(); ++j)
    if (op.skips(static_cast<int>(op.inputs.size() - n_captures + j))) captures[j] = nullptr;
  Grads result = function_vjp(f, args, resources, grads, captures);
  // pfor vectorizes a tf.vectorized_map's gathers of its elements away: dense gradients.
  if (calls_vectorized_map_loop(f))
    for (Ref& g : result)
      if (g) g = tf::dense(g);
  return result;
}

}  // namespace

void register_function_gradients() {
  register_gradient("If", if_grad);
  register_gradient("StatelessIf", if_grad);
  register_gradient("Case", case_grad);
  register_gradient("StatelessCase", case_grad);
  register_gradient("While", while_grad);
  register_gradient("StatelessWhile", while_grad);
  register_gradient("PartitionedCall", call_grad);
  register_gradient("StatefulPartitionedCall", call_grad);
  // dataset_ops.py: ops.NotDifferentiable("ReduceDataset"), so a `for x in dataset` loop's
  // results have no gradient.
  not_differentiable("ReduceDataset");
}

}  // namespace tfplay::tf::grad
