// Gradients of the array ops (TF: tensorflow/python/ops/array_grad.py) and of ReadVariableOp
// (resource_variable_ops.py _ReadGrad): shape changes are undone on the gradient, stacking
// and concatenation are split back into their pieces.
#include "core/function/tensor_object.h"
#include "core/python/runtime.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/indexed_slices.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf::grad {

std::vector<py::Ref> gather_grad_with_batch_dims(const OpRecord& op, const std::vector<py::Ref>& g);  // array_extras_grad.cpp

using py::Ref;
using tensor::DType;
using Grads = std::vector<Ref>;

namespace {

Grads identity(const OpRecord&, const Grads& g) { return {g[0]}; }

// _ReshapeGrad / _ExpandDimsGrad / _SqueezeGrad: the gradient takes the input's shape back.
Grads reshape_to_input(const OpRecord& op, const Grads& g) {
  Grads r(op.inputs.size());
  r[0] = reshape(g[0], shape(op.inputs[0]));
  return r;
}

// _PackGrad: unstack the gradient along the packing axis.
Grads pack_grad(const OpRecord& op, const Grads& g) {
  const int64_t n = std::get<int64_t>(op.attrs.at("N"));
  return run_op("Unpack", {g[0]}, {{"num", n}, {"axis", op.attrs.at("axis")}}, "unstack");
}

// _UnpackGrad: stack the gradients back.
Grads unpack_grad(const OpRecord& op, const Grads& g) {
  return {apply_op1("Pack", {py::List(g)}, {{"axis", op.attrs.at("axis")}}, py::Str("stack"))};
}

// _ConcatGradV2: each input's gradient is its slice of the gradient along the axis.
Grads concat_grad(const OpRecord& op, const Grads& g) {
  const std::size_t n = op.inputs.size() - 1;
  std::optional<tensor::Tensor> axis_value = constant_value(op.inputs[n]);
  const tensor::TensorShape& first = static_shape(op.inputs[0]);
  if (!axis_value || !first.has_rank()) {
    py::raise(py::E().NotImplementedError, "tfplay cannot compute the gradient of ConcatV2 when its axis or rank is unknown yet");
  }
  const int64_t rank = *first.rank();
  int64_t axis = axis_value->as_int64(0);
  if (axis < 0) axis += rank;
  Grads r;
  bool sizes_known = true;
  for (std::size_t i = 0; i < n; ++i) {
    const tensor::TensorShape& s = static_shape(op.inputs[i]);
    if (!s.has_rank() || !s.as_list().at(static_cast<std::size_t>(axis))) sizes_known = false;
  }
  if (!sizes_known) {
    // A size along the axis is known only when the graph runs: each input's slice of the
    // gradient starts at the running sum of the sizes before it (TF's _ConcatGradHelper takes
    // the same begins from ShapeN and ConcatOffset) and has the input's shape.
    std::vector<int64_t> unit(static_cast<std::size_t>(rank), 0);
    unit[static_cast<std::size_t>(axis)] = 1;
    Ref offset = ints({0});
    for (std::size_t i = 0; i < n; ++i) {
      Ref input_shape = gen("Shape", {op.inputs[i]}, {{"out_type", DType::Int32}});
      r.push_back(gen("Slice", {g[0], mul(ints(unit), offset), input_shape}));
      if (i + 1 < n) offset = add(offset, gen("Slice", {input_shape, ints({axis}), ints({1})}));
    }
    r.push_back(nullptr);
    return r;
  }
  int64_t offset = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const tensor::TensorShape& s = static_shape(op.inputs[i]);
    const tensor::Dim d = s.as_list().at(static_cast<std::size_t>(axis));
    std::vector<int64_t> begin(static_cast<std::size_t>(rank), 0), size(static_cast<std::size_t>(rank), -1);
    begin[static_cast<std::size_t>(axis)] = offset;
    size[static_cast<std::size_t>(axis)] = *d;
    offset += *d;
    r.push_back(gen("Slice", {g[0], ints(begin), ints(size)}));
  }
  r.push_back(nullptr);
  return r;
}

// _TransposeGrad: transpose back with the inverse permutation (an InvertPermutation op when the
// permutation is computed, as tf.tensordot's is for inputs of unknown shape).
Grads transpose_grad(const OpRecord& op, const Grads& g) {
  std::optional<tensor::Tensor> perm = constant_value(op.inputs[1]);
  if (!perm) return {gen("Transpose", {g[0], gen("InvertPermutation", {op.inputs[1]})}), nullptr};
  std::vector<int64_t> p = perm->to_int64_vector(), inverse(p.size());
  for (std::size_t i = 0; i < p.size(); ++i) inverse[static_cast<std::size_t>(p[i])] = static_cast<int64_t>(i);
  return {gen("Transpose", {g[0], ints(inverse)}), nullptr};
}

