// tf.nn's activations (nn_ops.py relu6, leaky_relu, gelu; nn_impl.py swish; math_ops.py
// softplus, log_sigmoid; the generated elu, selu, softsign, erf, erfc) and the nn_impl.py
// composites moments, batch_normalization, sigmoid_cross_entropy_with_logits,
// weighted_cross_entropy_with_logits, l2_normalize and embedding_lookup (embedding_ops.py), and
// nn_ops.py's softmax_cross_entropy_with_logits and crelu, and nn_impl.py's log_poisson_loss.
// Composites call the tf module's wrappers in the order TF's Python evaluates them, so every op
// gets TF's name. (tf.nn.dropout lives with the other dropouts in dropout.cpp.)
#include "core/tf/nn_impl.h"

#include <cmath>

#include "core/function/tensor_object.h"
#include "core/function/variable_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/array_api.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/module_helpers.h"
#include "core/tf/numpy_array.h"
#include "core/tf/variables.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

using Bin = py::ast::BinOpKind;

Ref mul(const Ref& a, const Ref& b) { return py::binary_op(Bin::Mult, a, b); }
Ref add(const Ref& a, const Ref& b) { return py::binary_op(Bin::Add, a, b); }
Ref sub(const Ref& a, const Ref& b) { return py::binary_op(Bin::Sub, a, b); }
Ref neg(const Ref& a) { return py::unary_op(py::ast::UnaryOpKind::USub, a); }
Ref dtype_obj(DType d) { return function::dtype_object(d); }

// `x.dtype` as a wrapper reads it (tensors, variables, NumPy arrays, any object with a dtype).
DType dtype_attr(const Ref& x) {
  if (function::TensorObject* t = tensor_of(x)) return t->dtype;
  if (const function::VariableObject* v = function::as_variable(x.get())) return v->dtype;
  if (const NumpyArrayObject* a = as_numpy_array(x.get())) return a->dtype();
  // Anything else with a dtype (a Keras Variable's is a name such as 'float32'), as `x.dtype`
  // reads it; no dtype at all is that attribute's AttributeError.
  return required_dtype_arg(py::getattr(x, "dtype"));
}

// A generated wrapper whose one input is `input` (gen_nn_ops.elu(features, name), ...).
py::NativeFn gen_wrapper(const char* op, const char* input, const char* fn) {
  return [op, input, fn](CallArgs& a) { return apply_op1(op, {require(a, 0, input, fn)}, {}, arg(a, 1, "name")); };
}

// nn_ops.relu6: name scope "Relu6", then the op named after it.
Ref relu6(CallArgs& a) {
  OpScope s(arg(a, 1, "name"), "Relu6");
  Ref x = convert_to_tensor(require(a, 0, "features", "relu6"), std::nullopt, "features");
  return apply_op1("Relu6", {x}, {}, s);
}

// nn_ops.leaky_relu: integer features are cast to float32 first.
Ref leaky_relu(CallArgs& a) {
  Ref features = require(a, 0, "features", "leaky_relu");
  Ref alpha = arg(a, 1, "alpha");
  OpScope s(arg(a, 2, "name"), "LeakyRelu");
  Ref x = convert_to_tensor(features, std::nullopt, "features");
  if (tensor::is_integer(dtype_of(x))) x = tf_call("cast", {x, dtype_obj(DType::Float32)});
  double alpha_value = 0.2;
  if (present(alpha)) {
    if (const NumpyArrayObject* arr = as_numpy_array(alpha.get())) alpha_value = arr->value().as_double(0);
    else alpha_value = py::as_float(alpha.get());
  }
  return apply_op1("LeakyRelu", {x}, {{"alpha", alpha_value}}, s);
}

