// numpy.random.default_rng(seed) and its Generator over the PCG64 bit generator, bit-exact with
// NumPy for the methods emulated: SeedSequence's hash mixing of the seed into a pool and the
// generated 128-bit state and increment (numpy/random/bit_generator.pyx), PCG64's XSL-RR output
// (numpy/random/src/pcg64), next_double's 53-bit floats, the buffered 32-bit halves that
// Lemire's bounded integers draw (distributions.c random_bounded_uint64_fill) and
// random_interval's masked rejection for shuffle and permutation.
//
// Checked against NumPy's published values: default_rng(12345).random() is
// 0.22733602246716966 and default_rng(12345).integers(0, 10, size=3) is [6, 2, 7] (the
// default_rng docstring), default_rng(42).random((3, 3)) starts 0.77395605, 0.43887844, and
// default_rng(1234567890).shuffle(arange(5)) gives [4, 1, 0, 3, 2] (test_random.py).
// normal, standard_normal, exponential and standard_exponential are distributions.c's ziggurat
// samplers (random_standard_normal, random_standard_exponential and their float32 twins) over
// the tables of numpy_ziggurat.cpp. np.random.MT19937(seed) is also a bit generator a Generator
// can run on (_mt19937.pyx: SeedSequence-seeded state), as NumPy's own Generator tests use it.
#include <algorithm>
#include <cstdio>
#include <cmath>
#include <functional>
#include <memory>
#include <optional>
#include <random>

#include "core/python/object_id.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/kernels.h"
#include "core/tensor/strided.h"
#include "core/tf/call_args.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_index.h"
#include "core/tf/numpy_module.h"
#include "core/tf/numpy_text.h"
#include "core/tf/numpy_ops.h"
#include "core/tf/numpy_mt19937.h"
#include "core/tf/numpy_ziggurat.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {

using u128 = unsigned __int128;

/// SeedSequence(entropy).generate_state(n_words) for the uint32 words of `entropy`.
std::vector<uint32_t> seed_sequence_state(const std::vector<uint32_t>& entropy, size_t n_words) {
  constexpr uint32_t kInitA = 0x43b0d7e5u, kMultA = 0x931e8875u, kInitB = 0x8b51f9ddu, kMultB = 0x58f38dedu;
  constexpr uint32_t kMixL = 0xca01f9ddu, kMixR = 0x4973f715u;
  uint32_t hash_const = kInitA;
  auto hashmix = [&](uint32_t v) {
    v ^= hash_const;
    hash_const *= kMultA;
    v *= hash_const;
    return v ^ (v >> 16);
  };
  auto mix = [](uint32_t x, uint32_t y) {
    uint32_t r = kMixL * x - kMixR * y;
    return r ^ (r >> 16);
  };
  uint32_t pool[4];
  for (size_t i = 0; i < 4; ++i) pool[i] = hashmix(i < entropy.size() ? entropy[i] : 0u);
  for (size_t s = 0; s < 4; ++s)
    for (size_t d = 0; d < 4; ++d)
      if (s != d) pool[d] = mix(pool[d], hashmix(pool[s]));
  for (size_t s = 4; s < entropy.size(); ++s)
    for (size_t d = 0; d < 4; ++d) pool[d] = mix(pool[d], hashmix(entropy[s]));
  std::vector<uint32_t> out(n_words);
  uint32_t h = kInitB;
  for (size_t i = 0; i < n_words; ++i) {
    uint32_t v = pool[i % 4] ^ h;
    h *= kMultB;
    v *= h;
    out[i] = v ^ (v >> 16);
  }
  return out;
}

/// A bit generator as distributions.c sees it (bitgen_t): 64- and 32-bit outputs and doubles,
/// plus the bounded and masked integer draws built on them.
struct BitSource {
  virtual ~BitSource() = default;
  virtual uint64_t next64() = 0;
  virtual uint32_t next32() = 0;
  virtual double next_double() = 0;
  float next_float() { return static_cast<float>(next32() >> 8) * (1.0f / 16777216.0f); }
  uint64_t bounded(uint64_t rng);
  uint64_t interval(uint64_t max);
};

struct Pcg64 : BitSource {
  u128 state = 0, inc = 0;
  bool has_uint32 = false;
  uint32_t uinteger = 0;

  static constexpr u128 kMult = (static_cast<u128>(2549297995355413924ull) << 64) | 4865540595714422341ull;

