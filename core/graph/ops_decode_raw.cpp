// DecodeRaw and DecodePaddedRaw (TF: tensorflow/core/ops/parsing_ops.cc; kernels
// core/kernels/decode_raw_op.cc and decode_padded_raw_op.cc): the bytes of each string
// reinterpreted as elements of `out_type`, one more (innermost) dimension than the input.
// `little_endian=False` reverses each element's bytes (each half of a complex element).
#include <algorithm>
#include <complex>
#include <cstring>
#include <string>
#include <vector>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/half.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using op_def_builders::one;
using tensor::Dim;
using tensor::invalid_argument;

/// sizeof(T) of the kernel's element type (float16 is 2 bytes, bool 1).
std::size_t element_bytes(DType dt) {
  switch (dt) {
    case DType::Bool:
    case DType::Int8:
    case DType::UInt8: return 1;
    case DType::Int16:
    case DType::Float16:
    case DType::BFloat16: return 2;
    case DType::Int32:
    case DType::Float32: return 4;
    case DType::Int64:
    case DType::Float64:
    case DType::Complex64: return 8;
    case DType::Complex128: return 16;
    default: return 0;
  }
}

/// Element `i` of `out` (dtype `dt`) from the `width` bytes at `p` (host order, little-endian).
void store_element(Tensor& out, DType dt, int64_t i, const char* p) {
  if (tensor::is_reduced_float(dt)) {
    uint16_t bits;
    std::memcpy(&bits, p, 2);
    out.mutable_data<float>()[i] = tensor::reduced_float_from_bits(bits, dt == DType::BFloat16);
    return;
  }
  if (dt == DType::Bool) {
    out.mutable_data<bool>()[i] = *p != 0;
    return;
  }
  auto copy = [&](auto tag) {
    using T = typename decltype(tag)::type;
    std::memcpy(&out.mutable_data<T>()[i], p, sizeof(T));
  };
  if (tensor::is_complex(dt)) tensor::visit_complex(dt, copy);
  else tensor::visit_numeric(dt, "DecodeRaw", copy);
}

/// Fills `out` (shape input + [width]) from the strings: row r takes `row_bytes` bytes of string r
/// (shorter strings leave zeros), each element byte-reversed per `swap` bytes when `reverse`.
void decode_rows(Tensor& out, DType dt, const std::string* strings, int64_t rows, std::size_t row_bytes, bool reverse) {
  const std::size_t size = element_bytes(dt);
  const std::size_t swap = tensor::is_complex(dt) ? size / 2 : size;
  const int64_t width = static_cast<int64_t>(row_bytes / size);
  std::string bytes(row_bytes, '\0');
  for (int64_t r = 0; r < rows; ++r) {
    std::fill(bytes.begin(), bytes.end(), '\0');
    std::memcpy(bytes.data(), strings[r].data(), std::min(strings[r].size(), row_bytes));
    if (reverse && swap > 1)
      for (std::size_t at = 0; at < row_bytes; at += swap) std::reverse(bytes.begin() + at, bytes.begin() + at + swap);
    for (int64_t k = 0; k < width; ++k) store_element(out, dt, r * width + k, bytes.data() + k * size);
  }
}

