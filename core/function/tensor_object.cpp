// tf.Tensor, tf.DType, tf.TensorShape and tf.TensorSpec as Python objects.
#include "core/function/tensor_object.h"

#include "core/function/func_graph_object.h"
#include "core/function/numpy_methods_hook.h"
#include "core/graph/func_graph.h"
#include "core/graph/list_handle.h"
#include "core/graph/node_def.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/str_format.h"
#include "core/python/type_names.h"
#include "core/tensor/format_tensor.h"
#include "core/tensor/op_error.h"
#include "core/tf/convert.h"

namespace tfplay::function {

std::function<py::Ref(const py::Ref& self, const std::string& name)>& numpy_methods_hook() {
  static std::function<py::Ref(const py::Ref&, const std::string&)> hook;
  return hook;
}


ArrayValueObject::ArrayValueObject(py::TypeObject* t, tensor::Tensor v, bool scalar)
    : NativeObject(t),
      storage(std::make_shared<Storage>(Storage{v.with_shape({v.num_elements()}), false})),
      layout(tensor::row_major_layout(v.shape())),
      is_scalar(scalar) {}

ArrayValueObject::ArrayValueObject(py::TypeObject* t, const ArrayValueObject& of, tensor::StridedLayout view_layout)
    : NativeObject(t), storage(of.storage), layout(std::move(view_layout)), text(of.text), writeable(of.writeable), base(of.base) {
  // NumPy collapses chains of views: a view of a view has the owning array as its base.
  if (!base) base = const_cast<ArrayValueObject&>(of).self();
}

int64_t ArrayValueObject::size() const { return tensor::num_elements_of(layout.shape); }

tensor::Tensor ArrayValueObject::value() const { return tensor::read_layout(storage->flat, layout); }

using py::CallArgs;
using py::Ref;

namespace {

constexpr const char* kOpsModule = "tensorflow.python.framework.ops";
constexpr const char* kDimensionModule = "tensorflow.python.framework.tensor_shape_dimension";  // tf/tensor_shape_dimension.cpp

TensorObject& self_tensor(CallArgs& a) { return *static_cast<TensorObject*>(a.args[0].get()); }

/// The static shape Python sees. A graph's TensorList is a DT_VARIANT scalar in TF; tfplay's
/// static shape of one records the list's element shape, as TF's handle data does (ops_list.cpp).
const tensor::TensorShape& visible_shape(const TensorObject& t) {
  static const tensor::TensorShape scalar = tensor::TensorShape::scalar();
  if (t.dtype == tensor::DType::Variant && !t.is_eager() && graph::list_element_dtype(*t.graph, {t.node, t.index}))
    return scalar;
  return t.shape;
}

/// A shape argument as TF accepts it: None (unknown rank), a TensorShape, or a list/tuple of
/// ints, Nones and tf.compat.v1.Dimension objects (as_dimension(d).value).
tensor::TensorShape shape_from_python(const Ref& v) {
  if (py::is_none(v.get())) return tensor::TensorShape();
  if (v->cls == tensor_shape_type()) return static_cast<TensorShapeObject*>(v.get())->shape;
  if (py::is_int(v.get())) return tensor::TensorShape(std::vector<tensor::Dim>{py::as_int(v.get())});
  // TensorShape.__init__: what iter() refuses is one dimension, as_dimension(dims).value
  // (TensorShape(Dimension(3)), shape.concatenate(Dimension(3))).
  if (v->cls != py::T().list && v->cls != py::T().tuple && !py::lookup_special(v, "__iter__") &&
      !py::lookup_special(v, "__getitem__")) {
    Ref module = py::Interpreter::current().import_module(kDimensionModule);
    Ref value = py::getattr(py::call(py::getattr(module, "as_dimension"), std::vector<Ref>{v}), "value");
    return tensor::TensorShape(std::vector<tensor::Dim>{py::is_none(value.get()) ? tensor::Dim() : tensor::Dim(py::as_int(value.get()))});
  }
  std::vector<tensor::Dim> dims;
  for (Ref d : py::to_vector(v)) {
    if (py::type_name(d.get()) == "Dimension") d = py::getattr(d, "value");
    if (py::is_none(d.get())) dims.push_back(std::nullopt);
    else dims.push_back(py::as_int(d.get()));
  }
  return tensor::TensorShape(dims);
}

Ref dim_object(const tensor::Dim& d) { return d ? py::Int(*d) : py::None(); }

void install_tensor_methods(py::TypeObject* t) {
  py::add_method(t, "__repr__", +[](CallArgs& a) { return py::Str(tensor_repr(self_tensor(a))); });
  py::add_method(t, "__str__", +[](CallArgs& a) { return py::Str(tensor_str(self_tensor(a))); });
  py::add_property(t, "shape", +[](Ref self) { return shape_object(visible_shape(*static_cast<TensorObject*>(self.get()))); });
  py::add_property(t, "dtype", +[](Ref self) { return dtype_object(static_cast<TensorObject*>(self.get())->dtype); });
  py::add_property(t, "ndim", +[](Ref self) -> Ref {
    auto r = static_cast<TensorObject*>(self.get())->shape.rank();
    return r ? py::Int(*r) : py::None();
  });
  py::add_property(t, "name", +[](Ref self) -> Ref {
    auto* x = static_cast<TensorObject*>(self.get());
    if (x->is_eager())
      py::raise(py::E().AttributeError, "Tensor.name is undefined when eager execution is enabled.");
    return py::Str(x->name);
  });
  // Tensor.op / Tensor.graph: the producing tf.Operation and its FuncGraph; EagerTensor's
  // properties raise (framework/ops.py _EagerTensorBase).
  py::add_property(t, "op", +[](Ref self) -> Ref {
    auto* x = static_cast<TensorObject*>(self.get());
    if (x->is_eager()) py::raise(py::E().AttributeError, "Tensor.op is undefined when eager execution is enabled.");
    return operation_object(x->graph, x->node);
  });
  py::add_property(t, "graph", +[](Ref self) -> Ref {
    auto* x = static_cast<TensorObject*>(self.get());
    if (x->is_eager()) py::raise(py::E().AttributeError, "Tensor.graph is undefined when eager execution is enabled.");
    return func_graph_object(x->graph);
  });
  // Tensor.eval(feed_dict=None, session=None): _EagerTensorBase.eval raises NotImplementedError
  // with this text; a graph tensor's needs a tf.compat.v1 Session, which tfplay lacks.
  py::add_method(t, "eval", +[](CallArgs& a) -> Ref {
    if (self_tensor(a).is_eager())
      py::raise(py::E().NotImplementedError,
                "eval is not supported when eager execution is enabled, is .numpy() what you're looking for?");
    py::raise(py::E().NotImplementedError, "tfplay does not implement tf.Tensor.eval yet");
  });
  // Tensor.__getattr__ (tensor.py): NumPy-only method names get a hint to enable NumPy behaviour;
  // the text uses type(self).__name__ ("EagerTensor"), the fall-through error uses tp_name.
  // Under NumPy behaviour these and flatten, max, mean and min are the hook's methods instead.
  py::add_getattr_hook(t, [](const Ref& self, const std::string& name) -> Ref {
    if (auto& hook = numpy_methods_hook())
      if (Ref method = hook(self, name)) return method;
    static const char* const kNumpyNames[] = {"T", "astype", "ravel", "transpose", "reshape",
                                              "clip", "size", "tolist", "data"};
    for (const char* n : kNumpyNames)
      if (name == n)
        py::raise(py::E().AttributeError,
                  self->cls->name + " object has no attribute '" + name + "'. " +
                      "\n        If you are looking for numpy-related methods, please run the following:"
                      "\n        tf.experimental.numpy.experimental_enable_numpy_behavior()\n      ");
    return nullptr;
  });
  py::add_method(t, "get_shape", +[](CallArgs& a) { return shape_object(visible_shape(self_tensor(a))); });
  // Tensor.device: an eager tensor's is the one CPU's full name (soft placement puts every op
  // there); a graph tensor's is its op's requested device, "" (tfplay's graphs request none).
  py::add_property(t, "device", +[](Ref self) {
    return py::Str(as_tensor(self.get())->is_eager() ? "/job:localhost/replica:0/task:0/device:CPU:0" : "");
  });
  // Tensor.set_shape(shape): an eager tensor only checks compatibility (ValueError "Tensor's shape
  // (2,) is not compatible with supplied shape [3]." naming the argument as given); a symbolic one merges the shape into its
  // graph output, with shape_inference MergeShapes' texts as the ValueError.
  py::add_method(t, "set_shape", +[](CallArgs& a) -> Ref {
    TensorObject& x = self_tensor(a);
    if (a.args.size() < 2) py::raise_type_error("set_shape() missing 1 required positional argument: 'shape'");
    Ref shape = a.args[1];
    if (shape->cls != tensor_shape_type()) shape = py::call(tensor_shape_type()->self(), {shape});
    const tensor::TensorShape& want = static_cast<TensorShapeObject*>(shape.get())->shape;
    if (x.is_eager()) {
      if (!x.shape.is_compatible_with(want))
        py::raise_value_error("Tensor's shape " + x.shape.str() + " is not compatible with supplied shape " + py::str(a.args[1]) + ".");
      return py::None();
    }
    if (x.shape.has_rank() && want.has_rank()) {
      if (*x.shape.rank() != *want.rank())
        py::raise_value_error("Shapes must be equal rank, but are " + std::to_string(*x.shape.rank()) + " and " +
                              std::to_string(*want.rank()));
      for (int i = 0; i < *want.rank(); ++i) {
        const tensor::Dim have = x.shape.dim(i), got = want.dim(i);
        if (have && got && *have != *got)
          py::raise_value_error("Dimension " + std::to_string(i) + " in both shapes must be equal, but are " + std::to_string(*have) +
                                " and " + std::to_string(*got) + ". Shapes are " + x.shape.debug_string() + " and " +
                                want.debug_string() + ".");
      }
    }
    x.shape = x.shape.merge_with(want);
    x.graph->set_output_shape({x.node, x.index}, x.shape);
    return py::None();
  });
  // Tensor.__tf_tensor__(dtype=None, name=None) (tensor.py): the tensor itself; another dtype
  // raises ValueError, prefixed with `name: ` when a name is given.
  py::add_method(t, "__tf_tensor__", +[](CallArgs& a) -> Ref {
    TensorObject& x = self_tensor(a);
    Ref dtype = a.args.size() > 1 ? a.args[1] : a.kwarg("dtype");
    Ref name = a.args.size() > 2 ? a.args[2] : a.kwarg("name");
    DTypeObject* d = dtype ? as_dtype(dtype.get()) : nullptr;
    if (d && d->dtype != x.dtype) {
      std::string msg = "Tensor conversion requested dtype " + std::string(tensor::name(d->dtype)) + " for Tensor with dtype " +
                        std::string(tensor::name(x.dtype)) + ": " + tensor_repr(x);
      if (name && !py::is_none(name.get())) msg = py::str(name) + ": " + msg;
      py::raise_value_error(msg);
    }
    return a.args[0];
  });
  py::add_method(t, "__hash__", +[](CallArgs&) -> Ref {
    py::raise_type_error("Tensor is unhashable. Instead, use tensor.ref() as the key.");
  });
  py::add_method(t, "__len__", +[](CallArgs& a) -> Ref {
    TensorObject& x = self_tensor(a);
    if (!x.is_eager())
      py::raise_type_error("len is not well defined for a symbolic Tensor (" + x.name +
                           "). Please call `x.shape` rather than `len(x)` for shape information.");
    if (x.value->rank() == 0) py::raise_type_error("Scalar tensor has no `len()`");  // ops.py _EagerTensorBase.__len__
    return py::Int(x.value->shape()[0]);
  });
}

}  // namespace

py::TypeObject* core_tensor_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("Tensor", nullptr, "tensorflow.python.types.core");
    type->subclassable = true;
    return type;
  }();
  return t;
}

