// The op functions of the tf module (tf.zeros ... tf.random.normal): each follows TF 2.20's
// Python wrapper (array_ops.py, math_ops.py, nn_ops.py, random_ops.py, string_ops.py,
// linalg_ops.py) for its dtype conversions, graph node names and error texts.
#include "core/tf/array_api.h"
#include "core/tf/array_extras_api.h"

#include "core/tf/indexed_slices.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/function/variable_object.h"
#include "core/graph/func_graph.h"
#include "core/graph/op_registry.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/kernels.h"
#include "core/tf/call_args.h"
#include "core/tf/control_deps.h"
#include "core/tf/control_flow_ops.h"
#include "core/tf/convert.h"
#include "core/tf/dropout.h"
#include "core/tf/errors.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/linalg_api.h"
#include "core/tf/manip_ops.h"
#include "core/tf/nn_ops.h"
#include "core/tf/space_batch_api.h"
#include "core/tf/module_helpers.h"
#include "core/tf/numpy_array.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"
#include "core/tf/segment_api.h"
#include "core/tf/sparse_api.h"
#include "core/tf/ragged_tensor.h"
#include "core/tf/sort_ops.h"
#include "core/tf/stateless_random.h"
#include "core/tf/tensor_ops.h"
#include "core/tf/tf_logging.h"
#include "core/tf/variables.h"

namespace tfplay::tf {

using function::TensorObject;
using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {


// A Python name argument ("foo") or the default name as a str object.
Ref name_or(const Ref& name, const char* dflt) { return present(name) ? name : py::Str(dflt); }


// Python shape arguments (3, [2, 3], (2, 3), TensorShape) as concrete dims; nullopt for tensors.
std::optional<std::vector<int64_t>> static_shape(const Ref& shape) {
  if (tensor_of(shape)) return std::nullopt;
  // A non-integer array takes convert_to_tensor(shape, dtype=int32)'s path and its error.
  if (const NumpyArrayObject* a = as_numpy_array(shape.get()))
    return tensor::is_integer(a->value().dtype()) ? std::optional(a->value().to_int64_vector()) : std::nullopt;
  if (py::is_int(shape.get())) return std::vector<int64_t>{py::as_int(shape.get())};
  if (shape->cls == function::tensor_shape_type()) {
    const auto& s = static_cast<function::TensorShapeObject*>(shape.get())->shape;
    if (!s.is_fully_defined()) py::raise_value_error("Cannot convert a partially known TensorShape " + s.str() + " to a Tensor.");
    return s.concrete();
  }
  std::vector<int64_t> dims;
  for (const Ref& d : py::to_vector(shape)) {
    // A None size makes TensorShape(shape) partially known, whose ValueError sends zeros/ones
    // to convert_to_tensor(shape, dtype=int32) and its error.
    if (tensor_of(d) || py::is_none(d.get())) return std::nullopt;
    // A size without __index__ (a float such as n / 2) makes TensorShape(shape) raise TypeError,
    // which sends zeros/ones to the same convert_to_tensor(shape, dtype=int32).
    if (!py::is_int(d.get()) && !py::lookup_attr(d->cls->self(), "__index__")) return std::nullopt;
    dims.push_back(py::as_int(d.get()));
  }
  return dims;
}

Tensor scalar_of(DType dt, double v) {
  // zeros fills strings with "", while ones' constant(1, dtype=string) refuses (TypeError).
  if (dt == DType::String && v != 0) convert_to_tensor(py::Int(static_cast<int64_t>(v)), dt);
  if (dt == DType::String) return Tensor::scalar_string("");
  return tensor::cast(Tensor::scalar_double(v), dt);
}

// array_ops.zeros / ones.
Ref filled(const Ref& shape, DType dtype, double value, const Ref& name, const char* dflt) {
  OpScope s(name, dflt);
  const Tensor fill_value = scalar_of(dtype, value);
  auto dims = static_shape(shape);
  // A negative size: TensorShape's ValueError, which a graph's _constant_if_small lets through,
  // while eagerly zeros/ones go on to convert_to_tensor and the Fill kernel's error.
  if (dims && std::any_of(dims->begin(), dims->end(), [](int64_t d) { return d < 0; })) {
    if (s.in_graph()) {
      for (int64_t d : *dims)
        if (d < 0) py::raise_value_error("Dimension " + std::to_string(d) + " must be >= 0");
    }
    dims.reset();
  }
  if (dims) {
    int64_t n = 1;
    for (int64_t d : *dims) n *= d;
    if (s.in_graph() && n < 1000) {
      // _constant_if_small: a Const holding the whole value.
      Tensor v = tensor::fill(Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(dims->size())}, *dims), fill_value);
      return constant_tensor(v, s.op_name());
    }
    // constant_op._tensor_shape_tensor_conversion_function: int64 once a dim reaches 2**31.
    const bool wide = std::any_of(dims->begin(), dims->end(), [](int64_t d) { return d >= (int64_t{1} << 31); });
    Ref shape_t = wide ? constant_tensor(Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(dims->size())}, *dims),
                                         "shape_as_tensor")
                       : int32_vector(*dims, "shape_as_tensor");
    return apply_op1("Fill", {shape_t, constant_tensor(fill_value, "Const")}, {}, s);
  }
  // A Tensor shape (int32 or int64) goes to Fill as it is (array_ops.ones/zeros skip converting it).
  Ref shape_t = tensor_of(shape) ? shape : convert_to_tensor(shape, DType::Int32, "shape");
  // `if not shape._shape_tuple(): shape = reshape(shape, [-1])`: a scalar size is a 1-D shape.
  const tensor::TensorShape& given = tensor_of(shape_t)->shape;
  const bool scalar_or_unknown = !given.has_rank() || *given.rank() == 0;
  if (scalar_or_unknown) shape_t = tf_call("reshape", {shape_t, py::List({py::Int(-1)})});
  return apply_op1("Fill", {shape_t, constant_tensor(fill_value, "Const")}, {}, s);
}

std::vector<int64_t> axis_list(const Ref& axis) {
  if (py::is_list_or_tuple_instance(axis.get())) {
    std::vector<int64_t> out;
    for (const Ref& a : py::to_vector(axis)) out.push_back(py::as_int(a.get()));
    return out;
  }
  return {py::as_int(axis.get())};
}

// array_ops.rank: in a graph a known rank is a Const named "Rank", else the Rank op.
Ref rank_of(const Ref& input, const Ref& name) {
  OpScope s(name, "Rank");
  Ref x = to_tensor(input, "input");
  if (s.in_graph() && tensor_of(x)->shape.has_rank()) return constant_tensor(Tensor::scalar_int32(*tensor_of(x)->shape.rank()), s.op_name());
  return apply_op1("Rank", {x}, {}, s);
}

}  // namespace

Ref shape_tensor(const Ref& shape) {
  // tensor_util.shape_tensor converts a Python int as it is: a scalar, which the random kernels
  // then refuse ("shape must be a vector of {int32,int64}, got shape []"), unlike tf.zeros(2).
  if (py::is_int(shape.get()) && !py::is_bool(shape.get())) return convert_to_tensor(shape, std::nullopt, "shape");
  if (auto dims = static_shape(shape)) return int32_vector(*dims, "shape");
  // A tensor keeps its dtype (the op's Tshape check follows), and so does a non-empty list,
  // which converts as it is (a list holding tensors is packed; one holding a float such as n / 2
  // is a float32 shape the op's type attr refuses); an empty one is int32.
  const bool as_is = tensor_of(shape) || (py::is_list_or_tuple_instance(shape.get()) && py::len(shape) > 0);
  return convert_to_tensor(shape, as_is ? std::nullopt : std::optional<DType>(DType::Int32), "shape");
}

Ref shape_of(const Ref& x_in, DType out_type, const Ref& name, const char* dflt) {
  // array_ops.shape_internal(optimize=True): a constant when the shape is fully known in a graph.
  OpScope s(name, dflt);
  Ref x = to_tensor(x_in, "input");
  TensorObject* t = tensor_of(x);
  if (s.in_graph() && t->shape.is_fully_defined()) {
    const std::vector<int64_t> dims = t->shape.concrete();
    return constant_tensor(tensor::cast(Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(dims.size())}, dims), out_type),
                           s.op_name());
  }
  return apply_op1("Shape", {x}, {{"out_type", out_type}}, s);
}

void set_static_shape(const Ref& x, const tensor::TensorShape& shape) {
  TensorObject* t = tensor_of(x);
  if (!t || t->is_eager()) return;
  if (!t->shape.is_compatible_with(shape)) {
    py::raise_value_error("Tensor's shape " + t->shape.str() + " is not compatible with supplied shape " + shape.str() + ".");
  }
  t->shape = t->shape.merge_with(shape);
  t->graph->set_output_shape(graph::Endpoint{t->node, t->index}, t->shape);
}

// math_ops._ReductionDims: the axis as given; all axes of a known nonzero rank as an int32
// Const; otherwise (a scalar or an unknown rank) `range(0, array_ops.rank(x))`, computed at run
// time: Rank, then Range with Consts range/start and range/delta.
Ref reduction_dims(const Ref& x, const Ref& axis) {
  if (present(axis)) return axis;
  // `x.shape.rank`: a tensor's, a variable's or a NumPy array's; a Python value has no `.shape`.
  std::optional<int> rank;
  if (TensorObject* t = tensor_of(x)) rank = t->shape.rank();
  else if (const function::VariableObject* v = function::as_variable(x.get())) rank = v->shape.rank();
  else if (const NumpyArrayObject* a = as_numpy_array(x.get())) rank = a->rank();
  if (rank && *rank > 0) {
    std::vector<int64_t> all;
    for (int i = 0; i < *rank; ++i) all.push_back(i);
    return int32_vector(all, "Const");
  }
  CallArgs range_args{{py::Int(0), rank_of(x, nullptr)}, {}};
  return tf_range(range_args);
}

