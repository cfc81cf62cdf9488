// NodeDef, AttrValue, TensorProto and TensorShapeProto messages of a graph (node_def.h), after
// tensorflow/core/framework/{node_def,attr_value,tensor,tensor_shape,types}.proto and
// tensorflow/python/framework/tensor_util.py make_tensor_proto.
#include "core/graph/node_def.h"

#include <algorithm>
#include <cstring>
#include <variant>

#include "core/tensor/half.h"

namespace tfplay::graph {

using Msg = ProtoMessage;

std::vector<std::string> node_def_inputs(const FuncGraph& g, const Node& n) {
  std::vector<std::string> out;
  for (const Endpoint& e : n.inputs) out.push_back(g.input_name(e));
  for (int c : n.control_inputs) out.push_back("^" + g.node(c).name);
  return out;
}

bool is_tfplay_internal_attr(const std::string& name) {
  return name == "_captured" || name == "_variable_argument" || name == "_handle_data" || name == "_input_name" ||
         name == "_list_element_dtype";
}

ProtoValue dtype_enum(tensor::DType dt) {
  using tensor::DType;
  int64_t number = 0;
  switch (dt) {
    case DType::Float32: number = 1; break;
    case DType::Float64: number = 2; break;
    case DType::Int32: number = 3; break;
    case DType::UInt8: number = 4; break;
    case DType::Int16: number = 5; break;
    case DType::Int8: number = 6; break;
    case DType::String: number = 7; break;
    case DType::Int64: number = 9; break;
    case DType::Bool: number = 10; break;
    case DType::Float16: number = 19; break;
    case DType::Resource: number = 20; break;
    case DType::Variant: number = 21; break;
    case DType::UInt64: number = 23; break;
    case DType::Complex64: number = 8; break;
    case DType::Complex128: number = 18; break;
    case DType::BFloat16: number = 14; break;
  }
  return ProtoValue::enumerator(std::string(tensor::enum_name(dt)), number);
}

std::shared_ptr<const Msg> shape_proto_message(const tensor::TensorShape& s) {
  auto m = std::make_shared<Msg>();
  m->type = "tensorflow.TensorShapeProto";
  if (!s.has_rank()) {
    m->set("unknown_rank", ProtoValue::boolean(true));
    return m;
  }
  std::vector<ProtoValue> dims;
  for (const tensor::Dim& d : s.as_list()) {
    auto dim = std::make_shared<Msg>();
    dim->type = "tensorflow.TensorShapeProto.Dim";
    dim->set("size", ProtoValue::integer(d ? *d : -1));
    dims.push_back(ProtoValue::sub(std::move(dim)));
  }
  m->repeated("dim", std::move(dims));
  return m;
}

namespace {

/// Whether make_tensor_proto writes several elements of `dt` as raw tensor_content bytes
/// (tensor_util._TENSOR_CONTENT_TYPES, restricted to tfplay's dtypes).
bool content_dtype(tensor::DType dt) {
  using tensor::DType;
  return dt == DType::Float16 || dt == DType::Float32 || dt == DType::Float64 || dt == DType::Int32 ||
         dt == DType::UInt8 || dt == DType::Int16 || dt == DType::Int8 || dt == DType::Int64 || dt == DType::UInt64;
}

template <typename T>
void append_bytes(std::string& out, T v) {
  char buf[sizeof(T)];
  std::memcpy(buf, &v, sizeof(T));  // little-endian, as numpy's tobytes() on the hosts TF runs on
  out.append(buf, sizeof(T));
}

std::string tensor_content(const tensor::Tensor& t) {
  using tensor::DType;
  std::string out;
  const int64_t n = t.num_elements();
  for (int64_t i = 0; i < n; ++i) {
    switch (t.dtype()) {
      case DType::Float16: append_bytes(out, tensor::float_to_half_bits(t.data<float>()[i])); break;
      case DType::Float32: append_bytes(out, t.data<float>()[i]); break;
      case DType::Float64: append_bytes(out, t.data<double>()[i]); break;
      case DType::Int32: append_bytes(out, t.data<int32_t>()[i]); break;
      case DType::UInt8: append_bytes(out, t.data<uint8_t>()[i]); break;
      case DType::Int16: append_bytes(out, t.data<int16_t>()[i]); break;
      case DType::Int8: append_bytes(out, t.data<int8_t>()[i]); break;
      case DType::Int64: append_bytes(out, t.data<int64_t>()[i]); break;
      case DType::UInt64: append_bytes(out, t.data<uint64_t>()[i]); break;
      default: break;
    }
  }
  return out;
}

/// The repeated *_val field of `t`'s dtype and its elements.
std::pair<std::string, std::vector<ProtoValue>> element_values(const tensor::Tensor& t) {
  using tensor::DType;
  std::vector<ProtoValue> values;
  const int64_t n = t.num_elements();
  for (int64_t i = 0; i < n; ++i) {
    switch (t.dtype()) {
      case DType::Float32: values.push_back(ProtoValue::float32(t.data<float>()[i])); break;
      case DType::Float64: values.push_back(ProtoValue::float64(t.data<double>()[i])); break;
      case DType::Float16: values.push_back(ProtoValue::integer(tensor::float_to_half_bits(t.data<float>()[i]))); break;
      // tensor_util's SlowAppendBFloat16ArrayToTensorProto: the bits go to half_val too.
      case DType::BFloat16: values.push_back(ProtoValue::integer(tensor::float_to_bfloat16_bits(t.data<float>()[i]))); break;
      case DType::Bool: values.push_back(ProtoValue::boolean(t.data<bool>()[i])); break;
      case DType::String: values.push_back(ProtoValue::bytes(t.data<std::string>()[i])); break;
      case DType::Int64: values.push_back(ProtoValue::integer(t.data<int64_t>()[i])); break;
      case DType::UInt64: values.push_back(ProtoValue::integer(static_cast<int64_t>(t.data<uint64_t>()[i]))); break;
      // scomplex_val / dcomplex_val: real_0, imag_0, real_1, imag_1, ...
      case DType::Complex64:
        values.push_back(ProtoValue::float32(t.data<std::complex<float>>()[i].real()));
        values.push_back(ProtoValue::float32(t.data<std::complex<float>>()[i].imag()));
        break;
      case DType::Complex128:
        values.push_back(ProtoValue::float64(t.data<std::complex<double>>()[i].real()));
        values.push_back(ProtoValue::float64(t.data<std::complex<double>>()[i].imag()));
        break;
      default: values.push_back(ProtoValue::integer(t.as_int64(i))); break;
    }
  }
  switch (t.dtype()) {
    case DType::Float32: return {"float_val", values};
    case DType::Float64: return {"double_val", values};
    case DType::Float16:
    case DType::BFloat16: return {"half_val", values};
    case DType::Bool: return {"bool_val", values};
    case DType::String: return {"string_val", values};
    case DType::Int64: return {"int64_val", values};
    case DType::UInt64: return {"uint64_val", values};
    case DType::Complex64: return {"scomplex_val", values};
    case DType::Complex128: return {"dcomplex_val", values};
    default: return {"int_val", values};
  }
}

}  // namespace

std::shared_ptr<const Msg> tensor_proto_message(const tensor::Tensor& t) {
  auto m = std::make_shared<Msg>();
  m->type = "tensorflow.TensorProto";
  m->set("dtype", dtype_enum(t.dtype()));
  m->set("tensor_shape", ProtoValue::sub(shape_proto_message(t.tensor_shape())));
  if (t.num_elements() > 1 && content_dtype(t.dtype())) {
    m->set("tensor_content", ProtoValue::bytes(tensor_content(t)));
    return m;
  }
  // Field numbers order the *_val fields after tensor_content; only one of them is set.
  auto [field, values] = element_values(t);
  m->repeated(field, std::move(values));
  return m;
}

std::shared_ptr<const Msg> attr_value_message(const AttrValue& v) {
  auto m = std::make_shared<Msg>();
  m->type = "tensorflow.AttrValue";
  auto list = [](const char* field, std::vector<ProtoValue> items) {
    auto l = std::make_shared<Msg>();
    l->type = "tensorflow.AttrValue.ListValue";
    l->repeated(field, std::move(items));
    return ProtoValue::sub(std::move(l));
  };
  auto func = [](const FuncAttr& f) {
    auto n = std::make_shared<Msg>();
    n->type = "tensorflow.NameAttrList";
    n->set("name", ProtoValue::string(f.name));
    return ProtoValue::sub(std::move(n));
  };
  struct Visitor {
    Msg& m;
    decltype(list)& make_list;
    decltype(func)& make_func;
    void operator()(bool b) const { m.set("b", ProtoValue::boolean(b)); }
    void operator()(int64_t i) const { m.set("i", ProtoValue::integer(i)); }
    void operator()(double d) const { m.set("f", ProtoValue::float32(d)); }
    void operator()(const std::string& s) const { m.set("s", ProtoValue::bytes(s)); }
    void operator()(tensor::DType dt) const { m.set("type", dtype_enum(dt)); }
    void operator()(const std::vector<int64_t>& l) const {
      std::vector<ProtoValue> items;
      for (int64_t i : l) items.push_back(ProtoValue::integer(i));
      m.set("list", make_list("i", std::move(items)));
    }
    void operator()(const std::vector<double>& l) const {
      std::vector<ProtoValue> items;
      for (double d : l) items.push_back(ProtoValue::float32(d));
      m.set("list", make_list("f", std::move(items)));
    }
    void operator()(const tensor::TensorShape& s) const { m.set("shape", ProtoValue::sub(shape_proto_message(s))); }
    void operator()(const tensor::Tensor& t) const { m.set("tensor", ProtoValue::sub(tensor_proto_message(t))); }
    void operator()(const std::vector<tensor::DType>& l) const {
      std::vector<ProtoValue> items;
      for (tensor::DType dt : l) items.push_back(dtype_enum(dt));
      m.set("list", make_list("type", std::move(items)));
    }
    void operator()(const FuncAttr& f) const { m.set("func", make_func(f)); }
    void operator()(const FuncListAttr& l) const {
      std::vector<ProtoValue> items;
      for (const FuncAttr& f : l) items.push_back(make_func(f));
      m.set("list", make_list("func", std::move(items)));
    }
    void operator()(const std::vector<tensor::TensorShape>& l) const {
      std::vector<ProtoValue> items;
      for (const tensor::TensorShape& s : l) items.push_back(ProtoValue::sub(shape_proto_message(s)));
      m.set("list", make_list("shape", std::move(items)));
    }
  };
  std::visit(Visitor{*m, list, func}, v);
  return m;
}

namespace {

/// The NodeDef, its control inputs in the order they were added or, as Graph::ToGraphDefSubRange
/// writes them ("Sort the control inputs for more predictable serialization"), by name.
std::shared_ptr<const Msg> node_def_message(const FuncGraph& g, const Node& n, bool sort_control_inputs) {
  auto m = std::make_shared<Msg>();
  m->type = "tensorflow.NodeDef";
  m->set("name", ProtoValue::string(n.name));
  m->set("op", ProtoValue::string(n.op));
  std::vector<std::string> names = node_def_inputs(g, n);
  if (sort_control_inputs) std::sort(names.begin() + static_cast<std::ptrdiff_t>(n.inputs.size()), names.end());
  std::vector<ProtoValue> inputs;
  for (std::string& name : names) inputs.push_back(ProtoValue::string(std::move(name)));
  m->repeated("input", std::move(inputs));
  std::vector<std::pair<std::string, ProtoValue>> attrs;
  for (const auto& [key, value] : n.attrs)
    if (!is_tfplay_internal_attr(key)) attrs.emplace_back(key, ProtoValue::sub(attr_value_message(value)));
  m->map("attr", std::move(attrs));
  return m;
}

}  // namespace

std::shared_ptr<const Msg> node_def_message(const FuncGraph& g, const Node& n) { return node_def_message(g, n, false); }

std::shared_ptr<const Msg> graph_def_node_message(const FuncGraph& g, const Node& n) { return node_def_message(g, n, true); }

std::vector<ProtoValue> graph_def_nodes(const FuncGraph& g) {
  std::vector<ProtoValue> nodes;
  for (const Node& n : g.nodes()) nodes.push_back(ProtoValue::sub(graph_def_node_message(g, n)));
  return nodes;
}

}  // namespace tfplay::graph
