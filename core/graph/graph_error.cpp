// TF's "Graph execution error:" message (atomic_function.InterpolateRuntimeError).
#include "core/graph/graph_error.h"

namespace tfplay::graph {

std::string graph_execution_message(const GraphExecutionError& e, const std::string& function_name) {
  std::string out = "Graph execution error:\n\n";
  out += "Detected at node " + e.node + " defined at (most recent call last):\n";
  if (e.stack && !e.stack->empty()) {
    // traceback.format_list gives '  File "f", line N, in name\n' per frame; the list is
    // joined with "\n", so an empty line follows each frame.
    for (const StackFrame& f : *e.stack)
      out += "  File \"" + f.file + "\", line " + std::to_string(f.line) + ", in " + f.name + "\n\n";
  } else {
    out += "<stack traces unavailable>\n";
  }
  // The Status text with its leading "{{function_node ...}} " removed and stripped, then the
  // eager runtime's " [Op:NAME]".
  out += e.what();
  out += " [Op:" + function_name + "]";
  return out;
}

}  // namespace tfplay::graph
