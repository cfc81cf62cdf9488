// Conv2D and its backprops, MaxPool/AvgPool and their gradients, BiasAdd and BiasAddGrad
// (TF: kernels/conv_ops.cc, conv_grad_input_ops.cc, conv_grad_filter_ops.cc,
// maxpooling_op.cc, avgpooling_op.cc, bias_op.cc, framework/kernel_shape_util.cc,
// util/padding.cc). See kernels_conv.h for the layout and the GEMM lowering.
#include "core/tensor/kernels_conv.h"

#include <algorithm>
#include <limits>
#include <type_traits>

#include "core/tensor/dispatch.h"
#include "core/tensor/gemm.h"
#include "core/tensor/kernels.h"
#include "core/tensor/simd.h"

namespace tfplay::tensor {

namespace {

std::string num(int64_t v) { return std::to_string(v); }

// util/padding.cc CheckValidPadding for a 4-D NHWC op.
void check_valid_padding(const WindowAttrs& attrs) {
  if (attrs.padding == Padding::Explicit) {
    const auto& p = attrs.explicit_paddings;
    if (p.size() != 8) {
      throw invalid_argument("explicit_paddings attribute must contain 8 values, but got: " + num(static_cast<int64_t>(p.size())));
    }
    for (int64_t v : p)
      if (v < 0) throw invalid_argument("All elements of explicit_paddings must be nonnegative");
    const int c = attrs.data_format == "NCHW" ? 1 : 3;
    if (p[0] != 0 || p[1] != 0 || p[2 * c] != 0 || p[2 * c + 1] != 0) {
      throw invalid_argument("Nonzero explicit padding in the batch or depth dimensions is not supported");
    }
  } else if (!attrs.explicit_paddings.empty()) {
    throw invalid_argument("explicit_paddings attribute must be empty if the padding attribute is not EXPLICIT");
  }
}

// The window of an NHWC tensor `shape` under `attrs`, with window sizes kh x kw and dilations.
Window2D plan_window(const Shape& shape, int64_t kh, int64_t kw, int64_t dh, int64_t dw, const WindowAttrs& attrs) {
  Window2D w;
  w.batch = shape[0];
  w.in_depth = shape[3];
  const bool ex = attrs.padding == Padding::Explicit;
  w.rows = windowed_output(shape[1], kh, dh, attrs.strides[1], attrs.padding, ex ? attrs.explicit_paddings[2] : 0,
                           ex ? attrs.explicit_paddings[3] : 0);
  w.cols = windowed_output(shape[2], kw, dw, attrs.strides[2], attrs.padding, ex ? attrs.explicit_paddings[4] : 0,
                           ex ? attrs.explicit_paddings[5] : 0);
  return w;
}

// Visits every (output position, filter tap) whose input pixel lies inside the image:
// f(col, pixel), `col` the offset of the tap's channels in the im2col matrix (row (n, oy, ox),
// laid out [fy][fx][c] like the filter's first three axes) and `pixel` the offset of the input
// pixel's channels in the NHWC tensor. Taps over the padding are skipped (they read zero).
template <typename F> void for_each_tap(const Window2D& w, F&& f) {
  const int64_t c = w.in_depth, kh = w.rows.filter, kw = w.cols.filter;
  const int64_t patch = kh * kw * c;
  int64_t row = 0;
  for (int64_t n = 0; n < w.batch; ++n)
    for (int64_t oy = 0; oy < w.rows.output; ++oy)
      for (int64_t ox = 0; ox < w.cols.output; ++ox, row += patch)
        for (int64_t fy = 0; fy < kh; ++fy) {
          const int64_t iy = oy * w.rows.stride - w.rows.pad_before + fy * w.rows.dilation;
          if (iy < 0 || iy >= w.rows.input) continue;
          for (int64_t fx = 0; fx < kw; ++fx) {
            const int64_t ix = ox * w.cols.stride - w.cols.pad_before + fx * w.cols.dilation;
            if (ix < 0 || ix >= w.cols.input) continue;
            f(row + (fy * kw + fx) * c, ((n * w.rows.input + iy) * w.cols.input + ix) * c);
          }
        }
}

// im2col: the [batch * out_h * out_w, kh * kw * c] matrix of input patches.
template <typename T> std::vector<T> im2col(const T* in, const Window2D& w) {
  const int64_t c = w.in_depth;
  std::vector<T> cols(static_cast<size_t>(w.batch * w.rows.output * w.cols.output * w.rows.filter * w.cols.filter * c), T(0));
  for_each_tap(w, [&](int64_t col, int64_t pixel) { std::copy_n(in + pixel, c, cols.data() + col); });
  return cols;
}

// The im2col matrix of an NHWC input seen by the GEMM without being built: each panel of
// kGemmPanelRows output positions is packed straight from the input's pixels (zero over the
// padding), float panels four channels at a time through SIMD transposes.
template <typename T> struct PatchLhs final : GemmLhs<T> {
  const T* input;
  const Window2D& w;
  // Per depth index p (tap fy, fx and channel): the tap's row and column offsets in the image
  // and the element's offset from the window's corner.
  std::vector<int64_t> tap_dy, tap_dx, tap_offsets;

  PatchLhs(const T* input, const Window2D& w) : input(input), w(w) {
    for (int64_t fy = 0; fy < w.rows.filter; ++fy)
      for (int64_t fx = 0; fx < w.cols.filter; ++fx)
        for (int64_t ch = 0; ch < w.in_depth; ++ch) {
          tap_dy.push_back(fy * w.rows.dilation);
          tap_dx.push_back(fx * w.cols.dilation);
          tap_offsets.push_back((tap_dy.back() * w.cols.input + tap_dx.back()) * w.in_depth + ch);
        }
  }

  void pack(int64_t i, int64_t rows, int64_t p0, int64_t depth, T* out) const override {
    constexpr int64_t R = kGemmPanelRows;
    const int64_t c = w.in_depth, kw = w.cols.filter, per_image = w.rows.output * w.cols.output;
    // Per row: its image's first pixel and the input coordinates of its window's corner (rows
    // step through output positions in order; integer divisions only for the first).
    int64_t image[R], y0[R], x0[R];
    int64_t n = i / per_image, oy = i % per_image / w.cols.output, ox = i % w.cols.output;
    // Whether every tap of every row reads inside the image (no bounds checks needed then).
    bool interior = rows == R;
    const int64_t span_y = (w.rows.filter - 1) * w.rows.dilation, span_x = (kw - 1) * w.cols.dilation;
    for (int64_t r = 0; r < rows; ++r) {
      image[r] = n * w.rows.input * w.cols.input;
      y0[r] = oy * w.rows.stride - w.rows.pad_before;
      x0[r] = ox * w.cols.stride - w.cols.pad_before;
      interior = interior && y0[r] >= 0 && y0[r] + span_y < w.rows.input && x0[r] >= 0 && x0[r] + span_x < w.cols.input;
      if (++ox < w.cols.output) continue;
      ox = 0;
      if (++oy < w.rows.output) continue;
      oy = 0;
      ++n;
    }
    if (c % simd::kLanes != 0) {
      // Few channels per tap: gather each row's window through the tap tables, checking the
      // image's bounds only for rows whose window crosses them.
      const int64_t *dy = tap_dy.data() + p0, *dx = tap_dx.data() + p0, *offset = tap_offsets.data() + p0;
      for (int64_t r = 0; r < R; ++r) {
        T* o = out + r;
        if (r >= rows) {
          for (int64_t q = 0; q < depth; ++q) o[q * R] = T(0);
          continue;
        }
        const int64_t corner = (image[r] + y0[r] * w.cols.input + x0[r]) * c;  // may lie in the padding
        if (y0[r] >= 0 && y0[r] + span_y < w.rows.input && x0[r] >= 0 && x0[r] + span_x < w.cols.input) {
          for (int64_t q = 0; q < depth; ++q) o[q * R] = input[corner + offset[q]];
          continue;
        }
        for (int64_t q = 0; q < depth; ++q) {
          const int64_t y = y0[r] + dy[q], x = x0[r] + dx[q];
          o[q * R] = y >= 0 && y < w.rows.input && x >= 0 && x < w.cols.input ? input[corner + offset[q]] : T(0);
        }
      }
      return;
    }
    // The filter tap (fy, fx) and channel of depth index p, stepped along with p.
    int64_t ch = p0 % c, fx = p0 / c % kw, fy = p0 / c / kw;
    for (int64_t p = p0, end = p0 + depth; p < end;) {
      // Channels [ch, ch + run) of pixel (y0 + fy * dilation, x0 + fx * dilation).
      const int64_t run = std::min(c - ch, end - p);
      const int64_t dy = fy * w.rows.dilation, dx = fx * w.cols.dilation;
      const T* src[R];
      for (int64_t r = 0; r < R; ++r) {
        const int64_t y = r < rows ? y0[r] + dy : -1, x = r < rows ? x0[r] + dx : -1;
        const bool inside = interior || (y >= 0 && y < w.rows.input && x >= 0 && x < w.cols.input);
        src[r] = inside ? input + (image[r] + y * w.cols.input + x) * c + ch : nullptr;
      }
      T* o = out + (p - p0) * R;
      int64_t q = 0;
      if constexpr (std::is_same_v<T, float> && R == simd::kLanes) {
        const simd::F32x4 zero = simd::splat(0.0f);
        for (; q + simd::kLanes <= run; q += simd::kLanes, o += simd::kLanes * R) {
          simd::F32x4 v[R];
          for (int64_t r = 0; r < R; ++r) v[r] = src[r] ? simd::load(src[r] + q) : zero;
          simd::transpose4(v[0], v[1], v[2], v[3]);
          for (int64_t r = 0; r < R; ++r) simd::store(o + r * R, v[r]);
        }
      }
      if (interior) {
        for (; q < run; ++q, o += R) {
          for (int64_t r = 0; r < R; ++r) o[r] = src[r][q];
        }
      }
      for (; q < run; ++q, o += R) {
        for (int64_t r = 0; r < R; ++r) o[r] = src[r] ? src[r][q] : T(0);
      }
      p += run;
      ch += run;
      if (ch < c) continue;
      ch = 0;
      if (++fx < kw) continue;
      fx = 0;
      ++fy;
    }
  }
};

// col2im: the transpose of im2col, adding each patch row back onto the pixels it came from.
template <typename T> void col2im(const T* cols, const Window2D& w, T* out) {
  const int64_t c = w.in_depth;
  for_each_tap(w, [&](int64_t col, int64_t pixel) {
    for (int64_t k = 0; k < c; ++k) out[pixel + k] = static_cast<T>(out[pixel + k] + cols[col + k]);
  });
}

// Runs f(TypeTag<T>) for the conv dtypes (half, float, double, int32).
template <typename F> void visit_conv(DType dt, const char* what, F&& f) {
  visit_numeric(dt, what, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double> || std::is_same_v<T, int32_t>) f(tag);
    else throw OpError(OpError::Code::Internal, std::string(what) + " on an unsupported dtype");
  });
}

