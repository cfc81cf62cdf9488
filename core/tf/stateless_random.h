// TF's stateless random API (tensorflow/python/ops/stateless_random_ops.py, random_ops_util.py,
// nn_ops.py stateless_dropout): tf.random.stateless_uniform / stateless_normal /
// stateless_truncated_normal / stateless_categorical, tf.random.split and fold_in (also
// tf.random.experimental.stateless_split / stateless_fold_in),
// tf.random.experimental.index_shuffle and tf.nn.experimental.stateless_dropout.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds the stateless random functions to tf.random, tf.random.experimental and
/// tf.nn.experimental (created when missing). Call after tf.random and tf.nn exist.
void install_stateless_random(const py::Ref& tf);

}  // namespace tfplay::tf
