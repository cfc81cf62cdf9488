// The ops gradient functions build (TF: tensorflow/core/ops/array_ops.cc BroadcastGradientArgs,
// StopGradient, StridedSliceGrad; math_ops.cc SigmoidGrad, TanhGrad, SqrtGrad; nn_ops.cc ReluGrad). Most kernels
// compose the element-wise kernels, so the values equal the forward ops' arithmetic.
#include <algorithm>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/graph/shape_refiner.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"
#include "core/tensor/simd.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;

using tensor::BinaryOp;
using tensor::OpValueError;

// BroadcastGradientArgs(s0, s1) -> (r0, r1): the axes of the broadcast shape that each input
// was broadcast along (bcast.h BCast::grad_x_reduce_idx / grad_y_reduce_idx).
std::pair<std::vector<int64_t>, std::vector<int64_t>> reduction_axes(const std::vector<int64_t>& x,
                                                                     const std::vector<int64_t>& y) {
  const std::size_t rank = std::max(x.size(), y.size());
  std::vector<int64_t> rx, ry;
  for (std::size_t i = 0; i < rank; ++i) {
    const int64_t xd = i < rank - x.size() ? 1 : x[i - (rank - x.size())];
    const int64_t yd = i < rank - y.size() ? 1 : y[i - (rank - y.size())];
    if (xd != yd && xd != 1 && yd != 1) {
      throw tensor::invalid_argument("Incompatible shapes: [" + std::to_string(xd) + "] vs. [" + std::to_string(yd) + "]");
    }
    // An axis both inputs have as 1 is reduced for both, as BCast does (it has size 1 anyway).
    if (xd == 1) rx.push_back(static_cast<int64_t>(i));
    if (yd == 1) ry.push_back(static_cast<int64_t>(i));
  }
  return {rx, ry};
}

void add_broadcast_gradient_args(OpRegistry& r) {
  OpDef d = make("BroadcastGradientArgs", "Return the reduction indices for computing gradients of s0 op s1 with broadcast.");
  d.inputs = {arg("s0", "T"), arg("s1", "T")};
  d.outputs = {arg("r0", "T"), arg("r1", "T")};
  d.attrs = {type_attr("T", "int32, int64", DType::Int32)};
  d.shape_fn = +[](const InferenceContext& c) {
    const DType t = c.attr<DType>("T");
    return std::vector<OutputSpec>{{t, TensorShape({tensor::Dim()})}, {t, TensorShape({tensor::Dim()})}};
  };
  d.kernel = +[](KernelContext& c) {
    auto [rx, ry] = reduction_axes(c.inputs[0].to_int64_vector(), c.inputs[1].to_int64_vector());
    const DType t = c.inputs[0].dtype();
    auto vec = [t](const std::vector<int64_t>& v) {
      if (t == DType::Int64) return Tensor::from_vector<int64_t>(t, {static_cast<int64_t>(v.size())}, v);
      return Tensor::from_vector<int32_t>(t, {static_cast<int64_t>(v.size())}, std::vector<int32_t>(v.begin(), v.end()));
    };
    return std::vector<Tensor>{vec(rx), vec(ry)};
  };
  r.add(std::move(d));
}