// nn_ops.gelu: 0.5 * x * (1 + erf(x / sqrt(2))), or the tanh approximation.
Ref gelu(CallArgs& a) {
  Ref features = require(a, 0, "features", "gelu");
  Ref approximate = arg(a, 1, "approximate");
  OpScope s(arg(a, 2, "name"), "Gelu");
  Ref x = convert_to_tensor(features, std::nullopt, "features");
  const DType dt = dtype_of(x);
  if (!tensor::is_floating(dt)) {
    py::raise_value_error("`features.dtype` must be a floating point tensor.Received:features.dtype=" + tensor::str(dt));
  }
  if (present(approximate) && py::truthy(approximate)) {
    Ref coeff = tf_call("cast", {py::Float(0.044715), dtype_obj(dt)});
    Ref half_x = mul(py::Float(0.5), x);
    Ref inner = add(x, mul(coeff, tf_call("pow", {x, py::Int(3)})));
    Ref t = tf_call("math.tanh", {mul(py::Float(0.7978845608028654), inner)});
    return mul(half_x, add(py::Float(1.0), t));
  }
  Ref half_x = mul(py::Float(0.5), x);
  Ref scaled = py::binary_op(Bin::Div, x, tf_call("cast", {py::Float(1.4142135623730951), dtype_obj(dt)}));
  return mul(half_x, add(py::Float(1.0), tf_call("math.erf", {scaled})));
}

// nn_impl.swish (tf.nn.silu): features * sigmoid(beta * features) under a custom gradient, which
// in a graph ends in an IdentityN of (result, features, beta). The gradient tfplay takes through
// the forward ops equals TF's custom one.
Ref swish(CallArgs& a) {
  Ref x = convert_to_tensor(require(a, 0, "features", "swish"), std::nullopt, "features");
  Ref beta_in = arg(a, 1, "beta");
  Ref beta = convert_to_tensor(present(beta_in) ? beta_in : py::Float(1.0), std::nullopt, "beta");
  beta = tf_call("cast", {beta, dtype_obj(dtype_of(x))});
  Ref result = mul(x, tf_call("math.sigmoid", {mul(beta, x)}));
  if (!in_graph_mode()) return result;
  return apply_op("IdentityN", {py::List({result, x, beta})}, {}).at(0);
}

// math_ops.log_sigmoid: -softplus(-x).
Ref log_sigmoid(CallArgs& a) {
  OpScope s(arg(a, 1, "name"), "LogSigmoid");
  Ref x = convert_to_tensor(require(a, 0, "x", "log_sigmoid"), std::nullopt, "x");
  return apply_op1("Neg", {apply_op1("Softplus", {neg(x)})}, {}, s);
}

// nn_impl.moments: the mean, then the mean of the squared difference to the stopped mean, both
// kept-dims and squeezed unless keepdims; float16 is computed in float32.
Ref moments(CallArgs& a) {
  Ref x = require(a, 0, "x", "moments_v2");
  Ref axes = require(a, 1, "axes", "moments_v2");
  Ref keepdims = arg(a, 3, "keepdims");
  OpScope s(arg(a, 4, "name"), "moments");
  const bool half = dtype_attr(x) == DType::Float16;
  Ref y = half ? tf_call("cast", {x, dtype_obj(DType::Float32)}) : x;
  Ref mean = tf_call("reduce_mean", {y, axes}, {{"keepdims", py::Bool(true)}, {"name", py::Str("mean")}});
  Ref diff = tf_call("math.squared_difference", {y, tf_call("stop_gradient", {mean})});
  Ref variance = tf_call("reduce_mean", {diff, axes}, {{"keepdims", py::Bool(true)}, {"name", py::Str("variance")}});
  if (!(present(keepdims) && py::truthy(keepdims))) {
    mean = tf_call("squeeze", {mean, axes});
    variance = tf_call("squeeze", {variance, axes});
  }
  if (half) {
    mean = tf_call("cast", {mean, dtype_obj(DType::Float16)});
    variance = tf_call("cast", {variance, dtype_obj(DType::Float16)});
  }
  return py::Tuple({mean, variance});
}