// DecodeRawOp<T>::Compute: every string must have the first one's length (the error names that
// length first: "element 1 has size 5 != 6" for ["short", "longer"]); empty strings or no
// strings give a last dimension of 0.
void add_decode_raw(OpRegistry& r) {
  OpDef d = make("DecodeRaw", "Reinterpret the bytes of a string as a vector of numbers.");
  d.inputs = {fixed_arg("bytes", DType::String)};
  d.outputs = {arg("output", "out_type")};
  d.attrs = {type_attr("out_type", "float16, float32, float64, int32, uint16, uint8, int16, int8, int64, complex64, complex128, bool, bfloat16"),
             plain_attr("little_endian", "bool", true)};
  d.shape_fn = +[](const InferenceContext& c) {
    return one(c.attr<DType>("out_type"), c.input_shapes[0].concatenate(TensorShape{Dim{}}));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    const DType dt = c.attr<DType>("out_type");
    const std::string* s = in.data<std::string>();
    const int64_t n = in.num_elements();
    int64_t str_size = -1;
    for (int64_t i = 0; i < n; ++i) {
      const int64_t len = static_cast<int64_t>(s[i].size());
      if (str_size == -1) str_size = len;
      else if (str_size != len)
        throw invalid_argument("DecodeRaw requires input strings to all be the same size, but element " + num(i) +
                               " has size " + num(str_size) + " != " + num(len));
    }
    tensor::Shape shape = in.shape();
    const int64_t size = static_cast<int64_t>(element_bytes(dt));
    if (str_size <= 0) {
      shape.push_back(0);
      return std::vector<Tensor>{Tensor::zeros(dt, shape)};
    }
    if (str_size % size != 0)
      throw invalid_argument("Input to DecodeRaw has length " + num(str_size) + " that is not a multiple of " + num(size) +
                             ", the size of " + std::string(tensor::runtime_name(dt)));
    shape.push_back(str_size / size);
    Tensor out = Tensor::zeros(dt, shape);
    decode_rows(out, dt, s, n, static_cast<std::size_t>(str_size), !c.attr<bool>("little_endian"));
    return std::vector<Tensor>{std::move(out)};
  };
  r.add(std::move(d));
}

// DecodePaddedRawOp<T>::Compute: each string cut or zero-padded to `fixed_length` bytes, which
// must be a positive multiple of the element size. (With little_endian=False TF reads
// `fixed_length` bytes even past a shorter string's end; tfplay reads zeros there.)
void add_decode_padded_raw(OpRegistry& r) {
  OpDef d = make("DecodePaddedRaw", "Reinterpret the bytes of a string as a vector of numbers.");
  d.inputs = {fixed_arg("input_bytes", DType::String), fixed_arg("fixed_length", DType::Int32)};
  d.outputs = {arg("output", "out_type")};
  d.attrs = {type_attr("out_type", "float16, float32, float64, int32, uint16, uint8, int16, int8, int64, bfloat16"),
             plain_attr("little_endian", "bool", true)};
  d.shape_fn = +[](const InferenceContext& c) {
    // MakeDimForScalarInput then Divide(fixed_length, DataTypeSize(out_type), evenly_divisible).
    const DType dt = c.attr<DType>("out_type");
    const int64_t size = static_cast<int64_t>(element_bytes(dt));
    Dim width;
    if (const Tensor* v = c.input_values[1]; v && v->num_elements() == 1) {
      const int64_t fixed = v->as_int64(0);
      if (fixed % size != 0)
        throw tensor::OpValueError("Dimension size must be evenly divisible by " + num(size) + " but is " + num(fixed));
      if (fixed >= 0) width = fixed / size;
    }
    return one(dt, c.input_shapes[0].concatenate(TensorShape{width}));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    const Tensor& length = c.inputs[1];
    if (length.rank() != 0)
      throw invalid_argument("k must be scalar, got shape " + tensor::shape_debug_string(length.shape()));
    const DType dt = c.attr<DType>("out_type");
    const int64_t fixed = length.as_int64(0);
    const int64_t size = static_cast<int64_t>(element_bytes(dt));
    if (fixed % size != 0)
      throw invalid_argument("fixed_length (" + num(fixed) + ") must be a multiple of the size of out_type (" + num(size) + ")");
    if (fixed <= 0) throw invalid_argument("fixed_length (" + num(fixed) + ") must be greater than zero.");
    tensor::Shape shape = in.shape();
    shape.push_back(fixed / size);
    Tensor out = Tensor::zeros(dt, shape);
    decode_rows(out, dt, in.data<std::string>(), in.num_elements(), static_cast<std::size_t>(fixed), !c.attr<bool>("little_endian"));
    return std::vector<Tensor>{std::move(out)};
  };
  r.add(std::move(d));
}

}  // namespace

void register_decode_raw_ops(OpRegistry& r) {
  add_decode_raw(r);
  add_decode_padded_raw(r);
}

}  // namespace tfplay::graph
