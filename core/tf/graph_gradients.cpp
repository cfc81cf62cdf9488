// tf.gradients (TF 2.20 tensorflow/python/ops/gradients_util.py _GradientsHelper) and
// tf.hessians (gradients_impl.py HessiansV2): the backward pass over the nodes of the graph being
// built, calling the same gradient functions GradientTape uses (gradient_registry.h). The walk
// is TF's: the ops between xs and ys (_PendingCount), a FIFO queue from the ys' ops, the
// gradients of an op's output added up (AddN, in the "gradients" scope) when it has several,
// each gradient function called in the scope "gradients/<op name>_grad", and zeros for the
// trainable outputs that got none. Eagerly both raise TF's RuntimeError.
#include "core/tf/graph_gradients.h"

#include <algorithm>
#include <deque>
#include <map>
#include <set>

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/function/variable_object.h"
#include "core/graph/captured_resource.h"
#include "core/graph/functional_ops.h"
#include "core/graph/list_handle.h"
#include "core/graph/func_graph.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/gradient_tape.h"
#include "core/tf/indexed_slices.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

using graph::Endpoint;
using graph::FuncGraph;
using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

struct NodeGradients {
  std::map<std::pair<const FuncGraph*, int>, Ref> functions;
  std::map<const FuncGraph*, const FuncGraph*> aliases;  // register_replay_alias
};

NodeGradients& node_gradients() { return function::Runtime::current().run_state<NodeGradients>(); }

/// gradients_util._IsBackpropagatable.
bool backpropagatable(DType d) { return tape::trainable(d) || d == DType::Variant; }

/// backprop_util.IsTrainable(op.outputs[i]): a TensorList output by its element dtype.
bool trainable_output(const FuncGraph& g, Endpoint e) {
  const DType d = g.node(e.node).output_dtypes.at(static_cast<std::size_t>(e.index));
  if (d != DType::Variant) return tape::trainable(d);
  const std::optional<DType> element = graph::list_element_dtype(g, e);
  return element && tape::trainable(*element);
}

/// _AsList: a list or tuple as its items, anything else as one item.
std::vector<Ref> as_list(const Ref& v) {
  if (py::is_list(v.get()) || py::is_tuple(v.get())) return py::to_vector(v);
  return {v};
}

[[noreturn]] void raise_eager() {
  py::raise(py::E().RuntimeError,
            "tf.gradients is not supported when eager execution is enabled. Use tf.GradientTape instead.");
}

/// The backward pass of one tf.gradients call over graph `g`.
class GraphGradients {
 public:
  GraphGradients(std::shared_ptr<FuncGraph> g) : gref_(std::move(g)), g_(*gref_) {}

  /// The endpoint of `t` in this graph; node -1 when it is not one of its tensors.
  Endpoint endpoint_of(const Ref& t) const {
    const function::TensorObject* x = function::as_tensor(t.get());
    if (!x || x->is_eager() || x->graph.get() != &g_) return {-1, 0};
    return {x->node, x->index};
  }

  Ref tensor_at(Endpoint e) const {
    const graph::Node& n = g_.node(e.node);
    const auto i = static_cast<std::size_t>(e.index);
    return function::make_symbolic(gref_, e.node, e.index, n.output_dtypes.at(i), n.output_shapes.at(i), g_.endpoint_name(e));
  }

  /// _NonEagerInputs: the data inputs, less the eager tensors captured by value, then for a cond
  /// or loop the placeholders of this graph that capture the variable handles its branches read
  /// (branch_handles: TF's If/While take those placeholders as inputs).
  std::vector<Endpoint> inputs_of(int node) const {
    std::vector<Endpoint> out;
    for (const Endpoint& e : g_.node(node).inputs)
      if (!(g_.node(e.node).op == "Const" && g_.node(e.node).captured)) out.push_back(e);
    if (auto it = branch_handles_.find(node); it != branch_handles_.end())
      for (const std::optional<int>& placeholder : it->second)
        if (placeholder) out.push_back({*placeholder, 0});
    return out;
  }

  /// The aggregation_method argument (None: AggregationMethod.DEFAULT, ADD_N).
  void set_aggregation_method(const Ref& method) { method_ = method; }

