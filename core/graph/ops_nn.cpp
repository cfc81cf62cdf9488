// NN, sequence, random and string ops (TF: tensorflow/core/ops/nn_ops.cc, math_ops.cc LinSpace,
// random_ops.cc, string_ops.cc, array_ops.cc CheckNumerics): Relu, Softmax, LinSpace,
// RandomUniform, RandomStandardNormal, TruncatedNormal, RandomUniformInt, StringJoin,
// StringLength, CheckNumerics, L2Loss, InTopKV2. The stateless random ops are in
// ops_stateless_random.cpp.
#include <cctype>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <tuple>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/graph/random_kernels.h"
#include "core/graph/shape_refiner.h"
#include "core/tensor/kernels.h"
#include "core/tensor/kernels_random.h"
#include "core/tensor/kernels_xent.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::one;

using tensor::Dim;
using tensor::OpValueError;

void add_relu_softmax(OpRegistry& r) {
  OpDef d = make("Relu", "Computes rectified linear: `max(features, 0)`.");
  d.inputs = {arg("features", "T")};
  d.outputs = {arg("activations", "T")};
  d.attrs = {type_attr("T", "float32, float64, int32, uint8, int16, int8, int64, bfloat16, uint16, float16, uint32, "
                            "uint64, qint8")};
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[0]); };
  d.kernel = +[](KernelContext& c) { return std::vector<Tensor>{tensor::relu(c.inputs[0])}; };
  r.add(std::move(d));

  OpDef s = make("Softmax", "Computes softmax activations.");
  s.inputs = {arg("logits", "T")};
  s.outputs = {arg("softmax", "T")};
  s.attrs = {type_attr("T", "float16, bfloat16, float32, float64")};
  s.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    if (in.has_rank() && *in.rank() < 1) throw OpValueError("Shape must be at least rank 1 but is rank 0");
    return one(c.attr<DType>("T"), in);
  };
  s.kernel = +[](KernelContext& c) { return std::vector<Tensor>{tensor::softmax(c.inputs[0])}; };
  r.add(std::move(s));

  OpDef l = make("LogSoftmax", "Computes log softmax activations.");
  l.inputs = {arg("logits", "T")};
  l.outputs = {arg("logsoftmax", "T")};
  l.attrs = {type_attr("T", "float16, bfloat16, float32, float64")};
  l.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    if (in.has_rank() && *in.rank() < 1) throw OpValueError("Shape must be at least rank 1 but is rank 0");
    return one(c.attr<DType>("T"), in);
  };
  l.kernel = +[](KernelContext& c) { return std::vector<Tensor>{tensor::log_softmax(c.inputs[0])}; };
  r.add(std::move(l));

  // SoftmaxCrossEntropyWithLogits / SparseSoftmaxCrossEntropyWithLogits (nn_ops.cc): features
  // [batch, classes] -> loss [batch], backprop [batch, classes].
  for (const bool sparse : {false, true}) {
    OpDef x = make(sparse ? "SparseSoftmaxCrossEntropyWithLogits" : "SoftmaxCrossEntropyWithLogits",
                   "Computes softmax cross entropy cost and gradients to backpropagate.");
    x.inputs = {arg("features", "T"), sparse ? arg("labels", "Tlabels") : arg("labels", "T")};
    x.outputs = {arg("loss", "T"), arg("backprop", "T")};
    x.attrs = {type_attr("T", "float16, bfloat16, float32, float64")};
    if (sparse) x.attrs.push_back(type_attr("Tlabels", "int32, int64", DType::Int64));
    x.shape_fn = sparse ? +[](const InferenceContext& c) {
      const TensorShape& f = c.input_shapes[0];
      const DType t = c.attr<DType>("T");
      if (f.has_rank() && *f.rank() != 2) throw OpValueError("Shape must be rank 2 but is rank " + std::to_string(*f.rank()));
      const tensor::Dim batch = f.has_rank() ? f.as_list()[0] : tensor::Dim();
      return std::vector<OutputSpec>{{t, TensorShape({batch})}, {t, f.has_rank() ? f : TensorShape({batch, tensor::Dim()})}};
    } : +[](const InferenceContext& c) {
      // Features of rank 2 that merge with the labels give [batch] and the merged shape;
      // otherwise the two broadcast (BroadcastBinaryOpOutputShapeFn) to a shape of rank 2.
      const TensorShape& f = c.input_shapes[0];
      const TensorShape& l = c.input_shapes[1];
      const DType t = c.attr<DType>("T");
      TensorShape input = f.has_rank() ? f : TensorShape::unknown_with_rank(2);
      bool merged = *input.rank() == 2 && input.is_compatible_with(l);
      if (merged) input = input.merge_with(l);
      else input = broadcast_shape(f, l);
      if (!input.has_rank()) throw OpValueError("Shape must be broadcasted with rank 2, but is rank is unknown.");
      if (*input.rank() != 2) throw OpValueError("Shape must be broadcasted with rank 2, but is rank " + std::to_string(*input.rank()));
      return std::vector<OutputSpec>{{t, TensorShape({input.as_list()[0]})}, {t, input}};
    };
    x.kernel = [sparse](KernelContext& c) {
      auto [loss, backprop] = sparse ? tensor::sparse_softmax_cross_entropy(c.inputs[0], c.inputs[1])
                                     : tensor::softmax_cross_entropy(c.inputs[0], c.inputs[1]);
      return std::vector<Tensor>{loss, backprop};
    };
    r.add(std::move(x));
  }
}

