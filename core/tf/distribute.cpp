// The default tf.distribute.Strategy (see distribute.h). TF keeps a per-thread stack of modes
// (strategy, cross-replica context, replica context): empty means the default replica mode;
// strategy.run pushes a replica context, merge_call a cross-replica one. The default
// strategy's scope() pushes nothing (_DefaultDistributionContext).
#include "core/tf/distribute.h"


#include <cctype>
#include <optional>

#include "core/function/function.h"
#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/function/variable_object.h"
#include "core/python/interpreter.h"
#include "core/python/ast.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/enum_type.h"
#include "core/tf/indexed_slices.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

constexpr const char* kLib = "tensorflow.python.distribute.distribute_lib";

/// One entry of the per-thread mode stack (_ThreadMode).
struct Mode {
  Ref strategy;
  Ref cross_replica;  // the strategy in a cross-replica context, else null
  Ref replica;        // the ReplicaContext in a replica context, else null
};

struct DistributeState {
  Ref strategy, extended, default_replica;
  std::vector<Mode> stack;
};

py::TypeObject* strategy_type();
py::TypeObject* default_strategy_type();
py::TypeObject* extended_type();
py::TypeObject* default_extended_type();
py::TypeObject* replica_context_type();
py::TypeObject* default_replica_context_type();
py::TypeObject* scope_type();
py::TypeObject* reduce_op_type();
py::TypeObject* mirrored_strategy_type();
py::TypeObject* one_device_strategy_type();
py::TypeObject* mirrored_replica_context_type();
py::TypeObject* one_device_replica_context_type();
py::TypeObject* current_scope_type();
py::TypeObject* mirrored_variable_type();

Ref make_replica_context(py::TypeObject* type, const Ref& strategy) {
  Ref c = py::make_object<py::NativeObject>(type);
  c->ensure_dict().set("_strategy", strategy);
  return c;
}

/// The run's default strategy, its extended and the default ReplicaContext (the
/// _get_default_* singletons), made on first use.
DistributeState& state() {
  DistributeState& s = function::Runtime::current().run_state<DistributeState>();
  if (!s.strategy) {
    s.strategy = py::make_object<py::NativeObject>(default_strategy_type());
    s.extended = py::make_object<py::NativeObject>(default_extended_type());
    s.default_replica = make_replica_context(default_replica_context_type(), s.strategy);
  }
  return s;
}

/// _get_per_thread_mode(): the top of the stack, else the default replica mode.
Mode current_mode() {
  DistributeState& s = state();
  return s.stack.empty() ? Mode{s.strategy, nullptr, s.default_replica} : s.stack.back();
}

/// Pushes a mode for the lifetime of the object.
class PushMode {
 public:
  explicit PushMode(Mode m) { state().stack.push_back(std::move(m)); }
  ~PushMode() { state().stack.pop_back(); }
  PushMode(const PushMode&) = delete;
  PushMode& operator=(const PushMode&) = delete;
};

bool has_strategy() { return current_mode().strategy != state().strategy; }

bool is_default(const Ref& strategy) { return strategy == state().strategy; }

bool is_mirrored(const Ref& strategy) { return py::isinstance(strategy.get(), mirrored_strategy_type()); }

/// _wrong_strategy_scope: the error for using `strategy` while another one is current.
[[noreturn]] void wrong_strategy_scope(const Ref& strategy, const Mode& m) {
  if (!has_strategy()) py::raise(py::E().RuntimeError, "Need to be inside \"with strategy.scope()\" for " + py::str(strategy));
  py::raise(py::E().RuntimeError, "Mixing different tf.distribute.Strategy objects: " + py::str(m.strategy) + " is not " + py::str(strategy));
}

/// _require_cross_replica_or_default_context_extended for `strategy`'s extended: passes in its
/// cross-replica context or in the default replica mode.
void require_cross_replica_or_default(const Ref& strategy) {
  const Mode m = current_mode();
  if (m.cross_replica && m.cross_replica == strategy) return;
  if (state().stack.empty()) return;
  if (m.strategy != strategy) wrong_strategy_scope(strategy, m);
  py::raise(py::E().RuntimeError, "Method requires being in cross-replica context, use get_replica_context().merge_call()");
}

void require_cross_replica_or_default() { require_cross_replica_or_default(state().strategy); }

/// The ReplicaContext type a strategy's replicas run in (mirrored_run._MirroredReplicaContext,
/// one_device_strategy._OneDeviceReplicaContext, else distribute_lib.ReplicaContext).
py::TypeObject* replica_type_of(const Ref& strategy) {
  if (is_mirrored(strategy)) return mirrored_replica_context_type();
  if (py::isinstance(strategy.get(), one_device_strategy_type())) return one_device_replica_context_type();
  return replica_context_type();
}

Ref extended_of(const Ref& strategy) {
  if (strategy->dict)
    if (Ref e = strategy->dict->get("_extended")) return e;
  return state().extended;
}

/// A reduce_op given as a string: reduce_util.ReduceOp(reduce_op.upper()).
Ref reduce_op_arg(const Ref& reduce_op) {
  if (!py::is_str(reduce_op.get())) return reduce_op;
  Ref upper = py::call_method(reduce_op, "upper");
  Ref m = enum_lookup(reduce_op_type(), upper);
  if (!m) py::raise_value_error(py::repr(upper) + " is not a valid ReduceOp");
  return m;
}

