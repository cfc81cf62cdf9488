// Python operators on tf.Tensor (TF's math_ops binary_op_wrapper / r_binary_op_wrapper and the
// Tensor dunder methods of tensorflow/python/framework/tensor.py).
#include "core/tf/tensor_ops.h"

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/str_format.h"
#include "core/tf/convert.h"
#include "core/tf/errors.h"
#include "core/tf/op_dispatch.h"

namespace tfplay::tf {

using function::TensorObject;
using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

TensorObject& self_tensor(CallArgs& a) { return *static_cast<TensorObject*>(a.args[0].get()); }

std::string python_type_word(const py::Object* o) {
  if (py::is_float(o)) return "float";
  if (py::is_bool(o)) return "bool";
  if (py::is_int(o)) return "int";
  if (py::is_str(o)) return "str";
  return py::type_name(o);
}

/// The non-tensor operand converted to the tensor operand's dtype, with TF's eager or graph
/// error text when that is impossible.
Ref convert_operand(const Ref& value, DType dtype, const std::string& op, const char* param) {
  if (function::as_tensor(value.get())) return value;
  try {
    return convert_to_tensor(value, dtype);
  } catch (py::PyError& e) {
    if (!in_graph_mode() || !py::isinstance(e.exc.get(), py::E().TypeError)) throw;
    std::string got = py::repr(value);
    std::string word = python_type_word(value.get());
    std::string dt(tensor::name(dtype));
    py::raise_type_error("Expected " + dt + " passed to parameter '" + param + "' of op '" + op + "', got " + got +
                         " of type '" + word + "' instead. Error: Expected " + dt + ", but got " + got + " of type '" +
                         word + "'.");
  }
}

struct BinaryOp {
  const char* method;
  const char* reflected;
  const char* op;
  const char* node_name;
};

const BinaryOp kBinaryOps[] = {
    {"__add__", "__radd__", "AddV2", "add"},          {"__sub__", "__rsub__", "Sub", "sub"},
    {"__mul__", "__rmul__", "Mul", "mul"},            {"__floordiv__", "__rfloordiv__", "FloorDiv", "floordiv"},
    {"__mod__", "__rmod__", "FloorMod", "mod"},       {"__pow__", "__rpow__", "Pow", "pow"},
    {"__matmul__", "__rmatmul__", "MatMul", "MatMul"}, {"__and__", "__rand__", "LogicalAnd", "LogicalAnd"},
    {"__or__", "__ror__", "LogicalOr", "LogicalOr"},
};

Ref apply_binary(const BinaryOp& b, const Ref& self, const Ref& other, bool reflected) {
  auto* t = static_cast<TensorObject*>(self.get());
  Ref y = convert_operand(other, t->dtype, b.op, reflected ? "x" : "y");
  if (std::string(b.op) == "AddV2" && t->dtype == DType::String)
    return reflected ? run_op1("AddV2", {y, self}, {}, b.node_name) : run_op1("AddV2", {self, y}, {}, b.node_name);
  return reflected ? run_op1(b.op, {y, self}, {}, b.node_name) : run_op1(b.op, {self, y}, {}, b.node_name);
}

}  // namespace

Ref truediv(const Ref& x, const Ref& y) {
  auto* tx = function::as_tensor(x.get());
  auto* ty = function::as_tensor(y.get());
  DType dt = tx->dtype;
  if (ty->dtype != dt)
    py::raise_type_error("`x` and `y` must have the same dtype, got " + tensor::repr(dt) + " != " + tensor::repr(ty->dtype) + ".");
  if (tensor::is_integer(dt)) {
    // math_ops._truediv_python3: int8/int16/uint8 divide in float32, wider ints in float64.
    DType target = (dt == DType::Int8 || dt == DType::Int16 || dt == DType::UInt8) ? DType::Float32 : DType::Float64;
    Ref cx = run_op1("Cast", {x}, {{"DstT", target}}, "Cast");
    Ref cy = run_op1("Cast", {y}, {{"DstT", target}}, "Cast");
    return run_op1("RealDiv", {cx, cy}, {}, "truediv");
  }
  if (!tensor::is_floating(dt))
    py::raise_type_error("Invalid dtype " + tensor::repr(dt) + " in __truediv__");
  return run_op1("RealDiv", {x, y}, {}, "truediv");
}

