// The tape and imperative_grad (see gradient_tape.h). The backward pass follows
// tensorflow/c/eager/tape.h (PrepareBackprop, InitialStack, InitialGradients, ComputeGradient)
// so gradients are aggregated (AddN) and ops visited in TF's order, which fixes the names of
// the gradient ops in a graph.
#include "core/tf/gradient_tape.h"

#include "core/function/eager_captures.h"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/function/variable_object.h"
#include "core/graph/func_graph.h"
#include "core/graph/list_handle.h"
#include "core/graph/resource_variable.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/kernels.h"
#include "core/tf/convert.h"
#include "core/tf/errors.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/indexed_slices.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf::tape {

using function::TensorObject;
using py::Ref;
using tensor::DType;

namespace {

// The tape stack of the run in progress (the run's state: a new run starts with none, even in
// an engine whose next run's Runtime reuses the address of the last one's).
struct TapeSet {
  std::vector<std::shared_ptr<Tape>> tapes;
  std::vector<std::shared_ptr<VariableWatcher>> watchers;
};

TapeSet& tape_set() { return function::Runtime::current().run_state<TapeSet>(); }

thread_local const std::string* g_forward_scope = nullptr;


graph::FuncGraph* current_graph() {
  const function::ActiveTrace* t = function::Runtime::current().active_trace();
  return t ? t->graph.get() : nullptr;
}

std::string current_name_scope() {
  if (graph::FuncGraph* g = current_graph()) return g->name_scope();
  std::string s = function::Runtime::current().eager_name_scope;
  if (!s.empty() && s.back() == '/') s.pop_back();
  return s;
}

}  // namespace

bool trainable(DType d) {
  return tensor::is_floating(d) || tensor::is_complex(d) || d == DType::Resource;  // backprop_util.IsTrainable
}

bool trainable(const Ref& tensor) {
  const TensorObject* t = function::as_tensor(tensor.get());
  if (t->dtype != DType::Variant || t->is_eager()) return trainable(t->dtype);
  const std::optional<DType> element = graph::list_element_dtype(*t->graph, {t->node, t->index});
  return element && trainable(*element);
}

TensorKey key_of(const Ref& t) {
  const TensorObject* x = function::as_tensor(t.get());
  // Callers check their arguments first (GradientTape raises TF's TypeError for 3.0); a
  // non-tensor here is an engine bug, reported as one rather than dereferenced.
  if (!x) throw std::logic_error("gradient tape: key_of a value that is not a tensor");
  if (!x->is_eager()) {
    // A nested graph's placeholder for a captured tensor is that tensor: a gradient replay
    // builds functional nodes whose inputs are such placeholders of tensors a tape watches.
    const graph::FuncGraph* g = x->graph.get();
    graph::Endpoint e{x->node, x->index};
    for (bool moved = true; moved && g->outer();) {
      moved = false;
      for (const auto& [outer_e, placeholder] : g->captures()) {
        if (placeholder != e.node || e.index != 0) continue;
        e = outer_e;
        g = g->outer();
        moved = true;
        break;
      }
    }
    return {g, e.node, e.index};
  }
  if (x->dtype == DType::Resource) return {x->value->resource().get(), -1, 0};
  return {x, -1, 0};
}

bool is_trainable_variable_handle(const Ref& tensor) {
  const TensorObject* t = function::as_tensor(tensor.get());
  if (!t || t->dtype != DType::Resource) return false;
  const tensor::Tensor* handle = nullptr;
  if (t->is_eager()) {
    handle = &*t->value;
  } else {
    const graph::Node& n = t->graph->node(t->node);
    if (auto it = n.attrs.find("_captured"); n.op == "Placeholder" && it != n.attrs.end())
      handle = &std::get<tensor::Tensor>(it->second);
  }
  const graph::VariableResource* v = handle ? graph::variable_of(*handle) : nullptr;
  return v && v->trainable;
}

