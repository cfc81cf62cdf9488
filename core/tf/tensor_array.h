// tf.TensorArray (tensorflow/python/ops/tensor_array_ops.py): _EagerTensorArray outside a
// trace (a Python list of eager tensors, mutated in place) and _GraphTensorArrayV2 inside one
// (a TensorList "flow" tensor threaded through TensorList ops, see core/graph/ops_list.cpp).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds tf.TensorArray to the tf module and teaches control flow (while_v2, cond_v2) to carry
/// TensorArrays as their flow tensor (TF's TensorArraySpec._to_components/_from_components).
void install_tensor_array(const py::Ref& tf);

}  // namespace tfplay::tf