// ConvBackpropComputeDimensionsV2 (conv_grad_shape_utils.cc) for the backprops: the window of
// the forward convolution, checked against out_backprop's shape.
Window2D backprop_window(const char* label, const Shape& input, const Shape& filter, const Tensor& out_backprop,
                         const WindowAttrs& attrs) {
  if (input.size() != 4) throw invalid_argument(std::string(label) + ": input must be 4-dimensional");
  if (filter.size() != 4) throw invalid_argument(std::string(label) + ": filter must be 4-dimensional");
  if (out_backprop.rank() != 4) throw invalid_argument(std::string(label) + ": out_backprop must be 4-dimensional");
  const Shape& dy = out_backprop.shape();
  if (input[0] != dy[0]) {
    throw invalid_argument(std::string(label) + ": input and out_backprop must have the same batch size, input batch: " + num(input[0]) +
                           "outbackprop batch: " + num(dy[0]) + " batch_dim: 0");
  }
  if (filter[2] == 0 || input[3] % filter[2] != 0) {
    throw invalid_argument(std::string(label) + ": input depth must be evenly divisible by filter depth");
  }
  if (filter[3] != dy[3]) throw invalid_argument(std::string(label) + ": filter and out_backprop must have the same out_depth");
  Window2D w = plan_window(input, filter[0], filter[1], attrs.dilations[1], attrs.dilations[2], attrs);
  const WindowDim* dims[2] = {&w.rows, &w.cols};
  for (int i = 0; i < 2; ++i) {
    const WindowDim& d = *dims[i];
    if (d.output != dy[i + 1]) {
      throw invalid_argument(std::string(label) + ": Size of out_backprop doesn't match computed: actual = " + num(dy[i + 1]) +
                             ", computed = " + num(d.output) + " spatial_dim: " + num(i + 1) + " input: " + num(d.input) +
                             " filter: " + num(d.filter) + " output: " + num(dy[i + 1]) + " stride: " + num(d.stride) +
                             " dilation: " + num(d.dilation));
    }
  }
  if (filter[2] != input[3]) {
    throw OpError(OpError::Code::Unimplemented, std::string(label) + " does not support grouped convolutions on the CPU yet");
  }
  return w;
}

