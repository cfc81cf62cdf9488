// Conversion of Python and NumPy values to tensors.
#include "core/tf/convert.h"

#include "core/graph/node_def.h"
#include "core/python/bigint.h"

#include "core/tf/api_surface.h"
#include "core/tf/conversion_registry.h"
#include "core/tf/indexed_slices.h"

#include <cmath>
#include <complex>
#include <limits>

#include "core/function/tensor_object.h"
#include "core/python/complex_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/format_numpy.h"
#include "core/tensor/half.h"
#include "core/tensor/kernels.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_ops.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"
#include "core/tf/variables.h"
#include "core/python/recursion_guard.h"

namespace tfplay::tf {

using py::Ref;
using tensor::DType;

namespace {

// py_seq_tensor.cc tests PySequence_Check / PyFloat_Check / PyLong_Check, which accept
// subclasses: a list or tuple subclass is a sequence and an int, float or str subclass
// converts as its base value.
bool is_sequence(const py::Object* o) {
  return py::isinstance(o, py::T().list) || py::isinstance(o, py::T().tuple);
}

// What else py_seq_tensor.cc walks as a sequence (PySequence_Check after its string, array and
// tensor tests): a range, or an object whose class defines __getitem__ and is not a dict, such as
// a collections.deque or a protobuf repeated field. Autopacking stays with lists and tuples
// (array_ops registers it for those two types only).
bool converts_as_sequence(const Ref& v) {
  const py::Object* o = v.get();
  if (is_sequence(o) || o->cls == py::T().range) return true;
  if (o->cls->is_builtin || py::isinstance(o, py::T().dict) || py::isinstance(o, py::T().str) ||
      py::isinstance(o, py::T().bytes) || as_numpy_array(o) || function::as_tensor(o) || is_variable(o))
    return false;
  return py::lookup_special(v, std::string_view("__getitem__")) != nullptr;
}

[[noreturn]] void non_rectangular() { py::raise_value_error("Can't convert non-rectangular Python sequence to Tensor."); }

// The value of an ndarray or eager tensor of rank >= 1 and a real numeric dtype, which a
// sequence holding it spans (py_seq_tensor.cc: the item contributes its dimensions and
// dtype); nullopt for anything else (a leaf).
std::optional<tensor::Tensor> spanned_array(const Ref& v) {
  std::optional<tensor::Tensor> value;
  if (const NumpyArrayObject* a = as_numpy_array(v.get())) value = a->value();
  else if (function::TensorObject* t = function::as_tensor(v.get()); t && t->is_eager()) value = *t->value;
  if (!value || value->shape().empty()) return std::nullopt;
  const DType d = value->dtype();
  if (!tensor::is_integer(d) && !tensor::is_floating(d) && d != DType::Bool) return std::nullopt;
  return value;
}

// An array inside a sequence: its dimensions extend `shape` from `depth` (rectangular with
// its siblings), its elements become 0-d arrays of its dtype, in row-major order.
void flatten_array(const tensor::Tensor& t, std::size_t depth, std::vector<int64_t>& shape, std::vector<Ref>& leaves) {
  const tensor::Shape& dims = t.shape();
  for (std::size_t k = 0; k < dims.size(); ++k) {
    const std::size_t d = depth + k;
    if (d == shape.size()) {
      if (!leaves.empty()) non_rectangular();
      shape.push_back(dims[k]);
    } else if (d > shape.size() || shape[d] != dims[k]) {
      non_rectangular();
    }
  }
  if (depth + dims.size() != shape.size()) non_rectangular();
  for (int64_t i = 0; i < t.num_elements(); ++i) {
    // 64-bit integers element by element, not through a double.
    if (t.dtype() == DType::Int64) leaves.push_back(make_ndarray(tensor::Tensor::scalar_int64(t.data<int64_t>()[i])));
    else if (t.dtype() == DType::UInt64)
      leaves.push_back(make_ndarray(tensor::Tensor::from_vector<uint64_t>(DType::UInt64, {}, {t.data<uint64_t>()[i]})));
    else leaves.push_back(make_ndarray(tensor::Tensor::scalar_of(t.dtype(), t.as_double(i))));
  }
}

// Walks a nested list: its shape, and its leaves in row-major order.
// py_seq_tensor.cc IsPyDimension: eagerly, a tf.compat.v1.Dimension (by its type's name and
// module) in a sequence is an integer leaf, its value. (Graph conversion goes through NumPy,
// left as it was.)
Ref known_dimension_value(const Ref& v) {
  if (in_graph_mode() || py::type_name(v.get()) != "Dimension") return nullptr;
  Ref module = v->cls->attrs.find("__module__") ? py::getattr(v->cls->self(), "__module__") : nullptr;
  if (!module || !py::is_str(module.get()) || py::str(module) != "tensorflow.python.framework.tensor_shape")
    return nullptr;
  Ref value = py::getattr(v, "value");
  return py::is_int(value.get()) ? value : nullptr;
}

void flatten(const Ref& v, std::size_t depth, std::vector<int64_t>& shape, std::vector<Ref>& leaves) {
  py::NativeRecursionGuard guard("");
  if (function::TensorObject* t = function::as_tensor(v.get())) {
    if (!t->is_eager())
      py::raise(py::E().NotImplementedError, "tfplay cannot pack symbolic tensors inside a Python list yet (use tf.stack)");
  }
  if (depth > 0) {
    if (std::optional<tensor::Tensor> array = spanned_array(v)) {
      flatten_array(*array, depth, shape, leaves);
      return;
    }
  }
  if (!converts_as_sequence(v)) {
    if (depth != shape.size() && !shape.empty() && depth < shape.size())
      py::raise_value_error("Can't convert non-rectangular Python sequence to Tensor.");
    Ref dimension = depth > 0 ? known_dimension_value(v) : nullptr;
    leaves.push_back(dimension ? dimension : py::base_value(v));
    return;
  }
  std::vector<Ref> items = py::to_vector(v);
  if (depth == shape.size()) {
    if (!leaves.empty()) py::raise_value_error("Can't convert non-rectangular Python sequence to Tensor.");
    shape.push_back(static_cast<int64_t>(items.size()));
  } else if (shape[depth] != static_cast<int64_t>(items.size())) {
    py::raise_value_error("Can't convert non-rectangular Python sequence to Tensor.");
  }
  for (const Ref& item : items) flatten(item, depth + 1, shape, leaves);
}

// PyUnicode_Check / PyBytes_Check: np.str_ and np.bytes_ (and other subclasses) convert too.
bool is_str_or_subclass(const py::Object* o) { return py::is_str(o) || o->cls->value_base == py::T().str; }
bool is_bytes_or_subclass(const py::Object* o) { return o->cls->value_base == py::T().bytes; }

std::string python_type_word(const py::Object* o) {
  if (py::is_bool(o)) return "bool";
  if (py::is_int(o)) return "int";
  if (py::is_float(o)) return "float";
  if (py::is_str(o)) return "str";
  return py::type_name(o);
}

// A leaf py_seq_tensor.cc InferShapeAndType gives a dtype to: a number, a string, or a tensor or
// NumPy value (counted by its dtype).
bool is_convertible_leaf(const py::Object* o) {
  return function::as_tensor(o) || as_numpy_array(o) || py::is_int(o) || py::is_float(o) || py::is_complex(o) ||
         is_str_or_subclass(o) || is_bytes_or_subclass(o) || is_variable(o) || function::is_core_tensor(o);
}

// The element InferShapeAndType samples to infer the dtype: element 0 of each nested sequence
// (SampleElementFromSequence), down to the first non-sequence; nullopt at an empty sequence
// (an empty tensor, whose dtype is left to the request).
std::optional<Ref> sampled_leaf(Ref v) {
  while (converts_as_sequence(v)) {
    std::vector<Ref> items = py::to_vector(v);
    if (items.empty()) return std::nullopt;
    v = items.front();
  }
  return v;
}

// Eager conversion (py_seq_tensor.cc PySeqToTFE_TensorHandle) first infers the shape and dtype
// from the sampled element, requested dtype or not: an element of no tensor type there is a
// ValueError naming it and its type ("Attempt to convert a value (None) with an unsupported type
// (<class 'NoneType'>) to a Tensor.", as for a shape tuple holding None).
void check_sampled_leaf(const Ref& value) {
  const std::optional<Ref> leaf = sampled_leaf(value);
  if (!leaf || is_convertible_leaf(leaf->get()) || known_dimension_value(*leaf)) return;
  py::raise_value_error("Attempt to convert a value (" + py::repr(*leaf) + ") with an unsupported type (" +
                        py::repr(leaf->get()->cls->self()) + ") to a Tensor.");
}

// py_seq_tensor.cc: a later element of no tensor type fails every converter with ErrorMixedTypes,
// which eager conversion raises as a ValueError.
[[noreturn]] void mixed_types() { py::raise_value_error("Can't convert Python sequence with mixed types to Tensor."); }

// Eager: pywrap_tensor.cc's TypeError for a value that cannot take the requested dtype.
// Graph: tensor_util._AssertCompatible's TypeError naming the offending leaf.
[[noreturn]] void cannot_convert(const Ref& whole, const Ref& leaf, DType dtype) {
  if (in_graph_mode()) {
    py::raise_type_error("Expected " + std::string(tensor::name(dtype)) + ", but got " + py::repr(leaf) + " of type '" +
                         python_type_word(leaf.get()) + "'.");
  }
  py::raise_type_error("Cannot convert " + py::repr(whole) + " to EagerTensor of dtype " +
                       std::string(tensor::runtime_name(dtype)));
}

/// py_seq_tensor.cc ConvertOneFloat: a finite Python float that becomes inf in a narrower float
/// dtype is ErrorOutOfRangeDouble, a ValueError in eager mode. Graph mode converts through NumPy
/// (make_tensor_proto), whose overflow handling tfplay does not emulate.
void check_float_range(double v, DType dtype) {
  // bfloat16 has no converter there: the value converts as a double and is cast (inf, no error).
  if (!std::isfinite(v) || dtype == DType::Float64 || dtype == DType::BFloat16) return;
  const float narrowed = dtype == DType::Float16 ? tensor::round_to_half(static_cast<float>(v)) : static_cast<float>(v);
  if (!std::isinf(narrowed)) return;
  if (in_graph_mode())
    py::raise(py::E().NotImplementedError, "tfplay cannot convert the Python float " + py::repr(py::Float(v)) + " to " +
                                               std::string(tensor::name(dtype)) +
                                               " inside a tf.function: it overflows, and TF converts it through NumPy there");
  py::raise_value_error("Can't convert Python sequence with a value out of range for a double-precision float.");
}

// One function per dtype, out of line as the tensor kernels are (core/tensor/kernels_binary.cpp).
template <typename T>
[[gnu::noinline]] tensor::Tensor build(const Ref& whole, DType dtype, const std::vector<int64_t>& shape, const std::vector<Ref>& leaves) {
  std::vector<T> values;
  values.reserve(leaves.size());
  for (const Ref& leaf : leaves) {
    const py::Object* o = leaf.get();
    if (!in_graph_mode() && !is_convertible_leaf(o)) mixed_types();
    if constexpr (std::is_same_v<T, std::string>) {
      if (is_str_or_subclass(o)) values.push_back(static_cast<const py::StrObject*>(o)->value);
      else if (is_bytes_or_subclass(o)) values.push_back(static_cast<const py::BytesObject*>(o)->value);
      else cannot_convert(whole, leaf, dtype);
    } else {
      if (function::TensorObject* t = function::as_tensor(o)) {
        if (t->value->num_elements() != 1 || t->dtype != dtype) cannot_convert(whole, leaf, dtype);
        values.push_back(static_cast<T>(t->value->as_double(0)));
        continue;
      }
      if (const NumpyArrayObject* a = as_numpy_array(o)) {
        if (a->size() != 1 || a->dtype() == DType::String) cannot_convert(whole, leaf, dtype);
        values.push_back(static_cast<T>(tensor::cast(a->value(), dtype).as_double(0)));
        continue;
      }
      if (!py::is_int(o) && !py::is_float(o)) cannot_convert(whole, leaf, dtype);
      if (dtype == DType::Bool) {
        if (!py::is_bool(o)) cannot_convert(whole, leaf, dtype);
        values.push_back(static_cast<T>(static_cast<const py::IntObject*>(o)->value != 0));
        continue;
      }
      if (py::is_float(o)) {
        if (!tensor::is_floating(dtype)) cannot_convert(whole, leaf, dtype);
        const double v = static_cast<const py::FloatObject*>(o)->value;
        check_float_range(v, dtype);
        values.push_back(static_cast<T>(v));
        continue;
      }
      if (static_cast<const py::IntObject*>(o)->big) {
        if (tensor::is_floating(dtype)) {  // ConvertOneFloat: PyLong_AsDouble; its OverflowError -> ErrorOutOfRangeDouble
          double v = 0;
          try {
            v = py::as_float(o);
          } catch (const py::PyError& e) {
            if (!py::isinstance(e.exc.get(), py::E().OverflowError) || in_graph_mode()) throw;
            py::raise_value_error("Can't convert Python sequence with a value out of range for a double-precision float.");
          }
          values.push_back(static_cast<T>(v));
          continue;
        }
        // Graph mode goes through NumPy (make_tensor_proto), which makes a uint64 or object array.
        if (in_graph_mode())
          py::raise(py::E().NotImplementedError, "tfplay cannot convert a Python int outside the int64 range to a "
                                                 "tensor inside a tf.function");
        // py_seq_tensor.cc: PyLong_AsLongLongAndOverflow overflows -> ErrorOutOfRange, a ValueError.
        py::raise_value_error("Can't convert Python sequence with out-of-range integer to Tensor.");
      }
      std::int64_t i = static_cast<const py::IntObject*>(o)->value;
      if (!tensor::is_floating(dtype) && (static_cast<double>(i) < tensor::min_value(dtype) || static_cast<double>(i) > tensor::max_value(dtype))) {
        // Graph mode converts through make_tensor_proto's np.array(values, dtype), which NumPy 2
        // refuses. Eagerly, py_seq_tensor.cc makes an int64 tensor and ConvertToEagerTensorUncached
        // casts it to the (compatible) integer dtype: EagerCast wraps, tf.constant(256, tf.uint8) is 0.
        if (in_graph_mode())
          py::raise(py::E().OverflowError, "Python integer " + std::to_string(i) + " out of bounds for " + std::string(tensor::name(dtype)));
      }
      values.push_back(static_cast<T>(i));
    }
  }
  return tensor::Tensor::from_vector<T>(dtype, shape, std::move(values));
}

// A complex64/complex128 tensor from Python numbers (ints, floats and complex values) and
// tensors/NumPy values of that dtype (py_seq_tensor.cc ConvertComplex).
tensor::Tensor build_complex(const Ref& whole, DType dtype, const std::vector<int64_t>& shape,
                             const std::vector<Ref>& leaves) {
  std::vector<std::complex<double>> values;
  values.reserve(leaves.size());
  for (const Ref& leaf : leaves) {
    const py::Object* o = leaf.get();
    tensor::Tensor one;
    if (function::TensorObject* t = function::as_tensor(o)) {
      if (t->value->num_elements() != 1 || t->dtype != dtype) cannot_convert(whole, leaf, dtype);
      one = *t->value;
    } else if (const NumpyArrayObject* a = as_numpy_array(o)) {
      if (a->size() != 1 || a->dtype() == DType::String) cannot_convert(whole, leaf, dtype);
      one = tensor::cast(a->value(), DType::Complex128);
    }
    if (one.num_elements() == 1) {
      const tensor::Tensor c = tensor::cast(one, DType::Complex128);
      values.push_back(c.data<std::complex<double>>()[0]);
    } else if (py::is_complex(o)) {
      const auto* c = static_cast<const py::ComplexObject*>(o);
      values.emplace_back(c->real, c->imag);
    } else if (py::is_float(o) || py::is_int(o)) {
      values.emplace_back(py::as_float(o), 0.0);
    } else {
      cannot_convert(whole, leaf, dtype);
    }
  }
  tensor::Tensor out = tensor::Tensor::from_vector<std::complex<double>>(DType::Complex128, shape, std::move(values));
  return tensor::cast(out, dtype);
}

// A NumPy value converted as TF converts it (see convert.h).
tensor::Tensor from_numpy(const NumpyArrayObject& a, std::optional<DType> dtype) {
  const tensor::Tensor v = a.value();
  if (!dtype || *dtype == v.dtype()) return v;
  if (in_graph_mode()) {
    // make_tensor_proto: values.astype(dtype.as_numpy_dtype).
    if (v.dtype() == DType::String || *dtype == DType::String) {
      py::raise_type_error("Expected " + std::string(tensor::name(*dtype)) + ", but got " + tensor::numpy_repr(v) +
                           " of type 'ndarray'.");
    }
    return tensor::cast(v, *dtype);
  }
  // PySeqToTFE_TensorHandle: an ndarray is cast by NumPy to the requested dtype first
  // (PyArray_FromAny with NPY_ARRAY_FORCECAST), so np.array([1.7, -2.5]) becomes int32 [1, -2].
  // (A string array would go through NumPy's string parsing, which tfplay does not do.)
  if (v.dtype() == DType::String || *dtype == DType::String) {
    py::raise_type_error("Cannot convert " + tensor::numpy_repr(v) + " to EagerTensor of dtype " +
                         std::string(tensor::runtime_name(*dtype)));
  }
  return tensor::cast(v, *dtype);
}

// tensor_util.make_tensor_proto, which a graph constant goes through: a bare None is refused
// before any dtype check (eagerly, pywrap_tensor.cc names its type or the dtype instead).
void reject_none_in_graph(const Ref& value) {
  if (py::is_none(value.get()) && in_graph_mode()) py::raise_value_error("None values not supported.");
}

// The kinds of Python scalar py_seq_tensor.cc's converters tell apart.
// Array: a tensor or NumPy value inside the nest (converted its own way); Other: anything else,
// which no converter takes.
enum class ScalarKind { Str, Bool, Int, Float, Complex, Array, Other };

ScalarKind scalar_kind(const py::Object* o) {
  if (is_str_or_subclass(o) || is_bytes_or_subclass(o)) return ScalarKind::Str;
  if (py::is_bool(o)) return ScalarKind::Bool;
  if (py::is_int(o)) return ScalarKind::Int;
  if (py::is_float(o)) return ScalarKind::Float;
  if (py::is_complex(o)) return ScalarKind::Complex;
  if (function::as_tensor(o) || as_numpy_array(o)) return ScalarKind::Array;
  return ScalarKind::Other;
}

// Whether a py_seq_tensor.cc converter (ConverterTraits<T>::ConvertScalar) takes a Python
// scalar of kind `k`: strings only strings, bool only True/False, the integer ones ints and
// bools, the float ones ints, bools and floats, complex any number. Others give
// ErrorMixedTypes, or, for a float met by an integer converter, ErrorFoundFloat: for the
// requested dtype a failure like any other, for an inferred int64 a switch to a float
// converter (`float_fallback`).
bool converter_takes(DType converter, ScalarKind k, bool float_fallback) {
  switch (converter) {
    case DType::String: return k == ScalarKind::Str;
    case DType::Bool: return k == ScalarKind::Bool;
    case DType::Int32:
    case DType::Int64:
    case DType::UInt64: return k == ScalarKind::Bool || k == ScalarKind::Int || (float_fallback && k == ScalarKind::Float);
    case DType::Float16:
    case DType::Float32:
    case DType::Float64: return k == ScalarKind::Bool || k == ScalarKind::Int || k == ScalarKind::Float;
    case DType::Complex128: return k == ScalarKind::Bool || k == ScalarKind::Int || k == ScalarKind::Float || k == ScalarKind::Complex;
    default: return false;  // no converter: PySeqToTFE_TensorHandle goes on to the inferred dtype
  }
}

// Eager conversion of a nest of Python scalars (pywrap_tensor.cc -> py_seq_tensor.cc): the
// ValueError "Can't convert Python sequence with mixed types to Tensor." when neither the
// requested dtype's converter nor the inferred one takes every element (["a", 1], [True, 1]).
void check_mixed_python_scalars(const std::vector<Ref>& leaves, std::optional<DType> dtype) {
  if (leaves.empty()) return;
  std::vector<ScalarKind> kinds;
  for (const Ref& leaf : leaves) {
    kinds.push_back(scalar_kind(leaf.get()));
    if (kinds.back() == ScalarKind::Array) return;
  }
  // InferShapeAndType's "Attempt to convert a value (...) with an unsupported type" is about
  // the first element only (infer_dtype raises it).
  if (kinds.front() == ScalarKind::Other) return;
  auto all_taken_by = [&](DType converter, bool float_fallback) {
    for (ScalarKind k : kinds)
      if (!converter_takes(converter, k, float_fallback)) return false;
    return true;
  };
  // PySeqToTFE_TensorHandle: the requested dtype's converter first; when it fails, the
  // converter of the dtype InferShapeAndType took from the first element.
  if (dtype && all_taken_by(*dtype, false)) return;
  DType inferred = DType::Float32;
  switch (kinds.front()) {
    case ScalarKind::Str: inferred = DType::String; break;
    case ScalarKind::Bool: inferred = DType::Bool; break;
    case ScalarKind::Int: inferred = DType::Int64; break;
    case ScalarKind::Float: inferred = DType::Float32; break;
    case ScalarKind::Complex: inferred = DType::Complex128; break;
    default: return;
  }
  if (!all_taken_by(inferred, true)) py::raise_value_error("Can't convert Python sequence with mixed types to Tensor.");
}

// py_seq_tensor.cc PySeqToTFE_TensorHandle: an object with `__array__` (a pandas frame, a
// user's array-like) converts as the NumPy array `__array__()` returns; nullptr when `value`
// is an array, tensor or Python value itself (graph mode's make_tensor_proto gets the same
// array through np.asarray).
Ref array_protocol_value(const Ref& value) {
  const py::Object* o = value.get();
  if (as_numpy_array(o) || function::as_tensor(o) || o->cls->is_builtin || is_variable(o)) return nullptr;
  Ref method = py::getattr_opt(value, "__array__");
  if (!method) return nullptr;
  Ref array = py::call(method, std::vector<Ref>{});
  if (!as_numpy_array(array.get())) py::raise_value_error("Value returned by __array__ is not a NumPy array");
  return array;
}

// A NumPy scalar, or a 0-d array (which ZeroDimArrayToScalar turns into one first).
const NumpyArrayObject* as_numpy_scalar(const py::Object* o) {
  const NumpyArrayObject* a = as_numpy_array(o);
  return a && (a->is_scalar || a->rank() == 0) ? a : nullptr;
}

// py_seq_tensor.cc InferShapeAndType's type tests, in its order, on the sampled element: a
// NumPy float64 is DT_DOUBLE (IsPyDouble) and a float16 DT_HALF before any other float (a Python
// float or a NumPy float32) is DT_FLOAT; bools before integers (DT_INT64, Python or NumPy);
// complex numbers DT_COMPLEX128. nullopt for anything else (strings included: no change there).
std::optional<DType> sampled_scalar_dtype(const py::Object* o) {
  if (const NumpyArrayObject* a = as_numpy_scalar(o)) {
    const DType d = a->dtype();
    if (d == DType::Float64 || d == DType::Float16) return d;
    if (tensor::is_floating(d)) return DType::Float32;
    if (d == DType::Bool) return DType::Bool;
    if (tensor::is_integer(d)) return DType::Int64;
    if (tensor::is_complex(d)) return DType::Complex128;
    return std::nullopt;
  }
  if (py::is_float(o)) return DType::Float32;
  if (py::is_bool(o)) return DType::Bool;
  if (py::is_int(o)) return DType::Int64;
  if (py::is_complex(o)) return DType::Complex128;
  return std::nullopt;
}

bool is_float_scalar(const py::Object* o) {
  if (const NumpyArrayObject* a = as_numpy_scalar(o)) return tensor::is_floating(a->dtype());
  return py::is_float(o);
}

// An int64 out of int32's range, Python or NumPy (uint64 values above int64 count too).
bool outside_int32(const py::Object* o) {
  if (const NumpyArrayObject* a = as_numpy_scalar(o)) {
    if (!tensor::is_integer(a->dtype())) return false;
    const double v = a->value().as_double(0);
    return v > std::numeric_limits<int32_t>::max() || v < std::numeric_limits<int32_t>::min();
  }
  if (!py::is_int(o)) return false;
  const std::int64_t i = static_cast<const py::IntObject*>(o)->value;
  return i > std::numeric_limits<int32_t>::max() || i < std::numeric_limits<int32_t>::min();
}

// Eager conversion of a nest of numbers holding NumPy scalars (PySeqToTFE_TensorHandle without
// a requested dtype): the dtype comes from the sampled (first) element alone, not from all of
// them as NumPy would promote. An inferred DT_INT64 tries the int32 converter first, then int64
// on an out-of-range value, then float32 on a float (ErrorFoundInt64 / ErrorFoundFloat); the
// float, half and double converters take every other number. nullopt when a leaf is no number
// or scalar (a tensor, an array of rank >= 1) or no NumPy scalar is involved (the Python-only
// rules of infer_dtype already hold).
std::optional<DType> eager_numpy_scalars_dtype(const Ref& value, const std::vector<Ref>& leaves) {
  bool any_numpy = false;
  for (const Ref& leaf : leaves) {
    const py::Object* o = leaf.get();
    if (as_numpy_scalar(o)) any_numpy = true;
    else if (as_numpy_array(o) || !(py::is_int(o) || py::is_float(o) || py::is_complex(o))) return std::nullopt;
  }
  if (!any_numpy) return std::nullopt;
  const std::optional<Ref> sample = sampled_leaf(value);
  if (!sample) return std::nullopt;
  const std::optional<DType> inferred = sampled_scalar_dtype(sample->get());
  if (inferred != DType::Int64) return inferred;
  bool big = false;
  for (const Ref& leaf : leaves) {
    if (is_float_scalar(leaf.get())) return DType::Float32;
    big = big || outside_int32(leaf.get());
  }
  return big ? DType::Int64 : DType::Int32;
}

// Graph conversion of a nest holding NumPy values (make_tensor_proto): `np.array(values)`
// promotes every leaf as NumPy does, then a float64 result becomes float32 and an int64 one
// int32 when no value changes (a bare NumPy value skips that step and keeps its dtype). nullopt
// when no NumPy value is involved or a leaf is no number (the other rules of infer_dtype hold).
std::optional<DType> graph_numpy_leaves_dtype(const Ref& value, const std::vector<Ref>& leaves) {
  bool any_numpy = false;
  for (const Ref& leaf : leaves) {
    const py::Object* o = leaf.get();
    if (const NumpyArrayObject* a = as_numpy_array(o)) {
      if (a->dtype() == DType::String) return std::nullopt;
      any_numpy = true;
    } else if (!(py::is_int(o) || py::is_float(o) || py::is_complex(o))) {
      return std::nullopt;
    }
  }
  if (!any_numpy) return std::nullopt;
  const tensor::Tensor array = np::asarray(value);
  if (array.dtype() == DType::Float64) return DType::Float32;
  if (array.dtype() != DType::Int64) return array.dtype();
  const tensor::Tensor narrowed = tensor::cast(array, DType::Int32);
  for (int64_t i = 0; i < array.num_elements(); ++i)
    if (narrowed.as_double(i) != array.as_double(i)) return DType::Int64;
  return DType::Int32;
}

}  // namespace

DType infer_dtype(const Ref& value) {
  reject_none_in_graph(value);
  if (const NumpyArrayObject* a = as_numpy_array(value.get())) return a->dtype();
  if (Ref array = array_protocol_value(value)) return as_numpy_array(array.get())->dtype();
  std::vector<int64_t> shape;
  std::vector<Ref> leaves;
  flatten(value, 0, shape, leaves);
  if (leaves.empty()) return DType::Float32;  // tf.constant([]) is float32
  const std::optional<DType> from_numpy_leaves =
      in_graph_mode() ? graph_numpy_leaves_dtype(value, leaves) : eager_numpy_scalars_dtype(value, leaves);
  if (from_numpy_leaves) return *from_numpy_leaves;
  bool any_float = false, all_bool = true, any_str = false, big_int = false, any_complex = false;
  std::optional<DType> tensor_dtype;
  for (const Ref& leaf : leaves) {
    const py::Object* o = leaf.get();
    if (function::TensorObject* t = function::as_tensor(o)) {
      tensor_dtype = t->dtype;
      all_bool = false;
      continue;
    }
    if (const NumpyArrayObject* a = as_numpy_array(o)) {
      tensor_dtype = a->dtype();
      all_bool = false;
      continue;
    }
    if (py::is_float(o)) any_float = true;
    else if (py::is_complex(o)) any_complex = true;  // py_seq_tensor.cc: Python complex -> complex128
    else if (is_str_or_subclass(o) || is_bytes_or_subclass(o)) any_str = true;
    else if (py::is_int(o)) {
      if (outside_int32(o)) big_int = true;  // a big int's value is saturated: int64 either way
    } else {
      if (!in_graph_mode()) {
        check_sampled_leaf(value);
        mixed_types();
      }
      py::raise_value_error("Attempt to convert a value (" + py::repr(leaf) + ") with an unsupported type (" +
                            py::repr(o->cls->self()) + ") to a Tensor.");
    }
    if (!py::is_bool(o)) all_bool = false;
  }
  if (tensor_dtype) return *tensor_dtype;
  if (any_str) return DType::String;
  if (all_bool) return DType::Bool;
  if (any_complex) return DType::Complex128;
  if (any_float) return DType::Float32;
  return big_int ? DType::Int64 : DType::Int32;
}

tensor::Tensor tensor_from_python(const Ref& value, std::optional<DType> dtype) {
  reject_none_in_graph(value);
  if (const NumpyArrayObject* a = as_numpy_array(value.get())) return from_numpy(*a, dtype);
  if (Ref array = array_protocol_value(value)) return from_numpy(*as_numpy_array(array.get()), dtype);
  // py_seq_tensor.cc's order: the dtype is inferred from the sampled elements first (a None
  // there is refused), then the converter meets the other leaves (mixed types).
  if (dtype && !in_graph_mode()) check_sampled_leaf(value);
  const DType dt = dtype ? *dtype : infer_dtype(value);
  std::vector<int64_t> shape;
  std::vector<Ref> leaves;
  flatten(value, 0, shape, leaves);
  if (!in_graph_mode()) check_mixed_python_scalars(leaves, dtype);
  switch (dt) {
    case DType::Bool: return build<bool>(value, dt, shape, leaves);
    case DType::Int8: return build<int8_t>(value, dt, shape, leaves);
    case DType::Int16: return build<int16_t>(value, dt, shape, leaves);
    case DType::Int32: return build<int32_t>(value, dt, shape, leaves);
    case DType::Int64: return build<int64_t>(value, dt, shape, leaves);
    case DType::UInt8: return build<uint8_t>(value, dt, shape, leaves);
    case DType::UInt64: return build<uint64_t>(value, dt, shape, leaves);
    case DType::Float16:
    case DType::BFloat16:
    case DType::Float32: return build<float>(value, dt, shape, leaves);
    case DType::Float64: return build<double>(value, dt, shape, leaves);
    case DType::String: return build<std::string>(value, dt, shape, leaves);
    case DType::Complex64:
    case DType::Complex128: return build_complex(value, dt, shape, leaves);
    case DType::Resource:
    case DType::Variant:
      py::raise_type_error("Cannot convert " + py::repr(value) + " to EagerTensor of dtype " + std::string(tensor::name(dt)));
  }
  return build<float>(value, dt, shape, leaves);
}

namespace {

// core.Tensor instances: tensors, variables and subclasses of tf.__internal__.types.Tensor.
bool is_tensor_like(const Ref& v) { return function::is_core_tensor(v.get()); }

// array_ops._get_dtype_from_nested_lists: the dtype of the first tensor in a nested list.
std::optional<DType> nested_tensor_dtype(const Ref& v) {
  for (const Ref& item : py::to_vector(v)) {
    if (function::TensorObject* t = function::as_tensor(item.get())) return t->dtype;
    if (is_variable(item.get())) return function::as_tensor(variable_to_tensor(item).get())->dtype;
    // array_ops._get_dtype_from_nested_lists: `elem.dtype.base_dtype` (a Keras Variable's dtype
    // is its name).
    if (function::is_core_tensor(item.get())) return dtype_arg(py::getattr(item, "dtype"));
    if (is_sequence(item.get()))
      if (auto d = nested_tensor_dtype(item)) return d;
  }
  return std::nullopt;
}

// array_ops._cast_nested_seqs_to_dtype: tensors of another dtype are cast to the requested one.
Ref cast_nested(const Ref& v, DType dtype) {
  if (is_tensor_like(v)) {
    Ref t = convert_to_tensor(v, std::nullopt);
    if (function::as_tensor(t.get())->dtype == dtype) return t;
    return apply_op1("Cast", {t}, {{"DstT", dtype}});
  }
  if (!is_sequence(v.get())) return v;
  std::vector<Ref> out;
  for (const Ref& item : py::to_vector(v)) out.push_back(cast_nested(item, dtype));
  return py::List(out);
}

// array_ops._autopacking_helper: a list holding tensors becomes a Pack of its elements, under
// name_scope(name); Python leaves become constants named by their index in that scope. A
// nested list without tensors stays a Python list. Returns the packed tensor or `v`.
Ref autopack(const Ref& v, DType dtype, const std::string& name) {
  std::vector<Ref> items = py::to_vector(v);
  bool all_tensors = !items.empty();
  for (const Ref& item : items) all_tensors = all_tensors && is_tensor_like(item);
  if (!in_graph_mode() && all_tensors) return apply_op1("Pack", {py::List(items)}, {{"axis", int64_t{0}}}, py::Str(name));
  OpScope scope(py::Str(name), name);
  bool must_pack = false;
  std::vector<Ref> converted;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const Ref& item = items[i];
    if (is_tensor_like(item)) {
      Ref t = convert_to_tensor(item, std::nullopt);
      DType got = function::as_tensor(t.get())->dtype;
      if (got != dtype)
        py::raise_type_error("Cannot convert a list containing a tensor of dtype <dtype: '" + std::string(tensor::name(got)) +
                             "'> to <dtype: '" + std::string(tensor::name(dtype)) + "'> (Tensor is: " + py::repr(t) + ")");
      converted.push_back(t);
      must_pack = true;
    } else if (is_sequence(item.get())) {
      Ref c = autopack(item, dtype, std::to_string(i));
      must_pack = must_pack || function::as_tensor(c.get());
      converted.push_back(c);
    } else {
      converted.push_back(item);
    }
  }
  if (!must_pack) return py::List(converted);
  for (std::size_t i = 0; i < converted.size(); ++i)
    if (!function::as_tensor(converted[i].get()))
      converted[i] = constant_tensor(tensor_from_python(converted[i], dtype), std::to_string(i));
  return apply_op1("Pack", {py::List(converted)}, {{"axis", int64_t{0}}}, scope);
}

// The `name` convert_to_tensor was given: "Const" stands for None (the constant's default name).
std::optional<std::string> registry_name(const std::string& name) {
  if (name == "Const") return std::nullopt;
  return name;
}

// constant_op._tensor_shape_tensor_conversion_function (registered for TensorShape): a fully
// known shape becomes the constant of its dims, int32 unless a dim needs int64, named
// "shape_as_tensor" by default.
Ref tensor_shape_to_tensor(const Ref& value, std::optional<DType> dtype, const std::string& name) {
  const tensor::TensorShape& s = static_cast<function::TensorShapeObject*>(value.get())->shape;
  if (!s.is_fully_defined()) py::raise_value_error("Cannot convert a partially known TensorShape " + py::str(value) + " to a Tensor.");
  const std::vector<int64_t> dims = s.concrete();
  bool needs_int64 = false;
  for (int64_t d : dims) needs_int64 = needs_int64 || d >= (int64_t{1} << 31);
  if (dtype) {
    if (*dtype != DType::Int32 && *dtype != DType::Int64)
      py::raise_type_error("Cannot convert TensorShape " + py::str(value) + " to dtype " + tensor::str(*dtype) +
                           ". Allowed dtypes are tf.int32 and tf.int64.");
    if (*dtype == DType::Int32 && needs_int64)
      py::raise_value_error("Cannot convert TensorShape " + py::str(value) +
                            " to dtype int32; a dimension is too large. Consider using tf.int64.");
  }
  std::vector<Ref> items;
  for (int64_t d : dims) items.push_back(py::Int(d));
  const DType dt = dtype.value_or(needs_int64 ? DType::Int64 : DType::Int32);
  return constant_tensor(tensor_from_python(py::List(items), dt), name == "Const" ? "shape_as_tensor" : name);
}

bool contains_tensor(const Ref& v) {
  if (is_tensor_like(v)) return true;
  if (!is_sequence(v.get())) return false;
  for (const Ref& item : py::to_vector(v))
    if (contains_tensor(item)) return true;
  return false;
}

}  // namespace

