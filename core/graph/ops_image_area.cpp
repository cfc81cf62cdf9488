// ResizeArea as resize_area_op.cc computes it: per output pixel the input rows and columns its
// area covers, the first and last weighted by the part covered, summed in float (each row's
// columns first) and scaled by out_area / in_area.
#include <algorithm>
#include <cmath>

#include "core/graph/image_resizer_state.h"
#include "core/graph/op_def_builders.h"
#include "core/graph/ops_image_resize.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using image_resize::resizer_state;
using image_resize::ResizerState;
using image_resize::sized_image;
using op_def_builders::make;

int64_t bound(int64_t val, int64_t limit) { return std::min(limit - 1, std::max(int64_t{0}, val)); }

// The covered fraction of input cell i for the output span [in0, in1) (the kernel's ternaries,
// whose 1.0 makes them double before the float they are stored in).
float cell_scale(int64_t i, float in0, float in1, float scale) {
  const auto fi = static_cast<float>(i);
  const double v = fi < in0 ? (fi + 1 > in1 ? scale : fi + 1 - in0) : (fi + 1 > in1 ? in1 - fi : 1.0);
  return static_cast<float>(v);
}

struct Span {
  int64_t start, end;
  float start_scale, end_minus_one_scale;
};

Span span(int64_t x, float scale) {
  const float in0 = static_cast<float>(x) * scale;
  const float in1 = static_cast<float>(x + 1) * scale;
  Span s{};
  s.start = static_cast<int64_t>(std::floor(in0));
  s.start_scale = cell_scale(s.start, in0, in1, scale);
  s.end = static_cast<int64_t>(std::ceil(in1));
  s.end_minus_one_scale = cell_scale(s.end - 1, in0, in1, scale);
  return s;
}

Tensor resize_area(const KernelContext& c) {
  const ResizerState s = resizer_state(c, c.attr<bool>("align_corners"), false);
  const Tensor images = tensor::cast(c.inputs[0], DType::Float32);
  Tensor out = Tensor::zeros(DType::Float32, {s.batch, s.out_height, s.out_width, s.channels});
  if (out.num_elements() == 0) return out;
  std::vector<Span> xs;
  for (int64_t x = 0; x < s.out_width; ++x) xs.push_back(span(x, s.width_scale));
  const auto scale = static_cast<float>(1.0 / static_cast<double>(s.height_scale * s.width_scale));
  const float* src = images.data<float>();
  float* o = out.mutable_data<float>();
  const int64_t in_row = s.in_width * s.channels;
  for (int64_t b = 0; b < s.batch; ++b)
    for (int64_t y = 0; y < s.out_height; ++y) {
      const float in_y = static_cast<float>(y) * s.height_scale;
      const float in_y1 = static_cast<float>(y + 1) * s.height_scale;
      const auto y_start = static_cast<int64_t>(std::floor(in_y));
      const auto y_end = static_cast<int64_t>(std::ceil(in_y1));
      std::vector<float> y_scales;
      std::vector<const float*> rows;
      for (int64_t i = y_start; i < y_end; ++i) {
        y_scales.push_back(cell_scale(i, in_y, in_y1, s.height_scale));
        rows.push_back(src + b * s.in_height * in_row + bound(i, s.in_height) * in_row);
      }
      for (int64_t x = 0; x < s.out_width; ++x) {
        const Span& sx = xs[x];
        for (int64_t ch = 0; ch < s.channels; ++ch) {
          auto at = [&](const float* row, int64_t col) { return row[s.channels * bound(col, s.in_width) + ch]; };
          float sum = 0;
          for (std::size_t i = 0; i < rows.size(); ++i) {
            float sum_y = at(rows[i], sx.start) * sx.start_scale;
            if (sx.start + 1 != sx.end) {
              for (int64_t col = sx.start + 1; col < sx.end - 1; ++col) sum_y += at(rows[i], col);
              sum_y += at(rows[i], sx.end - 1) * sx.end_minus_one_scale;
            }
            sum += sum_y * y_scales[i];
          }
          *o++ = sum * scale;
        }
      }
    }
  return out;
}

}  // namespace

void register_image_area_ops(OpRegistry& r) {
  OpDef area = make("ResizeArea", "Resize `images` to `size` using area interpolation.");
  area.inputs = {arg("images", "T"), fixed_arg("size", DType::Int32)};
  area.outputs = {fixed_arg("resized_images", DType::Float32)};
  area.attrs = {type_attr("T", "int8, uint8, int16, uint16, int32, int64, half, float, double, bfloat16"),
                plain_attr("align_corners", "bool", false)};
  area.shape_fn = +[](const InferenceContext& c) { return sized_image(c, 1, DType::Float32); };
  area.kernel = +[](KernelContext& c) { return std::vector<Tensor>{resize_area(c)}; };
  r.add(std::move(area));
}

}  // namespace tfplay::graph
