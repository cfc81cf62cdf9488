// Convolution, pooling and bias ops (TF: tensorflow/core/ops/nn_ops.cc Conv2D,
// Conv2DBackpropInput, Conv2DBackpropFilter, MaxPool, AvgPool, MaxPoolGrad, MaxPoolGradGrad, AvgPoolGrad,
// BiasAdd, BiasAddGrad, DepthwiseConv2dNative and its backprops; array_ops.cc ShapeN, which Conv2D's gradient uses), with the shape
// functions of framework/common_shape_fns.cc (Conv2DShapeWithExplicitPadding,
// MaxPoolShapeWithExplicitPadding, AvgPoolShape, BiasAddShape, BiasAddGradShape).
#include <algorithm>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/graph/pool_attr_checks.h"
#include "core/graph/shape_refiner.h"
#include "core/tensor/kernels_conv.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using op_def_builders::one;

using tensor::Dim;
using tensor::OpValueError;
using tensor::Padding;

const char* kConvTypes = "float16, bfloat16, float32, float64, int32";
const char* kConvGradTypes = "float16, bfloat16, float32, float64";
const char* kPoolTypes = "float16, bfloat16, float32, float64, int32, int64, uint8, int16, int8, uint16, qint8";
const char* kAvgPoolTypes = "float16, bfloat16, float32, float64";
const char* kRealNumberTypes =
    "float32, float64, int32, uint8, int16, int8, int64, bfloat16, uint16, float16, uint32, uint64";
const char* kNumberTypes =
    "float32, float64, int32, uint8, int16, int8, complex64, int64, qint8, quint8, qint32, bfloat16, qint16, quint16, "
    "uint16, complex128, float16, uint32, uint64";

// The window attrs of a node (strides, dilations when present, padding, explicit_paddings,
// data_format).
tensor::PoolAttrs window_attrs(const AttrMap& attrs) {
  tensor::PoolAttrs w;
  auto get = [&](const char* name) -> const AttrValue* {
    auto it = attrs.find(name);
    return it == attrs.end() ? nullptr : &it->second;
  };
  if (auto* v = get("strides")) w.strides = std::get<std::vector<int64_t>>(*v);
  if (auto* v = get("dilations")) w.dilations = std::get<std::vector<int64_t>>(*v);
  if (auto* v = get("ksize")) w.ksize = std::get<std::vector<int64_t>>(*v);
  if (auto* v = get("padding")) w.padding = tensor::parse_padding(std::get<std::string>(*v));
  if (auto* v = get("explicit_paddings")) w.explicit_paddings = std::get<std::vector<int64_t>>(*v);
  if (auto* v = get("data_format")) w.data_format = std::get<std::string>(*v);
  return w;
}

// The attrs every windowed op declares after its inputs.
std::vector<AttrDef> window_attr_defs(bool explicit_padding, bool dilations, const char* data_formats = "NHWC, NCHW") {
  std::vector<AttrDef> a = {plain_attr("strides", "list(int)")};
  AttrDef pad = plain_attr("padding", "string");
  pad.allowed_text = explicit_padding ? "SAME, VALID, EXPLICIT" : "SAME, VALID";
  a.push_back(pad);
  if (explicit_padding) a.push_back(plain_attr("explicit_paddings", "list(int)", std::vector<int64_t>{}));
  AttrDef df = plain_attr("data_format", "string", std::string("NHWC"));
  df.allowed_text = data_formats;
  a.push_back(df);
  if (dilations) a.push_back(plain_attr("dilations", "list(int)", std::vector<int64_t>{1, 1, 1, 1}));
  return a;
}

// WithRank(shape, 4): an unknown shape becomes four unknown dims.
std::vector<Dim> rank4(const TensorShape& s) {
  if (!s.has_rank()) return std::vector<Dim>(4);
  if (*s.rank() != 4) throw OpValueError("Shape must be rank 4 but is rank " + num(*s.rank()));
  return s.as_list();
}

// Merges two dims (InferenceContext::Merge): "Dimensions must be equal, but are 3 and 2".
Dim merge(Dim a, Dim b) {
  if (a && b && *a != *b) throw OpValueError("Dimensions must be equal, but are " + num(*a) + " and " + num(*b));
  return a ? a : b;
}