  std::vector<Ref> run(const std::vector<Ref>& ys, const std::vector<Endpoint>& xs, const std::vector<Ref>& x_tensors,
                       const std::vector<Ref>& grad_ys, const std::vector<int>& stop_nodes, bool unconnected_zero) {
    const std::size_t n = g_.nodes().size();
    find_branch_handles();
    consumers_.assign(n, {});
    for (std::size_t id = 0; id < n; ++id)
      for (const Endpoint& e : inputs_of(static_cast<int>(id))) consumers_[static_cast<std::size_t>(e.node)].push_back({static_cast<int>(id), e.index});

    std::vector<int> to_ops, from_ops;
    for (const Ref& y : ys) to_ops.push_back(endpoint_of(y).node);
    for (const Endpoint& x : xs) from_ops.push_back(x.node);

    // _PendingCount.
    std::set<int> reached;
    std::deque<int> queue;
    for (int op : from_ops)
      if (op >= 0) queue.push_back(op);
    while (!queue.empty()) {
      const int op = queue.front();
      queue.pop_front();
      if (!reached.insert(op).second) continue;
      const graph::Node& node = g_.node(op);
      for (std::size_t k = 0; k < node.output_dtypes.size(); ++k) {
        if (!backpropagatable(node.output_dtypes[k])) continue;
        for (const auto& [consumer, index] : consumers_[static_cast<std::size_t>(op)])
          if (index == static_cast<int>(k)) queue.push_back(consumer);
      }
    }
    std::set<int> reachable_to_ops;
    for (int op : to_ops)
      if (reached.count(op)) reachable_to_ops.insert(op);
    std::vector<int> between_list;
    for (int op : to_ops)
      if (op >= 0) queue.push_back(op);
    while (!queue.empty()) {
      const int op = queue.front();
      queue.pop_front();
      if (!reached.count(op)) continue;
      between_.insert(op);
      between_list.push_back(op);
      reached.erase(op);
      for (const Endpoint& e : inputs_of(op)) queue.push_back(e.node);
    }
    for (int op : between_list)
      for (const Endpoint& e : inputs_of(op))
        if (between_.count(e.node)) pending_[e.node] += 1;

    for (std::size_t i = 0; i < ys.size(); ++i) set_grad(endpoint_of(ys[i]), grad_ys[i]);

    std::set<int> to_ops_set;
    for (int op : to_ops) {
      if (op < 0) continue;
      if (pending_[op] == 0 && !to_ops_set.count(op) && reachable_to_ops.count(op)) {
        to_ops_set.insert(op);
        queue.push_back(op);
      }
    }
    // _StopOps: the from_ops none of whose inputs lies between, and the stop_gradients' ops.
    std::set<int> stop_ops(stop_nodes.begin(), stop_nodes.end());
    for (int op : from_ops) {
      if (op < 0) continue;
      bool is_stop = true;
      for (const Endpoint& e : inputs_of(op))
        if (pending_[e.node] > 0) is_stop = false;
      if (is_stop) stop_ops.insert(op);
    }

    while (!queue.empty()) {
      const int op = queue.front();
      queue.pop_front();
      check_aggregation_method();
      process(op, stop_ops.count(op) > 0);
      for (const Endpoint& e : inputs_of(op)) {
        if (--pending_[e.node] == 0) queue.push_back(e.node);
      }
    }

    std::vector<Ref> result;
    for (std::size_t i = 0; i < xs.size(); ++i) {
      Ref grad;
      if (xs[i].node >= 0) {
        auto it = grads_.find(xs[i].node);
        if (it != grads_.end()) {
          std::vector<Ref>& list = it->second.at(static_cast<std::size_t>(xs[i].index));
          if (!list.empty()) grad = aggregate(list, xs[i].node);
        }
      }
      if (!grad && unconnected_zero) grad = zeros_for_source(x_tensors[i]);
      result.push_back(grad ? grad : py::None());
    }
    return result;
  }

 private:
  std::shared_ptr<FuncGraph> gref_;
  FuncGraph& g_;
  std::vector<std::vector<std::pair<int, int>>> consumers_;  // node -> (consumer, output index)
  std::set<int> between_;
  std::map<int, int> pending_;
  std::map<int, std::vector<std::vector<Ref>>> grads_;  // op -> per output, the gradients received
  Ref method_;
  bool tree_ = false;
  // Per cond/case/loop node: per variable handle its functions read (captured_variable_handles'
  // order), the placeholder of this graph capturing it, if any.
  std::map<int, std::vector<std::optional<int>>> branch_handles_;

