// The argument checks CPython's C functions share, with its wordings, for the builtins and the
// built-in types' constructors and methods.
#pragma once

#include <cstddef>
#include <initializer_list>
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

/// The argument counts CPython's method flags fix: METH_NOARGS (none) and METH_O (exactly one).
enum class MethodArity { NoArgs, One };

/// Declares that the methods `names`, already added to `type` (add_method), take the arguments
/// `arity` says and no keywords, as their CPython counterparts do. A call that breaks this raises
/// before the method runs: "str.upper() takes no keyword arguments", "str.upper() takes no
/// arguments (1 given)", "set.add() takes exactly one argument (2 given)". A name that `type`
/// does not define itself is a programming error (std::logic_error).
void declare_method_arity(TypeObject* type, MethodArity arity, std::initializer_list<const char*> names);

}  // namespace tfplay::py
