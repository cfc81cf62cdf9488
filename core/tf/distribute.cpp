// The default tf.distribute.Strategy (see distribute.h). TF keeps a per-thread stack of modes
// (strategy, cross-replica context, replica context): empty means the default replica mode;
// strategy.run pushes a replica context, merge_call a cross-replica one. The default
// strategy's scope() pushes nothing (_DefaultDistributionContext).
#include "core/tf/distribute.h"


#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/python/interpreter.h"
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

/// _require_cross_replica_or_default_context_extended.
void require_cross_replica_or_default() {
  const Mode m = current_mode();
  if (m.cross_replica || state().stack.empty()) return;
  py::raise(py::E().RuntimeError, "Method requires being in cross-replica context, use get_replica_context().merge_call()");
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

/// StrategyExtended.call_for_each_replica: fn in a new ReplicaContext (replica 0).
Ref call_for_each_replica(const Ref& fn, const Ref& args, const Ref& kwargs) {
  require_cross_replica_or_default();
  DistributeState& s = state();
  PushMode replica(Mode{s.strategy, nullptr, make_replica_context(replica_context_type(), s.strategy)});
  return call_with(fn, {}, args, kwargs);
}

/// ReplicaContext.merge_call: merge_fn(strategy, *args, **kwargs) in a cross-replica context.
Ref merge_call(const Ref& context, const Ref& merge_fn, const Ref& args, const Ref& kwargs) {
  // require_replica_context(self)
  const Mode m = current_mode();
  if (m.replica != context) {
    if (!m.replica) py::raise(py::E().RuntimeError, "Need to be inside `call_for_each_replica()`");
    py::raise(py::E().RuntimeError, "Mismatching ReplicaContext.");
  }
  DistributeState& s = state();
  PushMode cross(Mode{s.strategy, s.strategy, nullptr});
  return call_with(merge_fn, {s.strategy}, args, kwargs);
}

/// StrategyExtended.reduce_to: the default strategy returns the value.
Ref reduce_to(const Ref& reduce_op, const Ref& value) {
  require_cross_replica_or_default();
  if (!is_sum_or_mean(reduce_op_arg(reduce_op))) py::raise(py::E().AssertionError, "");
  return value;
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
  py::raise(py::E().NotImplementedError, what + " is not implemented by tfplay yet");
}

py::TypeObject* reduce_op_type() {
  static py::TypeObject* t = make_enum_type("ReduceOp", "tensorflow.python.distribute.reduce_util",
                                            {{"SUM", py::Str("SUM")}, {"MEAN", py::Str("MEAN")}});
  return t;
}

py::TypeObject* strategy_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("Strategy", nullptr, kLib);
    type->construct = [](py::TypeObject*, CallArgs&) -> Ref { unimplemented("Making a tf.distribute.Strategy"); };
    py::add_property(type, "extended", [](Ref) { return state().extended; });
    py::add_property(type, "num_replicas_in_sync", [](Ref) { return py::Int(1); });
    py::add_method(type, "scope", [](CallArgs&) { return py::make_object<py::NativeObject>(scope_type()); });
    // run(fn, args=(), kwargs=None, options=None)
    py::add_method(type, "run", [](CallArgs& a) -> Ref {
      Ref fn = require(a, 1, "fn", "run");
      Ref args = arg(a, 2, "args");
      if (!args) args = py::Tuple();
      if (!py::isinstance(args.get(), py::T().list) && !py::isinstance(args.get(), py::T().tuple))
        py::raise_value_error("positional args must be a list or tuple, got " + py::str(args->cls->self()));
      if (has_strategy()) py::raise(py::E().RuntimeError, "Must not nest tf.distribute.Strategy scopes.");
      return call_for_each_replica(fn, args, arg(a, 3, "kwargs"));
    });
    // reduce(reduce_op, value, axis)
    py::add_method(type, "reduce", [](CallArgs& a) -> Ref {
      Ref reduce_op = reduce_op_arg(require(a, 1, "reduce_op", "reduce"));
      Ref value = require(a, 2, "value", "reduce");
      Ref axis = require(a, 3, "axis", "reduce");
      require_cross_replica_or_default();
      if (!present(axis)) return reduce_to(reduce_op, value);
      if (reduce_op == enum_member(reduce_op_type(), "SUM")) {
        Ref reduce_sum = py::getattr(py::Interpreter::current().import_module("tensorflow"), "reduce_sum");
        Ref fn = py::NativeFunction("reduce_sum", [reduce_sum, axis](CallArgs& c) {
          CallArgs call{{c.args.at(0)}, {{"axis", axis}}};
          return py::call(reduce_sum, call);
        });
        return call_for_each_replica(fn, py::Tuple({value}), nullptr);
      }
      if (reduce_op != enum_member(reduce_op_type(), "MEAN"))
        py::raise_type_error("Expected `reduce_op` to be a `tf.distribute.ReduceOp`, not: " + py::repr(reduce_op));
      unimplemented("tf.distribute.Strategy.reduce(\"MEAN\", value, axis) with an axis");
    });
    py::add_method(type, "experimental_distribute_dataset", [](CallArgs& a) { return require(a, 1, "dataset", "experimental_distribute_dataset"); });
    py::add_method(type, "experimental_local_results", [](CallArgs& a) { return py::Tuple({require(a, 1, "value", "experimental_local_results")}); });
    for (const char* name : {"distribute_datasets_from_function", "experimental_distribute_values_from_function", "gather"}) {
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
    py::add_method(type, "__enter__", [](CallArgs&) -> Ref {
      if (has_strategy()) py::raise(py::E().RuntimeError, "Must not nest tf.distribute.Strategy scopes.");
      return state().strategy;
    });
    py::add_method(type, "__exit__", [](CallArgs&) { return py::None(); });
    return type;
  }();
  return t;
}

