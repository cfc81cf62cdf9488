// Gradients of the TensorList ops behind graph-mode tf.TensorArray (TF:
// tensorflow/python/ops/list_ops.py _TensorListStackGrad, _TensorListFromTensorGrad,
// _TensorListGetItemGrad, _TensorListSetItemGrad, _TensorListConcatGrad, _TensorListSplitGrad,
// _TensorListGatherGrad, _TensorListScatterGrad, _TensorListScatterIntoExistingListGrad), so a tf.while_loop over TensorArrays (an RNN)
// can be differentiated. tfplay's lists are the dense tensors of their stacked elements
// (ops_list.cpp), so a list's gradient is a list of the same length holding each element's
// gradient; TF's list ops keep their roles. Element shapes are passed as list_ops.py passes them
// (_build_element_shape of a static shape, or array_ops.shape of the item).
#include "core/function/tensor_object.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/list_element_shape.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf::grad {

using py::Ref;
using Grads = std::vector<Ref>;

namespace {

// The element shape a list tensor's static shape records ([None] + element shape).
tensor::TensorShape element_shape_of(const Ref& list) {
  const tensor::TensorShape& s = static_shape(list);
  if (!s.has_rank() || *s.rank() == 0) return tensor::TensorShape::unknown();
  return tensor::TensorShape(std::vector<tensor::Dim>(s.as_list().begin() + 1, s.as_list().end()));
}

graph::AttrValue element_dtype(const OpRecord& op) { return op.attrs.at("element_dtype"); }

/// array_ops.slice(array_ops.shape(t), [1], [-1]): the shape of one row of `t`, as a tensor.
Ref row_shape_tensor(const Ref& t) { return tf_call("slice", {shape(t), ints({1}), ints({-1})}); }

/// gen_list_ops.tensor_list_element_shape(list, shape_type=int32).
Ref list_element_shape(const Ref& list) { return gen("TensorListElementShape", {list}, {{"shape_type", tensor::DType::Int32}}); }

/// _TensorListScatterGrad's dtensor: the rows of `dlist` at `indices`, shaped like `tensor`'s.
Ref gathered_rows(const Ref& dlist, const Ref& indices, const Ref& tensor) {
  return gen("TensorListGather", {dlist, indices, row_shape_tensor(tensor)}, {{"element_dtype", dtype(tensor)}});
}

}  // namespace

