// The tf.function call path: bind, key, dispatch, trace, run.
#include "core/function/function.h"

#include <algorithm>

#include "core/function/autograph_errors.h"
#include "core/function/binding.h"
#include "core/function/control_flow.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/function/variable_object.h"
#include "core/graph/func_graph.h"
#include "core/graph/resource_variable.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/op_error.h"

namespace tfplay::function {

using py::CallArgs;
using py::Ref;

namespace {

constexpr int kMaxCallHistory = 10;  // FREQUENT_TRACING_WARNING_MAX_CALL_HISTORY
constexpr int kTracingThreshold = 5;  // FREQUENT_TRACING_WARNING_THRESHOLD
constexpr int kMaxWarnings = 2;       // FREQUENT_TRACING_WARNING_MAX_WARNING_PER_DETECTOR

bool all_subtypes(const std::vector<TraceType>& a, const std::vector<TraceType>& b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!a[i].is_subtype_of(b[i])) return false;
  return true;
}

bool all_equal(const std::vector<TraceType>& a, const std::vector<TraceType>& b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!(a[i] == b[i])) return false;
  return true;
}

std::string short_change(const std::string& name, const TraceType& from, const TraceType& to) {
  if (from.kind == TraceType::Kind::Tensor && to.kind == TraceType::Kind::Tensor) {
    if (from.dtype != to.dtype)
      return name + ": dtype " + std::string(tensor::name(from.dtype)) + " -> " + std::string(tensor::name(to.dtype));
    return name + ": shape " + from.shape.str() + " -> " + to.shape.str();
  }
  return name + ": " + from.repr() + " -> " + to.repr();
}

// Sorted dict keys, as tf.nest flattens dicts.
std::vector<std::size_t> sorted_key_order(const std::vector<Ref>& keys) {
  std::vector<std::size_t> order(keys.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return py::truthy(py::compare(py::ast::CmpOpKind::Lt, keys[a], keys[b]));
  });
  return order;
}

/// The Python value a trace passes for one parameter: placeholders for tensors, the literal
/// itself for Python values, structures rebuilt around them.
Ref placeholder_value(const TraceType& t, const Ref& call_value, graph::FuncGraph& g,
                      const std::shared_ptr<graph::FuncGraph>& gref, const std::string& name, int line) {
  switch (t.kind) {
    case TraceType::Kind::Tensor: {
      int node = g.add_placeholder(name, t.dtype, t.shape, line);
      return make_symbolic(gref, node, 0, t.dtype, t.shape, g.endpoint_name({node, 0}));
    }
    case TraceType::Kind::Literal:
      return t.value;
    case TraceType::Kind::List:
    case TraceType::Kind::Tuple: {
      std::vector<Ref> items = py::to_vector(call_value);
      std::vector<Ref> out;
      for (std::size_t i = 0; i < t.components.size(); ++i)
        out.push_back(placeholder_value(t.components[i], items[i], g, gref, name, line));
      return t.kind == TraceType::Kind::List ? py::List(out) : py::Tuple(out);
    }
    case TraceType::Kind::Dict: {
      auto d = py::Dict();
      std::vector<Ref> values(t.keys.size());
      for (std::size_t i = 0; i < t.keys.size(); ++i) values[i] = py::getitem(call_value, t.keys[i]);
      std::vector<Ref> built(t.keys.size());
      for (std::size_t i : sorted_key_order(t.keys)) built[i] = placeholder_value(t.components[i], values[i], g, gref, name, line);
      for (std::size_t i = 0; i < t.keys.size(); ++i) d->set(t.keys[i], built[i]);
      return d;
    }
    case TraceType::Kind::Weakref:
      return call_value;
    case TraceType::Kind::Variable: {
      // VariableSpec.placeholder_value: a resource placeholder (its handle data says the
      // variable's dtype and shape) wrapped in a stand-in variable, fed by the call's handle.
      int node = g.add_placeholder(name, tensor::DType::Resource, tensor::TensorShape::scalar(), line);
      auto spec = std::make_shared<graph::VariableResource>();
      spec->dtype = t.dtype;
      spec->shape = t.shape;
      g.set_node_attr(node, "_handle_data", tensor::Tensor::resource_handle(spec));
      Ref handle = make_symbolic(gref, node, 0, tensor::DType::Resource, tensor::TensorShape::scalar(), g.endpoint_name({node, 0}));
      auto* original = as_variable(call_value.get());
      return make_variable(resource_variable_type(), handle, t.dtype, t.shape, t.trainable, original ? original->name : "Variable:0");
    }
  }
  return py::None();
}

