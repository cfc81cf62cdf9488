// tf.GradientTape, tf.UnconnectedGradients and tf.stop_gradient as TF 2.20's Python defines
// them (tensorflow/python/eager/backprop.py GradientTape, imperative_grad.py,
// ops/unconnected_gradients.py, array_ops.stop_gradient); the tape itself is gradient_tape.h.
#include "core/tf/gradient_tape_api.h"

#include <map>

#include "core/function/composite_spec.h"

#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/function/variable_object.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/api_surface.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/enum_type.h"
#include "core/tensor/dispatch.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/gradient_tape.h"
#include "core/tf/indexed_slices.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"
#include "core/tf/ragged_tensor.h"
#include "core/tf/tf_logging.h"
#include "core/tf/variables.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

struct GradientTapeObject : py::NativeObject {
  std::shared_ptr<tape::Tape> tape;
  bool persistent = false;
  bool watch_accessed_variables = true;
  bool recording = false;
  Ref watched_variables;  // the tuple kept after a non-persistent tape was used
  using NativeObject::NativeObject;
};

GradientTapeObject& self_tape(CallArgs& a) { return *static_cast<GradientTapeObject*>(a.args.at(0).get()); }

// logging.log_first_n counts per call site for the whole process; tfplay counts per run (in the
// run's state: an engine that runs many programs may give a later run's Runtime the address of
// an earlier one's).
struct FirstN {
  struct Counts {
    std::map<const FirstN*, int> count;
  };
  bool next(int n) { return function::Runtime::current().run_state<Counts>().count[this]++ < n; }
};

// The dtype backprop_util.IsTrainable looks at: a TF type's (tensor_util.is_tf_type: tensors,
// variables, core.Tensor objects such as Keras's Variable, whose dtype may be a name); other
// objects go through dtypes.as_dtype.
DType dtype_of_value(const Ref& v) {
  if (const function::VariableObject* var = function::as_variable(v.get())) return var->dtype;
  if (const function::TensorObject* t = function::as_tensor(v.get())) return t->dtype;
  if (function::is_core_tensor(v.get()))
    if (auto d = dtype_arg(py::getattr(v, "dtype"))) return *d;
  py::raise_type_error("Cannot convert the argument `type_value`: " + py::repr(v) + " to a TensorFlow DType.");
}

bool is_trainable(DType d) { return tape::trainable(d); }

// resource_variable_ops.is_resource_variable: a tf.Variable, or any object with a
// `_should_act_as_resource_variable` attribute (Keras's Variable, which wraps a tf.Variable).
bool is_resource_variable(const Ref& v) {
  return function::as_variable(v.get()) || py::getattr_opt(v, "_should_act_as_resource_variable");
}

// backprop._handle_or_self: a variable-like object stands for its `handle`.
Ref handle_or_self(const Ref& v) {
  if (const function::VariableObject* var = function::as_variable(v.get())) return var->handle;
  if (is_resource_variable(v)) {
    Ref h = py::getattr(v, "handle");
    if (!function::as_tensor(h.get()))
      py::raise(py::E().NotImplementedError, "tfplay needs the `handle` of " + py::repr(v) + " to be a tf.Tensor, got " + py::repr(h));
    return h;
  }
  return v;
}

void push(GradientTapeObject& t) {
  if (t.recording) {
    py::raise_value_error("Tape is still recording, This can happen if you try to re-enter an already-active tape.");
  }
  if (!t.tape) {
    t.tape = std::make_shared<tape::Tape>();
    t.tape->persistent = t.persistent;
    t.tape->watch_accessed_variables = t.watch_accessed_variables;
    const function::ActiveTrace* trace = function::Runtime::current().active_trace();
    t.tape->graph = trace ? trace->graph.get() : nullptr;
  }
  tape::push_tape(t.tape);
  t.recording = true;
}

void pop(GradientTapeObject& t) {
  if (!t.recording) py::raise_value_error("Tape is not recording.");
  tape::pop_tape(t.tape.get());
  t.recording = false;
}

