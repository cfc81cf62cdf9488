#include "core/tensor/strided.h"

#include "core/tensor/broadcast.h"
#include "core/tensor/dispatch.h"

namespace tfplay::tensor {

StridedLayout row_major_layout(const Shape& shape) { return StridedLayout{shape, row_major_strides(shape), 0}; }

bool is_row_major(const StridedLayout& layout) {
  int64_t expected = 1;
  for (int i = static_cast<int>(layout.shape.size()) - 1; i >= 0; --i) {
    const int64_t d = layout.shape[static_cast<size_t>(i)];
    if (d == 0) return true;
    if (d != 1 && layout.strides[static_cast<size_t>(i)] != expected) return false;
    expected *= d;
  }
  return true;
}

std::vector<int64_t> element_offsets(const StridedLayout& layout) {
  const int64_t n = num_elements_of(layout.shape);
  std::vector<int64_t> out;
  out.reserve(static_cast<size_t>(n));
  if (n == 0) return out;
  const int rank = static_cast<int>(layout.shape.size());
  std::vector<int64_t> idx(static_cast<size_t>(rank), 0);
  int64_t at = layout.offset;
  for (int64_t k = 0; k < n; ++k) {
    out.push_back(at);
    for (int d = rank - 1; d >= 0; --d) {
      const auto u = static_cast<size_t>(d);
      at += layout.strides[u];
      if (++idx[u] < layout.shape[u]) break;
      at -= layout.strides[u] * idx[u];
      idx[u] = 0;
    }
  }
  return out;
}

Tensor gather_offsets(const Tensor& flat, const std::vector<int64_t>& offsets, Shape shape) {
  Tensor out = Tensor::uninitialized(flat.dtype(), std::move(shape));
  visit_movable(flat.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = flat.data<T>();
    T* dst = out.mutable_data<T>();
    for (size_t i = 0; i < offsets.size(); ++i) dst[i] = src[offsets[i]];
  });
  return out;
}

Tensor read_layout(const Tensor& flat, const StridedLayout& layout) {
  if (layout.offset == 0 && num_elements_of(layout.shape) == flat.num_elements() && is_row_major(layout))
    return flat.with_shape(layout.shape);
  return gather_offsets(flat, element_offsets(layout), layout.shape);
}

void scatter_offsets(Tensor& flat, const std::vector<int64_t>& offsets, const Tensor& values) {
  visit_movable(flat.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = values.data<T>();
    T* dst = flat.mutable_data<T>();
    for (size_t i = 0; i < offsets.size(); ++i) dst[offsets[i]] = src[i];
  });
}

Tensor deep_copy(const Tensor& t) {
  Tensor out = Tensor::uninitialized(t.dtype(), t.shape());
  visit_movable(t.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = t.data<T>();
    T* dst = out.mutable_data<T>();
    for (int64_t i = 0; i < t.num_elements(); ++i) dst[i] = src[i];
  });
  return out;
}

}  // namespace tfplay::tensor
