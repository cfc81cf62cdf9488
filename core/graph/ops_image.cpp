// Image ops (TF: tensorflow/core/ops/image_ops.cc): ResizeBilinear, ResizeNearestNeighbor and
// their gradients (kernels/image/resize_bilinear_op.cc, resize_nearest_neighbor_op.cc, with
// util/image_resizer_state.h's scales), and ImageProjectiveTransformV3 (kernels/image/image_ops.h,
// image_ops.cc), which Keras's affine_transform runs for its random image layers.
#include <algorithm>
#include <cmath>
#include <limits>

#include "core/graph/image_resizer_state.h"
#include "core/graph/op_def_builders.h"
#include "core/graph/ops_image_resize.h"
#include "core/graph/op_registry.h"
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
using op_def_builders::num;
using op_def_builders::one;
using tensor::Dim;
using tensor::invalid_argument;
using tensor::OpValueError;

struct CachedInterpolation {
  int64_t lower, upper;
  float lerp;
};

// compute_interpolation_weights.
std::vector<CachedInterpolation> interpolation_weights(int64_t out_size, int64_t in_size, float scale, bool half_pixel) {
  std::vector<CachedInterpolation> w(static_cast<std::size_t>(out_size) + 1, {0, 0, 0.0f});
  for (int64_t i = out_size - 1; i >= 0; --i) {
    const float in = scaled(i, scale, half_pixel);
    const float in_f = std::floor(in);
    w[i].lower = std::max(static_cast<int64_t>(in_f), int64_t{0});
    w[i].upper = std::min(static_cast<int64_t>(std::ceil(in)), in_size - 1);
    w[i].lerp = in - in_f;
  }
  return w;
}

float lerp2(float top_left, float top_right, float bottom_left, float bottom_right, float x_lerp, float y_lerp) {
  const float top = top_left + (top_right - top_left) * x_lerp;
  const float bottom = bottom_left + (bottom_right - bottom_left) * x_lerp;
  return top + (bottom - top) * y_lerp;
}

// ResizeBilinear<CPUDevice>: float output; a same-size resize is a cast.
Tensor resize_bilinear(const KernelContext& c) {
  const ResizerState s = resizer_state(c);
  const bool half = c.attr<bool>("half_pixel_centers");
  const Tensor& in = c.inputs[0];
  const Tensor images = tensor::cast(in, DType::Float32);
  Tensor out = Tensor::zeros(DType::Float32, {s.batch, s.out_height, s.out_width, s.channels});
  if (out.num_elements() == 0) return out;
  if (s.out_height == s.in_height && s.out_width == s.in_width) return images;
  const auto ys = interpolation_weights(s.out_height, s.in_height, s.height_scale, half);
  const auto xs = interpolation_weights(s.out_width, s.in_width, s.width_scale, half);
  const float* src = images.data<float>();
  float* o = out.mutable_data<float>();
  const int64_t in_row = s.in_width * s.channels;
  for (int64_t b = 0; b < s.batch; ++b) {
    const float* image = src + b * s.in_height * in_row;
    for (int64_t y = 0; y < s.out_height; ++y) {
      const float* lower = image + ys[y].lower * in_row;
      const float* upper = image + ys[y].upper * in_row;
      for (int64_t x = 0; x < s.out_width; ++x) {
        const int64_t xl = xs[x].lower * s.channels, xu = xs[x].upper * s.channels;
        for (int64_t ch = 0; ch < s.channels; ++ch)
          *o++ = lerp2(lower[xl + ch], lower[xu + ch], upper[xl + ch], upper[xu + ch], xs[x].lerp, ys[y].lerp);
      }
    }
  }
  return out;
}

