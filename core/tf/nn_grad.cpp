// Gradients of the activation ops (TF: tensorflow/python/ops/nn_grad.py).
#include "core/tf/gradient_registry.h"
#include "core/function/tensor_object.h"
#include "core/graph/func_graph.h"
#include "core/tf/op_dispatch.h"
#include "core/python/runtime.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf::grad {

using py::Ref;
using Grads = std::vector<Ref>;
using tensor::DType;

namespace {

// nn_grad._BroadcastMul: a per-row vector times a [batch, classes] matrix.
Ref broadcast_mul(const Ref& vec, const Ref& mat) {
  return binary("mul", "Mul", gen("ExpandDims", {vec, scalar(-1, tensor::DType::Int32, "ExpandDims/dim")}), mat);
}

// The gradient arriving for a cross entropy's backprop output: TF adds a second-order term
// unless it is the zeros the tape filled in (`_is_zeros_tensor`: a constant, or a ZerosLike
// when the shape is not fully known).
bool is_filled_zeros(const Ref& grad_grad) {
  if (!grad_grad) return true;
  if (function::TensorObject* t = function::as_tensor(grad_grad.get()); t && !t->is_eager() && t->graph->node(t->node).op == "ZerosLike")
    return true;
  if (std::optional<tensor::Tensor> v = constant_value(grad_grad)) {
    bool zero = true;
    for (int64_t i = 0; i < v->num_elements() && zero; ++i) zero = v->as_double(i) == 0;
    if (zero) return true;
  }
  return false;
}

// The second-order term of a cross entropy's gradient (_SoftmaxCrossEntropyWithLogitsGrad and
// the sparse one): the backprop output's gradient `grad_grad` through softmax(logits),
// (grad_grad - squeeze(expand_dims(grad_grad, 1) @ expand_dims(softmax, 2), 1)) * softmax.
Ref add_backprop_gradient(const Ref& grad, const Ref& grad_grad, const Ref& logits) {
  if (is_filled_zeros(grad_grad)) return grad;
  Ref softmax = gen("Softmax", {logits});
  Ref inner = gen("BatchMatMulV2", {gen("ExpandDims", {grad_grad, scalar(1, tensor::DType::Int32, "ExpandDims/dim")}),
                                    gen("ExpandDims", {softmax, scalar(2, tensor::DType::Int32, "ExpandDims_1/dim")})},
                  {{"adj_x", false}, {"adj_y", false}});
  Ref squeezed = gen("Squeeze", {inner}, {{"squeeze_dims", std::vector<int64_t>{1}}});
  return binary("add", "AddV2", grad, binary("mul", "Mul", binary("sub", "Sub", grad_grad, squeezed), softmax));
}

// The attrs of a recorded op named in `names`, to hand to the gradient's ops.
graph::AttrMap attrs_of(const OpRecord& op, std::initializer_list<const char*> names) {
  graph::AttrMap out;
  for (const char* n : names) {
    auto it = op.attrs.find(n);
    if (it != op.attrs.end()) out[n] = it->second;
  }
  return out;
}

graph::AttrMap conv_attrs(const OpRecord& op) {
  return attrs_of(op, {"dilations", "strides", "padding", "explicit_paddings", "use_cudnn_on_gpu", "data_format"});
}

// Activations whose gradient op takes (grad, the op's input or output[, alpha]).
void register_activation_gradients() {
  struct Act {
    const char* op;
    const char* grad_op;
    bool uses_output;
  };
  for (const Act& a : {Act{"Relu6", "Relu6Grad", true}, Act{"Elu", "EluGrad", true}, Act{"Selu", "SeluGrad", true},
                       Act{"Softplus", "SoftplusGrad", false}, Act{"Softsign", "SoftsignGrad", false},
                       Act{"LeakyRelu", "LeakyReluGrad", false}}) {
    register_gradient(a.op, [a](const OpRecord& op, const Grads& g) {
      return Grads{gen(a.grad_op, {g[0], a.uses_output ? op.outputs[0] : op.inputs[0]}, attrs_of(op, {"alpha"}))};
    });
  }
}

// _Conv2DGrad, _Conv2DBackpropInputGrad, _Conv2DBackpropFilterGrad, _DepthwiseConv2dNativeGrad, _BiasAddGrad, _MaxPoolGrad,
// _AvgPoolGrad, _AvgPoolGradGrad, _DepthwiseConv2dNativeBackpropInputGrad, _DepthwiseConv2dNativeBackpropFilterGrad.
void register_conv_gradients() {
  register_gradient("Conv2D", +[](const OpRecord& op, const Grads& g) {
    std::vector<Ref> shapes = apply_op("ShapeN", {py::List({op.inputs[0], op.inputs[1]})}, {{"out_type", tensor::DType::Int32}});
    const graph::AttrMap attrs = conv_attrs(op);
    Ref dx = gen("Conv2DBackpropInput", {shapes.at(0), op.inputs[1], g[0]}, attrs);
    return Grads{dx, gen("Conv2DBackpropFilter", {op.inputs[0], shapes.at(1), g[0]}, attrs)};
  });
  register_gradient("Conv2DBackpropInput", +[](const OpRecord& op, const Grads& g) {
    const graph::AttrMap attrs = conv_attrs(op);
    Ref dfilter = gen("Conv2DBackpropFilter", {g[0], shape(op.inputs[1]), op.inputs[2]}, attrs);
    return Grads{nullptr, dfilter, gen("Conv2D", {g[0], op.inputs[1]}, attrs)};
  });
  register_gradient("Conv2DBackpropFilter", +[](const OpRecord& op, const Grads& g) {
    const graph::AttrMap attrs = conv_attrs(op);
    Ref dinput = gen("Conv2DBackpropInput", {shape(op.inputs[0]), g[0], op.inputs[2]}, attrs);
    return Grads{dinput, nullptr, gen("Conv2D", {op.inputs[0], g[0]}, attrs)};
  });
  // _DepthwiseConv2dNativeGrad: both backprops, fed the Shape of the input and of the filter.
  register_gradient("DepthwiseConv2dNative", +[](const OpRecord& op, const Grads& g) {
    const graph::AttrMap attrs = attrs_of(op, {"dilations", "strides", "padding", "explicit_paddings", "data_format"});
    Ref dx = gen("DepthwiseConv2dNativeBackpropInput", {shape(op.inputs[0]), op.inputs[1], g[0]}, attrs);
    return Grads{dx, gen("DepthwiseConv2dNativeBackpropFilter", {op.inputs[0], shape(op.inputs[1]), g[0]}, attrs)};
  });
  register_gradient("BiasAdd", +[](const OpRecord& op, const Grads& g) {
    return Grads{g[0], gen("BiasAddGrad", {g[0]}, attrs_of(op, {"data_format"}))};
  });
  register_gradient("MaxPool", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("MaxPoolGrad", {op.inputs[0], op.outputs[0], g[0]},
                     attrs_of(op, {"ksize", "strides", "padding", "explicit_paddings", "data_format"}))};
  });
  register_gradient("AvgPool", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("AvgPoolGrad", {shape(op.inputs[0]), g[0]}, attrs_of(op, {"ksize", "strides", "padding", "data_format"}))};
  });
  // _MaxPoolGradGrad / _MaxPoolGradGradGrad: zeros for the pooled tensors, and the other op of
  // the pair for the gradient.
  register_gradient("MaxPoolGrad", +[](const OpRecord& op, const Grads& g) {
    return Grads{zeros_like(op.inputs[0]), zeros_like(op.inputs[1]),
                 gen("MaxPoolGradGrad", {op.inputs[0], op.inputs[1], g[0]}, attrs_of(op, {"ksize", "strides", "padding", "data_format"}))};
  });
  register_gradient("MaxPoolGradGrad", +[](const OpRecord& op, const Grads& g) {
    return Grads{zeros_like(op.inputs[0]), zeros_like(op.inputs[1]),
                 gen("MaxPoolGrad", {op.inputs[0], op.inputs[1], g[0]}, attrs_of(op, {"ksize", "strides", "padding", "data_format"}))};
  });
  // _AvgPoolGradGrad: the average pooling of the gradient (none for the shape input).
  register_gradient("AvgPoolGrad", +[](const OpRecord& op, const Grads& g) {
    return Grads{nullptr, gen("AvgPool", {g[0]}, attrs_of(op, {"ksize", "strides", "padding", "data_format"}))};
  });
  // _DepthwiseConv2dNativeBackpropInputGrad / _DepthwiseConv2dNativeBackpropFilterGrad: the other
  // backprop and the forward op, as for Conv2D's backprops.
  register_gradient("DepthwiseConv2dNativeBackpropInput", +[](const OpRecord& op, const Grads& g) {
    const graph::AttrMap attrs = attrs_of(op, {"dilations", "strides", "padding", "explicit_paddings", "data_format"});
    Ref dfilter = gen("DepthwiseConv2dNativeBackpropFilter", {g[0], shape(op.inputs[1]), op.inputs[2]}, attrs);
    return Grads{nullptr, dfilter, gen("DepthwiseConv2dNative", {g[0], op.inputs[1]}, attrs)};
  });
  register_gradient("DepthwiseConv2dNativeBackpropFilter", +[](const OpRecord& op, const Grads& g) {
    const graph::AttrMap attrs = attrs_of(op, {"dilations", "strides", "padding", "explicit_paddings", "data_format"});
    Ref dinput = gen("DepthwiseConv2dNativeBackpropInput", {shape(op.inputs[0]), g[0], op.inputs[2]}, attrs);
    return Grads{dinput, nullptr, gen("DepthwiseConv2dNative", {op.inputs[0], g[0]}, attrs)};
  });
  not_differentiable("ShapeN");
}

