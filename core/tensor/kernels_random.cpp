// Philox4x32-10 and TF's random distributions (see kernels_random.h for the TF sources).
#include "core/tensor/kernels_random.h"
#include "core/tensor/sincos_float.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "core/tensor/dispatch.h"
#include "core/tensor/half.h"
#include "core/tensor/op_error.h"
#include "core/tensor/tensor_shape.h"

namespace tfplay::tensor {

namespace {

constexpr uint32_t kPhiloxW32A = 0x9E3779B9;
constexpr uint32_t kPhiloxW32B = 0xBB67AE85;
constexpr uint32_t kPhiloxM4x32A = 0xD2511F53;
constexpr uint32_t kPhiloxM4x32B = 0xCD9E8D57;

// ---- uint32 -> number conversions (random_distributions_utils.h) ----------------------------

// Uint32ToFloat: 23 random mantissa bits under exponent 0 give [1, 2); minus 1.
float uint32_to_float(uint32_t x) {
  const uint32_t val = (127u << 23) | (x & 0x7fffffu);
  float result;
  std::memcpy(&result, &val, sizeof(val));
  return result - 1.0f;
}

// Uint64ToDouble: 20 bits of x0 and all of x1 as the mantissa.
double uint64_to_double(uint32_t x0, uint32_t x1) {
  const uint64_t man = (static_cast<uint64_t>(x0 & 0xfffffu) << 32) | x1;
  const uint64_t val = (uint64_t{1023} << 52) | man;
  double result;
  std::memcpy(&result, &val, sizeof(val));
  return result - 1.0;
}

// Uint16ToHalf: the 10 low bits as a half's mantissa in [1, 2), minus 1 (exact in half).
float uint16_to_half(uint16_t x) {
  const uint32_t man = x & 0x3ffu;
  return (1.0f + static_cast<float>(man) / 1024.0f) - 1.0f;
}

// Uint16ToGfloat16 (random_distributions.h): the 7 low bits as a bfloat16's mantissa in [1, 2),
// minus 1 (exact in bfloat16).
float uint16_to_bfloat16(uint16_t x) {
  const uint32_t man = x & 0x7fu;
  return (1.0f + static_cast<float>(man) / 128.0f) - 1.0f;
}

// BoxMullerFloat. `2.0f * M_PI * u` is computed in double (M_PI is a double) and rounded once;
// log is logf (the same in glibc and in wasm's libc), sin and cos are glibc's sincosf
// (sincos_float), sqrt is exact.
void box_muller_float(uint32_t x0, uint32_t x1, float* f0, float* f1) {
  const float epsilon = 1.0e-7f;
  float u1 = uint32_to_float(x0);
  if (u1 < epsilon) u1 = epsilon;
  const float v1 = static_cast<float>(2.0f * M_PI * uint32_to_float(x1));
  const float u2 = std::sqrt(-2.0f * std::log(u1));
  sincos_float(v1, f0, f1);
  *f0 *= u2;
  *f1 *= u2;
}

void box_muller_double(uint32_t x0, uint32_t x1, uint32_t x2, uint32_t x3, double* d0, double* d1) {
  const double epsilon = 1.0e-7;
  double u1 = uint64_to_double(x0, x1);
  if (u1 < epsilon) u1 = epsilon;
  const double v1 = 2 * M_PI * uint64_to_double(x2, x3);
  const double u2 = std::sqrt(-2.0 * std::log(u1));
  *d0 = std::sin(v1) * u2;
  *d1 = std::cos(v1) * u2;
}

// SingleSampleAdapter<PhiloxRandom>: one uint32 at a time from a generator.
class SingleSample {
 public:
  explicit SingleSample(Philox* gen) : gen_(gen) {}
  uint32_t operator()() {
    if (used_ == 4) {
      gen_->next(block_);
      used_ = 0;
    }
    return block_[used_++];
  }