// nn_impl.batch_normalization: x * inv + (offset - mean * inv), inv = rsqrt(variance + eps) * scale.
Ref batch_normalization(CallArgs& a) {
  const char* fn = "batch_normalization";
  Ref x = require(a, 0, "x", fn), mean = require(a, 1, "mean", fn), variance = require(a, 2, "variance", fn);
  Ref offset = require(a, 3, "offset", fn), scale = require(a, 4, "scale", fn);
  Ref epsilon = require(a, 5, "variance_epsilon", fn);
  OpScope s(arg(a, 6, "name"), "batchnorm");
  Ref inv = tf_call("math.rsqrt", {add(variance, epsilon)});
  if (present(scale)) inv = mul(inv, scale);
  const Ref dt = dtype_obj(dtype_attr(x));
  Ref scaled = mul(x, tf_call("cast", {inv, dt}));
  Ref shift = present(offset) ? sub(offset, mul(mean, inv)) : mul(neg(mean), inv);
  return add(scaled, tf_call("cast", {shift, dt}));
}

// The shape check of the sigmoid cross entropies (assert_is_compatible_with).
void check_same_shape(const Ref& logits, const Ref& labels) {
  const tensor::TensorShape &a = tensor_of(logits)->shape, &b = tensor_of(labels)->shape;
  if (!b.is_compatible_with(a)) {
    py::raise_value_error("`logits` and `labels` must have the same shape, received (" + a.str() + " vs " + b.str() + ").");
  }
}

// nn_impl.sigmoid_cross_entropy_with_logits: max(x, 0) - x * z + log1p(exp(-|x|)), with the max
// and the abs as v1 where (Select ops).
Ref sigmoid_cross_entropy(CallArgs& a) {
  Ref labels_in = arg(a, 0, "labels"), logits_in = arg(a, 1, "logits");
  if (!present(labels_in) || !present(logits_in)) {
    py::raise_value_error("Both `labels` and `logits` must be provided for sigmoid_cross_entropy_with_logitsReceived: labels=" +
                          py::str(labels_in ? labels_in : py::None()) + " and logits=" + py::str(logits_in ? logits_in : py::None()));
  }
  OpScope s(arg(a, 2, "name"), "logistic_loss");
  Ref logits = convert_to_tensor(logits_in, std::nullopt, "logits");
  Ref labels = convert_to_tensor(labels_in, std::nullopt, "labels");
  check_same_shape(logits, labels);
  Ref zeros = tf_call("zeros_like", {logits}, {{"dtype", dtype_obj(dtype_of(logits))}});
  Ref cond = py::compare(py::ast::CmpOpKind::GtE, logits, zeros);
  Ref relu_logits = apply_op1("Select", {cond, logits, zeros});
  Ref neg_abs_logits = apply_op1("Select", {cond, neg(logits), logits});
  Ref lhs = sub(relu_logits, mul(logits, labels));
  Ref rhs = tf_call("math.log1p", {tf_call("math.exp", {neg_abs_logits})});
  return apply_op1("AddV2", {lhs, rhs}, {}, s);
}

// nn_impl.weighted_cross_entropy_with_logits_v2:
// (1 - z) * x + (1 + (q - 1) * z) * (log1p(exp(-|x|)) + relu(-x)).
Ref weighted_cross_entropy(CallArgs& a) {
  const char* fn = "weighted_cross_entropy_with_logits_v2";
  Ref labels_in = require(a, 0, "labels", fn), logits_in = require(a, 1, "logits", fn), pos_weight = require(a, 2, "pos_weight", fn);
  OpScope s(arg(a, 3, "name"), "logistic_loss");
  Ref logits = convert_to_tensor(logits_in, std::nullopt, "logits");
  Ref labels = convert_to_tensor(labels_in, std::nullopt, "labels");
  check_same_shape(logits, labels);
  Ref log_weight = add(py::Int(1), mul(sub(pos_weight, py::Int(1)), labels));
  Ref lhs = mul(sub(py::Int(1), labels), logits);
  Ref softplus_part = tf_call("math.log1p", {tf_call("math.exp", {neg(tf_call("math.abs", {logits}))})});
  Ref rhs = mul(log_weight, add(softplus_part, tf_call("nn.relu", {neg(logits)})));
  return apply_op1("AddV2", {lhs, rhs}, {}, s);
}