/// The call's tensors, in the order the trace created placeholders.
void flatten_tensors(const TraceType& t, const Ref& value, std::vector<Ref>& out) {
  switch (t.kind) {
    case TraceType::Kind::Tensor:
      // A NumPy array argument feeds its placeholder like an eager tensor of the same value.
      if (const ArrayValueObject* a = as_array_value(value.get())) out.push_back(make_eager(a->value));
      else out.push_back(value);
      return;
    case TraceType::Kind::List:
    case TraceType::Kind::Tuple: {
      std::vector<Ref> items = py::to_vector(value);
      for (std::size_t i = 0; i < t.components.size(); ++i) flatten_tensors(t.components[i], items[i], out);
      return;
    }
    case TraceType::Kind::Dict:
      for (std::size_t i : sorted_key_order(t.keys)) flatten_tensors(t.components[i], py::getitem(value, t.keys[i]), out);
      return;
    case TraceType::Kind::Variable:  // VariableSpec._to_tensors: the handle
      out.push_back(as_variable(value.get())->handle);
      return;
    default:
      return;
  }
}

/// Records the trace's return value as graph outputs; eager tensors become captured constants.
Ref collect_outputs(const Ref& v, graph::FuncGraph& g, const std::shared_ptr<graph::FuncGraph>& gref, int line) {
  if (TensorObject* t = as_tensor(v.get())) {
    if (t->is_eager()) {
      int node = g.add_const(*t->value, line);
      g.add_output({node, 0});
      return make_symbolic(gref, node, 0, t->dtype, t->shape, g.endpoint_name({node, 0}));
    }
    if (t->graph.get() != &g)
      py::raise(py::E().NotImplementedError, "returning a tensor of another graph is not supported by tfplay yet");
    g.add_output({t->node, t->index});
    return v;
  }
  const auto& ty = py::T();
  if (v->cls == ty.list || v->cls == ty.tuple) {
    std::vector<Ref> out;
    for (const Ref& item : py::to_vector(v)) out.push_back(collect_outputs(item, g, gref, line));
    return v->cls == ty.list ? py::List(out) : py::Tuple(out);
  }
  if (v->cls == ty.dict) {
    auto d = py::Dict();
    static_cast<py::DictObject*>(v.get())->for_each([&](const Ref& k, const Ref& x) { d->set(k, collect_outputs(x, g, gref, line)); });
    return d;
  }
  return v;
}

/// Rebuilds the Python return value of one call: `result(i)` stands for graph output i.
Ref rebuild_outputs(const Ref& structure, const graph::FuncGraph& g, const std::function<Ref(std::size_t)>& result) {
  if (TensorObject* t = as_tensor(structure.get())) {
    const auto& outs = g.outputs();
    for (std::size_t i = 0; i < outs.size(); ++i)
      if (outs[i].node == t->node && outs[i].index == t->index) return result(i);
    return structure;
  }
  const auto& ty = py::T();
  if (structure->cls == ty.list || structure->cls == ty.tuple) {
    std::vector<Ref> out;
    for (const Ref& item : py::to_vector(structure)) out.push_back(rebuild_outputs(item, g, result));
    return structure->cls == ty.list ? py::List(out) : py::Tuple(out);
  }
  if (structure->cls == ty.dict) {
    auto d = py::Dict();
    static_cast<py::DictObject*>(structure.get())->for_each([&](const Ref& k, const Ref& x) { d->set(k, rebuild_outputs(x, g, result)); });
    return d;
  }
  return structure;
}

/// The value one call passes for each parameter, in signature order.
struct BoundCall {
  std::vector<Ref> values;
  std::vector<TraceType> types;
};

}  // namespace

// ----- ConcreteFunction text -----------------------------------------------------------------------

