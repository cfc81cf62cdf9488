#include "core/tensor/tensor.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/tensor/half.h"
#include "core/tensor/op_error.h"
#include "core/tensor/word_pool.h"

namespace tfplay::tensor {

namespace {

std::size_t g_max_tensor_bytes = std::size_t(256) << 20;

// Beyond this many bytes no machine TF runs on can allocate a tensor either (1 TiB).
constexpr uint64_t kBeyondAnyMachine = uint64_t{1} << 40;

// TF's OOM message ("shape[2,3]"); tfplay's own limit is named unless TF would fail too.
std::string oom_message(const Shape& shape, DType dtype, uint64_t elements) {
  std::string dims;
  for (size_t i = 0; i < shape.size(); ++i) dims += (i ? "," : "") + std::to_string(shape[i]);
  std::string text = "OOM when allocating tensor with shape[" + dims + "] and type " + std::string(runtime_name(dtype)) +
                     " on /job:localhost/replica:0/task:0/device:CPU:0 by allocator cpu";
  if (elements <= kBeyondAnyMachine / storage_size(dtype))
    text += " (tfplay limits one tensor to " + std::to_string(g_max_tensor_bytes >> 20) + " MiB)";
  return text;
}

}  // namespace

namespace {

TensorMemoryStats g_live;
uint64_t g_next_serial = 0;

// A live buffer's place in the allocation-ordered list of live buffers.
struct BufferLink {
  uint64_t serial = g_next_serial++;
  bool released = false;
  BufferLink* prev = nullptr;
  BufferLink* next = nullptr;
  static inline BufferLink* newest = nullptr;

  BufferLink() {
    prev = newest;
    if (newest) newest->next = this;
    newest = this;
  }
  BufferLink(const BufferLink&) = delete;
  BufferLink& operator=(const BufferLink&) = delete;
  virtual ~BufferLink() {
    if (prev) prev->next = next;
    if (next) next->prev = prev;
    else newest = prev;
  }
  /// Frees the elements and leaves the live figures (the buffer object itself lives on while
  /// tensors refer to it); sets `released`.
  virtual void release() = 0;
};

}  // namespace

// Numbers live in an 8-byte aligned block; strings in their own vector. Each buffer reports
// its size to g_live for as long as it lives, and sits in a list of live buffers in
// allocation order (for release_tensors_allocated_since). The engine is single-threaded.
struct Tensor::Buffer final : BufferLink {
  PooledWords words;
  std::vector<std::string> strings;
  std::shared_ptr<Resource> resource;  // DT_RESOURCE: the state the handle refers to
  std::shared_ptr<const VariantValue> variant;  // DT_VARIANT: the value held
  int64_t bytes = 0;

  Buffer() { g_live.peak_buffers = std::max(g_live.peak_buffers, ++g_live.live_buffers); }
  // A released buffer has already left the live figures.
  ~Buffer() override {
    if (!released) release();
  }
  void account(int64_t n) {
    bytes = n;
    g_live.live_bytes += n;
    g_live.peak_bytes = std::max(g_live.peak_bytes, g_live.live_bytes);
  }
  void release() override {
    release_words(words);
    words = {};
    resource.reset();
    variant.reset();
    std::vector<std::string>().swap(strings);
    g_live.live_bytes -= bytes;
    --g_live.live_buffers;
    bytes = 0;
    released = true;
  }
};

TensorMemoryStats tensor_memory_stats() { return g_live; }
void reset_tensor_memory_peak() {
  g_live.peak_buffers = g_live.live_buffers;
  g_live.peak_bytes = g_live.live_bytes;
}

uint64_t tensor_allocation_mark() { return g_next_serial; }

int64_t release_tensors_allocated_since(uint64_t mark) {
  int64_t count = 0;
  for (BufferLink* b = BufferLink::newest; b && b->serial >= mark; b = b->prev) {
    if (b->released) continue;
    b->release();
    ++count;
  }
  return count;
}

Tensor Tensor::resource_handle(std::shared_ptr<Resource> resource) {
  auto buf = std::make_shared<Buffer>();
  buf->resource = std::move(resource);
  return Tensor(DType::Resource, {}, 1, std::move(buf));
}

const std::shared_ptr<Resource>& Tensor::resource() const {
  check_type(dtype_ == DType::Resource);
  return buf_->resource;
}

Tensor Tensor::variant(std::shared_ptr<const VariantValue> value) {
  auto buf = std::make_shared<Buffer>();
  buf->variant = std::move(value);
  return Tensor(DType::Variant, {}, 1, std::move(buf));
}

const std::shared_ptr<const VariantValue>& Tensor::variant_value() const {
  check_type(dtype_ == DType::Variant);
  return buf_->variant;
}

std::size_t max_tensor_bytes() { return g_max_tensor_bytes; }
void set_max_tensor_bytes(std::size_t bytes) { g_max_tensor_bytes = bytes; }

int64_t num_elements_of(const Shape& shape) {
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d < 0) throw invalid_argument("Dimension " + std::to_string(d) + " must be >= 0");
    if (d != 0 && n > std::numeric_limits<int64_t>::max() / d) {
      throw OpError(OpError::Code::ResourceExhausted,
                    "Shape " + shape_debug_string(shape) + " has too many elements");
    }
    n *= d;
  }
  return n;
}