void add_linspace(OpRegistry& r) {
  // tf.linspace is math_ops.linspace_nd (a composite of ~20 ops in TF); tfplay runs the same
  // arithmetic as one node.
  OpDef d = make("LinSpace", "Generates values in an interval.");
  d.inputs = {arg("start", "T"), arg("stop", "T"), arg("num", "Tidx")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", "bfloat16, float16, float32, float64"), type_attr("Tidx", "int32, int64", DType::Int32)};
  d.shape_fn = +[](const InferenceContext& c) {
    const Tensor* num = c.input_values[2];
    return one(c.attr<DType>("T"), TensorShape({num ? Dim(std::max<int64_t>(num->as_int64(0), 0)) : Dim()}));
  };
  d.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::linspace(c.inputs[0], c.inputs[1], c.inputs[2].as_int64(0))};
  };
  r.add(std::move(d));
}

// shape_inference::RandomShape's MakeShapeFromShapeTensor: the shape input is a vector (a
// Python int shape is a scalar Const, refused while tracing; eagerly the kernel refuses it).
void require_shape_vector(const InferenceContext& c) {
  const TensorShape& s = c.input_shapes[0];
  if (s.has_rank() && *s.rank() != 1) throw OpValueError("Shape must be rank 1 but is rank " + std::to_string(*s.rank()));
}

// RandomUniform, RandomStandardNormal and TruncatedNormal (random_op.cc PhiloxRandomOp): each
// call draws from the kernel's generator and reserves 256 blocks per output element.
void add_random(OpRegistry& r) {
  struct Kind {
    const char* name;
    const char* summary;
    tensor::RandomDistribution dist;
  };
  static const Kind kKinds[] = {
      {"RandomUniform", "Outputs random values from a uniform distribution.", tensor::RandomDistribution::Uniform},
      {"RandomStandardNormal", "Outputs random values from a normal distribution.", tensor::RandomDistribution::Normal},
      {"TruncatedNormal", "Outputs random values from a truncated normal distribution.",
       tensor::RandomDistribution::TruncatedNormal},
  };
  for (const Kind& kind : kKinds) {
    OpDef d = make(kind.name, kind.summary);
    d.inputs = {arg("shape", "T")};
    d.outputs = {arg("output", "dtype")};
    d.attrs = {plain_attr("seed", "int", int64_t{0}), plain_attr("seed2", "int", int64_t{0}),
               type_attr("dtype", "float16, bfloat16, float32, float64"), type_attr("T", "int32, int64")};
    d.is_stateful = true;
    d.shape_fn = +[](const InferenceContext& c) {
      require_shape_vector(c);
      return one(c.attr<DType>("dtype"), shape_from_shape_tensor(c, 0));
    };
    d.kernel = [dist = kind.dist](KernelContext& c) {
      const tensor::Shape dims = tensor::random_op_shape(c.inputs[0]);
      tensor::Philox& gen = generator_for(c.attr<int64_t>("seed"), c.attr<int64_t>("seed2"), c.node);
      const tensor::Philox local = gen.reserve(static_cast<uint64_t>(tensor::num_elements_of(dims)) * 256);
      return std::vector<Tensor>{tensor::philox_fill(local, dist, c.attr<DType>("dtype"), dims)};
    };
    r.add(std::move(d));
  }
}