  void step() { state = state * kMult + inc; }
  /// pcg64_set_seed: the state and stream from SeedSequence's four 64-bit words.
  void seed(const std::vector<uint32_t>& entropy) {
    const std::vector<uint32_t> w = seed_sequence_state(entropy, 8);
    uint64_t v[4];
    for (int i = 0; i < 4; ++i) v[i] = static_cast<uint64_t>(w[2 * i]) | (static_cast<uint64_t>(w[2 * i + 1]) << 32);
    const u128 initstate = (static_cast<u128>(v[0]) << 64) | v[1], initseq = (static_cast<u128>(v[2]) << 64) | v[3];
    state = 0;
    inc = (initseq << 1) | 1;
    step();
    state += initstate;
    step();
    has_uint32 = false;
  }
  uint64_t next64() override {
    step();
    const uint64_t hi = static_cast<uint64_t>(state >> 64), lo = static_cast<uint64_t>(state);
    const unsigned rot = static_cast<unsigned>(hi >> 58);
    const uint64_t x = hi ^ lo;
    return (x >> rot) | (x << ((64 - rot) & 63));
  }
  uint32_t next32() override {
    if (has_uint32) {
      has_uint32 = false;
      return uinteger;
    }
    const uint64_t n = next64();
    has_uint32 = true;
    uinteger = static_cast<uint32_t>(n >> 32);
    return static_cast<uint32_t>(n);
  }
  double next_double() override { return static_cast<double>(next64() >> 11) * (1.0 / 9007199254740992.0); }
};

/// MT19937 under a Generator: mt19937_next64 puts the first 32-bit output in the high half.
struct Mt19937Source : BitSource {
  Mt19937 mt;
  uint64_t next64() override {
    const uint64_t hi = mt.next32();
    return (hi << 32) | mt.next32();
  }
  uint32_t next32() override { return mt.next32(); }
  double next_double() override { return mt.next_double(); }
  /// _mt19937.pyx MT19937.__init__: SeedSequence words 1..623 with key[0] = 0x80000000 and the
  /// position left at 623, so the first output is word 623 before the state regenerates.
  void seed(const std::vector<uint32_t>& entropy) {
    const std::vector<uint32_t> w = seed_sequence_state(entropy, 624);
    mt.key[0] = 0x80000000u;
    for (int i = 1; i < 624; ++i) mt.key[i] = w[static_cast<size_t>(i)];
    mt.pos = 623;
  }
};

/// Lemire's bounded integer in [0, rng] (random_bounded_uint64 without masking).
uint64_t BitSource::bounded(uint64_t rng) {
    if (rng == 0) return 0;
    if (rng <= 0xFFFFFFFFull) {
      if (rng == 0xFFFFFFFFull) return next32();
      const uint32_t excl = static_cast<uint32_t>(rng) + 1;
      uint64_t m = static_cast<uint64_t>(next32()) * excl;
      uint32_t left = static_cast<uint32_t>(m);
      if (left < excl) {
        const uint32_t threshold = (0xFFFFFFFFu - static_cast<uint32_t>(rng)) % excl;
        while (left < threshold) {
          m = static_cast<uint64_t>(next32()) * excl;
          left = static_cast<uint32_t>(m);
        }
      }
      return m >> 32;
    }
    if (rng == ~0ull) return next64();
    const uint64_t excl = rng + 1;
    u128 m = static_cast<u128>(next64()) * excl;
    uint64_t left = static_cast<uint64_t>(m);
    if (left < excl) {
      const uint64_t threshold = (~0ull - rng) % excl;
      while (left < threshold) {
        m = static_cast<u128>(next64()) * excl;
        left = static_cast<uint64_t>(m);
      }
    }
    return static_cast<uint64_t>(m >> 64);
}

/// random_interval(max): masked rejection in [0, max].
uint64_t BitSource::interval(uint64_t max) {
    if (max == 0) return 0;
    uint64_t mask = max;
    for (int s = 1; s < 64; s <<= 1) mask |= mask >> s;
    uint64_t v;
    if (max <= 0xFFFFFFFFull) {
      while ((v = (next32() & mask)) > max) {
      }
    } else {
      while ((v = (next64() & mask)) > max) {
      }
    }
    return v;
}

/// The uint32 words of a seed: a non-negative int (little-endian words) or a sequence of them.
std::vector<uint32_t> entropy_of(const Ref& seed) {
  std::vector<uint32_t> out;
  auto add_int = [&](const Ref& v) {
    if (!py::is_int(v.get())) py::raise_type_error("SeedSequence expects int or sequence of ints for entropy not " + py::repr(v));
    int64_t n = py::as_int(v.get());
    if (n < 0) py::raise_value_error("expected non-negative integer");
    if (n == 0) out.push_back(0);
    for (; n > 0; n >>= 32) out.push_back(static_cast<uint32_t>(n & 0xFFFFFFFF));
  };
  if (!present(seed)) {
    std::random_device rd;
    for (int i = 0; i < 4; ++i) out.push_back(rd());
  } else if (py::is_int(seed.get())) {
    add_int(seed);
  } else if (as_numpy_array(seed.get()) && as_numpy_array(seed.get())->is_scalar) {
    add_int(py::Int(np::asarray(seed).as_int64(0)));
  } else {
    // A sequence: each int contributes its own words (_coerce_to_uint32_array of a list).
    for (const Ref& v : py::to_vector(seed)) {
      const int64_t x = py::as_int(v.get());
      if (x < 0) py::raise_value_error("expected non-negative integer");
      if (x > 0xFFFFFFFFll) np::not_supported("np.random.default_rng with a sequence holding ints of 2**32 or more");
      out.push_back(static_cast<uint32_t>(x));
    }
  }
  return out;
}

struct BitGeneratorObject : py::NativeObject {
  std::shared_ptr<BitSource> rng;
  std::string name;
  using NativeObject::NativeObject;
};

