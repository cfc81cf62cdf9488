// tf.autograph.to_code: the source AutoGraph generates for a function (TF's converters
// functions.py, directives.py, break_statements.py, continue_statements.py,
// return_statements.py, call_trees.py, control_flow.py, conditional_expressions.py,
// logical_expressions.py, variables.py, unparsed by Python 3.12's ast.unparse, as
// pyct/parser.py does).
#pragma once

#include <string>

#include "core/python/interpreter.h"

namespace tfplay::function {

/// The text tf.autograph.to_code(fn) returns: `def tf__<name>(...):` and its converted body,
/// dedented, ending with a newline. Raises NotImplementedError naming the construct when the
/// function uses one whose generated code tfplay cannot reproduce exactly.
std::string autograph_to_code(const py::FunctionObject& fn, bool recursive);

}  // namespace tfplay::function
