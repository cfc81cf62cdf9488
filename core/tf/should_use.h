// tf_should_use.should_use_result(warn_in_eager=True) (tensorflow/python/util/tf_should_use.py):
// the result of a TensorArray write made eagerly comes back wrapped, and a wrapper dropped
// without any attribute of it being read logs TF's "Object was never used" error.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// What `wrapped` returns in tf_should_use.py for a function decorated with
/// `should_use_result(warn_in_eager=True)`: inside a tf.function trace `value` itself (TF logs
/// nothing there); eagerly a `ShouldUseWrapper` (module tensorflow.python.util.tf_should_use)
/// around `value` that forwards every attribute to it. Reading an attribute or calling
/// `mark_used()` marks the result used; a wrapper freed unused writes to stderr, as
/// `_TFShouldUseHelper.__del__` logs through tf_logging.error:
///   ERROR:tensorflow:==================================
///   Object was never used (type <class '...TensorArray'>):
///   <...TensorArray object at 0x...>
///   If you want to mark it as used call its "mark_used()" method.
///   It was originally created here:
///   <the last five frames of traceback.format_stack at the call, each rstripped, joined with "">
///   ==================================
/// The wrapper's frame in that stack is TF's own (tf_should_use.py's `wrapped`).
py::Ref should_use_result(const py::Ref& value);

/// The value a ShouldUseWrapper holds, marking it used (TF code that meets one tests it with
/// isinstance, which reads its __class__); any other value as it is.
py::Ref unwrap_should_use(const py::Ref& value);

}  // namespace tfplay::tf