struct GeneratorObject : py::NativeObject {
  std::shared_ptr<BitSource> rng;
  std::string name;
  Ref bit_generator;
  using NativeObject::NativeObject;
};

py::TypeObject* pcg64_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("PCG64", nullptr, "numpy.random._pcg64");
    type->construct = +[](py::TypeObject* cls, CallArgs& a) -> Ref {
      auto obj = py::make_object<BitGeneratorObject>(cls);
      auto rng = std::make_shared<Pcg64>();
      rng->seed(entropy_of(arg(a, 0, "seed")));
      obj->rng = rng;
      obj->name = "PCG64";
      return obj;
    };
    return type;
  }();
  return t;
}

py::TypeObject* mt19937_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("MT19937", nullptr, "numpy.random._mt19937");
    type->construct = +[](py::TypeObject* cls, CallArgs& a) -> Ref {
      auto obj = py::make_object<BitGeneratorObject>(cls);
      auto rng = std::make_shared<Mt19937Source>();
      rng->seed(entropy_of(arg(a, 0, "seed")));
      obj->rng = rng;
      obj->name = "MT19937";
      return obj;
    };
    return type;
  }();
  return t;
}

std::optional<tensor::Shape> size_of(const Ref& v) {
  if (!present(v)) return std::nullopt;
  return shape_param(v);
}

Ref floats(const std::optional<tensor::Shape>& size, const std::function<double()>& next) {
  if (!size) return py::Float(next());
  Tensor t = Tensor::zeros(DType::Float64, *size);
  for (int64_t i = 0; i < t.num_elements(); ++i) t.mutable_data<double>()[i] = next();
  return make_ndarray(t);
}

/// Generator.shuffle along axis 0: Fisher-Yates from the end with random_interval.
void shuffle_in_place(BitSource& rng, const Ref& x) {
  if (py::is_list(x.get())) {
    auto& items = static_cast<py::ListObject*>(x.get())->items;
    for (size_t i = items.size(); i-- > 1;) std::swap(items[i], items[rng.interval(i)]);
    return;
  }
  NumpyArrayObject* arr = as_numpy_array(x.get());
  if (!arr || arr->is_scalar) np::not_supported("Generator.shuffle of objects other than ndarrays and lists");
  if (arr->rank() == 0) py::raise_type_error("len() of unsized object");
  const int64_t n = arr->shape()[0];
  std::vector<int64_t> order(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) order[static_cast<size_t>(i)] = i;
  for (int64_t i = n - 1; i >= 1; --i) std::swap(order[static_cast<size_t>(i)], order[rng.interval(static_cast<uint64_t>(i))]);
  const Tensor rows = tensor::gather(arr->value(), Tensor::from_vector<int64_t>(DType::Int64, {n}, order), 0);
  np::write_all(*arr, rows);
}

BitSource& self_rng(const CallArgs& a) { return *static_cast<GeneratorObject*>(a.args.at(0).get())->rng; }

CallArgs rest_of(const CallArgs& a) { return CallArgs{std::vector<Ref>(a.args.begin() + 1, a.args.end()), a.kwargs}; }

Ref integers(BitSource& rng, CallArgs& a) {
  Ref lo = np_require(a, 0, "low", "integers"), hi = arg(a, 1, "high");
  if (Ref dt = arg(a, 3, "dtype"); present(dt) && numpy_dtype_of(dt) != DType::Int64)
    np::not_supported("Generator.integers with a dtype other than int64");
  const bool endpoint = arg(a, 4, "endpoint") && py::truthy(arg(a, 4, "endpoint"));
  if (is_array_bound(lo) || is_array_bound(hi))
    return broadcast_random_integers(lo, hi, size_of(arg(a, 2, "size")), endpoint, [&](uint64_t r) { return rng.bounded(r); });
  int64_t low = random_int_bound(lo), high;
  if (!present(hi)) high = low, low = 0;
  else high = random_int_bound(hi);
  if (!endpoint) {
    if (low >= high) py::raise_value_error("low >= high");
    --high;
  } else if (low > high) {
    py::raise_value_error("low > high");
  }
  const uint64_t span = static_cast<uint64_t>(high) - static_cast<uint64_t>(low);
  const std::optional<tensor::Shape> size = size_of(arg(a, 2, "size"));
  const int64_t count = size ? tensor::num_elements_of(*size) : 1;
  std::vector<int64_t> v(static_cast<size_t>(count));
  for (int64_t& e : v) e = static_cast<int64_t>(static_cast<uint64_t>(low) + rng.bounded(span));
  if (!size) return make_numpy(Tensor::scalar_int64(v[0]));
  return make_ndarray(Tensor::from_vector<int64_t>(DType::Int64, *size, v));
}

