// NumPy 2 semantics on tensor kernels (see numpy_ops.h). Sources: numpy/_core/src/multiarray
// (array coercion, promotion tables), umath/loops (pairwise sums, npy_divmod), NEP 50.
#include "core/tf/numpy_ops.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <complex>
#include <functional>
#include <limits>

#include "core/function/tensor_object.h"
#include "core/graph/eager.h"
#include "core/python/complex_object.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels_complex.h"
#include "core/tensor/format_numpy.h"
#include "core/tensor/half.h"
#include "core/tensor/kernels.h"
#include "core/tensor/op_error.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_errstate.h"
#include "core/tf/numpy_index.h"
#include "core/python/recursion_guard.h"

namespace tfplay::tf::np {

using py::Ref;
using tensor::Shape;

void not_supported(const std::string& what) {
  py::raise(py::E().NotImplementedError, "tfplay's numpy does not support " + what + " yet");
}

void warning_case(const std::string& warning, const char* category) {
  py::raise(py::E().NotImplementedError, "tfplay does not emulate NumPy's warnings: this operation would print \"" +
                                             std::string(category) + ": " + warning + "\" in NumPy");
}

void numpy_warning(const std::string& message, py::TypeObject* category) {
  py::Interpreter& interp = py::Interpreter::current();
  const py::Frame* caller = interp.frame();
  // Keras's own NumPy arithmetic (a progress bar averaging an infinite loss) would name a line
  // of Keras's files, which tfplay's Keras does not have: it stays quiet rather than stop.
  if (caller && caller->function && caller->function->from_library()) return;
  py::call(py::getattr(interp.import_module("warnings"), "warn"), {py::Str(message), category->self(), py::Int(1)});
}

void warn_ndim_to_scalar() {
  numpy_warning("Conversion of an array with ndim > 0 to a scalar is deprecated, and will error in future. Ensure you "
                "extract a single element from your array before performing this operation. (Deprecated NumPy 1.25.)",
                py::E().DeprecationWarning);
}

void warn_fp_errors(const FpErrors& errors, const std::string& ufunc) {
  // _error_handler (extobj.c), per flag as np.seterr set it.
  auto handle = [&](bool raised, const std::string& mode, const char* what) {
    if (!raised || mode == "ignore") return;
    const std::string message = std::string(what) + " encountered in " + ufunc;
    if (mode == "raise") py::raise(py::E().FloatingPointError, message);
    if (mode == "print") {
      // fprintf(stderr, ...): NumPy's C stderr, not sys.stderr.
      py::call(py::getattr(py::getattr(py::Interpreter::current().import_module("sys"), "__stderr__"), "write"),
               {py::Str("Warning: " + message + "\n")});
      return;
    }
    numpy_warning(message, py::E().RuntimeWarning);
  };
  const ErrorState& state = error_state();
  handle(errors.divide, state.divide, "divide by zero");
  handle(errors.overflow, state.over, "overflow");
  handle(errors.invalid, state.invalid, "invalid value");
}

bool all_finite(const Tensor& t) {
  auto scan = [&](const auto* p) { return std::all_of(p, p + t.num_elements(), [](auto v) { return std::isfinite(v); }); };
  return t.dtype() == DType::Float64 ? scan(t.data<double>()) : scan(t.data<float>());
}

DType float_loop_type(DType d) {
  if (tensor::is_floating(d)) return d;
  if (d == DType::Int16) return DType::Float32;
  if (d == DType::Bool || d == DType::Int8 || d == DType::UInt8) return DType::Float16;
  return DType::Float64;
}

/// The floating-point flags of a unary float loop from `x` to `out`; `pole(v)` (or null) says
/// where the function divides by zero.
FpErrors unary_errors(const Tensor& x, const Tensor& out, bool (*pole)(double)) {
  FpErrors errors;
  if (all_finite(out)) return errors;  // every flag leaves an infinity or a NaN
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    const double v = x.as_double(i);
    errors.add(out.as_double(i), std::isfinite(v), std::isnan(v), pole && pole(v));
  }
  return errors;
}

Ref float_unary(const Ref& x_ref, const FloatUfunc& u) {
  Tensor x = asarray(x_ref);
  if (x.dtype() == DType::String) not_supported(std::string("np.") + u.name + " of object (bytes) arrays");
  // trunc has bool and integer loops that keep the dtype (generate_umath.py's TD(bints)).
  if (std::string_view(u.name) == "trunc" && !tensor::is_floating(x.dtype()) && !tensor::is_complex(x.dtype()))
    return make_numpy_result(x);
  if (tensor::is_complex(x.dtype())) {
    if (u.complex_type_error)
      py::raise_type_error(std::string("ufunc '") + u.name +
                           "' not supported for the input types, and the inputs could not be safely coerced to any supported "
                           "types according to the casting rule ''safe''");
    if (!u.c128) not_supported(std::string("np.") + u.name + " of complex input");
    const DType dt = x.dtype();
    Tensor c = tensor::deep_copy(astype(x, DType::Complex128));
    auto* v = c.mutable_data<std::complex<double>>();
    for (int64_t i = 0; i < c.num_elements(); ++i) v[i] = u.c128(v[i]);
    return make_numpy_result(astype(c, dt));
  }
  x = astype(x, float_loop_type(x.dtype()));
  Tensor out = Tensor::uninitialized(x.dtype(), x.shape());
  if (x.dtype() == DType::Float64) {
    for (int64_t i = 0; i < x.num_elements(); ++i) out.mutable_data<double>()[i] = u.f64(x.data<double>()[i]);
  } else {
    for (int64_t i = 0; i < x.num_elements(); ++i) out.mutable_data<float>()[i] = u.f32(x.data<float>()[i]);
    out = tensor::finish_float16(out);
  }
  warn_fp_errors(unary_errors(x, out, u.pole), u.name);
  return make_numpy_result(out);
}

namespace {

// Python scalars and strings: NumPy's coercion takes them as one element (handle_scalar).
bool is_python_scalar(const py::Object* o) {
  const py::TypeObject* base = o->cls->value_base ? o->cls->value_base : o->cls;
  const py::BuiltinTypes& t = py::T();
  return base == t.int_ || base == t.bool_ || base == t.float_ || base == t.str || base == t.bytes ||
         py::is_none(o) || py::isinstance(o, py::complex_type());
}

}  // namespace

bool is_numpy_sequence(const Ref& v) {
  const py::Object* o = v.get();
  if (py::is_list_or_tuple_instance(o) || o->cls == py::T().range) return true;
  if (as_numpy_array(o) || function::as_tensor(o) || is_python_scalar(o)) return false;
  const py::TypeObject* base = o->cls->value_base ? o->cls->value_base : o->cls;
  if (base == py::T().dict) return false;  // PySequence_Check is false for dicts
  // PySequence_Check (the type defines __getitem__) and PySequence_Size >= 0.
  if (!py::lookup_special(v, "__getitem__") || !py::lookup_special(v, "__len__")) return false;
  try {
    py::len(v);
  } catch (py::PyError&) {
    return false;  // NumPy clears the error and takes the object as a scalar.
  }
  return true;
}

