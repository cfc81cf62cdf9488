// tf.nn's statistics composites from nn_impl.py: sufficient_statistics_v2, normalize_moments,
// weighted_moments_v2 and zero_fraction (also tf.math.zero_fraction). Each calls the tf
// module's wrappers in the order TF's Python does, so every op gets TF's name in a graph.
#include <algorithm>

#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/module_helpers.h"
#include "core/tf/nn_impl.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

Ref dtype_obj(DType d) { return function::dtype_object(d); }

// `axes` as a list of ints (an int counts as one axis).
std::vector<int64_t> axes_of(const Ref& axes) {
  std::vector<int64_t> out;
  if (py::is_int(axes.get())) return {py::as_int(axes.get())};
  for (const Ref& a : py::to_vector(axes)) out.push_back(py::as_int(a.get()));
  return out;
}

Ref int_list(const std::vector<int64_t>& v) {
  std::vector<Ref> items;
  for (int64_t x : v) items.push_back(py::Int(x));
  return py::List(std::move(items));
}

// nn_impl.sufficient_statistics: (count, sum(x - shift), sum((x - shift)^2), shift) over `axes`
// (deduplicated, as list(set(axes)) does); the count is a constant of x's dtype when the
// reduced dims are known, else the product of the gathered dims of Shape(x) ("count").
Ref sufficient_statistics(CallArgs& a) {
  const char* fn = "sufficient_statistics_v2";
  Ref x = require(a, 0, "x", fn), axes_in = require(a, 1, "axes", fn), shift = arg(a, 2, "shift");
  Ref keepdims = arg(a, 3, "keepdims");
  std::vector<int64_t> axes = axes_of(axes_in);
  std::sort(axes.begin(), axes.end());
  axes.erase(std::unique(axes.begin(), axes.end()), axes.end());
  const Ref keep = py::Bool(present(keepdims) && py::truthy(keepdims));
  OpScope s(arg(a, 4, "name"), "sufficient_statistics");
  x = convert_to_tensor(x, std::nullopt, "x");
  const DType dt = dtype_of(x);
  const tensor::TensorShape shape = tensor_of(x)->shape;
  bool known = shape.has_rank();
  int64_t count = 1;
  if (known) {
    const auto dims = shape.as_list();
    const int64_t rank = static_cast<int64_t>(dims.size());
    for (int64_t d : axes) {
      const int64_t i = d < 0 ? d + rank : d;
      if (i < 0 || i >= rank) py::raise(py::E().IndexError, "list index out of range");
      if (!dims[i]) known = false;
      else count *= *dims[i];
    }
  }
  Ref counts;
  if (known) {
    counts = tf_call("constant", {py::Int(count)}, {{"dtype", dtype_obj(dt)}});
  } else {
    Ref rank = tf_call("rank", {x});
    std::vector<Ref> positive;
    for (int64_t d : axes) positive.push_back(d < 0 ? py::binary_op(py::ast::BinOpKind::Add, py::Int(d), rank) : py::Int(d));
    Ref dims = tf_call("gather", {tf_call("cast", {tf_call("shape", {x}), dtype_obj(dt)}), py::List(std::move(positive))});
    counts = tf_call("reduce_prod", {dims}, {{"name", py::Str("count")}});
  }
  Ref m_ss, v_ss;
  if (present(shift)) {
    shift = convert_to_tensor(shift, std::nullopt, "shift");
    m_ss = tf_call("subtract", {x, shift});
    v_ss = tf_call("math.squared_difference", {x, shift});
  } else {
    m_ss = x;
    v_ss = tf_call("square", {x});
  }
  m_ss = tf_call("reduce_sum", {m_ss, int_list(axes)}, {{"keepdims", keep}, {"name", py::Str("mean_ss")}});
  v_ss = tf_call("reduce_sum", {v_ss, int_list(axes)}, {{"keepdims", keep}, {"name", py::Str("var_ss")}});
  return py::Tuple({counts, m_ss, v_ss, present(shift) ? shift : py::None()});
}

// nn_impl.normalize_moments: mean = mean_ss / counts (+ shift), variance = variance_ss / counts
// - shifted_mean^2, in scope "normalize".
Ref normalize_moments(CallArgs& a) {
  const char* fn = "normalize_moments";
  Ref counts = require(a, 0, "counts", fn), mean_ss = require(a, 1, "mean_ss", fn);
  Ref variance_ss = require(a, 2, "variance_ss", fn), shift = require(a, 3, "shift", fn);
  OpScope s(arg(a, 4, "name"), "normalize");
  Ref divisor = tf_call("math.reciprocal", {counts}, {{"name", py::Str("divisor")}});
  Ref shifted_mean, mean;
  if (present(shift)) {
    shifted_mean = tf_call("multiply", {mean_ss, divisor}, {{"name", py::Str("shifted_mean")}});
    mean = tf_call("add", {shifted_mean, shift}, {{"name", py::Str("mean")}});
  } else {
    shifted_mean = tf_call("multiply", {mean_ss, divisor}, {{"name", py::Str("mean")}});
    mean = shifted_mean;
  }
  Ref variance = tf_call("subtract", {tf_call("multiply", {variance_ss, divisor}), tf_call("square", {shifted_mean})},
                         {{"name", py::Str("variance")}});
  return py::Tuple({mean, variance});
}

