// ResizeBicubic and its gradient as resize_bicubic_op.cc computes them: per output row and
// column four taps with weights from the cubic coefficient table, the column interpolation of
// each row tap first, then the row interpolation, both in float.
#include "core/graph/ops_image_resize.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "core/graph/image_resizer_state.h"
#include "core/graph/op_def_builders.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using image_resize::resize_attrs;
using image_resize::resize_scale;
using image_resize::resizer_state;
using image_resize::ResizerGradState;
using image_resize::resizer_grad_state;
using image_resize::ResizerState;
using image_resize::scaled;
using image_resize::sized_image;
using op_def_builders::make;
using op_def_builders::one;
using tensor::invalid_argument;

constexpr int64_t kTableSize = 1 << 10;

// InitCoeffsTable(a): entry i holds the kernel at i / kTableSize and at 1 + i / kTableSize.
std::vector<float> coeffs_table(double a) {
  std::vector<float> t(static_cast<std::size_t>((kTableSize + 1) * 2));
  for (int64_t i = 0; i <= kTableSize; ++i) {
    float x = static_cast<float>(static_cast<double>(i) * 1.0 / kTableSize);
    t[i * 2] = static_cast<float>(((a + 2) * x - (a + 3)) * x * x + 1);
    x += 1.0f;
    t[i * 2 + 1] = static_cast<float>(((a * x - 5 * a) * x + 8 * a) * x - 4 * a);
  }
  return t;
}

// GetCoeffsTable: Keys's a = -0.5 with half-pixel centres, the legacy -0.75 otherwise (TF
// builds both from a float a).
const std::vector<float>& table(bool keys_cubic) {
  static const std::vector<float> keys = coeffs_table(-0.5f);
  static const std::vector<float> legacy = coeffs_table(-0.75f);
  return keys_cubic ? keys : legacy;
}

int64_t bound(int64_t val, int64_t limit) { return std::min(limit - 1, std::max(int64_t{0}, val)); }

struct Taps {
  std::array<float, 4> weight;
  std::array<int64_t, 4> index;
};

// GetWeightsAndIndices.
Taps taps(float scale, int64_t out_loc, int64_t limit, bool half_pixel) {
  const float in_loc_f = scaled(out_loc, scale, half_pixel);
  const auto in_loc = static_cast<int64_t>(std::floor(in_loc_f));
  const float delta = in_loc_f - static_cast<float>(in_loc);
  const int64_t offset = std::lrint(delta * kTableSize);
  const std::vector<float>& t = table(half_pixel);
  const std::array<float, 4> w = {t[offset * 2 + 1], t[offset * 2], t[(kTableSize - offset) * 2],
                                  t[(kTableSize - offset) * 2 + 1]};
  Taps out{};
  for (int k = 0; k < 4; ++k) out.index[k] = bound(in_loc - 1 + k, limit);
  if (!half_pixel) {
    out.weight = w;
    return out;
  }
  // Taps outside the image weigh 0 and the rest are renormalized (as scale_and_translate does).
  for (int k = 0; k < 4; ++k) out.weight[k] = out.index[k] == in_loc - 1 + k ? w[k] : 0.0f;
  const float sum = out.weight[0] + out.weight[1] + out.weight[2] + out.weight[3];
  if (std::abs(sum) >= 1000.0f * std::numeric_limits<float>::min()) {
    const float inv = 1.0f / sum;
    for (float& x : out.weight) x *= inv;
  }
  return out;
}

float interpolate(const std::array<float, 4>& w, float v0, float v1, float v2, float v3) {
  return v0 * w[0] + v1 * w[1] + v2 * w[2] + v3 * w[3];
}

