#pragma once
// Private name mangling (CPython 3.12's _Py_Mangle, applied by its compiler): inside a class
// body, and the functions and lambdas nested in it, an identifier spelled `__x` (not ending in
// `__`) means `_Class__x`, where Class is the innermost class's name without leading
// underscores (no mangling when that leaves nothing).

#include <string>

#include "core/python/ast.h"

namespace tfplay::py {

/// `name` as written in the body of class `class_name` (empty: outside any class).
std::string mangle_private_name(const std::string& class_name, const std::string& name);

/// Rewrites the identifiers of a parsed program as CPython's compiler mangles them: names and
/// attribute names, parameters, def and class bindings, global/nonlocal names, `import ... as`
/// and `from ... import` bindings, `except ... as` names and pattern captures (keyword
/// argument names are kept). A mangled def or class keeps its written name, the one its
/// __name__ and __qualname__ show, in Stmt::module (unused by defs otherwise).
/// Library modules parsed with deferred bodies are never mangled: their methods' bodies are
/// parsed later, without their class, so the module stays unmangled throughout.
void mangle_private_names(ast::Module& module);

}  // namespace tfplay::py
