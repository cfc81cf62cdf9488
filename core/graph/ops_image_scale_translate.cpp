// ScaleAndTranslate and ScaleAndTranslateGrad as scale_and_translate_op.cc computes them, with
// sampling_kernels.h's kernels: per output row and column a span of input taps whose kernel
// weights are normalized to sum 1 (the kernel widened by 1/scale when antialiasing a
// downscale); the rows are gathered first into a float intermediate, then the columns. The
// gradient gathers the incoming gradient through the transposed spans.
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "core/graph/image_resizer_state.h"
#include "core/graph/op_def_builders.h"
#include "core/graph/ops_image_resize.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using image_resize::sized_image;
using op_def_builders::make;
using op_def_builders::one;
using tensor::invalid_argument;

// The sampling kernels of sampling_kernels.h, evaluated at |x|, with their radius.
struct SamplingKernel {
  std::string type;
  float radius = 1.0f;

  float operator()(float x) const {
    x = std::abs(x);
    if (type == "lanczos1" || type == "lanczos3" || type == "lanczos5") {
      constexpr float kPI = 3.14159265359f;
      if (x > radius) return 0.0f;
      if (x <= 1e-3f) return 1.0f;
      return radius * std::sin(kPI * x) * std::sin(kPI * x / radius) / (kPI * kPI * x * x);
    }
    if (type == "gaussian") {
      const float sigma = radius / 3.0f;
      if (x >= radius) return 0.0f;
      return static_cast<float>(std::exp(static_cast<double>(-x * x) / (2.0 * sigma * sigma)));
    }
    if (type == "box") return x < 0.5f ? 1.0f : x == 0.5f ? 0.5f : 0.0f;
    if (type == "triangle") return x < 1.0f ? 1.0f - x : 0.0f;
    if (type == "keyscubic") {
      if (x >= 2.0f) return 0.0f;
      if (x >= 1.0f) return ((-0.5f * x + 2.5f) * x - 4.0f) * x + 2.0f;
      return ((1.5f * x - 2.5f) * x) * x + 1.0f;
    }
    // mitchellcubic
    if (x >= 2.0f) return 0.0f;
    if (x >= 1.0f) return (((-7.0f / 18.0f) * x + 2.0f) * x - 10.0f / 3.0f) * x + 16.0f / 9.0f;
    return (((7.0f / 6.0f) * x - 2.0f) * x) * x + 8.0f / 9.0f;
  }
};

// SamplingKernelTypeFromString and the Create*Kernel radii; InvalidArgument for another name.
SamplingKernel sampling_kernel(const std::string& type) {
  static const std::pair<const char*, float> kKernels[] = {{"lanczos1", 1.0f}, {"lanczos3", 3.0f}, {"lanczos5", 5.0f},
                                                           {"gaussian", 1.5f}, {"box", 1.0f},      {"triangle", 1.0f},
                                                           {"keyscubic", 2.0f}, {"mitchellcubic", 2.0f}};
  for (const auto& [name, radius] : kKernels)
    if (type == name) return SamplingKernel{type, radius};
  throw invalid_argument("Unrecognized kernel type: " + type);
}

struct Spans {
  int span_size = 0;
  std::vector<int32_t> starts;
  std::vector<float> weights;  // span_size per output position
};

// ComputeSpansCore.
Spans compute_spans(const SamplingKernel& kernel, int64_t output_size, int64_t input_size, float scale, float translate,
                    bool antialias) {
  const auto inv_scale = static_cast<float>(1.0 / static_cast<double>(scale));
  const float inv_translate = -inv_scale * translate;
  const float kernel_scale = antialias ? std::max(inv_scale, 1.0f) : 1.0f;
  Spans spans;
  spans.span_size = std::min(2 * static_cast<int>(std::ceil(kernel.radius * kernel_scale)) + 1, static_cast<int>(input_size));
  spans.starts.assign(static_cast<std::size_t>(output_size), 0);
  spans.weights.assign(static_cast<std::size_t>(spans.span_size * output_size), 0.0f);
  const float one_over_kernel_scale = 1.0f / kernel_scale;
  std::vector<float> temp;
  for (int64_t x = 0; x < output_size; ++x) {
    const float col_f = static_cast<float>(x) + 0.5f;
    const float sample_f = col_f * inv_scale + inv_translate;
    if (sample_f < 0 || sample_f > static_cast<float>(input_size)) continue;  // an empty span
    auto span_start = static_cast<int64_t>(std::ceil(sample_f - kernel.radius * kernel_scale - 0.5f));
    auto span_end = static_cast<int64_t>(std::floor(sample_f + kernel.radius * kernel_scale - 0.5f));
    span_start = std::clamp<int64_t>(span_start, 0, input_size - 1);
    span_end = std::clamp<int64_t>(span_end, 0, input_size - 1) + 1;
    const auto this_span = static_cast<int>(span_end - span_start);
    if (this_span > spans.span_size)
      throw tensor::OpError(tensor::OpError::Code::Internal,
                            "Span is too large: " + std::to_string(this_span) + " vs " + std::to_string(spans.span_size) + ".");
    float total = 0.0f;
    temp.clear();
    for (int64_t source = span_start; source < span_end; ++source) {
      const float pos = static_cast<float>(source) + 0.5f - sample_f;
      const float w = kernel(std::abs(pos * one_over_kernel_scale));
      total += w;
      temp.push_back(w);
    }
    if (std::abs(total) >= 1000.0f * std::numeric_limits<float>::min()) {
      const float inv_total = 1.0f / total;
      std::size_t out = static_cast<std::size_t>(spans.span_size * x);
      for (float w : temp) spans.weights[out++] = w * inv_total;
    }
    spans.starts[x] = static_cast<int32_t>(span_start);
  }
  return spans;
}