// backprop._extract_tensors_and_variables.
std::vector<Ref> tensors_and_variables(const Ref& value) {
  std::vector<Ref> out;
  for (const Ref& obj : function::nest::flatten(value)) {
    if (function::as_tensor(obj.get()) || function::as_variable(obj.get())) {
      out.push_back(obj);
      continue;
    }
    // A composite tensor (SparseTensor, RaggedTensor) stands for its component tensors:
    // type_spec_from_value(obj)._to_components(obj).
    if (Ref spec = function::composite_spec_of(obj)) {
      std::vector<Ref> components = function::composite_components(spec, obj);
      for (const Ref& c : tensors_and_variables(py::List(components))) out.push_back(c);
      continue;
    }
    py::raise_value_error("Passed in object " + py::str(obj) + " of type '" + py::type_name(obj.get()) +
                          "', not tf.Tensor or tf.Variable or ExtensionType.");
  }
  return out;
}

void watch(GradientTapeObject& t, const Ref& value) {
  static FirstN warned;
  for (const Ref& x : tensors_and_variables(value)) {
    const DType d = dtype_of_value(x);
    if (!is_trainable(d) && warned.next(5))
      tf_warning("The dtype of the watched tensor must be floating (e.g. tf.float32), got " + tensor::repr(d));
    // tape.watch / tape.watch_variable read `tape._tape` of GradientTape._tape, which is None
    // before the tape is first entered and after a non-persistent tape computed its gradients.
    if (!t.tape) py::raise(py::E().AttributeError, "'NoneType' object has no attribute '_tape'");
    if (function::as_variable(x.get())) t.tape->watch_variable(x);
    else t.tape->watch(x);
  }
}

py::TypeObject* unconnected_gradients_type();

// composite_tensor_gradient._get_tensors_for_gradient: the tensors of `x` that are
// differentiated. A RaggedTensor's are those of its values (WithValuesCompositeTensorGradient),
// i.e. its flat_values; TF hands an IndexedSlices (a first gradient, when taking a second) to
// imperative_grad as it is, which tfplay's tape takes as its component tensors when it is a
// target or an output gradient (`expand_indexed_slices`). Another
// composite tensor (a SparseTensor) has no __composite_gradient__.
void tensors_for_gradient(const Ref& x, std::vector<Ref>& out, bool expand_indexed_slices = true) {
  if (ragged::is_ragged(x)) {
    out.push_back(ragged::flat_values(x));
  } else if (is_indexed_slices(x) && expand_indexed_slices) {
    out.push_back(indexed_slices_values(x));
    out.push_back(indexed_slices_indices(x));
    Ref shape = indexed_slices_dense_shape(x);
    if (shape && !py::is_none(shape.get())) out.push_back(shape);
  } else if (!function::as_tensor(x.get()) && !function::as_variable(x.get()) && !is_indexed_slices(x) &&
             function::composite_spec_of(x)) {
    py::raise_value_error("Type " + py::type_name(x.get()) + " is not supported as a gradient source or gradient target.");
  } else {
    out.push_back(x);
  }
}

// composite_tensor_gradient.get_flat_tensors_for_gradients.
std::vector<Ref> flat_tensors_for_gradients(const std::vector<Ref>& xs) {
  std::vector<Ref> out;
  for (const Ref& x : xs) tensors_for_gradient(x, out);
  return out;
}

// composite_tensor_gradient.replace_flat_tensors_for_gradients over the sources: a RaggedTensor
// source's gradient is the source with its flat_values replaced by theirs (None when
// unconnected); one gradient per other source.
std::vector<Ref> replace_flat_tensors_for_gradients(const std::vector<Ref>& sources, const std::vector<Ref>& flat_grads) {
  std::vector<Ref> out;
  for (std::size_t i = 0; i < sources.size(); ++i) {
    const Ref& g = flat_grads.at(i);
    out.push_back(ragged::is_ragged(sources[i]) && !py::is_none(g.get()) ? ragged::with_flat_values(sources[i], g) : g);
  }
  return out;
}


// UnconnectedGradients(value): "none" -> false, "zero" -> true; ValueError as imperative_grad.
bool unconnected_zero(const Ref& v) {
  if (!v) return false;
  Ref value = v;
  if (v->cls == unconnected_gradients_type()) value = py::getattr(v, "value");
  if (py::is_str(value.get())) {
    if (py::as_str(value.get()) == "none") return false;
    if (py::as_str(value.get()) == "zero") return true;
  }
  py::raise_value_error("Unknown value for unconnected_gradients: " + py::repr(v));
}