void Tape::watch(const Ref& t) {
  tensor_tape.emplace(key_of(t), -1);
  watched.push_back(t);
}

void Tape::watch_variable(const Ref& v) {
  const function::VariableObject* var = function::as_variable(v.get());
  watch(var->handle);
  const TensorObject* h = function::as_tensor(var->handle.get());
  uint64_t serial = UINT64_MAX;
  if (h->is_eager())
    if (auto* r = graph::variable_of(*h->value)) serial = r->serial;
  // One entry per variable (emplace keeps the first object seen, as TF's set does).
  for (const auto& [k, existing] : watched_variables)
    if (key_of(function::as_variable(existing.get())->handle) == key_of(var->handle)) return;
  watched_variables.emplace(std::make_pair(serial, static_cast<int64_t>(watched_variables.size())), v);
}

Ref Tape::watched_variables_tuple() const {
  std::vector<Ref> items;
  for (const auto& [k, v] : watched_variables) items.push_back(v);
  return py::Tuple(std::move(items));
}

void push_tape(const std::shared_ptr<Tape>& t) { tape_set().tapes.push_back(t); }

void pop_tape(const Tape* t) {
  auto& tapes = tape_set().tapes;
  for (auto it = tapes.end(); it != tapes.begin();) {
    --it;
    if (it->get() == t) {
      tapes.erase(it);
      return;
    }
  }
}

bool tapes_recording() { return !tape_set().tapes.empty(); }

void reset_tapes() {
  tape_set().tapes.clear();
  tape_set().watchers.clear();
}

void push_variable_watcher(const std::shared_ptr<VariableWatcher>& w) { tape_set().watchers.push_back(w); }

void pop_variable_watcher(const VariableWatcher* w) {
  auto& ws = tape_set().watchers;
  for (auto it = ws.end(); it != ws.begin();) {
    --it;
    if (it->get() == w) {
      ws.erase(it);
      return;
    }
  }
}

bool variable_watchers_active() { return !tape_set().watchers.empty(); }

namespace {

void record_on_tapes(const std::string& op_type, const std::vector<Ref>& inputs, const std::vector<Ref>& outputs,
                     const graph::AttrMap& attrs, const Ref& backward_function) {
  auto& tapes = tape_set().tapes;
  if (tapes.empty()) return;
  graph::FuncGraph* g = current_graph();
  std::vector<TensorKey> keys;
  for (const Ref& in : inputs) keys.push_back(key_of(in));
  for (const auto& tp : std::vector<std::shared_ptr<Tape>>(tapes)) {
    Tape& tape = *tp;
    if (tape.graph != g) continue;
    bool should = false;  // tape.h ShouldRecord: a watched input of a trainable dtype
    for (std::size_t i = 0; i < inputs.size() && !should; ++i)
      should = tape.tensor_tape.count(keys[i]) && trainable(inputs[i]);
    if (!should) continue;
    const int64_t id = tape.next_op_id++;
    OpRecord rec{op_type, inputs, outputs, attrs, g_forward_scope ? *g_forward_scope : current_name_scope(), {}, backward_function};
    tape.op_tape.emplace(id, std::move(rec));
    for (const Ref& out : outputs) tape.tensor_tape[key_of(out)] = id;
  }
}

}  // namespace

void record_operation(const std::string& op_type, const std::vector<Ref>& inputs, const std::vector<Ref>& outputs,
                      const graph::AttrMap& attrs) {
  record_on_tapes(op_type, inputs, outputs, attrs, nullptr);
}

void record_custom_operation(const std::string& op_type, const std::vector<Ref>& inputs, const std::vector<Ref>& outputs,
                             const Ref& backward_function) {
  record_on_tapes(op_type, inputs, outputs, {}, backward_function);
}