namespace {

char kind(DType d) {
  if (d == DType::Bool) return 'b';
  if (d == DType::UInt8) return 'u';
  if (tensor::is_integer(d)) return 'i';
  if (tensor::is_floating(d)) return 'f';
  if (tensor::is_complex(d)) return 'c';
  return 'O';
}

int bits(DType d) {
  switch (d) {
    case DType::Bool:
    case DType::Int8:
    case DType::UInt8: return 8;
    case DType::Int16:
    case DType::Float16: return 16;
    case DType::Int32:
    case DType::Float32: return 32;
    default: return 64;
  }
}

DType signed_of(int b) { return b <= 8 ? DType::Int8 : b <= 16 ? DType::Int16 : b <= 32 ? DType::Int32 : DType::Int64; }
DType float_of(int b) { return b <= 16 ? DType::Float16 : b <= 32 ? DType::Float32 : DType::Float64; }

// The smallest float that holds every value of an integer type (int8/uint8 -> 16 bits, ...).
int float_bits_for_int(DType d) { return bits(d) == 8 ? 16 : bits(d) == 16 ? 32 : 64; }

std::string dtype_name(DType d) { return std::string(tensor::numpy_name(d)); }

// ---- coercion ------------------------------------------------------------------------------

struct Leaf {
  Ref value;
  DType dtype;
};


DType leaf_dtype(const Ref& v) {
  const py::Object* o = v.get();
  if (py::is_bool(o)) return DType::Bool;
  if (py::is_int(o)) return DType::Int64;
  if (py::is_float(o)) return DType::Float64;
  if (const NumpyArrayObject* a = as_numpy_array(o)) return a->dtype();
  if (function::TensorObject* t = function::as_tensor(o)) return t->dtype;
  if (py::is_complex(o)) return DType::Complex128;
  if (py::is_str(o) || o->cls->value_base == py::T().str) not_supported("str values in this operation");
  if (py::is_none(o)) not_supported("object arrays (an array holding None)");
  not_supported("arrays of '" + py::type_name(o) + "' objects");
}

Tensor value_of_array_like(const Ref& v) {
  if (const NumpyArrayObject* a = as_numpy_array(v.get())) return a->value();
  function::TensorObject* t = function::as_tensor(v.get());
  if (!t->is_eager()) {
    py::raise(py::E().NotImplementedError,
              "Cannot convert a symbolic tf.Tensor (" + t->name +
                  ") to a numpy array. This error may indicate that you're trying to pass a Tensor to a NumPy call, "
                  "which is not supported.");
  }
  return *t->value;
}

bool is_array_like(const Ref& v) { return as_numpy_array(v.get()) || function::as_tensor(v.get()); }

// What `__array__()` returns for an object that is neither an array nor a scalar but has the
// array protocol (a tf.Variable, a Keras Variable); nullptr for anything else.
Ref array_protocol_value(const Ref& v) {
  if (py::is_list_or_tuple_instance(v.get()) || is_array_like(v) || is_python_scalar(v.get())) return nullptr;
  if (Ref method = py::getattr_opt(v, "__array__")) return py::call(method, {});
  return nullptr;
}

void discover(const Ref& v0, size_t depth, Shape& shape, bool& shape_fixed, std::vector<Ref>& leaves) {
  py::NativeRecursionGuard guard("");
  // An element with the array protocol stands for the array its __array__ returns
  // (array_coercion.c find_descriptor_from_array / _array_from_array_like).
  Ref converted = array_protocol_value(v0);
  const Ref& v = converted ? converted : v0;
  const bool seq = is_numpy_sequence(v);
  if (!seq && !is_array_like(v)) {
    if (!shape_fixed) {
      shape_fixed = true;
      shape.resize(depth);
    } else if (depth != shape.size()) {
      inhomogeneous(std::min(depth, shape.size()), shape);
    }
    leaves.push_back(v);
    return;
  }
  if (!seq) {
    // An array inside a list contributes its dimensions.
    const Tensor t = value_of_array_like(v);
    if (!shape_fixed) {
      if (shape.size() < depth + t.shape().size()) shape.resize(depth + t.shape().size(), -1);
      for (size_t i = 0; i < t.shape().size(); ++i) {
        if (shape[depth + i] == -1) shape[depth + i] = t.shape()[i];
        else if (shape[depth + i] != t.shape()[i]) inhomogeneous(depth + i, shape);
      }
      shape.resize(depth + t.shape().size());
      shape_fixed = true;
    } else {
      if (shape.size() != depth + t.shape().size()) inhomogeneous(std::min(depth, shape.size()), shape);
      for (size_t i = 0; i < t.shape().size(); ++i)
        if (shape[depth + i] != t.shape()[i]) inhomogeneous(depth + i, shape);
    }
    leaves.push_back(v);
    return;
  }
  const std::vector<Ref> items = py::to_vector(v);
  if (shape_fixed && depth >= shape.size()) inhomogeneous(shape.size(), shape);
  if (depth >= shape.size()) shape.push_back(static_cast<int64_t>(items.size()));
  else if (shape[depth] == -1) shape[depth] = static_cast<int64_t>(items.size());
  else if (shape[depth] != static_cast<int64_t>(items.size())) inhomogeneous(depth, shape);
  if (items.empty()) {
    if (!shape_fixed) {
      shape.resize(depth + 1);
      shape_fixed = true;
    } else if (shape.size() != depth + 1) {
      inhomogeneous(depth, shape);
    }
  }
  for (const Ref& item : items) discover(item, depth + 1, shape, shape_fixed, leaves);
}

// Python int -> integer dtype, with NumPy 2's overflow error.
void check_python_int(int64_t v, DType d) {
  if (!tensor::is_integer(d)) return;
  if (static_cast<double>(v) < tensor::min_value(d) || static_cast<double>(v) > tensor::max_value(d)) {
    py::raise(py::E().OverflowError, "Python integer " + std::to_string(v) + " out of bounds for " + dtype_name(d));
  }
}

}  // namespace

std::string shape_text(const Shape& shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  if (shape.size() == 1) s += ",";
  return s + ")";
}

[[noreturn]] void inhomogeneous(size_t depth, const Shape& shape) {
  py::raise_value_error("setting an array element with a sequence. The requested array has an inhomogeneous shape "
                        "after " + std::to_string(depth) + " dimensions. The detected shape was " +
                        shape_text(Shape(shape.begin(), shape.begin() + static_cast<long>(depth))) +
                        " + inhomogeneous part.");
}

tensor::BroadcastPlan broadcast_or_raise(const Tensor& x, const Tensor& y) {
  try {
    return tensor::plan_broadcast(x.shape(), y.shape());
  } catch (const tensor::OpError&) {
    // nditer's broadcast_error writes shapes as convert_shape_to_string does: "(2,3) (3,2) ".
    py::raise_value_error("operands could not be broadcast together with shapes " + compact_shape_text(x.shape()) + " " +
                          compact_shape_text(y.shape()) + " ");
  }
}

std::string compact_shape_text(const Shape& shape) {
  std::string t = shape_text(shape);
  t.erase(std::remove(t.begin(), t.end(), ' '), t.end());
  return t;
}

DType promote(DType a, DType b) {
  if (a == b) return a;
  // ml_dtypes registers its own casts and promotions for bfloat16 (ml_dtypes/_src/custom_float.h).
  if (a == DType::BFloat16 || b == DType::BFloat16) not_supported("mixing ml_dtypes' bfloat16 arrays with other dtypes");
  // Complex with complex or a real type: complex64 holds bool, 8/16-bit ints, float16/32;
  // the rest need complex128.
  if (tensor::is_complex(a) || tensor::is_complex(b)) {
    if (a == DType::String || b == DType::String) not_supported("mixing object (bytes) arrays with numbers");
    if (a == DType::Complex128 || b == DType::Complex128) return DType::Complex128;
    const DType r = tensor::is_complex(a) ? b : a;
    return r == DType::Int32 || r == DType::Int64 || r == DType::UInt64 || r == DType::Float64 ? DType::Complex128
                                                                                                : DType::Complex64;
  }
  // uint64 (what sums of unsigned arrays give): with bool or uint8 it stays uint64; no signed
  // integer holds it, so with a signed int or a float the result is float64.
  if (a == DType::UInt64 || b == DType::UInt64) {
    const DType o = a == DType::UInt64 ? b : a;
    if (o == DType::Bool || o == DType::UInt8) return DType::UInt64;
    if (o == DType::String) not_supported("mixing object (bytes) arrays with numbers");
    return DType::Float64;
  }
  const char ka = kind(a), kb = kind(b);
  if (ka == 'O' || kb == 'O') not_supported("mixing object (bytes) arrays with numbers");
  if (ka == 'b') return b;
  if (kb == 'b') return a;
  if (ka == kb) return bits(a) >= bits(b) ? a : b;  // i/i, f/f (u/u is only uint8/uint8)
  if (ka == 'f' || kb == 'f') {
    const DType f = ka == 'f' ? a : b;
    const DType i = ka == 'f' ? b : a;
    return float_of(std::max(bits(f), float_bits_for_int(i)));
  }
  // uint8 with a signed type: the smallest signed type holding both.
  const DType s = ka == 'i' ? a : b;
  return signed_of(std::max(bits(s), 16));
}

namespace {

// The runtime's Cast has no uint64 kernel: uint64 values become floats (or complex) here; other
// casts of them are not emulated.
Tensor uint64_astype(const Tensor& t, DType dtype) {
  if (!tensor::is_floating(dtype) && !tensor::is_complex(dtype)) not_supported("casting uint64 arrays to " + dtype_name(dtype));
  Tensor wide = Tensor::uninitialized(DType::Float64, t.shape());
  const uint64_t* in = t.data<uint64_t>();
  double* out = wide.mutable_data<double>();
  for (int64_t i = 0; i < t.num_elements(); ++i) out[i] = static_cast<double>(in[i]);
  return dtype == DType::Float64 ? wide : tensor::cast(wide, dtype);
}

}  // namespace