Ref gradient(CallArgs& a) {
  GradientTapeObject& t = self_tape(a);
  Ref target = require(a, 1, "target", "gradient");
  Ref sources = require(a, 2, "sources", "gradient");
  Ref output_gradients = arg(a, 3, "output_gradients");
  Ref unconnected = arg(a, 4, "unconnected_gradients");
  if (!t.tape) py::raise(py::E().RuntimeError, "A non-persistent GradientTape can only be used to compute one set of gradients (or jacobians)");
  if (t.recording) {
    if (!t.persistent) {
      pop(t);
    } else {
      static FirstN warned;
      if (warned.next(1))
        tf_warning("Calling GradientTape.gradient on a persistent tape inside its context is significantly less efficient "
                   "than calling it outside the context (it causes the gradient ops to be recorded on the tape, leading to "
                   "increased CPU and memory usage). Only call GradientTape.gradient inside the context if you actually "
                   "want to trace the gradient in order to compute higher order derivatives.");
    }
  }
  if (py::is_none(target.get())) {
    py::raise_type_error("Argument `target` should be a list or nested structure of Tensors, Variables or CompositeTensors "
                         "to be differentiated, but received None.");
  }
  std::vector<Ref> flat_targets;
  // TF 2.20 still asks IsTrainable of every target and source (as_dtype raises its TypeError
  // for a non-tensor such as 3.0), but reports a non-floating one only at
  // `logging.vlog(1, ...)`, hidden by default (eager/backprop.py GradientTape.gradient); only
  // `watch` warns visibly.
  // Targets and sources alike go through _handle_or_self first: a variable (or variable-like
  // object) stands for its handle, whose dtype (resource) IsTrainable then reads.
  for (const Ref& x : flat_tensors_for_gradients(function::nest::flatten(target))) {
    flat_targets.push_back(handle_or_self(x));
    (void)is_trainable(dtype_of_value(flat_targets.back()));
  }
  std::vector<Ref> flat_sources_raw = function::nest::flatten(sources);
  std::vector<Ref> flat_sources;
  for (const Ref& x : flat_sources_raw) tensors_for_gradient(handle_or_self(x), flat_sources, false);
  for (const Ref& x : flat_sources) (void)is_trainable(dtype_of_value(x));
  std::vector<Ref> outs;
  if (present(output_gradients)) {
    for (const Ref& g : flat_tensors_for_gradients(function::nest::flatten(output_gradients))) {
      if (py::is_none(g.get())) outs.push_back(nullptr);
      else outs.push_back(function::as_variable(g.get()) ? variable_to_tensor(g) : convert_to_tensor(g, std::nullopt));
    }
  }
  const bool zero = unconnected_zero(unconnected);
  std::vector<Ref> flat_grad = tape::imperative_grad(*t.tape, flat_targets, flat_sources, outs, flat_sources_raw, zero);
  if (!t.persistent) {
    t.watched_variables = t.tape->watched_variables_tuple();
    t.tape = nullptr;
  }
  for (Ref& g : flat_grad)
    if (!g) g = py::None();
  return function::nest::pack_as(sources, replace_flat_tensors_for_gradients(flat_sources_raw, flat_grad));
}

// A tensor of `target`'s dtype and shape, 1 at the flat `positions`, 0 elsewhere: the output
// gradient that picks those elements (what gather(target, i) does in TF's loop_fn).
Ref selector(const function::TensorObject& target, const std::vector<int64_t>& positions) {
  tensor::Tensor t = tensor::Tensor::zeros(target.dtype, target.shape.concrete());
  tensor::visit_dtype(target.dtype, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_arithmetic_v<T>) {
      for (int64_t p : positions) t.mutable_data<T>()[p] = static_cast<T>(1);
    }
  });
  return constant_tensor(t, "ones");
}

