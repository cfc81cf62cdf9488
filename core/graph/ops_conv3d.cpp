// 3-D convolution (TF: tensorflow/core/ops/nn_ops.cc Conv3D, Conv3DBackpropInputV2,
// Conv3DBackpropFilterV2; kernel conv_ops_3d.cc) over NDHWC input and a [KD, KH, KW, C, M]
// filter, with strides, dilations and SAME/VALID padding (SAME splits the padding evenly, the
// extra cell after). The backprops scatter the same window products the other way.
#include <algorithm>
#include <array>

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

const char* kTypes = "float16, bfloat16, float32, float64";

struct Conv3D {
  int64_t batch = 0, in_ch = 0, out_ch = 0;
  std::array<int64_t, 3> in{}, out{}, k{}, s{}, dil{}, pad{};
};

Conv3D plan(const std::vector<int64_t>& input, const std::vector<int64_t>& filter, const std::vector<int64_t>& strides,
            const std::vector<int64_t>& dilations, const std::string& padding) {
  if (input.size() != 5) throw invalid_argument("input must be 5-dimensional");
  if (filter.size() != 5) throw invalid_argument("filter must be 5-dimensional");
  if (input[4] != filter[3])
    throw invalid_argument("Input depth must be evenly divisible by filter depth: " + num(input[4]) + " vs " + num(filter[3]));
  Conv3D p;
  p.batch = input[0];
  p.in_ch = input[4];
  p.out_ch = filter[4];
  for (std::size_t d = 0; d < 3; ++d) {
    p.in[d] = input[d + 1];
    p.k[d] = filter[d];
    p.s[d] = strides[d + 1];
    p.dil[d] = dilations[d + 1];
    const int64_t eff = (p.k[d] - 1) * p.dil[d] + 1;
    if (padding == "VALID") {
      p.out[d] = std::max<int64_t>((p.in[d] - eff + p.s[d]) / p.s[d], 0);
    } else {
      p.out[d] = (p.in[d] + p.s[d] - 1) / p.s[d];
      p.pad[d] = std::max<int64_t>((p.out[d] - 1) * p.s[d] + eff - p.in[d], 0) / 2;
    }
  }
  return p;
}

void check_attrs(const KernelContext& c) {
  // conv_ops_3d.cc LaunchConvOp<CPUDevice> (the backprops' CPU kernels refuse NCDHW too).
  if (c.attr<std::string>("data_format") != "NDHWC")
    throw tensor::OpError(tensor::OpError::Code::Unimplemented,
                          "CPU implementation of Conv3D currently only supports the NHWC tensor format.");
  const auto& s = c.attr<std::vector<int64_t>>("strides");
  const auto& d = c.attr<std::vector<int64_t>>("dilations");
  if (s.size() != 5) throw invalid_argument("Sliding window strides field must specify 5 dimensions");
  if (d.size() != 5) throw invalid_argument("Dilation rates field must specify 5 dimensions");
  if (s[0] != 1 || s[4] != 1)
    throw invalid_argument("Current implementation does not yet support strides in the batch and depth dimensions.");
  if (d[0] != 1 || d[4] != 1)
    throw invalid_argument("Current implementation does not yet support dilation rates in the batch and depth dimensions.");
}