// ResizeBicubicOp<CPUDevice, T> (interpolate_with_caching without the cache).
Tensor resize_bicubic(const KernelContext& c) {
  const ResizerState s = resizer_state(c);
  const bool half = c.attr<bool>("half_pixel_centers");
  const Tensor images = tensor::cast(c.inputs[0], DType::Float32);
  Tensor out = Tensor::zeros(DType::Float32, {s.batch, s.out_height, s.out_width, s.channels});
  if (out.num_elements() == 0) return out;
  std::vector<Taps> xs;
  for (int64_t x = 0; x < s.out_width; ++x) xs.push_back(taps(s.width_scale, x, s.in_width, half));
  const float* src = images.data<float>();
  float* o = out.mutable_data<float>();
  const int64_t in_row = s.in_width * s.channels;
  for (int64_t b = 0; b < s.batch; ++b) {
    const float* image = src + b * s.in_height * in_row;
    for (int64_t y = 0; y < s.out_height; ++y) {
      const Taps ty = taps(s.height_scale, y, s.in_height, half);
      const float* rows[4] = {image + ty.index[0] * in_row, image + ty.index[1] * in_row, image + ty.index[2] * in_row,
                              image + ty.index[3] * in_row};
      for (int64_t x = 0; x < s.out_width; ++x) {
        const Taps& tx = xs[x];
        for (int64_t ch = 0; ch < s.channels; ++ch) {
          float col[4];
          for (int k = 0; k < 4; ++k) {
            const int64_t at = tx.index[k] * s.channels + ch;
            col[k] = interpolate(ty.weight, rows[0][at], rows[1][at], rows[2][at], rows[3][at]);
          }
          *o++ = interpolate(tx.weight, col[0], col[1], col[2], col[3]);
        }
      }
    }
  }
  return out;
}

// ResizeBicubicOpGrad<CPUDevice, T>: each incoming gradient spread over its 16 taps, each
// product rounded to T before it is added.
Tensor resize_bicubic_grad(const KernelContext& c) {
  const bool half = c.attr<bool>("half_pixel_centers");
  const ResizerGradState st = resizer_grad_state(c);
  const Tensor& grads = c.inputs[0];
  const Tensor& original = c.inputs[1];
  const int64_t batch = st.batch, channels = st.channels;
  const int64_t resized_h = st.resized_height, resized_w = st.resized_width;
  const int64_t orig_h = st.original_height, orig_w = st.original_width;
  const float hs = st.height_scale, ws = st.width_scale;
  std::vector<Taps> xs;
  for (int64_t x = 0; x < resized_w; ++x) xs.push_back(taps(ws, x, orig_w, half));
  auto accumulate = [&](auto zero) {
    using T = decltype(zero);
    std::vector<T> out(static_cast<std::size_t>(batch * orig_h * orig_w * channels), T(0));
    const float* g = grads.data<float>();
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t y = 0; y < resized_h; ++y) {
        const Taps ty = taps(hs, y, orig_h, half);
        for (int64_t x = 0; x < resized_w; ++x) {
          const Taps& tx = xs[x];
          for (int64_t ch = 0; ch < channels; ++ch) {
            const T v = T(g[((b * resized_h + y) * resized_w + x) * channels + ch]);
            for (int i = 0; i < 4; ++i)
              for (int j = 0; j < 4; ++j)
                out[((b * orig_h + ty.index[i]) * orig_w + tx.index[j]) * channels + ch] += T(v * ty.weight[i] * tx.weight[j]);
          }
        }
      }
    return out;
  };
  if (original.dtype() == DType::Float64) return Tensor::from_vector<double>(DType::Float64, original.shape(), accumulate(0.0));
  return Tensor::from_vector<float>(DType::Float32, original.shape(), accumulate(0.0f));
}

}  // namespace

void register_image_bicubic_ops(OpRegistry& r) {
  OpDef bicubic = make("ResizeBicubic", "Resize `images` to `size` using bicubic interpolation.");
  bicubic.inputs = {arg("images", "T"), fixed_arg("size", DType::Int32)};
  bicubic.outputs = {fixed_arg("resized_images", DType::Float32)};
  bicubic.attrs = resize_attrs();
  bicubic.shape_fn = +[](const InferenceContext& c) { return sized_image(c, 1, DType::Float32); };
  bicubic.kernel = +[](KernelContext& c) { return std::vector<Tensor>{resize_bicubic(c)}; };
  r.add(std::move(bicubic));

  OpDef grad = make("ResizeBicubicGrad", "Computes the gradient of bicubic interpolation.");
  grad.inputs = {fixed_arg("grads", DType::Float32), arg("original_image", "T")};
  grad.outputs = {arg("output", "T")};
  grad.attrs = {type_attr("T", "float, double"), plain_attr("align_corners", "bool", false),
                plain_attr("half_pixel_centers", "bool", false)};
  grad.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[1]); };
  grad.kernel = +[](KernelContext& c) { return std::vector<Tensor>{resize_bicubic_grad(c)}; };
  r.add(std::move(grad));
}

}  // namespace tfplay::graph