bool is_core_tensor(const py::Object* o) { return py::isinstance(o, core_tensor_type()); }

py::TypeObject* tensor_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("Tensor", core_tensor_type(), "tensorflow.python.framework.tensor");
    install_tensor_methods(type);
    return type;
  }();
  return t;
}

py::TypeObject* eager_tensor_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("EagerTensor", tensor_type(), kOpsModule);
    py::set_dotted_tp_name(type);  // pywrap_tensor.cc builds it from a PyType_Spec
    type->native_instance_dict = true;
    return type;
  }();
  return t;
}

py::TypeObject* symbolic_tensor_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("SymbolicTensor", tensor_type(), kOpsModule);
    type->native_instance_dict = true;
    return type;
  }();
  return t;
}

py::TypeObject* dtype_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("DType", nullptr, "tensorflow.python.framework.dtypes");
    auto dt = [](const Ref& o) { return static_cast<DTypeObject*>(o.get())->dtype; };
    py::add_method(type, "__repr__", [dt](CallArgs& a) { return py::Str(tensor::repr(dt(a.args[0]))); });
    py::add_method(type, "__str__", [dt](CallArgs& a) { return py::Str(tensor::str(dt(a.args[0]))); });
    // DType.__eq__ (dtypes.py): None is unequal; anything else goes through as_dtype, so a
    // dtype name or a NumPy type (np.float32) compares equal too, and what as_dtype refuses
    // with a TypeError is unequal; __ne__ is its negation.
    auto equal = [dt](CallArgs& a) {
      if (DTypeObject* o = as_dtype(a.args[1].get())) return o->dtype == dt(a.args[0]);
      if (py::is_none(a.args[1].get())) return false;
      // A str is a dtype's name or what as_dtype refuses (Keras's result_type asks
      // `dtype in FLOAT8_TYPES` on every uncached promotion): no TypeError raised and caught.
      if (py::is_str(a.args[1].get())) {
        const std::optional<tensor::DType> named = tensor::parse_dtype(py::as_str(a.args[1].get()));
        return named && *named == dt(a.args[0]);
      }
      try {
        Ref other = py::call(py::getattr(py::Interpreter::current().import_module("tensorflow"), "as_dtype"), {a.args[1]});
        DTypeObject* o = as_dtype(other.get());
        return o && o->dtype == dt(a.args[0]);
      } catch (py::PyError& e) {
        if (!e.exc->cls->is_subtype_of(py::E().TypeError)) throw;
        return false;
      }
    };
    py::add_method(type, "__eq__", [equal](CallArgs& a) -> Ref { return py::Bool(equal(a)); });
    py::add_method(type, "__ne__", [equal](CallArgs& a) -> Ref { return py::Bool(!equal(a)); });
    py::add_method(type, "__hash__", [dt](CallArgs& a) { return py::Int(static_cast<int>(dt(a.args[0])) + 1); });
    py::add_property(type, "name", [dt](Ref s) { return py::Str(std::string(tensor::name(dt(s)))); });
    // DType.is_compatible_with(other): dtypes.py compares with as_dtype(other) (no reference
    // dtypes here, so its base_dtype is itself).
    py::add_method(type, "is_compatible_with", [dt](CallArgs& a) -> Ref {
      if (a.args.size() != 2) py::raise_type_error("is_compatible_with() takes exactly one argument");
      Ref other = a.args[1];
      if (!as_dtype(other.get())) other = py::call(py::getattr(py::Interpreter::current().import_module("tensorflow"), "as_dtype"), {other});
      return py::Bool(dt(a.args[0]) == dt(other));
    });
    // _dtypes.DType(type_enum) (_dtypes.cc): a new DType of a valid DataType number (as_dtype
    // gives the interned one), TypeError for any other number.
    type->construct = +[](py::TypeObject*, CallArgs& a) -> Ref {
      if (a.args.size() != 1 || !a.kwargs.empty()) py::raise_type_error("DType() takes exactly one argument (type_enum)");
      const std::int64_t id = py::as_int(a.args[0].get());
      if (!((id >= 1 && id <= 32) || (id >= 101 && id <= 132)))
        py::raise_type_error(std::to_string(id) + " does not correspond to a valid tensorflow::DataType");
      Ref interned = py::call(py::getattr(py::Interpreter::current().import_module("tensorflow"), "as_dtype"), {py::Int(id)});
      return py::make_object<DTypeObject>(dtype_type(), as_dtype(interned.get())->dtype);
    };
    py::add_property(type, "as_datatype_enum", [dt](Ref s) { return py::Int(graph::dtype_enum(dt(s)).i); });
    // DType.is_quantized: only qint8/quint8/qint16/quint16/qint32, which tfplay does not have.
    py::add_property(type, "is_quantized", +[](Ref) { return py::Bool(false); });
    // DType.__reduce__ (dtypes.py): (as_dtype, (self.name,)).
    py::add_method(type, "__reduce__", [dt](CallArgs& a) -> Ref {
      Ref as_dtype_fn = py::getattr(py::Interpreter::current().import_module("tensorflow"), "as_dtype");
      return py::Tuple({as_dtype_fn, py::Tuple({py::Str(std::string(tensor::name(dt(a.args[0]))))})});
    });
    py::add_property(type, "is_floating", [dt](Ref s) { return py::Bool(tensor::is_floating(dt(s))); });
    py::add_property(type, "is_integer", [dt](Ref s) { return py::Bool(tensor::is_integer(dt(s))); });
    py::add_property(type, "is_bool", [dt](Ref s) { return py::Bool(tensor::is_bool(dt(s))); });
    py::add_property(type, "is_unsigned", [dt](Ref s) { return py::Bool(tensor::is_unsigned(dt(s))); });
    // DType.base_dtype: tfplay has no reference dtypes, so it is the dtype itself.
    py::add_property(type, "base_dtype", +[](Ref s) { return s; });
    py::add_property(type, "real_dtype", [dt](Ref s) { return dtype_object(tensor::real_dtype(dt(s))); });
    py::add_property(type, "is_complex", [dt](Ref s) { return py::Bool(tensor::is_complex(dt(s))); });
    // DType.as_numpy_dtype (dtypes.py): the NumPy scalar type (np.float32, np.bool_, ...);
    // string, resource and variant map to Python's `object`, as _TF_TO_NP does.
    py::add_property(type, "as_numpy_dtype", [dt](Ref s) -> Ref {
      const tensor::DType d = dt(s);
      if (d == tensor::DType::String || d == tensor::DType::Resource || d == tensor::DType::Variant)
        return py::T().object->self();
      // bfloat16 is ml_dtypes' type (_TF_TO_NP maps DT_BFLOAT16 to _np_bfloat16, ml_dtypes.bfloat16).
      if (d == tensor::DType::BFloat16) return py::getattr(py::Interpreter::current().import_module("ml_dtypes"), "bfloat16");
      const std::string name = tensor::is_bool(d) ? "bool_" : std::string(tensor::name(d));
      return py::getattr(py::Interpreter::current().import_module("numpy"), name);
    });
    // DType.size (_dtypes.cc DataTypeSize): float16 and bfloat16 are 2 bytes in TF (stored as float here).
    py::add_property(type, "size", [dt](Ref s) {
      return py::Int(tensor::is_reduced_float(dt(s)) ? 2 : static_cast<std::int64_t>(tensor::storage_size(dt(s))));
    });
    auto limit = [dt](Ref s, bool max) -> Ref {
      tensor::DType d = dt(s);
      // dtypes.py DType.min / max: bool, string and the complex dtypes have no limits.
      if (d == tensor::DType::String || tensor::is_complex(d) || tensor::is_bool(d))
        py::raise_type_error(std::string("Cannot find ") + (max ? "maximum" : "minimum") + " value of " + tensor::str(d) +
                             " with type " + tensor::str(d) + ".");
      double v = max ? tensor::max_value(d) : tensor::min_value(d);
      // np.finfo refuses ml_dtypes' bfloat16, so dtypes.py returns _np_bfloat16(float.fromhex("0x1.FEp127")),
      // a bfloat16 scalar (printed "3.38953e+38").
      if (d == tensor::DType::BFloat16)
        return py::call(py::getattr(py::Interpreter::current().import_module("ml_dtypes"), "bfloat16"), {py::Float(v)});
      if (tensor::is_floating(d)) return py::Float(v);
      // int64's limits are exact ints (2**63 - 1 has no double; the cast would overflow).
      if (d == tensor::DType::Int64) return py::Int(max ? INT64_MAX : INT64_MIN);
      return py::Int(static_cast<std::int64_t>(v));
    };
    // DType.limits (dtypes.py, a property, so clip_negative is always True): (0, max) of the
    // dtype_range entry of its NumPy type (-1..1 for float32/float64, so (0, 1)); ValueError for
    // a dtype without one.
    py::add_property(type, "limits", [dt](Ref s) -> Ref {
      const tensor::DType d = dt(s);
      Ref high;
      switch (d) {
        case tensor::DType::Bool: high = py::Bool(true); break;
        case tensor::DType::UInt8: high = py::Int(255); break;
        case tensor::DType::Int8: high = py::Int(127); break;
        case tensor::DType::Int16: high = py::Int(32767); break;
        case tensor::DType::Int32: high = py::Int(2147483647); break;
        case tensor::DType::Int64: high = py::Int(INT64_MAX); break;
        case tensor::DType::UInt64: {
          Ref twice = py::call(py::getattr(py::Int(INT64_MAX), "__mul__"), {py::Int(2)});
          high = py::call(py::getattr(twice, "__add__"), {py::Int(1)});
          break;
        }
        case tensor::DType::Float32:
        case tensor::DType::Float64: high = py::Int(1); break;
        default: py::raise_value_error(tensor::str(d) + " does not have defined limits.");
      }
      return py::Tuple({py::Int(0), high});
    });
    py::add_property(type, "min", [limit](Ref s) { return limit(s, false); });
    py::add_property(type, "max", [limit](Ref s) { return limit(s, true); });
    return type;
  }();
  return t;
}

