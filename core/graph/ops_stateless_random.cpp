// The stateless random ops TF 2.20's Python emits (tensorflow/core/ops/stateless_random_ops.cc,
// stateless_random_ops_v2.cc, random_index_shuffle_ops.cc; kernels in
// core/kernels/stateless_random_ops.cc, stateless_random_ops_v2.cc, multinomial_op.cc,
// random_index_shuffle_ops.cc):
//   StatelessRandomGetKeyCounter      seed [2] -> key uint64 [1], counter uint64 [2] (GenerateKey)
//   StatelessRandomUniformV2, StatelessRandomNormalV2, StatelessTruncatedNormalV2,
//   StatelessRandomUniformIntV2, StatelessRandomUniformFullIntV2
//                                     (shape, key, counter, alg) -> samples
//   StatelessRandomGammaV3            (shape, key, counter, alg, alpha) -> Gamma(alpha) samples
//   StatelessRandomPoisson            (shape, seed, lam) -> Poisson(lam) samples
//   StatelessMultinomial              (logits, num_samples, seed) -> class indices
//   RandomIndexShuffle                (index, seed [3], max_index) -> permuted index
// Every output is a function of its inputs only: the same seed gives the same numbers, in eager
// and graph execution alike.
#include <algorithm>
#include <array>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/graph/shape_refiner.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/kernels.h"
#include "core/tensor/kernels_random.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using op_def_builders::one;

using tensor::Dim;
using tensor::OpValueError;
using tensor::Philox;
using tensor::RandomDistribution;

constexpr int64_t kRngAlgPhilox = 1;      // rng_alg.h RNG_ALG_PHILOX
constexpr int64_t kRngAlgAutoSelect = 3;  // RNG_ALG_AUTO_SELECT: Philox on CPU

// ---- shape functions ----------------------------------------------------------------------

// The checks below run before a shape function reads its shape or value inputs, so their
// errors are EarlyShapeErrors.

// InferenceContext::WithRank.
const TensorShape& with_rank(const TensorShape& s, int rank) {
  if (s.has_rank() && *s.rank() != rank) {
    throw EarlyShapeError("Shape must be rank " + num(rank) + " but is rank " + num(*s.rank()));
  }
  return s;
}

// WithRank(s, 1) and WithValue(dim 0, size): "Dimension must be 2 but is 3".
void with_vector_of(const TensorShape& s, int64_t size) {
  with_rank(s, 1);
  if (s.has_rank() && s.as_list()[0] && *s.as_list()[0] != size) {
    throw EarlyShapeError("Dimension must be " + num(size) + " but is " + num(*s.as_list()[0]));
  }
}

// StatelessShapeV2: key rank 1 of size 1, counter rank 1, alg a scalar; the output shape is
// the `shape` input's value.
TensorShape stateless_shape_v2(const InferenceContext& c) {
  with_rank(c.input_shapes[1], 1);
  with_rank(c.input_shapes[2], 1);
  with_rank(c.input_shapes[3], 0);
  with_vector_of(c.input_shapes[1], 1);
  return shape_from_shape_tensor(c, 0);
}

// ---- kernels ------------------------------------------------------------------------------

// GenerateKey's seed read: an int32 or int64 vector of two ("seed must have shape [2], not [3]").
Philox generator_for_seed(const Tensor& seed) {
  if (seed.rank() != 1 || seed.shape()[0] != 2) {
    throw tensor::invalid_argument("seed must have shape [2], not " + tensor::shape_debug_string(seed.shape()));
  }
  return tensor::philox_from_seed(seed.as_int64(0), seed.as_int64(1));
}