bool is_sum_or_mean(const Ref& op) { return as_enum_member(op.get(), reduce_op_type()) != nullptr; }

/// fn(*args, **kwargs) from a Python args list/tuple and kwargs dict (None: none).
Ref call_with(const Ref& fn, std::vector<Ref> positional, const Ref& args, const Ref& kwargs) {
  CallArgs call;
  call.args = std::move(positional);
  if (present(args))
    for (const Ref& x : py::to_vector(args)) call.args.push_back(x);
  if (present(kwargs))
    static_cast<py::DictObject*>(kwargs.get())->for_each([&](const Ref& k, const Ref& v) { call.kwargs.emplace_back(py::as_str(k.get()), v); });
  return py::call(fn, call);
}

/// StrategyExtended.call_for_each_replica: fn in a new ReplicaContext (replica 0). With one
/// replica, MirroredStrategy's regroup of the one result is the result itself.
Ref call_for_each_replica(const Ref& strategy, const Ref& fn, const Ref& args, const Ref& kwargs) {
  require_cross_replica_or_default(strategy);
  PushMode replica(Mode{strategy, nullptr, make_replica_context(replica_type_of(strategy), strategy)});
  return call_with(fn, {}, args, kwargs);
}

Ref call_for_each_replica(const Ref& fn, const Ref& args, const Ref& kwargs) {
  return call_for_each_replica(state().strategy, fn, args, kwargs);
}

/// ReplicaContext.merge_call: merge_fn(strategy, *args, **kwargs) in a cross-replica context.
Ref merge_call(const Ref& context, const Ref& merge_fn, const Ref& args, const Ref& kwargs) {
  // require_replica_context(self)
  const Mode m = current_mode();
  if (m.replica != context) {
    if (!m.replica) py::raise(py::E().RuntimeError, "Need to be inside `call_for_each_replica()`");
    py::raise(py::E().RuntimeError, "Mismatching ReplicaContext.");
  }
  const Ref strategy = context->dict->get("_strategy");
  PushMode cross(Mode{strategy, strategy, nullptr});
  return call_with(merge_fn, {strategy}, args, kwargs);
}

/// StrategyExtended.reduce_to: the default strategy returns the value.
Ref reduce_to(const Ref& reduce_op, const Ref& value) {
  require_cross_replica_or_default();
  if (!is_sum_or_mean(reduce_op_arg(reduce_op))) py::raise(py::E().AssertionError, "");
  return value;
}

/// StrategyExtended._reduce(reduce_op, value) of `strategy`, on values of its one replica
/// (never PerReplica). The default strategy and OneDeviceExtended._reduce_to return the value;
/// MirroredExtended._reduce_to maps cross_device_ops_lib.reduce_non_distributed_value over the
/// structure: a non-tf-type zero becomes np.zeros(value.shape, dtype=value.dtype), MEAN keeps
/// the value, SUM copies it to the device (simple_broadcast: array_ops.identity).
Ref strategy_reduce(const Ref& strategy, const Ref& reduce_op, const Ref& value) {
  require_cross_replica_or_default(strategy);
  if (!is_sum_or_mean(reduce_op)) py::raise(py::E().AssertionError, "");
  if (!is_mirrored(strategy)) return value;
  // A MirroredVariable (is_mirrored) keeps its value for MEAN; SUM trips an assert.
  if (py::isinstance(value.get(), mirrored_variable_type())) {
    if (reduce_op == enum_member(reduce_op_type(), "MEAN")) return value;
    py::raise(py::E().AssertionError, "");
  }
  return function::nest::map(value, [&](const Ref& v) -> Ref {
    if (!function::is_core_tensor(v.get())) {
      Ref np = py::Interpreter::current().import_module("numpy");
      Ref zero = py::call(py::getattr(np, "all"), std::vector<Ref>{py::compare(py::ast::CmpOpKind::Eq, v, py::Int(0))});
      if (py::truthy(zero)) {
        CallArgs call{{py::getattr(v, "shape")}, {{"dtype", py::getattr(v, "dtype")}}};
        return py::call(py::getattr(np, "zeros"), call);
      }
    }
    if (reduce_op == enum_member(reduce_op_type(), "MEAN")) return v;
    return apply_op1("Identity", {v});
  });
}