void register_list_gradients() {
  // The stacked tensor's gradient, as a list.
  register_gradient("TensorListStack", +[](const OpRecord& op, const Grads& g) {
    const tensor::TensorShape& s = static_shape(g[0]);
    const tensor::TensorShape rows =
        s.has_rank() && *s.rank() > 0 ? tensor::TensorShape(std::vector<tensor::Dim>(s.as_list().begin() + 1, s.as_list().end()))
                                      : tensor::TensorShape::unknown();
    return Grads{gen("TensorListFromTensor", {g[0], build_element_shape(rows)}, {{"element_dtype", element_dtype(op)}}), nullptr};
  });
  // The list's gradient, stacked back into the tensor's shape.
  register_gradient("TensorListFromTensor", +[](const OpRecord& op, const Grads& g) {
    const tensor::TensorShape& t = static_shape(op.inputs[0]);
    int64_t num_elements = -1;
    tensor::TensorShape element = tensor::TensorShape::unknown();
    if (t.has_rank() && *t.rank() > 0) {
      if (t.as_list()[0]) num_elements = *t.as_list()[0];
      element = tensor::TensorShape(std::vector<tensor::Dim>(t.as_list().begin() + 1, t.as_list().end()));
    }
    return Grads{gen("TensorListStack", {g[0], build_element_shape(element)},
                     {{"element_dtype", element_dtype(op)}, {"num_elements", num_elements}}),
                 nullptr};
  });
  // A list of the input's length, empty but for the item's gradient at `index`.
  register_gradient("TensorListGetItem", +[](const OpRecord& op, const Grads& g) {
    Ref length = gen("TensorListLength", {op.inputs[0]});
    Ref reserved = gen("TensorListReserve", {build_element_shape(element_shape_of(op.inputs[0])), length},
                       {{"element_dtype", element_dtype(op)}});
    return Grads{gen("TensorListSetItem", {reserved, op.inputs[1], g[0]}, {{"element_dtype", element_dtype(op)}}), nullptr,
                 nullptr};
  });
  // The list's gradient with the overwritten element zeroed; the item's is that element.
  register_gradient("TensorListSetItem", +[](const OpRecord& op, const Grads& g) {
    Ref list_grad = gen("TensorListSetItem", {g[0], op.inputs[1], zeros_like(op.inputs[2])}, {{"element_dtype", element_dtype(op)}});
    Ref item_grad = gen("TensorListGetItem", {g[0], op.inputs[1], shape(op.inputs[2])}, {{"element_dtype", element_dtype(op)}});
    // A write that grew the list: its gradient shrinks back to the input list's length.
    const auto resize = op.attrs.find("resize_if_index_out_of_bounds");
    if (resize != op.attrs.end() && std::get<bool>(resize->second))
      list_grad = gen("TensorListResize", {list_grad, gen("TensorListLength", {op.inputs[0]})});
    return Grads{list_grad, nullptr, item_grad};
  });
  // The list's gradient, resized back to the input's length.
  register_gradient("TensorListResize", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("TensorListResize", {g[0], gen("TensorListLength", {op.inputs[0]})}), nullptr};
  });
  // The concatenated tensor's gradient, split back by the elements' lengths.
  register_gradient("TensorListConcatV2", +[](const OpRecord& op, const Grads& g) {
    Ref dlist = gen("TensorListSplit", {g[0], list_element_shape(op.inputs[0]), op.outputs[1]});
    return Grads{dlist, nullptr, nullptr};
  });
  // The list's gradient concatenated: the split tensor's gradient.
  register_gradient("TensorListSplit", +[](const OpRecord& op, const Grads& g) {
    Ref element_shape = tf_call("concat", {py::List({ints({-1}), row_shape_tensor(op.inputs[0])}), py::Int(0)});
    Ref dtensor = apply_op("TensorListConcatV2", {g[0], element_shape, op.inputs[2]}, {{"element_dtype", dtype(op.inputs[0])}}).at(0);
    return Grads{dtensor, nullptr, nullptr};
  });
  // The gathered tensor's gradient scattered into an empty list of the input's length.
  register_gradient("TensorListGather", +[](const OpRecord& op, const Grads& g) {
    Ref element_shape = list_element_shape(op.inputs[0]);
    Ref num_elements = gen("TensorListLength", {op.inputs[0]});
    Ref dlist = gen("TensorListReserve", {element_shape, num_elements}, {{"element_dtype", dtype(g[0])}});
    dlist = gen("TensorListScatterIntoExistingList", {dlist, g[0], op.inputs[1]});
    return Grads{dlist, nullptr, nullptr};
  });
  // The scattered tensor's gradient: the list's gradient gathered at the indices.
  register_gradient("TensorListScatterV2", +[](const OpRecord& op, const Grads& g) {
    return Grads{gathered_rows(g[0], op.inputs[1], op.inputs[0]), nullptr, nullptr, nullptr};
  });
  // The same, and the list's gradient with the overwritten elements zeroed.
  register_gradient("TensorListScatterIntoExistingList", +[](const OpRecord& op, const Grads& g) {
    Ref dtensor = gathered_rows(g[0], op.inputs[2], op.inputs[1]);
    Ref zeros = zeros_like(op.inputs[1]);
    Ref dlist = gen("TensorListScatterIntoExistingList", {g[0], zeros, op.inputs[2]});
    return Grads{dlist, dtensor, nullptr};
  });
  not_differentiable("TensorListReserve");
  not_differentiable("TensorListLength");
  not_differentiable("TensorListElementShape");
}

}  // namespace tfplay::tf::grad
