// Library functions whose bodies the parser deferred (parse_library_module): their code is
// parsed, checked and resolved the first time anything needs it.
#pragma once

#include "core/python/interpreter.h"

namespace tfplay::py {

/// Makes fn->code (and the statements fn->body lists) complete: parses the rest of the def's
/// body if no call has yet (parse_deferred_body, resolve_function_body). Call before reading
/// fn->code or fn->body past a docstring; cheap when there is nothing left to do. A body that
/// fails to compile (never one tfplay ships: a unit test compiles them all) raises SyntaxError.
inline void load_function_body(FunctionObject& fn);

/// The slow path of load_function_body.
void load_deferred_function_body(FunctionObject& fn);

inline void load_function_body(FunctionObject& fn) {
  if (!fn.code) [[unlikely]] load_deferred_function_body(fn);
}

}  // namespace tfplay::py
