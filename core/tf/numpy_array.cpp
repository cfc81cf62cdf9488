// numpy.ndarray, the NumPy scalar types and numpy.dtype as Python objects.
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_strides.h"

#include <cmath>
#include <complex>
#include <map>
#include <unordered_map>

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/python/complex_object.h"
#include "core/python/interpreter.h"
#include "core/python/property.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/str_format.h"
#include "core/python/type_names.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/format_numpy.h"
#include "core/tensor/kernels.h"
#include "core/tensor/kernels_complex.h"
#include "core/tf/call_args.h"
#include "core/tf/numpy_index.h"
#include "core/tf/numpy_module.h"
#include "core/tf/numpy_ops.h"
#include "core/tf/numpy_text.h"
#include "core/tf/variables.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;

int64_t array_itemsize(const NumpyArrayObject& a) {
  return is_text_array(&a) ? text_itemsize(a.text) : numpy_itemsize(a.dtype());
}

namespace {

/// ndarray methods and operators: an array past the allocation cap is NumPy's catchable
/// _ArrayMemoryError, as from the numpy functions, never an engine error.
void add_array_method(py::TypeObject* type, const std::string& name, py::NativeFn fn) {
  py::add_method(type, name, array_memory_guard(std::move(fn)));
}

NumpyArrayObject& self_array(CallArgs& a) { return *static_cast<NumpyArrayObject*>(a.args[0].get()); }
tensor::Tensor self_value(CallArgs& a) { return self_array(a).value(); }
NumpyArrayObject& array_of(const Ref& o) { return *static_cast<NumpyArrayObject*>(o.get()); }

// The dtype object of an array, string dtypes included.
Ref array_dtype_object(const NumpyArrayObject& a) {
  return is_text_array(&a) ? text_dtype_object(a.text) : numpy_dtype_object(a.dtype());
}
// A copy of `of` keeps its string dtype.
Ref same_dtype(const NumpyArrayObject& of, Ref out) {
  as_numpy_array(out.get())->text = of.text;
  return out;
}

Ref item(const tensor::Tensor& t, int64_t i) {
  if (tensor::is_complex(t.dtype())) {
    const tensor::Tensor c = tensor::cast(t, DType::Complex128);
    const std::complex<double> v = c.data<std::complex<double>>()[i];
    return py::Complex(v.real(), v.imag());
  }
  if (tensor::is_floating(t.dtype())) return py::Float(t.as_double(i));
  if (tensor::is_bool(t.dtype())) return py::Bool(t.as_double(i) != 0);
  if (t.dtype() == DType::String) return py::Bytes(t.data<std::string>()[i]);
  return py::Int(t.as_int64(i));
}

Ref to_list(const tensor::Tensor& t, std::size_t dim, int64_t& offset) {
  if (dim == t.shape().size()) return item(t, offset++);
  std::vector<Ref> out;
  for (int64_t i = 0; i < t.shape()[dim]; ++i) out.push_back(to_list(t, dim + 1, offset));
  return py::List(out);
}

Ref shape_tuple(const tensor::Shape& s) {
  std::vector<Ref> dims;
  for (int64_t d : s) dims.push_back(py::Int(d));
  return py::Tuple(dims);
}

// The shape arguments of reshape and transpose (methods.c array_reshape): one argument read by
// intp_param (reshape(6), reshape((2, 3)), reshape([2, -1]), reshape(t.shape)), or several ints
// (reshape(2, 3)).
std::vector<int64_t> shape_args(CallArgs& a, std::size_t first) {
  if (a.args.size() == first + 1) return intp_param(a.args[first]);
  std::vector<int64_t> out;
  for (std::size_t i = first; i < a.args.size(); ++i) out.push_back(py::as_int(a.args[i].get()));
  return out;
}

// The shape reshape(sizes) asks for (one -1 allowed), with NumPy's errors.
tensor::Shape reshape_shape(int64_t size, std::vector<int64_t> sizes) {
  int unknown = -1;
  int64_t known = 1;
  for (size_t i = 0; i < sizes.size(); ++i) {
    if (sizes[i] == -1) {
      if (unknown >= 0) py::raise_value_error("can only specify one unknown dimension");
      unknown = static_cast<int>(i);
    } else if (sizes[i] < 0) {
      py::raise_value_error("negative dimensions not allowed");
    } else {
      known *= sizes[i];
    }
  }
  // NumPy names the requested shape, -1 included, as convert_shape_to_string spells it.
  const std::vector<int64_t> requested = sizes;
  if (unknown >= 0 && known != 0 && size % known == 0) sizes[unknown] = size / known;
  int64_t n = 1;
  for (int64_t d : sizes) n *= d;
  if (unknown >= 0 && (known == 0 || size % known != 0)) n = -1;
  if (n != size)
    py::raise_value_error("cannot reshape array of size " + std::to_string(size) + " into shape " + numpy_shape_string(requested));
  return sizes;
}

// ndarray.transpose(*axes) / .T: a view with permuted strides.
Ref transpose_array(const Ref& self, std::vector<int64_t> axes) {
  NumpyArrayObject& a = array_of(self);
  const int r = a.rank();
  if (axes.empty()) {
    for (int i = r - 1; i >= 0; --i) axes.push_back(i);
  }
  if (static_cast<int>(axes.size()) != r) py::raise_value_error("axes don't match array");
  std::vector<bool> seen(static_cast<size_t>(r), false);
  for (int64_t& x : axes) {
    if (x < -r || x >= r) {
      py::raise(axis_error_type(), "axis " + std::to_string(x) + " is out of bounds for array of dimension " + std::to_string(r));
    }
    if (x < 0) x += r;
    if (seen[static_cast<size_t>(x)]) py::raise_value_error("repeated axis in transpose");
    seen[static_cast<size_t>(x)] = true;
  }
  if (a.is_scalar) return self;
  tensor::StridedLayout view{{}, {}, a.layout.offset};
  for (int64_t x : axes) {
    view.shape.push_back(a.layout.shape[static_cast<size_t>(x)]);
    view.strides.push_back(a.layout.strides[static_cast<size_t>(x)]);
  }
  return np::make_view(self, std::move(view));
}

using Reduction = np::Reduction;

/// Whether an `order` argument asks for Fortran order ('F'); None, 'C', 'A' and 'K' are C order
/// for tfplay's arrays. ValueError for any other string, as PyArray_OrderConverter says.
bool fortran_order(const Ref& order) {
  if (!order || py::is_none(order.get())) return false;
  if (!py::is_str(order.get())) py::raise_type_error("order must be str, not " + py::type_name(order.get()));
  const std::string& o = py::as_str(order.get());
  if (o == "F" || o == "f") return true;
  if (o == "C" || o == "c" || o == "A" || o == "a" || o == "K" || o == "k") return false;
  py::raise_value_error("order must be one of 'C', 'F', 'A', or 'K' (got '" + o + "')");
}

void add_reduction_method(py::TypeObject* t, const char* name, Reduction op) {
  add_array_method(t, name, [op, name](CallArgs& a) -> Ref {
    // out=, where=, dtype=, initial=: np.<name>(a, ...), which honours them.
    if (needs_reduce_keywords(a)) return py::call(py::getattr(py::Interpreter::current().import_module("numpy"), name), a);
    Ref axis = arg(a, 1, "axis");
    Ref keep = a.kwarg("keepdims");
    return np::reduce(op, a.args[0], axis, keep && py::truthy(keep));
  });
}

struct BinaryDunder {
  const char* method;
  const char* reflected;
  np::Ufunc op;
};

const BinaryDunder kDunders[] = {
    {"__add__", "__radd__", np::Ufunc::Add},           {"__sub__", "__rsub__", np::Ufunc::Subtract},
    {"__mul__", "__rmul__", np::Ufunc::Multiply},      {"__truediv__", "__rtruediv__", np::Ufunc::TrueDivide},
    {"__floordiv__", "__rfloordiv__", np::Ufunc::FloorDivide}, {"__mod__", "__rmod__", np::Ufunc::Remainder},
    {"__pow__", "__rpow__", np::Ufunc::Power},         {"__and__", "__rand__", np::Ufunc::BitAnd},
    {"__or__", "__ror__", np::Ufunc::BitOr},           {"__xor__", "__rxor__", np::Ufunc::BitXor},
    {"__lshift__", "__rlshift__", np::Ufunc::LeftShift}, {"__rshift__", "__rrshift__", np::Ufunc::RightShift},
};

struct CompareDunder {
  const char* method;
  np::Ufunc op;
};

const CompareDunder kCompares[] = {{"__eq__", np::Ufunc::Equal},     {"__ne__", np::Ufunc::NotEqual},
                                   {"__lt__", np::Ufunc::Less},      {"__le__", np::Ufunc::LessEqual},
                                   {"__gt__", np::Ufunc::Greater},   {"__ge__", np::Ufunc::GreaterEqual}};

// scalarmath gentype_multiply: a NumPy scalar times a sequence that repeats (list, tuple, str,
// bytes) repeats it, the scalar read as an index (PyArray_PyIntAsIntp: TypeError for a bool or
// a float).
Ref scalar_sequence_repeat(const Ref& self, const Ref& other) {
  const NumpyArrayObject* scalar = as_numpy_array(self.get());
  const py::Object* o = other.get();
  if (!scalar || !scalar->is_scalar) return nullptr;
  if (!py::is_list(o) && !py::is_tuple(o) && !py::is_str(o) && o->cls != py::T().bytes) return nullptr;
  if (scalar->dtype() == tensor::DType::Bool) py::raise_type_error("an integer is required");  // np.bool is refused first
  if (!tensor::is_integer(scalar->dtype()))
    py::raise_type_error("'numpy." + py::type_name(self.get()) + "' object cannot be interpreted as an integer");
  return py::binary_op(py::ast::BinOpKind::Mult, other, py::Int(scalar->value().as_int64(0)));
}

bool defers_to_tensor(const Ref& other) { return function::as_tensor(other.get()) != nullptr; }

bool is_operand(const Ref& o) {
  const py::Object* p = o.get();
  return py::is_int(p) || py::is_float(p) || py::is_complex(p) || py::is_list(p) || py::is_tuple(p) || as_numpy_array(p);
}

// a += b and friends write into the array's memory (views and other names see the change).
// A tf.Tensor operand takes over, as for the binary operators (its __array_priority__): the
// name is rebound to a tensor.
void install_inplace(py::TypeObject* t) {
  const std::pair<const char*, np::Ufunc> ops[] = {
      {"__iadd__", np::Ufunc::Add},          {"__isub__", np::Ufunc::Subtract},       {"__imul__", np::Ufunc::Multiply},
      {"__itruediv__", np::Ufunc::TrueDivide}, {"__ifloordiv__", np::Ufunc::FloorDivide}, {"__imod__", np::Ufunc::Remainder},
      {"__ipow__", np::Ufunc::Power},        {"__iand__", np::Ufunc::BitAnd},         {"__ior__", np::Ufunc::BitOr},
      {"__ixor__", np::Ufunc::BitXor},       {"__ilshift__", np::Ufunc::LeftShift},   {"__irshift__", np::Ufunc::RightShift}};
  for (const auto& [method, op_value] : ops) {
    const np::Ufunc op = op_value;  // clang 14 cannot capture structured bindings
    add_array_method(t, method, [op](CallArgs& a) -> Ref {
      if (defers_to_tensor(a.args.at(1)) || !is_operand(a.args[1])) return py::NotImplemented();
      return np::inplace(op, a.args[0], a.args[1]);
    });
  }
  add_array_method(t, "__imatmul__", +[](CallArgs& a) -> Ref {
    if (defers_to_tensor(a.args.at(1)) || !is_operand(a.args[1])) return py::NotImplemented();
    return np::inplace_matmul(a.args[0], a.args[1]);
  });
  // ndarray.fill(value): every element set to value converted to the array's dtype.
  add_array_method(t, "fill", +[](CallArgs& a) -> Ref {
    NumpyArrayObject& self = self_array(a);
    np::write_all(self, np::assignment_value(a.args.at(1), self.dtype()));
    return py::None();
  });
  // ndarray.view(): a new array object over the same memory.
  add_array_method(t, "view", +[](CallArgs& a) -> Ref {
    if (a.args.size() > 1 || !a.kwargs.empty()) py::raise(py::E().NotImplementedError, "tfplay's numpy supports only ndarray.view() without arguments");
    return np::make_view(a.args[0], self_array(a).layout);
  });
}

// ndarray methods that are the numpy functions of the same name applied to the array.
void install_function_methods(py::TypeObject* t) {
  for (const char* name : {"cumsum", "cumprod", "clip", "nonzero", "repeat", "squeeze", "dot", "diagonal", "take", "trace",
                           "searchsorted"}) {
    add_array_method(t, name, [name](CallArgs& a) -> Ref {
      Ref fn = py::getattr(py::Interpreter::current().import_module("numpy"), name);
      return py::call(fn, a);
    });
  }
  // ndarray.sort(axis=-1): sorts in place.
  add_array_method(t, "sort", +[](CallArgs& a) -> Ref {
    if (!self_array(a).writeable) py::raise_value_error("sort array is read-only");
    Ref fn = py::getattr(py::Interpreter::current().import_module("numpy"), "sort");
    np::write_all(self_array(a), np::asarray(py::call(fn, a)));
    return py::None();
  });
  // ndarray.swapaxes(axis1, axis2): a view.
  add_array_method(t, "swapaxes", +[](CallArgs& a) -> Ref {
    const int r = self_array(a).rank();
    std::vector<int64_t> axes;
    for (int i = 0; i < r; ++i) axes.push_back(i);
    int64_t x = py::as_int(a.args.at(1).get()), y = py::as_int(a.args.at(2).get());
    for (int64_t* v : {&x, &y}) {
      if (*v < -r || *v >= r)
        py::raise(axis_error_type(), "axis " + std::to_string(*v) + " is out of bounds for array of dimension " + std::to_string(r));
      if (*v < 0) *v += r;
    }
    std::swap(axes[static_cast<size_t>(x)], axes[static_cast<size_t>(y)]);
    return transpose_array(a.args[0], axes);
  });
}

// Methods shared by ndarray and the scalar types.
void install_common(py::TypeObject* t) {
  py::add_property(t, "shape", +[](Ref s) { return shape_tuple(array_of(s).shape()); });
  py::add_property(t, "ndim", +[](Ref s) { return py::Int(array_of(s).rank()); });
  py::add_property(t, "size", +[](Ref s) { return py::Int(array_of(s).size()); });
  py::add_property(t, "dtype", +[](Ref s) { return array_dtype_object(array_of(s)); });
  py::add_property(t, "itemsize", +[](Ref s) { return py::Int(array_itemsize(array_of(s))); });
  py::add_property(t, "nbytes", +[](Ref s) { return py::Int(array_itemsize(array_of(s)) * array_of(s).size()); });
  py::add_property(t, "T", +[](Ref s) { return transpose_array(s, {}); });
  // ndarray.real / .imag: of a real array, a view of it and zeros; of a complex array, its
  // parts (NumPy's are views into the complex memory; here they are copies).
  py::add_property(t, "real", +[](Ref s) -> Ref {
    const NumpyArrayObject& a = array_of(s);
    if (tensor::is_complex(a.dtype())) return a.is_scalar ? make_numpy(tensor::real_part(a.value())) : make_ndarray(tensor::real_part(a.value()));
    if (a.dtype() == DType::String) np::not_supported(".real of string arrays");
    return a.is_scalar ? s : np::make_view(s, a.layout);
  });
  py::add_property(t, "imag", +[](Ref s) -> Ref {
    const NumpyArrayObject& a = array_of(s);
    if (a.dtype() == DType::String) np::not_supported(".imag of string arrays");
    const tensor::Tensor part = tensor::is_complex(a.dtype()) ? tensor::imag_part(a.value()) : tensor::Tensor::zeros(a.dtype(), a.shape());
    return a.is_scalar ? make_numpy(part) : make_ndarray(part);
  });
  // ndarray.base: the array whose memory this one views; None for arrays owning theirs.
  py::add_property(t, "base", +[](Ref s) -> Ref { return array_of(s).base ? array_of(s).base : py::None(); });
  add_array_method(t, "tolist", +[](CallArgs& a) {
    if (is_text_array(&self_array(a))) return text_tolist(self_array(a));
    int64_t offset = 0;
    return to_list(self_value(a), 0, offset);
  });
  // ndarray.item(*args): the element as a Python scalar; no argument for a size-1 array, a flat
  // index, or one index per dimension.
  add_array_method(t, "item", +[](CallArgs& a) -> Ref {
    const tensor::Tensor v = self_value(a);
    if (is_text_array(&self_array(a))) {
      if (a.args.size() > 1) np::not_supported("item(index) of string arrays");
      if (v.num_elements() != 1) py::raise_value_error("can only convert an array of size 1 to a Python scalar");
      return text_item(v, 0, self_array(a).text.kind);
    }
    std::vector<Ref> idx(a.args.begin() + 1, a.args.end());
    if (idx.size() == 1 && py::is_tuple(idx[0].get())) idx = py::to_vector(idx[0]);
    if (idx.empty()) {
      if (v.num_elements() != 1) py::raise_value_error("can only convert an array of size 1 to a Python scalar");
      return item(v, 0);
    }
    if (idx.size() == 1) {
      int64_t i = py::as_int(idx[0].get());
      if (i < -v.num_elements() || i >= v.num_elements()) py::raise(py::E().IndexError, "index " + std::to_string(i) + " is out of bounds for size " + std::to_string(v.num_elements()));
      return item(v, i < 0 ? i + v.num_elements() : i);
    }
    if (static_cast<int>(idx.size()) != v.rank()) py::raise_value_error("incorrect number of indices for array");
    return item(np::asarray(np::getitem(make_ndarray(v), py::Tuple(idx))), 0);
  });
  add_array_method(t, "astype", +[](CallArgs& a) -> Ref {
    Ref d = arg(a, 1, "dtype");
    if (d) {
      if (Ref text = text_astype(self_array(a), d)) return text;
    }
    auto dt = d ? numpy_dtype_of(d) : std::nullopt;
    if (!dt) raise_bad_dtype(d);
    tensor::Tensor out = np::astype(self_value(a), *dt);
    return self_array(a).is_scalar ? make_numpy(out) : make_ndarray(out);
  });
  // ndarray.__array__(dtype=None): the array itself, or a converted copy (the array protocol
  // libraries such as Keras test for with hasattr).
  add_array_method(t, "__array__", +[](CallArgs& a) -> Ref {
    Ref d = arg(a, 1, "dtype");
    if (!d || py::is_none(d.get())) return a.args[0];
    auto dt = numpy_dtype_of(d);
    if (!dt) raise_bad_dtype(d);
    if (*dt == self_value(a).dtype()) return a.args[0];
    return make_ndarray(np::astype(self_value(a), *dt));
  });
  // order='F' reads and writes the elements first index fastest: F-order ravel is the C-order
  // ravel of the transpose, and an F-order reshape the transpose of the C-order reshape of that
  // to the reversed shape. ('A' and 'K' follow memory order, C for tfplay's arrays.)
  add_array_method(t, "reshape", +[](CallArgs& a) -> Ref {
    const tensor::Shape shape = reshape_shape(self_array(a).size(), shape_args(a, 1));
    if (!fortran_order(a.kwarg("order"))) return np::reshape_array(a.args[0], shape);
    const tensor::Shape reversed(shape.rbegin(), shape.rend());
    Ref flat = py::call_method(a.args[0], "ravel", {py::Str("F")});
    return py::call_method(np::reshape_array(flat, reversed), "transpose", {});
  });
  // flatten always copies; ravel is a view of a C-contiguous array.
  add_array_method(t, "flatten", +[](CallArgs& a) -> Ref {
    if (fortran_order(arg(a, 1, "order"))) return py::call_method(py::call_method(a.args[0], "transpose", {}), "flatten", {});
    const tensor::Tensor v = self_value(a);
    return same_dtype(self_array(a), make_ndarray(tensor::deep_copy(v).with_shape({v.num_elements()})));
  });
  // order='A' reads F order from an F-contiguous (not C-contiguous) array; 'K' reads the
  // elements as they lie in memory (axes by decreasing stride, negative strides reversed).
  add_array_method(t, "ravel", +[](CallArgs& a) -> Ref {
    const Ref order = arg(a, 1, "order");
    if (fortran_order(order)) return py::call_method(py::call_method(a.args[0], "transpose", {}), "flatten", {});
    const std::string o = order && py::is_str(order.get()) ? py::as_str(order.get()) : "C";
    const NumpyArrayObject& arr = self_array(a);
    if (!arr.is_scalar && arr.rank() > 1 && (o == "A" || o == "a" || o == "K" || o == "k")) {
      const tensor::StridedLayout& l = arr.layout;
      std::vector<int> axes;
      for (int i = 0; i < arr.rank(); ++i)
        if (l.shape[static_cast<size_t>(i)] > 1) axes.push_back(i);
      auto stride = [&](int i) { return l.strides[static_cast<size_t>(i)]; };
      bool c_contiguous = true, f_contiguous = true;
      for (size_t k = 1; k < axes.size(); ++k) {
        if (stride(axes[k - 1]) < stride(axes[k])) c_contiguous = false;
        if (stride(axes[k - 1]) > stride(axes[k])) f_contiguous = false;
      }
      const bool dense = tensor::num_elements_of(l.shape) == arr.size();
      if ((o == "A" || o == "a") && f_contiguous && !c_contiguous && dense && arr.size() > 0) {
        int64_t expected = 1;
        bool f_layout = true;
        for (int i = 0; i < arr.rank(); ++i) {
          if (l.shape[static_cast<size_t>(i)] != 1 && l.strides[static_cast<size_t>(i)] != expected) f_layout = false;
          expected *= l.shape[static_cast<size_t>(i)];
        }
        if (f_layout) return py::call_method(py::call_method(a.args[0], "transpose", {}), "flatten", {});
      }
      if (o == "K" || o == "k") {
        Ref view = a.args[0];
        std::vector<Ref> key;
        bool flip = false;
        for (int i = 0; i < arr.rank(); ++i) {
          const bool negative = l.strides[static_cast<size_t>(i)] < 0;
          flip = flip || negative;
          key.push_back(py::make_object<py::SliceObject>(py::T().slice, py::None(), py::None(), negative ? py::Int(-1) : py::None()));
        }
        if (flip) view = np::getitem(view, py::Tuple(key));
        const tensor::StridedLayout& vl = as_numpy_array(view.get())->layout;
        std::vector<int64_t> perm(static_cast<size_t>(arr.rank()));
        for (int i = 0; i < arr.rank(); ++i) perm[static_cast<size_t>(i)] = i;
        std::stable_sort(perm.begin(), perm.end(), [&](int64_t x, int64_t y) {
          return vl.strides[static_cast<size_t>(x)] > vl.strides[static_cast<size_t>(y)];
        });
        std::vector<Ref> perm_refs;
        for (int64_t p : perm) perm_refs.push_back(py::Int(p));
        Ref moved = py::call_method(view, "transpose", {py::Tuple(perm_refs)});
        return np::reshape_array(moved, {arr.size()});
      }
    }
    return np::reshape_array(a.args[0], {self_array(a).size()});
  });
  // ndarray.copy(), and copy.copy / copy.deepcopy through NumPy's __copy__ and __deepcopy__(memo)
  // (its elements are numbers or bytes, so a deep copy is a copy).
  auto copy_array = [](CallArgs& a) -> Ref {
    return self_array(a).is_scalar ? make_numpy(self_value(a)) : same_dtype(self_array(a), make_ndarray(self_value(a)));
  };
  add_array_method(t, "copy", copy_array);
  add_array_method(t, "__copy__", copy_array);
  add_array_method(t, "__deepcopy__", copy_array);
  add_array_method(t, "transpose", +[](CallArgs& a) -> Ref {
    if (a.args.size() == 2 && py::is_none(a.args[1].get())) return transpose_array(a.args[0], {});
    return transpose_array(a.args[0], shape_args(a, 1));
  });
  add_reduction_method(t, "sum", Reduction::Sum);
  add_reduction_method(t, "mean", Reduction::Mean);
  add_reduction_method(t, "max", Reduction::Max);
  add_reduction_method(t, "min", Reduction::Min);
  add_reduction_method(t, "prod", Reduction::Prod);
  add_reduction_method(t, "all", Reduction::All);
  add_reduction_method(t, "any", Reduction::Any);
  add_reduction_method(t, "argmax", Reduction::ArgMax);
  add_reduction_method(t, "argmin", Reduction::ArgMin);
  add_array_method(t, "round", +[](CallArgs& a) -> Ref {
    Ref dec = arg(a, 1, "decimals");
    return store_out(arg(a, 2, "out"), np::round(a.args[0], dec ? py::as_int(dec.get()) : 0), "round");
  });
  // round(x[, ndigits]): an array rounds as ndarray.round; a NumPy scalar (scalartypes.c's
  // __round__) gives a Python int without ndigits, else a scalar of its own type.
  add_array_method(t, "__round__", +[](CallArgs& a) -> Ref {
    Ref nd = arg(a, 1, "ndigits");
    const bool digits = nd && !py::is_none(nd.get());
    Ref rounded = np::round(a.args[0], digits ? py::as_int(nd.get()) : 0);
    if (digits || !self_array(a).is_scalar) return rounded;
    return py::call(py::T().int_->self(), std::vector<Ref>{rounded});
  });
  // ndarray.std / ndarray.var(axis=None, dtype=None, out=None, ddof=0, keepdims=False)
  for (const bool variance : {false, true}) {
    add_array_method(t, variance ? "var" : "std", [variance](CallArgs& a) -> Ref {
      Ref ddof = arg(a, 4, "ddof");
      if (Ref c = a.kwarg("correction"); present(c)) ddof = c;
      if (present(a.kwarg("mean"))) np::not_supported(std::string("ndarray.") + (variance ? "var" : "std") + " with mean=");
      return std_var_call(variance, a.args[0], arg(a, 1, "axis"), arg(a, 2, "dtype"), arg(a, 3, "out"), ddof, arg(a, 5, "keepdims"),
                          a.kwarg("where"));
    });
  }
  add_array_method(t, "argsort", +[](CallArgs& a) -> Ref {
    Ref axis = arg(a, 1, "axis"), kind = arg(a, 2, "kind"), stable = a.kwarg("stable");
    const bool is_stable = (stable && py::truthy(stable)) ||
                           (kind && py::is_str(kind.get()) && (py::as_str(kind.get()) == "stable" || py::as_str(kind.get()) == "mergesort"));
    return np::argsort(a.args[0], axis ? axis : py::Int(-1), is_stable);
  });

  // A str or bytes operand with a numeric array: NumPy's ufunc finds no loop for the pair
  // (numpy._core._exceptions._UFuncNoLoopError, a UFuncTypeError).
  auto no_loop = [](np::Ufunc op, const Ref& x, const Ref& y) -> bool {
    const Ref& other = is_text_array(as_numpy_array(x.get())) ? x : y;
    if (!py::is_str(other.get()) && other->cls != py::T().bytes) return false;
    if (is_text_array(as_numpy_array(x.get())) || is_text_array(as_numpy_array(y.get()))) return false;
    const char* name = op == np::Ufunc::Add            ? "add"
                       : op == np::Ufunc::Subtract     ? "subtract"
                       : op == np::Ufunc::Multiply     ? "multiply"
                       : op == np::Ufunc::TrueDivide   ? "divide"
                       : op == np::Ufunc::FloorDivide  ? "floor_divide"
                       : op == np::Ufunc::Remainder    ? "remainder"
                       : op == np::Ufunc::Power        ? "power"
                       : op == np::Ufunc::BitAnd       ? "bitwise_and"
                       : op == np::Ufunc::BitOr        ? "bitwise_or"
                       : op == np::Ufunc::BitXor       ? "bitwise_xor"
                       : op == np::Ufunc::LeftShift    ? "left_shift"
                                                       : "right_shift";
    py::call(numpy_python_module("numpy._core._methods")->dict->get("raise_no_loop"), {py::Str(name), x, y});
    return true;
  };
  for (const BinaryDunder& d : kDunders) {
    const np::Ufunc op = d.op;
    add_array_method(t, d.method, [op, no_loop](CallArgs& a) -> Ref {
      if (defers_to_tensor(a.args.at(1))) return py::NotImplemented();
      if (op == np::Ufunc::Multiply)
        if (Ref repeated = scalar_sequence_repeat(a.args[0], a.args[1])) return repeated;
      if (Ref text = text_binary(op, a.args[0], a.args[1])) return text;
      if (!is_operand(a.args[1])) {
        no_loop(op, a.args[0], a.args[1]);
        return py::NotImplemented();
      }
      return np::binary(op, a.args[0], a.args[1]);
    });
    add_array_method(t, d.reflected, [op, no_loop](CallArgs& a) -> Ref {
      if (defers_to_tensor(a.args.at(1))) return py::NotImplemented();
      if (op == np::Ufunc::Multiply)
        if (Ref repeated = scalar_sequence_repeat(a.args[0], a.args[1])) return repeated;
      if (Ref text = text_binary(op, a.args[1], a.args[0])) return text;
      if (!is_operand(a.args[1])) {
        no_loop(op, a.args[1], a.args[0]);
        return py::NotImplemented();
      }
      return np::binary(op, a.args[1], a.args[0]);
    });
  }
  for (const CompareDunder& c : kCompares) {
    const np::Ufunc op = c.op;
    const bool is_eq = op == np::Ufunc::Equal || op == np::Ufunc::NotEqual;
    add_array_method(t, c.method, [op, is_eq](CallArgs& a) -> Ref {
      if (defers_to_tensor(a.args.at(1))) return py::NotImplemented();
      if (Ref text = text_compare(op, a.args[0], a.args[1])) return text;
      if (!is_operand(a.args[1])) {
        if (is_eq) return py::Bool(op == np::Ufunc::NotEqual);  // e.g. arr == None
        return py::NotImplemented();
      }
      return np::binary(op, a.args[0], a.args[1]);
    });
  }
  add_array_method(t, "__matmul__", +[](CallArgs& a) -> Ref {
    if (defers_to_tensor(a.args.at(1)) || !is_operand(a.args[1])) return py::NotImplemented();
    return np::matmul(a.args[0], a.args[1]);
  });
  add_array_method(t, "__rmatmul__", +[](CallArgs& a) -> Ref {
    if (defers_to_tensor(a.args.at(1)) || !is_operand(a.args[1])) return py::NotImplemented();
    return np::matmul(a.args[1], a.args[0]);
  });
  add_array_method(t, "__neg__", +[](CallArgs& a) { return np::unary(np::UnaryUfunc::Negative, a.args[0]); });
  add_array_method(t, "__pos__", +[](CallArgs& a) { return np::unary(np::UnaryUfunc::Positive, a.args[0]); });
  add_array_method(t, "__abs__", +[](CallArgs& a) { return np::unary(np::UnaryUfunc::Absolute, a.args[0]); });
  add_array_method(t, "__invert__", +[](CallArgs& a) { return np::unary(np::UnaryUfunc::Invert, a.args[0]); });

  // By value: self_value returns a temporary, which a reference would outlive.
  auto scalar_of = [](CallArgs& a, const char* what) -> tensor::Tensor {
    tensor::Tensor v = self_value(a);
    if (v.num_elements() != 1) {
      if (std::string(what) == "bool") raise_ambiguous_truth_value(v.num_elements());
      py::raise_type_error("only length-1 arrays can be converted to Python scalars");
    }
    if (v.rank() > 0 && std::string(what) != "bool") np::warn_ndim_to_scalar();
    return v;
  };
  // A string array's element converts as its str or bytes does (NumPy's np.str_.__float__ is
  // float(str): float(np.array(['a'])) is "could not convert string to float: 'a'").
  auto text_scalar = [](CallArgs& a, const tensor::Tensor& v, py::TypeObject* type) -> Ref {
    return py::call(type->self(), {text_item(v, 0, self_array(a).text.kind)});
  };
  add_array_method(t, "__bool__", [scalar_of](CallArgs& a) -> Ref {
    const tensor::Tensor v = scalar_of(a, "bool");
    if (v.dtype() == DType::String) return py::Bool(!v.data<std::string>()[0].empty());
    return py::Bool(v.as_double(0) != 0);
  });
  add_array_method(t, "__float__", [scalar_of, text_scalar](CallArgs& a) -> Ref {
    const tensor::Tensor v = scalar_of(a, "float");
    if (is_text_array(&self_array(a))) return text_scalar(a, v, py::T().float_);
    return py::Float(v.as_double(0));
  });
  // complex(x): a complex element converts whole; real ones as float() converts them.
  add_array_method(t, "__complex__", [scalar_of](CallArgs& a) -> Ref {
    const tensor::Tensor v = scalar_of(a, "complex");
    if (v.dtype() == DType::String) np::not_supported("complex() of string arrays");
    if (!tensor::is_complex(v.dtype())) return py::Complex(v.as_double(0), 0);
    return py::Complex(tensor::real_part(v).as_double(0), tensor::imag_part(v).as_double(0));
  });
  // ndarray.conj() / .conjugate(): np.conjugate(self).
  for (const char* name : {"conj", "conjugate"}) {
    add_array_method(t, name, +[](CallArgs& a) -> Ref { return make_numpy_result(numpy_conjugate(self_value(a))); });
  }
  add_array_method(t, "__int__", [scalar_of, text_scalar](CallArgs& a) -> Ref {
    const tensor::Tensor& v = scalar_of(a, "int");
    if (is_text_array(&self_array(a))) return text_scalar(a, v, py::T().int_);
    if (tensor::is_floating(v.dtype())) {
      const double d = v.as_double(0);
      if (std::isnan(d)) py::raise_value_error("cannot convert float NaN to integer");
      if (std::isinf(d)) py::raise(py::E().OverflowError, "cannot convert float infinity to integer");
      return py::Int(static_cast<int64_t>(std::trunc(d)));
    }
    return py::Int(v.as_int64(0));
  });
  add_array_method(t, "__index__", +[](CallArgs& a) -> Ref {
    const tensor::Tensor& v = self_value(a);
    if (!tensor::is_integer(v.dtype()) || v.num_elements() != 1 || (v.rank() > 0 && !self_array(a).is_scalar)) {
      py::raise_type_error("only integer scalar arrays can be converted to a scalar index");
    }
    return py::Int(v.as_int64(0));
  });
  add_array_method(t, "__format__", +[](CallArgs& a) -> Ref {
    const tensor::Tensor& v = self_value(a);
    std::string spec = py::as_str(a.args.at(1).get());
    if (v.rank() == 0 && !spec.empty()) return py::Str(py::format_value(item(v, 0), spec));
    if (!spec.empty()) py::raise_type_error("unsupported format string passed to numpy.ndarray.__format__");
    return py::Str(py::str(a.args[0]));
  });
}

py::TypeObject* make_scalar_type(DType d) {
  // ml_dtypes registers bfloat16 as a direct subtype of np.generic (custom_float.h), in module ml_dtypes.
  const char* kind = d == DType::Bool || d == DType::BFloat16         ? "generic"
                     : tensor::is_floating(d)                          ? "floating"
                     : tensor::is_complex(d)                           ? "complexfloating"
                     : d == DType::UInt8 || d == DType::UInt64 ? "unsignedinteger"
                                                                       : "signedinteger";
  py::TypeObject* t = py::make_native_type(std::string(tensor::numpy_name(d)), numpy_abstract_scalar_type(kind),
                                           d == DType::BFloat16 ? "ml_dtypes" : "numpy");
  py::set_dotted_tp_name(t);  // a C type: 'numpy.int64' object is not iterable
  install_common(t);
  // NumPy's bool, float and complex scalars have no nb_index (scalartypes.c): operator.index,
  // range() and reshape say "'numpy.float64' object cannot be interpreted as an integer", a
  // list "list indices must be integers or slices, not numpy.float64".
  if (!tensor::is_integer(d)) t->attrs.erase("__index__");
  add_array_method(t, "__repr__", +[](CallArgs& a) { return py::Str(np::scalar_repr(self_value(a))); });
  add_array_method(t, "__str__", +[](CallArgs& a) { return py::Str(tensor::numpy_scalar_str(self_value(a), 0)); });
  add_array_method(t, "__hash__", +[](CallArgs& a) { return py::Int(static_cast<int64_t>(py::hash(item(self_value(a), 0)))); });
  t->construct = [d](py::TypeObject*, CallArgs& a) -> Ref {
    if (a.args.empty()) return make_numpy(tensor::Tensor::zeros(d, {}));
    Ref value = a.args[0];
    // A string is read as Python reads one (np.float64('nan'), np.int64('7'), with float()'s and
    // int()'s errors); a bool is the string's truth.
    if (py::is_str(value.get())) {
      if (d == DType::Bool) return make_numpy(tensor::Tensor::scalar_bool(py::truthy(value)));
      const auto& ty = py::T();
      value = py::call(tensor::is_floating(d) ? ty.float_->self() : tensor::is_complex(d) ? py::complex_type()->self() : ty.int_->self(),
                       std::vector<Ref>{value});
    }
    tensor::Tensor v = np::asarray(value, d);
    return v.rank() == 0 ? make_numpy(v) : make_ndarray(v);
  };
  // T.__new__(T, value) (np.float64.__new__(np.float64, 3)): the constructor, for the type or a
  // subtype of it.
  py::add_static(t, "__new__", [t](CallArgs& a) -> Ref {
    if (a.args.empty()) py::raise_type_error(py::tp_name(t) + ".__new__(): not enough arguments");
    const py::Object* cls = a.args[0].get();
    if (cls->cls != py::T().type || !static_cast<const py::TypeObject*>(cls)->is_subtype_of(t))
      py::raise_type_error(py::tp_name(t) + ".__new__(X): X is not a subtype of " + py::tp_name(t));
    CallArgs rest{std::vector<Ref>(a.args.begin() + 1, a.args.end()), a.kwargs};
    return t->construct(t, rest);
  });
  // x[()] is the scalar itself and x[...] a 0-d array of it; any other index is NumPy's
  // IndexError (gentype_subscript).
  add_array_method(t, "__getitem__", +[](CallArgs& a) -> Ref {
    const Ref& key = a.args.at(1);
    if (py::is_tuple(key.get()) && py::to_vector(key).empty()) return a.args[0];
    if (key.get() == py::Ellipsis().get()) return make_ndarray(self_value(a));
    py::raise(py::E().IndexError, "invalid index to scalar variable.");
  });
  // A mapping subscript, not a sequence: __getitem__ does not make a scalar iterable.
  t->attrs.set("__iter__", py::None());
  return t;
}

}  // namespace