void install_tensor_operators() {
  py::TypeObject* type = function::tensor_type();
  for (const BinaryOp& b : kBinaryOps) {
    py::add_method(type, b.method, [&b](CallArgs& a) { return apply_binary(b, a.args[0], a.args.at(1), false); });
    py::add_method(type, b.reflected, [&b](CallArgs& a) { return apply_binary(b, a.args[0], a.args.at(1), true); });
  }
  py::add_method(type, "__truediv__", [](CallArgs& a) {
    TensorObject& t = self_tensor(a);
    return truediv(a.args[0], convert_operand(a.args.at(1), t.dtype, "RealDiv", "y"));
  });
  py::add_method(type, "__rtruediv__", [](CallArgs& a) {
    TensorObject& t = self_tensor(a);
    return truediv(convert_operand(a.args.at(1), t.dtype, "RealDiv", "x"), a.args[0]);
  });
  struct Cmp {
    const char* method;
    const char* op;
  };
  static const Cmp cmps[] = {{"__lt__", "Less"}, {"__le__", "LessEqual"}, {"__gt__", "Greater"}, {"__ge__", "GreaterEqual"}};
  for (const Cmp& c : cmps)
    py::add_method(type, c.method, [&c](CallArgs& a) {
      TensorObject& t = self_tensor(a);
      return run_op1(c.op, {a.args[0], convert_operand(a.args.at(1), t.dtype, c.op, "y")}, {}, c.op);
    });
  auto equality = [](bool equal) {
    return [equal](CallArgs& a) -> Ref {
      if (py::is_none(a.args.at(1).get())) return py::Bool(!equal);
      TensorObject& t = self_tensor(a);
      Ref other = convert_operand(a.args[1], t.dtype, equal ? "Equal" : "NotEqual", "y");
      return run_op1(equal ? "Equal" : "NotEqual", {a.args[0], other}, {{"incompatible_shape_error", false}},
                     equal ? "Equal" : "NotEqual");
    };
  };
  py::add_method(type, "__eq__", equality(true));
  py::add_method(type, "__ne__", equality(false));
  py::add_method(type, "__neg__", [](CallArgs& a) { return run_op1("Neg", {a.args[0]}, {}, "Neg"); });
  py::add_method(type, "__pos__", [](CallArgs& a) { return a.args[0]; });
  py::add_method(type, "__abs__", [](CallArgs& a) { return run_op1("Abs", {a.args[0]}, {}, "Abs"); });
  py::add_method(type, "__invert__", [](CallArgs& a) { return run_op1("LogicalNot", {a.args[0]}, {}, "LogicalNot"); });

  py::add_method(type, "__bool__", [](CallArgs& a) -> Ref {
    TensorObject& t = self_tensor(a);
    if (!t.is_eager()) {
      const function::ActiveTrace* trace = function::Runtime::current().active_trace();
      if (trace && trace->autograph)
        py::raise(py::E().NotImplementedError,
                  "tfplay does not convert Python control flow on tensors (AutoGraph) yet: a symbolic tf.Tensor was used "
                  "as a Python bool, e.g. in `if` or `while` inside a tf.function");
      py::raise(error_type("OperatorNotAllowedInGraphError"),
                "Using a symbolic `tf.Tensor` as a Python `bool` is not allowed. You can attempt the following resolutions "
                "to the problem: If you are running in Graph mode, use Eager execution mode or decorate this function with "
                "@tf.function. If you are using AutoGraph, you can try decorating this function with @tf.function. If that "
                "does not work, then you may be using an unsupported feature or your source code may not be visible to "
                "AutoGraph. See https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/autograph/g3doc/"
                "reference/limitations.md#access-to-source-code for more information.");
    }
    if (t.value->num_elements() != 1)
      py::raise_value_error("The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()");
    return py::Bool(t.value->as_double(0) != 0);
  });
  auto scalar = [](CallArgs& a, const char* what) -> const tensor::Tensor& {
    TensorObject& t = self_tensor(a);
    if (!t.is_eager()) py::raise_type_error(std::string(what) + " is not supported for symbolic tensors");
    if (t.value->num_elements() != 1)
      py::raise_type_error("only length-1 arrays can be converted to Python scalars");
    return *t.value;
  };
  py::add_method(type, "__float__", [scalar](CallArgs& a) { return py::Float(scalar(a, "float()").as_double(0)); });
  py::add_method(type, "__int__", [scalar](CallArgs& a) {
    const tensor::Tensor& v = scalar(a, "int()");
    return py::Int(static_cast<std::int64_t>(v.as_double(0)));
  });
  py::add_method(type, "__index__", [scalar](CallArgs& a) -> Ref {
    const tensor::Tensor& v = scalar(a, "__index__");
    if (!tensor::is_integer(v.dtype()))
      py::raise_type_error("only integer scalar arrays can be converted to a scalar index");
    return py::Int(v.as_int64(0));
  });
  py::add_method(type, "__format__", [](CallArgs& a) -> Ref {
    TensorObject& t = self_tensor(a);
    std::string spec = py::as_str(a.args.at(1).get());
    if (!t.is_eager() || t.value->rank() > 0) {
      if (!spec.empty()) py::raise_type_error("unsupported format string passed to Tensor.__format__");
      return py::Str(t.is_eager() ? py::str(call_method(a.args[0], "numpy")) : py::str(a.args[0]));
    }
    // f"{t}" formats the NumPy value (ops._EagerTensorBase.__format__).
    const tensor::Tensor& v = *t.value;
    Ref item;
    if (tensor::is_floating(v.dtype())) item = py::Float(v.as_double(0));
    else if (tensor::is_bool(v.dtype())) item = py::Bool(v.as_double(0) != 0);
    else if (v.dtype() == DType::String) item = py::Bytes(v.scalar<std::string>());
    else item = py::Int(v.as_int64(0));
    if (spec.empty()) return py::Str(py::str(call_method(a.args[0], "numpy")));
    return py::Str(py::format_value(item, spec));
  });
  py::add_method(type, "__iter__", [](CallArgs& a) -> Ref {
    TensorObject& t = self_tensor(a);
    if (!t.is_eager())
      py::raise(py::E().NotImplementedError,
                "tfplay does not convert Python loops over symbolic tensors (AutoGraph) yet");
    if (t.value->rank() == 0) py::raise_type_error("Cannot iterate over a scalar tensor.");
    Ref self = a.args[0];
    std::int64_t n = t.value->shape()[0];
    return py::iter(py::List(run_op("Unpack", {self}, {{"num", n}, {"axis", std::int64_t{0}}}, "unstack")));
  });
}

}  // namespace tfplay::tf
