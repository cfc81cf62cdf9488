// Eigen's matrix functions and complex eigensolver (unsupported/Eigen/MatrixFunctions,
// Eigen/Eigenvalues), which TF's CPU kernels call for MatrixSquareRoot, MatrixLogarithm and Eig
// (kernels/linalg/matrix_square_root_op.cc, matrix_logarithm_op.cc, eig_op_impl.h). Every
// function works on one row-major n x n matrix in the element type.
#pragma once

#include <complex>
#include <cstdint>

namespace tfplay::tensor::matrix {

/// The principal square root (Schur method): MatrixBase::sqrt().
void sqrtm(const float* in, float* out, int64_t n);
void sqrtm(const double* in, double* out, int64_t n);
void sqrtm(const std::complex<float>* in, std::complex<float>* out, int64_t n);
void sqrtm(const std::complex<double>* in, std::complex<double>* out, int64_t n);
/// The principal logarithm of a complex matrix: MatrixBase::log().
void logm(const std::complex<float>* in, std::complex<float>* out, int64_t n);
void logm(const std::complex<double>* in, std::complex<double>* out, int64_t n);
/// ComplexEigenSolver: the eigenvalues into `e` (n) and, when `v` is not null, the eigenvectors
/// as columns into `v` (n x n, row-major). False when the solver does not converge.
bool eig(const float* in, std::complex<float>* e, std::complex<float>* v, int64_t n);
bool eig(const double* in, std::complex<double>* e, std::complex<double>* v, int64_t n);
bool eig(const std::complex<float>* in, std::complex<float>* e, std::complex<float>* v, int64_t n);
bool eig(const std::complex<double>* in, std::complex<double>* e, std::complex<double>* v, int64_t n);

}  // namespace tfplay::tensor::matrix
