// Scope analysis: the names each function, class body or module binds.
#pragma once

#include <memory>

#include "core/python/ast.h"
#include "core/python/interpreter.h"

namespace tfplay::py {

/// The CodeInfo of a def or lambda: its parameters plus every name its body binds.
std::shared_ptr<CodeInfo> analyze_function(const ast::Arguments& args, const ast::StmtList* body,
                                           const ast::Expr* lambda_body);
/// The CodeInfo of a list/set/dict comprehension or generator expression: its targets.
std::shared_ptr<CodeInfo> analyze_comprehension(const ast::Expr& comprehension);
/// The CodeInfo of a module or class body.
std::shared_ptr<CodeInfo> analyze_block(const ast::StmtList& body);

/// Analyzes a whole module once, before it runs: sets the CodeInfo of the module and of every
/// def, lambda, comprehension and class in it, and how each Name is found (ast::NameAccess:
/// a local's slot, the globals, or a search by name), as CPython's compiler does.
void resolve_module(const ast::Module& module);

/// Resolves the body of a def whose parsing was deferred (parse_deferred_body), which no
/// function encloses: sets def.code and the access of every Name in the body.
void resolve_function_body(const ast::Stmt& def);

}  // namespace tfplay::py
