// The introspection attributes of functions (CPython's Objects/funcobject.c getsets) and their
// code objects (Objects/codeobject.c): what inspect, functools and Keras read.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/python/object.h"

namespace tfplay::py {

struct FunctionObject;
struct Scope;

/// A function's special attribute `name` (__name__, __qualname__, __doc__, __module__,
/// __defaults__, __kwdefaults__, __code__, __globals__, __annotations__, __closure__,
/// __builtins__, __type_params__), or nullptr when `name` is none of them.
Ref function_attribute(FunctionObject* f, const std::string& name);

/// `f.name = value` for the attributes funcobject.c's setters own (__name__, __qualname__,
/// __defaults__, __kwdefaults__, __annotations__, __type_params__): true when handled, with
/// CPython's TypeErrors for values of the wrong type; false for ordinary attributes, which go
/// to f.__dict__.
bool set_function_attribute(FunctionObject* f, const std::string& name, const Ref& value);

/// CPython's types.FunctionType(source.__code__, globals, None, defaults, closure): a new
/// function running `source`'s code (its name and qualname the code's) over the module
/// globals `globals`, with the positional defaults `defaults` (a tuple or None) and the
/// cells `closure` (a tuple of cells, one per free variable, or None), with CPython's
/// TypeErrors and ValueError for wrong ones.
Ref function_from(FunctionObject* source, const std::shared_ptr<Scope>& globals, const Ref& defaults,
                  const Ref& closure);

/// co_varnames of `f`'s code: its parameters (positional, keyword-only, *args, **kwargs), then
/// its other locals that are not cells, in slot order.
std::vector<std::string> code_varnames(const FunctionObject* f);

/// The `code` type of f.__code__.
TypeObject* code_type();

}  // namespace tfplay::py
