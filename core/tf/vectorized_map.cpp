// tf.vectorized_map, written in Python as TF writes it (tensorflow/python/ops/parallel_for/
// control_flow_ops.py, TF 2.20: vectorized_map, pfor, _pfor_impl, _broadcasting_gather). As in
// TF, `fn` runs once per trace: under the name scope "loop_body", on the elements gathered at a
// PlaceholderWithDefault(0) loop variable; eagerly inside a new tf.function per call (pfor wraps
// itself in one), so its Python body runs once per eager call too, and repeated eager calls log
// tf.function's retracing warning for pfor.<locals>.f.
//
// TF then vectorizes the ops `fn` built (pfor.PFor converts each op to its batched form).
// tfplay computes the same values by running them once per element instead: the ops that depend
// on the loop variable (and the stateful ones, which pfor runs per iteration) are copied into a
// function of the iteration number, which a tf.map_fn over tf.range(batch size) calls; outputs
// that do not depend on it are tiled, as pfor tiles loop-invariant outputs. tf.print of values
// inside `fn` (which pfor prints batched) raises NotImplementedError.
#include "core/tf/vectorized_map.h"

#include <map>

#include "core/function/control_flow.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/graph/func_graph.h"
#include "core/graph/op_registry.h"
#include "core/python/interpreter.h"
#include "core/python/object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

constexpr const char* kVectorizedMapSource = R"PY(
tf = None
_natives = None


def _install(tf_module, natives):
    global tf, _natives
    tf = tf_module
    _natives = natives


def _broadcasting_gather(x, i):
    # An element whose first dimension is 1 is the same for every iteration.
    static_first_dim = x.shape[0] if x.shape.rank is not None else None
    if static_first_dim == 1:
        i = 0
    elif static_first_dim is None:
        i = tf.where(tf.shape(x)[0] > 1, i, 0)
    return tf.gather(x, i)


def _pfor_impl(fn, elems, iters):
    with tf.name_scope('loop_body'):
        loop_var = tf.raw_ops.PlaceholderWithDefault(input=0, shape=[])
        gathered = tf.nest.map_structure(lambda x: _broadcasting_gather(x, loop_var), elems)
        loop_fn_outputs = fn(gathered)
    flat = []
    for output in tf.nest.flatten(loop_fn_outputs):
        if output is not None and not isinstance(output, tf.Tensor):
            output = tf.convert_to_tensor(output)
        flat.append(output)
    iters = tf.convert_to_tensor(iters)
    with tf.name_scope('pfor'):
        tensors = [t for t in flat if t is not None]
        index, externals, variant = _natives.loop_function(loop_var, tensors)
        results = [None] * len(tensors)
        specs = [tf.TensorSpec(t.shape, t.dtype) for t, v in zip(tensors, variant) if v]
        if specs:
            stacked = tf.map_fn(lambda i: _natives.call_loop_function(index, [i] + externals),
                                tf.range(iters), fn_output_signature=specs)
            k = 0
            for j, v in enumerate(variant):
                if v:
                    results[j] = stacked[k]
                    k += 1
        n_static = tf.get_static_value(iters)
        for j, (t, v) in enumerate(zip(tensors, variant)):
            if not v:
                # A loop-invariant output is tiled along a new first dimension.
                tiled = tf.tile(tf.expand_dims(t, 0),
                                tf.concat([tf.reshape(iters, [1]), tf.ones_like(tf.shape(t))], 0))
                tiled.set_shape(tf.TensorShape([n_static]).concatenate(t.shape))
                results[j] = tiled
        out = iter(results)
        flat = [None if t is None else next(out) for t in flat]
    return tf.nest.pack_sequence_as(loop_fn_outputs, flat)


def vectorized_map(fn, elems, fallback_to_while_loop=True, warn=True):
    # variable_utils.convert_variables_to_tensors, then convert_to_tensor on every component.
    elems = tf.nest.map_structure(
        lambda e: tf.convert_to_tensor(e) if isinstance(e, tf.Variable) else e, elems)
    elems = tf.nest.map_structure(tf.convert_to_tensor, elems)
    flat_elems = tf.nest.flatten(elems)

    def _get_shape(x):
        if x.shape.rank is None:
            return None
        return x.shape.as_list()[0]

    static_first_dims = [_get_shape(elem) for elem in flat_elems]
    if any(s is None for s in static_first_dims):
        batch_size = tf.reduce_max([tf.shape(elem)[0] for elem in flat_elems])
    else:
        batch_size = max(static_first_dims)

    return pfor(lambda: _pfor_impl(fn, elems, batch_size))