// Calls f(input flat index, filter flat index, output flat index) for every product of the
// convolution.
template <typename F> void for_each_product(const Conv3D& p, F&& f) {
  for (int64_t b = 0; b < p.batch; ++b)
    for (int64_t od = 0; od < p.out[0]; ++od)
      for (int64_t oh = 0; oh < p.out[1]; ++oh)
        for (int64_t ow = 0; ow < p.out[2]; ++ow)
          for (int64_t kd = 0; kd < p.k[0]; ++kd) {
            const int64_t id = od * p.s[0] - p.pad[0] + kd * p.dil[0];
            if (id < 0 || id >= p.in[0]) continue;
            for (int64_t kh = 0; kh < p.k[1]; ++kh) {
              const int64_t ih = oh * p.s[1] - p.pad[1] + kh * p.dil[1];
              if (ih < 0 || ih >= p.in[1]) continue;
              for (int64_t kw = 0; kw < p.k[2]; ++kw) {
                const int64_t iw = ow * p.s[2] - p.pad[2] + kw * p.dil[2];
                if (iw < 0 || iw >= p.in[2]) continue;
                const int64_t in_base = (((b * p.in[0] + id) * p.in[1] + ih) * p.in[2] + iw) * p.in_ch;
                const int64_t f_base = ((kd * p.k[1] + kh) * p.k[2] + kw) * p.in_ch * p.out_ch;
                const int64_t out_base = (((b * p.out[0] + od) * p.out[1] + oh) * p.out[2] + ow) * p.out_ch;
                for (int64_t ci = 0; ci < p.in_ch; ++ci)
                  for (int64_t co = 0; co < p.out_ch; ++co) f(in_base + ci, f_base + ci * p.out_ch + co, out_base + co);
              }
            }
          }
}

std::vector<AttrDef> conv_attrs() {
  return {type_attr("T", kTypes), plain_attr("strides", "list(int)"), plain_attr("padding", "string"),
          plain_attr("data_format", "string", std::string("NDHWC")),
          plain_attr("dilations", "list(int)", std::vector<int64_t>{1, 1, 1, 1, 1})};
}

std::vector<int64_t> dims_of(const Tensor& t) { return std::vector<int64_t>(t.shape().begin(), t.shape().end()); }

void add_conv3d(OpRegistry& r) {
  OpDef d = make("Conv3D", "Computes a 3-D convolution given 5-D `input` and `filter` tensors.");
  d.inputs = {arg("input", "T"), arg("filter", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = conv_attrs();
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape &in = c.input_shapes[0], &f = c.input_shapes[1];
    const DType t = c.attr<DType>("T");
    if (in.has_rank() && *in.rank() != 5) throw EarlyShapeError("Shape must be rank 5 but is rank " + num(*in.rank()));
    if (f.has_rank() && *f.rank() != 5) throw EarlyShapeError("Shape must be rank 5 but is rank " + num(*f.rank()));
    if (!in.has_rank() || !f.has_rank()) return std::vector<OutputSpec>{{t, TensorShape::unknown_with_rank(5)}};
    const auto& s = c.attr<std::vector<int64_t>>("strides");
    const auto& dl = c.attr<std::vector<int64_t>>("dilations");
    std::vector<Dim> dims{in.dim(0)};
    for (int i = 0; i < 3; ++i) {
      const Dim n = in.dim(i + 1), k = f.dim(i);
      if (!n || !k || s.size() != 5 || dl.size() != 5) {
        dims.push_back(Dim());
        continue;
      }
      const int64_t eff = (*k - 1) * dl[static_cast<std::size_t>(i + 1)] + 1, st = s[static_cast<std::size_t>(i + 1)];
      dims.push_back(c.attr<std::string>("padding") == "VALID" ? (*n - eff + st) / st : (*n + st - 1) / st);
    }
    dims.push_back(f.dim(4));
    return std::vector<OutputSpec>{{t, TensorShape(dims)}};
  };
  d.kernel = +[](KernelContext& c) {
    check_attrs(c);
    const Tensor &x = c.inputs[0], &w = c.inputs[1];
    const Conv3D p = plan(dims_of(x), dims_of(w), c.attr<std::vector<int64_t>>("strides"), c.attr<std::vector<int64_t>>("dilations"),
                          c.attr<std::string>("padding"));
    Tensor out = Tensor::zeros(x.dtype(), {p.batch, p.out[0], p.out[1], p.out[2], p.out_ch});
    tensor::visit_numeric(x.dtype(), "Conv3D", [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_floating_point_v<T>) {
        const T *xi = x.data<T>(), *wi = w.data<T>();
        T* o = out.mutable_data<T>();
        for_each_product(p, [&](int64_t i, int64_t f, int64_t oi) { o[oi] += xi[i] * wi[f]; });
      }
    });
    return std::vector<Tensor>{tensor::finish_float16(out)};
  };
  r.add(std::move(d));
}

