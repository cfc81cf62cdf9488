// Gradients of the gradient ops that first-order gradients emit (ReluGrad, SigmoidGrad, ...),
// so nested tapes, tape.jacobian of a gradient and Hessians differentiate through them. TF:
// tensorflow/python/ops/nn_grad.py (_ReluGradGrad, _Relu6GradGrad, _LeakyReluGradGrad,
// _EluGradGrad, _SeluGradGrad, _SoftplusGradGrad, _BiasAddGradGrad) and math_grad.py
// (_SigmoidGradGrad, _TanhGradGrad, _SqrtGradGrad, _RsqrtGradGrad). Real dtypes: conj is the
// identity there, as math_ops.conj returns its real input unchanged.
#include "core/tf/gradient_registry.h"
#include "core/python/runtime.h"

namespace tfplay::tf::grad {

using py::Ref;
using Grads = std::vector<Ref>;

namespace {

// array_ops.where(cond, x, y) with both branches (gen_math_ops.select).
Ref where(const Ref& cond, const Ref& x, const Ref& y) { return gen("Select", {cond, x, y}); }

graph::AttrMap alpha_of(const OpRecord& op) {
  graph::AttrMap out;
  if (auto it = op.attrs.find("alpha"); it != op.attrs.end()) out["alpha"] = it->second;
  return out;
}

// ReluGrad / Relu6Grad / LeakyReluGrad(gradients, features): linear in the gradients, piecewise
// constant in the features: (op(grad, features), zeros_like(features)).
void register_piecewise_linear(const char* grad_op) {
  register_gradient(grad_op, [grad_op](const OpRecord& op, const Grads& g) {
    const Ref& x = op.inputs[1];
    return Grads{gen(grad_op, {g[0], x}, alpha_of(op)), zeros_like(x)};
  });
}

// EluGrad / SeluGrad(gradients, outputs): (op(grad, outputs), where(outputs < 0, grad *
// gradients, zeros_like(outputs))).
void register_exponential_linear(const char* grad_op) {
  register_gradient(grad_op, [grad_op](const OpRecord& op, const Grads& g) {
    const Ref& y = op.inputs[1];
    Ref negative = binary("Less", "Less", y, scalar(0, dtype(y), "Less/y"));
    return Grads{gen(grad_op, {g[0], y}), where(negative, mul(g[0], op.inputs[0]), zeros_like(y))};
  });
}

}  // namespace

void register_grad_grad_gradients() {
  register_piecewise_linear("ReluGrad");
  register_piecewise_linear("Relu6Grad");
  register_piecewise_linear("LeakyReluGrad");
  register_exponential_linear("EluGrad");
  register_exponential_linear("SeluGrad");
  // _SoftplusGradGrad: op.inputs == [dy, x]; (softplus_grad(grad, x), grad * dy / (exp(-x) + 2 + exp(x))).
  register_gradient("SoftplusGrad", +[](const OpRecord& op, const Grads& g) {
    const Ref &dy = op.inputs[0], &x = op.inputs[1];
    Ref ddy = gen("SoftplusGrad", {g[0], x});
    // grad * dy / (exp(-x) + 2.0 + exp(x)), its ops in that order (one per statement).
    Ref numerator = mul(g[0], dy);
    Ref exp_neg = gen("Exp", {gen("Neg", {x})});
    Ref plus_two = binary("add", "AddV2", exp_neg, scalar(2.0, dtype(x), "add/y"));
    Ref exp_x = gen("Exp", {x});
    Ref denom = binary("add", "AddV2", plus_two, exp_x);
    return Grads{ddy, binary("truediv", "RealDiv", numerator, denom)};
  });
  // _SigmoidGradGrad: a = y, b = dy; (grad*b - 2*grad*b*a, sigmoid_grad(a, grad)).
  register_gradient("SigmoidGrad", +[](const OpRecord& op, const Grads& g) {
    const Ref &a = op.inputs[0], &b = op.inputs[1];
    Ref gb = mul(g[0], b);
    Ref two_gb_a = mul(mul(scalar(2.0, dtype(a), "mul/x"), gb), a);
    return Grads{binary("sub", "Sub", gb, two_gb_a), gen("SigmoidGrad", {a, g[0]})};
  });
  // _TanhGradGrad: (grad * -2 * b * a, tanh_grad(a, grad)).
  register_gradient("TanhGrad", +[](const OpRecord& op, const Grads& g) {
    const Ref &a = op.inputs[0], &b = op.inputs[1];
    Ref first = mul(mul(mul(g[0], scalar(-2.0, dtype(a), "mul/y")), b), a);
    return Grads{first, gen("TanhGrad", {a, g[0]})};
  });
  // _SqrtGradGrad: a = y = sqrt(x), output = 0.5 * b / a; ga = grad / a; (-ga * output, 0.5 * ga).
  register_gradient("SqrtGrad", +[](const OpRecord& op, const Grads& g) {
    const Ref& a = op.inputs[0];
    Ref ga = binary("truediv", "RealDiv", g[0], a);
    return Grads{mul(gen("Neg", {ga}), op.outputs[0]), mul(scalar(0.5, dtype(a), "mul/x"), ga)};
  });
  // _RsqrtGradGrad: (-1.5 * grad * b * square(a), rsqrt_grad(a, grad)).
  register_gradient("RsqrtGrad", +[](const OpRecord& op, const Grads& g) {
    const Ref &a = op.inputs[0], &b = op.inputs[1];
    Ref scaled = mul(mul(scalar(-1.5, dtype(a), "mul/x"), g[0]), b);
    Ref square = gen("Square", {a});  // after the products, as -1.5 * grad * b * square(a) runs
    Ref grad_a = mul(scaled, square);
    return Grads{grad_a, gen("RsqrtGrad", {a, g[0]})};
  });
}

}  // namespace tfplay::tf::grad