Tensor astype(const Tensor& t, DType dtype) {
  if (t.dtype() == dtype) return t;
  if (t.dtype() == DType::String || dtype == DType::String) not_supported("casting between bytes and numbers");
  // NumPy casts complex to real keeping the real part, with a ComplexWarning (the complex
  // casts' loops, numpy/_core/src/multiarray/convert_datatype.c).
  if (tensor::is_complex(t.dtype()) && !tensor::is_complex(dtype)) {
    numpy_warning("Casting complex values to real discards the imaginary part", complex_warning_type());
    return tensor::cast(tensor::real_part(t), dtype);
  }
  if (t.dtype() == DType::UInt64) return uint64_astype(t, dtype);
  if (tensor::is_floating(t.dtype()) && tensor::is_integer(dtype)) {
    // NaN, infinities and values outside the integer type: what NumPy gives and whether it
    // warns follows the CPU's float-to-int conversion, so tfplay refuses.
    const double lo = tensor::min_value(dtype) - 1.0, hi = tensor::max_value(dtype) + 1.0;
    for (int64_t i = 0; i < t.num_elements(); ++i) {
      const double v = t.as_double(i);
      if (!(v > lo && v < hi)) warning_case("invalid value encountered in cast");
    }
  }
  return tensor::cast(t, dtype);
}

Tensor asarray(const Ref& v, std::optional<DType> dtype) {
  if (is_array_like(v)) {
    const Tensor t = value_of_array_like(v);
    return dtype ? astype(t, *dtype) : t;
  }
  // The array protocol: any other object with `__array__` (a tf.Variable, a Keras Variable)
  // stands for the array that method returns.
  if (!py::is_list_or_tuple_instance(v.get())) {
    if (Ref method = py::getattr_opt(v, "__array__")) return asarray(py::call(method, {}), dtype);
  }
  Shape shape;
  bool fixed = false;
  std::vector<Ref> leaves;
  discover(v, 0, shape, fixed, leaves);
  if (!fixed) shape.resize(shape.size());
  // Discovered dtype: promotion of every leaf (Python scalars count as int64/float64/bool).
  std::optional<DType> found;
  for (const Ref& leaf : leaves) {
    const DType d = leaf_dtype(leaf);
    found = found ? promote(*found, d) : d;
  }
  const DType target = dtype ? *dtype : found.value_or(DType::Float64);
  Tensor out = Tensor::zeros(target, shape);
  int64_t pos = 0;
  for (const Ref& leaf : leaves) {
    const py::Object* o = leaf.get();
    if (is_array_like(leaf)) {
      Tensor t = astype(value_of_array_like(leaf), target);
      tensor::visit_dtype(target, [&](auto tag) {
        using T = typename decltype(tag)::type;
        T* dst = out.mutable_data<T>();
        for (int64_t i = 0; i < t.num_elements(); ++i) dst[pos + i] = t.data<T>()[i];
      });
      pos += t.num_elements();
      continue;
    }
    if (target == DType::String) not_supported("object arrays of Python values");
    if (tensor::is_complex(target)) {
      const std::complex<double> c = py::is_complex(o) ? std::complex<double>(static_cast<const py::ComplexObject*>(o)->real,
                                                                               static_cast<const py::ComplexObject*>(o)->imag)
                                                       : std::complex<double>(py::as_float(o), 0.0);
      if (target == DType::Complex128) out.mutable_data<std::complex<double>>()[pos++] = c;
      else out.mutable_data<std::complex<float>>()[pos++] = std::complex<float>(c);
      continue;
    }
    if (py::is_complex(o)) not_supported("casting complex values to real dtypes");
    double value;
    if (py::is_int(o)) {
      const int64_t iv = static_cast<const py::IntObject*>(o)->value;
      if (!py::is_bool(o)) check_python_int(iv, target);
      if (target == DType::Int64) {
        out.mutable_data<int64_t>()[pos++] = iv;
        continue;
      }
      value = static_cast<double>(iv);
    } else {
      value = static_cast<const py::FloatObject*>(o)->value;
      if (tensor::is_integer(target) && std::isnan(value)) py::raise_value_error("cannot convert float NaN to integer");
      if (tensor::is_integer(target) && std::isinf(value)) py::raise(py::E().OverflowError, "cannot convert float infinity to integer");
    }
    const Tensor one = tensor::cast(Tensor::scalar_double(value), target);
    tensor::visit_dtype(target, [&](auto tag) {
      using T = typename decltype(tag)::type;
      out.mutable_data<T>()[pos] = one.data<T>()[0];
    });
    ++pos;
  }
  return out;
}

Operand operand(const Ref& v) {
  const py::Object* o = v.get();
  Operand op;
  if (py::is_bool(o)) {
    op.value = Tensor::scalar_bool(static_cast<const py::IntObject*>(o)->value != 0);
    op.weak = Operand::Weak::Bool;
  } else if (py::is_int(o)) {
    op.value = Tensor::scalar_int64(static_cast<const py::IntObject*>(o)->value);
    op.weak = Operand::Weak::Int;
  } else if (py::is_float(o)) {
    op.value = Tensor::scalar_double(static_cast<const py::FloatObject*>(o)->value);
    op.weak = Operand::Weak::Float;
  } else if (py::is_complex(o)) {
    const auto* c = static_cast<const py::ComplexObject*>(o);
    op.value = Tensor::from_vector<std::complex<double>>(DType::Complex128, {}, {{c->real, c->imag}});
    op.weak = Operand::Weak::Complex;
  } else {
    op.value = asarray(v);
  }
  return op;
}

DType result_type(const Operand& a, const Operand& b) {
  using W = Operand::Weak;
  if (a.weak != W::None && b.weak != W::None) return promote(a.value.dtype(), b.value.dtype());
  const Operand& weak = a.weak != W::None ? a : b;
  const Operand& strong = a.weak != W::None ? b : a;
  if (weak.weak == W::None) return promote(a.value.dtype(), b.value.dtype());
  const DType d = strong.value.dtype();
  switch (weak.weak) {
    case W::Bool: return d;
    case W::Int:
      if (d == DType::Bool) return DType::Int64;
      if (d == DType::UInt64) return d;
      if (kind(d) == 'O') not_supported("arithmetic on object (bytes) arrays");
      return d;
    case W::Float: return tensor::is_floating(d) || tensor::is_complex(d) ? d : DType::Float64;
    // NEP 50: a Python complex takes the array's precision (float16/32 -> complex64).
    case W::Complex:
      if (tensor::is_complex(d)) return d;
      if (kind(d) == 'O') not_supported("arithmetic on object (bytes) arrays");
      return d == DType::Float16 || d == DType::Float32 ? DType::Complex64 : DType::Complex128;
    case W::None: break;
  }
  return d;
}

