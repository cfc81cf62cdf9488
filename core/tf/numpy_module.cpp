// The `numpy` module subset TF tutorials use (numpy 2.x): array creation, dtypes, ufuncs,
// reductions, np.random's legacy MT19937 stream and np.testing's assertions.
#include <algorithm>
#include <cmath>
#include <complex>
#include <memory>
#include <random>
#include <set>

#include "core/function/tensor_object.h"
#include "core/python/complex_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/str_format.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/format_numpy.h"
#include "core/tensor/kernels.h"
#include "core/tensor/op_error.h"
#include "core/tf/call_args.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_docs.h"
#include "core/tf/numpy_index.h"
#include "core/tf/numpy_module.h"
#include "core/tf/numpy_strides.h"
#include "core/tf/numpy_ufunc.h"
#include "core/tf/numpy_io.h"
#include "core/tf/numpy_errstate.h"
#include "core/tf/numpy_printoptions.h"
#include "core/tf/numpy_ops.h"
#include "core/tf/numpy_text.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {

/// np.linspace with a complex start or stop (function_base.py: the result dtype is complex128,
/// y = arange(num) * step + start with complex arithmetic, the last value set to stop).
Ref complex_linspace(CallArgs& a, const Ref& start_ref, const Ref& stop_ref) {
  auto value = [](const Ref& r) {
    const Tensor t = np::asarray(r);
    // A complex64 or float32 NumPy scalar would make the result complex64 (NEP 50).
    if (as_numpy_array(r.get()) && (t.dtype() == DType::Complex64 || t.dtype() == DType::Float32 || t.dtype() == DType::Float16))
      np::not_supported("np.linspace with complex endpoints of single precision");
    return np::astype(t, DType::Complex128).data<std::complex<double>>()[0];
  };
  const std::complex<double> start = value(start_ref), stop = value(stop_ref);
  Ref num_ref = arg(a, 2, "num");
  const int64_t num = num_ref ? py::as_int(num_ref.get()) : 50;
  if (num < 0) py::raise_value_error("Number of samples, " + std::to_string(num) + ", must be non-negative.");
  Ref endpoint_ref = arg(a, 3, "endpoint"), retstep_ref = arg(a, 4, "retstep");
  if ((retstep_ref && py::truthy(retstep_ref)) || present(arg(a, 5, "dtype")))
    np::not_supported("np.linspace with complex endpoints and retstep or dtype");
  const bool endpoint = !endpoint_ref || py::truthy(endpoint_ref);
  const int64_t div = endpoint ? num - 1 : num;
  const std::complex<double> delta = stop - start;
  Tensor t = Tensor::zeros(DType::Complex128, {num});
  auto* d = t.mutable_data<std::complex<double>>();
  for (int64_t i = 0; i < num; ++i) {
    const std::complex<double> x(static_cast<double>(i), 0.0);
    if (div <= 0) d[i] = x * delta + start;
    else {
      const std::complex<double> step = delta / static_cast<double>(div);
      d[i] = (step == 0.0 ? x / static_cast<double>(div) * delta : x * step) + start;
    }
  }
  if (endpoint && num > 1) d[num - 1] = stop;
  return make_ndarray(t);
}

}  // namespace

/// A required argument, with NumPy's wording when it is missing.
Ref np_require(const CallArgs& a, std::size_t i, const char* name, const char* fn) {
  Ref v = arg(a, i, name);
  if (!v) py::raise_type_error(std::string(fn) + "() missing required argument '" + name + "' (pos " + std::to_string(i + 1) + ")");
  return v;
}

namespace {

/// numpy._core._exceptions._ArrayMemoryError (a MemoryError): what NumPy raises when an
/// array cannot be allocated, here when it passes the runtime's one-tensor cap.
py::TypeObject* array_memory_error_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_ArrayMemoryError", py::E().MemoryError, "numpy._core._exceptions");
    type->layout = py::Layout::Exception;
    return type;
  }();
  return t;
}

/// _ArrayMemoryError._size_to_string (numpy/_core/_exceptions.py): "74.5 GiB", "1.00 KiB", "12 bytes".
std::string size_to_string(long double num_bytes) {
  static const char* units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  int bit_length = num_bytes < 1 ? 0 : static_cast<int>(std::floor(std::log2(num_bytes))) + 1;
  int unit_i = std::max(bit_length - 1, 1) / 10;
  long double n_units = num_bytes / std::ldexp(1.0L, unit_i * 10);
  if (std::nearbyint(n_units) == 1024) {
    ++unit_i;
    n_units /= 1024;
  }
  if (unit_i >= 7) {
    n_units *= std::ldexp(1.0L, (unit_i - 6) * 10);
    unit_i = 6;
  }
  char buf[64];
  const char* fmt = unit_i == 0 ? "%.0f %s" : std::nearbyint(n_units) < 1000 ? "%#.3g %s" : "%#.0f %s";
  std::snprintf(buf, sizeof buf, fmt, static_cast<double>(n_units), units[unit_i]);
  return buf;
}

/// The runtime's OOM OpError ("OOM when allocating tensor with shape[a,b] and type T ...")
/// as NumPy's "Unable to allocate 74.5 GiB for an array with shape (a, b) and data type T".
[[noreturn]] void raise_array_memory_error(const std::string& oom) {
  std::size_t open = oom.find("shape["), close = oom.find(']', open);
  std::size_t type_at = oom.find(" and type ", close), type_end = oom.find(' ', type_at + 10);
  std::vector<std::string> dims;
  std::string cur;
  for (char c : oom.substr(open + 6, close - open - 6)) {
    if (c == ',') dims.push_back(cur), cur.clear();
    else cur += c;
  }
  if (!cur.empty()) dims.push_back(cur);
  std::string runtime = oom.substr(type_at + 10, type_end - type_at - 10);
  DType dtype = DType::Float64;
  for (DType d : tensor::kAllDTypes)
    if (tensor::runtime_name(d) == runtime) dtype = d;
  // NumPy's itemsize: float16 is stored widened here but is 2 bytes in NumPy.
  long double bytes = tensor::is_reduced_float(dtype) ? 2.0L : static_cast<long double>(tensor::storage_size(dtype));
  std::string shape = "(";
  for (std::size_t i = 0; i < dims.size(); ++i) {
    bytes *= std::stold(dims[i]);
    shape += (i ? ", " : "") + dims[i];
  }
  shape += dims.size() == 1 ? ",)" : ")";
  py::raise(array_memory_error_type(), "Unable to allocate " + size_to_string(bytes) + " for an array with shape " +
                                           shape + " and data type " + std::string(tensor::numpy_name(dtype)));
}

}  // namespace

py::NativeFn array_memory_guard(py::NativeFn fn) {
  return [fn = std::move(fn)](CallArgs& a) -> Ref {
    try {
      return fn(a);
    } catch (const tensor::OpError& e) {
      std::string what = e.what();
      if (what.rfind("OOM when allocating tensor with shape[", 0) == 0) raise_array_memory_error(what);
      // NumPy's shape checks (PyArray_NewFromDescr): a negative dimension, a size past intp.
      if (what.rfind("Dimension -", 0) == 0 && what.find(" must be >= 0") != std::string::npos)
        py::raise_value_error("negative dimensions are not allowed");
      // A size past int64: the runtime's own check, or a kernel's TF shape check (Tile, Pad).
      if ((e.code == tensor::OpError::Code::ResourceExhausted && what.find("has too many elements") != std::string::npos) ||
          (e.code == tensor::OpError::Code::InvalidArgument &&
           (what.rfind("Encountered overflow when multiplying", 0) == 0 ||
            what.find("would have more than 2**63 - 1 elements") != std::string::npos)))
        py::raise_value_error("array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.");
      throw;
    }
  };
}

/// A NumPy function: the tensor runtime's allocation cap becomes NumPy's _ArrayMemoryError.
/// String arrays keep their dtype through it (numpy_text.h keep_text_dtype), except through
/// the conversions, which take a dtype argument and handle string dtypes themselves.
Ref numpy_function(const std::string& name, py::NativeFn fn) {
  if (name == "array" || name == "asarray") return py::NativeFunction(name, array_memory_guard(std::move(fn)));
  return py::NativeFunction(name, array_memory_guard(keep_text_dtype(std::move(fn))));
}

void np_def(const Ref& m, const std::string& name, py::NativeFn fn) { m->dict->set(name, numpy_function(name, std::move(fn))); }

namespace {

bool passes_any(const CallArgs& a, std::size_t positional, std::initializer_list<std::string_view> keywords) {
  if (a.args.size() > positional) return true;
  for (const auto& [key, value] : a.kwargs)
    for (std::string_view k : keywords)
      if (key == k) return true;
  return false;
}

/// numpy/_core/_methods.py's `helper`(plain, name, [nin,] args, [(key, value), ...]).
Ref call_methods(const char* helper, const Ref& plain, const std::string& name, const CallArgs& a, std::optional<std::size_t> nin) {
  std::vector<Ref> keywords;
  for (const auto& [key, value] : a.kwargs) keywords.push_back(py::Tuple({py::Str(key), value}));
  std::vector<Ref> call_args = {plain, py::Str(name)};
  if (nin) call_args.push_back(py::Int(static_cast<int64_t>(*nin)));
  call_args.push_back(py::Tuple(a.args));
  call_args.push_back(py::List(std::move(keywords)));
  return py::call(numpy_python_module("numpy._core._methods")->dict->get(helper), std::move(call_args));
}

}  // namespace

