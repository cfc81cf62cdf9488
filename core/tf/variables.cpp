// tf.Variable as TF 2.20's Python builds it (tensorflow/python/ops/resource_variable_ops.py
// BaseResourceVariable / ResourceVariable._init_from_args / _UnreadVariable, variables.py), with
// the variable lifting of tf.function (polymorphic_function.py UnliftedInitializerVariable):
// a variable created while a function traces is created eagerly, outside the graph, and its
// initial value is computed there too (lift_to_graph); graphs capture its handle and read it
// live. Also tf.init_scope and tf.name_scope (ops.py).
#include "core/tf/variables.h"

#include "core/function/deprecation.h"
#include "core/function/func_graph_object.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/function/variable_object.h"
#include "core/graph/func_graph.h"
#include "core/graph/resource_variable.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/format_tensor.h"
#include "core/tf/call_args.h"
#include "core/tf/distribute.h"
#include "core/tf/convert.h"
#include "core/tf/enum_type.h"
#include "core/tf/gradient_tape.h"
#include "core/tf/indexed_slices.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"
#include "core/tf/tensor_ops.h"

namespace tfplay::tf {

using function::TensorObject;
using function::VariableObject;
using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

VariableObject& self_var(CallArgs& a) { return *static_cast<VariableObject*>(a.args.at(0).get()); }

bool executing_eagerly() { return !function::Runtime::current().active_trace(); }

bool is_unread(const VariableObject& v) { return v.cls == function::unread_variable_type(); }

// BaseResourceVariable._read_variable_op: one ReadVariableOp on the handle ("ReadVariableOp" in
// the current name scope of a graph).
Ref read_variable_op(const VariableObject& v) {
  // resource_variable_ops.variable_accessed: recording tapes watch a trainable variable read.
  if (v.trainable && (tape::tapes_recording() || tape::variable_watchers_active())) tape::variable_accessed(const_cast<VariableObject&>(v).self());
  return run_op1("ReadVariableOp", {v.handle}, {{"dtype", v.dtype}}, "ReadVariableOp");
}

// read_value(): `with name_scope("Read"): _read_variable_op()` then array_ops.identity;
// _UnreadVariable.read_value is the bare read.
Ref read_value(const VariableObject& v) {
  if (is_unread(v)) return read_variable_op(v);
  Ref value;
  {
    OpScope scope(nullptr, "Read");
    value = read_variable_op(v);
  }
  return run_op1("Identity", {value}, {}, "Identity");
}

std::string variable_repr(VariableObject& v) {
  const std::string head = "<tf.Variable '" + v.name + "' shape=" + v.shape.str() + " dtype=" + std::string(tensor::name(v.dtype));
  if (!executing_eagerly() || !function::as_tensor(v.handle.get())->is_eager()) return head + ">";
  std::string value_text;
  try {
    // self.read_value(): a read_value set on the instance replaces the method; any failure,
    // or a value that is not a tensor, shows as unavailable (a bare `except:`).
    Ref own = v.dict ? v.dict->get("read_value") : nullptr;
    Ref value = own ? py::call(own, std::vector<Ref>{}) : read_value(v);
    const function::TensorObject* t = function::as_tensor(value.get());
    value_text = t && t->is_eager() ? "numpy=" + tensor::numpy_text(*t->value, true) : "numpy=<unavailable>";
  } catch (py::PyError&) {
    value_text = "numpy=<unavailable>";
  }
  return head + ", " + value_text + ">";
}

// The result of assign/assign_add/assign_sub with read_value=True (BaseResourceVariable._lazy_read).
Ref lazy_read(const VariableObject& v) {
  return function::make_variable(function::unread_variable_type(), v.handle, v.dtype, v.shape, v.trainable,
                                 "UnreadVariable");
}

// lazy_read for what an op just built in the trace (if any) assigned: the _UnreadVariable's
// `.op` is that assignment (tf.control_dependencies([v.assign(...)]) waits for it).
Ref lazy_read_after_op(const VariableObject& v) {
  Ref out = lazy_read(v);
  if (const function::ActiveTrace* t = function::Runtime::current().active_trace()) {
    auto* u = static_cast<VariableObject*>(out.get());
    u->op_graph = t->graph;
    u->op_node = static_cast<int>(t->graph->nodes().size()) - 1;
  }
  return out;
}

Ref assign_like(CallArgs& a, const char* op, bool check_shape) {
  VariableObject& v = self_var(a);
  Ref value = require(a, 1, check_shape ? "value" : "delta", op);
  Ref name = arg(a, 3, "name");
  Ref read = arg(a, 4, "read_value");
  Ref value_tensor = convert_to_tensor(value, v.dtype);
  const tensor::TensorShape& value_shape = function::as_tensor(value_tensor.get())->shape;
  graph::AttrMap attrs{{"dtype", v.dtype}};
  if (check_shape) {
    if (!v.shape.is_compatible_with(value_shape)) {
      py::raise_value_error("Cannot assign value to variable ' " + v.name + "': Shape mismatch.The variable shape " +
                            v.shape.str() + ", and the assigned value shape " + value_shape.str() + " are incompatible.");
    }
    attrs["validate_shape"] = v.shape.is_fully_defined();
  }
  const std::string user_name = present(name) ? py::str(name) : "";
  run_op(op, {v.handle, value_tensor}, std::move(attrs), user_name.empty() ? op : user_name, user_name);
  if (read && !py::truthy(read)) {
    // read_value=False: the assignment's Operation in a graph (what gen_resource_variable_ops
    // returns for an op without outputs), None eagerly.
    if (const function::ActiveTrace* t = function::Runtime::current().active_trace())
      return function::operation_object(t->graph, static_cast<int>(t->graph->nodes().size()) - 1);
    return py::None();
  }
  return lazy_read_after_op(v);
}

/// The name of a new variable: the current name scope plus `name` ("Variable" by default) and
/// ":0". Eager name scopes are not made unique, so every unnamed eager variable is
/// 'Variable:0'; inside a trace the graph's scope carries over (ops.init_scope keeps it).
std::string handle_name(const Ref& name) {
  std::string base = present(name) ? py::str(name) : "Variable";
  function::Runtime& rt = function::Runtime::current();
  std::string scope;
  if (const function::ActiveTrace* t = rt.active_trace()) {
    if (!t->graph->name_scope().empty()) scope = t->graph->name_scope() + "/";
  } else {
    scope = rt.eager_name_scope;
  }
  return scope + base + ":0";
}

// tf.Variable(initial_value=None, trainable=None, validate_shape=True, caching_device=None,
//             name=None, variable_def=None, dtype=None, import_scope=None, constraint=None,
//             synchronization=..., aggregation=..., shape=None,
//             experimental_enable_variable_lifting=True)
// make_variable_from_args's steps that are functions of their own: a fresh wasm engine optimizes
// a hot function whole, and Keras creates its variables (and so calls it) during a first run.

/// `synchronization` and `aggregation` as the enum members they name (the defaults, AUTO and
/// NONE, when absent). Raises ValueError for a value that names no member.
[[gnu::noinline]] void resolve_sync_and_aggregation(Ref& synchronization, Ref& aggregation, const Ref& name) {
  if (!present(aggregation)) {
    aggregation = enum_member(variable_aggregation_v1_type(), "NONE");
  } else if (!as_enum_member(aggregation.get(), variable_aggregation_v1_type()) &&
             !as_enum_member(aggregation.get(), variable_aggregation_type())) {
    Ref m = enum_lookup(variable_aggregation_type(), aggregation);
    if (!m) py::raise_value_error("Invalid variable aggregation mode: " + py::str(aggregation) + " for variable: " + py::str(name ? name : py::None()));
    aggregation = m;
  }
  if (!present(synchronization)) {
    synchronization = enum_member(variable_synchronization_type(), "AUTO");
  } else if (!as_enum_member(synchronization.get(), variable_synchronization_type())) {
    Ref m = enum_lookup(variable_synchronization_type(), synchronization);
    if (!m)
      py::raise_value_error("Invalid variable synchronization mode: " + py::str(synchronization) + " for variable: " +
                            py::str(name ? name : py::None()));
    synchronization = m;
  }
}

/// The variable's shape: the initial value's, or the `shape` argument when one is given (and
/// compatible with it; else ValueError).
[[gnu::noinline]] tensor::TensorShape requested_variable_shape(const tensor::TensorShape& value_shape, const Ref& shape_ref) {
  if (!present(shape_ref)) return value_shape;
  Ref shape_obj = py::call(function::tensor_shape_type()->self(), std::vector<Ref>{shape_ref});
  const tensor::TensorShape requested = static_cast<function::TensorShapeObject*>(shape_obj.get())->shape;
  if (!value_shape.is_compatible_with(requested)) {
    py::raise_value_error("In this `tf.Variable` creation, the initial value's shape (" + value_shape.str() +
                          ") is not compatible with the explicitly supplied `shape` argument (" + requested.str() + ").");
  }
  return requested;
}

/// A new variable resource (VarHandleOp, eagerly, outside any graph as ops.init_scope puts it),
/// assigned `initial` when there is one.
[[gnu::noinline]] Ref new_variable_handle(DType dtype, const tensor::TensorShape& shape,
                                          const std::optional<tensor::Tensor>& initial, bool trainable) {
  return function::Runtime::current().in_init_scope([&] {
    Ref h = run_op1("VarHandleOp", {}, {{"dtype", dtype}, {"shape", shape}, {"container", std::string()},
                                        {"shared_name", std::string()}});
    if (initial) run_op("AssignVariableOp", {h, function::make_eager(*initial)}, {{"dtype", dtype}, {"validate_shape", false}});
    if (graph::VariableResource* r = graph::variable_of(*function::as_tensor(h.get())->value)) r->trainable = trainable;
    return h;
  });
}

/// Sets the variable's `constraint` property (optimizers apply it after their updates);
/// ValueError for one that is not callable.
[[gnu::noinline]] void set_variable_constraint(const Ref& v, const Ref& constraint) {
  if (!py::is_callable(constraint.get()))
    py::raise_value_error("Argument `constraint` must be None or a callable. a callable. Got a " + py::repr(constraint->cls->self()) +
                          ":  " + py::str(constraint));
  v->ensure_dict().set("_constraint", constraint);
}

/// A variable made in the graph being traced (resource_variable_ops._init_from_args in graph
/// mode): VarHandleOp named after the variable's scope, its initial value assigned in the graph.
[[gnu::noinline]] Ref graph_local_variable(CallArgs& a, const Ref& name, std::optional<DType> dtype, bool trainable,
                                           const Ref& synchronization, const Ref& aggregation, const Ref& shape_ref) {
  Ref initial_value = arg(a, 0, "initial_value");
  const std::string base = present(name) ? py::str(name) : "Variable";
  const std::string full_name = handle_name(name);
  Ref handle, value_ref;
  {
    OpScope scope(py::Str(base), "");
    Ref init = initial_value;
    if (py::is_callable(initial_value.get())) {
      OpScope init_scope(py::Str("Initializer"), "");
      init = py::call(initial_value, std::vector<Ref>{});
    }
    if (is_variable(init.get())) init = variable_to_tensor(init);
    value_ref = convert_to_tensor(init, dtype, "initial_value");
    const TensorObject* value = function::as_tensor(value_ref.get());
    const tensor::TensorShape shape = requested_variable_shape(value->shape, shape_ref);
    std::string shared = full_name.substr(0, full_name.size() - 2);
    handle = run_op1("VarHandleOp", {}, {{"dtype", value->dtype}, {"shape", shape}, {"container", std::string()},
                                         {"shared_name", shared}}, scope.op_name());
    run_op("AssignVariableOp", {handle, value_ref}, {{"dtype", value->dtype}, {"validate_shape", false}}, "Assign");
  }
  const TensorObject* value = function::as_tensor(value_ref.get());
  const tensor::TensorShape shape = requested_variable_shape(value->shape, shape_ref);
  Ref v = function::make_variable(function::resource_variable_type(), handle, value->dtype, shape, trainable, full_name);
  function::as_variable(v.get())->synchronization = synchronization;
  function::as_variable(v.get())->aggregation = aggregation;
  if (Ref constraint = arg(a, 8, "constraint"); present(constraint)) set_variable_constraint(v, constraint);
  return v;
}

Ref make_variable_from_args(CallArgs& a) {
  Ref initial_value = arg(a, 0, "initial_value");
  Ref trainable_arg = arg(a, 1, "trainable");
  Ref name = arg(a, 4, "name");
  Ref dtype_ref = arg(a, 6, "dtype");
  Ref shape_ref = arg(a, 11, "shape");
  for (const char* unsupported : {"variable_def", "caching_device"}) {
    if (present(a.kwarg(unsupported)))
      py::raise(py::E().NotImplementedError, std::string("tfplay does not implement tf.Variable(") + unsupported + "=...) yet");
  }
  if (!present(initial_value)) {
    py::raise_value_error("The `initial_value` arg to `tf.Variable` must be specified except when you are not providing a "
                          "`variable_def`. You provided neither.");
  }
  // variables.validate_synchronization_aggregation_trainable.
  Ref synchronization = arg(a, 9, "synchronization");
  Ref aggregation = arg(a, 10, "aggregation");
  resolve_sync_and_aggregation(synchronization, aggregation, name);
  const bool trainable = present(trainable_arg) ? py::truthy(trainable_arg)
                                                : synchronization != enum_member(variable_synchronization_type(), "ON_READ");
  const std::optional<DType> dtype = dtype_arg(dtype_ref);
  function::Runtime& rt = function::Runtime::current();
  const function::ActiveTrace* trace = rt.active_trace();
  // experimental_enable_variable_lifting=False: def_function's variable_capturing_scope leaves
  // the variable to the default creator, a graph-mode ResourceVariable of the function's graph:
  // its VarHandleOp and initializing AssignVariableOp run on every call.
  if (trace) {
    Ref lifting = arg(a, 12, "experimental_enable_variable_lifting");
    if (present(lifting) && !py::truthy(lifting)) return graph_local_variable(a, name, dtype_arg(dtype_ref), trainable, synchronization,
                                                                              aggregation, shape_ref);
  }
  // The tf.function's variable creator scope: counts this variable, or refuses it.
  if (trace && trace->variable_creator) trace->variable_creator();
  const std::string full_name = handle_name(name);

  // The initial value: computed where the code runs, then lifted out of the graph.
  Ref init = py::is_callable(initial_value.get()) ? py::call(initial_value, std::vector<Ref>{}) : initial_value;
  if (is_variable(init.get())) init = variable_to_tensor(init);
  Ref value_ref = convert_to_tensor(init, dtype, "initial_value");
  TensorObject* value = function::as_tensor(value_ref.get());
  // The value to initialize with: eager, lifted out of the graph, or (when it depends on the
  // function's arguments) left in the graph for the first call to compute.
  std::optional<tensor::Tensor> initial;
  if (value->is_eager()) {
    initial = *value->value;
  } else {
    initial = graph::evaluate_lifted(*value->graph, {value->node, value->index},
                                     [](const std::string&, const std::string&, int) {});
    if (!initial && !(trace && trace->unlifted_initializer)) {
      py::raise(py::E().NotImplementedError,
                "tfplay cannot create a tf.Variable whose initial value depends on the tf.function's arguments here; "
                "create it from a constant or outside tf.function");
    }
  }
  const DType value_dtype = value->dtype;
  const tensor::TensorShape value_shape = initial ? initial->tensor_shape() : value->shape;
  const tensor::TensorShape shape = requested_variable_shape(value_shape, shape_ref);
  // The variable itself always lives outside any graph (ops.init_scope in _init_from_args).
  Ref handle = new_variable_handle(value_dtype, shape, initial, trainable);
  if (!initial) {
    // UnliftedInitializerVariable: lift_to_graph failed, so the graph initializes the variable
    // (TF: a tf.cond on VarIsInitializedOp) and the first call runs this trace's graph
    // (Function._call's fn_with_cond).
    trace->unlifted_initializer();
    run_op("AssignVariableOp", {handle, value_ref}, {{"dtype", value_dtype}, {"validate_shape", false}}, "AssignVariableOp");
  }
  py::TypeObject* type = distributed_variable_type();
  Ref v = function::make_variable(type ? type : function::resource_variable_type(), handle, value_dtype, shape, trainable, full_name);
  function::as_variable(v.get())->owns_resource = true;
  function::as_variable(v.get())->synchronization = synchronization;
  function::as_variable(v.get())->aggregation = aggregation;
  // The `constraint` property's value (optimizers apply it after their updates).
  if (Ref constraint = arg(a, 8, "constraint"); present(constraint)) set_variable_constraint(v, constraint);
  return v;
}

// array_ops._SliceHelperVar: `var[key]` slices var.value(); a StridedSlice result gets an
// `assign(value, name=None)` closure (array_ops.strided_slice with `var`) that runs
// ResourceStridedSliceAssign with the slice's own arguments, named "strided_slice/_assign", and
// returns the variable lazily read (BaseResourceVariable._strided_slice_assign). As in TF, only
// `assign` exists: `v[0].assign_add(...)` is an AttributeError.
Ref sliced_variable(const Ref& var_ref, const Ref& key) {
  Ref value = variable_to_tensor(var_ref);
  SliceAssignSpec spec;
  Ref result = tensor_getitem(value, key, &spec);
  if (!spec.begin) return result;
  Ref var_strong = var_ref;
  result->ensure_dict().set("assign", py::NativeFunction("assign", [var_strong, spec](CallArgs& a) -> Ref {
    VariableObject& v = *static_cast<VariableObject*>(var_strong.get());
    Ref val = require(a, 0, "val", "assign");
    Ref name = arg(a, 1, "name");
    const std::string op_name = present(name) ? py::str(name) : spec.parent_name + "_assign";
    Ref value_tensor = convert_to_tensor(val, v.dtype);
    graph::AttrMap attrs{{"begin_mask", spec.begin_mask}, {"end_mask", spec.end_mask}, {"ellipsis_mask", spec.ellipsis_mask},
                         {"new_axis_mask", spec.new_axis_mask}, {"shrink_axis_mask", spec.shrink_axis_mask}};
    run_op("ResourceStridedSliceAssign", {v.handle, spec.begin, spec.end, spec.strides, value_tensor}, std::move(attrs), op_name,
           op_name);
    return lazy_read_after_op(v);
  }));
  return result;
}

// The operators BaseResourceVariable takes from Tensor (_OverloadAllOperators): read the value,
// then apply the Tensor method.
void overload_tensor_operators(py::TypeObject* type) {
  static const char* kOperators[] = {
      "__add__", "__radd__", "__sub__", "__rsub__", "__mul__", "__rmul__", "__truediv__", "__rtruediv__",
      "__div__", "__rdiv__", "__floordiv__", "__rfloordiv__", "__mod__", "__rmod__", "__lt__", "__le__", "__gt__", "__ge__", "__ne__",
      "__eq__", "__and__", "__rand__", "__or__", "__ror__", "__xor__", "__rxor__", "__pow__",
      "__rpow__", "__invert__", "__neg__", "__abs__", "__matmul__", "__rmatmul__", "__iter__"};
  for (const char* op : kOperators) {
    std::string method = op;
    py::add_method(type, method, [method](CallArgs& a) -> Ref {
      Ref value = variable_to_tensor(a.args.at(0));
      Ref bound = py::getattr(value, method);
      return py::call(bound, std::vector<Ref>(a.args.begin() + 1, a.args.end()));
    });
  }
  // _SliceHelperVar: a slice of the value that can assign back into the variable.
  py::add_method(type, "__getitem__", +[](CallArgs& a) { return sliced_variable(a.args.at(0), a.args.at(1)); });
  // BaseResourceVariable.__bool__/__int__/__float__: of the value.
  for (const char* conv : {"__bool__", "__int__", "__float__", "__index__"}) {
    std::string method = conv;
    py::add_method(type, method, [method](CallArgs& a) -> Ref {
      return py::call(py::getattr(variable_to_tensor(a.args.at(0)), method), std::vector<Ref>{});
    });
  }
  // `v += 1` and friends are refused (BaseResourceVariable.__iadd__ ...).
  struct InPlace {
    const char* method;
    const char* text;
  };
  static const InPlace kInPlace[] = {
      {"__iadd__", "`variable += value` with `tf.Variable`s is not supported. Use `variable.assign_add(value)` to modify "
                   "the variable, or `out = variable + value` if you need to get a new output Tensor."},
      {"__isub__", "`variable -= value` with `tf.Variable`s is not supported. Use `variable.assign_sub(value)` to modify "
                   "the variable, or `out = variable * value` if you need to get a new output Tensor."},
      {"__imul__", "`var *= value` with `tf.Variable`s is not supported. Use `var.assign(var * value)` to modify the "
                   "variable, or `out = var * value` if you need to get a new output Tensor."},
      {"__itruediv__", "`var /= value` with `tf.Variable`s is not supported. Use `var.assign(var / value)` to modify the "
                       "variable, or `out = var / value` if you need to get a new output Tensor."},
      {"__ipow__", "`var **= value` with `tf.Variable`s is not supported. Use `var.assign(var ** value)` to modify the "
                   "variable, or `out = var ** value` if you need to get a new output Tensor."},
  };
  for (const InPlace& ip : kInPlace) {
    const char* text = ip.text;
    py::add_method(type, ip.method, [text](CallArgs&) -> Ref { py::raise(py::E().RuntimeError, text); });
  }
}

// BaseResourceVariable's sparse reads and updates (resource_variable_ops.py): scatter_* of an
// IndexedSlices, scatter_nd_* of indices and updates, sparse_read and gather_nd; with
// initial_value, constraint and set_shape as ResourceVariable has them.
void install_sparse_methods(py::TypeObject* type) {
  static const std::pair<const char*, const char*> kScatter[] = {
      {"scatter_add", "ResourceScatterAdd"}, {"scatter_sub", "ResourceScatterSub"}, {"scatter_mul", "ResourceScatterMul"},
      {"scatter_div", "ResourceScatterDiv"}, {"scatter_min", "ResourceScatterMin"}, {"scatter_max", "ResourceScatterMax"},
      {"scatter_update", "ResourceScatterUpdate"}};
  for (const auto& [method, op] : kScatter) {
    py::add_method(type, method, [method = method, op = op](CallArgs& a) -> Ref {
      VariableObject& v = self_var(a);
      Ref delta = require(a, 1, "sparse_delta", method);
      if (!is_indexed_slices(delta))
        py::raise_type_error("Argument `sparse_delta` must be a `tf.IndexedSlices`. Received arg: " + py::str(delta));
      // ops.convert_to_tensor(sparse_delta.values, self.dtype): the values as given, so a
      // Python list of ints becomes the variable's (float) dtype.
      Ref values = convert_to_tensor(py::getattr(delta, "values"), v.dtype);
      apply_op(op, {v.handle, indexed_slices_indices(delta), values}, {}, arg(a, 3, "name"));
      return lazy_read_after_op(v);
    });
  }
  static const std::pair<const char*, const char*> kScatterNd[] = {
      {"scatter_nd_add", "ResourceScatterNdAdd"}, {"scatter_nd_sub", "ResourceScatterNdSub"}, {"scatter_nd_update", "ResourceScatterNdUpdate"},
      {"scatter_nd_max", "ResourceScatterNdMax"}, {"scatter_nd_min", "ResourceScatterNdMin"}};
  for (const auto& [method, op] : kScatterNd) {
    py::add_method(type, method, [method = method, op = op](CallArgs& a) -> Ref {
      VariableObject& v = self_var(a);
      Ref indices = require(a, 1, "indices", method);
      Ref updates = convert_to_tensor(require(a, 2, "updates", method), v.dtype);
      apply_op(op, {v.handle, indices, updates}, {}, arg(a, 3, "name"));
      return lazy_read_after_op(v);
    });
  }
  // sparse_read / gather_nd: the gather op named after its scope ("Gather", "GatherNd"), then identity.
  static const std::pair<const char*, const char*> kGather[] = {{"sparse_read", "ResourceGather"}, {"gather_nd", "ResourceGatherNd"}};
  for (const auto& [method, op] : kGather) {
    py::add_method(type, method, [method = method, op = op](CallArgs& a) -> Ref {
      VariableObject& v = self_var(a);
      Ref indices = require(a, 1, "indices", method);
      Ref name = arg(a, 2, "name");
      Ref value;
      {
        OpScope scope(present(name) ? name : py::Str(std::string(op) == "ResourceGather" ? "Gather" : "GatherNd"), "");
        tape::variable_accessed(a.args.at(0));
        value = apply_op1(op, {v.handle, indices}, {{"dtype", v.dtype}}, scope);
      }
      return tf_call("identity", {value});
    });
  }
  // ResourceVariable.initial_value: unsupported eagerly; a variable made outside the function
  // being traced has none there.
  py::add_property(type, "initial_value", +[](Ref) -> Ref {
    if (executing_eagerly()) py::raise(py::E().RuntimeError, "This property is not supported when eager execution is enabled.");
    return py::None();
  });
  py::add_property(type, "constraint", +[](Ref s) -> Ref {
    Ref c = s->dict ? s->dict->get("_constraint") : nullptr;
    return c ? c : py::None();
  });
  py::add_method(type, "set_shape", +[](CallArgs&) -> Ref {
    py::raise(py::E().NotImplementedError, "ResourceVariable does not implement set_shape()");
  });
}

/// The TF1 graph-mode members of BaseResourceVariable (resource_variable_ops.py), as they behave
/// on a variable created eagerly (tfplay's only kind): `op` and `graph` are the eager handle's,
/// which raise AttributeError ("Tensor.op is undefined when eager execution is enabled.");
/// `initializer` is None (_init_from_args sets _initializer_op only in graph mode); `eval()`,
/// `to_proto()` and `from_proto()` raise RuntimeError when executing eagerly (inside a
/// tf.function, eval() reads `self._graph_element`, None: AttributeError; to_proto/from_proto stay
/// NotImplementedError there); `initialized_value()` (deprecated) reads the value under
/// init_scope, as Variable.initialized_value's cond on an initialized variable does.
void install_graph_mode_members(py::TypeObject* type) {
  py::add_property(type, "op", +[](Ref s) { return py::getattr(static_cast<VariableObject*>(s.get())->handle, "op"); });
  py::add_property(type, "graph",
                   +[](Ref s) { return py::getattr(static_cast<VariableObject*>(s.get())->handle, "graph"); });
  py::add_property(type, "initializer", +[](Ref) { return py::None(); });
  auto eager_only = [](const char* what) {
    if (executing_eagerly()) py::raise(py::E().RuntimeError, "This operation is not supported when eager execution is enabled.");
    py::raise(py::E().NotImplementedError, std::string("tfplay does not implement tf.Variable.") + what + " inside a tf.function yet");
  };
  py::add_method(type, "eval", +[](CallArgs& a) -> Ref {
    (void)self_var(a);
    if (executing_eagerly()) py::raise(py::E().RuntimeError, "This operation is not supported when eager execution is enabled.");
    py::raise(py::E().AttributeError, "'NoneType' object has no attribute 'eval'");
  });
  py::add_method(type, "to_proto", [eager_only](CallArgs&) -> Ref { eager_only("to_proto"); return py::None(); });
  py::add_static(type, "from_proto", [eager_only](CallArgs&) -> Ref { eager_only("from_proto"); return py::None(); });
  // @deprecated(None, "Use Variable.read_value. Variables in 2.X are initialized automatically both
  // in eager and graph (inside tf.defun) contexts.")
  py::add_method(type, "initialized_value", +[](CallArgs& a) -> Ref {
    VariableObject& v = self_var(a);
    function::warn_deprecated("Variable.initialized_value",
                              "Variable.initialized_value (from tensorflow.python.ops.variables)",
                              "Use Variable.read_value. Variables in 2.X are initialized automatically both in eager and "
                              "graph (inside tf.defun) contexts.");
    function::Runtime& rt = function::Runtime::current();
    rt.suspend_traces();
    struct Resume {
      function::Runtime& rt;
      ~Resume() { rt.resume_traces(); }
    } resume{rt};
    return read_value(v);
  });
}

/// The keyword arguments BaseResourceVariable.__deepcopy__ and __reduce__ rebuild a variable
/// with: `trainable`, `name=self._shared_name` (the name without ":0"), `dtype` and `constraint`.
std::vector<std::pair<std::string, Ref>> rebuild_kwargs(const Ref& self, Ref initial_value) {
  VariableObject& v = *static_cast<VariableObject*>(self.get());
  return {{"initial_value", std::move(initial_value)},
          {"trainable", py::Bool(v.trainable)},
          {"name", py::Str(v.name.substr(0, v.name.find(':')))},
          {"dtype", function::dtype_object(v.dtype)},
          {"constraint", py::getattr(self, "constraint")}};
}

/// BaseResourceVariable's copy protocol (resource_variable_ops.py): `__copy__` is the variable
/// itself; `__deepcopy__` a new ResourceVariable of the current value (eager only); `__reduce__`
/// (what pickle uses) `functools.partial(ResourceVariable, initial_value=self.numpy(), ...), ()`.
void install_copy_methods(py::TypeObject* type) {
  py::add_method(type, "__copy__", +[](CallArgs& a) -> Ref { (void)self_var(a); return a.args.at(0); });
  py::add_method(type, "__deepcopy__", +[](CallArgs& a) -> Ref {
    VariableObject& v = self_var(a);
    (void)require(a, 1, "memo", "__deepcopy__");
    if (!executing_eagerly())
      py::raise(py::E().NotImplementedError, "__deepcopy__() is only available when eager execution is enabled.");
    CallArgs ctor;
    ctor.kwargs = rebuild_kwargs(a.args.at(0), read_value(v));
    ctor.kwargs.emplace_back("synchronization", py::getattr(a.args.at(0), "synchronization"));
    ctor.kwargs.emplace_back("aggregation", py::getattr(a.args.at(0), "aggregation"));
    return py::call(function::resource_variable_type()->self(), ctor);
  });
  py::add_method(type, "__reduce__", +[](CallArgs& a) -> Ref {
    (void)self_var(a);
    CallArgs partial;
    partial.args = {function::resource_variable_type()->self()};
    partial.kwargs = rebuild_kwargs(a.args.at(0), py::call(py::getattr(a.args.at(0), "numpy"), std::vector<Ref>{}));
    partial.kwargs.emplace_back("distribute_strategy", py::None());  // tfplay has no distribution strategies
    Ref functools = py::Interpreter::current().import_module("functools");
    return py::Tuple({py::call(py::getattr(functools, "partial"), partial), py::Tuple({})});
  });
}

/// ResourceVariable(initial_value=None, trainable=None, collections=None, validate_shape=True,
/// caching_device=None, name=None, dtype=None, ...) called directly, as __deepcopy__ and the
/// functools.partial of __reduce__ (pickle) do: by keyword, `collections` and
/// `distribute_strategy` None (tfplay has neither), the rest as tf.Variable takes them.
Ref construct_resource_variable(CallArgs& a) {
  if (a.args.size() > 2)
    py::raise(py::E().NotImplementedError, "tfplay does not implement ResourceVariable(...) with more than 2 positional arguments yet");
  CallArgs args;
  args.args = a.args;
  for (const auto& [key, value] : a.kwargs) {
    if (key == "collections" || key == "distribute_strategy") {
      if (!py::is_none(value.get()))
        py::raise(py::E().NotImplementedError, "tfplay does not implement ResourceVariable(" + key + "=...) yet");
      continue;
    }
    args.kwargs.emplace_back(key, value);
  }
  return make_variable_from_args(args);
}

void install_methods() {
  py::TypeObject* type = function::variable_type();
  type->construct = +[](py::TypeObject*, CallArgs& a) { return make_variable_from_args(a); };
  function::resource_variable_type()->construct = +[](py::TypeObject*, CallArgs& a) { return construct_resource_variable(a); };
  py::add_method(type, "__repr__", +[](CallArgs& a) { return py::Str(variable_repr(self_var(a))); });
  py::add_method(type, "__str__", +[](CallArgs& a) { return py::Str(variable_repr(self_var(a))); });
  py::add_method(type, "__hash__", +[](CallArgs& a) -> Ref {
    py::raise_type_error("Variable is unhashable. Instead, use variable.ref() as the key. (Variable: " +
                         variable_repr(self_var(a)) + ")");
  });
  auto var = [](const Ref& s) -> VariableObject& { return *static_cast<VariableObject*>(s.get()); };
  py::add_property(type, "name", [var](Ref s) { return py::Str(var(s).name); });
  py::add_property(type, "dtype", [var](Ref s) { return function::dtype_object(var(s).dtype); });
  py::add_property(type, "shape", [var](Ref s) { return function::shape_object(var(s).shape); });
  py::add_property(type, "trainable", [var](Ref s) { return py::Bool(var(s).trainable); });
  py::add_property(type, "synchronization", [var](Ref s) {
    return var(s).synchronization ? var(s).synchronization : enum_member(variable_synchronization_type(), "AUTO");
  });
  py::add_property(type, "aggregation", [var](Ref s) {
    return var(s).aggregation ? var(s).aggregation : enum_member(variable_aggregation_v1_type(), "NONE");
  });
  py::add_property(type, "device", +[](Ref) { return py::Str("/job:localhost/replica:0/task:0/device:CPU:0"); });
  // BaseResourceVariable.handle: the DT_RESOURCE tensor ops on the variable take (eager even
  // inside a tf.function, which captures it when an op uses it).
  py::add_property(type, "handle", [var](Ref s) { return var(s).handle; });
  // __tf_tensor__(dtype=None, name=None) -> _dense_var_to_tensor: the value, as convert_to_tensor reads it.
  py::add_method(type, "__tf_tensor__", +[](CallArgs& a) -> Ref {
    return variable_to_tensor(a.args.at(0), dtype_arg(arg(a, 1, "dtype")));
  });
  py::add_method(type, "get_shape", +[](CallArgs& a) { return function::shape_object(self_var(a).shape); });
  py::add_method(type, "value", +[](CallArgs& a) { return read_variable_op(self_var(a)); });
  py::add_method(type, "read_value", +[](CallArgs& a) { return read_value(self_var(a)); });
  py::add_method(type, "numpy", +[](CallArgs& a) -> Ref {
    if (!executing_eagerly()) py::raise(py::E().NotImplementedError, "numpy() is only available when eager execution is enabled.");
    return py::call(py::getattr(read_value(self_var(a)), "numpy"), std::vector<Ref>{});
  });
  // BaseResourceVariable.__array__(dtype=None): np.asarray(self.numpy(), dtype=dtype), so NumPy
  // converts a variable through the array protocol.
  py::add_method(type, "__array__", +[](CallArgs& a) -> Ref {
    Ref value = py::call(py::getattr(a.args.at(0), "numpy"), std::vector<Ref>{});
    Ref dtype = a.args.size() > 1 ? a.args[1] : a.kwarg("dtype");
    if (!dtype) dtype = py::None();
    return py::call(py::getattr(value, "__array__"), std::vector<Ref>{dtype});
  });
  install_graph_mode_members(type);
  py::add_method(type, "assign", +[](CallArgs& a) { return assign_like(a, "AssignVariableOp", true); });
  py::add_method(type, "assign_add", +[](CallArgs& a) { return assign_like(a, "AssignAddVariableOp", false); });
  py::add_method(type, "assign_sub", +[](CallArgs& a) { return assign_like(a, "AssignSubVariableOp", false); });
  // is_initialized(name=None): VarIsInitializedOp on the handle.
  py::add_method(type, "is_initialized", +[](CallArgs& a) -> Ref {
    return apply_op1("VarIsInitializedOp", {self_var(a).handle}, {}, arg(a, 1, "name"));
  });
  install_sparse_methods(type);
  install_copy_methods(type);
  overload_tensor_operators(type);
}

// ---- tf.init_scope and tf.name_scope ------------------------------------------------------

/// The object `tf.init_scope()` returns (a contextlib generator context manager in TF).
py::TypeObject* init_scope_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_GeneratorContextManager", nullptr, "contextlib");
    py::add_method(type, "__enter__", +[](CallArgs&) {
      function::Runtime::current().suspend_traces();
      return py::None();
    });
    py::add_method(type, "__exit__", +[](CallArgs&) {
      function::Runtime::current().resume_traces();
      return py::False();
    });
    return type;
  }();
  return t;
}