// nn_ops._flatten_outer_dims: `logits` reshaped to [-1, last dimension], the last dimension read
// at run time (Rank, Shape, Sub, Slice, ConcatV2, Reshape); in a graph the static shape
// [product of the outer dimensions, last] when they are all known.
Ref flatten_outer_dims(const Ref& logits) {
  Ref rank = tf_call("rank", {logits});
  Ref last_dim_size = tf_call("slice", {tf_call("shape", {logits}), py::List({tf_call("math.subtract", {rank, py::Int(1)})}),
                                        py::List({py::Int(1)})});
  Ref output = tf_call("reshape", {logits, tf_call("concat", {py::List({py::List({py::Int(-1)}), last_dim_size}), py::Int(0)})});
  const tensor::TensorShape& shape = tensor_of(logits)->shape;
  if (in_graph_mode() && shape.has_rank()) {
    const auto dims = shape.as_list();
    // nn_ops._flatten_outer_dims reads shape[-1] of the static shape: a scalar's is empty.
    if (dims.empty()) py::raise(py::E().IndexError, "list index out of range");
    std::optional<int64_t> product = 1;
    for (std::size_t i = 0; i + 1 < dims.size(); ++i) product = dims[i] && product ? std::optional<int64_t>(*product * *dims[i]) : std::nullopt;
    if (product) set_static_shape(output, tensor::TensorShape{product, dims.back()});
  }
  return output;
}

// nn_ops.softmax_cross_entropy_with_logits_v2_helper (tf.nn.softmax_cross_entropy_with_logits):
// float16 and bfloat16 logits are computed in float32; labels cast to the logits' dtype; a class
// axis other than -1 is transposed to the end; both flattened to matrices for the
// SoftmaxCrossEntropyWithLogits op (named after the scope), whose loss is reshaped to the
// logits' shape without the class axis, read at run time; in a graph that static shape is set.
Ref softmax_cross_entropy(CallArgs& a) {
  const char* fn = "softmax_cross_entropy_with_logits_v2";
  Ref labels_in = require(a, 0, "labels", fn), logits_in = require(a, 1, "logits", fn);
  Ref axis_ref = arg(a, 2, "axis");
  const int64_t axis = present(axis_ref) ? py::as_int(axis_ref.get()) : -1;
  OpScope s(arg(a, 3, "name"), "softmax_cross_entropy_with_logits");
  Ref logits = convert_to_tensor(logits_in, std::nullopt, "logits");
  Ref labels = convert_to_tensor(labels_in, std::nullopt, "labels");
  const DType logits_dtype = dtype_of(logits);
  const bool to_float32 = tensor::is_reduced_float(logits_dtype);  // float16 or bfloat16
  Ref precise_logits = to_float32 ? tf_call("cast", {logits, dtype_obj(DType::Float32)}) : logits;
  labels = tf_call("cast", {labels, dtype_obj(dtype_of(precise_logits))});
  Ref input_rank = tf_call("rank", {precise_logits});
  const tensor::TensorShape shape = tensor_of(logits)->shape;
  if (axis != -1) {
    // _move_dim_to_end: transpose(t, concat([range(axis), range(axis + 1, rank), [axis]], 0)).
    auto move_dim_to_end = [&](const Ref& t) {
      Ref perm = tf_call("concat", {py::List({tf_call("range", {py::Int(axis)}), tf_call("range", {py::Int(axis + 1), input_rank}),
                                              py::List({py::Int(axis)})}),
                                    py::Int(0)});
      return tf_call("transpose", {t, perm});
    };
    precise_logits = move_dim_to_end(precise_logits);
    labels = move_dim_to_end(labels);
  }
  Ref input_shape = tf_call("shape", {precise_logits});
  precise_logits = flatten_outer_dims(precise_logits);
  labels = flatten_outer_dims(labels);
  Ref cost = apply_op("SoftmaxCrossEntropyWithLogits", {precise_logits, labels}, {}, s).at(0);
  Ref output_shape = tf_call("slice", {input_shape, py::List({py::Int(0)}), py::List({tf_call("math.subtract", {input_rank, py::Int(1)})})});
  cost = tf_call("reshape", {cost, output_shape});
  if (in_graph_mode() && shape.has_rank()) {
    std::vector<std::optional<int64_t>> dims = shape.as_list();
    const int64_t r = static_cast<int64_t>(dims.size());
    const int64_t drop = axis < 0 ? axis + r : axis;  // Python's `del shape[axis]`
    if (drop < 0 || drop >= r) py::raise(py::E().IndexError, "list assignment index out of range");
    dims.erase(dims.begin() + drop);
    set_static_shape(cost, tensor::TensorShape(dims));
  }
  return to_float32 ? tf_call("cast", {cost, dtype_obj(logits_dtype)}) : cost;
}

