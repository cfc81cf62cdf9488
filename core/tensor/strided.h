// NumPy's memory model for arrays that view one buffer: an element offset plus a shape and a
// stride per dimension (numpy/_core/include/numpy/ndarraytypes.h, PyArrayObject's data,
// dimensions and strides; here in elements rather than bytes). Basic slicing, transposes and
// reshapes of contiguous arrays are new layouts over the same flat buffer; these helpers
// read such a layout out as a dense tensor and write values through it.
#pragma once

#include <cstdint>
#include <vector>

#include "core/tensor/tensor.h"

namespace tfplay::tensor {

/// Element i0, i1, ... of the view lives at offset + i0 * strides[0] + i1 * strides[1] + ...
/// in the flat buffer. Strides may be negative (a[::-1]) or 0 (broadcast views).
struct StridedLayout {
  Shape shape;
  std::vector<int64_t> strides;
  int64_t offset = 0;
};

/// The C-order (row-major, contiguous) layout of `shape` at offset 0.
StridedLayout row_major_layout(const Shape& shape);
/// True when the layout walks its elements in row-major order with no gaps (NumPy's
/// C_CONTIGUOUS flag: strides of size-1 dimensions do not matter).
bool is_row_major(const StridedLayout& layout);
/// The flat-buffer offset of every element of `layout`, in row-major order.
std::vector<int64_t> element_offsets(const StridedLayout& layout);
/// A dense row-major tensor of the elements `layout` selects from the 1-D `flat` buffer: a
/// view sharing the buffer when the layout covers all of it in order, else a copy.
Tensor read_layout(const Tensor& flat, const StridedLayout& layout);
/// A tensor of `shape` holding flat[offsets[i]] (a copy).
Tensor gather_offsets(const Tensor& flat, const std::vector<int64_t>& offsets, Shape shape);
/// flat[offsets[i]] = values[i] for every i, in order (a repeated offset keeps the last value).
/// `values` has flat's dtype and offsets.size() elements. Writes `flat`'s buffer in place:
/// the caller owns it alone (see Tensor::buffer_is_shared).
void scatter_offsets(Tensor& flat, const std::vector<int64_t>& offsets, const Tensor& values);
/// A new buffer with the same elements (a deep copy; for copy-on-write).
Tensor deep_copy(const Tensor& t);

}  // namespace tfplay::tensor