int64_t add_dims_checked(const Shape& dims) {
  int64_t n = 1;
  for (int64_t d : dims) {
    if (d < 0) throw invalid_argument("Expected a non-negative size, got " + std::to_string(d));
    // MultiplyWithoutOverflow: -1 when the product passes int64.
    if (d != 0 && n > std::numeric_limits<int64_t>::max() / d) {
      throw invalid_argument("Encountered overflow when multiplying " + std::to_string(n) + " with " + std::to_string(d) +
                             ", result: -1");
    }
    n *= d;
  }
  return n;
}

int64_t make_shape_checked(const Shape& dims) {
  int64_t n = 1;
  for (int64_t d : dims) {
    if (d < 0) throw invalid_argument("Dimension " + std::to_string(d) + " must be >= 0");
    if (d != 0 && n > std::numeric_limits<int64_t>::max() / d) {
      throw invalid_argument("Shape " + shape_debug_string(dims) + " would have more than 2**63 - 1 elements");
    }
    n *= d;
  }
  return n;
}

void check_allocation(DType dtype, const Shape& shape) {
  const int64_t n = num_elements_of(shape);
  if (static_cast<uint64_t>(n) > g_max_tensor_bytes / storage_size(dtype)) {
    throw OpError(OpError::Code::ResourceExhausted, oom_message(shape, dtype, static_cast<uint64_t>(n)));
  }
}

void round_float16_inplace(float* data, int64_t n) {
  for (int64_t i = 0; i < n; ++i) data[i] = round_to_half(data[i]);
}

void round_reduced_float_inplace(DType dtype, float* data, int64_t n) {
  if (dtype == DType::Float16) {
    round_float16_inplace(data, n);
  } else if (dtype == DType::BFloat16) {
    for (int64_t i = 0; i < n; ++i) data[i] = round_to_bfloat16(data[i]);
  }
}

Tensor::Tensor() : buf_(std::make_shared<Buffer>()) {}

Tensor Tensor::zeros(DType dtype, Shape shape) { return allocate(dtype, std::move(shape), true); }

Tensor Tensor::uninitialized(DType dtype, Shape shape) {
  return allocate(dtype, std::move(shape), false);
}

Tensor Tensor::allocate(DType dtype, Shape shape, bool zero) {
  const int64_t n = num_elements_of(shape);
  const std::size_t elem = storage_size(dtype);
  // A string's payload is not counted; its header is, which bounds the element count.
  if (static_cast<uint64_t>(n) > g_max_tensor_bytes / elem) {
    throw OpError(OpError::Code::ResourceExhausted, oom_message(shape, dtype, static_cast<uint64_t>(n)));
  }
  auto buf = std::make_shared<Buffer>();
  if (dtype == DType::String) {
    buf->strings.resize(static_cast<size_t>(n));
  } else {
    const std::size_t words = std::max<std::size_t>((static_cast<std::size_t>(n) * elem + 7) / 8, 1);
    buf->words = acquire_words(words, zero);
  }
  buf->account(static_cast<int64_t>(static_cast<std::size_t>(n) * elem));
  return Tensor(dtype, std::move(shape), n, std::move(buf));
}

Tensor Tensor::scalar_bool(bool v) { return from_vector<bool>(DType::Bool, {}, {v}); }
Tensor Tensor::scalar_int32(int32_t v) { return from_vector<int32_t>(DType::Int32, {}, {v}); }
Tensor Tensor::scalar_int64(int64_t v) { return from_vector<int64_t>(DType::Int64, {}, {v}); }
Tensor Tensor::scalar_float(float v) { return from_vector<float>(DType::Float32, {}, {v}); }
Tensor Tensor::scalar_double(double v) { return from_vector<double>(DType::Float64, {}, {v}); }
Tensor Tensor::scalar_string(std::string v) {
  return from_vector<std::string>(DType::String, {}, {std::move(v)});
}

