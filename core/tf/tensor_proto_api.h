// tf.make_tensor_proto and tf.make_ndarray (TF: tensorflow/python/framework/tensor_util.py).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets tf.make_tensor_proto and tf.make_ndarray on `tf`.
void install_tensor_proto_api(const py::Ref& tf);

}  // namespace tfplay::tf