 private:
  Philox* gen_;
  uint32_t block_[4] = {0, 0, 0, 0};
  int used_ = 4;
};

// FillPhiloxRandomTask with a fixed number of samples per output: one block per group of
// `group` outputs; `fill(block, out)` writes a group.
template <typename T, typename Fill>
Tensor fill_groups(const Philox& gen, DType dtype, const Shape& shape, int group, Fill fill) {
  Tensor out = Tensor::zeros(dtype, shape);
  const int64_t n = out.num_elements();
  Philox local = gen;
  T* o = out.template mutable_data<T>();
  T buf[4];
  for (int64_t pos = 0; pos < n; pos += group) {
    uint32_t block[4];
    local.next(block);
    fill(block, buf);
    for (int k = 0; k < group && pos + k < n; ++k) o[pos + k] = buf[k];
  }
  return out;
}

// TruncatedNormalDistribution over FillPhiloxRandomTask<..., true>: group g draws single
// samples from the generator skipped by g * group * 256 / 4 blocks, taking Box-Muller pairs
// until `group` of them lie strictly inside (-2, 2).
template <typename T>
Tensor fill_truncated_normal(const Philox& gen, DType dtype, const Shape& shape) {
  constexpr int kGroup = std::is_same_v<T, double> ? 2 : 4;
  constexpr uint64_t kSkipPerGroup = kGroup * 256 / 4;
  Tensor out = Tensor::zeros(dtype, shape);
  const int64_t n = out.num_elements();
  T* o = out.template mutable_data<T>();
  for (int64_t g = 0; g * kGroup < n; ++g) {
    Philox local = gen;
    local.skip(static_cast<uint64_t>(g) * kSkipPerGroup);
    SingleSample single(&local);
    T results[kGroup];
    int index = 0;
    while (index < kGroup) {
      T pair[2];
      if constexpr (std::is_same_v<T, double>) {
        const uint32_t x0 = single(), x1 = single(), x2 = single(), x3 = single();
        box_muller_double(x0, x1, x2, x3, &pair[0], &pair[1]);
      } else {
        const uint32_t x0 = single(), x1 = single();
        box_muller_float(x0, x1, &pair[0], &pair[1]);
      }
      for (int k = 0; k < 2 && index < kGroup; ++k)
        if (std::abs(pair[k]) < T(2)) results[index++] = pair[k];
    }
    for (int k = 0; k < kGroup && g * kGroup + k < n; ++k) o[g * kGroup + k] = results[k];
  }
  return out;
}

// ---- index_shuffle: the Simon cipher on words of W bits, held in uint64 ---------------------

uint64_t rotl(uint64_t x, int r, int w, uint64_t mask) { return ((x << r) | (x >> (w - r))) & mask; }
uint64_t rotr(uint64_t x, int r, int w, uint64_t mask) { return ((x >> r) | (x << (w - r))) & mask; }

// SIMON_F: (rotl 1 & rotl 8) ^ rotl 2.
uint64_t simon_f(uint64_t x, int w, uint64_t mask) {
  return (rotl(x, 1, w, mask) & rotl(x, 8, w, mask)) ^ rotl(x, 2, w, mask);
}

// simon_key_schedule: std::bitset<W> keeps the low W bits of every constant and key word.
std::vector<uint64_t> simon_key_schedule(const std::array<uint32_t, 3>& key, int rounds, int w, uint64_t mask) {
  const uint64_t c = 0xfffffffcull & mask;
  uint64_t z = 0x7369f885192c0ef5ull & mask;
  std::vector<uint64_t> rk = {key[0] & mask, key[1] & mask, key[2] & mask};
  for (int i = 3; i < rounds; ++i) {
    rk.push_back(c ^ (z & 1) ^ rk[i - 3] ^ rotr(rk[i - 1], 3, w, mask) ^ rotr(rk[i - 1], 4, w, mask));
    z >>= 1;
  }
  return rk;
}

uint64_t simon_encrypt(uint64_t value, const std::vector<uint64_t>& round_keys, int w, uint64_t mask) {
  uint64_t left = (value >> w) & mask;
  uint64_t right = value & mask;
  for (size_t i = 0; i + 1 < round_keys.size(); i += 2) {
    left ^= simon_f(right, w, mask);
    left ^= round_keys[i];
    right ^= simon_f(left, w, mask);
    right ^= round_keys[i + 1];
  }
  return (left << w) | right;
}

}  // namespace

// ---- Philox ---------------------------------------------------------------------------------

Philox::Philox(uint64_t seed_lo, uint64_t seed_hi) {
  key[0] = static_cast<uint32_t>(seed_lo);
  key[1] = static_cast<uint32_t>(seed_lo >> 32);
  counter[2] = static_cast<uint32_t>(seed_hi);
  counter[3] = static_cast<uint32_t>(seed_hi >> 32);
}

Philox Philox::from_key_counter(uint64_t k, uint64_t counter_lo, uint64_t counter_hi) {
  Philox p;
  p.key[0] = static_cast<uint32_t>(k);
  p.key[1] = static_cast<uint32_t>(k >> 32);
  p.counter[0] = static_cast<uint32_t>(counter_lo);
  p.counter[1] = static_cast<uint32_t>(counter_lo >> 32);
  p.counter[2] = static_cast<uint32_t>(counter_hi);
  p.counter[3] = static_cast<uint32_t>(counter_hi >> 32);
  return p;
}

void Philox::next(uint32_t out[4]) {
  uint32_t c[4] = {counter[0], counter[1], counter[2], counter[3]};
  uint32_t k[2] = {key[0], key[1]};
  for (int round = 0; round < 10; ++round) {
    const uint64_t p0 = static_cast<uint64_t>(kPhiloxM4x32A) * c[0];
    const uint64_t p1 = static_cast<uint64_t>(kPhiloxM4x32B) * c[2];
    const uint32_t lo0 = static_cast<uint32_t>(p0), hi0 = static_cast<uint32_t>(p0 >> 32);
    const uint32_t lo1 = static_cast<uint32_t>(p1), hi1 = static_cast<uint32_t>(p1 >> 32);
    const uint32_t r0 = hi1 ^ c[1] ^ k[0];
    const uint32_t r2 = hi0 ^ c[3] ^ k[1];
    c[0] = r0;
    c[1] = lo1;
    c[2] = r2;
    c[3] = lo0;
    if (round < 9) {
      k[0] += kPhiloxW32A;
      k[1] += kPhiloxW32B;
    }
  }
  for (int i = 0; i < 4; ++i) out[i] = c[i];
  skip(1);
}

void Philox::skip(uint64_t count) {
  const uint32_t count_lo = static_cast<uint32_t>(count);
  uint32_t count_hi = static_cast<uint32_t>(count >> 32);
  counter[0] += count_lo;
  if (counter[0] < count_lo) ++count_hi;
  counter[1] += count_hi;
  if (counter[1] < count_hi) {
    if (++counter[2] == 0) ++counter[3];
  }
}

Philox Philox::reserve(uint64_t blocks) {
  Philox local = *this;
  skip(blocks);
  return local;
}

uint64_t Philox::key_word() const { return key[0] | (static_cast<uint64_t>(key[1]) << 32); }

std::array<uint64_t, 2> Philox::counter_words() const {
  return {counter[0] | (static_cast<uint64_t>(counter[1]) << 32), counter[2] | (static_cast<uint64_t>(counter[3]) << 32)};
}

Philox philox_from_seed(int64_t seed0, int64_t seed1) {
  Philox scramble = Philox::from_key_counter(0x02461e293ec8f720ull, static_cast<uint64_t>(seed0), static_cast<uint64_t>(seed1));
  uint32_t mix[4];
  scramble.next(mix);
  Philox out;
  out.key[0] = mix[0];
  out.key[1] = mix[1];
  out.counter[2] = mix[2];
  out.counter[3] = mix[3];
  return out;
}

// ---- distributions --------------------------------------------------------------------------

Shape random_op_shape(const Tensor& shape) {
  if (shape.rank() != 1) {
    throw invalid_argument("shape must be a vector of {int32,int64}, got shape " + shape_debug_string(shape.shape()));
  }
  return shape.to_int64_vector();
}

Tensor philox_fill(const Philox& gen, RandomDistribution dist, DType dtype, const Shape& shape) {
  if (dist == RandomDistribution::TruncatedNormal) {
    if (dtype == DType::Float64) return fill_truncated_normal<double>(gen, dtype, shape);
    return finish_float16(fill_truncated_normal<float>(gen, dtype, shape));
  }
  if (dtype == DType::Float64) {
    return fill_groups<double>(gen, dtype, shape, 2, [dist](const uint32_t* b, double* o) {
      if (dist == RandomDistribution::Normal) {
        box_muller_double(b[0], b[1], b[2], b[3], &o[0], &o[1]);
      } else {
        o[0] = uint64_to_double(b[0], b[1]);
        o[1] = uint64_to_double(b[2], b[3]);
      }
    });
  }
  return finish_float16(fill_groups<float>(gen, dtype, shape, 4, [dist, dtype](const uint32_t* b, float* o) {
    if (dist == RandomDistribution::Normal) {
      box_muller_float(b[0], b[1], &o[0], &o[1]);
      box_muller_float(b[2], b[3], &o[2], &o[3]);
      return;
    }
    for (int i = 0; i < 4; ++i) {
      const uint16_t low = static_cast<uint16_t>(b[i]);
      o[i] = dtype == DType::Float16    ? uint16_to_half(low)
             : dtype == DType::BFloat16 ? uint16_to_bfloat16(low)
                                        : uint32_to_float(b[i]);
    }
  }));
}

namespace {

// SampleBuffer over a two-value double distribution: serves results[1], then results[0].
template <typename Dist> class PairBuffer {
 public:
  explicit PairBuffer(Dist dist) : dist_(dist) {}
  double operator()(Philox* gen) {
    if (remaining_ == 0) {
      uint32_t b[4];
      gen->next(b);
      dist_(b, results_);
      remaining_ = 2;
    }
    return results_[--remaining_];
  }

 private:
  Dist dist_;
  double results_[2] = {0, 0};
  int remaining_ = 0;
};

// The generator of output `output_idx` of a kernel drawing a variable number of samples per
// output (gamma, Poisson): `base` skipped by kReservedSamplesPerOutput = 256 blocks per output.
Philox output_stream(const Philox& base, uint64_t output_idx) {
  constexpr uint64_t kReservedSamplesPerOutput = 256;
  Philox gen = base;
  gen.skip(kReservedSamplesPerOutput * output_idx);
  return gen;
}

// UniformDistribution<PhiloxRandom, double>: two doubles in [0, 1) from one block.
void uniform_double_pair(const uint32_t* b, double* o) {
  o[0] = uint64_to_double(b[0], b[1]);
  o[1] = uint64_to_double(b[2], b[3]);
}

double gamma_sample(const Philox& base, uint64_t output_idx, double alpha, GammaKernel kernel) {
  Philox gen = output_stream(base, output_idx);
  if (alpha == 1.0) {
    uint32_t b[4];
    gen.next(b);
    const double u = uint64_to_double(b[2], b[3]);
    // random_gamma_op.cc writes -log(1.0 - u), stateless_random_gamma_op.cc -log1p(-u).
    return kernel == GammaKernel::Stateful ? -std::log(1.0 - u) : -std::log1p(-u);
  }
  auto normal_pair = [](const uint32_t* b, double* o) { box_muller_double(b[0], b[1], b[2], b[3], &o[0], &o[1]); };
  PairBuffer<decltype(normal_pair)> normal(normal_pair);
  PairBuffer<decltype(&uniform_double_pair)> uniform(&uniform_double_pair);
  const bool below_one = alpha < 1;
  const double d = alpha + (below_one ? 2.0 / 3 : -1.0 / 3);
  const double c = 1.0 / 3 / std::sqrt(d);
  while (true) {
    const double x = normal(&gen);
    double v = 1 + c * x;
    if (v <= 0) continue;
    v = v * v * v;
    const double u = uniform(&gen);
    if ((u < 1 - 0.0331 * (x * x) * (x * x)) || (std::log(u) < 0.5 * x * x + d * (1 - v + std::log(v)))) {
      double res = d * v;
      if (below_one) res *= std::pow(uniform(&gen), 1 / alpha);
      return res;
    }
  }
}

// One Poisson(rate) sample of PoissonFunctor<CPUDevice> (random_poisson_op.cc) from its output
// stream: Knuth's product of uniforms below rate 10, Hormann's transformed rejection from
// uniform pairs above. `highest` is the output dtype's largest value.
double poisson_sample(const Philox& base, uint64_t output_idx, double rate, double highest) {
  Philox gen = output_stream(base, output_idx);
  PairBuffer<decltype(&uniform_double_pair)> uniform(&uniform_double_pair);
  if (rate < 10) {
    const double exp_neg_rate = std::exp(-rate);
    double prod = 1, x = 0;
    while (true) {
      prod = prod * uniform(&gen);
      if (prod <= exp_neg_rate && x <= highest) return x;
      x += 1;
    }
  }
  const double log_rate = std::log(rate);
  const double b = 0.931 + 2.53 * std::sqrt(rate);
  const double a = -0.059 + 0.02483 * b;
  const double inv_alpha = 1.1239 + 1.1328 / (b - 3.4);
  while (true) {
    double u = uniform(&gen);
    u -= 0.5;
    const double v = uniform(&gen);
    const double u_shifted = 0.5 - std::abs(u);
    const double k = std::floor((2 * a / u_shifted + b) * u + rate + 0.43);
    if (k > highest) continue;  // retried on overflow
    if (u_shifted >= 0.07 && v <= 0.9277 - 3.6224 / (b - 2)) return k;
    if (k < 0 || (u_shifted < 0.013 && v > u_shifted)) continue;
    const double s = std::log(v * inv_alpha / (a / (u_shifted * u_shifted) + b));
    const double t = -rate + k * log_rate - std::lgamma(k + 1);
    if (s <= t) return k;
  }
}

// binomial_inversion (random_binomial_op.cc): geometric variables summed until they exceed
// `count`; the number taken is the sample.
double binomial_inversion(double count, double prob, Philox* gen) {
  PairBuffer<decltype(&uniform_double_pair)> uniform(&uniform_double_pair);
  double geom_sum = 0;
  int num_geom = 0;
  while (true) {
    const double u = uniform(gen);
    const double geom = std::ceil(std::log(u) / std::log1p(-prob));
    geom_sum += geom;
    if (geom_sum > count) break;
    ++num_geom;
  }
  return num_geom;
}

// stirling_approx_tail: tabulated up to 9, else the series' first terms.
double stirling_approx_tail(double k) {
  static const double kTailValues[] = {0.0810614667953272,  0.0413406959554092,  0.0276779256849983,
                                       0.02079067210376509, 0.0166446911898211,  0.0138761288230707,
                                       0.0118967099458917,  0.0104112652619720,  0.00925546218271273,
                                       0.00833056343336287};
  if (k <= 9) return kTailValues[static_cast<int>(k)];
  const double kp1sq = (k + 1) * (k + 1);
  return (1.0 / 12 - (1.0 / 360 - 1.0 / 1260 / kp1sq) / kp1sq) / (k + 1);
}

// btrs (random_binomial_op.cc): Hormann's transformed rejection from pairs of uniforms, with
// TF's upper bound (no log on the ratio's left side beyond the one written).
double btrs(double count, double prob, Philox* gen) {
  const double stddev = std::sqrt(count * prob * (1 - prob));
  const double b = 1.15 + 2.53 * stddev;
  const double a = -0.0873 + 0.0248 * b + 0.01 * prob;
  const double c = count * prob + 0.5;
  const double v_r = 0.92 - 4.2 / b;
  const double r = prob / (1 - prob);
  const double alpha = (2.83 + 5.1 / b) * stddev;
  const double m = std::floor((count + 1) * prob);
  PairBuffer<decltype(&uniform_double_pair)> uniform(&uniform_double_pair);
  while (true) {
    double u = uniform(gen);
    double v = uniform(gen);
    u = u - 0.5;
    const double us = 0.5 - std::abs(u);
    const double k = std::floor((2 * a / us + b) * u + c);
    if (us >= 0.07 && v <= v_r) return k;
    if (k < 0 || k > count) continue;
    v = std::log(v * alpha / (a / (us * us) + b));
    const double upperbound =
        ((m + 0.5) * std::log((m + 1) / (r * (count - m + 1))) + (count + 1) * std::log((count - m + 1) / (count - k + 1)) +
         (k + 0.5) * std::log(r * (count - k + 1) / (k + 1)) + stirling_approx_tail(m) + stirling_approx_tail(count - m) -
         stirling_approx_tail(k) - stirling_approx_tail(count - k));
    if (v <= upperbound) return k;
  }
}

// One sample of RandomBinomialFunctor for output `output_idx`, the comparisons made in T.
template <typename T> double binomial_sample(const Philox& base, uint64_t output_idx, T count, T prob) {
  const double dcount = static_cast<double>(count);
  if (dcount <= 0.0 || prob <= T(0.0)) return 0.0;
  if (prob >= T(1.0)) return dcount;
  if (!(prob <= T(0.5)) && !(prob > T(0.5))) return std::nan("");
  const bool low = prob <= T(0.5);
  const T p = low ? prob : static_cast<T>(T(1) - prob);
  const double dp = static_cast<double>(p);
  Philox gen = base;
  double draw;
  if (static_cast<T>(count * p) >= T(10)) {
    gen.skip(256 * output_idx);
    draw = btrs(dcount, dp, &gen);
  } else {
    gen.skip(42 * output_idx);
    draw = binomial_inversion(dcount, dp, &gen);
  }
  return low ? draw : dcount - draw;
}

}  // namespace

Tensor philox_gamma(const Philox& gen, const Tensor& alpha, const Shape& shape, GammaKernel kernel) {
  const DType dtype = alpha.dtype();
  Tensor out = Tensor::zeros(dtype, shape);
  const int64_t n = out.num_elements();
  const int64_t num_alphas = alpha.num_elements();
  if (n == 0 || num_alphas == 0) return out;
  const int64_t per_alpha = n / num_alphas;
  std::vector<double> samples(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) {
    const int64_t alpha_idx = i / per_alpha;
    const int64_t sample_idx = i % per_alpha;
    samples[static_cast<size_t>(alpha_idx + sample_idx * num_alphas)] =
        gamma_sample(gen, static_cast<uint64_t>(i), alpha.as_double(alpha_idx), kernel);
  }
  if (dtype == DType::Float64) {
    std::copy(samples.begin(), samples.end(), out.mutable_data<double>());
    return out;
  }
  // float16 (held as float) is rounded through float, as static_cast<Eigen::half>(double) is.
  float* o = out.mutable_data<float>();
  for (int64_t i = 0; i < n; ++i) o[i] = static_cast<float>(samples[static_cast<size_t>(i)]);
  return finish_float16(out);
}

namespace {

// out[at] = k, a sampled count, in out's dtype (float16 is held as float until finish_float16).
void store_count(Tensor& out, int64_t at, double k) {
  switch (out.dtype()) {
    case DType::Float64: out.mutable_data<double>()[at] = k; break;
    case DType::Int32: out.mutable_data<int32_t>()[at] = static_cast<int32_t>(k); break;
    case DType::Int64: out.mutable_data<int64_t>()[at] = static_cast<int64_t>(k); break;
    default: out.mutable_data<float>()[at] = static_cast<float>(k); break;
  }
}

}  // namespace

Tensor philox_poisson(const Philox& gen, const Tensor& rate, const Shape& shape, DType dtype) {
  Tensor out = Tensor::zeros(dtype, shape);
  const int64_t n = out.num_elements();
  const int64_t num_rate = rate.num_elements();
  if (n == 0 || num_rate == 0) return out;
  const int64_t num_samples = n / num_rate;
  double highest = 65504.0;  // Eigen::half
  if (dtype == DType::Float32) highest = std::numeric_limits<float>::max();
  if (dtype == DType::Float64) highest = std::numeric_limits<double>::max();
  if (dtype == DType::Int32) highest = std::numeric_limits<int32_t>::max();
  if (dtype == DType::Int64) highest = static_cast<double>(std::numeric_limits<int64_t>::max());
  for (int64_t i = 0; i < n; ++i) {
    const int64_t rate_idx = i / num_samples;
    const int64_t sample_idx = i % num_samples;
    const double k = poisson_sample(gen, static_cast<uint64_t>(i), rate.as_double(rate_idx), highest);
    const int64_t at = rate_idx + sample_idx * num_rate;
    store_count(out, at, k);
  }
  return dtype == DType::Float16 ? finish_float16(out) : out;
}

Tensor philox_uniform_int(const Philox& gen, DType dtype, const Shape& shape, int64_t lo, int64_t hi) {
  if (dtype == DType::Int64) {
    const uint64_t range = static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo);
    return fill_groups<int64_t>(gen, dtype, shape, 2, [lo, range](const uint32_t* b, int64_t* o) {
      for (int i = 0; i < 2; ++i) {
        const uint64_t bits = static_cast<uint64_t>(b[2 * i]) | (static_cast<uint64_t>(b[2 * i + 1]) << 32);
        o[i] = static_cast<int64_t>(static_cast<uint64_t>(lo) + bits % range);
      }
    });
  }
  const uint32_t range = static_cast<uint32_t>(hi) - static_cast<uint32_t>(lo);
  return fill_groups<int32_t>(gen, dtype, shape, 4, [lo, range](const uint32_t* b, int32_t* o) {
    for (int i = 0; i < 4; ++i) o[i] = static_cast<int32_t>(static_cast<uint32_t>(lo) + b[i] % range);
  });
}

