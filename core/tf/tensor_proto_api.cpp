// tf.make_tensor_proto and tf.make_ndarray (TF 2.20 tensor_util.make_tensor_proto and
// MakeNdarray). The proto is the TensorProto message a Const's value attr holds
// (graph::tensor_proto_message): dtype, tensor_shape, and tensor_content bytes for several
// numeric elements, else the *_val field; a shape larger than the values keeps the values as
// they are, as TF does for a scalar (make_ndarray repeats the last value to fill the shape).
#include "core/tf/tensor_proto_api.h"

#include <cstring>
#include <sstream>

#include "core/function/proto_object.h"
#include "core/function/tensor_object.h"
#include "core/graph/node_def.h"
#include "core/graph/proto_message.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/dtype.h"
#include "core/tensor/kernels.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using graph::ProtoMessage;
using graph::ProtoValue;
using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {

std::string tuple_text(const std::vector<int64_t>& dims) {
  std::string s = "(";
  for (std::size_t i = 0; i < dims.size(); ++i) s += (i ? ", " : "") + std::to_string(dims[i]);
  return s + (dims.size() == 1 ? ",)" : ")");
}

Ref make_tensor_proto(CallArgs& a) {
  Ref values = require(a, 0, "values", "make_tensor_proto");
  Ref dtype_ref = arg(a, 1, "dtype"), shape_ref = arg(a, 2, "shape");
  const bool verify_shape = present(arg(a, 3, "verify_shape")) && py::truthy(arg(a, 3, "verify_shape"));
  const bool allow_broadcast = present(arg(a, 4, "allow_broadcast")) && py::truthy(arg(a, 4, "allow_broadcast"));
  if (allow_broadcast && verify_shape) py::raise_value_error("allow_broadcast and verify_shape are not both allowed.");
  if (const ProtoMessage* m = function::proto_message_of(values); m && m->type == "tensorflow.TensorProto") return values;
  if (py::is_none(values.get())) py::raise_value_error("None values not supported.");
  // tensor_util.make_tensor_proto is NumPy work, not an op: a value becomes a constant even
  // inside a tf.function, and a symbolic tensor's np.asarray raises its NotImplementedError.
  const std::optional<DType> dtype = present(dtype_ref) ? dtype_arg(dtype_ref) : std::nullopt;
  function::TensorObject* given = function::as_tensor(values.get());
  if (given && !given->is_eager()) py::call(py::getattr(values, "__array__"), std::vector<Ref>{});
  Ref t = given ? convert_to_tensor(values, dtype) : function::make_eager(tensor_from_python(values, dtype));
  const Tensor& value = *function::as_tensor(t.get())->value;
  const std::vector<int64_t> value_dims(value.shape().begin(), value.shape().end());
  auto proto = std::make_shared<ProtoMessage>(*graph::tensor_proto_message(value));
  if (!present(shape_ref)) return function::proto_object(proto);
  std::vector<int64_t> dims;
  for (const Ref& d : py::to_vector(shape_ref)) dims.push_back(py::as_int(d.get()));
  int64_t size = 1;
  for (int64_t d : dims) size *= d;
  const int64_t n = value.num_elements();
  if (allow_broadcast) {
    if (!(value_dims == std::vector<int64_t>{1} || value_dims.empty()) && n != size)
      py::raise_type_error("Expected Tensor's shape: " + tuple_text(dims) + ", but got " + tuple_text(value_dims) + ".");
  } else {
    if (verify_shape && value_dims != dims)
      py::raise_type_error("Expected Tensor's shape: " + tuple_text(dims) + ", but got " + tuple_text(value_dims) + ".");
    if (n > size)
      py::raise_value_error("Too many elements provided. Takes at most " + std::to_string(size) + ", but got " +
                            std::to_string(n) + ".");
  }
  if (n == size) return function::proto_object(graph::tensor_proto_message(value.with_shape(tensor::Shape(dims.begin(), dims.end()))));
  // Fewer values than the shape holds: TF writes them to the *_val field as they are.
  if (n > 1 && value.dtype() != DType::String)
    py::raise(py::E().NotImplementedError, "tfplay does not implement tf.make_tensor_proto with fewer values than the shape holds yet");
  for (graph::ProtoField& f : proto->fields)
    if (f.name == "tensor_shape")
      f.values = {ProtoValue::sub(graph::shape_proto_message(tensor::TensorShape(tensor::Shape(dims.begin(), dims.end()))))};
  return function::proto_object(proto);
}

/// The elements of a *_val field (or tensor_content) as a tensor of `dtype` and `dims`, the last
/// value repeated to fill it (MakeNdarray's np.pad "edge"); zeros when there are none.
Tensor tensor_from_proto(const ProtoMessage& m) {
  const graph::ProtoField* dt = m.field("dtype");
  DType dtype = DType::Float32;
  bool found = false;
  for (DType d : tensor::kAllDTypes)
    if (dt && graph::dtype_enum(d).i == dt->values.at(0).i) dtype = d, found = true;
  if (!found) py::raise(py::E().NotImplementedError, "tfplay does not implement tf.make_ndarray for this dtype yet");
  std::vector<int64_t> dims;
  if (const graph::ProtoField* shape = m.field("tensor_shape"))
    if (const graph::ProtoField* dim = shape->values.at(0).message->field("dim"))
      for (const ProtoValue& d : dim->values) {
        const graph::ProtoField* size = d.message->field("size");
        dims.push_back(size ? size->values.at(0).i : 0);
      }
  const tensor::Shape shape(dims.begin(), dims.end());
  Tensor out = Tensor::zeros(dtype, shape);
  const int64_t n = out.num_elements();
  if (const graph::ProtoField* content = m.field("tensor_content")) {
    if (dtype == DType::Float16)
      py::raise(py::E().NotImplementedError, "tfplay does not implement tf.make_ndarray of float16 tensor_content yet");
    const std::string& bytes = content->values.at(0).s;
    Tensor flat = Tensor::zeros(dtype, {n});
    tensor::visit_numeric(dtype, "make_ndarray", [&](auto tag) {
      using T = typename decltype(tag)::type;
      std::memcpy(flat.mutable_data<T>(), bytes.data(), std::min<std::size_t>(bytes.size(), sizeof(T) * static_cast<std::size_t>(n)));
    });
    return flat.with_shape(shape);
  }
  const graph::ProtoField* vals = nullptr;
  for (const char* name : {"float_val", "double_val", "int_val", "int64_val", "bool_val", "string_val", "half_val"})
    if (!vals) vals = m.field(name);
  if (!vals || vals->values.empty() || n == 0) return out;
  if (dtype == DType::String) {
    std::vector<std::string> items;
    for (int64_t i = 0; i < n; ++i) items.push_back(vals->values[static_cast<std::size_t>(std::min<int64_t>(i, static_cast<int64_t>(vals->values.size()) - 1))].s);
    return Tensor::from_vector<std::string>(DType::String, shape, std::move(items));
  }
  std::vector<double> items;
  for (int64_t i = 0; i < n; ++i) {
    const ProtoValue& v = vals->values[static_cast<std::size_t>(std::min<int64_t>(i, static_cast<int64_t>(vals->values.size()) - 1))];
    items.push_back(v.kind == ProtoValue::Kind::Float || v.kind == ProtoValue::Kind::Double ? v.d : static_cast<double>(v.i));
  }
  Tensor flat = Tensor::from_vector<double>(DType::Float64, {n}, std::move(items));
  return tensor::cast(flat, dtype).with_shape(shape);
}

Ref make_ndarray(CallArgs& a) {
  Ref proto = require(a, 0, "tensor", "make_ndarray");
  const ProtoMessage* m = function::proto_message_of(proto);
  if (!m || m->type != "tensorflow.TensorProto")
    py::raise(py::E().AttributeError,
              "'" + py::type_name(proto.get()) + "' object has no attribute 'tensor_shape'");
  return py::call(py::getattr(function::make_eager(tensor_from_proto(*m)), "numpy"), std::vector<Ref>{});
}

}  // namespace

void install_tensor_proto_api(const Ref& tf) {
  // make_tensor_proto(values, dtype=None, shape=None, verify_shape=False, allow_broadcast=False)
  def(tf, "make_tensor_proto", make_tensor_proto);
  // make_ndarray(tensor)
  def(tf, "make_ndarray", make_ndarray);
}

}  // namespace tfplay::tf
