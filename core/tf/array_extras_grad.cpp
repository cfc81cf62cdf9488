// Gradients of the ops array_extras_api.cpp reaches (TF: tensorflow/python/ops/array_grad.py
// _ReverseSequenceGrad, _TensorScatterMinOrMaxGrad; data_flow_grad.py _DynamicPartitionGrads,
// _DynamicStitchGrads; math_grad.py _XLogyGrad, _XLog1pyGrad, _ErfinvGrad, _NdtriGrad,
// _BesselI0Grad, _BesselI0eGrad, _BesselI1Grad, _BesselI1eGrad, _CumulativeLogsumexpGrad,
// _EuclideanNormGrad, _ClipByValueGrad, _IgammaGrad, _IgammacGrad, _BetaincGrad, _ZetaGrad,
// _PolygammaGrad; random_grad.py _RandomGammaGrad; array_grad.py _PadGrad, _MirrorPadGrad,
// _MirrorPadGradGrad, _StridedSliceGradGrad), built from the same ops as TF's.
#include <cmath>
#include <limits>

#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/indexed_slices.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf::grad {

using py::Ref;
using tensor::DType;
using Grads = std::vector<Ref>;

namespace {

constexpr double kPi = 3.14159265358979323846;

Ref op_mul(const Ref& a, const Ref& b) { return py::binary_op(py::ast::BinOpKind::Mult, a, b); }
Ref op_div(const Ref& a, const Ref& b) { return py::binary_op(py::ast::BinOpKind::Div, a, b); }
Ref op_add(const Ref& a, const Ref& b) { return py::binary_op(py::ast::BinOpKind::Add, a, b); }
Ref op_sub(const Ref& a, const Ref& b) { return py::binary_op(py::ast::BinOpKind::Sub, a, b); }
Ref dtype_obj(const Ref& x) { return function::dtype_object(dtype(x)); }
// The Python slice start:stop (None for an open end).
Ref slice(const Ref& start, const Ref& stop) { return py::make_object<py::SliceObject>(py::T().slice, start, stop, py::None()); }

// The partial derivative of a broadcasting binary op times the gradient, reduced to each input.
Grads binary_partials(const OpRecord& op, const Ref& grad, const Ref& partial_x, const Ref& partial_y) {
  Ref gx = op.skips(0) ? nullptr : mul(partial_x, grad);
  Ref gy = op.skips(1) ? nullptr : mul(partial_y, grad);
  auto [rx, ry] = reduce_gradient_args(op.inputs[0], op.inputs[1], gx, gy);
  return {rx, ry};
}

// cast(x != 0, x.dtype): the x == 0 mask of Xlogy and Xlog1py.
Ref not_zero(const Ref& x) {
  return gen("Cast", {gen("NotEqual", {x, scalar(0, dtype(x), "Cast")})}, {{"DstT", dtype(x)}, {"Truncate", false}});
}

Grads xlogy_grad(const OpRecord& op, const Grads& g) {
  const Ref &x = op.inputs[0], &y = op.inputs[1];
  Ref partial_x = gen("Xlogy", {not_zero(x), y});
  Ref partial_y = gen("Xdivy", {x, y});
  return binary_partials(op, g[0], partial_x, partial_y);
}

Grads xlog1py_grad(const OpRecord& op, const Grads& g) {
  const Ref &x = op.inputs[0], &y = op.inputs[1];
  Ref partial_x = gen("Xlog1py", {not_zero(x), y});
  Ref partial_y = gen("Xdivy", {x, binary("add", "AddV2", y, scalar(1, dtype(y), "y"))});
  return binary_partials(op, g[0], partial_x, partial_y);
}

// where(x == 0, 0.5, value): the derivative of I1 and I1e at 0.
Ref at_zero_half(const Ref& x, const Ref& value) {
  Ref is_zero = gen("Equal", {x, scalar(0, dtype(x), "Equal/y")}, {{"incompatible_shape_error", true}});
  return gen("SelectV2", {is_zero, scalar(0.5, dtype(x), "Cast"), value});
}

Grads cumulative_logsumexp_grad(const OpRecord& op, const Grads& g) {
  const Ref &x = op.inputs[0], &axis = op.inputs[1], &out = op.outputs[0], &grad = g[0];
  const bool exclusive = std::get<bool>(op.attrs.at("exclusive")), reverse = std::get<bool>(op.attrs.at("reverse"));
  const DType dt = dtype(grad);
  const double lowest = dt == DType::Float64 ? std::numeric_limits<double>::lowest()
                        : dt == DType::Float16 ? -65504.0
                                               : static_cast<double>(std::numeric_limits<float>::lowest());
  Ref min_value = scalar(lowest, dt, "Const");
  Ref zero = scalar(0, dt, "Greater/y");
  Ref log_pos = tf_call("where", {tf_call("math.greater", {grad, zero}), tf_call("math.log", {grad}), min_value});
  Ref log_neg = tf_call("where", {tf_call("math.less", {grad, zero}), tf_call("math.log", {tf_call("math.negative", {grad})}), min_value});
  auto side = [&](const Ref& log_grad) {
    Ref c = tf_call("math.cumulative_logsumexp", {op_sub(log_grad, out)},
                    {{"axis", axis}, {"reverse", py::Bool(!reverse)}, {"exclusive", py::Bool(exclusive)}});
    return tf_call("math.exp", {op_add(c, x)});
  };
  Ref pos = side(log_pos);
  Ref neg = side(log_neg);
  return {op_sub(pos, neg), nullptr};
}

Grads euclidean_norm_grad(const OpRecord& op, const Grads& g) {
  Ref output = op.outputs[0], grad = g[0];
  if (!std::get<bool>(op.attrs.at("keep_dims"))) {
    Ref kept = reduced_shape(op);
    output = reshape(output, kept);
    grad = reshape(grad, kept);
  }
  return {tf_call("math.truediv", {op.inputs[0], op_div(output, grad)}), nullptr};
}

Grads clip_by_value_grad(const OpRecord& op, const Grads& g) {
  const Ref &x = op.inputs[0], &y = op.inputs[1], &z = op.inputs[2], &grad = g[0];
  Ref zeros = tf_call("zeros", {shape(grad), dtype_obj(grad)});
  Ref xymask = tf_call("math.less", {x, y});
  Ref xzmask = tf_call("math.greater", {x, z});
  Ref xgrad = tf_call("where", {tf_call("math.logical_or", {xymask, xzmask}), zeros, grad});
  Ref ygrad = tf_call("where", {xymask, grad, zeros});
  Ref zgrad = tf_call("where", {xzmask, grad, zeros});
  Ref gy = reduce_gradient_args(x, y, nullptr, ygrad).second;
  Ref gz = reduce_gradient_args(x, z, nullptr, zgrad).second;
  return {xgrad, gy, gz};
}

Grads tensor_scatter_min_max_grad(const OpRecord& op, const Grads& g) {
  const Ref &x = op.inputs[0], &indices = op.inputs[1], &y = op.inputs[2], &output = op.outputs[0], &grad = g[0];
  Ref x_indicators = tf_call("cast", {tf_call("math.equal", {x, output}), dtype_obj(grad)});
  Ref y_output = tf_call("gather_nd", {output, indices});
  Ref y_indicators = tf_call("cast", {tf_call("math.equal", {y, y_output}), dtype_obj(grad)});
  Ref ys_indicators = tf_call("scatter_nd", {indices, y_indicators, tf_call("shape", {x}, {{"out_type", dtype_obj(indices)}})});
  Ref indicators = op_add(x_indicators, ys_indicators);
  Ref x_grad = op_div(op_mul(grad, x_indicators), indicators);
  Ref y_grad = op_mul(tf_call("gather_nd", {op_div(grad, indicators), indices}), y_indicators);
  return {x_grad, nullptr, y_grad};
}

Grads dynamic_partition_grad(const OpRecord& op, const Grads& g) {
  const Ref &data = op.inputs[0], &indices = op.inputs[1];
  const int64_t n = std::get<int64_t>(op.attrs.at("num_partitions"));
  Ref prefix_shape = tf_call("shape", {indices});
  Ref original = tf_call("reshape", {tf_call("range", {tf_call("math.reduce_prod", {prefix_shape})}), prefix_shape});
  std::vector<Ref> partitioned = apply_op("DynamicPartition", {original, indices}, {{"num_partitions", n}});
  Ref rebuilt = apply_op1("ParallelDynamicStitch", {py::List(partitioned), py::List(g)});
  return {tf_call("reshape", {rebuilt, tf_call("shape", {data})}), nullptr};
}

Grads dynamic_stitch_grad(const OpRecord& op, const Grads& g) {
  const std::size_t n = op.inputs.size() / 2;
  Grads out(n, nullptr);
  for (std::size_t i = 0; i < n; ++i) {
    Ref idx = op.inputs[i];
    if (dtype(idx) != DType::Int32) idx = tf_call("cast", {idx, function::dtype_object(DType::Int32)});
    out.push_back(tf_call("gather", {g[0], idx}));
  }
  return out;
}

// resource_variable_ops._GatherGrad: an IndexedSlices of the gathered rows' gradients, dense
// shape the variable's.
Grads resource_gather_grad(const OpRecord& op, const Grads& g) {
  const Ref &handle = op.inputs[0], &indices = op.inputs[1];
  Ref params_shape = gen("VariableShape", {handle}, {{"out_type", DType::Int32}});
  Ref size = gen("ExpandDims", {gen("Size", {indices}, {{"out_type", DType::Int32}}), scalar(0, DType::Int32, "ExpandDims/dim")});
  Ref tail = gen("StridedSlice", {params_shape, ints({1}), ints({0}), ints({1})},
                 {{"begin_mask", int64_t{0}}, {"end_mask", int64_t{1}}, {"ellipsis_mask", int64_t{0}}, {"new_axis_mask", int64_t{0}},
                  {"shrink_axis_mask", int64_t{0}}});
  Ref values_shape = apply_op1("ConcatV2", {py::List({size, tail}), py::Int(0)}, {}, py::Str("concat"));
  return {make_indexed_slices(reshape(g[0], values_shape), reshape(indices, size), params_shape), nullptr};
}

// array_grad._GetBatchIndices: indices offset by each batch position's start in the flattened
// batch-and-gather dimension.
Ref batch_indices(const Ref& params_shape, const Ref& indices, int64_t batch_dims) {
  Ref out = indices;
  Ref dt = dtype_obj(indices);
  Ref casted = tf_call("cast", {params_shape, dt});
  Ref accum = tf_call("ones", {py::Tuple({}), dt});
  for (int64_t dim = batch_dims; dim > 0; --dim) {
    Ref dim_value = py::getitem(casted, py::Int(dim - 1));
    accum = op_mul(accum, py::getitem(casted, py::Int(dim)));
    Ref dim_indices = tf_call("range", {tf_call("zeros", {py::Tuple({}), dt}), dim_value, tf_call("ones", {py::Tuple({}), dt})});
    dim_indices = op_mul(dim_indices, accum);
    Ref rest = op_sub(tf_call("rank", {indices}), py::Int(dim));
    Ref dim_shape = tf_call("concat", {py::List({tf_call("tile", {py::List({py::Int(1)}), py::List({py::Int(dim - 1)})}),
                                                 py::List({dim_value}), tf_call("tile", {py::List({py::Int(1)}), py::List({rest})})}),
                                       py::Int(0)});
    out = op_add(out, tf_call("reshape", {dim_indices, dim_shape}));
  }
  return out;
}

// array_grad._GatherV2Grad for batch_dims != 0: the gathered axis moved next to the batch
// dimensions, the rows summed back per batch (_BatchGatherGrad), and the axis moved back.
Grads batch_gather_grad(const OpRecord& op, const Grads& g) {
  const Ref &params = op.inputs[0], &indices = op.inputs[1];
  std::optional<tensor::Tensor> axis_value = constant_value(op.inputs[2]);
  const tensor::TensorShape& ps = static_shape(params);
  const tensor::TensorShape& is = static_shape(indices);
  int64_t batch_dims = std::get<int64_t>(op.attrs.at("batch_dims"));
  if (!axis_value || !ps.has_rank() || !is.has_rank())
    py::raise(py::E().NotImplementedError, "tfplay cannot compute the gradient of tf.gather with batch_dims and an unknown axis or rank yet");
  if (batch_dims < 0) batch_dims += *is.rank();
  const int64_t rank = *ps.rank();
  int64_t axis = axis_value->as_int64(0);
  if (axis < 0) axis += rank;
  Ref params_shape = tf_call("cast", {tf_call("shape", {params}, {{"out_type", function::dtype_object(DType::Int64)}}),
                                      function::dtype_object(DType::Int32)});
  Ref outer_shape = py::getitem(params_shape, slice(py::None(), py::Int(axis)));
  Ref inner_shape = py::getitem(params_shape, slice(py::Int(axis + 1), py::None()));
  Ref values_shape = tf_call("concat", {py::List({outer_shape, py::List({py::Int(-1)}), inner_shape}), py::Int(0)});
  std::vector<Ref> perm, inverse;
  for (int64_t i = 0; i < batch_dims; ++i) perm.push_back(py::Int(i));
  perm.push_back(py::Int(axis));
  for (int64_t i = batch_dims; i < axis; ++i) perm.push_back(py::Int(i));
  for (int64_t i = axis + 1; i < rank; ++i) perm.push_back(py::Int(i));
  for (int64_t i = 0; i < batch_dims; ++i) inverse.push_back(py::Int(i));
  for (int64_t i = batch_dims; i < axis; ++i) inverse.push_back(py::Int(i + 1));
  inverse.push_back(py::Int(batch_dims));
  for (int64_t i = axis + 1; i < rank; ++i) inverse.push_back(py::Int(i));
  Ref values = tf_call("reshape", {dense(g[0]), values_shape});
  values = tf_call("transpose", {values, py::List(perm)});
  // _BatchGatherGrad.
  Ref indices_size = tf_call("expand_dims", {tf_call("size", {indices}), py::Int(0)});
  Ref v_shape = tf_call("shape", {values});
  Ref v_outer = py::getitem(v_shape, slice(py::None(), py::Int(batch_dims)));
  Ref v_inner = py::getitem(v_shape, slice(py::Int(batch_dims + 1), py::None()));
  Ref batch_size = tf_call("reduce_prod", {v_outer, py::List({py::Int(0)})});
  Ref flat_values_shape = tf_call("concat", {py::List({py::List({py::Int(-1)}), v_inner}), py::Int(0)});
  Ref gather_dim_size = op_mul(py::getitem(params_shape, py::Int(axis)), batch_size);
  Ref flat_indices = tf_call("reshape", {batch_indices(params_shape, indices, batch_dims), indices_size});
  Ref summed = tf_call("math.unsorted_segment_sum", {tf_call("reshape", {values, flat_values_shape}), flat_indices, gather_dim_size});
  Ref params_grad = tf_call("reshape", {summed, tf_call("concat", {py::List({v_outer, flat_values_shape}), py::Int(0)})});
  return {tf_call("transpose", {params_grad, py::List(inverse)}), nullptr, nullptr};
}

// _IgammaGrad: IgammaGradA for a, exp(-x + (a - 1) * log(x) - lgamma(a)) for x.
Grads igamma_grad(const OpRecord& op, const Grads& g) {
  const Ref &a = op.inputs[0], &x = op.inputs[1];
  Ref partial_a = gen("IgammaGradA", {a, x});
  Ref exponent = op_sub(op_add(py::unary_op(py::ast::UnaryOpKind::USub, x), op_mul(op_sub(a, py::Int(1)), gen("Log", {x}))),
                        gen("Lgamma", {a}));
  auto [ga, gx] = reduce_gradient_args(a, x, op_mul(partial_a, g[0]), op_mul(gen("Exp", {exponent}), g[0]));
  return {ga, gx};
}

// _IgammacGrad: the negated gradients of Igamma.
Grads igammac_grad(const OpRecord& op, const Grads& g) {
  Grads p = igamma_grad(op, g);
  return {py::unary_op(py::ast::UnaryOpKind::USub, p[0]), py::unary_op(py::ast::UnaryOpKind::USub, p[1])};
}

// _BetaincGrad: None for a and b (TF has no gradient for them), for x
// exp(xlog1py(b - 1, -x) + xlogy(a - 1, x) - log_beta) with log_beta = lgamma(a) + lgamma(b) - lgamma(a + b).
Grads betainc_grad(const OpRecord& op, const Grads& g) {
  const Ref &a = op.inputs[0], &b = op.inputs[1], &x = op.inputs[2];
  // One op per statement: the graph's ops are made in the Python expression's order (the
  // arguments of one C++ call are evaluated in no set order).
  Ref lgamma_a = gen("Lgamma", {a});
  Ref lgamma_b = gen("Lgamma", {b});
  Ref lgamma_sum = op_add(lgamma_a, lgamma_b);
  Ref lgamma_ab = gen("Lgamma", {op_add(a, b)});
  Ref log_beta = op_sub(lgamma_sum, lgamma_ab);
  Ref xlog1py = gen("Xlog1py", {op_sub(b, py::Int(1)), py::unary_op(py::ast::UnaryOpKind::USub, x)});
  Ref partial_x = gen("Exp", {op_sub(op_add(xlog1py, gen("Xlogy", {op_sub(a, py::Int(1)), x})), log_beta)});
  auto [unused, gx] = reduce_gradient_args(a, x, nullptr, op_mul(partial_x, g[0]));
  (void)unused;
  return {nullptr, nullptr, gx};
}

// _ZetaGrad: None for x, -x * zeta(x + 1, q) for q.
Grads zeta_grad(const OpRecord& op, const Grads& g) {
  const Ref &x = op.inputs[0], &q = op.inputs[1];
  Ref partial_q = op_mul(py::unary_op(py::ast::UnaryOpKind::USub, x), gen("Zeta", {op_add(x, py::Int(1)), q}));
  auto [unused, gq] = reduce_gradient_args(x, q, nullptr, op_mul(partial_q, g[0]));
  (void)unused;
  return {nullptr, gq};
}

// _PolygammaGrad: None for n, polygamma(n + 1, x) for x.
Grads polygamma_grad(const OpRecord& op, const Grads& g) {
  const Ref &n = op.inputs[0], &x = op.inputs[1];
  Ref partial_x = gen("Polygamma", {op_add(n, py::Int(1)), x});
  auto [unused, gx] = reduce_gradient_args(n, x, nullptr, op_mul(partial_x, g[0]));
  (void)unused;
  return {nullptr, gx};
}

// random_grad._RandomGammaGrad: alpha reshaped with one leading unit dim per sample dim
// (add_leading_unit_dimensions), RandomGammaGrad against the samples, summed over the sample dims.
Grads random_gamma_grad(const OpRecord& op, const Grads& g) {
  const Ref &shape_in = op.inputs[0], &alpha = op.inputs[1], &sample = op.outputs[0];
  const tensor::TensorShape& s = static_shape(shape_in);
  if (!s.has_rank() || *s.rank() != 1 || !s.as_list()[0])
    py::raise(py::E().NotImplementedError, "tfplay's gradient of RandomGamma needs a shape argument of known length");
  const int64_t num_sample_dims = *s.as_list()[0];
  Ref ones = gen("Fill", {ints({num_sample_dims}), scalar(1, DType::Int32, "ones/Const")});
  Ref new_shape = gen("ConcatV2", {py::List({ones, shape(alpha)}), scalar(0, DType::Int32, "concat/axis")});
  Ref partial_a = gen("RandomGammaGrad", {reshape(alpha, new_shape), sample});
  std::vector<int64_t> axes;
  for (int64_t i = 0; i < num_sample_dims; ++i) axes.push_back(i);
  return {nullptr, reduce_sum(op_mul(g[0], partial_a), ints(axes), false)};
}

}  // namespace

