// The Philox generator, the stateless seed scrambling (GenerateKey) and TF's random
// distributions (kernels_random.cpp), with the random ops that run them.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include "core/graph/eager.h"
#include "core/tensor/kernels_random.h"
#include "core/tensor/op_error.h"
#include "core/tensor/sincos_float.h"

using namespace tfplay::tensor;
namespace eager = tfplay::graph::eager;

namespace {

template <typename T> std::vector<T> vals(const Tensor& t) { return std::vector<T>(t.data<T>(), t.data<T>() + t.num_elements()); }

std::vector<uint32_t> block(Philox p) {
  uint32_t out[4];
  p.next(out);
  return {out[0], out[1], out[2], out[3]};
}

// invert_philox from TF's stateless_random_ops_test.py: the counter that Philox with `key` maps
// to `value` (the inverse of the ten rounds).
std::vector<uint32_t> invert_philox(uint32_t key0, uint32_t key1, std::vector<uint32_t> value) {
  for (int n = 9; n >= 0; --n) {
    const uint32_t k0 = key0 + static_cast<uint32_t>(n) * 0x9E3779B9u;
    const uint32_t k1 = key1 + static_cast<uint32_t>(n) * 0xBB67AE85u;
    const uint32_t v0 = value[3] * 0x991a7cdbu;
    const uint32_t v2 = value[1] * 0x6d7cae67u;
    const uint32_t hi0 = static_cast<uint32_t>((static_cast<uint64_t>(v0) * 0xD2511F53u) >> 32);
    const uint32_t hi1 = static_cast<uint32_t>((static_cast<uint64_t>(v2) * 0xCD9E8D57u) >> 32);
    value = {v0, hi1 ^ value[0] ^ k0, v2, hi0 ^ value[2] ^ k1};
  }
  return value;
}

}  // namespace

TEST_CASE("Philox4x32-10 gives the Random123 known-answer blocks") {
  // Random123's kat_vectors for philox4x32 with 10 rounds.
  CHECK(block(Philox::from_key_counter(0, 0, 0)) == std::vector<uint32_t>{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8});
  CHECK(block(Philox::from_key_counter(~0ull, ~0ull, ~0ull)) ==
        std::vector<uint32_t>{0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd});
  CHECK(block(Philox::from_key_counter(0x299f31d0a4093822ull, 0x85a308d3243f6a88ull, 0x0370734413198a2eull)) ==
        std::vector<uint32_t>{0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1});
  // The counter carries across its 32-bit words.
  Philox p = Philox::from_key_counter(1, 0xffffffffull, 0);
  p.skip(1);
  CHECK(p.counter_words() == std::array<uint64_t, 2>{0x100000000ull, 0});
  p = Philox::from_key_counter(1, ~0ull, 5);
  p.skip(1);
  CHECK(p.counter_words() == std::array<uint64_t, 2>{0, 6});
}

TEST_CASE("GenerateKey: a stateless seed scrambles into the stateful generator it inverts to") {
  // stateless_random_ops_test.py _test_match: the seed invert_philox gives for (s0, s1) makes
  // the stateless ops draw exactly what the stateful ones draw with tf.random.set_seed(s0) and
  // op seed s1 (key [s0, 0], counter [0, 0, s1, 0]).
  for (auto [s0, s1] : {std::pair<uint32_t, uint32_t>{7, 17}, {11, 5}, {2, 3}}) {
    const std::vector<uint32_t> pre = invert_philox(0x3ec8f720, 0x02461e29, {s0, 0, s1, 0});
    const Philox g = philox_from_seed(static_cast<int64_t>(pre[0] | (static_cast<uint64_t>(pre[1]) << 32)),
                                      static_cast<int64_t>(pre[2] | (static_cast<uint64_t>(pre[3]) << 32)));
    const Philox stateful(s0, s1);
    CHECK(block(g) == block(stateful));
    CHECK(g.key_word() == s0);
    CHECK(g.counter_words() == std::array<uint64_t, 2>{0, s1});
  }
}

TEST_CASE("stateless uniform reproduces a Keras Dense kernel drawn by real TF") {
  // keras-3 reference §4 (VERIFIED): GlorotUniform with seed 595750036 for a (1, 3) kernel is
  // stateless_uniform([1, 3], seed=[595750036, 0], minval=-limit, maxval=limit) with
  // limit = sqrt(6 / 4): [[0.8516406, -0.52920127, -0.9112464]].
  const Tensor u = philox_fill(philox_from_seed(595750036, 0), RandomDistribution::Uniform, DType::Float32, {1, 3});
  const float lo = static_cast<float>(-std::sqrt(1.5)), hi = static_cast<float>(std::sqrt(1.5));
  std::vector<float> kernel;
  for (float v : vals<float>(u)) kernel.push_back(v * (hi - lo) + lo);
  CHECK(kernel == std::vector<float>{0.8516406f, -0.52920127f, -0.9112464f});
}