Tensor philox_uniform_full_int(const Philox& gen, DType dtype, const Shape& shape) {
  const auto words = [](const uint32_t* b, int i) {
    return static_cast<uint64_t>(b[2 * i]) | (static_cast<uint64_t>(b[2 * i + 1]) << 32);
  };
  if (dtype == DType::UInt64) {
    return fill_groups<uint64_t>(gen, dtype, shape, 2, [words](const uint32_t* b, uint64_t* o) {
      for (int i = 0; i < 2; ++i) o[i] = words(b, i);
    });
  }
  if (dtype == DType::Int64) {
    return fill_groups<int64_t>(gen, dtype, shape, 2, [words](const uint32_t* b, int64_t* o) {
      for (int i = 0; i < 2; ++i) o[i] = static_cast<int64_t>(words(b, i));
    });
  }
  return fill_groups<int32_t>(gen, dtype, shape, 4, [](const uint32_t* b, int32_t* o) {
    for (int i = 0; i < 4; ++i) o[i] = static_cast<int32_t>(b[i]);
  });
}

std::vector<int64_t> philox_shuffle_order(const Philox& gen, int64_t n) {
  Philox local = gen;
  SingleSample single(&local);
  std::vector<int64_t> order(static_cast<std::size_t>(std::max<int64_t>(n, 0)));
  for (int64_t i = 0; i < n; ++i) order[static_cast<std::size_t>(i)] = i;
  for (int64_t i = 0; i + 1 < n; ++i) {
    const uint32_t pick = single() % static_cast<uint32_t>(n - i);
    std::swap(order[static_cast<std::size_t>(i)], order[static_cast<std::size_t>(i + pick)]);
  }
  return order;
}

