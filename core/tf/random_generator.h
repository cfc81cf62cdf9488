// tf.random.Generator and friends (TF: tensorflow/python/ops/stateful_random_ops.py).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Runs their Python source and sets tf.random.Generator, create_rng_state,
/// get_global_generator and set_global_generator (and their tf.random.experimental aliases).
/// Needs tf.random (with Algorithm), tf.raw_ops and tf.Variable.
void install_random_generator(const py::Ref& tf);

}  // namespace tfplay::tf
