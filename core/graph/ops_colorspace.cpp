// RGBToHSV and HSVToRGB (tensorflow/core/ops/image_ops.cc ColorspaceShapeFn; kernels in
// core/kernels/image/colorspace_op.cc and colorspace_op.h): per pixel of the last dimension (3
// channels), hue in [0, 1), saturation and value, computed in the tensor's own float type.
#include <algorithm>
#include <cmath>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/dispatch.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using op_def_builders::one;
using tensor::OpValueError;

constexpr const char* kColorTypes = "half, bfloat16, float, double";

// ColorspaceShapeFn: rank >= 1 with a last dimension of 3.
TensorShape colorspace_shape(const InferenceContext& c) {
  const TensorShape& in = c.input_shapes[0];
  if (in.has_rank()) {
    if (*in.rank() < 1) throw OpValueError("Shape must be at least rank 1 but is rank " + num(*in.rank()));
    const auto last = in.as_list().back();
    if (last && *last != 3) throw OpValueError("Dimension must be 3 but is " + num(*last));
  }
  return in;
}

// The kernel's checks: at least 1-D, and 3 channels (FailedPrecondition).
void check_channels(const Tensor& in) {
  if (in.rank() < 1) throw tensor::invalid_argument("input must be at least 1D" + tensor::shape_debug_string(in.shape()));
  const int64_t channels = in.shape().back();
  if (channels != 3) {
    throw tensor::OpError(tensor::OpError::Code::FailedPrecondition,
                          "input must have 3 channels but input only has " + num(channels) + " channels.");
  }
}

// RGBToHSV<CPUDevice, T>: V = max, range = V - min, S = range / V (0 where V is 0),
// H from the channel holding the max with norm = (1 / range) * (1 / 6), 0 where range is 0,
// wrapped into [0, 1).
template <typename T> void rgb_to_hsv(const T* in, T* out, int64_t pixels) {
  const T sixth = T(1) / T(6);
  for (int64_t p = 0; p < pixels; ++p) {
    const T r = in[3 * p], g = in[3 * p + 1], b = in[3 * p + 2];
    const T v = std::max(std::max(r, g), b);
    const T range = v - std::min(std::min(r, g), b);
    const T s = v > T(0) ? range / v : T(0);
    const T norm = (T(1) / range) * sixth;
    T h = r == v ? norm * (g - b) : g == v ? norm * (b - r) + T(2) / T(6) : norm * (r - g) + T(4) / T(6);
    if (!(range > T(0))) h = T(0);
    if (h < T(0)) h = h + T(1);
    out[3 * p] = h;
    out[3 * p + 1] = s;
    out[3 * p + 2] = v;
  }
}

// HSVToRGB<CPUDevice, T>: dh = 6h; each channel (1 - s + s * d) * v with d a clamped tent of dh.
template <typename T> void hsv_to_rgb(const T* in, T* out, int64_t pixels) {
  auto clamp01 = [](T x) { return std::min(std::max(x, T(0)), T(1)); };
  for (int64_t p = 0; p < pixels; ++p) {
    const T h = in[3 * p], s = in[3 * p + 1], v = in[3 * p + 2];
    const T dh = h * T(6);
    const T dr = clamp01(std::abs(dh - T(3)) - T(1));
    const T dg = clamp01(-std::abs(dh - T(2)) + T(2));
    const T db = clamp01(-std::abs(dh - T(4)) + T(2));
    const T one_s = -s + T(1);
    out[3 * p] = (one_s + s * dr) * v;
    out[3 * p + 1] = (one_s + s * dg) * v;
    out[3 * p + 2] = (one_s + s * db) * v;
  }
}

template <bool kToHsv> Tensor convert(const Tensor& in) {
  check_channels(in);
  Tensor out = Tensor::zeros(in.dtype(), in.shape());
  const int64_t pixels = in.num_elements() / 3;
  if (in.dtype() == DType::Float64) {
    (kToHsv ? rgb_to_hsv<double> : hsv_to_rgb<double>)(in.data<double>(), out.mutable_data<double>(), pixels);
    return out;
  }
  // float16 and bfloat16 are held as float; their kernels compute in float and round once.
  (kToHsv ? rgb_to_hsv<float> : hsv_to_rgb<float>)(in.data<float>(), out.mutable_data<float>(), pixels);
  return tensor::finish_float16(std::move(out));
}

}  // namespace

void register_colorspace_ops(OpRegistry& r) {
  OpDef to_hsv = make("RGBToHSV", "Converts one or more images from RGB to HSV.");
  to_hsv.inputs = {arg("images", "T")};
  to_hsv.outputs = {arg("output", "T")};
  to_hsv.attrs = {type_attr("T", kColorTypes, DType::Float32)};
  to_hsv.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), colorspace_shape(c)); };
  to_hsv.kernel = +[](KernelContext& c) { return std::vector<Tensor>{convert<true>(c.inputs[0])}; };
  r.add(std::move(to_hsv));

  OpDef to_rgb = make("HSVToRGB", "Convert one or more images from HSV to RGB.");
  to_rgb.inputs = {arg("images", "T")};
  to_rgb.outputs = {arg("output", "T")};
  to_rgb.attrs = {type_attr("T", kColorTypes, DType::Float32)};
  to_rgb.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), colorspace_shape(c)); };
  to_rgb.kernel = +[](KernelContext& c) { return std::vector<Tensor>{convert<false>(c.inputs[0])}; };
  r.add(std::move(to_rgb));
}

}  // namespace tfplay::graph