void add_conv3d_backprops(OpRegistry& r) {
  OpDef bi = make("Conv3DBackpropInputV2", "Computes the gradients of 3-D convolution with respect to the input.");
  bi.inputs = {arg("input_sizes", "Tshape"), arg("filter", "T"), arg("out_backprop", "T")};
  bi.outputs = {arg("output", "T")};
  bi.attrs = conv_attrs();
  bi.attrs.push_back(type_attr("Tshape", "int32, int64", DType::Int32));
  // MakeShapeFromShapeTensor(0) + WithRank(5): a partly known input_sizes (ShapeN of a
  // (None, 4, 4, 4, 5) input in a tf.function) keeps its known dims.
  bi.shape_fn = +[](const InferenceContext& c) {
    return std::vector<OutputSpec>{{c.attr<DType>("T"), shape_tensor_input_with_rank(c, 0, 5)}};
  };
  bi.kernel = +[](KernelContext& c) {
    check_attrs(c);
    const std::vector<int64_t> in_dims = c.inputs[0].to_int64_vector();
    const Tensor &w = c.inputs[1], &g = c.inputs[2];
    const Conv3D p = plan(in_dims, dims_of(w), c.attr<std::vector<int64_t>>("strides"), c.attr<std::vector<int64_t>>("dilations"),
                          c.attr<std::string>("padding"));
    Tensor dx = Tensor::zeros(g.dtype(), tensor::Shape(in_dims.begin(), in_dims.end()));
    tensor::visit_numeric(g.dtype(), "Conv3DBackpropInputV2", [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_floating_point_v<T>) {
        const T *wi = w.data<T>(), *gi = g.data<T>();
        T* o = dx.mutable_data<T>();
        for_each_product(p, [&](int64_t i, int64_t f, int64_t oi) { o[i] += wi[f] * gi[oi]; });
      }
    });
    return std::vector<Tensor>{tensor::finish_float16(dx)};
  };
  r.add(std::move(bi));

  OpDef bf = make("Conv3DBackpropFilterV2", "Computes the gradients of 3-D convolution with respect to the filter.");
  bf.inputs = {arg("input", "T"), fixed_arg("filter_sizes", DType::Int32), arg("out_backprop", "T")};
  bf.outputs = {arg("output", "T")};
  bf.attrs = conv_attrs();
  bf.shape_fn = +[](const InferenceContext& c) {
    return std::vector<OutputSpec>{{c.attr<DType>("T"), shape_tensor_input_with_rank(c, 1, 5)}};
  };
  bf.kernel = +[](KernelContext& c) {
    check_attrs(c);
    const Tensor &x = c.inputs[0], &g = c.inputs[2];
    const std::vector<int64_t> f_dims = c.inputs[1].to_int64_vector();
    const Conv3D p = plan(dims_of(x), f_dims, c.attr<std::vector<int64_t>>("strides"), c.attr<std::vector<int64_t>>("dilations"),
                          c.attr<std::string>("padding"));
    Tensor dw = Tensor::zeros(g.dtype(), tensor::Shape(f_dims.begin(), f_dims.end()));
    tensor::visit_numeric(g.dtype(), "Conv3DBackpropFilterV2", [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (std::is_floating_point_v<T>) {
        const T *xi = x.data<T>(), *gi = g.data<T>();
        T* o = dw.mutable_data<T>();
        for_each_product(p, [&](int64_t i, int64_t f, int64_t oi) { o[f] += xi[i] * gi[oi]; });
      }
    });
    return std::vector<Tensor>{tensor::finish_float16(dw)};
  };
  r.add(std::move(bf));
}

}  // namespace

void register_conv3d_ops(OpRegistry& r) {
  add_conv3d(r);
  add_conv3d_backprops(r);
}

}  // namespace tfplay::graph