// RandomGamma (random_gamma_op.cc) and RandomPoissonV2 (random_poisson_op.cc): `shape` samples
// of each alpha / rate, output shape = shape + the parameter's shape; each call draws from the
// kernel's generator and reserves 256 blocks per output element.
void add_random_gamma_poisson(OpRegistry& r) {
  const auto shape_fn_for = [](const char* dtype_attr) {
    return [dtype_attr](const InferenceContext& c) {
      return one(c.attr<DType>(dtype_attr), shape_from_shape_tensor(c, 0).concatenate(c.input_shapes[1]));
    };
  };
  // Both: the sample shape and the reserved generator, or nothing to draw.
  const auto draw = [](KernelContext& c, const Tensor& param, tensor::Shape& out_shape) -> std::optional<tensor::Philox> {
    const tensor::Shape samples = tensor::random_op_shape(c.inputs[0]);
    out_shape = samples;
    out_shape.insert(out_shape.end(), param.shape().begin(), param.shape().end());
    const int64_t n = tensor::num_elements_of(out_shape);
    if (tensor::num_elements_of(samples) == 0) return std::nullopt;
    tensor::Philox& gen = generator_for(c.attr<int64_t>("seed"), c.attr<int64_t>("seed2"), c.node);
    return gen.reserve(static_cast<uint64_t>(n) * 256);
  };

  OpDef g = make("RandomGamma", "Outputs random values from the Gamma distribution(s) described by alpha.");
  g.inputs = {arg("shape", "S"), arg("alpha", "T")};
  g.outputs = {arg("output", "T")};
  g.attrs = {plain_attr("seed", "int", int64_t{0}), plain_attr("seed2", "int", int64_t{0}), type_attr("S", "int32, int64"),
             type_attr("T", "float16, float32, float64")};
  g.is_stateful = true;
  g.shape_fn = shape_fn_for("T");
  g.kernel = [draw](KernelContext& c) {
    const Tensor& alpha = c.inputs[1];
    // Checked before the generator is advanced, as random_gamma_op.cc does.
    if (alpha.num_elements() == 0 && tensor::num_elements_of(tensor::random_op_shape(c.inputs[0])) > 0)
      throw tensor::invalid_argument("Input alpha should have non-zero element count, got: 0");
    tensor::Shape out_shape;
    std::optional<tensor::Philox> local = draw(c, alpha, out_shape);
    if (!local) return std::vector<Tensor>{Tensor::zeros(alpha.dtype(), out_shape)};
    return std::vector<Tensor>{tensor::philox_gamma(*local, alpha, out_shape, tensor::GammaKernel::Stateful)};
  };
  r.add(std::move(g));

  OpDef p = make("RandomPoissonV2", "Outputs random values from the Poisson distribution(s) described by rate.");
  p.inputs = {arg("shape", "S"), arg("rate", "R")};
  p.outputs = {arg("output", "dtype")};
  p.attrs = {plain_attr("seed", "int", int64_t{0}), plain_attr("seed2", "int", int64_t{0}), type_attr("S", "int32, int64"),
             type_attr("R", "float16, float32, float64, int32, int64", DType::Float64),
             type_attr("dtype", "float16, float32, float64, int32, int64", DType::Int64)};
  p.is_stateful = true;
  p.shape_fn = shape_fn_for("dtype");
  p.kernel = [draw](KernelContext& c) {
    const Tensor& rate = c.inputs[1];
    const DType dtype = c.attr<DType>("dtype");
    tensor::Shape out_shape;
    std::optional<tensor::Philox> local = draw(c, rate, out_shape);
    if (!local) return std::vector<Tensor>{Tensor::zeros(dtype, out_shape)};
    return std::vector<Tensor>{tensor::philox_poisson(*local, rate, out_shape, dtype)};
  };
  r.add(std::move(p));
}