py::TypeObject* tensor_shape_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("TensorShape", nullptr, "tensorflow.python.framework.tensor_shape");
    auto sh = [](const Ref& o) -> const tensor::TensorShape& { return static_cast<TensorShapeObject*>(o.get())->shape; };
    type->construct = +[](py::TypeObject*, CallArgs& a) -> Ref {
      if (a.args.size() != 1) py::raise_type_error("TensorShape() takes exactly one argument");
      return shape_object(shape_from_python(a.args[0]));
    };
    py::add_method(type, "__repr__", [sh](CallArgs& a) { return py::Str(sh(a.args[0]).repr()); });
    py::add_method(type, "__str__", [sh](CallArgs& a) { return py::Str(sh(a.args[0]).str()); });
    py::add_method(type, "as_list", [sh](CallArgs& a) -> Ref {
      const auto& s = sh(a.args[0]);
      if (!s.has_rank()) py::raise_value_error("as_list() is not defined on an unknown TensorShape.");
      std::vector<Ref> dims;
      for (const auto& d : s.as_list()) dims.push_back(dim_object(d));
      return py::List(dims);
    });
    py::add_property(type, "rank", [sh](Ref s) -> Ref {
      auto r = sh(s).rank();
      return r ? py::Int(*r) : py::None();
    });
    py::add_property(type, "ndims", [sh](Ref s) -> Ref {
      auto r = sh(s).rank();
      return r ? py::Int(*r) : py::None();
    });
    py::add_property(type, "dims", [sh](Ref s) -> Ref {
      if (!sh(s).has_rank()) return py::None();
      std::vector<Ref> dims;
      for (const auto& d : sh(s).as_list()) dims.push_back(dim_object(d));
      return py::List(dims);
    });
    // TensorShape.__bool__ (and Python 2's __nonzero__): "contains non-zero information", that
    // is, the rank is known; a scalar shape () is true.
    py::add_method(type, "__bool__", [sh](CallArgs& a) { return py::Bool(sh(a.args[0]).has_rank()); });
    py::add_method(type, "__nonzero__", [sh](CallArgs& a) { return py::Bool(sh(a.args[0]).has_rank()); });
    // TensorShape.__hash__: hash(self._dims), the tuple of the dims (ints and None), or None for
    // an unknown rank; equal shapes hash alike, and a shape hashes as the tuple of its dims.
    py::add_method(type, "__hash__", [sh](CallArgs& a) -> Ref {
      const auto& s = sh(a.args[0]);
      if (!s.has_rank()) return py::Int(static_cast<std::int64_t>(py::hash(py::None())));
      std::vector<Ref> dims;
      for (const auto& d : s.as_list()) dims.push_back(dim_object(d));
      return py::Int(static_cast<std::int64_t>(py::hash(py::Tuple(dims))));
    });
    // TensorShape.__reduce__: (TensorShape, (self.dims,)), what copy and pickle rebuild it from.
    py::add_method(type, "__reduce__", +[](CallArgs& a) {
      return py::Tuple({tensor_shape_type()->self(), py::Tuple({py::getattr(a.args[0], "dims")})});
    });
    py::add_method(type, "__len__", [sh](CallArgs& a) -> Ref {
      const auto& s = sh(a.args[0]);
      if (!s.has_rank()) py::raise_value_error("Cannot take the length of shape with unknown rank.");
      return py::Int(*s.rank());
    });
    py::add_method(type, "__getitem__", [sh](CallArgs& a) -> Ref {
      const auto& s = sh(a.args[0]);
      if (a.args[1]->cls == py::T().slice) {
        if (!s.has_rank()) return shape_object(tensor::TensorShape());
        std::vector<Ref> dims;
        for (const auto& d : s.as_list()) dims.push_back(dim_object(d));
        Ref sliced = py::getitem(py::List(dims), a.args[1]);
        return shape_object(shape_from_python(sliced));
      }
      if (!s.has_rank()) return py::None();
      std::int64_t i = py::normalize_index(a.args[1], *s.rank(), "tuple");
      return dim_object(s.as_list()[static_cast<std::size_t>(i)]);
    });
    py::add_method(type, "__iter__", [sh](CallArgs& a) -> Ref {
      const auto& s = sh(a.args[0]);
      if (!s.has_rank()) py::raise_value_error("Cannot iterate over a shape with unknown rank.");
      std::vector<Ref> dims;
      for (const auto& d : s.as_list()) dims.push_back(dim_object(d));
      return py::iter(py::List(dims));
    });
    py::add_method(type, "__eq__", [sh](CallArgs& a) -> Ref {
      Ref other = a.args[1];
      tensor::TensorShape o;
      try {
        o = shape_from_python(other);
      } catch (py::PyError&) {
        return py::NotImplemented();
      }
      return py::Bool(sh(a.args[0]) == o);
    });
    py::add_method(type, "is_fully_defined", [sh](CallArgs& a) { return py::Bool(sh(a.args[0]).is_fully_defined()); });
    py::add_method(type, "num_elements", [sh](CallArgs& a) -> Ref {
      auto n = sh(a.args[0]).num_elements();
      return n ? py::Int(*n) : py::None();
    });
    py::add_method(type, "is_compatible_with", [sh](CallArgs& a) {
      return py::Bool(sh(a.args[0]).is_compatible_with(shape_from_python(a.args[1])));
    });
    py::add_method(type, "merge_with", [sh](CallArgs& a) -> Ref {
      try {
        return shape_object(sh(a.args[0]).merge_with(shape_from_python(a.args.at(1))));
      } catch (const tensor::OpValueError& e) {
        py::raise_value_error(e.what());
      }
    });
    // tensor_shape.py: with_rank merges with unknown_shape(rank) and re-raises its own text;
    // with_rank_at_least/at_most check a known rank; concatenate (also `+`) joins the dims.
    py::add_method(type, "with_rank", [sh](CallArgs& a) -> Ref {
      const tensor::TensorShape& s = sh(a.args[0]);
      const std::int64_t rank = py::as_int(a.args.at(1).get());
      if (s.has_rank() && *s.rank() != rank) py::raise_value_error("Shape " + s.str() + " must have rank " + std::to_string(rank));
      return s.has_rank() ? a.args[0] : shape_object(tensor::TensorShape::unknown_with_rank(static_cast<int>(rank)));
    });
    for (const bool at_least : {true, false}) {
      py::add_method(type, at_least ? "with_rank_at_least" : "with_rank_at_most", [sh, at_least](CallArgs& a) -> Ref {
        const tensor::TensorShape& s = sh(a.args[0]);
        const std::int64_t rank = py::as_int(a.args.at(1).get());
        if (s.has_rank() && (at_least ? *s.rank() < rank : *s.rank() > rank))
          py::raise_value_error("Shape " + s.str() + " must have rank " + (at_least ? "at least " : "at most ") + std::to_string(rank));
        return a.args[0];
      });
    }
    for (const char* name : {"concatenate", "__add__", "__concat__"})
      py::add_method(type, name, [sh](CallArgs& a) { return shape_object(sh(a.args[0]).concatenate(shape_from_python(a.args.at(1)))); });
    py::add_method(type, "__radd__", [sh](CallArgs& a) { return shape_object(shape_from_python(a.args.at(1)).concatenate(sh(a.args[0]))); });
    py::add_method(type, "most_specific_compatible_shape", [sh](CallArgs& a) {
      return shape_object(sh(a.args[0]).most_specific_common_supertype({shape_from_python(a.args.at(1))}));
    });
    py::add_method(type, "assert_has_rank", [sh](CallArgs& a) -> Ref {
      const tensor::TensorShape& s = sh(a.args[0]);
      const std::int64_t rank = py::as_int(a.args.at(1).get());
      if (s.has_rank() && *s.rank() != rank) py::raise_value_error("Shape " + s.str() + " must have rank " + std::to_string(rank));
      return py::None();
    });
    py::add_method(type, "assert_is_compatible_with", [sh](CallArgs& a) -> Ref {
      const tensor::TensorShape other = shape_from_python(a.args.at(1));
      if (!sh(a.args[0]).is_compatible_with(other))
        py::raise_value_error("Shapes " + sh(a.args[0]).str() + " and " + other.str() + " are incompatible");
      return py::None();
    });
    py::add_method(type, "assert_same_rank", [sh](CallArgs& a) -> Ref {
      const tensor::TensorShape& s = sh(a.args[0]);
      const tensor::TensorShape other = shape_from_python(a.args.at(1));
      if (s.has_rank() && other.has_rank() && *s.rank() != *other.rank())
        py::raise_value_error("Shapes " + s.str() + " and " + other.str() + " must have the same rank");
      return py::None();
    });
    py::add_method(type, "assert_is_fully_defined", [sh](CallArgs& a) -> Ref {
      if (!sh(a.args[0]).is_fully_defined()) py::raise_value_error("Shape " + sh(a.args[0]).str() + " is not fully defined");
      return py::None();
    });
    return type;
  }();
  return t;
}

