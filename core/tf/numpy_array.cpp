// numpy.ndarray values returned by Tensor.numpy().
#include "core/tf/numpy_array.h"

#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/str_format.h"
#include "core/tensor/format_numpy.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

const tensor::Tensor& self_value(CallArgs& a) { return static_cast<NumpyArrayObject*>(a.args[0].get())->value; }

Ref item(const tensor::Tensor& t, int64_t i) {
  if (tensor::is_floating(t.dtype())) return py::Float(t.as_double(i));
  if (tensor::is_bool(t.dtype())) return py::Bool(t.as_double(i) != 0);
  if (t.dtype() == tensor::DType::String) return py::Bytes(t.data<std::string>()[i]);
  return py::Int(t.as_int64(i));
}

Ref to_list(const tensor::Tensor& t, std::size_t dim, int64_t& offset) {
  if (dim == t.shape().size()) return item(t, offset++);
  std::vector<Ref> out;
  for (int64_t i = 0; i < t.shape()[dim]; ++i) out.push_back(to_list(t, dim + 1, offset));
  return py::List(out);
}

}  // namespace

py::TypeObject* ndarray_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("ndarray", nullptr, "numpy");
    py::add_method(type, "__repr__", [](CallArgs& a) -> Ref {
      const tensor::Tensor& v = self_value(a);
      if (v.rank() == 0) return py::Str("np." + std::string(tensor::numpy_name(v.dtype())) + "(" + tensor::numpy_scalar_str(v, 0) + ")");
      return py::Str(tensor::numpy_repr(v));
    });
    py::add_method(type, "__str__", [](CallArgs& a) -> Ref {
      const tensor::Tensor& v = self_value(a);
      return py::Str(v.rank() == 0 ? tensor::numpy_scalar_str(v, 0) : tensor::numpy_str(v));
    });
    py::add_property(type, "shape", [](Ref s) {
      std::vector<Ref> dims;
      for (int64_t d : static_cast<NumpyArrayObject*>(s.get())->value.shape()) dims.push_back(py::Int(d));
      return py::Tuple(dims);
    });
    py::add_property(type, "ndim", [](Ref s) { return py::Int(static_cast<NumpyArrayObject*>(s.get())->value.rank()); });
    py::add_property(type, "size", [](Ref s) { return py::Int(static_cast<NumpyArrayObject*>(s.get())->value.num_elements()); });
    py::add_method(type, "tolist", [](CallArgs& a) {
      int64_t offset = 0;
      return to_list(self_value(a), 0, offset);
    });
    py::add_method(type, "item", [](CallArgs& a) -> Ref {
      const tensor::Tensor& v = self_value(a);
      if (v.num_elements() != 1) py::raise_value_error("can only convert an array of size 1 to a Python scalar");
      return item(v, 0);
    });
    py::add_method(type, "__len__", [](CallArgs& a) -> Ref {
      const tensor::Tensor& v = self_value(a);
      if (v.rank() == 0) py::raise_type_error("len() of unsized object");
      return py::Int(v.shape()[0]);
    });
    py::add_method(type, "__float__", [](CallArgs& a) { return py::Float(self_value(a).as_double(0)); });
    py::add_method(type, "__int__", [](CallArgs& a) { return py::Int(static_cast<std::int64_t>(self_value(a).as_double(0))); });
    py::add_method(type, "__bool__", [](CallArgs& a) -> Ref {
      const tensor::Tensor& v = self_value(a);
      if (v.num_elements() != 1)
        py::raise_value_error("The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()");
      return py::Bool(v.as_double(0) != 0);
    });
    py::add_method(type, "__format__", [](CallArgs& a) -> Ref {
      const tensor::Tensor& v = self_value(a);
      std::string spec = py::as_str(a.args.at(1).get());
      if (v.num_elements() == 1 && v.rank() == 0 && !spec.empty()) return py::Str(py::format_value(item(v, 0), spec));
      return py::Str(v.rank() == 0 ? tensor::numpy_scalar_str(v, 0) : tensor::numpy_str(v));
    });
    return type;
  }();
  return t;
}

Ref make_numpy(const tensor::Tensor& value) { return std::make_shared<NumpyArrayObject>(ndarray_type(), value); }

NumpyArrayObject* as_numpy_array(const py::Object* o) {
  return o->cls == ndarray_type() ? static_cast<NumpyArrayObject*>(const_cast<py::Object*>(o)) : nullptr;
}

void install_numpy_method() {
  py::add_method(function::tensor_type(), "numpy", [](CallArgs& a) -> Ref {
    auto* t = static_cast<function::TensorObject*>(a.args[0].get());
    if (!t->is_eager())
      py::raise(py::E().AttributeError, "'SymbolicTensor' object has no attribute 'numpy'");
    return make_numpy(*t->value);
  });
}

}  // namespace tfplay::tf