Ref store_out(const Ref& out, const Ref& result, const std::string& name) {
  if (!present(out)) return result;
  return py::call(numpy_python_module("numpy._core._methods")->dict->get("_store"), {out, result, py::Str(name)});
}

Ref std_var_call(bool variance, const Ref& a, const Ref& axis, const Ref& dtype, const Ref& out, const Ref& ddof, const Ref& keepdims,
                 const Ref& where) {
  const int64_t dd = present(ddof) ? py::as_int(ddof.get()) : 0;
  const bool keep = present(keepdims) && py::truthy(keepdims);
  if (!present(dtype) && !present(out) && !present(where)) return np::std_dev(a, present(axis) ? axis : py::None(), dd, keep, variance);
  Ref plain = py::NativeFunction(variance ? "var" : "std", [variance](CallArgs& c) -> Ref {
    return np::std_dev(c.args.at(0), c.args.at(1), py::as_int(c.args.at(2).get()), py::truthy(c.args.at(3)), variance);
  });
  return py::call(numpy_python_module("numpy._core._methods")->dict->get("std_var_call"),
                  {plain, py::Str(variance ? "var" : "std"), a, present(axis) ? axis : py::None(), present(dtype) ? dtype : py::None(),
                   present(out) ? out : py::None(), py::Int(dd), py::Bool(keep), present(where) ? where : py::True()});
}

bool needs_reduce_keywords(const CallArgs& a) { return passes_any(a, 2, {"out", "where", "dtype", "initial"}); }

Ref with_ufunc_keywords(const std::string& name, std::size_t nin, Ref plain) {
  return py::NativeFunction(name, [name, nin, plain](CallArgs& a) -> Ref {
    if (!passes_any(a, nin, {"out", "where", "dtype", "casting", "order", "subok", "signature"})) return py::call(plain, a);
    return call_methods("ufunc_call", plain, name, a, nin);
  });
}

Ref with_reduce_keywords(const std::string& name, Ref plain) {
  return py::NativeFunction(name, [name, plain](CallArgs& a) -> Ref {
    if (!needs_reduce_keywords(a)) return py::call(plain, a);
    return call_methods("reduce_call", plain, name, a, std::nullopt);
  });
}

void def_float_ufuncs(const Ref& m, std::span<const np::FloatUfunc> ufuncs) {
  for (const np::FloatUfunc& u : ufuncs) {
    const np::FloatUfunc* up = &u;  // the tables are static
    m->dict->set(u.name, with_ufunc_keywords(u.name, 1, numpy_function(u.name, [up](CallArgs& a) {
                                               return np::float_unary(np_require(a, 0, "x", up->name), *up);
                                             })));
  }
}

// A string dtype (str, 'U5', 'S', ...) passed as `dtype`.
static std::optional<TextDType> text_dtype_param(const CallArgs& a, std::size_t i) {
  Ref d = arg(a, i, "dtype");
  if (!d || py::is_none(d.get())) return std::nullopt;
  return text_dtype_of(d);
}

// np.array(a, dtype) of a string array `a` and a dtype that is not a string dtype (object,
// numbers): a.astype(dtype). Null otherwise.
static Ref text_array_cast(const Ref& v, const CallArgs& a) {
  const NumpyArrayObject* arr = as_numpy_array(v.get());
  Ref d = arg(a, 1, "dtype");
  if (!is_text_array(arr) || !d || py::is_none(d.get()) || text_dtype_of(d)) return nullptr;
  return text_astype(*arr, d);
}

std::optional<DType> dtype_param(const CallArgs& a, std::size_t i) {
  Ref d = arg(a, i, "dtype");
  if (!d || py::is_none(d.get())) return std::nullopt;
  auto dt = numpy_dtype_of(d);
  if (!dt) raise_bad_dtype(d);
  return dt;
}

// NumPy dtype names tfplay has no dtype for (NumPy itself understands them).
static bool is_unsupported_numpy_dtype_name(std::string_view s) {
  if (s.size() > 1 && (s[0] == '<' || s[0] == '=' || s[0] == '|' || s[0] == '>')) s.remove_prefix(1);
  static constexpr std::string_view names[] = {"uint16", "uint32", "u2", "u4", "H", "I", "ushort", "uintc",
                                               "longdouble", "clongdouble", "float128", "complex256", "g", "G",
                                               "datetime64", "timedelta64", "M8", "m8"};
  for (std::string_view n : names)
    if (s == n) return true;
  return false;
}

void raise_bad_dtype(const Ref& d) {
  if (d && py::is_str(d.get()) && is_unsupported_numpy_dtype_name(py::as_str(d.get())))
    py::raise(py::E().NotImplementedError, "tfplay's numpy does not support the dtype " + py::repr(d) + " yet");
  if (d && py::is_str(d.get())) py::raise_type_error("data type " + py::repr(d) + " not understood");
  py::raise_type_error("Cannot interpret '" + py::repr(d ? d : py::None()) + "' as a data type");
}

std::string numpy_shape_string(const std::vector<int64_t>& dims) {
  size_t i = 0;
  while (i < dims.size() && dims[i] < 0) ++i;
  if (i == dims.size()) return "()";
  std::string s = std::to_string(dims[i++]);
  for (; i < dims.size(); ++i) s += dims[i] < 0 ? std::string(",newaxis") : "," + std::to_string(dims[i]);
  return dims.size() == 1 ? "(" + s + ",)" : "(" + s + ")";
}

std::vector<int64_t> intp_param(const Ref& v) {
  const py::Object* o = v.get();
  // A sequence, or an array or tensor of rank >= 1 (iterating a 0-d array fails, and NumPy then
  // reads it as one integer).
  bool sequence = !py::is_int(o) && np::is_numpy_sequence(v);
  if (!sequence && !py::is_int(o) && (as_numpy_array(o) || function::as_tensor(o)))
    sequence = np::asarray(v).shape().size() > 0;
  std::vector<int64_t> out;
  if (!sequence) {
    out.push_back(py::as_int(o));
    return out;
  }
  for (const Ref& d : py::to_vector(v)) out.push_back(py::as_int(d.get()));
  return out;
}

tensor::Shape shape_param(const Ref& v) {
  tensor::Shape s = intp_param(v);
  for (int64_t d : s)
    if (d < 0) py::raise_value_error("negative dimensions are not allowed");
  return s;
}

Tensor filled(const tensor::Shape& shape, DType dt, double value) {
  return tensor::fill(Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(shape.size())}, shape),
                      tensor::cast(Tensor::scalar_double(value), dt));
}

/// An ndarray argument itself (so np.reshape and friends return views of it), anything else
/// converted to a new array.
Ref array_ref(const Ref& v) {
  if (const NumpyArrayObject* arr = as_numpy_array(v.get()); arr && !arr->is_scalar) return v;
  return make_ndarray(np::asarray(v));
}

Tensor concat_values(const std::vector<Ref>& items, int64_t axis) {
  std::vector<Tensor> values;
  std::optional<DType> dt;
  for (const Ref& it : items) {
    Tensor t = np::asarray(it);
    dt = dt ? np::promote(*dt, t.dtype()) : t.dtype();
    values.push_back(t);
  }
  if (values.empty()) py::raise_value_error("need at least one array to concatenate");
  for (Tensor& t : values) t = np::astype(t, *dt);
  try {
    return tensor::concat(values, axis);
  } catch (const tensor::OpError&) {
    const int r = values[0].rank();
    if (axis < -r || axis >= r) {
      py::raise(axis_error_type(), "axis " + std::to_string(axis) + " is out of bounds for array of dimension " + std::to_string(r));
    }
    for (size_t i = 1; i < values.size(); ++i) {
      if (values[i].rank() != r) {
        py::raise_value_error("all the input arrays must have same number of dimensions, but the array at index 0 has " +
                              std::to_string(r) + " dimension(s) and the array at index " + std::to_string(i) + " has " +
                              std::to_string(values[i].rank()) + " dimension(s)");
      }
      const int64_t ax = axis < 0 ? axis + r : axis;
      for (int d = 0; d < r; ++d) {
        if (d != ax && values[i].shape()[d] != values[0].shape()[d]) {
          py::raise_value_error("all the input array dimensions except for the concatenation axis must match exactly, "
                                "but along dimension " + std::to_string(d) + ", the array at index 0 has size " +
                                std::to_string(values[0].shape()[d]) + " and the array at index " + std::to_string(i) +
                                " has size " + std::to_string(values[i].shape()[d]));
        }
      }
    }
    throw;
  }
}

