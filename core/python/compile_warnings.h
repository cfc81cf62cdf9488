// The SyntaxWarnings CPython 3.12's code generator emits (compile_warnings.cpp).
#pragma once

#include <string>
#include <vector>

#include "core/python/ast.h"
#include "core/python/parser.h"

namespace tfplay::py {

/// Appends the compiler's SyntaxWarnings for `module` to `out`, in the order CPython 3.12
/// emits them: `"is" with 'int' literal. Did you mean "=="?`, `'tuple' object is not callable;
/// perhaps you missed a comma?`, `... object is not subscriptable; ...`, `list indices must be
/// integers or slices, not tuple; ...` and `assertion is always true, perhaps remove
/// parentheses?` (Python/compile.c). The parser's own warnings (invalid escape sequences) come
/// before these: CPython parses the whole module before compiling it.
void collect_compile_warnings(const ast::Module& module, std::vector<CompileWarning>& out);

/// What warnings.formatwarning prints for a compile-time warning: "FILE:LINE: Category:
/// message\n" and, when the source line is known, the line stripped and indented by two spaces.
std::string format_compile_warning(const CompileWarning& w, const std::string& filename, const std::string& line);

}  // namespace tfplay::py