  static bool is_control_flow(const std::string& op) {
    return graph::is_functional_op(op) && op != "PartitionedCall" && op != "StatefulPartitionedCall";
  }

  /// tfplay's cond_v2/while_v2 branches capture a variable's eager handle themselves, so the op
  /// has no input for it: the walk links the op to the placeholder through which this graph
  /// reads the handle (tf.gradients' xs capture it), as TF's op input does.
  void find_branch_handles() {
    for (std::size_t id = 0; id < g_.nodes().size(); ++id) {
      const graph::Node& node = g_.node(static_cast<int>(id));
      if (!is_control_flow(node.op)) continue;
      std::vector<std::optional<int>> placeholders;
      for (const tensor::Tensor& h : tape::captured_variable_handles(node.attrs))
        placeholders.push_back(graph::captured_resource_placeholder(g_, h));
      if (!placeholders.empty()) branch_handles_[static_cast<int>(id)] = std::move(placeholders);
    }
  }

  /// _AggregatedGrads' check, made for every op the walk reaches: ADD_N (0), EXPERIMENTAL_TREE
  /// (1) or EXPERIMENTAL_ACCUMULATE_N (2), which sum pairwise.
  void check_aggregation_method() {
    if (!present(method_)) return;
    bool valid = false;
    for (int64_t m : {0, 1, 2})
      if (py::eq(method_, py::Int(m))) valid = true, tree_ = m != 0;
    if (!valid)
      py::raise_value_error("Invalid `aggregation_method` specified " + py::str(method_) + ". Accepted values are [0, 1, 2].");
  }

  void set_grad(Endpoint t, const Ref& grad) {
    if (t.node < 0) return;
    auto& op_grads = grads_[t.node];
    if (op_grads.empty()) op_grads.resize(g_.node(t.node).output_dtypes.size());
    op_grads.at(static_cast<std::size_t>(t.index)).push_back(grad);
  }

  /// _AggregatedGrads for one output of `op`: the gradient, or the sum of several (densified
  /// first): one AddN, or with the EXPERIMENTAL_TREE / EXPERIMENTAL_ACCUMULATE_N methods pairwise
  /// AddNs in the scope "<op name>_gradient_sum".
  Ref aggregate(std::vector<Ref>& list, int op) {
    if (list.size() == 1) return list[0];
    std::vector<Ref> dense_grads;
    for (const Ref& g : list) dense_grads.push_back(dense(g));
    Ref sum;
    if (tree_) {
      OpScope scope(py::Str(g_.node(op).name + "_gradient_sum"), "gradient_sum");
      sum = dense_grads[0];
      for (std::size_t i = 1; i < dense_grads.size(); ++i) sum = apply_op1("AddN", {py::List({sum, dense_grads[i]})});
    } else {
      sum = apply_op1("AddN", {py::List(dense_grads)});
    }
    list = {sum};
    return sum;
  }

  /// _GetGrad's zeros for an unconnected source (a variable's handle: zeros of its shape).
  Ref zeros_for_source(Ref x) {
    if (!function::as_variable(x.get()) && py::getattr_opt(x, "_should_act_as_resource_variable")) x = py::getattr(x, "value");
    if (const function::VariableObject* v = function::as_variable(x.get()))
      return constant_tensor(tensor::Tensor::zeros(v->dtype, v->shape.concrete()), "zeros");
    return grad::zeros_like(x);
  }

