// Eigen's float32 exp, logistic and tanh as TF's CPU kernels evaluate them
// (core/tensor/eigen_float_math.cpp). The expected bits come from the same Eigen functors
// (Eigen 4c38131a, the commit TF 2.20 pins) built with -mavx and evaluated on a ThreadPoolDevice
// as TF's UnaryFunctor does: a packet of eight for the packet path, one element for the scalar one.
#include <doctest/doctest.h>

#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

#include "core/tensor/eigen_float_math.h"

using namespace tfplay::tensor;

namespace {

uint32_t bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}

const float kInputs[8] = {1.0f, 6.0f, -0.5f, 0.3f, -90.0f, 88.5f, 100.0f, -110.0f};

void check(EigenFloatFunction f, const uint32_t (&packet)[8], const uint32_t (&scalar)[8]) {
  for (int i = 0; i < 8; ++i) {
    CAPTURE(kInputs[i]);
    CHECK(bits(eigen_packet_lane(f, kInputs[i])) == packet[i]);
    CHECK(bits(eigen_scalar(f, kInputs[i])) == scalar[i]);
  }
}

}  // namespace

TEST_CASE("Eigen's exp: pexp_float in packets, the C library's expf alone") {
  check(EigenFloatFunction::Exp,
        {0x402df854, 0x43c9b6e2, 0x3f1b4598, 0x3facc82c, 0x0008ec28, 0x7f4cdcc3, 0x7f800000, 0x00000000},
        {0x402df854, 0x43c9b6e3, 0x3f1b4598, 0x3facc82d, 0x0008ec28, 0x7f4cdcc4, 0x7f800000, 0x00000000});
}

TEST_CASE("Eigen's logistic: exp(x/2)^2 / (1 + ...) in packets, e / (1 + e) alone") {
  check(EigenFloatFunction::Logistic,
        {0x3f3b26a7, 0x3f7f5df4, 0x3ec14d03, 0x3f130ea9, 0x0008ec28, 0x3f800000, 0x3f800000, 0x00000000},
        {0x3f3b26a8, 0x3f7f5df4, 0x3ec14d03, 0x3f130eab, 0x0008ec28, 0x3f800000, 0x3f800000, 0x00000000});
}

TEST_CASE("Eigen's tanh: one rational form, saturating at +-1") {
  const uint32_t expected[8] = {0x3f42f7d6, 0x3f7fff32, 0xbeec9a9e, 0x3e9526ee,
                                0xbf800000, 0x3f800000, 0x3f800000, 0xbf800000};
  check(EigenFloatFunction::Tanh, expected, expected);
}

TEST_CASE("eigen_floats takes the packet path before packet_end and the scalar path after") {
  std::vector<float> in(10, 1.0f), out(10);
  eigen_floats(EigenFloatFunction::Logistic, in.data(), out.data(), 10, 8);
  for (int i = 0; i < 8; ++i) CHECK(bits(out[i]) == 0x3f3b26a7);
  CHECK(bits(out[8]) == 0x3f3b26a8);
  CHECK(bits(out[9]) == 0x3f3b26a8);
  eigen_floats(EigenFloatFunction::Exp, in.data(), in.data(), 10, 0);  // in place, all scalar
  CHECK(bits(in[9]) == 0x402df854);
}

TEST_CASE("Eigen's log, log1p and expm1 in packets: subnormals, zero, negatives, infinity") {
  const float inputs[8] = {1e-40f, 0.0f, -1.0f, std::numeric_limits<float>::infinity(), 0.7f, 2.0f, 1e30f, 1.0f};
  const uint32_t log[8] = {0xc2b834f2, 0xff800000, 0xffffffff, 0x7f800000, 0xbeb69e1a, 0x3f317218, 0x428a27b5, 0x00000000};
  const uint32_t log1p[8] = {0x000116c2, 0x00000000, 0xff800000, 0x7f800000, 0x3f07d741, 0x3f8c9f54, 0x428a27b5, 0x3f317218};
  const uint32_t expm1[8] = {0x000116c2, 0x00000000, 0xbf21d2a7, 0x7f800000, 0x3f81c2a6, 0x40cc7326, 0x7f800000, 0x3fdbf0a8};
  for (int i = 0; i < 8; ++i) {
    CAPTURE(inputs[i]);
    CHECK(bits(eigen_packet_lane(EigenFloatFunction::Log, inputs[i])) == log[i]);
    CHECK(bits(eigen_packet_lane(EigenFloatFunction::Log1p, inputs[i])) == log1p[i]);
    CHECK(bits(eigen_packet_lane(EigenFloatFunction::Expm1, inputs[i])) == expm1[i]);
  }
}