// RandomShuffle (random_shuffle_op.cc): the rows in philox_shuffle_order's permutation, drawn
// from the kernel's generator after reserving n - 1 samples (ReserveSamples32). Inputs with at
// most one element or row come back unchanged.
void add_random_shuffle(OpRegistry& r) {
  OpDef d = make("RandomShuffle", "Randomly shuffles a tensor along its first dimension.");
  d.inputs = {arg("value", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {plain_attr("seed", "int", int64_t{0}), plain_attr("seed2", "int", int64_t{0}), type_attr("T", "")};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[0]); };
  d.kernel = +[](KernelContext& c) {
    const Tensor& value = c.inputs[0];
    if (value.num_elements() <= 1 || value.rank() == 0 || value.shape()[0] <= 1) return std::vector<Tensor>{value};
    const int64_t n = value.shape()[0];
    tensor::Philox& gen = generator_for(c.attr<int64_t>("seed"), c.attr<int64_t>("seed2"), c.node);
    const std::vector<int64_t> order = tensor::philox_shuffle_order(gen.reserve(static_cast<uint64_t>(n - 1 + 3) / 4), n);
    return std::vector<Tensor>{tensor::gather(value, Tensor::from_vector<int64_t>(DType::Int64, {n}, order), 0)};
  };
  r.add(std::move(d));
}

// RandomUniformInt (random_op.cc RandomUniformIntOp): scalar bounds, minval < maxval unless the
// output is empty.
void add_random_int(OpRegistry& r) {
  OpDef d = make("RandomUniformInt", "Outputs random integers from a uniform distribution.");
  d.inputs = {arg("shape", "T"), arg("minval", "Tout"), arg("maxval", "Tout")};
  d.outputs = {arg("output", "Tout")};
  d.attrs = {plain_attr("seed", "int", int64_t{0}), plain_attr("seed2", "int", int64_t{0}), type_attr("Tout", "int32, int64"),
             type_attr("T", "int32, int64")};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext& c) {
    for (int i : {1, 2}) {
      const TensorShape& s = c.input_shapes[i];
      if (s.has_rank() && *s.rank() != 0) throw OpValueError("Shape must be rank 0 but is rank " + std::to_string(*s.rank()));
    }
    require_shape_vector(c);
    TensorShape s = TensorShape::unknown();
    if (const Tensor* v = c.input_values[0]) {
      std::vector<Dim> dims;
      for (int64_t x : v->to_int64_vector()) dims.push_back(x < 0 ? Dim() : Dim(x));
      s = TensorShape(std::move(dims));
    } else if (c.input_shapes[0].has_rank() && c.input_shapes[0].as_list()[0]) {
      s = TensorShape::unknown_with_rank(static_cast<int>(*c.input_shapes[0].as_list()[0]));
    }
    return one(c.attr<DType>("Tout"), s);
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& shape = c.inputs[0];
    const Tensor& lo = c.inputs[1];
    const Tensor& hi = c.inputs[2];
    if (lo.rank() != 0) throw tensor::invalid_argument("minval must be 0-D, got shape " + tensor::shape_debug_string(lo.shape()));
    if (hi.rank() != 0) throw tensor::invalid_argument("maxval must be 0-D, got shape " + tensor::shape_debug_string(hi.shape()));
    const tensor::Shape dims = shape.to_int64_vector();
    const DType dt = c.attr<DType>("Tout");
    int64_t n = 1;
    for (int64_t x : dims) n *= x;
    if (n == 0) return std::vector<Tensor>{Tensor::zeros(dt, dims)};
    const int64_t l = lo.as_int64(0), h = hi.as_int64(0);
    if (!(l < h)) throw tensor::invalid_argument("Need minval < maxval: " + std::to_string(l) + " >= " + std::to_string(h));
    tensor::Philox& gen = generator_for(c.attr<int64_t>("seed"), c.attr<int64_t>("seed2"), c.node);
    const tensor::Philox local = gen.reserve(static_cast<uint64_t>(n) * 256);
    return std::vector<Tensor>{tensor::philox_uniform_int(local, dt, dims, l, h)};
  };
  r.add(std::move(d));
}