/// ops.colocate_with(v) eagerly: a context manager that changes nothing on one device.
py::TypeObject* null_context_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_GeneratorContextManager", nullptr, "contextlib");
    py::add_method(type, "__enter__", [](CallArgs&) { return py::None(); });
    py::add_method(type, "__exit__", [](CallArgs&) { return py::False(); });
    return type;
  }();
  return t;
}

py::TypeObject* extended_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("StrategyExtendedV2", nullptr, kLib);
    type->construct = [](py::TypeObject*, CallArgs&) -> Ref { unimplemented("Making a tf.distribute.StrategyExtended"); };
    py::add_method(type, "colocate_vars_with", [](CallArgs&) { return py::make_object<py::NativeObject>(null_context_type()); });
    // update(var, fn, args=(), kwargs=None, group=True)
    py::add_method(type, "update", [](CallArgs& a) -> Ref {
      Ref group = arg(a, 5, "group");
      return update(require(a, 1, "var", "update"), require(a, 2, "fn", "update"), arg(a, 3, "args"), arg(a, 4, "kwargs"),
                    !group || py::truthy(group));
    });
    py::add_method(type, "call_for_each_replica", [](CallArgs& a) {
      return call_for_each_replica(require(a, 1, "fn", "call_for_each_replica"), arg(a, 2, "args"), arg(a, 3, "kwargs"));
    });
    // reduce_to(reduce_op, value, destinations, options=None)
    py::add_method(type, "reduce_to", [](CallArgs& a) {
      require(a, 3, "destinations", "reduce_to");
      return reduce_to(require(a, 1, "reduce_op", "reduce_to"), require(a, 2, "value", "reduce_to"));
    });
    // batch_reduce_to(reduce_op, value_destination_pairs, options=None)
    py::add_method(type, "batch_reduce_to", [](CallArgs& a) -> Ref {
      Ref reduce_op = require(a, 1, "reduce_op", "batch_reduce_to");
      std::vector<Ref> out;
      for (const Ref& pair : py::to_vector(require(a, 2, "value_destination_pairs", "batch_reduce_to")))
        out.push_back(reduce_to(reduce_op, py::to_vector(pair).at(0)));
      return py::List(out);
    });
    py::add_method(type, "value_container", [](CallArgs& a) { return require(a, 1, "value", "value_container"); });
    py::add_method(type, "read_var", [](CallArgs& a) { return apply_op1("Identity", {require(a, 1, "replica_local_var", "read_var")}); });
    for (const char* name : {"worker_devices", "parameter_devices"}) {
      const std::string n = name;
      py::add_property(type, name, [n](Ref) -> Ref {
        py::raise(py::E().RuntimeError, n + "() method unsupported by default tf.distribute.Strategy.");
      });
    }
    py::add_property(type, "experimental_require_static_shapes", [](Ref) { return py::False(); });
    py::add_property(type, "should_checkpoint", [](Ref) { return py::True(); });
    py::add_property(type, "should_save_summary", [](Ref) { return py::True(); });
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
    type->construct = [](py::TypeObject*, CallArgs&) -> Ref { unimplemented("Making a tf.distribute.ReplicaContext"); };
    auto strategy_of = [](const Ref& self) { return self->dict->get("_strategy"); };
    py::add_property(type, "strategy", strategy_of);
    py::add_property(type, "num_replicas_in_sync", [](Ref) { return py::Int(1); });
    // A Tensor made at call time, named for what it is.
    py::add_property(type, "replica_id_in_sync_group", [](Ref) {
      return constant_tensor(tensor::Tensor::scalar_int32(0), "replica_id_in_sync_group");
    });
    // merge_call(merge_fn, args=(), kwargs=None)
    py::add_method(type, "merge_call", [](CallArgs& a) {
      return merge_call(a.args.at(0), require(a, 1, "merge_fn", "merge_call"), arg(a, 2, "args"), arg(a, 3, "kwargs"));
    });
    // all_reduce(reduce_op, value, options=None)
    py::add_method(type, "all_reduce", [](CallArgs& a) {
      return all_reduce(a.args.at(0), require(a, 1, "reduce_op", "all_reduce"), require(a, 2, "value", "all_reduce"));
    });
    py::add_method(type, "all_gather", [](CallArgs&) -> Ref { unimplemented("tf.distribute.ReplicaContext.all_gather"); });
    return type;
  }();
  return t;
}