namespace {

// boolean_mask's `axis = 0 if axis is None else axis`, then tensor_util.constant_value(axis): a
// tensor axis counts by its value when that is known while tracing.
int64_t boolean_mask_axis(const Ref& axis) {
  if (!present(axis)) return 0;
  if (!function::as_tensor(axis.get())) return py::as_int(axis.get());
  std::optional<tensor::Tensor> value = grad::constant_value(axis);
  if (!value)
    py::raise(py::E().NotImplementedError, "tfplay's tf.boolean_mask needs an axis whose value is known while tracing");
  return value->as_int64(0);
}

// math_ops.cumsum / cumprod(x, axis=0, exclusive=False, reverse=False, name=None):
// name_scope(name, OP), then the op.
py::NativeFn cumulative(const char* op, const char* fn) {
  return [op, fn](CallArgs& a) -> Ref {
    OpScope scope(arg(a, 4, "name"), op);
    Ref x = convert_to_tensor(require(a, 0, "x", fn), std::nullopt, "x");
    Ref axis = arg(a, 1, "axis");
    Ref exclusive = arg(a, 2, "exclusive"), reverse = arg(a, 3, "reverse");
    return apply_op1(op, {x, present(axis) ? axis : py::Int(0)},
                     {{"exclusive", present(exclusive) && py::truthy(exclusive)}, {"reverse", present(reverse) && py::truthy(reverse)}},
                     scope);
  };
}

py::NativeFn reduction(const char* op, const char* fn) {
  return [op, fn](CallArgs& a) -> Ref {
    Ref x = require(a, 0, "input_tensor", fn);
    Ref axis = arg(a, 1, "axis");
    Ref keep = arg(a, 2, "keepdims");
    if (!keep) keep = a.kwarg("keep_dims");
    const bool keep_dims = present(keep) && py::truthy(keep);
    Ref dims = reduction_dims(x, axis);
    Ref out = apply_op1(op, {x, dims}, {{"keep_dims", keep_dims}}, arg(a, 3, "name"));
    // math_ops._may_reduce_to_scalar: reducing every axis without keepdims gives a scalar, which
    // the graph's shape function cannot see when the input's rank is unknown.
    if (!present(axis) && !keep_dims) set_static_shape(out, tensor::TensorShape::scalar());
    return out;
  };
}

// A generated wrapper with inputs (x) or (x, y): the user's name reaches the eager runtime.
py::NativeFn gen_unary(const char* op, const char* fn) {
  return [op, fn](CallArgs& a) -> Ref { return apply_op1(op, {require(a, 0, "x", fn)}, {}, arg(a, 1, "name")); };
}
py::NativeFn gen_binary(const char* op, const char* fn) {
  return [op, fn](CallArgs& a) -> Ref {
    return apply_op1(op, {require(a, 0, "x", fn), require(a, 1, "y", fn)}, {}, arg(a, 2, "name"));
  };
}
// math_ops wrappers that open `with ops.name_scope(name, scope_name, [x])` first.
py::NativeFn scoped_unary(const char* op, const char* scope_name, const char* fn) {
  return [op, scope_name, fn](CallArgs& a) -> Ref {
    OpScope s(arg(a, 1, "name"), scope_name);
    Ref x = to_tensor(require(a, 0, "x", fn), "x");
    return apply_op1(op, {x}, {}, s);
  };
}

// ---- tf.random: global seed and per-op seeds (framework/random_seed.py get_seed) ------------

constexpr int64_t kDefaultGraphSeed = 87654321;
constexpr int64_t kMaxInt32 = 2147483647;

// CPython's random.Random: MT19937 seeded by init_by_array, randint via getrandbits.
struct PythonRandom {
  uint32_t mt[624];
  int index = 624;

  void init_genrand(uint32_t s) {
    mt[0] = s;
    for (int i = 1; i < 624; ++i) mt[i] = 1812433253u * (mt[i - 1] ^ (mt[i - 1] >> 30)) + static_cast<uint32_t>(i);
    index = 624;
  }
  void seed(uint64_t value) {
    std::vector<uint32_t> key;
    do {
      key.push_back(static_cast<uint32_t>(value));
      value >>= 32;
    } while (value);
    init_genrand(19650218u);
    size_t i = 1, j = 0;
    for (size_t k = std::max<size_t>(624, key.size()); k; --k) {
      mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525u)) + key[j] + static_cast<uint32_t>(j);
      ++i;
      ++j;
      if (i >= 624) {
        mt[0] = mt[623];
        i = 1;
      }
      if (j >= key.size()) j = 0;
    }
    for (size_t k = 623; k; --k) {
      mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941u)) - static_cast<uint32_t>(i);
      ++i;
      if (i >= 624) {
        mt[0] = mt[623];
        i = 1;
      }
    }
    mt[0] = 0x80000000u;
    index = 624;
  }
  uint32_t next32() {
    if (index >= 624) {
      constexpr uint32_t kA = 0x9908b0dfu, kUpper = 0x80000000u, kLower = 0x7fffffffu;
      int k = 0;
      uint32_t y;
      for (; k < 624 - 397; ++k) {
        y = (mt[k] & kUpper) | (mt[k + 1] & kLower);
        mt[k] = mt[k + 397] ^ (y >> 1) ^ ((y & 1u) ? kA : 0u);
      }
      for (; k < 623; ++k) {
        y = (mt[k] & kUpper) | (mt[k + 1] & kLower);
        mt[k] = mt[k + 397 - 624] ^ (y >> 1) ^ ((y & 1u) ? kA : 0u);
      }
      y = (mt[623] & kUpper) | (mt[0] & kLower);
      mt[623] = mt[396] ^ (y >> 1) ^ ((y & 1u) ? kA : 0u);
      index = 0;
    }
    uint32_t y = mt[index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= (y >> 18);
    return y;
  }
  // randint(0, 2**31 - 1) = randrange(2**31) = _randbelow: getrandbits(32) until below 2**31.
  int64_t randint_maxint32() {
    uint32_t r;
    do {
      r = next32();
    } while (r >= 0x80000000u);
    return r;
  }
};

struct RandomState {
  std::optional<int64_t> global_seed;
  PythonRandom rng;
  std::map<const void*, int64_t> graph_op_seeds;  // _graph_to_seed_dict
};

std::pair<int64_t, int64_t> get_seed(RandomState& st, const Ref& op_seed_ref) {
  std::optional<int64_t> op_seed;
  if (present(op_seed_ref)) op_seed = py::as_int(op_seed_ref.get());
  std::pair<int64_t, int64_t> seeds{0, 0};
  const function::ActiveTrace* trace = function::Runtime::current().active_trace();
  if (st.global_seed) {
    if (!op_seed) {
      if (trace) {
        int64_t& counter = st.graph_op_seeds[trace->graph.get()];
        op_seed = counter++;
      } else {
        op_seed = st.rng.randint_maxint32();
      }
    }
    seeds = {*st.global_seed % kMaxInt32, *op_seed % kMaxInt32};
  } else if (op_seed) {
    seeds = {kDefaultGraphSeed, *op_seed % kMaxInt32};
  } else {
    return {0, 0};
  }
  if (seeds.first == 0 && seeds.second == 0) return {0, kMaxInt32};
  return seeds;
}

Ref build_random(const std::shared_ptr<RandomState>& st) {
  Ref m = py::Module("tensorflow.random");
  def(m, "set_seed", [st](CallArgs& a) -> Ref {
    Ref s = require(a, 0, "seed", "set_seed");
    if (py::is_none(s.get())) {
      st->global_seed.reset();
    } else {
      const int64_t v = py::as_int(s.get());
      st->global_seed = v;
      st->rng.seed(static_cast<uint64_t>(v < 0 ? -v : v));
    }
    graph::reset_random_kernels();  // TFE_ContextClearCaches
    return py::None();
  });
  // random_seed.get_seed(op_seed) -> (seed, seed2), for the random tf.data datasets written in
  // Python (Dataset.random); (0, 0) when neither seed is set.
  def(m, "_get_seed", [st](CallArgs& a) -> Ref {
    const auto seeds = get_seed(*st, arg(a, 0, "op_seed"));
    return py::Tuple({py::Int(seeds.first), py::Int(seeds.second)});
  });
  def(m, "uniform", [st](CallArgs& a) -> Ref {
    Ref shape = require(a, 0, "shape", "uniform");
    Ref minval = arg(a, 1, "minval");
    Ref maxval = arg(a, 2, "maxval");
    const DType dtype = dtype_arg(arg(a, 3, "dtype")).value_or(DType::Float32);
    Ref seed = arg(a, 4, "seed");
    // f"Argument `dtype` got invalid value {dtype}...": the f-string shows str(dtype).
    if (!tensor::is_floating(dtype) && dtype != DType::Int32 && dtype != DType::Int64) {
      py::raise_value_error("Argument `dtype` got invalid value " + tensor::str(dtype) +
                            ". Accepted dtypes are (tf.float16, tf.bfloat16, tf.float32, tf.float64, tf.int32, tf.int64).");
    }
    if (tensor::is_integer(dtype)) {
      if (!present(maxval)) {
        py::raise_value_error("Must specify maxval for integer dtype " + tensor::repr(dtype));
      }
      // random_ops.random_uniform for integers: min/max always converted, then RandomUniformInt.
      OpScope s(arg(a, 5, "name"), "random_uniform");
      Ref shape_t = shape_tensor(shape);
      Ref min_t = convert_to_tensor(present(minval) ? minval : py::Int(0), dtype, "min");
      Ref max_t = convert_to_tensor(maxval, dtype, "max");
      const auto seeds = get_seed(*st, seed);
      return apply_op1("RandomUniformInt", {shape_t, min_t, max_t}, {{"seed", seeds.first}, {"seed2", seeds.second}}, s);
    }
    if (!present(minval)) minval = py::Int(0);
    if (!present(maxval)) maxval = py::Int(1);
    OpScope s(arg(a, 5, "name"), "random_uniform");
    Ref shape_t = shape_tensor(shape);
    const bool min_is_zero = py::is_int(minval.get()) && !py::is_bool(minval.get()) && py::as_int(minval.get()) == 0;
    const bool max_is_one = py::is_int(maxval.get()) && !py::is_bool(maxval.get()) && py::as_int(maxval.get()) == 1;
    Ref min_t, max_t;
    if (!min_is_zero || !max_is_one) {
      min_t = convert_to_tensor(minval, dtype, "min");
      max_t = convert_to_tensor(maxval, dtype, "max");
    }
    const auto seeds = get_seed(*st, seed);
    graph::AttrMap attrs{{"dtype", dtype}, {"seed", seeds.first}, {"seed2", seeds.second}};
    // gen_random_ops.random_uniform without a name: "random_uniform/RandomUniform".
    Ref result = apply_op1("RandomUniform", {shape_t}, attrs, nullptr);
    if (min_is_zero && max_is_one) return result;
    if (min_is_zero) return apply_op1("Mul", {result, max_t}, {}, nullptr);
    Ref range = py::binary_op(py::ast::BinOpKind::Sub, max_t, min_t);
    Ref scaled = py::binary_op(py::ast::BinOpKind::Mult, result, range);
    return math_add(scaled, min_t, scope_name(s));
  });
  // random_ops.random_shuffle(value, seed=None, name=None): RandomShuffle with get_seed's pair.
  def(m, "shuffle", [st](CallArgs& a) -> Ref {
    Ref value = require(a, 0, "value", "shuffle");
    const auto seeds = get_seed(*st, arg(a, 1, "seed"));
    return apply_op1("RandomShuffle", {value}, {{"seed", seeds.first}, {"seed2", seeds.second}}, arg(a, 2, "name"));
  });
  // random_ops.categorical(logits, num_samples, dtype=None, seed=None, name=None):
  // multinomial_categorical_impl -- a Multinomial op with get_seed's pair.
  def(m, "categorical", [st](CallArgs& a) -> Ref {
    Ref logits_in = require(a, 0, "logits", "categorical");
    Ref num_samples = require(a, 1, "num_samples", "categorical");
    Ref dtype_ref = arg(a, 2, "dtype");
    OpScope s(arg(a, 4, "name"), "categorical");
    Ref logits = convert_to_tensor(logits_in, std::nullopt, "logits");
    const DType dtype = present(dtype_ref) && py::truthy(dtype_ref) ? required_dtype_arg(dtype_ref) : DType::Int64;
    if (dtype != DType::Int32 && dtype != DType::Int64)
      py::raise_value_error("Argument `dtype` got invalid value " + tensor::str(dtype) + ". Accepted dtypes are (tf.int32, tf.int64).");
    const auto seeds = get_seed(*st, arg(a, 3, "seed"));
    return apply_op1("Multinomial", {logits, num_samples}, {{"seed", seeds.first}, {"seed2", seeds.second}, {"output_dtype", dtype}});
  });
  // random_ops.random_gamma: alpha and beta (default 1) in `dtype`, alpha broadcast against beta,
  // RandomGamma with get_seed's pair, then maximum(finfo(dtype).tiny, rnd / beta).
  def(m, "gamma", [st](CallArgs& a) -> Ref {
    Ref shape = require(a, 0, "shape", "random_gamma");
    Ref alpha_in = require(a, 1, "alpha", "random_gamma");
    Ref beta_in = arg(a, 2, "beta");
    const DType dtype = dtype_arg(arg(a, 3, "dtype")).value_or(DType::Float32);
    OpScope s(arg(a, 5, "name"), "random_gamma");
    Ref shape_t = convert_to_tensor(shape, DType::Int32, "shape");
    Ref alpha = convert_to_tensor(alpha_in, dtype, "alpha");
    Ref beta = convert_to_tensor(present(beta_in) ? beta_in : py::Int(1), dtype, "beta");
    Ref broadcast = apply_op1("BroadcastArgs", {apply_op1("Shape", {alpha}, {{"out_type", DType::Int32}}),
                                                apply_op1("Shape", {beta}, {{"out_type", DType::Int32}})});
    Ref alpha_broadcast = apply_op1("BroadcastTo", {alpha, broadcast});
    const auto seeds = get_seed(*st, arg(a, 4, "seed"));
    Ref rnd = apply_op1("RandomGamma", {shape_t, alpha_broadcast}, {{"seed", seeds.first}, {"seed2", seeds.second}});
    // np.finfo(dtype).tiny: the smallest positive normal number.
    const double tiny = dtype == DType::Float64 ? 2.2250738585072014e-308 : dtype == DType::Float16 ? 6.103515625e-05 : 1.1754943508222875e-38;
    return apply_op1("Maximum", {convert_to_tensor(py::Float(tiny), dtype), py::binary_op(py::ast::BinOpKind::Div, rnd, beta)});
  });
  // random_ops.random_poisson_v2: RandomPoissonV2 with get_seed's pair; lam converts as the op's
  // R attr (float64 by default).
  def(m, "poisson", [st](CallArgs& a) -> Ref {
    Ref shape = require(a, 0, "shape", "random_poisson");
    Ref lam = require(a, 1, "lam", "random_poisson");
    const DType dtype = dtype_arg(arg(a, 2, "dtype")).value_or(DType::Float32);
    OpScope s(arg(a, 4, "name"), "random_poisson");
    Ref shape_t = convert_to_tensor(shape, DType::Int32, "shape");
    const auto seeds = get_seed(*st, arg(a, 3, "seed"));
    return apply_op1("RandomPoissonV2", {shape_t, lam}, {{"seed", seeds.first}, {"seed2", seeds.second}, {"dtype", dtype}});
  });
  // random_ops.random_normal and truncated_normal: `rnd * stddev + mean`.
  struct Normal {
    const char* fn;
    const char* scope;
    const char* op;
  };
  for (const Normal& k : {Normal{"normal", "random_normal", "RandomStandardNormal"},
                          Normal{"truncated_normal", "truncated_normal", "TruncatedNormal"}}) {
    def(m, k.fn, [st, k](CallArgs& a) -> Ref {
      Ref shape = require(a, 0, "shape", k.scope);
      Ref mean = arg(a, 1, "mean");
      Ref stddev = arg(a, 2, "stddev");
      const DType dtype = dtype_arg(arg(a, 3, "dtype")).value_or(DType::Float32);
      Ref seed = arg(a, 4, "seed");
      OpScope s(arg(a, 5, "name"), k.scope);
      Ref shape_t = shape_tensor(shape);
      Ref mean_t = convert_to_tensor(present(mean) ? mean : py::Float(0.0), dtype, "mean");
      Ref std_t = convert_to_tensor(present(stddev) ? stddev : py::Float(1.0), dtype, "stddev");
      const auto seeds = get_seed(*st, seed);
      Ref rnd = apply_op1(k.op, {shape_t}, {{"dtype", dtype}, {"seed", seeds.first}, {"seed2", seeds.second}}, nullptr);
      Ref mul = py::binary_op(py::ast::BinOpKind::Mult, rnd, std_t);
      return math_add(mul, mean_t, scope_name(s));
    });
  }
  return m;
}

