// TF functions TF writes in Python over other ops (check_ops.py, math_ops.py, numerics.py):
// tf.debugging.assert_integer, assert_type, assert_scalar, assert_rank_at_least, assert_rank_in,
// assert_all_finite, ..., tf.math.count_nonzero, reduce_logsumexp, is_non_decreasing, ...
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Runs their Python source and puts each function in its module of `tf`.
void install_python_ops(const py::Ref& tf);

}  // namespace tfplay::tf
