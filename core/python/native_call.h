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

/// Raises the TypeError a method of a native type gives when called through its class
/// without an instance of it first: no argument at all, or another type's object.
[[noreturn]] void raise_method_self_error(const NativeFunctionObject& f, const CallArgs& args);

/// Turns the engine error being handled (rethrown with `throw;`) into the Python exception a
/// library module raises for it, or rethrows it unchanged when it is not one of its errors.
using NativeErrorTranslator = void (*)();
/// Set once, by the session, to the tensorflow module's translation (tensor::OpError ->
/// tf.errors.*, OpTypeError -> TypeError, OpValueError -> ValueError).
void set_native_error_translator(NativeErrorTranslator translate);
NativeErrorTranslator native_error_translator();

/// Calls `f` with `args` (its self first for a method): what the function returns or raises,
/// a missing argument being a TypeError and a tensor op's failure the Python exception TF
/// raises for it, rather than an engine error that ends the program.
inline Ref call_native(NativeFunctionObject* f, CallArgs& args) {
  // A method called through its class (str.lower(x)) gets any first argument; its body casts it.
  if (f->owner && (args.args.empty() || (args.args[0]->cls != f->owner && !args.args[0]->cls->is_subtype_of(f->owner))))
    raise_method_self_error(*f, args);
  try {
    return f->fn(args);
  } catch (const std::out_of_range&) {
    raise_missing_native_argument(*f, args);
  } catch (const std::runtime_error&) {
    if (NativeErrorTranslator translate = native_error_translator()) translate();
    throw;
  }
}

}  // namespace tfplay::py