/// tf.name_scope (ops.name_scope_v2): `name` is the argument; entering yields the scope's full
/// name with a trailing "/". In a graph the scope is made unique ("dense", "dense_1"); eagerly
/// it is not. Ops created eagerly are not named; variables take the scope as a prefix.
struct NameScopeObject : py::NativeObject {
  std::string name;
  std::vector<std::pair<graph::FuncGraph*, std::string>> entered;  // (graph or null, previous eager scope)
  using NativeObject::NativeObject;
};

py::TypeObject* name_scope_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("name_scope_v2", nullptr, "tensorflow.python.framework.ops");
    type->construct = +[](py::TypeObject*, CallArgs& a) -> Ref {
      Ref name = require(a, 0, "name", "__init__");
      if (!py::is_str(name.get())) py::raise_value_error("name for name_scope must be a string.");
      auto s = py::make_object<NameScopeObject>(name_scope_type());
      s->name = py::as_str(name.get());
      return s;
    };
    auto self = [](CallArgs& a) -> NameScopeObject& { return *static_cast<NameScopeObject*>(a.args.at(0).get()); };
    py::add_property(type, "name", +[](Ref s) { return py::Str(static_cast<NameScopeObject*>(s.get())->name); });
    py::add_method(type, "__enter__", [self](CallArgs& a) -> Ref {
      NameScopeObject& s = self(a);
      function::Runtime& rt = function::Runtime::current();
      if (const function::ActiveTrace* trace = rt.active_trace()) {
        graph::FuncGraph& g = *trace->graph;
        std::string scope;
        if (!s.name.empty() && s.name.back() == '/') scope = s.name.substr(0, s.name.size() - 1);
        else if (s.name.empty()) scope = "";
        else scope = g.unique_name(s.name);
        g.push_name_scope(scope);
        s.entered.emplace_back(&g, "");
        return py::Str(scope.empty() ? "" : scope + "/");
      }
      const std::string previous = rt.eager_name_scope;
      if (s.name.empty()) rt.eager_name_scope = "";
      else if (s.name.back() == '/') rt.eager_name_scope = s.name;
      else rt.eager_name_scope = previous + s.name + "/";
      s.entered.emplace_back(nullptr, previous);
      return py::Str(rt.eager_name_scope);
    });
    py::add_method(type, "__exit__", [self](CallArgs& a) -> Ref {
      NameScopeObject& s = self(a);
      if (s.entered.empty()) return py::False();
      auto [g, previous] = s.entered.back();
      s.entered.pop_back();
      if (g) g->pop_name_scope();
      else function::Runtime::current().eager_name_scope = previous;
      return py::False();
    });
    return type;
  }();
  return t;
}

}  // namespace