void raise_ambiguous_truth_value(int64_t size) {
  if (size == 0)
    py::raise_value_error("The truth value of an empty array is ambiguous. Use `array.size > 0` to check that an array is not empty.");
  py::raise_value_error("The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()");
}

py::TypeObject* axis_error_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("AxisError", py::E().ValueError, "numpy.exceptions");
    type->layout = py::Layout::Exception;
    type->subclassable = true;
    type->construct = py::E().ValueError->construct;  // AxisError(message), NumPy's one-argument form
    return type;
  }();
  return t;
}

py::TypeObject* complex_warning_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("ComplexWarning", py::E().RuntimeWarning, "numpy.exceptions");
    type->layout = py::Layout::Exception;
    type->subclassable = true;
    type->construct = py::E().RuntimeWarning->construct;  // warnings.warn makes one from its message
    return type;
  }();
  return t;
}

py::TypeObject* ndarray_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("ndarray", nullptr, "numpy");
    py::set_dotted_tp_name(type);  // a C type: 'numpy.ndarray' object has no attribute ...
    install_common(type);
    add_array_method(type, "__repr__", +[](CallArgs& a) -> Ref {
      if (is_text_array(&self_array(a))) return py::Str(text_array_repr(self_array(a)));
      return py::Str(tensor::numpy_repr(self_value(a)));
    });
    add_array_method(type, "__str__", +[](CallArgs& a) -> Ref {
      if (is_text_array(&self_array(a))) return py::Str(text_array_str(self_array(a)));
      return py::Str(tensor::numpy_str(self_value(a)));
    });
    add_array_method(type, "__hash__", +[](CallArgs&) -> Ref { py::raise_type_error("unhashable type: 'numpy.ndarray'"); });
    add_array_method(type, "__len__", +[](CallArgs& a) -> Ref {
      if (self_array(a).rank() == 0) py::raise_type_error("len() of unsized object");
      return py::Int(self_array(a).shape()[0]);
    });
    // Iteration yields a[0], a[1], ...: NumPy scalars of a 1-D array, row views of others.
    add_array_method(type, "__iter__", +[](CallArgs& a) -> Ref {
      if (self_array(a).rank() == 0) py::raise_type_error("iteration over a 0-d array");
      std::vector<Ref> rows;
      for (int64_t i = 0; i < self_array(a).shape()[0]; ++i) rows.push_back(np::getitem(a.args[0], py::Int(i)));
      return py::iter(py::List(rows));
    });
    add_array_method(type, "__getitem__", +[](CallArgs& a) -> Ref { return np::getitem(a.args[0], a.args.at(1)); });
    add_array_method(type, "__setitem__", +[](CallArgs& a) -> Ref {
      if (is_text_array(&self_array(a))) {
        np::setitem(a.args[0], a.args.at(1), text_assignment_value(self_array(a), a.args.at(2)));
        return py::None();
      }
      np::setitem(a.args[0], a.args.at(1), a.args.at(2));
      return py::None();
    });
    // ndarray.shape = new_shape reshapes in place when no copy is needed (array_shape_set).
    {
      auto getter = py::NativeFunction("shape", [](CallArgs& a) { return shape_tuple(array_of(a.args.at(0)).shape()); });
      auto setter = py::NativeFunction("shape", [](CallArgs& a) -> Ref {
        NumpyArrayObject& arr = array_of(a.args.at(0));
        const tensor::Shape shape = reshape_shape(arr.size(), intp_param(a.args.at(1)));
        tensor::StridedLayout view;
        if (arr.size() == 0) {
          view = tensor::StridedLayout{shape, tensor::row_major_strides(shape), arr.layout.offset};
        } else if (!np::reshape_layout(arr.layout, shape, view)) {
          py::raise(py::E().AttributeError,
                    "Incompatible shape for in-place modification. Use `.reshape()` to make a copy with the desired shape.");
        }
        arr.layout = std::move(view);
        return py::None();
      });
      Ref p = py::make_object<py::PropertyObject>(py::T().property, getter, setter);
      py::name_native_property(p.get(), "shape");
      type->attrs.set("shape", p);
    }
    // ndarray.flat: a numpy.flatiter (numpy/_core/_flatiter.py); a.flat = v assigns every element.
    {
      auto getter = py::NativeFunction("flat", [](CallArgs& a) -> Ref {
        return py::call(numpy_python_module("numpy._core._flatiter")->dict->get("flatiter"), {a.args.at(0)});
      });
      auto setter = py::NativeFunction("flat", [](CallArgs& a) -> Ref {
        Ref it = py::call(numpy_python_module("numpy._core._flatiter")->dict->get("flatiter"), {a.args.at(0)});
        py::setitem(it, py::make_object<py::SliceObject>(py::T().slice, py::None(), py::None(), py::None()), a.args.at(1));
        return py::None();
      });
      Ref p = py::make_object<py::PropertyObject>(py::T().property, getter, setter);
      py::name_native_property(p.get(), "flat");
      type->attrs.set("flat", p);
    }
    install_inplace(type);
    install_array_memory(type);
    install_function_methods(type);
    return type;
  }();
  return t;
}