void add_stop_gradient(OpRegistry& r) {
  OpDef d = make("StopGradient", "Stops gradient computation.");
  d.inputs = {arg("input", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", "")};
  d.shape_fn = +[](const InferenceContext& c) { return std::vector<OutputSpec>{{c.attr<DType>("T"), c.input_shapes[0]}}; };
  d.kernel = +[](KernelContext& c) { return std::vector<Tensor>{c.inputs[0]}; };
  r.add(std::move(d));
}

/// An element-wise gradient op of two same-shaped inputs (y or features, and dy).
void add_elementwise_grad(OpRegistry& r, const std::string& name, const std::string& summary, const char* a,
                          const char* b, const char* allowed, std::function<Tensor(const Tensor&, const Tensor&)> fn) {
  OpDef d = make(name, summary);
  d.inputs = {arg(a, "T"), arg(b, "T")};
  d.outputs = {arg(name == "ReluGrad" ? "backprops" : "z", "T")};
  d.attrs = {type_attr("T", allowed)};
  d.shape_fn = +[](const InferenceContext& c) {
    TensorShape s = c.input_shapes[0];
    if (!s.is_fully_defined()) s = c.input_shapes[1];
    return std::vector<OutputSpec>{{c.attr<DType>("T"), s}};
  };
  d.kernel = [fn](KernelContext& c) { return std::vector<Tensor>{fn(c.inputs[0], c.inputs[1])}; };
  r.add(std::move(d));
}

Tensor scalar_like(const Tensor& t, double v) { return Tensor::scalar_of(t.dtype(), v); }

// ReluGrad as TF's functor computes it (relu_op_functor.h): gradients * cast(features > 0), so a
// masked position is the gradient times zero (-0.0 for a negative gradient, NaN for NaN or inf).
// One pass over same-shaped inputs, the case gradients always meet.
Tensor relu_grad(const Tensor& g, const Tensor& f) {
  if (g.shape() != f.shape()) {
    Tensor positive = tensor::binary_op(BinaryOp::Greater, f, scalar_like(f, 0));
    return tensor::binary_op(BinaryOp::Mul, g, tensor::cast(positive, g.dtype()));
  }
  Tensor out = Tensor::uninitialized(g.dtype(), g.shape());
  const int64_t n = g.num_elements();
  tensor::visit_numeric(g.dtype(), "ReluGrad", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* gv = g.data<T>();
    const T* fv = f.data<T>();
    T* o = out.mutable_data<T>();
    if constexpr (std::is_same_v<T, bool>) {
      for (int64_t i = 0; i < n; ++i) o[i] = gv[i] && fv[i];
    } else {
      int64_t i = 0;
      if constexpr (std::is_same_v<T, float>)
        for (; i + tensor::simd::kLanes <= n; i += tensor::simd::kLanes)
          tensor::simd::store(o + i, tensor::simd::load(gv + i) * tensor::simd::positive_mask(tensor::simd::load(fv + i)));
      for (; i < n; ++i) o[i] = gv[i] * static_cast<T>(fv[i] > T(0));
    }
  });
  return tensor::finish_float16(out);
}

// StridedSliceGrad(shape, begin, end, strides, dy): zeros of `shape` with dy written where
// StridedSlice read it (strided_slice_op.cc StridedSliceGradOp; the positions are distinct).
Tensor strided_slice_grad(const Tensor& shape_t, const Tensor& begin, const Tensor& end, const Tensor& strides,
                          const Tensor& dy, const tensor::StridedSliceMasks& masks) {
  const std::vector<int64_t> shape = shape_t.to_int64_vector();
  const std::vector<int64_t> b = begin.to_int64_vector(), e = end.to_int64_vector();
  const tensor::StridedSlicePlan plan = tensor::validate_strided_slice(&b, &e, strides.to_int64_vector(), shape, masks);
  Tensor out = Tensor::zeros(dy.dtype(), shape);
  const std::size_t rank = shape.size();
  std::vector<int64_t> row(rank, 1), steps(rank);
  for (std::size_t d = rank; d-- > 1;) row[d - 1] = row[d] * shape[d];
  int64_t base = 0;
  for (std::size_t d = 0; d < rank; ++d) {
    steps[d] = plan.strides[d] * row[d];
    base += plan.begin[d] * row[d];
  }
  int64_t n = 1;
  for (int64_t p : plan.processing_shape) n *= p;
  if (n != dy.num_elements()) throw tensor::invalid_argument("dy has the wrong number of elements for StridedSliceGrad");
  // The kernel only places elements: any dtype, complex included (TF registers it for all).
  tensor::visit_movable(dy.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = dy.data<T>();
    T* dst = out.mutable_data<T>();
    std::vector<int64_t> idx(rank, 0);
    for (int64_t k = 0; k < n; ++k) {
      int64_t offset = base;
      for (std::size_t d = 0; d < rank; ++d) offset += idx[d] * steps[d];
      dst[offset] = src[k];
      for (std::size_t d = rank; d-- > 0;) {
        if (++idx[d] < plan.processing_shape[d]) break;
        idx[d] = 0;
      }
    }
  });
  return out;
}

