// The vectorized paths of the hot float32 kernels (core/tensor/simd.h): element-wise
// add/sub/mul/div bit-identical to scalar IEEE arithmetic on every lane and tail, reductions
// in the documented (tree) order, and the cache-blocked matmul against a double reference.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

#include "core/tensor/kernels.h"
#include "core/tensor/tensor.h"

using namespace tfplay::tensor;

namespace {

std::vector<float> lcg_floats(size_t n, uint32_t seed, float lo, float hi) {
  std::vector<float> v(n);
  for (float& x : v) {
    seed = seed * 1664525u + 1013904223u;
    x = lo + (hi - lo) * (static_cast<float>(seed >> 8) / 16777216.0f);
  }
  return v;
}

Tensor f32(Shape s, std::vector<float> v) { return Tensor::from_vector(DType::Float32, s, v); }

uint32_t bits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, sizeof b);
  return b;
}

// Values that exercise IEEE corner cases on every lane position: signed zeros, infinities,
// NaN, subnormals, huge and tiny magnitudes.
std::vector<float> specials() {
  const float inf = std::numeric_limits<float>::infinity();
  return {0.0f, -0.0f, 1.0f, -1.5f, inf, -inf, std::numeric_limits<float>::quiet_NaN(),
          1e-45f, -3e-39f, 3.4e38f, -3.4e38f, 1e-30f, 7.25f, 0.1f, 1e30f, 2.0f};
}

}  // namespace

TEST_CASE("simd binary: float add/sub/mul/div equal scalar IEEE results bit for bit") {
  const std::vector<float> sp = specials();
  // Every length up to 40 covers the 8-wide body, the 4-wide remainder and the scalar tail.
  for (size_t n = 0; n <= 40; ++n) {
    std::vector<float> a(n), b(n);
    for (size_t i = 0; i < n; ++i) {
      a[i] = sp[i % sp.size()];
      b[i] = sp[(i * 7 + 3) % sp.size()];
    }
    const Tensor ta = f32({static_cast<int64_t>(n)}, a), tb = f32({static_cast<int64_t>(n)}, b);
    const Tensor scalar = Tensor::scalar_float(-0.75f);
    for (BinaryOp op : {BinaryOp::Add, BinaryOp::Sub, BinaryOp::Mul, BinaryOp::RealDiv}) {
      auto ref = [op](float x, float y) {
        switch (op) {
          case BinaryOp::Add: return x + y;
          case BinaryOp::Sub: return x - y;
          case BinaryOp::Mul: return x * y;
          default: return x / y;
        }
      };
      const Tensor same = binary_op(op, ta, tb);
      const Tensor right = binary_op(op, ta, scalar);
      const Tensor left = binary_op(op, scalar, tb);
      for (size_t i = 0; i < n; ++i) {
        const float e = ref(a[i], b[i]);
        const float er = ref(a[i], -0.75f);
        const float el = ref(-0.75f, b[i]);
        CAPTURE(n);
        CAPTURE(i);
        if (std::isnan(e)) CHECK(std::isnan(same.data<float>()[i]));
        else CHECK(bits(same.data<float>()[i]) == bits(e));
        if (std::isnan(er)) CHECK(std::isnan(right.data<float>()[i]));
        else CHECK(bits(right.data<float>()[i]) == bits(er));
        if (std::isnan(el)) CHECK(std::isnan(left.data<float>()[i]));
        else CHECK(bits(left.data<float>()[i]) == bits(el));
      }
    }
  }
}

TEST_CASE("simd reduce_sum: a long float32 row is summed as a tree, not sequentially") {
  // One million 0.1f: a sequential float32 running sum drifts to about 100958; Eigen's tree
  // reduction (and this kernel) stays within one unit of 100000 (0.1f is not 0.1: same-sign
  // rounding errors add up in each partial sum).
  const Tensor x = f32({1000000}, std::vector<float>(1000000, 0.1f));
  const float sum = reduce(ReduceOp::Sum, x, {0}, false).scalar<float>();
  CHECK(std::fabs(sum - 100000.0f) < 1.0f);
  const float mean = reduce(ReduceOp::Mean, x, {0}, false).scalar<float>();
  CHECK(std::fabs(mean - 0.1f) < 1e-6f);
  // Integer-valued floats are exact in any order.
  std::vector<float> ints(100003);
  for (size_t i = 0; i < ints.size(); ++i) ints[i] = static_cast<float>(i % 7);
  double exact = 0;
  for (float v : ints) exact += v;
  CHECK(reduce(ReduceOp::Sum, f32({100003}, ints), {}, false).shape() == Shape{100003});
  CHECK(reduce(ReduceOp::Sum, f32({100003}, ints), {0}, false).scalar<float>() ==
        static_cast<float>(exact));
}

