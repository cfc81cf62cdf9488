// Small tf functions without a better home: tf.identity_n, tf.timestamp.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets tf.identity_n (array_ops.identity_n: one IdentityN op; a list of tensors) and
/// tf.timestamp (logging_ops.timestamp: a Timestamp op, a float64 scalar of seconds).
void install_misc_api(const py::Ref& tf);

}  // namespace tfplay::tf
