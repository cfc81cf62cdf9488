// The op functions of the `tensorflow` module: creation (tf.zeros, tf.eye, ...), shape ops,
// math, reductions, tf.nn, tf.linalg, tf.strings and tf.random (array_api.cpp).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds (or replaces) the op functions in `tf` and its submodules tf.math, tf.nn, tf.linalg,
/// tf.strings and tf.random. Resets the random ops' generators for the run.
void install_array_api(const py::Ref& tf);

}  // namespace tfplay::tf
