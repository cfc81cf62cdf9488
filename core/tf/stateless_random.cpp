// The stateless random API, following TF 2.20's Python wrappers for their ops, node names and
// error texts (see stateless_random.h). Every sampler scrambles its seed with
// StatelessRandomGetKeyCounter (random_ops_util.get_key_counter_alg with the default
// alg="auto_select") and draws with a V2 op from the key and counter that gives.
#include "core/tf/stateless_random.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/array_api.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/enum_type.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_scope.h"
#include "core/tf/tensor_ops.h"

namespace tfplay::tf {

using function::TensorObject;
using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

// random_ops_util.Algorithm values (framework/rng_alg.h).
constexpr int64_t kPhilox = 1;
constexpr int64_t kThreeFry = 2;
constexpr int64_t kAutoSelect = 3;

// tf.random.Algorithm (random_ops_util.py): PHILOX = 1, THREEFRY = 2, AUTO_SELECT = 3.
py::TypeObject* algorithm_type() {
  static py::TypeObject* t = make_enum_type(
      "Algorithm", "tensorflow.python.ops.random_ops_util",
      {{"PHILOX", py::Int(kPhilox)}, {"THREEFRY", py::Int(kThreeFry)}, {"AUTO_SELECT", py::Int(kAutoSelect)}});
  return t;
}

// random_ops_util.unsupported_alg_error_msg: the words follow the type the value came in.
std::string unsupported_alg(const Ref& alg) {
  const bool text = py::is_str(alg.get());
  return "Argument `alg` got unsupported value " + py::str(alg) + ". Supported values are " +
         (text ? "philox" : "1") + " for the Philox algorithm, " + (text ? "threefry" : "2") +
         " for the ThreeFry algorithm, and " + (text ? "auto_select" : "3") + " for auto-selection.";
}

// random_ops_util.convert_alg_to_int: an int as it is, a name ("philox", "Auto-Select", ...)
// canonicalised; None is AUTO_SELECT.
int64_t alg_to_int(const Ref& alg) {
  if (!present(alg)) return kAutoSelect;
  if (EnumMember* m = as_enum_member(alg.get(), algorithm_type())) return py::as_int(m->value.get());
  if (py::is_int(alg.get())) return py::as_int(alg.get());
  if (py::is_str(alg.get())) {
    std::string canon;
    for (char ch : py::as_str(alg.get())) {
      if (ch == '-' || ch == '_' || std::isspace(static_cast<unsigned char>(ch))) continue;
      canon += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    }
    if (canon == "philox") return kPhilox;
    if (canon == "threefry") return kThreeFry;
    if (canon == "autoselect") return kAutoSelect;
    py::raise_value_error(unsupported_alg(alg));
  }
  if (tensor_of(alg)) py::raise(py::E().NotImplementedError, "tfplay's stateless random ops take `alg` as a Python value, not a tensor");
  py::raise_type_error("Can't convert argument `alg` (of value " + py::str(alg) + " and type " + "<class '" + py::type_name(alg.get()) + "'>" +
                       ") to int.");
}

struct KeyCounter {
  Ref key;
  Ref counter;
  int64_t alg;
};

// random_ops_util.get_key_counter_alg. AUTO_SELECT is StatelessRandomGetKeyCounter (Philox on
// CPU); an explicit Philox builds the same key and counter from uint32/uint64 ops tfplay lacks.
KeyCounter get_key_counter_alg(const Ref& seed, const Ref& alg_arg, const char* fn) {
  const int64_t alg = alg_to_int(alg_arg);
  if (alg == kPhilox || alg == kThreeFry) {
    py::raise(py::E().NotImplementedError, std::string("tf.random.") + fn + " with alg='" + (alg == kPhilox ? "philox" : "threefry") +
                                               "' is not supported by tfplay yet (the default alg='auto_select' is Philox on CPU)");
  }
  if (alg != kAutoSelect) py::raise_value_error(unsupported_alg(alg_arg));
  std::vector<Ref> kc = apply_op("StatelessRandomGetKeyCounter", {seed});
  return {kc.at(0), kc.at(1), alg};
}

// The V2 sampler `op` over `shape` (already a tensor).
Ref sample_v2(const std::string& op, const Ref& shape, const KeyCounter& kc, std::vector<Ref> extra, graph::AttrMap attrs,
              const OpScope* named) {
  std::vector<Ref> inputs = {shape, kc.key, kc.counter, py::Int(kc.alg)};
  inputs.insert(inputs.end(), extra.begin(), extra.end());
  if (named) return apply_op1(op, inputs, std::move(attrs), *named);
  return apply_op1(op, inputs, std::move(attrs), nullptr);
}

// `rnd * scale + shift` named after the wrapper's scope (math_ops.add(..., name=name)).
Ref scale_shift(const Ref& rnd, const Ref& scale, const Ref& shift, const OpScope& s) {
  return math_add(py::binary_op(py::ast::BinOpKind::Mult, rnd, scale), shift, scope_name(s));
}

// The accepted dtypes of stateless_random_uniform, as the tuple prints in its error.
const char* kUniformDTypes = "(tf.float16, tf.bfloat16, tf.float32, tf.float64, tf.int32, tf.int64, tf.uint32, tf.uint64)";

// stateless_random_ops.stateless_random_uniform.
Ref stateless_uniform(CallArgs& a) {
  const char* fn = "stateless_random_uniform";
  Ref shape = require(a, 0, "shape", fn);
  Ref seed = require(a, 1, "seed", fn);
  Ref minval = arg(a, 2, "minval");
  if (!minval) minval = py::Int(0);
  Ref maxval = arg(a, 3, "maxval");
  const DType dtype = dtype_arg(arg(a, 4, "dtype")).value_or(DType::Float32);
  Ref name = arg(a, 5, "name");
  Ref alg = arg(a, 6, "alg");
  if (!tensor::is_floating(dtype) && dtype != DType::Int32 && dtype != DType::Int64) {
    py::raise_value_error("Argument `dtype` got invalid value " + tensor::str(dtype) + ". Accepted dtypes are " + kUniformDTypes + ".");
  }
  const bool integer = tensor::is_integer(dtype);
  if (integer && present(minval) != present(maxval)) {
    py::raise_value_error("For integer `dtype` argument " + tensor::str(dtype) +
                          ", argument `minval` and `maxval` must be both None or not None. Got `minval`=" + py::str(minval) +
                          " and `maxval`=" + py::str(present(maxval) ? maxval : py::None()) + ".");
  }
  if (!integer && !present(maxval)) maxval = py::Int(1);
  OpScope s(name, "stateless_random_uniform");
  Ref shape_t = shape_tensor(shape);
  if (integer && !present(minval)) {
    const KeyCounter kc = get_key_counter_alg(seed, alg, "stateless_uniform");
    return sample_v2("StatelessRandomUniformFullIntV2", shape_t, kc, {}, {{"dtype", dtype}}, &s);
  }
  Ref min_t = convert_to_tensor(minval, dtype, "min");
  Ref max_t = convert_to_tensor(maxval, dtype, "max");
  const KeyCounter kc = get_key_counter_alg(seed, alg, "stateless_uniform");
  if (integer) return sample_v2("StatelessRandomUniformIntV2", shape_t, kc, {min_t, max_t}, {}, &s);
  Ref rnd = sample_v2("StatelessRandomUniformV2", shape_t, kc, {}, {{"dtype", dtype}}, nullptr);
  return scale_shift(rnd, py::binary_op(py::ast::BinOpKind::Sub, max_t, min_t), min_t, s);
}

// stateless_random_normal and stateless_truncated_normal: `rnd * stddev + mean`.
py::NativeFn stateless_normal(const char* fn, const char* public_name, const char* op) {
  return [fn, public_name, op](CallArgs& a) -> Ref {
    Ref shape = require(a, 0, "shape", fn);
    Ref seed = require(a, 1, "seed", fn);
    Ref mean = arg(a, 2, "mean");
    Ref stddev = arg(a, 3, "stddev");
    const DType dtype = dtype_arg(arg(a, 4, "dtype")).value_or(DType::Float32);
    OpScope s(arg(a, 5, "name"), fn);
    Ref shape_t = shape_tensor(shape);
    Ref mean_t = convert_to_tensor(mean ? mean : py::Float(0.0), dtype, "mean");
    Ref std_t = convert_to_tensor(stddev ? stddev : py::Float(1.0), dtype, "stddev");
    const KeyCounter kc = get_key_counter_alg(seed, arg(a, 6, "alg"), public_name);
    Ref rnd = sample_v2(op, shape_t, kc, {}, {{"dtype", dtype}}, nullptr);
    return scale_shift(rnd, std_t, mean_t, s);
  };
}

// stateless_random_ops.stateless_random_gamma: alpha (and beta, default 1) in `dtype`, alpha
// broadcast against beta, StatelessRandomGammaV3 from the scrambled seed, then
// maximum(finfo(dtype).tiny, rnd / beta).
Ref stateless_gamma(CallArgs& a) {
  const char* fn = "stateless_random_gamma";
  Ref shape = require(a, 0, "shape", fn);
  Ref seed = require(a, 1, "seed", fn);
  Ref alpha_in = require(a, 2, "alpha", fn);
  Ref beta_in = arg(a, 3, "beta");
  const DType dtype = dtype_arg(arg(a, 4, "dtype")).value_or(DType::Float32);
  OpScope s(arg(a, 5, "name"), fn);
  Ref shape_t = shape_tensor(shape);
  Ref alpha = convert_to_tensor(alpha_in, dtype, "alpha");
  Ref beta = convert_to_tensor(present(beta_in) ? beta_in : py::Int(1), dtype, "beta");
  Ref alpha_shape = apply_op1("Shape", {alpha}, {{"out_type", DType::Int32}});
  Ref beta_shape = apply_op1("Shape", {beta}, {{"out_type", DType::Int32}});
  Ref broadcast_shape = apply_op1("BroadcastArgs", {alpha_shape, beta_shape});
  Ref alpha_broadcast = apply_op1("BroadcastTo", {alpha, broadcast_shape});
  const KeyCounter kc = get_key_counter_alg(seed, py::None(), "stateless_gamma");
  Ref rnd = apply_op1("StatelessRandomGammaV3", {shape_t, kc.key, kc.counter, py::Int(kc.alg), alpha_broadcast});
  // np.finfo(dtype).tiny: the smallest positive normal number.
  const double tiny = dtype == DType::Float64 ? 2.2250738585072014e-308
                      : dtype == DType::Float16 ? 6.103515625e-05
                                                : 1.1754943508222875e-38;
  Ref quotient = py::binary_op(py::ast::BinOpKind::Div, rnd, beta);
  return apply_op1("Maximum", {convert_to_tensor(py::Float(tiny), dtype), quotient});
}

// stateless_random_ops.stateless_random_poisson: StatelessRandomPoisson on the seed as given
// (int32 by default).
Ref stateless_poisson(CallArgs& a) {
  const char* fn = "stateless_random_poisson";
  Ref shape = require(a, 0, "shape", fn);
  Ref seed = require(a, 1, "seed", fn);
  Ref lam = require(a, 2, "lam", fn);
  const DType dtype = dtype_arg(arg(a, 3, "dtype")).value_or(DType::Int32);
  OpScope s(arg(a, 4, "name"), fn);
  return apply_op1("StatelessRandomPoisson", {shape_tensor(shape), seed, lam}, {{"dtype", dtype}});
}

// stateless_random_ops.stateless_random_binomial: probs converted with a float32 hint, counts
// with probs' dtype as hint, then StatelessRandomBinomial(shape, seed, counts, probs) as
// `output_dtype` (int32 by default).
Ref stateless_binomial(CallArgs& a) {
  const char* fn = "stateless_random_binomial";
  Ref shape = require(a, 0, "shape", fn);
  Ref seed = require(a, 1, "seed", fn);
  Ref counts_in = require(a, 2, "counts", fn);
  Ref probs_in = require(a, 3, "probs", fn);
  const DType dtype = dtype_arg(arg(a, 4, "output_dtype")).value_or(DType::Int32);
  OpScope s(arg(a, 5, "name"), fn);
  Ref shape_t = shape_tensor(shape);
  Ref probs = convert_with_hint(probs_in, DType::Float32, "probs");
  Ref counts = convert_with_hint(counts_in, dtype_of(probs), "counts");
  return apply_op1("StatelessRandomBinomial", {shape_t, seed, counts, probs}, {{"dtype", dtype}});
}

// stateless_random_ops.split: `num` new seeds as full-range ints of the seed's dtype.
Ref split(CallArgs& a) {
  Ref seed = to_tensor(require(a, 0, "seed", "split"));
  Ref num = arg(a, 1, "num");
  CallArgs call;
  call.args = {py::List({present(num) ? num : py::Int(2), py::Int(2)}), seed};
  call.kwargs = {{"dtype", function::dtype_object(dtype_of(seed))}, {"minval", py::None()}, {"maxval", py::None()}};
  if (Ref alg = arg(a, 2, "alg")) call.kwargs.emplace_back("alg", alg);
  return stateless_uniform(call);
}

// stateless_random_ops.fold_in: [a full-range int drawn from `seed`, data], of data's dtype.
Ref fold_in(CallArgs& a) {
  Ref seed = require(a, 0, "seed", "fold_in");
  Ref data = to_tensor(require(a, 1, "data", "fold_in"));
  CallArgs call;
  call.args = {py::List({}), seed};
  call.kwargs = {{"dtype", function::dtype_object(dtype_of(data))}, {"minval", py::None()}, {"maxval", py::None()}};
  if (Ref alg = arg(a, 2, "alg")) call.kwargs.emplace_back("alg", alg);
  Ref seed1 = stateless_uniform(call);
  return apply_op1("Pack", {py::List({seed1, data})}, {{"axis", int64_t{0}}}, py::Str("stack"));
}

// stateless_random_ops.stateless_categorical (stateless_multinomial_categorical_impl).
Ref stateless_categorical(CallArgs& a) {
  const char* fn = "stateless_categorical";
  Ref logits_in = require(a, 0, "logits", fn);
  Ref num_samples = require(a, 1, "num_samples", fn);
  Ref seed = require(a, 2, "seed", fn);
  Ref dtype_ref = arg(a, 3, "dtype");
  OpScope s(arg(a, 4, "name"), fn);
  Ref logits = convert_to_tensor(logits_in, std::nullopt, "logits");
  const DType dtype = present(dtype_ref) && py::truthy(dtype_ref) ? required_dtype_arg(dtype_ref) : DType::Int64;
  if (dtype != DType::Int32 && dtype != DType::Int64) {
    py::raise_value_error("Argument `dtype` got invalid value " + tensor::str(dtype) + ". Accepted dtypes are (tf.int32, tf.int64).");
  }
  return apply_op1("StatelessMultinomial", {logits, num_samples, seed}, {{"output_dtype", dtype}});
}

// stateless_random_ops.index_shuffle: the seed gets 498247692 in front (PadV2), then
// RandomIndexShuffle with 4 rounds.
Ref index_shuffle(CallArgs& a) {
  Ref index = require(a, 0, "index", "index_shuffle");
  Ref seed = to_tensor(require(a, 1, "seed", "index_shuffle"));
  Ref max_index = require(a, 2, "max_index", "index_shuffle");
  const TensorObject* st = tensor_of(seed);
  std::vector<Ref> paddings = {py::List({py::Int(1), py::Int(0)})};
  if (st->shape.has_rank())
    for (int i = 1; i < *st->shape.rank(); ++i) paddings.push_back(py::List({py::Int(0), py::Int(0)}));
  Ref padded = apply_op1("PadV2", {seed, py::List(paddings), py::Int(498247692)});
  return apply_op1("RandomIndexShuffle", {index, padded, max_index}, {{"rounds", int64_t{4}}});
}

[[noreturn]] void not_supported(const std::string& what) {
  py::raise(py::E().NotImplementedError, what + " is not supported by tfplay yet");
}

}  // namespace

