// tf.experimental.numpy (see experimental_numpy.h): TF's NumPy API, written in Python over the
// tensorflow module's ops and loaded the first time a program reads one of its names.
#include "core/tf/experimental_numpy.h"

#include "core/function/numpy_methods_hook.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/lazy_module.h"

#include <set>
#include <string>

namespace tfplay::tf {

namespace {

constexpr const char* kModule = "tensorflow.python.ops.numpy_ops";  // its Python: core/tf/library/tensorflow/python/ops/numpy_ops.py

}  // namespace

namespace {

bool g_enabled_in_some_run = false;  // set by the first run that enables NumPy behaviour

py::Ref load_module() {
  return lazy_library_module(kModule, nullptr, [](const py::Ref& m) {
    m->dict->set("_mark_numpy_behavior", py::NativeFunction("_mark_numpy_behavior", +[](py::CallArgs&) -> py::Ref {
                   g_enabled_in_some_run = true;
                   return py::None();
                 }));
  });
}

/// This run's module when it is loaded, else null.
py::Ref loaded_module() {
  static const py::Ref key = py::Str(kModule);
  return py::Interpreter::current().modules()->get(key);
}

}  // namespace

/// The public names of TF's tf.experimental.numpy (its API golden file,
/// third_party/py/numpy/tf_numpy_api/tensorflow.experimental.numpy.pbtxt).
const std::set<std::string>& tnp_names() {
  static const std::set<std::string> names = {
    "bool_", "complex128", "complex64", "complex_", "e", "float16", "float32", "float64", "float_", "iinfo",
    "inexact", "inf", "int16", "int32", "int64", "int8", "int_", "ndarray", "newaxis", "object_", "pi", "random",
    "string_", "uint16", "uint32", "uint64", "uint8", "unicode_", "abs", "absolute", "add", "all", "allclose",
    "amax", "amin", "angle", "any", "append", "arange", "arccos", "arccosh", "arcsin", "arcsinh", "arctan",
    "arctan2", "arctanh", "argmax", "argmin", "argsort", "around", "array", "array_equal", "asanyarray", "asarray",
    "ascontiguousarray", "atleast_1d", "atleast_2d", "atleast_3d", "average", "bitwise_and", "bitwise_not",
    "bitwise_or", "bitwise_xor", "broadcast_arrays", "broadcast_to", "cbrt", "ceil", "clip", "compress",
    "concatenate", "conj", "conjugate", "copy", "cos", "cosh", "count_nonzero", "cross", "cumprod", "cumsum",
    "deg2rad", "diag", "diag_indices", "diagflat", "diagonal", "diff", "divide", "divmod", "dot", "dsplit", "dstack",
    "einsum", "empty", "empty_like", "equal", "exp", "exp2", "expand_dims", "experimental_enable_numpy_behavior",
    "expm1", "eye", "fabs", "finfo", "fix", "flip", "fliplr", "flipud", "float_power", "floor", "floor_divide",
    "full", "full_like", "gcd", "geomspace", "greater", "greater_equal", "heaviside", "hsplit", "hstack", "hypot",
    "identity", "imag", "inner", "isclose", "iscomplex", "iscomplexobj", "isfinite", "isinf", "isnan", "isneginf",
    "isposinf", "isreal", "isrealobj", "isscalar", "issubdtype", "ix_", "kron", "lcm", "less", "less_equal",
    "linspace", "log", "log10", "log1p", "log2", "logaddexp", "logaddexp2", "logical_and", "logical_not",
    "logical_or", "logical_xor", "logspace", "matmul", "max", "maximum", "mean", "meshgrid", "min", "minimum", "mod",
    "moveaxis", "multiply", "nanmean", "nanprod", "nansum", "ndim", "negative", "nextafter", "nonzero", "not_equal",
    "ones", "ones_like", "outer", "pad", "polyval", "positive", "power", "prod", "promote_types", "ptp", "rad2deg",
    "ravel", "real", "reciprocal", "remainder", "repeat", "reshape", "result_type", "roll", "rot90", "round",
    "select", "shape", "sign", "signbit", "sin", "sinc", "sinh", "size", "sort", "split", "sqrt", "square",
    "squeeze", "stack", "std", "subtract", "sum", "swapaxes", "take", "take_along_axis", "tan", "tanh", "tensordot",
    "tile", "trace", "transpose", "tri", "tril", "triu", "true_divide", "vander", "var", "vdot", "vsplit", "vstack",
    "where", "zeros", "zeros_like"};
  return names;
}

py::Ref experimental_numpy_member(const std::string& name) {
  py::Ref member;
  if (!name.empty() && name[0] != '_' && name != "np" && name != "tf" && name != "numbers") member = load_module()->dict->get(name);
  if (member) return member;
  // A name TF's module lacks is CPython's AttributeError (so hasattr is False); one it has
  // and tfplay does not define is left to the caller's NotImplementedError.
  if (!tnp_names().count(name))
    py::raise(py::E().AttributeError, "module 'tensorflow._api.v2.experimental.numpy' has no attribute '" + name + "'");
  return nullptr;
}

bool numpy_behavior_enabled() {
  if (!g_enabled_in_some_run) return false;
  py::Ref m = loaded_module();
  if (!m) return false;
  py::Ref flag = m->dict->get("_numpy_behavior");
  return flag && py::truthy(flag);
}

std::pair<py::Ref, py::Ref> numpy_promote(const py::Ref& x, const py::Ref& y) {
  py::Ref pair = py::call(load_module()->dict->get("_promote_operands"), std::vector<py::Ref>{x, y});
  std::vector<py::Ref> items = py::to_vector(pair);
  return {items.at(0), items.at(1)};
}

py::Ref numpy_call(const char* name, const std::vector<py::Ref>& args) {
  return py::call(load_module()->dict->get(name), args);
}

void install_numpy_methods_hook() {
  function::numpy_methods_hook() = [](const py::Ref& self, const std::string& name) -> py::Ref {
    if (!numpy_behavior_enabled()) return nullptr;
    py::Ref value = py::call(load_module()->dict->get("_tensor_attribute"), std::vector<py::Ref>{self, py::Str(name)});
    return py::is_none(value.get()) && name != "size" ? nullptr : value;
  };
}

}  // namespace tfplay::tf