// tf.tensordot(a, b, axes): transpose + reshape to matrices, MatMul, reshape back
// (math_ops.tensordot). An operand of known shape is reshaped with constants; one of known
// rank but unknown dims goes through _tensordot_reshape's dynamic path (Shape, GatherV2,
// Prod, Pack), and the product is then reshaped by the concatenated free dims and given the
// static free dims.
Ref tensordot(const Ref& a_in, const Ref& b_in, const Ref& axes, const Ref& name) {
  OpScope s(name, "Tensordot");
  Ref a = to_tensor(a_in, "a");
  Ref b = to_tensor(b_in, "b");
  TensorObject* ta = tensor_of(a);
  TensorObject* tb = tensor_of(b);
  if (!ta->shape.has_rank() || !tb->shape.has_rank()) {
    py::raise(py::E().NotImplementedError, "tfplay's tf.tensordot needs inputs of known rank");
  }
  const int ra = *ta->shape.rank(), rb = *tb->shape.rank();
  std::vector<int64_t> axes_a, axes_b;
  if (py::is_int(axes.get())) {
    const int64_t n = py::as_int(axes.get());
    if (n < 0) py::raise_value_error("'axes' must be at least 0.");
    if (n > ra || n > rb) {
      py::raise_value_error("'axes' must not be larger than the number of dimensions of tensor " +
                            std::string(n > ra ? "a" : "b") + ".");
    }
    for (int64_t i = ra - n; i < ra; ++i) axes_a.push_back(i);
    for (int64_t i = 0; i < n; ++i) axes_b.push_back(i);
  } else if (const TensorObject* t = tensor_of(axes)) {
    // _tensordot_axes converts other axes to an int32 tensor and contracts axes[0] with axes[1]
    // (Keras's ops.average does so with [[axis], [0]]). Eagerly its value gives the axes.
    if (!t->is_eager()) py::raise(py::E().NotImplementedError, "tfplay's tf.tensordot takes tensor `axes` only eagerly");
    const Tensor v = tensor::cast(*t->value, DType::Int64);
    const auto& dims = v.shape();
    const std::vector<int64_t> flat(v.data<int64_t>(), v.data<int64_t>() + v.num_elements());
    if (dims.empty() || dims[0] != 2 || dims.size() > 2)
      py::raise(py::E().NotImplementedError, "tfplay's tf.tensordot takes tensor `axes` of shape [2] or [2, n] only");
    const std::size_t n = flat.size() / 2;
    axes_a.assign(flat.begin(), flat.begin() + static_cast<std::ptrdiff_t>(n));
    axes_b.assign(flat.begin() + static_cast<std::ptrdiff_t>(n), flat.end());
  } else {
    std::vector<Ref> pair = py::to_vector(axes);
    if (pair.size() != 2) py::raise_value_error("'axes' must be an integer or have length 2.");
    axes_a = axis_list(pair[0]);
    axes_b = axis_list(pair[1]);
    if (axes_a.size() != axes_b.size()) {
      py::raise_value_error("Different number of contraction axes 'a' and 'b', " + std::to_string(axes_a.size()) +
                            " != " + std::to_string(axes_b.size()) + ".");
    }
  }
  struct Reshaped {
    Ref matrix;
    Ref free_dims;                      // set on the dynamic path: an int32 tensor
    std::vector<tensor::Dim> free_static;
  };
  auto prepare = [&](const Ref& t, const tensor::TensorShape& shape, std::vector<int64_t> axes_in, bool flipped) {
    const std::vector<tensor::Dim> dims = shape.as_list();
    const int r = static_cast<int>(dims.size());
    for (int64_t& ax : axes_in) {
      ax = ax < 0 ? ax + r : ax;
      // _tensordot_reshape indexes the static shape list with each axis.
      if (ax < 0 || ax >= r) py::raise(py::E().IndexError, "list index out of range");
    }
    std::vector<int64_t> free;
    for (int64_t i = 0; i < r; ++i)
      if (std::find(axes_in.begin(), axes_in.end(), i) == axes_in.end()) free.push_back(i);
    Reshaped out;
    for (int64_t i : free) out.free_static.push_back(dims[i]);
    std::vector<int64_t> perm = flipped ? axes_in : free;
    const std::vector<int64_t>& rest = flipped ? free : axes_in;
    perm.insert(perm.end(), rest.begin(), rest.end());
    if (shape.is_fully_defined()) {
      int64_t prod_free = 1, prod_axes = 1;
      for (int64_t i : free) prod_free *= *dims[i];
      for (int64_t i : axes_in) prod_axes *= *dims[i];
      std::vector<int64_t> new_shape = flipped ? std::vector<int64_t>{prod_axes, prod_free} : std::vector<int64_t>{prod_free, prod_axes};
      Ref transposed = apply_op1("Transpose", {t, int32_vector(perm, "transpose/perm")});
      out.matrix = apply_op1("Reshape", {transposed, int32_vector(new_shape, "Reshape/shape")});
      return out;
    }
    Ref axes_t = int32_vector(axes_in, "axes");
    Ref free_t = int32_vector(free, "free");
    Ref shape_t = apply_op1("Shape", {t}, {{"out_type", DType::Int32}});
    out.free_dims = tf_call("gather", {shape_t, free_t});
    Ref axes_dims = tf_call("gather", {shape_t, axes_t});
    Ref prod_free = tf_call("reduce_prod", {out.free_dims});
    Ref prod_axes = tf_call("reduce_prod", {axes_dims});
    Ref perm_t = tf_call("concat", {py::List({flipped ? axes_t : free_t, flipped ? free_t : axes_t}), py::Int(0)});
    Ref new_shape = tf_call("stack", {py::List({flipped ? prod_axes : prod_free, flipped ? prod_free : prod_axes})});
    out.matrix = tf_call("reshape", {tf_call("transpose", {t, perm_t}), new_shape});
    return out;
  };
  Reshaped ma = prepare(a, ta->shape, axes_a, false);
  Reshaped mb = prepare(b, tb->shape, axes_b, true);
  Ref product = apply_op1("MatMul", {ma.matrix, mb.matrix}, {{"transpose_a", false}, {"transpose_b", false}});
  if (!ma.free_dims && !mb.free_dims) {
    std::vector<int64_t> out;
    for (const auto& d : ma.free_static) out.push_back(*d);
    for (const auto& d : mb.free_static) out.push_back(*d);
    return apply_op1("Reshape", {product, int32_vector(out, "shape")}, {}, s);
  }
  auto dims_tensor = [](const Reshaped& m) {
    if (m.free_dims) return m.free_dims;
    std::vector<int64_t> v;
    for (const auto& d : m.free_static) v.push_back(*d);
    return int32_vector(v, "Const");
  };
  Ref out_shape = tf_call("concat", {py::List({dims_tensor(ma), dims_tensor(mb)}), py::Int(0)});
  Ref result = apply_op1("Reshape", {product, out_shape}, {}, s);
  std::vector<tensor::Dim> static_dims = ma.free_static;
  static_dims.insert(static_dims.end(), mb.free_static.begin(), mb.free_static.end());
  set_static_shape(result, tensor::TensorShape(static_dims));
  return result;
}

