// ParseExampleV2 (TF: tensorflow/core/ops/parsing_ops.cc; kernel core/kernels/
// example_parsing_ops.cc over core/util/example_proto_fast_parsing.cc): serialized
// tf.train.Example protos to dense tensors (FixedLenFeature; FixedLenSequenceFeature's shapes
// start with an unknown dimension: variable-length rows, padded in a batch) and sparse
// components (VarLenFeature). A scalar `serialized` is one example (FastParseSingleExample: no batch
// dimension, errors name the key only); a vector is a batch (FastParseExample: errors name the
// example ("<unknown>" without names) and its index). Ragged features are not emulated.
// SerializeTensor and ParseTensor (core/kernels/parse_tensor_op.cc): a tensor as the bytes of
// its TensorProto (dtype, shape, then tensor_content: the elements' little-endian bytes, or
// string_val for strings), and back.
#include <complex>
#include <cstring>
#include <type_traits>
#include <map>
#include <set>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/graph/proto_wire.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/half.h"

namespace tfplay::graph {

namespace {

namespace wire = proto_wire;

/// The feature map of one Example: key -> the Feature's bytes, the last entry of a key winning
/// (as protobuf's own parsing does). Returns false on malformed bytes.
bool parse_example(std::string_view bytes, std::map<std::string, std::string_view>& features) {
  wire::Reader r{bytes};
  while (!r.done()) {
    int number, wt;
    if (!r.tag(number, wt)) return false;
    if (number != 1 || wt != wire::kDelimited) {
      if (!r.skip(wt)) return false;
      continue;
    }
    std::string_view fs;
    if (!r.delimited(fs)) return false;
    wire::Reader f{fs};
    while (!f.done()) {
      int n2, wt2;
      if (!f.tag(n2, wt2)) return false;
      if (n2 != 1 || wt2 != wire::kDelimited) {
        if (!f.skip(wt2)) return false;
        continue;
      }
      std::string_view entry;
      if (!f.delimited(entry)) return false;
      wire::Reader e{entry};
      std::string key;
      std::string_view value;
      while (!e.done()) {
        int n3, wt3;
        std::string_view s;
        if (!e.tag(n3, wt3)) return false;
        if (wt3 == wire::kDelimited && (n3 == 1 || n3 == 2)) {
          if (!e.delimited(s)) return false;
          if (n3 == 1) key = std::string(s);
          else value = s;
        } else if (!e.skip(wt3)) {
          return false;
        }
      }
      features[key] = value;
    }
  }
  return true;
}

/// A Feature's values: its kind's dtype (or nullopt for an empty Feature) and the values.
struct Values {
  std::optional<DType> dtype;
  std::vector<int64_t> ints;
  std::vector<float> floats;
  std::vector<std::string> bytes;
  std::size_t size() const { return dtype == DType::Int64 ? ints.size() : dtype == DType::Float32 ? floats.size() : bytes.size(); }
};

/// Decodes a Feature (its oneof list, packed or not); false when malformed.
bool parse_feature(std::string_view bytes, Values& v, bool& unsupported) {
  unsupported = false;
  wire::Reader r{bytes};
  while (!r.done()) {
    int number, wt;
    if (!r.tag(number, wt)) return false;
    std::string_view list;
    if (wt != wire::kDelimited || number < 1 || number > 3) {
      unsupported = true;
      return true;
    }
    if (!r.delimited(list)) return false;
    v.dtype = number == 1 ? DType::String : number == 2 ? DType::Float32 : DType::Int64;
    v.ints.clear();
    v.floats.clear();
    v.bytes.clear();
    wire::Reader l{list};
    while (!l.done()) {
      int n2, wt2;
      if (!l.tag(n2, wt2)) return false;
      if (n2 != 1) {
        if (!l.skip(wt2)) return false;
        continue;
      }
      if (number == 1 && wt2 == wire::kDelimited) {
        std::string_view s;
        if (!l.delimited(s)) return false;
        v.bytes.emplace_back(s);
      } else if (number == 3 && wt2 == wire::kVarint) {
        uint64_t u;
        if (!l.varint(u)) return false;
        v.ints.push_back(static_cast<int64_t>(u));
      } else if (number == 3 && wt2 == wire::kDelimited) {
        std::string_view s;
        if (!l.delimited(s)) return false;
        wire::Reader p{s};
        while (!p.done()) {
          uint64_t u;
          if (!p.varint(u)) return false;
          v.ints.push_back(static_cast<int64_t>(u));
        }
      } else if (number == 2 && wt2 == wire::kFixed32) {
        uint32_t b;
        if (!l.fixed32(b)) return false;
        float f;
        std::memcpy(&f, &b, 4);
        v.floats.push_back(f);
      } else if (number == 2 && wt2 == wire::kDelimited) {
        std::string_view s;
        if (!l.delimited(s) || s.size() % 4) return false;
        wire::Reader p{s};
        while (!p.done()) {
          uint32_t b;
          p.fixed32(b);
          float f;
          std::memcpy(&f, &b, 4);
          v.floats.push_back(f);
        }
      } else {
        return false;
      }
    }
  }
  return true;
}

std::string dtype_text(DType d) { return d == DType::Int64 ? "int64" : d == DType::Float32 ? "float" : "string"; }
std::string list_name(DType d) { return d == DType::Int64 ? "int64_list" : d == DType::Float32 ? "float_list" : "bytes_list"; }

/// Copies `v`'s values into `out` from element `offset`.
void put_values(const Values& v, Tensor& out, int64_t offset) {
  if (v.dtype == DType::Int64) std::copy(v.ints.begin(), v.ints.end(), out.mutable_data<int64_t>() + offset);
  else if (v.dtype == DType::Float32) std::copy(v.floats.begin(), v.floats.end(), out.mutable_data<float>() + offset);
  else std::copy(v.bytes.begin(), v.bytes.end(), out.mutable_data<std::string>() + offset);
}

Tensor values_tensor(DType dtype, const std::vector<Values>& parts) {
  int64_t n = 0;
  for (const Values& v : parts) n += static_cast<int64_t>(v.size());
  Tensor t = Tensor::zeros(dtype, {n});
  int64_t at = 0;
  for (const Values& v : parts) {
    if (v.dtype) put_values(v, t, at);
    at += static_cast<int64_t>(v.size());
  }
  return t;
}

std::vector<Tensor> parse_kernel(KernelContext& c) {
  const Tensor& serialized = c.inputs[0];
  const Tensor& names = c.inputs[1];
  const auto& sparse_types = c.attr<std::vector<DType>>("sparse_types");
  const auto& dense_types = c.attr<std::vector<DType>>("Tdense");
  const auto& dense_shapes = c.attr<std::vector<TensorShape>>("dense_shapes");
  const std::size_t num_sparse = sparse_types.size(), num_dense = dense_types.size();
  if (!c.attr<std::vector<DType>>("ragged_value_types").empty())
    throw tensor::OpError(tensor::OpError::Code::TfplayUnsupported, "tfplay does not parse RaggedFeature yet");
  std::vector<std::string> sparse_keys, dense_keys;
  for (int64_t i = 0; i < c.inputs[2].num_elements(); ++i) sparse_keys.push_back(c.inputs[2].data<std::string>()[i]);
  for (int64_t i = 0; i < c.inputs[3].num_elements(); ++i) dense_keys.push_back(c.inputs[3].data<std::string>()[i]);
  const bool single = serialized.rank() == 0;
  if (serialized.rank() > 1)
    throw tensor::invalid_argument("Expected serialized to be a scalar or vector, got shape: " +
                                   tensor::shape_debug_string(serialized.shape()));
  const int64_t batch = serialized.num_elements();
  const std::size_t first_default = 5;  // after serialized, names and the three key lists

  // A dense feature whose shape starts with an unknown dimension (FixedLenSequenceFeature) is
  // variable-length: its rows are gathered per example, then padded with its default.
  std::vector<bool> varlen(num_dense);
  std::vector<int64_t> stride(num_dense, 1);
  std::vector<Tensor> dense_out(num_dense);
  std::vector<std::vector<Values>> varlen_parts(num_dense);
  for (std::size_t d = 0; d < num_dense; ++d) {
    const auto& dims = dense_shapes[d].as_list();
    varlen[d] = !dims.empty() && !dims[0];
    for (std::size_t i = varlen[d] ? 1 : 0; i < dims.size(); ++i) stride[d] *= dims[i].value_or(0);
    if (varlen[d]) continue;
    tensor::Shape shape = dense_shapes[d].concrete();
    if (!single) shape.insert(shape.begin(), batch);
    dense_out[d] = Tensor::zeros(dense_types[d], shape);
  }
  std::vector<std::vector<Values>> sparse_parts(num_sparse);

  for (int64_t ex = 0; ex < batch; ++ex) {
    const std::string& bytes = serialized.data<std::string>()[ex];
    const std::string name = names.num_elements() > ex ? names.data<std::string>()[ex] : "<unknown>";
    std::map<std::string, std::string_view> features;
    if (!parse_example(bytes, features))
      throw tensor::invalid_argument("Could not parse example input, value: '" + bytes + "'");
    auto example_error = [&](const std::string& key, const std::string& suffix) {
      return tensor::invalid_argument(single ? "Key: " + key + ".  " + suffix
                                             : "Name: " + name + ", Key: " + key + ", Index: " + std::to_string(ex) + ".  " + suffix);
    };
    auto read = [&](const std::string& key, Values& v) {
      auto it = features.find(key);
      if (it == features.end()) return false;
      bool unsupported;
      if (!parse_feature(it->second, v, unsupported))
        throw single ? example_error(key, "Can't parse serialized Example: Parsing " + list_name(v.dtype.value_or(DType::String)) + " failed.")
                     : example_error(key, "Can't parse serialized Example.");
      if (unsupported) throw tensor::invalid_argument("Unsupported datatype.");
      return v.dtype.has_value();
    };
    for (std::size_t d = 0; d < num_dense; ++d) {
      const std::string& key = dense_keys[d];
      const DType dtype = dense_types[d];
      Values v;
      const bool found = read(key, v);
      if (found && *v.dtype != dtype)
        throw example_error(key, "Data types don't match. Data type: " + dtype_text(*v.dtype) + " but expected type: " + dtype_text(dtype));
      const std::string type_word = dtype == DType::String ? "bytes" : dtype_text(dtype);
      if (varlen[d]) {
        const int64_t n = found ? static_cast<int64_t>(v.size()) : 0;
        if (stride[d] && n % stride[d]) {
          if (single)
            throw tensor::invalid_argument("Error while parsing feature with key " + key + ": number of elements should be divisible by " +
                                           std::to_string(stride[d]) + ", found " + std::to_string(n) + " instead");
          throw example_error(key, "Number of " + type_word + " values is not a multiple of stride length. Saw " + std::to_string(n) +
                                       " values but output shape is: " + dense_shapes[d].debug_string());
        }
        if (!found) v = Values{};
        v.dtype = dtype;
        varlen_parts[d].push_back(std::move(v));
        continue;
      }
      Tensor& out = dense_out[d];
      const int64_t per = stride[d];
      if (found) {
        if (static_cast<int64_t>(v.size()) != per) {
          if (single) throw example_error(key, "Can't parse serialized Example: Some " + list_name(dtype) + " slice was not parsed.");
          throw example_error(key, "Number of " + type_word + " values != expected.  Values size: " + std::to_string(v.size()) +
                                       " but output shape: " + tensor::shape_debug_string(dense_shapes[d].concrete()));
        }
        put_values(v, out, ex * per);
        continue;
      }
      const Tensor& def = c.inputs[first_default + d];
      if (def.num_elements() == 0) {
        const std::string text = "Feature: " + key + " (data type: " + dtype_text(dtype) + ") is required but could not be found.";
        throw tensor::invalid_argument(single ? text : "Name: " + name + ", " + text);
      }
      if (dtype == DType::Int64) std::copy(def.data<int64_t>(), def.data<int64_t>() + per, out.mutable_data<int64_t>() + ex * per);
      else if (dtype == DType::Float32) std::copy(def.data<float>(), def.data<float>() + per, out.mutable_data<float>() + ex * per);
      else std::copy(def.data<std::string>(), def.data<std::string>() + per, out.mutable_data<std::string>() + ex * per);
    }
    for (std::size_t s = 0; s < num_sparse; ++s) {
      Values v, part;
      const bool found = read(sparse_keys[s], v);
      if (found && *v.dtype != sparse_types[s])
        throw example_error(sparse_keys[s], "Data types don't match. Expected type: " + dtype_text(sparse_types[s]) +
                                                ", Actual type: " + dtype_text(*v.dtype));
      if (found) part = std::move(v);
      part.dtype = sparse_types[s];
      sparse_parts[s].push_back(std::move(part));
    }
  }

  for (std::size_t d = 0; d < num_dense; ++d) {
    if (!varlen[d]) continue;
    // [rows, rest...] for one example; [batch, most rows, rest...] padded with the default.
    int64_t rows = 0;
    for (const Values& v : varlen_parts[d]) rows = std::max<int64_t>(rows, stride[d] ? static_cast<int64_t>(v.size()) / stride[d] : 0);
    const auto& dims = dense_shapes[d].as_list();
    tensor::Shape shape = {rows};
    for (std::size_t i = 1; i < dims.size(); ++i) shape.push_back(*dims[i]);
    if (!single) shape.insert(shape.begin(), batch);
    Tensor out = Tensor::zeros(dense_types[d], shape);
    const Tensor& def = c.inputs[first_default + d];
    const int64_t block = rows * stride[d];
    if (!single && def.num_elements() == 1) {
      const int64_t n = out.num_elements();
      if (dense_types[d] == DType::Int64) std::fill_n(out.mutable_data<int64_t>(), n, def.data<int64_t>()[0]);
      else if (dense_types[d] == DType::Float32) std::fill_n(out.mutable_data<float>(), n, def.data<float>()[0]);
      else std::fill_n(out.mutable_data<std::string>(), n, def.data<std::string>()[0]);
    }
    for (std::size_t e = 0; e < varlen_parts[d].size(); ++e) put_values(varlen_parts[d][e], out, static_cast<int64_t>(e) * block);
    dense_out[d] = std::move(out);
  }

  std::vector<Tensor> indices, values, shapes;
  for (std::size_t s = 0; s < num_sparse; ++s) {
    const auto& parts = sparse_parts[s];
    int64_t total = 0, longest = 0;
    for (const Values& v : parts) {
      total += static_cast<int64_t>(v.size());
      longest = std::max<int64_t>(longest, static_cast<int64_t>(v.size()));
    }
    const int64_t cols = single ? 1 : 2;
    std::vector<int64_t> ix;
    ix.reserve(total * cols);
    for (std::size_t e = 0; e < parts.size(); ++e)
      for (std::size_t i = 0; i < parts[e].size(); ++i) {
        if (!single) ix.push_back(static_cast<int64_t>(e));
        ix.push_back(static_cast<int64_t>(i));
      }
    indices.push_back(Tensor::from_vector<int64_t>(DType::Int64, {total, cols}, ix));
    values.push_back(values_tensor(sparse_types[s], parts));
    shapes.push_back(single ? Tensor::from_vector<int64_t>(DType::Int64, {1}, {longest})
                            : Tensor::from_vector<int64_t>(DType::Int64, {2}, {batch, longest}));
  }
  std::vector<Tensor> out;
  for (auto* group : {&indices, &values, &shapes, &dense_out})
    for (Tensor& t : *group) out.push_back(std::move(t));
  return out;
}

// ----- TensorProto ----------------------------------------------------------------------------

/// TF's DataType enum numbers (types.proto).
int data_type_number(DType d) {
  switch (d) {
    case DType::Float32: return 1;
    case DType::Float64: return 2;
    case DType::Int32: return 3;
    case DType::UInt8: return 4;
    case DType::Int16: return 5;
    case DType::Int8: return 6;
    case DType::String: return 7;
    case DType::Complex64: return 8;
    case DType::Int64: return 9;
    case DType::Bool: return 10;
    case DType::Complex128: return 18;
    case DType::Float16: return 19;
    case DType::BFloat16: return 14;
    case DType::UInt64: return 23;
    default: return 0;
  }
}

std::optional<DType> dtype_of_number(uint64_t n) {
  for (DType d : tensor::kAllDTypes)
    if (static_cast<uint64_t>(data_type_number(d)) == n) return d;
  if (n == 23) return DType::UInt64;
  return std::nullopt;
}

/// Calls f(TypeTag<storage type>) for the numeric dtypes, complex ones included.
template <typename F> void visit_numeric(DType dt, F&& f) {
  if (dt == DType::Complex64) f(tensor::TypeTag<std::complex<float>>{});
  else if (dt == DType::Complex128) f(tensor::TypeTag<std::complex<double>>{});
  else if (dt == DType::UInt64) f(tensor::TypeTag<uint64_t>{});
  else
    tensor::visit_dtype(dt, [&](auto tag) {
      if constexpr (!std::is_same_v<typename decltype(tag)::type, std::string>) f(tag);
    });
}

template <typename T> void put_le(std::string& out, T v) {
  char bytes[sizeof(T)];
  std::memcpy(bytes, &v, sizeof(T));
  out.append(bytes, sizeof(T));
}

/// Tensor::AsProtoTensorContent / AsProtoField serialized: dtype, tensor_shape, then the values.
std::string serialize_tensor(const Tensor& t) {
  if (data_type_number(t.dtype()) == 0)
    throw tensor::invalid_argument("Cannot serialize a tensor of type " + std::string(tensor::runtime_name(t.dtype())));
  std::string out, shape;
  wire::put_varint(out, 8);
  wire::put_varint(out, static_cast<uint64_t>(data_type_number(t.dtype())));
  for (int64_t d : t.shape()) {
    std::string dim;
    if (d != 0) {
      wire::put_tag(dim, 1, wire::kVarint);
      wire::put_varint(dim, static_cast<uint64_t>(d));
    }
    wire::put_delimited(shape, 2, dim);
  }
  wire::put_delimited(out, 2, shape);
  const int64_t n = t.num_elements();
  if (t.dtype() == DType::String) {
    for (int64_t i = 0; i < n; ++i) wire::put_delimited(out, 8, t.data<std::string>()[i]);
    return out;
  }
  std::string content;
  visit_numeric(t.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* p = t.data<T>();
    for (int64_t i = 0; i < n; ++i) {
      if constexpr (std::is_same_v<T, float>) {
        if (tensor::is_reduced_float(t.dtype())) {
          put_le(content, tensor::reduced_float_bits(p[i], t.dtype() == DType::BFloat16));
          continue;
        }
      }
      put_le(content, p[i]);  // bool is one byte, as in TF
    }
  });
  if (!content.empty()) wire::put_delimited(out, 4, content);
  return out;
}

template <typename T> T get_le(const char* p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}

/// MakeTensorFromProto for what SerializeTensor writes (tensor_content, string_val); nullopt
/// when the bytes are no TensorProto or do not make a tensor.
std::optional<Tensor> parse_tensor_proto(std::string_view bytes) {
  wire::Reader r{bytes};
  std::optional<DType> dtype;
  tensor::Shape shape;
  std::string_view content;
  std::vector<std::string> strings;
  while (!r.done()) {
    int number, wt;
    if (!r.tag(number, wt)) return std::nullopt;
    uint64_t u;
    std::string_view s;
    if (number == 1 && wt == wire::kVarint) {
      if (!r.varint(u)) return std::nullopt;
      dtype = dtype_of_number(u);
      if (!dtype) return std::nullopt;
    } else if (number == 2 && wt == wire::kDelimited) {
      if (!r.delimited(s)) return std::nullopt;
      wire::Reader sr{s};
      while (!sr.done()) {
        int n2, wt2;
        std::string_view dim;
        if (!sr.tag(n2, wt2)) return std::nullopt;
        if (n2 != 2 || wt2 != wire::kDelimited) {
          if (!sr.skip(wt2)) return std::nullopt;
          continue;
        }
        if (!sr.delimited(dim)) return std::nullopt;
        wire::Reader dr{dim};
        int64_t size = 0;
        while (!dr.done()) {
          int n3, wt3;
          if (!dr.tag(n3, wt3)) return std::nullopt;
          if (n3 == 1 && wt3 == wire::kVarint) {
            if (!dr.varint(u)) return std::nullopt;
            size = static_cast<int64_t>(u);
          } else if (!dr.skip(wt3)) {
            return std::nullopt;
          }
        }
        if (size < 0) return std::nullopt;
        shape.push_back(size);
      }
    } else if (number == 4 && wt == wire::kDelimited) {
      if (!r.delimited(content)) return std::nullopt;
    } else if (number == 8 && wt == wire::kDelimited) {
      if (!r.delimited(s)) return std::nullopt;
      strings.emplace_back(s);
    } else if (!r.skip(wt)) {
      return std::nullopt;
    }
  }
  if (!dtype) return std::nullopt;
  const int64_t n = tensor::num_elements_of(shape);
  if (*dtype == DType::String) {
    if (static_cast<int64_t>(strings.size()) != n && !(strings.empty() && n == 0)) return std::nullopt;
    return Tensor::from_vector<std::string>(DType::String, shape, strings);
  }
  Tensor t = Tensor::zeros(*dtype, shape);
  if (content.empty()) return t;
  const std::size_t width = tensor::is_reduced_float(*dtype) ? 2 : *dtype == DType::Bool ? 1 : 0;
  bool ok = true;
  visit_numeric(*dtype, [&](auto tag) {
    using T = typename decltype(tag)::type;
    const std::size_t w = width ? width : sizeof(T);
    if (content.size() != w * static_cast<std::size_t>(n)) {
      ok = false;
      return;
    }
    T* p = t.mutable_data<T>();
    for (int64_t i = 0; i < n; ++i) {
      const char* at = content.data() + i * w;
      if constexpr (std::is_same_v<T, float>) {
        if (tensor::is_reduced_float(*dtype)) {
          p[i] = tensor::reduced_float_from_bits(get_le<uint16_t>(at), *dtype == DType::BFloat16);
          continue;
        }
      }
      if constexpr (std::is_same_v<T, bool>) p[i] = *at != 0;
      else p[i] = get_le<T>(at);
    }
  });
  if (!ok) return std::nullopt;
  return t;
}

}  // namespace