// ResizeBilinearGrad<CPUDevice>: each output gradient spread over its four source pixels.
Tensor resize_bilinear_grad(const KernelContext& c) {
  const bool half = c.attr<bool>("half_pixel_centers");
  const ResizerGradState st = resizer_grad_state(c);
  const Tensor& grads = c.inputs[0];
  const Tensor& original = c.inputs[1];
  const int64_t batch = st.batch, channels = st.channels;
  const int64_t resized_h = st.resized_height, resized_w = st.resized_width;
  const int64_t orig_h = st.original_height, orig_w = st.original_width;
  const float hs = st.height_scale, ws = st.width_scale;
  // Accumulated in the output type, or in float for half (then rounded), as TF does.
  auto accumulate = [&](auto zero) {
    using A = decltype(zero);
    std::vector<A> out(static_cast<std::size_t>(batch * orig_h * orig_w * channels), A(0));
    const float* g = grads.data<float>();
    for (int64_t b = 0; b < batch; ++b) {
      for (int64_t y = 0; y < resized_h; ++y) {
        const float in_y = scaled(y, hs, half);
        const int64_t top = std::max(static_cast<int64_t>(std::floor(in_y)), int64_t{0});
        const int64_t bottom = std::min(static_cast<int64_t>(std::ceil(in_y)), orig_h - 1);
        const float y_lerp = in_y - std::floor(in_y);
        const float inv_y = 1.0f - y_lerp;
        for (int64_t x = 0; x < resized_w; ++x) {
          const float in_x = scaled(x, ws, half);
          const int64_t left = std::max(static_cast<int64_t>(std::floor(in_x)), int64_t{0});
          const int64_t right = std::min(static_cast<int64_t>(std::ceil(in_x)), orig_w - 1);
          const float x_lerp = in_x - std::floor(in_x);
          const float inv_x = 1.0f - x_lerp;
          for (int64_t ch = 0; ch < channels; ++ch) {
            const float v = g[((b * resized_h + y) * resized_w + x) * channels + ch];
            auto at = [&](int64_t yy, int64_t xx) -> A& { return out[((b * orig_h + yy) * orig_w + xx) * channels + ch]; };
            at(top, left) += A(v * inv_y * inv_x);
            at(top, right) += A(v * inv_y * x_lerp);
            at(bottom, left) += A(v * y_lerp * inv_x);
            at(bottom, right) += A(v * y_lerp * x_lerp);
          }
        }
      }
    }
    return out;
  };
  if (original.dtype() == DType::Float64) return Tensor::from_vector<double>(DType::Float64, original.shape(), accumulate(0.0));
  Tensor result = Tensor::from_vector<float>(DType::Float32, original.shape(), accumulate(0.0f));
  return tensor::finish_float16(tensor::cast(result, original.dtype()));
}

// ResizeNearestNeighbor<CPUDevice>: the source pixel floor(scaled) (round with align_corners),
// clamped; half-pixel centres scale (x + 0.5) * scale without the -0.5.
int64_t nearest_index(int64_t x, float scale, int64_t in_size, bool half, bool align) {
  const float v = half ? (static_cast<float>(x) + 0.5f) * scale : static_cast<float>(x) * scale;
  int64_t i = std::min(align ? static_cast<int64_t>(std::round(v)) : static_cast<int64_t>(std::floor(v)), in_size - 1);
  if (half) i = std::max(int64_t{0}, i);
  return i;
}

Tensor resize_nearest(const KernelContext& c) {
  const ResizerState s = resizer_state(c);
  const Tensor& in = c.inputs[0];
  // ValidateAndCreateOutput allocates the output before this kernel's own checks.
  tensor::check_allocation(in.dtype(), {s.batch, s.out_height, s.out_width, s.channels});
  if (s.in_height >= (1 << 24) || s.in_width >= (1 << 24))
    throw invalid_argument("nearest neighbor requires max height & width of 2^24");
  const bool half = c.attr<bool>("half_pixel_centers"), align = c.attr<bool>("align_corners");
  std::vector<int64_t> src;
  src.reserve(static_cast<std::size_t>(s.batch * s.out_height * s.out_width * s.channels));
  for (int64_t b = 0; b < s.batch; ++b)
    for (int64_t y = 0; y < s.out_height; ++y) {
      const int64_t in_y = nearest_index(y, s.height_scale, s.in_height, half, align);
      for (int64_t x = 0; x < s.out_width; ++x) {
        const int64_t in_x = nearest_index(x, s.width_scale, s.in_width, half, align);
        for (int64_t ch = 0; ch < s.channels; ++ch) src.push_back(((b * s.in_height + in_y) * s.in_width + in_x) * s.channels + ch);
      }
    }
  Tensor out = Tensor::zeros(in.dtype(), {s.batch, s.out_height, s.out_width, s.channels});
  tensor::visit_numeric(in.dtype(), "ResizeNearestNeighbor", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* x = in.data<T>();
    T* o = out.mutable_data<T>();
    for (std::size_t i = 0; i < src.size(); ++i) o[i] = x[src[i]];
  });
  return out;
}