Tensor philox_multinomial(const Philox& gen, const Tensor& logits, int64_t num_samples, DType out_dtype) {
  const int64_t batch = logits.shape().at(0), classes = logits.shape().at(1);
  Tensor out = Tensor::zeros(out_dtype, {batch, num_samples});
  if (out.num_elements() == 0) return out;
  Philox local = gen;
  SingleSample single(&local);
  std::vector<double> cdf(static_cast<size_t>(classes));
  std::vector<int64_t> picks;
  picks.reserve(static_cast<size_t>(out.num_elements()));
  for (int64_t b = 0; b < batch; ++b) {
    const auto logit = [&](int64_t j) { return logits.as_double(b * classes + j); };
    // The along-class maximum of the finite logits (std::numeric_limits<T>::lowest() when none).
    double max = logits.dtype() == DType::Float64 ? std::numeric_limits<double>::lowest()
                 : logits.dtype() == DType::Float16 ? -65504.0
                                                    : static_cast<double>(std::numeric_limits<float>::lowest());
    for (int64_t j = 0; j < classes; ++j)
      if (std::isfinite(logit(j))) max = std::max(max, logit(j));
    double running_total = 0;
    for (int64_t j = 0; j < classes; ++j) {
      if (std::isfinite(logit(j))) running_total += std::exp(logit(j) - max);
      cdf[static_cast<size_t>(j)] = running_total;
    }
    for (int64_t s = 0; s < num_samples; ++s) {
      const uint32_t x0 = single(), x1 = single();
      const double to_find = uint64_to_double(x0, x1) * running_total;
      picks.push_back(std::upper_bound(cdf.begin(), cdf.end(), to_find) - cdf.begin());
    }
  }
  visit_numeric(out_dtype, "Multinomial", [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* o = out.mutable_data<T>();
    for (size_t i = 0; i < picks.size(); ++i) o[i] = static_cast<T>(picks[i]);
  });
  return out;
}