// nn_impl.l2_normalize: x * rsqrt(max(sum(x^2, axis, keepdims), epsilon)).
Ref l2_normalize(CallArgs& a) {
  Ref x_in = require(a, 0, "x", "l2_normalize");
  Ref axis = arg(a, 1, "axis"), epsilon = arg(a, 2, "epsilon"), dim = arg(a, 4, "dim");
  if (present(axis) && present(dim)) py::raise_value_error("Cannot specify both 'axis' and 'dim'");
  if (!present(axis)) axis = present(dim) ? dim : py::None();
  OpScope s(arg(a, 3, "name"), "l2_normalize");
  Ref x = convert_to_tensor(x_in, std::nullopt, "x");
  Ref square_sum = tf_call("reduce_sum", {tf_call("math.square", {x}), axis}, {{"keepdims", py::Bool(true)}});
  Ref x_inv_norm = tf_call("math.rsqrt", {tf_call("math.maximum", {square_sum, present(epsilon) ? epsilon : py::Float(1e-12)})});
  return apply_op1("Mul", {x, x_inv_norm}, {}, s);
}

// embedding_ops.embedding_lookup_v2 with one partition: a gather named after the scope, then
// an Identity.
Ref embedding_lookup(CallArgs& a) {
  Ref params = require(a, 0, "params", "embedding_lookup_v2");
  Ref ids_in = require(a, 1, "ids", "embedding_lookup_v2");
  if (present(arg(a, 2, "max_norm"))) py::raise(py::E().NotImplementedError, "tfplay's tf.nn.embedding_lookup does not support max_norm yet");
  if (py::is_list(params.get()) || py::is_tuple(params.get())) {
    std::vector<Ref> parts = py::to_vector(params);
    if (parts.size() != 1) {
      py::raise(py::E().NotImplementedError, "tfplay's tf.nn.embedding_lookup supports one params tensor only (no partitions) yet");
    }
    params = parts[0];
  }
  OpScope s(arg(a, 3, "name"), "embedding_lookup");
  // A resource variable stays one ("to avoid accidental dense reads"): gather reads it with
  // ResourceGather, whose gradient is IndexedSlices.
  if (!is_variable(params.get())) params = convert_to_tensor(params, std::nullopt, "params_0");
  Ref ids = convert_to_tensor(ids_in, std::nullopt, "ids");
  Ref result = tf_call("gather", {params, ids}, {{"name", s.in_graph() ? py::Str(s.op_name()) : py::None()}});
  return tf_call("identity", {result});
}

// nn_ops.crelu: concat([features, -features], axis) named after the scope, then Relu.
Ref crelu(CallArgs& a) {
  Ref features = require(a, 0, "features", "crelu");
  Ref axis = arg(a, 1, "axis");
  OpScope s(arg(a, 2, "name"), "CRelu");
  Ref x = convert_to_tensor(features, std::nullopt, "features");
  Ref c = tf_call("concat", {py::List({x, neg(x)}), present(axis) ? axis : py::Int(-1)}, {{"name", scope_name(s)}});
  return apply_op1("Relu", {c});
}