// ResizeNearestNeighborGrad<CPUDevice>: each gradient added to the pixel it was read from.
Tensor resize_nearest_grad(const KernelContext& c) {
  const bool half = c.attr<bool>("half_pixel_centers"), align = c.attr<bool>("align_corners");
  const Tensor& g = c.inputs[0];
  if (g.rank() != 4) throw invalid_argument("input must be 4-dimensional" + tensor::shape_debug_string(g.shape()));
  const Tensor& size = c.inputs[1];
  if (size.rank() != 1) throw invalid_argument("shape_t must be 1-dimensional" + tensor::shape_debug_string(size.shape()));
  if (size.num_elements() != 2) throw invalid_argument("shape_t must have two elements" + tensor::shape_debug_string(size.shape()));
  const int64_t out_h = size.as_int64(0), out_w = size.as_int64(1);
  if (out_h <= 0 || out_w <= 0) throw invalid_argument("shape_t's elements must be positive");
  const int64_t batch = g.shape()[0], in_h = g.shape()[1], in_w = g.shape()[2], channels = g.shape()[3];
  const float hs = resize_scale(out_h, in_h, align), ws = resize_scale(out_w, in_w, align);
  Tensor out = Tensor::zeros(g.dtype(), {batch, out_h, out_w, channels});
  tensor::visit_numeric(g.dtype(), "ResizeNearestNeighborGrad", [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, bool>) {
      throw invalid_argument("ResizeNearestNeighborGrad does not support bool");
    } else {
      const T* x = g.data<T>();
      T* o = out.mutable_data<T>();
      for (int64_t b = 0; b < batch; ++b)
        for (int64_t y = 0; y < in_h; ++y) {
          const int64_t oy = nearest_index(y, hs, out_h, half, align);
          for (int64_t xx = 0; xx < in_w; ++xx) {
            const int64_t ox = nearest_index(xx, ws, out_w, half, align);
            for (int64_t ch = 0; ch < channels; ++ch)
              o[((b * out_h + oy) * out_w + ox) * channels + ch] += x[((b * in_h + y) * in_w + xx) * channels + ch];
          }
        }
    }
  });
  return tensor::finish_float16(std::move(out));
}

// ---- ImageProjectiveTransformV3 --------------------------------------------------------------

enum class FillMode { Reflect, Wrap, Constant, Nearest };

float clamp_coord(float v, int64_t len) { return std::min(std::max(v, 0.0f), static_cast<float>(len - 1)); }

// MapCoordinate<Mode>: an input coordinate outside [0, len - 1] brought inside as scipy's
// ndimage does; CONSTANT leaves it outside (the caller fills).
float map_coordinate(FillMode mode, float in, int64_t len) {
  switch (mode) {
    case FillMode::Reflect:
      if (in < 0) {
        if (len <= 1) {
          in = 0;
        } else {
          const int64_t sz2 = 2 * len;
          if (in < sz2) in = static_cast<float>(sz2 * static_cast<int64_t>(-in / sz2)) + in;
          in = (in < -len) ? in + sz2 : -in - 1;
        }
      } else if (in > len - 1) {
        if (len <= 1) {
          in = 0;
        } else {
          const int64_t sz2 = 2 * len;
          in -= static_cast<float>(sz2 * static_cast<int64_t>(in / sz2));
          if (in >= len) in = sz2 - in - 1;
        }
      }
      return clamp_coord(in, len);
    case FillMode::Wrap:
      if (in < 0) {
        if (len <= 1) {
          in = 0;
        } else {
          const int64_t sz = len - 1;
          in += static_cast<float>(len * (static_cast<int64_t>(-in / sz) + 1));
        }
      } else if (in > len - 1) {
        if (len <= 1) {
          in = 0;
        } else {
          const int64_t sz = len - 1;
          in -= static_cast<float>(len * static_cast<int64_t>(in / sz));
        }
      }
      return clamp_coord(in, len);
    case FillMode::Nearest: return clamp_coord(in, len);
    case FillMode::Constant: break;
  }
  return in;
}