py::TypeObject* numpy_abstract_scalar_type(const std::string& name) {
  // numpy/_core/numerictypes.py's hierarchy: generic > number > integer > (un)signedinteger,
  // number > inexact > floating, generic > flexible > character (np.str_, np.bytes_); np.bool
  // derives from generic directly.
  static const std::map<std::string, std::string> parent = {
      {"generic", ""},          {"number", "generic"},          {"integer", "number"}, {"signedinteger", "integer"},
      {"unsignedinteger", "integer"}, {"inexact", "number"}, {"floating", "inexact"}, {"complexfloating", "inexact"},
      {"flexible", "generic"},  {"character", "flexible"}};
  static std::map<std::string, py::TypeObject*> types;
  if (auto it = types.find(name); it != types.end()) return it->second;
  const std::string& up = parent.at(name);
  py::TypeObject* t = py::make_native_type(name, up.empty() ? nullptr : numpy_abstract_scalar_type(up), "numpy");
  py::set_dotted_tp_name(t);
  t->construct = [name](py::TypeObject*, CallArgs&) -> Ref { py::raise_type_error("cannot create 'numpy." + name + "' instances"); };
  types[name] = t;
  return t;
}

int64_t numpy_itemsize(DType d) {
  return tensor::is_reduced_float(d) ? 2 : d == DType::String ? 8 : static_cast<int64_t>(tensor::storage_size(d));
}

