// Local response normalization (TF: tensorflow/core/ops/nn_ops.cc LRN, LRNGrad; kernel
// lrn_op.cc): each element of a 4-D input divided by (bias + alpha * the sum of squares of the
// 2 * depth_radius + 1 channels around it) ** beta, and the gradient of that.
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

using tensor::invalid_argument;

const char* kLrnTypes = "float16, bfloat16, float32";

struct LrnParams {
  int64_t radius;
  double bias, alpha, beta;
};

LrnParams lrn_params(const KernelContext& c) {
  return {c.attr<int64_t>("depth_radius"), c.attr<double>("bias"), c.attr<double>("alpha"), c.attr<double>("beta")};
}

std::vector<AttrDef> lrn_attrs() {
  return {plain_attr("depth_radius", "int", int64_t{5}), plain_attr("bias", "float", 1.0), plain_attr("alpha", "float", 1.0),
          plain_attr("beta", "float", 0.5), type_attr("T", kLrnTypes, DType::Float32)};
}

void check_rank4(const InferenceContext& c, int i) {
  const TensorShape& s = c.input_shapes[static_cast<std::size_t>(i)];
  if (s.has_rank() && *s.rank() != 4) throw EarlyShapeError("Shape must be rank 4 but is rank " + num(*s.rank()));
}

void add_lrn(OpRegistry& r) {
  OpDef d = make("LRN", "Local Response Normalization.");
  d.inputs = {arg("input", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = lrn_attrs();
  d.shape_fn = +[](const InferenceContext& c) {
    check_rank4(c, 0);
    return one(c.attr<DType>("T"), c.input_shapes[0]);
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    if (in.rank() != 4) throw invalid_argument("in must be 4-dimensional");
    const LrnParams p = lrn_params(c);
    const int64_t depth = in.shape()[3];
    const int64_t rows = depth ? in.num_elements() / depth : 0;
    Tensor out = Tensor::zeros(in.dtype(), in.shape());
    const float* x = in.data<float>();
    float* y = out.mutable_data<float>();
    for (int64_t row = 0; row < rows; ++row) {
      const float* xr = x + row * depth;
      for (int64_t j = 0; j < depth; ++j) {
        float sum = 0;
        for (int64_t k = std::max<int64_t>(0, j - p.radius); k < std::min(depth, j + p.radius + 1); ++k) sum += xr[k] * xr[k];
        const float norm = static_cast<float>(p.bias) + static_cast<float>(p.alpha) * sum;
        y[row * depth + j] = xr[j] * std::pow(norm, -static_cast<float>(p.beta));
      }
    }
    return std::vector<Tensor>{tensor::finish_float16(std::move(out))};
  };
  r.add(std::move(d));
}

// LRNGradOp: d output[j] / d input[k] = -2 alpha beta input[k] output[j] / norm[j], plus
// norm[j] ** -beta when k == j, summed against the incoming gradients.
void add_lrn_grad(OpRegistry& r) {
  OpDef d = make("LRNGrad", "Gradients for Local Response Normalization.");
  d.inputs = {arg("input_grads", "T"), arg("input_image", "T"), arg("output_image", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = lrn_attrs();
  d.shape_fn = +[](const InferenceContext& c) {
    for (int i = 0; i < 3; ++i) check_rank4(c, i);
    return one(c.attr<DType>("T"), c.input_shapes[1]);
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor &grads = c.inputs[0], &in = c.inputs[1], &out_image = c.inputs[2];
    if (in.rank() != 4 || grads.rank() != 4 || out_image.rank() != 4) throw invalid_argument("inputs must be 4-dimensional");
    if (grads.shape() != in.shape() || out_image.shape() != in.shape())
      throw invalid_argument("input_grads, input_image, and out_image should have the same shape");
    const LrnParams p = lrn_params(c);
    const int64_t depth = in.shape()[3];
    const int64_t rows = depth ? in.num_elements() / depth : 0;
    Tensor out = Tensor::zeros(in.dtype(), in.shape());
    const float* g = grads.data<float>();
    const float* x = in.data<float>();
    const float* y = out_image.data<float>();
    float* o = out.mutable_data<float>();
    for (int64_t row = 0; row < rows; ++row) {
      const int64_t base = row * depth;
      for (int64_t j = 0; j < depth; ++j) {
        const int64_t lo = std::max<int64_t>(0, j - p.radius), hi = std::min(depth, j + p.radius + 1);
        float norm = 0;
        for (int64_t k = lo; k < hi; ++k) norm += x[base + k] * x[base + k];
        norm = static_cast<float>(p.alpha) * norm + static_cast<float>(p.bias);
        for (int64_t k = lo; k < hi; ++k) {
          float dyi = -2.0f * static_cast<float>(p.alpha) * static_cast<float>(p.beta) * x[base + k] * y[base + j] / norm;
          if (k == j) dyi += std::pow(norm, -static_cast<float>(p.beta));
          o[base + k] += dyi * g[base + j];
        }
      }
    }
    return std::vector<Tensor>{tensor::finish_float16(std::move(out))};
  };
  r.add(std::move(d));
}

}  // namespace

void register_lrn_ops(OpRegistry& r) {
  add_lrn(r);
  add_lrn_grad(r);
}

}  // namespace tfplay::graph
