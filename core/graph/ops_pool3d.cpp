// 3-D pooling (TF: tensorflow/core/ops/nn_ops.cc MaxPool3D, AvgPool3D, MaxPool3DGrad,
// AvgPool3DGrad; kernel pooling_ops_3d.cc) over NDHWC input, the only layout TF's CPU kernels
// take. SAME padding leaves the padded cells out of the max and of the average's count; the max
// gradient goes to every cell of a window equal to its maximum, as the CPU kernel's mask does.
#include <algorithm>
#include <array>
#include <limits>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/graph/shape_refiner.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;

using tensor::Dim;
using tensor::invalid_argument;
using tensor::OpValueError;

const char* kAvgTypes = "float16, bfloat16, float32, float64";
const char* kMaxTypes = "float16, bfloat16, float32";

struct Geometry {
  int64_t batch = 0, channels = 0;
  std::array<int64_t, 3> in{}, out{}, k{}, s{}, pad{};
};

// GetWindowedOutputSize per spatial dim: VALID ceil((in - k + 1) / s), SAME ceil(in / s) with
// the padding split evenly, the extra cell after.
Geometry geometry(const tensor::Shape& in, const std::vector<int64_t>& ksize, const std::vector<int64_t>& strides,
                  const std::string& padding) {
  Geometry g;
  g.batch = in[0];
  g.channels = in[4];
  for (std::size_t d = 0; d < 3; ++d) {
    g.in[d] = in[d + 1];
    g.k[d] = ksize[d + 1];
    g.s[d] = strides[d + 1];
    if (padding == "VALID") {
      g.out[d] = (g.in[d] - g.k[d] + g.s[d]) / g.s[d];
    } else {
      g.out[d] = (g.in[d] + g.s[d] - 1) / g.s[d];
      g.pad[d] = std::max<int64_t>((g.out[d] - 1) * g.s[d] + g.k[d] - g.in[d], 0) / 2;
    }
  }
  return g;
}

void check_attrs(const KernelContext& c, const Tensor& in) {
  if (c.attr<std::string>("data_format") != "NDHWC")
    throw invalid_argument("Default Pooling3DOp only supports NDHWC on device type CPU");
  if (in.rank() != 5) throw invalid_argument("tensor_in must be 5-dimensional");
  const auto& k = c.attr<std::vector<int64_t>>("ksize");
  const auto& s = c.attr<std::vector<int64_t>>("strides");
  if (k.size() != 5) throw invalid_argument("Sliding window ksize field must specify 5 dimensions");
  if (s.size() != 5) throw invalid_argument("Sliding window stride field must specify 5 dimensions");
  if (k[0] != 1 || s[0] != 1 || k[4] != 1 || s[4] != 1)
    throw tensor::OpError(tensor::OpError::Code::Unimplemented, "Pooling is not yet supported on the batch nor channel dimension.");
}

// Calls f(output flat index, input flat index) for every input cell in every output window.
template <typename F> void for_each_window_cell(const Geometry& g, F&& f) {
  for (int64_t b = 0; b < g.batch; ++b)
    for (int64_t p = 0; p < g.out[0]; ++p)
      for (int64_t q = 0; q < g.out[1]; ++q)
        for (int64_t r = 0; r < g.out[2]; ++r)
          for (int64_t ch = 0; ch < g.channels; ++ch) {
            const int64_t o = (((b * g.out[0] + p) * g.out[1] + q) * g.out[2] + r) * g.channels + ch;
            const int64_t p0 = p * g.s[0] - g.pad[0], q0 = q * g.s[1] - g.pad[1], r0 = r * g.s[2] - g.pad[2];
            for (int64_t x = std::max<int64_t>(p0, 0); x < std::min(p0 + g.k[0], g.in[0]); ++x)
              for (int64_t y = std::max<int64_t>(q0, 0); y < std::min(q0 + g.k[1], g.in[1]); ++y)
                for (int64_t z = std::max<int64_t>(r0, 0); z < std::min(r0 + g.k[2], g.in[2]); ++z)
                  f(o, (((b * g.in[0] + x) * g.in[1] + y) * g.in[2] + z) * g.channels + ch);
          }
}

std::vector<AttrDef> pool_attrs(const char* types) {
  return {plain_attr("ksize", "list(int)"), plain_attr("strides", "list(int)"), plain_attr("padding", "string"),
          plain_attr("data_format", "string", std::string("NDHWC")), type_attr("T", types, DType::Float32)};
}