namespace {

/// NumPy's float64 and complex128 derive from Python's float and complex (scalartypes.c lists
/// PyFloat_Type and PyComplex_Type among their bases), so isinstance(np.float64(1), float) holds
/// and json, Keras and user code take them as floats. Their MRO is NumPy's (float64, floating,
/// inexact, number, generic, float, object). The base's own methods, reached through the MRO
/// (x.hex(), x.is_integer()) or the class (float.hex(x)), read a NumPy scalar through its value
/// (float(x) or complex(x)), as CPython's read ob_fval of any float subtype. Called once per
/// base: numpy_scalar_type makes each scalar type once.
void derive_from_python_number(py::TypeObject* scalar, py::TypeObject* base) {
  scalar->bases.push_back(std::static_pointer_cast<py::TypeObject>(base->self()));
  scalar->compute_mro();
  for (const char* name : {"__abs__", "__add__", "__bool__", "__complex__", "__eq__", "__float__", "__floordiv__",
                           "__format__", "__ge__", "__getnewargs__", "__gt__", "__hash__", "__int__", "__le__", "__lt__",
                           "__mod__", "__mul__", "__ne__", "__neg__", "__pos__", "__pow__", "__radd__", "__repr__",
                           "__rfloordiv__", "__rmod__", "__rmul__", "__round__", "__rpow__", "__rsub__", "__rtruediv__",
                           "__sub__", "__truediv__", "__trunc__", "__floor__", "__ceil__", "as_integer_ratio", "conjugate",
                           "hex", "is_integer"}) {
    auto* f = dynamic_cast<py::NativeFunctionObject*>(base->attrs.find(name));
    if (!f || !f->is_method) continue;
    f->fn = [plain = f->fn, base](CallArgs& a) {
      if (!a.args.empty() && as_numpy_array(a.args[0].get())) a.args[0] = py::call(base->self(), std::vector<Ref>{a.args[0]});
      return plain(a);
    };
  }
}

}  // namespace

