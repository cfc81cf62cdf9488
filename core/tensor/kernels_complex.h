// Kernels for complex64/complex128 tensors (TF: cwise_op_*.cc for complex types,
// tensorflow/core/kernels/fft_ops.cc). The generic kernels (kernels.h) visit the real dtypes
// only; each of them hands a complex input to the function here that computes it.
#pragma once

#include <cstdint>
#include <vector>

#include "core/tensor/kernels.h"
#include "core/tensor/tensor.h"

namespace tfplay::tensor {

/// `x op y` for two complex tensors of one dtype, broadcast: Add, Sub, Mul, RealDiv/Div
/// (std::complex division), DivNoNan, Pow, SquaredDifference (|x-y|^2 as a complex), Equal and NotEqual
/// (bool). Other ops throw OpError(TfplayUnsupported).
Tensor complex_binary(BinaryOp op, const Tensor& x, const Tensor& y);
/// Element-wise Neg, Square, Sqrt, Rsqrt, Reciprocal, Exp, Expm1, Log, Log1p, Sin, Cos, Tan,
/// Sinh, Cosh, Tanh, Sign (x / |x|, 0 at 0), IsNan/IsInf/IsFinite are not defined for complex in
/// TF and throw OpError(TfplayUnsupported) like the other ops.
Tensor complex_unary(UnaryOp op, const Tensor& x);
/// Cast where `x` or `to` is complex: real -> complex puts the value in the real part;
/// complex -> real or bool keeps the real part (TF drops the imaginary part); complex64 <-> complex128 converts both parts.
Tensor complex_cast(const Tensor& x, DType to);
/// Sum and Mean (each part reduced by the real kernel); others throw TfplayUnsupported.
Tensor complex_reduce(ReduceOp op, const Tensor& x, const std::vector<int64_t>& axes, bool keep_dims);
/// MatMul / BatchMatMulV2 of complex matrices; `adj_*` is the conjugate transpose (for MatMul,
/// `transpose_*` means a plain transpose: pass conj_* false).
Tensor complex_matmul(const Tensor& a, const Tensor& b, bool t_a, bool t_b, bool conj_a, bool conj_b, bool batch);

/// The real and imaginary parts (float32 for complex64, float64 for complex128).
Tensor real_part(const Tensor& x);
Tensor imag_part(const Tensor& x);
/// tf.complex: real and imag (float32 or float64, same dtype, broadcast) -> complex64/complex128.
Tensor make_complex(const Tensor& real, const Tensor& imag);
/// Conj (complex conjugate), ComplexAbs (|x|, real dtype) and Angle (atan2(imag, real)).
Tensor conj(const Tensor& x);
Tensor complex_abs(const Tensor& x);
Tensor complex_angle(const Tensor& x);

/// FFT/IFFT over the innermost `rank` dimensions of a complex tensor (IFFT divides by the
/// number of points). Shapes are kept.
Tensor fft(const Tensor& x, int rank, bool inverse);
/// RFFT: a float tensor's innermost `fft_length.size()` dims transformed after cropping or
/// zero-padding each to fft_length; the last output dim is fft_length[-1] / 2 + 1.
Tensor rfft(const Tensor& x, const std::vector<int64_t>& fft_length);
/// IRFFT: the inverse of rfft to real values of the innermost dims' fft_length (the input's
/// last dim is cropped or zero-padded to fft_length[-1] / 2 + 1).
Tensor irfft(const Tensor& x, const std::vector<int64_t>& fft_length);

}  // namespace tfplay::tensor