FillMode fill_mode_of(const std::string& s) {
  if (s == "REFLECT") return FillMode::Reflect;
  if (s == "WRAP") return FillMode::Wrap;
  if (s == "NEAREST") return FillMode::Nearest;
  return FillMode::Constant;
}

Tensor projective_transform(const KernelContext& c) {
  const Tensor& images = c.inputs[0];
  const Tensor& transforms = c.inputs[1];
  if (images.rank() != 4) throw invalid_argument("Input images must have rank 4");
  if (!(transforms.rank() == 2 && (transforms.shape()[0] == images.shape()[0] || transforms.shape()[0] == 1) &&
        transforms.shape()[1] == 8))
    throw invalid_argument("Input transform should be num_images x 8 or 1 x 8");
  const Tensor& shape = c.inputs[2];
  if (shape.rank() != 1) throw invalid_argument("output shape must be 1-dimensional" + tensor::shape_debug_string(shape.shape()));
  if (shape.num_elements() != 2) throw invalid_argument("output shape must have two elements" + tensor::shape_debug_string(shape.shape()));
  const int64_t out_h = shape.as_int64(0), out_w = shape.as_int64(1);
  if (out_h <= 0 || out_w <= 0) throw invalid_argument("output dimensions must be positive");
  const Tensor& fill_t = c.inputs[3];
  if (fill_t.rank() != 0) throw invalid_argument("fill_value must be a scalar" + tensor::shape_debug_string(fill_t.shape()));
  const bool nearest = c.attr<std::string>("interpolation") == "NEAREST";
  const FillMode mode = fill_mode_of(c.attr<std::string>("fill_mode"));
  const int64_t batch = images.shape()[0], in_h = images.shape()[1], in_w = images.shape()[2], channels = images.shape()[3];
  Tensor out = Tensor::zeros(images.dtype(), {batch, out_h, out_w, channels});
  const float* tr = transforms.data<float>();
  tensor::visit_numeric(images.dtype(), "ImageProjectiveTransformV3", [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, bool>) {
      throw invalid_argument("ImageProjectiveTransformV3 does not support bool");
    } else {
      const T fill = static_cast<T>(fill_t.data<float>()[0]);
      const T* in = images.data<T>();
      T* o = out.mutable_data<T>();
      auto read = [&](int64_t b, int64_t y, int64_t x, int64_t ch) -> T {
        return (0 <= y && y < in_h && 0 <= x && x < in_w) ? in[((b * in_h + y) * in_w + x) * channels + ch] : fill;
      };
      for (int64_t b = 0; b < batch; ++b) {
        const float* t = transforms.shape()[0] == 1 ? tr : tr + 8 * b;
        for (int64_t oy = 0; oy < out_h; ++oy)
          for (int64_t ox = 0; ox < out_w; ++ox)
            for (int64_t ch = 0; ch < channels; ++ch) {
              T& dst = o[((b * out_h + oy) * out_w + ox) * channels + ch];
              const float projection = t[6] * static_cast<float>(ox) + t[7] * static_cast<float>(oy) + 1.f;
              if (projection == 0) {
                dst = fill;
                continue;
              }
              const float in_x = (t[0] * static_cast<float>(ox) + t[1] * static_cast<float>(oy) + t[2]) / projection;
              const float in_y = (t[3] * static_cast<float>(ox) + t[4] * static_cast<float>(oy) + t[5]) / projection;
              const float x = map_coordinate(mode, in_x, in_w);
              const float y = map_coordinate(mode, in_y, in_h);
              if (x < 0 || x > in_w - 1 || y < 0 || y > in_h - 1) {
                dst = fill;
                continue;
              }
              if (nearest) {
                dst = read(b, static_cast<int64_t>(std::round(y)), static_cast<int64_t>(std::round(x)), ch);
                continue;
              }
              const float y_floor = std::floor(y), x_floor = std::floor(x);
              const float y_ceil = y_floor + 1, x_ceil = x_floor + 1;
              const auto yf = static_cast<int64_t>(y_floor), xf = static_cast<int64_t>(x_floor);
              const auto yc = static_cast<int64_t>(y_ceil), xc = static_cast<int64_t>(x_ceil);
              const float value_yfloor = (x_ceil - x) * static_cast<float>(read(b, yf, xf, ch)) +
                                         (x - x_floor) * static_cast<float>(read(b, yf, xc, ch));
              const float value_yceil = (x_ceil - x) * static_cast<float>(read(b, yc, xf, ch)) +
                                        (x - x_floor) * static_cast<float>(read(b, yc, xc, ch));
              dst = static_cast<T>((y_ceil - y) * value_yfloor + (y - y_floor) * value_yceil);
            }
      }
    }
  });
  return tensor::finish_float16(std::move(out));
}

}  // namespace