py::TypeObject* numpy_scalar_type(DType dtype) {
  static std::map<DType, py::TypeObject*> types;
  auto it = types.find(dtype);
  if (it != types.end()) return it->second;
  py::TypeObject* t = make_scalar_type(dtype);
  types[dtype] = t;
  if (dtype == DType::Float64) derive_from_python_number(t, py::T().float_);
  if (dtype == DType::Complex128) derive_from_python_number(t, py::complex_type());
  return t;
}

py::TypeObject* numpy_dtype_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("dtype", nullptr, "numpy");
    auto dt = [](const Ref& o) { return static_cast<NumpyArrayObject*>(o.get())->dtype(); };
    // String dtypes ('<U5', 'S3') have their own texts (numpy_text.h).
    auto str_dt = [](const Ref& o) -> std::optional<TextDType> {
      const auto* d = static_cast<NumpyArrayObject*>(o.get());
      return is_text_array(d) ? std::optional<TextDType>(d->text) : std::nullopt;
    };
    auto text = [dt, str_dt](const Ref& o) {
      if (auto t = str_dt(o)) return text_dtype_name(*t);
      return dt(o) == DType::String ? std::string("object") : std::string(tensor::numpy_name(dt(o)));
    };
    add_array_method(type, "__repr__", [dt, text, str_dt](CallArgs& a) {
      if (auto t = str_dt(a.args[0])) return py::Str(text_dtype_repr(*t));
      // A user dtype (isbuiltin 2, ml_dtypes' bfloat16): _dtype._scalar_str gives its type's name, unquoted.
      if (dt(a.args[0]) == DType::BFloat16) return py::Str("dtype(bfloat16)");
      return py::Str(dt(a.args[0]) == DType::String ? "dtype('O')" : "dtype('" + text(a.args[0]) + "')");
    });
    add_array_method(type, "__str__", [text, str_dt](CallArgs& a) {
      if (auto t = str_dt(a.args[0])) return py::Str(text_dtype_str(*t));
      return py::Str(text(a.args[0]));
    });
    py::add_property(type, "name", [text](Ref s) { return py::Str(text(s)); });
    py::add_property(type, "itemsize", [dt, str_dt](Ref s) {
      if (auto t = str_dt(s)) return py::Int(text_itemsize(*t));
      return py::Int(numpy_itemsize(dt(s)));
    });
    // dtype.char: the array-protocol type character (NumPy's typecodes on Linux, where a C long
    // is 64 bits).
    py::add_property(type, "char", [dt, str_dt](Ref s) -> Ref {
      if (auto t = str_dt(s)) return py::Str(text_dtype_kind(*t));
      switch (dt(s)) {
        case DType::Bool: return py::Str("?");
        case DType::Int8: return py::Str("b");
        case DType::UInt8: return py::Str("B");
        case DType::Int16: return py::Str("h");
        case DType::Int32: return py::Str("i");
        case DType::Int64: return py::Str("l");
        case DType::UInt64: return py::Str("L");
        case DType::Float16: return py::Str("e");
        case DType::BFloat16: return py::Str("E");  // ml_dtypes' kNpyDescrType
        case DType::Float32: return py::Str("f");
        case DType::Float64: return py::Str("d");
        case DType::Complex64: return py::Str("F");
        case DType::Complex128: return py::Str("D");
        default: return py::Str("O");
      }
    });
    py::add_property(type, "kind", [dt, str_dt](Ref s) {
      if (auto t = str_dt(s)) return py::Str(text_dtype_kind(*t));
      const DType d = dt(s);
      // ml_dtypes' bfloat16 has kind 'V' (kNpyDescrKind).
      if (d == DType::BFloat16) return py::Str("V");
      return py::Str(d == DType::Bool ? "b" : d == DType::UInt8 ? "u" : tensor::is_integer(d) ? "i" : tensor::is_floating(d) ? "f" : tensor::is_complex(d) ? "c" : "O");
    });
    py::add_property(type, "type", [dt, str_dt](Ref s) -> Ref {
      if (auto t = str_dt(s)) return (t->kind == TextKind::Unicode ? numpy_str_type() : numpy_bytes_type())->self();
      if (dt(s) == DType::String) return py::T().bytes->self();
      return numpy_scalar_type(dt(s))->self();
    });
    // dtype('<U5') == 'U5'; an unsized designation (str, 'U') names dtype('<U0').
    auto equal = [dt, str_dt](const Ref& self, const Ref& o) {
      const auto mine = str_dt(self);
      if (const auto theirs = text_dtype_of(o)) return mine && *mine == *theirs;
      if (mine) return false;
      auto other = numpy_dtype_of(o);
      return other && *other == dt(self);
    };
    add_array_method(type, "__eq__", [equal](CallArgs& a) -> Ref { return py::Bool(equal(a.args[0], a.args.at(1))); });
    add_array_method(type, "__ne__", [equal](CallArgs& a) -> Ref { return py::Bool(!equal(a.args[0], a.args.at(1))); });
    add_array_method(type, "__hash__", [dt, str_dt](CallArgs& a) {
      if (auto t = str_dt(a.args[0])) return py::Int(static_cast<int64_t>(t->kind) * 1000003 + t->width);
      return py::Int(static_cast<int64_t>(dt(a.args[0])) + 7);
    });
    type->construct = +[](py::TypeObject*, CallArgs& a) -> Ref {
      if (!a.args.empty()) {
        if (auto t = text_dtype_of(a.args[0])) return text_dtype_object(*t);
      }
      auto d = a.args.empty() ? std::nullopt : numpy_dtype_of(a.args[0]);
      if (!d) raise_bad_dtype(a.args.empty() ? py::None() : a.args[0]);
      return numpy_dtype_object(*d);
    };
    return type;
  }();
  return t;
}