// The shared part of jacobian and batch_jacobian: one backward pass per output gradient in
// `selectors` (TF vectorizes these with pfor, or loops with for_loop), each giving one gradient
// per source, densified (nullptr when unconnected). The tape is kept for every pass and
// released afterwards unless persistent.
std::vector<std::vector<Ref>> gradients_for(GradientTapeObject& t, const Ref& target, const std::vector<Ref>& sources,
                                            const std::vector<Ref>& sources_raw, const std::vector<Ref>& selectors, bool zero) {
  if (t.recording && !t.persistent) pop(t);
  std::vector<std::vector<Ref>> out;
  const bool persistent = t.tape->persistent;
  t.tape->persistent = true;
  struct Restore {
    tape::Tape& tape;
    bool persistent;
    ~Restore() { tape.persistent = persistent; }
  } restore{*t.tape, persistent};
  for (const Ref& sel : selectors) {
    std::vector<Ref> g = tape::imperative_grad(*t.tape, {target}, sources, {sel}, sources_raw, zero);
    for (Ref& x : g)
      if (x) x = dense(x);
    out.push_back(std::move(g));
  }
  return out;
}

void release(GradientTapeObject& t) {
  if (t.persistent) return;
  t.watched_variables = t.tape->watched_variables_tuple();
  t.tape = nullptr;
}

Ref target_tensor(const Ref& target) {
  return function::as_variable(target.get()) ? variable_to_tensor(target) : convert_to_tensor(target, std::nullopt);
}

const function::TensorObject& known_shape(const Ref& target, const char* what) {
  const function::TensorObject& x = *function::as_tensor(target.get());
  if (!x.shape.is_fully_defined())
    py::raise(py::E().NotImplementedError, std::string("tfplay cannot compute GradientTape.") + what +
                                               " of a target whose shape is unknown while tracing yet");
  return x;
}

// GradientTape.jacobian (backprop.py): the gradient of each element of `target`, stacked into
// target.shape + source.shape per source (None for an unconnected source).
Ref jacobian(CallArgs& a) {
  GradientTapeObject& t = self_tape(a);
  Ref target = require(a, 1, "target", "jacobian");
  Ref sources = require(a, 2, "sources", "jacobian");
  Ref unconnected = arg(a, 3, "unconnected_gradients");
  Ref use_pfor = arg(a, 5, "experimental_use_pfor");
  if (!t.tape) py::raise(py::E().RuntimeError, "A non-persistent GradientTape can only be used to compute one set of gradients (or jacobians)");
  const bool zero = unconnected_zero(unconnected);
  std::vector<Ref> raw = function::nest::flatten(sources), flat;
  for (const Ref& x : raw) flat.push_back(handle_or_self(x));
  Ref y = target_tensor(target);
  const function::TensorObject& ty = known_shape(y, "jacobian");
  if (use_pfor && !py::truthy(use_pfor) && !in_graph_mode() && !t.persistent)
    py::raise(py::E().RuntimeError, "GradientTape must be created with persistent=True to compute the jacobian with eager "
                                    "execution enabled and with  experimental_use_pfor set to False.");
  const int64_t n = *ty.shape.num_elements();
  std::vector<Ref> selectors;
  for (int64_t i = 0; i < n; ++i) selectors.push_back(selector(ty, {i}));
  std::vector<std::vector<Ref>> rows = gradients_for(t, y, flat, raw, selectors, zero);
  release(t);
  std::vector<Ref> result;
  for (std::size_t j = 0; j < flat.size(); ++j) {
    bool any = false;
    for (const auto& r : rows) any = any || r[j];
    if (!any) {
      result.push_back(py::None());
      continue;
    }
    std::vector<Ref> items;
    for (const auto& r : rows) items.push_back(r[j] ? r[j] : grad::zeros_like(target_tensor(raw[j])));
    Ref stacked = apply_op1("Pack", {py::List(items)}, {{"axis", int64_t{0}}}, py::Str("stack"));
    std::vector<int64_t> dims = ty.shape.concrete();
    const tensor::TensorShape& rest = function::as_tensor(items[0].get())->shape;
    if (!rest.is_fully_defined())
      py::raise(py::E().NotImplementedError, "tfplay cannot compute GradientTape.jacobian for a source of unknown shape yet");
    for (int64_t d : rest.concrete()) dims.push_back(d);
    result.push_back(grad::reshape(stacked, grad::ints(dims)));
  }
  return function::nest::pack_as(sources, result);
}

