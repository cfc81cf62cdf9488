// AutoGraph's checks on the state a converted if/while/for carries, with TF's exact error
// texts (tensorflow/python/autograph/operators/control_flow.py: _verify_tf_condition,
// verify_loop_init_vars, verify_tf_loop_vars, _verify_tf_cond_branch_vars,
// _verify_tf_cond_vars, verify_single_cond_var).
#pragma once

#include <string>
#include <vector>

#include "core/python/object.h"

namespace tfplay::py::ast {
struct Expr;
}

namespace tfplay::function::autograph {

/// A symbol a converted statement carries: a variable, or one of the names AutoGraph's
/// break/continue/return conversions introduce. A null value means "undefined" (AutoGraph's
/// Undefined / UndefinedReturnValue).
struct Symbol {
  enum class Kind { Var, Attr, Break, Continue, DoReturn, RetVal, Iterate, Dummy };
  // "x", "self.total", "y['a']" (Attr: a composite symbol), "break_", "continue_", "do_return", "retval_",
  // "<internal iterate>", "<unused dummy>"
  std::string name;
  Kind kind = Kind::Var;
  const py::ast::Expr* target = nullptr;  // Attr: an assignment target naming the composite
};

/// _verify_tf_condition: the condition as a bool scalar tensor (reshaped when its rank is unknown
/// or it has one element); `tag` is "if statement" or "while loop".
py::Ref verify_tf_condition(const py::Ref& cond, const std::string& tag);

/// _verify_tf_cond_branch_vars(vars_, symbol_names, branch_name) for `branch` "main"/"else".
void verify_cond_branch_vars(const std::vector<Symbol>& symbols, const std::vector<py::Ref>& values,
                             const std::string& branch);
/// _verify_tf_cond_vars(body_vars, orelse_vars, symbol_names).
void verify_cond_vars(const std::vector<Symbol>& symbols, const std::vector<py::Ref>& body,
                      const std::vector<py::Ref>& orelse);
/// verify_single_cond_var, leaf by leaf (also used by if-expressions with the expression text).
void verify_single_cond_var(const std::string& name, const py::Ref& body, const py::Ref& orelse);

/// verify_loop_init_vars: None and undefined values before a TF loop. `extra` is appended to
/// the "must be defined" text (the note on a failed attempt to define it).
void verify_loop_init_vars(const std::vector<Symbol>& symbols, const std::vector<py::Ref>& init,
                           const std::string& extra = "");
/// verify_tf_loop_vars: structure, None, dtype and shape of each variable after one iteration.
/// `check_shapes` false skips the shape check (_tf_dataset_for_stmt: the scan relaxes its state
/// shapes instead).
void verify_loop_vars(const std::vector<Symbol>& symbols, const std::vector<py::Ref>& init,
                      const std::vector<py::Ref>& entry, const std::vector<py::Ref>& exit, bool check_shapes = true);

/// The dtype name ("int32") a value has or would have as a tensor (Python bool/int/float/str
/// convert as convert_to_tensor does); empty when it is neither.
std::string dtype_name_of(const py::Ref& value);

}  // namespace tfplay::function::autograph