// _SelectGradV2: the gradient goes to the branch each element came from.
Grads select_v2_grad(const OpRecord& op, const Grads& g) {
  const Ref &c = op.inputs[0], &x = op.inputs[1], &y = op.inputs[2], &z = op.outputs[0], &grad = g[0];
  Ref zeros = scalar(0, dtype(grad), "zeros");
  Ref gx = gen("SelectV2", {c, grad, zeros});
  Ref gy = gen("SelectV2", {c, zeros, grad});
  gx = reduce_gradient_args(x, z, gx, nullptr).first;
  gy = reduce_gradient_args(y, z, gy, nullptr).first;
  return {nullptr, gx, gy};
}

// _StridedSliceGrad: StridedSliceGrad scatters the gradient back into zeros of the input's
// shape (a constant when known, as tensor_util.constant_value finds it).
Grads strided_slice_grad(const OpRecord& op, const Grads& g) {
  const Ref &begin = op.inputs[1], &end = op.inputs[2], &strides = op.inputs[3];
  const tensor::TensorShape& s = static_shape(op.inputs[0]);
  Ref x = s.is_fully_defined() ? ints(s.concrete()) : gen("Shape", {op.inputs[0]}, {{"out_type", dtype(begin)}});
  graph::AttrMap attrs;
  for (const char* mask : {"begin_mask", "end_mask", "ellipsis_mask", "new_axis_mask", "shrink_axis_mask"})
    attrs[mask] = op.attrs.at(mask);
  return {gen("StridedSliceGrad", {x, begin, end, strides, g[0]}, std::move(attrs)), nullptr, nullptr, nullptr};
}

// array_ops.rank: a constant when the rank is known while building a graph.
Ref rank_of(const Ref& x) {
  const tensor::TensorShape& s = static_shape(x);
  if (in_graph_mode() && s.has_rank()) return scalar(*s.rank(), DType::Int32, "Rank");
  return gen("Rank", {x});
}

// _SliceGrad: pad the gradient with zeros before and after the slice.
Grads slice_grad(const OpRecord& op, const Grads& g) {
  const Ref &input = op.inputs[0], &begin = op.inputs[1];
  Ref input_rank = rank_of(input);
  Ref slice_size = shape(op.outputs[0]);
  Ref pad_shape = apply_op1("Pack", {py::List({input_rank, py::Int(1)})}, {}, py::Str("stack"));
  Ref before_pad = reshape(begin, pad_shape);
  Ref after_pad = reshape(binary("sub", "Sub", binary("sub", "Sub", shape(input), slice_size), begin), pad_shape);
  Ref paddings = apply_op1("ConcatV2", {py::List({before_pad, after_pad}), py::Int(1)}, {}, py::Str("concat"));
  return {gen("Pad", {g[0], paddings}), nullptr, nullptr};
}

// _TileGrad: view the gradient as [multiple_0, dim_0, multiple_1, dim_1, ...] and sum the
// multiples' axes.
Grads tile_grad(const OpRecord& op, const Grads& g) {
  const Ref &x = op.inputs[0], &multiples = op.inputs[1];
  Ref input_shape = dtype(multiples) == DType::Int32 ? shape(x) : gen("Shape", {x}, {{"out_type", dtype(multiples)}});
  Ref split_shape = reshape(gen("Transpose", {apply_op1("Pack", {py::List({multiples, input_shape})}, {}, py::Str("stack")),
                                              ints({1, 0})}),
                            ints({-1}));
  Ref axes = gen("Range", {scalar(0, DType::Int32, "Range/start"), gen("Size", {split_shape}, {{"out_type", DType::Int32}}),
                           scalar(2, DType::Int32, "Range/delta")});
  return {reduce_sum(reshape(g[0], split_shape), axes, false), nullptr};
}

// _BroadcastToGrad: sum over the broadcast axes, back to the input's shape.
Grads broadcast_to_grad(const OpRecord& op, const Grads& g) {
  const Ref &input = op.inputs[0], &target = op.inputs[1];
  const DType shape_dtype = dtype(target);
  Ref input_shape = gen("Shape", {input}, {{"out_type", shape_dtype}});
  Ref broadcast_shape = target;
  if (in_graph_mode())
    if (std::optional<tensor::Tensor> v = constant_value(target)) broadcast_shape = constant_tensor(*v);
  std::vector<Ref> r = run_op("BroadcastGradientArgs", {broadcast_shape, input_shape}, {}, "BroadcastGradientArgs");
  return {reshape(reduce_sum(g[0], r.at(1), true), input_shape), nullptr};
}