// linalg_ops.norm_v2's matrix 2-norm: the largest singular value over the two axes, which are
// moved last for Svd(compute_uv=False) and moved back afterwards (result keeps both axes as 1s).
Ref matrix_two_norm(const Ref& x, int64_t a0, int64_t a1) {
  TensorObject* t = tensor_of(x);
  const std::optional<int> rank = t ? t->shape.rank() : std::nullopt;
  if (!rank) py::raise(py::E().NotImplementedError, "tfplay's tf.linalg.norm(ord=2) needs a tensor of known rank");
  const int64_t r = *rank;
  const int64_t p0 = a0 < 0 ? a0 + r : a0, p1 = a1 < 0 ? a1 + r : a1;
  std::vector<int64_t> perm_before;
  for (int64_t i = 0; i < r; ++i)
    if (i != p0 && i != p1) perm_before.push_back(i);
  perm_before.push_back(p0);
  perm_before.push_back(p1);
  std::vector<int64_t> perm_after(static_cast<std::size_t>(r));
  for (int64_t i = 0; i < r; ++i) perm_after[static_cast<std::size_t>(perm_before[static_cast<std::size_t>(i)])] = i;
  Ref permed = apply_op1("Transpose", {x, int32_vector(perm_before, "transpose/perm")});
  Ref s = apply_op("Svd", {permed}, {{"compute_uv", false}, {"full_matrices", false}})[0];
  Ref largest = apply_op1("Max", {tf_call("math.abs", {s}), int32_vector({-1}, "Max/reduction_indices")}, {{"keep_dims", true}});
  Ref expanded = apply_op1("ExpandDims", {largest, int32_vector({-1}, "ExpandDims/dim")});
  return apply_op1("Transpose", {expanded, int32_vector(perm_after, "transpose_1/perm")});
}

// tf.linalg.norm (linalg_ops.norm_v2): vector p-norms, and matrix norms over a 2-tuple `axis`
// ('fro'/'euclidean', 1: max column sum, np.inf: max row sum, 2: largest singular value).
// ValueError texts as linalg_ops.norm_v2 formats them.
Ref norm(CallArgs& a) {
  Ref tensor_ref = require(a, 0, "tensor", "norm");
  Ref ord = arg(a, 1, "ord");
  Ref axis = arg(a, 2, "axis");
  Ref keepdims = arg(a, 3, "keepdims");
  OpScope s(arg(a, 4, "name"), "norm");
  const bool keep = present(keepdims) && py::truthy(keepdims);
  std::string ord_text = "euclidean";
  double p = 2;
  if (present(ord)) {
    if (py::is_str(ord.get())) ord_text = py::as_str(ord.get());
    else {
      p = py::as_float(ord.get());
      ord_text = std::isinf(p) && p > 0 ? "inf" : "p";
    }
  }
  const bool matrix = present(axis) && (py::is_list_or_tuple_instance(axis.get())) && py::to_vector(axis).size() == 2;
  int64_t a0 = 0, a1 = 0;
  if (matrix) {
    std::vector<Ref> items = py::to_vector(axis);
    if (!py::is_int(items[0].get()) || !py::is_int(items[1].get()) || py::as_int(items[0].get()) == py::as_int(items[1].get()))
      py::raise_value_error("'axis' must be None, an integer, or a tuple of 2 unique integers, got " +
                            py::str(py::Tuple(items)));
    a0 = py::as_int(items[0].get());
    a1 = py::as_int(items[1].get());
    const bool supported = ord_text == "euclidean" || ord_text == "fro" || ord_text == "inf" ||
                           (ord_text == "p" && (p == 1 || p == 2));
    if (!supported)
      py::raise_value_error("'ord' must be a supported matrix norm in ['euclidean', 'fro', 1, 2, inf], got " +
                            py::str(ord));
  } else {
    if (present(axis) && !py::is_int(axis.get()))
      py::raise_value_error("'axis' must be None, an integer, or a tuple of 2 unique integers, got " + py::str(axis));
    // `(not np.isreal(ord) or ord <= 0) and ord not in supported_vector_norms`: a string other
    // than 'euclidean' (even 'fro') and a non-positive number are refused.
    if ((ord_text != "euclidean" && ord_text != "p" && ord_text != "inf") || (ord_text == "p" && p <= 0))
      py::raise_value_error("'ord' must be a supported vector norm, got " + py::str(ord));
  }
  Ref x = to_tensor(tensor_ref);
  // The reduction axes as norm passes them: `(axis,)` for a vector axis, and for ord=1/inf
  // `axis[0]`; with no axis, _ReductionDims's Const, made inside reduce_sum/max (after the
  // ops on its input, as the graph's order shows).
  const bool vector_axis = present(axis) && !matrix;
  auto dims = [&](const Ref& input, bool first_only) -> Ref {
    if (vector_axis) return first_only ? axis : py::Tuple({axis});
    return reduction_dims(input, axis);
  };
  Ref result;
  if (matrix && ord_text == "p" && p == 2) {
    result = matrix_two_norm(x, a0, a1);
  } else if (ord_text == "euclidean" || ord_text == "fro" || (ord_text == "p" && p == 2)) {
    // sqrt(reduce_sum(tensor * conj(tensor))): a complex tensor's norm stays complex (imag 0).
    Ref sq = py::binary_op(py::ast::BinOpKind::Mult, x, tf_call("math.conj", {x}));
    Ref sum = apply_op1("Sum", {sq, dims(sq, false)}, {{"keep_dims", true}});
    result = apply_op1("Sqrt", {sum});
  } else {
    // math_ops.abs: ComplexAbs for a complex tensor, so these norms are real.
    Ref abs = tf_call("math.abs", {x});
    if (matrix && (ord_text == "inf" || p == 1)) {
      // ord=1 sums over axis[0] then takes the max over axis[-1]; np.inf the other way round.
      const bool inf = ord_text == "inf";
      Ref summed = apply_op1("Sum", {abs, int32_vector({inf ? a1 : a0}, "Sum/reduction_indices")}, {{"keep_dims", true}});
      result = apply_op1("Max", {summed, int32_vector({inf ? a0 : a1}, "Max/reduction_indices")}, {{"keep_dims", true}});
    } else if (ord_text == "inf") {
      result = apply_op1("Max", {abs, dims(abs, true)}, {{"keep_dims", true}});
    } else if (p == 1) {
      result = apply_op1("Sum", {abs, dims(abs, true)}, {{"keep_dims", true}});
    } else {
      Ref powed = math_pow(abs, py::Float(p));
      Ref sum = apply_op1("Sum", {powed, dims(powed, false)}, {{"keep_dims", true}});
      result = math_pow(sum, py::Float(1.0 / p));
    }
  }
  if (keep) return result;
  std::vector<int64_t> squeeze;
  if (present(axis)) squeeze = axis_list(axis);
  // array_ops.squeeze(result, axis) with no name: "norm/Squeeze" (norm's scope is not `as name`).
  return apply_op1("Squeeze", {result}, {{"squeeze_dims", squeeze}});
}

}  // namespace

// isinstance(x, (NativeObject, core.Tensor, IsTensorLike)); `is_tensor_like` is the
// runtime-checkable protocol.
bool is_tf_type(const Ref& x) {
  return function::is_core_tensor(x.get()) || is_indexed_slices(x) || is_sparse_tensor(x) || ragged::is_ragged(x) ||
         py::getattr_opt(x, "is_tensor_like");
}

