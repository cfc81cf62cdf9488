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

/// control_flow_assert.Assert (tf.debugging.Assert): eagerly, eager_assert_failure when the
/// condition is false; in a graph an `Assert` node (stateful, so it runs in program order) named
/// "<scope>/Assert" that raises InvalidArgumentError "assertion failed: [d0] [d1] ..." when run
/// with a false condition. `summarize` None means 3. Returns None.
py::Ref assert_op(const py::Ref& condition, const std::vector<py::Ref>& data, const py::Ref& summarize,
                  const py::Ref& name);

}  // namespace tfplay::tf