namespace {

// A weak Python int must fit the dtype it adopts (NEP 50).
Tensor operand_as(const Operand& op, DType dt) {
  if (op.weak == Operand::Weak::Int) check_python_int(op.value.as_int64(0), dt);
  return astype(op.value, dt);
}


const char* ufunc_name(Ufunc op) {
  switch (op) {
    case Ufunc::Add: return "add";
    case Ufunc::Subtract: return "subtract";
    case Ufunc::Multiply: return "multiply";
    case Ufunc::TrueDivide: return "divide";
    case Ufunc::FloorDivide: return "floor_divide";
    case Ufunc::Remainder: return "remainder";
    case Ufunc::Power: return "power";
    case Ufunc::BitAnd: return "bitwise_and";
    case Ufunc::BitOr: return "bitwise_or";
    case Ufunc::BitXor: return "bitwise_xor";
    case Ufunc::LeftShift: return "left_shift";
    case Ufunc::RightShift: return "right_shift";
    default: return "op";
  }
}

// npy_divmod for floats (Python semantics, numpy/_core/src/npymath/npy_math_internal.h.src).
template <typename T> void float_divmod(T a, T b, T* floordiv, T* mod) {
  T m = std::fmod(a, b);
  if (!b) {
    *mod = m;
    *floordiv = a / b;
    return;
  }
  T div = (a - m) / b;
  if (m) {
    if ((b < 0) != (m < 0)) {
      m += b;
      div -= T(1);
    }
  } else {
    m = std::copysign(T(0), b);
  }
  T fd;
  if (div) {
    fd = std::floor(div);
    if (div - fd > T(0.5)) fd += T(1);
  } else {
    fd = std::copysign(T(0), a / b);
  }
  *floordiv = fd;
  *mod = m;
}

Tensor float_floor_ops(Ufunc op, const Tensor& x, const Tensor& y) {
  const tensor::BroadcastPlan plan = broadcast_or_raise(x, y);
  Tensor out = Tensor::zeros(x.dtype(), plan.out_shape);
  auto run = [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* a = x.data<T>();
    const T* b = y.data<T>();
    T* o = out.mutable_data<T>();
    tensor::for_each_broadcast(plan, [&](int64_t oi, int64_t xi, int64_t yi) {
      T fd, m;
      float_divmod<T>(a[xi], b[yi], &fd, &m);
      o[oi] = op == Ufunc::FloorDivide ? fd : m;
    });
  };
  if (x.dtype() == DType::Float64) run(tensor::TypeTag<double>{});
  else run(tensor::TypeTag<float>{});
  return tensor::finish_float16(out);
}

bool any_zero(const Tensor& t) {
  if (tensor::is_complex(t.dtype())) {
    const Tensor zero = tensor::binary_op(tensor::BinaryOp::Equal, t, tensor::cast(Tensor::scalar_double(0), t.dtype()));
    for (int64_t i = 0; i < zero.num_elements(); ++i)
      if (zero.data<bool>()[i]) return true;
    return false;
  }
  for (int64_t i = 0; i < t.num_elements(); ++i)
    if (t.as_double(i) == 0) return true;
  return false;
}

/// x // y or x % y on integers where some y is 0: 0 there (NumPy's loops), the kernel's
/// result elsewhere (the kernel itself refuses a division by zero).
Tensor integer_division_by_zero(Ufunc op, const Tensor& x, const Tensor& y) {
  const tensor::BroadcastPlan plan = broadcast_or_raise(x, y);
  Tensor divisor = Tensor::uninitialized(y.dtype(), y.shape());
  Tensor out;
  tensor::visit_dtype(y.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_integral_v<T>) {
      for (int64_t i = 0; i < y.num_elements(); ++i) divisor.mutable_data<T>()[i] = y.data<T>()[i] == 0 ? T(1) : y.data<T>()[i];
      out = tensor::binary_op(op == Ufunc::FloorDivide ? tensor::BinaryOp::FloorDiv : tensor::BinaryOp::FloorMod, x, divisor);
      T* o = out.mutable_data<T>();
      tensor::for_each_broadcast(plan, [&](int64_t oi, int64_t, int64_t yi) {
        if (y.data<T>()[yi] == 0) o[oi] = T(0);
      });
    }
  });
  return out;
}

/// The floating-point flags of a float binary ufunc's loop, read off its operands and result.
/// The poles: x / 0 for finite non-zero x, 0 ** negative (C99's pow), and npy_floor_divide's
/// x // 0, which is invalid instead for x 0 or NaN.
FpErrors float_errors(Ufunc op, const Tensor& x, const Tensor& y, const Tensor& out) {
  FpErrors errors;
  if (all_finite(out)) return errors;  // every flag leaves an infinity or a NaN
  tensor::for_each_broadcast(broadcast_or_raise(x, y), [&](int64_t oi, int64_t xi, int64_t yi) {
    const double a = x.as_double(xi), b = y.as_double(yi), r = out.as_double(oi);
    const bool nan_inputs = std::isnan(a) || std::isnan(b);
    if (op == Ufunc::FloorDivide && b == 0) {
      if (a == 0 || std::isnan(a)) errors.invalid = true;
      else errors.divide = true;
      return;
    }
    const bool pole = (op == Ufunc::TrueDivide && b == 0 && a != 0 && std::isfinite(a)) ||
                      (op == Ufunc::Power && a == 0 && b < 0);
    errors.add(r, std::isfinite(a) && std::isfinite(b), nan_inputs, pole);
  });
  return errors;
}

}  // namespace

namespace {

/// TypeError: no loop of ufunc `name` takes the inputs' dtype (a float for bitwise_and, ...).
[[noreturn]] void raise_no_loop(const char* name) {
  py::raise_type_error(std::string("ufunc '") + name + "' not supported for the input types, and the inputs could not be "
                       "safely coerced to any supported types according to the casting rule ''safe''");
}

/// x << y or x >> y on integers as NumPy's npy_lshift/npy_rshift: a shift by the bit width
/// or more (or by a negative amount) gives 0, or -1 for a right shift of a negative number.
/// (TF's LeftShift/RightShift kernels clamp the shift instead.)
Tensor shift_values(Ufunc op, const Tensor& x, const Tensor& y) {
  const tensor::BroadcastPlan plan = broadcast_or_raise(x, y);
  Tensor out = Tensor::zeros(x.dtype(), plan.out_shape);
  tensor::visit_numeric(x.dtype(), ufunc_name(op), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
      using U = std::make_unsigned_t<T>;
      const T* a = x.data<T>();
      const T* b = y.data<T>();
      T* o = out.mutable_data<T>();
      tensor::for_each_broadcast(plan, [&](int64_t oi, int64_t xi, int64_t yi) {
        const T v = a[xi];
        const U s = static_cast<U>(b[yi]);
        if (s < sizeof(T) * 8) o[oi] = op == Ufunc::LeftShift ? static_cast<T>(static_cast<U>(v) << s) : static_cast<T>(v >> s);
        else o[oi] = op == Ufunc::RightShift && v < 0 ? T(-1) : T(0);
      });
    }
  });
  return out;
}

}  // namespace

Tensor binary_values(Ufunc op, const Operand& a, const Operand& b, bool scalar_math) {
  using tensor::BinaryOp;
  DType dt = result_type(a, b);
  const bool logical = op == Ufunc::LogicalAnd || op == Ufunc::LogicalOr;
  const bool bitwise = op == Ufunc::BitAnd || op == Ufunc::BitOr || op == Ufunc::BitXor;
  if (logical) dt = DType::Bool;
  const bool shift = op == Ufunc::LeftShift || op == Ufunc::RightShift;
  if (shift && dt == DType::Bool) dt = DType::Int8;  // the 'bb->b' loop
  if ((bitwise || shift) && dt != DType::Bool && !tensor::is_integer(dt)) raise_no_loop(ufunc_name(op));
  if (shift) return shift_values(op, operand_as(a, dt), operand_as(b, dt));
  if (bitwise && dt != DType::Bool) {
    Tensor x = operand_as(a, dt);
    Tensor y = operand_as(b, dt);
    broadcast_or_raise(x, y);
    // The registry's BitwiseAnd/Or/Xor kernels (tf.bitwise) on the promoted integer dtype.
    return graph::eager::execute(op == Ufunc::BitAnd ? "BitwiseAnd" : op == Ufunc::BitOr ? "BitwiseOr" : "BitwiseXor", {x, y})[0];
  }
  if (dt == DType::String) not_supported("arithmetic on object (bytes) arrays");
  if (dt == DType::UInt64) not_supported(std::string("np.") + ufunc_name(op) + " on uint64 arrays");
  if (dt == DType::Bool && (op == Ufunc::Add || op == Ufunc::Subtract || op == Ufunc::Multiply ||
                            op == Ufunc::FloorDivide || op == Ufunc::Remainder || op == Ufunc::Power)) {
    if (op == Ufunc::Subtract) {
      py::raise_type_error("numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` "
                           "operator, or the logical_xor function instead.");
    }
    not_supported(std::string("np.") + ufunc_name(op) + " on boolean arrays");
  }
  if (tensor::is_complex(dt) && op != Ufunc::Add && op != Ufunc::Subtract && op != Ufunc::Multiply &&
      op != Ufunc::TrueDivide && op != Ufunc::Power && op != Ufunc::Equal && op != Ufunc::NotEqual)
    not_supported(std::string("np.") + ufunc_name(op) + " on complex arrays");
  if (op == Ufunc::TrueDivide && !tensor::is_floating(dt) && !tensor::is_complex(dt)) dt = DType::Float64;
  Tensor x = operand_as(a, dt);
  Tensor y = operand_as(b, dt);
  broadcast_or_raise(x, y);
  if (tensor::is_complex(dt) && op == Ufunc::TrueDivide && any_zero(y)) not_supported("complex division by zero");
  if (op == Ufunc::Power && tensor::is_integer(dt)) {
    for (int64_t i = 0; i < y.num_elements(); ++i)
      if (y.as_int64(i) < 0) py::raise_value_error("Integers to negative integer powers are not allowed.");
  }
  const std::string where = std::string(scalar_math ? "scalar " : "") + ufunc_name(op);
  const bool integer_division = (op == Ufunc::FloorDivide || op == Ufunc::Remainder) && tensor::is_integer(dt);
  if (integer_division && any_zero(y)) {
    // NumPy's integer loops give 0 for x // 0 and x % 0 and raise divide-by-zero (npy_divmod).
    Tensor out = integer_division_by_zero(op, x, y);
    warn_fp_errors({.divide = true}, where);
    return out;
  }
  if ((op == Ufunc::FloorDivide || op == Ufunc::Remainder) && tensor::is_floating(dt)) {
    Tensor out = float_floor_ops(op, x, y);
    warn_fp_errors(float_errors(op, x, y, out), where);
    return out;
  }
  BinaryOp k = BinaryOp::Add;
  switch (op) {
    case Ufunc::Add: k = BinaryOp::Add; break;
    case Ufunc::Subtract: k = BinaryOp::Sub; break;
    case Ufunc::Multiply: k = BinaryOp::Mul; break;
    case Ufunc::TrueDivide: k = BinaryOp::RealDiv; break;
    case Ufunc::FloorDivide: k = BinaryOp::FloorDiv; break;
    case Ufunc::Remainder: k = BinaryOp::FloorMod; break;
    case Ufunc::Power: k = BinaryOp::Pow; break;
    case Ufunc::Maximum: k = BinaryOp::Maximum; break;
    case Ufunc::Minimum: k = BinaryOp::Minimum; break;
    case Ufunc::Equal: k = BinaryOp::Equal; break;
    case Ufunc::NotEqual: k = BinaryOp::NotEqual; break;
    case Ufunc::Less: k = BinaryOp::Less; break;
    case Ufunc::LessEqual: k = BinaryOp::LessEqual; break;
    case Ufunc::Greater: k = BinaryOp::Greater; break;
    case Ufunc::GreaterEqual: k = BinaryOp::GreaterEqual; break;
    case Ufunc::LogicalAnd:
    case Ufunc::BitAnd: k = BinaryOp::LogicalAnd; break;
    case Ufunc::LogicalOr:
    case Ufunc::BitOr: k = BinaryOp::LogicalOr; break;
    case Ufunc::BitXor: k = BinaryOp::NotEqual; break;
    case Ufunc::LeftShift:
    case Ufunc::RightShift: break;  // shift_values, above
  }
  Tensor out;
  try {
    out = tensor::binary_op(k, x, y);
  } catch (const tensor::OpError& e) {
    if (e.code == tensor::OpError::Code::ResourceExhausted) throw;  // the caller's _ArrayMemoryError
    py::raise_value_error(e.what());
  }
  const bool arithmetic = op == Ufunc::Add || op == Ufunc::Subtract || op == Ufunc::Multiply || op == Ufunc::TrueDivide ||
                          op == Ufunc::Power;
  if (arithmetic && tensor::is_floating(out.dtype())) warn_fp_errors(float_errors(op, x, y, out), where);
  return out;
}

