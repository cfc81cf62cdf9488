// Special functions for the Erfinv, Ndtri and Bessel kernels (special_math.h). The inverses start
// from Winitzki's closed-form approximation of erfinv (relative error about 2e-3) and refine it
// with Halley steps on erf or erfc, which converge cubically, so three or four steps reach double
// precision. The Bessel functions sum their power series up to |x| = 30 and Hankel's asymptotic
// expansion beyond, where its terms fall below double precision before they start to grow.
#include "core/tensor/special_math.h"

#include <cmath>
#include <limits>

namespace tfplay::tensor::special {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kTwoOverSqrtPi = 1.12837916709551257390;
constexpr double kSqrt2 = 1.41421356237309504880;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// Winitzki's approximation of erfinv(x) for x >= 0, given log(1 - x^2) computed without
// cancellation by the caller.
double winitzki(double log_one_minus_x2) {
  constexpr double a = 0.147;
  const double b = 2 / (kPi * a) + log_one_minus_x2 / 2;
  return std::sqrt(std::sqrt(b * b - log_one_minus_x2 / a) - b);
}

// x >= 0 with erf(x) = y, for 0 <= y <= 0.5 (Halley on erf).
double erfinv_small(double y) {
  if (y == 0) return y;
  double x = winitzki(std::log1p(-y * y));
  for (int i = 0; i < 6; ++i) {
    const double f = std::erf(x) - y;
    const double fp = kTwoOverSqrtPi * std::exp(-x * x);
    const double dx = f / (fp + x * f);
    x -= dx;
    if (std::fabs(dx) <= 1e-17 * std::fabs(x)) break;
  }
  return x;
}

// x >= 0 with erfc(x) = q, for 0 < q <= 0.5 (Halley on erfc, which keeps the tail's precision).
double erfcinv_small(double q) {
  double x = winitzki(std::log(q * (2 - q)));
  for (int i = 0; i < 8; ++i) {
    const double f = std::erfc(x) - q;
    const double fp = -kTwoOverSqrtPi * std::exp(-x * x);
    if (fp == 0) break;
    const double dx = f / (fp + x * f);
    x -= dx;
    if (std::fabs(dx) <= 1e-17 * std::fabs(x)) break;
  }
  return x;
}

// Sum of the series of I_nu(x) for nu = 0 or 1 (|x| <= 30).
double bessel_series(int nu, double x) {
  const double q = x * x / 4;
  double term = nu == 0 ? 1.0 : x / 2;
  double sum = term;
  for (int k = 1; k < 500; ++k) {
    term *= q / (static_cast<double>(k) * (k + nu));
    sum += term;
    if (std::fabs(term) <= 1e-17 * std::fabs(sum)) break;
  }
  return sum;
}

// exp(-x) * I_nu(x) for x > 30 from the asymptotic expansion.
double bessel_asymptotic_scaled(int nu, double x) {
  const double mu = 4.0 * nu * nu;
  double term = 1, sum = 1;
  for (int k = 1; k < 200; ++k) {
    const double next = term * ((2.0 * k - 1) * (2.0 * k - 1) - mu) / (8 * x * k);
    if (std::fabs(next) >= std::fabs(term)) break;
    term = next;
    sum += term;
    if (std::fabs(term) <= 1e-17 * std::fabs(sum)) break;
  }
  return sum / std::sqrt(2 * kPi * x);
}

}  // namespace

double erfinv(double y) {
  if (std::isnan(y) || y < -1 || y > 1) return kNaN;
  if (y == 1) return kInf;
  if (y == -1) return -kInf;
  const double a = std::fabs(y);
  const double x = a <= 0.5 ? erfinv_small(a) : erfcinv_small(1 - a);
  return y < 0 ? -x : x;
}

double erfcinv(double q) {
  if (std::isnan(q) || q < 0 || q > 2) return kNaN;
  if (q == 0) return kInf;
  if (q == 2) return -kInf;
  if (q <= 0.5) return erfcinv_small(q);
  if (q >= 1.5) return -erfcinv_small(2 - q);
  const double y = 1 - q;  // exact for q in (0.5, 1.5)
  return y < 0 ? -erfinv_small(-y) : erfinv_small(y);
}

double ndtri(double p) {
  if (std::isnan(p) || p < 0 || p > 1) return kNaN;
  if (p == 0) return -kInf;
  if (p == 1) return kInf;
  // ndtri(p) = -sqrt(2) * erfcinv(2p); 2p and 2(1 - p) are exact.
  if (p < 0.5) return -kSqrt2 * erfcinv(2 * p);
  return kSqrt2 * erfcinv(2 * (1 - p));
}

double bessel_i0e(double x) {
  if (std::isnan(x)) return x;
  const double a = std::fabs(x);
  if (a == kInf) return 0;
  if (a <= 30) return bessel_series(0, a) * std::exp(-a);
  return bessel_asymptotic_scaled(0, a);
}

double bessel_i1e(double x) {
  if (std::isnan(x)) return x;
  const double a = std::fabs(x);
  if (a == kInf) return 0;
  const double r = a <= 30 ? bessel_series(1, a) * std::exp(-a) : bessel_asymptotic_scaled(1, a);
  return x < 0 ? -r : r;
}

double bessel_i0(double x) {
  if (std::isnan(x)) return x;
  const double a = std::fabs(x);
  if (a <= 30) return bessel_series(0, a);
  return bessel_asymptotic_scaled(0, a) * std::exp(a);
}

double bessel_i1(double x) {
  if (std::isnan(x)) return x;
  const double a = std::fabs(x);
  const double r = a <= 30 ? bessel_series(1, a) : bessel_asymptotic_scaled(1, a) * std::exp(a);
  return x < 0 ? -r : r;
}

}  // namespace tfplay::tensor::special