void install_stateless_random(const Ref& tf) {
  Ref random = submodule_of(tf, "random");
  Ref experimental = submodule_of(random, "experimental");
  // @tf_export("random.Algorithm", "random.experimental.Algorithm") (random_ops_util.py).
  random->dict->set("Algorithm", algorithm_type()->self());
  experimental->dict->set("Algorithm", algorithm_type()->self());

  def(random, "stateless_uniform", stateless_uniform);
  def(random, "stateless_normal", stateless_normal("stateless_random_normal", "stateless_normal", "StatelessRandomNormalV2"));
  def(random, "stateless_truncated_normal",
      stateless_normal("stateless_truncated_normal", "stateless_truncated_normal", "StatelessTruncatedNormalV2"));
  def(random, "stateless_categorical", stateless_categorical);
  for (const Ref& m : {random, experimental}) {
    const bool exp = m == experimental;
    def(m, exp ? "stateless_split" : "split", split);
    def(m, exp ? "stateless_fold_in" : "fold_in", fold_in);
  }
  def(experimental, "index_shuffle", index_shuffle);
  // random_index_shuffle(index, seed, max_index, rounds=4, name=None): the generated wrapper of
  // RandomIndexShuffle (gen_random_index_shuffle_ops), exported as is; the seed has 3 values.
  def(tf, "random_index_shuffle", +[](CallArgs& a) -> Ref {
    Ref index = require(a, 0, "index", "random_index_shuffle");
    Ref seed = require(a, 1, "seed", "random_index_shuffle");
    Ref max_index = require(a, 2, "max_index", "random_index_shuffle");
    Ref rounds = arg(a, 3, "rounds");
    return apply_op1("RandomIndexShuffle", {index, seed, max_index},
                     {{"rounds", present(rounds) ? py::as_int(rounds.get()) : int64_t{4}}}, arg(a, 4, "name"));
  });
  def(random, "stateless_gamma", stateless_gamma);
  def(random, "stateless_poisson", stateless_poisson);
  def(random, "stateless_binomial", stateless_binomial);
  def(random, "stateless_parameterized_truncated_normal",
      +[](CallArgs&) -> Ref { not_supported("tf.random.stateless_parameterized_truncated_normal"); });
  def(experimental, "stateless_shuffle", +[](CallArgs&) -> Ref { not_supported("tf.random.experimental.stateless_shuffle"); });
}

}  // namespace tfplay::tf