/// ReplicaContext.all_reduce. The default strategy's reduction returns each value; around it
/// TF's custom_gradient (so the gradient is the all-reduce of the output gradient) adds, in a
/// graph, one ops.uid(), an Identity per result (_get_dependent_variables) and an IdentityN
/// over the results and the inputs, whose first outputs are returned; eagerly, an identity
/// per result. IndexedSlices skip the custom gradient.
Ref all_reduce(const Ref& context, const Ref& reduce_op_in, const Ref& value) {
  std::vector<Ref> flat = function::nest::flatten(value);
  bool has_indexed_slices = false;
  for (const Ref& v : flat) has_indexed_slices = has_indexed_slices || is_indexed_slices(v);
  const Ref reduce_op = reduce_op_arg(reduce_op_in);
  // merge_call(batch_all_reduce, args=xs): batch_reduce_to, value by value.
  auto batch_all_reduce = [&](const std::vector<Ref>& xs) {
    Ref merge_fn = py::NativeFunction("batch_all_reduce", [reduce_op](CallArgs& a) -> Ref {
      std::vector<Ref> ys;
      for (std::size_t i = 1; i < a.args.size(); ++i) ys.push_back(reduce_to(reduce_op, a.args[i]));
      return py::List(ys);
    });
    return py::to_vector(merge_call(context, merge_fn, py::Tuple(xs), nullptr));
  };
  if (has_indexed_slices) return function::nest::pack_as(value, batch_all_reduce(flat));
  function::Runtime& rt = function::Runtime::current();
  const bool graph = rt.active_trace() != nullptr;
  if (graph) ++rt.uid;  // custom_gradient.generate_name
  std::vector<Ref> xs;
  for (const Ref& x : flat) xs.push_back(graph ? convert_to_tensor(x, std::nullopt) : x);
  std::vector<Ref> ys = batch_all_reduce(xs);
  std::vector<Ref> out;
  if (!graph) {
    for (const Ref& y : ys) out.push_back(apply_op1("Identity", {y}));
    return function::nest::pack_as(value, out);
  }
  for (const Ref& y : ys) apply_op1("Identity", {y});
  std::vector<Ref> all = ys;
  all.insert(all.end(), xs.begin(), xs.end());
  std::vector<Ref> identities = apply_op("IdentityN", {py::List(all)});
  out.assign(identities.begin(), identities.begin() + static_cast<std::ptrdiff_t>(ys.size()));
  return function::nest::pack_as(value, out);
}

/// StrategyExtended.update: fn(var, *args, **kwargs); from a (non-default) replica context
/// through merge_call. group=False wraps each result in a 1-tuple (_local_results).
Ref update(const Ref& var, const Ref& fn, const Ref& args, const Ref& kwargs, bool group) {
  const Mode m = current_mode();
  if (m.replica && m.replica != state().default_replica) {
    Ref merge_fn = py::NativeFunction("merge_fn", [var, fn, group](CallArgs& a) -> Ref {
      std::vector<Ref> merged(a.args.begin() + 1, a.args.end());
      auto kw = py::Dict();
      for (const auto& [k, v] : a.kwargs) kw->set(py::Str(k), v);
      return update(var, fn, py::Tuple(merged), kw, group);
    });
    return merge_call(m.replica, merge_fn, args, kwargs);
  }
  Ref result = call_with(fn, {var}, args, kwargs);
  if (group) return result;
  return function::nest::map(result, [](const Ref& x) { return py::Tuple({x}); });
}

[[noreturn]] void unimplemented(const std::string& what) {
  py::raise(py::E().NotImplementedError, "tfplay does not implement " + what + " yet");
}

py::TypeObject* reduce_op_type() {
  static py::TypeObject* t = make_enum_type("ReduceOp", "tensorflow.python.distribute.reduce_util",
                                            {{"SUM", py::Str("SUM")}, {"MEAN", py::Str("MEAN")}});
  return t;
}

/// Whether fn is a tf.function (mirrored_run.call_for_each_replica wraps those in a clone
/// instead of running them eagerly).
bool is_tf_function(const Ref& fn) { return py::isinstance(fn.get(), function::function_type()); }

/// mirrored_run.call_for_each_replica, eagerly: logging.log_first_n(WARN, ..., 5) from one call
/// site, so the first five eager runs of a Python function warn.
void warn_eager_mirrored_run(const Ref& strategy) {
  struct Count {
    int n = 0;
  };
  function::Runtime& rt = function::Runtime::current();
  if (rt.active_trace() != nullptr || rt.run_state<Count>().n++ >= 5 || !rt.tensorflow_warnings_enabled()) return;
  rt.emit_warning("python",
                  "WARNING:tensorflow:Using " + std::string(strategy->cls->name) +
                      " eagerly has significant overhead currently. We will be working on improving this in the future, but for "
                      "now please wrap `call_for_each_replica` or `experimental_run` or `run` inside a tf.function to get the best "
                      "performance.\n",
                  py::Interpreter::current().current_line());
}

/// Strategy.run(fn, args=(), kwargs=None, options=None): fn in a replica context of the
/// strategy, inside its scope().
Ref strategy_run(CallArgs& a) {
  const Ref self = a.args.at(0);
  Ref fn = require(a, 1, "fn", "run");
  Ref args = arg(a, 2, "args");
  if (!args) args = py::Tuple();
  if (!py::isinstance(args.get(), py::T().list) && !py::isinstance(args.get(), py::T().tuple))
    py::raise_value_error("positional args must be a list or tuple, got " + py::str(args->cls->self()));
  if (is_default(self)) {
    if (has_strategy()) py::raise(py::E().RuntimeError, "Must not nest tf.distribute.Strategy scopes.");
    return call_for_each_replica(fn, args, arg(a, 3, "kwargs"));
  }
  // _CurrentDistributionContext.__enter__: in this strategy's scope already, or push it.
  std::optional<PushMode> scope;
  if (has_strategy())
    require_cross_replica_or_default(self);
  else
    scope.emplace(Mode{self, self, nullptr});
  if (is_mirrored(self) && !is_tf_function(fn)) warn_eager_mirrored_run(self);
  return call_for_each_replica(self, fn, args, arg(a, 3, "kwargs"));
}

// Strategy.reduce's per-replica helpers, written in Python as distribute_lib.py writes them.
// Eagerly TF wraps them in a tf.function cached per axis on the strategy ("As some strategies
// (e.g. TPUStrategy) doesn't support pure eager execution"); in a graph it calls them.
constexpr const char* kReduceSource = R"PY(
tf = None