TEST_CASE("simd reductions: inner, outer and middle axes match a double reference") {
  const std::vector<float> v = lcg_floats(3 * 37 * 5, 7, -1.0f, 1.0f);
  const Tensor x = f32({3, 37, 5}, v);
  auto at = [&](int i, int j, int k) { return v[(i * 37 + j) * 5 + k]; };
  // Axis 1 (middle): an outer-style accumulation over 37 rows of 5 lanes.
  const Tensor s1 = reduce(ReduceOp::Sum, x, {1}, false);
  const Tensor m1 = reduce(ReduceOp::Max, x, {1}, true);
  const Tensor n1 = reduce(ReduceOp::Min, x, {-2}, false);
  REQUIRE(s1.shape() == Shape{3, 5});
  REQUIRE(m1.shape() == Shape{3, 1, 5});
  for (int i = 0; i < 3; ++i) {
    for (int k = 0; k < 5; ++k) {
      double s = 0;
      float mx = -INFINITY, mn = INFINITY;
      for (int j = 0; j < 37; ++j) {
        s += at(i, j, k);
        mx = std::max(mx, at(i, j, k));
        mn = std::min(mn, at(i, j, k));
      }
      CHECK(s1.data<float>()[i * 5 + k] == doctest::Approx(s).epsilon(1e-5));
      CHECK(m1.data<float>()[i * 5 + k] == mx);
      CHECK(n1.data<float>()[i * 5 + k] == mn);
    }
  }
  // Axes 1 and 2 (inner): each row of 185 is a contiguous run.
  const Tensor s12 = reduce(ReduceOp::Mean, x, {1, 2}, false);
  for (int i = 0; i < 3; ++i) {
    double s = 0;
    for (int j = 0; j < 37 * 5; ++j) s += v[i * 185 + j];
    CHECK(s12.data<float>()[i] == doctest::Approx(s / 185).epsilon(1e-5));
  }
  // Axes 0 and 2 are not contiguous: the generic loop, same answers.
  const Tensor s02 = reduce(ReduceOp::Max, x, {0, 2}, false);
  for (int j = 0; j < 37; ++j) {
    float mx = -INFINITY;
    for (int i = 0; i < 3; ++i)
      for (int k = 0; k < 5; ++k) mx = std::max(mx, at(i, j, k));
    CHECK(s02.data<float>()[j] == mx);
  }
}

TEST_CASE("simd reduce_max/min: a NaN anywhere (vector body or tail) gives NaN") {
  for (size_t n : {1u, 3u, 4u, 9u, 16u, 33u}) {
    for (size_t pos = 0; pos < n; ++pos) {
      std::vector<float> v = lcg_floats(n, static_cast<uint32_t>(n), -5.0f, 5.0f);
      v[pos] = std::numeric_limits<float>::quiet_NaN();
      const Tensor x = f32({static_cast<int64_t>(n)}, v);
      CAPTURE(n);
      CAPTURE(pos);
      CHECK(std::isnan(reduce(ReduceOp::Max, x, {0}, false).scalar<float>()));
      CHECK(std::isnan(reduce(ReduceOp::Min, x, {0}, false).scalar<float>()));
      // The same column in an outer reduction.
      const Tensor col = x.with_shape({static_cast<int64_t>(n), 1});
      CHECK(std::isnan(reduce(ReduceOp::Max, col, {0}, false).data<float>()[0]));
    }
  }
  const Tensor inf = f32({5}, {-INFINITY, -INFINITY, -INFINITY, -INFINITY, -INFINITY});
  CHECK(reduce(ReduceOp::Max, inf, {0}, false).scalar<float>() == -INFINITY);
}

