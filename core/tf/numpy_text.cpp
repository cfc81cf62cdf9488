// NumPy's '<U' and 'S' arrays (numpy_text.h).
#include "core/tf/numpy_text.h"
#include "core/tf/numpy_module.h"

#include <algorithm>
#include <map>

#include "core/function/runtime.h"
#include "core/python/complex_object.h"
#include "core/python/protocols.h"
#include "core/python/recursion_guard.h"
#include "core/python/runtime.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/format_numpy.h"
#include "core/tensor/kernels.h"
#include "core/tensor/strided.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {

// Code points in UTF-8 text (every byte that does not continue a sequence starts one).
int64_t code_points(const std::string& s) {
  int64_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

// The first `width` code points (or bytes) of s: NumPy cuts longer elements to the dtype's width.
std::string cut(const std::string& s, int64_t width, TextKind kind) {
  if (kind == TextKind::Bytes) return static_cast<int64_t>(s.size()) > width ? s.substr(0, static_cast<size_t>(width)) : s;
  int64_t n = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80 && n++ == width) return s.substr(0, i);
  }
  return s;
}

int64_t length_of(const std::string& s, TextKind kind) {
  return kind == TextKind::Bytes ? static_cast<int64_t>(s.size()) : code_points(s);
}

bool is_ascii(const std::string& s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

// str and bytes values, np.str_ / np.bytes_ included (their instances have the base's layout).
const py::StrObject* str_value(const py::Object* o) {
  return o->cls == py::T().str || o->cls->value_base == py::T().str ? static_cast<const py::StrObject*>(o) : nullptr;
}
const py::BytesObject* bytes_value(const py::Object* o) {
  return o->cls == py::T().bytes || o->cls->value_base == py::T().bytes ? static_cast<const py::BytesObject*>(o) : nullptr;
}

// The nested lists' shape and leaves (NumPy's discovery, for scalar leaves).
void discover(const Ref& v, size_t depth, tensor::Shape& shape, size_t& leaf_depth, std::vector<Ref>& leaves) {
  if (!py::is_list_or_tuple_instance(v.get())) {
    if (const NumpyArrayObject* a = as_numpy_array(v.get()); a && !a->is_scalar)
      np::not_supported("string arrays built from arrays inside lists");
    if (leaf_depth == SIZE_MAX) leaf_depth = depth;
    else if (leaf_depth != depth) np::inhomogeneous(std::min(depth, leaf_depth), shape);
    leaves.push_back(v);
    return;
  }
  const std::vector<Ref> items = py::to_vector(v);
  if (leaf_depth != SIZE_MAX && depth >= leaf_depth) np::inhomogeneous(leaf_depth, shape);
  if (depth >= shape.size()) shape.push_back(static_cast<int64_t>(items.size()));
  else if (shape[depth] != static_cast<int64_t>(items.size())) np::inhomogeneous(depth, shape);
  if (items.empty()) {
    if (leaf_depth == SIZE_MAX) leaf_depth = depth + 1;
    else if (leaf_depth != depth + 1) np::inhomogeneous(depth, shape);
  }
  for (const Ref& item : items) discover(item, depth + 1, shape, leaf_depth, leaves);
}

// Whether nested lists hold a str or bytes value (or a string array).
bool holds_text(const Ref& v) {
  py::NativeRecursionGuard guard("");
  const py::Object* o = v.get();
  if (str_value(o) || bytes_value(o)) return true;
  if (const NumpyArrayObject* a = as_numpy_array(o)) return is_text_array(a);
  if (!py::is_list_or_tuple_instance(o)) return false;
  for (const Ref& item : py::to_vector(v))
    if (holds_text(item)) return true;
  return false;
}

// Whether the text in nested lists is str (`unicode`) or bytes (the first leaf found decides).
bool holds_kind(const Ref& v, bool unicode) {
  const py::Object* o = v.get();
  if (str_value(o)) return unicode;
  if (bytes_value(o)) return !unicode;
  if (py::is_list_or_tuple_instance(o)) {
    for (const Ref& item : py::to_vector(v))
      if (holds_text(item)) return holds_kind(item, unicode);
  }
  return false;
}

// The width NumPy gives numbers cast to str: enough for any value of the type.
int64_t number_width(DType d) {
  switch (d) {
    case DType::Bool: return 5;
    case DType::Int8: return 4;
    case DType::UInt8: return 3;
    case DType::Int16: return 6;
    case DType::Int32: return 11;
    case DType::Int64: return 21;
    case DType::Complex64:
    case DType::Complex128: return 64;
    default: return 32;
  }
}

// Elements converted to `kind`: str <-> bytes for ASCII text (NumPy's ASCII codec).
std::string convert_element(const std::string& s, TextKind from, TextKind to) {
  if (from != to && !is_ascii(s)) np::not_supported("casting non-ASCII text between str and bytes");
  return s;
}

py::TypeObject* make_text_scalar_type(const char* name, py::TypeObject* base, bool unicode) {
  // NumPy's MRO: np.str_ -> str -> np.character -> np.flexible -> np.generic -> object.
  py::TypeObject* t = py::make_native_type(name, base, "numpy");
  t->bases.push_back(std::static_pointer_cast<py::TypeObject>(numpy_abstract_scalar_type("character")->self()));
  t->compute_mro();
  t->value_base = base;
  const TextKind kind = unicode ? TextKind::Unicode : TextKind::Bytes;
  // The scalar's dtype holds exactly its text ('<U5' for np.str_('hello')).
  py::add_property(t, "dtype", [kind](Ref s) {
    const py::Object* o = s.get();
    const std::string& v = kind == TextKind::Unicode ? str_value(o)->value : bytes_value(o)->value;
    return text_dtype_object(TextDType{kind, length_of(v, kind)});
  });
  py::add_property(t, "shape", +[](Ref) { return py::Tuple(); });
  py::add_property(t, "ndim", +[](Ref) { return py::Int(0); });
  py::add_method(t, "item", [kind](CallArgs& a) -> Ref {
    const py::Object* o = a.args.at(0).get();
    return kind == TextKind::Unicode ? py::Str(str_value(o)->value) : py::Bytes(bytes_value(o)->value);
  });
  py::add_method(t, "__repr__", [unicode](CallArgs& a) -> Ref {
    const py::Object* o = a.args.at(0).get();
    return py::Str(unicode ? "np.str_(" + py::str_repr(str_value(o)->value) + ")"
                           : "np.bytes_(" + tensor::python_bytes_repr(bytes_value(o)->value) + ")");
  });
  py::add_method(t, "__str__", [unicode](CallArgs& a) -> Ref {
    const py::Object* o = a.args.at(0).get();
    return py::Str(unicode ? str_value(o)->value : tensor::python_bytes_repr(bytes_value(o)->value));
  });
  t->construct = [unicode](py::TypeObject* cls, CallArgs& a) -> Ref {
    Ref v = a.args.empty() ? (unicode ? py::Str("") : py::Bytes("")) : a.args[0];
    if (unicode) return py::make_object<py::StrObject>(cls, str_value(v.get()) ? str_value(v.get())->value : py::str(v));
    if (!bytes_value(v.get())) np::not_supported("np.bytes_ of a non-bytes value");
    return py::make_object<py::BytesObject>(cls, bytes_value(v.get())->value);
  };
  return t;
}

// ndarray.tolist() of a string array: nested lists of str / bytes.
Ref to_list(const Tensor& t, size_t dim, int64_t& offset, TextKind kind) {
  if (dim == t.shape().size()) return text_item(t, offset++, kind);
  std::vector<Ref> out;
  for (int64_t i = 0; i < t.shape()[dim]; ++i) out.push_back(to_list(t, dim + 1, offset, kind));
  return py::List(out);
}

// The Python value of a leaf as `kind` text.
std::string leaf_text(const Ref& leaf, TextKind kind) {
  const py::Object* o = leaf.get();
  if (const py::StrObject* s = str_value(o)) return convert_element(s->value, TextKind::Unicode, kind);
  if (const py::BytesObject* b = bytes_value(o)) return convert_element(b->value, TextKind::Bytes, kind);
  if (kind == TextKind::Unicode && (py::is_int(o) || py::is_float(o))) return py::str(leaf);
  if (const NumpyArrayObject* a = as_numpy_array(o); a && a->is_scalar && kind == TextKind::Unicode && a->dtype() != DType::String)
    return py::str(leaf);
  np::not_supported("string arrays holding '" + py::type_name(o) + "' objects");
}

}  // namespace