void check_nhwc(const WindowAttrs& attrs, const char* op) {
  if (attrs.data_format != "NHWC") {
    throw OpError(OpError::Code::Unimplemented, std::string("The ") + op +
                                                    " op currently only supports the NHWC tensor format on the CPU. The op was given the format: " +
                                                    attrs.data_format);
  }
}

}  // namespace

Padding parse_padding(const std::string& text) {
  if (text == "SAME") return Padding::Same;
  if (text == "EXPLICIT") return Padding::Explicit;
  return Padding::Valid;
}

WindowDim windowed_output(int64_t input, int64_t filter, int64_t dilation, int64_t stride, Padding padding, int64_t pad_before,
                          int64_t pad_after) {
  if (stride <= 0) throw invalid_argument("Stride must be > 0, but got " + num(stride));
  if (dilation < 1) throw invalid_argument("Dilation rate must be >= 1, but got " + num(dilation));
  WindowDim d{input, filter, stride, dilation, 0, 0, 0};
  const int64_t effective = (filter - 1) * dilation + 1;
  switch (padding) {
    case Padding::Valid: d.output = (input - effective + stride) / stride; break;
    case Padding::Explicit:
      d.output = (input + pad_before + pad_after - effective + stride) / stride;
      d.pad_before = pad_before;
      d.pad_after = pad_after;
      break;
    case Padding::Same: {
      d.output = (input + stride - 1) / stride;
      const int64_t needed = std::max<int64_t>(0, (d.output - 1) * stride + effective - input);
      d.pad_before = needed / 2;  // an odd total pads more after, as TF does
      d.pad_after = needed - d.pad_before;
      break;
    }
  }
  if (d.output < 0) {
    throw invalid_argument("Computed output size would be negative: " + num(d.output) + " [input_size: " + num(input) +
                           ", effective_filter_size: " + num(effective) + ", stride: " + num(stride) + "]");
  }
  return d;
}

void check_conv2d_attrs(const WindowAttrs& attrs) {
  if (attrs.dilations.size() != 4) throw invalid_argument("Sliding window dilations field must specify 4 dimensions");
  if (attrs.strides.size() != 4) throw invalid_argument("Sliding window strides field must specify 4 dimensions");
  const bool nchw = attrs.data_format == "NCHW";
  const int h = nchw ? 2 : 1, w = nchw ? 3 : 2, c = nchw ? 1 : 3;
  if (attrs.strides[0] != 1 || attrs.strides[c] != 1) {
    throw OpError(OpError::Code::Unimplemented, "Current implementation does not yet support strides in the batch and depth dimensions.");
  }
  if (attrs.strides[h] <= 0 || attrs.strides[w] <= 0) throw invalid_argument("Row and column strides should be larger than 0.");
  if (attrs.dilations[0] != 1 || attrs.dilations[c] != 1) {
    throw OpError(OpError::Code::Unimplemented, "Current implementation does not yet support dilations in the batch and depth dimensions.");
  }
  if (attrs.dilations[h] <= 0 || attrs.dilations[w] <= 0) throw invalid_argument("Dilated rates should be larger than 0.");
  check_valid_padding(attrs);
}

namespace {

/// The channels [first, first + count) of the last dim of `x`.
Tensor channel_slice(const Tensor& x, int64_t first, int64_t count) {
  const auto i64 = [](const std::vector<int64_t>& v) {
    return Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(v.size())}, v);
  };
  std::vector<int64_t> begin(x.shape().size(), 0), size(x.shape().begin(), x.shape().end());
  begin.back() = first;
  size.back() = count;
  return slice(x, i64(begin), i64(size));
}

/// LaunchGrouped (conv_ops_impl.h): a Conv2D whose filter covers in_depth / num_groups input
/// channels is num_groups convolutions, each over its own input channels and its share of the
/// output channels, concatenated along the channels.
Tensor grouped_conv2d(const Tensor& input, const Tensor& filter, const WindowAttrs& attrs) {
  const int64_t in_depth = input.shape()[3], patch_depth = filter.shape()[2], out_depth = filter.shape()[3];
  const int64_t groups = in_depth / patch_depth;
  if (out_depth % groups != 0 || out_depth < groups) {
    throw invalid_argument("output depth must be evenly divisible by number of groups: " + num(out_depth) + " vs " + num(groups));
  }
  const int64_t group_out = out_depth / groups;
  std::vector<Tensor> parts;
  for (int64_t g = 0; g < groups; ++g)
    parts.push_back(
        conv2d(channel_slice(input, g * patch_depth, patch_depth), channel_slice(filter, g * group_out, group_out), attrs));
  return concat(parts, 3);
}

}  // namespace