TEST_CASE("blocked matmul: every shape, transpose and block edge against a double reference") {
  // Sizes straddle the 4 x 8 micro-tile, the 64-row and 256-deep blocks.
  const int64_t dims[][3] = {{1, 1, 1},   {2, 3, 4},    {5, 9, 7},   {4, 8, 1},
                             {67, 13, 300}, {3, 70, 513}, {130, 17, 9}, {8, 600, 3}};
  for (const auto& d : dims) {
    const int64_t m = d[0], n = d[1], k = d[2];
    const std::vector<float> av = lcg_floats(static_cast<size_t>(m * k), 11, -1.0f, 1.0f);
    const std::vector<float> bv = lcg_floats(static_cast<size_t>(k * n), 13, -1.0f, 1.0f);
    for (int t = 0; t < 4; ++t) {
      const bool ta = t & 1, tb = t & 2;
      // Stored transposed when ta/tb: element (i, p) of op(a) lives at [p][i].
      std::vector<float> as(av.size()), bs(bv.size());
      for (int64_t i = 0; i < m; ++i)
        for (int64_t p = 0; p < k; ++p) (ta ? as[p * m + i] : as[i * k + p]) = av[i * k + p];
      for (int64_t p = 0; p < k; ++p)
        for (int64_t j = 0; j < n; ++j) (tb ? bs[j * k + p] : bs[p * n + j]) = bv[p * n + j];
      const Tensor c = matmul(f32(ta ? Shape{k, m} : Shape{m, k}, as),
                              f32(tb ? Shape{n, k} : Shape{k, n}, bs), ta, tb);
      REQUIRE(c.shape() == Shape{m, n});
      for (int64_t i = 0; i < m; ++i) {
        for (int64_t j = 0; j < n; ++j) {
          double s = 0, mag = 0;
          for (int64_t p = 0; p < k; ++p) {
            s += double(av[i * k + p]) * bv[p * n + j];
            mag += std::fabs(double(av[i * k + p]) * bv[p * n + j]);
          }
          CAPTURE(m);
          CAPTURE(n);
          CAPTURE(k);
          CAPTURE(t);
          CHECK(std::fabs(c.data<float>()[i * n + j] - s) <= 1e-6 * k * (mag + 1));
        }
      }
    }
  }
}

TEST_CASE("blocked matmul: int32 is exact and wraps; k = 0 gives zeros; batches broadcast") {
  std::vector<int32_t> a(5 * 300), b(300 * 9);
  for (size_t i = 0; i < a.size(); ++i) a[i] = static_cast<int32_t>(i % 13) - 6;
  for (size_t i = 0; i < b.size(); ++i) b[i] = static_cast<int32_t>(i % 5) - 2;
  const Tensor c = matmul(Tensor::from_vector(DType::Int32, {5, 300}, a),
                          Tensor::from_vector(DType::Int32, {300, 9}, b), false, false);
  for (int i = 0; i < 5; ++i) {
    for (int j = 0; j < 9; ++j) {
      int64_t s = 0;
      for (int p = 0; p < 300; ++p) s += int64_t(a[i * 300 + p]) * b[p * 9 + j];
      CHECK(c.data<int32_t>()[i * 9 + j] == s);
    }
  }
  const Tensor z = matmul(f32({2, 0}, {}), f32({0, 3}, {}), false, false);
  CHECK(z.shape() == Shape{2, 3});
  for (int i = 0; i < 6; ++i) CHECK(z.data<float>()[i] == 0.0f);
  // [2, 2, 3] x [3, 2]: batch broadcasting over the blocked kernel.
  const Tensor bm = batch_matmul(f32({2, 2, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}),
                                 f32({3, 2}, {1, 0, 0, 1, 1, 1}), false, false);
  CHECK(bm.shape() == Shape{2, 2, 2});
  CHECK(std::vector<float>(bm.data<float>(), bm.data<float>() + 8) ==
        std::vector<float>{4, 5, 10, 11, 16, 17, 22, 23});
}