py::TypeObject* numpy_str_type() {
  static py::TypeObject* t = make_text_scalar_type("str_", py::T().str, true);
  return t;
}

py::TypeObject* numpy_bytes_type() {
  static py::TypeObject* t = make_text_scalar_type("bytes_", py::T().bytes, false);
  return t;
}

bool is_text_array(const NumpyArrayObject* a) { return a && a->text.kind != TextKind::Object; }

std::optional<TextDType> text_dtype_of(const Ref& o) {
  const py::Object* p = o.get();
  const auto& ty = py::T();
  if (p == ty.str || p == numpy_str_type()) return TextDType{TextKind::Unicode, 0};
  if (p == ty.bytes || p == numpy_bytes_type()) return TextDType{TextKind::Bytes, 0};
  if (p->cls == numpy_dtype_type()) {
    const auto* d = static_cast<const NumpyArrayObject*>(p);
    if (d->text.kind != TextKind::Object) return d->text;
    return std::nullopt;
  }
  if (!py::is_str(p)) return std::nullopt;
  std::string s = py::as_str(p);
  if (s == "str") return TextDType{TextKind::Unicode, 0};
  if (s == "bytes") return TextDType{TextKind::Bytes, 0};
  if (!s.empty() && (s[0] == '<' || s[0] == '|' || s[0] == '=')) s = s.substr(1);
  if (s.empty() || (s[0] != 'U' && s[0] != 'S')) return std::nullopt;
  const TextKind kind = s[0] == 'U' ? TextKind::Unicode : TextKind::Bytes;
  const std::string digits = s.substr(1);
  if (!std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }) || digits.size() > 9)
    return std::nullopt;
  return TextDType{kind, digits.empty() ? 0 : std::stoll(digits)};
}

