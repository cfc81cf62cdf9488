// The resize kernels' shared checks and coordinate maps (TF: tensorflow/core/util/
// image_resizer_state.h and image_ops.cc's SetOutputToSizedImage), used by ops_image.cpp's
// bilinear and nearest kernels and ops_image_bicubic.cpp's bicubic ones.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/graph/op_registry.h"

namespace tfplay::graph::image_resize {

/// The attrs of ResizeBilinear, ResizeNearestNeighbor and ResizeBicubic: T (the real types but
/// uint32/uint64), align_corners and half_pixel_centers (both False by default).
std::vector<AttrDef> resize_attrs();

/// SetOutputToSizedImage: [batch, size[0], size[1], channels] of dtype `dtype`, the sizes read
/// from input `size_input` when it is constant. OpValueError for an input of rank other than 4
/// or a size that is not a 2-vector.
std::vector<OutputSpec> sized_image(const InferenceContext& c, std::size_t size_input, tensor::DType dtype);

/// CalculateResizeScale: in/out, or (in-1)/(out-1) with align_corners and out > 1.
float resize_scale(int64_t in_size, int64_t out_size, bool align_corners);

/// HalfPixelScaler ((x + 0.5) * scale - 0.5) or LegacyScaler (x * scale).
float scaled(int64_t x, float scale, bool half_pixel);

/// ImageResizerState after ValidateAndCalculateOutputSize.
struct ResizerState {
  int64_t batch, in_height, in_width, channels, out_height, out_width;
  float height_scale, width_scale;
};

/// ImageResizerState::ValidateAndCalculateOutputSize for a kernel with inputs (images [b, h, w,
/// c], size int32 [2]) and the align_corners / half_pixel_centers attrs: InvalidArgument as TF
/// words it for both attrs set, a non-4-D image, no channels, an empty image, a size that is
/// not a 2-vector or not positive.
ResizerState resizer_state(const KernelContext& c);
/// The same with the two flags given (ResizeArea has no half_pixel_centers attr).
ResizerState resizer_state(const KernelContext& c, bool align_corners, bool half_pixel_centers);

/// The gradient kernels' inputs (grads float32 [b, resized_h, resized_w, c], the original image
/// [b, h, w, c]) checked as ImageResizerGradientState and ScaleAndTranslateGradOp word it:
/// InvalidArgument for a non-4-D input_grad or original_image, or an input_grad not float.
void check_grad_inputs(const KernelContext& c);

/// ImageResizerGradientState after ValidateAndCreateOutput (ResizeBilinearGrad,
/// ResizeBicubicGrad): check_grad_inputs, both flags set, and sizes that are not positive
/// raise InvalidArgument; the scales map the original size to the resized one.
struct ResizerGradState {
  int64_t batch, channels, resized_height, resized_width, original_height, original_width;
  float height_scale, width_scale;
};
ResizerGradState resizer_grad_state(const KernelContext& c);

}  // namespace tfplay::graph::image_resize