// Multinomial (multinomial_op.cc MultinomialOp): the kernel's generator reserves
// batch * ceil4(num_samples) * 2 (two uint32 per double on the CPU) outputs of 256 blocks each
// per call, for a nonempty output, and draws as StatelessMultinomial draws.
void add_stateful_multinomial(OpRegistry& r) {
  OpDef d = make("Multinomial", "Draws samples from a multinomial distribution.");
  d.inputs = {arg("logits", "T"), fixed_arg("num_samples", DType::Int32)};
  d.outputs = {arg("output", "output_dtype")};
  d.attrs = {plain_attr("seed", "int", int64_t{0}), plain_attr("seed2", "int", int64_t{0}),
             type_attr("T", "float32, float64, int32, uint8, int16, int8, int64, bfloat16, uint16, float16, uint32, uint64"),
             type_attr("output_dtype", "int32, int64", DType::Int64)};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& logits = c.input_shapes[0];
    if (logits.has_rank() && *logits.rank() != 2) throw OpValueError("Shape must be rank 2 but is rank " + std::to_string(*logits.rank()));
    const TensorShape& ns = c.input_shapes[1];
    if (ns.has_rank() && *ns.rank() != 0) throw OpValueError("Shape must be rank 0 but is rank " + std::to_string(*ns.rank()));
    Dim samples;
    if (const Tensor* v = c.input_values[1]) {
      const int64_t n = v->as_int64(0);
      if (n < 0) throw OpValueError("Dimension size, given by scalar input 1, must be non-negative but is " + std::to_string(n));
      samples = n;
    }
    return one(c.attr<DType>("output_dtype"), TensorShape({logits.has_rank() ? logits.as_list()[0] : Dim(), samples}));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& logits = c.inputs[0];
    const Tensor& num_samples = c.inputs[1];
    if (logits.rank() != 2) throw tensor::invalid_argument("logits should be a matrix, got shape " + tensor::shape_debug_string(logits.shape()));
    if (num_samples.rank() != 0)
      throw tensor::invalid_argument("num_samples should be a scalar, got shape " + tensor::shape_debug_string(num_samples.shape()));
    const int64_t n = num_samples.as_int64(0);
    if (n < 0) throw tensor::invalid_argument("num_samples should be non-negative, got " + std::to_string(n));
    if (logits.shape()[1] <= 0) throw tensor::invalid_argument("num_classes should be positive, got " + std::to_string(logits.shape()[1]));
    if (!tensor::is_floating(logits.dtype()))
      throw tensor::OpError(tensor::OpError::Code::Unimplemented,
                            "tfplay has no Multinomial kernel for T=" + std::string(tensor::enum_name(logits.dtype())) +
                                " (TF 2.20 registers CPU kernels for floating-point logits only)");
    const DType out = c.attr<DType>("output_dtype");
    const int64_t batch = logits.shape()[0];
    if (batch * n == 0) return std::vector<Tensor>{Tensor::zeros(out, {batch, n})};
    tensor::Philox& gen = generator_for(c.attr<int64_t>("seed"), c.attr<int64_t>("seed2"), c.node);
    const int64_t ceil4 = (n + 3) / 4 * 4 * 2;
    const tensor::Philox local = gen.reserve(static_cast<uint64_t>(batch * ceil4) * 256);
    return std::vector<Tensor>{tensor::philox_multinomial(local, logits, n, out)};
  };
  r.add(std::move(d));
}

