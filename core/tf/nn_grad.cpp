// Gradients of the activation ops (TF: tensorflow/python/ops/nn_grad.py).
#include "core/tf/gradient_registry.h"
#include "core/tf/op_dispatch.h"
#include "core/python/runtime.h"

namespace tfplay::tf::grad {

using py::Ref;
using Grads = std::vector<Ref>;

void register_nn_gradients() {
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