namespace {
// One dtype object per string dtype and run (as numpy_dtype_object keeps the others).
struct TextDTypeObjects {
  std::map<std::pair<int, int64_t>, Ref> objects;
};
}  // namespace

Ref text_dtype_object(TextDType d) {
  Ref& o = function::Runtime::current().run_state<TextDTypeObjects>().objects[{static_cast<int>(d.kind), d.width}];
  if (!o) {
    auto obj = py::make_object<NumpyArrayObject>(numpy_dtype_type(), Tensor::zeros(DType::String, {}), true);
    obj->text = d;
    o = obj;
  }
  return o;
}

std::string text_dtype_str(TextDType d) {
  return (d.kind == TextKind::Unicode ? "<U" : "|S") + std::to_string(d.width);
}

std::string text_dtype_repr(TextDType d) {
  // numpy/_core/_dtype.py __repr__ -> _construction_repr: 'S3', '<U5'; unsized: 'S', '<U'.
  std::string s = d.kind == TextKind::Unicode ? "<U" : "S";
  if (d.width) s += std::to_string(d.width);
  return "dtype('" + s + "')";
}

std::string text_dtype_name(TextDType d) {
  // _dtype._name_get: the type's name ('str' / 'bytes') plus the size in bits when sized.
  const std::string base = d.kind == TextKind::Unicode ? "str" : "bytes";
  return d.width ? base + std::to_string(text_itemsize(d) * 8) : base;
}

int64_t text_itemsize(TextDType d) { return d.kind == TextKind::Unicode ? 4 * d.width : d.width; }

const char* text_dtype_kind(TextDType d) { return d.kind == TextKind::Unicode ? "U" : "S"; }

Ref make_text_ndarray(Tensor strings, TextDType d) {
  if (d.width == 0) {
    d.width = 1;  // NumPy's smallest string dtype is 1 wide ('<U1' for [''] and []).
    for (int64_t i = 0; i < strings.num_elements(); ++i)
      d.width = std::max(d.width, length_of(strings.data<std::string>()[i], d.kind));
  } else {
  }
  // Elements are stored NUL-padded to the width, so NumPy reads them back without trailing
  // NULs (and cut to the width).
  bool changes = false;
  for (int64_t i = 0; i < strings.num_elements(); ++i) {
    const std::string& s = strings.data<std::string>()[i];
    changes = changes || length_of(s, d.kind) > d.width || (!s.empty() && s.back() == '\0');
  }
  if (changes) {
    strings = tensor::deep_copy(strings);
    std::string* s = strings.mutable_data<std::string>();
    for (int64_t i = 0; i < strings.num_elements(); ++i) {
      s[i] = cut(s[i], d.width, d.kind);
      while (!s[i].empty() && s[i].back() == '\0') s[i].pop_back();
    }
  }
  Ref out = make_ndarray(std::move(strings));
  as_numpy_array(out.get())->text = d;
  return out;
}