// nn_grad._TopKGrad (TopK, TopKV2): the values' gradient scattered back to the positions the
// indices name, as linear indices into the flattened input (each row of the indices offset by
// its row times the input's last dimension), zeros elsewhere; the `k` input gets int32 zeros.
Grads top_k_grad(const OpRecord& op, const Grads& g) {
  Ref in_shape = shape(op.inputs[0]);
  Ref ind_shape = shape(op.outputs[1]);
  auto last_dim = [](const Ref& shape_vec) {
    Ref as64 = gen("Cast", {shape_vec}, {{"DstT", DType::Int64}, {"Truncate", false}});
    // Sequenced so that the ops are made in TF's order (a call's arguments have none).
    Ref size = gen("Size", {shape_vec}, {{"out_type", DType::Int32}});
    Ref last = binary("sub", "Sub", size, scalar(1, DType::Int32, "sub/y"));
    return gen("GatherV2", {as64, last, scalar(0, DType::Int32, "GatherV2/axis")});
  };
  Ref ind_lastdim = last_dim(ind_shape);
  Ref ind_2d = reshape(op.outputs[1], gen("Pack", {py::List({scalar(-1, DType::Int64, "stack/0"), ind_lastdim})}, {{"axis", int64_t{0}}}));
  Ref in_lastdim = last_dim(in_shape);
  Ref outerdim = gen("StridedSlice", {shape(ind_2d), ints({0}), ints({1}), ints({1})},
                     {{"begin_mask", int64_t{0}}, {"end_mask", int64_t{0}}, {"ellipsis_mask", int64_t{0}},
                      {"new_axis_mask", int64_t{0}}, {"shrink_axis_mask", int64_t{1}}});
  Ref outer64 = gen("Cast", {outerdim}, {{"DstT", DType::Int64}, {"Truncate", false}});
  Ref starts = gen("Range", {scalar(0, DType::Int64, "range/start"), binary("mul", "Mul", outer64, in_lastdim), in_lastdim});
  Ref offsets = gen("Cast", {gen("ExpandDims", {starts, scalar(-1, DType::Int32, "ExpandDims/dim")})},
                    {{"DstT", DType::Int32}, {"Truncate", false}});
  Ref ind_sum = binary("add", "AddV2", ind_2d, offsets);
  Ref ind = reshape(ind_sum, ints({-1}));
  Ref size = gen("Prod", {in_shape, scalar(0, DType::Int32, "Const")});
  Ref scattered = gen("ScatterNd", {gen("ExpandDims", {ind, scalar(-1, DType::Int32, "ExpandDims/dim")}),
                                    reshape(g[0], ints({-1})),
                                    gen("Pack", {py::List({size})}, {{"axis", int64_t{0}}})});
  return Grads{reshape(scattered, in_shape), scalar(0, DType::Int32, "zeros")};
}

}  // namespace

