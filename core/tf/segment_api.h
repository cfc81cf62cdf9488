// tf.math.segment_* and unsorted_segment_* (tensorflow/python/ops/math_ops.py, gen_math_ops).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Installs tf.math.segment_sum/mean/max/min/prod, unsorted_segment_sum/max/min/prod (the
/// generated op wrappers) and unsorted_segment_mean (math_ops.py's composite: the sum divided
/// by the per-segment count, at least 1).
void install_segment_ops(const py::Ref& tf);

}  // namespace tfplay::tf
