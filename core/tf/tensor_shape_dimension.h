// tf.compat.v1.Dimension and TensorShape.dims (tensor_shape_dimension.cpp).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets TensorShape.dims (a list of Dimension objects, or None) and tf.compat.v1's Dimension,
/// dimension_value and dimension_at_index (after tf.compat.v1 exists).
void install_tensor_shape_dimension(const py::Ref& tf);

}  // namespace tfplay::tf