  void process(int op, bool is_stop) {
    // A copy: gradient functions add nodes to the graph, which may move its node list.
    const graph::Node node = g_.node(op);
    const std::size_t n_out = node.output_dtypes.size();
    std::vector<Ref> out_grads(n_out);
    bool has_out_grads = false;
    auto it = grads_.find(op);
    if (it != grads_.end()) {
      for (std::size_t i = 0; i < n_out; ++i) {
        std::vector<Ref>& list = it->second.at(i);
        if (list.empty()) continue;
        out_grads[i] = aggregate(list, op);
        has_out_grads = true;
      }
    }
    const std::vector<Endpoint> inputs = inputs_of(op);
    std::vector<Ref> in_grads(inputs.size());
    const grad::GradientFunction* fn = nullptr;
    Ref custom;
    if (has_out_grads && !is_stop) {
      auto c = node_gradients().functions.find({&g_, op});
      if (c != node_gradients().functions.end()) {
        custom = c->second;
      } else {
        try {
          fn = grad::lookup(node.op);
        } catch (py::PyError& err) {
          if (!py::isinstance(err.exc.get(), py::E().LookupError)) throw;
          // gradients_util._GradientsHelper's text (no space after "operation").
          py::raise(py::E().LookupError,
                    "No gradient defined for operation'" + node.name + "' (op type: " + node.op +
                        "). In general every operation must have an associated `@tf.RegisterGradient` for correct "
                        "autodiff, which this op is lacking. If you want to pretend this operation is a constant in your "
                        "program, you may insert `tf.stop_gradient`. This can be useful to silence the error in cases "
                        "where you know gradients are not needed, e.g. the forward pass of tf.custom_gradient. Please see "
                        "more details in https://www.tensorflow.org/api_docs/python/tf/custom_gradient.");
        }
      }
    }
    if ((fn || custom) && has_out_grads) {
      for (std::size_t i = 0; i < n_out; ++i)
        if (!out_grads[i] && trainable_output(g_, {op, static_cast<int>(i)}) && node.output_dtypes[i] != DType::Resource)
          out_grads[i] = grad::zeros_like(tensor_at({op, static_cast<int>(i)}));
      OpScope scope(py::Str(node.name + "_grad"), node.name + "_grad");
      std::vector<Ref> result;
      if (custom) {
        std::vector<Ref> args;
        for (const Ref& g : out_grads) args.push_back(g ? g : py::None());
        for (const Ref& g : py::to_vector(py::call(custom, args)))
          result.push_back(py::is_none(g.get()) ? nullptr : (is_indexed_slices(g) ? g : convert_to_tensor(g, std::nullopt)));
      } else {
        tape::OpRecord rec;
        rec.type = node.op;
        for (const Endpoint& e : node.inputs) rec.inputs.push_back(tensor_at(e));
        // A call's inputs end with the handles of the variables its function captured. Its
        // gradient (function_grad.cpp call_grad) takes the function's own inputs, then those
        // handles as the tape records them (eager, in captured_variable_handles' order);
        // `handle_input` says which node input each one's gradient belongs to.
        const bool call = node.op == "PartitionedCall" || node.op == "StatefulPartitionedCall";
        std::size_t n_args = rec.inputs.size();
        std::vector<std::size_t> handle_input;
        if (call) {
          n_args = std::min(n_args, std::get<graph::FuncAttr>(node.attrs.at("f")).graph->inputs().size());
          rec.inputs.resize(n_args);
          for (const tensor::Tensor& h : tape::captured_variable_handles(node.attrs)) {
            rec.inputs.push_back(function::make_eager(h));
            const std::optional<int> placeholder = graph::captured_resource_placeholder(g_, h);
            std::size_t at = node.inputs.size();
            for (std::size_t i = n_args; i < node.inputs.size(); ++i)
              if (placeholder && node.inputs[i].node == *placeholder) at = i;
            handle_input.push_back(at);
          }
        }
        // A cond's or loop's gradient takes the handles its branches read after its inputs, as
        // the tape records them (record_graph_node).
        if (is_control_flow(node.op))
          for (const tensor::Tensor& h : tape::captured_variable_handles(node.attrs)) rec.inputs.push_back(function::make_eager(h));
        for (std::size_t i = 0; i < n_out; ++i) rec.outputs.push_back(tensor_at({op, static_cast<int>(i)}));
        rec.attrs = node.attrs;
        rec.forward_scope = g_.name_scope();
        std::vector<Ref> grads = out_grads;
        if (node.op != "Identity" && node.op != "ReadVariableOp")
          for (Ref& g : grads)
            if (g) g = dense(g);
        result = (*fn)(rec, grads);
        if (call) {
          std::vector<Ref> by_input(node.inputs.size());
          for (std::size_t i = 0; i < n_args && i < result.size(); ++i) by_input[i] = result[i];
          for (std::size_t r = 0; r < handle_input.size() && n_args + r < result.size(); ++r)
            if (handle_input[r] < by_input.size()) by_input[handle_input[r]] = result[n_args + r];
          result = std::move(by_input);
        }
      }
      // The gradients line up with node.inputs; inputs_of leaves out captured constants.
      std::size_t k = 0;
      for (std::size_t i = 0; i < node.inputs.size() && k < in_grads.size(); ++i) {
        const Endpoint& e = node.inputs[i];
        if (g_.node(e.node).op == "Const" && g_.node(e.node).captured) continue;
        in_grads[k++] = i < result.size() ? result[i] : nullptr;
      }
      // Then the branch handles' gradients, for those this graph captures.
      if (auto bh = branch_handles_.find(op); bh != branch_handles_.end())
        for (std::size_t r = 0; r < bh->second.size() && k < in_grads.size(); ++r) {
          const std::size_t at = node.inputs.size() + r;
          if (bh->second[r]) in_grads[k++] = at < result.size() ? result[at] : nullptr;
        }
    }
    for (std::size_t i = 0; i < inputs.size(); ++i)
      if (in_grads[i] && !py::is_none(in_grads[i].get())) set_grad(inputs[i], in_grads[i]);
  }
};

