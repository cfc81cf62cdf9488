// NumPy indexing of tfplay's ndarrays (numpy/_core/src/multiarray/mapping.c): basic indexing
// (integers, slices, Ellipsis, None) gives views sharing the array's memory; advanced indexing
// (integer and boolean arrays) gives copies on read and writes through on assignment.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/python/object.h"
#include "core/tensor/strided.h"
#include "core/tf/numpy_array.h"

namespace tfplay::tf::np {

/// Where a[key] lives in a's memory.
struct IndexTarget {
  /// Basic indexing: a view with this layout over a's storage.
  bool is_view = true;
  tensor::StridedLayout layout;
  /// Advanced indexing: the result's shape and the flat storage offset of each of its elements.
  tensor::Shape shape;
  std::vector<int64_t> offsets;
  /// Every dimension taken by an integer: a[i, j] is a NumPy scalar, not a 0-d view.
  bool scalar = false;
  /// With defer_bounds: the IndexError an out-of-bounds index array raises (NumPy checks index
  /// arrays while iterating, after they broadcast and after an assignment's value has been
  /// checked); offsets are then unusable.
  std::string bounds_error;

  const tensor::Shape& result_shape() const { return is_view ? layout.shape : shape; }
  std::vector<int64_t> element_offsets() const;
};

/// Resolves `key` against `a`. Raises NumPy's IndexErrors: "index 5 is out of bounds for axis 0
/// with size 4", "too many indices for array: array is 1-dimensional, but 2 were indexed",
/// "shape mismatch: indexing arrays could not be broadcast together with shapes (2,) (3,) ",
/// "boolean index did not match indexed array along axis 0; size of axis is 4 but size of
/// corresponding boolean axis is 2", "arrays used as indices must be of integer (or boolean) type".
IndexTarget resolve_index(const NumpyArrayObject& a, const py::Ref& key, bool defer_bounds = false);

/// A view of `a` (an ndarray) with another layout; its base is a's base, else a.
py::Ref make_view(const py::Ref& a, tensor::StridedLayout layout);

/// ndarray.__getitem__.
py::Ref getitem(const py::Ref& a, const py::Ref& key);
/// ndarray.__setitem__: the value is converted to a's dtype as NumPy does (Python floats into
/// integer arrays truncate; "cannot convert float NaN to integer"; "Python integer 300 out of
/// bounds for int8") and broadcast to the target ("could not broadcast input array from shape
/// (3,) into shape (2,)").
void setitem(const py::Ref& a, const py::Ref& key, const py::Ref& value);

/// `value` converted for assignment into an array of `dtype` (setitem, fill, np.full).
tensor::Tensor assignment_value(const py::Ref& value, tensor::DType dtype);
/// Writes `values` (a's dtype, broadcastable to `shape`) at the flat storage `offsets`, copying a
/// storage buffer another tensor holds first (copy-on-write). Raises NotImplementedError for an
/// array aliasing a tf.Tensor's memory.
void write_elements(NumpyArrayObject& a, const std::vector<int64_t>& offsets, const tensor::Shape& shape,
                    const tensor::Tensor& values);
/// Writes `values` into every element of `a`.
void write_all(NumpyArrayObject& a, const tensor::Tensor& values);

/// ndarray.reshape to `shape` (same size): a view when the layout allows one (always for
/// C-contiguous arrays), else a view of a C-ordered copy, as PyArray_Newshape does.
py::Ref reshape_array(const py::Ref& a, const tensor::Shape& shape);

/// The NumPy reshape of a layout without copying (_attempt_nocopy_reshape in shape.c), or
/// false when the elements cannot be viewed in that shape.
bool reshape_layout(const tensor::StridedLayout& from, const tensor::Shape& to, tensor::StridedLayout& out);

}  // namespace tfplay::tf::np
