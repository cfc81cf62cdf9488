// The resize kernels' shared checks and coordinate maps (image_resizer_state.h).
#include "core/graph/image_resizer_state.h"

#include "core/graph/op_def_builders.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph::image_resize {

using op_def_builders::num;
using op_def_builders::one;
using tensor::Dim;
using tensor::DType;
using tensor::invalid_argument;
using tensor::OpValueError;
using tensor::Tensor;
using tensor::TensorShape;

namespace {
constexpr const char* kResizeTypes = "int8, uint8, int16, uint16, int32, int64, half, float, double, bfloat16";
}  // namespace

std::vector<AttrDef> resize_attrs() {
  return {type_attr("T", kResizeTypes), plain_attr("align_corners", "bool", false), plain_attr("half_pixel_centers", "bool", false)};
}

// SetOutputToSizedImage: [batch, size[0], size[1], channels], the sizes from a constant input.
std::vector<OutputSpec> sized_image(const InferenceContext& c, std::size_t size_input, DType dtype) {
  const TensorShape& in = c.input_shapes[0];
  if (in.has_rank() && *in.rank() != 4) throw OpValueError("Shape must be rank 4 but is rank " + num(*in.rank()));
  const TensorShape& size = c.input_shapes[size_input];
  if (size.has_rank() && *size.rank() != 1) throw OpValueError("Shape must be rank 1 but is rank " + num(*size.rank()));
  if (size.has_rank() && size.as_list()[0] && *size.as_list()[0] != 2)
    throw OpValueError("Dimension must be 2 but is " + num(*size.as_list()[0]));
  Dim batch, channels, height, width;
  if (in.has_rank()) {
    batch = in.as_list()[0];
    channels = in.as_list()[3];
  }
  if (const Tensor* v = c.input_values[size_input]) {
    height = Dim(v->as_int64(0));
    width = Dim(v->as_int64(1));
  }
  return one(dtype, TensorShape({batch, height, width, channels}));
}

// CalculateResizeScale.
float resize_scale(int64_t in_size, int64_t out_size, bool align_corners) {
  return (align_corners && out_size > 1) ? static_cast<float>(in_size - 1) / static_cast<float>(out_size - 1)
                                         : static_cast<float>(in_size) / static_cast<float>(out_size);
}

// ImageResizerState::ValidateAndCalculateOutputSize.
ResizerState resizer_state(const KernelContext& c) {
  return resizer_state(c, c.attr<bool>("align_corners"), c.attr<bool>("half_pixel_centers"));
}

ResizerState resizer_state(const KernelContext& c, bool align, bool half) {
  if (half && align) throw invalid_argument("If half_pixel_centers is True, align_corners must be False.");
  const Tensor& in = c.inputs[0];
  if (in.rank() != 4) throw invalid_argument("input must be 4-dimensional" + tensor::shape_debug_string(in.shape()));
  ResizerState s{};
  s.batch = in.shape()[0];
  s.channels = in.shape()[3];
  if (s.channels <= 0) throw invalid_argument("image must have at least one channel");
  if (in.shape()[1] <= 0 || in.shape()[2] <= 0) throw invalid_argument("input image must be of non-zero size");
  s.in_height = in.shape()[1];
  s.in_width = in.shape()[2];
  const Tensor& size = c.inputs[1];
  if (size.rank() != 1) throw invalid_argument("shape_t must be 1-dimensional" + tensor::shape_debug_string(size.shape()));
  if (size.num_elements() != 2) throw invalid_argument("shape_t must have two elements" + tensor::shape_debug_string(size.shape()));
  s.out_height = size.as_int64(0);
  s.out_width = size.as_int64(1);
  if (s.out_height <= 0 || s.out_width <= 0) throw invalid_argument("output dimensions must be positive");
  s.height_scale = resize_scale(s.in_height, s.out_height, align);
  s.width_scale = resize_scale(s.in_width, s.out_width, align);
  // ValidateAndCreateOutput: "Guard against shape overflow" with AddDimWithStatus.
  tensor::add_dims_checked({s.batch, s.out_height, s.out_width, s.channels});
  return s;
}

void check_grad_inputs(const KernelContext& c) {
  const Tensor& grads = c.inputs[0];
  const Tensor& original = c.inputs[1];
  if (grads.rank() != 4) throw invalid_argument("input_grad must be 4-dimensional" + tensor::shape_debug_string(grads.shape()));
  if (grads.dtype() != DType::Float32) throw invalid_argument("input_grad must be of type float" + std::string(tensor::name(grads.dtype())));
  if (original.rank() != 4) throw invalid_argument("original_image must be 4-dimensional" + tensor::shape_debug_string(original.shape()));
}

ResizerGradState resizer_grad_state(const KernelContext& c) {
  const bool align = c.attr<bool>("align_corners"), half = c.attr<bool>("half_pixel_centers");
  if (half && align) throw invalid_argument("If half_pixel_centers is True, align_corners must be False.");
  check_grad_inputs(c);
  const Tensor& grads = c.inputs[0];
  const Tensor& original = c.inputs[1];
  ResizerGradState s{};
  s.batch = grads.shape()[0];
  s.channels = grads.shape()[3];
  s.resized_height = grads.shape()[1];
  s.resized_width = grads.shape()[2];
  s.original_height = original.shape()[1];
  s.original_width = original.shape()[2];
  if (s.resized_height <= 0 || s.resized_width <= 0) throw invalid_argument("resized dimensions must be positive");
  if (s.original_height <= 0 || s.original_width <= 0) throw invalid_argument("original dimensions must be positive");
  s.height_scale = resize_scale(s.original_height, s.resized_height, align);
  s.width_scale = resize_scale(s.original_width, s.resized_width, align);
  return s;
}

// HalfPixelScaler / LegacyScaler.
float scaled(int64_t x, float scale, bool half_pixel) {
  return half_pixel ? (static_cast<float>(x) + 0.5f) * scale - 0.5f : static_cast<float>(x) * scale;
}

}  // namespace tfplay::graph::image_resize