void register_nn_gradients() {
  register_activation_gradients();
  register_conv_gradients();
  register_gradient("TopKV2", top_k_grad);
  register_gradient("TopK", top_k_grad);
  // _LogSoftmaxGrad: grad - sum(grad, -1, keepdims=True) * exp(logsoftmax).
  register_gradient("LogSoftmax", +[](const OpRecord& op, const Grads& g) {
    Ref softmax = gen("Exp", {op.outputs[0]});
    return Grads{binary("sub", "Sub", g[0], binary("mul", "Mul", reduce_sum(g[0], py::Int(-1), true), softmax))};
  });
  // _SoftmaxCrossEntropyWithLogitsGrad: the loss gradient times backprop for the logits, times
  // -log_softmax(logits) for the labels.
  register_gradient("SoftmaxCrossEntropyWithLogits", +[](const OpRecord& op, const Grads& g) {
    Ref grad = broadcast_mul(g[0], op.outputs[1]);
    grad = add_backprop_gradient(grad, g.size() > 1 ? g[1] : nullptr, op.inputs[0]);
    return Grads{grad, broadcast_mul(g[0], gen("Neg", {gen("LogSoftmax", {op.inputs[0]})}))};
  });
  // _SparseSoftmaxCrossEntropyWithLogitsGrad: the loss gradient times backprop; labels get none.
  register_gradient("SparseSoftmaxCrossEntropyWithLogits", +[](const OpRecord& op, const Grads& g) {
    Ref grad = broadcast_mul(g[0], op.outputs[1]);
    return Grads{add_backprop_gradient(grad, g.size() > 1 ? g[1] : nullptr, op.inputs[0]), nullptr};
  });
  // _L2LossGrad: x * grad.
  register_gradient("L2Loss", +[](const OpRecord& op, const Grads& g) { return Grads{binary("mul", "Mul", op.inputs[0], g[0])}; });
  // _ReluGrad: ReluGrad(gradients, features=relu's output).
  register_gradient("Relu", +[](const OpRecord& op, const Grads& g) { return Grads{gen("ReluGrad", {g[0], op.outputs[0]})}; });
  // _SoftmaxGrad: (grad - sum(grad * softmax, -1, keepdims=True)) * softmax.
  register_gradient("Softmax", +[](const OpRecord& op, const Grads& g) {
    const Ref& softmax = op.outputs[0];
    Ref sum_channels = reduce_sum(binary("mul", "Mul", g[0], softmax), py::Int(-1), true);
    return Grads{binary("mul", "Mul", binary("sub", "Sub", g[0], sum_channels), softmax)};
  });
}

}  // namespace tfplay::tf::grad