Ref convert_to_tensor(const Ref& value, std::optional<DType> dtype, const std::string& name) {
  // A tensor (every op's common input) is itself, or a dtype mismatch.
  if (function::TensorObject* t = function::as_tensor(value.get())) {
    if (dtype && *dtype != t->dtype)
      py::raise_value_error("Tensor conversion requested dtype " + std::string(tensor::name(*dtype)) +
                            " for Tensor with dtype " + std::string(tensor::name(t->dtype)) + ": " + py::repr(value));
    return value;
  }
  // tensor_conversion_registry.convert: `__tf_tensor__`, then registered functions (variables
  // and IndexedSlices convert natively below, as their own __tf_tensor__ would).
  if (!is_variable(value.get()) && !is_indexed_slices(value))
    if (Ref r = convert_by_registry(value, dtype, std::nullopt, registry_name(name))) return r;
  // array_ops._autopacking_conversion_function (registered for list and tuple): a list that
  // holds tensors is stacked; "packed" is its default name.
  if (is_sequence(value.get()) && contains_tensor(value)) {
    DType inferred = *nested_tensor_dtype(value);
    Ref v = dtype && *dtype != inferred ? cast_nested(value, *dtype) : value;
    return autopack(v, dtype.value_or(inferred), name == "Const" ? "packed" : name);
  }

  // tensor_conversion_registry: a tf.Variable converts to its value, an IndexedSlices to its
  // dense tensor.
  if (is_variable(value.get())) return variable_to_tensor(value, dtype);
  if (is_indexed_slices(value)) return indexed_slices_to_tensor(value, dtype.has_value(), dtype.value_or(DType::Float32));
  if (value->cls == function::tensor_shape_type()) return tensor_shape_to_tensor(value, dtype, name);
  return constant_tensor(tensor_from_python(value, dtype), name);
}

