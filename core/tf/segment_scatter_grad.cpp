// Gradients of the segment reductions and of the scatter/gather_nd family, written as TF's
// Python gradient functions are (tf_call reaches the same tf.* wrappers they use):
// tensorflow/python/ops/math_grad.py _SegmentSumGrad, _SegmentMeanGrad, _SegmentMinOrMaxGrad,
// _GatherDropNegatives, _UnsortedSegmentSumGrad, _UnsortedSegmentMinOrMaxGrad,
// _UnsortedSegmentProdGrad, _SparseSegmentSumGrad, _SparseSegmentMeanGrad, _SparseSegmentSqrtNGrad
// (and their WithNumSegments twins), _CumprodGrad; array_grad.py _GatherNdGrad, _ScatterNdGrad,
// _TensorScatterUpdateGrad, _TensorScatterAddGrad, _TensorScatterSubGrad, _CheckNumericsGrad,
// sparse_grad.py _SparseToDenseGrad, _SparseTensorDenseMatMulGrad,
// _EnsureShapeGrad; manip_grad.py _RollGrad; nn_grad.py _ApproxTopKGradient.
#include "core/function/tensor_object.h"
#include "core/python/runtime.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/indexed_slices.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf::grad {

using py::Ref;
using tensor::DType;
using Grads = std::vector<Ref>;