// GradientTape.batch_jacobian: per example b, the jacobian of target[b] with respect to
// source[b], stacked: target.shape + source.shape[1:].
Ref batch_jacobian(CallArgs& a) {
  GradientTapeObject& t = self_tape(a);
  Ref target = require(a, 1, "target", "batch_jacobian");
  Ref source = require(a, 2, "source", "batch_jacobian");
  Ref unconnected = arg(a, 3, "unconnected_gradients");
  Ref use_pfor = arg(a, 5, "experimental_use_pfor");
  // (sic: TF's message lacks the space between "to" and "compute" here.)
  if (!t.tape) py::raise(py::E().RuntimeError, "A non-persistent GradientTape can only be used tocompute one set of gradients (or jacobians)");
  const bool zero = unconnected_zero(unconnected);
  Ref y = target_tensor(target);
  const function::TensorObject& ty = *function::as_tensor(y.get());
  const tensor::TensorShape src_shape = function::as_variable(source.get()) ? function::as_variable(source.get())->shape
                                                                             : function::as_tensor(target_tensor(source).get())->shape;
  // TensorShape.with_rank_at_least(2).
  for (const tensor::TensorShape* s : {&ty.shape, &src_shape})
    if (s->has_rank() && *s->rank() < 2) py::raise_value_error("Shape " + s->str() + " must have rank at least 2");
  // The leading dimensions, -1 where unknown.
  auto leading = [](const tensor::TensorShape& s) { return s.has_rank() ? s.as_list()[0].value_or(-1) : int64_t{-1}; };
  const int64_t d0 = leading(ty.shape), s0 = leading(src_shape);
  if (d0 >= 0 && s0 >= 0 && d0 != s0)
    py::raise_value_error("Need first dimension of target shape (" + ty.shape.str() + ") and source shape (" + src_shape.str() +
                          ") to match.");
  known_shape(y, "batch_jacobian");
  if (use_pfor && !py::truthy(use_pfor) && !in_graph_mode() && !t.persistent)
    py::raise(py::E().RuntimeError, "GradientTape must be created with persistent=True to compute the batch_jacobian with "
                                    "eager execution enabled and  with experimental_use_pfor set to False.");
  const int64_t batch = d0, rows = *ty.shape.num_elements() / std::max<int64_t>(batch, 1);
  std::vector<Ref> selectors;
  for (int64_t i = 0; i < rows; ++i) {
    std::vector<int64_t> positions;
    for (int64_t b = 0; b < batch; ++b) positions.push_back(b * rows + i);
    selectors.push_back(selector(ty, positions));
  }
  std::vector<Ref> raw{source}, flat{handle_or_self(source)};
  std::vector<std::vector<Ref>> grads = gradients_for(t, y, flat, raw, selectors, zero);
  release(t);
  std::vector<int64_t> new_shape = ty.shape.concrete();
  if (!src_shape.is_fully_defined())
    py::raise(py::E().NotImplementedError, "tfplay cannot compute GradientTape.batch_jacobian for a source of unknown shape yet");
  for (std::size_t k = 1; k < src_shape.concrete().size(); ++k) new_shape.push_back(src_shape.concrete()[k]);
  bool any = false;
  for (const auto& g : grads) any = any || g[0];
  if (!any) {
    // TF returns zeros here whatever unconnected_gradients says.
    std::vector<int64_t> dims = new_shape;
    tensor::Tensor zeros = tensor::Tensor::zeros(ty.dtype, dims);
    return constant_tensor(zeros, "zeros");
  }
  std::vector<Ref> items;
  for (const auto& g : grads) items.push_back(g[0] ? g[0] : grad::zeros_like(target_tensor(source)));
  Ref out = apply_op1("Pack", {py::List(items)}, {{"axis", int64_t{0}}}, py::Str("stack"));
  out = grad::reshape(out, grad::ints({rows, batch, -1}));
  out = apply_op1("Transpose", {out, grad::ints({1, 0, 2})}, {}, py::Str("transpose"));
  return grad::reshape(out, grad::ints(new_shape));
}

// The context manager stop_recording() returns (a tf_contextlib generator context manager).
struct StopRecordingObject : py::NativeObject {
  Ref tape;
  using NativeObject::NativeObject;
};

