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

/// Parses a module tfplay ships (Keras, the stdlib), leaving the bodies of defs no function
/// encloses unparsed (ast::Stmt::lazy) except for a docstring: most library functions never
/// run in a program. Generator bodies and one-line bodies are parsed now. Throws as
/// parse_module for the rest of the module.
std::unique_ptr<ast::Module> parse_library_module(std::string_view source);

/// Parses and checks the rest of a def's body that parse_library_module left (a no-op when
/// def.lazy is null), appending it to def.body and clearing def.lazy. Errors are reported at
/// their lines in the module. The scope analysis of the body is separate (symtable.h).
void parse_deferred_body(const ast::Stmt& def);

}  // namespace tfplay::py