namespace {

void collect_resources(const graph::FuncGraph& g, std::vector<tensor::Tensor>& out);

// The variable handles the functions in a node's attributes read.
void collect_attr_resources(const graph::AttrMap& attrs, std::vector<tensor::Tensor>& out) {
  for (const auto& [key, value] : attrs) {
    if (const auto* f = std::get_if<graph::FuncAttr>(&value)) {
      if (f->graph) collect_resources(*f->graph, out);
    } else if (const auto* fs = std::get_if<graph::FuncListAttr>(&value)) {
      for (const graph::FuncAttr& fa : *fs)
        if (fa.graph) collect_resources(*fa.graph, out);
    }
  }
}

// The variable handles a function graph reads, its nested functions' included (a cond branch or
// loop body captures a variable directly, not through the enclosing graph).
void collect_resources(const graph::FuncGraph& g, std::vector<tensor::Tensor>& out) {
  for (const graph::Node& n : g.nodes()) {
    auto it = n.attrs.find("_captured");
    if (it != n.attrs.end()) {
      const tensor::Tensor& h = std::get<tensor::Tensor>(it->second);
      bool seen = false;
      for (const tensor::Tensor& o : out) seen = seen || o.shares_buffer_with(h);
      if (!seen) out.push_back(h);
    }
    collect_attr_resources(n.attrs, out);
  }
}

}  // namespace

std::vector<tensor::Tensor> captured_variable_handles(const graph::AttrMap& attrs) {
  std::vector<tensor::Tensor> handles;
  collect_attr_resources(attrs, handles);
  return handles;
}

namespace {

void collect_attr_eager_captures(const graph::AttrMap& attrs, std::vector<Ref>& out);

// A call of a tf.function inside `g` passes the callee's captures in (its call op's inputs, so
// `g` captures them too); a cond branch or loop body captures an eager tensor as its own Const,
// which no input of the functional op carries: only calls are followed.
void collect_eager_captures(const graph::FuncGraph& g, std::vector<Ref>& out) {
  for (const auto& [node, t] : function::eager_captures(g)) {
    (void)node;
    bool seen = false;
    for (const Ref& o : out) seen = seen || o.get() == t.get();
    if (!seen) out.push_back(t);
  }
  for (const graph::Node& n : g.nodes())
    if (n.op == "PartitionedCall" || n.op == "StatefulPartitionedCall") collect_attr_eager_captures(n.attrs, out);
}

void collect_attr_eager_captures(const graph::AttrMap& attrs, std::vector<Ref>& out) {
  auto it = attrs.find("f");
  if (it == attrs.end()) return;
  if (const auto* f = std::get_if<graph::FuncAttr>(&it->second))
    if (f->graph) collect_eager_captures(*f->graph, out);
}

}  // namespace

std::vector<Ref> captured_eager_tensors(const graph::AttrMap& attrs) {
  std::vector<Ref> out;
  collect_attr_eager_captures(attrs, out);
  return out;
}

namespace {

// The handles of the variables `g` reads as tensors: the recorded op's extra inputs, after its
// own (TF's functional ops take captured variables as inputs). Tapes that watch accessed
// variables watch them, as reading them while tracing did.
std::vector<Ref> resource_inputs(const graph::AttrMap& attrs) {
  const std::vector<tensor::Tensor> handles = captured_variable_handles(attrs);
  std::vector<Ref> out;
  for (const tensor::Tensor& h : handles) {
    Ref handle = function::make_eager(h);
    out.push_back(handle);
    if (!graph::variable_of(h)) continue;
    for (const auto& tp : tape_set().tapes)
      if (tp->watch_accessed_variables && tp->graph == current_graph()) tp->watch(handle);
    // ConcreteFunction._call_flat: `for v in self._func_graph.variables: variable_accessed(v)`,
    // at every call, so tape.watched_variables() lists them even when no trace ran in the tape.
    if (Ref variable = function::variable_of_resource(h.resource().get())) variable_accessed(variable);
  }
  return out;
}

// A variable passed as an argument is read by the call (resource_variable_ops.variable_accessed
// on the function's variables), so tapes that watch accessed variables watch a trainable one.
void watch_variable_arguments(const std::vector<Ref>& args) {
  for (const Ref& a : args) {
    if (!is_trainable_variable_handle(a)) continue;
    for (const auto& tp : tape_set().tapes)
      if (tp->watch_accessed_variables && tp->graph == current_graph()) tp->tensor_tape.emplace(key_of(a), -1);
  }
}

}  // namespace

