// The op functions of the `tensorflow` module: creation (tf.zeros, tf.eye, ...), shape ops,
// math, reductions, tf.nn, tf.linalg, tf.strings and tf.random (array_api.cpp).
#pragma once

#include <cstdint>
#include <utility>

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds (or replaces) the op functions in `tf` and its submodules tf.math, tf.nn, tf.linalg,
/// tf.strings and tf.random. Resets the random ops' generators for the run.
void install_array_api(const py::Ref& tf);

/// math_ops._ReductionDims(x, axis): `axis` when given; all axes of a known nonzero rank as an
/// int32 Const; else `range(0, rank(x))` built at run time (a scalar or an unknown rank).
py::Ref reduction_dims(const py::Ref& x, const py::Ref& axis);

/// random_seed.get_seed(op_seed) with the run's global seed state (tf.random.set_seed): the
/// (seed, seed2) pair a stateful random op gets; it advances the state as TF's does.
std::pair<int64_t, int64_t> random_get_seed(const py::Ref& op_seed);

}  // namespace tfplay::tf
