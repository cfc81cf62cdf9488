// cond_v2 and while_v2: tracing callables into nested FuncGraphs and adding If/While nodes.
#include "core/function/control_flow.h"
#include "core/function/eager_captures.h"

#include "core/function/func_graph_object.h"
#include "core/function/nest.h"
#include "core/graph/auto_control_deps.h"
#include "core/graph/functional_ops.h"
#include "core/graph/list_handle.h"
#include "core/graph/op_registry.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/python/interpreter.h"
#include "core/python/object_id.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::function {

using graph::Endpoint;
using graph::FuncGraph;
using py::Ref;
using tensor::DType;
using tensor::TensorShape;

namespace {

/// Makes `graph` the graph being built (a trace entry of the same tf.function) while alive.
struct GraphScope {
  Runtime& rt;
  explicit GraphScope(const std::shared_ptr<FuncGraph>& graph) : rt(Runtime::current()) {
    ActiveTrace t = *rt.active_trace();
    t.graph = graph;
    rt.push_trace(std::move(t));
  }
  ~GraphScope() { rt.pop_trace(); }
  GraphScope(const GraphScope&) = delete;
  GraphScope& operator=(const GraphScope&) = delete;
};

/// `with ops.name_scope(scope):` for a scope name already made unique.
struct NameScope {
  FuncGraph& g;
  NameScope(FuncGraph& graph, const std::string& scope) : g(graph) { g.push_name_scope(scope); }
  ~NameScope() { g.pop_name_scope(); }
  NameScope(const NameScope&) = delete;
  NameScope& operator=(const NameScope&) = delete;
};

/// control_flow_util_v2.unique_fn_name: "cond_true_12" (TF numbers it with ops.uid()).
std::string unique_fn_name(const std::string& scope, const std::string& name) {
  std::string s = scope + "/" + name + "_" + std::to_string(++Runtime::current().uid);
  for (char& c : s)
    if (c == '/') c = '_';
  return s;
}

Ref symbolic(const std::shared_ptr<FuncGraph>& g, int node, int index) {
  const graph::Node& n = g->node(node);
  const auto i = static_cast<std::size_t>(index);
  return make_symbolic(g, node, index, n.output_dtypes.at(i), n.output_shapes.at(i), g->endpoint_name({node, index}));
}

TensorObject& tensor_of(const Ref& v) { return *as_tensor(v.get()); }

Ref to_tensor(const Ref& v) {
  if (as_tensor(v.get())) return v;
  return Runtime::current().convert_to_tensor(v, std::nullopt);
}

Ref run1(const std::string& op, const std::vector<Ref>& inputs, const std::string& name) {
  return Runtime::current().run_op(op, inputs, {}, name).at(0);
}

/// A predicate of rank > 0 is squeezed to a scalar (cond_v2 / while_v2 array_ops.squeeze_v2).
Ref squeezed(const Ref& pred) {
  const TensorShape& s = tensor_of(pred).shape;
  if (s.has_rank() && *s.rank() > 0) return run1("Squeeze", {pred}, "Squeeze");
  return pred;
}

/// Marks a function output as returned (func_graph_from_py_func's convert + mark_as_return):
/// the value converted to a tensor, then an Identity in the function graph. `python_func` gives
/// str(python_func) for convert's error (the graph's name when empty); it is asked for only on
/// that error, since naming a function object numbers a new object id.
Ref function_output(FuncGraph& g, const Ref& value, const std::function<std::string()>& python_func = {}) {
  Ref t;
  try {
    t = to_tensor(value);
  } catch (py::PyError& e) {
    if (!py::isinstance(e.exc.get(), py::E().TypeError) && !py::isinstance(e.exc.get(), py::E().ValueError)) throw;
    py::raise_type_error(
        "To be compatible with tf.function, Python functions must return zero or more Tensors or ExtensionTypes or "
        "None values; in compilation of " + (python_func ? python_func() : g.name()) + ", found return value of type " + py::type_name(value.get()) +
        ", which is not a Tensor or ExtensionType.");
  }
  Ref id = run1("Identity", {t}, "Identity");
  TensorObject& x = tensor_of(id);
  g.add_output({x.node, x.index});
  return id;
}

/// str() of the function while_v2 traces as the loop body: while_loop's nested wrapped_body,
/// a new function object on every call (so a fresh address).
std::string wrapped_body_repr() {
  const Ref stand_in = py::List({});
  return "<function while_loop.<locals>.wrapped_body at " + py::address_text(stand_in.get()) + ">";
}

struct Branch {
  std::shared_ptr<FuncGraph> graph;
  Ref structure;            // the callable's result, outputs replaced by the branch's tensors
  std::vector<Ref> leaves;  // its leaves (None stays None and is no output)
  std::vector<std::size_t> outputs;  // leaf index of each graph output
  std::vector<Ref> composites;       // per leaf: the composite value (TensorArray) it stood for
};

Branch trace_branch(FuncGraph& outer, const std::string& scope, const std::string& fn_name,
                    const std::function<Ref()>& fn) {
  Branch b;
  b.graph = std::make_shared<FuncGraph>(fn_name, &outer, scope);
  GraphScope as_default(b.graph);
  Ref result = fn();
  b.leaves = nest::flatten(result);
  b.composites.resize(b.leaves.size());
  for (std::size_t i = 0; i < b.leaves.size(); ++i) {
    if (py::is_none(b.leaves[i].get())) continue;
    // A composite value (a TensorArray) leaves the branch as its component tensor.
    if (Ref c = Runtime::current().component_of(b.leaves[i])) {
      b.composites[i] = b.leaves[i];
      b.leaves[i] = c;
    }
    b.leaves[i] = function_output(*b.graph, b.leaves[i]);
    b.outputs.push_back(i);
  }
  graph::add_automatic_control_dependencies(*b.graph, {});
  b.structure = nest::pack_as(result, b.leaves);
  return b;
}

bool same_endpoint(Endpoint a, Endpoint b) { return a.node == b.node && a.index == b.index; }

/// cond_v2._make_inputs_match: every branch takes every captured tensor, in one order; a
/// branch that does not use one gets a dummy placeholder for it.
void line_up_inputs(FuncGraph& branch, const std::vector<Endpoint>& outer_inputs, const FuncGraph& outer,
                    graph::SourcePos where) {
  std::vector<int> order;
  for (Endpoint oe : outer_inputs) {
    int placeholder = -1;
    for (const auto& [e, p] : branch.captures())
      if (same_endpoint(e, oe)) placeholder = p;
    if (placeholder < 0) {
      const graph::Node& n = outer.node(oe.node);
      const auto i = static_cast<std::size_t>(oe.index);
      placeholder = branch.add_placeholder("Placeholder", n.output_dtypes.at(i), n.output_shapes.at(i), where);
    }
    order.push_back(placeholder);
  }
  branch.set_inputs(order);
}

/// cond_v2._check_same_outputs for tf.cond (two branches) or tf.switch_case (any number).
void check_same_outputs(const std::vector<const Branch*>& graphs, bool is_cond) {
  // _make_indexed_slices_indices_types_match runs first: `assert len(set(outs_per_branch)) == 1,
  // outs_per_branch`, the flat output counts (None included), e.g. AssertionError: [1, 0].
  std::vector<Ref> counts;
  bool same_count = true;
  for (const Branch* b : graphs) {
    counts.push_back(py::Int(static_cast<int64_t>(b->leaves.size())));
    same_count = same_count && b->leaves.size() == graphs[0]->leaves.size();
  }
  if (!same_count) py::raise(py::E().AssertionError, py::repr(py::List(counts)));
  const Branch& b0 = *graphs[0];
  for (std::size_t k = 1; k < graphs.size(); ++k) {
    const Branch& bn = *graphs[k];
    auto error = [&](const std::string& detail) {
      const std::string b0_name = is_cond ? "true_fn" : "branches[0]";
      const std::string bn_name = is_cond ? "false_fn" : "branches[" + std::to_string(k) + "]";
      py::raise_type_error(b0_name + " and " + bn_name + " arguments to " + (is_cond ? "tf.cond" : "tf.switch_case") +
                           " must have the same number, type, and overall structure of return values.\n\n" + b0_name +
                           " output: " + py::str(b0.structure) + "\n" + bn_name + " output: " + py::str(bn.structure) +
                           "\n\nError details:\n" + detail);
    };
    if (auto m = nest::compare_entire(b0.structure, bn.structure)) error(m->message);
    if (b0.outputs.size() != bn.outputs.size())
      py::raise_value_error(std::string("Lengths of branch outputs of ") + (is_cond ? "cond" : "case") +
                            " must match.\nlen(graphs[0].outputs): " + std::to_string(b0.outputs.size()) +
                            "\nlen(graphs[" + std::to_string(k) + "].outputs): " + std::to_string(bn.outputs.size()) + "\n");
    for (std::size_t i = 0; i < b0.outputs.size(); ++i) {
      const Ref& x = b0.leaves[b0.outputs[i]];
      const Ref& y = bn.leaves[bn.outputs[i]];
      if (tensor_of(x).dtype != tensor_of(y).dtype) error(py::str(x) + " and " + py::str(y) + " have different types");
    }
  }
}

/// cond_v2._build_cond / _build_case after the branches are traced: lines up the branches'
/// inputs, adds the functional node (stateful when any branch is) and returns identities of its
/// outputs inside `scope`, packed like the first branch's result.
/// True when a gradient function graph runs a stateful op other than a variable read (the
/// gradient builders of cond_v2/while_v2 read forward values from intermediates, not variables,
/// so a read alone does not make TF's gradient op stateful).
bool stateful_beyond_reads(const FuncGraph& g) {
  for (const graph::Node& n : g.nodes()) {
    if (n.op == "ReadVariableOp") continue;
    if (graph::is_functional_op(n.op)) {
      for (const auto& [key, value] : n.attrs) {
        if (const auto* f = std::get_if<graph::FuncAttr>(&value)) {
          if (f->graph && stateful_beyond_reads(*f->graph)) return true;
        } else if (const auto* fs = std::get_if<graph::FuncListAttr>(&value)) {
          for (const graph::FuncAttr& fa : *fs)
            if (fa.graph && stateful_beyond_reads(*fa.graph)) return true;
        }
      }
      continue;
    }
    const graph::OpDef* def = graph::OpRegistry::global().find(n.op);
    if (def && def->is_stateful) return true;
  }
  return false;
}

/// `scope` empty: a gradient node (cond_v2._build_cond(name=None) from _IfGrad), named after its
/// op type in the current name scope, with its output identities there too.
Ref build_branch_node(const std::shared_ptr<FuncGraph>& gref, const std::string& scope, Endpoint selector,
                      const std::vector<const Branch*>& branches, const std::string& stateful_op,
                      const std::string& stateless_op, graph::AttrMap attrs, graph::SourcePos where) {
  FuncGraph& g = *gref;
  std::vector<Endpoint> inputs;
  for (const Branch* b : branches)
    for (const auto& [oe, placeholder] : b->graph->captures()) {
      bool seen = false;
      for (Endpoint e : inputs) seen = seen || same_endpoint(e, oe);
      if (!seen) inputs.push_back(oe);
    }
  for (const Branch* b : branches) line_up_inputs(*b->graph, inputs, g, where);

  const Branch& first = *branches[0];
  std::vector<DType> in_types, out_types;
  std::vector<TensorShape> out_shapes;
  for (Endpoint e : inputs) in_types.push_back(g.node(e.node).output_dtypes.at(static_cast<std::size_t>(e.index)));
  for (std::size_t i = 0; i < first.outputs.size(); ++i) {
    const TensorObject& a = tensor_of(first.leaves[first.outputs[i]]);
    std::vector<TensorShape> others;
    for (std::size_t k = 1; k < branches.size(); ++k)
      others.push_back(tensor_of(branches[k]->leaves[branches[k]->outputs[i]]).shape);
    out_types.push_back(a.dtype);
    // cond_v2._get_output_shapes: the most specific shape compatible with every branch.
    out_shapes.push_back(a.shape.most_specific_common_supertype(others));
  }
  attrs["Tin"] = in_types;
  attrs["Tout"] = out_types;
  const bool gradient = scope.empty();
  bool stateful = false;
  for (const Branch* b : branches) stateful = stateful || (gradient ? stateful_beyond_reads(*b->graph) : b->graph->is_stateful());
  std::vector<Endpoint> node_inputs{selector};
  node_inputs.insert(node_inputs.end(), inputs.begin(), inputs.end());
  const std::string& op = stateful ? stateful_op : stateless_op;
  const int node = g.add_functional_node(op, node_inputs, std::move(attrs), out_types, out_shapes, where,
                                         gradient ? g.unique_name(op) : scope);
  // cond_v2._set_read_only_resource_inputs_attr: the inputs every branch only reads (the
  // branches' inputs start after the predicate or branch index).
  std::vector<const FuncGraph*> graphs;
  for (const Branch* b : branches) graphs.push_back(b->graph.get());
  g.set_node_attr(node, graph::kReadOnlyResourceInputsAttr, graph::read_only_resource_inputs_of(graphs, 1));
  if (Runtime::current().record_graph_node) Runtime::current().record_graph_node(gref, node);

  // The builders return an identity of each output ("cond/Identity", ...).
  std::vector<Ref> leaves = first.leaves;
  {
    NameScope in_scope(g, gradient ? g.name_scope() : scope);
    for (std::size_t i = 0; i < first.outputs.size(); ++i) {
      const std::size_t k = first.outputs[i];
      leaves[k] = run1("Identity", {symbolic(gref, node, static_cast<int>(i))}, "Identity");
      if (first.composites[k]) leaves[k] = Runtime::current().rebuild_composite(first.composites[k], leaves[k]);
    }
  }
  return nest::pack_as(first.structure, leaves);
}

/// control_flow_ops._ShapeLessThanOrEqual: `shape` is at least as specific as `invariant`.
bool shape_less_than_or_equal(const TensorShape& shape, const TensorShape& invariant) {
  if (!invariant.has_rank()) return true;
  if (!shape.has_rank() || *shape.rank() != *invariant.rank()) return false;
  for (int i = 0; i < *shape.rank(); ++i) {
    const auto& d = invariant.as_list()[static_cast<std::size_t>(i)];
    if (d && shape.as_list()[static_cast<std::size_t>(i)] != d) return false;
  }
  return true;
}

std::string dtype_str(DType d) { return "<dtype: '" + std::string(tensor::name(d)) + "'>"; }

}  // namespace

