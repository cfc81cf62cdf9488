// Qr and MatrixDiagPartV3 (ops_linalg.cpp) run eagerly. The Qr values are Eigen 3.4's
// HouseholderQR of the same matrix (TF's CPU kernel), built with TF's release flags.
#include <doctest/doctest.h>

#include <string>

#include "core/graph/eager.h"
#include "core/tensor/op_error.h"

using namespace tfplay::tensor;
namespace eager = tfplay::graph::eager;

namespace {
Tensor f32(Shape s, std::vector<float> v) { return Tensor::from_vector(DType::Float32, s, v); }
std::vector<float> vals(const Tensor& t) { return std::vector<float>(t.data<float>(), t.data<float>() + t.num_elements()); }
}  // namespace

TEST_CASE("Qr: Eigen's Householder QR, reduced and full") {
  const Tensor a = f32({3, 2}, {1, 2, 3, 4, 5, 6});
  auto out = eager::execute("Qr", {a}, {{"full_matrices", false}});
  CHECK(out[0].shape() == Shape{3, 2});
  CHECK(out[1].shape() == Shape{2, 2});
  CHECK(vals(out[0]) == std::vector<float>{-0x1.5a2cdp-3f, 0x1.cb4ebap-1f, -0x1.03a1ap-1f, 0x1.1aa6bep-2f, -0x1.b0b80ep-1f,
                                           -0x1.615058p-2f});
  CHECK(vals(out[1]) == std::vector<float>{-0x1.7aa10ep+2f, -0x1.dbfda8p+2f, 0.0f, 0x1.a7f9e6p-1f});
  auto full = eager::execute("Qr", {a}, {{"full_matrices", true}});
  CHECK(full[0].shape() == Shape{3, 3});
  CHECK(full[1].shape() == Shape{3, 2});
  // The first two columns of the full Q are the reduced Q; R's last row is zero.
  const std::vector<float> q = vals(full[0]);
  CHECK(q[0] == vals(out[0])[0]);
  CHECK(q[4] == vals(out[0])[3]);
  CHECK(vals(full[1])[4] == 0.0f);
  CHECK(vals(full[1])[5] == 0.0f);
}

TEST_CASE("MatrixDiagPartV3: the main diagonal of each matrix") {
  auto d = eager::execute("MatrixDiagPartV3", {f32({2, 2, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}), Tensor::scalar_int32(0),
                                               Tensor::scalar_of(DType::Float32, 0)});
  CHECK(d[0].shape() == Shape{2, 2});
  CHECK(vals(d[0]) == std::vector<float>{1, 5, 7, 11});
}
