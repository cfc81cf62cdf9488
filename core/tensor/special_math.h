// Special functions in double precision for the element-wise kernels of TF's Erfinv, Ndtri,
// BesselI0/I0e/I1/I1e (tensorflow/core/kernels/cwise_op_erfinv.cc, cwise_op_ndtri.cc,
// special_math/special_math_op_bessel.cc): float32 and float16 results are these values rounded once.
#pragma once

namespace tfplay::tensor::special {

/// The inverse of erf on [-1, 1]: +-inf at +-1, NaN outside.
double erfinv(double y);
/// The inverse of erfc on [0, 2]: +inf at 0, -inf at 2, NaN outside.
double erfcinv(double q);
/// The inverse of the standard normal CDF on [0, 1]: -inf at 0, +inf at 1, NaN outside.
double ndtri(double p);
/// exp(-|x|) * I0(x) and exp(-|x|) * I1(x), the exponentially scaled modified Bessel
/// functions of the first kind of orders 0 and 1.
double bessel_i0e(double x);
double bessel_i1e(double x);
/// I0(x) and I1(x) (inf once they overflow).
double bessel_i0(double x);
double bessel_i1(double x);

}  // namespace tfplay::tensor::special