// GetKeyCounterAlgFromInputs (stateless_random_ops_v2_util.h): `alg` a scalar (auto-select is
// Philox), key [1] and counter of at least 2 words (CheckKeyCounterShape); then the Philox
// generator they stand for, or InvalidArgument "Unsupported algorithm id: 2" (ThreeFry has no
// CPU kernel).
Philox generator_for_key_counter(const KernelContext& c) {
  const Tensor& key = c.inputs[1];
  const Tensor& counter = c.inputs[2];
  const Tensor& alg_t = c.inputs[3];
  if (alg_t.rank() != 0) {
    throw tensor::invalid_argument("input 3 (0-based) must have shape [], not " + tensor::shape_debug_string(alg_t.shape()));
  }
  int64_t alg = alg_t.as_int64(0);
  if (alg == kRngAlgAutoSelect) alg = kRngAlgPhilox;
  if (key.rank() != 1 || key.shape()[0] != 1) {
    throw tensor::invalid_argument("key must have shape [1], not " + tensor::shape_debug_string(key.shape()) +
                                   ". (Note that batched keys are not supported yet.)");
  }
  const int64_t min_counter = alg == kRngAlgPhilox ? 2 : 1;
  if (counter.rank() != 1 || counter.shape()[0] < min_counter) {
    throw tensor::invalid_argument("counter must be a vector with length at least " + num(min_counter) + "; got shape: " +
                                   tensor::shape_debug_string(counter.shape()) +
                                   ". (Note that batched counters are not supported yet.)");
  }
  if (alg != kRngAlgPhilox) throw tensor::invalid_argument("Unsupported algorithm id: " + num(alg));
  const uint64_t* k = key.data<uint64_t>();
  const uint64_t* n = counter.data<uint64_t>();
  return Philox::from_key_counter(k[0], n[0], n[1]);
}

// The common inputs of the V2 ops: shape (Tshape), key, counter, alg.
std::vector<ArgDef> v2_inputs() {
  return {arg("shape", "Tshape"), fixed_arg("key", DType::UInt64), fixed_arg("counter", DType::UInt64),
          fixed_arg("alg", DType::Int32)};
}

// StatelessRandomOpBaseWithKeyCounter::Compute: key, counter and alg first, then the shape; an
// empty output is returned before `fill` runs (so its own checks are skipped).
template <typename Fill> std::vector<Tensor> run_v2(const KernelContext& c, DType dtype, Fill fill) {
  const Philox gen = generator_for_key_counter(c);
  const tensor::Shape dims = tensor::random_op_shape(c.inputs[0]);
  if (tensor::num_elements_of(dims) == 0) return {Tensor::zeros(dtype, dims)};
  return {fill(gen, dims)};
}

void add_get_key_counter(OpRegistry& r) {
  OpDef d = make("StatelessRandomGetKeyCounter",
                 "Scrambles seed into key and counter, using the best algorithm based on device.");
  d.inputs = {arg("seed", "Tseed")};
  d.outputs = {fixed_arg("key", DType::UInt64), fixed_arg("counter", DType::UInt64)};
  d.attrs = {type_attr("Tseed", "int32, int64", DType::Int64)};
  d.shape_fn = +[](const InferenceContext& c) {
    with_vector_of(c.input_shapes[0], 2);
    return std::vector<OutputSpec>{{DType::UInt64, TensorShape({Dim(1)})}, {DType::UInt64, TensorShape({Dim(2)})}};
  };
  d.kernel = +[](KernelContext& c) {
    const Philox gen = generator_for_seed(c.inputs[0]);
    const std::array<uint64_t, 2> counter = gen.counter_words();
    return std::vector<Tensor>{Tensor::from_vector<uint64_t>(DType::UInt64, {1}, {gen.key_word()}),
                               Tensor::from_vector<uint64_t>(DType::UInt64, {2}, {counter[0], counter[1]})};
  };
  r.add(std::move(d));
}

void add_float_v2(OpRegistry& r) {
  struct Kind {
    const char* name;
    const char* summary;
    RandomDistribution dist;
  };
  static const Kind kKinds[] = {
      {"StatelessRandomUniformV2", "Outputs deterministic pseudorandom random values from a uniform distribution.",
       RandomDistribution::Uniform},
      {"StatelessRandomNormalV2", "Outputs deterministic pseudorandom values from a normal distribution.",
       RandomDistribution::Normal},
      {"StatelessTruncatedNormalV2", "Outputs deterministic pseudorandom values from a truncated normal distribution.",
       RandomDistribution::TruncatedNormal},
  };
  for (const Kind& kind : kKinds) {
    OpDef d = make(kind.name, kind.summary);
    d.inputs = v2_inputs();
    d.outputs = {arg("output", "dtype")};
    d.attrs = {type_attr("dtype", "float16, bfloat16, float32, float64", DType::Float32),
               type_attr("Tshape", "int32, int64", DType::Int32)};
    d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("dtype"), stateless_shape_v2(c)); };
    d.kernel = [dist = kind.dist](KernelContext& c) {
      const DType dt = c.attr<DType>("dtype");
      return run_v2(c, dt, [&](const Philox& gen, const tensor::Shape& dims) { return tensor::philox_fill(gen, dist, dt, dims); });
    };
    r.add(std::move(d));
  }
}