// ComputeGradSpansCore: the forward spans transposed, per input position the outputs it fed.
Spans grad_spans(const Spans& fwd, int64_t fwd_output_size, int64_t fwd_input_size) {
  struct Component {
    int index;
    float weight;
  };
  std::vector<std::vector<Component>> comps(static_cast<std::size_t>(fwd_input_size));
  for (int64_t o = 0; o < fwd_output_size; ++o) {
    int64_t input_index = fwd.starts[o];
    for (int j = 0; j < fwd.span_size; ++j, ++input_index) {
      const float w = fwd.weights[o * fwd.span_size + j];
      if (w != 0.0f && input_index < fwd_input_size) comps[input_index].push_back({static_cast<int>(o), w});
    }
  }
  Spans g;
  for (auto& c : comps) {
    if (c.empty()) continue;
    std::sort(c.begin(), c.end(), [](const Component& a, const Component& b) { return a.index < b.index; });
    g.span_size = std::max(c.back().index - c.front().index + 1, g.span_size);
  }
  g.starts.assign(static_cast<std::size_t>(fwd_input_size), 0);
  g.weights.assign(static_cast<std::size_t>(g.span_size * fwd_input_size), 0.0f);
  for (int64_t i = 0; i < fwd_input_size; ++i) {
    if (comps[i].empty()) continue;
    const int start = comps[i].front().index;
    g.starts[i] = start;
    for (const Component& c : comps[i]) g.weights[i * g.span_size + c.index - start] += c.weight;
  }
  return g;
}

// GatherSpans<CPUDevice>: GatherRows into a [out_h, in_w, c] float buffer, then GatherColumns,
// per batch; `image` is [batch, in_h, in_w, c] as float.
std::vector<float> gather_spans(const Spans& rows, const Spans& cols, const float* image, int64_t batch, int64_t in_h,
                                int64_t in_w, int64_t channels, int64_t out_h, int64_t out_w) {
  std::vector<float> out(static_cast<std::size_t>(batch * out_h * out_w * channels), 0.0f);
  std::vector<float> mid(static_cast<std::size_t>(out_h * in_w * channels));
  const int64_t in_row = in_w * channels;
  for (int64_t b = 0; b < batch; ++b) {
    const float* img = image + b * in_h * in_row;
    for (int64_t y = 0; y < out_h; ++y) {
      float* mid_row = mid.data() + y * in_row;
      std::fill(mid_row, mid_row + in_row, 0.0f);
      const int start = rows.starts[y];
      const int real = std::min(start + rows.span_size, static_cast<int>(in_h)) - start;
      for (int k = 0; k < real; ++k) {
        const float w = rows.weights[y * rows.span_size + k];
        const float* src = img + (start + k) * in_row;
        for (int64_t i = 0; i < in_row; ++i) mid_row[i] += w * src[i];
      }
    }
    float* o = out.data() + b * out_h * out_w * channels;
    for (int64_t y = 0; y < out_h; ++y)
      for (int64_t x = 0; x < out_w; ++x) {
        float* pix = o + (y * out_w + x) * channels;
        const int start = cols.starts[x];
        const int real = std::min(start + cols.span_size, static_cast<int>(in_w)) - start;
        const float* src = mid.data() + y * in_row + start * channels;
        for (int k = 0; k < real; ++k, src += channels) {
          const float w = cols.weights[x * cols.span_size + k];
          for (int64_t ch = 0; ch < channels; ++ch) pix[ch] += w * src[ch];
        }
      }
  }
  return out;
}

// GetValues: a float 2-vector input.
std::pair<float, float> pair_of(const KernelContext& c, int i) {
  const Tensor& t = c.inputs[i];
  if (t.rank() != 1) throw invalid_argument("t must be 1-dimensional" + tensor::shape_debug_string(t.shape()));
  if (t.num_elements() != 2) throw invalid_argument("t must have two elements" + tensor::shape_debug_string(t.shape()));
  return {t.data<float>()[0], t.data<float>()[1]};
}

std::pair<float, float> scales_of(const KernelContext& c) {
  const auto scale = pair_of(c, 2);
  if (!(scale.first > 0 && scale.second > 0)) throw invalid_argument("Scale must be greater than zero.");
  return scale;
}

