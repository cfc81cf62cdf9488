// tf.debugging (tensorflow/python/ops/check_ops.py).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// The tf.debugging module: assert_equal (and its siblings assert_less, ...), with TF's
/// eager InvalidArgumentError text.
py::Ref build_debugging_module();

}  // namespace tfplay::tf