void add_strings(OpRegistry& r) {
  OpDef j = make("StringJoin", "Joins the strings in the given list of string tensors into one tensor.");
  ArgDef inputs;
  inputs.name = "inputs";
  inputs.number_attr = "N";
  inputs.type = DType::String;
  j.inputs = {inputs};
  j.outputs = {fixed_arg("output", DType::String)};
  j.attrs = {plain_attr("N", "int"), plain_attr("separator", "string", std::string(""))};
  j.shape_fn = +[](const InferenceContext& c) {
    TensorShape out = TensorShape::scalar();
    bool have = false;
    for (const TensorShape& s : c.input_shapes) {
      if (!s.has_rank()) return one(DType::String, TensorShape::unknown());
      if (*s.rank() == 0) continue;
      if (!have) {
        out = s;
        have = true;
      } else {
        out = out.merge_with(s);
      }
    }
    return one(DType::String, out);
  };
  j.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::string_join(c.inputs, c.attr<std::string>("separator"))};
  };
  r.add(std::move(j));

  OpDef l = make("StringLength", "String lengths of `input`.");
  l.inputs = {fixed_arg("input", DType::String)};
  l.outputs = {fixed_arg("output", DType::Int32)};
  l.attrs = {plain_attr("unit", "string", std::string("BYTE"))};
  l.shape_fn = +[](const InferenceContext& c) { return one(DType::Int32, c.input_shapes[0]); };
  l.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::string_length(c.inputs[0], c.attr<std::string>("unit") == "UTF8_CHAR")};
  };
  r.add(std::move(l));

  // StringUpper / StringLower (string_upper_op.cc, string_lower_op.cc) with encoding "": each
  // ASCII byte case-mapped, other bytes kept (the ICU path for "utf-8" is not emulated).
  for (bool upper : {true, false}) {
    OpDef d = make(upper ? "StringUpper" : "StringLower", upper ? "Converts all lowercase characters into their respective uppercase replacements."
                                                               : "Converts all uppercase characters into their respective lowercase replacements.");
    d.inputs = {fixed_arg("input", DType::String)};
    d.outputs = {fixed_arg("output", DType::String)};
    d.attrs = {plain_attr("encoding", "string", std::string())};
    d.shape_fn = +[](const InferenceContext& c) { return one(DType::String, c.input_shapes[0]); };
    d.kernel = [upper](KernelContext& c) {
      if (!c.attr<std::string>("encoding").empty())
        throw tensor::OpError(tensor::OpError::Code::Unimplemented, "tfplay maps the case of ASCII characters only (encoding='')");
      Tensor out = c.inputs[0];
      std::vector<std::string> values(out.data<std::string>(), out.data<std::string>() + out.num_elements());
      for (std::string& v : values)
        for (char& ch : v)
          if (static_cast<unsigned char>(ch) < 0x80) ch = static_cast<char>(upper ? std::toupper(static_cast<unsigned char>(ch)) : std::tolower(static_cast<unsigned char>(ch)));
      return std::vector<Tensor>{Tensor::from_vector<std::string>(DType::String, out.shape(), values)};
    };
    r.add(std::move(d));
  }

  // StringStrip (string_strip_op.cc): absl::StripAsciiWhitespace on each string, which removes
  // leading and trailing spaces, \t, \n, \v, \f and \r.
  OpDef st = make("StringStrip", "Strip leading and trailing whitespaces from the Tensor.");
  st.inputs = {fixed_arg("input", DType::String)};
  st.outputs = {fixed_arg("output", DType::String)};
  st.shape_fn = +[](const InferenceContext& c) { return one(DType::String, c.input_shapes[0]); };
  st.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    std::vector<std::string> values(in.data<std::string>(), in.data<std::string>() + in.num_elements());
    const char* space = " \t\n\v\f\r";
    for (std::string& v : values) {
      const std::size_t first = v.find_first_not_of(space);
      v = first == std::string::npos ? std::string() : v.substr(first, v.find_last_not_of(space) - first + 1);
    }
    return std::vector<Tensor>{Tensor::from_vector<std::string>(DType::String, in.shape(), values)};
  };
  r.add(std::move(st));
}

void add_check_numerics(OpRegistry& r) {
  OpDef d = make("CheckNumerics", "Checks a tensor for NaN and Inf values.");
  d.inputs = {arg("tensor", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", "bfloat16, float16, float32, float64"), plain_attr("message", "string")};
  d.is_stateful = true;  // TF marks it stateful so it is never pruned or folded
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), c.input_shapes[0]); };
  d.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::check_numerics(c.inputs[0], c.attr<std::string>("message"))};
  };
  r.add(std::move(d));
}

}  // namespace