def _install(tf_module):
    global tf
    tf = tf_module


def _reduce_sum(axis):
    def reduce_sum(v):
        return tf.reduce_sum(v, axis=axis)
    return reduce_sum


def _mean_reduce_helper(axis):
    def mean_reduce_helper(v, axes=axis):
        numer = tf.reduce_sum(v, axis=axes)

        def dimension(axis):
            if v.shape.rank is not None:
                if axis < 0:
                    if axis + v.shape.rank < 0:
                        raise ValueError('`axis` = %r out of range for `value` with rank %d' % (axis, v.shape.rank))
                    axis += v.shape.rank
                elif axis >= v.shape.rank:
                    raise ValueError('`axis` = %r out of range for `value` with rank %d' % (axis, v.shape.rank))
                dim = v.shape[axis]
                if dim is not None:
                    return tf.identity(tf.constant(dim, dtype=tf.int64))
            elif axis < 0:
                axis = axis + tf.rank(v)
            return tf.identity(tf.shape(v, out_type=tf.int64)[axis])
        if isinstance(axis, int):
            denom = dimension(axis)
        elif isinstance(axis, (tuple, list)):
            denom = tf.reduce_prod([dimension(a) for a in axes])
        else:
            raise TypeError('Expected `axis` to be an integer, tuple or list not: %r' % axis)
        return numer, denom
    return mean_reduce_helper


def helper(cache, make, axis, eager):
    if not eager:
        return make(axis)
    if axis not in cache:
        cache[axis] = tf.function(make(axis))
    return cache[axis]
)PY";

/// The helper `make` ("_reduce_sum" or "_mean_reduce_helper") gives for `axis`: eagerly the
/// tf.function cached on the strategy under `cache_name`.
Ref reduce_helper(const Ref& strategy, const char* cache_name, const char* make, const Ref& axis) {
  struct Module {
    Ref m;
  };
  Module& mod = function::Runtime::current().run_state<Module>();
  if (!mod.m) {
    mod.m = py::Interpreter::current().exec_library_module("tensorflow.python.distribute.distribute_lib_reduce", kReduceSource);
    py::call(mod.m->dict->get("_install"), std::vector<Ref>{py::Interpreter::current().import_module("tensorflow")});
  }
  py::AttrMap& d = strategy->ensure_dict();
  Ref cache = d.get(cache_name);
  if (!cache) {
    cache = py::Dict();
    d.set(cache_name, cache);
  }
  const bool eager = function::Runtime::current().active_trace() == nullptr;
  return py::call(mod.m->dict->get("helper"), std::vector<Ref>{cache, mod.m->dict->get(make), axis, py::Bool(eager)});
}

/// Strategy.reduce(reduce_op, value, axis): with an axis, each replica's reduce_sum (run) and
/// then the strategy's _reduce. MEAN with an axis is not emulated.
Ref strategy_reduce_method(CallArgs& a) {
  const Ref self = a.args.at(0);
  Ref reduce_op = reduce_op_arg(require(a, 1, "reduce_op", "reduce"));
  Ref value = require(a, 2, "value", "reduce");
  Ref axis = require(a, 3, "axis", "reduce");
  require_cross_replica_or_default(self);
  if (!present(axis)) return strategy_reduce(self, reduce_op, value);
  if (reduce_op == enum_member(reduce_op_type(), "SUM")) {
    Ref fn = reduce_helper(self, "_reduce_sum_fns", "_reduce_sum", axis);
    // Eagerly TF runs a cached tf.function(reduce_sum): no eager-run warning.
    std::optional<PushMode> scope;
    if (!is_default(self) && !has_strategy()) scope.emplace(Mode{self, self, nullptr});
    Ref summed = call_for_each_replica(self, fn, py::Tuple({value}), nullptr);
    scope.reset();
    return strategy_reduce(self, reduce_op, summed);
  }
  if (reduce_op != enum_member(reduce_op_type(), "MEAN"))
    py::raise_type_error("Expected `reduce_op` to be a `tf.distribute.ReduceOp`, not: " + py::repr(reduce_op));
  // mean_reduce_helper per replica (eagerly a cached tf.function: no eager-run warning), then
  // the SUM of numerator and denominator, cast and divided.
  Ref tf = py::Interpreter::current().import_module("tensorflow");
  Ref helper = reduce_helper(self, "_mean_reduce_helper_fns", "_mean_reduce_helper", axis);
  std::optional<PushMode> scope;
  if (!is_default(self) && !has_strategy()) scope.emplace(Mode{self, self, nullptr});
  std::vector<Ref> parts = py::to_vector(call_for_each_replica(self, helper, py::Tuple({value}), nullptr));
  scope.reset();
  const Ref sum = enum_member(reduce_op_type(), "SUM");
  Ref numer = strategy_reduce(self, sum, parts.at(0));
  Ref denom = strategy_reduce(self, sum, parts.at(1));
  denom = py::call(py::getattr(tf, "cast"), std::vector<Ref>{denom, py::getattr(numer, "dtype")});
  return py::call(py::getattr(tf, "truediv"), std::vector<Ref>{numer, denom});
}

py::TypeObject* input_context_type();

/// tf.distribute.InputContext(num_input_pipelines=1, input_pipeline_id=0, num_replicas_in_sync=1).
Ref make_input_context(const Ref& pipelines, const Ref& pipeline_id, const Ref& replicas) {
  Ref c = py::make_object<py::NativeObject>(input_context_type());
  c->ensure_dict().set("_num_input_pipelines", pipelines);
  c->dict->set("_input_pipeline_id", pipeline_id);
  c->dict->set("_num_replicas_in_sync", replicas);
  return c;
}