namespace {

constexpr const char* kVariablesModule = "tensorflow.python.ops.variables";

/// VariableAggregation(V2).__eq__ / __hash__: a member equals the other class's member of the
/// same value, and hashes as its value.
void compare_by_value(py::TypeObject* type, py::TypeObject* (*other)()) {
  py::add_method(type, "__eq__", [type, other](CallArgs& a) -> Ref {
    const Ref& x = a.args.at(0);
    const Ref& y = a.args.at(1);
    if (x == y) return py::True();
    if (EnumMember* m = as_enum_member(y.get(), other()))
      return py::Bool(py::eq(static_cast<EnumMember*>(x.get())->value, m->value));
    if (as_enum_member(y.get(), type)) return py::False();
    return py::NotImplemented();
  });
  py::add_method(type, "__hash__", +[](CallArgs& a) { return py::Int(static_cast<std::int64_t>(py::hash(static_cast<EnumMember*>(a.args.at(0).get())->value))); });
}

}  // namespace

py::TypeObject* variable_synchronization_type() {
  static py::TypeObject* t = make_enum_type("VariableSynchronization", kVariablesModule,
                                            {{"AUTO", py::Int(0)}, {"NONE", py::Int(1)}, {"ON_WRITE", py::Int(2)}, {"ON_READ", py::Int(3)}});
  return t;
}