void install_array_api(const Ref& tf) {
  graph::reset_random_kernels();
  auto sub = [&](const char* name) { return submodule_of(tf, name); };
  Ref math = sub("math");
  Ref nn = sub("nn");
  Ref linalg = sub("linalg");
  Ref strings = sub("strings");

  // ---- creation ----
  def(tf, "zeros", +[](CallArgs& a) {
    return filled(require(a, 0, "shape", "zeros"), dtype_arg_or(arg(a, 1, "dtype"), DType::Float32), 0, arg(a, 2, "name"), "zeros");
  });
  def(tf, "ones", +[](CallArgs& a) {
    return filled(require(a, 0, "shape", "ones"), dtype_arg_or(arg(a, 1, "dtype"), DType::Float32), 1, arg(a, 2, "name"), "ones");
  });
  for (bool ones : {false, true}) {
    const char* fn = ones ? "ones_like" : "zeros_like";
    def(tf, fn, [ones, fn](CallArgs& a) -> Ref {
      Ref input = require(a, 0, "input", fn);
      auto dtype = dtype_arg(arg(a, 1, "dtype"));
      Ref name = arg(a, 2, "name");
      OpScope s(name, fn);
      Ref x = to_tensor(input, "tensor");
      TensorObject* t = tensor_of(x);
      const DType dt = dtype.value_or(t->dtype);
      const double v = ones ? 1 : 0;
      if (!s.in_graph()) {
        if (!ones && dt == t->dtype) return apply_op1("ZerosLike", {x}, {}, s);
        return filled(function::shape_object(t->shape), dt, v, nullptr, ones ? "ones" : "zeros");
      }
      if (t->shape.is_fully_defined()) {
        if (!ones) return filled(function::shape_object(t->shape), dt, v, scope_name(s), fn);
        // ones_like_impl: shape_internal (no out_type) makes the shape a constant through
        // _tensor_shape_tensor_conversion_function in its "Shape" scope, and ones() always
        // fills a Tensor shape.
        Ref dims;
        {
          OpScope shape_scope(nullptr, "Shape");
          dims = function::shape_object(t->shape);
          dims = convert_to_tensor(dims, std::nullopt, "shape_as_tensor");
        }
        return apply_op1("Fill", {dims, constant_tensor(scalar_of(dt, v), "Const")}, {}, s);
      }
      if (!ones && dt == t->dtype) return apply_op1("ZerosLike", {x}, {}, s);
      return filled(shape_of(x, DType::Int32, nullptr, "Shape"), dt, v, scope_name(s), fn);
    });
  }
  def(tf, "fill", +[](CallArgs& a) {
    return apply_op1("Fill", {require(a, 0, "dims", "fill"), require(a, 1, "value", "fill")}, {}, arg(a, 2, "name"));
  });
  def(tf, "eye", +[](CallArgs& a) -> Ref {
    Ref rows_ref = require(a, 0, "num_rows", "eye");
    Ref cols_ref = arg(a, 1, "num_columns");
    Ref batch = arg(a, 2, "batch_shape");
    const DType dt = dtype_arg(arg(a, 3, "dtype")).value_or(DType::Float32);
    OpScope s(arg(a, 4, "name"), "eye");
    // linalg_ops_impl.eye takes tensor sizes too (it then builds the shapes at run time); an
    // eager tensor's value gives the same matrix, a symbolic one is not supported yet.
    for (Ref* size : {&rows_ref, &cols_ref}) {
      function::TensorObject* t = present(*size) ? function::as_tensor(size->get()) : nullptr;
      if (!t) continue;
      if (!t->is_eager() || t->value->rank() != 0 || !tensor::is_integer(t->dtype))
        py::raise(py::E().NotImplementedError, "tf.eye with a symbolic or non-scalar tensor size is not supported by tfplay yet");
      *size = py::Int(t->value->as_int64(0));
    }
    if (!py::is_int(rows_ref.get()) || (present(cols_ref) && !py::is_int(cols_ref.get()))) {
      py::raise_type_error("Arguments `num_rows` and `num_columns` must be positive integer values. Received: num_rows=" +
                           py::repr(rows_ref) + ", num_columns=" + py::repr(present(cols_ref) ? cols_ref : py::None()));
    }
    const int64_t rows = py::as_int(rows_ref.get());
    const int64_t cols = present(cols_ref) ? py::as_int(cols_ref.get()) : rows;
    std::vector<int64_t> diag_shape;
    if (present(batch)) {
      std::optional<std::vector<int64_t>> b = static_shape(batch);
      if (!b) {
        // A tensor batch_shape: TF concatenates it with [diag_size] at run time, so an eager
        // vector gives its sizes and anything else gets ConcatV2's rank error.
        function::TensorObject* t = tensor_of(batch);
        if (t && !t->is_eager())
          py::raise(py::E().NotImplementedError, "tf.eye with a symbolic batch_shape is not supported by tfplay yet");
        if (t && t->value->rank() == 1 && tensor::is_integer(t->dtype)) b = t->value->to_int64_vector();
        else tf_call("concat", {py::Tuple({convert_to_tensor(batch, DType::Int32, "shape"), py::List({py::Int(std::min(rows, cols))})}), py::Int(0)});
      }
      diag_shape = b.value_or(std::vector<int64_t>{});
    }
    diag_shape.push_back(std::min(rows, cols));
    Ref ones = filled(py::List([&] {
                        std::vector<Ref> v;
                        for (int64_t d : diag_shape) v.push_back(py::Int(d));
                        return v;
                      }()),
                      dt, 1, nullptr, "ones");
    const bool square = !present(cols_ref) || rows == cols;
    OpScope inner(nullptr, square ? "diag" : "set_diag");
    auto i32 = [](int64_t v, const char* n) { return constant_tensor(Tensor::scalar_int32(static_cast<int32_t>(v)), n); };
    return apply_op1("MatrixDiagV3", {ones, i32(0, "k"), i32(square ? -1 : rows, "num_rows"), i32(square ? -1 : cols, "num_cols"),
                                      constant_tensor(scalar_of(dt, 0), "padding_value")},
                     {}, inner);
  });
  def(tf, "identity", +[](CallArgs& a) { return apply_op1("Identity", {require(a, 0, "input", "identity")}, {}, arg(a, 1, "name")); });

  // ---- shape ops ----
  def(tf, "stack", +[](CallArgs& a) -> Ref {
    Ref values = require(a, 0, "values", "stack");
    Ref axis_ref = arg(a, 1, "axis");
    const int64_t axis = present(axis_ref) ? py::as_int(axis_ref.get()) : 0;
    Ref name = name_or(arg(a, 2, "name"), "stack");
    if (axis == 0) {
      try {
        return convert_to_tensor(values, std::nullopt, py::str(name));
      } catch (py::PyError& e) {
        if (!py::isinstance(e.exc.get(), py::E().TypeError) && !py::isinstance(e.exc.get(), py::E().ValueError) &&
            !py::isinstance(e.exc.get(), py::E().NotImplementedError))
          throw;
      }
    }
    // array_ops.stack: values[0] gives the rank (a generator or a Dataset is not subscriptable,
    // an empty list has no item 0); gen_array_ops.pack then takes a list or tuple only.
    Ref first = to_tensor(py::getitem(values, py::Int(0)), py::str(name));
    if (!py::is_list(values.get()) && !py::is_tuple(values.get()))
      py::raise_type_error("Expected list for 'values' argument to 'pack' Op, not " + py::repr(values) + ".");
    std::vector<Ref> items = py::to_vector(values);
    if (auto r = tensor_of(first)->shape.rank()) {
      const int64_t expanded = *r + 1;
      if (axis < -expanded || axis >= expanded) {
        py::raise_value_error("Argument `axis` = " + std::to_string(axis) + " not in range [" + std::to_string(-expanded) +
                              ", " + std::to_string(expanded) + ")");
      }
    }
    return apply_op1("Pack", {py::List(items)}, {{"axis", axis}}, name);
  });
  def(tf, "unstack", +[](CallArgs& a) -> Ref {
    Ref value = require(a, 0, "value", "unstack");
    Ref num_ref = arg(a, 1, "num");
    Ref axis_ref = arg(a, 2, "axis");
    const int64_t axis = present(axis_ref) ? py::as_int(axis_ref.get()) : 0;
    Ref name = name_or(arg(a, 3, "name"), "unstack");
    int64_t num;
    if (present(num_ref)) {
      num = py::as_int(num_ref.get());
    } else {
      value = to_tensor(value);
      const tensor::TensorShape& shape = tensor_of(value)->shape;
      std::optional<int64_t> n;
      if (shape.has_rank()) {
        const int64_t r = *shape.rank();
        if (axis < -r || axis >= r) {
          py::raise_value_error("Argument `axis` = " + std::to_string(axis) + " not in range [" + std::to_string(-r) + ", " +
                                std::to_string(r) + ")");
        }
        n = shape.as_list()[axis < 0 ? axis + r : axis];
      }
      if (!n) py::raise_value_error("Cannot infer argument `num` from shape " + shape.str());
      num = *n;
    }
    return py::List(apply_op("Unpack", {value}, {{"num", num}, {"axis", axis}}, name));
  });
  def(tf, "concat", +[](CallArgs& a) -> Ref {
    Ref values = require(a, 0, "values", "concat");
    Ref axis = require(a, 1, "axis", "concat");
    Ref name = name_or(arg(a, 2, "name"), "concat");
    std::vector<Ref> items = (py::is_list(values.get()) || py::is_tuple(values.get())) ? py::to_vector(values) : std::vector<Ref>{values};
    if (items.size() == 1) {
      OpScope s(name, "concat");
      Ref dim = convert_to_tensor(axis, DType::Int32, "concat_dim");
      if (auto r = tensor_of(dim)->shape.rank(); r && *r != 0) py::raise_value_error("Shape " + tensor_of(dim)->shape.str() + " must have rank 0");
      return apply_op1("Identity", {items[0]}, {}, s);
    }
    return apply_op1("ConcatV2", {py::List(items), axis}, {}, name);
  });
  def(tf, "split", +[](CallArgs& a) -> Ref {
    Ref value = require(a, 0, "value", "split");
    Ref splits = require(a, 1, "num_or_size_splits", "split");
    Ref axis = arg(a, 2, "axis");
    if (!present(axis)) axis = py::Int(0);
    Ref num_ref = arg(a, 3, "num");
    Ref name = name_or(arg(a, 4, "name"), "split");
    if (py::is_int(splits.get())) {
      return py::List(apply_op("Split", {axis, value}, {{"num_split", py::as_int(splits.get())}}, name));
    }
    Ref sizes = to_tensor(splits);
    const tensor::TensorShape& ss = tensor_of(sizes)->shape;
    if (ss.rank() == 0) {
      py::raise_value_error("Rank-0 tensors are not supported as the num_or_size_splits argument to split. Argument provided: " +
                            py::str(splits));
    }
    std::optional<int64_t> num;
    if (present(num_ref)) num = py::as_int(num_ref.get());
    else if (ss.has_rank()) num = ss.as_list()[0];
    if (!num) py::raise_value_error("Cannot infer argument `num` from shape " + py::repr(splits));
    return py::List(apply_op("SplitV", {value, sizes, axis}, {{"num_split", *num}}, name));
  });
  def(tf, "tile", +[](CallArgs& a) {
    return apply_op1("Tile", {require(a, 0, "input", "tile"), require(a, 1, "multiples", "tile")}, {}, arg(a, 2, "name"));
  });
  def(tf, "gather", +[](CallArgs& a) -> Ref {
    Ref params = require(a, 0, "params", "gather");
    Ref indices = require(a, 1, "indices", "gather");
    Ref axis = arg(a, 3, "axis");
    Ref batch = arg(a, 4, "batch_dims");
    const int64_t batch_dims = present(batch) ? py::as_int(batch.get()) : 0;
    if (!present(axis)) axis = py::Int(batch_dims);
    // array_ops.gather: along axis 0, a resource variable is read with sparse_read
    // (ResourceGather, whose gradient is IndexedSlices) rather than densely.
    if (is_variable(params.get()) && py::is_int(axis.get()) && py::as_int(axis.get()) == 0) {
      Ref name = arg(a, 5, "name");
      CallArgs read;
      read.args = {indices};
      read.kwargs = {{"name", present(name) ? name : py::None()}};
      return py::call(py::getattr(params, "sparse_read"), read);
    }
    return apply_op1("GatherV2", {params, indices, axis}, {{"batch_dims", batch_dims}}, arg(a, 5, "name"));
  });
  def(tf, "slice", +[](CallArgs& a) {
    return apply_op1("Slice", {require(a, 0, "input_", "slice"), require(a, 1, "begin", "slice"), require(a, 2, "size", "slice")},
                     {}, arg(a, 3, "name"));
  });
  def(tf, "expand_dims", +[](CallArgs& a) {
    return apply_op1("ExpandDims", {require(a, 0, "input", "expand_dims"), require(a, 1, "axis", "expand_dims")}, {},
                     arg(a, 2, "name"));
  });
  def(tf, "squeeze", +[](CallArgs& a) {
    Ref axis = arg(a, 1, "axis");
    std::vector<int64_t> dims;
    if (present(axis)) dims = axis_list(axis);
    return apply_op1("Squeeze", {require(a, 0, "input", "squeeze")}, {{"squeeze_dims", dims}}, arg(a, 2, "name"));
  });
  def(tf, "transpose", +[](CallArgs& a) -> Ref {
    Ref x_in = require(a, 0, "a", "transpose");
    Ref perm = arg(a, 1, "perm");
    OpScope s(name_or(arg(a, 3, "name"), "transpose"), "transpose");
    Ref x = to_tensor(x_in, "a");
    if (!present(perm)) {
      auto r = tensor_of(x)->shape.rank();
      if (!r) py::raise(py::E().NotImplementedError, "tfplay cannot transpose a tensor of unknown rank without `perm`");
      std::vector<int64_t> p;
      for (int i = *r - 1; i >= 0; --i) p.push_back(i);
      perm = int32_vector(p, "Const");
    }
    // array_ops.transpose: conjugate=True on a complex tensor is one ConjugateTranspose op.
    Ref conjugate = arg(a, 2, "conjugate");
    if (present(conjugate) && py::truthy(conjugate) && tensor::is_complex(dtype_of(x)))
      return apply_op1("ConjugateTranspose", {x, perm}, {}, s);
    return apply_op1("Transpose", {x, perm}, {}, s);
  });
  def(tf, "broadcast_to", +[](CallArgs& a) {
    return apply_op1("BroadcastTo", {require(a, 0, "input", "broadcast_to"), require(a, 1, "shape", "broadcast_to")}, {},
                     arg(a, 2, "name"));
  });
  def(tf, "reshape", +[](CallArgs& a) {
    return apply_op1("Reshape", {require(a, 0, "tensor", "reshape"), require(a, 1, "shape", "reshape")}, {}, arg(a, 2, "name"));
  });
  def(tf, "shape", +[](CallArgs& a) {
    return shape_of(require(a, 0, "input", "shape"), dtype_arg(arg(a, 1, "out_type")).value_or(DType::Int32), arg(a, 2, "name"), "Shape");
  });
  def(tf, "size", +[](CallArgs& a) -> Ref {
    const DType out = dtype_arg(arg(a, 1, "out_type")).value_or(DType::Int32);
    OpScope s(arg(a, 2, "name"), "Size");
    Ref x = to_tensor(require(a, 0, "input", "size"), "input");
    if (s.in_graph() && tensor_of(x)->shape.is_fully_defined()) {
      return constant_tensor(tensor::cast(Tensor::scalar_int64(*tensor_of(x)->shape.num_elements()), out), s.op_name());
    }
    return apply_op1("Size", {x}, {{"out_type", out}}, s);
  });
  def(tf, "rank", +[](CallArgs& a) -> Ref { return rank_of(require(a, 0, "input", "rank"), arg(a, 1, "name")); });
  def(tf, "cast", +[](CallArgs& a) -> Ref {
    Ref x_in = require(a, 0, "x", "cast");
    auto dt = dtype_arg(require(a, 1, "dtype", "cast"));
    if (tensor_of(x_in) && tensor_of(x_in)->dtype == *dt) return x_in;
    OpScope s(arg(a, 2, "name"), "Cast");
    Ref x = to_tensor(x_in, "x");
    // math_ops.cast warns (logging.warn, every call) before a complex -> real Cast drops the imaginary part.
    if (tensor::is_complex(dtype_of(x)) && tensor::is_floating(*dt))
      tf_warning("You are casting an input of type " + std::string(tensor::name(dtype_of(x))) +
                 " to an incompatible dtype " + std::string(tensor::name(*dt)) +
                 ".  This will discard the imaginary part and may not be what you intended.");
    if (dtype_of(x) == *dt) return x;
    return apply_op1("Cast", {x}, {{"DstT", *dt}, {"Truncate", false}}, s);
  });

  // ---- math ----
  def(tf, "add", +[](CallArgs& a) { return math_add(require(a, 0, "x", "add"), require(a, 1, "y", "add"), arg(a, 2, "name")); });
  def(tf, "divide", +[](CallArgs& a) -> Ref {
    // math_ops.divide: x becomes a tensor (with y's dtype when y is one), then x / y.
    Ref x = require(a, 0, "x", "divide");
    Ref y = require(a, 1, "y", "divide");
    Ref name = arg(a, 2, "name");
    if (present(name)) return truediv(x, y, name);
    if (!tensor_of(x)) x = convert_to_tensor(x, tensor_of(y) ? std::optional<DType>(dtype_of(y)) : std::nullopt);
    return py::binary_op(py::ast::BinOpKind::Div, x, y);
  });
  def(tf, "truediv", +[](CallArgs& a) { return truediv(require(a, 0, "x", "truediv"), require(a, 1, "y", "truediv"), arg(a, 2, "name")); });
  def(tf, "floordiv", +[](CallArgs& a) {
    return math_floordiv(require(a, 0, "x", "floordiv"), require(a, 1, "y", "floordiv"), arg(a, 2, "name"));
  });
  def(tf, "pow", +[](CallArgs& a) { return math_pow(require(a, 0, "x", "pow"), require(a, 1, "y", "pow"), arg(a, 2, "name")); });
  def(tf, "matmul", +[](CallArgs& a) -> Ref {
    Ref ta = arg(a, 2, "transpose_a"), tb = arg(a, 3, "transpose_b"), aa = arg(a, 4, "adjoint_a"), ab = arg(a, 5, "adjoint_b");
    for (const char* unsupported : {"a_is_sparse", "b_is_sparse", "output_type"}) {
      if (Ref v = a.kwarg(unsupported); present(v) && py::truthy(v)) {
        py::raise(py::E().NotImplementedError, std::string("tfplay's tf.matmul does not support ") + unsupported + " yet");
      }
    }
    auto on = [](const Ref& v) { return present(v) && py::truthy(v); };
    if (on(ta) && on(aa)) py::raise_value_error("Only one of `transpose_a` and `adjoint_a` can be True.");
    if (on(tb) && on(ab)) py::raise_value_error("Only one of `transpose_b` and `adjoint_b` can be True.");
    return math_matmul(require(a, 0, "a", "matmul"), require(a, 1, "b", "matmul"), on(ta), on(tb), a.kwarg("name"), on(aa),
                       on(ab));
  });
  def(tf, "tensordot", +[](CallArgs& a) {
    return tensordot(require(a, 0, "a", "tensordot"), require(a, 1, "b", "tensordot"), require(a, 2, "axes", "tensordot"),
                     arg(a, 3, "name"));
  });
  struct Gen2 {
    const char* name;
    const char* op;
  };
  for (const Gen2& g : {Gen2{"subtract", "Sub"}, Gen2{"multiply", "Mul"}, Gen2{"maximum", "Maximum"}, Gen2{"minimum", "Minimum"},
                        Gen2{"floormod", "FloorMod"}, Gen2{"mod", "FloorMod"}, Gen2{"equal", "Equal"},
                        Gen2{"not_equal", "NotEqual"}, Gen2{"less", "Less"}, Gen2{"less_equal", "LessEqual"},
                        Gen2{"greater", "Greater"}, Gen2{"greater_equal", "GreaterEqual"},
                        Gen2{"logical_and", "LogicalAnd"}, Gen2{"logical_or", "LogicalOr"},
                        Gen2{"squared_difference", "SquaredDifference"}, Gen2{"realdiv", "RealDiv"}}) {
    def(math, g.name, gen_binary(g.op, g.name));
  }
  struct Gen1 {
    const char* name;
    const char* op;
  };
  for (const Gen1& g : {Gen1{"negative", "Neg"}, Gen1{"sqrt", "Sqrt"}, Gen1{"rsqrt", "Rsqrt"}, Gen1{"exp", "Exp"},
                        Gen1{"expm1", "Expm1"}, Gen1{"log", "Log"}, Gen1{"log1p", "Log1p"}, Gen1{"sin", "Sin"},
                        Gen1{"cos", "Cos"}, Gen1{"tan", "Tan"}, Gen1{"tanh", "Tanh"}, Gen1{"asin", "Asin"},
                        Gen1{"acos", "Acos"}, Gen1{"atan", "Atan"}, Gen1{"sinh", "Sinh"}, Gen1{"cosh", "Cosh"},
                        Gen1{"asinh", "Asinh"}, Gen1{"acosh", "Acosh"}, Gen1{"atanh", "Atanh"}, Gen1{"floor", "Floor"},
                        Gen1{"ceil", "Ceil"}, Gen1{"square", "Square"}, Gen1{"reciprocal", "Reciprocal"},
                        Gen1{"sign", "Sign"}, Gen1{"logical_not", "LogicalNot"}, Gen1{"is_nan", "IsNan"},
                        Gen1{"is_inf", "IsInf"}, Gen1{"is_finite", "IsFinite"}, Gen1{"rint", "Rint"},
                        Gen1{"lgamma", "Lgamma"}, Gen1{"digamma", "Digamma"}}) {
    def(math, g.name, gen_unary(g.op, g.name));
  }
  // nn_ops.in_top_k_v2(targets, predictions, k, name): `with ops.name_scope(name, "in_top_k")`,
  // then gen_nn_ops.in_top_kv2(predictions, targets, k, name=name) ("in_top_k/InTopKV2").
  // tf.nn.in_top_k is the same function.
  def(math, "in_top_k", +[](CallArgs& a) -> Ref {
    Ref targets = require(a, 0, "targets", "in_top_k"), predictions = require(a, 1, "predictions", "in_top_k");
    Ref k = require(a, 2, "k", "in_top_k"), name = arg(a, 3, "name");
    OpScope scope(name, "in_top_k");
    return apply_op1("InTopKV2", {predictions, targets, k}, {}, name);
  });
  nn->dict->set("in_top_k", math->dict->get("in_top_k"));
  // gen_math_ops.atan2(y, x, name=None)
  def(math, "atan2", +[](CallArgs& a) -> Ref {
    return apply_op1("Atan2", {require(a, 0, "y", "atan2"), require(a, 1, "x", "atan2")}, {}, arg(a, 2, "name"));
  });
  // math_ops.abs: complex inputs take ComplexAbs, whose result is the real dtype.
  def(math, "abs", +[](CallArgs& a) -> Ref {
    OpScope s(arg(a, 1, "name"), "Abs");
    Ref x = to_tensor(require(a, 0, "x", "abs"), "x");
    const DType dt = function::as_tensor(x.get())->dtype;
    if (tensor::is_complex(dt)) return apply_op1("ComplexAbs", {x}, {{"Tout", tensor::real_dtype(dt)}}, s);
    return apply_op1("Abs", {x}, {}, s);
  });
  def(math, "sigmoid", scoped_unary("Sigmoid", "Sigmoid", "sigmoid"));
  def(math, "round", +[](CallArgs& a) -> Ref {
    // math_ops.round: integer tensors are returned unchanged.
    Ref x = to_tensor(require(a, 0, "x", "round"), "x");
    if (tensor::is_integer(dtype_of(x))) return x;
    return apply_op1("Round", {x}, {}, arg(a, 1, "name"));
  });
  def(math, "logical_xor", +[](CallArgs& a) -> Ref {
    return py::binary_op(py::ast::BinOpKind::BitXor, to_tensor(require(a, 0, "x", "logical_xor")), require(a, 1, "y", "logical_xor"));
  });
  def(math, "divide_no_nan", +[](CallArgs& a) {
    return div_no_nan(require(a, 0, "x", "div_no_nan"), require(a, 1, "y", "div_no_nan"), arg(a, 2, "name"));
  });
  def(math, "multiply_no_nan", +[](CallArgs& a) {
    return multiply_no_nan(require(a, 0, "x", "multiply_no_nan"), require(a, 1, "y", "multiply_no_nan"), arg(a, 2, "name"));
  });
  for (const char* n : {"add", "divide", "truediv", "floordiv", "pow"}) math->dict->set(n, tf->dict->get(n));
  // The tf.* aliases of tf.math functions (tf.subtract, tf.sqrt, ...).
  for (const char* n : {"subtract", "multiply", "maximum", "minimum", "equal", "not_equal", "less", "less_equal", "greater",
                        "greater_equal", "logical_and", "logical_or", "logical_not", "negative", "abs", "sign", "square",
                        "sqrt", "exp", "sin", "cos", "tan", "tanh", "floor", "round", "realdiv", "squared_difference"}) {
    tf->dict->set(n, math->dict->get(n));
  }
  tf->dict->set("sigmoid", math->dict->get("sigmoid"));

  // ---- reductions ----
  struct Red {
    const char* name;
    const char* op;
  };
  for (const Red& r : {Red{"reduce_sum", "Sum"}, Red{"reduce_mean", "Mean"}, Red{"reduce_max", "Max"}, Red{"reduce_min", "Min"},
                       Red{"reduce_prod", "Prod"}, Red{"reduce_all", "All"}, Red{"reduce_any", "Any"}}) {
    def(tf, r.name, reduction(r.op, r.name));
    math->dict->set(r.name, tf->dict->get(r.name));
  }
  def(math, "reduce_euclidean_norm", reduction("EuclideanNorm", "reduce_euclidean_norm"));
  // math_ops.cumulative_logsumexp: name_scope "CumulativeLogsumexp" as cumsum's.
  def(math, "cumulative_logsumexp", cumulative("CumulativeLogsumexp", "cumulative_logsumexp"));
  // math_ops.reduce_variance: mean of the squared deviations from the (kept-dims) mean, under
  // name_scope "reduce_variance"; integer inputs raise TypeError. reduce_std is its Sqrt.
  auto variance = [tf](const Ref& input, const Ref& axis, const Ref& keepdims) -> Ref {
    Ref x = convert_to_tensor(input, std::nullopt);
    Ref mean = py::call(tf->dict->get("reduce_mean"), {x, axis ? axis : py::None(), py::Bool(true)});
    const DType dt = function::as_tensor(mean.get())->dtype;
    if (tensor::is_integer(dt))
      py::raise_type_error("Input must be either real or complex. Received integer type <dtype: '" + std::string(tensor::name(dt)) + "'>.");
    Ref squared = apply_op1("Square", {apply_op1("Sub", {x, mean}, {}, py::Str("sub"))}, {}, py::Str("Square"));
    return py::call(tf->dict->get("reduce_mean"), {squared, axis ? axis : py::None(), py::Bool(keepdims && py::truthy(keepdims))});
  };
  def(math, "reduce_variance", [variance](CallArgs& a) -> Ref {
    OpScope scope(arg(a, 3, "name"), "reduce_variance");
    return variance(require(a, 0, "input_tensor", "reduce_variance"), arg(a, 1, "axis"), arg(a, 2, "keepdims"));
  });
  def(math, "reduce_std", [variance](CallArgs& a) -> Ref {
    OpScope scope(arg(a, 3, "name"), "reduce_std");
    Ref v;
    {
      OpScope inner(nullptr, "reduce_variance");
      v = variance(require(a, 0, "input_tensor", "reduce_std"), arg(a, 1, "axis"), arg(a, 2, "keepdims"));
    }
    return apply_op1("Sqrt", {v}, {}, py::Str("Sqrt"));
  });
  // math_ops.add_n: one input is returned as is (an Identity when named), more are summed by AddN.
  def(tf, "add_n", +[](CallArgs& a) -> Ref {
    Ref inputs = require(a, 0, "inputs", "add_n");
    Ref name = arg(a, 1, "name");
    std::vector<Ref> items;
    if (py::is_list(inputs.get()) || py::is_tuple(inputs.get())) items = py::to_vector(inputs);
    if (items.empty())
      py::raise_value_error("Inputs must be an iterable of at least one Tensor/IndexedSlices with the same dtype and shape.");
    for (Ref& item : items) item = convert_to_tensor(item, std::nullopt);
    if (items.size() == 1) return present(name) ? apply_op1("Identity", {items[0]}, {}, name) : items[0];
    return apply_op1("AddN", {py::List(items)}, {}, name);
  });
  math->dict->set("add_n", tf->dict->get("add_n"));
  def(tf, "cumsum", cumulative("Cumsum", "cumsum"));
  math->dict->set("cumsum", tf->dict->get("cumsum"));
  def(math, "cumprod", cumulative("Cumprod", "cumprod"));
  // array_ops.one_hot: on/off values default to 1 and 0 of `dtype` (float32 when neither they
  // nor `dtype` say otherwise), in name scope "one_hot".
  def(tf, "one_hot", +[](CallArgs& a) -> Ref {
    OpScope scope(arg(a, 6, "name"), "one_hot");
    Ref indices = require(a, 0, "indices", "one_hot");
    Ref depth = require(a, 1, "depth", "one_hot");
    Ref on = arg(a, 2, "on_value"), off = arg(a, 3, "off_value"), axis = arg(a, 4, "axis");
    std::optional<DType> dtype = dtype_arg(arg(a, 5, "dtype"));
    if (present(on)) on = convert_with_hint(on, dtype, "Const");
    if (present(off)) off = convert_with_hint(off, dtype, "Const");
    const std::optional<DType> on_dtype = present(on) ? std::optional<DType>(function::as_tensor(on.get())->dtype) : std::nullopt;
    const std::optional<DType> off_dtype = present(off) ? std::optional<DType>(function::as_tensor(off.get())->dtype) : std::nullopt;
    auto dtype_text = [](DType d) { return "<dtype: '" + std::string(tensor::name(d)) + "'>"; };
    if (dtype && on_dtype && *on_dtype != *dtype)
      py::raise_type_error("dtype " + dtype_text(*dtype) + " of on_value does not match dtype parameter " + dtype_text(*on_dtype));
    if (dtype && off_dtype && *off_dtype != *dtype)
      py::raise_type_error("dtype " + dtype_text(*dtype) + " of off_value does not match dtype parameter " + dtype_text(*off_dtype));
    const DType dt = dtype ? *dtype : on_dtype ? *on_dtype : off_dtype ? *off_dtype : DType::Float32;
    if (!present(on)) on = convert_to_tensor(py::Int(1), dt, "on_value");
    if (!present(off)) off = convert_to_tensor(py::Int(0), dt, "off_value");
    if (function::as_tensor(on.get())->dtype != function::as_tensor(off.get())->dtype)
      py::raise_type_error("dtype " + dtype_text(function::as_tensor(on.get())->dtype) + " of on_value does not match dtype " +
                           dtype_text(function::as_tensor(off.get())->dtype) + " of off_value");
    return apply_op1("OneHot", {indices, depth, on, off}, {{"axis", present(axis) ? py::as_int(axis.get()) : int64_t{-1}}}, scope);
  });
  def(tf, "boolean_mask", +[](CallArgs& a) -> Ref {
    return boolean_mask(require(a, 0, "tensor", "boolean_mask"), require(a, 1, "mask", "boolean_mask"), arg(a, 3, "name"),
                        boolean_mask_axis(arg(a, 2, "axis")));
  });
  def(tf, "is_tensor", +[](CallArgs& a) -> Ref { return py::Bool(is_tf_type(require(a, 0, "x", "is_tensor"))); });
  for (bool is_max : {true, false}) {
    const char* fn = is_max ? "argmax" : "argmin";
    def(tf, fn, [is_max, fn](CallArgs& a) -> Ref {
      Ref input = require(a, 0, "input", fn);
      Ref axis = arg(a, 1, "axis");
      const DType out = dtype_arg(arg(a, 2, "output_type")).value_or(DType::Int64);
      return apply_op1(is_max ? "ArgMax" : "ArgMin", {input, present(axis) ? axis : py::Int(0)}, {{"output_type", out}},
                       arg(a, 3, "name"));
    });
    math->dict->set(fn, tf->dict->get(fn));
  }

  // ---- selection and clipping ----
  def(tf, "where", +[](CallArgs& a) -> Ref {
    Ref cond = require(a, 0, "condition", "where");
    Ref x = arg(a, 1, "x"), y = arg(a, 2, "y");
    Ref name = arg(a, 3, "name");
    if (!present(x) && !present(y)) {
      OpScope s(name, "Where");
      Ref c = convert_with_hint(cond, DType::Bool, "condition");
      return apply_op1("Where", {c}, {}, s);
    }
    if (present(x) && present(y)) return apply_op1("SelectV2", {cond, x, y}, {}, name);
    py::raise_value_error("x and y must both be non-None or both be None.");
  });
  def(tf, "clip_by_value", +[](CallArgs& a) -> Ref {
    Ref t_in = require(a, 0, "t", "clip_by_value");
    Ref lo = require(a, 1, "clip_value_min", "clip_by_value");
    Ref hi = require(a, 2, "clip_value_max", "clip_by_value");
    OpScope s(arg(a, 3, "name"), "clip_by_value");
    // clip_ops.clip_by_value clips an IndexedSlices' values and rebuilds the IndexedSlices.
    const bool slices = is_indexed_slices(t_in);
    Ref values = to_tensor(slices ? py::getattr(t_in, "values") : t_in, "t");
    Ref t_min = apply_op1("Minimum", {values, hi});
    // values.shape.assert_is_compatible_with(t_min.shape): no broadcasting past the input's shape.
    auto check = [&](const Ref& r) {
      const tensor::TensorShape& a_shape = tensor_of(values)->shape;
      const tensor::TensorShape& b_shape = tensor_of(r)->shape;
      if (!a_shape.is_compatible_with(b_shape)) {
        py::raise_value_error("Shapes " + a_shape.str() + " and " + b_shape.str() + " are incompatible");
      }
    };
    check(t_min);
    Ref t_max = apply_op1("Maximum", {t_min, lo}, {}, s);
    check(t_max);
    if (slices) return make_indexed_slices(t_max, py::getattr(t_in, "indices"), py::getattr(t_in, "dense_shape"));
    return t_max;
  });
  math->dict->set("clip_by_value", tf->dict->get("clip_by_value"));

  // ---- nn ----
  def(nn, "relu", +[](CallArgs& a) { return apply_op1("Relu", {require(a, 0, "features", "relu")}, {}, arg(a, 1, "name")); });
  // nn_ops.softmax / log_softmax: the op on the last axis; another axis is swapped with the
  // last one first (nn_ops._wrap_2d_function).
  for (const char* which : {"Softmax", "LogSoftmax"}) {
    const std::string op = which;
    const std::string py_name = op == "Softmax" ? "softmax" : "log_softmax";
    def(nn, py_name, [op, py_name](CallArgs& a) -> Ref {
      Ref logits_in = require(a, 0, "logits", py_name.c_str());
      Ref axis_ref = arg(a, 1, "axis");
      Ref name = arg(a, 2, "name");
      int64_t axis = present(axis_ref) ? py::as_int(axis_ref.get()) : -1;
      Ref logits = to_tensor(logits_in);
      auto r = tensor_of(logits)->shape.rank();
      if (axis == -1 || (r && axis == *r - 1)) return apply_op1(op, {logits}, {}, name);
      if (!r) py::raise(py::E().NotImplementedError, "tfplay's tf.nn." + py_name + " needs a tensor of known rank for axis != -1");
      if (axis < -*r || axis >= *r) {
        py::raise(error_type("InvalidArgumentError"),
                  "`dim` must be in the range [" + std::to_string(-*r) + ", " + std::to_string(*r) + ") where " +
                      std::to_string(*r) + " is the number of dimensions in the input. Received: dim=" + std::to_string(axis));
      }
      if (axis < 0) axis += *r;
      std::vector<int64_t> perm;
      for (int64_t i = 0; i < *r; ++i) perm.push_back(i);
      std::swap(perm[axis], perm[*r - 1]);
      Ref swapped = apply_op1("Transpose", {logits, int32_vector(perm, "Const")});
      Ref out = apply_op1(op, {swapped}, {}, nullptr);
      return apply_op1("Transpose", {out, int32_vector(perm, "Const")}, {}, name);
    });
  }
  // nn_ops.sparse_softmax_cross_entropy_with_logits_v2: integer class labels; logits of rank 2
  // go to the op directly, others are flattened to [-1, classes] and the loss reshaped to the
  // labels' shape.
  def(nn, "sparse_softmax_cross_entropy_with_logits", +[](CallArgs& a) -> Ref {
    Ref labels_in = require(a, 0, "labels", "sparse_softmax_cross_entropy_with_logits");
    Ref logits_in = require(a, 1, "logits", "sparse_softmax_cross_entropy_with_logits");
    OpScope scope(arg(a, 2, "name"), "SparseSoftmaxCrossEntropyWithLogits");
    Ref labels = convert_to_tensor(labels_in, std::nullopt);
    Ref logits = convert_to_tensor(logits_in, std::nullopt);
    const tensor::TensorShape shape = tensor_of(logits)->shape;
    if (shape.has_rank() && *shape.rank() == 0)
      py::raise_value_error("`logits` cannot be a scalar. Received logits=" + py::repr(logits) + "`");
    const tensor::TensorShape labels_static = tensor_of(labels)->shape;
    if (shape.has_rank() && labels_static.has_rank() && *labels_static.rank() != *shape.rank() - 1) {
      py::raise_value_error("`labels.shape.rank` must equal `logits.shape.rank - 1`. Received: labels.shape=" + labels_static.str() +
                            " of rank " + std::to_string(*labels_static.rank()) + " and logits.shape=" + shape.str() +
                            " of rank " + std::to_string(*shape.rank()));
    }
    if (shape.has_rank() && *shape.rank() == 2)
      return run_op("SparseSoftmaxCrossEntropyWithLogits", {logits, labels}).at(0);
    if (!shape.has_rank())
      py::raise(py::E().NotImplementedError, "tfplay's tf.nn.sparse_softmax_cross_entropy_with_logits needs logits of known rank");
    std::vector<std::optional<int64_t>> outer = shape.as_list();
    outer.pop_back();
    const bool static_shapes_fully_defined = labels_static.is_fully_defined() && tensor::TensorShape(outer).is_fully_defined();
    if (!static_shapes_fully_defined || !shape.as_list().back()) {
      // Shapes known only at run time: TF asserts shape(labels) == shape(logits)[:-1] (when the
      // static shapes do not settle it), then under that check reshapes the logits to
      // [-1, num_classes] and the loss back to shape(labels).
      const int64_t rank = *shape.rank();
      auto slice = [](const Ref& v, int64_t begin, int64_t end, int64_t begin_mask, int64_t shrink) {
        return apply_op1("StridedSlice", {v, int32_vector({begin}), int32_vector({end}), int32_vector({1})},
                         {{"begin_mask", begin_mask}, {"end_mask", int64_t{0}}, {"ellipsis_mask", int64_t{0}},
                          {"new_axis_mask", int64_t{0}}, {"shrink_axis_mask", shrink}});
      };
      Ref labels_shape = shape_of(labels, DType::Int32, nullptr, "Shape");
      std::vector<Ref> checks;
      if (!static_shapes_fully_defined) {
        checks.push_back(tf_call("debugging.assert_equal", {shape_of(labels, DType::Int32, nullptr, "Shape"),
                                                            slice(shape_of(logits, DType::Int32, nullptr, "Shape"), 0, -1, 1, 0)}));
      }
      Ref deps = tf_call("control_dependencies", {py::List(checks)});
      py::call_method(deps, "__enter__");
      Ref out;
      try {
        Ref num_classes = slice(shape_of(logits, DType::Int32, nullptr, "Shape"), rank - 1, rank, 0, 1);
        Ref flat_logits = apply_op1("Reshape", {logits, apply_op1("Pack", {py::List({py::Int(-1), num_classes})}, {{"axis", int64_t{0}}})});
        Ref flat_labels = apply_op1("Reshape", {labels, int32_vector({-1}, "Const")});
        Ref cost = run_op("SparseSoftmaxCrossEntropyWithLogits", {flat_logits, flat_labels}).at(0);
        out = apply_op1("Reshape", {cost, labels_shape});
      } catch (...) {
        py::call_method(deps, "__exit__", {py::None(), py::None(), py::None()});
        throw;
      }
      py::call_method(deps, "__exit__", {py::None(), py::None(), py::None()});
      set_static_shape(out, labels_static);
      return out;
    }
    const int64_t classes = *shape.as_list().back();
    Ref flat_logits = apply_op1("Reshape", {logits, int32_vector({-1, classes}, "Const")});
    Ref flat_labels = apply_op1("Reshape", {labels, int32_vector({-1}, "Const")});
    Ref cost = run_op("SparseSoftmaxCrossEntropyWithLogits", {flat_logits, flat_labels}).at(0);
    return apply_op1("Reshape", {cost, int32_vector(tensor_of(labels)->shape.concrete(), "Const")});
  });
  nn->dict->set("sigmoid", math->dict->get("sigmoid"));
  nn->dict->set("tanh", math->dict->get("tanh"));
  math->dict->set("softmax", nn->dict->get("softmax"));

  // ---- linalg ----
  def(linalg, "norm", norm);
  def(linalg, "matmul", [tf](CallArgs& a) { return py::call(tf->dict->get("matmul"), a); });
  linalg->dict->set("tensordot", tf->dict->get("tensordot"));
  def(linalg, "eye", [tf](CallArgs& a) { return py::call(tf->dict->get("eye"), a); });
  tf->dict->set("norm", linalg->dict->get("norm"));

  // ---- strings ----
  def(strings, "join", +[](CallArgs& a) -> Ref {
    Ref inputs = require(a, 0, "inputs", "join");
    Ref sep = arg(a, 1, "separator");
    return apply_op1("StringJoin", {inputs}, {{"separator", present(sep) ? py::as_str(sep.get()) : std::string()}}, arg(a, 2, "name"));
  });
  def(strings, "length", +[](CallArgs& a) -> Ref {
    Ref unit = arg(a, 1, "unit");
    const std::string u = present(unit) ? py::as_str(unit.get()) : "BYTE";
    if (u != "BYTE" && u != "UTF8_CHAR") {
      py::raise_value_error("Attr 'unit' of 'StringLength' Op passed string '" + u + "' not in: \"BYTE\", \"UTF8_CHAR\".");
    }
    return apply_op1("StringLength", {require(a, 0, "input", "length")}, {{"unit", u}}, arg(a, 2, "name"));
  });

  // gen_string_ops.string_upper / string_lower (tf.strings.upper / lower).
  for (bool upper : {true, false}) {
    const char* fn = upper ? "upper" : "lower";
    def(strings, fn, [upper, fn](CallArgs& a) -> Ref {
      Ref encoding = arg(a, 1, "encoding");
      const std::string enc = present(encoding) ? py::as_str(encoding.get()) : std::string();
      if (!enc.empty())
        py::raise(py::E().NotImplementedError, std::string("tfplay's tf.strings.") + fn + " supports encoding='' (ASCII) only");
      return apply_op1(upper ? "StringUpper" : "StringLower", {require(a, 0, "input", fn)}, {{"encoding", enc}}, arg(a, 2, "name"));
    });
  }

  // gen_string_ops.string_strip (tf.strings.strip).
  def(strings, "strip", +[](CallArgs& a) { return apply_op1("StringStrip", {require(a, 0, "input", "string_strip")}, {}, arg(a, 1, "name")); });

  // ---- tf.assert_* aliases of tf.debugging (check_ops.py tf_export) ----
  if (Ref debugging = tf->dict->get("debugging")) {
    for (const char* n : {"assert_equal", "assert_less", "assert_greater", "assert_rank"}) {
      if (Ref f = debugging->dict->get(n)) tf->dict->set(n, f);
    }
  }

  // ---- random ----
  const auto random_state = std::make_shared<RandomState>();
  tf->dict->set("random", build_random(random_state));
  // nn_ops.dropout_v2: random_ops.random_uniform with the op seed; a rate of 0 still takes an op
  // seed (random_seed.get_seed), as drawing would.
  def(nn, "dropout", [random_state, uniform = sub("random")->dict->get("uniform")](CallArgs& a) -> Ref {
    Ref seed = arg(a, 3, "seed");
    const UniformSampler sampler = python_sampler(uniform, {{"seed", present(seed) ? seed : py::None()}});
    return dropout(require(a, 0, "x", "dropout_v2"), require(a, 1, "rate", "dropout_v2"), arg(a, 2, "noise_shape"), sampler,
                   [&] { get_seed(*random_state, seed); }, arg(a, 4, "name"), "dropout");
  });

  install_stateless_random(tf);  // stateless_random.cpp: tf.random.stateless_*, split, fold_in, index_shuffle
  install_dropout(tf);           // dropout.cpp: tf.nn.experimental.stateless_dropout, general_dropout
  install_sort_ops(tf);      // sort_ops.cpp: sort, argsort, top_k, unique
  install_segment_ops(tf);   // segment_api.cpp: tf.math.segment_* and unsorted_segment_*
  install_array_extras(tf);  // array_extras_api.cpp: strided_slice, dynamic_partition, xlogy, ...
  install_manip_ops(tf);     // manip_ops.cpp: reverse, roll, pad, gather_nd, scatter_nd, repeat, einsum, ...
  install_control_deps(tf);  // control_deps.cpp: no_op, group, control_dependencies, bitwise
  install_nn_ops(tf);        // nn_ops.cpp: tf.nn convolutions, poolings, activations, moments, dropout, ...
  install_space_batch_ops(tf);  // space_batch_api.cpp: space_to_batch, batch_to_space, with_space_to_batch, atrous_conv2d
  install_linalg_api(tf);    // linalg_api.cpp: tf.linalg.qr, diag_part, band_part
  // array_ops.bitcast -> gen_array_ops.bitcast.
  def(tf, "bitcast", +[](CallArgs& a) -> Ref {
    std::optional<DType> type = dtype_arg(require(a, 1, "type", "bitcast"));
    if (!type) py::raise(py::E().TypeError, "bitcast() argument 'type' must be a tf.DType");
    return apply_op1("Bitcast", {require(a, 0, "input", "bitcast")}, {{"type", *type}}, arg(a, 2, "name"));
  });

  // The rest of TF's API exists as stubs that name themselves (api_surface.h).
}

}  // namespace tfplay::tf
