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

/// The argument counts CPython fixes for a built-in type's method: its method flags METH_NOARGS
/// (none) and METH_O (exactly one), and the slot wrappers (wrapper_descriptor: __neg__,
/// __add__, __setitem__, ...), which check their count either with typeobject.c's
/// check_num_args (Slot0, Slot1: exactly 0 or 1) or with PyArg_UnpackTuple(args, "", ...)
/// (SlotUnpack1: sq_repeat's __mul__; SlotUnpack2: __setitem__; SlotUnpack1to2: the ternary
/// __pow__/__rpow__, whose modulus is optional).
enum class MethodArity { NoArgs, One, Slot0, Slot1, SlotUnpack1, SlotUnpack2, SlotUnpack1to2 };

/// Declares that the methods `names`, already added to `type` (add_method), take the arguments
/// `arity` says and no keywords, as their CPython counterparts do. A call that breaks this raises
/// before the method runs: "str.upper() takes no keyword arguments", "str.upper() takes no
/// arguments (1 given)", "set.add() takes exactly one argument (2 given)"; for a slot wrapper
/// "wrapper __neg__() takes no keyword arguments", "expected 0 arguments, got 1" (no name, as
/// check_num_args words it) or PyArg_UnpackTuple's wording with an empty name (" expected at
/// most 2 arguments, got 3", with its leading space). A name that `type` does not define itself
/// is a programming error (std::logic_error).
void declare_method_arity(TypeObject* type, MethodArity arity, std::initializer_list<const char*> names);

/// Declares that the methods `names` of `type` take between `min` and `max` positional
/// arguments and no keywords, as Argument Clinic's METH_FASTCALL methods do: "int.__round__()
/// takes no keyword arguments", "__round__ expected at most 1 argument, got 2".
void declare_method_positional(TypeObject* type, std::size_t min, std::size_t max,
                               std::initializer_list<const char*> names);

}  // namespace tfplay::py