std::string ConcreteFunction::inputs_text() const {
  std::string out = "(";
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i) out += ", ";
    if (kinds[i] == py::ParamKind::KeywordOnly && (i == 0 || kinds[i - 1] != py::ParamKind::KeywordOnly)) out += "*, ";
    out += names[i] + ": " + input_types[i].repr();
  }
  return out + ")";
}

std::string ConcreteFunction::signature_text() const {
  return inputs_text() + " -> " + (output_type ? output_type->repr() : "Literal[None]");
}

std::string ConcreteFunction::verbose_text() const {
  static const char* kind_names[] = {"POSITIONAL_ONLY", "POSITIONAL_OR_KEYWORD", "VAR_POSITIONAL", "KEYWORD_ONLY", "VAR_KEYWORD"};
  std::string out = "Input Parameters:\n";
  for (std::size_t i = 0; i < names.size(); ++i)
    out += "  " + names[i] + " (" + kind_names[static_cast<int>(kinds[i])] + "): " + input_types[i].repr() + "\n";
  out += "Output Type:\n  " + (output_type ? output_type->repr() : std::string("Literal[None]")) + "\n";
  out += "Captures:\n  None";
  return out;
}

// ----- the call path -------------------------------------------------------------------------------

namespace {

BoundCall bind_call(Function& f, CallArgs& args) {
  BoundCall call;
  call.values = bind_function_inputs(f, args);
  if (f.input_signature) {
    call.types.reserve(call.values.size());
    for (std::size_t i = 0; i < call.values.size(); ++i) {
      if (i >= f.input_signature->size()) {
        call.types.push_back(trace_type_from_value(call.values[i]));
        continue;
      }
      auto* spec = static_cast<TensorSpecObject*>((*f.input_signature)[i].get());
      call.values[i] = cast_to_spec(f, args, call.values[i], *spec);
      TraceType t;
      t.kind = TraceType::Kind::Tensor;
      t.dtype = spec->dtype;
      t.shape = spec->shape;
      call.types.push_back(t);
    }
    return call;
  }
  TraceContext context;  // one alias numbering for all the call's variables
  for (const Ref& v : call.values) call.types.push_back(trace_type_from_value(v, context));
  return call;
}

// The trace scope of the next lookup or trace: once the first trace created variables, traces
// run in the NO_VARIABLE_CREATION scope (Function._call's `_no_variable_creation_config`).
bool variable_creation_scope(const Function& f) { return !f.created_variables; }

ConcreteFunction* lookup(Function& f, const std::vector<TraceType>& types) {
  const bool scope = variable_creation_scope(f);
  for (auto& c : f.concretes)
    if (c->variable_creation == scope && all_equal(types, c->input_types)) return c.get();
  ConcreteFunction* best = nullptr;
  for (auto& c : f.concretes) {
    if (c->variable_creation != scope || !all_subtypes(types, c->input_types)) continue;
    if (!best || all_subtypes(c->input_types, best->input_types)) best = c.get();
  }
  return best;
}

std::string trace_reason(const Function& f, const std::vector<TraceType>& types) {
  if (f.concretes.empty()) return "first call";
  const ConcreteFunction& prev = *f.concretes.back();
  std::string out;
  for (std::size_t i = 0; i < types.size() && i < prev.input_types.size(); ++i)
    if (!(types[i] == prev.input_types[i])) out += (out.empty() ? "" : "; ") + short_change(f.params[i].name, prev.input_types[i], types[i]);
  return out.empty() ? "no cached trace matched" : out;
}

ConcreteFunction& trace(Function& f, const BoundCall& call, std::vector<TraceType> types, int traced_at_call,
                        std::string reason) {
  Runtime& rt = Runtime::current();
  if (f.reduce_retracing && !f.input_signature) {
    // Generalize against every existing trace (function_cache.generalize).
    for (auto& c : f.concretes) {
      std::vector<TraceType> relaxed;
      bool ok = true;
      for (std::size_t i = 0; i < types.size() && ok; ++i) {
        auto s = types[i].most_specific_common_supertype(c->input_types[i]);
        if (s) relaxed.push_back(*s);
        else ok = false;
      }
      if (ok) types = std::move(relaxed);
    }
  }
  auto cf = std::make_unique<ConcreteFunction>();
  cf->index = static_cast<int>(f.concretes.size());
  for (const auto& p : f.params) {
    cf->names.push_back(p.name);
    cf->kinds.push_back(p.kind);
  }
  cf->input_types = types;
  cf->traced_at_call = traced_at_call;
  cf->reason = std::move(reason);
  cf->variable_creation = variable_creation_scope(f);
  auto g = std::make_shared<graph::FuncGraph>(f.name);
  cf->graph = g;
  int line = py::Interpreter::current().current_line();

  if (rt.emit)
    rt.emit({"trace", "trace", "tracing " + f.name + " (concrete function " + std::to_string(cf->index) + "): " + cf->reason + "\n",
             "stdout", line, f.name, cf->index});

  // Rebuild the call with placeholders and run the Python body.
  CallArgs trace_args;
  for (std::size_t i = 0; i < f.params.size(); ++i) {
    Ref v = placeholder_value(types[i], call.values[i], *g, g, f.params[i].name, line);
    switch (f.params[i].kind) {
      case py::ParamKind::PositionalOnly:
      case py::ParamKind::PositionalOrKeyword:
        trace_args.args.push_back(v);
        break;
      case py::ParamKind::VarPositional:
        for (const Ref& item : py::to_vector(v)) trace_args.args.push_back(item);
        break;
      case py::ParamKind::KeywordOnly:
        trace_args.kwargs.emplace_back(f.params[i].name, v);
        break;
      case py::ParamKind::VarKeyword:
        static_cast<py::DictObject*>(v.get())->for_each(
            [&](const Ref& k, const Ref& x) { trace_args.kwargs.emplace_back(py::as_str(k.get()), x); });
        break;
    }
  }
  ActiveTrace active{g, f.name, cf->index, f.autograph, {}};
  ConcreteFunction* traced = cf.get();
  if (cf->variable_creation) {
    active.variable_creator = [traced] { traced->created_variables += 1; };
  } else {
    active.variable_creator = [] {
      // polymorphic_function.py Function._initialize invalid_creator_scope.
      py::raise_value_error(
          "tf.function only supports singleton tf.Variables created on the first call. Make sure the tf.Variable is "
          "only created once or created outside tf.function. See "
          "https://www.tensorflow.org/guide/function#creating_tfvariables for more information.");
    };
  }
  rt.push_trace(std::move(active));
  struct Pop {
    Runtime& rt;
    ~Pop() { rt.pop_trace(); }
  } pop{rt};
  Ref result;
  try {
    result = py::call(f.python_function, trace_args);
  } catch (py::PyError& err) {
    // autograph_handler: errors raised while tracing converted code are re-raised "in user code".
    if (!f.autograph) throw;
    throw py::PyError{in_user_code_error(err.exc)};
  }
  cf->structured_outputs = collect_outputs(result, *g, g, line);
  cf->output_type = trace_type_from_value(cf->structured_outputs);
  f.concretes.push_back(std::move(cf));
  return *f.concretes.back();
}

void note_call_for_retracing_warning(Function& f, bool traced) {
  Runtime& rt = Runtime::current();
  if (rt.active_trace()) return;  // only top-level eager calls count
  TracingDetector& d = rt.detectors[f.code];
  if (traced) {
    d.call_count += 1;
    d.calls_per_tracings.push_back(1);
    while (!d.calls_per_tracings.empty() && d.call_count - d.calls_per_tracings.front() > kMaxCallHistory) {
      d.call_count -= d.calls_per_tracings.front();
      d.calls_per_tracings.erase(d.calls_per_tracings.begin());
    }
    int n = static_cast<int>(d.calls_per_tracings.size());
    if (n >= kTracingThreshold && d.warnings < kMaxWarnings) {
      d.warnings += 1;
      std::string text = "WARNING:tensorflow:" + std::to_string(n) + " out of the last " + std::to_string(d.call_count) +
                         " calls to " + py::repr(f.python_function) +
                         " triggered tf.function retracing. Tracing is expensive and the excessive number of tracings could "
                         "be due to (1) creating @tf.function repeatedly in a loop, (2) passing tensors with different "
                         "shapes, (3) passing Python objects instead of tensors. For (1), please define your @tf.function "
                         "outside of the loop. For (2), @tf.function has reduce_retracing=True option that can avoid "
                         "unnecessary retracing. For (3), please refer to "
                         "https://www.tensorflow.org/guide/function#controlling_retracing and "
                         "https://www.tensorflow.org/api_docs/python/tf/function for  more details.\n";
      if (rt.emit) rt.emit({"warning", "python", text, "stderr", py::Interpreter::current().current_line(), f.name, std::nullopt});
    }
  } else {
    if (d.calls_per_tracings.empty()) d.calls_per_tracings.push_back(0);
    d.calls_per_tracings.back() += 1;
    d.call_count += 1;
  }
}

Ref execute(Function& f, ConcreteFunction& cf, const BoundCall& call) {
  Runtime& rt = Runtime::current();
  std::vector<Ref> args;
  for (std::size_t i = 0; i < cf.input_types.size(); ++i) flatten_tensors(cf.input_types[i], call.values[i], args);
  std::vector<tensor::Tensor> feeds;
  for (const Ref& a : args) {
    TensorObject* x = as_tensor(a.get());
    if (!x->is_eager()) {  // a symbolic tensor of a finished trace, kept in a Python variable:
      rt.run_op("Identity", {a}, {}, "Identity");  // the tf module raises InaccessibleTensorError
      py::raise_value_error(py::repr(a) + " is out of scope and cannot be used here.");
    }
    feeds.push_back(*x->value);
  }
  std::string fname = f.name;
  int index = cf.index;
  rt.executing_graphs += 1;
  struct Done {
    Runtime& rt;
    ~Done() { rt.executing_graphs -= 1; }
  } done{rt};
  std::vector<tensor::Tensor> results = graph::run_graph(*cf.graph, feeds, [&](const std::string& text, const std::string& stream, int line) {
    if (rt.emit) rt.emit({"tfprint", "graph", text, stream, line, fname, index});
  });
  return rebuild_outputs(cf.structured_outputs, *cf.graph, [&](std::size_t i) { return make_eager(results[i]); });
}

/// A call made while another function is being traced: the concrete function becomes a call
/// node of the graph being built (atomic_function.make_call_op_in_graph), so its ops, tf.print
/// included, run each time the caller's graph runs.
Ref call_in_graph(Function& f, ConcreteFunction& cf, const BoundCall& call) {
  Runtime& rt = Runtime::current();
  std::shared_ptr<graph::FuncGraph> gref = rt.active_trace()->graph;
  graph::FuncGraph& g = *gref;
  const int line = py::Interpreter::current().current_line();
  std::vector<Ref> args;
  for (std::size_t i = 0; i < cf.input_types.size(); ++i) flatten_tensors(cf.input_types[i], call.values[i], args);
  std::vector<graph::Endpoint> inputs;
  std::vector<tensor::DType> in_types, out_types;
  std::vector<tensor::TensorShape> out_shapes;
  for (const Ref& a : args) {
    inputs.push_back(tensor_endpoint(g, a, line));
    in_types.push_back(as_tensor(a.get())->dtype);
  }
  for (const graph::Endpoint& e : cf.graph->outputs()) {
    const graph::Node& n = cf.graph->node(e.node);
    out_types.push_back(n.output_dtypes.at(static_cast<std::size_t>(e.index)));
    out_shapes.push_back(n.output_shapes.at(static_cast<std::size_t>(e.index)));
  }
  // PartitionedCall, or StatefulPartitionedCall when the function has side effects (tf.print).
  const std::string op = cf.graph->is_stateful() ? "StatefulPartitionedCall" : "PartitionedCall";
  graph::AttrMap attrs;
  attrs["Tin"] = in_types;
  attrs["Tout"] = out_types;
  attrs["f"] = graph::FuncAttr{"__inference_" + f.name + "_" + std::to_string(cf.index), cf.graph};
  const int node = g.add_functional_node(op, inputs, std::move(attrs), out_types, out_shapes, line, g.unique_name(op));
  return rebuild_outputs(cf.structured_outputs, *cf.graph, [&](std::size_t i) {
    const graph::Endpoint e{node, static_cast<int>(i)};
    return make_symbolic(gref, node, e.index, out_types[i], out_shapes[i], g.endpoint_name(e));
  });
}

/// The trace reason of the second trace of a first call that created variables.
constexpr const char* kVariableCreationRetrace = "variables created on first call: traced again without variable creation";

/// Traces for a call no concrete function serves (Function._call / _initialize): the first
/// trace may create variables; when it does, TF lifts their initializers out and traces again
/// in the scope that forbids creating them, and that second trace serves the call. Returns the
/// concrete function to run; `late_variables` says a non-first trace created variables, which
/// TF reports after running the call.
ConcreteFunction& trace_for_call(Function& f, const BoundCall& bound, int call_number, std::string reason,
                                 bool& late_variables) {
  const bool first = !f.initialized;
  f.initialized = true;
  ConcreteFunction* cf = &trace(f, bound, bound.types, call_number, std::move(reason));
  late_variables = false;
  if (cf->created_variables > 0 && cf->variable_creation) {
    f.created_variables = true;
    if (first) return trace(f, bound, bound.types, call_number, kVariableCreationRetrace);
    late_variables = true;
  }
  return *cf;
}

}  // namespace