py::TypeObject* strategy_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("Strategy", nullptr, kLib);
    type->construct = +[](py::TypeObject*, CallArgs&) -> Ref { unimplemented("Making a tf.distribute.Strategy"); };
    py::add_property(type, "extended", +[](Ref self) { return extended_of(self); });
    py::add_property(type, "num_replicas_in_sync", +[](Ref) { return py::Int(1); });
    py::add_method(type, "scope", +[](CallArgs& a) -> Ref {
      const Ref self = a.args.at(0);
      if (is_default(self)) return py::make_object<py::NativeObject>(scope_type());
      Ref scope = py::make_object<py::NativeObject>(current_scope_type());
      scope->ensure_dict().set("_strategy", self);
      return scope;
    });
    py::add_method(type, "run", strategy_run);
    py::add_method(type, "reduce", strategy_reduce_method);
    // With one replica the distributed dataset yields the dataset's own batches (the global
    // batch is the replica's batch): tfplay gives the dataset itself.
    py::add_method(type, "experimental_distribute_dataset", +[](CallArgs& a) { return require(a, 1, "dataset", "experimental_distribute_dataset"); });
    // distribute_datasets_from_function(dataset_fn, options=None): dataset_fn(InputContext()).
    py::add_method(type, "distribute_datasets_from_function", +[](CallArgs& a) {
      Ref fn = require(a, 1, "dataset_fn", "distribute_datasets_from_function");
      return py::call(fn, std::vector<Ref>{make_input_context(py::Int(1), py::Int(0), py::Int(1))});
    });
    py::add_method(type, "experimental_local_results", +[](CallArgs& a) { return py::Tuple({require(a, 1, "value", "experimental_local_results")}); });
    for (const char* name : {"experimental_distribute_values_from_function", "gather"}) {
      const std::string n = name;
      py::add_method(type, name, [n](CallArgs&) -> Ref { unimplemented("tf.distribute.Strategy." + n); });
    }
    return type;
  }();
  return t;
}

py::TypeObject* default_strategy_type() {
  static py::TypeObject* t = py::make_native_type("_DefaultDistributionStrategy", strategy_type(), kLib);
  return t;
}

/// _DefaultDistributionContext: entering checks no other strategy is in scope and gives the
/// strategy; the thread mode stays as it is.
py::TypeObject* scope_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_DefaultDistributionContext", nullptr, kLib);
    py::add_method(type, "__enter__", +[](CallArgs&) -> Ref {
      if (has_strategy()) py::raise(py::E().RuntimeError, "Must not nest tf.distribute.Strategy scopes.");
      return state().strategy;
    });
    py::add_method(type, "__exit__", +[](CallArgs&) { return py::None(); });
    return type;
  }();
  return t;
}

/// ops.colocate_with(v) eagerly: a context manager that changes nothing on one device.
py::TypeObject* null_context_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_GeneratorContextManager", nullptr, "contextlib");
    py::add_method(type, "__enter__", +[](CallArgs&) { return py::None(); });
    py::add_method(type, "__exit__", +[](CallArgs&) { return py::False(); });
    return type;
  }();
  return t;
}

py::TypeObject* extended_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("StrategyExtendedV2", nullptr, kLib);
    type->construct = +[](py::TypeObject*, CallArgs&) -> Ref { unimplemented("Making a tf.distribute.StrategyExtended"); };
    py::add_method(type, "colocate_vars_with", +[](CallArgs&) { return py::make_object<py::NativeObject>(null_context_type()); });
    // update(var, fn, args=(), kwargs=None, group=True)
    py::add_method(type, "update", +[](CallArgs& a) -> Ref {
      Ref group = arg(a, 5, "group");
      return update(require(a, 1, "var", "update"), require(a, 2, "fn", "update"), arg(a, 3, "args"), arg(a, 4, "kwargs"),
                    !group || py::truthy(group));
    });
    py::add_method(type, "call_for_each_replica", +[](CallArgs& a) {
      return call_for_each_replica(require(a, 1, "fn", "call_for_each_replica"), arg(a, 2, "args"), arg(a, 3, "kwargs"));
    });
    // reduce_to(reduce_op, value, destinations, options=None)
    py::add_method(type, "reduce_to", +[](CallArgs& a) {
      require(a, 3, "destinations", "reduce_to");
      return reduce_to(require(a, 1, "reduce_op", "reduce_to"), require(a, 2, "value", "reduce_to"));
    });
    // batch_reduce_to(reduce_op, value_destination_pairs, options=None)
    py::add_method(type, "batch_reduce_to", +[](CallArgs& a) -> Ref {
      Ref reduce_op = require(a, 1, "reduce_op", "batch_reduce_to");
      std::vector<Ref> out;
      for (const Ref& pair : py::to_vector(require(a, 2, "value_destination_pairs", "batch_reduce_to")))
        out.push_back(reduce_to(reduce_op, py::to_vector(pair).at(0)));
      return py::List(out);
    });
    py::add_method(type, "value_container", +[](CallArgs& a) { return require(a, 1, "value", "value_container"); });
    py::add_method(type, "read_var", +[](CallArgs& a) { return apply_op1("Identity", {require(a, 1, "replica_local_var", "read_var")}); });
    for (const char* name : {"worker_devices", "parameter_devices"}) {
      const std::string n = name;
      py::add_property(type, name, [n](Ref) -> Ref {
        py::raise(py::E().RuntimeError, n + "() method unsupported by default tf.distribute.Strategy.");
      });
    }
    py::add_property(type, "experimental_require_static_shapes", +[](Ref) { return py::False(); });
    py::add_property(type, "should_checkpoint", +[](Ref) { return py::True(); });
    py::add_property(type, "should_save_summary", +[](Ref) { return py::True(); });
    return type;
  }();
  return t;
}