void register_parsing_ops(OpRegistry& r) {
  OpDef serialize;
  serialize.name = "SerializeTensor";
  serialize.summary = "Transforms a Tensor into a serialized TensorProto proto.";
  serialize.inputs = {arg("tensor", "T")};
  serialize.outputs = {fixed_arg("serialized", DType::String)};
  serialize.attrs = {plain_attr("T", "type")};
  serialize.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{{DType::String, TensorShape::scalar()}}; };
  serialize.kernel = +[](KernelContext& c) { return std::vector<Tensor>{Tensor::scalar_string(serialize_tensor(c.inputs[0]))}; };
  r.add(std::move(serialize));

  OpDef parse;
  parse.name = "ParseTensor";
  parse.summary = "Transforms a serialized tensorflow.TensorProto proto into a Tensor.";
  parse.inputs = {fixed_arg("serialized", DType::String)};
  parse.outputs = {arg("output", "out_type")};
  parse.attrs = {plain_attr("out_type", "type")};
  parse.shape_fn = +[](const InferenceContext& c) {
    return std::vector<OutputSpec>{{c.attr<DType>("out_type"), TensorShape::unknown()}};
  };
  parse.kernel = +[](KernelContext& c) {
    const Tensor& serialized = c.inputs[0];
    if (serialized.rank() != 0)
      throw tensor::invalid_argument("Expected `serialized` to be a scalar, got shape: " +
                                     tensor::shape_debug_string(serialized.shape()));
    const std::string& bytes = serialized.scalar<std::string>();
    std::optional<Tensor> t = parse_tensor_proto(bytes);
    if (!t) throw tensor::invalid_argument("Could not parse `serialized` as TensorProto: '" + bytes + "'");
    const DType want = c.attr<DType>("out_type");
    if (t->dtype() != want)
      throw tensor::invalid_argument("Type mismatch between parsed tensor (" + std::string(tensor::runtime_name(t->dtype())) +
                                     ") and dtype (" + std::string(tensor::runtime_name(want)) + ")");
    return std::vector<Tensor>{std::move(*t)};
  };
  r.add(std::move(parse));

  OpDef op;
  op.name = "ParseExampleV2";
  op.summary = "Transforms a vector of tf.Example protos (as strings) into typed tensors.";
  op.inputs = {fixed_arg("serialized", DType::String), fixed_arg("names", DType::String),
               fixed_arg("sparse_keys", DType::String), fixed_arg("dense_keys", DType::String),
               fixed_arg("ragged_keys", DType::String), type_list_arg("dense_defaults", "Tdense")};
  ArgDef sparse_indices = fixed_arg("sparse_indices", DType::Int64);
  sparse_indices.number_attr = "num_sparse";
  ArgDef sparse_shapes = fixed_arg("sparse_shapes", DType::Int64);
  sparse_shapes.number_attr = "num_sparse";
  op.outputs = {sparse_indices, type_list_arg("sparse_values", "sparse_types"), sparse_shapes,
                type_list_arg("dense_values", "Tdense"), type_list_arg("ragged_values", "ragged_value_types"),
                type_list_arg("ragged_row_splits", "ragged_split_types")};
  op.attrs = {plain_attr("Tdense", "list(type)"), plain_attr("num_sparse", "int"), plain_attr("sparse_types", "list(type)"),
              plain_attr("ragged_value_types", "list(type)"), plain_attr("ragged_split_types", "list(type)"),
              plain_attr("dense_shapes", "list(shape)")};
  op.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& serialized = c.input_shapes[0];
    op_def_builders::require_rank_at_most(serialized, 1);
    const bool single = serialized.has_rank() && *serialized.rank() == 0;
    const tensor::Dim batch = single || !serialized.has_rank() ? tensor::Dim{} : serialized.dim(0);
    std::vector<OutputSpec> out;
    const auto& sparse_types = c.attr<std::vector<DType>>("sparse_types");
    const int64_t cols = single ? 1 : 2;
    for (std::size_t s = 0; s < sparse_types.size(); ++s) out.push_back({DType::Int64, TensorShape(std::vector<tensor::Dim>{tensor::Dim{}, cols})});
    for (DType t : sparse_types) out.push_back({t, TensorShape(std::vector<tensor::Dim>{tensor::Dim{}})});
    for (std::size_t s = 0; s < sparse_types.size(); ++s) out.push_back({DType::Int64, TensorShape(std::vector<tensor::Dim>{cols})});
    const auto& dense_types = c.attr<std::vector<DType>>("Tdense");
    const auto& dense_shapes = c.attr<std::vector<TensorShape>>("dense_shapes");
    for (std::size_t d = 0; d < dense_types.size(); ++d) {
      TensorShape shape = dense_shapes[d];
      out.push_back({dense_types[d], single ? shape : TensorShape(std::vector<tensor::Dim>{batch}).concatenate(shape)});
    }
    return out;
  };
  op.kernel = parse_kernel;
  r.add(std::move(op));
}

}  // namespace tfplay::graph