namespace {

bool is_numpy_scalar(const Ref& v) {
  const NumpyArrayObject* arr = as_numpy_array(v.get());
  return arr && arr->is_scalar;
}

bool is_python_number(const Ref& v) { return py::is_int(v.get()) || py::is_float(v.get()); }

// scalarmath.c: NumPy's scalar + - * report integer wraparound ("overflow encountered in scalar
// add"), where array loops wrap silently. (Float overflow is a floating-point flag: binary_values.)
void check_scalar_overflow(Ufunc op, const Operand& a, const Operand& b, const Tensor& out) {
  if (op != Ufunc::Add && op != Ufunc::Subtract && op != Ufunc::Multiply) return;
  if (out.num_elements() != 1 || a.value.num_elements() != 1 || b.value.num_elements() != 1) return;
  const DType dt = out.dtype();
  if (!tensor::is_integer(dt) || dt == DType::UInt64) return;  // as_int64 cannot hold every uint64: not checked
  const Tensor x = astype(a.value, dt), y = astype(b.value, dt);
  const __int128 p = x.as_int64(0), q = y.as_int64(0);
  const __int128 exact = op == Ufunc::Add ? p + q : op == Ufunc::Subtract ? p - q : p * q;
  if (exact != static_cast<__int128>(out.as_int64(0))) warn_fp_errors({.overflow = true}, std::string("scalar ") + ufunc_name(op));
}

}  // namespace

Ref binary(Ufunc op, const Ref& a, const Ref& b) {
  const bool scalar_math = (is_numpy_scalar(a) || is_python_number(a)) && (is_numpy_scalar(b) || is_python_number(b)) &&
                           (is_numpy_scalar(a) || is_numpy_scalar(b));
  const Operand x = operand(a), y = operand(b);
  Tensor out = binary_values(op, x, y, scalar_math);
  if (scalar_math) check_scalar_overflow(op, x, y, out);
  return make_numpy_result(out);
}

// ---- in-place operators ---------------------------------------------------------------------

py::TypeObject* ufunc_output_casting_error_type() {
  static py::TypeObject* t = [] {
    const char* module = "numpy._core._exceptions";
    py::TypeObject* ufunc_type_error = py::make_native_type("UFuncTypeError", py::E().TypeError, module);
    py::TypeObject* casting = py::make_native_type("_UFuncCastingError", ufunc_type_error, module);
    py::TypeObject* output = py::make_native_type("_UFuncOutputCastingError", casting, module);
    for (py::TypeObject* type : {ufunc_type_error, casting, output}) {
      type->layout = py::Layout::Exception;
      type->subclassable = true;
    }
    // _exceptions.py's _display_as_base: the private subclasses take their base's __name__
    // (tracebacks still show the __qualname__).
    for (py::TypeObject* type : {casting, output}) {
      type->qualname = type->name;
      type->name = "UFuncTypeError";
    }
    return output;
  }();
  return t;
}

bool can_cast_same_kind(DType from, DType to) {
  if (from == to) return true;
  auto order = [](DType d) { return d == DType::Bool ? 0 : d == DType::UInt8 ? 1 : tensor::is_integer(d) ? 2 : 4; };
  return order(from) <= order(to);
}

namespace {

Ref write_result(Ref a_ref, const Tensor& result, const char* ufunc) {
  NumpyArrayObject& a = *as_numpy_array(a_ref.get());
  if (!a.writeable) py::raise_value_error("output array is read-only");
  if (result.shape() != a.shape()) {
    py::raise_value_error("non-broadcastable output operand with shape " + compact_shape_text(a.shape()) +
                          " doesn't match the broadcast shape " + compact_shape_text(result.shape()));
  }
  if (!can_cast_same_kind(result.dtype(), a.dtype())) {
    py::raise(ufunc_output_casting_error_type(),
              std::string("Cannot cast ufunc '") + ufunc + "' output from dtype('" + dtype_name(result.dtype()) +
                  "') to dtype('" + dtype_name(a.dtype()) + "') with casting rule 'same_kind'");
  }
  write_all(a, astype(result, a.dtype()));
  return a_ref;
}

}  // namespace

Ref inplace(Ufunc op, const Ref& a, const Ref& b) {
  const char* name = ufunc_name(op);
  // The operands (which may share a's buffer) are gone before the write, so it happens in place.
  const Tensor result = binary_values(op, operand(a), operand(b));
  return write_result(a, result, name);
}

Ref inplace_matmul(const Ref& a, const Ref& b) {
  const Ref product = matmul(a, b);
  const Tensor result = asarray(product);
  if (result.shape() != as_numpy_array(a.get())->shape())
    not_supported("a @= b when the product has another shape than a");
  return write_result(a, result, "matmul");
}

// ---- unary ----------------------------------------------------------------------------------