void record_graph_node(const std::shared_ptr<graph::FuncGraph>& gref, int node) {
  if (!tapes_recording()) return;
  const graph::Node& n = gref->node(node);
  auto tensor_at = [&](graph::Endpoint e) {
    const graph::Node& src = gref->node(e.node);
    return function::make_symbolic(gref, e.node, e.index, src.output_dtypes.at(static_cast<std::size_t>(e.index)),
                                   src.output_shapes.at(static_cast<std::size_t>(e.index)), gref->endpoint_name(e));
  };
  std::vector<Ref> inputs, outputs;
  for (const graph::Endpoint& e : n.inputs) inputs.push_back(tensor_at(e));
  for (std::size_t i = 0; i < n.output_dtypes.size(); ++i) outputs.push_back(tensor_at({node, static_cast<int>(i)}));
  if (n.op == "PartitionedCall" || n.op == "StatefulPartitionedCall") {
    // The handles of the variables `f` captured follow its inputs; resource_inputs below adds
    // them (and those of the functions `f` calls) again.
    inputs.resize(std::min(inputs.size(), std::get<graph::FuncAttr>(n.attrs.at("f")).graph->inputs().size()));
    // A variable argument reaches the node as the graph's placeholder capturing its handle; the
    // tape knows the variable by that handle (ops record the Python inputs they were given).
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      const graph::Node& src = gref->node(n.inputs[i].node);
      if (auto it = src.attrs.find("_captured"); src.op == "Placeholder" && it != src.attrs.end())
        inputs[i] = function::make_eager(std::get<tensor::Tensor>(it->second));
    }
    watch_variable_arguments(inputs);
  }
  for (const Ref& h : resource_inputs(n.attrs)) inputs.push_back(h);
  // cond_v2/while_v2 create their op inside `with name_scope(name)`: its gradient ops go under
  // "gradient_tape/cond/", "gradient_tape/while/" (backprop._gradient_function).
  const bool scoped = n.op != "PartitionedCall" && n.op != "StatefulPartitionedCall";
  ForwardScope forward(scoped ? n.name : current_name_scope());
  record_operation(n.op, inputs, outputs, n.attrs);
}

void record_call(const std::string& op_type, const std::shared_ptr<graph::FuncGraph>& f, const std::vector<Ref>& args,
                 const std::vector<Ref>& outputs) {
  if (!tapes_recording()) return;
  // A variable passed as an argument is read by the call (resource_variable_ops.variable_accessed
  // on the function's variables), so tapes that watch accessed variables watch a trainable one.
  watch_variable_arguments(args);
  std::vector<Ref> inputs = args;
  graph::AttrMap attrs;
  attrs["f"] = graph::FuncAttr{f->name(), f};
  for (const Ref& h : resource_inputs(attrs)) inputs.push_back(h);
  // The eager tensors the function captured by value are inputs of the call too
  // (ConcreteFunction._call_flat passes args + captured_inputs), so a tape watching one
  // differentiates through the call.
  const std::vector<Ref> captured = captured_eager_tensors(attrs);
  inputs.insert(inputs.end(), captured.begin(), captured.end());
  attrs[kEagerCapturesAttr] = static_cast<int64_t>(captured.size());
  record_operation(op_type, inputs, outputs, attrs);
}

void variable_accessed(const Ref& variable) {
  const function::VariableObject* v = function::as_variable(variable.get());
  if (!v || !v->trainable) return;
  for (const auto& w : tape_set().watchers) {
    bool seen = false;
    for (const Ref& known : w->variables) seen = seen || known.get() == variable.get();
    if (!seen) w->variables.push_back(variable);
  }
  for (const auto& tp : tape_set().tapes)
    if (tp->watch_accessed_variables) tp->watch_variable(variable);
}