Ref Function::call(CallArgs& args) {
  Runtime& rt = Runtime::current();
  if (rt.run_functions_eagerly) return py::call(python_function, args);
  call_count += 1;
  int call_number = call_count;
  int line = py::Interpreter::current().current_line();
  BoundCall bound = bind_call(*this, args);
  ConcreteFunction* cf = lookup(*this, bound.types);
  bool traced = false;
  bool late_variables = false;
  if (!cf) {
    std::string reason = trace_reason(*this, bound.types);
    cf = &trace_for_call(*this, bound, call_number, reason, late_variables);
    traced = true;
  }
  cf->calls += 1;
  if (rt.emit)
    rt.emit({"call", "python",
             name + " call " + std::to_string(call_number) + ": " + (traced ? "traced" : "reused") + " concrete function " +
                 std::to_string(cf->index) + "\n",
             "stdout", line, name, cf->index});
  note_call_for_retracing_warning(*this, traced);
  Ref result = rt.active_trace() ? call_in_graph(*this, *cf, bound) : execute(*this, *cf, bound);
  // Function._call, after running a non-first trace that created variables.
  if (late_variables) py::raise_value_error("Creating variables on a non-first call to a function decorated with tf.function.");
  return result;
}

ConcreteFunction& Function::get_concrete(CallArgs& args) {
  // TensorSpecs stand for tensors of that shape and dtype.
  BoundCall bound;
  if (input_signature && args.args.empty() && args.kwargs.empty()) {
    for (const Ref& s : *input_signature) {
      auto* spec = static_cast<TensorSpecObject*>(s.get());
      TraceType t;
      t.kind = TraceType::Kind::Tensor;
      t.dtype = spec->dtype;
      t.shape = spec->shape;
      bound.types.push_back(t);
      bound.values.push_back(s);
    }
  } else {
    bound.values = bind_function_inputs(*this, args);
    TraceContext context;
    for (std::size_t i = 0; i < bound.values.size(); ++i) {
      if (TensorSpecObject* spec = as_spec(bound.values[i].get())) {
        TraceType t;
        t.kind = TraceType::Kind::Tensor;
        t.dtype = spec->dtype;
        t.shape = spec->shape;
        bound.types.push_back(t);
      } else if (input_signature && i < input_signature->size()) {
        auto* spec2 = static_cast<TensorSpecObject*>((*input_signature)[i].get());
        bound.values[i] = cast_to_spec(*this, args, bound.values[i], *spec2);
        TraceType t;
        t.kind = TraceType::Kind::Tensor;
        t.dtype = spec2->dtype;
        t.shape = spec2->shape;
        bound.types.push_back(t);
      } else {
        bound.types.push_back(trace_type_from_value(bound.values[i], context));
      }
    }
  }
  if (ConcreteFunction* cf = lookup(*this, bound.types)) return *cf;
  bool late_variables = false;
  return trace_for_call(*this, bound, 0, "get_concrete_function", late_variables);
}

}  // namespace tfplay::function
