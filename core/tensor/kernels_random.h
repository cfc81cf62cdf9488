// TF's CPU random number kernels: the Philox4x32-10 generator and the distributions TF draws
// from it, bit for bit (tensorflow/core/lib/random/philox_random.h, random_distributions.h,
// random_distributions_utils.h, simple_philox.h; kernels/random_op_cpu.h FillPhiloxRandom,
// stateless_random_ops.cc GenerateKey, multinomial_op.cc, random_index_shuffle.cc).
//
// The stateful ops (RandomUniform, ...) keep a generator per kernel and reserve 256 blocks per
// output element after each call; the stateless ops derive a fresh generator from their seed
// (or key and counter) on every call. Both fill their outputs with `philox_fill`.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/tensor/tensor.h"

namespace tfplay::tensor {

/// Philox4x32-10 (philox_random.h PhiloxRandom): a 128-bit counter and a 64-bit key; each
/// `next` returns four uint32 (one block) and moves the counter on by one.
struct Philox {
  uint32_t counter[4] = {0, 0, 0, 0};
  uint32_t key[2] = {0, 0};
  Philox() = default;
  /// PhiloxRandom(seed_lo, seed_hi): key = seed_lo, counter = [0, 0, seed_hi].
  Philox(uint64_t seed_lo, uint64_t seed_hi);
  /// GetPhiloxRandomFromCounterKeyMem: the key and counter as the V2 stateless ops hold them
  /// in uint64 tensors (key[0] = low word of `key`, counter[0..1] = `counter_lo`, ...).
  static Philox from_key_counter(uint64_t key, uint64_t counter_lo, uint64_t counter_hi);
  /// The next 4 outputs (one counter block).
  void next(uint32_t out[4]);
  /// Skips `count` blocks of 4 outputs.
  void skip(uint64_t count);
  /// GuardedPhiloxRandom::ReserveSamples128: a copy of the generator as it is, which then moves
  /// on by `blocks` (ReserveRandomOutputs(n, 256) reserves n * 256 blocks).
  Philox reserve(uint64_t blocks);
  /// The key as one uint64 and the counter as two (WriteKeyToMem / WriteCounterToMem).
  uint64_t key_word() const;
  std::array<uint64_t, 2> counter_words() const;
};

/// GenerateKey (stateless_random_ops.cc): the generator a stateless op draws from for
/// seed = [seed0, seed1] -- Philox over counter [seed0, seed1] with key 0x02461e29_3ec8f720
/// scrambles the seed; the first two outputs become the key, the last two the counter's
/// high words (its low words are 0). Int32 seeds are sign-extended, as TF's uint64 cast does.
Philox philox_from_seed(int64_t seed0, int64_t seed1);

/// tensor::MakeShape on a random op's `shape` input: its values as dims. InvalidArgument
/// "shape must be a vector of {int32,int64}, got shape [2,2]" unless it is a vector.
Shape random_op_shape(const Tensor& shape);

/// The distributions of the float random ops.
enum class RandomDistribution {
  Uniform,          ///< [0, 1): Uint32ToFloat, Uint64ToDouble, Uint16ToHalf
  Normal,           ///< Box-Muller pairs (BoxMullerFloat, BoxMullerDouble)
  TruncatedNormal,  ///< normals with |x| < 2, rejection sampling over single samples
};

/// FillPhiloxRandom: a float16/float32/float64 tensor of `shape` filled with `dist` from `gen`
/// (which is not advanced). Float32 and float16 take 4 values per block, float64 2. Truncated
/// normal fills each group of 4 (2 for float64) from its own stretch of 256 blocks (128 for
/// float64), one sample at a time (SingleSampleAdapter), so a rejection never shifts later
/// groups. float16 samples are computed in float and rounded once, as Eigen::half(f) does.
Tensor philox_fill(const Philox& gen, RandomDistribution dist, DType dtype, const Shape& shape);
/// UniformDistribution<PhiloxRandom, int32/int64> over [lo, hi) (lo < hi): `lo + bits % (hi - lo)`
/// in unsigned arithmetic, one uint32 per int32 value, two (low word first) per int64 value.
Tensor philox_uniform_int(const Philox& gen, DType dtype, const Shape& shape, int64_t lo, int64_t hi);
/// UniformFullIntDistribution: the raw bits as int32 (one uint32 each) or int64 (two each).
Tensor philox_uniform_full_int(const Philox& gen, DType dtype, const Shape& shape);

/// The multinomial kernel (MultinomialFunctor<CPUDevice>) on float16/32/64 `logits`
/// [batch, classes]: per row the unnormalised CDF of exp(logit - max) over the finite logits (in
/// double), then per sample `upper_bound(cdf, RandDouble() * total)`; all rows draw from one
/// SimplePhilox stream over `gen`, as TF's single-shard CPU run does. Output [batch, num_samples]
/// of `out_dtype` (int32 or int64).
Tensor philox_multinomial(const Philox& gen, const Tensor& logits, int64_t num_samples, DType out_dtype);

/// StatelessRandomGammaFunctor<CPUDevice> (stateless_random_gamma_op.cc): `shape` samples of
/// Gamma(alpha, 1), `alpha` (float16/32/64) filling the trailing dims of `shape`; output i
/// (alpha alpha_idx = i / samples_per_alpha) is written at alpha_idx + sample_idx * num_alphas
/// and draws from `gen` skipped by 256 * i blocks: alpha == 1 by -log1p(-u), otherwise
/// Marsaglia-Tsang with double normals and uniforms taken last-first from their pairs (and
/// u^(1/alpha) for alpha < 1).
/// `kernel` picks the alpha == 1 formula: -log1p(-u) for the stateless op, -log(1 - u) for
/// RandomGamma (random_gamma_op.cc), which otherwise lays out and draws its samples the same way
/// (`shape` = sample shape + alpha's shape).
enum class GammaKernel { Stateless, Stateful };
Tensor philox_gamma(const Philox& gen, const Tensor& alpha, const Shape& shape, GammaKernel kernel = GammaKernel::Stateless);
/// PoissonFunctor<CPUDevice> (random_poisson_op.cc, RandomPoissonV2): `shape` (sample shape +
/// rate's shape) samples of Poisson(rate) as `dtype` (float16/32/64, int32, int64), computed in
/// double. Output i (rate i / num_samples) is written at rate_idx + sample_idx * num_rate and
/// draws from `gen` skipped by 256 * i blocks: below rate 10 Knuth's algorithm (uniforms
/// multiplied until <= exp(-rate)), above it Hormann's transformed rejection; uniforms are taken
/// last-first from their pairs.
Tensor philox_poisson(const Philox& gen, const Tensor& rate, const Shape& shape, DType dtype);
/// RandomBinomialFunctor<CPUDevice> (random_binomial_op.cc, StatelessRandomBinomial): samples of
/// Binomial(count, prob) as `dtype`. `counts` and `probs` (one float dtype T) are already
/// broadcast to the batch shape, `num_batches` of them; output i (batch i / samples_per_batch)
/// is written at batch + sample * num_batches. Comparisons run in T: count <= 0 or prob <= 0
/// gives 0, prob >= 1 gives count; otherwise p = min(prob, 1 - prob) and, when count * p >= 10,
/// Hormann's BTRS from uniform pairs of `gen` skipped by 256 * i blocks, else binomial inversion
/// (geometric sums) from `gen` skipped by 42 * i blocks; for prob > 0.5 the sample is count
/// minus the draw for 1 - prob. Uniforms are doubles taken last-first from their pairs.
Tensor philox_binomial(const Philox& gen, const Tensor& counts, const Tensor& probs, int64_t num_batches,
                       int64_t samples_per_batch, const Shape& shape, DType dtype);
/// RandomShuffle's permutation of [0, n) (random_shuffle_op.cc): a Fisher-Yates pass that swaps
/// position i with i + (sample % (n - i)), one uint32 sample each (SingleSampleAdapter) from a
/// copy of `gen`; the caller reserves the n - 1 samples (ReserveSamples32).
std::vector<int64_t> philox_shuffle_order(const Philox& gen, int64_t n);

/// random::index_shuffle (random_index_shuffle.cc): the position of `index` in the permutation of
/// [0, max_index] that the Simon block cipher with `key` and `rounds` rounds defines
/// (cycle-walking until the value is <= max_index).
uint64_t index_shuffle(uint64_t index, const std::array<uint32_t, 3>& key, uint64_t max_index, int rounds);

}  // namespace tfplay::tensor
