// ast.dump() for tfplay's AST: the same text CPython 3.12's `ast.dump(ast.parse(src))` prints,
// so tests can compare the parser against CPython directly.
#pragma once

#include <string>

#include "core/python/ast.h"

namespace tfplay::py {

struct DumpOptions {
  /// Append lineno=, col_offset=, end_lineno=, end_col_offset= to expressions and statements
  /// (and lineno=, col_offset= to arg, keyword, alias, excepthandler), as
  /// ast.dump(include_attributes=True) does but without the end positions those four lack here.
  bool positions = false;
};

/// The module as Python's ast.dump prints it (annotate_fields=True, 3.12 field order, e.g.
/// FunctionDef ends with type_params=[]). Known differences: Constant has no `kind='u'` for
/// u-prefixed strings, and AnnAssign's `simple` is 1 for every Name target.
std::string dump(const ast::Module& module, const DumpOptions& options = {});

/// One expression or statement, same format.
std::string dump(const ast::Expr& expr, const DumpOptions& options = {});
std::string dump(const ast::Stmt& stmt, const DumpOptions& options = {});

/// Python's repr() of the constant an ast::Expr of kind Constant holds ("1", "'a'", "b'\\x00'",
/// "1e+16", "2j", "None"), hex/octal/binary integers converted to decimal.
std::string constant_repr(const ast::Expr& constant);

}  // namespace tfplay::py