// nn_impl.weighted_moments: the frequency-weighted mean and variance over `axes` (two passes,
// div_no_nan by the summed weights); float16 runs in float32.
Ref weighted_moments(CallArgs& a) {
  const char* fn = "weighted_moments_v2";
  Ref x = require(a, 0, "x", fn), axes = require(a, 1, "axes", fn), weights = require(a, 2, "frequency_weights", fn);
  Ref keepdims = arg(a, 3, "keepdims");
  OpScope s(arg(a, 4, "name"), "weighted_moments");
  x = convert_to_tensor(x, std::nullopt, "x");
  weights = convert_to_tensor(weights, std::nullopt, "frequency_weights");
  const bool needs_cast = dtype_of(x) == DType::Float16;
  if (needs_cast) x = tf_call("cast", {x, dtype_obj(DType::Float32)});
  if (dtype_of(weights) != dtype_of(x)) weights = tf_call("cast", {weights, dtype_obj(dtype_of(x))});
  auto sum = [&](const Ref& v, const char* name) {
    return tf_call("reduce_sum", {v, axes}, {{"name", py::Str(name)}, {"keepdims", py::Bool(true)}});
  };
  Ref weighted_input_sum = sum(py::binary_op(py::ast::BinOpKind::Mult, weights, x), "weighted_input_sum");
  Ref broadcasted = py::binary_op(py::ast::BinOpKind::Add, weights, tf_call("zeros_like", {x}));
  Ref sum_of_weights = sum(broadcasted, "sum_of_weights");
  Ref mean = tf_call("math.divide_no_nan", {weighted_input_sum, sum_of_weights});
  Ref distsq = sum(py::binary_op(py::ast::BinOpKind::Mult, weights, tf_call("math.squared_difference", {x, mean})), "weighted_distsq");
  Ref variance = tf_call("math.divide_no_nan", {distsq, sum_of_weights});
  if (!(present(keepdims) && py::truthy(keepdims))) {
    mean = tf_call("squeeze", {mean}, {{"axis", axes}});
    variance = tf_call("squeeze", {variance}, {{"axis", axes}});
  }
  if (needs_cast) {
    mean = tf_call("cast", {mean, dtype_obj(DType::Float16)});
    variance = tf_call("cast", {variance, dtype_obj(DType::Float16)});
  }
  return py::Tuple({mean, variance});
}

// nn_impl._count_nonzero: the number of nonzero elements as `dtype`, in scope "count_nonzero".
Ref count_nonzero(const Ref& value, DType dtype) {
  OpScope s(nullptr, "count_nonzero");
  Ref zero = tf_call("zeros", {py::List({})}, {{"dtype", dtype_obj(dtype_of(value))}});
  Ref nonzero = tf_call("cast", {tf_call("math.not_equal", {value, zero}), dtype_obj(dtype)});
  return tf_call("reduce_sum", {nonzero}, {{"name", py::Str("nonzero_count")}});
}

// nn_impl.zero_fraction: (size - count_nonzero) / size as float32, named "fraction". The count
// is an int32 reduction cast to int64 when the size fits in int32 (a tf.cond, "counts_to_fraction").
Ref zero_fraction(CallArgs& a) {
  Ref value = require(a, 0, "value", "zero_fraction");
  OpScope s(arg(a, 1, "name"), "zero_fraction");
  value = convert_to_tensor(value, std::nullopt, "value");
  Ref size = tf_call("size", {value}, {{"out_type", dtype_obj(DType::Int64)}});
  Ref fits = py::compare(py::ast::CmpOpKind::LtE, size, py::Int(2147483647));
  Ref true_fn = py::NativeFunction("<lambda>", [value](CallArgs&) {
    return tf_call("cast", {count_nonzero(value, DType::Int32)}, {{"dtype", dtype_obj(DType::Int64)}});
  });
  Ref false_fn = py::NativeFunction("<lambda>", [value](CallArgs&) { return count_nonzero(value, DType::Int64); });
  Ref num_nonzero = tf_call("cond", {fits}, {{"true_fn", true_fn}, {"false_fn", false_fn}, {"name", py::Str("counts_to_fraction")}});
  Ref fraction;
  {
    OpScope inner(nullptr, "counts_to_fraction");
    Ref num_zero = py::binary_op(py::ast::BinOpKind::Sub, size, num_nonzero);
    Ref num_zero_float32 = tf_call("cast", {num_zero}, {{"dtype", dtype_obj(DType::Float32)}});
    Ref size_float32 = tf_call("cast", {size}, {{"dtype", dtype_obj(DType::Float32)}});
    fraction = py::binary_op(py::ast::BinOpKind::Div, num_zero_float32, size_float32);
  }
  return tf_call("identity", {fraction, py::Str("fraction")});
}

}  // namespace

void install_nn_statistics(const Ref& tf) {
  Ref nn = tf->dict->get("nn");
  def(nn, "sufficient_statistics", sufficient_statistics);
  def(nn, "normalize_moments", normalize_moments);
  def(nn, "weighted_moments", weighted_moments);
  def(nn, "zero_fraction", zero_fraction);
  if (Ref math = tf->dict->get("math")) math->dict->set("zero_fraction", nn->dict->get("zero_fraction"));
}

}  // namespace tfplay::tf