namespace {

// ---- np.testing -----------------------------------------------------------------------------

std::string format_g(double v, const char* spec) { return py::format_value(py::Float(v), spec); }

// array2string of a 0-d value: the element as an array prints it ("1.", "0.25", "1").
std::string array2string_scalar(const Tensor& t) {
  std::string s = tensor::numpy_str(t.with_shape({1}));
  return s.substr(1, s.size() - 2);
}

// build_err_msg's text: the header (with err_msg on its line when short), then " ACTUAL: " and
// " DESIRED: " with each value's repr cut after three lines (`reprs` empty: verbose=False).
std::string err_msg_text(const std::vector<std::string>& reprs, const std::string& err_msg, const std::string& header) {
  std::string out = "\n" + header;
  if (!err_msg.empty()) {
    if (err_msg.find('\n') == std::string::npos && err_msg.size() < 79 - header.size()) out += " " + err_msg;
    else out += "\n" + err_msg;
  }
  const char* names[] = {"ACTUAL", "DESIRED"};
  for (std::size_t i = 0; i < reprs.size() && i < 2; ++i) {
    std::string r = reprs[i];
    if (std::count(r.begin(), r.end(), '\n') > 3) {
      std::size_t pos = 0;
      for (int k = 0; k < 3; ++k) pos = r.find('\n', pos) + 1;
      r = r.substr(0, pos - 1) + "...";
    }
    out += std::string("\n ") + names[i] + ": " + r;
  }
  return out;
}

// build_err_msg(arrays, err_msg, header, names=('ACTUAL', 'DESIRED'), precision).
std::string build_err_msg(const Tensor& x, const Tensor& y, const std::string& err_msg, const std::string& header,
                          int precision) {
  tensor::NumpyPrintOptions opts = tensor::numpy_print_options();
  opts.precision = precision;
  return err_msg_text({tensor::numpy_repr(x, opts), tensor::numpy_repr(y, opts)}, err_msg, header);
}

// assert_array_compare with a comparison returning an elementwise bool tensor: NumPy 2.3's text
// (numpy/testing/_private/utils.py; the "Mismatch at index" lines only came with NumPy 2.4).
void assert_array_compare(const std::function<Tensor(const Tensor&, const Tensor&)>& compare, const Tensor& x,
                          const Tensor& y, const std::string& err_msg, const std::string& header, bool equal_nan,
                          int precision = 6) {
  if (!(x.rank() == 0 || y.rank() == 0 || x.shape() == y.shape())) {
    py::raise(py::E().AssertionError, build_err_msg(x, y, err_msg + "\n(shapes " + np::shape_text(x.shape()) + ", " +
                                                              np::shape_text(y.shape()) + " mismatch)",
                                                    header, precision));
  }
  const bool numeric = x.dtype() != DType::String && y.dtype() != DType::String;
  Tensor xs = x, ys = y;
  int64_t n_elements = -1;  // flagged.size once NaN positions are filtered out
  if (numeric && (tensor::is_floating(x.dtype()) || tensor::is_floating(y.dtype()))) {
    auto nan_of = [](const Tensor& t) {
      return tensor::is_floating(t.dtype()) ? tensor::unary_op(tensor::UnaryOp::IsNan, t) : tensor::cast(tensor::Tensor::zeros(DType::Bool, t.shape()), DType::Bool);
    };
    if (equal_nan) {
      Tensor xn = nan_of(x), yn = nan_of(y);
      bool differ = false, any = false;
      Tensor bx = tensor::broadcast_to(xn, tensor::plan_broadcast(xn.shape(), yn.shape()).out_shape);
      Tensor by = tensor::broadcast_to(yn, bx.shape());
      for (int64_t i = 0; i < bx.num_elements(); ++i) {
        differ = differ || bx.data<bool>()[i] != by.data<bool>()[i];
        any = any || by.data<bool>()[i];
      }
      if (differ) py::raise(py::E().AssertionError, build_err_msg(x, y, err_msg + "\nnan location mismatch:", header, precision));
      if (any) {
        // The NaNs match: compare what is left, x[~flagged] and y[~flagged] (nothing left: equal).
        if (bx.rank() == 0) return;
        std::vector<int64_t> keep;
        for (int64_t i = 0; i < bx.num_elements(); ++i)
          if (!bx.data<bool>()[i]) keep.push_back(i);
        if (keep.empty()) return;
        const Tensor idx = Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(keep.size())}, keep);
        auto kept = [&](const Tensor& t) {
          const Tensor b = tensor::broadcast_to(t, bx.shape());
          return tensor::gather(b.with_shape({b.num_elements()}), idx, 0);
        };
        xs = kept(x);
        ys = kept(y);
        n_elements = bx.num_elements();
      }
    }
  }
  Tensor ok = compare(xs, ys);
  int64_t n_mismatch = 0;
  for (int64_t i = 0; i < ok.num_elements(); ++i) n_mismatch += !ok.data<bool>()[i];
  if (n_mismatch == 0) return;
  const int64_t n = ok.num_elements();
  const int64_t total = n_elements >= 0 ? n_elements : n;
  std::vector<std::string> remarks = {"Mismatched elements: " + std::to_string(n_mismatch) + " / " + std::to_string(total) +
                                      " (" + format_g(100.0 * static_cast<double>(n_mismatch) / static_cast<double>(total), ".3g") + "%)"};
  if (numeric) {
    Tensor err = np::binary_values(np::Ufunc::Subtract, np::Operand{xs}, np::Operand{ys});
    err = tensor::unary_op(tensor::UnaryOp::Abs, err);
    err = tensor::broadcast_to(err, ok.shape());
    Tensor by = tensor::broadcast_to(ys, ok.shape());
    int64_t best = -1;
    double best_rel = -1;
    bool any_rel = false;
    for (int64_t i = 0; i < n; ++i) {
      if (ok.data<bool>()[i]) continue;
      if (best < 0 || err.as_double(i) > err.as_double(best)) best = i;
      const double yv = by.as_double(i);
      if (yv != 0) {
        const double rel = err.as_double(i) / std::fabs(yv);
        if (!any_rel || rel > best_rel) best_rel = rel;
        any_rel = true;
      }
    }
    Tensor best_t = tensor::gather(err.with_shape({n}), Tensor::scalar_int64(best), 0);
    remarks.push_back("Max absolute difference among violations: " + array2string_scalar(best_t));
    const DType rel_dtype = tensor::is_floating(err.dtype()) ? err.dtype() : DType::Float64;
    Tensor rel_t = tensor::cast(Tensor::scalar_double(any_rel ? best_rel : INFINITY), rel_dtype);
    remarks.push_back("Max relative difference among violations: " + array2string_scalar(rel_t));
  }
  std::string msg = err_msg;
  for (const std::string& r : remarks) msg += "\n" + r;
  py::raise(py::E().AssertionError, build_err_msg(x, y, msg, header, precision));
}

std::string shortest_g(double v) {
  // Python's f"{v:g}".
  return format_g(v, "g");
}

// An arange bound that makes a float range: a Python float or a NumPy floating value (np.float64
// is a float subclass in NumPy; np.hamming passes its length as one).
static bool is_float_bound(const Ref& v) {
  if (py::is_float(v.get())) return true;
  const NumpyArrayObject* a = as_numpy_array(v.get());
  return a && a->size() == 1 && tensor::is_floating(a->dtype());
}

// The `decimal` of assert_almost_equal / assert_array_almost_equal: NumPy uses it as a number
// (1.5 * 10.0**(-decimal)), formats it with '%d' in the header, and passes it as the arrays'
// print precision, which must be an integer.
struct Decimal {
  double value = 7;
  bool integral = true;
  std::string header() const {
    return "Arrays are not almost equal to " + std::to_string(static_cast<int64_t>(std::trunc(value))) + " decimals";
  }
  double bound() const { return 1.5 * std::pow(10.0, -value); }
};

Decimal decimal_arg(const Ref& dec, double otherwise) {
  if (!dec) return Decimal{otherwise, true};
  const NumpyArrayObject* arr = as_numpy_array(dec.get());
  const bool integral = py::is_int(dec.get()) || (arr && arr->is_scalar && tensor::is_integer(arr->dtype()));
  return Decimal{integral ? static_cast<double>(py::as_int(dec.get())) : py::as_float(dec.get()), integral};
}

// assert_array_almost_equal(x, y, decimal, err_msg): assert_array_compare with
// abs(x - y) < 1.5 * 10**-decimal (y taken as at least float64), the arrays printed with
// `decimal` digits.
void assert_arrays_almost_equal(const Ref& actual, const Ref& desired, const Decimal& decimal, const std::string& err_msg) {
  Tensor x = np::asarray(actual), y = np::asarray(desired);
  const double bound = decimal.bound();
  auto compare = [bound](const Tensor& p, const Tensor& q) {
    // NumPy compares infinities by position and sign first; tfplay does not yet.
    for (const Tensor* t : {&p, &q})
      if (tensor::is_floating(t->dtype()))
        for (int64_t i = 0; i < t->num_elements(); ++i)
          if (std::isinf(t->as_double(i))) np::not_supported("np.testing.assert_array_almost_equal of arrays holding inf");
    Tensor qf = tensor::is_floating(q.dtype()) ? q : tensor::cast(q, DType::Float64);
    Tensor z = tensor::unary_op(tensor::UnaryOp::Abs, np::binary_values(np::Ufunc::Subtract, np::Operand{p}, np::Operand{qf}));
    if (!tensor::is_floating(z.dtype())) z = tensor::cast(z, DType::Float64);
    return np::binary_values(np::Ufunc::Less, np::Operand{z}, np::Operand{tensor::cast(Tensor::scalar_double(bound), z.dtype())});
  };
  if (decimal.integral) {
    assert_array_compare(compare, x, y, err_msg, decimal.header(), true, static_cast<int>(decimal.value));
    return;
  }
  try {
    assert_array_compare(compare, x, y, err_msg, decimal.header(), true, 0);
  } catch (py::PyError& e) {
    // The failure message prints the arrays with precision=decimal: array2string's
    // operator.index(precision) refuses a float.
    if (!py::isinstance(e.exc.get(), py::E().AssertionError)) throw;
    py::raise_type_error("precision must be an integer");
  }
}