void add_strided_slice_grad(OpRegistry& r) {
  OpDef d = make("StridedSliceGrad", "Returns the gradient of `StridedSlice`.");
  d.inputs = {arg("shape", "Index"), arg("begin", "Index"), arg("end", "Index"), arg("strides", "Index"), arg("dy", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", ""), type_attr("Index", "int32, int64"),
             plain_attr("begin_mask", "int", int64_t{0}), plain_attr("end_mask", "int", int64_t{0}),
             plain_attr("ellipsis_mask", "int", int64_t{0}), plain_attr("new_axis_mask", "int", int64_t{0}),
             plain_attr("shrink_axis_mask", "int", int64_t{0})};
  // array_ops.cc: MakeShapeFromShapeTensor(0).
  d.shape_fn = +[](const InferenceContext& c) {
    return std::vector<OutputSpec>{{c.attr<DType>("T"), shape_tensor_input_with_rank(c, 0, -1)}};
  };
  d.kernel = +[](KernelContext& c) {
    tensor::StridedSliceMasks m;
    m.begin = c.attr<int64_t>("begin_mask");
    m.end = c.attr<int64_t>("end_mask");
    m.ellipsis = c.attr<int64_t>("ellipsis_mask");
    m.new_axis = c.attr<int64_t>("new_axis_mask");
    m.shrink_axis = c.attr<int64_t>("shrink_axis_mask");
    return std::vector<Tensor>{strided_slice_grad(c.inputs[0], c.inputs[1], c.inputs[2], c.inputs[3], c.inputs[4], m)};
  };
  r.add(std::move(d));
}

}  // namespace

void register_gradient_ops(OpRegistry& r) {
  add_broadcast_gradient_args(r);
  add_stop_gradient(r);
  add_strided_slice_grad(r);
  const char* kFloat = "bfloat16, float16, float32, float64, complex64, complex128";
  // SigmoidGrad(y, dy) = dy * y * (1 - y)
  add_elementwise_grad(r, "SigmoidGrad", "Computes the gradient of the sigmoid of `x` wrt its input.", "y", "dy", kFloat,
                       [](const Tensor& y, const Tensor& dy) {
                         Tensor one_minus = tensor::binary_op(BinaryOp::Sub, scalar_like(y, 1), y);
                         return tensor::binary_op(BinaryOp::Mul, dy, tensor::binary_op(BinaryOp::Mul, y, one_minus));
                       });
  // TanhGrad(y, dy) = dy * (1 - y * y)
  add_elementwise_grad(r, "TanhGrad", "Computes the gradient for the tanh of `x` wrt its input.", "y", "dy", kFloat,
                       [](const Tensor& y, const Tensor& dy) {
                         Tensor yy = tensor::binary_op(BinaryOp::Mul, y, y);
                         return tensor::binary_op(BinaryOp::Mul, dy, tensor::binary_op(BinaryOp::Sub, scalar_like(y, 1), yy));
                       });
  // SqrtGrad(y, dy) = dy * 0.5 / y
  add_elementwise_grad(r, "SqrtGrad", "Computes the gradient for the sqrt of `x` wrt its input.", "y", "dy", kFloat,
                       [](const Tensor& y, const Tensor& dy) {
                         Tensor half = tensor::binary_op(BinaryOp::Mul, dy, scalar_like(y, 0.5));
                         return tensor::binary_op(BinaryOp::RealDiv, half, y);
                       });
  // RsqrtGrad(y, dy) = -0.5 * (dy * y) * (y * y) (cwise_ops_gradients.h scalar_rsqrt_gradient_op)
  add_elementwise_grad(r, "RsqrtGrad", "Computes the gradient for the rsqrt of `x` wrt its input.", "y", "dy", kFloat,
                       [](const Tensor& y, const Tensor& dy) {
                         Tensor dyy = tensor::binary_op(BinaryOp::Mul, dy, y);
                         Tensor yy = tensor::binary_op(BinaryOp::Mul, y, y);
                         return tensor::binary_op(BinaryOp::Mul, tensor::binary_op(BinaryOp::Mul, scalar_like(y, -0.5), dyy), yy);
                       });
  // ReluGrad(gradients, features) = gradients * (features > 0)
  add_elementwise_grad(r, "ReluGrad", "Computes rectified linear gradients for a Relu operation.", "gradients", "features",
                       "float32, float64, int32, uint8, int16, int8, int64, bfloat16, uint16, float16, uint32, uint64",
                       relu_grad);
}

}  // namespace tfplay::graph