void add_int_v2(OpRegistry& r) {
  OpDef d = make("StatelessRandomUniformIntV2",
                 "Outputs deterministic pseudorandom random integers from a uniform distribution.");
  d.inputs = v2_inputs();
  d.inputs.push_back(arg("minval", "dtype"));
  d.inputs.push_back(arg("maxval", "dtype"));
  d.outputs = {arg("output", "dtype")};
  d.attrs = {type_attr("dtype", "int32, int64, uint32, uint64"), type_attr("Tshape", "int32, int64", DType::Int32)};
  d.shape_fn = +[](const InferenceContext& c) {
    for (int i : {4, 5}) {
      const TensorShape& s = c.input_shapes[i];
      if (s.has_rank() && *s.rank() != 0) {
        throw EarlyShapeError(std::string(i == 4 ? "minval" : "maxval") + " must be a scalar; got a tensor of shape " +
                              s.debug_string());
      }
    }
    return one(c.attr<DType>("dtype"), stateless_shape_v2(c));
  };
  d.kernel = +[](KernelContext& c) {
    const DType dt = c.attr<DType>("dtype");
    return run_v2(c, dt, [&](const Philox& gen, const tensor::Shape& dims) {
      const Tensor& lo = c.inputs[4];
      const Tensor& hi = c.inputs[5];
      if (lo.rank() != 0) throw tensor::invalid_argument("minval must be 0-D, got shape " + tensor::shape_debug_string(lo.shape()));
      if (hi.rank() != 0) throw tensor::invalid_argument("maxval must be 0-D, got shape " + tensor::shape_debug_string(hi.shape()));
      const int64_t l = lo.as_int64(0), h = hi.as_int64(0);
      if (!(l < h)) throw tensor::invalid_argument("Need minval < maxval, got " + num(l) + " >= " + num(h));
      return tensor::philox_uniform_int(gen, dt, dims, l, h);
    });
  };
  r.add(std::move(d));

  OpDef f = make("StatelessRandomUniformFullIntV2",
                 "Outputs deterministic pseudorandom random integers from a uniform distribution.");
  f.inputs = v2_inputs();
  f.outputs = {arg("output", "dtype")};
  f.attrs = {type_attr("dtype", "int32, int64, uint32, uint64", DType::UInt64), type_attr("Tshape", "int32, int64", DType::Int32)};
  f.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("dtype"), stateless_shape_v2(c)); };
  f.kernel = +[](KernelContext& c) {
    const DType dt = c.attr<DType>("dtype");
    return run_v2(c, dt, [&](const Philox& gen, const tensor::Shape& dims) { return tensor::philox_uniform_full_int(gen, dt, dims); });
  };
  r.add(std::move(f));
}

// StatelessRandomGammaV3 (StatelessRandomGammaOpWithKeyCounter): Gamma(alpha) samples whose
// shape must end with alpha's (GetParams), one Philox stretch of 256 blocks per output.
void add_gamma_v3(OpRegistry& r) {
  OpDef d = make("StatelessRandomGammaV3", "Outputs deterministic pseudorandom random numbers from a gamma distribution.");
  d.inputs = v2_inputs();
  d.inputs[0] = arg("shape", "shape_dtype");
  d.inputs.push_back(arg("alpha", "dtype"));
  d.outputs = {arg("output", "dtype")};
  d.attrs = {type_attr("dtype", "float16, float32, float64"), type_attr("shape_dtype", "int32, int64", DType::Int64)};
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("dtype"), stateless_shape_v2(c)); };
  d.kernel = +[](KernelContext& c) {
    const DType dt = c.attr<DType>("dtype");
    return run_v2(c, dt, [&](const Philox& gen, const tensor::Shape& dims) {
      const Tensor& alpha = c.inputs[4];
      const tensor::Shape& a = alpha.shape();
      const bool ends_with = a.size() <= dims.size() && std::equal(a.begin(), a.end(), dims.end() - static_cast<std::ptrdiff_t>(a.size()));
      if (!ends_with) throw tensor::invalid_argument("Shape passed in must end with broadcasted shape.");
      if (alpha.num_elements() <= 0) {
        throw tensor::invalid_argument("Input alpha should have non-zero element count, got: " + num(alpha.num_elements()));
      }
      return tensor::philox_gamma(gen, alpha, dims);
    });
  };
  r.add(std::move(d));
}