// numpy's dtype objects are singletons; here one per run, since each holds a tensor and the
// session frees the tensors a run allocated when it ends.
namespace {
struct NumpyDTypeObjects {
  std::map<DType, Ref> objects;
};
}  // namespace

Ref numpy_dtype_object(DType dtype) {
  Ref& o = function::Runtime::current().run_state<NumpyDTypeObjects>().objects[dtype];
  if (!o) o = py::make_object<NumpyArrayObject>(numpy_dtype_type(), tensor::Tensor::zeros(dtype, {}), true);
  return o;
}

std::optional<DType> numpy_dtype_of(const Ref& o) {
  const py::Object* p = o.get();
  if (p->cls == numpy_dtype_type()) return static_cast<const NumpyArrayObject*>(p)->dtype();
  if (function::DTypeObject* d = function::as_dtype(p)) return d->dtype;
  for (DType d : tensor::kAllDTypes) {
    if (d != DType::String && p == numpy_scalar_type(d)) return d;
  }
  const auto& ty = py::T();
  if (p == ty.float_) return DType::Float64;
  if (p == ty.int_) return DType::Int64;
  if (p == ty.bool_) return DType::Bool;
  if (p == py::complex_type()) return DType::Complex128;
  if (p == ty.bytes || p == ty.object) return DType::String;
  if (py::is_str(p)) {
    // NumPy's names, type characters and sized codes (on a 64-bit Linux, where 'l' is int64),
    // with a byte order that is the machine's ('<' little-endian, '=' native, '|' none).
    static const std::unordered_map<std::string_view, DType> codes = {
        {"bool", DType::Bool},     {"?", DType::Bool},         {"b1", DType::Bool},
        {"float", DType::Float64}, {"f8", DType::Float64},     {"d", DType::Float64},
        {"f4", DType::Float32},    {"f", DType::Float32},      {"f2", DType::Float16},
        {"e", DType::Float16},     {"int", DType::Int64},      {"i8", DType::Int64},
        {"l", DType::Int64},       {"q", DType::Int64},        {"p", DType::Int64},
        {"i4", DType::Int32},      {"i", DType::Int32},        {"i2", DType::Int16},
        {"h", DType::Int16},       {"i1", DType::Int8},        {"b", DType::Int8},
        {"u1", DType::UInt8},      {"B", DType::UInt8},        {"u8", DType::UInt64},
        {"L", DType::UInt64},      {"Q", DType::UInt64},       {"P", DType::UInt64},
        {"uint", DType::UInt64},   {"complex", DType::Complex128}, {"c16", DType::Complex128},
        {"D", DType::Complex128},  {"c8", DType::Complex64},   {"F", DType::Complex64},
        {"O", DType::String},      {"object", DType::String},
    };
    std::string_view s = py::as_str(p);
    if (s.size() > 1 && (s[0] == '<' || s[0] == '=' || s[0] == '|')) s.remove_prefix(1);
    if (auto it = codes.find(s); it != codes.end()) return it->second;
    for (DType d : tensor::kAllDTypes)
      if (d != DType::String && s == tensor::numpy_name(d)) return d;
  }
  return std::nullopt;
}