Tensor conv2d(const Tensor& input, const Tensor& filter, const WindowAttrs& attrs) {
  check_conv2d_attrs(attrs);
  if (input.rank() != 4) throw invalid_argument("input must be 4-dimensional" + shape_debug_string(input.shape()));
  if (filter.rank() != 4) throw invalid_argument("filter must be 4-dimensional: " + shape_debug_string(filter.shape()));
  const bool nchw = attrs.data_format == "NCHW";
  const int64_t in_depth = input.shape()[nchw ? 1 : 3], patch_depth = filter.shape()[2];
  if (patch_depth <= 0) throw invalid_argument("filter depth must be stricly positive, got " + num(patch_depth));
  if (in_depth % patch_depth != 0) {
    throw invalid_argument("input depth must be evenly divisible by filter depth: " + num(in_depth) + " vs " + num(patch_depth));
  }
  if (filter.num_elements() == 0) {
    throw invalid_argument("filter must not have zero elements (i.e. all dimensions must be non-zero)");
  }
  check_nhwc(attrs, "Conv2D");
  const Window2D w = plan_window(input.shape(), filter.shape()[0], filter.shape()[1], attrs.dilations[1], attrs.dilations[2], attrs);
  const int64_t out_depth = filter.shape()[3];
  const Shape out_shape{w.batch, w.rows.output, w.cols.output, out_depth};
  if (num_elements_of(out_shape) == 0) return Tensor::zeros(input.dtype(), out_shape);
  if (in_depth != patch_depth) return grouped_conv2d(input, filter, attrs);
  Tensor out;
  visit_conv(input.dtype(), "Conv2D", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const int64_t rows = w.batch * w.rows.output * w.cols.output;
    const int64_t patch = filter.num_elements() / out_depth;
    // out[rows, out_depth] = im2col(input)[rows, patch] x filter[patch, out_depth]
    out = Tensor::uninitialized(input.dtype(), out_shape);  // gemm writes every element
    gemm(PatchLhs<T>(input.data<T>(), w), filter.data<T>(), out.mutable_data<T>(), rows, out_depth, patch, false);
  });
  return finish_float16(std::move(out));
}

namespace {

// The backprops go through the [rows, kh * kw * in_depth] patch matrix of the batch. For large
// images with many channels (a GAN generator's last 7x7 convolution over 28x28x128 maps, batch
// 64: 1.2 GiB) that matrix alone would pass the per-tensor limit, which TF's own kernels never
// approach, so a batch whose matrix exceeds kPatchBudgetBytes is processed a few images at a time.
constexpr int64_t kPatchBudgetBytes = int64_t{64} << 20;

/// Images per chunk for the window `w` whose patch rows hold `patch` elements of `elem_bytes`:
/// the whole batch when its patch matrix fits the budget, else as many as fit (one at least).
int64_t images_per_chunk(const Window2D& w, int64_t patch, int64_t elem_bytes) {
  const int64_t per_image = std::max<int64_t>(1, w.rows.output * w.cols.output * patch * elem_bytes);
  if (per_image * w.batch <= kPatchBudgetBytes) return std::max<int64_t>(1, w.batch);
  return std::max<int64_t>(1, kPatchBudgetBytes / per_image);
}

// Up to this many output channels, a batch too large for one patch matrix is differentiated
// tap by tap (a few multiply-adds per input channel), which beats building the matrix in chunks.
constexpr int64_t kDirectMaxOutDepth = 4;

/// Rows [first, first + count) of the matrix `t` seen as [*, width]: a new [count, width] tensor.
template <typename T> Tensor row_block(const Tensor& t, int64_t first, int64_t count, int64_t width) {
  const T* src = t.data<T>() + first * width;
  return Tensor::from_vector<T>(t.dtype(), {count, width}, std::vector<T>(src, src + count * width));
}

}  // namespace

Tensor conv2d_backprop_input(const std::vector<int64_t>& input_sizes, const Tensor& filter, const Tensor& out_backprop,
                             const WindowAttrs& attrs) {
  // Conv2DCustomBackpropInputOp's constructor checks the format first.
  if (attrs.data_format != "NHWC") throw invalid_argument("Conv2DCustomBackpropInputOp only supports NHWC.");
  check_conv2d_attrs(attrs);
  const Window2D w = backprop_window("Conv2DCustomBackpropInput", input_sizes, filter.shape(), out_backprop, attrs);
  Tensor out = Tensor::zeros(filter.dtype(), input_sizes);
  if (out.num_elements() == 0 || out_backprop.num_elements() == 0) return out;
  visit_conv(filter.dtype(), "Conv2DBackpropInput", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const int64_t out_depth = filter.shape()[3], patch = filter.num_elements() / out_depth;
    const int64_t rows = out_backprop.num_elements() / out_depth;
    const Tensor kernel = filter.with_shape({patch, out_depth});
    // cols[rows, patch] = dy[rows, out_depth] x filter[patch, out_depth]^T, then scattered back.
    const int64_t chunk = images_per_chunk(w, patch, static_cast<int64_t>(sizeof(T)));
    if (chunk >= w.batch) {
      Tensor cols = matmul(out_backprop.with_shape({rows, out_depth}), kernel, false, true);
      col2im(cols.data<T>(), w, out.mutable_data<T>());
      return;
    }
    if (out_depth <= kDirectMaxOutDepth) {
      // dx[pixel, ci] += sum over co of dy[row, co] * filter[tap, ci, co], tap by tap.
      const T *dy = out_backprop.data<T>(), *f = filter.data<T>();
      T* dx = out.mutable_data<T>();
      const int64_t c = w.in_depth;
      for_each_tap(w, [&](int64_t col, int64_t pixel) {
        const int64_t row = col / patch, tap = col - row * patch;
        const T* g = dy + row * out_depth;
        const T* ft = f + tap * out_depth;
        T* d = dx + pixel;
        for (int64_t ci = 0; ci < c; ++ci) {
          T acc = d[ci];
          for (int64_t co = 0; co < out_depth; ++co) acc = static_cast<T>(acc + g[co] * ft[ci * out_depth + co]);
          d[ci] = acc;
        }
      });
      return;
    }
    const int64_t image_rows = w.rows.output * w.cols.output, image_pixels = w.rows.input * w.cols.input * w.in_depth;
    const Tensor dy = out_backprop.with_shape({rows, out_depth});
    for (int64_t n0 = 0; n0 < w.batch; n0 += chunk) {
      Window2D part = w;
      part.batch = std::min(chunk, w.batch - n0);
      Tensor cols = matmul(row_block<T>(dy, n0 * image_rows, part.batch * image_rows, out_depth), kernel, false, true);
      col2im(cols.data<T>(), part, out.mutable_data<T>() + n0 * image_pixels);
    }
  });
  return finish_float16(std::move(out));
}