// GetWindowedOutputSizeFromDimsV2 (common_shape_fns.cc) on possibly unknown dims: the same
// arithmetic as the kernel's, with InferenceContext::Subtract's error for a negative size.
Dim windowed_dim(Dim input, Dim filter, int64_t dilation, int64_t stride, Padding padding, int64_t before, int64_t after) {
  if (stride <= 0) throw OpValueError("Stride must be > 0, but got " + num(stride));
  if (dilation < 1) throw OpValueError("Dilation rate must be >= 1, but got " + num(dilation));
  if (padding == Padding::Same) {
    if (!input) return Dim();
    return (*input + stride - 1) / stride;
  }
  if (!input || !filter) return Dim();
  const int64_t padded = *input + (padding == Padding::Explicit ? before + after : 0);
  const int64_t effective = (*filter - 1) * dilation + 1;
  if (padded < effective) {
    throw OpValueError("Negative dimension size caused by subtracting " + num(effective) + " from " + num(padded));
  }
  return (padded - effective + stride) / stride;
}

// CheckValidPadding's texts, as a shape function reports them.
void check_padding_attrs(const tensor::WindowAttrs& w) {
  if (w.padding == Padding::Explicit) {
    if (w.explicit_paddings.size() != 8) {
      throw OpValueError("explicit_paddings attribute must contain 8 values, but got: " + num(static_cast<int64_t>(w.explicit_paddings.size())));
    }
    for (int64_t v : w.explicit_paddings)
      if (v < 0) throw OpValueError("All elements of explicit_paddings must be nonnegative");
  } else if (!w.explicit_paddings.empty()) {
    throw OpValueError("explicit_paddings attribute must be empty if the padding attribute is not EXPLICIT");
  }
}

// The spatial output dims of a window op over `in` (NHWC or NCHW dims).
std::pair<Dim, Dim> spatial_output(const std::vector<Dim>& in, Dim kh, Dim kw, const tensor::PoolAttrs& w, int64_t dh,
                                   int64_t dw) {
  const bool nchw = w.data_format == "NCHW";
  const int h = nchw ? 2 : 1, x = nchw ? 3 : 2;
  const bool ex = w.padding == Padding::Explicit;
  const auto& p = w.explicit_paddings;
  return {windowed_dim(in[h], kh, dh, w.strides[h], w.padding, ex ? p[2 * h] : 0, ex ? p[2 * h + 1] : 0),
          windowed_dim(in[x], kw, dw, w.strides[x], w.padding, ex ? p[2 * x] : 0, ex ? p[2 * x + 1] : 0)};
}

// An NHWC (or NCHW) shape from batch, spatial and channel dims.
TensorShape image_shape(const std::string& format, Dim n, Dim h, Dim w, Dim c) {
  if (format == "NCHW") return TensorShape({n, c, h, w});
  return TensorShape({n, h, w, c});
}

// common_shape_fns.cc Conv2DShapeImpl (with explicit padding).
TensorShape conv2d_shape(const InferenceContext& c) {
  const std::vector<Dim> in = rank4(c.input_shapes[0]);
  const std::vector<Dim> f = rank4(c.input_shapes[1]);
  const tensor::PoolAttrs w = window_attrs(c.attrs);
  if (w.strides.size() != 4) {
    throw OpValueError("Conv2D requires the stride attribute to contain 4 values, but got: " + num(static_cast<int64_t>(w.strides.size())));
  }
  if (w.dilations.size() != 4) {
    throw OpValueError("Conv2D requires the dilation attribute to contain 4 values, but got: " +
                       num(static_cast<int64_t>(w.dilations.size())));
  }
  const bool nchw = w.data_format == "NCHW";
  const Dim in_depth = in[nchw ? 1 : 3], filter_depth = f[2], out_depth = f[3];
  if (in_depth && filter_depth) {
    if (*filter_depth == 0) throw OpValueError("Depth of filter must not be 0");
    if (*in_depth % *filter_depth != 0) {
      throw OpValueError("Depth of input (" + num(*in_depth) + ") is not a multiple of input depth of filter (" + num(*filter_depth) + ")");
    }
    const int64_t groups = *in_depth / *filter_depth;
    if (out_depth && (groups == 0 || *out_depth % groups != 0)) {
      throw OpValueError("Depth of output (" + num(*out_depth) + ") is not a multiple of the number of groups (" + num(groups) + ")");
    }
  }
  check_padding_attrs(w);
  const int h = nchw ? 2 : 1, x = nchw ? 3 : 2;
  auto [rows, cols] = spatial_output(in, f[0], f[1], w, w.dilations[h], w.dilations[x]);
  return image_shape(w.data_format, in[0], rows, cols, out_depth);
}

