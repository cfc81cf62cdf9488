// math_ops.py functions that are compositions of other ops or wrap one op in their own name
// scope: tf.math.xdivy, tf.math.polyval, tf.math.conj, tf.linspace (linspace_nd) and
// tf.broadcast_dynamic_shape (math_api.cpp).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds the functions above to `tf` and tf.math (replacing a basic tf.linspace).
void install_math_api(const py::Ref& tf);

}  // namespace tfplay::tf
