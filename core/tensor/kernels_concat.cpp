// ConcatV2 and Pack (TF: tensorflow/core/kernels/concat_op.cc, pack_op.cc).
#include <string>

#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::tensor {

namespace {

// Copies each input's row-block per outer index: out = [in0 rows | in1 rows | ...]. Reads only
// the inputs' element counts and data, so Pack passes its inputs without their new axis.
Tensor concat_validated(const std::vector<Tensor>& values, int axis, Shape out_shape) {
  Tensor out = Tensor::uninitialized(values[0].dtype(), out_shape);  // every element is written
  int64_t outer = 1;
  for (int d = 0; d < axis; ++d) outer *= out_shape[d];
  visit_movable(out.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* o = out.mutable_data<T>();
    std::vector<int64_t> block(values.size());
    for (size_t k = 0; k < values.size(); ++k) {
      block[k] = outer == 0 ? 0 : values[k].num_elements() / outer;
    }
    int64_t pos = 0;
    for (int64_t r = 0; r < outer; ++r) {
      for (size_t k = 0; k < values.size(); ++k) {
        const T* src = values[k].template data<T>() + r * block[k];
        for (int64_t i = 0; i < block[k]; ++i) o[pos++] = src[i];
      }
    }
  });
  return out;
}

}  // namespace

Tensor concat(const std::vector<Tensor>& values, int64_t concat_dim) {
  if (values.empty()) throw invalid_argument("ConcatOp : Expected at least one input");
  const Shape& first = values[0].shape();
  const int input_dims = values[0].rank();
  const int64_t axis = concat_dim < 0 ? concat_dim + input_dims : concat_dim;
  if (!(0 <= axis && axis < input_dims)) {
    throw invalid_argument("ConcatOp : Expected concatenating dimensions in the range [" +
                           std::to_string(-input_dims) + ", " + std::to_string(input_dims) +
                           "), but got " + std::to_string(concat_dim));
  }
  Shape out_shape = first;
  out_shape[axis] = 0;
  for (size_t i = 0; i < values.size(); ++i) {
    const Tensor& in = values[i];
    if (in.rank() != input_dims) {
      throw invalid_argument("ConcatOp : Ranks of all input tensors should match: shape[0] = " +
                             shape_debug_string(first) + " vs. shape[" + std::to_string(i) +
                             "] = " + shape_debug_string(in.shape()));
    }
    for (int j = 0; j < input_dims; ++j) {
      if (j == axis) continue;
      if (in.shape()[j] != first[j]) {
        throw invalid_argument("ConcatOp : Dimension " + std::to_string(j) +
                               " in both shapes must be equal: shape[0] = " +
                               shape_debug_string(first) + " vs. shape[" + std::to_string(i) +
                               "] = " + shape_debug_string(in.shape()));
      }
    }
    out_shape[axis] += in.shape()[axis];
  }
  return concat_validated(values, static_cast<int>(axis), std::move(out_shape));
}

Tensor pack(const std::vector<Tensor>& values, int64_t axis_attr) {
  if (values.empty()) throw invalid_argument("Pack expects at least one input");
  const int expanded = values[0].rank() + 1;
  const int64_t axis = axis_attr < 0 ? axis_attr + expanded : axis_attr;
  if (!(0 <= axis && axis < expanded)) {
    throw invalid_argument("axis = " + std::to_string(axis_attr) + " not in [" +
                           std::to_string(-expanded) + ", " + std::to_string(expanded) + ")");
  }
  for (size_t i = 0; i < values.size(); ++i) {
    if (values[i].shape() != values[0].shape()) {
      throw invalid_argument("Shapes of all inputs must match: values[0].shape = " +
                             shape_debug_string(values[0].shape()) + " != values[" +
                             std::to_string(i) + "].shape = " +
                             shape_debug_string(values[i].shape()));
    }
  }
  // Stacking is concatenating along the new axis of size 1 each input would have.
  Shape out_shape = values[0].shape();
  out_shape.insert(out_shape.begin() + axis, static_cast<int64_t>(values.size()));
  return concat_validated(values, static_cast<int>(axis), std::move(out_shape));
}

}  // namespace tfplay::tensor
