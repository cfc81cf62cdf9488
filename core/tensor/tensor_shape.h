// A possibly-partial shape: Python's `tf.TensorShape` (tensorflow/python/framework/tensor_shape.py).
//
// A shape has unknown rank, or a known rank with each dimension known (>= 0) or unknown (None).
// Concrete tensors carry a plain `std::vector<int64_t>` instead (see tensor.h); TensorShape is for
// symbolic tensors, TensorSpecs, trace types and shape inference.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tfplay::tensor {

/// One dimension: a size, or nullopt for "unknown" (Python None).
using Dim = std::optional<int64_t>;

class TensorShape {
 public:
  /// Unknown rank: `TensorShape(None)`.
  TensorShape() = default;
  /// Known rank, dims possibly unknown: `TensorShape([None, 2])`.
  explicit TensorShape(std::vector<Dim> dims) : dims_(std::move(dims)) {}
  /// Fully-defined shape from concrete sizes.
  explicit TensorShape(const std::vector<int64_t>& dims);
  TensorShape(std::initializer_list<Dim> dims) : dims_(std::vector<Dim>(dims)) {}

  static TensorShape unknown() { return TensorShape(); }
  static TensorShape unknown_with_rank(int rank) { return TensorShape(std::vector<Dim>(rank)); }
  static TensorShape scalar() { return TensorShape(std::vector<Dim>{}); }

  bool has_rank() const { return dims_.has_value(); }
  /// The rank, or nullopt when unknown (Python `shape.rank`).
  std::optional<int> rank() const;
  /// The dims; throws OpValueError "as_list() is not defined on an unknown TensorShape."
  /// when the rank is unknown (tensor_shape.py as_list).
  const std::vector<Dim>& as_list() const;
  /// Dimension i (negative counts from the end); requires known rank and a valid index.
  Dim dim(int i) const;

  bool is_fully_defined() const;
  /// Product of the dims when fully defined.
  std::optional<int64_t> num_elements() const;
  /// Concrete sizes; requires is_fully_defined().
  std::vector<int64_t> concrete() const;

  /// TF: same rank (or either unknown) and each dim pair equal or either unknown.
  bool is_compatible_with(const TensorShape& other) const;
  /// TF TraceType subtyping: `other` unknown rank, or same rank with each dim equal to
  /// other's or other's dim None (tensor_shape.py TensorShape.is_subtype_of).
  bool is_subtype_of(const TensorShape& other) const;
  /// Same rank: keep equal dims, None elsewhere; any rank mismatch or unknown rank ->
  /// unknown rank (tensor_shape.py most_specific_common_supertype).
  TensorShape most_specific_common_supertype(const std::vector<TensorShape>& others) const;
  /// Combines the information of two compatible shapes; throws OpValueError
  /// "Shapes (2,) and (3,) are not compatible" otherwise (tensor_shape.py merge_with).
  TensorShape merge_with(const TensorShape& other) const;
  /// Appends the dims of `other` (unknown if either rank is unknown).
  TensorShape concatenate(const TensorShape& other) const;

  /// Python `str(shape)`: `<unknown>`, `()`, `(3,)`, `(None, 2)`.
  std::string str() const;
  /// Python `repr(shape)`: `TensorShape(None)`, `TensorShape([])`, `TensorShape([None, 2])`.
  std::string repr() const;
  /// The C++ shape-inference text used in graph error messages
  /// (InferenceContext::DebugString): `?`, `[]`, `[2,?]`.
  std::string debug_string() const;

  /// Structural equality (Python `==` compares the dim lists, None == None).
  bool operator==(const TensorShape& other) const { return dims_ == other.dims_; }
  bool operator!=(const TensorShape& other) const { return !(*this == other); }

 private:
  std::optional<std::vector<Dim>> dims_;
};

/// The C++ TensorShape::DebugString of a concrete shape, as used by kernel errors:
/// `[2,3]`, `[]` (tensorflow/core/framework/tensor_shape.cc).
std::string shape_debug_string(const std::vector<int64_t>& dims);

}  // namespace tfplay::tensor