/// UnconnectedGradients(value): true for ZERO; ValueError for anything else than NONE or ZERO.
bool unconnected_zero(const Ref& v) {
  if (!present(v)) return false;
  Ref value = py::is_str(v.get()) ? v : py::getattr_opt(v, "value");
  if (value && py::is_str(value.get())) {
    const std::string s = py::as_str(value.get());
    if (s == "none") return false;
    if (s == "zero") return true;
  }
  py::raise_value_error("Unknown value for unconnected_gradients: " + py::repr(v));
}

std::vector<Ref> gradients(const Ref& ys_arg, const Ref& xs_arg, const Ref& grad_ys_arg, const Ref& name,
                           const Ref& stop_arg, const Ref& unconnected, const Ref& aggregation_method) {
  function::Runtime& rt = function::Runtime::current();
  if (!rt.active_trace()) raise_eager();
  const bool zero = unconnected_zero(unconnected);
  std::shared_ptr<FuncGraph> gref = rt.active_trace()->graph;
  std::vector<Ref> ys = as_list(ys_arg), xs_raw = as_list(xs_arg);
  std::vector<Ref> stops = present(stop_arg) ? as_list(stop_arg) : std::vector<Ref>{};
  std::vector<Ref> grad_ys = present(grad_ys_arg) ? as_list(grad_ys_arg) : std::vector<Ref>(ys.size(), nullptr);
  OpScope scope(present(name) ? name : py::Str("gradients"), "gradients");
  for (Ref& y : ys) y = convert_to_tensor(y, std::nullopt, "y");
  GraphGradients walk(gref);
  walk.set_aggregation_method(aggregation_method);
  std::vector<Endpoint> xs;
  for (const Ref& x : xs_raw) {
    Ref t = x;
    // resource_variable_ops.is_resource_variable: a tf.Variable, or what acts as one (a Keras
    // variable, which has `_should_act_as_resource_variable` and the handle of its tf.Variable).
    if (!function::as_variable(x.get()) && py::getattr_opt(x, "_should_act_as_resource_variable")) {
      Ref h = py::getattr(x, "handle");
      const function::TensorObject* ht = function::as_tensor(h.get());
      xs.push_back(ht && ht->is_eager() ? gref->capture_resource(*ht->value, function::current_source_pos()) : walk.endpoint_of(h));
      continue;
    }
    if (const function::VariableObject* v = function::as_variable(x.get())) {
      const function::TensorObject* h = function::as_tensor(v->handle.get());
      // A variable read in this graph is read through its captured handle.
      xs.push_back(h->is_eager() ? gref->capture_resource(*h->value, function::current_source_pos()) : walk.endpoint_of(v->handle));
      continue;
    }
    t = convert_to_tensor(t, std::nullopt, "x");
    Endpoint e = walk.endpoint_of(t);
    const function::TensorObject* tx = function::as_tensor(t.get());
    if (e.node < 0 && !tx->is_eager()) {
      // A tensor of an enclosing graph: this graph sees it through its capture placeholder.
      for (const auto& [outer, placeholder] : gref->captures())
        if (gref->outer() == tx->graph.get() && outer.node == tx->node && outer.index == tx->index) e = {placeholder, 0};
    }
    xs.push_back(e);
  }
  // _DefaultGradYs.
  if (grad_ys.size() != ys.size())
    py::raise_value_error("Passed " + std::to_string(grad_ys.size()) + " grad_ys for " + std::to_string(ys.size()) + " ys");
  for (std::size_t i = 0; i < ys.size(); ++i) {
    const DType yd = grad::dtype(ys[i]);
    if (!present(grad_ys[i])) {
      if (tensor::is_complex(yd))
        py::raise_type_error("Gradients of complex tensors (" + py::str(ys[i]) + ") must set grad_ys (y.dtype = " +
                             std::string(tensor::name(yd)) + ")");
      Ref shape = grad::shape(ys[i]);
      grad_ys[i] = grad::gen("Fill", {shape, grad::scalar(1, yd, "grad_ys_" + std::to_string(i))});
    } else {
      Ref g = is_indexed_slices(grad_ys[i]) ? grad_ys[i] : convert_to_tensor(grad_ys[i], std::nullopt, "grad_y");
      if (!is_indexed_slices(g)) g = apply_op1("Identity", {g}, {}, py::Str("grad_ys_" + std::to_string(i)));
      grad_ys[i] = g;
    }
  }
  std::vector<int> stop_nodes;
  for (const Ref& s : stops) {
    Endpoint e = walk.endpoint_of(convert_to_tensor(s, std::nullopt));
    if (e.node >= 0) stop_nodes.push_back(e.node);
  }
  return walk.run(ys, xs, xs_raw, grad_ys, stop_nodes, zero);
}

}  // namespace