py::TypeObject* variable_aggregation_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = make_enum_type("VariableAggregationV2", kVariablesModule,
                                          {{"NONE", py::Int(0)}, {"SUM", py::Int(1)}, {"MEAN", py::Int(2)}, {"ONLY_FIRST_REPLICA", py::Int(3)}});
    compare_by_value(type, variable_aggregation_v1_type);
    return type;
  }();
  return t;
}

py::TypeObject* variable_aggregation_v1_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = make_enum_type("VariableAggregation", kVariablesModule,
                                          {{"NONE", py::Int(0)}, {"SUM", py::Int(1)}, {"MEAN", py::Int(2)},
                                           {"ONLY_FIRST_REPLICA", py::Int(3)}, {"ONLY_FIRST_TOWER", py::Int(3)}});
    compare_by_value(type, variable_aggregation_type);
    return type;
  }();
  return t;
}

bool is_variable(const py::Object* o) { return !is_tensor_or_python_scalar(o) && function::as_variable(o) != nullptr; }

bool is_tensor_or_python_scalar(const py::Object* o) {
  const py::TypeObject* cls = o->cls;
  return cls == function::eager_tensor_type() || cls == function::symbolic_tensor_type() || py::is_int(o) ||
         py::is_float(o) || py::is_none(o);
}

Ref variable_to_tensor(const Ref& variable, std::optional<DType> dtype) {
  VariableObject& v = *function::as_variable(variable.get());
  if (dtype && *dtype != v.dtype) {
    py::raise_value_error("Incompatible type conversion requested to type " + std::string(tensor::name(*dtype)) +
                          " for `tf.Variable of type " + std::string(tensor::name(v.dtype)) +
                          ". (Variable: " + variable_repr(v) + ")");
  }
  return read_variable_op(v);
}

void install_variables(const Ref& tf) {
  static bool installed = [] {
    install_methods();
    return true;
  }();
  (void)installed;
  tf->dict->set("Variable", function::variable_type()->self());
  tf->dict->set("VariableSynchronization", variable_synchronization_type()->self());
  tf->dict->set("VariableAggregation", variable_aggregation_type()->self());
  def(tf, "init_scope", +[](CallArgs&) -> Ref {
    return py::make_object<py::NativeObject>(init_scope_type());
  });
  tf->dict->set("name_scope", name_scope_type()->self());
  // True outside graphs, and inside tf.init_scope() (context.executing_eagerly).
  def(tf, "executing_eagerly", +[](CallArgs&) {
    return py::Bool(executing_eagerly());
  });
}

}  // namespace tfplay::tf
