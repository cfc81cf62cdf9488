// TF functions TF writes in Python over other ops (python_array_ops.cpp): tf.broadcast_static_shape,
// tf.histogram_fixed_width_bins, tf.math.lbeta and tf.math.confusion_matrix.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Runs their Python source and puts each function in its module of `tf`.
void install_python_array_ops(const py::Ref& tf);

}  // namespace tfplay::tf