namespace {

Ref dtype_obj(DType d) { return function::dtype_object(d); }
Ref op_mul(const Ref& a, const Ref& b) { return py::binary_op(py::ast::BinOpKind::Mult, a, b); }
Ref op_div(const Ref& a, const Ref& b) { return py::binary_op(py::ast::BinOpKind::Div, a, b); }

struct Gathered {
  Ref values, zero_clipped_indices, is_positive;
};

// math_grad._GatherDropNegatives: params gathered at max(ids, 0), with the rows of negative ids
// replaced by zeros (is_positive broadcast to the gathered shape).
Gathered gather_drop_negatives(const Ref& params, const Ref& ids, Ref zero_clipped_indices = nullptr,
                               Ref is_positive = nullptr) {
  if (!zero_clipped_indices) zero_clipped_indices = tf_call("math.maximum", {ids, tf_call("zeros_like", {ids})});
  Ref gathered = tf_call("gather", {params, zero_clipped_indices});
  if (!is_positive) {
    is_positive = tf_call("math.greater_equal", {ids, py::Int(0)});
    Ref is_positive_shape = tf_call("shape", {is_positive});
    // Sequenced: the ranks' ops are made in TF's order (arguments of one call have none).
    Ref gathered_rank = tf_call("rank", {gathered});
    Ref positive_rank = tf_call("rank", {is_positive});
    Ref extra = tf_call("ones", {py::List({py::binary_op(py::ast::BinOpKind::Sub, gathered_rank, positive_rank)})},
                        {{"dtype", dtype_obj(DType::Int32)}});
    Ref broadcastable_shape = tf_call("concat", {py::List({is_positive_shape, extra}), py::Int(0)});
    is_positive = tf_call("reshape", {is_positive, broadcastable_shape});
    is_positive = tf_call("math.logical_and", {is_positive, tf_call("ones_like", {gathered}, {{"dtype", dtype_obj(DType::Bool)}})});
  }
  Ref zero_slice = tf_call("zeros_like", {gathered});
  return {tf_call("where", {is_positive, gathered, zero_slice}), zero_clipped_indices, is_positive};
}

Grads segment_sum_grad(const OpRecord& op, const Grads& g) { return {tf_call("gather", {g[0], op.inputs[1]}), nullptr}; }

Grads segment_mean_grad(const OpRecord& op, const Grads& g) {
  Ref input_rank = tf_call("rank", {op.inputs[0]});
  Ref ones_count = tf_call("expand_dims", {py::binary_op(py::ast::BinOpKind::Sub, input_rank, py::Int(1)), py::Int(0)});
  Ref ones_shape = tf_call("concat", {py::List({tf_call("shape", {op.inputs[1]}),
                                                tf_call("ones", {ones_count}, {{"dtype", dtype_obj(DType::Int32)}})}),
                                      py::Int(0)});
  Ref ones = tf_call("ones", {ones_shape}, {{"dtype", dtype_obj(dtype(g[0]))}});
  Ref scaled = tf_call("math.divide", {g[0], tf_call("math.segment_sum", {ones, op.inputs[1]})});
  return {tf_call("gather", {scaled, op.inputs[1]}), nullptr};
}

// math_grad._SparseSegment{Sum,Mean,SqrtN}[WithNumSegments]Grad: the data's gradient is
// math_ops.sparse_segment_X_grad(grad, indices, segment_ids, shape(data)[0]); indices,
// segment_ids (and num_segments) get none. sparse_gradient=True (an IndexedSlices through
// _SparseSegmentReduceGradV2) is not emulated.
GradientFunction sparse_segment_grad(std::string grad_op, bool with_num_segments) {
  return [grad_op, with_num_segments](const OpRecord& op, const Grads& g) -> Grads {
    if (std::get<bool>(op.attrs.at("sparse_gradient")))
      py::raise(py::E().NotImplementedError, "tfplay does not emulate the gradient of sparse_gradient=True sparse segment reductions");
    Ref dim0 = py::getitem(tf_call("shape", {op.inputs[0]}), py::Int(0));
    Grads out{apply_op1(grad_op, {g[0], op.inputs[1], op.inputs[2], dim0}), nullptr, nullptr};
    if (with_num_segments) out.push_back(nullptr);
    return out;
  };
}

Grads segment_min_max_grad(const OpRecord& op, const Grads& g) {
  Ref zeros = tf_call("zeros_like", {op.inputs[0]});
  Ref gathered_outputs = tf_call("gather", {op.outputs[0], op.inputs[1]});
  Ref is_selected = tf_call("math.equal", {op.inputs[0], gathered_outputs});
  Ref num_selected = tf_call("math.segment_sum", {tf_call("cast", {is_selected, dtype_obj(dtype(g[0]))}), op.inputs[1]});
  Ref weighted = tf_call("math.divide", {g[0], num_selected});
  Ref gathered_grads = tf_call("gather", {weighted, op.inputs[1]});
  return {tf_call("where", {is_selected, gathered_grads, zeros}), nullptr};
}

Grads unsorted_segment_sum_grad(const OpRecord& op, const Grads& g) {
  return {gather_drop_negatives(g[0], op.inputs[1]).values, nullptr, nullptr};
}

Grads unsorted_segment_min_max_grad(const OpRecord& op, const Grads& g) {
  Gathered out = gather_drop_negatives(op.outputs[0], op.inputs[1]);
  Ref is_selected = tf_call("math.logical_and", {tf_call("math.equal", {op.inputs[0], out.values}), out.is_positive});
  Ref num_selected = tf_call("math.unsorted_segment_sum",
                             {tf_call("cast", {is_selected, dtype_obj(dtype(g[0]))}), op.inputs[1], op.inputs[2]});
  Ref weighted = tf_call("math.divide", {g[0], num_selected});
  Ref gathered = gather_drop_negatives(weighted, nullptr, out.zero_clipped_indices, out.is_positive).values;
  return {tf_call("where", {is_selected, gathered, tf_call("zeros_like", {gathered})}), nullptr, nullptr};
}

// Segments without zeros divide the product by each element; a segment with exactly one zero
// passes the product of the other entries to that zero; two or more zeros give zeros.
Grads unsorted_segment_prod_grad(const OpRecord& op, const Grads& g) {
  const Ref &data = op.inputs[0], &ids = op.inputs[1], &n = op.inputs[2];
  Ref is_zero = tf_call("math.equal", {data, py::Int(0)});
  Ref num_zeros = tf_call("math.unsorted_segment_sum", {tf_call("cast", {is_zero, dtype_obj(DType::Int32)}), ids, n});
  Ref grad = tf_call("where", {tf_call("math.greater", {num_zeros, py::Int(1)}), tf_call("zeros_like", {g[0]}), g[0]});
  Ref non_zero_data = tf_call("where", {is_zero, tf_call("ones_like", {data}), data});
  Ref non_zero_prod = tf_call("math.unsorted_segment_prod", {non_zero_data, ids, n});
  Ref zero_clipped = tf_call("math.maximum", {ids, tf_call("zeros_like", {ids})});
  Ref gathered_prod = tf_call("gather", {op.outputs[0], zero_clipped});
  Ref gathered_non_zero_prod = tf_call("gather", {non_zero_prod, zero_clipped});
  Ref prod_divided_by_el = op_div(gathered_prod, data);
  Ref partial = tf_call("where", {is_zero, gathered_non_zero_prod, prod_divided_by_el});
  Ref gathered_grad = gather_drop_negatives(grad, ids, zero_clipped).values;
  return {op_mul(gathered_grad, partial), nullptr, nullptr};
}

// cumsum(cumprod(x) * grad) in the other direction, divided by x (div_no_nan).
Grads cumprod_grad(const OpRecord& op, const Grads& g) {
  const Ref &x = op.inputs[0], &axis = op.inputs[1];
  const bool exclusive = std::get<bool>(op.attrs.at("exclusive"));
  const bool reverse = std::get<bool>(op.attrs.at("reverse"));
  Ref prod = tf_call("math.cumprod", {x, axis}, {{"exclusive", py::Bool(exclusive)}, {"reverse", py::Bool(reverse)}});
  Ref out = tf_call("math.cumsum", {op_mul(prod, g[0]), axis}, {{"exclusive", py::Bool(exclusive)}, {"reverse", py::Bool(!reverse)}});
  return {tf_call("math.divide_no_nan", {out, x}), nullptr};
}

// The gradient of a GatherNd from a `ref_shape`-shaped input: a [N, 1] index matrix gives an
// IndexedSlices of the rows; otherwise scatter_nd.
Grads gathered_nd_grad(const Ref& ref_shape, const Ref& indices, const Ref& grad) {
  const tensor::TensorShape& s = static_shape(indices);
  if (s.rank() && *s.rank() == 2 && s.dim(1) && *s.dim(1) == 1) {
    return {make_indexed_slices(grad, tf_call("squeeze", {indices}, {{"axis", py::Int(-1)}}), ref_shape), nullptr};
  }
  return {tf_call("scatter_nd", {indices, grad, ref_shape}), nullptr};
}

// array_grad._GatherNdGrad: the input's shape from array_ops.shape.
Grads gather_nd_grad(const OpRecord& op, const Grads& g) {
  const Ref &ref = op.inputs[0], &indices = op.inputs[1];
  return gathered_nd_grad(tf_call("shape", {ref}, {{"out_type", dtype_obj(dtype(indices))}}), indices, g[0]);
}

// array_grad._ResourceGatherNdGrad (tf.gather_nd on a tf.Variable runs ResourceGatherNd): the
// variable's shape from VariableShape.
Grads resource_gather_nd_grad(const OpRecord& op, const Grads& g) {
  const Ref &handle = op.inputs[0], &indices = op.inputs[1];
  return gathered_nd_grad(gen("VariableShape", {handle}, {{"out_type", dtype(indices)}}), indices, g[0]);
}

Grads scatter_nd_grad(const OpRecord& op, const Grads& g) {
  return {nullptr, tf_call("gather_nd", {g[0], op.inputs[0]}), nullptr};
}

Grads tensor_scatter_update_grad(const OpRecord& op, const Grads& g) {
  const Ref& indices = op.inputs[1];
  Ref updates_grad = tf_call("gather_nd", {g[0], indices});
  Ref tensor_grad = tf_call("tensor_scatter_nd_update",
                            {tf_call("identity", {g[0]}), indices,
                             tf_call("zeros_like", {op.inputs[2]}, {{"dtype", dtype_obj(dtype(g[0]))}})});
  return {tensor_grad, nullptr, updates_grad};
}

// sparse_grad.py _SparseToDenseGrad: the values' gradient gathered at their indices; the
// default value's is what the rest of the output received.
Grads sparse_to_dense_grad(const OpRecord& op, const Grads& g) {
  Ref values_grad = tf_call("gather_nd", {g[0], op.inputs[0]});
  // Sequenced: the two sums' ops are made in TF's order (arguments of one call have none).
  Ref total = tf_call("math.reduce_sum", {g[0]});
  Ref default_grad = py::binary_op(py::ast::BinOpKind::Sub, total, tf_call("math.reduce_sum", {values_grad}));
  return {tf_call("zeros_like", {op.inputs[0]}), tf_call("zeros_like", {op.inputs[1]}), values_grad, default_grad};
}

// sparse_grad.py _SparseTensorDenseMatMulGrad: b's gradient is the op again with a adjointed
// the other way; each value's is the dot product of grad's row and b's row it met.
Grads sparse_tensor_dense_matmul_grad(const OpRecord& op, const Grads& g) {
  const Ref &indices = op.inputs[0], &values = op.inputs[1], &shape = op.inputs[2], &b = op.inputs[3];
  const bool adj_a = std::get<bool>(op.attrs.at("adjoint_a")), adj_b = std::get<bool>(op.attrs.at("adjoint_b"));
  Ref b_grad = apply_op1("SparseTensorDenseMatMul", {indices, values, shape, g[0]}, {{"adjoint_a", !adj_a}, {"adjoint_b", false}});
  if (adj_b) b_grad = tf_call("linalg.matrix_transpose", {b_grad}, {{"conjugate", py::True()}});
  auto column = [&](int64_t c) {
    Ref all = py::make_object<py::SliceObject>(py::T().slice, py::None(), py::None(), py::None());
    return py::getitem(indices, py::Tuple({all, py::Int(c)}));
  };
  Ref rows = column(0), cols = column(1);
  Ref parts_a = tf_call("gather", {g[0], adj_a ? cols : rows});
  Ref parts_b = tf_call("gather", {adj_b ? tf_call("transpose", {b}) : b, adj_a ? rows : cols});
  auto expand = [](const Ref& x, int64_t axis) { return tf_call("expand_dims", {x, py::Int(axis)}); };
  Ref a_values_grad = tf_call("linalg.matmul", {expand(parts_a, adj_a ? -1 : -2), expand(parts_b, adj_b == adj_a ? -2 : -1)},
                              {{"adjoint_a", py::Bool(adj_a)}, {"adjoint_b", py::Bool(!adj_a && !adj_b ? true : adj_a && adj_b)}});
  return {nullptr, tf_call("squeeze", {a_values_grad}, {{"axis", py::List({py::Int(-2), py::Int(-1)})}}), nullptr, b_grad};
}

Grads tensor_scatter_add_grad(const OpRecord& op, const Grads& g) {
  Ref updates_grad = tf_call("gather_nd", {g[0], op.inputs[1]});
  return {tf_call("identity", {g[0]}), nullptr, updates_grad};
}

Grads tensor_scatter_sub_grad(const OpRecord& op, const Grads& g) {
  Ref updates_grad = tf_call("gather_nd", {g[0], op.inputs[1]});
  return {tf_call("identity", {g[0]}), nullptr, py::unary_op(py::ast::UnaryOpKind::USub, updates_grad)};
}

Grads roll_grad(const OpRecord& op, const Grads& g) {
  Ref neg_shift = py::unary_op(py::ast::UnaryOpKind::USub, op.inputs[1]);
  return {tf_call("roll", {g[0], neg_shift, op.inputs[2]}), nullptr, nullptr};
}

Grads check_numerics_grad(const OpRecord& op, const Grads& g) {
  const std::string message = std::get<std::string>(op.attrs.at("message"));
  return {tf_call("debugging.check_numerics",
                  {g[0], py::Str("Not a number (NaN) or infinity (Inf) values detected in gradient. " + message)})};
}

// nn_grad._ApproxTopKGradient: the values' gradient scattered (scatter_nd) to the input
// positions whose coordinates are the output's, with the reduction dimension's coordinate
// replaced by the index ApproxTopK returned.
Grads approx_top_k_grad(const OpRecord& op, const Grads& g) {
  const Ref& indices = op.outputs[1];
  const tensor::TensorShape& s = static_shape(indices);
  if (!s.is_fully_defined()) py::raise(py::E().NotImplementedError, "tfplay's gradient of ApproxTopK needs known shapes");
  const std::vector<int64_t> dims = s.concrete();
  const int64_t rank = static_cast<int64_t>(dims.size());
  int64_t reduction_dim = std::get<int64_t>(op.attrs.at("reduction_dimension"));
  if (reduction_dim < 0) reduction_dim += rank;
  std::vector<Ref> coords;
  for (int64_t i = 0; i < rank; ++i) {
    if (i == reduction_dim) {
      coords.push_back(indices);
      continue;
    }
    std::vector<Ref> shape_i;
    for (int64_t j = 0; j < rank; ++j) shape_i.push_back(py::Int(j == i ? dims[static_cast<std::size_t>(j)] : 1));
    Ref along = tf_call("reshape", {tf_call("range", {py::Int(dims[static_cast<std::size_t>(i)])}), py::List(shape_i)});
    coords.push_back(tf_call("broadcast_to", {along, tf_call("shape", {indices})}));
  }
  Ref lifted = tf_call("stack", {py::List(coords)}, {{"axis", py::Int(-1)}});
  Ref in_shape = tf_call("shape", {op.inputs[0]});
  return {tf_call("scatter_nd", {lifted, g[0], in_shape})};
}

}  // namespace

