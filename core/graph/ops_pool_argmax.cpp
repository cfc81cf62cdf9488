// Max pooling that also returns where each maximum came from (TF: tensorflow/core/ops/nn_ops.cc
// MaxPoolWithArgmax, MaxPoolGradWithArgmax; kernel maxpooling_op.cc, its spatial argmax pooling):
// NHWC input, argmax the flat index ((b * H + y) * W + x) * C + c,
// without the batch term unless include_batch_in_index; ties keep the first element scanned.
#include <algorithm>
#include <limits>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/graph/pool_attr_checks.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;

using tensor::Dim;
using tensor::invalid_argument;
using tensor::OpValueError;

const char* kTypes = "float16, float32, float64, int32, int64, uint8, int16, int8";

struct Window {
  int64_t out, pad, size, stride;
};

// GetWindowedOutputSize: VALID ceil((in - k + 1) / s); SAME ceil(in / s) with the padding split
// evenly, the extra cell after.
Window window(int64_t in, int64_t k, int64_t s, const std::string& padding) {
  if (padding == "VALID") return {(in - k + s) / s, 0, k, s};
  const int64_t out = (in + s - 1) / s;
  const int64_t total = std::max<int64_t>((out - 1) * s + k - in, 0);
  return {out, total / 2, k, s};
}

std::vector<AttrDef> pool_attrs() {
  return {plain_attr("ksize", "list(int)"), plain_attr("strides", "list(int)"), type_attr("Targmax", "int32, int64", DType::Int64),
          plain_attr("padding", "string"), plain_attr("include_batch_in_index", "bool", false), type_attr("T", kTypes)};
}

void check_pool_attrs(const std::vector<int64_t>& ksize, const std::vector<int64_t>& strides) {
  if (ksize.size() != 4) throw invalid_argument("Sliding window ksize field must specify 4 dimensions");
  require_positive_ksize(ksize);
  if (strides.size() != 4) throw invalid_argument("Sliding window stride field must specify 4 dimensions");
  if (ksize[0] != 1 || strides[0] != 1) throw invalid_argument("Pooling is not yet supported on the batch dimension.");
}

void add_max_pool_with_argmax(OpRegistry& r) {
  OpDef d = make("MaxPoolWithArgmax", "Performs max pooling on the input and outputs both max values and indices.");
  d.inputs = {arg("input", "T")};
  d.outputs = {arg("output", "T"), arg("argmax", "Targmax")};
  d.attrs = pool_attrs();
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    const DType t = c.attr<DType>("T"), at = c.attr<DType>("Targmax");
    if (!in.has_rank()) return std::vector<OutputSpec>{{t, TensorShape::unknown_with_rank(4)}, {at, TensorShape::unknown_with_rank(4)}};
    if (*in.rank() != 4) throw EarlyShapeError("Shape must be rank 4 but is rank " + num(*in.rank()));
    const auto& k = c.attr<std::vector<int64_t>>("ksize");
    const auto& s = c.attr<std::vector<int64_t>>("strides");
    if (k.size() != 4 || s.size() != 4) throw OpValueError("Sliding window ksize and strides must specify 4 dimensions");
    const std::string& padding = c.attr<std::string>("padding");
    std::vector<Dim> dims = in.as_list();
    for (int i = 1; i <= 2; ++i)
      if (dims[static_cast<std::size_t>(i)]) dims[static_cast<std::size_t>(i)] = window(*dims[static_cast<std::size_t>(i)], k[static_cast<std::size_t>(i)], s[static_cast<std::size_t>(i)], padding).out;
    return std::vector<OutputSpec>{{t, TensorShape(dims)}, {at, TensorShape(dims)}};
  };
  d.kernel = +[](KernelContext& c) {
    // The constructor's attr checks come before Compute's input checks.
    const auto& k = int32_list_attr(c, "ksize");
    const auto& s = int32_list_attr(c, "strides");
    check_pool_attrs(k, s);
    const Tensor& in = c.inputs[0];
    if (in.rank() != 4) throw invalid_argument("input must be 4-dimensional");
    const std::string& padding = c.attr<std::string>("padding");
    const bool with_batch = c.attr<bool>("include_batch_in_index");
    const int64_t n = in.shape()[0], h = in.shape()[1], w = in.shape()[2], depth = in.shape()[3];
    const Window wh = window(h, k[1], s[1], padding), ww = window(w, k[2], s[2], padding);
    if (wh.out <= 0 || ww.out <= 0) throw invalid_argument("Computed output size would be negative");
    tensor::Shape shape{n, wh.out, ww.out, depth};
    Tensor out = Tensor::zeros(in.dtype(), shape);
    std::vector<int64_t> arg(static_cast<std::size_t>(n * wh.out * ww.out * depth), -1);
    tensor::visit_numeric(in.dtype(), "MaxPoolWithArgmax", [&](auto tag) {
      using T = typename decltype(tag)::type;
      const T* x = in.data<T>();
      T* o = out.mutable_data<T>();
      for (int64_t b = 0; b < n; ++b)
        for (int64_t oy = 0; oy < wh.out; ++oy)
          for (int64_t ox = 0; ox < ww.out; ++ox)
            for (int64_t ch = 0; ch < depth; ++ch) {
              const int64_t at = ((b * wh.out + oy) * ww.out + ox) * depth + ch;
              const int64_t y0 = std::max<int64_t>(oy * wh.stride - wh.pad, 0), y1 = std::min(oy * wh.stride - wh.pad + wh.size, h);
              const int64_t x0 = std::max<int64_t>(ox * ww.stride - ww.pad, 0), x1 = std::min(ox * ww.stride - ww.pad + ww.size, w);
              for (int64_t y = y0; y < y1; ++y)
                for (int64_t xx = x0; xx < x1; ++xx) {
                  const int64_t src = ((b * h + y) * w + xx) * depth + ch;
                  if (arg[static_cast<std::size_t>(at)] < 0 || o[at] < x[src]) {
                    o[at] = x[src];
                    arg[static_cast<std::size_t>(at)] = with_batch ? src : src - b * h * w * depth;
                  }
                }
            }
    });
    return std::vector<Tensor>{out, tensor::cast(Tensor::from_vector<int64_t>(DType::Int64, shape, arg), c.attr<DType>("Targmax"))};
  };
  r.add(std::move(d));
}

