// Eager vs graph dispatch of TF ops.
#include "core/tf/op_dispatch.h"

#include "core/function/eager_captures.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/graph/eager.h"
#include "core/graph/func_graph.h"
#include "core/graph/op_registry.h"
#include "core/python/interpreter.h"
#include "core/python/object_id.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/errors.h"
#include "core/tf/gradient_tape.h"
#include "core/tf/replay_values.h"

#include <unordered_map>

namespace tfplay::tf {

using py::Ref;

namespace {

// FuncGraph.__str__ prints id(self) in decimal; graphs are not Python objects here, so each gets
// a stand-in object whose deterministic id it shows (see core/python/object_id.h). The stand-ins
// belong to the run, as its graphs do.
struct GraphStandIns {
  std::unordered_map<const graph::FuncGraph*, Ref> objects;
};

std::string graph_text(const graph::FuncGraph& g) {
  Ref& token = function::Runtime::current().run_state<GraphStandIns>().objects[&g];
  if (!token) token = py::make_object<py::Object>(py::T().object);
  return "FuncGraph(name=" + g.name() + ", id=" + std::to_string(py::object_id(token.get())) + ")";
}

/// FuncGraph.capture's InaccessibleTensorError (func_graph.py _validate_in_scope) for a tensor
/// of a graph nested in `accessing` (a loop body or cond branch whose tensor was kept in a
/// Python list): where the tensor was defined (the user frame of its op; TF lists every user
/// frame of the op's creation stack, AutoGraph's generated code included) and both graphs.
/// A tensor of any other graph (leaked from another tf.function's trace) TF captures, and the
/// call then fails in TFE_Py_Execute with a TypeError listing the frames that created the
/// tensor, TF's own included, which tfplay cannot reproduce: NotImplementedError.
[[noreturn]] void out_of_scope(const Ref& t, const graph::FuncGraph& accessing) {
  const std::string r = py::repr(t);
  std::string msg = r +
                    " is out of scope and cannot be used here. Use return values, explicit Python locals or TensorFlow "
                    "collections to access it.\nPlease see https://www.tensorflow.org/guide/function#all_outputs_of_a_tffunction_must_be_return_values "
                    "for more information.";
  const function::TensorObject* x = function::as_tensor(t.get());
  bool nested = false;
  for (const graph::FuncGraph* o = x->graph->outer(); o && !nested; o = o->outer()) nested = o == &accessing;
  if (!nested)
    py::raise(py::E().NotImplementedError,
              "tfplay cannot run a tf.function that uses " + r + ", a tensor leaked from another function's graph (TF raises "
              "TypeError \"... is out of scope and cannot be used here\" when the function runs, listing the frames that "
              "created the tensor)");
  {
    const int line = x->graph->node(x->node).line;
    const function::ActiveTrace* trace = function::Runtime::current().active_trace();
    py::Interpreter& interp = py::Interpreter::current();
    msg += "\n\n" + r + " was defined here:\n  File \"" + interp.filename() + "\", line " + std::to_string(line) +
           ", in " + (trace ? trace->function : std::string("<module>")) + "\n    " + interp.source_line(line) +
           "\n\nThe tensor " + r + " cannot be accessed from " + graph_text(accessing) + ", because it was defined in " +
           graph_text(*x->graph) + ", which is out of scope.";
  }
  py::raise(error_type("InaccessibleTensorError"), msg);
}

}  // namespace

void raise_graph_tensor_in_eager_op(const Ref& t) {
  // pywrap_tfe_src.cc (ConvertToEagerTensor's caller): a symbolic tensor reached an eager op.
  py::raise_type_error(
      "An op outside of the function building code is being passed\n"
      "a \"Graph\" tensor. It is possible to have Graph tensors\n"
      "leak out of the function building context by including a\n"
      "tf.init_scope in your function building code.\n"
      "For example, the following function will fail:\n"
      "  @tf.function\n"
      "  def has_init_scope():\n"
      "    my_constant = tf.constant(1.)\n"
      "    with tf.init_scope():\n"
      "      added = my_constant * 2\n"
      "The graph tensor has name: " +
      function::as_tensor(t.get())->name);
}

bool in_graph_mode() { return function::Runtime::current().active_trace() != nullptr; }

Ref constant_tensor(const tensor::Tensor& value, const std::string& name) {
  const function::ActiveTrace* trace = function::Runtime::current().active_trace();
  if (!trace) return function::make_eager(value);
  graph::FuncGraph& g = *trace->graph;
  int node = g.add_const(value, function::current_source_pos(), name);
  return function::make_symbolic(trace->graph, node, 0, value.dtype(), value.tensor_shape(), g.endpoint_name({node, 0}));
}

Ref capture_if_eager(const Ref& tensor, const std::string& name) {
  const function::ActiveTrace* trace = function::Runtime::current().active_trace();
  const function::TensorObject* t = function::as_tensor(tensor.get());
  if (!trace || !t || !t->is_eager()) return tensor;
  graph::FuncGraph& g = *trace->graph;
  // Only a by-value capture takes a name, and an unnamed one takes the next ops.uid().
  const bool by_value = t->dtype != tensor::DType::Resource && t->dtype != tensor::DType::Variant;
  const graph::Endpoint e = function::capture_eager(
      trace->graph, tensor, function::current_source_pos(),
      name.empty() && by_value ? std::to_string(++function::Runtime::current().uid) : name);
  const graph::Node& n = g.node(e.node);
  return function::make_symbolic(trace->graph, e.node, e.index, n.output_dtypes[static_cast<std::size_t>(e.index)],
                                 n.output_shapes[static_cast<std::size_t>(e.index)], g.endpoint_name(e));
}

namespace {

/// run_op; `known_def` is `op`'s registry entry when the caller has it (else it is looked up
/// when the op runs eagerly: a trace's FuncGraph::add_op looks it up itself).
std::vector<Ref> run_op_with(const graph::OpDef* known_def, const std::string& op, const std::vector<Ref>& given_inputs,
                             graph::AttrMap attrs, const std::string& name, const std::string& eager_name) {
  // A custom gradient's grad_fn run by a function's gradient uses the replayed values of the
  // function's tensors (replay_values.h).
  const bool replaying = replay_values_active();
  std::vector<Ref> replayed;
  if (replaying)
    for (const Ref& in : given_inputs) replayed.push_back(replayed_or_self(in));
  const std::vector<Ref>& inputs = replaying ? replayed : given_inputs;
  function::Runtime& rt = function::Runtime::current();
  const function::ActiveTrace* trace = rt.active_trace();
  if (trace) {
    const graph::SourcePos where = function::current_source_pos();
    graph::FuncGraph& g = *trace->graph;
    std::vector<graph::Endpoint> endpoints;
    // op_def_library._apply_op_helper converts the inputs inside the op's own name scope, under
    // their argument's name, so a variable handle captured there is named "<op>/resource"
    // ("mul/ReadVariableOp/resource") and a small eager tensor "<op>/<argument>" ("mul/y"):
    // the op's name is taken first and the op then uses it as is.
    std::string op_name = name;
    struct CaptureScope {
      graph::FuncGraph* g = nullptr;
      ~CaptureScope() {
        if (g) g->pop_name_scope();
      }
      void exit() {
        if (g) g->pop_name_scope();
        g = nullptr;
      }
    } op_scope;
    for (const Ref& in : inputs) {
      const function::TensorObject* t = function::as_tensor(in.get());
      if (!op_scope.g && t->is_eager()) {
        op_name = !name.empty() && name.back() == '/' ? name.substr(0, name.size() - 1) : g.unique_name(name.empty() ? op : name);
        g.push_name_scope(op_name);
        op_name += "/";
        op_scope.g = &g;
      }
    }
    const graph::OpDef* def = op_scope.g ? (known_def ? known_def : graph::OpRegistry::global().find(op)) : nullptr;
    for (std::size_t k = 0; k < inputs.size(); ++k) {
      const Ref& in = inputs[k];
      function::TensorObject* t = function::as_tensor(in.get());
      if (t->is_eager()) {
        // Named after the op input converting it ("mul/y"), as _apply_op_helper does.
        const std::string arg = def && t->dtype != tensor::DType::Resource
                                    ? graph::input_conversion_name(*def, attrs, static_cast<int>(inputs.size()), static_cast<int>(k))
                                    : "";
        endpoints.push_back(function::capture_eager(trace->graph, in, where, arg));
      } else {
        // Tensors of enclosing graphs (a cond branch using the function's tensors) are captured.
        graph::Endpoint e = g.capture(t->graph.get(), {t->node, t->index}, where);
        if (e.node < 0) {
          op_scope.exit();
          out_of_scope(in, g);
        }
        endpoints.push_back(e);
      }
    }
    op_scope.exit();
    int node = translate_errors([&] { return g.add_op(op, endpoints, std::move(attrs), where, op_name); });
    const graph::Node& n = g.node(node);
    std::vector<Ref> outs;
    for (std::size_t i = 0; i < n.output_dtypes.size(); ++i)
      outs.push_back(function::make_symbolic(trace->graph, node, static_cast<int>(i), n.output_dtypes[i], n.output_shapes[i],
                                             g.endpoint_name({node, static_cast<int>(i)})));
    if (tape::tapes_recording()) tape::record_operation(op, inputs, outs, g.node(node).attrs);
    return outs;
  }
  std::vector<tensor::Tensor> values;
  values.reserve(inputs.size());
  for (const Ref& in : inputs) {
    function::TensorObject* t = function::as_tensor(in.get());
    if (!t->is_eager()) raise_graph_tensor_in_eager_op(in);
    values.push_back(*t->value);
  }
  // Only the line of the program's frame (tf.print's event): no Python stack per eager op.
  const int line = py::Interpreter::current().program_line();
  auto sink = [&](const std::string& text, const std::string& stream) {
    if (rt.emit) rt.emit({"tfprint", "eager", text, stream, line, std::nullopt, std::nullopt, std::nullopt});
  };
  const graph::OpDef& def = known_def ? *known_def : graph::OpRegistry::global().get(op);
  // `attrs` comes back completed (inferred type attrs, defaults): gradient functions read them
  // too (Pack's N), as TF records the op's full attrs.
  std::vector<tensor::Tensor> results =
      translate_errors([&] { return graph::eager::execute(def, values, attrs, sink, eager_name); });
  std::vector<Ref> outs;
  outs.reserve(results.size());
  for (auto& r : results) outs.push_back(function::make_eager(std::move(r)));
  if (tape::tapes_recording()) tape::record_operation(op, inputs, outs, attrs);
  return outs;
}

}  // namespace

std::vector<Ref> run_op(const std::string& op, const std::vector<Ref>& inputs, graph::AttrMap attrs,
                        const std::string& name, const std::string& eager_name) {
  return run_op_with(nullptr, op, inputs, std::move(attrs), name, eager_name);
}

std::vector<Ref> run_op(const graph::OpDef& def, const std::string& op, const std::vector<Ref>& inputs,
                        graph::AttrMap attrs, const std::string& name, const std::string& eager_name) {
  return run_op_with(&def, op, inputs, std::move(attrs), name, eager_name);
}

Ref run_op1(const std::string& op, const std::vector<Ref>& inputs, graph::AttrMap attrs, const std::string& name,
            const std::string& eager_name) {
  return run_op(op, inputs, std::move(attrs), name, eager_name).at(0);
}

}  // namespace tfplay::tf