// StatelessRandomPoisson (StatelessRandomPoissonOp): Poisson(lam) samples whose shape must end
// with lam's, drawn by PoissonFunctor from the seed's generator (GenerateKey) as it is.
void add_poisson(OpRegistry& r) {
  OpDef d = make("StatelessRandomPoisson", "Outputs deterministic pseudorandom random numbers from a Poisson distribution.");
  d.inputs = {arg("shape", "T"), arg("seed", "Tseed"), arg("lam", "Rtype")};
  d.outputs = {arg("output", "dtype")};
  d.attrs = {type_attr("Rtype", "float16, float32, float64, int32, int64"), type_attr("dtype", "float16, float32, float64, int32, int64"),
             type_attr("T", "int32, int64"), type_attr("Tseed", "int32, int64", DType::Int64)};
  d.shape_fn = +[](const InferenceContext& c) {
    with_vector_of(c.input_shapes[1], 2);
    return one(c.attr<DType>("dtype"), shape_from_shape_tensor(c, 0));
  };
  d.kernel = +[](KernelContext& c) {
    const tensor::Shape dims = tensor::random_op_shape(c.inputs[0]);
    const Philox gen = generator_for_seed(c.inputs[1]);
    const DType dt = c.attr<DType>("dtype");
    if (tensor::num_elements_of(dims) == 0) return std::vector<Tensor>{Tensor::zeros(dt, dims)};
    const tensor::Shape& l = c.inputs[2].shape();
    const bool ends_with = l.size() <= dims.size() && std::equal(l.begin(), l.end(), dims.end() - static_cast<std::ptrdiff_t>(l.size()));
    if (!ends_with) throw tensor::invalid_argument("Shape passed in must end with broadcasted shape.");
    return std::vector<Tensor>{tensor::philox_poisson(gen, c.inputs[2], dims, dt)};
  };
  r.add(std::move(d));
}

// StatelessRandomBinomial (random_binomial_op.cc StatelessRandomBinomialOp): counts and probs
// broadcast together (BCast), the `shape` input ending with their broadcast shape; its leading
// dims are the samples per batch member. The kernel reads the shape's values through an int32
// view whatever its dtype (`flat<int32>()`), which tfplay follows for int32 shapes; an int64
// shape whose view gives other sizes is refused with UnimplementedError.
void add_binomial(OpRegistry& r) {
  OpDef d = make("StatelessRandomBinomial", "Outputs deterministic pseudorandom random numbers from a binomial distribution.");
  d.inputs = {arg("shape", "S"), arg("seed", "Tseed"), arg("counts", "T"), arg("probs", "T")};
  d.outputs = {arg("output", "dtype")};
  d.attrs = {type_attr("S", "int32, int64"), type_attr("Tseed", "int32, int64", DType::Int64),
             type_attr("T", "float16, float32, float64, int32, int64", DType::Float64),
             type_attr("dtype", "float16, float32, float64, int32, int64", DType::Int64)};
  d.shape_fn = +[](const InferenceContext& c) {
    with_vector_of(c.input_shapes[1], 2);
    return one(c.attr<DType>("dtype"), shape_from_shape_tensor(c, 0));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor &shape_t = c.inputs[0], &seed = c.inputs[1], &counts = c.inputs[2], &probs = c.inputs[3];
    if (seed.rank() != 1 || seed.shape()[0] != 2)
      throw tensor::invalid_argument("seed must have shape [2], not " + tensor::shape_debug_string(seed.shape()));
    tensor::BroadcastPlan plan;
    try {
      plan = tensor::plan_broadcast(counts.shape(), probs.shape());
    } catch (const tensor::OpError&) {
      throw tensor::invalid_argument("counts and probs must have compatible batch dimensions: " +
                                     tensor::shape_debug_string(counts.shape()) + " vs. " +
                                     tensor::shape_debug_string(probs.shape()));
    }
    if (shape_t.rank() != 1)
      throw tensor::invalid_argument("Input shape should be a vector, got shape: " + tensor::shape_debug_string(shape_t.shape()));
    const tensor::Shape dims = tensor::random_op_shape(shape_t);
    const tensor::Shape& b = plan.out_shape;
    const bool ends_with = b.size() <= dims.size() && std::equal(b.begin(), b.end(), dims.end() - static_cast<std::ptrdiff_t>(b.size()));
    if (!ends_with) throw tensor::invalid_argument("Shape passed in must end with broadcasted shape.");
    const DType dt = c.attr<DType>("dtype");
    if (tensor::num_elements_of(dims) == 0) return std::vector<Tensor>{Tensor::zeros(dt, dims)};
    const DType t = counts.dtype();
    if (t != DType::Float16 && t != DType::Float32 && t != DType::Float64)
      throw tensor::OpError(tensor::OpError::Code::Unimplemented,
                            "tfplay's StatelessRandomBinomial takes float16, float32 or float64 counts and probs (TF registers "
                            "no CPU kernel for integer ones either)");
    const std::size_t sample_dims = dims.size() - b.size();
    int64_t samples_per_batch = 1, num_batches = 1;
    for (std::size_t i = 0; i < dims.size(); ++i) (i < sample_dims ? samples_per_batch : num_batches) *= dims[i];
    if (shape_t.dtype() == DType::Int64) {
      // The int32 view of the int64 values: low and high words, in little-endian order.
      std::vector<int64_t> view;
      for (int64_t i = 0; static_cast<int64_t>(view.size()) < shape_t.num_elements(); ++i) {
        const uint64_t v = static_cast<uint64_t>(shape_t.as_int64(i));
        view.push_back(static_cast<int32_t>(v & 0xffffffffu));
        view.push_back(static_cast<int32_t>(v >> 32));
      }
      int64_t s = 1, n = 1;
      for (std::size_t i = 0; i < dims.size(); ++i) (i < sample_dims ? s : n) *= view[i];
      if (s != samples_per_batch || n != num_batches)
        throw tensor::OpError(tensor::OpError::Code::Unimplemented,
                              "tfplay's StatelessRandomBinomial does not emulate TF's int32 read of this int64 shape; pass the "
                              "shape as int32");
    }
    const Tensor counts_b = tensor::broadcast_to(tensor::cast(counts, t == DType::Float64 ? t : DType::Float32), b);
    const Tensor probs_b = tensor::broadcast_to(tensor::cast(probs, t == DType::Float64 ? t : DType::Float32), b);
    return std::vector<Tensor>{
        tensor::philox_binomial(generator_for_seed(seed), counts_b, probs_b, num_batches, samples_per_batch, dims, dt)};
  };
  r.add(std::move(d));
}