Grads gather_grad_with_batch_dims(const OpRecord& op, const Grads& g) { return batch_gather_grad(op, g); }

void register_extra_gradients() {
  register_gradient("ResourceGather", resource_gather_grad);
  register_gradient("ReverseSequence", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("ReverseSequence", {g[0], op.inputs[1]}, {{"seq_dim", op.attrs.at("seq_dim")}, {"batch_dim", op.attrs.at("batch_dim")}}),
                 nullptr};
  });
  register_gradient("DynamicPartition", dynamic_partition_grad);
  register_gradient("DynamicStitch", dynamic_stitch_grad);
  register_gradient("ParallelDynamicStitch", dynamic_stitch_grad);
  // array_grad._PadGrad (Pad, PadV2): the slice of the gradient the input was padded around.
  auto pad_grad = [](const OpRecord& op, const Grads& g) {
    const Ref &x = op.inputs[0], &a = op.inputs[1];
    Ref size = tf_call("stack", {py::List({tf_call("rank", {x}), py::Int(1)})});
    Ref pad_before = tf_call("slice", {a, py::List({py::Int(0), py::Int(0)}), size});
    Ref begin = tf_call("reshape", {pad_before, py::List({py::Int(-1)})});
    Ref sizes = tf_call("shape", {x}, {{"out_type", dtype_obj(begin)}});
    Grads out{tf_call("slice", {g[0], begin, sizes}), nullptr};
    if (op.inputs.size() == 3) out.push_back(nullptr);
    return out;
  };
  register_gradient("Pad", pad_grad);
  register_gradient("PadV2", pad_grad);
  // _MirrorPadGrad / _MirrorPadGradGrad: each other's op with the same paddings and mode.
  register_gradient("MirrorPad", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("MirrorPadGrad", {g[0], op.inputs[1]}, {{"mode", op.attrs.at("mode")}}), nullptr};
  });
  register_gradient("MirrorPadGrad", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("MirrorPad", {g[0], op.inputs[1]}, {{"mode", op.attrs.at("mode")}}), nullptr};
  });
  // _StridedSliceGradGrad: the same strided slice of the gradient, for `dy`.
  register_gradient("StridedSliceGrad", +[](const OpRecord& op, const Grads& g) {
    graph::AttrMap attrs;
    for (const char* k : {"begin_mask", "end_mask", "ellipsis_mask", "new_axis_mask", "shrink_axis_mask"}) attrs[k] = op.attrs.at(k);
    return Grads{nullptr, nullptr, nullptr, nullptr, gen("StridedSlice", {g[0], op.inputs[1], op.inputs[2], op.inputs[3]}, attrs)};
  });
  register_gradient("TensorScatterMax", tensor_scatter_min_max_grad);
  register_gradient("TensorScatterMin", tensor_scatter_min_max_grad);
  register_gradient("Xlogy", xlogy_grad);
  register_gradient("Xlog1py", xlog1py_grad);
  // _ErfinvGrad: grad * sqrt(pi) / 2 * exp(erfinv(x)^2).
  register_gradient("Erfinv", +[](const OpRecord& op, const Grads& g) {
    Ref k = scalar(std::sqrt(kPi) / 2, dtype(g[0]), "Const");
    Ref scaled = mul(g[0], k);
    return Grads{mul(scaled, gen("Exp", {gen("Square", {op.outputs[0]})}))};
  });
  // _NdtriGrad: grad * sqrt(2 pi) * exp(ndtri(x)^2 / 2).
  register_gradient("Ndtri", +[](const OpRecord& op, const Grads& g) {
    Ref k = scalar(std::sqrt(2 * kPi), dtype(g[0]), "Const");
    Ref square = gen("Square", {op.outputs[0]});
    Ref half_square = binary("truediv", "RealDiv", square, scalar(2, dtype(g[0]), "truediv/y"));
    Ref scaled = mul(g[0], k);
    return Grads{mul(scaled, gen("Exp", {half_square}))};
  });
  register_gradient("BesselI0", +[](const OpRecord& op, const Grads& g) { return Grads{mul(g[0], gen("BesselI1", {op.inputs[0]}))}; });
  register_gradient("BesselI0e", +[](const OpRecord& op, const Grads& g) {
    const Ref &x = op.inputs[0], &y = op.outputs[0];
    Ref i1e = gen("BesselI1e", {x});
    Ref partial = sub(i1e, mul(gen("Sign", {x}), y));
    return Grads{mul(g[0], partial)};
  });
  register_gradient("BesselI1", +[](const OpRecord& op, const Grads& g) {
    const Ref &x = op.inputs[0], &y = op.outputs[0];
    Ref i0 = gen("BesselI0", {x});
    Ref dy_dx = at_zero_half(x, sub(i0, binary("truediv", "RealDiv", y, x)));
    return Grads{mul(g[0], dy_dx)};
  });
  register_gradient("BesselI1e", +[](const OpRecord& op, const Grads& g) {
    const Ref &x = op.inputs[0], &y = op.outputs[0];
    Ref i0e = gen("BesselI0e", {x});
    Ref sign = gen("Sign", {x});
    Ref sign_plus_reciprocal = binary("add", "AddV2", sign, gen("Reciprocal", {x}));
    Ref dy_dx = at_zero_half(x, sub(i0e, mul(y, sign_plus_reciprocal)));
    return Grads{mul(g[0], dy_dx)};
  });
  register_gradient("Igamma", igamma_grad);
  register_gradient("Igammac", igammac_grad);
  register_gradient("Betainc", betainc_grad);
  register_gradient("Zeta", zeta_grad);
  register_gradient("Polygamma", polygamma_grad);
  register_gradient("RandomGamma", random_gamma_grad);
  register_gradient("CumulativeLogsumexp", cumulative_logsumexp_grad);
  register_gradient("EuclideanNorm", euclidean_norm_grad);
  register_gradient("ClipByValue", clip_by_value_grad);
  // nn_grad._MaxPoolGradWithArgmax: the gradient routed to where each maximum came from.
  register_gradient("MaxPoolWithArgmax", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("MaxPoolGradWithArgmax", {op.inputs[0], g[0], op.outputs[1]},
                     {{"ksize", op.attrs.at("ksize")}, {"strides", op.attrs.at("strides")}, {"padding", op.attrs.at("padding")},
                      {"include_batch_in_index", op.attrs.at("include_batch_in_index")}})};
  });
  // nn_grad._MaxPool3DGrad / _AvgPool3DGrad.
  register_gradient("MaxPool3D", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("MaxPool3DGrad", {op.inputs[0], op.outputs[0], g[0]},
                     {{"ksize", op.attrs.at("ksize")}, {"strides", op.attrs.at("strides")}, {"padding", op.attrs.at("padding")},
                      {"data_format", op.attrs.at("data_format")}})};
  });
  register_gradient("AvgPool3D", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("AvgPool3DGrad", {shape(op.inputs[0]), g[0]},
                     {{"ksize", op.attrs.at("ksize")}, {"strides", op.attrs.at("strides")}, {"padding", op.attrs.at("padding")},
                      {"data_format", op.attrs.at("data_format")}})};
  });
  // nn_grad._Conv3DGrad: both backprops, given the shapes of the input and the filter.
  register_gradient("Conv3D", +[](const OpRecord& op, const Grads& g) {
    graph::AttrMap attrs{{"strides", op.attrs.at("strides")}, {"padding", op.attrs.at("padding")},
                         {"data_format", op.attrs.at("data_format")}, {"dilations", op.attrs.at("dilations")}};
    std::vector<Ref> shapes = apply_op("ShapeN", {py::List({op.inputs[0], op.inputs[1]})}, {{"out_type", DType::Int32}});
    Ref dx = gen("Conv3DBackpropInputV2", {shapes[0], op.inputs[1], g[0]}, attrs);
    Ref dw = gen("Conv3DBackpropFilterV2", {op.inputs[0], shapes[1], g[0]}, attrs);
    return Grads{dx, dw};
  });
  // nn_grad._Conv3DBackpropInputGrad / _Conv3DBackpropFilterGrad: the other backprop (fed the
  // Shape of the filter or of the input) and the forward convolution, what tf.nn.conv3d_transpose
  // needs to train.
  register_gradient("Conv3DBackpropInputV2", +[](const OpRecord& op, const Grads& g) {
    graph::AttrMap attrs{{"strides", op.attrs.at("strides")}, {"padding", op.attrs.at("padding")},
                         {"data_format", op.attrs.at("data_format")}, {"dilations", op.attrs.at("dilations")}};
    Ref dw = gen("Conv3DBackpropFilterV2", {g[0], shape(op.inputs[1]), op.inputs[2]}, attrs);
    return Grads{nullptr, dw, gen("Conv3D", {g[0], op.inputs[1]}, attrs)};
  });
  register_gradient("Conv3DBackpropFilterV2", +[](const OpRecord& op, const Grads& g) {
    graph::AttrMap attrs{{"strides", op.attrs.at("strides")}, {"padding", op.attrs.at("padding")},
                         {"data_format", op.attrs.at("data_format")}, {"dilations", op.attrs.at("dilations")}};
    Ref dx = gen("Conv3DBackpropInputV2", {shape(op.inputs[0]), g[0], op.inputs[2]}, attrs);
    return Grads{dx, nullptr, gen("Conv3D", {op.inputs[0], g[0]}, attrs)};
  });
  // array_grad._DiagGrad / _DiagPartGrad: each op undoes the other.
  register_gradient("Diag", +[](const OpRecord&, const Grads& g) { return Grads{gen("DiagPart", {g[0]})}; });
  register_gradient("DiagPart", +[](const OpRecord&, const Grads& g) { return Grads{gen("Diag", {g[0]})}; });
  // nn_grad._LRNGrad: LRNGrad of the incoming gradient, the input and the output.
  register_gradient("LRN", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("LRNGrad", {g[0], op.inputs[0], op.outputs[0]},
                     {{"depth_radius", op.attrs.at("depth_radius")}, {"bias", op.attrs.at("bias")}, {"alpha", op.attrs.at("alpha")},
                      {"beta", op.attrs.at("beta")}})};
  });
  not_differentiable("UnravelIndex");
  not_differentiable("HistogramFixedWidth");
  not_differentiable("NextAfter");
  not_differentiable("TruncateDiv");
}

}  // namespace tfplay::tf::grad