// _SplitGrad / _SplitVGrad: concatenate the pieces' gradients.
Ref concat(const Grads& pieces, const Ref& axis) {
  return apply_op1("ConcatV2", {py::List(pieces), axis}, {}, py::Str("concat"));
}

// _GatherV2Grad: along axis 0 an IndexedSlices of the gathered rows' gradients (values of shape
// [size(indices)] + params.shape[1:], dense_shape params' int32 shape); along another axis the
// same (indices flattened) scattered densely after moving the axis to the front.
Grads gather_grad(const OpRecord& op, const Grads& g) {
  const Ref &params = op.inputs[0], &indices = op.inputs[1];
  std::optional<tensor::Tensor> axis_value = constant_value(op.inputs[2]);
  const int64_t batch_dims = std::get<int64_t>(op.attrs.at("batch_dims"));
  if (batch_dims != 0) return gather_grad_with_batch_dims(op, g);
  if (!axis_value)
    py::raise(py::E().NotImplementedError, "tfplay cannot compute the gradient of tf.gather with a computed axis yet");
  Ref params_shape = gen("Cast", {gen("Shape", {params}, {{"out_type", DType::Int64}})}, {{"DstT", DType::Int32}});
  Ref size = gen("ExpandDims", {gen("Size", {indices}, {{"out_type", DType::Int32}}), scalar(0, DType::Int32, "ExpandDims/dim")});
  const tensor::TensorShape& ps = static_shape(params);
  int64_t axis = axis_value->as_int64(0);
  if (axis < 0 && ps.has_rank()) axis += *ps.rank();
  auto tail = [](const Ref& s) {
    return gen("StridedSlice", {s, ints({1}), ints({0}), ints({1})},
               {{"begin_mask", int64_t{0}}, {"end_mask", int64_t{1}}, {"ellipsis_mask", int64_t{0}},
                {"new_axis_mask", int64_t{0}}, {"shrink_axis_mask", int64_t{0}}});
  };
  if (axis == 0) {
    Ref values_shape = apply_op1("ConcatV2", {py::List({size, tail(params_shape)}), py::Int(0)}, {}, py::Str("concat"));
    Ref values = reshape(g[0], values_shape);
    return {make_indexed_slices(values, reshape(indices, size), params_shape), nullptr, nullptr};
  }
  if (!ps.has_rank())
    py::raise(py::E().NotImplementedError, "tfplay cannot compute the gradient of tf.gather along axis " + std::to_string(axis) +
                                               " of params of unknown rank yet");
  // Indices that are not a vector are flattened, and the gradient with them: its shape is
  // params[:axis] + indices.shape + params[axis + 1:], read as params[:axis] + [-1] +
  // params[axis + 1:] (_GatherV2Grad's values_shape).
  Ref grad = g[0];
  Ref flat_indices = indices;
  const tensor::TensorShape& is = static_shape(indices);
  if (!is.has_rank() || *is.rank() != 1) {
    Ref outer = gen("Slice", {params_shape, ints({0}), ints({axis})});
    Ref inner = gen("Slice", {params_shape, ints({axis + 1}), ints({-1})});
    Ref values_shape = apply_op1("ConcatV2", {py::List({outer, ints({-1}), inner}), py::Int(0)}, {}, py::Str("concat"));
    grad = reshape(grad, values_shape);
    flat_indices = reshape(indices, ints({-1}));
  }
  std::vector<int64_t> perm{axis};
  for (int64_t i = 0; i < *ps.rank(); ++i)
    if (i != axis) perm.push_back(i);
  std::vector<int64_t> inverse(perm.size());
  for (std::size_t i = 0; i < perm.size(); ++i) inverse[static_cast<std::size_t>(perm[i])] = static_cast<int64_t>(i);
  Ref moved = gen("Transpose", {grad, ints(perm)});
  Ref moved_shape = gen("GatherV2", {params_shape, ints(perm), scalar(0, DType::Int32, "axis")});
  Ref dense_moved = indexed_slices_to_tensor(make_indexed_slices(moved, flat_indices, moved_shape));
  return {gen("Transpose", {dense_moved, ints(inverse)}), nullptr, nullptr};
}

}  // namespace