ForwardScope::ForwardScope(const std::string& scope) : previous_(g_forward_scope), scope_(scope) {
  g_forward_scope = &scope_;
}
ForwardScope::~ForwardScope() { g_forward_scope = previous_; }
const std::string* ForwardScope::current() { return g_forward_scope; }

// ---- the backward pass -------------------------------------------------------------------

namespace {

struct BackpropState {
  std::map<int64_t, OpRecord> op_tape;
  std::map<TensorKey, int64_t> tensor_usage_counts;
  std::map<int64_t, int64_t> op_missing_tensor;
};

// tape.h PrepareBackprop: the ops the targets depend on, how often each tensor is used by
// them, and how many of each op's outputs still wait for their gradients.
BackpropState prepare_backprop(Tape& tape, const std::vector<TensorKey>& targets) {
  BackpropState r;
  std::vector<TensorKey> stack(targets.begin(), targets.end());
  while (!stack.empty()) {
    TensorKey t = stack.back();
    stack.pop_back();
    auto op_id_it = tape.tensor_tape.find(t);
    if (op_id_it == tape.tensor_tape.end()) continue;
    const int64_t op_id = op_id_it->second;
    auto op_it = tape.op_tape.find(op_id);
    if (op_id == -1 || op_it == tape.op_tape.end() || r.op_tape.count(op_id)) continue;
    r.op_tape.emplace(op_id, op_it->second);
    for (const Ref& in : op_it->second.inputs) {
      const TensorKey k = key_of(in);
      auto c = r.tensor_usage_counts.find(k);
      if (c != r.tensor_usage_counts.end()) {
        c->second++;
      } else {
        r.tensor_usage_counts[k] = 1;
        if (tape.tensor_tape.count(k)) stack.push_back(k);
      }
    }
    if (!tape.persistent) tape.op_tape.erase(op_it);
  }
  for (const auto& [k, n] : r.tensor_usage_counts) {
    auto it = tape.tensor_tape.find(k);
    if (it != tape.tensor_tape.end() && it->second != -1) r.op_missing_tensor[it->second] += 1;
  }
  return r;
}

// The name scope gradient functions run in: "gradient_tape/<forward scope>/" (backprop.py
// _gradient_function); absolute, like any name_scope ending in "/".
struct GradientScope {
  graph::FuncGraph* g;
  explicit GradientScope(const std::string& forward) : g(current_graph()) {
    if (g) g->push_name_scope("gradient_tape" + (forward.empty() ? "" : "/" + forward));
  }
  ~GradientScope() {
    if (g) g->pop_name_scope();
  }
};

// The variable behind a resource handle: an eager handle's, or what a graph's handle
// placeholder captures ("_captured") or stands for ("_handle_data").
const graph::VariableResource* variable_behind(const TensorObject& h) {
  if (h.is_eager()) return graph::variable_of(*h.value);
  for (const char* attr : {"_captured", "_handle_data"}) {
    const auto& attrs = h.graph->node(h.node).attrs;
    auto it = attrs.find(attr);
    if (it != attrs.end())
      if (const auto* v = std::get_if<tensor::Tensor>(&it->second)) return graph::variable_of(*v);
  }
  return nullptr;
}

// backprop._ones / PyTapeTensor::OnesLike: ones of the target's shape; for a resource handle
// (a variable given as the target), default_gradient.ones_like: ones of the variable's shape
// and dtype (shape_and_dtype, from the handle data).
Ref ones_like(const Ref& t) {
  const TensorObject* x = function::as_tensor(t.get());
  // backprop._ones: a string target's initial gradient is None.
  if (x->dtype == DType::String) return nullptr;
  if (x->dtype == DType::Resource) {
    const graph::VariableResource* v = variable_behind(*x);
    if (!v || !v->shape.is_fully_defined())
      py::raise(py::E().NotImplementedError, "tfplay cannot take the gradient of this resource handle as a target yet");
    const std::vector<int64_t> dims = v->shape.concrete();
    tensor::Tensor dims_t = tensor::Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(dims.size())}, dims);
    return constant_tensor(tensor::fill(dims_t, tensor::Tensor::scalar_of(v->dtype, 1)), "ones");
  }
  if (x->shape.is_fully_defined()) {
    const std::vector<int64_t> dims = x->shape.concrete();
    tensor::Tensor dims_t = tensor::Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(dims.size())}, dims);
    return constant_tensor(tensor::fill(dims_t, tensor::Tensor::scalar_of(x->dtype, 1)), "ones");
  }
  return run_op1("OnesLike", {t}, {}, "ones_like");
}

