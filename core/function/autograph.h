// AutoGraph: Python control flow on tensors inside a tf.function trace
// (tensorflow/python/autograph/operators/control_flow.py if_stmt/while_stmt/for_stmt,
// logical.py and_/or_/not_, conditional_expressions.py if_exp, py_builtins.py range_/len_).
//
// TF rewrites the function's source; tfplay reaches the same behaviour at run time through the
// interpreter's ControlFlowHooks: while a function with autograph=True is being traced, every
// if/while/for is offered here. A statement whose test (or iterable) is a tensor is staged as
// an If/While node with both branches (or the loop body) traced once; anything else runs as
// plain Python. The state a staged statement carries is chosen as AutoGraph's static analysis
// chooses it (autograph_analysis.h): the variables it modifies that are live afterwards, plus
// the break_/continue_/do_return/retval_ symbols of the break, continue and return conversions.
#pragma once

#include <memory>

#include "core/python/interpreter.h"

namespace tfplay::function {

class AutoGraph : public py::ControlFlowHooks {
 public:
  AutoGraph();
  ~AutoGraph() override;

  bool active() const override;
  py::BlockExit exec_if(const py::ast::Stmt& s, py::StatementScope& scope) override;
  py::BlockExit exec_while(const py::ast::Stmt& s, py::StatementScope& scope) override;
  py::BlockExit exec_for(const py::ast::Stmt& s, py::StatementScope& scope) override;
  bool after_statement(py::StatementScope& scope, py::BlockExit& exit) override;
  py::Ref bool_op(py::ast::BoolOpKind op, const py::Ref& first, const std::function<py::Ref()>& rest) override;
  py::Ref not_op(const py::Ref& value) override;
  py::Ref if_exp(const py::Ref& test, const std::function<py::Ref()>& body, const std::function<py::Ref()>& orelse,
                 const py::ast::Expr& expr) override;
  py::Ref call(const py::Ref& func, py::CallArgs& args) override;
  /// variables.Undefined: what a variable the converted code may not have defined holds;
  /// reading it raises `UnboundLocalError: 'y' is used before assignment` (variables.ld).
  const py::TypeObject* undefined_type() const override;
  void read_undefined(const std::string& name) override;
  /// A program's function called from converted code runs converted: its argument errors name
  /// the function AutoGraph generated (`outer_factory.<locals>.inner_factory.<locals>.tf__f`).
  std::string binding_name(const py::FunctionObject& fn) const override;

  struct State;

 private:

  std::unique_ptr<State> state_;
};

/// tf.autograph.experimental.set_loop_options: a no-op when called; a call starting a staged
/// loop's body sets that loop's maximum_iterations, parallel_iterations and shape_invariants
/// (swap_memory has no effect here).
py::Ref set_loop_options_function();

}  // namespace tfplay::function