Ref convert_to_tensor(const Ref& value, std::optional<DType> dtype) { return convert_to_tensor(value, dtype, "Const"); }

Ref ops_convert_to_tensor(const Ref& value, std::optional<DType> dtype, const std::string& name) {
  const function::TensorObject* t = function::as_tensor(value.get());
  // A requested dtype is checked first, as tensor_conversion_registry.convert asks the tensor's
  // conversion function (its ValueError) before anything captures it.
  if (t && t->is_eager() && in_graph_mode() && (!dtype || *dtype == t->dtype))
    return capture_if_eager(value, registry_name(name).value_or(""));
  return convert_to_tensor(value, dtype, name);
}

Ref convert_with_hint(const Ref& value, std::optional<DType> hint, const std::string& name) {
  if (function::as_tensor(value.get())) return value;
  if (!is_variable(value.get()) && !is_indexed_slices(value))
    if (Ref r = convert_by_registry(value, std::nullopt, hint, registry_name(name))) return r;
  // A TensorShape converts through its registered function (tf.reshape(x, tf.TensorShape(...))).
  if (is_variable(value.get()) || is_indexed_slices(value) || !hint || contains_tensor(value) ||
      value->cls == function::tensor_shape_type())
    return convert_to_tensor(value, std::nullopt, name);
  tensor::Tensor t;
  try {
    t = tensor_from_python(value, hint);
  } catch (py::PyError& e) {
    if (!py::isinstance(e.exc.get(), py::E().TypeError) && !py::isinstance(e.exc.get(), py::E().ValueError)) throw;
    t = tensor_from_python(value, std::nullopt);
  }
  return constant_tensor(t, name);
}