// PyTapeTensor::ZerosLike for an output without gradient.
Ref zeros_for(const Ref& t) {
  const TensorObject* x = function::as_tensor(t.get());
  if (x->dtype == DType::Resource) return nullptr;
  if (x->shape.is_fully_defined()) return constant_tensor(tensor::Tensor::zeros(x->dtype, x->shape.concrete()), "zeros");
  return run_op1("ZerosLike", {t}, {}, "zeros_like");
}

// backprop._aggregate_grads: one gradient, or their AddN; IndexedSlices only are concatenated
// (backprop_util.AggregateIndexedSlicesGradients), a mix is densified by AddN.
Ref aggregate(const std::vector<Ref>& grads) {
  if (grads.size() == 1) return grads[0];
  bool any_dense = false;
  for (const Ref& g : grads) any_dense = any_dense || !is_indexed_slices(g);
  if (any_dense) {
    std::vector<Ref> dense_grads;
    for (const Ref& g : grads) dense_grads.push_back(dense(g));
    return apply_op1("AddN", {py::List(dense_grads)});
  }
  std::vector<Ref> values, indices;
  for (const Ref& g : grads) {
    values.push_back(indexed_slices_values(g));
    indices.push_back(indexed_slices_indices(g));
  }
  Ref v = apply_op1("ConcatV2", {py::List(values), py::Int(0)}, {}, py::Str("concat"));
  Ref i = apply_op1("ConcatV2", {py::List(indices), py::Int(0)}, {}, py::Str("concat"));
  return make_indexed_slices(v, i, indexed_slices_dense_shape(grads[0]));
}

// imperative_grad's steps that are functions of their own: a fresh wasm engine optimizes a hot
// function whole, and the first gradient a program takes would pay for all of them at once.

/// The input gradients a Python backward function (tf.custom_gradient) gives for `trace`:
/// zeros for the outputs without a gradient, no gradient name scope (TF calls it directly, not
/// via _gradient_function). Raises TF's Internal error when it returns the wrong number.
[[gnu::noinline]] std::vector<Ref> call_backward_function(const OpRecord& trace, const std::vector<Ref>& out_gradients) {
  std::vector<Ref> args;
  for (std::size_t i = 0; i < out_gradients.size(); ++i)
    args.push_back(out_gradients[i] ? out_gradients[i] : zeros_for(trace.outputs[i]));
  for (Ref& a : args)
    if (!a) a = py::None();
  Ref result = py::call(trace.backward_function, args);
  std::vector<Ref> grads = py::to_vector(result);
  // tape.h ComputeGradient's check (pywrap_tfe_src.cc words it the same for too many).
  if (grads.size() != trace.inputs.size())
    raise_op_error(tensor::OpError(tensor::OpError::Code::Internal,
                                   "Recorded operation '" + trace.type + "' returned too few gradients. Expected " +
                                       std::to_string(trace.inputs.size()) + " but received " + std::to_string(grads.size())));
  std::vector<Ref> in_gradients(trace.inputs.size());
  for (std::size_t i = 0; i < grads.size(); ++i)
    in_gradients[i] = py::is_none(grads[i].get()) ? nullptr : (is_indexed_slices(grads[i]) ? grads[i] : convert_to_tensor(grads[i], std::nullopt));
  return in_gradients;
}

