// The __doc__ of the builtins (CPython 3.12's docstrings of bltinmodule.c's functions and of the
// builtin types and exceptions), which `len.__doc__`, `list.__doc__` and the editor's hover read.
#pragma once

#include <utility>
#include <vector>

#include "core/python/object.h"

namespace tfplay::py {

struct Scope;

/// Gives each builtin type and exception in `builtins` that has none CPython's __doc__ (a class
/// attribute, as CPython's type dicts hold it). Runs once per interpreter; idempotent.
void install_builtin_docs(Scope& builtins);

/// `f.__doc__` for a builtin_function_or_method: CPython's docstring when `f` is the current
/// interpreter's builtin of that name (print, len, zip, ...) or a builtin type's method
/// (list.append, str.split: method_docs.h), the docstring set_native_docs gave it, else None.
Ref native_function_doc(const NativeFunctionObject* f);

/// Gives natives of a module built in C++ (tfplay's numpy) their __doc__ (static strings), in
/// place of those given before: one interpreter runs at a time, and each builds its modules anew.
void set_native_docs(const std::vector<std::pair<Ref, const char*>>& docs);

}  // namespace tfplay::py
