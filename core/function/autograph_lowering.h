// The statement-level canonicalizations AutoGraph runs before its control-flow converter, as
// tf.autograph.to_code shows them: break_statements.py (`break` becomes `break_ = True;
// continue`, the loop tests `not break_`), continue_statements.py (`continue` becomes
// `continue_ = True` and guards the rest of the loop body with `if not continue_:`) and
// return_statements.py (ConditionalReturnRewriter, then every `return v` becomes a try block
// setting do_return/retval_ and guards what follows with `if not do_return:`). A loop's else
// clause becomes the statements after the loop (guarded by `if not break_:` when the loop
// breaks), as break_statements.py's templates place it.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>

#include "core/python/ast.h"

namespace tfplay::function::autograph {

/// pyct/naming.py Namer.new_symbol for one converted entity: `root`, then `root_1`, `root_2`...
/// (`break_` gives `break__1`), skipping the module's global names as TF does. A name the
/// function itself uses (`reserved`) raises NotImplementedError: TF skips it only when the
/// statement being converted references it, which tfplay does not track.
struct Namer {
  std::set<std::string> globals;
  std::set<std::string> reserved;
  std::map<std::string, int> counts;
  std::set<std::string> generated;  // every name handed out (printed without ag__.ld)

  std::string new_symbol(const std::string& root);
};

/// What the return conversion decided for one function.
struct FunctionInfo {
  std::string fscope;             // the FunctionScope name functions.py chose
  std::optional<std::string> docstring;  // kept before the FunctionScope `with` (functions.py)
  bool return_used = false;       // a `return` was lowered: the body sets do_return/retval_
  std::string do_return, retval;  // the names return_statements.py chose
};

/// A lowered copy of a function body; the original AST is left untouched.
struct Lowered {
  py::ast::StmtList body;
  FunctionInfo top;
  std::map<const py::ast::Stmt*, FunctionInfo> nested;  // nested FunctionDefs of `body`
  /// for statements whose iteration also stops on a test (anno.Basic.EXTRA_LOOP_TEST):
  /// `not break_`, `not do_return and not break_`.
  std::map<const py::ast::Stmt*, py::ast::ExprPtr> extra_tests;
  /// directives.py: the set_loop_options arguments a loop started with (the call is removed),
  /// in the directive's parameter order; control_flow.py prints them as the loop's opts dict.
  std::map<const py::ast::Stmt*, std::vector<std::pair<std::string, py::ast::ExprPtr>>> loop_options;
};

/// Lowers break, continue and return in a function body (nested defs too). Names are taken
/// in TF's converter order: break_ for every loop, then continue_ for every loop, then
/// do_return/retval_ for every function, each pass in source order, outer before inner.
Lowered lower_function(const py::ast::StmtList& body, Namer& namer);

/// Deep copies (positions kept, interpreter caches not).
py::ast::ExprPtr clone(const py::ast::Expr& e);
py::ast::StmtPtr clone(const py::ast::Stmt& s);

}  // namespace tfplay::function::autograph
