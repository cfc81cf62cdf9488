// tf.print (tensorflow/python/ops/logging_ops.py print_v2): a StringFormat op feeding a PrintV2
// op, so it prints each time a graph runs, or at once when eager.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// tf.print(*inputs, output_stream=sys.stderr, summarize=3, sep=" ", end="\n"). Non-tensor
/// inputs are formatted at call (trace) time with pprint.pformat, tensors when the op runs.
py::Ref tf_print(py::CallArgs& args);

}  // namespace tfplay::tf
