// "in user code:" errors: how an exception escaping the trace of an AutoGraph-converted
// function reaches the user (tensorflow/python/autograph/pyct/error_utils.py
// ErrorMetadataBase.get_message/create_exception, autograph/impl/api.py _attach_error_metadata,
// and polymorphic_function's autograph_handler, which raises
// `e.ag_error_metadata.to_exception(e)`).
#pragma once

#include "core/python/object.h"

namespace tfplay::function {

/// The exception TF raises for `exc` (an exception that escaped a converted function's trace):
/// usually the same type with the message
///
///     in user code:
///
///         File "main.py", line 5, in f  *
///             if x > 0:
///
///         TypeError: original message
///
/// with one frame per converted function on the way (nested defs and lambdas belong to the
/// function defining them). Exceptions already rewritten by a nested tf.function gain the
/// caller's frame. Types TF cannot rebuild from a message become StagingError; KeyError
/// becomes MultilineMessageKeyError. BaseExceptions that are not Exceptions pass unchanged.
py::Ref in_user_code_error(const py::Ref& exc);

/// Whether `exc` carries the metadata a converted function's trace attaches (its
/// `ag_error_metadata`): autograph_handler rewrites only such errors when the function it runs
/// is an AutoGraph artifact (a do_not_convert wrapper), and passes others on unchanged.
bool has_user_code_metadata(const py::Ref& exc);

/// Records that `exc` is leaving a call converted code made to an allowlisted callee (Keras,
/// which api.converted_call runs unconverted), with the traceback entries it has so far: the
/// program's frames inside that call. Its "in user code" message lists them unmarked, as
/// error_utils lists frames that are neither converted nor allowlisted.
void note_allowlisted_call(const py::Ref& exc);

}  // namespace tfplay::function
