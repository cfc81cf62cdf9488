// The special functions behind Erfinv, Ndtri and the Bessel I ops (core/tensor/special_math.cpp):
// the inverses round-trip through erf/erfc to double precision across their domains, including
// the far tails, and the Bessel functions match reference values (Abramowitz & Stegun table 9.8)
// and their own identities at the switch between the series and the asymptotic expansion.
#include <doctest/doctest.h>

#include <cmath>
#include <initializer_list>
#include <limits>

#include "core/tensor/special_math.h"

using namespace tfplay::tensor::special;

TEST_CASE("erfinv inverts erf, erfcinv inverts erfc, ndtri inverts the normal CDF") {
  for (double y : {-0.999999, -0.9, -0.5, -1e-8, 0.0, 1e-8, 0.3, 0.5, 0.75, 0.99, 0.999999999}) {
    const double x = erfinv(y);
    CHECK(std::erf(x) == doctest::Approx(y).epsilon(1e-14));
  }
  for (double q : {1e-300, 1e-100, 1e-20, 1e-5, 0.1, 0.5, 1.0, 1.5, 1.9, 2.0 - 1e-12}) {
    const double x = erfcinv(q);
    CHECK(std::erfc(x) == doctest::Approx(q).epsilon(1e-12));
  }
  for (double p : {1e-200, 1e-10, 0.025, 0.5, 0.975, 1.0 - 1e-12}) {
    const double x = ndtri(p);
    CHECK(0.5 * std::erfc(-x / std::sqrt(2.0)) == doctest::Approx(p).epsilon(1e-11));
  }
  CHECK(ndtri(0.975) == doctest::Approx(1.959963984540054).epsilon(1e-15));
  CHECK(std::isinf(erfinv(1.0)));
  CHECK(erfinv(-1.0) < 0);
  CHECK(std::isnan(erfinv(1.5)));
  CHECK(std::isinf(ndtri(0.0)));
  CHECK(std::isnan(ndtri(-0.1)));
  CHECK(erfcinv(1.0) == 0.0);
}

TEST_CASE("modified Bessel functions of the first kind") {
  CHECK(bessel_i0(1.0) == doctest::Approx(1.2660658777520082).epsilon(1e-15));
  CHECK(bessel_i1(1.0) == doctest::Approx(0.5651591039924851).epsilon(1e-15));
  CHECK(bessel_i0e(0.5) == doctest::Approx(0.6450352704491501).epsilon(1e-15));
  CHECK(bessel_i1e(-0.5) == doctest::Approx(-0.15642080318487155).epsilon(1e-15));
  CHECK(bessel_i0(0.0) == 1.0);
  CHECK(bessel_i1(0.0) == 0.0);
  // The series (up to 30) and the asymptotic expansion (beyond) agree where they meet.
  CHECK(bessel_i0e(30.0) == doctest::Approx(bessel_i0e(30.0 + 1e-12)).epsilon(1e-13));
  CHECK(bessel_i1e(30.0) == doctest::Approx(bessel_i1e(30.0 + 1e-12)).epsilon(1e-13));
  for (double x : {29.999, 30.001, 45.0, 100.0}) {
    // I0' = I1, so d/dx I0e = I1e - I0e for x > 0, checked by a central difference.
    const double h = 1e-5;
    const double d = (bessel_i0e(x + h) - bessel_i0e(x - h)) / (2 * h);
    CHECK(d == doctest::Approx(bessel_i1e(x) - bessel_i0e(x)).epsilon(1e-6));
  }
  CHECK(std::isinf(bessel_i0(800.0)));
  CHECK(bessel_i0e(std::numeric_limits<double>::infinity()) == 0.0);
}