uint64_t index_shuffle(uint64_t index, const std::array<uint32_t, 3>& key, uint64_t max_index, int rounds) {
  if (max_index == 0) return 0;
  // The block holds max_index and is even, at least 16 bits; 64 beyond 62.
  int block = static_cast<int>(std::ceil(std::log2(static_cast<double>(max_index))));
  block = std::max(block + block % 2, 16);
  if (block > 62) block = 64;
  const int w = block / 2;
  const uint64_t mask = (uint64_t{1} << w) - 1;
  const std::vector<uint64_t> round_keys = simon_key_schedule(key, rounds, w, mask);
  uint64_t value = index;
  do {
    value = simon_encrypt(value, round_keys, w, mask);
  } while (value > max_index);
  return value;
}

}  // namespace tfplay::tensor

namespace tfplay::tensor {

Tensor philox_binomial(const Philox& gen, const Tensor& counts, const Tensor& probs, int64_t num_batches,
                       int64_t samples_per_batch, const Shape& shape, DType dtype) {
  Tensor out = Tensor::zeros(dtype, shape);
  const int64_t n = num_batches * samples_per_batch;
  if (out.num_elements() == 0 || n == 0) return out;
  for (int64_t i = 0; i < n; ++i) {
    const int64_t batch = i / samples_per_batch, sample = i % samples_per_batch;
    double k;
    if (counts.dtype() == DType::Float64) {
      k = binomial_sample<double>(gen, static_cast<uint64_t>(i), counts.data<double>()[batch], probs.data<double>()[batch]);
    } else {  // float32, and float16 held as float
      k = binomial_sample<float>(gen, static_cast<uint64_t>(i), counts.data<float>()[batch], probs.data<float>()[batch]);
    }
    const int64_t at = batch + sample * num_batches;
    store_count(out, at, k);
  }
  return dtype == DType::Float16 ? finish_float16(out) : out;
}

}  // namespace tfplay::tensor