void add_pool3d(OpRegistry& r, bool is_max) {
  OpDef d = make(is_max ? "MaxPool3D" : "AvgPool3D",
                 is_max ? "Performs 3D max pooling on the input." : "Performs 3D average pooling on the input.");
  d.inputs = {arg("input", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = pool_attrs(is_max ? kMaxTypes : kAvgTypes);
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    const DType t = c.attr<DType>("T");
    if (!in.has_rank()) return std::vector<OutputSpec>{{t, TensorShape::unknown_with_rank(5)}};
    if (*in.rank() != 5) throw EarlyShapeError("Shape must be rank 5 but is rank " + num(*in.rank()));
    const auto& k = c.attr<std::vector<int64_t>>("ksize");
    const auto& s = c.attr<std::vector<int64_t>>("strides");
    if (k.size() != 5 || s.size() != 5) throw OpValueError("ksize and strides must have 5 elements");
    std::vector<Dim> dims = in.as_list();
    for (std::size_t i = 1; i <= 3; ++i) {
      if (!dims[i]) continue;
      const int64_t n = *dims[i];
      dims[i] = c.attr<std::string>("padding") == "VALID" ? (n - k[i] + s[i]) / s[i] : (n + s[i] - 1) / s[i];
    }
    return std::vector<OutputSpec>{{t, TensorShape(dims)}};
  };
  d.kernel = [is_max](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    check_attrs(c, in);
    const Geometry g = geometry(in.shape(), c.attr<std::vector<int64_t>>("ksize"), c.attr<std::vector<int64_t>>("strides"),
                                c.attr<std::string>("padding"));
    for (int64_t o : g.out)
      if (o <= 0) throw invalid_argument("Computed output size would be negative");
    const tensor::Shape shape{g.batch, g.out[0], g.out[1], g.out[2], g.channels};
    Tensor out = Tensor::zeros(in.dtype(), shape);
    tensor::visit_numeric(in.dtype(), is_max ? "MaxPool3D" : "AvgPool3D", [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_floating_point_v<T>) {
        const T* x = in.data<T>();
        T* y = out.mutable_data<T>();
        std::vector<int64_t> count(static_cast<std::size_t>(out.num_elements()), 0);
        if (is_max) std::fill(y, y + out.num_elements(), -std::numeric_limits<T>::infinity());
        for_each_window_cell(g, [&](int64_t o, int64_t i) {
          if (is_max) y[o] = std::max(y[o], x[i]);
          else y[o] += x[i];
          ++count[static_cast<std::size_t>(o)];
        });
        if (!is_max)
          for (int64_t o = 0; o < out.num_elements(); ++o) y[o] /= static_cast<T>(count[static_cast<std::size_t>(o)]);
      }
    });
    return std::vector<Tensor>{tensor::finish_float16(out)};
  };
  r.add(std::move(d));
}

void add_pool3d_grads(OpRegistry& r) {
  OpDef m = make("MaxPool3DGrad", "Computes gradients of 3D max pooling function.");
  m.inputs = {arg("orig_input", "TInput"), arg("orig_output", "TInput"), arg("grad", "T")};
  m.outputs = {arg("output", "T")};
  m.attrs = pool_attrs(kMaxTypes);
  m.attrs.push_back(type_attr("TInput", kMaxTypes, DType::Float32));
  m.shape_fn = +[](const InferenceContext& c) { return std::vector<OutputSpec>{{c.attr<DType>("T"), c.input_shapes[0]}}; };
  m.kernel = +[](KernelContext& c) {
    const Tensor &in = c.inputs[0], &out = c.inputs[1], &grad = c.inputs[2];
    check_attrs(c, in);
    const Geometry g = geometry(in.shape(), c.attr<std::vector<int64_t>>("ksize"), c.attr<std::vector<int64_t>>("strides"),
                                c.attr<std::string>("padding"));
    Tensor dx = Tensor::zeros(grad.dtype(), in.shape());
    tensor::visit_numeric(grad.dtype(), "MaxPool3DGrad", [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_floating_point_v<T>) {
        const T *x = in.data<T>(), *y = out.data<T>(), *gy = grad.data<T>();
        T* o = dx.mutable_data<T>();
        for_each_window_cell(g, [&](int64_t oi, int64_t i) {
          if (x[i] == y[oi]) o[i] += gy[oi];
        });
      }
    });
    return std::vector<Tensor>{tensor::finish_float16(dx)};
  };
  r.add(std::move(m));

  OpDef a = make("AvgPool3DGrad", "Computes gradients of average pooling function.");
  a.inputs = {fixed_arg("orig_input_shape", DType::Int32), arg("grad", "T")};
  a.outputs = {arg("output", "T")};
  a.attrs = pool_attrs(kAvgTypes);
  // MakeShapeFromShapeTensor(0) + WithRank(5), as nn_ops.cc.
  a.shape_fn = +[](const InferenceContext& c) {
    return std::vector<OutputSpec>{{c.attr<DType>("T"), shape_tensor_input_with_rank(c, 0, 5)}};
  };
  a.kernel = +[](KernelContext& c) {
    const std::vector<int64_t> dims = c.inputs[0].to_int64_vector();
    const Tensor& grad = c.inputs[1];
    if (dims.size() != 5) throw invalid_argument("orig_input_shape must have 5 elements");
    const tensor::Shape in_shape(dims.begin(), dims.end());
    Tensor probe = Tensor::zeros(grad.dtype(), in_shape);
    check_attrs(c, probe);
    const Geometry g = geometry(in_shape, c.attr<std::vector<int64_t>>("ksize"), c.attr<std::vector<int64_t>>("strides"),
                                c.attr<std::string>("padding"));
    tensor::visit_numeric(grad.dtype(), "AvgPool3DGrad", [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_floating_point_v<T>) {
        std::vector<int64_t> count(static_cast<std::size_t>(grad.num_elements()), 0);
        for_each_window_cell(g, [&](int64_t o, int64_t) { ++count[static_cast<std::size_t>(o)]; });
        const T* gy = grad.data<T>();
        T* dx = probe.mutable_data<T>();
        for_each_window_cell(g, [&](int64_t o, int64_t i) { dx[i] += gy[o] / static_cast<T>(count[static_cast<std::size_t>(o)]); });
      }
    });
    return std::vector<Tensor>{tensor::finish_float16(probe)};
  };
  r.add(std::move(a));
}

}  // namespace

void register_pool3d_ops(OpRegistry& r) {
  add_pool3d(r, true);
  add_pool3d(r, false);
  add_pool3d_grads(r);
}

}  // namespace tfplay::graph
