// Thin wrappers over Eigen (see matrix_functions.h); one of the two translation units that
// include Eigen.
#include "core/tensor/matrix_functions.h"

// TF builds Eigen without its debug assertions, so a real matrix with a negative eigenvalue
// takes its square root as NaNs (MatrixSquareRoot of [[1, 2], [3, 4]]) instead of stopping the
// process on `T(i,i) >= 0`; the engine's own assert()s stay on.
#define EIGEN_NO_DEBUG 1
#include <Eigen/Core>
#include <Eigen/Eigenvalues>
#include <unsupported/Eigen/MatrixFunctions>

namespace tfplay::tensor::matrix {

namespace {

template <typename T> using Matrix = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
template <typename T> using ConstMap = Eigen::Map<const Matrix<T>>;
template <typename T> using Map = Eigen::Map<Matrix<T>>;

template <typename T> void sqrtm_impl(const T* in, T* out, int64_t n) {
  Matrix<T> tmp = ConstMap<T>(in, n, n);
  Map<T>(out, n, n) = tmp.sqrt();
}

template <typename T> void logm_impl(const T* in, T* out, int64_t n) {
  Matrix<T> tmp = ConstMap<T>(in, n, n);
  Map<T>(out, n, n) = tmp.log();
}

template <typename In, typename Out> bool eig_impl(const In* in, Out* e, Out* v, int64_t n) {
  // The solver takes a bool (ComputeEigenvectors and EigenvaluesOnly are both non-zero flags).
  Eigen::ComplexEigenSolver<Matrix<Out>> solver(ConstMap<In>(in, n, n), /*computeEigenvectors=*/v != nullptr);
  if (solver.info() != Eigen::Success) return false;
  Eigen::Map<Eigen::Matrix<Out, Eigen::Dynamic, 1>>(e, n) = solver.eigenvalues();
  if (v) Map<Out>(v, n, n) = solver.eigenvectors();
  return true;
}

}  // namespace

void sqrtm(const float* in, float* out, int64_t n) { sqrtm_impl(in, out, n); }
void sqrtm(const double* in, double* out, int64_t n) { sqrtm_impl(in, out, n); }
void sqrtm(const std::complex<float>* in, std::complex<float>* out, int64_t n) { sqrtm_impl(in, out, n); }
void sqrtm(const std::complex<double>* in, std::complex<double>* out, int64_t n) { sqrtm_impl(in, out, n); }
void logm(const std::complex<float>* in, std::complex<float>* out, int64_t n) { logm_impl(in, out, n); }
void logm(const std::complex<double>* in, std::complex<double>* out, int64_t n) { logm_impl(in, out, n); }
bool eig(const float* in, std::complex<float>* e, std::complex<float>* v, int64_t n) { return eig_impl(in, e, v, n); }
bool eig(const double* in, std::complex<double>* e, std::complex<double>* v, int64_t n) { return eig_impl(in, e, v, n); }
bool eig(const std::complex<float>* in, std::complex<float>* e, std::complex<float>* v, int64_t n) { return eig_impl(in, e, v, n); }
bool eig(const std::complex<double>* in, std::complex<double>* e, std::complex<double>* v, int64_t n) { return eig_impl(in, e, v, n); }

}  // namespace tfplay::tensor::matrix
