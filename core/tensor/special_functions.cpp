// The Eigen side of special_functions.h: Eigen::numext's scalar special functions.
#include "core/tensor/special_functions.h"

#include <unsupported/Eigen/SpecialFunctions>

namespace tfplay::tensor::special {

namespace {

template <typename T> T evaluate(Binary f, T a, T b) {
  switch (f) {
    case Binary::Igamma: return Eigen::numext::igamma(a, b);
    case Binary::Igammac: return Eigen::numext::igammac(a, b);
    case Binary::IgammaGradA: return Eigen::numext::igamma_der_a(a, b);
    case Binary::RandomGammaGrad: return Eigen::numext::gamma_sample_der_alpha(a, b);
    case Binary::Zeta: return Eigen::numext::zeta(a, b);
    case Binary::Polygamma: return Eigen::numext::polygamma(a, b);
  }
  return T(0);
}

}  // namespace

float binary(Binary f, float a, float b) { return evaluate(f, a, b); }
double binary(Binary f, double a, double b) { return evaluate(f, a, b); }
float betainc(float a, float b, float x) { return Eigen::numext::betainc(a, b, x); }
double betainc(double a, double b, double x) { return Eigen::numext::betainc(a, b, x); }

}  // namespace tfplay::tensor::special