def pfor(loop):
    # pfor wraps its work in a new tf.function when executing eagerly (so fn traces once per
    # call, and repeated eager calls trace repeatedly, as the retracing warning says), turning
    # run_functions_eagerly off meanwhile.
    def f():
        return loop()

    functions_run_eagerly = None
    if tf.executing_eagerly():
        functions_run_eagerly = tf.config.functions_run_eagerly()
        if functions_run_eagerly:
            tf.get_logger().warning(
                'It looks like tf.function behavior was disabled, perhaps using '
                'tf.config.run_functions_eagerly. Vectorization primitives (e.g. '
                'tf.vectorized_map) require tf.function to work. These primitives '
                'will override the disable.')
            tf.config.run_functions_eagerly(False)
        f = tf.function(f)
    outputs = f()
    if functions_run_eagerly is not None:
        tf.config.run_functions_eagerly(functions_run_eagerly)
    return outputs
)PY";

using graph::Endpoint;
using graph::FuncGraph;

/// The functions of the iteration number made this run (loop_function), by index.
struct LoopFunctions {
  std::vector<std::shared_ptr<FuncGraph>> graphs;
};

bool is_stateful_op(const std::string& op) {
  const graph::OpDef* def = graph::OpRegistry::global().find(op);
  return def && def->is_stateful;
}

/// loop_function(loop_var, outputs) -> (index, externals, variant): copies the nodes built
/// after `loop_var` that depend on it, or are stateful (pfor gives each iteration its own run of
/// a stateful op), into a new function graph whose first input is the iteration number (in
/// place of `loop_var`) and whose other inputs are `externals`, the tensors of the enclosing
/// graph those nodes read. Its outputs are the `outputs` that depend on the loop variable
/// (variant[i] says which).
Ref loop_function(CallArgs& a) {
  function::TensorObject* lv = function::as_tensor(a.args.at(0).get());
  std::shared_ptr<FuncGraph> gref = lv->graph;
  const FuncGraph& g = *gref;
  const int loop_node = lv->node;
  const std::vector<Ref> outputs = py::to_vector(a.args.at(1));
  const std::size_t n = g.nodes().size();
  std::vector<char> dep(n, 0);
  dep[static_cast<std::size_t>(loop_node)] = 1;
  for (std::size_t id = static_cast<std::size_t>(loop_node) + 1; id < n; ++id) {
    const graph::Node& node = g.node(static_cast<int>(id));
    bool d = is_stateful_op(node.op);
    for (const Endpoint& e : node.inputs) d = d || dep[static_cast<std::size_t>(e.node)];
    for (int c : node.control_inputs) d = d || dep[static_cast<std::size_t>(c)];
    dep[id] = d;
    if (d && (node.op == "PrintV2" || node.op == "Print"))
      py::raise(py::E().NotImplementedError,
                "tfplay does not implement tf.print inside the function tf.vectorized_map vectorizes yet");
  }
  const graph::SourcePos where = function::current_source_pos();
  auto body = std::make_shared<FuncGraph>("loop_fn");
  const int iteration = body->add_placeholder("loop_var", tensor::DType::Int32, tensor::TensorShape::scalar(), where);
  std::vector<int> inputs{iteration};
  std::vector<Ref> externals;
  std::map<std::pair<int, int>, Endpoint> mapped;  // endpoint of g -> endpoint of body
  mapped[{loop_node, 0}] = {iteration, 0};
  auto map_input = [&](const Endpoint& e) -> Endpoint {
    auto it = mapped.find({e.node, e.index});
    if (it != mapped.end()) return it->second;
    const graph::Node& src = g.node(e.node);
    Endpoint out;
    if (src.op == "Const" && !src.captured) {
      out = {body->add_const(std::get<tensor::Tensor>(src.attrs.at("value")), where, src.name), 0};
    } else if (auto c = src.attrs.find("_captured"); src.op == "Placeholder" && c != src.attrs.end()) {
      out = body->capture_resource(std::get<tensor::Tensor>(c->second), where);
    } else {
      const auto idx = static_cast<std::size_t>(e.index);
      out = {body->add_placeholder("Placeholder", src.output_dtypes.at(idx), src.output_shapes.at(idx), where), 0};
      inputs.push_back(out.node);
      externals.push_back(function::make_symbolic(gref, e.node, e.index, src.output_dtypes.at(idx), src.output_shapes.at(idx),
                                                  g.endpoint_name(e)));
    }
    mapped[{e.node, e.index}] = out;
    return out;
  };
  for (std::size_t id = static_cast<std::size_t>(loop_node) + 1; id < n; ++id) {
    if (!dep[id]) continue;
    const graph::Node& node = g.node(static_cast<int>(id));
    std::vector<Endpoint> ins;
    for (const Endpoint& e : node.inputs) ins.push_back(map_input(e));
    std::vector<int> controls;
    for (int c : node.control_inputs)
      if (dep[static_cast<std::size_t>(c)]) controls.push_back(mapped.at({c, 0}).node);
    if (!controls.empty()) body->push_control_dependencies(controls, true);
    const int copy = body->add_functional_node(node.op, ins, node.attrs, node.output_dtypes, node.output_shapes,
                                               {node.line, node.column, node.stack}, node.name);
    if (!controls.empty()) body->pop_control_dependencies();
    for (std::size_t k = 0; k < node.output_dtypes.size(); ++k) mapped[{static_cast<int>(id), static_cast<int>(k)}] = {copy, static_cast<int>(k)};
    if (node.output_dtypes.empty()) mapped[{static_cast<int>(id), 0}] = {copy, 0};
  }
  std::vector<Ref> variant;
  for (const Ref& out : outputs) {
    function::TensorObject* t = function::as_tensor(out.get());
    const bool v = t && !t->is_eager() && t->graph == gref && dep[static_cast<std::size_t>(t->node)];
    if (v) body->add_output(mapped.at({t->node, t->index}));
    variant.push_back(py::Bool(v));
  }
  body->set_inputs(inputs);
  auto& functions = function::Runtime::current().run_state<LoopFunctions>().graphs;
  functions.push_back(body);
  return py::Tuple({py::Int(static_cast<int64_t>(functions.size() - 1)), py::List(externals), py::List(variant)});
}