Endpoint tensor_endpoint(FuncGraph& g, const Ref& value, graph::SourcePos where) {
  TensorObject& t = tensor_of(value);
  if (t.is_eager()) {
    // The trace's own graph remembers the tensor it captures (eager_captures.h).
    if (const ActiveTrace* trace = Runtime::current().active_trace(); trace && trace->graph.get() == &g)
      return capture_eager(trace->graph, value, where);
    if (t.dtype == tensor::DType::Resource) return g.capture_resource(*t.value, where);  // a variable's handle
    if (t.dtype == tensor::DType::Variant) refuse_variant_capture();
    return {g.add_captured_const(*t.value, where), 0};
  }
  Endpoint e = g.capture(t.graph.get(), {t.node, t.index}, where);
  if (e.node < 0) {
    // Not a tensor of this graph or an enclosing one: the tf module raises TF's
    // InaccessibleTensorError for it.
    Runtime::current().run_op("Identity", {value}, {}, "Identity");
    py::raise_value_error(py::repr(value) + " is out of scope and cannot be used here.");
  }
  return e;
}

Ref with_graph(const std::shared_ptr<FuncGraph>& graph, const std::function<Ref()>& fn) {
  GraphScope as_default(graph);
  return fn();
}

Ref in_scratch_graph(const std::function<Ref()>& fn) {
  const std::shared_ptr<FuncGraph>& outer = Runtime::current().active_trace()->graph;
  return with_graph(std::make_shared<FuncGraph>("tmp", outer.get(), ""), fn);
}