Tensor scale_and_translate(const KernelContext& c) {
  const SamplingKernel kernel = sampling_kernel(c.attr<std::string>("kernel_type"));
  const bool antialias = c.attr<bool>("antialias");
  const Tensor& input = c.inputs[0];
  if (input.rank() != 4) throw invalid_argument("input must be 4-dimensional" + tensor::shape_debug_string(input.shape()));
  const Tensor& size = c.inputs[1];
  if (size.rank() != 1) throw invalid_argument("output_shape_t must be 1-dimensional" + tensor::shape_debug_string(size.shape()));
  if (size.num_elements() != 2) throw invalid_argument("output_shape_t must have two elements" + tensor::shape_debug_string(size.shape()));
  const int64_t out_h = size.as_int64(0), out_w = size.as_int64(1);
  const int64_t batch = input.shape()[0], in_h = input.shape()[1], in_w = input.shape()[2], channels = input.shape()[3];
  if (out_h <= 0 || out_w <= 0) throw invalid_argument("output dimensions must be positive");
  if (channels <= 0) throw invalid_argument("image must have at least one channel");
  if (in_h <= 0 || in_w <= 0) throw invalid_argument("input image must be of non-zero size");
  // The output shape (AddDimWithStatus) and its allocation come before the spans are computed.
  tensor::add_dims_checked({batch, out_h, out_w, channels});
  tensor::check_allocation(DType::Float32, {batch, out_h, out_w, channels});
  const auto [row_scale, col_scale] = scales_of(c);
  const auto [row_translation, col_translation] = pair_of(c, 3);
  const Spans cols = compute_spans(kernel, out_w, in_w, col_scale, col_translation, antialias);
  const Spans rows = compute_spans(kernel, out_h, in_h, row_scale, row_translation, antialias);
  const Tensor image = tensor::cast(input, DType::Float32);
  return Tensor::from_vector<float>(DType::Float32, {batch, out_h, out_w, channels},
                                    gather_spans(rows, cols, image.data<float>(), batch, in_h, in_w, channels, out_h, out_w));
}

Tensor scale_and_translate_grad(const KernelContext& c) {
  const SamplingKernel kernel = sampling_kernel(c.attr<std::string>("kernel_type"));
  const bool antialias = c.attr<bool>("antialias");
  image_resize::check_grad_inputs(c);
  const Tensor& grads = c.inputs[0];
  const Tensor& original = c.inputs[1];
  const int64_t batch = grads.shape()[0], channels = grads.shape()[3];
  const int64_t in_h = original.shape()[1], in_w = original.shape()[2];
  const auto [row_scale, col_scale] = scales_of(c);
  const auto [row_translation, col_translation] = pair_of(c, 3);
  const int64_t out_h = grads.shape()[1], out_w = grads.shape()[2];
  const Spans cols = grad_spans(compute_spans(kernel, out_w, in_w, col_scale, col_translation, antialias), out_w, in_w);
  const Spans rows = grad_spans(compute_spans(kernel, out_h, in_h, row_scale, row_translation, antialias), out_h, in_h);
  return Tensor::from_vector<float>(DType::Float32, {batch, in_h, in_w, channels},
                                    gather_spans(rows, cols, grads.data<float>(), batch, out_h, out_w, channels, in_h, in_w));
}

std::vector<AttrDef> scale_and_translate_attrs(const char* types) {
  return {type_attr("T", types), plain_attr("kernel_type", "string", std::string("lanczos3")), plain_attr("antialias", "bool", true)};
}

}  // namespace

void register_image_scale_and_translate_ops(OpRegistry& r) {
  OpDef op = make("ScaleAndTranslate", "Scales and translates `images` with a sampling kernel.");
  op.inputs = {arg("images", "T"), fixed_arg("size", DType::Int32), fixed_arg("scale", DType::Float32),
               fixed_arg("translation", DType::Float32)};
  op.outputs = {fixed_arg("resized_images", DType::Float32)};
  op.attrs = scale_and_translate_attrs("int8, uint8, int16, uint16, int32, int64, bfloat16, half, float, double");
  op.shape_fn = +[](const InferenceContext& c) { return sized_image(c, 1, DType::Float32); };
  op.kernel = +[](KernelContext& c) { return std::vector<Tensor>{scale_and_translate(c)}; };
  r.add(std::move(op));

  OpDef grad = make("ScaleAndTranslateGrad", "Computes the gradient of ScaleAndTranslate.");
  grad.inputs = {arg("grads", "T"), arg("original_image", "T"), fixed_arg("scale", DType::Float32),
                 fixed_arg("translation", DType::Float32)};
  grad.outputs = {arg("output", "T")};
  grad.attrs = scale_and_translate_attrs("float");
  grad.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[1]); };
  grad.kernel = +[](KernelContext& c) { return std::vector<Tensor>{scale_and_translate_grad(c)}; };
  r.add(std::move(grad));
}

}  // namespace tfplay::graph