Ref permutation(BitSource& rng, const Ref& x) {
  if (py::is_int(x.get()) && !py::is_bool(x.get())) {
    const int64_t n = py::as_int(x.get());
    if (n < 0) py::raise_value_error("negative dimensions are not allowed");
    std::vector<int64_t> v(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) v[static_cast<size_t>(i)] = i;
    Ref arr = make_ndarray(Tensor::from_vector<int64_t>(DType::Int64, {n}, v));
    shuffle_in_place(rng, arr);
    return arr;
  }
  const Tensor t = np::asarray(x);
  if (t.rank() < 1) py::raise(py::E().IndexError, "x must be an integer or at least 1-dimensional");
  Ref arr = make_ndarray(tensor::deep_copy(t));
  shuffle_in_place(rng, arr);
  return arr;
}

/// _generator.pyx's _shuffle_int: Fisher-Yates of data[first..n) from the end, with Lemire's
/// bounded draws (where Generator.shuffle uses random_interval).
void shuffle_int(BitSource& rng, std::vector<int64_t>& data, int64_t n, int64_t first) {
  for (int64_t i = n - 1; i >= first; --i)
    std::swap(data[static_cast<size_t>(i)], data[rng.bounded(static_cast<uint64_t>(i))]);
}

/// Generator.choice without replacement and without p: `count` distinct indices below
/// pop_size, by a tail shuffle of arange(pop_size) for large populations, else Floyd's
/// algorithm over an open-addressing hash set, then (shuffle=True) a shuffle of the picks.
std::vector<int64_t> distinct_indices(BitSource& rng, int64_t pop_size, int64_t count, bool shuffle) {
  const int64_t cutoff = shuffle ? 50 : 20;
  if (pop_size > 10000 && count > pop_size / cutoff) {
    std::vector<int64_t> all(static_cast<size_t>(pop_size));
    for (int64_t i = 0; i < pop_size; ++i) all[static_cast<size_t>(i)] = i;
    shuffle_int(rng, all, pop_size, std::max<int64_t>(pop_size - count, 1));
    return std::vector<int64_t>(all.end() - count, all.end());
  }
  std::vector<int64_t> idx(static_cast<size_t>(count));
  uint64_t mask = static_cast<uint64_t>(1.2 * static_cast<double>(count));  // _gen_mask(set_size)
  for (int sh = 1; sh < 64; sh <<= 1) mask |= mask >> sh;
  const uint64_t empty = ~0ull;
  std::vector<uint64_t> hash_set(static_cast<size_t>(mask + 1), empty);
  for (int64_t j = pop_size - count; j < pop_size; ++j) {
    const uint64_t val = rng.bounded(static_cast<uint64_t>(j));
    uint64_t loc = val & mask;
    while (hash_set[loc] != empty && hash_set[loc] != val) loc = (loc + 1) & mask;
    if (hash_set[loc] == empty) {
      hash_set[loc] = val;
      idx[static_cast<size_t>(j - pop_size + count)] = static_cast<int64_t>(val);
    } else {  // val was drawn before: take j itself
      loc = static_cast<uint64_t>(j) & mask;
      while (hash_set[loc] != empty) loc = (loc + 1) & mask;
      hash_set[loc] = static_cast<uint64_t>(j);
      idx[static_cast<size_t>(j - pop_size + count)] = j;
    }
  }
  if (shuffle) shuffle_int(rng, idx, count, 1);
  return idx;
}