Ref text_scalar(const Tensor& strings, int64_t i, TextKind kind) {
  const std::string& s = strings.data<std::string>()[i];
  if (kind == TextKind::Unicode) return py::make_object<py::StrObject>(numpy_str_type(), s);
  return py::make_object<py::BytesObject>(numpy_bytes_type(), s);
}

Ref text_item(const Tensor& strings, int64_t i, TextKind kind) {
  const std::string& s = strings.data<std::string>()[i];
  return kind == TextKind::Unicode ? py::Str(s) : py::Bytes(s);
}

Ref text_tolist(const NumpyArrayObject& a) {
  const Tensor v = a.value();
  int64_t offset = 0;
  return to_list(v, 0, offset, a.text.kind);
}

Ref text_array_from(const Ref& v, std::optional<TextDType> dtype) {
  if (const NumpyArrayObject* a = as_numpy_array(v.get()); a && !a->is_scalar) {
    if (!is_text_array(a) && !dtype) return nullptr;
    const Ref d = dtype ? text_dtype_object(*dtype) : text_dtype_object(a->text);
    return text_astype(*a, d);
  }
  if (!dtype && !holds_text(v)) return nullptr;
  tensor::Shape shape;
  size_t leaf_depth = SIZE_MAX;
  std::vector<Ref> leaves;
  discover(v, 0, shape, leaf_depth, leaves);
  std::optional<TextKind> found;
  bool other = false;
  for (const Ref& leaf : leaves) {
    const TextKind k = str_value(leaf.get()) ? TextKind::Unicode : bytes_value(leaf.get()) ? TextKind::Bytes : TextKind::Object;
    if (k == TextKind::Object) other = true;
    else if (found && *found != k) np::not_supported("arrays mixing str and bytes");
    else found = k;
  }
  if (!dtype && !found) return nullptr;
  if (!dtype && other) np::not_supported("arrays mixing str or bytes with other values (NumPy makes them str)");
  const TextDType d = dtype ? *dtype : TextDType{*found, 0};
  Tensor out = Tensor::zeros(DType::String, shape);
  std::string* dst = out.mutable_data<std::string>();
  for (size_t i = 0; i < leaves.size(); ++i) dst[i] = leaf_text(leaves[i], d.kind);
  return make_text_ndarray(std::move(out), d);
}

std::string text_array_repr(const NumpyArrayObject& a) {
  const Tensor v = a.value();
  const TextKind kind = a.text.kind;
  const tensor::ElementText element = [&v, kind](int64_t i) {
    const std::string& s = v.data<std::string>()[i];
    return kind == TextKind::Unicode ? py::str_repr(s) : tensor::python_bytes_repr(s);
  };
  // arrayprint.dtype_short_repr: flexible dtypes print as their quoted str().
  return tensor::numpy_repr_of(v, element, "'" + text_dtype_str(a.text) + "'");
}

std::string text_array_str(const NumpyArrayObject& a) {
  const Tensor v = a.value();
  const TextKind kind = a.text.kind;
  // A 0-d array prints as str() of its scalar: the text itself for np.str_.
  if (v.rank() == 0 && kind == TextKind::Unicode) return v.data<std::string>()[0];
  const tensor::ElementText element = [&v, kind](int64_t i) {
    const std::string& s = v.data<std::string>()[i];
    return kind == TextKind::Unicode ? py::str_repr(s) : tensor::python_bytes_repr(s);
  };
  return tensor::numpy_str_of(v, element);
}