Ref cond_v2(const Ref& pred, const std::function<Ref()>& true_fn, const std::function<Ref()>& false_fn,
            const std::string& name) {
  Runtime& rt = Runtime::current();
  std::shared_ptr<FuncGraph> gref = rt.active_trace()->graph;
  FuncGraph& g = *gref;
  const graph::SourcePos where = current_source_pos();
  const std::string scope = g.unique_name(name.empty() ? "cond" : name);
  Endpoint pred_e;
  DType pred_dtype;
  {
    NameScope in_scope(g, scope);
    Ref p = squeezed(to_tensor(pred));
    pred_e = tensor_endpoint(g, p, where);
    pred_dtype = tensor_of(p).dtype;
  }
  Branch t = trace_branch(g, scope, unique_fn_name(scope, "true"), true_fn);
  Branch f = trace_branch(g, scope, unique_fn_name(scope, "false"), false_fn);
  check_same_outputs({&t, &f}, true);
  graph::AttrMap attrs;
  attrs["Tcond"] = pred_dtype;
  attrs["then_branch"] = graph::FuncAttr{t.graph->name(), t.graph};
  attrs["else_branch"] = graph::FuncAttr{f.graph->name(), f.graph};
  return build_branch_node(gref, scope, pred_e, {&t, &f}, "If", "StatelessIf", std::move(attrs), where);
}