// A backprop's output shape: its sizes input (`sizes`), a rank-1 vector read as a shape tensor
// (MakeShapeFromShapeTensor), of rank 4.
TensorShape sizes_input_shape(const InferenceContext& c, int sizes) { return shape_tensor_input_with_rank(c, sizes, 4); }

void add_conv2d(OpRegistry& r) {
  OpDef d = make("Conv2D", "Computes a 2-D convolution given 4-D `input` and `filter` tensors.");
  d.inputs = {arg("input", "T"), arg("filter", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", kConvTypes)};
  for (AttrDef a : window_attr_defs(true, true)) {
    d.attrs.push_back(a);
    if (a.name == "strides") d.attrs.push_back(plain_attr("use_cudnn_on_gpu", "bool", true));
  }
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), conv2d_shape(c)); };
  d.kernel = +[](KernelContext& c) { return std::vector<Tensor>{tensor::conv2d(c.inputs[0], c.inputs[1], window_attrs(c.attrs))}; };
  r.add(std::move(d));

  // Conv2DBackpropInput(input_sizes, filter, out_backprop) / Conv2DBackpropFilter(input,
  // filter_sizes, out_backprop): the output's shape is the sizes vector (Conv2DBackpropInputShape,
  // Conv2DBackpropFilterShape read it as a shape tensor).
  for (const bool input_grad : {true, false}) {
    OpDef g = make(input_grad ? "Conv2DBackpropInput" : "Conv2DBackpropFilter",
                   input_grad ? "Computes the gradients of convolution with respect to the input."
                              : "Computes the gradients of convolution with respect to the filter.");
    if (input_grad) g.inputs = {fixed_arg("input_sizes", DType::Int32), arg("filter", "T"), arg("out_backprop", "T")};
    else g.inputs = {arg("input", "T"), fixed_arg("filter_sizes", DType::Int32), arg("out_backprop", "T")};
    g.outputs = {arg("output", "T")};
    g.attrs = {type_attr("T", input_grad ? kConvTypes : kConvGradTypes)};
    for (AttrDef a : window_attr_defs(true, true)) {
      g.attrs.push_back(a);
      if (a.name == "strides") g.attrs.push_back(plain_attr("use_cudnn_on_gpu", "bool", true));
    }
    const int sizes = input_grad ? 0 : 1;
    g.shape_fn = [sizes](const InferenceContext& c) { return one(c.attr<DType>("T"), sizes_input_shape(c, sizes)); };
    g.kernel = [input_grad, sizes](KernelContext& c) {
      const Tensor& s = c.inputs[sizes];
      if (s.rank() != 1) {
        throw tensor::invalid_argument(std::string(input_grad ? "Conv2DBackpropInput: input_sizes" : "Conv2DBackpropFilter: filter_sizes") +
                                       " input must be 1-dim, not " + num(s.rank()));
      }
      const std::vector<int64_t> dims = s.to_int64_vector();
      if (dims.size() != 4) {
        throw tensor::invalid_argument(std::string(input_grad ? "Conv2DBackpropInput: input_sizes" : "Conv2DBackpropFilter: filter_sizes") +
                                       " must be 4-dimensional, got: " + num(static_cast<int64_t>(dims.size())));
      }
      const tensor::PoolAttrs w = window_attrs(c.attrs);
      if (input_grad) return std::vector<Tensor>{tensor::conv2d_backprop_input(dims, c.inputs[1], c.inputs[2], w)};
      return std::vector<Tensor>{tensor::conv2d_backprop_filter(c.inputs[0], dims, c.inputs[2], w)};
    };
    r.add(std::move(g));
  }
}