namespace {

// A ufunc on a complex array: the complex loops (np.abs gives the magnitude, a float array).
/// The ufunc's name in NumPy's floating-point warnings ("overflow encountered in exp").
const char* unary_ufunc_name(UnaryUfunc op) {
  switch (op) {
    case UnaryUfunc::Sqrt: return "sqrt";
    case UnaryUfunc::Exp: return "exp";
    case UnaryUfunc::Log: return "log";
    case UnaryUfunc::Square: return "square";
    case UnaryUfunc::Sin: return "sin";
    case UnaryUfunc::Cos: return "cos";
    case UnaryUfunc::Tanh: return "tanh";
    default: return "op";  // exact on floats: never warns
  }
}

Ref complex_unary(UnaryUfunc op, const Tensor& x) {
  using tensor::UnaryOp;
  UnaryOp k = UnaryOp::Neg;
  switch (op) {
    case UnaryUfunc::Positive: return make_numpy_result(x);
    case UnaryUfunc::Negative: k = UnaryOp::Neg; break;
    case UnaryUfunc::Absolute: return make_numpy_result(tensor::complex_abs(x));
    case UnaryUfunc::Square: k = UnaryOp::Square; break;
    case UnaryUfunc::Sqrt: k = UnaryOp::Sqrt; break;
    case UnaryUfunc::Exp: k = UnaryOp::Exp; break;
    case UnaryUfunc::Sin: k = UnaryOp::Sin; break;
    case UnaryUfunc::Cos: k = UnaryOp::Cos; break;
    case UnaryUfunc::Tanh: k = UnaryOp::Tanh; break;
    case UnaryUfunc::Log:
      if (any_zero(x)) warn_fp_errors({.divide = true}, "log");
      k = UnaryOp::Log;
      break;
    default: not_supported("this ufunc on complex arrays");
  }
  return make_numpy_result(tensor::unary_op(k, x));
}

}  // namespace

Ref unary(UnaryUfunc op, const Ref& a) {
  using tensor::UnaryOp;
  Tensor x = asarray(a);
  const DType d = x.dtype();
  if (d == DType::String) not_supported("math on object (bytes) arrays");
  if (tensor::is_complex(d)) return complex_unary(op, x);
  UnaryOp k = UnaryOp::Neg;
  switch (op) {
    case UnaryUfunc::Positive: return make_numpy_result(x);
    case UnaryUfunc::Negative:
      if (d == DType::Bool) {
        py::raise_type_error("The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or "
                             "the logical_not function instead.");
      }
      k = UnaryOp::Neg;
      break;
    case UnaryUfunc::Absolute:
      if (d == DType::Bool) return make_numpy_result(x);
      k = UnaryOp::Abs;
      break;
    case UnaryUfunc::Invert:
      if (d == DType::Bool) return make_numpy_result(tensor::unary_op(UnaryOp::LogicalNot, x));
      if (!tensor::is_integer(d)) raise_no_loop("invert");
      return make_numpy_result(graph::eager::execute("Invert", {x})[0]);  // the registry's tf.bitwise.invert kernel
    case UnaryUfunc::LogicalNot:
      return make_numpy_result(binary_values(Ufunc::Equal, Operand{x}, Operand{Tensor::zeros(d, {})}));
    case UnaryUfunc::Square:
      if (d == DType::Bool) not_supported("np.square on boolean arrays");
      k = UnaryOp::Square;
      break;
    case UnaryUfunc::Sign:
      if (d == DType::Bool) not_supported("np.sign on boolean arrays");
      k = UnaryOp::Sign;
      break;
    case UnaryUfunc::Round:
      if (!tensor::is_floating(d)) return make_numpy_result(x);
      k = UnaryOp::Round;
      break;
    case UnaryUfunc::Floor:
    case UnaryUfunc::Ceil:
      if (!tensor::is_floating(d)) return make_numpy_result(x);  // NumPy 2.3's bool and integer loops keep the dtype
      k = op == UnaryUfunc::Floor ? UnaryOp::Floor : UnaryOp::Ceil;
      break;
    case UnaryUfunc::Sqrt:
    case UnaryUfunc::Log:
      // int8/uint8/bool -> float16, int16 -> float32, wider -> float64 (the ufunc loop types).
      x = astype(x, float_loop_type(d));
      k = op == UnaryUfunc::Sqrt ? UnaryOp::Sqrt : UnaryOp::Log;
      break;
    case UnaryUfunc::Exp:
    case UnaryUfunc::Sin:
    case UnaryUfunc::Cos:
    case UnaryUfunc::Tanh:
      x = astype(x, float_loop_type(d));
      k = op == UnaryUfunc::Exp ? UnaryOp::Exp : op == UnaryUfunc::Sin ? UnaryOp::Sin : op == UnaryUfunc::Cos ? UnaryOp::Cos : UnaryOp::Tanh;
      break;
  }
  const Tensor out = tensor::unary_op(k, x);
  // sqrt(-1) and sin(inf) are invalid, log(0) a pole, exp(1000) and square(1e200) overflow.
  if (tensor::is_floating(out.dtype()))
    warn_fp_errors(unary_errors(x, out, op == UnaryUfunc::Log ? +[](double v) { return v == 0; } : nullptr), unary_ufunc_name(op));
  return make_numpy_result(out);
}

// ---- reductions -----------------------------------------------------------------------------

std::vector<int64_t> normalize_axes(const Ref& axis, int rank) {
  std::vector<int64_t> axes;
  if (!axis || py::is_none(axis.get())) {
    for (int i = 0; i < rank; ++i) axes.push_back(i);
    return axes;
  }
  std::vector<Ref> items = (py::is_tuple(axis.get()) || py::is_list(axis.get())) ? py::to_vector(axis) : std::vector<Ref>{axis};
  for (const Ref& it : items) {
    int64_t a = py::as_int(it.get());
    if (a < -rank || a >= rank) {
      py::raise(axis_error_type(), "axis " + std::to_string(a) + " is out of bounds for array of dimension " +
                                       std::to_string(rank));
    }
    if (a < 0) a += rank;
    if (std::find(axes.begin(), axes.end(), a) != axes.end()) py::raise_value_error("duplicate value in 'axis'");
    axes.push_back(a);
  }
  std::sort(axes.begin(), axes.end());
  return axes;
}

namespace {

// NumPy's pairwise summation (umath/loops_utils.h.src pairwise_sum) over at(start .. start+n).
template <typename Acc, typename Get> Acc pairwise_sum(int64_t start, int64_t n, const Get& at) {
  if (n < 8) {
    Acc res = 0;
    for (int64_t i = 0; i < n; ++i) res += at(start + i);
    return res;
  }
  if (n <= 128) {
    Acc r[8];
    for (int k = 0; k < 8; ++k) r[k] = at(start + k);
    int64_t i = 8;
    for (; i < n - (n % 8); i += 8)
      for (int k = 0; k < 8; ++k) r[k] += at(start + i + k);
    Acc res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; ++i) res += at(start + i);
    return res;
  }
  int64_t n2 = n / 2;
  n2 -= n2 % 8;
  return pairwise_sum<Acc>(start, n2, at) + pairwise_sum<Acc>(start + n2, n - n2, at);
}

}  // namespace

/// An int64 tensor's bits as uint64 (the runtime casts nothing to uint64): what NumPy's uint64
/// loops give for sums and products that int64 computed, both being arithmetic modulo 2**64.
Tensor as_uint64(const Tensor& t) {
  Tensor out = Tensor::uninitialized(DType::UInt64, t.shape());
  std::memcpy(out.mutable_data<uint64_t>(), t.data<int64_t>(), sizeof(int64_t) * static_cast<size_t>(t.num_elements()));
  return out;
}