Ref text_astype(const NumpyArrayObject& a, const Ref& dtype) {
  const std::optional<TextDType> to = text_dtype_of(dtype);
  const Tensor v = a.value();
  auto wrap = [&a](Ref out) -> Ref {
    if (!a.is_scalar) return out;
    const auto* o = as_numpy_array(out.get());
    return text_scalar(o->value(), 0, o->text.kind);
  };
  if (to) {
    if (a.dtype() == DType::String) {
      const TextKind from = a.text.kind == TextKind::Object ? TextKind::Bytes : a.text.kind;
      if (a.text.kind == TextKind::Object && to->kind == TextKind::Unicode)
        np::not_supported("casting object arrays to str");
      Tensor out = tensor::deep_copy(v);
      std::string* s = out.mutable_data<std::string>();
      for (int64_t i = 0; i < out.num_elements(); ++i) s[i] = convert_element(s[i], from, to->kind);
      // An unsized dtype (str, bytes) keeps a string array's width: '<U11' -> '|S11'.
      const TextDType sized{to->kind, to->width == 0 && is_text_array(&a) ? a.text.width : to->width};
      return wrap(make_text_ndarray(std::move(out), sized));
    }
    if (to->kind == TextKind::Bytes) np::not_supported("casting numbers to bytes");
    Tensor out = Tensor::zeros(DType::String, v.shape());
    for (int64_t i = 0; i < v.num_elements(); ++i) out.mutable_data<std::string>()[i] = tensor::numpy_scalar_str(v, i);
    return wrap(make_text_ndarray(std::move(out), TextDType{TextKind::Unicode, to->width ? to->width : number_width(v.dtype())}));
  }
  if (!is_text_array(&a)) return nullptr;
  const std::optional<DType> target = numpy_dtype_of(dtype);
  if (!target) raise_bad_dtype(dtype);
  if (*target == DType::String) {  // object
    if (a.text.kind == TextKind::Unicode) np::not_supported("object arrays of str");
    Ref out = make_ndarray(tensor::deep_copy(v));
    return a.is_scalar ? text_item(v, 0, TextKind::Bytes) : out;
  }
  // Numbers parsed as Python's int() / float() / bool parse them.
  py::TypeObject* parse = tensor::is_floating(*target) ? py::T().float_ : tensor::is_complex(*target) ? py::complex_type() : py::T().int_;
  if (*target == DType::Bool) np::not_supported("casting strings to bool");
  std::vector<Ref> values;
  for (int64_t i = 0; i < v.num_elements(); ++i) values.push_back(py::call(parse->self(), {text_item(v, i, TextKind::Unicode)}));
  Tensor out = np::asarray(py::List(values), *target).with_shape(v.shape());
  return a.is_scalar ? make_numpy(out) : make_ndarray(out);
}

namespace {

// The two operands of a string ufunc as string arrays of one kind, and their broadcast plan.
struct TextOperands {
  Ref x, y;
  Tensor tx, ty;
  tensor::BroadcastPlan plan;
};

std::optional<TextOperands> text_operands(const Ref& a, const Ref& b, const std::string& what) {
  auto as_text = [](const Ref& o) -> Ref {
    if (const NumpyArrayObject* arr = as_numpy_array(o.get())) return is_text_array(arr) ? o : nullptr;
    if (str_value(o.get()) || bytes_value(o.get())) return text_array_from(o, std::nullopt);
    if (py::is_list_or_tuple_instance(o.get())) return text_array_from(o, std::nullopt);
    return nullptr;
  };
  if (!is_text_array(as_numpy_array(a.get())) && !is_text_array(as_numpy_array(b.get()))) return std::nullopt;
  TextOperands ops;
  ops.x = as_text(a);
  ops.y = as_text(b);
  if (!ops.x || !ops.y) np::not_supported(what + " string arrays with other values");
  if (as_numpy_array(ops.x.get())->text.kind != as_numpy_array(ops.y.get())->text.kind)
    np::not_supported(what + " str arrays with bytes arrays");
  ops.tx = as_numpy_array(ops.x.get())->value();
  ops.ty = as_numpy_array(ops.y.get())->value();
  ops.plan = np::broadcast_or_raise(ops.tx, ops.ty);
  return ops;
}

// The result shape of a == b when one side is a string array and the other holds no text of
// its kind; nullopt when they compare elementwise.
std::optional<tensor::Shape> incomparable_shape(const Ref& a, const Ref& b) {
  const Ref& text = is_text_array(as_numpy_array(a.get())) ? a : b;
  const Ref& other = &text == &a ? b : a;
  const TextKind kind = as_numpy_array(text.get())->text.kind;
  const py::Object* o = other.get();
  tensor::Shape other_shape;
  if (const NumpyArrayObject* arr = as_numpy_array(o)) {
    if (arr->dtype() == DType::String) {
      if (arr->text.kind == kind) return std::nullopt;
      np::not_supported("comparing str with bytes or object arrays");
    }
    other_shape = arr->shape();
  } else if (holds_text(other)) {
    const bool same = kind == TextKind::Unicode ? holds_kind(other, true) : holds_kind(other, false);
    if (same) return std::nullopt;
    np::not_supported("comparing str with bytes or object arrays");
  } else if (py::is_list_or_tuple_instance(o)) {
    other_shape = np::asarray(other).shape();
  }
  const Tensor x = Tensor::zeros(DType::Bool, as_numpy_array(text.get())->shape());
  const Tensor y = Tensor::zeros(DType::Bool, other_shape);
  return np::broadcast_or_raise(x, y).out_shape;
}

}  // namespace

