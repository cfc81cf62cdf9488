// tf.nn's convolutions, poolings and bias_add, following TF 2.20's nn_ops.py: conv2d_v2 /
// conv2d, conv1d, convolution_internal, depthwise_conv2d_native (with nn_impl.py's
// depthwise_conv2d_v2 and separable_conv2d_v2), conv2d_transpose_v2, conv1d_transpose, conv3d_transpose_v2, conv_transpose,
// bias_add, max_pool_v2 / max_pool2d / max_pool1d, avg_pool_v2 / avg_pool2d / avg_pool1d, with
// _get_sequence and convert_padding for their arguments. The activations and nn_impl composites
// are in nn_impl.cpp.
#include "core/tf/nn_ops.h"

#include <tuple>

#include "core/function/tensor_object.h"
#include "core/function/variable_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/module_helpers.h"
#include "core/tf/nn_impl.h"
#include "core/tf/numpy_array.h"
#include "core/tf/space_batch_api.h"
#include "core/tf/variables.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using Ints = std::vector<int64_t>;

namespace {

bool starts_with_nc(const std::string& f) { return f.rfind("NC", 0) == 0; }

std::string str_or(const Ref& v, const char* dflt) { return present(v) ? py::as_str(v.get()) : dflt; }

// nn_ops._get_sequence: an int or a list of 1, n or n + 2 ints, completed with 1s for the batch
// and channel dims.
Ints get_sequence(const Ref& value, int n, int channel_index, const char* name) {
  if (!present(value)) return Ints(static_cast<std::size_t>(n + 2), 1);
  Ints v;
  if (py::is_int(value.get())) v.push_back(py::as_int(value.get()));
  else
    for (const Ref& item : py::to_vector(value)) v.push_back(py::as_int(item.get()));
  const int len = static_cast<int>(v.size());
  if (len == n + 2) return v;
  if (len == 1) v = Ints(static_cast<std::size_t>(n), v[0]);
  else if (len != n) {
    py::raise_value_error(std::string(name) + " should be of length 1, " + std::to_string(n) + " or " + std::to_string(n + 2) +
                          " but was " + std::to_string(len));
  }
  Ints out = channel_index == 1 ? Ints{1, 1} : Ints{1};
  out.insert(out.end(), v.begin(), v.end());
  if (channel_index != 1) out.push_back(1);
  return out;
}

}  // namespace

std::pair<std::string, Ints> convert_padding(const Ref& padding, int expected_length) {
  Ints explicit_paddings;
  if (py::is_str(padding.get())) {
    const std::string p = py::as_str(padding.get());
    if (p == "EXPLICIT") {
      py::raise_value_error("'EXPLICIT' is not a valid value for `padding`. To use explicit padding, `padding` must be a list.");
    }
    if (p != "SAME" && p != "VALID") {
      py::raise(py::E().NotImplementedError, "tfplay does not reproduce TensorFlow's error for padding=" + py::repr(padding) +
                                                 " yet (the op accepts \"SAME\", \"VALID\" or a list of paddings)");
    }
    return {p, explicit_paddings};
  }
  if (!py::is_list(padding.get()) && !py::is_tuple(padding.get())) {
    py::raise(py::E().NotImplementedError, "tfplay's padding must be \"SAME\", \"VALID\" or a list, got " + py::repr(padding));
  }
  const std::vector<Ref> dims = py::to_vector(padding);
  for (std::size_t i = 0; i < dims.size(); ++i) {
    const Ref& d = dims[i];
    if (!py::is_list(d.get()) && !py::is_tuple(d.get())) {
      py::raise_value_error("When `padding` is a list, each element of `padding` must be a list/tuple of size 2. Received: padding=" +
                            py::str(padding) + " with element at index " + std::to_string(i) + " of type " + py::repr(d->cls->self()));
    }
    const std::vector<Ref> pair = py::to_vector(d);
    if (pair.size() != 2) {
      py::raise_value_error("When `padding` is a list, each element of `padding` must be a list/tuple of size 2. Received: padding=" +
                            py::str(padding) + " with element at index " + std::to_string(i) + " of size " +
                            std::to_string(pair.size()));
    }
    for (const Ref& p : pair) explicit_paddings.push_back(py::as_int(p.get()));
  }
  if (static_cast<int>(dims.size()) != expected_length) {
    py::raise_value_error("When padding is a list, it must be of size " + std::to_string(expected_length) + ". Received: padding=" +
                          py::str(padding) + " of size " + std::to_string(dims.size()));
  }
  return {"EXPLICIT", explicit_paddings};
}

