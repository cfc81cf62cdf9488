// Traceback objects (`e.__traceback__`) and the exception attributes that link a chain
// (`__cause__`, `__context__`, `__suppress_context__`, `__traceback__`), as CPython 3.12's
// Python/traceback.c and Objects/exceptions.c give them.
#pragma once

#include <string>
#include <vector>

#include "core/python/object.h"

namespace tfplay::py {

/// The type of traceback objects (`types.TracebackType`, named "traceback").
TypeObject* traceback_type();

/// `e.__traceback__`: None before the exception was raised, else a traceback object holding a
/// copy of the frames it has passed so far. Its `tb_next` and `tb_lineno` read the frames from
/// the outermost in, as CPython's linked traceback objects do; `tb_frame` raises
/// NotImplementedError (tfplay has no frame objects).
Ref exception_traceback(const ExceptionObject* e);

/// The arguments `__exit__` gets for an exception leaving a with block: its type, itself and
/// its traceback object (the very `exc.__traceback__`, as WITH_EXCEPT_START passes it).
std::vector<Ref> exit_arguments(const Ref& exc);

/// The frames a traceback object holds (innermost first), or nullptr when `tb` is not one.
const std::vector<TracebackEntry>* traceback_entries(const Ref& tb);

/// `e.__traceback__ = tb` and `e.with_traceback(tb)`: the exception's frames become tb's (a
/// later raise adds the raising frames outside them, as CPython's does), or none for None.
/// Raises TypeError "__traceback__ must be a traceback or None" for anything else.
void set_exception_traceback(ExceptionObject* e, const Ref& tb);

/// Assigns `args` (any iterable, kept as a tuple) or one of the chain attributes (`__cause__`,
/// which also sets `__suppress_context__` as PyException_SetCause does, `__context__`,
/// `__suppress_context__`, `__traceback__`) with CPython's type checks; a null `value` deletes,
/// which each of them refuses with CPython's TypeError ("args may not be deleted"). False for
/// any other name (the instance dict takes it).
bool set_exception_attribute(ExceptionObject* e, const std::string& name, const Ref& value);

}  // namespace tfplay::py
