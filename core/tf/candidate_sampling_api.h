// tf.random.log_uniform_candidate_sampler and uniform_candidate_sampler (TF:
// tensorflow/python/ops/candidate_sampling_ops.py).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets them in tf.random (which must have _get_seed).
void install_candidate_sampling(const py::Ref& tf);

}  // namespace tfplay::tf