// nn_impl.log_poisson_loss: exp(log_input) - log_input * targets, plus Stirling's
// approximation of log(targets!) for targets above 1 when compute_full_loss.
Ref log_poisson_loss(CallArgs& a) {
  Ref targets_in = require(a, 0, "targets", "log_poisson_loss");
  Ref log_input_in = require(a, 1, "log_input", "log_poisson_loss");
  Ref full = arg(a, 2, "compute_full_loss");
  OpScope s(arg(a, 3, "name"), "log_poisson_loss");
  Ref log_input = convert_to_tensor(log_input_in, std::nullopt, "log_input");
  Ref targets = convert_to_tensor(targets_in, std::nullopt, "targets");
  const tensor::TensorShape &ts = tensor_of(targets)->shape, &ls = tensor_of(log_input)->shape;
  if (!ts.is_compatible_with(ls)) {
    py::raise_value_error("`log_input` and `targets` must have the same shape, received (" + ls.str() + " vs " + ts.str() + ").");
  }
  Ref result = sub(tf_call("math.exp", {log_input}), mul(log_input, targets));
  if (!present(full) || !py::truthy(full)) return result;
  const Ref dt = dtype_obj(dtype_of(targets));
  Ref point_five = tf_call("constant", {py::Float(0.5)}, {{"dtype", dt}});
  Ref two_pi = tf_call("constant", {py::Float(2 * M_PI)}, {{"dtype", dt}});
  Ref stirling = add(sub(mul(targets, tf_call("math.log", {targets})), targets),
                     mul(point_five, tf_call("math.log", {mul(two_pi, targets)})));
  Ref zeros = tf_call("zeros_like", {targets}, {{"dtype", dt}});
  Ref ones = tf_call("ones_like", {targets}, {{"dtype", dt}});
  Ref cond = tf_call("math.logical_and", {py::compare(py::ast::CmpOpKind::GtE, targets, zeros),
                                          py::compare(py::ast::CmpOpKind::LtE, targets, ones)});
  return add(result, tf_call("where", {cond, zeros, stirling}));
}

}  // namespace

void install_nn_impl(const Ref& tf) {
  Ref nn = tf->dict->get("nn");
  Ref math = tf->dict->get("math");
  def(nn, "relu6", relu6);
  def(nn, "leaky_relu", leaky_relu);
  def(nn, "elu", gen_wrapper("Elu", "features", "elu"));
  def(nn, "selu", gen_wrapper("Selu", "features", "selu"));
  def(nn, "softsign", gen_wrapper("Softsign", "features", "softsign"));
  def(nn, "softplus", gen_wrapper("Softplus", "features", "softplus"));
  def(nn, "l2_loss", gen_wrapper("L2Loss", "t", "l2_loss"));
  def(nn, "gelu", gelu);
  def(nn, "silu", swish);
  nn->dict->set("swish", nn->dict->get("silu"));
  def(math, "erf", gen_wrapper("Erf", "x", "erf"));
  def(math, "erfc", gen_wrapper("Erfc", "x", "erfc"));
  def(math, "log_sigmoid", log_sigmoid);
  math->dict->set("softplus", nn->dict->get("softplus"));
  math->dict->set("softsign", nn->dict->get("softsign"));
  def(nn, "moments", moments);
  def(nn, "crelu", crelu);
  def(nn, "log_poisson_loss", log_poisson_loss);
  def(nn, "batch_normalization", batch_normalization);
  def(nn, "sigmoid_cross_entropy_with_logits", sigmoid_cross_entropy);
  def(nn, "weighted_cross_entropy_with_logits", weighted_cross_entropy);
  def(nn, "softmax_cross_entropy_with_logits", softmax_cross_entropy);
  def(nn, "l2_normalize", l2_normalize);
  math->dict->set("l2_normalize", nn->dict->get("l2_normalize"));
  if (Ref linalg = tf->dict->get("linalg")) linalg->dict->set("l2_normalize", nn->dict->get("l2_normalize"));
  def(nn, "embedding_lookup", embedding_lookup);
  install_nn_statistics(tf);
}

}  // namespace tfplay::tf
