// Calling a native function (a builtin or a method of a builtin type) from Python.
#pragma once

#include <stdexcept>

#include "core/python/object.h"

namespace tfplay::py {

/// Raises the TypeError CPython gives when a call passes fewer arguments than the native `f`
/// reads (it read one with args.at past the end): a dunder's slot wrapper "expected 1
/// argument, got 0", a METH_O method's "set.add() takes exactly one argument (0 given)", a
/// function's Argument Clinic "name expected at least 1 argument, got 0".
[[noreturn]] void raise_missing_native_argument(const NativeFunctionObject& f, const CallArgs& args);

/// Calls `f` with `args` (its self first for a method): what the function returns or raises,
/// a missing argument being a TypeError rather than an engine error.
inline Ref call_native(NativeFunctionObject* f, CallArgs& args) {
  try {
    return f->fn(args);
  } catch (const std::out_of_range&) {
    raise_missing_native_argument(*f, args);
  }
}

}  // namespace tfplay::py