TEST_CASE("the stateful random kernels keep their seeded values") {
  // tf.random.set_seed(1234); tf.random.uniform([1], seed=1) -> [0.1689806], then [0.7539084]
  // (the kernel reserves 256 blocks per output element between executions).
  Philox gen(1234, 1);
  CHECK(philox_fill(gen.reserve(256), RandomDistribution::Uniform, DType::Float32, {1}).data<float>()[0] == 0.1689806f);
  CHECK(philox_fill(gen.reserve(256), RandomDistribution::Uniform, DType::Float32, {1}).data<float>()[0] == 0.7539084f);
}

TEST_CASE("distributions: ranges, group layout and truncation") {
  const Philox g = philox_from_seed(1, 2);
  for (DType dt : {DType::Float16, DType::Float32, DType::Float64}) {
    const Tensor u = philox_fill(g, RandomDistribution::Uniform, dt, {64});
    for (int64_t i = 0; i < 64; ++i) CHECK((u.as_double(i) >= 0 && u.as_double(i) < 1));
    const Tensor t = philox_fill(g, RandomDistribution::TruncatedNormal, dt, {64});
    for (int64_t i = 0; i < 64; ++i) CHECK(std::fabs(t.as_double(i)) <= 2);
  }
  // Float32 takes 4 values per block, so a prefix of a longer fill is the shorter fill.
  const std::vector<float> n5 = vals<float>(philox_fill(g, RandomDistribution::Normal, DType::Float32, {5}));
  const std::vector<float> n8 = vals<float>(philox_fill(g, RandomDistribution::Normal, DType::Float32, {8}));
  CHECK(std::vector<float>(n8.begin(), n8.begin() + 5) == n5);
  // Truncated normal groups start 256 blocks apart: group 1 of a fill is group 0 of a fill
  // from the generator skipped by 256.
  Philox skipped = g;
  skipped.skip(256);
  const std::vector<float> t8 = vals<float>(philox_fill(g, RandomDistribution::TruncatedNormal, DType::Float32, {8}));
  const std::vector<float> t4 = vals<float>(philox_fill(skipped, RandomDistribution::TruncatedNormal, DType::Float32, {4}));
  CHECK(std::vector<float>(t8.begin() + 4, t8.end()) == t4);
  // Bounded ints: lo + bits % range; full-range int32 is the raw block.
  for (int32_t v : vals<int32_t>(philox_uniform_int(g, DType::Int32, {32}, -3, 4))) CHECK((v >= -3 && v < 4));
  const std::vector<int32_t> raw = vals<int32_t>(philox_uniform_full_int(g, DType::Int32, {4}));
  const std::vector<uint32_t> b = block(g);
  CHECK(raw == std::vector<int32_t>{static_cast<int32_t>(b[0]), static_cast<int32_t>(b[1]), static_cast<int32_t>(b[2]),
                                    static_cast<int32_t>(b[3])});
  CHECK(vals<int64_t>(philox_uniform_full_int(g, DType::Int64, {1}))[0] ==
        static_cast<int64_t>(b[0] | (static_cast<uint64_t>(b[1]) << 32)));
}

TEST_CASE("index_shuffle permutes [0, max_index]") {
  // stateless_random_ops.index_shuffle docstring: seed [5, 9] (padded to [498247692, 5, 9]),
  // max_index 3 -> [2, 0, 1, 3].
  std::vector<uint64_t> out;
  for (uint64_t i = 0; i < 4; ++i) out.push_back(index_shuffle(i, {498247692u, 5u, 9u}, 3, 4));
  CHECK(out == std::vector<uint64_t>{2, 0, 1, 3});
  CHECK(index_shuffle(0, {1, 2, 3}, 0, 4) == 0);
}

