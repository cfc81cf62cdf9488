// The static analysis AutoGraph runs before converting a function
// (tensorflow/python/autograph/pyct/static_analysis/activity.py, liveness.py, and
// converters/return_statements.py's "definitely returns"): which names a block binds, which
// names are live before and after each statement, and whether a block always returns.
//
// AutoGraph uses it to decide the state a converted if/while/for carries: the variables a
// statement modifies that are live after it are its outputs (control_flow.py _get_block_vars).
#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/python/ast.h"

namespace tfplay::function::autograph {

using Names = std::set<std::string>;
using StmtList = py::ast::StmtList;

/// Liveness around one statement.
struct Liveness {
  Names live_in;   ///< live just before the statement
  Names live_out;  ///< live just after it
};

class CodeAnalysis;
/// Analyses by function body, kept for one run (AST nodes do not outlive it).
using AnalysisCache = std::map<const py::ast::StmtList*, std::unique_ptr<CodeAnalysis>>;

/// The analysis of one function body (or module), computed once and cached.
class CodeAnalysis {
 public:
  /// The analysis of `code` (a function body); nullptr code yields an empty analysis.
  static const CodeAnalysis& of(const py::ast::StmtList* code, AnalysisCache& cache);

  /// Liveness of a statement of this code; empty sets for statements it does not know.
  const Liveness& liveness(const py::ast::Stmt& s) const;

 private:
  std::unordered_map<const py::ast::Stmt*, Liveness> liveness_;
  friend class LivenessPass;
};

/// Names bound by statements [begin, end) of `block`, not looking into nested function or
/// class bodies (activity.py's `bound` set): assignment and loop targets, with/except names,
/// imports, def/class names and := targets.
Names bound_names(const py::ast::StmtList& block, std::size_t begin = 0);
/// Composite symbols ("self.total", "a.b.c") assigned by statements [begin, end) of `block`:
/// attribute targets whose object is a name or another such attribute (activity.py marks
/// them modified; control_flow.py carries them through staged control flow).
Names bound_composites(const py::ast::StmtList& block, std::size_t begin = 0);
/// A composite symbol a block assigns (qual_names.QN): an attribute or a subscript whose object
/// is a name or another composite, and whose index is a str or int literal or a name.
struct Composite {
  const py::ast::Expr* target;  ///< one assignment target naming it
  Names support;                ///< QN.support_set: the names it is built from ("y", "i" for y[i])
};
/// Composite symbols assigned by statements [begin, end) of `block`, by their QN text:
/// "self.total", "y['a']", "y[0]", "x['a']['b']", "y[i]".
std::map<std::string, Composite> composite_targets(const StmtList& block, std::size_t begin = 0);

/// Names bound by a for statement's target.
Names target_names(const py::ast::Expr& target);

/// return_statements.py: the block [begin, end) returns on every path.
bool definitely_returns(const py::ast::StmtList& block, std::size_t begin = 0);

/// Whether statements [begin, end) of a block hold a `break` (`continue`, `return`) that
/// belongs to the enclosing loop (function): not inside a nested loop (for break/continue) or a
/// nested function (AutoGraph adds its break_/continue_/do_return symbols for these).
bool contains_break(const py::ast::StmtList& body, std::size_t begin = 0);
bool contains_continue(const py::ast::StmtList& body, std::size_t begin = 0);
bool contains_return(const py::ast::StmtList& body, std::size_t begin = 0);

}  // namespace tfplay::function::autograph
