// Structural pattern matching (PEP 634): whether a subject matches a case's pattern, with the
// runtime semantics and errors of CPython 3.12's MATCH_* instructions (Python/ceval.c
// match_class, match_keys; Python/compile.c compiler_pattern_*).
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/python/ast.h"
#include "core/python/interpreter.h"
#include "core/python/object.h"

namespace tfplay::py {

/// The names a successful pattern binds, in CPython's store order (bound only on success).
using PatternBindings = std::vector<std::pair<std::string, Ref>>;

/// Matches patterns for one frame. `eval` evaluates the value, class and key expressions in
/// the frame's scope; `frame` is pointed at the pattern being matched, so an error raised by
/// a comparison, a class check or an attribute lookup shows the pattern in the traceback.
class PatternMatcher {
 public:
  PatternMatcher(std::function<Ref(const ast::Expr&)> eval, Frame& frame) : eval_(std::move(eval)), frame_(frame) {}

  /// Whether `subject` matches `p`; on success appends the captures to `out`. Raises what
  /// CPython raises (TypeError for a non-class in a class pattern, bad __match_args__, ...).
  bool match(const ast::Pattern& p, const Ref& subject, PatternBindings& out);

 private:
  void locate(const ast::Pattern& p);
  bool match_sequence(const ast::Pattern& p, const Ref& subject, PatternBindings& out);
  bool match_mapping(const ast::Pattern& p, const Ref& subject, PatternBindings& out);
  bool match_class(const ast::Pattern& p, const Ref& subject, PatternBindings& out);

  std::function<Ref(const ast::Expr&)> eval_;
  Frame& frame_;
};

/// Runs a match statement's case selection: evaluates the subject, tries the cases in order,
/// binds the captures of the first matching pattern (through `bind`) and evaluates its guard.
/// Returns the body to run, or nullptr when no case matches.
const ast::StmtList* select_case(const ast::Stmt& match, PatternMatcher& matcher, const Ref& subject,
                                 const std::function<void(const std::string&, const Ref&)>& bind,
                                 const std::function<Ref(const ast::Expr&)>& eval);

}  // namespace tfplay::py
