// The ziggurat tables of NumPy's Generator normal and exponential samplers
// (numpy/random/src/distributions: random_standard_normal, random_standard_exponential and their
// float32 twins), computed from the algorithm's definition (numpy_ziggurat.cpp says how).
#pragma once

#include <cstdint>

namespace tfplay::tf::ziggurat {

struct Tables {
  // Normal: 256 layers under exp(-x*x/2) with tail start r; the double sampler draws 52-bit
  // magnitudes (ki, wi), the float32 one 23-bit magnitudes (ki_f, wi_f).
  uint64_t ki[256];
  double wi[256], fi[256];
  uint32_t ki_f[256];
  float wi_f[256], fi_f[256];
  // Exponential: 256 layers under exp(-x); 53-bit (double) and 23-bit (float32) magnitudes.
  uint64_t ke[256];
  double we[256], fe[256];
  uint32_t ke_f[256];
  float we_f[256], fe_f[256];
  // Whether each family came out bit-identical to NumPy's (checked by a fingerprint); the
  // samplers refuse to run on tables that are not.
  bool normal_ok = false, normal_f_ok = false, exp_ok = false, exp_f_ok = false;
};

/// The tables, computed on first use.
const Tables& tables();

inline constexpr double kNormalR = 3.6541528853610088;
inline constexpr double kNormalInvR = 0.27366123732975828;
inline constexpr double kExpR = 7.69711747013104972;
inline constexpr float kNormalRf = 3.6541528853610088f;
inline constexpr float kNormalInvRf = 0.27366123732975828f;
inline constexpr float kExpRf = 7.69711747013104972f;

}  // namespace tfplay::tf::ziggurat