Tensor conv2d_backprop_filter(const Tensor& input, const std::vector<int64_t>& filter_sizes, const Tensor& out_backprop,
                              const WindowAttrs& attrs) {
  if (attrs.data_format != "NHWC") throw invalid_argument("Conv2DCustomBackpropFilterOp only supports NHWC.");
  check_conv2d_attrs(attrs);
  const Window2D w = backprop_window("Conv2DCustomBackpropFilter", input.shape(), filter_sizes, out_backprop, attrs);
  const int64_t out_depth = filter_sizes[3];
  const int64_t patch = filter_sizes[0] * filter_sizes[1] * filter_sizes[2];
  if (num_elements_of(filter_sizes) == 0 || out_backprop.num_elements() == 0) return Tensor::zeros(input.dtype(), filter_sizes);
  Tensor out;
  visit_conv(input.dtype(), "Conv2DBackpropFilter", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const int64_t rows = out_backprop.num_elements() / out_depth;
    // filter[patch, out_depth] = cols[rows, patch]^T x dy[rows, out_depth].
    const int64_t chunk = images_per_chunk(w, patch, static_cast<int64_t>(sizeof(T)));
    if (chunk >= w.batch) {
      Tensor cols = Tensor::from_vector<T>(input.dtype(), {rows, patch}, im2col(input.data<T>(), w));
      out = matmul(cols, out_backprop.with_shape({rows, out_depth}), true, false).with_shape(filter_sizes);
      return;
    }
    if (out_depth <= kDirectMaxOutDepth) {
      // dfilter[tap, ci, co] += x[pixel, ci] * dy[row, co], tap by tap.
      const T *x = input.data<T>(), *dy = out_backprop.data<T>();
      out = Tensor::zeros(input.dtype(), filter_sizes);
      T* df = out.mutable_data<T>();
      const int64_t c = w.in_depth;
      for_each_tap(w, [&](int64_t col, int64_t pixel) {
        const int64_t row = col / patch, tap = col - row * patch;
        const T* g = dy + row * out_depth;
        const T* xp = x + pixel;
        T* d = df + tap * out_depth;
        for (int64_t ci = 0; ci < c; ++ci)
          for (int64_t co = 0; co < out_depth; ++co)
            d[ci * out_depth + co] = static_cast<T>(d[ci * out_depth + co] + xp[ci] * g[co]);
      });
      return;
    }
    // A few images at a time, their products summed.
    const int64_t image_rows = w.rows.output * w.cols.output, image_pixels = w.rows.input * w.cols.input * w.in_depth;
    const Tensor dy = out_backprop.with_shape({rows, out_depth});
    out = Tensor::zeros(input.dtype(), filter_sizes);
    T* sums = out.mutable_data<T>();
    for (int64_t n0 = 0; n0 < w.batch; n0 += chunk) {
      Window2D part = w;
      part.batch = std::min(chunk, w.batch - n0);
      const int64_t part_rows = part.batch * image_rows;
      Tensor cols = Tensor::from_vector<T>(input.dtype(), {part_rows, patch}, im2col(input.data<T>() + n0 * image_pixels, part));
      Tensor partial = matmul(cols, row_block<T>(dy, n0 * image_rows, part_rows, out_depth), true, false);
      const T* p = partial.data<T>();
      for (int64_t i = 0, n = patch * out_depth; i < n; ++i) sums[i] = static_cast<T>(sums[i] + p[i]);
    }
  });
  return out;
}

// ---- depthwise convolution ----------------------------------------------------------------------

namespace {

// DepthwiseConv2dNativeOp's construction checks (depthwise_conv_op.cc): the Conv2D checks plus
// equal row and column strides and, on the CPU, NHWC only.
void check_depthwise_attrs(const WindowAttrs& attrs) {
  check_conv2d_attrs(attrs);
  const bool nchw = attrs.data_format == "NCHW";
  if (attrs.strides[nchw ? 2 : 1] != attrs.strides[nchw ? 3 : 2]) {
    throw invalid_argument("Current implementation only supports equal length strides in the row and column dimensions.");
  }
  // LaunchDepthwiseConvOp<CPUDevice> and its backprops' launchers.
  if (attrs.data_format != "NHWC")
    throw OpError(OpError::Code::Unimplemented, "Depthwise convolution on CPU is only supported for NHWC format");
}

// The window of a depthwise convolution of an input `input` [N, H, W, C] by a filter `filter`
// [FH, FW, C, M], checked against `out` ([N, OH, OW, C * M]) when given (the backprops).
Window2D depthwise_window(const char* label, const Shape& input, const Shape& filter, const Shape* out, const WindowAttrs& attrs) {
  if (input.size() != 4) throw invalid_argument(std::string(label) + ": input must be 4-dimensional" + shape_debug_string(input));
  if (filter.size() != 4) throw invalid_argument(std::string(label) + ": filter must be 4-dimensional: " + shape_debug_string(filter));
  if (input[3] != filter[2]) {
    throw invalid_argument("input and filter must have the same depth: " + num(input[3]) + " vs " + num(filter[2]));
  }
  Window2D w = plan_window(input, filter[0], filter[1], attrs.dilations[1], attrs.dilations[2], attrs);
  if (out) {
    const Shape expected{w.batch, w.rows.output, w.cols.output, filter[2] * filter[3]};
    if (out->size() != 4 || *out != expected) {
      throw invalid_argument(std::string(label) + ": out_backprop has shape " + shape_debug_string(*out) + " but the convolution's output is " +
                             shape_debug_string(expected));
    }
  }
  return w;
}

// Visits every in-image (output position, tap) pair of a depthwise window: f(out_row, tap,
// pixel) with out_row the output position's row in the [N * OH * OW, C * M] output, tap the
// filter tap's index fy * FW + fx and pixel the offset of the input pixel's channels.
template <typename F> void for_each_depthwise_tap(const Window2D& w, F&& f) {
  const int64_t patch = w.rows.filter * w.cols.filter * w.in_depth;
  for_each_tap(w, [&](int64_t col, int64_t pixel) { f(col / patch, col % patch / w.in_depth, pixel); });
}

}  // namespace

