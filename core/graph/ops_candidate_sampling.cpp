// LogUniformCandidateSampler and UniformCandidateSampler (TF: tensorflow/core/ops/
// candidate_sampling_ops.cc; kernels candidate_sampler_ops.cc, range_sampler.cc): num_sampled
// candidates drawn from [0, range_max) with the kernel's Philox generator (rejected until new
// when `unique`), and the expected count of each sampled and each true class.
#include <cmath>
#include <cstdint>
#include <cstring>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/graph/random_kernels.h"
#include "core/tensor/op_error.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using tensor::Dim;
using tensor::invalid_argument;

// random::SimplePhilox over SingleSampleAdapter<PhiloxRandom>: the generator's blocks of four
// uint32 handed out one at a time.
class SimplePhilox {
 public:
  explicit SimplePhilox(tensor::Philox gen) : gen_(gen) {}
  uint32_t rand32() {
    if (used_ == 4) {
      gen_.next(block_);
      used_ = 0;
    }
    return block_[used_++];
  }
  uint64_t rand64() {
    const uint64_t x0 = rand32(), x1 = rand32();
    return x0 | x1 << 32;
  }
  // random_distributions.h Uint64ToDouble: 52 random mantissa bits of a double in [1, 2), less 1.
  double rand_double() {
    const uint64_t mhi = rand32() & 0xfffffu, mlo = rand32();
    const uint64_t bits = (uint64_t{1023} << 52) | (mhi << 32) | mlo;
    double d;
    std::memcpy(&d, &bits, sizeof d);
    return d - 1.0;
  }

 private:
  tensor::Philox gen_;
  uint32_t block_[4] = {};
  int used_ = 4;
};

// range_sampler.cc's LogUniformSampler and UniformSampler.
struct Sampler {
  bool log_uniform;
  int64_t range;
  double log_range = std::log1p(static_cast<double>(range));
  float inv_range = static_cast<float>(1.0 / static_cast<double>(range));

  int64_t sample(SimplePhilox& rnd) const {
    if (!log_uniform) return static_cast<int64_t>(rnd.rand64() % static_cast<uint64_t>(range));
    const int64_t value = static_cast<int64_t>(std::exp(rnd.rand_double() * log_range)) - 1;
    return value % range;
  }
  float probability(int64_t value) const {
    if (!log_uniform) return inv_range;
    return static_cast<float>(std::log((value + 2.0) / (value + 1.0)) / log_range);
  }
};

// RangeSampler's ExpectedCountHelper, in float as TF computes it.
float expected_count(float p, int batch_size, int num_tries) {
  if (num_tries == batch_size) return p * static_cast<float>(batch_size);
  return -std::expm1(static_cast<float>(num_tries) * std::log1p(-p));
}

// The eager kernel TF caches for these attrs (its generator continues from call to call).
const void* kernel_key(const std::string& op, const KernelContext& c) {
  if (c.node) return c.node;
  thread_local std::set<std::string> keys;
  return &*keys
               .insert(op + "/" + num(c.attr<int64_t>("num_true")) + "/" + num(c.attr<int64_t>("num_sampled")) + "/" +
                       (c.attr<bool>("unique") ? "1" : "0") + "/" + num(c.attr<int64_t>("range_max")))
               .first;
}

void add_sampler(OpRegistry& r, const char* name, const char* summary, bool log_uniform) {
  OpDef d = make(name, summary);
  d.inputs = {fixed_arg("true_classes", DType::Int64)};
  d.outputs = {fixed_arg("sampled_candidates", DType::Int64), fixed_arg("true_expected_count", DType::Float32),
               fixed_arg("sampled_expected_count", DType::Float32)};
  d.attrs = {plain_attr("num_true", "int"),    plain_attr("num_sampled", "int"), plain_attr("unique", "bool"),
             plain_attr("range_max", "int"),   plain_attr("seed", "int", int64_t{0}),
             plain_attr("seed2", "int", int64_t{0})};
  d.is_stateful = true;
  // CandidateSamplerShapeFn: [num_sampled], true_classes' [batch, num_true], [num_sampled].
  d.shape_fn = +[](const InferenceContext& c) {
    const Dim sampled(c.attr<int64_t>("num_sampled"));
    const TensorShape& t = c.input_shapes[0];
    op_def_builders::require_rank(t, 2);
    const Dim batch = t.has_rank() ? t.dim(0) : Dim();
    return std::vector<OutputSpec>{{DType::Int64, TensorShape(std::vector<Dim>{sampled})},
                                   {DType::Float32, TensorShape(std::vector<Dim>{batch, Dim(c.attr<int64_t>("num_true"))})},
                                   {DType::Float32, TensorShape(std::vector<Dim>{sampled})}};
  };
  d.kernel = [name = std::string(name), log_uniform](KernelContext& c) {
    const Tensor& true_classes = c.inputs[0];
    const int64_t num_true = c.attr<int64_t>("num_true"), num_sampled = c.attr<int64_t>("num_sampled");
    const bool unique = c.attr<bool>("unique");
    const Sampler sampler{log_uniform, c.attr<int64_t>("range_max")};
    if (true_classes.rank() != 2) throw invalid_argument("true_classes must be a matrix");
    if (true_classes.shape()[1] != num_true)
      throw invalid_argument("true_classes must have num_true columns, expected: " + num(true_classes.shape()[1]) +
                             " was: " + num(num_true));
    if (unique && num_sampled > sampler.range) throw invalid_argument("Sampler's range is too small.");
    // 2048 uint32 samples reserved per sampled candidate (rejection may use more, reusing bits).
    tensor::Philox& gen = generator_for(c.attr<int64_t>("seed"), c.attr<int64_t>("seed2"), kernel_key(name, c));
    SimplePhilox rnd(gen.reserve(static_cast<uint64_t>((2048 * num_sampled + 3) / 4)));
    std::vector<int64_t> sampled(static_cast<std::size_t>(num_sampled));
    int num_tries = 0;
    if (unique) {
      std::unordered_set<int64_t> used;
      for (int64_t picked = 0; picked < num_sampled;) {
        ++num_tries;
        const int64_t value = sampler.sample(rnd);
        if (used.insert(value).second) sampled[static_cast<std::size_t>(picked++)] = value;
      }
    } else {
      for (int64_t& v : sampled) v = sampler.sample(rnd);
      num_tries = static_cast<int>(num_sampled);
    }
    const int batch = static_cast<int>(num_sampled);
    std::vector<float> sampled_count, true_count;
    for (int64_t v : sampled) sampled_count.push_back(expected_count(sampler.probability(v), batch, num_tries));
    const int64_t* t = true_classes.data<int64_t>();
    for (int64_t i = 0; i < true_classes.num_elements(); ++i)
      true_count.push_back(expected_count(sampler.probability(t[i]), batch, num_tries));
    return std::vector<Tensor>{Tensor::from_vector<int64_t>(DType::Int64, {num_sampled}, sampled),
                               Tensor::from_vector<float>(DType::Float32, true_classes.shape(), true_count),
                               Tensor::from_vector<float>(DType::Float32, {num_sampled}, sampled_count)};
  };
  r.add(std::move(d));
}

}  // namespace

void register_candidate_sampling_ops(OpRegistry& r) {
  add_sampler(r, "LogUniformCandidateSampler", "Generates labels for candidate sampling with a log-uniform distribution.",
              true);
  add_sampler(r, "UniformCandidateSampler", "Generates labels for candidate sampling with a uniform distribution.", false);
}

}  // namespace tfplay::graph
