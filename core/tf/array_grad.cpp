// Gradients of the array ops (TF: tensorflow/python/ops/array_grad.py) and of ReadVariableOp
// (resource_variable_ops.py _ReadGrad): shape changes are undone on the gradient, stacking
// and concatenation are split back into their pieces.
#include "core/function/tensor_object.h"
#include "core/python/runtime.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf::grad {

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
  int64_t offset = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const tensor::TensorShape& s = static_shape(op.inputs[i]);
    const tensor::Dim d = s.as_list().at(static_cast<std::size_t>(axis));
    if (!d) py::raise(py::E().NotImplementedError, "tfplay cannot compute the gradient of ConcatV2 when a size along its axis is unknown yet");
    std::vector<int64_t> begin(static_cast<std::size_t>(rank), 0), size(static_cast<std::size_t>(rank), -1);
    begin[static_cast<std::size_t>(axis)] = offset;
    size[static_cast<std::size_t>(axis)] = *d;
    offset += *d;
    r.push_back(gen("Slice", {g[0], ints(begin), ints(size)}));
  }
  r.push_back(nullptr);
  return r;
}

// _TransposeGrad: transpose back with the inverse permutation.
Grads transpose_grad(const OpRecord& op, const Grads& g) {
  std::optional<tensor::Tensor> perm = constant_value(op.inputs[1]);
  if (!perm) py::raise(py::E().NotImplementedError, "tfplay cannot compute the gradient of Transpose with a computed permutation yet");
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

}  // namespace

void register_array_gradients() {
  register_gradient("StridedSlice", strided_slice_grad);
  register_gradient("Identity", identity);
  register_gradient("ReadVariableOp", identity);
  register_gradient("Reshape", reshape_to_input);
  register_gradient("ExpandDims", reshape_to_input);
  register_gradient("Squeeze", reshape_to_input);
  register_gradient("Pack", pack_grad);
  register_gradient("Unpack", unpack_grad);
  register_gradient("ConcatV2", concat_grad);
  register_gradient("Transpose", transpose_grad);
  register_gradient("SelectV2", select_v2_grad);
  register_gradient("Fill", [](const OpRecord&, const Grads& g) {
    std::vector<int64_t> all;
    for (int i = 0; i < *static_shape(g[0]).rank(); ++i) all.push_back(i);
    return Grads{nullptr, reduce_sum(g[0], ints(all), false)};
  });
  for (const char* op : {"StopGradient", "Shape", "Size", "Rank", "ZerosLike", "OnesLike", "Where", "OneHot",
                         "BroadcastGradientArgs", "StringFormat", "VarIsInitializedOp", "RandomUniform",
                         "RandomStandardNormal", "PrintV2"})
    not_differentiable(op);
}

}  // namespace tfplay::tf::grad