/// The input gradients the registered gradient function `fn` gives for `trace`, one per input
/// (null for none): zeros for the outputs without a gradient, the inputs neither on the tape
/// nor sources skipped, dense output gradients for all but the pass-through ops.
[[gnu::noinline]] std::vector<Ref> call_gradient_function(const grad::GradientFunction& fn, OpRecord& trace,
                                                          std::vector<Ref>& out_gradients, const std::vector<int>& zero_indices,
                                                          const Tape& tape, const std::set<TensorKey>& sources_set) {
  for (int i : zero_indices) out_gradients[static_cast<std::size_t>(i)] = zeros_for(trace.outputs[static_cast<std::size_t>(i)]);
  trace.skip_input_indices.clear();
  for (std::size_t i = 0; i < trace.inputs.size(); ++i) {
    const TensorKey k = key_of(trace.inputs[i]);
    if (!tape.tensor_tape.count(k) && !sources_set.count(k)) trace.skip_input_indices.push_back(static_cast<int>(i));
  }
  // Gradient functions other than the pass-through ones see dense gradients (TF's
  // convert_to_tensor inside them).
  if (trace.type != "Identity" && trace.type != "ReadVariableOp")
    for (Ref& g : out_gradients)
      if (g) g = dense(g);
  GradientScope scope(trace.forward_scope);
  std::vector<Ref> in_gradients = fn(trace, out_gradients);
  in_gradients.resize(trace.inputs.size());
  return in_gradients;
}

/// Each source's gradient, summed: null for an unconnected one, or zeros shaped like it with
/// `unconnected_zero` (UnconnectedGradients.ZERO).
[[gnu::noinline]] std::vector<Ref> gradients_of_sources(std::map<TensorKey, std::vector<Ref>>& gradients,
                                                        const std::vector<TensorKey>& source_ids, const std::vector<Ref>& sources,
                                                        const std::vector<Ref>& sources_raw, bool unconnected_zero) {
  std::vector<Ref> result;
  for (std::size_t i = 0; i < source_ids.size(); ++i) {
    auto grad_it = gradients.find(source_ids[i]);
    if (grad_it == gradients.end() || grad_it->second.empty()) {
      Ref zero;
      if (unconnected_zero) {
        const Ref& raw = i < sources_raw.size() ? sources_raw[i] : sources[i];
        if (const function::VariableObject* v = function::as_variable(raw.get()))
          zero = constant_tensor(tensor::Tensor::zeros(v->dtype, v->shape.concrete()), "zeros");
        else
          zero = grad::zeros_like(raw);
      }
      result.push_back(zero);
      continue;
    }
    // (A string source's None gradient counts for nothing in a sum.)
    std::vector<Ref> present_grads;
    for (const Ref& g : grad_it->second)
      if (g) present_grads.push_back(g);
    if (present_grads.size() > 1) grad_it->second = {aggregate(present_grads)};
    else grad_it->second = {present_grads.empty() ? nullptr : present_grads[0]};
    result.push_back(grad_it->second[0]);
  }
  return result;
}

}  // namespace

