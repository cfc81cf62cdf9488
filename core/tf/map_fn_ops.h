// tf.map_fn, tf.scan, tf.foldl, tf.foldr (TF: tensorflow/python/ops/map_fn.py, functional_ops.py).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Runs their Python source (a tf.while_loop over tf.TensorArrays, as TF builds them) and sets
/// them on `tf`. Needs tf.while_loop, tf.TensorArray, tf.nest and tf.name_scope.
void install_map_fn_ops(const py::Ref& tf);

}  // namespace tfplay::tf