py::TypeObject* default_extended_type() {
  static py::TypeObject* t = py::make_native_type("_DefaultDistributionExtended", extended_type(), kLib);
  return t;
}

py::TypeObject* replica_context_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("ReplicaContext", nullptr, kLib);
    type->construct = +[](py::TypeObject*, CallArgs&) -> Ref { unimplemented("Making a tf.distribute.ReplicaContext"); };
    auto strategy_of = [](const Ref& self) { return self->dict->get("_strategy"); };
    py::add_property(type, "strategy", strategy_of);
    py::add_property(type, "num_replicas_in_sync", +[](Ref) { return py::Int(1); });
    // A Tensor made at call time, named for what it is.
    py::add_property(type, "replica_id_in_sync_group", +[](Ref) {
      return constant_tensor(tensor::Tensor::scalar_int32(0), "replica_id_in_sync_group");
    });
    // merge_call(merge_fn, args=(), kwargs=None)
    py::add_method(type, "merge_call", +[](CallArgs& a) {
      return merge_call(a.args.at(0), require(a, 1, "merge_fn", "merge_call"), arg(a, 2, "args"), arg(a, 3, "kwargs"));
    });
    // all_reduce(reduce_op, value, options=None)
    py::add_method(type, "all_reduce", +[](CallArgs& a) {
      return all_reduce(a.args.at(0), require(a, 1, "reduce_op", "all_reduce"), require(a, 2, "value", "all_reduce"));
    });
    py::add_method(type, "all_gather", +[](CallArgs&) -> Ref { unimplemented("tf.distribute.ReplicaContext.all_gather"); });
    return type;
  }();
  return t;
}

py::TypeObject* default_replica_context_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_DefaultReplicaContext", replica_context_type(), kLib);
    // "Return 0 instead of a constant tensor to avoid creating a new node for users who don't
    // use distribution strategy."
    py::add_property(type, "replica_id_in_sync_group", +[](Ref) { return py::Int(0); });
    return type;
  }();
  return t;
}

/// _CurrentDistributionContext (a non-default strategy's scope()): entering pushes the
/// strategy's cross-replica mode, or, in its scope already, counts the re-entry
/// (_same_scope_again_count); another strategy's scope raises.
py::TypeObject* current_scope_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_CurrentDistributionContext", nullptr, kLib);
    py::add_method(type, "__enter__", +[](CallArgs& a) -> Ref {
      py::AttrMap& d = *a.args.at(0)->dict;
      const Ref strategy = d.get("_strategy");
      Ref again = d.get("_same_scope_again_count");
      if (has_strategy()) {
        require_cross_replica_or_default(strategy);
        d.set("_same_scope_again_count", py::Int((again ? py::as_int(again.get()) : 0) + 1));
      } else {
        state().stack.push_back(Mode{strategy, strategy, nullptr});
      }
      return strategy;
    });
    py::add_method(type, "__exit__", +[](CallArgs& a) -> Ref {
      py::AttrMap& d = *a.args.at(0)->dict;
      Ref again = d.get("_same_scope_again_count");
      if (again && py::as_int(again.get()) > 0) {
        d.set("_same_scope_again_count", py::Int(py::as_int(again.get()) - 1));
        return py::None();
      }
      if (!state().stack.empty()) state().stack.pop_back();
      return py::None();
    });
    return type;
  }();
  return t;
}

constexpr const char* kCpuDevice = "/job:localhost/replica:0/task:0/device:CPU:0";

/// device_util.resolve of a device this machine has: the CPU, given as a string or a
/// tf.config.LogicalDevice. Other devices (GPUs, remote tasks) raise NotImplementedError.
std::string resolve_cpu_device(const Ref& device, const std::string& strategy) {
  Ref name = py::is_str(device.get()) ? device : py::getattr(device, "name");
  std::string d = py::as_str(name.get());
  std::string lower;
  for (char c : d) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const std::string& prefix : {std::string("/job:localhost"), std::string("/replica:0"), std::string("/task:0")})
    if (lower.rfind(prefix, 0) == 0) lower = lower.substr(prefix.size());
  if (lower == "/cpu:0" || lower == "cpu:0" || lower == "/device:cpu:0" || lower == "device:cpu:0" || lower == "/cpu:*" ||
      lower == "/device:cpu:*")
    return kCpuDevice;
  unimplemented("tf.distribute." + strategy + " on the device '" + d + "' (this machine has one CPU and no GPU)");
}

/// tf_logging.info through the 'tensorflow' logger (shown only when its level admits INFO).
void tf_info(const std::string& message) {
  Ref logger = py::call(py::getattr(py::Interpreter::current().import_module("tensorflow"), "get_logger"), std::vector<Ref>{});
  py::call(py::getattr(logger, "info"), std::vector<Ref>{py::Str(message)});
}