// common_shape_fns.cc DepthwiseConv2DNativeShapeImpl (with explicit padding): the output depth
// is the input depth times the filter's channel multiplier.
TensorShape depthwise_conv2d_shape(const InferenceContext& c) {
  const std::vector<Dim> in = rank4(c.input_shapes[0]);
  const std::vector<Dim> f = rank4(c.input_shapes[1]);
  const tensor::PoolAttrs w = window_attrs(c.attrs);
  if (w.strides.size() != 4) {
    throw OpValueError("DepthwiseConv2D requires the stride attribute to contain 4 values, but got: " +
                       num(static_cast<int64_t>(w.strides.size())));
  }
  if (w.dilations.size() != 4) {
    throw OpValueError("DepthwiseConv2D requires the dilations attribute to contain 4 values, but got: " +
                       num(static_cast<int64_t>(w.dilations.size())));
  }
  const bool nchw = w.data_format == "NCHW";
  const Dim in_depth = merge(in[nchw ? 1 : 3], f[2]);
  const Dim out_depth = in_depth && f[3] ? Dim(*in_depth * *f[3]) : Dim();
  check_padding_attrs(w);
  const int h = nchw ? 2 : 1, x = nchw ? 3 : 2;
  auto [rows, cols] = spatial_output(in, f[0], f[1], w, w.dilations[h], w.dilations[x]);
  return image_shape(w.data_format, in[0], rows, cols, out_depth);
}

// MaxPoolShapeWithExplicitPadding / AvgPoolShape (common_shape_fns.cc), NHWC and NCHW.
TensorShape pool_shape(const InferenceContext& c, const char* op) {
  const std::vector<Dim> in = rank4(c.input_shapes[0]);
  const tensor::PoolAttrs w = window_attrs(c.attrs);
  if (w.strides.size() != 4) {
    throw OpValueError(std::string(op) + " requires the stride attribute to contain 4 values, but got: " +
                       num(static_cast<int64_t>(w.strides.size())));
  }
  if (w.ksize.size() != 4) {
    throw OpValueError(std::string(op) + " requires the ksize attribute to contain 4 values, but got: " +
                       num(static_cast<int64_t>(w.ksize.size())));
  }
  check_padding_attrs(w);
  const bool nchw = w.data_format == "NCHW";
  const int h = nchw ? 2 : 1, x = nchw ? 3 : 2, ch = nchw ? 1 : 3;
  auto [rows, cols] = spatial_output(in, w.ksize[h], w.ksize[x], w, 1, 1);
  Dim depth = in[ch];
  if (depth && w.ksize[ch] > 1) depth = (*depth - w.ksize[ch] + w.strides[ch]) / w.strides[ch];
  return image_shape(w.data_format, in[0], rows, cols, depth);
}

void add_pools(OpRegistry& r) {
  for (const bool is_max : {true, false}) {
    OpDef d = make(is_max ? "MaxPool" : "AvgPool", is_max ? "Performs max pooling on the input." : "Performs average pooling on the input.");
    d.inputs = {arg(is_max ? "input" : "value", "T")};
    d.outputs = {arg("output", "T")};
    d.attrs = {type_attr("T", is_max ? kPoolTypes : kAvgPoolTypes, is_max ? std::optional<DType>(DType::Float32) : std::nullopt),
               plain_attr("ksize", "list(int)")};
    for (const AttrDef& a : window_attr_defs(is_max, false, is_max ? "NHWC, NCHW, NCHW_VECT_C" : "NHWC, NCHW")) d.attrs.push_back(a);
    d.shape_fn = [is_max](const InferenceContext& c) { return one(c.attr<DType>("T"), pool_shape(c, is_max ? "MaxPool" : "AvgPool")); };
    d.kernel = [is_max](KernelContext& c) {
      int32_list_attr(c, "ksize");
      int32_list_attr(c, "strides");
      const tensor::PoolAttrs w = window_attrs(c.attrs);
      return std::vector<Tensor>{is_max ? tensor::max_pool(c.inputs[0], w) : tensor::avg_pool(c.inputs[0], w)};
    };
    r.add(std::move(d));
  }

  OpDef m = make("MaxPoolGrad", "Computes gradients of the maxpooling function.");
  m.inputs = {arg("orig_input", "T"), arg("orig_output", "T"), arg("grad", "T")};
  m.outputs = {arg("output", "T")};
  m.attrs = {plain_attr("ksize", "list(int)")};
  for (const AttrDef& a : window_attr_defs(true, false)) m.attrs.push_back(a);
  m.attrs.push_back(type_attr("T", kRealNumberTypes, DType::Float32));
  m.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), TensorShape(rank4(c.input_shapes[0]))); };
  m.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::max_pool_grad(c.inputs[0], c.inputs[2], window_attrs(c.attrs))};
  };
  r.add(std::move(m));

  OpDef mg = make("MaxPoolGradGrad", "Computes second-order gradients of the maxpooling function.");
  mg.inputs = {arg("orig_input", "T"), arg("orig_output", "T"), arg("grad", "T")};
  mg.outputs = {arg("output", "T")};
  mg.attrs = {plain_attr("ksize", "list(int)")};
  for (const AttrDef& a : window_attr_defs(false, false)) mg.attrs.push_back(a);
  mg.attrs.push_back(type_attr("T", kRealNumberTypes));
  mg.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), TensorShape(rank4(c.input_shapes[1]))); };
  mg.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::max_pool_grad_grad(c.inputs[0], c.inputs[1], c.inputs[2], window_attrs(c.attrs))};
  };
  r.add(std::move(mg));

  OpDef a = make("AvgPoolGrad", "Computes gradients of the average pooling function.");
  a.inputs = {fixed_arg("orig_input_shape", DType::Int32), arg("grad", "T")};
  a.outputs = {arg("output", "T")};
  a.attrs = {plain_attr("ksize", "list(int)")};
  for (const AttrDef& d : window_attr_defs(false, false)) a.attrs.push_back(d);
  a.attrs.push_back(type_attr("T", kAvgPoolTypes));
  a.shape_fn = +[](const InferenceContext& c) {
    TensorShape out = shape_from_shape_tensor(c, 0);
    if (!out.has_rank()) out = TensorShape::unknown_with_rank(4);
    return one(c.attr<DType>("T"), TensorShape(rank4(out)));
  };
  a.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::avg_pool_grad(c.inputs[0].to_int64_vector(), c.inputs[1], window_attrs(c.attrs))};
  };
  r.add(std::move(a));
}