// L2Loss (nn_ops.cc): sum(t ** 2) / 2 as TF's kernel computes it, (t.square() * 0.5).sum():
// each square halved in T, then one full Sum reduction.
void add_l2_loss(OpRegistry& r) {
  OpDef d = make("L2Loss", "L2 Loss.");
  d.inputs = {arg("t", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {type_attr("T", "float16, bfloat16, float32, float64")};
  d.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("T"), TensorShape::scalar()); };
  d.kernel = +[](KernelContext& c) {
    const Tensor& t = c.inputs[0];
    Tensor halves = tensor::binary_op(tensor::BinaryOp::Mul, tensor::unary_op(tensor::UnaryOp::Square, t),
                                      Tensor::scalar_of(t.dtype(), 0.5));
    Tensor flat = halves.with_shape({t.num_elements()});
    return std::vector<Tensor>{tensor::reduce(tensor::ReduceOp::Sum, flat, {0}, false)};
  };
  r.add(std::move(d));
}

// InTopKV2 (ops/nn_ops.cc, kernels/in_topk_op.h): whether each row's target class is among its
// k largest predictions. The classes predicted strictly higher than the target are counted, so
// ties straddling the k-th place are all in; a target out of range, a non-finite target
// prediction or a non-finite prediction met while counting gives false.
void add_in_top_k(OpRegistry& r) {
  OpDef d = make("InTopKV2", "Says whether the targets are in the top `K` predictions.");
  d.inputs = {fixed_arg("predictions", DType::Float32), arg("targets", "T"), arg("k", "T")};
  d.outputs = {fixed_arg("precision", DType::Bool)};
  d.attrs = {type_attr("T", "int32, int64", DType::Int32)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& p = c.input_shapes[0];
    const TensorShape& t = c.input_shapes[1];
    if (p.has_rank() && *p.rank() != 2) throw OpValueError("Shape must be rank 2 but is rank " + std::to_string(*p.rank()));
    if (t.has_rank() && *t.rank() != 1) throw OpValueError("Shape must be rank 1 but is rank " + std::to_string(*t.rank()));
    // Merge(predictions[0], targets[0]): the batch size.
    const Dim from_p = p.has_rank() ? p.dim(0) : Dim(), from_t = t.has_rank() ? t.dim(0) : Dim();
    if (from_p && from_t && *from_p != *from_t)
      throw OpValueError("Dimensions must be equal, but are " + std::to_string(*from_p) + " and " + std::to_string(*from_t));
    return one(DType::Bool, TensorShape(std::vector<Dim>{from_p ? from_p : from_t}));
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& predictions = c.inputs[0];
    const Tensor& targets = c.inputs[1];
    if (c.inputs[2].rank() != 0)
      throw tensor::invalid_argument("k must be 0-D, got shape " + tensor::shape_debug_string(c.inputs[2].shape()));
    if (predictions.rank() != 2) throw tensor::invalid_argument("predictions must be 2-dimensional");
    if (targets.rank() != 1) throw tensor::invalid_argument("targets must be 1-dimensional");
    const int64_t k = c.inputs[2].as_int64(0);
    const int64_t batch = predictions.shape().at(0), classes = predictions.shape().at(1);
    if (targets.shape().at(0) != batch)
      throw tensor::invalid_argument("First dimension of predictions " + std::to_string(batch) +
                                     " must match length of targets " + std::to_string(targets.shape().at(0)));
    Tensor result = Tensor::zeros(DType::Bool, {batch});
    bool* out = result.mutable_data<bool>();
    for (int64_t b = 0; b < batch; ++b) {
      const float* row = predictions.data<float>() + b * classes;
      const int64_t target = targets.as_int64(b);
      bool cannot_say = target < 0 || target >= classes || !std::isfinite(row[target]);
      int64_t more_probable = 0;
      for (int64_t i = 0; !cannot_say && i < classes; ++i) {
        if (!std::isfinite(row[i])) cannot_say = true;
        else if (row[i] > row[target] && ++more_probable > k) break;
      }
      out[b] = !cannot_say && more_probable < k;
    }
    return std::vector<Tensor>{result};
  };
  r.add(std::move(d));
}

void register_nn_ops(OpRegistry& r) {
  add_l2_loss(r);
  add_in_top_k(r);
  add_relu_softmax(r);
  add_linspace(r);
  add_random(r);
  add_random_int(r);
  add_stateful_multinomial(r);
  add_random_shuffle(r);
  add_random_gamma_poisson(r);
  add_strings(r);
  add_check_numerics(r);
}

}  // namespace tfplay::graph
