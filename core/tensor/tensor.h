// A dense, immutable tensor value (TF's C++ `tensorflow::Tensor`, eager `EagerTensor`).
//
// A Tensor is a dtype, a concrete shape and a shared, reference-counted buffer. Copies share
// the buffer; no kernel mutates a buffer once it has returned it. Shape-only ops (Reshape,
// ExpandDims, Squeeze, Identity) return views that share it. The one writer is a NumPy array
// (core/tensor/strided.h), which copies a buffer anyone else holds before writing it.
//
// Element storage by dtype: Bool -> bool, Int8 -> int8_t, Int16 -> int16_t,
// Int32 -> int32_t, Int64 -> int64_t, UInt8 -> uint8_t, UInt64 -> uint64_t, Float16 -> float
// (rounded to half precision), Float32 -> float, Float64 -> double, String -> std::string (raw
// bytes).
#pragma once

#include <cstddef>
#include <cstdint>
#include <complex>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "core/tensor/dtype.h"
#include "core/tensor/tensor_shape.h"

namespace tfplay::tensor {

/// State a DT_RESOURCE tensor refers to (TF's ResourceBase): a variable's storage, a summary
/// writer. Kernels downcast to the kind they expect.
struct Resource {
  virtual ~Resource() = default;
  /// TF's ResourceBase::DebugString / the type name in lookup errors ("tensorflow::Var").
  virtual std::string type_name() const = 0;
};

/// The value a DT_VARIANT scalar holds (TF's Variant): an Optional's components, say. Immutable.
struct VariantValue {
  virtual ~VariantValue() = default;
  /// TF's Variant::TypeName ("tensorflow::data::Optional").
  virtual std::string type_name() const = 0;
};

/// A concrete shape: every dimension known.
using Shape = std::vector<int64_t>;

/// The C++ element type that stores `DT` (see file comment).
template <DType DT> struct StorageOf;
template <> struct StorageOf<DType::Bool> { using type = bool; };
template <> struct StorageOf<DType::Int8> { using type = int8_t; };
template <> struct StorageOf<DType::Int16> { using type = int16_t; };
template <> struct StorageOf<DType::Int32> { using type = int32_t; };
template <> struct StorageOf<DType::Int64> { using type = int64_t; };
template <> struct StorageOf<DType::UInt8> { using type = uint8_t; };
template <> struct StorageOf<DType::UInt64> { using type = uint64_t; };
template <> struct StorageOf<DType::Float16> { using type = float; };
template <> struct StorageOf<DType::BFloat16> { using type = float; };
template <> struct StorageOf<DType::Float32> { using type = float; };
template <> struct StorageOf<DType::Float64> { using type = double; };
template <> struct StorageOf<DType::String> { using type = std::string; };
template <> struct StorageOf<DType::Complex64> { using type = std::complex<float>; };
template <> struct StorageOf<DType::Complex128> { using type = std::complex<double>; };
template <DType DT> using storage_t = typename StorageOf<DT>::type;

/// True when T is the storage type of dt (float serves both Float16 and Float32).
template <typename T> bool stores(DType dt);

/// The per-tensor size cap (default 256 MiB). Allocations beyond it throw
/// OpError(ResourceExhausted). The cap keeps a runaway program from freezing the page.
std::size_t max_tensor_bytes();
void set_max_tensor_bytes(std::size_t bytes);

/// Tensor buffers alive right now and the bytes they hold (element storage; a string tensor
/// counts its std::string headers, not their payloads). A cheap counter for leak tests and
/// the memory figures: every buffer adds itself on allocation and removes itself when freed.
struct TensorMemoryStats {
  int64_t live_buffers = 0;
  int64_t live_bytes = 0;
  int64_t peak_buffers = 0;  ///< the most live_buffers since the last reset_tensor_memory_peak()
  int64_t peak_bytes = 0;    ///< the most live_bytes since then
};
TensorMemoryStats tensor_memory_stats();
/// Starts a new peak measurement from the current live figures.
void reset_tensor_memory_peak();

/// A point in the sequence of tensor buffer allocations.
uint64_t tensor_allocation_mark();
/// Frees the storage of every buffer allocated since `mark` that is still alive, and returns
/// how many there were. A session calls it when a run ends: the interpreter counts references,
/// so objects in reference cycles (`a.me = a`, a list holding itself) outlive the run, and
/// without this the tensors they hold would too. A tensor whose storage was released throws
/// OpError(Internal) on element access instead of reading freed memory.
int64_t release_tensors_allocated_since(uint64_t mark);

/// Number of elements of a concrete shape; throws InvalidArgument on negative dims and
/// ResourceExhausted on overflow.
int64_t num_elements_of(const Shape& shape);

/// TensorShape::AddDimWithStatus, one dimension after another, for the kernels that build
/// their output shape that way from user values (Pad, Tile, the image resizers): the element
/// count, or InvalidArgument "Expected a non-negative size, got D" / "Encountered overflow when
/// multiplying N with D, result: -1" where TF's check fails.
int64_t add_dims_checked(const Shape& dims);

/// TensorShapeUtils::MakeShape (Fill, the random ops' shape input): the element count, or
/// InvalidArgument "Dimension D must be >= 0" / "Shape [..] would have more than 2**63 - 1
/// elements".
int64_t make_shape_checked(const Shape& dims);

/// Throws the ResourceExhausted OOM error that allocating (dtype, shape) would, without
/// allocating: for kernels that build per-element index maps before their output.
void check_allocation(DType dtype, const Shape& shape);

class Tensor {
 public:
  /// An empty float32 tensor of shape [0] (exists so Tensors can live in containers).
  Tensor();

