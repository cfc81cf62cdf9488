// TF's stateless random API (tensorflow/python/ops/stateless_random_ops.py, random_ops_util.py):
// tf.random.stateless_uniform / stateless_normal / stateless_truncated_normal /
// stateless_categorical, tf.random.split and fold_in (also tf.random.experimental.stateless_split
// / stateless_fold_in) and tf.random.experimental.index_shuffle. (stateless_dropout is in
// dropout.h.)
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds the stateless random functions to tf.random and tf.random.experimental (created when
/// missing).
void install_stateless_random(const py::Ref& tf);

}  // namespace tfplay::tf
