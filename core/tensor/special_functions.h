// Eigen's special functions of two and three arguments (unsupported/Eigen/SpecialFunctions),
// the very implementations TF's CPU kernels evaluate for Igamma, Igammac, IgammaGradA,
// RandomGammaGrad, Zeta, Polygamma and Betainc (kernels/cwise_op_igammas.cc,
// cwise_op_random_grad.cc, cwise_op_zeta.cc, betainc_op.cc). Each is computed in the dtype's own
// precision, as Eigen's scalar functors are, so float32 results match TF's bit for bit.
#pragma once

namespace tfplay::tensor::special {

/// The regularized lower incomplete gamma function P(a, x); NaN for a <= 0 or x < 0.
float igamma(float a, float x);
double igamma(double a, double x);
/// The regularized upper incomplete gamma function Q(a, x) = 1 - P(a, x).
float igammac(float a, float x);
double igammac(double a, double x);
/// dP(a, x)/da (IgammaGradA).
float igamma_der_a(float a, float x);
double igamma_der_a(double a, double x);
/// The derivative of a Gamma(alpha) sample x with respect to alpha (RandomGammaGrad).
float gamma_sample_der_alpha(float alpha, float x);
double gamma_sample_der_alpha(double alpha, double x);
/// The Hurwitz zeta function sum_{n>=0} (q + n)^-x.
float zeta(float x, float q);
double zeta(double x, double q);
/// The polygamma function psi^(n)(x); NaN unless n is a non-negative integer.
float polygamma(float n, float x);
double polygamma(double n, double x);
/// The regularized incomplete beta function I_x(a, b).
float betainc(float a, float b, float x);
double betainc(double a, double b, double x);

}  // namespace tfplay::tensor::special