void add_bias_add(OpRegistry& r) {
  OpDef d = make("BiasAdd", "Adds `bias` to `value`.");
  d.inputs = {arg("value", "T"), arg("bias", "T")};
  d.outputs = {arg("output", "T")};
  AttrDef df = plain_attr("data_format", "string", std::string("NHWC"));
  df.allowed_text = "NHWC, NCHW";
  d.attrs = {type_attr("T", kNumberTypes), df};
  // common_shape_fns.cc BiasAddShape.
  d.shape_fn = +[](const InferenceContext& c) {
    const bool nchw = c.attr<std::string>("data_format") == "NCHW";
    const TensorShape& in = c.input_shapes[0];
    const int min_rank = nchw ? 3 : 2;
    if (in.has_rank() && *in.rank() < min_rank) {
      throw OpValueError("Shape must be at least rank " + num(min_rank) + " but is rank " + num(*in.rank()));
    }
    const TensorShape& b = c.input_shapes[1];
    if (b.has_rank() && *b.rank() != 1) throw OpValueError("Shape must be rank 1 but is rank " + num(*b.rank()));
    if (!in.has_rank()) return one(c.attr<DType>("T"), TensorShape::unknown());
    std::vector<Dim> dims = in.as_list();
    const std::size_t axis = nchw ? 1 : dims.size() - 1;
    dims[axis] = merge(dims[axis], b.has_rank() ? b.as_list()[0] : Dim());
    return one(c.attr<DType>("T"), TensorShape(std::move(dims)));
  };
  d.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::bias_add(c.inputs[0], c.inputs[1], c.attr<std::string>("data_format") == "NCHW")};
  };
  r.add(std::move(d));

  OpDef g = make("BiasAddGrad", "The backward operation for \"BiasAdd\" on the \"bias\" tensor.");
  g.inputs = {arg("out_backprop", "T")};
  g.outputs = {arg("output", "T")};
  g.attrs = {type_attr("T", kNumberTypes), df};
  g.shape_fn = +[](const InferenceContext& c) {
    const bool nchw = c.attr<std::string>("data_format") == "NCHW";
    const TensorShape& in = c.input_shapes[0];
    if (!in.has_rank()) return one(c.attr<DType>("T"), TensorShape({Dim()}));
    const int min_rank = nchw ? 3 : 2;
    if (*in.rank() < min_rank) throw OpValueError("Shape must be at least rank " + num(min_rank) + " but is rank " + num(*in.rank()));
    return one(c.attr<DType>("T"), TensorShape({in.as_list()[nchw ? 1 : *in.rank() - 1]}));
  };
  g.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::bias_add_grad(c.inputs[0], c.attr<std::string>("data_format") == "NCHW")};
  };
  r.add(std::move(g));
}