namespace {

// A Case/StatelessCase node over `branch_fns`, each traced as the function `names[b]` in name
// scope `branch_scope`; the node itself is built in `node_scope` (indexed_case, case_gradient).
Ref case_node(const std::shared_ptr<FuncGraph>& gref, const std::string& branch_scope, const std::string& node_scope,
              const Endpoint& index_e, const std::vector<std::function<Ref()>>& branch_fns,
              const std::vector<std::string>& names, const graph::SourcePos& where) {
  std::vector<Branch> branches;
  branches.reserve(branch_fns.size());
  for (std::size_t b = 0; b < branch_fns.size(); ++b)
    branches.push_back(trace_branch(*gref, branch_scope, names.at(b), branch_fns[b]));
  std::vector<const Branch*> list;
  graph::FuncListAttr funcs;
  for (const Branch& b : branches) {
    list.push_back(&b);
    funcs.push_back(graph::FuncAttr{b.graph->name(), b.graph});
  }
  check_same_outputs(list, false);
  graph::AttrMap attrs;
  attrs["branches"] = std::move(funcs);
  return build_branch_node(gref, node_scope, index_e, list, "Case", "StatelessCase", std::move(attrs), where);
}

}  // namespace

Ref indexed_case(const Ref& branch_index, const std::vector<std::function<Ref()>>& branch_fns, const std::string& name) {
  Runtime& rt = Runtime::current();
  std::shared_ptr<FuncGraph> gref = rt.active_trace()->graph;
  FuncGraph& g = *gref;
  const graph::SourcePos where = current_source_pos();
  const std::string scope = g.unique_name(name.empty() ? "indexed_case" : name);
  Endpoint index_e;
  {
    NameScope in_scope(g, scope);
    index_e = tensor_endpoint(g, to_tensor(branch_index), where);
  }
  std::vector<std::string> names;
  for (std::size_t b = 0; b < branch_fns.size(); ++b) names.push_back(unique_fn_name(scope, "branch" + std::to_string(b)));
  return case_node(gref, scope, scope, index_e, branch_fns, names, where);
}