void register_image_ops(OpRegistry& r) {
  OpDef bilinear = make("ResizeBilinear", "Resize `images` to `size` using bilinear interpolation.");
  bilinear.inputs = {arg("images", "T"), fixed_arg("size", DType::Int32)};
  bilinear.outputs = {fixed_arg("resized_images", DType::Float32)};
  bilinear.attrs = resize_attrs();
  bilinear.shape_fn = +[](const InferenceContext& c) { return sized_image(c, 1, DType::Float32); };
  bilinear.kernel = +[](KernelContext& c) { return std::vector<Tensor>{resize_bilinear(c)}; };
  r.add(std::move(bilinear));

  OpDef bilinear_grad = make("ResizeBilinearGrad", "Computes the gradient of bilinear interpolation.");
  bilinear_grad.inputs = {fixed_arg("grads", DType::Float32), arg("original_image", "T")};
  bilinear_grad.outputs = {arg("output", "T")};
  bilinear_grad.attrs = {type_attr("T", "float, bfloat16, half, double"), plain_attr("align_corners", "bool", false),
                         plain_attr("half_pixel_centers", "bool", false)};
  bilinear_grad.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[1]); };
  bilinear_grad.kernel = +[](KernelContext& c) { return std::vector<Tensor>{resize_bilinear_grad(c)}; };
  r.add(std::move(bilinear_grad));

  OpDef nearest = make("ResizeNearestNeighbor", "Resize `images` to `size` using nearest neighbor interpolation.");
  nearest.inputs = {arg("images", "T"), fixed_arg("size", DType::Int32)};
  nearest.outputs = {arg("resized_images", "T")};
  nearest.attrs = resize_attrs();
  nearest.shape_fn = +[](const InferenceContext& c) { return sized_image(c, 1, c.attr<DType>("T")); };
  nearest.kernel = +[](KernelContext& c) { return std::vector<Tensor>{resize_nearest(c)}; };
  r.add(std::move(nearest));

  OpDef nearest_grad = make("ResizeNearestNeighborGrad", "Computes the gradient of nearest neighbor interpolation.");
  nearest_grad.inputs = {arg("grads", "T"), fixed_arg("size", DType::Int32)};
  nearest_grad.outputs = {arg("output", "T")};
  nearest_grad.attrs = {type_attr("T", "uint8, int8, int32, half, float, double, bfloat16"), plain_attr("align_corners", "bool", false),
                        plain_attr("half_pixel_centers", "bool", false)};
  nearest_grad.shape_fn = +[](const InferenceContext& c) { return sized_image(c, 1, c.attr<DType>("T")); };
  nearest_grad.kernel = +[](KernelContext& c) { return std::vector<Tensor>{resize_nearest_grad(c)}; };
  r.add(std::move(nearest_grad));

  OpDef transform = make("ImageProjectiveTransformV3", "Applies the given transform to each of the images.");
  transform.inputs = {arg("images", "dtype"), fixed_arg("transforms", DType::Float32), fixed_arg("output_shape", DType::Int32),
                      fixed_arg("fill_value", DType::Float32)};
  transform.outputs = {arg("transformed_images", "dtype")};
  transform.attrs = {type_attr("dtype", "uint8, int32, int64, float16, bfloat16, float32, float64"),
                     plain_attr("interpolation", "string"), plain_attr("fill_mode", "string", std::string("CONSTANT"))};
  transform.shape_fn = +[](const InferenceContext& c) { return sized_image(c, 2, c.attr<DType>("dtype")); };
  transform.kernel = +[](KernelContext& c) { return std::vector<Tensor>{projective_transform(c)}; };
  r.add(std::move(transform));
  register_image_bicubic_ops(r);
  register_image_area_ops(r);
  register_image_scale_and_translate_ops(r);
}

}  // namespace tfplay::graph