py::TypeObject* default_replica_context_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_DefaultReplicaContext", replica_context_type(), kLib);
    // "Return 0 instead of a constant tensor to avoid creating a new node for users who don't
    // use distribution strategy."
    py::add_property(type, "replica_id_in_sync_group", [](Ref) { return py::Int(0); });
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

void install_distribute(const Ref& tf) {
  Ref m = py::Module("tensorflow.distribute");
  tf->dict->set("distribute", m);
  def(m, "get_strategy", [](CallArgs&) { return current_mode().strategy; });
  def(m, "has_strategy", [](CallArgs&) { return py::Bool(has_strategy()); });
  def(m, "in_cross_replica_context", [](CallArgs&) { return py::Bool(current_mode().cross_replica != nullptr); });
  def(m, "get_replica_context", [](CallArgs&) -> Ref {
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
  m->dict->set("MirroredStrategy", stand_in_class("MirroredStrategy", "tensorflow.python.distribute.mirrored_strategy",
                                                  "tf.distribute.MirroredStrategy", strategy_type()));
  m->dict->set("OneDeviceStrategy", stand_in_class("OneDeviceStrategy", "tensorflow.python.distribute.one_device_strategy",
                                                   "tf.distribute.OneDeviceStrategy", strategy_type()));
  m->dict->set("TPUStrategy", stand_in_class("TPUStrategyV2", "tensorflow.python.distribute.tpu_strategy",
                                             "tf.distribute.TPUStrategy", strategy_type()));
  m->dict->set("MultiWorkerMirroredStrategy",
               stand_in_class("CollectiveAllReduceStrategy", "tensorflow.python.distribute.collective_all_reduce_strategy",
                              "tf.distribute.MultiWorkerMirroredStrategy", strategy_type()));
  unimplemented_names(m, "tf.distribute",
                      {"experimental_set_strategy", "InputContext", "InputOptions", "InputReplicationMode", "RunOptions", "Server",
                       "ParameterServerStrategy", "CrossDeviceOps", "HierarchicalCopyAllReduce", "NcclAllReduce",
                       "ReductionToOneDevice", "cluster_resolver", "coordinator", "experimental"});

  // tf.__internal__.distribute.interim.maybe_merge_call(fn, strategy, *args, **kwargs): with no
  // non-default strategy, fn(strategy, *args, **kwargs) directly (strategy_supports_no_merge_call).
  Ref internal = tf->dict->get("__internal__");
  Ref distribute = py::Module("tensorflow.__internal__.distribute");
  Ref interim = py::Module("tensorflow.__internal__.distribute.interim");
  internal->dict->set("distribute", distribute);
  distribute->dict->set("interim", interim);
  def(interim, "maybe_merge_call", [](CallArgs& a) -> Ref {
    Ref fn = require(a, 0, "fn", "maybe_merge_call");
    Ref strategy = require(a, 1, "strategy", "maybe_merge_call");
    CallArgs call{{strategy}, a.kwargs};
    for (std::size_t i = 2; i < a.args.size(); ++i) call.args.push_back(a.args[i]);
    return py::call(fn, call);
  });
}

}  // namespace tfplay::tf