Ref text_binary(np::Ufunc op, const Ref& a, const Ref& b) {
  if (!is_text_array(as_numpy_array(a.get())) && !is_text_array(as_numpy_array(b.get()))) return nullptr;
  if (op != np::Ufunc::Add) np::not_supported("arithmetic other than + on string arrays");
  const std::optional<TextOperands> ops = text_operands(a, b, "adding");
  const TextDType dx = as_numpy_array(ops->x.get())->text, dy = as_numpy_array(ops->y.get())->text;
  Tensor out = Tensor::zeros(DType::String, ops->plan.out_shape);
  std::string* dst = out.mutable_data<std::string>();
  const std::string* xs = ops->tx.data<std::string>();
  const std::string* ys = ops->ty.data<std::string>();
  tensor::for_each_broadcast(ops->plan, [&](int64_t o, int64_t i, int64_t j) { dst[o] = xs[i] + ys[j]; });
  Ref arr = make_text_ndarray(std::move(out), TextDType{dx.kind, dx.width + dy.width});
  if (ops->plan.out_shape.empty()) return text_scalar(as_numpy_array(arr.get())->value(), 0, dx.kind);
  return arr;
}

Ref text_where(const Tensor& cond, const Ref& x, const Ref& y) {
  if (!holds_text(x) && !holds_text(y)) return nullptr;
  const Ref tx = text_array_from(x, std::nullopt), ty = text_array_from(y, std::nullopt);
  if (!tx || !ty) np::not_supported("np.where choosing between text and numbers");
  const TextDType dx = as_numpy_array(tx.get())->text, dy = as_numpy_array(ty.get())->text;
  if (dx.kind != dy.kind) np::not_supported("np.where choosing between str and bytes");
  const Tensor out = tensor::select(cond, as_numpy_array(tx.get())->value(), as_numpy_array(ty.get())->value());
  return make_text_ndarray(out, TextDType{dx.kind, std::max(dx.width, dy.width)});  // 0-d too: np.where is no ufunc
}

Ref text_assignment_value(const NumpyArrayObject& a, const Ref& value) {
  Ref out = text_array_from(value, a.text);
  if (!out) np::not_supported("storing this value into a string array");
  return out;
}

Ref text_compare(np::Ufunc op, const Ref& a, const Ref& b) {
  if (!is_text_array(as_numpy_array(a.get())) && !is_text_array(as_numpy_array(b.get()))) return nullptr;
  if (op == np::Ufunc::Equal || op == np::Ufunc::NotEqual) {
    // NumPy >= 1.25 (array_richcompare after a UFuncNoLoopError): == and != of values that
    // cannot be compared (a str array and numbers) give all False / all True over the
    // broadcast shape.
    if (const std::optional<tensor::Shape> shape = incomparable_shape(a, b)) {
      // array_richcompare: two 0-d operands give a Python bool.
      if (shape->empty()) return py::Bool(op == np::Ufunc::NotEqual);
      Tensor out = Tensor::zeros(DType::Bool, *shape);
      bool* dst = out.mutable_data<bool>();
      for (int64_t i = 0; i < out.num_elements(); ++i) dst[i] = op == np::Ufunc::NotEqual;
      return make_numpy_result(std::move(out));
    }
  }
  const std::optional<TextOperands> ops = text_operands(a, b, "comparing");
  const Tensor& tx = ops->tx;
  const Tensor& ty = ops->ty;
  const tensor::BroadcastPlan& plan = ops->plan;
  Tensor out = Tensor::zeros(DType::Bool, plan.out_shape);
  bool* dst = out.mutable_data<bool>();
  const std::string* xs = tx.data<std::string>();
  const std::string* ys = ty.data<std::string>();
  // UTF-8 byte order is code point order, NumPy's order of str.
  tensor::for_each_broadcast(plan, [&](int64_t o, int64_t i, int64_t j) {
    const int c = xs[i].compare(ys[j]);
    switch (op) {
      case np::Ufunc::Equal: dst[o] = c == 0; break;
      case np::Ufunc::NotEqual: dst[o] = c != 0; break;
      case np::Ufunc::Less: dst[o] = c < 0; break;
      case np::Ufunc::LessEqual: dst[o] = c <= 0; break;
      case np::Ufunc::Greater: dst[o] = c > 0; break;
      default: dst[o] = c >= 0; break;
    }
  });
  return make_numpy_result(std::move(out));
}