void register_segment_scatter_gradients() {
  register_gradient("ApproxTopK", approx_top_k_grad);
  register_gradient("SegmentSum", segment_sum_grad);
  register_gradient("SegmentMean", segment_mean_grad);
  register_gradient("SegmentMax", segment_min_max_grad);
  register_gradient("SegmentMin", segment_min_max_grad);
  register_gradient("UnsortedSegmentSum", unsorted_segment_sum_grad);
  register_gradient("UnsortedSegmentMax", unsorted_segment_min_max_grad);
  register_gradient("UnsortedSegmentMin", unsorted_segment_min_max_grad);
  register_gradient("UnsortedSegmentProd", unsorted_segment_prod_grad);
  for (const char* kind : {"Sum", "Mean", "SqrtN"}) {
    const std::string op = std::string("SparseSegment") + kind;
    register_gradient(op, sparse_segment_grad(op + "Grad", false));
    register_gradient(op + "WithNumSegments", sparse_segment_grad(op + "Grad", true));
  }
  register_gradient("Cumprod", cumprod_grad);
  register_gradient("GatherNd", gather_nd_grad);
  register_gradient("ResourceGatherNd", resource_gather_nd_grad);
  register_gradient("ScatterNd", scatter_nd_grad);
  register_gradient("TensorScatterUpdate", tensor_scatter_update_grad);
  register_gradient("TensorScatterAdd", tensor_scatter_add_grad);
  register_gradient("SparseToDense", sparse_to_dense_grad);
  register_gradient("SparseTensorDenseMatMul", sparse_tensor_dense_matmul_grad);
  register_gradient("TensorScatterSub", tensor_scatter_sub_grad);
  register_gradient("Roll", roll_grad);
  register_gradient("CheckNumerics", check_numerics_grad);
  register_gradient("EnsureShape", +[](const OpRecord&, const Grads& g) { return Grads{g[0]}; });
}

}  // namespace tfplay::tf::grad
