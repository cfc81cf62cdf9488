// tf.cond, tf.while_loop, tf.range; AutoGraph installation.
#include "core/tf/control_flow_ops.h"

#include <algorithm>

#include "core/function/autograph.h"
#include "core/function/control_flow.h"
#include "core/function/deprecation.h"
#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/graph/func_graph.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/debugging.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

using function::TensorObject;
using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

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
  if (!py::is_callable(true_fn.get())) py::raise_type_error("'true_fn' must be callable.");
  if (!py::is_callable(false_fn.get())) py::raise_type_error("'false_fn' must be callable.");
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

/// cond.cond (the v1 signature tf.case calls) with strict: eagerly only the taken branch runs and,
/// unless strict, a singleton list/tuple result is unpacked (_UnpackIfSingleton); in a graph it
/// is cond_v2.
Ref case_cond(const Ref& pred, const std::function<Ref()>& true_fn, const std::function<Ref()>& false_fn, bool strict) {
  if (!in_graph_mode()) {
    Ref p = convert_to_tensor(pred, std::nullopt);
    Ref result = py::truthy(py::call_method(p, "numpy")) ? true_fn() : false_fn();
    if (!strict && (py::is_list(result.get()) || py::is_tuple(result.get())) && py::to_vector(result).size() == 1)
      return py::to_vector(result)[0];
    return result;
  }
  return function::cond_v2(pred, true_fn, false_fn, "cond");
}

std::string type_repr(const Ref& v) { return py::repr(v->cls->self()); }

/// control_flow_case._assert_at_most_n_true in a graph: an Assert that at most `n` of `preds`
/// are true, with data [msg + ": more than n conditions (NAMES) evaluated as True:", preds_c]
/// and summarize=len(preds).
void assert_at_most_n_true(const std::vector<Ref>& preds, int n, const std::string& msg) {
  // array_ops_stack.stack([]) converts the empty list: a float32 constant of shape (0,).
  Ref preds_c = preds.empty() ? constant_tensor(tensor::Tensor::from_vector<float>(DType::Float32, {0}, {}), "preds_c")
                              : tf_call("stack", {py::List(preds)}, {{"name", py::Str("preds_c")}});
  Ref as_int = tf_call("cast", {preds_c, function::dtype_object(DType::Int32)});
  Ref num = tf_call("reduce_sum", {as_int}, {{"name", py::Str("num_true_conds")}});
  Ref limit = constant_tensor(tensor::Tensor::scalar_int32(n), "n_true_conds");
  Ref condition = tf_call("less_equal", {num, limit});
  std::string names;
  for (std::size_t i = 0; i < preds.size(); ++i) {
    TensorObject* t = function::as_tensor(preds[i].get());
    names += (i ? ", " : "") + (t && !t->is_eager() ? t->name : std::string("?"));
  }
  assert_op(condition, {py::Str(msg + ": more than " + std::to_string(n) + " conditions (" + names + ") evaluated as True:"), preds_c},
            py::Int(static_cast<int64_t>(preds.size())), nullptr);
}

