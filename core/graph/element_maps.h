// Element-moving helpers shared by the ops that only reorder, pick or place elements (TopKV2,
// Unique, ReverseV2, Roll, Pad, MirrorPad, GatherNd, ScatterNd, TensorScatterUpdate, ...):
// their kernels compute flat index maps in int64 and move elements of any dtype, strings
// included, through these two functions.
#pragma once

#include <cstdint>
#include <vector>

#include "core/tensor/dispatch.h"
#include "core/tensor/tensor.h"

namespace tfplay::graph {

/// `out.flat[i] = in.flat[src[i]]`, or the scalar `fill` when `src[i] < 0`. `out` has `shape`
/// and `in`'s dtype; `fill` must be given when any `src[i]` is negative.
inline tensor::Tensor gather_elements(const tensor::Tensor& in, const std::vector<int64_t>& src, tensor::Shape shape,
                                      const tensor::Tensor* fill = nullptr) {
  tensor::Tensor out = tensor::Tensor::zeros(in.dtype(), std::move(shape));
  tensor::visit_movable(in.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* x = in.data<T>();
    T* o = out.mutable_data<T>();
    const T pad = fill ? fill->data<T>()[0] : T{};
    for (std::size_t i = 0; i < src.size(); ++i) o[i] = src[i] < 0 ? pad : x[src[i]];
  });
  return out;
}

/// Row-major strides of `dims` (in elements).
inline std::vector<int64_t> strides_of(const std::vector<int64_t>& dims) {
  std::vector<int64_t> s(dims.size(), 1);
  for (int i = static_cast<int>(dims.size()) - 2; i >= 0; --i) s[i] = s[i + 1] * dims[i + 1];
  return s;
}

/// Calls f(flat index, coordinates) for every element of a tensor of shape `dims`, in order.
template <typename F> void for_each_index(const std::vector<int64_t>& dims, F&& f) {
  int64_t n = 1;
  for (int64_t d : dims) n *= d;
  // Sized by resize(), not the (n, 0) constructor: with that, GCC 12 at -O2 warns
  // (-Wfree-nonheap-object) that the inlined vector is freed at an offset.
  std::vector<int64_t> coord;
  coord.resize(dims.size());
  for (int64_t i = 0; i < n; ++i) {
    f(i, coord);
    for (int d = static_cast<int>(dims.size()) - 1; d >= 0; --d) {
      if (++coord[d] < dims[d]) break;
      coord[d] = 0;
    }
  }
}

}  // namespace tfplay::graph