Ref make_ndarray(tensor::Tensor value) {
  return py::make_object<NumpyArrayObject>(ndarray_type(), std::move(value), false);
}

Ref make_numpy(const tensor::Tensor& value) {
  if (value.rank() != 0) return make_ndarray(value);
  if (value.dtype() == DType::String) return py::Bytes(value.data<std::string>()[0]);
  return py::make_object<NumpyArrayObject>(numpy_scalar_type(value.dtype()), value, true);
}

Ref make_numpy_result(tensor::Tensor value) {
  if (value.rank() == 0) return make_numpy(value);
  return make_ndarray(std::move(value));
}

NumpyArrayObject* as_numpy_array(const py::Object* o) {
  if (is_tensor_or_python_scalar(o)) return nullptr;
  auto* a = dynamic_cast<NumpyArrayObject*>(const_cast<py::Object*>(o));
  if (!a || o->cls == numpy_dtype_type()) return nullptr;
  return a;
}

void install_numpy_method() {
  py::add_method(function::tensor_type(), "numpy", +[](CallArgs& a) -> Ref {
    auto* t = static_cast<function::TensorObject*>(a.args[0].get());
    if (!t->is_eager())
      py::raise(py::E().AttributeError, "'SymbolicTensor' object has no attribute 'numpy'");
    return make_numpy(*t->value);
  });
}

}  // namespace tfplay::tf
