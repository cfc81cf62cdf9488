// tf.sort, tf.argsort, tf.math.top_k (also tf.nn.top_k) and tf.unique (sort_ops.cpp).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds sort, argsort, unique to `tf` and top_k to tf.math and tf.nn (which must exist).
/// Sorting follows sort_ops.py: TopKV2 on the last axis; errors as TF raises them
/// ("Argument `direction` should be one of ASCENDING, DESCENDING. Received: direction=DESC",
/// "Argument `axis` must be a constant scalar. Received: axis=...").
void install_sort_ops(const py::Ref& tf);

}  // namespace tfplay::tf