Ref build_testing() {
  Ref m = py::Module("numpy.testing");
  np_def(m, "assert_allclose", +[](CallArgs& a) -> Ref {
    Ref actual = np_require(a, 0, "actual", "assert_allclose"), desired = np_require(a, 1, "desired", "assert_allclose");
    Ref rt = arg(a, 2, "rtol"), at = arg(a, 3, "atol"), en = arg(a, 4, "equal_nan"), em = arg(a, 5, "err_msg");
    const double rtol = rt ? py::as_float(rt.get()) : 1e-7, atol = at ? py::as_float(at.get()) : 0.0;
    const bool equal_nan = en ? py::truthy(en) : true;
    const std::string err_msg = em ? py::str(em) : "";
    Tensor x = np::asarray(actual), y = np::asarray(desired);
    const std::string header = "Not equal to tolerance rtol=" + shortest_g(rtol) + ", atol=" + shortest_g(atol);
    assert_array_compare([&](const Tensor& p, const Tensor& q) { return np::isclose(make_ndarray(p), make_ndarray(q), rtol, atol, equal_nan); },
                         x, y, err_msg, header, equal_nan);
    return py::None();
  });
  auto array_equal = [](CallArgs& a) -> Ref {
    Tensor x = np::asarray(np_require(a, 0, "actual", "assert_array_equal"));
    Tensor y = np::asarray(np_require(a, 1, "desired", "assert_array_equal"));
    Ref em = arg(a, 2, "err_msg");
    assert_array_compare([](const Tensor& p, const Tensor& q) {
      return np::binary_values(np::Ufunc::Equal, np::Operand{p}, np::Operand{q});
    }, x, y, em ? py::str(em) : "", "Arrays are not equal", true);
    return py::None();
  };
  np_def(m, "assert_array_equal", array_equal);
  np_def(m, "assert_array_almost_equal", +[](CallArgs& a) -> Ref {
    Ref actual = np_require(a, 0, "actual", "assert_array_almost_equal");
    Ref desired = np_require(a, 1, "desired", "assert_array_almost_equal");
    Ref dec = arg(a, 2, "decimal"), em = arg(a, 3, "err_msg");
    assert_arrays_almost_equal(actual, desired, decimal_arg(dec, 6), em ? py::str(em) : "");
    return py::None();
  });
  // assert_almost_equal(actual, desired, decimal=7, err_msg='', verbose=True): arrays, lists
  // and tuples as assert_array_almost_equal; scalars must be both NaN, equal when not finite,
  // else differ by less than 1.5 * 10**-decimal, the message showing their reprs.
  np_def(m, "assert_almost_equal", +[](CallArgs& a) -> Ref {
    Ref actual = np_require(a, 0, "actual", "assert_almost_equal");
    Ref desired = np_require(a, 1, "desired", "assert_almost_equal");
    Ref dec = arg(a, 2, "decimal"), em = arg(a, 3, "err_msg"), vb = arg(a, 4, "verbose");
    const Decimal decimal = decimal_arg(dec, 7);
    const std::string err_msg = em ? py::str(em) : "";
    const bool verbose = vb ? py::truthy(vb) : true;
    for (const Ref& v : {actual, desired}) {
      if (py::isinstance(v.get(), py::complex_type())) np::not_supported("np.testing.assert_almost_equal of complex values");
      if (NumpyArrayObject* arr = as_numpy_array(v.get()); arr && tensor::is_complex(arr->dtype()))
        np::not_supported("np.testing.assert_almost_equal of complex values");
    }
    auto arraylike = [](const Ref& v) {
      const NumpyArrayObject* arr = as_numpy_array(v.get());
      return (arr && !arr->is_scalar) || py::is_list(v.get()) || py::is_tuple(v.get()) || function::as_tensor(v.get());
    };
    if (arraylike(actual) || arraylike(desired)) {
      assert_arrays_almost_equal(actual, desired, decimal, err_msg);
      return py::None();
    }
    auto fail = [&]() {
      const std::string header = decimal.header();
      std::vector<std::string> reprs;
      if (verbose) reprs = {py::repr(actual), py::repr(desired)};
      py::raise(py::E().AssertionError, err_msg_text(reprs, err_msg, header));
    };
    // A real number's value (a NumPy scalar included); nullopt for anything else, which
    // np.isfinite would refuse with a TypeError that NumPy passes over.
    auto real_value = [](const Ref& v) -> std::optional<double> {
      if (py::is_float(v.get()) || py::is_int(v.get())) return py::as_float(v.get());
      if (const NumpyArrayObject* arr = as_numpy_array(v.get()); arr && arr->size() == 1 && arr->dtype() != DType::String)
        return np::asarray(v).as_double(0);
      return std::nullopt;
    };
    const std::optional<double> x = real_value(actual), y = real_value(desired);
    if (x && y && !(std::isfinite(*x) && std::isfinite(*y))) {
      if (std::isnan(*x) || std::isnan(*y)) {
        if (!(std::isnan(*x) && std::isnan(*y))) fail();
      } else if (!(*y == *x)) {
        fail();
      }
      return py::None();
    }
    Ref diff = py::binary_op(py::ast::BinOpKind::Sub, desired, actual);
    Ref abs_method = py::lookup_special(diff, "__abs__");
    if (!abs_method) py::raise_type_error("bad operand type for abs(): '" + py::type_name(diff.get()) + "'");
    diff = py::call(abs_method, std::vector<Ref>{});
    if (py::truthy(py::compare(py::ast::CmpOpKind::GtE, diff, py::Float(decimal.bound())))) fail();
    return py::None();
  });
  np_def(m, "assert_equal", [array_equal](CallArgs& a) -> Ref {
    Ref x = np_require(a, 0, "actual", "assert_equal"), y = np_require(a, 1, "desired", "assert_equal");
    if (as_numpy_array(x.get()) || as_numpy_array(y.get()) || function::as_tensor(x.get()) || function::as_tensor(y.get())) {
      return array_equal(a);
    }
    if (!py::eq(x, y)) {
      py::raise(py::E().AssertionError, "\nItems are not equal:\n ACTUAL: " + py::repr(x) + "\n DESIRED: " + py::repr(y));
    }
    return py::None();
  });
  // numpy.testing's other public names: a clear NotImplementedError rather than an
  // AttributeError NumPy would not raise.
  np_def(m, "__getattr__", +[](CallArgs& a) -> Ref {
    static const std::set<std::string> missing = {
        "assert_approx_equal", "assert_array_less",
        "assert_array_max_ulp", "assert_array_almost_equal_nulp", "assert_string_equal", "assert_raises",
        "assert_raises_regex", "assert_warns", "assert_no_warnings", "assert_no_gc_cycles", "suppress_warnings",
        "assert_array_compare", "build_err_msg", "clear_and_catch_warnings", "temppath", "tempdir"};
    const std::string name = py::as_str(np_require(a, 0, "attr", "__getattr__").get());
    if (missing.count(name)) np::not_supported("np.testing." + name);
    py::raise(py::E().AttributeError, "module 'numpy.testing' has no attribute '" + name + "'");
  });
  return m;
}

// ---- module functions -----------------------------------------------------------------------


Ref unary_fn(np::UnaryUfunc op, const char* name) {
  return py::NativeFunction(name, [op, name](CallArgs& a) { return np::unary(op, np_require(a, 0, "x", name)); });
}

Ref binary_fn(np::Ufunc op, const char* name) {
  return py::NativeFunction(name, [op, name](CallArgs& a) {
    return np::binary(op, np_require(a, 0, "x1", name), np_require(a, 1, "x2", name));
  });
}

Ref reduce_fn(np::Reduction op, const char* name) {
  return py::NativeFunction(name, [op, name](CallArgs& a) {
    Ref keep = a.kwarg("keepdims");
    return np::reduce(op, np_require(a, 0, "a", name), arg(a, 1, "axis"), keep && py::truthy(keep));
  });
}


