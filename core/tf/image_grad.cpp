// Gradients of the resize ops (TF: tensorflow/python/ops/image_grad.py): the grad ops of
// core/graph/ops_image.cpp with the forward op's align_corners and half_pixel_centers.
#include "core/tf/gradient_registry.h"

namespace tfplay::tf::grad {

using py::Ref;
using Grads = std::vector<Ref>;

void register_image_gradients() {
  // _ResizeBilinearGrad.
  register_gradient("ResizeBilinear", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("ResizeBilinearGrad", {g[0], op.inputs[0]},
                     {{"align_corners", op.attrs.at("align_corners")}, {"half_pixel_centers", op.attrs.at("half_pixel_centers")}}),
                 nullptr};
  });
  // _ResizeBicubicGrad: a gradient for float32 and float64 images only.
  register_gradient("ResizeBicubic", +[](const OpRecord& op, const Grads& g) {
    const tensor::DType t = dtype(op.inputs[0]);
    if (t != tensor::DType::Float32 && t != tensor::DType::Float64) return Grads{nullptr, nullptr};
    return Grads{gen("ResizeBicubicGrad", {g[0], op.inputs[0]},
                     {{"align_corners", op.attrs.at("align_corners")}, {"half_pixel_centers", op.attrs.at("half_pixel_centers")}}),
                 nullptr};
  });
  // _ScaleAndTranslateGrad.
  register_gradient("ScaleAndTranslate", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("ScaleAndTranslateGrad", {g[0], op.inputs[0], op.inputs[2], op.inputs[3]},
                     {{"kernel_type", op.attrs.at("kernel_type")}, {"antialias", op.attrs.at("antialias")}}),
                 nullptr, nullptr, nullptr};
  });
  // _ResizeNearestNeighborGrad: back to the input's height and width (its static shape when known).
  register_gradient("ResizeNearestNeighbor", +[](const OpRecord& op, const Grads& g) {
    const tensor::TensorShape& s = static_shape(op.inputs[0]);
    Ref size;
    if (s.has_rank() && s.as_list()[1] && s.as_list()[2]) {
      size = ints({*s.as_list()[1], *s.as_list()[2]});
    } else {
      size = gen("StridedSlice", {shape(op.inputs[0]), ints({1}), ints({3}), ints({1})},
                 {{"begin_mask", int64_t{0}}, {"end_mask", int64_t{0}}, {"ellipsis_mask", int64_t{0}},
                  {"new_axis_mask", int64_t{0}}, {"shrink_axis_mask", int64_t{0}}});
    }
    return Grads{gen("ResizeNearestNeighborGrad", {g[0], size},
                     {{"align_corners", op.attrs.at("align_corners")}, {"half_pixel_centers", op.attrs.at("half_pixel_centers")}}),
                 nullptr};
  });
}

}  // namespace tfplay::tf::grad
