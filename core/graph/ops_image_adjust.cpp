// The colour adjustment ops tf.image's adjust_contrast, adjust_saturation and adjust_hue run
// (tensorflow/core/ops/image_ops.cc; CPU kernels in core/kernels/image/adjust_contrast_op.cc,
// adjust_saturation_op.cc and adjust_hue_op.cc). TF registers their CPU kernels for float only;
// a float16 image is computed in float and rounded once.
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

// UnchangedShapeWithRankAtLeast(c, 3).
TensorShape at_least_rank3(const InferenceContext& c) {
  const TensorShape& in = c.input_shapes[0];
  if (in.has_rank() && *in.rank() < 3) throw OpValueError("Shape must be at least rank 3 but is rank " + num(*in.rank()));
  return in;
}

// The float kernels' input, and an output of the input's dtype holding `values`.
std::vector<float> as_floats(const Tensor& t) {
  std::vector<float> out(static_cast<std::size_t>(t.num_elements()));
  for (int64_t i = 0; i < t.num_elements(); ++i) out[static_cast<std::size_t>(i)] = static_cast<float>(t.as_double(i));
  return out;
}

Tensor from_floats(const Tensor& like, const std::vector<float>& values) {
  Tensor out = Tensor::zeros(like.dtype(), like.shape());
  std::copy(values.begin(), values.end(), out.mutable_data<float>());
  return tensor::finish_float16(std::move(out));
}

// AdjustContrastOpV2Base::Compute's checks.
void check_rank3(const Tensor& in, const Tensor& scalar, const char* what) {
  if (in.rank() < 3) throw tensor::invalid_argument("input must be at least 3-D, got shape" + tensor::shape_debug_string(in.shape()));
  if (scalar.rank() != 0) throw tensor::invalid_argument(std::string(what) + " must be scalar: " + tensor::shape_debug_string(scalar.shape()));
}

// AdjustContrastOpv2<CPUDevice, float>: per image and channel, the mean over height * width
// (summed by folding the plane in halves, as the kernel does, then scaled by 1 / image_size);
// each output is mean + factor * (x - mean).
Tensor adjust_contrast(const Tensor& in, const Tensor& factor_t) {
  check_rank3(in, factor_t, "contrast_factor");
  const auto& dims = in.shape();
  const int64_t rank = in.rank();
  const int64_t height = dims[rank - 3], width = dims[rank - 2], channels = dims[rank - 1];
  std::vector<float> x = as_floats(in);
  std::vector<float> out(x.size());
  if (x.empty()) return from_floats(in, out);
  const int64_t image_size = height * width;
  const int64_t batch = in.num_elements() / (image_size * channels);
  const int64_t plane = image_size * channels;
  const float factor = static_cast<float>(factor_t.as_double(0));
  std::vector<float> sum(static_cast<std::size_t>(plane));
  for (int64_t b = 0; b < batch; ++b) {
    const float* input = x.data() + b * plane;
    int64_t remaining = image_size;
    int round = 0;
    do {
      const int64_t right = remaining / 2, left = remaining - right;
      if (round == 0) {
        for (int64_t k = 0; k < right * channels; ++k) sum[k] = input[left * channels + k] + input[k];
        if (left > right)
          for (int64_t k = 0; k < channels; ++k) sum[right * channels + k] = input[right * channels + k];
      } else {
        for (int64_t k = 0; k < right * channels; ++k) sum[k] += sum[left * channels + k];
      }
      remaining = left;
      ++round;
    } while (remaining > 1);
    const float scaling = 1.0f / static_cast<float>(image_size);
    float* o = out.data() + b * plane;
    for (int64_t p = 0; p < image_size; ++p)
      for (int64_t k = 0; k < channels; ++k) {
        const float mean = sum[k] * scaling;
        o[p * channels + k] = mean + factor * (input[p * channels + k] - mean);
      }
  }
  return from_floats(in, out);
}

// The AdjustSaturation / AdjustHue kernels' checks: at least 3-D, a scalar, 3 channels.
void check_rgb(const Tensor& in, const Tensor& scalar, const char* what) {
  check_rank3(in, scalar, what);
  const int64_t channels = in.shape().back();
  if (channels != 3)
    throw tensor::invalid_argument("input must have 3 channels but instead has " + num(channels) + " channels.");
}

// adjust_saturation_op.cc internal::rgb_to_hsv and hsv_to_rgb (the 2.0 / 6.0 and 4.0 / 6.0
// offsets are doubles there, so the hue is summed in double and stored as float).
void saturation_rgb_to_hsv(float r, float g, float b, float& h, float& s, float& v) {
  const float vv = std::max(r, std::max(g, b));
  const float range = vv - std::min(r, std::min(g, b));
  s = vv > 0 ? range / vv : 0.0f;
  const float norm = 1.0f / (6.0f * range);
  float hh;
  if (r == vv) hh = norm * (g - b);
  else if (g == vv) hh = static_cast<float>(static_cast<double>(norm * (b - r)) + 2.0 / 6.0);
  else hh = static_cast<float>(static_cast<double>(norm * (r - g)) + 4.0 / 6.0);
  if (range <= 0.0f) hh = 0;
  if (hh < 0.0f) hh = hh + 1;
  v = vv;
  h = hh;
}