Ref make_strategy(py::TypeObject* type, py::TypeObject* extended) {
  Ref strategy = py::make_object<py::NativeObject>(type);
  Ref ext = py::make_object<py::NativeObject>(extended);
  ext->ensure_dict().set("_container_strategy_weakref", strategy);
  strategy->ensure_dict().set("_extended", ext);
  return strategy;
}

/// A strategy's `extended` type `name` (of `module`) on this one-CPU machine: its worker and
/// parameter devices are the CPU alone.
py::TypeObject* single_cpu_extended_type(const char* name, const char* module) {
  py::TypeObject* type = py::make_native_type(name, extended_type(), module);
  for (const char* property : {"worker_devices", "parameter_devices"})
    py::add_property(type, property, +[](Ref) { return py::Tuple({py::Str(kCpuDevice)}); });
  return type;
}

py::TypeObject* mirrored_extended_type() {
  static py::TypeObject* t = single_cpu_extended_type("MirroredExtended", "tensorflow.python.distribute.mirrored_strategy");
  return t;
}

py::TypeObject* one_device_extended_type() {
  static py::TypeObject* t = single_cpu_extended_type("OneDeviceExtended", "tensorflow.python.distribute.one_device_strategy");
  return t;
}

/// tf.distribute.MirroredStrategy(devices=None, cross_device_ops=None) on this CPU-only machine:
/// all_local_devices() is the one CPU, so one replica. MirroredExtended._initialize_single_worker
/// logs the devices at INFO.
py::TypeObject* mirrored_strategy_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("MirroredStrategy", strategy_type(), "tensorflow.python.distribute.mirrored_strategy");
    type->construct = +[](py::TypeObject* cls, CallArgs& a) -> Ref {
      Ref devices = arg(a, 0, "devices");
      Ref cross_device_ops = arg(a, 1, "cross_device_ops");
      (void)cross_device_ops;  // one device: nothing to all-reduce across
      if (present(devices) && py::truthy(devices)) {
        std::vector<Ref> list = py::to_vector(devices);
        if (list.size() > 1) unimplemented("tf.distribute.MirroredStrategy over several devices");
        resolve_cpu_device(list.at(0), "MirroredStrategy");
      }
      Ref strategy = make_strategy(cls, mirrored_extended_type());
      tf_info("Using MirroredStrategy with devices ('" + std::string(kCpuDevice) + "',)");
      return strategy;
    };
    return type;
  }();
  return t;
}

/// tf.distribute.OneDeviceStrategy(device): the CPU (device_util.resolve).
py::TypeObject* one_device_strategy_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type =
        py::make_native_type("OneDeviceStrategy", strategy_type(), "tensorflow.python.distribute.one_device_strategy");
    type->construct = +[](py::TypeObject* cls, CallArgs& a) -> Ref {
      resolve_cpu_device(require(a, 0, "device", "OneDeviceStrategy"), "OneDeviceStrategy");
      return make_strategy(cls, one_device_extended_type());
    };
    return type;
  }();
  return t;
}

py::TypeObject* mirrored_replica_context_type() {
  static py::TypeObject* t = py::make_native_type("_MirroredReplicaContext", replica_context_type(), "tensorflow.python.distribute.mirrored_run");
  return t;
}

py::TypeObject* one_device_replica_context_type() {
  static py::TypeObject* t =
      py::make_native_type("_OneDeviceReplicaContext", replica_context_type(), "tensorflow.python.distribute.one_device_strategy");
  return t;
}

/// tf.distribute.InputContext (distribute_lib.py).
py::TypeObject* input_context_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("InputContext", nullptr, kLib);
    type->construct = +[](py::TypeObject*, CallArgs& a) -> Ref {
      Ref pipelines = arg(a, 0, "num_input_pipelines");
      Ref id = arg(a, 1, "input_pipeline_id");
      Ref replicas = arg(a, 2, "num_replicas_in_sync");
      return make_input_context(pipelines ? pipelines : py::Int(1), id ? id : py::Int(0), replicas ? replicas : py::Int(1));
    };
    py::add_property(type, "num_replicas_in_sync", +[](Ref self) { return self->dict->get("_num_replicas_in_sync"); });
    py::add_property(type, "input_pipeline_id", +[](Ref self) { return self->dict->get("_input_pipeline_id"); });
    py::add_property(type, "num_input_pipelines", +[](Ref self) { return self->dict->get("_num_input_pipelines"); });
    py::add_method(type, "get_per_replica_batch_size", +[](CallArgs& a) -> Ref {
      Ref global = require(a, 1, "global_batch_size", "get_per_replica_batch_size");
      Ref replicas = a.args.at(0)->dict->get("_num_replicas_in_sync");
      if (py::truthy(py::binary_op(py::ast::BinOpKind::Mod, global, replicas)))
        py::raise_value_error("The `global_batch_size` " + py::repr(global) + " is not divisible by `num_replicas_in_sync` " +
                              py::repr(replicas) + " ");
      return py::binary_op(py::ast::BinOpKind::FloorDiv, global, replicas);
    });
    py::add_method(type, "__str__", +[](CallArgs& a) {
      const Ref self = a.args.at(0);
      return py::Str("tf.distribute.InputContext(input pipeline id " + py::str(self->dict->get("_input_pipeline_id")) +
                     ", total: " + py::str(self->dict->get("_num_input_pipelines")) + ")");
    });
    return type;
  }();
  return t;
}