Tensor depthwise_conv2d_native(const Tensor& input, const Tensor& filter, const WindowAttrs& attrs) {
  check_depthwise_attrs(attrs);
  const Window2D w = depthwise_window("DepthwiseConv2dNative", input.shape(), filter.shape(), nullptr, attrs);
  const int64_t c = w.in_depth, m = filter.shape()[3];
  Tensor out = Tensor::zeros(input.dtype(), {w.batch, w.rows.output, w.cols.output, c * m});
  if (out.num_elements() == 0) return out;
  visit_conv(input.dtype(), "DepthwiseConv2dNative", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T *x = input.data<T>(), *k = filter.data<T>();
    T* y = out.mutable_data<T>();
    // y[row, ch * M + q] += x[pixel + ch] * filter[tap, ch, q]
    for_each_depthwise_tap(w, [&](int64_t row, int64_t tap, int64_t pixel) {
      T* o = y + row * c * m;
      const T* kt = k + tap * c * m;
      for (int64_t ch = 0; ch < c; ++ch)
        for (int64_t q = 0; q < m; ++q) o[ch * m + q] = static_cast<T>(o[ch * m + q] + x[pixel + ch] * kt[ch * m + q]);
    });
  });
  return finish_float16(std::move(out));
}

Tensor depthwise_conv2d_native_backprop_input(const std::vector<int64_t>& input_sizes, const Tensor& filter, const Tensor& out_backprop,
                                              const WindowAttrs& attrs) {
  check_depthwise_attrs(attrs);
  const Window2D w = depthwise_window("DepthwiseConv2DBackpropInput", input_sizes, filter.shape(), &out_backprop.shape(), attrs);
  Tensor out = Tensor::zeros(filter.dtype(), input_sizes);
  if (out.num_elements() == 0 || out_backprop.num_elements() == 0) return out;
  const int64_t c = w.in_depth, m = filter.shape()[3];
  visit_conv(filter.dtype(), "DepthwiseConv2dNativeBackpropInput", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T *dy = out_backprop.data<T>(), *k = filter.data<T>();
    T* dx = out.mutable_data<T>();
    for_each_depthwise_tap(w, [&](int64_t row, int64_t tap, int64_t pixel) {
      const T* g = dy + row * c * m;
      const T* kt = k + tap * c * m;
      for (int64_t ch = 0; ch < c; ++ch) {
        T sum = T(0);
        for (int64_t q = 0; q < m; ++q) sum = static_cast<T>(sum + g[ch * m + q] * kt[ch * m + q]);
        dx[pixel + ch] = static_cast<T>(dx[pixel + ch] + sum);
      }
    });
  });
  return finish_float16(std::move(out));
}

Tensor depthwise_conv2d_native_backprop_filter(const Tensor& input, const std::vector<int64_t>& filter_sizes, const Tensor& out_backprop,
                                               const WindowAttrs& attrs) {
  check_depthwise_attrs(attrs);
  const Window2D w = depthwise_window("DepthwiseConv2DBackpropFilter", input.shape(), filter_sizes, &out_backprop.shape(), attrs);
  Tensor out = Tensor::zeros(input.dtype(), filter_sizes);
  if (out.num_elements() == 0 || out_backprop.num_elements() == 0) return out;
  const int64_t c = w.in_depth, m = filter_sizes[3];
  visit_conv(input.dtype(), "DepthwiseConv2dNativeBackpropFilter", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T *x = input.data<T>(), *dy = out_backprop.data<T>();
    T* dk = out.mutable_data<T>();
    for_each_depthwise_tap(w, [&](int64_t row, int64_t tap, int64_t pixel) {
      const T* g = dy + row * c * m;
      T* kt = dk + tap * c * m;
      for (int64_t ch = 0; ch < c; ++ch)
        for (int64_t q = 0; q < m; ++q) kt[ch * m + q] = static_cast<T>(kt[ch * m + q] + x[pixel + ch] * g[ch * m + q]);
    });
  });
  return finish_float16(std::move(out));
}

// ---- pooling ----------------------------------------------------------------------------------

namespace {

// MaxPoolingOp / AvgPoolingOp construction checks and the window of `shape` (NHWC).
Window2D pool_window(const Shape& shape, const PoolAttrs& attrs, const char* op) {
  // The constructors check the format first, as an InvalidArgument (pooling_ops_common.h
  // MaxPoolingOp, avgpooling_op.cc AvgPoolingOp).
  if (attrs.data_format != "NHWC") throw invalid_argument(std::string("Default ") + op + " only supports NHWC on device type CPU");
  if (attrs.ksize.size() != 4) throw invalid_argument("Sliding window ksize field must specify 4 dimensions");
  if (attrs.strides.size() != 4) throw invalid_argument("Sliding window stride field must specify 4 dimensions");
  for (int i = 0; i < 4; ++i) {
    if (attrs.ksize[i] <= 0) throw invalid_argument("Sliding window ksize for dimension " + num(i) + " was zero.");
  }
  if (attrs.ksize[0] != 1 || attrs.strides[0] != 1) {
    throw OpError(OpError::Code::Unimplemented, "Pooling is not yet supported on the batch dimension.");
  }
  check_valid_padding(attrs);
  if (shape.size() != 4) throw invalid_argument("tensor_in must be 4-dimensional");
  if (attrs.ksize[3] != 1 || attrs.strides[3] != 1) {
    throw OpError(OpError::Code::Unimplemented, "Depthwise pooling is not supported by tfplay");
  }
  if (attrs.padding == Padding::Explicit) {
    for (int i = 1; i < 3; ++i) {
      if (attrs.explicit_paddings[2 * i] >= attrs.ksize[i] || attrs.explicit_paddings[2 * i + 1] >= attrs.ksize[i]) {
        throw invalid_argument("Explicit padding value must be smaller than the kernel size (ksize).");
      }
    }
  }
  return plan_window(shape, attrs.ksize[1], attrs.ksize[2], 1, 1, attrs);
}

// Visits every output window: f(n, oy, ox, y0, y1, x0, x1) with the in-bounds input rows
// [y0, y1) and columns [x0, x1) of the window.
template <typename F> void for_each_window(const Window2D& w, F&& f) {
  for (int64_t n = 0; n < w.batch; ++n)
    for (int64_t oy = 0; oy < w.rows.output; ++oy) {
      const int64_t ys = oy * w.rows.stride - w.rows.pad_before;
      const int64_t y0 = std::max<int64_t>(ys, 0), y1 = std::min(ys + w.rows.filter, w.rows.input);
      for (int64_t ox = 0; ox < w.cols.output; ++ox) {
        const int64_t xs = ox * w.cols.stride - w.cols.pad_before;
        const int64_t x0 = std::max<int64_t>(xs, 0), x1 = std::min(xs + w.cols.filter, w.cols.input);
        f(n, oy, ox, y0, y1, x0, x1);
      }
    }
}

}  // namespace