// ShapeN (array_ops.cc): the shapes of N tensors, as _Conv2DGrad asks for both of its inputs'.
void add_shape_n(OpRegistry& r) {
  OpDef d = make("ShapeN", "Returns shape of tensors.");
  d.inputs = {list_arg("input", "N", "T")};
  ArgDef out;
  out.name = "output";
  out.type_attr = "out_type";
  out.number_attr = "N";
  d.outputs = {out};
  d.attrs = {plain_attr("N", "int"), type_attr("T", ""), type_attr("out_type", "int32, int64", DType::Int32)};
  d.shape_fn = +[](const InferenceContext& c) {
    std::vector<OutputSpec> specs;
    for (const TensorShape& s : c.input_shapes) specs.push_back({c.attr<DType>("out_type"), TensorShape({s.rank() ? Dim(*s.rank()) : Dim()})});
    return specs;
  };
  d.kernel = +[](KernelContext& c) {
    std::vector<Tensor> outs;
    const DType t = c.attr<DType>("out_type");
    for (const Tensor& x : c.inputs) {
      const auto& s = x.shape();
      const int64_t n = static_cast<int64_t>(s.size());
      if (t == DType::Int64) outs.push_back(Tensor::from_vector<int64_t>(t, {n}, std::vector<int64_t>(s.begin(), s.end())));
      else outs.push_back(Tensor::from_vector<int32_t>(t, {n}, std::vector<int32_t>(s.begin(), s.end())));
    }
    return outs;
  };
  r.add(std::move(d));
}

}  // namespace

// DepthwiseConv2dNative and its two backprops (nn_ops.cc): the same attrs as Conv2D without
// use_cudnn_on_gpu, floating types only.
void register_depthwise_ops(OpRegistry& r) {
  OpDef d = make("DepthwiseConv2dNative", "Computes a 2-D depthwise convolution given 4-D `input` and `filter` tensors.");
  d.inputs = {arg("input", "T"), arg("filter", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", kConvGradTypes)};
  for (const AttrDef& a : window_attr_defs(true, true)) d.attrs.push_back(a);
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), depthwise_conv2d_shape(c)); };
  d.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::depthwise_conv2d_native(c.inputs[0], c.inputs[1], window_attrs(c.attrs))};
  };
  r.add(std::move(d));

  for (const bool input_grad : {true, false}) {
    const std::string name = input_grad ? "DepthwiseConv2dNativeBackpropInput" : "DepthwiseConv2dNativeBackpropFilter";
    OpDef g = make(name, input_grad ? "Computes the gradients of depthwise convolution with respect to the input."
                                    : "Computes the gradients of depthwise convolution with respect to the filter.");
    if (input_grad) g.inputs = {fixed_arg("input_sizes", DType::Int32), arg("filter", "T"), arg("out_backprop", "T")};
    else g.inputs = {arg("input", "T"), fixed_arg("filter_sizes", DType::Int32), arg("out_backprop", "T")};
    g.outputs = {arg("output", "T")};
    g.attrs = {type_attr("T", kConvGradTypes)};
    for (const AttrDef& a : window_attr_defs(true, true)) g.attrs.push_back(a);
    const int sizes = input_grad ? 0 : 1;
    g.shape_fn = [sizes](const InferenceContext& c) { return one(c.attr<DType>("T"), sizes_input_shape(c, sizes)); };
    g.kernel = [input_grad, sizes, name](KernelContext& c) {
      const Tensor& s = c.inputs[sizes];
      if (s.rank() != 1) {
        throw tensor::invalid_argument(name + ": " + (input_grad ? "input_sizes" : "filter_sizes") + " input must be 1-dim, not " + num(s.rank()));
      }
      const std::vector<int64_t> dims = s.to_int64_vector();
      const tensor::PoolAttrs w = window_attrs(c.attrs);
      if (input_grad) return std::vector<Tensor>{tensor::depthwise_conv2d_native_backprop_input(dims, c.inputs[1], c.inputs[2], w)};
      return std::vector<Tensor>{tensor::depthwise_conv2d_native_backprop_filter(c.inputs[0], dims, c.inputs[2], w)};
    };
    r.add(std::move(g));
  }
}

void register_conv_ops(OpRegistry& r) {
  add_conv2d(r);
  add_pools(r);
  add_bias_add(r);
  add_shape_n(r);
}

}  // namespace tfplay::graph