  /// A new tensor with zero-initialised elements (empty strings for String).
  /// Throws OpError(ResourceExhausted) beyond max_tensor_bytes().
  static Tensor zeros(DType dtype, Shape shape);
  /// Like zeros() but numeric elements are left unspecified (strings are empty): for kernels
  /// that write every element, which then skip a pass over the output.
  static Tensor uninitialized(DType dtype, Shape shape);

  /// From a flat row-major vector; `values.size()` must equal the shape's element count.
  /// T must be the storage type of dtype (Float16 values are rounded to half precision).
  template <typename T> static Tensor from_vector(DType dtype, Shape shape, std::vector<T> values);

  /// Scalars with the natural dtype of the C++ type.
  static Tensor scalar_bool(bool v);
  static Tensor scalar_int32(int32_t v);
  static Tensor scalar_int64(int64_t v);
  static Tensor scalar_float(float v);
  static Tensor scalar_double(double v);
  static Tensor scalar_string(std::string v);
  /// A scalar of any numeric/bool dtype from a double (rounded/truncated as a C++ cast would).
  static Tensor scalar_of(DType dtype, double v);
  /// A scalar DT_RESOURCE handle to `resource`; copies of the handle share the resource.
  static Tensor resource_handle(std::shared_ptr<Resource> resource);
  /// The resource of a DT_RESOURCE tensor (OpError(Internal) for other dtypes).
  const std::shared_ptr<Resource>& resource() const;
  /// A scalar DT_VARIANT tensor holding `value`.
  static Tensor variant(std::shared_ptr<const VariantValue> value);
  /// The value of a DT_VARIANT tensor (OpError(Internal) for other dtypes).
  const std::shared_ptr<const VariantValue>& variant_value() const;

  DType dtype() const { return dtype_; }
  const Shape& shape() const { return shape_; }
  int rank() const { return static_cast<int>(shape_.size()); }
  int64_t num_elements() const { return num_elements_; }
  /// The shape as a (fully defined) TensorShape.
  TensorShape tensor_shape() const { return TensorShape(shape_); }