namespace {

// `input.shape` as TF's wrappers read it: tensors, variables and NumPy arrays have one; any other
// Python value raises the AttributeError Python would.
tensor::TensorShape shape_attr(const Ref& x) {
  if (function::TensorObject* t = tensor_of(x)) return t->shape;
  if (const function::VariableObject* v = function::as_variable(x.get())) return v->shape;
  if (const NumpyArrayObject* a = as_numpy_array(x.get())) return tensor::TensorShape(a->shape());
  py::raise(py::E().AttributeError, "'" + py::type_name(x.get()) + "' object has no attribute 'shape'");
}

[[noreturn]] void batch_dims_unsupported(const char* fn) {
  py::raise(py::E().NotImplementedError,
            std::string("tfplay's ") + fn + " does not support inputs with more than one batch dimension yet (squeeze_batch_dims)");
}

graph::AttrMap conv_attrs(const Ints& strides, const std::string& padding, const Ints& explicit_paddings, const std::string& data_format,
                          const Ints& dilations) {
  return {{"strides", strides},         {"use_cudnn_on_gpu", true},   {"padding", padding},
          {"explicit_paddings", explicit_paddings}, {"data_format", data_format}, {"dilations", dilations}};
}

// nn_ops.conv2d (v1; conv2d_v2 forwards to it): gen_nn_ops.conv2d for inputs of rank <= 4.
Ref conv2d(const Ref& input, const Ref& filters, const Ref& strides, const Ref& padding, const Ref& data_format_in,
           const Ref& dilations_in, const Ref& name) {
  auto [pad, explicit_paddings] = convert_padding(padding);
  const std::string data_format = str_or(data_format_in, "NHWC");
  const int channel_index = starts_with_nc(data_format) ? 1 : 3;
  const Ints st = get_sequence(strides, 2, channel_index, "strides");
  const Ints dl = get_sequence(dilations_in, 2, channel_index, "dilations");
  const tensor::TensorShape shape = shape_attr(input);
  if (shape.has_rank() && *shape.rank() > 4) batch_dims_unsupported("tf.nn.conv2d");
  return apply_op1("Conv2D", {input, filters}, conv_attrs(st, pad, explicit_paddings, data_format, dl), name);
}

// How conv1d and conv1d_transpose run as 2-D ops: the 2-D data format, the axis of the inserted
// height (from the end for conv1d, which accepts "NHWC"/"NCHW" too; from the front for
// conv1d_transpose) and the 4-element strides and dilations.
struct Conv1DPlan {
  std::string data_format;
  int64_t spatial_start_dim;
  Ints strides, dilations;
};
Conv1DPlan plan_conv1d(const std::string& df, bool conv1d, const Ref& stride, const Ref& dilations) {
  Conv1DPlan p;
  int channel_index;
  if (df == "NWC" || (conv1d && df == "NHWC")) {
    p.data_format = "NHWC";
    p.spatial_start_dim = conv1d ? -3 : 1;
    channel_index = 2;
  } else if (df == "NCW" || (conv1d && df == "NCHW")) {
    p.data_format = "NCHW";
    p.spatial_start_dim = conv1d ? -2 : 2;
    channel_index = 1;
  } else {
    py::raise_value_error("`data_format` must be 'NWC' or 'NCW'. Received: data_format=" + df);
  }
  p.strides = get_sequence(stride, 1, channel_index, "stride");
  p.strides.insert(p.strides.begin(), 1);
  p.dilations = get_sequence(dilations, 1, channel_index, "dilations");
  p.dilations.insert(p.dilations.begin(), 1);
  return p;
}

// nn_ops.conv1d: ExpandDims of the input and the filter, Conv2D named after the scope, Squeeze.
Ref conv1d(const Ref& value_in, const Ref& filters_in, const Ref& stride, const Ref& padding, const Ref& data_format_in,
           const Ref& dilations, const Ref& name) {
  OpScope s(name, "conv1d");
  const Conv1DPlan p = plan_conv1d(str_or(data_format_in, "NHWC"), true, stride, dilations);
  const int64_t spatial_start_dim = p.spatial_start_dim;
  Ref value = tf_call("expand_dims", {value_in, py::Int(spatial_start_dim)});
  Ref filters = tf_call("expand_dims", {filters_in, py::Int(0)});
  const tensor::TensorShape shape = tensor_of(value)->shape;
  if (shape.has_rank() && *shape.rank() > 4) batch_dims_unsupported("tf.nn.conv1d");
  auto [pad, explicit_paddings] = convert_padding(padding);
  Ref result = apply_op1("Conv2D", {value, filters}, conv_attrs(p.strides, pad, explicit_paddings, p.data_format, p.dilations), s);
  return tf_call("squeeze", {result, py::List({py::Int(spatial_start_dim)})});
}

// nn_ops.Convolution, which convolution_internal runs for dilations other than 1:
// _get_strides_and_dilation_rate's checks, then _WithSpaceToBatch around _NonAtrousConvolution
// (a VALID Conv2D, or conv1d, named after the "convolution" scope) on the space-to-batched input.
Ref dilated_convolution(const Ref& input, const Ref& filters, Ints st, Ints dl, const Ref& padding, const std::string& df,
                        int channel_index, int n, int num_batch_dims, const OpScope& s) {
  const std::size_t skip = channel_index == 1 ? 2 : 1;
  st = Ints(st.begin() + skip, st.begin() + skip + n);
  dl = Ints(dl.begin() + skip, dl.begin() + skip + n);
  const tensor::TensorShape in_shape = shape_attr(input), f_shape = shape_attr(filters);
  if (in_shape.has_rank() && *in_shape.rank() < n + 2) {
    py::raise_value_error("Shape " + in_shape.str() + " must have rank at least " + std::to_string(n + 2));
  }
  // nn_ops.Convolution: filter_shape.with_rank(num_spatial_dims + 2) (TensorShape's ValueError)
  // before any dimension of it is read.
  if (f_shape.has_rank() && *f_shape.rank() != n + 2) {
    py::raise_value_error("Shape " + f_shape.str() + " must have rank " + std::to_string(n + 2));
  }
  const bool nc = starts_with_nc(df);
  if (in_shape.has_rank() && f_shape.has_rank()) {
    const tensor::Dim in_channels = in_shape.as_list()[nc ? num_batch_dims : n + num_batch_dims];
    const tensor::Dim filter_dim = f_shape.as_list()[n];
    if (in_channels && filter_dim && *filter_dim != 0 && *in_channels % *filter_dim != 0) {
      py::raise(py::E().NotImplementedError, "tfplay does not reproduce TensorFlow's error for a dilated convolution whose input "
                                             "channels are not divisible by the filter's input channels yet");
    }
  }
  auto any = [](const Ints& v, auto pred) { return std::any_of(v.begin(), v.end(), pred); };
  if (any(dl, [](int64_t x) { return x < 1; })) {
    py::raise_value_error("all values of `dilation_rate` must be positive. Received: dilation_rate=" + numpy_int_str(dl));
  }
  if (any(st, [](int64_t x) { return x < 1; })) {
    py::raise_value_error("all values of `strides` must be positive. Received: strides=" + numpy_int_str(st));
  }
  if (any(st, [](int64_t x) { return x > 1; }) && any(dl, [](int64_t x) { return x > 1; })) {
    py::raise_value_error("`strides > 1` not supported in conjunction with `dilation_rate > 1`. Received: strides=" + numpy_int_str(st) +
                          " and dilation_rate=" + numpy_int_str(dl));
  }
  Ref rate = make_ndarray(tensor::Tensor::from_vector<int32_t>(tensor::DType::Int32, {n}, std::vector<int32_t>(dl.begin(), dl.end())));
  // _WithSpaceToBatch converts the filter's TensorShape for SAME padding only.
  Ref filter_shape = py::None();
  if (py::is_str(padding.get()) && py::as_str(padding.get()) == "SAME") {
    if (!f_shape.is_fully_defined()) py::raise_value_error("Cannot convert a partially known TensorShape " + f_shape.str() + " to a Tensor.");
    const std::vector<int64_t> dims = f_shape.concrete();
    filter_shape = make_ndarray(tensor::Tensor::from_vector<int32_t>(tensor::DType::Int32, {static_cast<int64_t>(dims.size())},
                                                                     std::vector<int32_t>(dims.begin(), dims.end())));
  }
  std::vector<Ref> spatial;
  for (int d = 0; d < n; ++d) spatial.push_back(py::Int(num_batch_dims + (nc ? 1 : 0) + d));
  const Ref scope = scope_name(s);
  SpatialOp op = [&](const Ref& inp, int64_t, const Ref& pad) -> Ref {
    if (n == 1) return conv1d(inp, filters, py::Int(st[0]), pad, py::Str(df.empty() ? "NWC" : df), nullptr, scope);
    if (n == 3) {
      const Ints strides = nc ? Ints{1, 1, st[0], st[1], st[2]} : Ints{1, st[0], st[1], st[2], 1};
      return apply_op1("Conv3D", {inp, filters},
                       {{"strides", strides}, {"padding", py::as_str(pad.get())}, {"data_format", df.empty() ? "NDHWC" : df},
                        {"dilations", Ints{1, 1, 1, 1, 1}}},
                       s);
    }
    if (in_shape.has_rank() && *in_shape.rank() > 4) batch_dims_unsupported("tf.nn.convolution");
    auto [p, explicit_paddings] = convert_padding(pad);
    const std::string f = df.empty() ? "NHWC" : df;
    const Ints strides = nc ? Ints{1, 1, st[0], st[1]} : Ints{1, st[0], st[1], 1};
    return apply_op1("Conv2D", {inp, filters}, conv_attrs(strides, p, explicit_paddings, f, Ints{1, 1, 1, 1}), s);
  };
  return with_space_to_batch(input, rate, padding, op, filter_shape, py::List(spatial), df, num_batch_dims);
}

// nn_ops.convolution_internal for undilated convolutions (the dilated ones go through
// with_space_to_batch in TF).
Ref convolution(CallArgs& a) {
  Ref input = require(a, 0, "input", "convolution_v2");
  Ref filters = require(a, 1, "filters", "convolution_v2");
  Ref strides = arg(a, 2, "strides");
  Ref padding = arg(a, 3, "padding");
  if (!present(padding)) padding = py::Str("VALID");
  Ref data_format = arg(a, 4, "data_format");
  Ref dilations = arg(a, 5, "dilations");
  Ref name = arg(a, 6, "name");
  if (!tensor_of(filters) && !is_variable(filters.get())) {
    OpScope s(py::Str("convolution_internal"), "");
    filters = convert_to_tensor(filters, std::nullopt, "filters");
  }
  if (!tensor_of(input) && !is_variable(input.get())) {
    OpScope s(py::Str("convolution_internal"), "");
    input = convert_to_tensor(input, std::nullopt, "input");
  }
  const std::optional<int> filters_rank = shape_attr(filters).rank(), inputs_rank = shape_attr(input).rank();
  int num_spatial_dims;
  if (filters_rank && *filters_rank) num_spatial_dims = *filters_rank - 2;
  else if (inputs_rank && *inputs_rank) num_spatial_dims = *inputs_rank - 2;
  else {
    py::raise_value_error("When `num_spatial_dims` is not set, one of `input.shape.rank` or `filters.shape.rank` must be known. "
                          "Received: input.shape=" + shape_attr(input).str() + " of rank " +
                          (inputs_rank ? std::to_string(*inputs_rank) : "None") + " and filters.shape=" + shape_attr(filters).str() +
                          " of rank " + (filters_rank ? std::to_string(*filters_rank) : "None"));
  }
  const int num_batch_dims = inputs_rank && *inputs_rank ? *inputs_rank - num_spatial_dims - 1 : 1;
  if (num_spatial_dims < 1 || num_spatial_dims > 3) {
    py::raise_value_error("`num_spatial_dims` must be 1, 2, or 3. Received: num_spatial_dims=" + std::to_string(num_spatial_dims) + ".");
  }
  const std::string df = str_or(data_format, "");
  static const char* kChannelsLast[] = {"NWC", "NHC", "NHWC", "NWHC", "NDHWC", "NDWHC", "NHDWC", "NHWDC", "NWDHC", "NWHDC"};
  bool channels_last = df.empty();
  for (const char* f : kChannelsLast) channels_last = channels_last || df == f;
  const int channel_index = channels_last ? num_batch_dims + num_spatial_dims : num_batch_dims;
  const Ints dl = get_sequence(dilations, num_spatial_dims, channel_index, "dilations");
  const Ints st = get_sequence(strides, num_spatial_dims, channel_index, "strides");
  bool dilated = false;
  for (int64_t d : dl) dilated = dilated || d != 1;
  if (num_spatial_dims == 3 && !py::is_str(padding.get())) {
    py::raise(py::E().NotImplementedError, "tfplay's tf.nn.convolution does not support explicit padding for 3-D convolutions");
  }
  OpScope s(name, "convolution");
  if (dilated) return dilated_convolution(input, filters, st, dl, padding, df, channel_index, num_spatial_dims, num_batch_dims, s);
  if (num_spatial_dims == 3) {
    // conv_ops[3] is gen_nn_ops.conv3d: five strides and dilations, NDHWC when data_format is None.
    return apply_op1("Conv3D", {input, filters},
                     {{"strides", st}, {"padding", py::as_str(padding.get())}, {"data_format", df.empty() ? "NDHWC" : df}, {"dilations", dl}},
                     s);
  }
  std::vector<Ref> st_items, dl_items;
  for (int64_t v : st) st_items.push_back(py::Int(v));
  for (int64_t v : dl) dl_items.push_back(py::Int(v));
  const Ref scope = scope_name(s);
  if (num_spatial_dims == 2) {
    const tensor::TensorShape shape = shape_attr(input);
    if (shape.has_rank() && *shape.rank() >= 5) batch_dims_unsupported("tf.nn.convolution");
    auto [pad, explicit_paddings] = convert_padding(padding);
    const std::string f = df.empty() ? "NHWC" : df;
    return apply_op1("Conv2D", {input, filters}, conv_attrs(st, pad, explicit_paddings, f, dl), s);
  }
  return conv1d(input, filters, py::List(st_items), padding, data_format, py::List(dl_items), scope);
}

// nn_ops.conv2d_transpose_v2: Conv2DBackpropInput(output_shape, filters, input).
Ref conv2d_transpose(const Ref& input, const Ref& filters, const Ref& output_shape, const Ref& strides, const Ref& padding_in,
                     const Ref& data_format_in, const Ref& dilations, const Ref& name) {
  OpScope s(name, "conv2d_transpose");
  const std::string data_format = str_or(data_format_in, "NHWC");
  const int channel_index = starts_with_nc(data_format) ? 1 : 3;
  const Ints st = get_sequence(strides, 2, channel_index, "strides");
  const Ints dl = get_sequence(dilations, 2, channel_index, "dilations");
  auto [pad, explicit_paddings] = convert_padding(present(padding_in) ? padding_in : py::Str("SAME"));
  return apply_op1("Conv2DBackpropInput", {output_shape, filters, input}, conv_attrs(st, pad, explicit_paddings, data_format, dl), s);
}

// nn_ops.conv3d_transpose_v2: Conv3DBackpropInputV2(output_shape, filters, input).
Ref conv3d_transpose(const Ref& input, const Ref& filters, const Ref& output_shape, const Ref& strides, const Ref& padding_in,
                     const Ref& data_format_in, const Ref& dilations, const Ref& name) {
  OpScope s(name, "conv3d_transpose");
  const std::string data_format = str_or(data_format_in, "NDHWC");
  const int channel_index = starts_with_nc(data_format) ? 1 : 4;
  const Ints st = get_sequence(strides, 3, channel_index, "strides");
  const Ints dl = get_sequence(dilations, 3, channel_index, "dilations");
  const Ref padding = present(padding_in) ? padding_in : py::Str("SAME");
  if (!py::is_str(padding.get())) {
    py::raise(py::E().NotImplementedError, "tfplay's tf.nn.conv3d_transpose takes padding \"SAME\" or \"VALID\" only");
  }
  return apply_op1("Conv3DBackpropInputV2", {output_shape, filters, input},
                   {{"strides", st}, {"padding", py::as_str(padding.get())}, {"data_format", data_format}, {"dilations", dl}}, s);
}

// nn_ops.conv1d_transpose: the 2-D transpose over an inserted height of 1.
Ref conv1d_transpose(const Ref& input_in, const Ref& filters_in, const Ref& output_shape_in, const Ref& strides, const Ref& padding_in,
                     const Ref& data_format_in, const Ref& dilations, const Ref& name) {
  OpScope s(name, "conv1d_transpose");
  const Conv1DPlan p = plan_conv1d(str_or(data_format_in, "NWC"), false, strides, dilations);
  const int64_t spatial_start_dim = p.spatial_start_dim;
  Ref input = tf_call("expand_dims", {input_in, py::Int(spatial_start_dim)});
  Ref filters = tf_call("expand_dims", {filters_in, py::Int(0)});
  Ref output_shape = output_shape_in;
  Ref head, tail;
  if (tensor_of(output_shape)) {
    auto slice = [](Ref lo, Ref hi) { return py::make_object<py::SliceObject>(py::T().slice, lo, hi, py::None()); };
    head = py::getitem(output_shape, slice(py::None(), py::Int(spatial_start_dim)));
    tail = py::getitem(output_shape, slice(py::Int(spatial_start_dim), py::None()));
  } else {
    std::vector<Ref> dims = py::to_vector(output_shape);
    head = py::List(std::vector<Ref>(dims.begin(), dims.begin() + spatial_start_dim));
    tail = py::List(std::vector<Ref>(dims.begin() + spatial_start_dim, dims.end()));
  }
  Ref sizes = tf_call("concat", {py::List({head, py::List({py::Int(1)}), tail}), py::Int(0)});
  auto [pad, explicit_paddings] = convert_padding(present(padding_in) ? padding_in : py::Str("SAME"));
  Ref result =
      apply_op1("Conv2DBackpropInput", {sizes, filters, input}, conv_attrs(p.strides, pad, explicit_paddings, p.data_format, p.dilations), s);
  return tf_call("squeeze", {result, py::Int(spatial_start_dim)});
}

// nn_ops.bias_add: name scope "BiasAdd"; in a graph the value is converted as "input" and the
// bias with the value's dtype.
Ref bias_add(CallArgs& a) {
  Ref value = require(a, 0, "value", "bias_add");
  Ref bias = require(a, 1, "bias", "bias_add");
  Ref data_format = arg(a, 2, "data_format");
  OpScope s(arg(a, 3, "name"), "BiasAdd");
  std::string df = "NHWC";
  if (present(data_format)) {
    const std::string f = py::as_str(data_format.get());
    if (starts_with_nc(f)) df = "NCHW";
    else if (!f.empty() && f.front() == 'N' && f.back() == 'C') df = "NHWC";
    else py::raise_value_error("`data_format` must be of the form `N...C` or `NC...`. Received: data_format=" + f);
  }
  if (s.in_graph()) {
    value = convert_to_tensor(value, std::nullopt, "input");
    bias = convert_to_tensor(bias, dtype_of(value), "bias");
  }
  return apply_op1("BiasAdd", {value, bias}, {{"data_format", df}}, s);
}

// ---- pooling ------------------------------------------------------------------------------------

graph::AttrMap pool_attrs(const Ints& ksize, const Ints& strides, const std::string& padding, const Ints* explicit_paddings,
                          const std::string& data_format) {
  graph::AttrMap m{{"ksize", ksize}, {"strides", strides}, {"padding", padding}, {"data_format", data_format}};
  if (explicit_paddings) m["explicit_paddings"] = *explicit_paddings;
  return m;
}

// nn_ops.max_pool2d / avg_pool2d: the op named after the wrapper's scope.
Ref pool2d(bool is_max, const Ref& input, const Ref& ksize, const Ref& strides, const Ref& padding, const Ref& data_format_in,
           const Ref& name) {
  OpScope s(name, is_max ? "MaxPool2d" : "AvgPool2D");
  const std::string data_format = str_or(data_format_in, "NHWC");
  const int channel_index = starts_with_nc(data_format) ? 1 : 3;
  const Ints k = get_sequence(ksize, 2, channel_index, "ksize");
  const Ints st = get_sequence(strides, 2, channel_index, "strides");
  if (!is_max) return apply_op1("AvgPool", {input}, pool_attrs(k, st, py::as_str(padding.get()), nullptr, data_format), s);
  if ((py::is_list(padding.get()) || py::is_tuple(padding.get())) && data_format == "NCHW_VECT_C") {
    py::raise_value_error("`data_format='NCHW_VECT_C'` is not supported with explicit padding. Received: padding=" + py::str(padding));
  }
  auto [pad, explicit_paddings] = convert_padding(padding);
  return apply_op1("MaxPool", {input}, pool_attrs(k, st, pad, &explicit_paddings, data_format), s);
}

// nn_ops.max_pool1d / avg_pool1d: ExpandDims, the 2-D pool named after the scope, Squeeze.
Ref pool1d(bool is_max, const Ref& input_in, const Ref& ksize, const Ref& strides, const Ref& padding, const Ref& data_format_in,
           const Ref& name) {
  OpScope s(name, is_max ? "MaxPool1d" : "AvgPool1D");
  std::string data_format = str_or(data_format_in, "NWC");
  if (is_max && (py::is_list(padding.get()) || py::is_tuple(padding.get())) && data_format == "NCHW_VECT_C") {
    py::raise_value_error("`data_format='NCHW_VECT_C'` is not supported with explicit padding. Received: padding=" + py::str(padding));
  }
  const int channel_index = starts_with_nc(data_format) ? 1 : 2;
  Ints k = get_sequence(ksize, 1, channel_index, "ksize");
  k.insert(k.begin(), 1);
  Ints st = get_sequence(strides, 1, channel_index, "strides");
  st.insert(st.begin(), 1);
  std::string pad;
  Ints explicit_paddings;
  if (is_max) {
    std::tie(pad, explicit_paddings) = convert_padding(padding, 3);
    if (pad == "EXPLICIT") explicit_paddings.insert(explicit_paddings.begin(), {0, 0});
  } else {
    pad = py::as_str(padding.get());
  }
  const int64_t expanding_dim = data_format == "NWC" ? 1 : 2;
  data_format = data_format == "NWC" ? "NHWC" : "NCHW";
  Ref input = tf_call("expand_dims", {input_in, py::Int(expanding_dim)});
  Ref result = apply_op1(is_max ? "MaxPool" : "AvgPool", {input}, pool_attrs(k, st, pad, is_max ? &explicit_paddings : nullptr, data_format),
                         s);
  return tf_call("squeeze", {result, py::Int(expanding_dim)});
}

// nn_ops.max_pool_v2 / avg_pool_v2 (tf.nn.max_pool, tf.nn.avg_pool): the rank picks the 1-D or
// 2-D pooling.
Ref pool_v2(bool is_max, CallArgs& a) {
  const char* fn = is_max ? "max_pool_v2" : "avg_pool_v2";
  Ref input = require(a, 0, "input", fn);
  Ref ksize = require(a, 1, "ksize", fn);
  Ref strides = require(a, 2, "strides", fn);
  Ref padding = require(a, 3, "padding", fn);
  Ref data_format = arg(a, 4, "data_format");
  Ref name = arg(a, 5, "name");
  const tensor::TensorShape shape = shape_attr(input);
  if (!shape.has_rank()) py::raise_value_error("Cannot take the length of shape with unknown rank.");
  const int n = *shape.rank() - 2;
  if (n < 1 || n > 3) {
    py::raise_value_error("`input.shape.rank` must be 3, 4 or 5. Received: input.shape=" + shape.str() + " of rank " +
                          std::to_string(n + 2) + ".");
  }
  const int channel_index = !present(data_format) ? n + 1 : (starts_with_nc(py::as_str(data_format.get())) ? 1 : n + 1);
  if (is_max && (py::is_list(padding.get()) || py::is_tuple(padding.get())) && present(data_format) &&
      py::as_str(data_format.get()) == "NCHW_VECT_C") {
    py::raise_value_error("`data_format='NCHW_VECT_C'` is not supported with explicit padding. Received: padding=" + py::str(padding));
  }
  const Ints k = get_sequence(ksize, n, channel_index, "ksize");
  const Ints st = get_sequence(strides, n, channel_index, "strides");
  if (is_max && n == 3 && (py::is_list(padding.get()) || py::is_tuple(padding.get()))) {
    py::raise_value_error("Explicit padding is not supported with an input tensor of rank 5. Received: padding=" + py::str(padding));
  }
  if (n == 3) {
    // gen_nn_ops.max_pool3d / avg_pool3d directly, NDHWC when data_format is None.
    return apply_op1(is_max ? "MaxPool3D" : "AvgPool3D", {input},
                     {{"ksize", k}, {"strides", st}, {"padding", py::as_str(padding.get())}, {"data_format", str_or(data_format, "NDHWC")}},
                     name);
  }
  auto ints = [](const Ints& v) {
    std::vector<Ref> items;
    for (int64_t x : v) items.push_back(py::Int(x));
    return py::List(std::move(items));
  };
  if (n == 1) return pool1d(is_max, input, ints(k), ints(st), padding, data_format, name);
  if (is_max) return pool2d(true, input, ints(k), ints(st), padding, data_format, name);
  // gen_nn_ops.avg_pool directly: the op is "AvgPool" (data_format None means NHWC).
  return apply_op1("AvgPool", {input}, pool_attrs(k, st, py::as_str(padding.get()), nullptr, str_or(data_format, "NHWC")), name);
}

// The ints of a Python list or tuple (an attr such as strides, passed on as given).
Ints int_list(const Ref& v) {
  Ints out;
  for (const Ref& item : py::to_vector(v)) out.push_back(py::as_int(item.get()));
  return out;
}

// nn_ops.depthwise_conv2d_native: gen_nn_ops.depthwise_conv2d_native after convert_padding.
Ref depthwise_native(const Ref& input, const Ref& filter, const Ref& strides, const Ref& padding, const Ref& data_format, const Ref& name) {
  auto [pad, explicit_paddings] = convert_padding(padding);
  graph::AttrMap attrs = {{"strides", int_list(strides)},
                          {"padding", pad},
                          {"explicit_paddings", explicit_paddings},
                          {"data_format", str_or(data_format, "NHWC")},
                          {"dilations", Ints{1, 1, 1, 1}}};
  return apply_op1("DepthwiseConv2dNative", {input, filter}, std::move(attrs), name);
}

// nn_ops.depthwise_conv2d_native_backprop_input / _filter (tf.nn.depthwise_conv2d_backprop_*):
// convert_padding, then the gen op with the given attrs (data_format "NHWC", dilations 1s).
Ref depthwise_backprop(CallArgs& a, bool input_grad) {
  const char* fn = input_grad ? "depthwise_conv2d_native_backprop_input" : "depthwise_conv2d_native_backprop_filter";
  Ref first = require(a, 0, input_grad ? "input_sizes" : "input", fn);
  Ref second = require(a, 1, input_grad ? "filter" : "filter_sizes", fn);
  Ref out_backprop = require(a, 2, "out_backprop", fn);
  Ref strides = require(a, 3, "strides", fn), padding = require(a, 4, "padding", fn);
  Ref dilations = arg(a, 6, "dilations");
  auto [pad, explicit_paddings] = convert_padding(padding);
  graph::AttrMap attrs = {{"strides", int_list(strides)},
                          {"padding", pad},
                          {"explicit_paddings", explicit_paddings},
                          {"data_format", str_or(arg(a, 5, "data_format"), "NHWC")},
                          {"dilations", present(dilations) ? int_list(dilations) : Ints{1, 1, 1, 1}}};
  return apply_op1(input_grad ? "DepthwiseConv2dNativeBackpropInput" : "DepthwiseConv2dNativeBackpropFilter",
                   {first, second, out_backprop}, std::move(attrs), arg(a, 7, "name"));
}

// nn_impl.depthwise_conv2d_v2 (-> depthwise_conv2d): scope "depthwise", Shape(filter), the
// dilation_rate constant, then DepthwiseConv2dNative named after the scope.
Ref depthwise_conv2d(CallArgs& a) {
  const char* fn = "depthwise_conv2d_v2";
  Ref input = require(a, 0, "input", fn), filter = require(a, 1, "filter", fn);
  Ref strides = require(a, 2, "strides", fn), padding = require(a, 3, "padding", fn);
  Ref data_format = arg(a, 4, "data_format"), dilations = arg(a, 5, "dilations");
  OpScope s(arg(a, 6, "name"), "depthwise");
  input = convert_to_tensor(input, std::nullopt, "tensor_in");
  filter = convert_to_tensor(filter, std::nullopt, "filter_in");
  Ref filter_shape = tf_call("shape", {filter});
  const Ref scope = scope_name(s);
  // depthwise_conv2d does not pass data_format on: the spatial dims are 1 and 2 for NCHW too.
  SpatialOp op = [&](const Ref& inp, int64_t, const Ref& pad) { return depthwise_native(inp, filter, strides, pad, data_format, scope); };
  return with_space_to_batch(input, present(dilations) ? dilations : Ref(py::List({py::Int(1), py::Int(1)})), padding, op,
                             filter_shape, nullptr, "");
}

// nn_impl.separable_conv2d_v2 (-> separable_conv2d): a depthwise convolution named "depthwise"
// then a 1x1 Conv2D named after the scope "separable_conv2d".
Ref separable_conv2d(CallArgs& a) {
  const char* fn = "separable_conv2d_v2";
  Ref input = require(a, 0, "input", fn), depthwise_filter = require(a, 1, "depthwise_filter", fn);
  Ref pointwise_filter = require(a, 2, "pointwise_filter", fn);
  Ref strides = require(a, 3, "strides", fn), padding = require(a, 4, "padding", fn);
  Ref data_format = arg(a, 5, "data_format"), dilations = arg(a, 6, "dilations");
  OpScope s(arg(a, 7, "name"), "separable_conv2d");
  input = convert_to_tensor(input, std::nullopt, "tensor_in");
  depthwise_filter = convert_to_tensor(depthwise_filter, std::nullopt, "depthwise_filter");
  pointwise_filter = convert_to_tensor(pointwise_filter, std::nullopt, "pointwise_filter");
  // pointwise_filter.get_shape().with_rank(4) and its first two dims compatible with 1.
  const tensor::TensorShape pw = shape_attr(pointwise_filter);
  if (pw.has_rank() && *pw.rank() != 4) py::raise_value_error("Shape " + pw.str() + " must have rank 4");
  if (pw.has_rank()) {
    const auto dims = pw.as_list();
    for (int i = 0; i < 2; ++i)
      if (dims[i] && *dims[i] != 1) {
        py::raise_value_error("Dimensions " + std::to_string(*dims[i]) + " and 1 are not compatible");
      }
  }
  Ref filter_shape = tf_call("shape", {depthwise_filter});
  SpatialOp op = [&](const Ref& inp, int64_t, const Ref& pad) {
    return depthwise_native(inp, depthwise_filter, strides, pad, data_format, py::Str("depthwise"));
  };
  Ref depthwise = with_space_to_batch(input, present(dilations) ? dilations : Ref(py::List({py::Int(1), py::Int(1)})), padding, op,
                                      filter_shape, nullptr, "");
  return conv2d(depthwise, pointwise_filter, py::List({py::Int(1), py::Int(1), py::Int(1), py::Int(1)}), py::Str("VALID"), data_format,
                nullptr, s.in_graph() ? scope_name(s) : arg(a, 7, "name"));
}

}  // namespace