/// Generator.choice(a, size=None, replace=True, p=None, axis=0, shuffle=True): replace=True draws
/// integers (or, with p, searches random() in the normalised cumulative sum); replace=False
/// without p takes distinct_indices. replace=False with p raises NotImplementedError.
Ref choice(BitSource& rng, CallArgs& a) {
  const Ref a_ref = np_require(a, 0, "a", "choice");
  const Ref size_ref = arg(a, 1, "size"), replace_ref = arg(a, 2, "replace"), p_ref = arg(a, 3, "p");
  const bool replace = !replace_ref || py::truthy(replace_ref);
  if (!replace && present(p_ref)) np::not_supported("Generator.choice with replace=False and p");
  if (present(arg(a, 4, "axis")) && py::as_int(arg(a, 4, "axis").get()) != 0) np::not_supported("Generator.choice with axis=");
  const Tensor pool = np::asarray(a_ref);
  int64_t pop_size;
  if (pool.rank() == 0) {
    if (!tensor::is_integer(pool.dtype())) py::raise_value_error("a must be a sequence or an integer, not <class 'float'>");
    pop_size = pool.as_int64(0);
    if (pop_size <= 0) py::raise_value_error("a must be a positive integer unless no samples are taken");
  } else {
    pop_size = pool.shape()[0];
    if (pop_size == 0) py::raise_value_error("a cannot be empty unless no samples are taken");
  }
  const std::optional<tensor::Shape> shape = size_of(size_ref);
  const int64_t count = shape ? tensor::num_elements_of(*shape) : 1;
  std::vector<int64_t> idx;
  if (present(p_ref)) {
    const Tensor p = np::asarray(p_ref, DType::Float64);
    if (p.rank() != 1) py::raise_value_error("p must be 1-dimensional");
    if (p.num_elements() != pop_size) py::raise_value_error("a and p must have same size");
    const double* pv = p.data<double>();
    double sum = 0, comp = 0;  // kahan_sum
    for (int64_t i = 0; i < pop_size; ++i) {
      const double y = pv[i] - comp, t = sum + y;
      comp = (t - sum) - y;
      sum = t;
    }
    // _generator.pyx's checks and wording (the legacy RandomState's differ).
    if (std::isnan(sum)) py::raise_value_error("Probabilities contain NaN");
    for (int64_t i = 0; i < pop_size; ++i)
      if (pv[i] < 0) py::raise_value_error("Probabilities are not non-negative");
    const double atol = choice_probability_atol(p_ref.get());
    if (std::fabs(sum - 1.0) > atol)
      py::raise_value_error("Probabilities do not sum to 1. See Notes section of docstring for more information.");
    std::vector<double> cdf(static_cast<size_t>(pop_size));
    double run = 0;
    for (int64_t i = 0; i < pop_size; ++i) cdf[static_cast<size_t>(i)] = run += pv[i];
    for (double& c : cdf) c /= cdf.back();
    for (int64_t k = 0; k < count; ++k) {
      const double u = rng.next_double();
      idx.push_back(std::upper_bound(cdf.begin(), cdf.end(), u) - cdf.begin());
    }
  } else if (!replace) {
    if (count > pop_size) py::raise_value_error("Cannot take a larger sample than population when replace is False");
    const Ref shuffle_ref = arg(a, 5, "shuffle");
    idx = distinct_indices(rng, pop_size, count, !shuffle_ref || py::truthy(shuffle_ref));
  } else {
    for (int64_t k = 0; k < count; ++k) idx.push_back(static_cast<int64_t>(rng.bounded(static_cast<uint64_t>(pop_size - 1))));
  }
  const Tensor picks = Tensor::from_vector<int64_t>(DType::Int64, shape ? *shape : tensor::Shape{}, idx);
  // Without size, the p= and replace=False paths build an index array and take idx.item(0): a
  // Python int; plain integers() gives an np.int64.
  if (pool.rank() == 0 && !shape && (present(p_ref) || !replace)) return py::Int(idx[0]);
  if (pool.rank() == 0) return shape ? make_ndarray(picks) : make_numpy(picks);
  const Tensor values = tensor::gather(pool, picks, 0);
  return shape ? make_ndarray(values) : make_numpy(values);
}

// distributions.c's ziggurat samplers.
const ziggurat::Tables& checked_tables(bool ok_flag_of(const ziggurat::Tables&), const char* what) {
  const ziggurat::Tables& t = ziggurat::tables();
  if (!ok_flag_of(t)) np::not_supported(std::string(what) + " here: its ziggurat tables did not come out bit-identical to NumPy's");
  return t;
}

/// random_standard_normal: 8 bits of layer, a sign bit and a 52-bit magnitude per draw.
double standard_normal(BitSource& g, const ziggurat::Tables& t) {
  for (;;) {
    uint64_t r = g.next64();
    const int idx = static_cast<int>(r & 0xff);
    r >>= 8;
    const bool negative = r & 1u;
    const uint64_t rabs = (r >> 1) & 0x000fffffffffffffull;
    double x = static_cast<double>(rabs) * t.wi[idx];
    if (negative) x = -x;
    if (rabs < t.ki[idx]) return x;
    if (idx == 0) {
      for (;;) {  // the tail beyond r
        const double xx = -ziggurat::kNormalInvR * std::log1p(-g.next_double());
        const double yy = -std::log1p(-g.next_double());
        if (yy + yy > xx * xx) return ((rabs >> 8) & 1u) ? -(ziggurat::kNormalR + xx) : ziggurat::kNormalR + xx;
      }
    }
    if ((t.fi[idx - 1] - t.fi[idx]) * g.next_double() + t.fi[idx] < std::exp(-0.5 * x * x)) return x;
  }
}

/// random_standard_normal_f: the same over one 32-bit draw with a 23-bit magnitude.
float standard_normal_f(BitSource& g, const ziggurat::Tables& t) {
  for (;;) {
    const uint32_t r = g.next32();
    const int idx = static_cast<int>(r & 0xff);
    const bool negative = (r >> 8) & 1u;
    const uint32_t rabs = (r >> 9) & 0x007fffffu;
    float x = static_cast<float>(rabs) * t.wi_f[idx];
    if (negative) x = -x;
    if (rabs < t.ki_f[idx]) return x;
    if (idx == 0) {
      for (;;) {
        const float xx = -ziggurat::kNormalInvRf * std::log1p(-g.next_float());
        const float yy = -std::log1p(-g.next_float());
        if (yy + yy > xx * xx) return ((rabs >> 8) & 1u) ? -(ziggurat::kNormalRf + xx) : ziggurat::kNormalRf + xx;
      }
    }
    const float bound = (t.fi_f[idx - 1] - t.fi_f[idx]) * g.next_float() + t.fi_f[idx];
    if (bound < std::exp(-0.5 * static_cast<double>(x) * static_cast<double>(x))) return x;
  }
}