py::TypeObject* tensor_spec_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("TensorSpec", nullptr, "tensorflow.python.framework.tensor");
    // TypeSpec.__reduce__ (type_spec.py): (type(self), self._serialize()), TensorSpec's being
    // (shape, dtype, name); copy.copy and pickle rebuild the spec from it.
    py::add_method(type, "__reduce__", +[](CallArgs& a) -> Ref {
      const auto* spec = static_cast<TensorSpecObject*>(a.args[0].get());
      return py::Tuple({a.args[0]->cls->self(), py::Tuple({shape_object(spec->shape), dtype_object(spec->dtype),
                                                           spec->name ? py::Str(*spec->name) : py::None()})});
    });
    type->construct = +[](py::TypeObject*, CallArgs& a) -> Ref {
      Ref shape = a.args.size() > 0 ? a.args[0] : a.kwarg("shape");
      Ref dtype = a.args.size() > 1 ? a.args[1] : a.kwarg("dtype");
      Ref name = a.args.size() > 2 ? a.args[2] : a.kwarg("name");
      if (!shape) py::raise_type_error("TensorSpec.__init__() missing 1 required positional argument: 'shape'");
      tensor::DType dt = tensor::DType::Float32;
      // TensorSpec.__init__: dtypes.as_dtype(dtype), which takes NumPy dtypes and scalar types too.
      if (dtype && !py::is_none(dtype.get())) dt = tf::required_dtype_arg(dtype);
      std::optional<std::string> n;
      if (name && !py::is_none(name.get())) n = py::as_str(name.get());
      return spec_object(shape_from_python(shape), dt, n);
    };
    auto sp = [](const Ref& o) -> TensorSpecObject& { return *static_cast<TensorSpecObject*>(o.get()); };
    py::add_method(type, "__repr__", [sp](CallArgs& a) {
      auto& s = sp(a.args[0]);
      return py::Str(spec_repr(s.shape, s.dtype, s.name));
    });
    py::add_property(type, "shape", [sp](Ref s) { return shape_object(sp(s).shape); });
    py::add_property(type, "dtype", [sp](Ref s) { return dtype_object(sp(s).dtype); });
    py::add_property(type, "name", [sp](Ref s) -> Ref { return sp(s).name ? py::Str(*sp(s).name) : py::None(); });
    py::add_method(type, "__eq__", [sp](CallArgs& a) -> Ref {
      TensorSpecObject* o = as_spec(a.args[1].get());
      if (!o) return py::False();
      auto& s = sp(a.args[0]);
      return py::Bool(s.shape == o->shape && s.dtype == o->dtype && s.name == o->name);
    });
    py::add_method(type, "__hash__", [sp](CallArgs& a) { return py::Int(static_cast<int>(sp(a.args[0]).dtype)); });
    // TensorSpec.from_tensor (framework/tensor.py): an eager tensor keeps `name`; a symbolic one
    // defaults to its op's name; anything else raises ValueError.
    py::add_static(type, "from_tensor", +[](CallArgs& a) -> Ref {
      Ref value = a.args.size() > 0 ? a.args[0] : a.kwarg("tensor");
      Ref name = a.args.size() > 1 ? a.args[1] : a.kwarg("name");
      if (!value) py::raise_type_error("TensorSpec.from_tensor() missing 1 required positional argument: 'tensor'");
      std::optional<std::string> n;
      if (name && !py::is_none(name.get())) n = py::as_str(name.get());
      TensorObject* t = as_tensor(value.get());
      if (!t) py::raise_value_error("`tensor` should be a tf.Tensor, but got type " + py::repr(value->cls->self()) + ".");
      if (!t->is_eager() && !n) n = t->graph->node(t->node).name;
      return spec_object(t->shape, t->dtype, n);
    });
    // TensorSpec.from_spec: the spec's shape and dtype, `name or spec.name`.
    py::add_static(type, "from_spec", +[](CallArgs& a) -> Ref {
      Ref value = a.args.size() > 0 ? a.args[0] : a.kwarg("spec");
      Ref name = a.args.size() > 1 ? a.args[1] : a.kwarg("name");
      TensorSpecObject* s = value ? as_spec(value.get()) : nullptr;
      if (!s) py::raise(py::E().NotImplementedError, "tfplay's TensorSpec.from_spec takes a TensorSpec");
      std::optional<std::string> n = s->name;
      if (name && py::truthy(name)) n = py::as_str(name.get());
      return spec_object(s->shape, s->dtype, n);
    });
    py::add_method(type, "is_compatible_with", [sp](CallArgs& a) -> Ref {
      auto& s = sp(a.args[0]);
      const py::Object* other = a.args[1].get();
      if (TensorSpecObject* o = as_spec(other)) return py::Bool(s.dtype == o->dtype && s.shape.is_compatible_with(o->shape));
      if (TensorObject* t = as_tensor(other)) return py::Bool(s.dtype == t->dtype && s.shape.is_compatible_with(t->shape));
      return py::False();
    });
    return type;
  }();
  return t;
}