/// call_loop_function(index, inputs): a call of loop_function's graph `index` in the graph being
/// built (a PartitionedCall, or StatefulPartitionedCall when it has stateful ops).
Ref call_loop_function(CallArgs& a) {
  function::Runtime& rt = function::Runtime::current();
  const std::shared_ptr<FuncGraph> body =
      rt.run_state<LoopFunctions>().graphs.at(static_cast<std::size_t>(py::as_int(a.args.at(0).get())));
  std::shared_ptr<FuncGraph> gref = rt.active_trace()->graph;
  FuncGraph& g = *gref;
  const graph::SourcePos where = function::current_source_pos();
  std::vector<Endpoint> inputs;
  std::vector<tensor::DType> in_types, out_types;
  std::vector<tensor::TensorShape> out_shapes;
  for (const Ref& t : py::to_vector(a.args.at(1))) {
    Ref x = function::as_tensor(t.get()) ? t : rt.convert_to_tensor(t, std::nullopt);
    inputs.push_back(function::tensor_endpoint(g, x, where));
    in_types.push_back(function::as_tensor(x.get())->dtype);
  }
  for (const Endpoint& e : body->outputs()) {
    const graph::Node& n = body->node(e.node);
    out_types.push_back(n.output_dtypes.at(static_cast<std::size_t>(e.index)));
    out_shapes.push_back(n.output_shapes.at(static_cast<std::size_t>(e.index)));
  }
  const std::string op = body->is_stateful() ? "StatefulPartitionedCall" : "PartitionedCall";
  graph::AttrMap attrs;
  attrs["Tin"] = in_types;
  attrs["Tout"] = out_types;
  attrs["f"] = graph::FuncAttr{body->name(), body};
  const int node = g.add_functional_node(op, inputs, std::move(attrs), out_types, out_shapes, where, g.unique_name(op));
  if (rt.record_graph_node) rt.record_graph_node(gref, node);
  std::vector<Ref> outs;
  for (std::size_t i = 0; i < out_types.size(); ++i) {
    const Endpoint e{node, static_cast<int>(i)};
    outs.push_back(function::make_symbolic(gref, node, e.index, out_types[i], out_shapes[i], g.endpoint_name(e)));
  }
  return py::List(outs);
}

Ref make_natives() {
  Ref m = py::Module("tensorflow.python.ops.parallel_for.pfor");
  def(m, "loop_function", loop_function);
  def(m, "call_loop_function", call_loop_function);
  return m;
}

}  // namespace

bool calls_vectorized_map_loop(const graph::FuncGraph& g) {
  for (const auto& loop : function::Runtime::current().run_state<LoopFunctions>().graphs)
    if (loop.get() == &g) return true;
  for (const graph::Node& n : g.nodes()) {
    for (const auto& [key, value] : n.attrs) {
      if (const auto* f = std::get_if<graph::FuncAttr>(&value)) {
        if (f->graph && calls_vectorized_map_loop(*f->graph)) return true;
      } else if (const auto* fs = std::get_if<graph::FuncListAttr>(&value)) {
        for (const graph::FuncAttr& fa : *fs)
          if (fa.graph && calls_vectorized_map_loop(*fa.graph)) return true;
      }
    }
  }
  return false;
}

void install_vectorized_map(const Ref& tf) {
  const char* name = "tensorflow.python.ops.parallel_for.control_flow_ops";
  Ref m = py::Interpreter::current().exec_library_module(name, library_source(name, kVectorizedMapSource));
  py::call(m->dict->get("_install"), std::vector<Ref>{tf, make_natives()});
  tf->dict->set("vectorized_map", m->dict->get("vectorized_map"));
}

}  // namespace tfplay::tf