std::optional<TextDType> text_dtype_of_array(const Ref& v) {
  if (!v) return std::nullopt;
  const NumpyArrayObject* a = as_numpy_array(v.get());
  return is_text_array(a) ? std::optional<TextDType>(a->text) : std::nullopt;
}

std::optional<TextDType> common_text_dtype(const std::vector<Ref>& items) {
  std::optional<TextDType> out;
  bool other = false;
  for (const Ref& item : items) {
    const auto d = text_dtype_of_array(item);
    if (!d) other = true;
    else if (out && out->kind != d->kind) np::not_supported("joining str arrays with bytes arrays");
    else out = TextDType{d->kind, std::max(d->width, out ? out->width : 0)};
  }
  if (out && other) np::not_supported("joining string arrays with arrays of other dtypes");
  return out;
}

Ref with_text_dtype(Ref out, std::optional<TextDType> d) {
  if (d) as_numpy_array(out.get())->text = *d;
  return out;
}

namespace {

// The string dtype the arguments share: kind from the string arrays, the widest width.
std::optional<TextDType> argument_text_dtype(const CallArgs& a) {
  std::optional<TextDType> out;
  bool mixed = false;
  auto see = [&](const Ref& v) {
    if (!v) return;
    const auto d = text_dtype_of_array(v);
    if (!d) return;
    if (out && out->kind != d->kind) mixed = true;
    else out = TextDType{d->kind, std::max(d->width, out ? out->width : 0)};
  };
  // A list of arrays (np.concatenate([a, b])): its items until the first that is no array.
  auto see_arg = [&](const Ref& v) {
    see(v);
    if (!v || !py::is_list_or_tuple_instance(v.get())) return;
    for (const Ref& item : py::to_vector(v)) {
      if (!as_numpy_array(item.get())) break;
      see(item);
    }
  };
  for (const Ref& v : a.args) see_arg(v);
  for (const auto& kv : a.kwargs) {
    if (kv.first == "dtype") return std::nullopt;  // the caller chose the result's dtype
    see_arg(kv.second);
  }
  if (mixed) return std::nullopt;
  return out;
}

Ref retype_result(const Ref& out, TextDType d) {
  py::Object* o = out.get();
  if (NumpyArrayObject* arr = as_numpy_array(o)) {
    if (arr->dtype() != DType::String || arr->text.kind != TextKind::Object || arr->is_scalar || o->cls != ndarray_type())
      return out;
    // In place: the array is new (the function made it); its width covers its longest element.
    TextDType t{d.kind, d.width};
    const Tensor v = arr->value();
    for (int64_t i = 0; i < v.num_elements(); ++i) t.width = std::max(t.width, length_of(v.data<std::string>()[i], d.kind));
    arr->text = t;
    return out;
  }
  if (o->cls == py::T().bytes) return text_scalar(Tensor::scalar_string(static_cast<py::BytesObject*>(o)->value), 0, d.kind);
  if (py::is_tuple(o) || py::is_list(o)) {
    std::vector<Ref> items;
    for (const Ref& item : py::to_vector(out)) items.push_back(retype_result(item, d));
    return py::is_tuple(o) ? py::Tuple(items) : py::List(items);
  }
  return out;
}

}  // namespace

py::NativeFn with_text_list_argument(py::NativeFn fn, std::size_t index) {
  py::NativeFn kept = keep_text_dtype(std::move(fn));
  return [kept, index](CallArgs& a) -> Ref {
    if (index < a.args.size() && (py::is_list(a.args[index].get()) || py::is_tuple(a.args[index].get()))) {
      if (Ref text = text_array_from(a.args[index], std::nullopt)) a.args[index] = text;
    }
    return kept(a);
  };
}

py::NativeFn keep_text_dtype(py::NativeFn fn) {
  return [fn](CallArgs& a) -> Ref {
    // Read before the call: a function may move its arguments out of `a`.
    const std::optional<TextDType> d = argument_text_dtype(a);
    Ref out = fn(a);
    return d && out ? retype_result(out, *d) : out;
  };
}

}  // namespace tfplay::tf