Ref make_eager(tensor::Tensor value) {
  auto t = py::make_object<TensorObject>(eager_tensor_type());
  t->dtype = value.dtype();
  t->shape = value.tensor_shape();
  t->value = std::move(value);
  return t;
}

Ref make_symbolic(std::shared_ptr<graph::FuncGraph> graph, int node, int index, tensor::DType dtype,
                  tensor::TensorShape shape, std::string name) {
  auto t = py::make_object<TensorObject>(symbolic_tensor_type());
  t->graph = std::move(graph);
  t->node = node;
  t->index = index;
  t->dtype = dtype;
  t->shape = std::move(shape);
  t->name = std::move(name);
  return t;
}

Ref dtype_object(tensor::DType dtype) {
  // One object per dtype, indexed by the enum value (UInt64, internal, included; BFloat16 is last).
  static std::vector<Ref> objects = [] {
    std::vector<Ref> v;
    for (int d = 0; d <= static_cast<int>(tensor::DType::BFloat16); ++d)
      v.push_back(py::make_object<DTypeObject>(dtype_type(), static_cast<tensor::DType>(d)));
    return v;
  }();
  return objects.at(static_cast<std::size_t>(dtype));
}

Ref shape_object(tensor::TensorShape shape) {
  return py::make_object<TensorShapeObject>(tensor_shape_type(), std::move(shape));
}