/// np.zeros / np.ones / np.empty(shape, dtype=float): `v` in every element.
Ref filled_array(CallArgs& a, double v, const char* name) {
  const tensor::Shape shape = shape_param(np_require(a, 0, "shape", name));
  // String dtypes: '' (zeros, empty) or '1' (ones) in every element, '<U1' / 'S1' unless
  // the dtype gives a width.
  if (const auto text = text_dtype_param(a, 1)) {
    std::vector<Ref> items;
    const std::string value = v == 0 ? "" : "1";
    for (int64_t i = 0; i < tensor::num_elements_of(shape); ++i)
      items.push_back(text->kind == TextKind::Bytes ? py::Bytes(value) : py::Str(value));
    TextDType dt = *text;
    if (dt.width == 0) dt.width = 1;
    return np::reshape_array(text_array_from(py::List(std::move(items)), dt), shape);
  }
  const DType dt = dtype_param(a, 1).value_or(DType::Float64);
  if (dt == DType::String) np::not_supported(std::string("np.") + name + " with dtype=object (object arrays of Python numbers)");
  return make_ndarray(filled(shape, dt, v));
}

}  // namespace

/// The `ml_dtypes` module TF's `.numpy()` of a bfloat16 tensor needs: its `bfloat16` scalar type
/// (ml_dtypes/__init__.py), which also names the dtype of such arrays.
Ref build_ml_dtypes_module() {
  Ref mod = py::Module("ml_dtypes");
  mod->dict->set("__version__", py::Str("0.5.1"));
  mod->dict->set("bfloat16", numpy_scalar_type(DType::BFloat16)->self());
  return mod;
}