DType required_dtype_arg(const Ref& value) {
  if (auto d = dtype_arg(value)) return *d;
  py::raise_type_error("Cannot convert the argument `type_value`: None to a TensorFlow DType.");
}

namespace {

// dtypes._STRING_TO_TF names of dtypes tfplay does not have (uint64 is only internal).
bool is_unsupported_tf_dtype_name(std::string_view s) {
  static constexpr std::string_view names[] = {
      "uint16",         "uint32", "uint64", "float8_e5m2", "float8_e4m3fn", "float8_e4m3fnuz",
      "float8_e4m3b11fnuz", "float8_e5m2fnuz", "int4", "uint4",    "int2",          "uint2",
      "qint8",          "quint8",         "qint16", "quint16",     "qint32"};
  for (std::string_view n : names)
    if (s == n) return true;
  return false;
}

// dtypes._TYPE_TO_STRING's names of the DataType numbers (types.proto) of dtypes tfplay does
// not have; empty for the others.
std::string_view unsupported_enum_name(std::int64_t number) {
  switch (number) {
    case 11: return "qint8";
    case 12: return "quint8";
    case 13: return "qint32";
    case 15: return "qint16";
    case 16: return "quint16";
    case 17: return "uint16";
    case 22: return "uint32";
    case 24: return "float8_e5m2";
    case 25: return "float8_e4m3fn";
    case 26: return "float8_e4m3fnuz";
    case 27: return "float8_e4m3b11fnuz";
    case 28: return "float8_e5m2fnuz";
    case 29: return "int4";
    case 30: return "uint4";
    case 31: return "int2";
    case 32: return "uint2";
    default: return "";
  }
}

// tfplay's dtype of a DataType number, or nullopt.
std::optional<DType> supported_enum_dtype(std::int64_t number) {
  for (DType d : {DType::Bool, DType::Int8, DType::Int16, DType::Int32, DType::Int64, DType::UInt8, DType::UInt64,
                  DType::Float16, DType::BFloat16, DType::Float32, DType::Float64, DType::Complex64, DType::Complex128,
                  DType::String, DType::Resource, DType::Variant})
    if (graph::dtype_enum(d).i == number) return d;
  return std::nullopt;
}

// TF's reference dtypes (DT_FLOAT_REF = 101, "float32_ref"): tfplay has none.
[[noreturn]] void raise_reference_dtype(const std::string& name) {
  py::raise(py::E().NotImplementedError, "tfplay does not implement reference dtypes (" + name + ") yet");
}

// dtypes.as_dtype of a DataType number (_INTERN_TABLE): tfplay's dtype; NotImplementedError for a
// dtype tfplay does not have (uint16, the quantized ones, a reference dtype); nullopt for a
// number no DataType has.
std::optional<DType> enum_dtype(std::int64_t number) {
  if (auto d = supported_enum_dtype(number)) return d;
  if (std::string_view n = unsupported_enum_name(number); !n.empty()) raise_unimplemented("tf." + std::string(n));
  if (number > 100) {
    if (auto d = supported_enum_dtype(number - 100)) raise_reference_dtype(std::string(tensor::name(*d)) + "_ref");
    if (std::string_view n = unsupported_enum_name(number - 100); !n.empty()) raise_reference_dtype(std::string(n) + "_ref");
  }
  return std::nullopt;
}

// _STRING_TO_TF's "<name>_ref" names of reference dtypes.
bool is_reference_dtype_name(const std::string& s) {
  constexpr std::string_view suffix = "_ref";
  if (s.size() <= suffix.size() || s.compare(s.size() - suffix.size(), suffix.size(), suffix) != 0) return false;
  const std::string base = s.substr(0, s.size() - suffix.size());
  return tensor::parse_dtype(base) || is_unsupported_tf_dtype_name(base) || base == "resource" || base == "variant";
}

}  // namespace

