// tf.cond, tf.while_loop, tf.range; AutoGraph installation.
#include "core/tf/control_flow_ops.h"

#include <algorithm>

#include "core/function/autograph.h"
#include "core/function/control_flow.h"
#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/graph/func_graph.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

using function::TensorObject;
using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

bool is_callable(const Ref& v) {
  const auto& t = py::T();
  if (v->cls == t.function || v->cls == t.builtin_function || v->cls == t.method || v->cls == t.type ||
      v->cls->is_subtype_of(t.type))
    return true;
  return py::lookup_special(v, "__call__") != nullptr;
}

std::string name_arg(const CallArgs& a, std::size_t i, const char* fallback) {
  Ref n = arg(a, i, "name");
  return present(n) ? py::as_str(n.get()) : fallback;
}

/// cond.cond_for_tf_v2 (strict=True).
Ref tf_cond(CallArgs& a) {
  Ref pred = arg(a, 0, "pred");
  Ref true_fn = arg(a, 1, "true_fn");
  Ref false_fn = arg(a, 2, "false_fn");
  if (!pred) py::raise_type_error("cond_for_tf_v2() missing 1 required positional argument: 'pred'");
  if (!present(true_fn)) py::raise_type_error("cond(): 'true_fn' argument required");
  if (!present(false_fn)) py::raise_type_error("cond(): 'false_fn' argument required");
  if (!is_callable(true_fn)) py::raise_type_error("'true_fn' must be callable.");
  if (!is_callable(false_fn)) py::raise_type_error("'false_fn' must be callable.");
  if (!in_graph_mode()) {
    // _eager_cond_implementation: only the chosen branch runs.
    Ref p = convert_to_tensor(pred, std::nullopt);
    return py::call(py::truthy(py::call_method(p, "numpy")) ? true_fn : false_fn, std::vector<Ref>{});
  }
  if (py::is_bool(pred.get())) {
    // cond_v2: raise TypeError("pred must not be a Python bool", pred).
    Ref exc = py::call(py::E().TypeError->self(), std::vector<Ref>{py::Str("pred must not be a Python bool"), pred});
    throw py::PyError{exc};
  }
  return function::cond_v2(
      pred, [&] { return py::call(true_fn, std::vector<Ref>{}); }, [&] { return py::call(false_fn, std::vector<Ref>{}); },
      name_arg(a, 3, "cond"));
}

tensor::TensorShape shape_arg(const Ref& v) {
  if (!present(v)) return tensor::TensorShape();
  Ref s = py::call(function::tensor_shape_type()->self(), std::vector<Ref>{v});
  return static_cast<function::TensorShapeObject*>(s.get())->shape;
}