Ref reduce(Reduction op, const Ref& a, const Ref& axis, bool keepdims) {
  Tensor x = asarray(a);
  const int rank = x.rank();
  if (x.dtype() == DType::String) not_supported("reductions of object (bytes) arrays");
  const bool arg = op == Reduction::ArgMax || op == Reduction::ArgMin;
  if (arg && axis && !py::is_none(axis.get()) && !py::is_int(axis.get())) py::raise_type_error("'tuple' object cannot be interpreted as an integer");
  std::vector<int64_t> axes = normalize_axes(axis, rank);
  // argmax/argmin without an axis work on the flattened array; keepdims then keeps every
  // dimension as 1.
  const Shape all_ones(static_cast<size_t>(rank), 1);
  const bool flat_arg = arg && (!axis || py::is_none(axis.get()));
  if (flat_arg) {
    x = x.with_shape({x.num_elements()});
    axes = {0};
  }
  const Shape& shape = x.shape();
  const int r = x.rank();
  std::vector<bool> reduced(r, false);
  for (int64_t ax : axes) reduced[ax] = true;
  Shape out_shape, kept_shape;
  int64_t count = 1;
  for (int i = 0; i < r; ++i) {
    if (reduced[i]) {
      count *= shape[i];
      kept_shape.push_back(1);
    } else {
      out_shape.push_back(shape[i]);
      kept_shape.push_back(shape[i]);
    }
  }
  const char* names[] = {"add", "add", "maximum", "minimum", "multiply", "logical_and", "logical_or", "argmax", "argmin"};
  if (count == 0 && (op == Reduction::Max || op == Reduction::Min)) {
    py::raise_value_error(std::string("zero-size array to reduction operation ") + names[static_cast<int>(op)] +
                          " which has no identity");
  }
  if (count == 0 && arg) py::raise_value_error(std::string("attempt to get ") + names[static_cast<int>(op)] + " of an empty sequence");
  // _methods._mean warns "Mean of empty slice." (then divides 0 by 0) when nothing is reduced.
  if (count == 0 && op == Reduction::Mean) warning_case("Mean of empty slice.");
  // Complex arrays: sum and mean add each part (NumPy's complex add loop does the same);
  // NumPy orders complex numbers lexicographically for max/min and multiplies them for prod,
  // which tfplay does not emulate.
  if (tensor::is_complex(x.dtype())) {
    if (op != Reduction::Sum && op != Reduction::Mean)
      not_supported(std::string("the ") + names[static_cast<int>(op)] + " reduction of complex arrays");
    return make_numpy_result(
        tensor::complex_reduce(op == Reduction::Sum ? tensor::ReduceOp::Sum : tensor::ReduceOp::Mean, x, axes, keepdims));
  }
  // Result and accumulation dtypes.
  const DType in = x.dtype();
  DType acc = in;
  if (op == Reduction::Sum || op == Reduction::Prod) {
    if (in == DType::UInt64) not_supported("sums and products of uint64 arrays");
    if (!tensor::is_floating(in)) acc = DType::Int64;
  } else if (op == Reduction::Mean) {
    acc = tensor::is_floating(in) ? in : DType::Float64;
  } else if (op == Reduction::All || op == Reduction::Any) {
    acc = DType::Bool;
  } else if (arg) {
    acc = DType::Int64;
  }
  const DType out_dtype = acc;
  if ((op == Reduction::Sum || op == Reduction::Mean || op == Reduction::Prod) && in != acc && !tensor::is_floating(in)) x = astype(x, acc);
  // Iterate: output index o, reduced index j -> input offset.
  const std::vector<int64_t> strides = tensor::row_major_strides(shape);
  std::vector<int> out_axes, red_axes;
  for (int i = 0; i < r; ++i) (reduced[i] ? red_axes : out_axes).push_back(i);
  auto offsets = [&](const std::vector<int>& dims) {
    std::vector<int64_t> offs{0};
    for (int d : dims) {
      std::vector<int64_t> next;
      for (int64_t base : offs)
        for (int64_t k = 0; k < shape[d]; ++k) next.push_back(base + k * strides[d]);
      offs = std::move(next);
    }
    return offs;
  };
  const std::vector<int64_t> out_offs = offsets(out_axes);
  const std::vector<int64_t> red_offs = offsets(red_axes);
  // The trailing block of reduced axes is what NumPy's inner loop sums pairwise.
  int64_t lane = 1;
  for (int i = r - 1; i >= 0 && reduced[i]; --i) lane *= shape[i];
  if (r > 0 && !reduced[r - 1]) lane = 1;
  Tensor out = Tensor::zeros(out_dtype, out_shape);
  const int64_t nout = static_cast<int64_t>(out_offs.size());
  if (nout > 0 && out.num_elements() != nout) out = Tensor::zeros(out_dtype, out_shape);
  auto compute = [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = x.data<T>();
    for (int64_t o = 0; o < nout; ++o) {
      const int64_t base = out_offs[o];
      auto at = [&](int64_t j) { return src[base + red_offs[j]]; };
      const int64_t n = static_cast<int64_t>(red_offs.size());
      if constexpr (std::is_floating_point_v<T>) {
        if (op == Reduction::Sum || op == Reduction::Mean) {
          T total = 0;
          for (int64_t start = 0; start < n; start += lane) {
            const int64_t len = std::min(lane, n - start);
            total += pairwise_sum<T>(start, len, at);
            if (in == DType::Float16 && op == Reduction::Sum) total = tensor::round_to_half(static_cast<float>(total));
          }
          if (op == Reduction::Mean) total = total / static_cast<T>(n);
          tensor::visit_dtype(out_dtype, [&](auto otag) {
            using O = typename decltype(otag)::type;
            if constexpr (!std::is_same_v<O, std::string>) out.mutable_data<O>()[o] = static_cast<O>(total);
          });
          continue;
        }
      }
      if constexpr (std::is_floating_point_v<T>) {
        if (op == Reduction::Prod) {
          T t = 1;
          for (int64_t j = 0; j < n; ++j) t *= at(j);
          out.mutable_data<T>()[o] = t;
          continue;
        }
      } else if (op == Reduction::Sum || op == Reduction::Prod) {
        int64_t total = op == Reduction::Sum ? 0 : 1;
        for (int64_t j = 0; j < n; ++j) {
          const int64_t v = static_cast<int64_t>(at(j));
          total = static_cast<int64_t>(op == Reduction::Sum ? static_cast<uint64_t>(total) + static_cast<uint64_t>(v)
                                                            : static_cast<uint64_t>(total) * static_cast<uint64_t>(v));
        }
        out.mutable_data<int64_t>()[o] = total;
        continue;
      }
      if (op == Reduction::All || op == Reduction::Any) {
        bool v = op == Reduction::All;
        for (int64_t j = 0; j < n; ++j) {
          const bool b = at(j) != T(0);
          v = op == Reduction::All ? (v && b) : (v || b);
        }
        out.mutable_data<bool>()[o] = v;
        continue;
      }
      // Max/Min/ArgMax/ArgMin: NaN propagates (the first NaN wins for arg*).
      int64_t best = 0;
      for (int64_t j = 1; j < n; ++j) {
        const T cur = at(j), b = at(best);
        if constexpr (std::is_floating_point_v<T>) {
          if (std::isnan(b)) break;
          if (std::isnan(cur)) {
            best = j;
            break;
          }
        }
        const bool better = (op == Reduction::Max || op == Reduction::ArgMax) ? cur > b : cur < b;
        if (better) best = j;
      }
      if (arg) out.mutable_data<int64_t>()[o] = best;
      else out.mutable_data<T>()[o] = at(best);
    }
  };
  tensor::visit_numeric(x.dtype(), "reduce", compute);
  if (out_dtype == DType::Float16) out = tensor::finish_float16(out);
  if (keepdims) out = out.with_shape(flat_arg ? all_ones : kept_shape);
  // NumPy adds and multiplies uint8 in uint64: the same bits as int64's wrapping arithmetic.
  if (in == DType::UInt8 && (op == Reduction::Sum || op == Reduction::Prod)) out = as_uint64(out);
  return make_numpy_result(out);
}

// ---- misc -----------------------------------------------------------------------------------

std::string scalar_repr(const Tensor& t) {
  if (t.dtype() == DType::Bool) return t.data<bool>()[0] ? "np.True_" : "np.False_";
  if (t.dtype() == DType::String) return tensor::python_bytes_repr(t.data<std::string>()[0]);
  std::string text = tensor::numpy_scalar_str(t, 0);
  if (t.dtype() == DType::BFloat16) return text;  // ml_dtypes' repr is its str: 0.100098
  // A complex scalar's repr drops the parentheses its str has: np.complex128(1+2j).
  if (tensor::is_complex(t.dtype()) && text.front() == '(') text = text.substr(1, text.size() - 2);
  return "np." + dtype_name(t.dtype()) + "(" + text + ")";
}

Ref matmul(const Ref& a_ref, const Ref& b_ref) {
  Operand oa = operand(a_ref), ob = operand(b_ref);
  if (oa.value.rank() == 0 || ob.value.rank() == 0) {
    py::raise_value_error("matmul: Input operand " + std::string(oa.value.rank() == 0 ? "0" : "1") +
                          " does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) "
                          "requires 1)");
  }
  const DType dt = promote(oa.value.dtype(), ob.value.dtype());
  if (dt == DType::Bool) not_supported("matmul of boolean arrays");
  Tensor a = astype(oa.value, dt), b = astype(ob.value, dt);
  const bool a1 = a.rank() == 1, b1 = b.rank() == 1;
  if (a1) a = a.with_shape({1, a.shape()[0]});
  if (b1) b = b.with_shape({b.shape()[0], 1});
  const int64_t k_a = a.shape().back(), k_b = b.shape()[b.rank() - 2];
  if (k_a != k_b) {
    py::raise_value_error("matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature "
                          "(n?,k),(k,m?)->(n?,m?) (size " + std::to_string(k_b) + " is different from " +
                          std::to_string(k_a) + ")");
  }
  Tensor out;
  try {
    out = (a.rank() == 2 && b.rank() == 2) ? tensor::matmul(a, b, false, false) : tensor::batch_matmul(a, b, false, false);
  } catch (const tensor::OpError& e) {
    if (e.code == tensor::OpError::Code::ResourceExhausted) throw;  // the caller's _ArrayMemoryError
    py::raise_value_error(e.what());
  }
  Shape shape = out.shape();
  if (b1) shape.pop_back();
  if (a1) shape.erase(shape.end() - (b1 ? 1 : 2));
  return make_numpy_result(out.with_shape(shape));
}