/// random_standard_exponential: 8 bits of layer and a 53-bit magnitude per draw.
double standard_exponential(BitSource& g, const ziggurat::Tables& t) {
  for (;;) {
    uint64_t ri = g.next64() >> 3;
    const int idx = static_cast<int>(ri & 0xff);
    ri >>= 8;
    const double x = static_cast<double>(ri) * t.we[idx];
    if (ri < t.ke[idx]) return x;
    if (idx == 0) return ziggurat::kExpR - std::log1p(-g.next_double());
    if ((t.fe[idx - 1] - t.fe[idx]) * g.next_double() + t.fe[idx] < std::exp(-x)) return x;
  }
}

/// random_standard_exponential_f.
float standard_exponential_f(BitSource& g, const ziggurat::Tables& t) {
  for (;;) {
    uint32_t ri = g.next32() >> 1;
    const int idx = static_cast<int>(ri & 0xff);
    ri >>= 8;
    const float x = static_cast<float>(ri) * t.we_f[idx];
    if (ri < t.ke_f[idx]) return x;
    if (idx == 0) return ziggurat::kExpRf - std::log1p(-g.next_float());
    const float bound = (t.fe_f[idx - 1] - t.fe_f[idx]) * g.next_float() + t.fe_f[idx];
    if (bound < std::exp(-x)) return x;
  }
}

/// double_fill / float_fill (_common.pyx): no size and no out give a Python float; out (float64
/// or float32 to match dtype, shaped like size) is filled in place; else a new array of size.
Ref fill(const Ref& size_ref, const Ref& dtype_ref, const Ref& out_ref, const char* method,
         const std::function<double()>& next_double, const std::function<float()>& next_float) {
  DType dtype = DType::Float64;
  if (present(dtype_ref)) {
    const std::optional<DType> d = numpy_dtype_of(dtype_ref);
    if (!d) py::raise_type_error("data type " + py::repr(dtype_ref) + " not understood");
    if (*d != DType::Float64 && *d != DType::Float32)
      py::raise_type_error("Unsupported dtype " + py::repr(numpy_dtype_object(*d)) + " for " + method);
    dtype = *d;
  }
  const std::optional<tensor::Shape> size = size_of(size_ref);
  NumpyArrayObject* out = nullptr;
  if (present(out_ref)) {
    out = as_numpy_array(out_ref.get());
    if (!out || out->is_scalar) np::not_supported(std::string("Generator.") + method + " with an out= that is not an ndarray");
    if (out->dtype() != dtype)
      py::raise_type_error("Supplied output array has the wrong type. Expected " + py::str(numpy_dtype_object(dtype)) +
                           ", got " + py::str(numpy_dtype_object(out->dtype())));
    if (size && !(*size == out->shape())) py::raise_value_error("size must match out.shape when used together");
  } else if (!size) {
    return py::Float(dtype == DType::Float32 ? static_cast<double>(next_float()) : next_double());
  }
  const tensor::Shape shape = out ? out->shape() : *size;
  Tensor values = Tensor::zeros(dtype, shape);
  const int64_t n = values.num_elements();
  if (dtype == DType::Float32)
    for (int64_t i = 0; i < n; ++i) values.mutable_data<float>()[i] = next_float();
  else
    for (int64_t i = 0; i < n; ++i) values.mutable_data<double>()[i] = next_double();
  if (!out) return make_ndarray(values);
  np::write_all(*out, values);
  return out_ref;
}

/// cont (_common.pyx) for float parameters: all scalars give a Python float without size, an
/// array of size with it; else the parameters broadcast (to size when given) and each element
/// draws with its own. Non-negative constraints reject a sign bit (so -0.0 too), not NaN.
Ref cont(const std::vector<Ref>& params, const std::vector<const char*>& non_negative, const Ref& size_ref,
         const std::function<double(const double*)>& draw) {
  std::vector<Tensor> values;
  bool all_scalar = true;
  for (const Ref& p : params) {
    values.push_back(np::asarray(p, DType::Float64));
    all_scalar = all_scalar && values.back().rank() == 0;
  }
  for (size_t k = 0; k < values.size(); ++k) {
    if (!non_negative[k]) continue;
    for (int64_t i = 0; i < values[k].num_elements(); ++i) {
      const double v = values[k].data<double>()[i];
      if (!std::isnan(v) && std::signbit(v)) py::raise_value_error(std::string(non_negative[k]) + " < 0");
    }
  }
  const std::optional<tensor::Shape> size = size_of(size_ref);
  std::vector<double> args(values.size());
  if (all_scalar) {
    for (size_t k = 0; k < values.size(); ++k) args[k] = values[k].as_double(0);
    if (!size) return py::Float(draw(args.data()));
    Tensor out = Tensor::zeros(DType::Float64, *size);
    for (int64_t i = 0; i < out.num_elements(); ++i) out.mutable_data<double>()[i] = draw(args.data());
    return make_ndarray(out);
  }
  tensor::Shape shape;
  if (size) {
    shape = *size;
  } else {
    shape = values[0].shape();
    for (size_t k = 1; k < values.size(); ++k) shape = tensor::plan_broadcast(shape, values[k].shape()).out_shape;
  }
  for (Tensor& v : values) v = tensor::broadcast_to(v, shape);
  Tensor out = Tensor::zeros(DType::Float64, shape);
  for (int64_t i = 0; i < out.num_elements(); ++i) {
    for (size_t k = 0; k < values.size(); ++k) args[k] = values[k].data<double>()[i];
    out.mutable_data<double>()[i] = draw(args.data());
  }
  return make_ndarray(out);
}