void register_array_gradients() {
  register_gradient("GatherV2", gather_grad);
  register_gradient("Slice", slice_grad);
  register_gradient("Tile", tile_grad);
  register_gradient("BroadcastTo", broadcast_to_grad);
  register_gradient("Split", +[](const OpRecord& op, const Grads& g) { return Grads{nullptr, concat(g, op.inputs[0])}; });
  register_gradient("SplitV", +[](const OpRecord& op, const Grads& g) { return Grads{concat(g, op.inputs[2]), nullptr, nullptr}; });
  register_gradient("StridedSlice", strided_slice_grad);
  register_gradient("Identity", identity);
  // _MatrixBandPartGrad: the same band of the gradient.
  register_gradient("MatrixBandPart", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("MatrixBandPart", {g[0], op.inputs[1], op.inputs[2]}), nullptr, nullptr};
  });
  register_gradient("IdentityN", +[](const OpRecord&, const Grads& g) { return g; });
  register_gradient("ReadVariableOp", identity);
  register_gradient("Reshape", reshape_to_input);
  register_gradient("ExpandDims", reshape_to_input);
  register_gradient("Squeeze", reshape_to_input);
  register_gradient("Pack", pack_grad);
  register_gradient("Unpack", unpack_grad);
  register_gradient("ConcatV2", concat_grad);
  register_gradient("Transpose", transpose_grad);
  // _SpaceToDepthGrad / _DepthToSpaceGrad: the other op with the same block_size and data_format.
  for (const auto& pair : {std::pair{"SpaceToDepth", "DepthToSpace"}, std::pair{"DepthToSpace", "SpaceToDepth"}}) {
    const char* inverse = pair.second;
    register_gradient(pair.first, [inverse](const OpRecord& op, const Grads& g) {
      graph::AttrMap attrs;
      for (const char* a : {"block_size", "data_format"}) attrs[a] = op.attrs.at(a);
      return Grads{gen(inverse, {g[0]}, attrs)};
    });
  }
  // _SpaceToBatchNDGrad / _BatchToSpaceNDGrad: the other op with the same block_shape and
  // paddings (as crops) or crops (as paddings).
  for (const auto& pair : {std::pair{"SpaceToBatchND", "BatchToSpaceND"}, std::pair{"BatchToSpaceND", "SpaceToBatchND"}}) {
    const char* inverse = pair.second;
    register_gradient(pair.first, [inverse](const OpRecord& op, const Grads& g) {
      return Grads{gen(inverse, {g[0], op.inputs[1], op.inputs[2]}), nullptr, nullptr};
    });
  }
  // _SpaceToBatchGrad / _BatchToSpaceGrad: array_ops.batch_to_space / space_to_batch (v1), which
  // run the ND op with block_shape np.array([block_size, block_size], np.int64).
  for (const auto& pair : {std::pair{"SpaceToBatch", "BatchToSpaceND"}, std::pair{"BatchToSpace", "SpaceToBatchND"}}) {
    const char* inverse = pair.second;
    register_gradient(pair.first, [inverse](const OpRecord& op, const Grads& g) {
      const int64_t bs = std::get<int64_t>(op.attrs.at("block_size"));
      Ref block = constant_tensor(tensor::Tensor::from_vector<int64_t>(DType::Int64, {2}, {bs, bs}), "block_shape");
      return Grads{gen(inverse, {g[0], block, op.inputs[1]}), nullptr};
    });
  }
  // _ReverseV2Grad: the gradient reversed along the same axes.
  register_gradient("ReverseV2", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("ReverseV2", {g[0], op.inputs[1]}), nullptr};
  });
  register_gradient("SelectV2", select_v2_grad);
  register_gradient("Fill", +[](const OpRecord&, const Grads& g) {
    std::vector<int64_t> all;
    for (int i = 0; i < *static_shape(g[0]).rank(); ++i) all.push_back(i);
    return Grads{nullptr, reduce_sum(g[0], ints(all), false)};
  });
  for (const char* op : {"StopGradient", "Shape", "Size", "Rank", "ZerosLike", "OnesLike", "Where", "OneHot",
                         "BroadcastGradientArgs", "StringFormat", "VarIsInitializedOp", "RandomUniform",
                         "RandomStandardNormal", "TruncatedNormal", "RandomUniformInt", "PrintV2",
                         // stateless_random_ops.py
                         "StatelessMultinomial", "StatelessRandomNormalV2", "StatelessRandomUniformV2",
                         "StatelessRandomUniformIntV2", "StatelessRandomUniformFullIntV2", "StatelessTruncatedNormalV2",
                         "RandomIndexShuffle"})
    not_differentiable(op);
}

}  // namespace tfplay::tf::grad