Ref cond_gradient(const Ref& pred, const std::function<Ref()>& true_fn, const std::function<Ref()>& false_fn,
                  const std::string& true_name, const std::string& false_name) {
  std::shared_ptr<FuncGraph> gref = Runtime::current().active_trace()->graph;
  FuncGraph& g = *gref;
  const graph::SourcePos where = current_source_pos();
  const TensorObject& p = tensor_of(pred);
  const Endpoint pred_e = tensor_endpoint(g, pred, where);
  Branch t = trace_branch(g, g.name_scope(), true_name, true_fn);
  Branch f = trace_branch(g, g.name_scope(), false_name, false_fn);
  check_same_outputs({&t, &f}, true);
  graph::AttrMap attrs;
  attrs["Tcond"] = p.dtype;
  attrs["then_branch"] = graph::FuncAttr{t.graph->name(), t.graph};
  attrs["else_branch"] = graph::FuncAttr{f.graph->name(), f.graph};
  return build_branch_node(gref, "", pred_e, {&t, &f}, "If", "StatelessIf", std::move(attrs), where);
}

Ref case_gradient(const Ref& branch_index, const std::vector<std::function<Ref()>>& branch_fns,
                  const std::vector<std::string>& names) {
  std::shared_ptr<FuncGraph> gref = Runtime::current().active_trace()->graph;
  FuncGraph& g = *gref;
  const graph::SourcePos where = current_source_pos();
  const Endpoint index_e = tensor_endpoint(g, branch_index, where);
  return case_node(gref, g.name_scope(), "", index_e, branch_fns, names, where);
}