Tensor isclose(const Ref& a, const Ref& b, double rtol, double atol, bool equal_nan) {
  // numeric.py isclose: y becomes inexact; |x - y| <= atol + rtol * |y|, finite y, or x == y;
  // computed `with errstate(invalid='ignore')`, so inf - inf says nothing.
  struct IgnoreInvalid {
    std::string saved = error_state().invalid;
    IgnoreInvalid() { error_state().invalid = "ignore"; }
    ~IgnoreInvalid() { error_state().invalid = saved; }
  } ignore_invalid;
  Operand x = operand(a), y = operand(b);
  if (y.weak == Operand::Weak::None && !tensor::is_floating(y.value.dtype())) {
    Operand one{Tensor::scalar_double(1.0), Operand::Weak::Float};
    y.value = astype(y.value, result_type(y, one));
  } else if (y.weak == Operand::Weak::Int || y.weak == Operand::Weak::Bool) {
    y = Operand{Tensor::scalar_double(y.value.as_double(0)), Operand::Weak::Float};
  }
  Tensor diff = binary_values(Ufunc::Subtract, x, y);
  Tensor abs_diff = tensor::unary_op(tensor::UnaryOp::Abs, diff);
  Tensor abs_y = tensor::unary_op(tensor::UnaryOp::Abs, y.value);
  Operand tol = {binary_values(Ufunc::Multiply, Operand{Tensor::scalar_double(rtol), Operand::Weak::Float},
                               Operand{abs_y, y.weak}),
                 y.weak};
  Tensor bound = binary_values(Ufunc::Add, Operand{Tensor::scalar_double(atol), Operand::Weak::Float}, tol);
  Tensor le = binary_values(Ufunc::LessEqual, Operand{abs_diff}, Operand{bound});
  Tensor finite = tensor::unary_op(tensor::UnaryOp::IsFinite, astype(y.value, tensor::is_floating(y.value.dtype()) ? y.value.dtype() : DType::Float64));
  Tensor eq = binary_values(Ufunc::Equal, x, y);
  Tensor result = binary_values(Ufunc::LogicalOr, Operand{binary_values(Ufunc::LogicalAnd, Operand{le}, Operand{finite})}, Operand{eq});
  if (equal_nan) {
    Tensor xn = tensor::unary_op(tensor::UnaryOp::IsNan, astype(x.value, DType::Float64));
    Tensor yn = tensor::unary_op(tensor::UnaryOp::IsNan, astype(y.value, DType::Float64));
    result = binary_values(Ufunc::LogicalOr, Operand{result}, Operand{binary_values(Ufunc::LogicalAnd, Operand{xn}, Operand{yn})});
  }
  return result;
}

Ref round(const Ref& a, int64_t decimals) {
  // np.round (multiarray round): rint(x * 10**d) / 10**d for floats, rint(x / 10**-d) * 10**-d
  // for negative d; a Python float factor is weakly typed, so float32 stays float32. Integers
  // with d >= 0 come back unchanged.
  Tensor x = asarray(a);
  if (tensor::is_complex(x.dtype())) not_supported("np.round of complex arrays");
  if (decimals == 0 || (!tensor::is_floating(x.dtype()) && decimals > 0)) {
    if (decimals == 0) return unary(UnaryUfunc::Round, a);
    return make_numpy_result(x);
  }
  if (!tensor::is_floating(x.dtype()))
    not_supported("np.round with negative decimals on an integer array");
  const Ref factor = py::Float(std::pow(10.0, static_cast<double>(decimals < 0 ? -decimals : decimals)));
  if (decimals > 0) return binary(Ufunc::TrueDivide, unary(UnaryUfunc::Round, binary(Ufunc::Multiply, a, factor)), factor);
  return binary(Ufunc::Multiply, unary(UnaryUfunc::Round, binary(Ufunc::TrueDivide, a, factor)), factor);
}

Ref std_dev(const Ref& a, const Ref& axis, int64_t ddof, bool keepdims, bool variance) {
  // numpy/_core/_methods.py _var/_std: mean with kept dims (sums of integers and bools in
  // float64), squared deviations, their sum over the axes / max(count - ddof, 0), then sqrt.
  Tensor x = asarray(a);
  if (x.dtype() == DType::String) not_supported("np.std of object (bytes) arrays");
  if (tensor::is_complex(x.dtype())) not_supported("np.std/np.var of complex arrays");
  if (!tensor::is_floating(x.dtype())) x = astype(x, DType::Float64);
  const Ref arr = make_ndarray(x);
  int64_t count = 1;
  for (int64_t ax : normalize_axes(axis, x.rank())) count *= x.shape()[static_cast<std::size_t>(ax)];
  const Ref mean = binary(Ufunc::TrueDivide, reduce(Reduction::Sum, arr, axis, true), py::Int(count));
  const Ref dev = binary(Ufunc::Subtract, arr, mean);
  const Ref sq = binary(Ufunc::Multiply, dev, dev);
  const Ref var = binary(Ufunc::TrueDivide, reduce(Reduction::Sum, sq, axis, keepdims), py::Int(std::max<int64_t>(count - ddof, 0)));
  return variance ? var : unary(UnaryUfunc::Sqrt, var);
}

Ref argsort(const Ref& a, const Ref& axis_arg, bool stable) {
  // np.argsort: int64 indices that sort along `axis` (default -1; None sorts the flattened
  // array), NaNs last. tfplay sorts stably; NumPy's default quicksort (introsort, SIMD sorts)
  // orders equal elements unpredictably past 16 elements, so such ties are refused.
  Tensor x = asarray(a);
  if (x.dtype() == DType::String) not_supported("np.argsort of object (bytes) arrays");
  if (axis_arg && py::is_none(axis_arg.get())) x = x.with_shape({x.num_elements()});
  if (x.rank() == 0) return make_ndarray(Tensor::from_vector<int64_t>(DType::Int64, {}, {0}));
  int64_t axis = axis_arg && !py::is_none(axis_arg.get()) ? py::as_int(axis_arg.get()) : -1;
  if (axis < -x.rank() || axis >= x.rank())
    py::raise(py::E().IndexError, "axis " + std::to_string(axis) + " is out of bounds for array of dimension " + std::to_string(x.rank()));
  if (axis < 0) axis += x.rank();
  const Shape& shape = x.shape();
  const int64_t n = shape[static_cast<std::size_t>(axis)];
  int64_t inner = 1, outer = 1;
  for (int i = 0; i < x.rank(); ++i) {
    if (i < axis) outer *= shape[static_cast<std::size_t>(i)];
    if (i > axis) inner *= shape[static_cast<std::size_t>(i)];
  }
  const Tensor values = astype(x, DType::Float64);
  const double* v = values.data<double>();
  std::vector<int64_t> out(static_cast<std::size_t>(x.num_elements()));
  std::vector<int64_t> idx(static_cast<std::size_t>(n));
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in) {
      auto at = [&](int64_t k) { return v[(o * n + k) * inner + in]; };
      for (int64_t k = 0; k < n; ++k) idx[static_cast<std::size_t>(k)] = k;
      std::stable_sort(idx.begin(), idx.end(), [&](int64_t l, int64_t r) {
        const double p = at(l), q = at(r);
        if (std::isnan(q)) return !std::isnan(p);
        return p < q;
      });
      if (!stable && n > 16)
        for (int64_t k = 1; k < n; ++k) {
          const double p = at(idx[static_cast<std::size_t>(k - 1)]), q = at(idx[static_cast<std::size_t>(k)]);
          if (p == q || (std::isnan(p) && std::isnan(q)))
            not_supported("np.argsort of more than 16 elements with equal values (NumPy's default quicksort orders ties "
                          "unpredictably); pass kind='stable'");
        }
      for (int64_t k = 0; k < n; ++k) out[static_cast<std::size_t>((o * n + k) * inner + in)] = idx[static_cast<std::size_t>(k)];
    }
  return make_ndarray(Tensor::from_vector<int64_t>(DType::Int64, shape, std::move(out)));
}

}  // namespace tfplay::tf::np