Ref spec_object(tensor::TensorShape shape, tensor::DType dtype, std::optional<std::string> name) {
  auto s = py::make_object<TensorSpecObject>(tensor_spec_type());
  s->shape = std::move(shape);
  s->dtype = dtype;
  s->name = std::move(name);
  return s;
}

TensorObject* as_tensor(const py::Object* o) {
  return o->cls == eager_tensor_type() || o->cls == symbolic_tensor_type()
             ? static_cast<TensorObject*>(const_cast<py::Object*>(o))
             : nullptr;
}

DTypeObject* as_dtype(const py::Object* o) {
  return o->cls == dtype_type() ? static_cast<DTypeObject*>(const_cast<py::Object*>(o)) : nullptr;
}

TensorSpecObject* as_spec(const py::Object* o) {
  return o->cls == tensor_spec_type() ? static_cast<TensorSpecObject*>(const_cast<py::Object*>(o)) : nullptr;
}

// An eager resource tensor (a tf.Variable's handle, e.g. from ConcreteFunction.captured_inputs)
// prints TF's ResourceHandle text, whose name is a random anonymous id tfplay cannot reproduce;
// an eager variant tensor (an Optional's) prints a summary of its value tfplay does not model.
[[noreturn]] static void refuse_resource_text(tensor::DType dtype) {
  if (dtype == tensor::DType::Variant)
    py::raise(py::E().NotImplementedError,
              "tfplay cannot print a variant tensor (a tf.experimental.Optional's value, or the TensorList a tf.function "
              "returns for a TensorArray) yet");
  py::raise(py::E().NotImplementedError, "tfplay cannot print a resource tensor (a tf.Variable's handle) yet");
}