namespace {

// tf.RegisterGradient and tf.no_gradient (framework/ops.py), over the gradient registry's
// register (framework/registry.py). TF's registry is the process's; a program's registrations
// here last for its run. Op types tfplay's gradient registry has are refused: TF's KeyError
// would name the TF source line that registered them.
constexpr const char* kRegistrySource = R"PY(
_natives = None


def _install(natives):
    global _natives
    _natives = natives


class RegisterGradient(object):
    __slots__ = ['_op_type']

    def __init__(self, op_type):
        if not isinstance(op_type, str):
            raise TypeError('op_type must be a string')
        self._op_type = op_type

    def __call__(self, f):
        _natives.register(f, self._op_type)
        return f


def no_gradient(op_type):
    if not isinstance(op_type, str):
        raise TypeError('op_type must be a string')
    _natives.register(None, op_type)
)PY";

// gradients_util.AggregationMethod: how tf.gradients adds up an output's gradients.
constexpr const char* kAggregationSource = R"PY(
class AggregationMethod:
    """A class listing aggregation methods used to combine gradients."""
    ADD_N = 0
    DEFAULT = ADD_N
    EXPERIMENTAL_TREE = 1
    EXPERIMENTAL_ACCUMULATE_N = 2
)PY";

struct ProgramGradients {
  std::map<std::string, std::string> locations;  // op type -> "<frame name> <file>:<line>"
  std::vector<Ref> functions;                    // kept alive, as TF's registry keeps them
};

/// register(candidate, name): registry.Registry.register for the gradient registry.
Ref register_program_gradient(CallArgs& a) {
  const Ref candidate = a.args.at(0);
  const std::string name = py::as_str(a.args.at(1).get());
  bool builtin = true;
  try {
    grad::lookup(name);
  } catch (py::PyError& err) {
    builtin = !py::isinstance(err.exc.get(), py::E().LookupError);
  }
  if (builtin)
    py::raise(py::E().NotImplementedError,
              "tfplay does not implement registering a gradient for its op type '" + name + "' yet");
  ProgramGradients& r = function::Runtime::current().run_state<ProgramGradients>();
  auto it = r.locations.find(name);
  if (it != r.locations.end())
    py::raise(py::E().KeyError, "Registering two gradient with name '" + name + "'! (Previous registration was in " +
                                    it->second + ")");
  py::Interpreter& interp = py::Interpreter::current();
  const py::Frame* frame = interp.program_frame();
  r.locations[name] = std::string(frame ? frame->name : "<module>") + " " + interp.filename() + ":" +
                      std::to_string(interp.program_line());
  r.functions.push_back(candidate);
  return py::None();
}

}  // namespace

void register_node_gradient(const FuncGraph* graph, int node, const Ref& backward) {
  node_gradients().functions[{graph, node}] = backward;
}

const Ref* node_gradient(const FuncGraph* graph, int node) {
  auto& m = node_gradients().functions;
  auto it = m.find({graph, node});
  return it == m.end() ? nullptr : &it->second;
}

void register_replay_alias(const FuncGraph* copy, const FuncGraph* original) { node_gradients().aliases[copy] = original; }

