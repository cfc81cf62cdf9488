// The MT19937 Mersenne Twister as NumPy runs it (numpy/random/src/mt19937): init_genrand
// seeding, the 624-word state regenerated in place, tempered 32-bit outputs and 53-bit doubles
// from two of them. Shared by the legacy RandomState (numpy_random.cpp) and
// np.random.MT19937 under a Generator (numpy_generator.cpp).
#pragma once

#include <cstdint>

namespace tfplay::tf {

struct Mt19937 {
  uint32_t key[624];
  int pos = 624;

  void seed(uint32_t s) {
    for (int i = 0; i < 624; ++i) {
      key[i] = s;
      s = 1812433253u * (s ^ (s >> 30)) + static_cast<uint32_t>(i) + 1u;
    }
    pos = 624;
  }
  void generate() {
    constexpr uint32_t kA = 0x9908b0dfu, kUpper = 0x80000000u, kLower = 0x7fffffffu;
    int i = 0;
    uint32_t y;
    for (; i < 624 - 397; ++i) {
      y = (key[i] & kUpper) | (key[i + 1] & kLower);
      key[i] = key[i + 397] ^ (y >> 1) ^ (-(y & 1u) & kA);
    }
    for (; i < 623; ++i) {
      y = (key[i] & kUpper) | (key[i + 1] & kLower);
      key[i] = key[i + 397 - 624] ^ (y >> 1) ^ (-(y & 1u) & kA);
    }
    y = (key[623] & kUpper) | (key[0] & kLower);
    key[623] = key[396] ^ (y >> 1) ^ (-(y & 1u) & kA);
    pos = 0;
  }
  uint32_t next32() {
    if (pos == 624) generate();
    uint32_t y = key[pos++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= (y >> 18);
    return y;
  }
  double next_double() {
    const int32_t a = static_cast<int32_t>(next32() >> 5), b = static_cast<int32_t>(next32() >> 6);
    return (a * 67108864.0 + b) / 9007199254740992.0;
  }
};

}  // namespace tfplay::tf
