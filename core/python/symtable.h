// Scope analysis: the names each function, class body or module binds.
#pragma once

#include <memory>

#include "core/python/ast.h"
#include "core/python/interpreter.h"

namespace tfplay::py {

/// The CodeInfo of a def or lambda: its parameters plus every name its body binds.
std::shared_ptr<CodeInfo> analyze_function(const ast::Arguments& args, const ast::StmtList* body,
                                           const ast::Expr* lambda_body);
/// The CodeInfo of a module or class body.
std::shared_ptr<CodeInfo> analyze_block(const ast::StmtList& body);

}  // namespace tfplay::py