/// values.MirroredVariable around the one replica's variable. TF's wrapper delegates to its
/// primary variable; here it is that variable, with DistributedValues' repr and str.
py::TypeObject* mirrored_variable_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("MirroredVariable", function::resource_variable_type(), "tensorflow.python.distribute.values");
    for (const char* name : {"__repr__", "__str__"}) {
      const std::string n = name;
      py::add_method(type, name, [n](CallArgs& a) {
        const Ref self = a.args.at(0);
        Ref inner = py::call(function::variable_type()->lookup(n)->self(), std::vector<Ref>{self});
        return py::Str("MirroredVariable:{\n  0: " + py::as_str(inner.get()) + "\n}");
      });
    }
    return type;
  }();
  return t;
}

/// A class that exists for isinstance checks only: making one raises NotImplementedError.
Ref stand_in_class(const std::string& name, const std::string& module, const std::string& shown, py::TypeObject* base = nullptr) {
  py::TypeObject* type = py::make_native_type(name, base, module);
  type->construct = [shown](py::TypeObject*, CallArgs&) -> Ref { unimplemented(shown); };
  return type->self();
}

}  // namespace

py::TypeObject* distributed_variable_type() {
  return is_mirrored(current_mode().strategy) ? mirrored_variable_type() : nullptr;
}

void install_distribute(const Ref& tf) {
  Ref m = py::Module("tensorflow.distribute");
  tf->dict->set("distribute", m);
  def(m, "get_strategy", +[](CallArgs&) { return current_mode().strategy; });
  def(m, "has_strategy", +[](CallArgs&) { return py::Bool(has_strategy()); });
  def(m, "in_cross_replica_context", +[](CallArgs&) { return py::Bool(current_mode().cross_replica != nullptr); });
  def(m, "get_replica_context", +[](CallArgs&) -> Ref {
    Ref r = current_mode().replica;
    return r ? r : py::None();
  });
  m->dict->set("ReduceOp", reduce_op_type()->self());
  m->dict->set("Strategy", strategy_type()->self());
  m->dict->set("StrategyExtended", extended_type()->self());
  m->dict->set("ReplicaContext", replica_context_type()->self());
  // The other strategies and the distributed value types, for isinstance checks.
  static const char* kTypes = "tensorflow.python.types.distribute";
  m->dict->set("DistributedValues", stand_in_class("DistributedValues", kTypes, "tf.distribute.DistributedValues"));
  m->dict->set("DistributedIterator", stand_in_class("DistributedIteratorInterface", kTypes, "tf.distribute.DistributedIterator"));
  m->dict->set("DistributedDataset", stand_in_class("DistributedDatasetInterface", kTypes, "tf.distribute.DistributedDataset"));
  m->dict->set("MirroredStrategy", mirrored_strategy_type()->self());
  m->dict->set("OneDeviceStrategy", one_device_strategy_type()->self());
  m->dict->set("InputContext", input_context_type()->self());
  m->dict->set("TPUStrategy", stand_in_class("TPUStrategyV2", "tensorflow.python.distribute.tpu_strategy",
                                             "tf.distribute.TPUStrategy", strategy_type()));
  m->dict->set("MultiWorkerMirroredStrategy",
               stand_in_class("CollectiveAllReduceStrategy", "tensorflow.python.distribute.collective_all_reduce_strategy",
                              "tf.distribute.MultiWorkerMirroredStrategy", strategy_type()));
  unimplemented_names(m, "tf.distribute",
                      {"experimental_set_strategy", "InputOptions", "InputReplicationMode", "RunOptions", "Server",
                       "ParameterServerStrategy", "CrossDeviceOps", "HierarchicalCopyAllReduce", "NcclAllReduce",
                       "ReductionToOneDevice", "cluster_resolver", "coordinator", "experimental"});

  // tf.__internal__.distribute.interim.maybe_merge_call(fn, strategy, *args, **kwargs): with no
  // non-default strategy, fn(strategy, *args, **kwargs) directly (strategy_supports_no_merge_call).
  Ref internal = tf->dict->get("__internal__");
  Ref distribute = py::Module("tensorflow.__internal__.distribute");
  Ref interim = py::Module("tensorflow.__internal__.distribute.interim");
  internal->dict->set("distribute", distribute);
  distribute->dict->set("interim", interim);
  // With a strategy, strategy.extended._use_merge_call() is True off XLA-compiled GPUs: through
  // get_replica_context().merge_call.
  def(interim, "maybe_merge_call", +[](CallArgs& a) -> Ref {
    Ref fn = require(a, 0, "fn", "maybe_merge_call");
    Ref strategy = require(a, 1, "strategy", "maybe_merge_call");
    if (has_strategy()) {
      Ref context = current_mode().replica;
      if (!context) py::raise(py::E().AttributeError, "'NoneType' object has no attribute 'merge_call'");
      std::vector<Ref> rest(a.args.begin() + 2, a.args.end());
      auto kw = py::Dict();
      for (const auto& [k, v] : a.kwargs) kw->set(py::Str(k), v);
      return merge_call(context, fn, py::Tuple(rest), kw);
    }
    CallArgs call{{strategy}, a.kwargs};
    for (std::size_t i = 2; i < a.args.size(); ++i) call.args.push_back(a.args[i]);
    return py::call(fn, call);
  });
}

}  // namespace tfplay::tf
