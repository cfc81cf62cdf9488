// Gradients of the TensorList ops behind graph-mode tf.TensorArray (TF:
// tensorflow/python/ops/list_ops.py _TensorListStackGrad, _TensorListFromTensorGrad,
// _TensorListGetItemGrad, _TensorListSetItemGrad), so a tf.while_loop over TensorArrays (an RNN)
// can be differentiated. tfplay's lists are the dense tensors of their stacked elements
// (ops_list.cpp), so a list's gradient is a list of the same length holding each element's
// gradient; TF's list ops keep their roles. Element shapes are passed as list_ops.py passes them
// (_build_element_shape of a static shape, or array_ops.shape of the item).
#include "core/function/tensor_object.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/list_element_shape.h"
#include "core/tf/op_dispatch.h"

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
    return Grads{list_grad, nullptr, item_grad};
  });
  not_differentiable("TensorListReserve");
  not_differentiable("TensorListLength");
}

}  // namespace tfplay::tf::grad
