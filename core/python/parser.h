// The parser: Python 3.12 source -> ast::Module (core/python/ast.h), with CPython's
// compile-time errors (SyntaxError / IndentationError / TabError, same messages and positions).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/python/ast.h"
#include "core/python/syntax_error.h"

namespace tfplay::py {

/// A warning CPython emits while compiling (e.g. SyntaxWarning: invalid escape sequence '\d').
/// The evaluator prints them as `<file>:<lineno>: <category>: <message>` on stderr.
struct CompileWarning {
  std::string category;  // "SyntaxWarning" or "DeprecationWarning"
  std::string message;
  int lineno = 0;
  int offset = 0;  // 1-based column
};

/// Parses a whole module. Throws SyntaxErrorException for anything CPython 3.12 would refuse to
/// compile: tokenizer and parser errors, and the compiler's checks ('return' outside function,
/// 'break' outside loop, duplicate parameters, ...). The filename is added by the caller.
/// Nesting deeper than CPython can compile throws with type "RecursionError".
std::unique_ptr<ast::Module> parse_module(std::string_view source);

/// As above, also collecting compile-time warnings into `warnings` (may be null).
std::unique_ptr<ast::Module> parse_module(std::string_view source,
                                          std::vector<CompileWarning>* warnings);

}  // namespace tfplay::py