std::vector<Ref> imperative_grad(Tape& tape, const std::vector<Ref>& targets, const std::vector<Ref>& sources,
                                 const std::vector<Ref>& output_gradients, const std::vector<Ref>& sources_raw,
                                 bool unconnected_zero) {
  std::vector<TensorKey> target_ids, source_ids;
  for (const Ref& t : targets) target_ids.push_back(key_of(t));
  for (const Ref& s : sources) source_ids.push_back(key_of(s));
  const std::set<TensorKey> sources_set(source_ids.begin(), source_ids.end());
  std::map<TensorKey, Ref> sources_that_are_targets;
  for (std::size_t i = 0; i < targets.size(); ++i)
    if (sources_set.count(target_ids[i])) sources_that_are_targets.emplace(target_ids[i], targets[i]);

  BackpropState state = prepare_backprop(tape, target_ids);
  // InitialStack: ops none of whose outputs wait for a gradient (map order, as TF's op ids).
  std::vector<int64_t> op_stack;
  for (const auto& [id, rec] : state.op_tape)
    if (!state.op_missing_tensor.count(id)) op_stack.push_back(id);

  // InitialGradients.
  std::map<TensorKey, std::vector<Ref>> gradients;
  for (std::size_t i = 0; i < targets.size(); ++i) {
    const TensorKey id = target_ids[i];
    if (i < output_gradients.size() && output_gradients[i]) {
      gradients[id].push_back(output_gradients[i]);
      continue;
    }
    auto t = tape.tensor_tape.find(id);
    if (t != tape.tensor_tape.end() && t->second != -1) {
      if (Ref ones = ones_like(targets[i])) gradients[id].push_back(ones);
    } else if (sources_that_are_targets.count(id)) {
      // A source that is its own target: its gradient is the ones (None for a string).
      gradients[id].push_back(ones_like(targets[i]));
    }
  }

  while (!op_stack.empty()) {
    const int64_t op = op_stack.back();
    op_stack.pop_back();
    auto op_it = state.op_tape.find(op);
    if (op_it == state.op_tape.end()) continue;
    OpRecord trace = std::move(op_it->second);
    state.op_tape.erase(op_it);
    std::vector<Ref> out_gradients;
    std::vector<int> zero_indices;
    bool any_gradient_nonzero = false;
    for (std::size_t i = 0; i < trace.outputs.size(); ++i) {
      auto grad_it = gradients.find(key_of(trace.outputs[i]));
      if (grad_it == gradients.end()) {
        out_gradients.push_back(nullptr);
        zero_indices.push_back(static_cast<int>(i));
      } else {
        any_gradient_nonzero = true;
        out_gradients.push_back(aggregate(grad_it->second));
        // tape.h ComputeGradient: a non-persistent tape frees an op's output gradients once
        // used, except a source's (an intermediate result asked for, as in the guide's
        // tape.gradient(z, y) with y = x * x), which stays the result.
        if (!tape.persistent && !sources_set.count(grad_it->first)) gradients.erase(grad_it);
        else grad_it->second = {out_gradients.back()};
      }
    }
    std::vector<Ref> in_gradients(trace.inputs.size());
    if (any_gradient_nonzero && trace.backward_function) {
      in_gradients = call_backward_function(trace, out_gradients);
    } else if (any_gradient_nonzero) {
      if (const grad::GradientFunction* fn = grad::lookup(trace.type))
        in_gradients = call_gradient_function(*fn, trace, out_gradients, zero_indices, tape, sources_set);
    }
    for (std::size_t i = 0; i < in_gradients.size(); ++i) {
      const TensorKey id = key_of(trace.inputs[i]);
      if (in_gradients[i]) gradients[id].push_back(in_gradients[i]);
      auto usage = state.tensor_usage_counts.find(id);
      if (usage == state.tensor_usage_counts.end()) continue;
      if (--usage->second > 0) continue;
      auto tape_it = tape.tensor_tape.find(id);
      if (tape_it == tape.tensor_tape.end()) {
        gradients.erase(id);  // not watched and not computed on the tape: no gradient
        continue;
      }
      const int64_t op_id = tape_it->second;
      if (op_id == -1) continue;
      auto missing = state.op_missing_tensor.find(op_id);
      if (missing != state.op_missing_tensor.end() && --missing->second == 0) op_stack.insert(op_stack.begin(), op_id);
    }
  }

  return gradients_of_sources(gradients, source_ids, sources, sources_raw, unconnected_zero);
}

}  // namespace tfplay::tf::tape
