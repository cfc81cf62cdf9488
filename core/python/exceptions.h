// Built-in exceptions with their own constructor and str (exceptions.cpp).
#pragma once

#include <optional>
#include <string>

#include "core/python/object.h"

namespace tfplay::py {

struct ExceptionTypes;

/// Gives OSError, the UnicodeError family and BaseExceptionGroup their CPython constructors
/// (attributes, argument checks, OSError's errno -> subclass mapping). Called by init_types.
void install_exception_constructors(ExceptionTypes& exc);

/// str() of an exception whose type formats its own message (OSError's "[Errno 2] ...",
/// UnicodeDecodeError's "'utf-8' codec can't decode ...", an ExceptionGroup's "msg (2
/// sub-exceptions)"); nullopt for the others, which show their args.
std::optional<std::string> special_exception_str(const ExceptionObject* e);

}  // namespace tfplay::py
