// The argument checks CPython's C functions share, with its wordings, for the builtins and the
// built-in types' constructors and methods.
#pragma once

#include <cstddef>
#include <string>

#include "core/python/object.h"

namespace tfplay::py {

/// _PyArg_CheckPositional: TypeError "divmod expected 2 arguments, got 1", "range expected at
/// least 1 argument, got 0", "slice expected at most 3 arguments, got 4" unless min <= n <= max
/// (`n` counts the positional arguments, self excluded).
void check_positional_count(const std::string& name, std::size_t n, std::size_t min, std::size_t max);

/// A constructor that takes positional arguments only (list_vectorcall, range_new, slice_new):
/// "list() takes no keyword arguments", then check_positional_count.
void check_positional_call(const CallArgs& a, const std::string& name, std::size_t min, std::size_t max);

}  // namespace tfplay::py
