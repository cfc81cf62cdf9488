// The introspection attributes of functions (CPython's Objects/funcobject.c getsets) and their
// code objects (Objects/codeobject.c): what inspect, functools and Keras read.
#pragma once

#include <string>

#include "core/python/object.h"

namespace tfplay::py {

struct FunctionObject;

/// A function's special attribute `name` (__name__, __qualname__, __doc__, __module__,
/// __defaults__, __kwdefaults__, __code__, __globals__, __annotations__, __closure__,
/// __builtins__, __type_params__), or nullptr when `name` is none of them.
Ref function_attribute(FunctionObject* f, const std::string& name);

/// `f.name = value` for the attributes funcobject.c's setters own (__name__, __qualname__,
/// __defaults__, __kwdefaults__, __annotations__, __type_params__): true when handled, with
/// CPython's TypeErrors for values of the wrong type; false for ordinary attributes, which go
/// to f.__dict__.
bool set_function_attribute(FunctionObject* f, const std::string& name, const Ref& value);

/// The `code` type of f.__code__.
TypeObject* code_type();

}  // namespace tfplay::py