Ref build_numpy_module() {
  Ref np_mod = py::Module("numpy");
  np_mod->dict->set("__version__", py::Str("2.3.2"));
  np_mod->dict->set("ndarray", ndarray_type()->self());
  np_mod->dict->set("dtype", numpy_dtype_type()->self());
  for (DType d : tensor::kAllDTypes) {
    if (d == DType::String || d == DType::BFloat16) continue;  // bfloat16 is ml_dtypes' (build_ml_dtypes_module)
    np_mod->dict->set(std::string(tensor::numpy_name(d)), numpy_scalar_type(d)->self());
  }
  for (const char* kind : {"generic", "number", "integer", "signedinteger", "unsignedinteger", "inexact", "floating",
                           "complexfloating", "flexible", "character"})
    np_mod->dict->set(kind, numpy_abstract_scalar_type(kind)->self());
  install_numpy_printoptions(np_mod);
  np::install_numpy_errstate(np_mod);
  np_mod->dict->set("bool_", numpy_scalar_type(DType::Bool)->self());
  np_mod->dict->set("half", numpy_scalar_type(DType::Float16)->self());
  np_mod->dict->set("single", numpy_scalar_type(DType::Float32)->self());
  np_mod->dict->set("double", numpy_scalar_type(DType::Float64)->self());
  np_mod->dict->set("int_", numpy_scalar_type(DType::Int64)->self());
  np_mod->dict->set("object_", py::T().object->self());
  np_mod->dict->set("str_", numpy_str_type()->self());
  np_mod->dict->set("bytes_", numpy_bytes_type()->self());
  np_mod->dict->set("pi", py::Float(M_PI));
  np_mod->dict->set("e", py::Float(M_E));
  np_mod->dict->set("inf", py::Float(INFINITY));
  np_mod->dict->set("nan", py::Float(NAN));
  np_mod->dict->set("newaxis", py::None());
  np_mod->dict->set("True_", make_numpy(Tensor::scalar_bool(true)));
  np_mod->dict->set("False_", make_numpy(Tensor::scalar_bool(false)));

  // Lists of str or bytes, string arrays and string dtypes make '<U' / 'S' arrays (numpy_text.h).
  np_def(np_mod, "array", +[](CallArgs& a) -> Ref {
    auto build = [&]() -> Ref {
      Ref v = np_require(a, 0, "object", "array");
      if (Ref cast = text_array_cast(v, a)) return cast;
      if (Ref text = text_array_from(v, text_dtype_param(a, 1))) {
        // Text with a dtype that is not a string dtype (object, numbers): the text array cast to
        // it, as NumPy converts each element (str elements in an object array NotImplementedError).
        if (Ref d = arg(a, 1, "dtype"); present(d) && !py::is_none(d.get()) && !text_dtype_of(d))
          return text_astype(*as_numpy_array(text.get()), d);
        return text;
      }
      const auto dt = dtype_param(a, 1);
      try {
        return make_ndarray(np::asarray(v, dt));
      } catch (py::PyError& e) {
        // dtype=object makes NumPy keep ragged lists as list elements (array([list([1, 2]),
        // list([3])], dtype=object)); tfplay's object arrays hold bytes only.
        if (dt == DType::String && py::str(e.exc).rfind("setting an array element with a sequence", 0) == 0)
          np::not_supported("object arrays holding Python lists (np.array of ragged sequences with dtype=object)");
        throw;
      }
    };
    Ref out = build();
    // ndmin=n: ones prepended to the shape until it has n dimensions.
    if (Ref ndmin = a.kwarg("ndmin"); present(ndmin)) {
      const int64_t n = py::as_int(ndmin.get());
      if (n > 64) py::raise_value_error("ndmin bigger than allowable number of dimensions NPY_MAXDIMS (=64)");
      const NumpyArrayObject* arr = as_numpy_array(out.get());
      tensor::Shape shape = arr->shape();
      if (static_cast<int64_t>(shape.size()) < n) {
        shape.insert(shape.begin(), static_cast<size_t>(n) - shape.size(), 1);
        out = np::reshape_array(out, shape);
      }
    }
    return out;
  });
  np_def(np_mod, "asarray", +[](CallArgs& a) -> Ref {
    Ref v = np_require(a, 0, "a", "asarray");
    const auto text_dt = text_dtype_param(a, 1);
    if (NumpyArrayObject* arr = as_numpy_array(v.get()); arr && !arr->is_scalar && is_text_array(arr) && (!text_dt || *text_dt == arr->text))
      return v;
    if (Ref cast = text_array_cast(v, a)) return cast;
    if (Ref text = text_array_from(v, text_dt)) return text;
    auto dt = dtype_param(a, 1);
    if (NumpyArrayObject* arr = as_numpy_array(v.get()); arr && !arr->is_scalar && (!dt || *dt == arr->dtype())) return v;
    Ref out = make_ndarray(np::asarray(v, dt));
    // Tensor.__array__ returns the tensor's memory itself (TFE_TensorHandleToNumpy: "The two may
    // share underlying storage"); string tensors are copied.
    if (function::TensorObject* t = function::as_tensor(v.get());
        t && t->is_eager() && t->dtype != DType::String && as_numpy_array(out.get())->dtype() == t->dtype)
      as_numpy_array(out.get())->storage->aliases_tensor = true;
    return out;
  });
  // np.asanyarray: np.asarray (tfplay has no ndarray subclasses to pass through).
  {
    const Ref asarray = np_mod->dict->get("asarray");
    np_def(np_mod, "asanyarray", [asarray](CallArgs& a) -> Ref { return py::call(asarray, a); });
  }
  np_def(np_mod, "arange", +[](CallArgs& a) -> Ref {
    std::vector<Ref> pos = a.args;
    if (Ref s = a.kwarg("start")) pos.insert(pos.begin(), s);
    if (Ref s = a.kwarg("stop")) pos.push_back(s);
    if (Ref s = a.kwarg("step")) pos.push_back(s);
    if (pos.empty()) py::raise_type_error("arange() requires stop to be specified.");
    Ref start = pos.size() >= 2 ? pos[0] : py::Int(0);
    Ref stop = pos.size() >= 2 ? pos[1] : pos[0];
    Ref step = pos.size() >= 3 && !py::is_none(pos[2].get()) ? pos[2] : py::Int(1);  // step=None is 1
    const bool is_float = is_float_bound(start) || is_float_bound(stop) || is_float_bound(step);
    std::optional<DType> dt;
    if (Ref d = a.kwarg("dtype")) dt = numpy_dtype_of(d);
    if (is_float || (dt && tensor::is_floating(*dt))) {
      const double b = py::as_float(start.get()), e = py::as_float(stop.get()), s = py::as_float(step.get());
      if (s == 0) py::raise(py::E().ZeroDivisionError, "division by zero");
      const int64_t n = std::max<int64_t>(0, static_cast<int64_t>(std::ceil((e - b) / s)));
      if (dt && tensor::is_integer(*dt)) {
        // PyArray_Arange into an integer dtype: the first two values are cast (truncated), and
        // the rest step by their difference in that dtype.
        const int64_t v0 = static_cast<int64_t>(b), v1 = static_cast<int64_t>(b + s), delta = v1 - v0;
        std::vector<int64_t> vals(static_cast<size_t>(n));
        for (int64_t i = 0; i < n; ++i) vals[static_cast<size_t>(i)] = i == 1 ? v1 : v0 + i * delta;
        return make_ndarray(np::astype(Tensor::from_vector<int64_t>(DType::Int64, {n}, vals), *dt));
      }
      Tensor t = Tensor::zeros(DType::Float64, {n});
      double* d = t.mutable_data<double>();
      // PyArray_Arange: the first two values, then start + i * delta with delta = a[1] - a[0].
      const double delta = (b + s) - b;
      for (int64_t i = 0; i < n; ++i) d[i] = i == 0 ? b : i == 1 ? b + s : b + static_cast<double>(i) * delta;
      return make_ndarray(dt ? np::astype(t, *dt) : t);
    }
    const int64_t b = py::as_int(start.get()), e = py::as_int(stop.get()), s = py::as_int(step.get());
    if (s == 0) py::raise(py::E().ZeroDivisionError, "division by zero");
    int64_t n = s > 0 ? (e - b + s - 1) / s : (b - e - s - 1) / -s;
    if (n < 0) n = 0;
    std::vector<int64_t> v(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) v[static_cast<size_t>(i)] = b + i * s;
    Tensor t = Tensor::from_vector<int64_t>(DType::Int64, {n}, v);
    return make_ndarray(dt ? np::astype(t, *dt) : t);
  });
  // np.empty's contents are whatever the memory held; zeros are one thing NumPy can show (fresh
  // pages are zeroed), and programs that fill the array before reading it behave the same.
  for (const auto& entry : {std::pair<const char*, double>{"zeros", 0.0}, {"ones", 1.0}, {"empty", 0.0}}) {
    const char* name = entry.first;  // clang 14 cannot capture structured bindings
    const double v = entry.second;
    np_def(np_mod, name, [v, name](CallArgs& a) -> Ref { return filled_array(a, v, name); });
  }
  // np.ndarray(shape, dtype=float, buffer=None, offset=0, strides=None, order=None): without a
  // buffer, an array of uninitialized memory, which is np.empty's.
  {
    ndarray_type()->construct = +[](py::TypeObject*, CallArgs& a) -> Ref {
      for (std::size_t i = 2; i < 6; ++i) {
        static const char* const names[] = {"", "", "buffer", "offset", "strides", "order"};
        Ref v = arg(a, i, names[i]);
        if (present(v) && !(i == 3 && py::as_int(v.get()) == 0))
          np::not_supported(std::string("np.ndarray(...) with ") + names[i]);
      }
      Ref shape = arg(a, 0, "shape");
      if (!shape) py::raise_type_error("ndarray.__new__() missing required argument 'shape' (pos 1)");
      Ref dtype = arg(a, 1, "dtype");
      CallArgs forwarded{{shape}, {}};
      if (present(dtype)) forwarded.args.push_back(dtype);
      return filled_array(forwarded, 0.0, "empty");
    };
  }
  np_def(np_mod, "full", +[](CallArgs& a) -> Ref {
    Ref fill_value = np_require(a, 1, "fill_value", "full");
    Tensor v = np::asarray(fill_value, dtype_param(a, 2));
    tensor::Shape s = shape_param(np_require(a, 0, "shape", "full"));
    return make_ndarray(tensor::broadcast_to(v, s));
  });
  for (const auto& entry : {std::pair<const char*, double>{"zeros_like", 0.0}, {"ones_like", 1.0}, {"empty_like", 0.0}}) {
    const char* name = entry.first;  // clang 14 cannot capture structured bindings
    const double v = entry.second;
    np_def(np_mod, name, [v, name](CallArgs& a) -> Ref {
      Tensor t = np::asarray(np_require(a, 0, "a", name));
      const DType dt = dtype_param(a, 1).value_or(t.dtype());
      // A string array's zeros are '' and its ones '1' (NumPy casts 1 to the string dtype).
      if (dt == DType::String) return make_ndarray(tensor::broadcast_to(Tensor::scalar_string(v == 0 ? "" : "1"), t.shape()));
      return make_ndarray(filled(t.shape(), dt, v));
    });
  }
  // np.linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None): function_base.py's
  // arithmetic (y = arange(num) * step + start, the last value set to stop; integer dtypes are
  // floored), and retstep's step as an np.float64 (Python's nan when div is 0).
  np_def(np_mod, "linspace", +[](CallArgs& a) -> Ref {
    Ref start_ref = np_require(a, 0, "start", "linspace"), stop_ref = np_require(a, 1, "stop", "linspace");
    for (const Ref& r : {start_ref, stop_ref}) {
      const NumpyArrayObject* arr = as_numpy_array(r.get());
      if ((arr && !arr->is_scalar) || py::is_list(r.get()) || py::is_tuple(r.get())) np::not_supported("np.linspace with array start or stop");
    }
    auto is_complex_value = [](const Ref& r) {
      const NumpyArrayObject* arr = as_numpy_array(r.get());
      return py::is_complex(r.get()) || (arr && tensor::is_complex(np::asarray(r).dtype()));
    };
    if (is_complex_value(start_ref) || is_complex_value(stop_ref)) return complex_linspace(a, start_ref, stop_ref);
    const double start = py::as_float(start_ref.get());
    const double stop = py::as_float(stop_ref.get());
    Ref num_ref = arg(a, 2, "num");
    const int64_t num = num_ref ? py::as_int(num_ref.get()) : 50;
    if (num < 0) py::raise_value_error("Number of samples, " + std::to_string(num) + ", must be non-negative.");
    Ref endpoint_ref = arg(a, 3, "endpoint"), retstep_ref = arg(a, 4, "retstep");
    const bool endpoint = !endpoint_ref || py::truthy(endpoint_ref);
    const int64_t div = endpoint ? num - 1 : num;
    const double delta = stop - start;
    const double step = div > 0 ? delta / static_cast<double>(div) : std::nan("");
    Tensor t = Tensor::zeros(DType::Float64, {num});
    double* d = t.mutable_data<double>();
    for (int64_t i = 0; i < num; ++i) {
      const double x = static_cast<double>(i);
      // step == 0 (denormal deltas, gh-5437): divide first, then scale.
      d[i] = (div > 0 ? (step == 0 ? x / static_cast<double>(div) * delta : x * step) : x * delta) + start;
    }
    if (endpoint && num > 1) d[num - 1] = stop;
    auto dt = dtype_param(a, 5);
    if (dt && tensor::is_integer(*dt))
      for (int64_t i = 0; i < num; ++i) d[i] = std::floor(d[i]);
    Ref y = make_ndarray(dt ? np::astype(t, *dt) : t);
    if (!retstep_ref || !py::truthy(retstep_ref)) return y;
    return py::Tuple({y, div > 0 ? make_numpy(Tensor::scalar_double(step)) : py::Float(step)});
  });
  // np.eye(N, M=None, k=0, dtype=float): ones on the k-th diagonal.
  auto eye = [](CallArgs& a, const char* fn, bool has_m) -> Ref {
    const int64_t n = py::as_int(np_require(a, 0, "N", fn).get());
    Ref m_ref = has_m ? arg(a, 1, "M") : Ref();
    const int64_t m = m_ref && !py::is_none(m_ref.get()) ? py::as_int(m_ref.get()) : n;
    Ref k_ref = has_m ? arg(a, 2, "k") : Ref();
    const int64_t k = k_ref ? py::as_int(k_ref.get()) : 0;
    const DType dt = dtype_param(a, has_m ? 3 : 1).value_or(DType::Float64);
    if (n < 0 || m < 0) py::raise_value_error("negative dimensions are not allowed");
    Tensor t = Tensor::zeros(DType::Float64, {n, m});
    double* d = t.mutable_data<double>();
    for (int64_t i = std::max<int64_t>(0, -k); i < n && i + k < m; ++i) d[i * m + i + k] = 1.0;
    return make_ndarray(dt == DType::Float64 ? t : np::astype(t, dt));
  };
  np_def(np_mod, "eye", [eye](CallArgs& a) { return eye(a, "eye", true); });
  np_def(np_mod, "identity", [eye](CallArgs& a) { return eye(a, "identity", false); });
  // np.reshape (numpy/_core/fromnumeric.py, NumPy 2.1-2.3): `newshape=` is the deprecated
  // spelling of `shape`, still taken with a DeprecationWarning.
  np_def(np_mod, "reshape", +[](CallArgs& a) -> Ref {
    Ref arr = array_ref(np_require(a, 0, "a", "reshape"));
    Ref shape = arg(a, 1, "shape");
    Ref newshape = a.kwarg("newshape");
    if (present(newshape)) {
      if (present(shape)) py::raise_type_error("You cannot specify 'newshape' and 'shape' arguments at the same time.");
      np::numpy_warning("`newshape` keyword argument is deprecated, use `shape=...` or pass shape positionally instead. "
                        "(deprecated in NumPy 2.1)",
                        py::E().DeprecationWarning);
      shape = newshape;
    }
    if (!present(shape)) py::raise_type_error("reshape() missing 1 required positional argument: 'shape'");
    CallArgs call{{shape}, {}};
    if (Ref order = arg(a, 2, "order")) call.kwargs.emplace_back("order", order);
    return py::call(py::getattr(arr, "reshape"), call);
  });
  np_def(np_mod, "ravel", +[](CallArgs& a) -> Ref {
    Ref order = arg(a, 1, "order");
    return py::call_method(array_ref(np_require(a, 0, "a", "ravel")), "ravel", order ? std::vector<Ref>{order} : std::vector<Ref>{});
  });
  np_def(np_mod, "copy", +[](CallArgs& a) -> Ref { return make_ndarray(np::asarray(np_require(a, 0, "a", "copy"))); });
  // np.shares_memory / np.may_share_memory: whether two arrays view one buffer at some common
  // element (exactly, as shares_memory's default max_work does for small arrays).
  for (const char* name : {"shares_memory", "may_share_memory"}) {
    np_def(np_mod, name, [name](CallArgs& a) -> Ref {
      const NumpyArrayObject* x = as_numpy_array(np_require(a, 0, "a", name).get());
      const NumpyArrayObject* y = as_numpy_array(np_require(a, 1, "b", name).get());
      if (!x || !y || x->is_scalar || y->is_scalar || x->storage != y->storage) return py::False();
      std::vector<int64_t> xs = tensor::element_offsets(x->layout), ys = tensor::element_offsets(y->layout);
      std::sort(xs.begin(), xs.end());
      for (int64_t o : ys)
        if (std::binary_search(xs.begin(), xs.end(), o)) return py::True();
      return py::False();
    });
  }
  np_def(np_mod, "transpose", +[](CallArgs& a) -> Ref {
    Ref arr = array_ref(np_require(a, 0, "a", "transpose"));
    Ref axes = arg(a, 1, "axes");
    return axes && !py::is_none(axes.get()) ? py::call_method(arr, "transpose", {axes}) : py::getattr(arr, "T");
  });
  // np.real(val) / np.imag(val): val.real / val.imag (numpy/lib/_type_check_impl.py), Python
  // numbers included; other values go through np.asanyarray.
  for (const char* part : {"real", "imag"}) {
    const std::string attr = part;
    np_def(np_mod, part, [attr](CallArgs& a) -> Ref {
      Ref v = np_require(a, 0, "val", attr.c_str());
      if (Ref r = py::getattr_opt(v, attr)) return r;
      return py::getattr(array_ref(v), attr);
    });
  }
  np_def(np_mod, "concatenate", +[](CallArgs& a) -> Ref {
    Ref axis = arg(a, 1, "axis");
    const std::vector<Ref> items = py::to_vector(np_require(a, 0, "arrays", "concatenate"));
    if (axis && py::is_none(axis.get())) {  // axis=None: the arrays flattened, then joined
      std::vector<Ref> flat;
      for (const Ref& item : items) {
        const Tensor t = np::asarray(item);
        flat.push_back(make_ndarray(t.with_shape({t.num_elements()})));
      }
      return with_text_dtype(make_ndarray(concat_values(flat, 0)), common_text_dtype(items));
    }
    return with_text_dtype(make_ndarray(concat_values(items, axis ? py::as_int(axis.get()) : 0)), common_text_dtype(items));
  });
  np_def(np_mod, "stack", +[](CallArgs& a) -> Ref {
    Ref axis_ref = arg(a, 1, "axis");
    const int64_t axis = axis_ref ? py::as_int(axis_ref.get()) : 0;
    std::vector<Ref> items = py::to_vector(np_require(a, 0, "arrays", "stack"));
    if (items.empty()) py::raise_value_error("need at least one array to stack");
    std::vector<Ref> expanded;
    tensor::Shape first;
    for (size_t i = 0; i < items.size(); ++i) {
      Tensor t = np::asarray(items[i]);
      if (i == 0) first = t.shape();
      else if (t.shape() != first) py::raise_value_error("all input arrays must have the same shape");
      const int r = t.rank() + 1;
      if (axis < -r || axis >= r) {
        py::raise(axis_error_type(), "axis " + std::to_string(axis) + " is out of bounds for array of dimension " + std::to_string(r));
      }
      expanded.push_back(make_ndarray(tensor::expand_dims(t, axis)));
    }
    return with_text_dtype(make_ndarray(concat_values(expanded, axis < 0 ? axis + static_cast<int64_t>(first.size()) + 1 : axis)),
                           common_text_dtype(items));
  });
  // np.expand_dims / np.squeeze: views of an ndarray argument (reshapes of it).
  np_def(np_mod, "expand_dims", +[](CallArgs& a) -> Ref {
    Ref arr = array_ref(np_require(a, 0, "a", "expand_dims"));
    Ref axis_arg = np_require(a, 1, "axis", "expand_dims");
    const tensor::Shape& shape = as_numpy_array(arr.get())->shape();
    // A tuple of axes places a 1 at each of them in the result (normalize_axis_tuple).
    const std::vector<Ref> items = py::is_tuple(axis_arg.get()) || py::is_list(axis_arg.get()) ? py::to_vector(axis_arg)
                                                                                                : std::vector<Ref>{axis_arg};
    const int r = static_cast<int>(shape.size() + items.size());
    std::vector<bool> inserted(static_cast<size_t>(r), false);
    for (const Ref& item : items) {
      int64_t axis = py::as_int(item.get());
      if (axis < -r || axis >= r) {
        py::raise(axis_error_type(), "axis " + std::to_string(axis) + " is out of bounds for array of dimension " + std::to_string(r));
      }
      if (axis < 0) axis += r;
      if (inserted[static_cast<size_t>(axis)]) py::raise_value_error("repeated axis");
      inserted[static_cast<size_t>(axis)] = true;
    }
    tensor::Shape out;
    auto next = shape.begin();
    for (int i = 0; i < r; ++i) out.push_back(inserted[static_cast<size_t>(i)] ? 1 : *next++);
    return np::reshape_array(arr, out);
  });
  np_def(np_mod, "squeeze", +[](CallArgs& a) -> Ref {
    Ref arr = array_ref(np_require(a, 0, "a", "squeeze"));
    const tensor::Shape& shape = as_numpy_array(arr.get())->shape();
    const std::vector<int64_t> axes = np::normalize_axes(arg(a, 1, "axis"), static_cast<int>(shape.size()));
    const bool all = !present(arg(a, 1, "axis"));
    tensor::Shape out;
    for (size_t i = 0; i < shape.size(); ++i) {
      const bool chosen = all ? shape[i] == 1 : std::find(axes.begin(), axes.end(), static_cast<int64_t>(i)) != axes.end();
      if (chosen && shape[i] != 1) py::raise_value_error("cannot select an axis to squeeze out which has size not equal to one");
      if (!chosen) out.push_back(shape[i]);
    }
    return np::reshape_array(arr, out);
  });
  np_def(np_mod, "where", +[](CallArgs& a) -> Ref {
    Tensor cond = np::astype(np::asarray(np_require(a, 0, "condition", "where")), DType::Bool);
    Ref x = arg(a, 1, "x"), y = arg(a, 2, "y");
    if (!x || !y) py::raise(py::E().NotImplementedError, "tfplay's numpy supports np.where(condition, x, y) only");
    if (Ref text = text_where(cond, x, y)) return text;
    np::Operand ox = np::operand(x), oy = np::operand(y);
    const DType dt = np::result_type(ox, oy);
    try {
      tensor::plan_broadcast(tensor::plan_broadcast(cond.shape(), ox.value.shape()).out_shape, oy.value.shape());
    } catch (const tensor::OpError&) {
      // PyArray_Where's iterator names all three operands: "shapes (2,) (3,) () ".
      py::raise_value_error("operands could not be broadcast together with shapes " + np::compact_shape_text(cond.shape()) + " " +
                            np::compact_shape_text(ox.value.shape()) + " " + np::compact_shape_text(oy.value.shape()) + " ");
    }
    // PyArray_Where returns its output array as it is: 0-d results stay arrays (array(1)).
    return make_ndarray(tensor::select(cond, np::astype(ox.value, dt), np::astype(oy.value, dt)));
  });
  struct U {
    const char* name;
    np::UnaryUfunc op;
  };
  for (const U& u : {U{"abs", np::UnaryUfunc::Absolute}, U{"absolute", np::UnaryUfunc::Absolute},
                     U{"negative", np::UnaryUfunc::Negative}, U{"sqrt", np::UnaryUfunc::Sqrt}, U{"exp", np::UnaryUfunc::Exp},
                     U{"log", np::UnaryUfunc::Log}, U{"square", np::UnaryUfunc::Square}, U{"sin", np::UnaryUfunc::Sin},
                     U{"cos", np::UnaryUfunc::Cos}, U{"tanh", np::UnaryUfunc::Tanh}, U{"floor", np::UnaryUfunc::Floor},
                     U{"ceil", np::UnaryUfunc::Ceil}, U{"sign", np::UnaryUfunc::Sign}, U{"logical_not", np::UnaryUfunc::LogicalNot}, U{"invert", np::UnaryUfunc::Invert}}) {
    np_mod->dict->set(u.name, with_ufunc_keywords(u.name, 1, unary_fn(u.op, u.name)));
  }
  // np.round(a, decimals=0, out=None) (np.around too): out= receives the result.
  np_def(np_mod, "round", +[](CallArgs& a) -> Ref {
    Ref dec = arg(a, 1, "decimals");
    Ref result = np::round(np_require(a, 0, "a", "round"), dec ? py::as_int(dec.get()) : 0);
    return store_out(arg(a, 2, "out"), result, "round");
  });
  // np.std / np.var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=True,
  // correction=): correction is ddof's array-API name.
  for (const bool variance : {false, true}) {
    const char* name = variance ? "var" : "std";
    np_def(np_mod, name, [variance, name](CallArgs& a) -> Ref {
      Ref ddof = arg(a, 4, "ddof");
      if (Ref c = a.kwarg("correction"); present(c)) ddof = c;
      if (present(a.kwarg("mean"))) np::not_supported(std::string("np.") + name + " with mean=");
      return std_var_call(variance, np_require(a, 0, "a", name), arg(a, 1, "axis"), arg(a, 2, "dtype"), arg(a, 3, "out"), ddof,
                          arg(a, 5, "keepdims"), a.kwarg("where"));
    });
  }
  // np.argsort(a, axis=-1, kind=None, order=None, *, stable=None)
  np_def(np_mod, "argsort", +[](CallArgs& a) -> Ref {
    Ref kind = arg(a, 2, "kind"), stable = a.kwarg("stable");
    const bool is_stable = (stable && py::truthy(stable)) ||
                           (kind && py::is_str(kind.get()) && (py::as_str(kind.get()) == "stable" || py::as_str(kind.get()) == "mergesort"));
    Ref axis = arg(a, 1, "axis");
    return np::argsort(np_require(a, 0, "a", "argsort"), axis ? axis : py::Int(-1), is_stable);
  });
  np_mod->dict->set("around", np_mod->dict->get("round"));
  struct B {
    const char* name;
    np::Ufunc op;
  };
  for (const B& b : {B{"add", np::Ufunc::Add}, B{"subtract", np::Ufunc::Subtract}, B{"multiply", np::Ufunc::Multiply},
                     B{"divide", np::Ufunc::TrueDivide}, B{"true_divide", np::Ufunc::TrueDivide},
                     B{"floor_divide", np::Ufunc::FloorDivide}, B{"mod", np::Ufunc::Remainder},
                     B{"remainder", np::Ufunc::Remainder}, B{"power", np::Ufunc::Power}, B{"maximum", np::Ufunc::Maximum},
                     B{"minimum", np::Ufunc::Minimum}, B{"equal", np::Ufunc::Equal}, B{"not_equal", np::Ufunc::NotEqual},
                     B{"less", np::Ufunc::Less}, B{"less_equal", np::Ufunc::LessEqual}, B{"greater", np::Ufunc::Greater},
                     B{"greater_equal", np::Ufunc::GreaterEqual}, B{"logical_and", np::Ufunc::LogicalAnd},
                     B{"logical_or", np::Ufunc::LogicalOr}, B{"bitwise_and", np::Ufunc::BitAnd},
                     B{"bitwise_or", np::Ufunc::BitOr}, B{"bitwise_xor", np::Ufunc::BitXor},
                     B{"left_shift", np::Ufunc::LeftShift}, B{"right_shift", np::Ufunc::RightShift}}) {
    np_mod->dict->set(b.name, with_ufunc_keywords(b.name, 2, binary_fn(b.op, b.name)));
  }
  struct R {
    const char* name;
    np::Reduction op;
  };
  for (const R& r : {R{"sum", np::Reduction::Sum}, R{"mean", np::Reduction::Mean}, R{"max", np::Reduction::Max},
                     R{"amax", np::Reduction::Max}, R{"min", np::Reduction::Min}, R{"amin", np::Reduction::Min},
                     R{"prod", np::Reduction::Prod}, R{"all", np::Reduction::All}, R{"any", np::Reduction::Any},
                     R{"argmax", np::Reduction::ArgMax}, R{"argmin", np::Reduction::ArgMin}}) {
    np_mod->dict->set(r.name, with_reduce_keywords(r.name, reduce_fn(r.op, r.name)));
  }
  np_def(np_mod, "matmul", +[](CallArgs& a) { return np::matmul(np_require(a, 0, "x1", "matmul"), np_require(a, 1, "x2", "matmul")); });
  np_def(np_mod, "dot", +[](CallArgs& a) -> Ref {
    Ref x = np_require(a, 0, "a", "dot"), y = np_require(a, 1, "b", "dot");
    const Tensor xv = np::asarray(x), yv = np::asarray(y);
    if (xv.rank() == 0 || yv.rank() == 0) return np::binary(np::Ufunc::Multiply, x, y);
    // Sums over x's last axis and y's second-to-last (its only one for 1-D): dot_alignment_error.
    const int i = xv.rank() - 1, j = yv.rank() == 1 ? 0 : yv.rank() - 2;
    if (xv.shape()[i] != yv.shape()[j])
      py::raise_value_error("shapes " + numpy_shape_string(xv.shape()) + " and " + numpy_shape_string(yv.shape()) +
                            " not aligned: " + std::to_string(xv.shape()[i]) + " (dim " + std::to_string(i) + ") != " +
                            std::to_string(yv.shape()[j]) + " (dim " + std::to_string(j) + ")");
    // With b of rank <= 2 dot equals matmul (b is broadcast over a's leading axes); a b of rank
    // > 2 would make dot's outer product over both operands' batch axes.
    if (yv.rank() > 2) np::not_supported("np.dot with a second operand of more than two dimensions");
    return np::matmul(x, y);
  });
  np_def(np_mod, "isclose", +[](CallArgs& a) -> Ref {
    Ref rt = arg(a, 2, "rtol"), at = arg(a, 3, "atol"), en = arg(a, 4, "equal_nan");
    return make_numpy_result(np::isclose(np_require(a, 0, "a", "isclose"), np_require(a, 1, "b", "isclose"),
                                         rt ? py::as_float(rt.get()) : 1e-05, at ? py::as_float(at.get()) : 1e-08,
                                         en && py::truthy(en)));
  });
  np_def(np_mod, "allclose", +[](CallArgs& a) -> Ref {
    Ref rt = arg(a, 2, "rtol"), at = arg(a, 3, "atol"), en = arg(a, 4, "equal_nan");
    Tensor r = np::isclose(np_require(a, 0, "a", "allclose"), np_require(a, 1, "b", "allclose"), rt ? py::as_float(rt.get()) : 1e-05,
                           at ? py::as_float(at.get()) : 1e-08, en && py::truthy(en));
    for (int64_t i = 0; i < r.num_elements(); ++i)
      if (!r.data<bool>()[i]) return py::False();
    return py::True();
  });
  np_def(np_mod, "array_equal", +[](CallArgs& a) -> Ref {
    Tensor x, y;
    try {
      x = np::asarray(np_require(a, 0, "a1", "array_equal"));
      y = np::asarray(np_require(a, 1, "a2", "array_equal"));
    } catch (py::PyError&) {
      return py::False();
    }
    if (x.shape() != y.shape()) return py::False();
    Tensor eq = np::binary_values(np::Ufunc::Equal, np::Operand{x}, np::Operand{y});
    // equal_nan=True: NaNs in the same places count as equal (complex: a NaN in either part).
    Ref equal_nan = arg(a, 2, "equal_nan");
    const bool nan_ok = present(equal_nan) && py::truthy(equal_nan) &&
                        (tensor::is_floating(x.dtype()) || tensor::is_complex(x.dtype())) &&
                        (tensor::is_floating(y.dtype()) || tensor::is_complex(y.dtype()));
    Tensor xc, yc;
    if (nan_ok) xc = np::astype(x, DType::Complex128), yc = np::astype(y, DType::Complex128);
    auto is_nan = [](const Tensor& t, int64_t i) {
      const std::complex<double> v = t.data<std::complex<double>>()[i];
      return std::isnan(v.real()) || std::isnan(v.imag());
    };
    for (int64_t i = 0; i < eq.num_elements(); ++i) {
      if (eq.data<bool>()[i]) continue;
      if (!nan_ok || !is_nan(xc, i) || !is_nan(yc, i)) return py::False();
    }
    return py::True();
  });
  np_def(np_mod, "shape", +[](CallArgs& a) { return py::getattr(make_ndarray(np::asarray(np_require(a, 0, "a", "shape"))), "shape"); });
  np_def(np_mod, "ndim", +[](CallArgs& a) { return py::Int(np::asarray(np_require(a, 0, "a", "ndim")).rank()); });
  // np.size(a, axis=None): a.shape[axis] with an axis (a tuple index: IndexError beyond it).
  np_def(np_mod, "size", +[](CallArgs& a) -> Ref {
    const Tensor x = np::asarray(np_require(a, 0, "a", "size"));
    Ref axis = arg(a, 1, "axis");
    if (!present(axis)) return py::Int(x.num_elements());
    std::vector<Ref> dims;
    for (int64_t d : x.shape()) dims.push_back(py::Int(d));
    return py::getitem(py::Tuple(std::move(dims)), axis);
  });

  np_mod->dict->set("random", build_numpy_random());
  add_numpy_functions(np_mod);
  add_more_numpy_functions(np_mod);
  add_numpy_lib(np_mod);
  add_numpy_io(np_mod);
  np_mod->dict->set("testing", build_testing());
  Ref exceptions = py::Module("numpy.exceptions");
  exceptions->dict->set("AxisError", axis_error_type()->self());
  exceptions->dict->set("ComplexWarning", complex_warning_type()->self());
  np_mod->dict->set("exceptions", exceptions);
  install_numpy_docs(np_mod);
  install_numpy_ufuncs(np_mod);
  np_mod->dict->set("ufunc", ufunc_type()->self());
  add_numpy_getattr(np_mod);
  return np_mod;
}

}  // namespace tfplay::tf