void install_nn_ops(const Ref& tf) {
  Ref nn = tf->dict->get("nn");
  def(nn, "bias_add", bias_add);
  def(nn, "conv2d", +[](CallArgs& a) {
    return conv2d(require(a, 0, "input", "conv2d_v2"), require(a, 1, "filters", "conv2d_v2"), require(a, 2, "strides", "conv2d_v2"),
                  require(a, 3, "padding", "conv2d_v2"), arg(a, 4, "data_format"), arg(a, 5, "dilations"), arg(a, 6, "name"));
  });
  def(nn, "conv1d", +[](CallArgs& a) {
    Ref df = arg(a, 4, "data_format");
    return conv1d(require(a, 0, "input", "conv1d_v2"), require(a, 1, "filters", "conv1d_v2"), require(a, 2, "stride", "conv1d_v2"),
                  require(a, 3, "padding", "conv1d_v2"), a.args.size() > 4 || a.kwarg("data_format") ? df : py::Str("NWC"),
                  arg(a, 5, "dilations"), arg(a, 6, "name"));
  });
  def(nn, "convolution", convolution);
  def(nn, "depthwise_conv2d", depthwise_conv2d);
  def(nn, "separable_conv2d", separable_conv2d);
  // array_ops.depth_to_space_v2 / space_to_depth_v2: the gen op with block_size and data_format.
  for (const bool to_depth : {true, false}) {
    def(nn, to_depth ? "space_to_depth" : "depth_to_space", [to_depth](CallArgs& a) {
      const char* fn = to_depth ? "space_to_depth_v2" : "depth_to_space_v2";
      Ref input = require(a, 0, "input", fn), block_size = require(a, 1, "block_size", fn);
      return apply_op1(to_depth ? "SpaceToDepth" : "DepthToSpace", {input},
                       {{"block_size", py::as_int(block_size.get())}, {"data_format", str_or(arg(a, 2, "data_format"), "NHWC")}},
                       arg(a, 3, "name"));
    });
  }
  def(nn, "depthwise_conv2d_backprop_input", +[](CallArgs& a) { return depthwise_backprop(a, true); });
  def(nn, "depthwise_conv2d_backprop_filter", +[](CallArgs& a) { return depthwise_backprop(a, false); });
  def(nn, "conv2d_transpose", +[](CallArgs& a) {
    const char* fn = "conv2d_transpose_v2";
    return conv2d_transpose(require(a, 0, "input", fn), require(a, 1, "filters", fn), require(a, 2, "output_shape", fn),
                            require(a, 3, "strides", fn), arg(a, 4, "padding"), arg(a, 5, "data_format"), arg(a, 6, "dilations"),
                            arg(a, 7, "name"));
  });
  def(nn, "conv3d_transpose", +[](CallArgs& a) {
    const char* fn = "conv3d_transpose_v2";
    return conv3d_transpose(require(a, 0, "input", fn), require(a, 1, "filters", fn), require(a, 2, "output_shape", fn),
                            require(a, 3, "strides", fn), arg(a, 4, "padding"), arg(a, 5, "data_format"), arg(a, 6, "dilations"),
                            arg(a, 7, "name"));
  });
  def(nn, "conv1d_transpose", +[](CallArgs& a) {
    const char* fn = "conv1d_transpose";
    Ref df = arg(a, 5, "data_format");
    return conv1d_transpose(require(a, 0, "input", fn), require(a, 1, "filters", fn), require(a, 2, "output_shape", fn),
                            require(a, 3, "strides", fn), arg(a, 4, "padding"),
                            a.args.size() > 5 || a.kwarg("data_format") ? df : py::Str("NWC"), arg(a, 6, "dilations"), arg(a, 7, "name"));
  });
  // nn_ops.conv_transpose: output_shape's length picks conv1d_transpose, conv2d_transpose_v2 or conv3d_transpose_v2.
  def(nn, "conv_transpose", +[](CallArgs& a) -> Ref {
    const char* fn = "conv_transpose";
    Ref input = require(a, 0, "input", fn), filters = require(a, 1, "filters", fn);
    Ref output_shape = require(a, 2, "output_shape", fn), strides = require(a, 3, "strides", fn);
    OpScope s(arg(a, 7, "name"), "conv_transpose");
    int64_t n;
    if (function::TensorObject* t = tensor_of(output_shape)) {
      if (!t->shape.has_rank() || *t->shape.rank() != 1 || !t->shape.as_list()[0])
        py::raise(py::E().NotImplementedError, "tfplay's tf.nn.conv_transpose needs an output_shape of known length");
      n = *t->shape.as_list()[0] - 2;
    } else {
      n = static_cast<int64_t>(py::to_vector(output_shape).size()) - 2;
    }
    if (n < 1 || n > 3) {
      py::raise_value_error("`output_shape` must be of length 3, 4 or 5. Received: output_shape=" + py::str(output_shape) +
                            " of length " + std::to_string(n + 2) + ".");
    }
    Ref scope = s.in_graph() ? scope_name(s) : arg(a, 7, "name");
    auto fwd = n == 1 ? conv1d_transpose : n == 2 ? conv2d_transpose : conv3d_transpose;
    return fwd(input, filters, output_shape, strides, arg(a, 4, "padding"), arg(a, 5, "data_format"), arg(a, 6, "dilations"), scope);
  });
  for (const bool is_max : {true, false}) {
    def(nn, is_max ? "max_pool2d" : "avg_pool2d", [is_max](CallArgs& a) {
      const char* fn = is_max ? "max_pool2d" : "avg_pool2d";
      return pool2d(is_max, require(a, 0, "input", fn), require(a, 1, "ksize", fn), require(a, 2, "strides", fn),
                    require(a, 3, "padding", fn), arg(a, 4, "data_format"), arg(a, 5, "name"));
    });
    def(nn, is_max ? "max_pool1d" : "avg_pool1d", [is_max](CallArgs& a) {
      const char* fn = is_max ? "max_pool1d" : "avg_pool1d";
      Ref df = arg(a, 4, "data_format");
      return pool1d(is_max, require(a, 0, "input", fn), require(a, 1, "ksize", fn), require(a, 2, "strides", fn),
                    require(a, 3, "padding", fn), a.args.size() > 4 || a.kwarg("data_format") ? df : py::Str("NWC"), arg(a, 5, "name"));
    });
    def(nn, is_max ? "max_pool" : "avg_pool", [is_max](CallArgs& a) { return pool_v2(is_max, a); });
  }
  // nn_ops.max_pool_with_argmax_v2: NHWC only; the MaxPoolWithArgmax(output, argmax) namedtuple.
  def(nn, "max_pool_with_argmax", +[](CallArgs& a) -> Ref {
    const char* fn = "max_pool_with_argmax";
    Ref input = require(a, 0, "input", fn);
    if (str_or(arg(a, 4, "data_format"), "NHWC") != "NHWC")
      py::raise_value_error("`data_format` values other  than 'NHWC' are not supported.");
    const Ints ksize = get_sequence(require(a, 1, "ksize", fn), 2, 3, "ksize");
    const Ints strides = get_sequence(require(a, 2, "strides", fn), 2, 3, "strides");
    Ref include = arg(a, 6, "include_batch_in_index");
    graph::AttrMap attrs{{"ksize", ksize},
                         {"strides", strides},
                         {"padding", py::as_str(require(a, 3, "padding", fn).get())},
                         {"Targmax", dtype_arg(arg(a, 5, "output_dtype")).value_or(tensor::DType::Int64)},
                         {"include_batch_in_index", present(include) && py::truthy(include)}};
    std::vector<Ref> out = apply_op("MaxPoolWithArgmax", {input}, std::move(attrs), arg(a, 7, "name"));
    return result_tuple("MaxPoolWithArgmax", {"output", "argmax"}, out);
  });
  // nn_ops.max_pool3d / avg_pool3d: name_scope "MaxPool3D" / "AvgPool3D", the op named after it.
  for (const bool is_max : {true, false}) {
    const char* fn = is_max ? "max_pool3d" : "avg_pool3d";
    const char* op = is_max ? "MaxPool3D" : "AvgPool3D";
    def(nn, fn, [fn, op](CallArgs& a) -> Ref {
      Ref input = require(a, 0, "input", fn);
      OpScope scope(arg(a, 5, "name"), op);
      const std::string format = str_or(arg(a, 4, "data_format"), "NDHWC");
      const int channel_index = starts_with_nc(format) ? 1 : 4;
      graph::AttrMap attrs{{"ksize", get_sequence(require(a, 1, "ksize", fn), 3, channel_index, "ksize")},
                           {"strides", get_sequence(require(a, 2, "strides", fn), 3, channel_index, "strides")},
                           {"padding", py::as_str(require(a, 3, "padding", fn).get())},
                           {"data_format", format}};
      return apply_op1(op, {input}, std::move(attrs), scope);
    });
  }
  // nn_ops.conv3d_v2 -> gen_nn_ops.conv3d: strides as given (five of them), dilations 1 by default.
  def(nn, "conv3d", +[](CallArgs& a) -> Ref {
    const char* fn = "conv3d";
    Ref input = require(a, 0, "input", fn);
    Ref filters = require(a, 1, "filters", fn);
    auto ints = [](const Ref& v) {
      Ints out;
      for (const Ref& item : py::to_vector(v)) out.push_back(py::as_int(item.get()));
      return out;
    };
    Ref dilations = arg(a, 5, "dilations");
    graph::AttrMap attrs{{"strides", ints(require(a, 2, "strides", fn))},
                         {"padding", py::as_str(require(a, 3, "padding", fn).get())},
                         {"data_format", str_or(arg(a, 4, "data_format"), "NDHWC")},
                         {"dilations", present(dilations) ? ints(dilations) : Ints{1, 1, 1, 1, 1}}};
    return apply_op1("Conv3D", {input, filters}, std::move(attrs), arg(a, 6, "name"));
  });
  install_nn_impl(tf);
}

}  // namespace tfplay::tf
