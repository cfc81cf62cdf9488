// Array manipulation functions of the tf module (manip_ops.cpp): tf.reverse, tf.roll, tf.pad,
// tf.gather_nd, tf.scatter_nd, tf.tensor_scatter_nd_update/add/sub, tf.sequence_mask,
// tf.meshgrid, tf.repeat, tf.einsum, tf.ensure_shape (also tf.debugging.ensure_shape) and
// tf.get_static_value.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds the functions above to `tf`; each builds the ops TF 2.20's Python wrapper builds, in
/// the same name scopes, through the op registry (eager and graph alike).
void install_manip_ops(const py::Ref& tf);

}  // namespace tfplay::tf