/// while_loop.while_loop_v2 (return_same_structure=True).
Ref tf_while_loop(CallArgs& a) {
  Ref cond = arg(a, 0, "cond");
  Ref body = arg(a, 1, "body");
  Ref loop_vars = arg(a, 2, "loop_vars");
  if (!cond || !body || !loop_vars) py::raise_type_error("while_loop_v2() missing required arguments: 'cond', 'body' and 'loop_vars'");
  Ref invariants = arg(a, 3, "shape_invariants");
  Ref parallel = arg(a, 4, "parallel_iterations");
  Ref max_iterations = arg(a, 7, "maximum_iterations");
  if (!is_callable(cond)) py::raise_type_error("'cond' must be callable.");
  if (!is_callable(body)) py::raise_type_error("'body' must be callable.");
  if (present(parallel) && py::as_int(parallel.get()) < 1)
    py::raise_type_error("'parallel_iterations' must be a positive integer.");
  const bool is_sequence = py::is_list(loop_vars.get()) || py::is_tuple(loop_vars.get());
  auto call_with = [](const Ref& fn, const Ref& vars) {
    return py::call(fn, py::is_list(vars.get()) || py::is_tuple(vars.get()) ? py::to_vector(vars) : std::vector<Ref>{vars});
  };

  if (!in_graph_mode()) {
    if (is_sequence && py::to_vector(loop_vars).empty()) py::raise_value_error("'loop_vars' must be provided.");
    Ref vars = loop_vars;
    // nest.map_structure(type_spec_from_value, list(loop_vars)): compared as a list.
    Ref structure = py::List(is_sequence ? py::to_vector(vars) : std::vector<Ref>{vars});
    const bool as_tuple = py::is_tuple(loop_vars.get());
    std::int64_t counter = 0;
    const std::int64_t limit =
        present(max_iterations) ? py::as_int(py::call_method(convert_to_tensor(max_iterations, std::nullopt), "numpy").get()) : -1;
    for (;;) {
      py::Interpreter::current().step();
      if (limit >= 0 && counter >= limit) break;
      if (!py::truthy(call_with(cond, vars))) break;
      vars = call_with(body, vars);
      ++counter;
      if (!py::is_list(vars.get()) && !py::is_tuple(vars.get())) vars = as_tuple ? py::Tuple({vars}) : py::List({vars});
      if (auto m = function::nest::compare(structure, py::List(py::to_vector(vars)))) {
        if (m->is_type_error) py::raise_type_error(m->message);
        py::raise_value_error(m->message);
      }
    }
    return function::nest::map(vars, [](const Ref& x) { return convert_to_tensor(x, std::nullopt); });
  }

  if (present(max_iterations))
    py::raise(py::E().NotImplementedError, "tfplay does not support tf.while_loop(maximum_iterations=...) inside a tf.function yet");
  const std::vector<Ref> flat = function::nest::flatten(loop_vars);
  std::optional<std::vector<tensor::TensorShape>> shapes;
  if (present(invariants)) {
    if (auto m = function::nest::compare(loop_vars, invariants)) py::raise_value_error(m->message);
    shapes.emplace();
    for (const Ref& s : function::nest::flatten(invariants)) shapes->push_back(shape_arg(s));
  }
  std::vector<Ref> out = function::while_v2(
      flat,
      [&](const std::vector<Ref>& vars) { return call_with(cond, function::nest::pack_as(loop_vars, vars)); },
      [&](const std::vector<Ref>& vars) {
        Ref result = call_with(body, function::nest::pack_as(loop_vars, vars));
        if (!function::nest::is_nested(result)) result = py::List({result});
        Ref expected = is_sequence ? py::List(py::to_vector(loop_vars)) : py::List({loop_vars});
        if (auto m = function::nest::compare(py::List(py::to_vector(result)), expected)) {
          if (m->is_type_error) py::raise_type_error(m->message);
          py::raise_value_error(m->message);
        }
        return function::nest::flatten(result);
      },
      name_arg(a, 8, "while"), shapes);
  return function::nest::pack_as(loop_vars, out);
}

/// math_ops.range: `with ops.name_scope(name, "Range")`, start/limit/delta converted (named
/// "start", "limit", "delta"), cast to the widest of their dtypes, then a Range op.
Ref tf_range(CallArgs& a) {
  Ref start = arg(a, 0, "start");
  Ref limit = arg(a, 1, "limit");
  Ref delta = arg(a, 2, "delta");
  std::optional<DType> dtype = dtype_arg(arg(a, 3, "dtype"));
  if (!start) py::raise_type_error("range() missing 1 required positional argument: 'start'");
  if (!present(limit)) {
    limit = start;
    start = py::Int(0);
  }
  if (!present(delta)) delta = py::Int(1);
  OpScope scope(arg(a, 4, "name"), "range");
  auto convert = [&](const Ref& v, const char* name) -> Ref {
    if (function::as_tensor(v.get())) return v;
    return constant_tensor(tensor_from_python(v, dtype), name);
  };
  std::vector<Ref> args{convert(start, "start"), convert(limit, "limit"), convert(delta, "delta")};
  DType inferred = dtype.value_or(DType::Int32);
  if (!dtype) {
    static const DType hierarchy[] = {DType::Int32, DType::Int64, DType::Float16, DType::Float32, DType::Float64};
    int best = 0;
    for (const Ref& x : args) {
      DType d = function::as_tensor(x.get())->dtype;
      auto it = std::find(std::begin(hierarchy), std::end(hierarchy), d);
      if (it == std::end(hierarchy)) py::raise(py::E().AssertionError, "");
      best = std::max(best, static_cast<int>(it - std::begin(hierarchy)));
    }
    inferred = hierarchy[best];
  }
  for (Ref& x : args)
    if (function::as_tensor(x.get())->dtype != inferred) x = run_op1("Cast", {x}, {{"DstT", inferred}}, "Cast");
  return run_op1("Range", args, {}, scope.op_name(), scope.eager_name());
}

}  // namespace

void install_control_flow_ops(const Ref& tf) {
  tf->dict->set("cond", py::NativeFunction("cond", tf_cond));
  tf->dict->set("while_loop", py::NativeFunction("while_loop", tf_while_loop));
  if (!tf->dict->get("range")) tf->dict->set("range", py::NativeFunction("range", tf_range));
}

void install_autograph() {
  function::Runtime& rt = function::Runtime::current();
  rt.autograph = std::make_unique<function::AutoGraph>();
  py::Interpreter::current().control_flow_hooks = rt.autograph.get();
  graph::set_loop_iteration_hook([] { py::Interpreter::current().step(); });
}

}  // namespace tfplay::tf