const FuncGraph* replay_alias(const FuncGraph* graph) {
  auto& m = node_gradients().aliases;
  auto it = m.find(graph);
  return it == m.end() ? nullptr : it->second;
}

void install_graph_gradients(const Ref& tf) {
  const char* module = "tensorflow.python.framework.ops";
  Ref registry = py::Interpreter::current().exec_library_module(module, library_source(module, kRegistrySource));
  Ref natives = py::Module("tensorflow.python.framework.registry");
  def(natives, "register", register_program_gradient);
  py::call(registry->dict->get("_install"), std::vector<Ref>{natives});
  tf->dict->set("RegisterGradient", registry->dict->get("RegisterGradient"));
  tf->dict->set("no_gradient", registry->dict->get("no_gradient"));
  const char* util = "tensorflow.python.ops.gradients_util";
  Ref aggregation = py::Interpreter::current().exec_library_module(util, library_source(util, kAggregationSource));
  tf->dict->set("AggregationMethod", aggregation->dict->get("AggregationMethod"));
  // gradients(ys, xs, grad_ys=None, name='gradients', gate_gradients=False,
  //           aggregation_method=None, stop_gradients=None,
  //           unconnected_gradients=UnconnectedGradients.NONE)
  def(tf, "gradients", +[](CallArgs& a) -> Ref {
    Ref ys = require(a, 0, "ys", "gradients"), xs = require(a, 1, "xs", "gradients");
    return py::List(gradients(ys, xs, arg(a, 2, "grad_ys"), arg(a, 3, "name"), arg(a, 6, "stop_gradients"),
                              arg(a, 7, "unconnected_gradients"), arg(a, 5, "aggregation_method")));
  });
  // hessians(ys, xs, gate_gradients=False, aggregation_method=None, name='hessians'): for each
  // x, the gradients of every element of the (flattened) first gradient, stacked and reshaped
  // to x.shape + x.shape. TF loops with a tf.while_loop writing each row to a TensorArray;
  // tfplay unrolls the loop over the elements, which needs x's size to be known.
  def(tf, "hessians", +[](CallArgs& a) -> Ref {
    Ref ys = require(a, 0, "ys", "hessians"), xs_arg = require(a, 1, "xs", "hessians");
    if (!function::Runtime::current().active_trace()) raise_eager();
    std::vector<Ref> xs = as_list(xs_arg);
    // gradients_impl.hessians takes `name` but opens no scope with it.
    std::vector<Ref> first = gradients(ys, xs_arg, nullptr, nullptr, nullptr, nullptr, arg(a, 3, "aggregation_method"));
    std::vector<Ref> out;
    for (std::size_t i = 0; i < xs.size(); ++i) {
      const function::VariableObject* v = function::as_variable(xs[i].get());
      const tensor::TensorShape s = v ? v->shape : grad::static_shape(convert_to_tensor(xs[i], std::nullopt));
      if (!s.is_fully_defined())
        py::raise(py::E().NotImplementedError, "tfplay does not implement tf.hessians for a tensor of unknown size yet");
      // array_ops.reshape and TensorArray.write convert their value: an unconnected gradient
      // (None) raises convert_to_tensor's ValueError there, as in TF's loop.
      Ref flat = grad::reshape(convert_to_tensor(first[i], std::nullopt), grad::ints({-1}));
      const int64_t n = *s.num_elements();
      std::vector<Ref> rows;
      for (int64_t j = 0; j < n; ++j) {
        Ref element = apply_op1("StridedSlice", {flat, grad::ints({j}), grad::ints({j + 1}), grad::ints({1})},
                                {{"shrink_axis_mask", int64_t{1}}}, py::Str("strided_slice"));
        Ref g = gradients(element, xs[i], nullptr, nullptr, nullptr, nullptr, arg(a, 3, "aggregation_method")).at(0);
        rows.push_back(convert_to_tensor(g, std::nullopt, "value"));
      }
      Ref stacked = apply_op1("Pack", {py::List(rows)}, {{"axis", int64_t{0}}}, py::Str("stack"));
      std::vector<int64_t> dims = s.concrete();
      std::vector<int64_t> both = dims;
      both.insert(both.end(), dims.begin(), dims.end());
      out.push_back(grad::reshape(stacked, grad::ints(both)));
    }
    return py::List(out);
  });
}

}  // namespace tfplay::tf
