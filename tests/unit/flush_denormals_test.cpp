// Flush-to-zero of kernel results (core/tensor/denormals.h, core/graph/flush_denormals.h), as
// TF's CPU kernels run under port::ScopedFlushDenormal.
#include <doctest/doctest.h>

#include <cmath>
#include <complex>
#include <cstring>

#include "core/graph/eager.h"
#include "core/graph/flush_denormals.h"
#include "core/graph/op_registry.h"
#include "core/tensor/denormals.h"
#include "core/tensor/kernels.h"

using namespace tfplay;
using tensor::DType;
using tensor::Tensor;

TEST_CASE("flush_denormals: subnormals become zeros of their sign, normals and other dtypes stay") {
  Tensor t = Tensor::from_vector<float>(DType::Float32, {5}, {3.7e-44f, -1e-40f, 1.2e-38f, 0.0f, -2.5f});
  CHECK(tensor::flush_denormals(t));
  const float* v = t.data<float>();
  CHECK(v[0] == 0.0f);
  CHECK_FALSE(std::signbit(v[0]));
  CHECK(v[1] == 0.0f);
  CHECK(std::signbit(v[1]));
  CHECK(v[2] == 1.2e-38f);  // the smallest normal float is 1.1754944e-38
  CHECK(v[4] == -2.5f);
  CHECK_FALSE(tensor::flush_denormals(t));  // nothing left to change

  Tensor d = Tensor::from_vector<double>(DType::Float64, {2}, {1e-310, 1e-300});
  CHECK(tensor::flush_denormals(d));
  CHECK(d.data<double>()[0] == 0.0);
  CHECK(d.data<double>()[1] == 1e-300);

  Tensor c = Tensor::from_vector<std::complex<float>>(DType::Complex64, {1}, {{1.0f, 1e-42f}});
  CHECK(tensor::flush_denormals(c));
  CHECK(c.data<std::complex<float>>()[0] == std::complex<float>(1.0f, 0.0f));

  Tensor i = Tensor::from_vector<int32_t>(DType::Int32, {1}, {1});
  CHECK_FALSE(tensor::flush_denormals(i));
}

TEST_CASE("flush_denormals: a shared buffer is copied, not written") {
  Tensor a = Tensor::from_vector<float>(DType::Float32, {1}, {1e-40f});
  Tensor b = a;
  CHECK(tensor::flush_denormals(b));
  CHECK(b.data<float>()[0] == 0.0f);
  CHECK(a.data<float>()[0] == 1e-40f);
  CHECK_FALSE(a.shares_buffer_with(b));
}

TEST_CASE("kernels flush arithmetic results, ops that move values keep their bits") {
  const Tensor tiny = Tensor::scalar_float(1e-40f);
  // Exp(-100) is 3.78e-44 in IEEE arithmetic; TF's kernel gives 0.
  auto exp = graph::eager::execute("Exp", {Tensor::scalar_float(-100.0f)}, {{"T", DType::Float32}});
  CHECK(exp.at(0).data<float>()[0] == 0.0f);
  auto mul = graph::eager::execute("Mul", {Tensor::scalar_float(1e-20f), Tensor::scalar_float(-1e-20f)},
                                   {{"T", DType::Float32}});
  CHECK(mul.at(0).data<float>()[0] == 0.0f);
  CHECK(std::signbit(mul.at(0).data<float>()[0]));
  auto id = graph::eager::execute("Identity", {tiny}, {{"T", DType::Float32}});
  CHECK(id.at(0).data<float>()[0] == 1e-40f);
}

TEST_CASE("every op listed as moving values only is registered") {
  for (std::string_view op : graph::value_moving_ops()) {
    CAPTURE(op);
    CHECK(graph::OpRegistry::global().find(std::string(op)) != nullptr);
  }
}

TEST_CASE("ScopedFlushDenormal: the float32 element-wise loops flush as they write only inside it") {
  const Tensor small = Tensor::from_vector<float>(DType::Float32, {9}, std::vector<float>(9, 1e-20f));
  const Tensor outside = tensor::binary_op(tensor::BinaryOp::Mul, small, small);  // NumPy's way
  CHECK(outside.data<float>()[0] == 1e-20f * 1e-20f);
  CHECK(outside.data<float>()[8] != 0.0f);
  tensor::ScopedFlushDenormal ftz;
  const Tensor inside = tensor::binary_op(tensor::BinaryOp::Mul, small, small);
  for (int i = 0; i < 9; ++i) CHECK(inside.data<float>()[i] == 0.0f);  // lanes and tail
  CHECK(ftz.wrote_flushed(inside.data<float>()));
  const Tensor scaled = tensor::binary_op(tensor::BinaryOp::Mul, small, Tensor::scalar_float(-1e-20f));
  CHECK(std::signbit(scaled.data<float>()[4]));
  CHECK(scaled.data<float>()[4] == 0.0f);
}

TEST_CASE("Mul flushes every element of a large result, broadcast or not") {
  const Tensor x = Tensor::from_vector<float>(DType::Float32, {2, 5}, std::vector<float>(10, 1e-20f));
  const Tensor row = Tensor::from_vector<float>(DType::Float32, {5}, std::vector<float>(5, 1e-20f));
  for (const Tensor& y : {x, row, Tensor::scalar_float(1e-20f)}) {
    auto out = graph::eager::execute("Mul", {x, y}, {{"T", DType::Float32}});
    for (int i = 0; i < 10; ++i) CHECK(out.at(0).data<float>()[i] == 0.0f);
  }
}
