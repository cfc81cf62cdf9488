// tf.debugging (tensorflow/python/ops/check_ops.py).
#pragma once

#include <cstdint>
#include <vector>

#include "core/python/object.h"

namespace tfplay::tf {

/// The tf.debugging module: assert_equal (and its siblings assert_less, ...), with TF's
/// eager InvalidArgumentError text.
py::Ref build_debugging_module();

/// control_flow_assert.Assert failing eagerly: InvalidArgumentError "Expected '<condition>' to be
/// true. Summarized data: " and each data item as _summarize_eager prints it (at most
/// `summarize` elements), joined by newlines.
[[noreturn]] void eager_assert_failure(const py::Ref& condition, const std::vector<py::Ref>& data, int64_t summarize);

}  // namespace tfplay::tf