std::string tensor_str(const TensorObject& t) {
  if (!t.is_eager()) {
    std::string out = "Tensor(\"" + t.name + "\"";
    if (visible_shape(t).has_rank()) out += ", shape=" + visible_shape(t).str();
    return out + ", dtype=" + std::string(tensor::name(t.dtype)) + ")";
  }
  if (t.dtype == tensor::DType::Resource || t.dtype == tensor::DType::Variant) refuse_resource_text(t.dtype);
  return tensor::eager_tensor_str(*t.value);
}

std::string tensor_repr(const TensorObject& t) {
  if (!t.is_eager()) {
    std::string out = "<tf.Tensor '" + t.name + "'";
    if (visible_shape(t).has_rank()) out += " shape=" + visible_shape(t).str();
    return out + " dtype=" + std::string(tensor::name(t.dtype)) + ">";
  }
  if (t.dtype == tensor::DType::Resource || t.dtype == tensor::DType::Variant) refuse_resource_text(t.dtype);
  return tensor::eager_tensor_repr(*t.value);
}

void refuse_variant_capture() {
  py::raise(py::E().NotImplementedError,
            "tfplay cannot use a tf.experimental.Optional made outside a tf.function inside it yet; pass it as an argument");
}

std::string spec_repr(const tensor::TensorShape& shape, tensor::DType dtype, const std::optional<std::string>& name) {
  return "TensorSpec(shape=" + shape.str() + ", dtype=" + tensor::repr(dtype) +
         ", name=" + (name ? py::str_repr(*name) : std::string("None")) + ")";
}

}  // namespace tfplay::function
