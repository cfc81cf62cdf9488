// Gradients of the activation ops (TF: tensorflow/python/ops/nn_grad.py).
#include "core/tf/gradient_registry.h"
#include "core/tf/op_dispatch.h"
#include "core/python/runtime.h"

namespace tfplay::tf::grad {

using py::Ref;
using Grads = std::vector<Ref>;

namespace {

// nn_grad._BroadcastMul: a per-row vector times a [batch, classes] matrix.
Ref broadcast_mul(const Ref& vec, const Ref& mat) {
  return binary("mul", "Mul", gen("ExpandDims", {vec, scalar(-1, tensor::DType::Int32, "ExpandDims/dim")}), mat);
}

// The gradient arriving for a cross entropy's backprop output: TF adds a second-order term
// unless it is the zeros the tape filled in.
void require_no_backprop_gradient(const Ref& grad_grad, const char* op) {
  if (!grad_grad) return;
  if (std::optional<tensor::Tensor> v = constant_value(grad_grad)) {
    bool zero = true;
    for (int64_t i = 0; i < v->num_elements() && zero; ++i) zero = v->as_double(i) == 0;
    if (zero) return;
  }
  py::raise(py::E().NotImplementedError, std::string("tfplay cannot differentiate through the backprop output of ") + op + " yet");
}

}  // namespace

void register_nn_gradients() {
  // _LogSoftmaxGrad: grad - sum(grad, -1, keepdims=True) * exp(logsoftmax).
  register_gradient("LogSoftmax", [](const OpRecord& op, const Grads& g) {
    Ref softmax = gen("Exp", {op.outputs[0]});
    return Grads{binary("sub", "Sub", g[0], binary("mul", "Mul", reduce_sum(g[0], py::Int(-1), true), softmax))};
  });
  // _SoftmaxCrossEntropyWithLogitsGrad: the loss gradient times backprop for the logits, times
  // -log_softmax(logits) for the labels.
  register_gradient("SoftmaxCrossEntropyWithLogits", [](const OpRecord& op, const Grads& g) {
    require_no_backprop_gradient(g.size() > 1 ? g[1] : nullptr, "SoftmaxCrossEntropyWithLogits");
    Ref grad = broadcast_mul(g[0], op.outputs[1]);
    return Grads{grad, broadcast_mul(g[0], gen("Neg", {gen("LogSoftmax", {op.inputs[0]})}))};
  });
  // _SparseSoftmaxCrossEntropyWithLogitsGrad: the loss gradient times backprop; labels get none.
  register_gradient("SparseSoftmaxCrossEntropyWithLogits", [](const OpRecord& op, const Grads& g) {
    require_no_backprop_gradient(g.size() > 1 ? g[1] : nullptr, "SparseSoftmaxCrossEntropyWithLogits");
    return Grads{broadcast_mul(g[0], op.outputs[1]), nullptr};
  });
  // _ReluGrad: ReluGrad(gradients, features=relu's output).
  register_gradient("Relu", [](const OpRecord& op, const Grads& g) { return Grads{gen("ReluGrad", {g[0], op.outputs[0]})}; });
  // _SoftmaxGrad: (grad - sum(grad * softmax, -1, keepdims=True)) * softmax.
  register_gradient("Softmax", [](const OpRecord& op, const Grads& g) {
    const Ref& softmax = op.outputs[0];
    Ref sum_channels = reduce_sum(binary("mul", "Mul", g[0], softmax), py::Int(-1), true);
    return Grads{binary("mul", "Mul", binary("sub", "Sub", g[0], sum_channels), softmax)};
  });
}

}  // namespace tfplay::tf::grad
