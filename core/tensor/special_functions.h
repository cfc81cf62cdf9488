// Eigen's special functions of two and three arguments (unsupported/Eigen/SpecialFunctions),
// the very implementations TF's CPU kernels evaluate for Igamma, Igammac, IgammaGradA,
// RandomGammaGrad, Zeta, Polygamma and Betainc (kernels/cwise_op_igammas.cc,
// cwise_op_random_grad.cc, cwise_op_zeta.cc, betainc_op.cc). Each is computed in the dtype's own
// precision, as Eigen's scalar functors are, so float32 results match TF's bit for bit.
#pragma once

namespace tfplay::tensor::special {

/// The two-argument functions, named by the TF op that evaluates them.
enum class Binary {
  Igamma,           ///< P(a, x), the regularized lower incomplete gamma function; NaN for a <= 0 or x < 0
  Igammac,          ///< Q(a, x) = 1 - P(a, x)
  IgammaGradA,      ///< dP(a, x)/da
  RandomGammaGrad,  ///< d(sample x of Gamma(alpha))/d(alpha), at (alpha, x)
  Zeta,             ///< the Hurwitz zeta function sum_{n>=0} (q + n)^-x, at (x, q)
  Polygamma,        ///< psi^(n)(x), at (n, x); NaN unless n is a non-negative integer
};

/// `f` at (a, b) in float or double arithmetic.
float binary(Binary f, float a, float b);
double binary(Binary f, double a, double b);
/// The regularized incomplete beta function I_x(a, b).
float betainc(float a, float b, float x);
double betainc(double a, double b, double x);

}  // namespace tfplay::tensor::special