// StatelessMultinomial (StatelessMultinomialOp over MultinomialOp::DoCompute).
void add_multinomial(OpRegistry& r) {
  OpDef d = make("StatelessMultinomial", "Draws samples from a multinomial distribution.");
  d.inputs = {arg("logits", "T"), fixed_arg("num_samples", DType::Int32), arg("seed", "Tseed")};
  d.outputs = {arg("output", "output_dtype")};
  d.attrs = {type_attr("T", "float32, float64, int32, uint8, int16, int8, int64, bfloat16, uint16, float16, uint32, uint64"),
             type_attr("Tseed", "int32, int64", DType::Int64), type_attr("output_dtype", "int32, int64", DType::Int64)};
  d.shape_fn = +[](const InferenceContext& c) {
    with_vector_of(c.input_shapes[2], 2);
    const TensorShape& logits = with_rank(c.input_shapes[0], 2);
    with_rank(c.input_shapes[1], 0);
    Dim samples;
    if (const Tensor* v = c.input_values[1]) {
      const int64_t n = v->as_int64(0);
      if (n < 0) throw OpValueError("Dimension size, given by scalar input 1, must be non-negative but is " + num(n));
      samples = n;
    }
    return one(c.attr<DType>("output_dtype"), TensorShape({logits.has_rank() ? logits.as_list()[0] : Dim(), samples}));
  };
  d.kernel = +[](KernelContext& c) {
    const Philox gen = generator_for_seed(c.inputs[2]);
    const Tensor& logits = c.inputs[0];
    const Tensor& num_samples = c.inputs[1];
    if (logits.rank() != 2) throw tensor::invalid_argument("logits should be a matrix, got shape " + tensor::shape_debug_string(logits.shape()));
    if (num_samples.rank() != 0) {
      throw tensor::invalid_argument("num_samples should be a scalar, got shape " + tensor::shape_debug_string(num_samples.shape()));
    }
    const int64_t n = num_samples.as_int64(0);
    if (n < 0) throw tensor::invalid_argument("num_samples should be non-negative, got " + num(n));
    if (logits.shape()[1] <= 0) throw tensor::invalid_argument("num_classes should be positive, got " + num(logits.shape()[1]));
    if (!tensor::is_floating(logits.dtype())) {
      // TF registers CPU kernels for half, bfloat16, float and double logits only.
      throw tensor::OpError(tensor::OpError::Code::Unimplemented,
                            "tfplay has no StatelessMultinomial kernel for T=" + std::string(tensor::enum_name(logits.dtype())) +
                                " (TF 2.20 registers CPU kernels for floating-point logits only)");
    }
    return std::vector<Tensor>{tensor::philox_multinomial(gen, logits, n, c.attr<DType>("output_dtype"))};
  };
  r.add(std::move(d));
}