  /// Read access; throws OpError(Internal) if T is not the storage type of dtype().
  template <typename T> const T* data() const;
  /// Write access, for the kernel that just created this tensor (before anyone shares it).
  template <typename T> T* mutable_data();
  /// The single element of a one-element tensor (any rank).
  template <typename T> const T& scalar() const;

  /// A view of the same buffer with another shape of the same element count.
  Tensor with_shape(Shape shape) const;
  bool shares_buffer_with(const Tensor& other) const { return buf_ == other.buf_; }
  /// True when another Tensor holds this buffer too: a NumPy array writes its buffer in
  /// place only when it holds it alone, and copies it first otherwise (copy-on-write).
  bool buffer_is_shared() const { return buf_.use_count() > 1; }

  /// Element i converted to double (numeric and bool dtypes only).
  double as_double(int64_t i) const;
  /// Element i converted to int64 (integer and bool dtypes; floats truncate).
  int64_t as_int64(int64_t i) const;
  /// All elements as int64 (integer dtypes): used for shape/axis arguments.
  std::vector<int64_t> to_int64_vector() const;

 private:
  struct Buffer;
  static Tensor allocate(DType dtype, Shape shape, bool zero);
  Tensor(DType dtype, Shape shape, int64_t n, std::shared_ptr<Buffer> buf)
      : dtype_(dtype), shape_(std::move(shape)), num_elements_(n), buf_(std::move(buf)) {}
  void check_type(bool ok) const;
  const void* raw() const;
  void* raw_mutable();

  DType dtype_ = DType::Float32;
  Shape shape_{0};
  int64_t num_elements_ = 0;
  std::shared_ptr<Buffer> buf_;
};

// ---- template definitions ------------------------------------------------------------------

template <typename T> bool stores(DType dt) {
  switch (dt) {
    case DType::Bool: return std::is_same_v<T, bool>;
    case DType::Int8: return std::is_same_v<T, int8_t>;
    case DType::Int16: return std::is_same_v<T, int16_t>;
    case DType::Int32: return std::is_same_v<T, int32_t>;
    case DType::Int64: return std::is_same_v<T, int64_t>;
    case DType::UInt8: return std::is_same_v<T, uint8_t>;
    case DType::UInt64: return std::is_same_v<T, uint64_t>;
    case DType::Float16:
    case DType::BFloat16:
    case DType::Float32: return std::is_same_v<T, float>;
    case DType::Float64: return std::is_same_v<T, double>;
    case DType::String: return std::is_same_v<T, std::string>;
    case DType::Complex64: return std::is_same_v<T, std::complex<float>>;
    case DType::Complex128: return std::is_same_v<T, std::complex<double>>;
    case DType::Resource:  // no elements: see resource()
    case DType::Variant: return false;  // see variant_value()
  }
  return false;
}

template <typename T> const T* Tensor::data() const {
  check_type(stores<T>(dtype_));
  return static_cast<const T*>(raw());
}

template <typename T> T* Tensor::mutable_data() {
  check_type(stores<T>(dtype_));
  return static_cast<T*>(raw_mutable());
}

template <typename T> const T& Tensor::scalar() const {
  check_type(stores<T>(dtype_) && num_elements_ == 1);
  return *static_cast<const T*>(raw());
}

void round_float16_inplace(float* data, int64_t n);
/// Rounds float storage to `dtype`'s precision: float16 or bfloat16 (no-op for other dtypes).
void round_reduced_float_inplace(DType dtype, float* data, int64_t n);

template <typename T> Tensor Tensor::from_vector(DType dtype, Shape shape, std::vector<T> values) {
  Tensor t = zeros(dtype, std::move(shape));
  t.check_type(stores<T>(dtype) && static_cast<int64_t>(values.size()) == t.num_elements_);
  T* out = t.mutable_data<T>();
  for (size_t i = 0; i < values.size(); ++i) out[i] = std::move(values[i]);
  if constexpr (std::is_same_v<T, float>) {
    round_reduced_float_inplace(dtype, out, t.num_elements_);
  }
  return t;
}

}  // namespace tfplay::tensor
