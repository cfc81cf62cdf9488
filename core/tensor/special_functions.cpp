// The one translation unit that includes Eigen: thin overloads over Eigen::numext's scalar
// special functions (see special_functions.h).
#include "core/tensor/special_functions.h"

#include <unsupported/Eigen/SpecialFunctions>

namespace tfplay::tensor::special {

float igamma(float a, float x) { return Eigen::numext::igamma(a, x); }
double igamma(double a, double x) { return Eigen::numext::igamma(a, x); }
float igammac(float a, float x) { return Eigen::numext::igammac(a, x); }
double igammac(double a, double x) { return Eigen::numext::igammac(a, x); }
float igamma_der_a(float a, float x) { return Eigen::numext::igamma_der_a(a, x); }
double igamma_der_a(double a, double x) { return Eigen::numext::igamma_der_a(a, x); }
float gamma_sample_der_alpha(float alpha, float x) { return Eigen::numext::gamma_sample_der_alpha(alpha, x); }
double gamma_sample_der_alpha(double alpha, double x) { return Eigen::numext::gamma_sample_der_alpha(alpha, x); }
float zeta(float x, float q) { return Eigen::numext::zeta(x, q); }
double zeta(double x, double q) { return Eigen::numext::zeta(x, q); }
float polygamma(float n, float x) { return Eigen::numext::polygamma(n, x); }
double polygamma(double n, double x) { return Eigen::numext::polygamma(n, x); }
float betainc(float a, float b, float x) { return Eigen::numext::betainc(a, b, x); }
double betainc(double a, double b, double x) { return Eigen::numext::betainc(a, b, x); }

}  // namespace tfplay::tensor::special
