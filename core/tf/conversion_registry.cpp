// __tf_tensor__ and tf.register_tensor_conversion_function (see conversion_registry.h).
#include "core/tf/conversion_registry.h"

#include <algorithm>
#include <vector>

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/module_helpers.h"
#include "core/tf/numpy_array.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

/// One tf.register_tensor_conversion_function call; the run's calls in registration order.
struct Registration {
  Ref base_type;  // a type or a tuple of types
  Ref func;
  int64_t priority = 100;
};
struct Registrations {
  std::vector<Registration> list;
};

std::vector<py::TypeObject*> types_of(const Ref& base_type) {
  std::vector<py::TypeObject*> out;
  if (py::is_tuple(base_type.get())) {
    for (const Ref& t : py::to_vector(base_type)) out.push_back(dynamic_cast<py::TypeObject*>(t.get()));
  } else {
    out.push_back(dynamic_cast<py::TypeObject*>(base_type.get()));
  }
  return out;
}

bool is_subclass(const py::TypeObject* cls, const Ref& base_type) {
  for (py::TypeObject* t : types_of(base_type))
    if (cls->is_subtype_of(t)) return true;
  return false;
}

/// _CONSTANT_OP_CONVERTIBLES: int, float, np.generic, np.ndarray (bool is an int).
bool constant_op_convertible(const py::TypeObject* t) {
  const auto& ty = py::T();
  if (t->is_subtype_of(ty.int_) || t->is_subtype_of(ty.float_) || t->is_subtype_of(ndarray_type())) return true;
  for (DType d : tensor::kAllDTypes)
    if (d != DType::String && t->is_subtype_of(numpy_scalar_type(d))) return true;
  return false;
}

// _get_dtype_from_nested_lists finds a core.Tensor: autopacking takes the list.
bool holds_tensor(const Ref& v) {
  if (function::is_core_tensor(v.get())) return true;
  if (!py::is_list(v.get()) && !py::is_tuple(v.get())) return false;
  for (const Ref& item : py::to_vector(v))
    if (holds_tensor(item)) return true;
  return false;
}

/// Whether a user function of `priority` runs before TF's own conversion of `value`: TF
/// registers numbers and NumPy values at priority 0, list/tuple autopacking at 99 (it passes on
/// lists without tensors) and constants for lists at 100 and for every object at 200; equal
/// priorities run in registration order, TF's first.
bool runs_before_builtin(const Ref& value, int64_t priority) {
  if (constant_op_convertible(value->cls)) return priority < 0;
  if (py::isinstance(value.get(), py::T().list) || py::isinstance(value.get(), py::T().tuple))
    return priority < 99 || (priority == 99 && !holds_tensor(value));
  return priority < 200;
}

std::string prefixed(const std::optional<std::string>& name, const std::string& msg) {
  return name ? *name + ": " + msg : msg;
}

Ref dtype_or_none(std::optional<DType> d) { return d ? function::dtype_object(*d) : py::None(); }

Ref call_registered(const Registration& r, const Ref& value, std::optional<DType> dtype, const std::optional<std::string>& name) {
  CallArgs args;
  args.args = {value};
  args.kwargs = {{"dtype", dtype_or_none(dtype)}, {"name", name ? py::Str(*name) : py::None()}, {"as_ref", py::False()}};
  return py::call(r.func, args);
}

}  // namespace

Ref convert_by_registry(const Ref& value, std::optional<DType> dtype, std::optional<DType> preferred,
                        const std::optional<std::string>& name) {
  // `overload = getattr(value, "__tf_tensor__", None)`: called with (dtype, name) positionally,
  // its result returned as is.
  if (Ref overload = py::getattr_opt(value, "__tf_tensor__")) {
    Ref out = py::call(overload, std::vector<Ref>{dtype_or_none(dtype), name ? py::Str(*name) : py::None()});
    if (!function::as_tensor(out.get()))
      py::raise(py::E().NotImplementedError, "tfplay needs __tf_tensor__ to return a tf.Tensor, got " + py::repr(out));
    return out;
  }
  auto& regs = function::Runtime::current().run_state<Registrations>().list;
  if (regs.empty()) return nullptr;
  std::vector<const Registration*> order;
  for (const Registration& r : regs)
    if (is_subclass(value->cls, r.base_type) && runs_before_builtin(value, r.priority)) order.push_back(&r);
  std::stable_sort(order.begin(), order.end(), [](const Registration* a, const Registration* b) { return a->priority < b->priority; });
  for (const Registration* r : order) {
    Ref ret;
    if (!dtype && preferred) {
      try {
        ret = call_registered(*r, value, preferred, name);
      } catch (py::PyError& e) {
        if (!py::isinstance(e.exc.get(), py::E().TypeError) && !py::isinstance(e.exc.get(), py::E().ValueError)) throw;
        ret = nullptr;
      }
      if (ret && ret != py::NotImplemented() && function::as_tensor(ret.get()) && function::as_tensor(ret.get())->dtype != *preferred)
        py::raise(py::E().RuntimeError,
                  prefixed(name, "Conversion function " + py::repr(r->func) + " for type " + py::str(r->base_type) +
                                     " returned incompatible dtype: requested = " + std::string(tensor::name(*preferred)) +
                                     ", actual = " + std::string(tensor::name(function::as_tensor(ret.get())->dtype))));
    }
    if (!ret) ret = call_registered(*r, value, dtype, name);
    if (ret == py::NotImplemented()) continue;
    const function::TensorObject* t = function::as_tensor(ret.get());
    if (!t)
      py::raise(py::E().RuntimeError, prefixed(name, "Conversion function " + py::repr(r->func) + " for type " +
                                                         py::str(r->base_type) + " returned non-Tensor: " + py::repr(ret)));
    if (dtype && t->dtype != *dtype)
      py::raise(py::E().RuntimeError,
                prefixed(name, "Conversion function " + py::str(r->func) + " for type " + py::str(r->base_type) +
                                   " returned incompatible dtype: requested = " + std::string(tensor::name(*dtype)) +
                                   ", actual = " + std::string(tensor::name(t->dtype))));
    return ret;
  }
  return nullptr;
}

void install_conversion_registry(const Ref& tf) {
  // tensor_conversion_registry.register_tensor_conversion_function: validates, then appends.
  def(tf, "register_tensor_conversion_function", +[](CallArgs& a) -> Ref {
    Ref base_type = require(a, 0, "base_type", "register_tensor_conversion_function");
    Ref func = require(a, 1, "conversion_func", "register_tensor_conversion_function");
    Ref priority = arg(a, 2, "priority");
    for (py::TypeObject* t : types_of(base_type))
      if (!t) py::raise_type_error("Argument `base_type` must be a type or a tuple of types. Obtained: " + py::str(base_type));
    for (py::TypeObject* t : types_of(base_type))
      if (constant_op_convertible(t)) py::raise_type_error("Cannot register conversions for Python numeric types and NumPy scalars and arrays.");
    if (!py::is_callable(func.get()))
      py::raise_type_error("Argument `conversion_func` must be callable. Received " + py::str(func) + ".");
    function::Runtime::current().run_state<Registrations>().list.push_back(
        {base_type, func, present(priority) ? py::as_int(priority.get()) : 100});
    return py::None();
  });
}

}  // namespace tfplay::tf