std::optional<DType> dtype_arg(const Ref& value) {
  if (!value || py::is_none(value.get())) return std::nullopt;
  if (function::DTypeObject* d = function::as_dtype(value.get())) return d->dtype;
  if (py::is_str(value.get())) {
    const std::string& text = py::as_str(value.get());
    if (auto parsed = tensor::parse_dtype(text)) return parsed;
    if (is_unsupported_tf_dtype_name(text))
      raise_unimplemented("tf." + text);  // what using the stub tf.<name> raises
    if (is_reference_dtype_name(text)) raise_reference_dtype(text);
  }
  // dtypes.as_dtype: an int is a DataType enum value (types.proto: 1 is DT_FLOAT).
  if (py::is_int(value.get()) && !py::is_bool(value.get()) && !py::is_big(value.get()))
    if (auto d = enum_dtype(py::as_int(value.get()))) return d;
  // dtypes._PYTHON_TO_TF: float -> float32, bool -> bool, object -> string (int and complex
  // are not listed, and have no `dtype` attribute for as_dtype's NumPy fallback).
  const auto& ty = py::T();
  if (value.get() == ty.float_) return DType::Float32;
  if (value.get() == ty.bool_) return DType::Bool;
  if (value.get() == ty.object) return DType::String;
  if (value.get() != ty.int_ && value.get() != py::complex_type() && !py::is_str(value.get())) {
    if (auto np_dtype = numpy_dtype_of(value)) return np_dtype;
  }
  // as_dtype: `if hasattr(type_value, "dtype")`, _NP_TO_TF[np.dtype(type_value.dtype).type] (an
  // ndarray, a class with dtype = "f4"); np.dtype refuses a TF DType (a tensor's dtype).
  if (Ref attr = py::getattr_opt(value, "dtype"); attr && !function::as_dtype(attr.get()))
    if (auto np_dtype = numpy_dtype_of(attr)) return np_dtype;
  py::raise_type_error("Cannot convert the argument `type_value`: " + py::repr(value) + " to a TensorFlow DType.");
}

DType dtype_arg_or(const Ref& value, DType fallback) {
  if (!value) return fallback;
  return required_dtype_arg(value);
}

}  // namespace tfplay::tf