// MaxPoolGradWithArgmax: each incoming gradient added at the input position its argmax names.
void add_max_pool_grad_with_argmax(OpRegistry& r) {
  OpDef d = make("MaxPoolGradWithArgmax", "Computes gradients of the maxpooling function.");
  d.inputs = {arg("input", "T"), arg("grad", "T"), arg("argmax", "Targmax")};
  d.outputs = {arg("output", "T")};
  d.attrs = pool_attrs();
  d.shape_fn = +[](const InferenceContext& c) { return std::vector<OutputSpec>{{c.attr<DType>("T"), c.input_shapes[0]}}; };
  d.kernel = +[](KernelContext& c) {
    const Tensor &in = c.inputs[0], &grad = c.inputs[1], &argmax = c.inputs[2];
    if (grad.shape() != argmax.shape()) throw invalid_argument("Expected grad shape to be the same as argmax shape");
    const bool with_batch = c.attr<bool>("include_batch_in_index");
    Tensor out = Tensor::zeros(in.dtype(), in.shape());
    const int64_t batch_in = in.rank() == 4 ? in.num_elements() / std::max<int64_t>(in.shape()[0], 1) : in.num_elements();
    const int64_t batch_out = grad.rank() == 4 ? grad.num_elements() / std::max<int64_t>(grad.shape()[0], 1) : grad.num_elements();
    tensor::visit_numeric(in.dtype(), "MaxPoolGradWithArgmax", [&](auto tag) {
      using T = typename decltype(tag)::type;
      const T* g = grad.data<T>();
      T* o = out.mutable_data<T>();
      for (int64_t i = 0; i < grad.num_elements(); ++i) {
        int64_t at = argmax.as_int64(i);
        if (!with_batch && batch_out) at += (i / batch_out) * batch_in;
        if (at < 0 || at >= out.num_elements())
          throw invalid_argument("Received argmax index that is out of range: " + num(argmax.as_int64(i)));
        o[at] = static_cast<T>(o[at] + g[i]);
      }
    });
    return std::vector<Tensor>{tensor::finish_float16(out)};
  };
  r.add(std::move(d));
}

}  // namespace

void register_pool_argmax_ops(OpRegistry& r) {
  add_max_pool_with_argmax(r);
  add_max_pool_grad_with_argmax(r);
}

}  // namespace tfplay::graph