void saturation_hsv_to_rgb(float h, float s, float v, float* rgb) {
  const float c = s * v;
  const float m = v - c;
  const float dh = h * 6;
  const int category = static_cast<int>(dh);
  float fmodu = dh;
  while (fmodu <= 0) fmodu += 2.0f;
  while (fmodu >= 2.0f) fmodu -= 2.0f;
  const float x = c * (1 - std::abs(fmodu - 1));
  float rr = 0, gg = 0, bb = 0;
  switch (category) {
    case 0: rr = c, gg = x, bb = 0; break;
    case 1: rr = x, gg = c, bb = 0; break;
    case 2: rr = 0, gg = c, bb = x; break;
    case 3: rr = 0, gg = x, bb = c; break;
    case 4: rr = x, gg = 0, bb = c; break;
    case 5: rr = c, gg = 0, bb = x; break;
    default: break;
  }
  rgb[0] = rr + m;
  rgb[1] = gg + m;
  rgb[2] = bb + m;
}

// AdjustSaturationOp<CPUDevice, float>: s = clamp(s * scale, 0, 1) in HSV.
Tensor adjust_saturation(const Tensor& in, const Tensor& scale_t) {
  check_rgb(in, scale_t, "scale");
  std::vector<float> x = as_floats(in);
  std::vector<float> out(x.size());
  const float scale = static_cast<float>(scale_t.as_double(0));
  for (std::size_t p = 0; p + 2 < x.size(); p += 3) {
    float h, s, v;
    saturation_rgb_to_hsv(x[p], x[p + 1], x[p + 2], h, s, v);
    s = std::min(1.0f, std::max(0.0f, s * scale));
    saturation_hsv_to_rgb(h, s, v, &out[p]);
  }
  return from_floats(in, out);
}

// adjust_hue_op.cc internal::rgb_to_hv_range: the hue in [0, 6) and the value range.
void rgb_to_hv_range(float r, float g, float b, float& h, float& v_min, float& v_max) {
  float v_mid;
  int category;
  if (r < g) {
    if (b < r) v_max = g, v_mid = r, v_min = b, category = 1;
    else if (b > g) v_max = b, v_mid = g, v_min = r, category = 3;
    else v_max = g, v_mid = b, v_min = r, category = 2;
  } else {
    if (b < g) v_max = r, v_mid = g, v_min = b, category = 0;
    else if (b > r) v_max = b, v_mid = r, v_min = g, category = 4;
    else v_max = r, v_mid = b, v_min = g, category = 5;
  }
  if (v_max == v_min) {
    h = 0;
    return;
  }
  const float ratio = (v_mid - v_min) / (v_max - v_min);
  const bool increase = (category & 1) == 0;
  h = static_cast<float>(category) + (increase ? ratio : (1 - ratio));
}

// internal::hv_range_to_rgb.
void hv_range_to_rgb(float h, float v_min, float v_max, float* rgb) {
  const int category = static_cast<int>(h);
  float ratio = h - static_cast<float>(category);
  if ((category & 1) != 0) ratio = 1 - ratio;
  const float v_mid = v_min + ratio * (v_max - v_min);
  switch (category) {
    case 0: rgb[0] = v_max, rgb[1] = v_mid, rgb[2] = v_min; break;
    case 1: rgb[0] = v_mid, rgb[1] = v_max, rgb[2] = v_min; break;
    case 2: rgb[0] = v_min, rgb[1] = v_max, rgb[2] = v_mid; break;
    case 3: rgb[0] = v_min, rgb[1] = v_mid, rgb[2] = v_max; break;
    case 4: rgb[0] = v_mid, rgb[1] = v_min, rgb[2] = v_max; break;
    default: rgb[0] = v_max, rgb[1] = v_min, rgb[2] = v_mid; break;
  }
}

// AdjustHueOp<CPUDevice, float>: h += 6 * delta, wrapped into [0, 6).
Tensor adjust_hue(const Tensor& in, const Tensor& delta_t) {
  check_rgb(in, delta_t, "delta");
  std::vector<float> x = as_floats(in);
  std::vector<float> out(x.size());
  const float delta = static_cast<float>(delta_t.as_double(0));
  for (std::size_t p = 0; p + 2 < x.size(); p += 3) {
    float h, v_min, v_max;
    rgb_to_hv_range(x[p], x[p + 1], x[p + 2], h, v_min, v_max);
    h += delta * 6;
    while (h < 0) h += 6;
    while (h >= 6) h -= 6;
    hv_range_to_rgb(h, v_min, v_max, &out[p]);
  }
  return from_floats(in, out);
}

void add_adjust_op(OpRegistry& r, const char* name, const char* summary, const char* scalar_name,
                   Tensor (*kernel)(const Tensor&, const Tensor&), bool scalar_rank_checked) {
  OpDef d = make(name, summary);
  d.inputs = {arg("images", "T"), fixed_arg(scalar_name, DType::Float32)};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", "half, float", DType::Float32)};
  d.shape_fn = [scalar_rank_checked](const InferenceContext& c) {
    const TensorShape& s = c.input_shapes[1];
    if (scalar_rank_checked && s.has_rank() && *s.rank() != 0)
      throw OpValueError("Shape must be rank 0 but is rank " + num(*s.rank()));
    return one(c.attr<DType>("T"), at_least_rank3(c));
  };
  d.kernel = [kernel](KernelContext& c) { return std::vector<Tensor>{kernel(c.inputs[0], c.inputs[1])}; };
  r.add(std::move(d));
}

}  // namespace

void register_image_adjust_ops(OpRegistry& r) {
  add_adjust_op(r, "AdjustContrastv2", "Adjust the contrast of one or more images.", "contrast_factor", adjust_contrast, true);
  add_adjust_op(r, "AdjustSaturation", "Adjust the saturation of one or more images.", "scale", adjust_saturation, false);
  add_adjust_op(r, "AdjustHue", "Adjust the hue of one or more images.", "delta", adjust_hue, false);
}

}  // namespace tfplay::graph