Tensor Tensor::scalar_of(DType dtype, double v) {
  switch (dtype) {
    case DType::Bool: return scalar_bool(v != 0);
    case DType::Int8: return from_vector<int8_t>(dtype, {}, {static_cast<int8_t>(v)});
    case DType::Int16: return from_vector<int16_t>(dtype, {}, {static_cast<int16_t>(v)});
    case DType::Int32: return scalar_int32(static_cast<int32_t>(v));
    case DType::Int64: return scalar_int64(static_cast<int64_t>(v));
    case DType::UInt8: return from_vector<uint8_t>(dtype, {}, {static_cast<uint8_t>(v)});
    case DType::UInt64: return from_vector<uint64_t>(dtype, {}, {static_cast<uint64_t>(v)});
    case DType::Float16:
    case DType::BFloat16: return from_vector<float>(dtype, {}, {static_cast<float>(v)});
    case DType::Float32: return scalar_float(static_cast<float>(v));
    case DType::Float64: return scalar_double(v);
    case DType::Complex64: return from_vector<std::complex<float>>(dtype, {}, {std::complex<float>(static_cast<float>(v), 0.0f)});
    case DType::Complex128: return from_vector<std::complex<double>>(dtype, {}, {std::complex<double>(v, 0.0)});
    case DType::String:
    case DType::Resource:
    case DType::Variant: break;
  }
  throw OpError(OpError::Code::Internal, "scalar_of: " + std::string(name(dtype)) + " dtype");
}

void Tensor::check_type(bool ok) const {
  if (!ok) {
    throw OpError(OpError::Code::Internal,
                  "tensor access with the wrong element type for dtype " +
                      std::string(name(dtype_)));
  }
}

const void* Tensor::raw() const {
  if (buf_->released) {
    throw OpError(OpError::Code::Internal, "a tensor was used after the run that made it ended");
  }
  if (dtype_ == DType::String) return buf_->strings.data();
  return buf_->words.data;
}

void* Tensor::raw_mutable() {
  if (buf_->released) {
    throw OpError(OpError::Code::Internal, "a tensor was used after the run that made it ended");
  }
  if (dtype_ == DType::String) return buf_->strings.data();
  return buf_->words.data;
}

Tensor Tensor::with_shape(Shape shape) const {
  const int64_t n = num_elements_of(shape);
  if (n != num_elements_) {
    throw OpError(OpError::Code::Internal, "with_shape: element count mismatch");
  }
  return Tensor(dtype_, std::move(shape), n, buf_);
}

double Tensor::as_double(int64_t i) const {
  switch (dtype_) {
    case DType::Bool: return data<bool>()[i] ? 1.0 : 0.0;
    case DType::Int8: return data<int8_t>()[i];
    case DType::Int16: return data<int16_t>()[i];
    case DType::Int32: return data<int32_t>()[i];
    case DType::Int64: return static_cast<double>(data<int64_t>()[i]);
    case DType::UInt8: return data<uint8_t>()[i];
    case DType::UInt64: return static_cast<double>(data<uint64_t>()[i]);
    case DType::Float16:
    case DType::BFloat16:
    case DType::Float32: return data<float>()[i];
    case DType::Float64: return data<double>()[i];
    case DType::Complex64:
    case DType::Complex128:
      throw OpError(OpError::Code::TfplayUnsupported,
                    "tfplay does not support this operation on " + std::string(name(dtype_)) + " tensors");
    case DType::String:
    case DType::Resource:
    case DType::Variant: break;
  }
  throw OpError(OpError::Code::Internal, "as_double on a " + std::string(name(dtype_)) + " tensor");
}

int64_t Tensor::as_int64(int64_t i) const {
  switch (dtype_) {
    case DType::Int64: return data<int64_t>()[i];
    case DType::UInt64: return static_cast<int64_t>(data<uint64_t>()[i]);
    case DType::Float16:
    case DType::Float32:
    case DType::Float64: return static_cast<int64_t>(std::trunc(as_double(i)));
    default: return static_cast<int64_t>(as_double(i));
  }
}

std::vector<int64_t> Tensor::to_int64_vector() const {
  std::vector<int64_t> out(static_cast<size_t>(num_elements_));
  for (int64_t i = 0; i < num_elements_; ++i) out[i] = as_int64(i);
  return out;
}

}  // namespace tfplay::tensor
