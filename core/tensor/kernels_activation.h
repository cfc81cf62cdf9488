// The element-wise activation kernels of tf.nn and their gradient ops (TF:
// kernels/relu_op_functor.h, softplus_op.h, softsign_op.h, cwise_op_erf.cc, cwise_op_erfc.cc).
// Each computes exactly the Eigen expression TF's functor evaluates (exp(x) - 1 for Elu, not
// expm1; Softplus' thresholds), so values match TF's up to the libm's last-bit differences.
#pragma once

#include "core/tensor/tensor.h"

namespace tfplay::tensor {

enum class Activation {
  Relu6,      ///< min(max(x, 0), 6); any real dtype
  LeakyRelu,  ///< x > 0 ? x : alpha * x
  Elu,        ///< x < 0 ? exp(x) - 1 : x
  Selu,       ///< x < 0 ? scale * alpha * (exp(x) - 1) : scale * x
  Softplus,   ///< log(exp(x) + 1), with softplus_op.h's cut-offs for large |x|
  Softsign,   ///< x / (|x| + 1)
  Erf,
  Erfc,
};

/// The activation of `x` (same dtype and shape). `alpha` is LeakyRelu's float attr.
Tensor activation(Activation op, const Tensor& x, float alpha = 0.2f);

/// The gradient op of an activation: Relu6Grad, LeakyReluGrad, SoftplusGrad and SoftsignGrad
/// take the forward op's features, EluGrad and SeluGrad its outputs (as TF's ops do).
/// Erf and Erfc have no gradient op (math_grad.py composes theirs). Shapes must match:
/// "g and a must be the same size" otherwise (relu_op.h ValidateSameSize).
Tensor activation_grad(Activation op, const Tensor& gradients, const Tensor& features_or_outputs, float alpha = 0.2f);

}  // namespace tfplay::tensor