std::vector<Ref> while_v2(const std::vector<Ref>& loop_vars, const std::function<Ref(const std::vector<Ref>&)>& cond,
                          const std::function<std::vector<Ref>(const std::vector<Ref>&)>& body, const std::string& name,
                          const std::optional<std::vector<TensorShape>>& shape_invariants, const Ref& maximum_iterations,
                          int64_t parallel_iterations) {
  Runtime& rt = Runtime::current();
  std::shared_ptr<FuncGraph> gref = rt.active_trace()->graph;
  FuncGraph& g = *gref;
  const graph::SourcePos where = current_source_pos();

  // while_v2 converts the loop variables before entering its name scope ("Const", ...).
  // Composite variables (TensorArrays) travel as their component tensor.
  std::vector<Ref> init;
  std::vector<Endpoint> init_e;
  std::vector<DType> dtypes;
  std::vector<TensorShape> shapes;
  std::vector<bool> composite;
  for (std::size_t i = 0; i < loop_vars.size(); ++i) {
    Ref c = rt.component_of(loop_vars[i]);
    composite.push_back(c != nullptr);
    Ref t = c ? c : to_tensor(loop_vars[i]);
    init.push_back(t);
    init_e.push_back(tensor_endpoint(g, t, where));
    dtypes.push_back(tensor_of(t).dtype);
    shapes.push_back(shape_invariants && !c ? shape_invariants->at(i) : tensor_of(t).shape);
  }
  const std::size_t n = init.size();
  auto rebuild = [&](std::vector<Ref> vars) {
    for (std::size_t i = 0; i < n; ++i)
      if (composite[i]) vars[i] = rt.rebuild_composite(loop_vars[i], vars[i]);
    return vars;
  };
  const std::string scope = g.unique_name(name.empty() ? "while" : name);
  NameScope in_scope(g, scope);
  // The loop counter and maximum_iterations travel as the first two loop variables; while_v2
  // makes maximum_iterations first (_build_maximum_iterations_loop_var: -1 when unbounded, or
  // the bound as an int32 tensor), then loop_counter.
  Endpoint max_iterations_e;
  if (maximum_iterations && py::is_int(maximum_iterations.get()) && !py::is_bool(maximum_iterations.get())) {
    max_iterations_e = {g.add_const(tensor::Tensor::scalar_int32(static_cast<int32_t>(py::as_int(maximum_iterations.get()))),
                                    where, "maximum_iterations"),
                        0};
  } else if (maximum_iterations && !py::is_none(maximum_iterations.get())) {
    Ref bound = rt.convert_to_tensor(maximum_iterations, DType::Int32);
    if (TensorObject* b = as_tensor(bound.get()); b->is_eager()) {
      if (b->value->rank() != 0)
        py::raise_value_error("'maximum_iterations' must be a scalar. Received shape: " + b->shape.str());
      max_iterations_e = {g.add_const(*b->value, where, "maximum_iterations"), 0};
    } else {
      if (!(b->shape.has_rank() && *b->shape.rank() == 0))
        py::raise_value_error("'maximum_iterations' must be a scalar. Received shape: " + b->shape.str());
      max_iterations_e = tensor_endpoint(g, bound, where);
    }
  } else {
    max_iterations_e = {g.add_const(tensor::Tensor::scalar_int32(-1), where, "maximum_iterations"), 0};
  }
  const int counter = g.add_const(tensor::Tensor::scalar_int32(0), where, "loop_counter");
  const bool bounded = maximum_iterations && !py::is_none(maximum_iterations.get());

  // Each function graph takes (loop_counter, maximum_iterations, *loop_vars, *captures); the
  // counters' placeholders are named after their TensorSpec names ("while/loop_counter").
  auto make_graph = [&](const std::string& what, std::vector<Ref>& vars) {
    auto fg = std::make_shared<FuncGraph>(unique_fn_name(scope, what), &g, scope);
    fg->add_placeholder(scope + "/loop_counter", DType::Int32, TensorShape::scalar(), where);
    fg->add_placeholder(scope + "/maximum_iterations", DType::Int32, TensorShape::scalar(), where);
    for (std::size_t i = 0; i < n; ++i) {
      const int placeholder = fg->add_placeholder("Placeholder", dtypes[i], shapes[i], where);
      // A TensorArray's list keeps its element dtype (while_v2 copies the handle data).
      if (composite[i])
        if (std::optional<DType> element = graph::list_element_dtype(g, init_e[i]))
          fg->set_node_attr(placeholder, graph::kListElementDtypeAttr, *element);
      vars.push_back(symbolic(fg, placeholder, 0));
    }
    return fg;
  };

  std::vector<Ref> cond_vars;
  auto cond_graph = make_graph("cond", cond_vars);
  {
    GraphScope as_default(cond_graph);
    Ref pred = squeezed(to_tensor(cond(rebuild(cond_vars))));
    if (bounded)
      pred = run1("LogicalAnd", {run1("Less", {symbolic(cond_graph, 0, 0), symbolic(cond_graph, 1, 0)}, "Less"), pred},
                  "LogicalAnd");
    function_output(*cond_graph, pred);
    graph::add_automatic_control_dependencies(*cond_graph, {});
  }
  const std::size_t cond_captures = cond_graph->captures().size();

  std::vector<Ref> body_vars, next;
  auto body_graph = make_graph("body", body_vars);
  {
    GraphScope as_default(body_graph);
    // Capture what the cond captured first, so both graphs list those captures in one order.
    for (std::size_t i = 0; i < cond_captures; ++i) body_graph->capture(&g, cond_graph->captures()[i].first, where);
    std::vector<Ref> out = body(rebuild(body_vars));
    for (std::size_t i = 0; i < out.size() && i < n; ++i)
      if (composite[i]) {
        Ref c = rt.component_of(out[i]);
        if (!c) py::raise_type_error("'" + py::type_name(out[i].get()) + "' returned by the loop body for a TensorArray loop variable");
        out[i] = c;
      }
    if (out.size() != n) py::raise_value_error("while_loop body returned " + std::to_string(out.size()) +
                                               " loop variables, expected " + std::to_string(n));
    Ref counter_next = py::binary_op(py::ast::BinOpKind::Add, symbolic(body_graph, 0, 0), py::Int(1));
    function_output(*body_graph, counter_next);
    function_output(*body_graph, symbolic(body_graph, 1, 0));
    for (const Ref& x : out) next.push_back(function_output(*body_graph, x, wrapped_body_repr));
    graph::add_automatic_control_dependencies(*body_graph, {});
    // Captured tensors are loop invariants: the body passes them through.
    for (const auto& [oe, placeholder] : body_graph->captures()) body_graph->add_output({placeholder, 0});
  }
  // The cond takes the body's other captures as inputs too.
  for (std::size_t i = cond_captures; i < body_graph->captures().size(); ++i)
    cond_graph->capture(&g, body_graph->captures()[i].first, where);

  // while_v2._check_shapes_compat and _check_inputs_outputs_types_match.
  for (std::size_t i = 0; i < n; ++i) {
    const TensorObject& out = tensor_of(next[i]);
    // A TensorList's static shape is its handle data (element shape), which the loop may refine.
    if (composite[i]) {
      shapes[i] = out.shape;
      continue;
    }
    const std::string in_name = tensor_of(init[i]).is_eager() ? "Const:0" : tensor_of(init[i]).name;
    if (!shape_less_than_or_equal(out.shape, shapes[i]))
      py::raise_value_error("Input tensor '" + in_name + "' enters the loop with shape " + shapes[i].str() +
                            ", but has shape " + out.shape.str() +
                            " after one iteration. To allow the shape to vary across iterations, use the "
                            "`shape_invariants` argument of tf.while_loop to specify a less-specific shape.");
    if (out.dtype != dtypes[i])
      py::raise_type_error("Loop var " + in_name + " enters the loop with type " + dtype_str(dtypes[i]) +
                           " but has type " + dtype_str(out.dtype) + " after 1 iteration. " + in_name +
                           " type should remain constant.");
  }

  std::vector<Endpoint> inputs{{counter, 0}, max_iterations_e};
  inputs.insert(inputs.end(), init_e.begin(), init_e.end());
  std::vector<DType> types{DType::Int32, DType::Int32};
  types.insert(types.end(), dtypes.begin(), dtypes.end());
  std::vector<TensorShape> out_shapes{TensorShape::scalar(), TensorShape::scalar()};
  out_shapes.insert(out_shapes.end(), shapes.begin(), shapes.end());
  for (const auto& [oe, placeholder] : body_graph->captures()) {
    inputs.push_back(oe);
    const graph::Node& src = g.node(oe.node);
    types.push_back(src.output_dtypes.at(static_cast<std::size_t>(oe.index)));
    out_shapes.push_back(src.output_shapes.at(static_cast<std::size_t>(oe.index)));
  }
  graph::AttrMap attrs;
  attrs["T"] = types;
  attrs["cond"] = graph::FuncAttr{cond_graph->name(), cond_graph};
  attrs["body"] = graph::FuncAttr{body_graph->name(), body_graph};
  attrs["parallel_iterations"] = parallel_iterations;
  const bool stateful = cond_graph->is_stateful() || body_graph->is_stateful();
  const int node = g.add_functional_node(stateful ? "While" : "StatelessWhile", inputs, std::move(attrs), types,
                                         out_shapes, where, scope);
  // while_v2._set_read_only_resource_inputs_attr: the inputs the cond and the body only read.
  g.set_node_attr(node, graph::kReadOnlyResourceInputsAttr,
                  graph::read_only_resource_inputs_of({cond_graph.get(), body_graph.get()}, 0));
  if (Runtime::current().record_graph_node) Runtime::current().record_graph_node(gref, node);
  // The loop variables are outputs 2 .. 2 + n. In a function graph they are the While op's own
  // outputs ("while:2"); a tf.Graph() gets an identity of every output ("while/Identity", ...),
  // as while_v2.while_loop does when `not building_function`.
  std::vector<Ref> result;
  const bool identities = !building_function(gref);
  for (std::size_t i = 0; i < types.size(); ++i) {
    Ref out = symbolic(gref, node, static_cast<int>(i));
    if (identities) out = run1("Identity", {out}, "Identity");
    if (i >= 2 && i < 2 + n) result.push_back(out);
  }
  return rebuild(result);
}

}  // namespace tfplay::function