namespace {

// MaxPool and AvgPool: each window's maximum, or the mean of its in-bounds elements.
Tensor pool_forward(const Tensor& input, const PoolAttrs& attrs, bool is_max) {
  const Window2D w = pool_window(input.shape(), attrs, is_max ? "MaxPoolingOp" : "AvgPoolingOp");
  const int64_t c = w.in_depth;
  Tensor out = Tensor::zeros(input.dtype(), {w.batch, w.rows.output, w.cols.output, c});
  visit_numeric(input.dtype(), is_max ? "MaxPool" : "AvgPool", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* in = input.data<T>();
    T* o = out.mutable_data<T>();
    for_each_window(w, [&](int64_t n, int64_t oy, int64_t ox, int64_t y0, int64_t y1, int64_t x0, int64_t x1) {
      T* dst = o + ((n * w.rows.output + oy) * w.cols.output + ox) * c;
      if (is_max) std::fill_n(dst, c, std::numeric_limits<T>::lowest());
      for (int64_t y = y0; y < y1; ++y)
        for (int64_t x = x0; x < x1; ++x) {
          const T* src = in + ((n * w.rows.input + y) * w.cols.input + x) * c;
          for (int64_t k = 0; k < c; ++k) dst[k] = is_max ? (src[k] > dst[k] ? src[k] : dst[k]) : static_cast<T>(dst[k] + src[k]);
        }
      if (is_max) return;
      const T count = static_cast<T>((y1 - y0) * (x1 - x0));
      for (int64_t k = 0; k < c; ++k) dst[k] = static_cast<T>(dst[k] / count);
    });
  });
  return finish_float16(std::move(out));
}

}  // namespace

Tensor max_pool(const Tensor& input, const PoolAttrs& attrs) { return pool_forward(input, attrs, true); }

Tensor avg_pool(const Tensor& input, const PoolAttrs& attrs) { return pool_forward(input, attrs, false); }

Tensor max_pool_grad(const Tensor& orig_input, const Tensor& grad, const PoolAttrs& attrs) {
  const Window2D w = pool_window(orig_input.shape(), attrs, "MaxPoolingGradOp");
  const Shape expected{w.batch, w.rows.output, w.cols.output, w.in_depth};
  if (grad.shape() != expected) {
    throw invalid_argument("Expected orig_output shape to be " + shape_debug_string(expected) + ", but got " +
                           shape_debug_string(grad.shape()));
  }
  const int64_t c = w.in_depth;
  Tensor out = Tensor::zeros(orig_input.dtype(), orig_input.shape());
  visit_numeric(orig_input.dtype(), "MaxPoolGrad", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* in = orig_input.data<T>();
    const T* g = grad.data<T>();
    T* o = out.mutable_data<T>();
    std::vector<int64_t> arg(static_cast<size_t>(c));
    std::vector<T> best(static_cast<size_t>(c));
    for_each_window(w, [&](int64_t n, int64_t oy, int64_t ox, int64_t y0, int64_t y1, int64_t x0, int64_t x1) {
      // The first maximum in row-major window order wins (SpatialMaxPoolWithArgMaxHelper).
      std::fill(arg.begin(), arg.end(), -1);
      for (int64_t y = y0; y < y1; ++y)
        for (int64_t x = x0; x < x1; ++x) {
          const int64_t base = ((n * w.rows.input + y) * w.cols.input + x) * c;
          for (int64_t k = 0; k < c; ++k) {
            if (arg[k] < 0 || best[k] < in[base + k]) {
              best[k] = in[base + k];
              arg[k] = base + k;
            }
          }
        }
      const T* src = g + ((n * w.rows.output + oy) * w.cols.output + ox) * c;
      for (int64_t k = 0; k < c; ++k)
        if (arg[k] >= 0) o[arg[k]] = static_cast<T>(o[arg[k]] + src[k]);
    });
  });
  return finish_float16(std::move(out));
}

Tensor max_pool_grad_grad(const Tensor& orig_input, const Tensor& orig_output, const Tensor& grad, const PoolAttrs& attrs) {
  const Window2D w = pool_window(orig_input.shape(), attrs, "MaxPoolingGradGradOp");
  const Shape pooled{w.batch, w.rows.output, w.cols.output, w.in_depth};
  if (orig_output.shape() != pooled) {
    throw invalid_argument("Expected orig_output shape to be " + shape_debug_string(pooled) + ", but got " +
                           shape_debug_string(orig_output.shape()));
  }
  if (grad.shape() != orig_input.shape()) {
    throw invalid_argument("Expected grad shape to be " + shape_debug_string(orig_input.shape()) + ", but got " +
                           shape_debug_string(grad.shape()));
  }
  const int64_t c = w.in_depth;
  Tensor out = Tensor::zeros(orig_input.dtype(), pooled);
  visit_numeric(orig_input.dtype(), "MaxPoolGradGrad", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* in = orig_input.data<T>();
    const T* pooled_values = orig_output.data<T>();
    const T* g = grad.data<T>();
    T* o = out.mutable_data<T>();
    for_each_window(w, [&](int64_t n, int64_t oy, int64_t ox, int64_t y0, int64_t y1, int64_t x0, int64_t x1) {
      // SpatialMaxPoolGradGrad: every window element equal to the pooled value writes its
      // gradient, so the last maximum in row-major order wins.
      const int64_t out_base = ((n * w.rows.output + oy) * w.cols.output + ox) * c;
      for (int64_t y = y0; y < y1; ++y)
        for (int64_t x = x0; x < x1; ++x) {
          const int64_t base = ((n * w.rows.input + y) * w.cols.input + x) * c;
          for (int64_t k = 0; k < c; ++k)
            if (pooled_values[out_base + k] == in[base + k]) o[out_base + k] = g[base + k];
        }
    });
  });
  return finish_float16(std::move(out));
}