// RandomIndexShuffle (random_index_shuffle_ops.cc): scalars, or vectors of one common length
// with a seed row per element.
void add_index_shuffle(OpRegistry& r) {
  OpDef d = make("RandomIndexShuffle", "Outputs the position of `value` in a permutation of [0, ..., max_index].");
  d.inputs = {arg("index", "dtype"), arg("seed", "Tseed"), arg("max_index", "dtype")};
  d.outputs = {arg("output", "dtype")};
  d.attrs = {plain_attr("rounds", "int", int64_t{4}), type_attr("dtype", "int32, uint32, int64, uint64"),
             type_attr("Tseed", "int32, uint32, int64, uint64")};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& index = c.input_shapes[0];
    const TensorShape& seed = c.input_shapes[1];
    const TensorShape& max_index = c.input_shapes[2];
    const bool all_scalar = index.rank() == 0 && seed.rank() == 1 && max_index.rank() == 0;
    if (all_scalar) return one(c.attr<DType>("dtype"), TensorShape::scalar());
    Dim n;
    for (const TensorShape& s : {index, max_index})
      if (s.rank() == 1) n = s.as_list()[0];
    if (!n && seed.rank() == 2) n = seed.as_list()[0];
    return one(c.attr<DType>("dtype"), TensorShape({n}));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& index = c.inputs[0];
    const Tensor& seed = c.inputs[1];
    const Tensor& max_index = c.inputs[2];
    const int rounds = static_cast<int>(c.attr<int64_t>("rounds"));
    const bool all_scalar = index.rank() == 0 && seed.rank() == 1 && max_index.rank() == 0;
    const int64_t n = std::max({index.num_elements(), max_index.num_elements(), seed.num_elements() / 3});
    if (!(index.rank() == 0 || (index.rank() == 1 && index.shape()[0] == n))) {
      throw tensor::invalid_argument("Index bust be a scalar or vector.");
    }
    if (!((seed.rank() == 1 && seed.shape()[0] == 3) || (seed.rank() == 2 && seed.shape()[0] == n && seed.shape()[1] == 3))) {
      throw tensor::invalid_argument("Seed must be a vector of size [3] or a matrix of size [" + num(n) + ", 3] but got " +
                                     tensor::shape_debug_string(seed.shape()) + ".");
    }
    if (!(max_index.rank() == 0 || (max_index.rank() == 1 && max_index.shape()[0] == n))) {
      throw tensor::invalid_argument("Maxval must be a scalar or a vector of the same size as index but got " +
                                     tensor::shape_debug_string(max_index.shape()));
    }
    const DType dt = index.dtype();
    Tensor out = Tensor::zeros(dt, all_scalar ? tensor::Shape{} : tensor::Shape{n});
    tensor::visit_numeric(dt, "RandomIndexShuffle", [&](auto tag) {
      using T = typename decltype(tag)::type;
      T* o = out.mutable_data<T>();
      for (int64_t i = 0; i < n; ++i) {
        const int64_t row = seed.rank() == 1 ? 0 : i;
        const std::array<uint32_t, 3> key = {static_cast<uint32_t>(seed.as_int64(3 * row)),
                                             static_cast<uint32_t>(seed.as_int64(3 * row + 1)),
                                             static_cast<uint32_t>(seed.as_int64(3 * row + 2))};
        const auto v = static_cast<uint64_t>(index.as_int64(index.rank() ? i : 0));
        const auto m = static_cast<uint64_t>(max_index.as_int64(max_index.rank() ? i : 0));
        o[i] = static_cast<T>(tensor::index_shuffle(v, key, m, rounds));
      }
    });
    return std::vector<Tensor>{out};
  };
  r.add(std::move(d));
}

}  // namespace

void register_stateless_random_ops(OpRegistry& r) {
  add_get_key_counter(r);
  add_float_v2(r);
  add_int_v2(r);
  add_gamma_v3(r);
  add_poisson(r);
  add_binomial(r);
  add_multinomial(r);
  add_index_shuffle(r);
}

}  // namespace tfplay::graph