bool normal_ok(const ziggurat::Tables& t) { return t.normal_ok; }
bool normal_f_ok(const ziggurat::Tables& t) { return t.normal_f_ok; }
bool exp_ok(const ziggurat::Tables& t) { return t.exp_ok; }
bool exp_f_ok(const ziggurat::Tables& t) { return t.exp_f_ok; }

py::TypeObject* generator_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("Generator", nullptr, "numpy.random._generator");
    type->construct = +[](py::TypeObject* cls, CallArgs& a) -> Ref {
      Ref bg = np_require(a, 0, "bit_generator", "Generator");
      auto* bits = dynamic_cast<BitGeneratorObject*>(bg.get());
      if (!bits) np::not_supported("np.random.Generator over bit generators other than PCG64 and MT19937");
      auto obj = py::make_object<GeneratorObject>(cls);
      obj->rng = bits->rng;
      obj->name = bits->name;
      obj->bit_generator = bg;
      return obj;
    };
    // __str__ is Generator(PCG64); __repr__ adds " at 0x..." with id() in uppercase hex.
    auto text = [](CallArgs& a) -> std::string { return "Generator(" + static_cast<GeneratorObject*>(a.args.at(0).get())->name + ")"; };
    py::add_method(type, "__str__", [text](CallArgs& a) -> Ref { return py::Str(text(a)); });
    py::add_method(type, "__repr__", [text](CallArgs& a) -> Ref {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%llX", static_cast<unsigned long long>(py::object_id(a.args.at(0).get())));
      return py::Str(text(a) + " at 0x" + buf);
    });
    py::add_method(type, "random", +[](CallArgs& a) -> Ref {
      CallArgs r = rest_of(a);
      if (Ref dt = arg(r, 1, "dtype"); present(dt) && numpy_dtype_of(dt) != DType::Float64)
        np::not_supported("Generator.random with dtype=float32");
      BitSource& rng = self_rng(a);
      return floats(size_of(arg(r, 0, "size")), [&] { return rng.next_double(); });
    });
    py::add_method(type, "uniform", +[](CallArgs& a) -> Ref {
      CallArgs r = rest_of(a);
      Ref lo = arg(r, 0, "low"), hi = arg(r, 1, "high");
      const Tensor low_t = np::asarray(present(lo) ? lo : py::Float(0.0), DType::Float64);
      const Tensor high_t = np::asarray(present(hi) ? hi : py::Float(1.0), DType::Float64);
      if (low_t.rank() > 0 || high_t.rank() > 0) {
        // Array bounds (_generator.pyx uniform, then cont): low and high - low broadcast with
        // each other (and to size), one draw per element in C order.
        Tensor range_t = np::binary_values(np::Ufunc::Subtract, np::Operand{high_t}, np::Operand{low_t});
        for (int64_t i = 0; i < range_t.num_elements(); ++i)
          if (!std::isfinite(range_t.data<double>()[i])) py::raise(py::E().OverflowError, "Range exceeds valid bounds");
        const std::optional<tensor::Shape> size = size_of(arg(r, 2, "size"));
        const tensor::Shape shape = size ? *size : tensor::plan_broadcast(low_t.shape(), high_t.shape()).out_shape;
        const Tensor lows = tensor::broadcast_to(low_t, shape), ranges = tensor::broadcast_to(range_t, shape);
        BitSource& rng = self_rng(a);
        Tensor out = Tensor::zeros(DType::Float64, shape);
        for (int64_t i = 0; i < out.num_elements(); ++i)
          out.mutable_data<double>()[i] = lows.data<double>()[i] + ranges.data<double>()[i] * rng.next_double();
        return make_ndarray(out);
      }
      const double low = low_t.as_double(0), high = high_t.as_double(0);
      const double range = high - low;
      if (!std::isfinite(range)) py::raise(py::E().OverflowError, "Range exceeds valid bounds");
      BitSource& rng = self_rng(a);
      return floats(size_of(arg(r, 2, "size")), [&] { return low + range * rng.next_double(); });
    });
    py::add_method(type, "integers", +[](CallArgs& a) -> Ref {
      CallArgs r = rest_of(a);
      return integers(self_rng(a), r);
    });
    py::add_method(type, "shuffle", +[](CallArgs& a) -> Ref {
      CallArgs r = rest_of(a);
      if (present(arg(r, 1, "axis")) && py::as_int(arg(r, 1, "axis").get()) != 0) np::not_supported("Generator.shuffle with axis=");
      shuffle_in_place(self_rng(a), np_require(r, 0, "x", "shuffle"));
      return py::None();
    });
    py::add_method(type, "permutation", keep_text_dtype([](CallArgs& a) -> Ref {
      CallArgs r = rest_of(a);
      if (present(arg(r, 1, "axis")) && py::as_int(arg(r, 1, "axis").get()) != 0) np::not_supported("Generator.permutation with axis=");
      return permutation(self_rng(a), np_require(r, 0, "x", "permutation"));
    }));
    py::add_method(type, "choice", with_text_list_argument([](CallArgs& a) -> Ref {
      CallArgs r = rest_of(a);
      return choice(self_rng(a), r);
    }, 1));
    py::add_property(type, "bit_generator", +[](const Ref& self) { return static_cast<GeneratorObject*>(self.get())->bit_generator; });
    // standard_normal(size=None, dtype=np.float64, out=None)
    py::add_method(type, "standard_normal", +[](CallArgs& a) -> Ref {
      CallArgs r = rest_of(a);
      BitSource& g = self_rng(a);
      const Ref dtype = arg(r, 1, "dtype");
      const bool f32 = present(dtype) && numpy_dtype_of(dtype) == DType::Float32;
      const ziggurat::Tables& t = checked_tables(f32 ? normal_f_ok : normal_ok, "Generator.standard_normal");
      return fill(arg(r, 0, "size"), dtype, arg(r, 2, "out"), "standard_normal",
                  [&] { return standard_normal(g, t); }, [&] { return standard_normal_f(g, t); });
    });
    // normal(loc=0.0, scale=1.0, size=None): loc + scale * standard_normal.
    py::add_method(type, "normal", +[](CallArgs& a) -> Ref {
      CallArgs r = rest_of(a);
      BitSource& g = self_rng(a);
      const ziggurat::Tables& t = checked_tables(normal_ok, "Generator.normal");
      Ref loc = arg(r, 0, "loc"), scale = arg(r, 1, "scale");
      return cont({present(loc) ? loc : py::Float(0.0), present(scale) ? scale : py::Float(1.0)}, {nullptr, "scale"},
                  arg(r, 2, "size"), [&](const double* p) { return p[0] + p[1] * standard_normal(g, t); });
    });
    // standard_exponential(size=None, dtype=np.float64, method='zig', out=None); any method
    // other than 'zig' is the inverse CDF, -log1p(-U).
    py::add_method(type, "standard_exponential", +[](CallArgs& a) -> Ref {
      CallArgs r = rest_of(a);
      BitSource& g = self_rng(a);
      const Ref dtype = arg(r, 1, "dtype"), method = arg(r, 2, "method");
      const bool f32 = present(dtype) && numpy_dtype_of(dtype) == DType::Float32;
      const bool zig = !present(method) || (py::is_str(method.get()) && py::as_str(method.get()) == "zig");
      if (!zig)
        return fill(arg(r, 0, "size"), dtype, arg(r, 3, "out"), "standard_exponential",
                    [&] { return -std::log1p(-g.next_double()); },
                    [&] { return static_cast<float>(-std::log1p(static_cast<double>(-g.next_float()))); });
      const ziggurat::Tables& t = checked_tables(f32 ? exp_f_ok : exp_ok, "Generator.standard_exponential");
      return fill(arg(r, 0, "size"), dtype, arg(r, 3, "out"), "standard_exponential",
                  [&] { return standard_exponential(g, t); }, [&] { return standard_exponential_f(g, t); });
    });
    // exponential(scale=1.0, size=None): scale * standard_exponential.
    py::add_method(type, "exponential", +[](CallArgs& a) -> Ref {
      CallArgs r = rest_of(a);
      BitSource& g = self_rng(a);
      const ziggurat::Tables& t = checked_tables(exp_ok, "Generator.exponential");
      Ref scale = arg(r, 0, "scale");
      return cont({present(scale) ? scale : py::Float(1.0)}, {"scale"}, arg(r, 1, "size"),
                  [&](const double* p) { return p[0] * standard_exponential(g, t); });
    });
    for (const char* name : {"poisson", "binomial", "gamma",
                             "beta", "lognormal", "multivariate_normal", "standard_gamma", "laplace", "logistic", "dirichlet",
                             "multinomial", "geometric", "spawn", "bytes", "permuted"}) {
      const std::string method = name;
      py::add_method(type, name, [method](CallArgs&) -> Ref {
        py::raise(py::E().NotImplementedError,
                  "tfplay's numpy does not support Generator." + method +
                      " yet; Generator.random, integers, uniform, normal, standard_normal, exponential, standard_exponential, "
                      "choice, permutation and shuffle are emulated");
      });
    }
    return type;
  }();
  return t;
}

}  // namespace

void add_numpy_generator(const Ref& random_mod) {
  random_mod->dict->set("PCG64", pcg64_type()->self());
  random_mod->dict->set("MT19937", mt19937_type()->self());
  random_mod->dict->set("Generator", generator_type()->self());
  // np.random.default_rng(seed=None): a Generator over PCG64(seed); a Generator passes through.
  np_def(random_mod, "default_rng", +[](CallArgs& a) -> Ref {
    Ref seed = arg(a, 0, "seed");
    if (seed && seed->cls == generator_type()) return seed;
    Ref bits = seed && dynamic_cast<BitGeneratorObject*>(seed.get()) ? seed : py::call(pcg64_type()->self(), {seed ? seed : py::None()});
    return py::call(generator_type()->self(), {bits});
  });
}

}  // namespace tfplay::tf