/// control_flow_case.case_v2 (_case_verify_and_canonicalize_args, _case_create_default_action,
/// _case_helper).
Ref tf_case(CallArgs& a) {
  Ref pairs = arg(a, 0, "pred_fn_pairs");
  if (!pairs) py::raise_type_error("case_v2() missing 1 required positional argument: 'pred_fn_pairs'");
  Ref default_fn = arg(a, 1, "default");
  Ref exclusive_arg = arg(a, 2, "exclusive");
  Ref strict_arg = arg(a, 3, "strict");
  const bool exclusive = present(exclusive_arg) && py::truthy(exclusive_arg);
  const bool strict = present(strict_arg) && py::truthy(strict_arg);
  if (!py::is_list(pairs.get()) && !py::is_tuple(pairs.get()) && !(pairs->cls == py::T().dict))
    py::raise_type_error("'pred_fn_pairs' must be a list, tuple, or dict. Received: " + type_repr(pairs));
  std::vector<Ref> pair_list;
  if (pairs->cls == py::T().dict || pairs->cls->is_subtype_of(py::T().dict)) {
    std::vector<Ref> items = py::to_vector(py::call_method(pairs, "items"));
    const bool ordered = pairs->cls->name == "OrderedDict";
    if (ordered) {
      pair_list = items;  // collections.OrderedDict: its own order
    } else if (!in_graph_mode()) {
      if (!exclusive)
        py::raise_value_error("Unordered dictionaries are not supported for the 'pred_fn_pairs' argument when "
                              "`exclusive=False` and eager mode is enabled.");
      pair_list = items;
    } else {
      // sorted(pred_fn_pairs.items(), key=lambda item: item[0].name)
      std::vector<std::pair<std::string, Ref>> keyed;
      for (const Ref& item : items) keyed.emplace_back(py::str(py::getattr(py::to_vector(item)[0], "name")), item);
      std::stable_sort(keyed.begin(), keyed.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
      for (const auto& k : keyed) pair_list.push_back(k.second);
      if (!exclusive) {
        function::Runtime& rt = function::Runtime::current();
        if (rt.tensorflow_warnings_enabled())
          rt.emit_warning("python",
                          "WARNING:tensorflow:" + name_arg(a, 4, "case") +
                              ": An unordered dictionary of predicate/fn pairs was provided, but exclusive=False. The "
                              "order of conditional tests is deterministic but not guaranteed.\n",
                          py::Interpreter::current().current_line());
      }
    }
  } else {
    pair_list = py::to_vector(pairs);
  }
  std::vector<Ref> predicates, actions;
  for (const Ref& pair : pair_list) {
    if (!py::is_tuple(pair.get()) || py::to_vector(pair).size() != 2)
      py::raise_type_error("Each entry in 'pred_fn_pairs' must be a 2-tuple. Received " + py::str(pair) + ".");
    Ref pred = py::to_vector(pair)[0];
    Ref fn = py::to_vector(pair)[1];
    if (TensorObject* t = function::as_tensor(pred.get())) {
      if (t->dtype != DType::Bool) py::raise_type_error("pred must be Tensor of type bool: " + py::str(py::getattr(pred, "name")));
    } else {
      py::raise_type_error("pred must be a Tensor, got: " + py::str(pred));
    }
    if (!py::is_callable(fn.get())) py::raise_type_error("fn for pred " + py::str(py::getattr(pred, "name")) + " must be callable.");
    predicates.push_back(pred);
    actions.push_back(fn);
  }
  if (!present(default_fn) && predicates.empty())
    py::raise(py::E().IndexError, "tuple index out of range");
  OpScope scope(arg(a, 4, "name"), "case");
  std::function<Ref()> fallback;
  if (present(default_fn)) {
    fallback = [default_fn] { return py::call(default_fn, std::vector<Ref>{}); };
  } else {
    // _case_create_default_action: the last pair becomes the default, guarded by asserts that
    // no other predicate and its own predicate is true. Eagerly it runs only when every other
    // predicate was false, so only its own assert can fail.
    const Ref last_pred = predicates.back();
    const Ref last_action = actions.back();
    const std::vector<Ref> all_preds = predicates;
    predicates.pop_back();
    actions.pop_back();
    if (!in_graph_mode()) {
      fallback = [last_pred, last_action, all_preds] {
        Ref stacked = tf_call("stack", {py::List(all_preds)});
        if (!py::truthy(py::call_method(last_pred, "numpy")))
          eager_assert_failure(last_pred, {py::Bytes("Input error: None of conditions evaluated as True:"), stacked}, 3);
        return py::call(last_action, std::vector<Ref>{});
      };
    } else {
      // In a graph the default action runs in the innermost false branch, after an Assert that
      // no other predicate is true and one that its own predicate is.
      const std::vector<Ref> others = predicates;
      const int k = static_cast<int>(others.size());
      fallback = [last_pred, last_action, all_preds, others, k] {
        Ref stacked = tf_call("stack", {py::List(all_preds)}, {{"name", py::Str("preds_c")}});
        assert_at_most_n_true(others, 0,
                              "Implementation error: selected default action #" + std::to_string(k) +
                                  " was called, but some of other predicates are True: ");
        assert_op(last_pred, {py::Str("Input error: None of conditions evaluated as True:"), stacked}, nullptr, nullptr);
        return py::call(last_action, std::vector<Ref>{});
      };
    }
  }
  if (exclusive && in_graph_mode()) {
    assert_at_most_n_true(predicates, 1, "Input error: exclusive=True");
  } else if (exclusive) {
    // _assert_at_most_n_true(predicates, n=1, msg="Input error: exclusive=True"), run before
    // any branch. Eager tensors have no .name, so getattr(p, "name", "?") names each "?".
    int n_true = 0;
    std::string names;
    for (std::size_t i = 0; i < predicates.size(); ++i) {
      n_true += py::truthy(py::call_method(predicates[i], "numpy")) ? 1 : 0;
      names += (i ? ", " : "") + std::string("?");
    }
    if (n_true > 1) {
      Ref stacked = tf_call("stack", {py::List(predicates)});
      eager_assert_failure(convert_to_tensor(py::False(), std::nullopt),
                           {py::Bytes("Input error: exclusive=True: more than 1 conditions (" + names + ") evaluated as True:"),
                            stacked},
                           static_cast<int64_t>(predicates.size()));
    }
  }
  // cond(c[0], action[0], cond(c[1], ...)), built from the last pair outward.
  std::function<Ref(std::size_t)> chain = [&](std::size_t i) -> Ref {
    if (i == predicates.size()) return fallback();
    const Ref action = actions[i];
    return case_cond(predicates[i], [action] { return py::call(action, std::vector<Ref>{}); }, [&chain, i] { return chain(i + 1); },
                     strict);
  };
  return chain(0);
}

/// control_flow_switch_case.switch_case (_indexed_case_verify_and_canonicalize_args,
/// _indexed_case_helper).
Ref tf_switch_case(CallArgs& a) {
  Ref index = arg(a, 0, "branch_index");
  Ref fns = arg(a, 1, "branch_fns");
  if (!index || !fns) py::raise_type_error("switch_case() missing required arguments: 'branch_index' and 'branch_fns'");
  Ref default_fn = arg(a, 2, "default");
  TensorObject* t = function::as_tensor(index.get());
  if (!t) py::raise_type_error("'branch_index' must be a Tensor, got " + type_repr(index));
  if (!tensor::is_integer(t->dtype))
    py::raise_type_error("'branch_index' must be an integer Tensor, got " + tensor::str(t->dtype));
  if (!py::truthy(fns)) py::raise_value_error("Must provide at least one item in 'branch_fns'");
  if (!py::is_list(fns.get()) && !py::is_tuple(fns.get()) && !(fns->cls == py::T().dict))
    py::raise_type_error("'branch_fns' must be a list, tuple, or dict");
  std::vector<Ref> entries = (fns->cls == py::T().dict) ? py::to_vector(py::call_method(fns, "items")) : py::to_vector(fns);
  bool all_callable = true;
  for (const Ref& e : entries) all_callable = all_callable && py::is_callable(e.get());
  std::vector<std::pair<int64_t, Ref>> keyed;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (all_callable) {
      keyed.emplace_back(static_cast<int64_t>(i), entries[i]);
      continue;
    }
    const Ref& pair = entries[i];
    if (!py::is_tuple(pair.get()) || py::to_vector(pair).size() != 2)
      py::raise_type_error("Each entry in 'branch_fns' must be a 2-tuple. Received " + py::str(pair) + ".");
    Ref key = py::to_vector(pair)[0];
    Ref fn = py::to_vector(pair)[1];
    if (!py::is_int(key.get()) || py::is_bool(key.get())) {
      if (!py::is_bool(key.get())) py::raise_type_error("key must be a Python `int`, got " + type_repr(key));
    }
    if (!py::is_callable(fn.get())) py::raise_type_error("fn for key " + py::str(key) + " must be callable.");
    keyed.emplace_back(py::as_int(key.get()), fn);
  }
  std::vector<int64_t> keys;
  for (const auto& k : keyed) keys.push_back(k.first);
  std::vector<int64_t> sorted = keys;
  std::sort(sorted.begin(), sorted.end());
  const auto n = static_cast<int64_t>(keys.size());
  if (sorted.front() < 0 || sorted.back() >= n || std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {
    std::string found;
    for (std::size_t i = 0; i < sorted.size(); ++i) found += (i ? "," : "") + std::to_string(sorted[i]);
    py::raise_value_error("branch indices (keys) must form contiguous range of [0 to " + std::to_string(n) + ") but found {" +
                          found + "}");
  }
  std::sort(keyed.begin(), keyed.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<Ref> actions;
  for (const auto& k : keyed) actions.push_back(k.second);
  if (present(default_fn)) actions.push_back(default_fn);
  OpScope scope(arg(a, 3, "name"), "switch_case");
  if (t->is_eager()) {
    // The index is clamped to the last branch (the default) when out of range.
    int64_t i = t->value->as_int64(0);
    if (i < 0 || i >= static_cast<int64_t>(actions.size())) i = static_cast<int64_t>(actions.size()) - 1;
    return py::call(actions[static_cast<std::size_t>(i)], std::vector<Ref>{});
  }
  std::vector<std::function<Ref()>> branch_fns;
  for (const Ref& fn : actions) branch_fns.push_back([fn] { return py::call(fn, std::vector<Ref>{}); });
  return function::indexed_case(index, branch_fns, "indexed_case");
}

tensor::TensorShape shape_arg(const Ref& v) {
  if (!present(v)) return tensor::TensorShape();
  Ref s = py::call(function::tensor_shape_type()->self(), std::vector<Ref>{v});
  return static_cast<function::TensorShapeObject*>(s.get())->shape;
}

/// while_loop.while_loop's eager bound: `ops.convert_to_tensor(maximum_iterations)`, which must
/// be a scalar, then `int(maximum_iterations.numpy())`.
std::int64_t eager_maximum_iterations(const Ref& maximum_iterations) {
  Ref bound = convert_to_tensor(maximum_iterations, std::nullopt);
  const TensorObject& t = *function::as_tensor(bound.get());
  if (!(t.shape.has_rank() && *t.shape.rank() == 0))
    py::raise_value_error("'maximum_iterations' must be a scalar. Received shape: " + t.shape.str());
  return py::as_int(py::call(py::T().int_->self(), std::vector<Ref>{py::call_method(bound, "numpy")}).get());
}

/// while_v2.while_loop's `if not back_prop`: every output loop variable (a TensorArray's flow)
/// through array_ops.stop_gradient, outside the loop's name scope.
std::vector<Ref> stop_gradients(const std::vector<Ref>& outputs) {
  function::Runtime& rt = function::Runtime::current();
  std::vector<Ref> stopped;
  for (const Ref& x : outputs) {
    Ref component = rt.component_of(x);
    Ref s = tf_call("stop_gradient", {component ? component : x});
    stopped.push_back(component ? rt.rebuild_composite(x, s) : s);
  }
  return stopped;
}

/// while_loop.while_loop_v2's @deprecation.deprecated_arg_values(back_prop=False,
/// warn_once=True): the notice is logged once per process when back_prop == False.
void warn_back_prop(const Ref& back_prop) {
  if (!present(back_prop) || !py::eq(back_prop, py::False())) return;
  function::warn_deprecated("while_loop_v2:back_prop", "calling while_loop_v2 (from tensorflow.python.ops.while_loop) with back_prop=False",
                            "back_prop=False is deprecated. Consider using tf.stop_gradient instead.\n"
                            "Instead of:\nresults = tf.while_loop(c, b, vars, back_prop=False)\nUse:\n"
                            "results = tf.nest.map_structure(tf.stop_gradient, tf.while_loop(c, b, vars))");
}

/// while_loop.while_loop_v2 (return_same_structure=True). `deprecated` says whether this is the
/// decorated tf.while_loop export (map_fn.py and functional_ops.py call the undecorated
/// while_loop.while_loop, which logs nothing).
Ref while_loop(CallArgs& a, bool deprecated) {
  Ref cond = arg(a, 0, "cond");
  Ref body = arg(a, 1, "body");
  Ref loop_vars = arg(a, 2, "loop_vars");
  if (!cond || !body || !loop_vars) py::raise_type_error("while_loop_v2() missing required arguments: 'cond', 'body' and 'loop_vars'");
  Ref invariants = arg(a, 3, "shape_invariants");
  Ref parallel = arg(a, 4, "parallel_iterations");
  Ref back_prop = arg(a, 5, "back_prop");
  Ref max_iterations = arg(a, 7, "maximum_iterations");
  if (deprecated) warn_back_prop(back_prop);
  if (!py::is_callable(cond.get())) py::raise_type_error("'cond' must be callable.");
  if (!py::is_callable(body.get())) py::raise_type_error("'body' must be callable.");
  if (present(parallel) && py::as_int(parallel.get()) < 1)
    py::raise_type_error("'parallel_iterations' must be a positive integer.");
  // `cond(*loop_vars)`: any iterable unpacks (a bare tensor into its rows).
  auto call_with = [](const Ref& fn, const Ref& vars) { return py::call(fn, py::to_vector(vars)); };

  if (!in_graph_mode()) {
    // `if not loop_vars` (a bare tensor's truth value: tf.constant(0) is "not provided"), then
    // `len(loop_vars) == 1 and ...` ("Scalar tensor has no `len()`").
    if (!py::truthy(loop_vars)) py::raise_value_error("'loop_vars' must be provided.");
    py::len(loop_vars);
    Ref vars = loop_vars;
    // With maximum_iterations the loop runs over (counter, loop_vars), the counter a Python int.
    const bool capped = present(max_iterations);
    const std::int64_t limit = capped ? eager_maximum_iterations(max_iterations) : -1;
    // nest.map_structure(type_spec_from_value, list(loop_vars)): tensors and Python numbers
    // stand as their TensorSpec (TensorArrays and other values as they are).
    auto spec_of = [](const Ref& x) -> Ref {
      Ref t = function::as_tensor(x.get()) || py::is_int(x.get()) || py::is_float(x.get()) ? convert_to_tensor(x, std::nullopt) : nullptr;
      const function::TensorObject* tensor = t ? function::as_tensor(t.get()) : nullptr;
      return tensor && tensor->is_eager() ? function::spec_object(tensor->value->tensor_shape(), tensor->dtype, std::nullopt) : x;
    };
    Ref structure = function::nest::map(
        capped ? py::List({py::Int(0), vars}) : py::List(py::to_vector(vars)), spec_of);
    std::int64_t counter = 0;
    for (;;) {
      py::Interpreter::current().step();
      // logical_and(i < maximum_iterations, cond(*lv)): cond runs at the cap too.
      const bool more = py::truthy(call_with(cond, vars));
      if ((capped && counter >= limit) || !more) break;
      Ref result = call_with(body, vars);
      ++counter;
      // return_same_structure=True: a body's bare result is not packed into a tuple, so list()
      // iterates it ("Cannot iterate over a scalar tensor.") or, capped, it mismatches the
      // loop variables' sequence.
      Ref now = capped ? py::List({py::Int(counter), result}) : py::List(py::to_vector(result));
      function::nest::assert_same_structure(structure, now);
      vars = result;
    }
    return function::nest::map(vars, [](const Ref& x) {
      return function::Runtime::current().component_of(x) ? x : convert_to_tensor(x, std::nullopt);
    });
  }

  // while_v2: a bare loop variable stands as the only one.
  const bool is_sequence = py::is_list(loop_vars.get()) || py::is_tuple(loop_vars.get());
  auto call_packed = [&](const Ref& fn, const Ref& vars) {
    return py::call(fn, is_sequence ? py::to_vector(vars) : std::vector<Ref>{vars});
  };
  const std::vector<Ref> flat = function::nest::flatten(loop_vars);
  std::optional<std::vector<tensor::TensorShape>> shapes;
  if (present(invariants)) {
    function::nest::assert_same_structure(loop_vars, invariants);
    shapes.emplace();
    for (const Ref& s : function::nest::flatten(invariants)) shapes->push_back(shape_arg(s));
  }
  std::vector<Ref> out = function::while_v2(
      flat,
      [&](const std::vector<Ref>& vars) { return call_packed(cond, function::nest::pack_as(loop_vars, vars)); },
      [&](const std::vector<Ref>& vars) {
        Ref result = call_packed(body, function::nest::pack_as(loop_vars, vars));
        if (!function::nest::is_nested(result)) result = py::List({result});
        // wrapped_body: nest.assert_same_structure(outputs, orig_loop_vars, check_types=False),
        // the body's result and the caller's loop_vars as they are (a tuple is shown as one).
        function::nest::assert_same_structure(result, is_sequence ? loop_vars : py::List({loop_vars}), false);
        return function::nest::flatten(result);
      },
      name_arg(a, 8, "while"), shapes, present(max_iterations) ? max_iterations : nullptr);
  if (present(back_prop) && !py::truthy(back_prop)) out = stop_gradients(out);
  return function::nest::pack_as(loop_vars, out);
}

Ref tf_while_loop(CallArgs& a) { return while_loop(a, true); }

}  // namespace

Ref undecorated_while_loop(CallArgs& a) { return while_loop(a, false); }

namespace {

/// math_ops.range: `with ops.name_scope(name, "Range")`, start/limit/delta converted (named
/// "start", "limit", "delta"), cast to the widest of their dtypes, then a Range op.
}  // namespace

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

namespace {

}  // namespace

void install_control_flow_ops(const Ref& tf) {
  def(tf, "cond", tf_cond);
  def(tf, "while_loop", tf_while_loop);
  def(tf, "case", tf_case);
  def(tf, "switch_case", tf_switch_case);
  if (!tf->dict->get("range")) def(tf, "range", tf_range);
}

void install_autograph() {
  function::Runtime& rt = function::Runtime::current();
  rt.autograph = std::make_unique<function::AutoGraph>();
  py::Interpreter::current().control_flow_hooks = rt.autograph.get();
}

}  // namespace tfplay::tf