Tensor avg_pool_grad(const std::vector<int64_t>& orig_input_shape, const Tensor& grad, const PoolAttrs& attrs) {
  if (orig_input_shape.size() != 4) {
    throw invalid_argument("orig_input_shape must have 4 elements");
  }
  const Window2D w = pool_window(orig_input_shape, attrs, "AvgPoolingGradOp");
  const int64_t c = w.in_depth;
  Tensor out = Tensor::zeros(grad.dtype(), orig_input_shape);
  visit_numeric(grad.dtype(), "AvgPoolGrad", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* g = grad.data<T>();
    T* o = out.mutable_data<T>();
    for_each_window(w, [&](int64_t n, int64_t oy, int64_t ox, int64_t y0, int64_t y1, int64_t x0, int64_t x1) {
      const T* src = g + ((n * w.rows.output + oy) * w.cols.output + ox) * c;
      const T count = static_cast<T>((y1 - y0) * (x1 - x0));
      for (int64_t y = y0; y < y1; ++y)
        for (int64_t x = x0; x < x1; ++x) {
          T* dst = o + ((n * w.rows.input + y) * w.cols.input + x) * c;
          for (int64_t k = 0; k < c; ++k) dst[k] = static_cast<T>(dst[k] + src[k] / count);
        }
    });
  });
  return finish_float16(std::move(out));
}

// ---- BiasAdd ----------------------------------------------------------------------------------

namespace {

// The channel axis of a BiasAdd input and the sizes before/after it.
struct BiasLayout {
  int64_t outer, channels, inner;
};
BiasLayout bias_layout(const Shape& s, bool nchw) {
  const int axis = nchw ? 1 : static_cast<int>(s.size()) - 1;
  BiasLayout l{1, s[axis], 1};
  for (int i = 0; i < axis; ++i) l.outer *= s[i];
  for (std::size_t i = axis + 1; i < s.size(); ++i) l.inner *= s[i];
  return l;
}

// One channels-last row: out = x + b (add_row) or sums += g (accumulate_row); float32 four
// lanes at a time (lane-wise adds are the scalar adds, so results are bit-identical).
template <typename T> void add_row(const T* x, const T* b, T* out, int64_t n) {
  int64_t i = 0;
  if constexpr (std::is_same_v<T, float>)
    for (; i + simd::kLanes <= n; i += simd::kLanes) simd::store(out + i, simd::load(x + i) + simd::load(b + i));
  for (; i < n; ++i) out[i] = static_cast<T>(x[i] + b[i]);
}
template <typename T> void accumulate_row(const T* g, T* sums, int64_t n) {
  int64_t i = 0;
  if constexpr (std::is_same_v<T, float>)
    for (; i + simd::kLanes <= n; i += simd::kLanes) simd::store(sums + i, simd::load(sums + i) + simd::load(g + i));
  for (; i < n; ++i) sums[i] = static_cast<T>(sums[i] + g[i]);
}

}  // namespace

Tensor bias_add(const Tensor& value, const Tensor& bias, bool nchw) {
  if (value.rank() < 2) throw invalid_argument("Input tensor must be at least 2D: " + shape_debug_string(value.shape()));
  if (bias.rank() != 1) throw invalid_argument("Biases must be 1D: " + shape_debug_string(bias.shape()));
  const BiasLayout l = bias_layout(value.shape(), nchw);
  if (bias.shape()[0] != l.channels) {
    throw invalid_argument("Must provide as many biases as the last dimension of the input tensor: " +
                           shape_debug_string(bias.shape()) + " vs. " + shape_debug_string(value.shape()));
  }
  Tensor out = Tensor::uninitialized(value.dtype(), value.shape());
  visit_numeric(value.dtype(), "BiasAdd", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* x = value.data<T>();
    const T* b = bias.data<T>();
    T* o = out.mutable_data<T>();
    if (l.inner == 1) {
      // NHWC (channels last): one contiguous row of channels per outer index, a loop the
      // compiler vectorizes.
      for (int64_t a = 0; a < l.outer; ++a) add_row(x + a * l.channels, b, o + a * l.channels, l.channels);
      return;
    }
    int64_t i = 0;
    for (int64_t a = 0; a < l.outer; ++a)
      for (int64_t ch = 0; ch < l.channels; ++ch)
        for (int64_t k = 0; k < l.inner; ++k, ++i) o[i] = static_cast<T>(x[i] + b[ch]);
  });
  return finish_float16(std::move(out));
}

Tensor bias_add_grad(const Tensor& out_backprop, bool nchw) {
  if (out_backprop.rank() < 2) {
    throw invalid_argument("Input tensor must be at least 2D: " + shape_debug_string(out_backprop.shape()));
  }
  const BiasLayout l = bias_layout(out_backprop.shape(), nchw);
  Tensor out = Tensor::zeros(out_backprop.dtype(), {l.channels});
  visit_numeric(out_backprop.dtype(), "BiasAddGrad", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* g = out_backprop.data<T>();
    T* o = out.mutable_data<T>();
    if (l.inner == 1) {
      // Channels last: add each row into the sums (each channel still sums its rows in order).
      for (int64_t a = 0; a < l.outer; ++a) accumulate_row(g + a * l.channels, o, l.channels);
      return;
    }
    int64_t i = 0;
    for (int64_t a = 0; a < l.outer; ++a)
      for (int64_t ch = 0; ch < l.channels; ++ch)
        for (int64_t k = 0; k < l.inner; ++k, ++i) o[ch] = static_cast<T>(o[ch] + g[i]);
  });
  return finish_float16(std::move(out));
}

}  // namespace tfplay::tensor