TEST_CASE("the stateless ops check their seed, key and counter as TF's kernels do") {
  const Tensor seed3 = Tensor::from_vector<int64_t>(DType::Int64, {3}, {1, 2, 3});
  CHECK_THROWS_WITH_AS(eager::execute("StatelessRandomGetKeyCounter", {seed3}),
                       "{{function_node __wrapped__StatelessRandomGetKeyCounter_device_/job:localhost/replica:0/task:0/device:CPU:0}} "
                       "seed must have shape [2], not [3] [Op:StatelessRandomGetKeyCounter] name: ",
                       OpError);
  const Tensor seed = Tensor::from_vector<int32_t>(DType::Int32, {2}, {1, 2});
  const std::vector<Tensor> kc = eager::execute("StatelessRandomGetKeyCounter", {seed});
  CHECK(kc[0].dtype() == DType::UInt64);
  CHECK(kc[1].shape() == Shape{2});
  const Philox g = philox_from_seed(1, 2);
  CHECK(kc[0].data<uint64_t>()[0] == g.key_word());
  const Tensor shape = Tensor::from_vector<int32_t>(DType::Int32, {1}, {3});
  const Tensor alg = Tensor::scalar_int32(3);
  const Tensor u = eager::execute("StatelessRandomUniformV2", {shape, kc[0], kc[1], alg}, {{"dtype", DType::Float32}})[0];
  CHECK(vals<float>(u) == vals<float>(philox_fill(g, RandomDistribution::Uniform, DType::Float32, {3})));
  CHECK_THROWS_WITH_AS(eager::execute("StatelessRandomUniformV2", {shape, kc[0], kc[1], Tensor::scalar_int32(2)}),
                       doctest::Contains("Unsupported algorithm id: 2"), OpError);
  const Tensor lo = Tensor::scalar_int32(5), hi = Tensor::scalar_int32(3);
  CHECK_THROWS_WITH_AS(eager::execute("StatelessRandomUniformIntV2", {shape, kc[0], kc[1], alg, lo, hi}),
                       doctest::Contains("Need minval < maxval, got 5 >= 3"), OpError);
}

TEST_CASE("the stateless ops' shape functions agree with their kernels (eager verification)") {
  eager::set_verify_inference(true);
  const Tensor seed = Tensor::from_vector<int64_t>(DType::Int64, {2}, {5, 6});
  const std::vector<Tensor> kc = eager::execute("StatelessRandomGetKeyCounter", {seed});
  const Tensor shape = Tensor::from_vector<int32_t>(DType::Int32, {2}, {2, 3});
  const Tensor alg = Tensor::scalar_int32(3);
  for (const char* op : {"StatelessRandomUniformV2", "StatelessRandomNormalV2", "StatelessTruncatedNormalV2"}) {
    CHECK(eager::execute(op, {shape, kc[0], kc[1], alg}, {{"dtype", DType::Float64}})[0].shape() == Shape{2, 3});
  }
  CHECK(eager::execute("StatelessRandomUniformIntV2", {shape, kc[0], kc[1], alg, Tensor::scalar_int64(-2), Tensor::scalar_int64(9)})[0]
            .dtype() == DType::Int64);
  CHECK(eager::execute("StatelessRandomUniformFullIntV2", {shape, kc[0], kc[1], alg}, {{"dtype", DType::Int32}})[0].shape() ==
        Shape{2, 3});
  const Tensor logits = Tensor::from_vector<float>(DType::Float32, {2, 3}, {0, 1, 2, 2, 1, 0});
  const Tensor m = eager::execute("StatelessMultinomial", {logits, Tensor::scalar_int32(4), seed}, {{"output_dtype", DType::Int32}})[0];
  CHECK(m.shape() == Shape{2, 4});
  for (int32_t v : vals<int32_t>(m)) CHECK((v >= 0 && v < 3));
  const Tensor idx = Tensor::from_vector<int32_t>(DType::Int32, {4}, {0, 1, 2, 3});
  const Tensor key3 = Tensor::from_vector<int32_t>(DType::Int32, {3}, {498247692, 5, 9});
  CHECK(vals<int32_t>(eager::execute("RandomIndexShuffle", {idx, key3, Tensor::scalar_int32(3)})[0]) ==
        std::vector<int32_t>{2, 0, 1, 3});
  eager::set_verify_inference(false);
}

#if defined(__GLIBC__) && defined(__x86_64__)
// sincos_float reproduces the sincosf TF's Box-Muller calls (glibc's); natively on glibc the
// two must agree bit for bit (every float in [0, 2*pi] was checked once; a sample here).
TEST_CASE("sincos_float equals glibc's sincosf on Box-Muller's arguments") {
  int differ = 0;
  for (uint32_t i = 0; i < 2'000'000; ++i) {
    const float y = static_cast<float>(6.2831853 * (i / 2'000'000.0)) + static_cast<float>(i % 7) * 1e-7f;
    float s, c, gs, gc;
    tfplay::tensor::sincos_float(y, &s, &c);
    ::sincosf(y, &gs, &gc);
    if (std::memcmp(&s, &gs, 4) != 0 || std::memcmp(&c, &gc, 4) != 0) ++differ;
  }
  CHECK(differ == 0);
}
#endif