py::TypeObject* stop_recording_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_GeneratorContextManager", nullptr, "contextlib");
    auto tape_of = [](CallArgs& a) -> GradientTapeObject& {
      return *static_cast<GradientTapeObject*>(static_cast<StopRecordingObject*>(a.args.at(0).get())->tape.get());
    };
    py::add_method(type, "__enter__", [tape_of](CallArgs& a) -> Ref {
      GradientTapeObject& t = tape_of(a);
      if (!t.tape) py::raise(py::E().RuntimeError, "Trying to stop recording a tape which is not recording.");
      pop(t);
      return py::None();
    });
    py::add_method(type, "__exit__", [tape_of](CallArgs& a) -> Ref {
      push(tape_of(a));
      return py::False();
    });
    return type;
  }();
  return t;
}

py::TypeObject* gradient_tape_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("GradientTape", nullptr, "tensorflow.python.eager.backprop");
    type->construct = +[](py::TypeObject* cls, CallArgs& a) -> Ref {
      auto obj = py::make_object<GradientTapeObject>(cls);
      Ref persistent = arg(a, 0, "persistent");
      Ref watch_vars = arg(a, 1, "watch_accessed_variables");
      obj->persistent = persistent && py::truthy(persistent);
      obj->watch_accessed_variables = !watch_vars || py::truthy(watch_vars);
      obj->watched_variables = py::Tuple();
      return obj;
    };
    py::add_method(type, "__enter__", +[](CallArgs& a) -> Ref {
      push(self_tape(a));
      return a.args.at(0);
    });
    py::add_method(type, "__exit__", +[](CallArgs& a) -> Ref {
      GradientTapeObject& t = self_tape(a);
      if (t.recording) pop(t);
      return py::None();
    });
    py::add_method(type, "watch", +[](CallArgs& a) -> Ref {
      watch(self_tape(a), require(a, 1, "tensor", "watch"));
      return py::None();
    });
    py::add_method(type, "stop_recording", +[](CallArgs& a) -> Ref {
      auto cm = py::make_object<StopRecordingObject>(stop_recording_type());
      cm->tape = a.args.at(0);
      return cm;
    });
    py::add_method(type, "reset", +[](CallArgs& a) -> Ref {
      GradientTapeObject& t = self_tape(a);
      pop(t);
      t.tape = nullptr;
      push(t);
      return py::None();
    });
    py::add_method(type, "watched_variables", +[](CallArgs& a) -> Ref {
      GradientTapeObject& t = self_tape(a);
      if (t.tape) t.watched_variables = t.tape->watched_variables_tuple();
      return t.watched_variables;
    });
    py::add_method(type, "gradient", gradient);
    py::add_method(type, "jacobian", jacobian);
    py::add_method(type, "batch_jacobian", batch_jacobian);
    return type;
  }();
  return t;
}

py::TypeObject* unconnected_gradients_type() {
  static py::TypeObject* t = make_enum_type("UnconnectedGradients", "tensorflow.python.ops.unconnected_gradients",
                                            {{"NONE", py::Str("none")}, {"ZERO", py::Str("zero")}});
  return t;
}

}  // namespace

void install_gradient_tape(const Ref& tf) {
  tape::reset_tapes();
  function::Runtime& rt = function::Runtime::current();
  rt.record_graph_node = tape::record_graph_node;
  rt.record_call = tape::record_call;
  tf->dict->set("GradientTape", gradient_tape_type()->self());
  tf->dict->set("UnconnectedGradients", unconnected_gradients_type()->self());
  tf->dict->set("IndexedSlices", indexed_slices_type()->self());
  Ref autodiff = py::Module("tensorflow.autodiff");
  autodiff->dict->set("GradientTape", gradient_tape_type()->self());
  // Forward-mode autodiff is not emulated: the name exists, as in TF, and its use raises
  // NotImplementedError naming it.
  autodiff->dict->set("ForwardAccumulator", stub_value("tf.autodiff.ForwardAccumulator"));
  tf->dict->set("autodiff", autodiff);
  // array_ops.stop_gradient(input, name=None): a generated wrapper.
  tf->dict->set("stop_gradient", py::NativeFunction("stop_gradient", +[](CallArgs& a) -> Ref {
    Ref input = require(a, 0, "input", "stop_gradient");
    if (function::as_variable(input.get())) input = variable_to_tensor(input);
    return apply_op1("StopGradient", {input}, {}, arg(a, 1, "name"));
  }));
}

}  // namespace tfplay::tf
