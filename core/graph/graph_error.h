// Kernel failures while a graph runs, and TF's "Graph execution error:" text for them.
//
// TF's executor attaches the failing node to the kernel's Status ("\n\t [[{{node MatMul}}]]",
// common_runtime's AttachDef), the eager runtime adds the called function ("[Op:__inference_f_12]")
// and atomic_function.InterpolateRuntimeError rewrites the message with the node's defining
// stack. tfplay's executor throws GraphExecutionError carrying the same pieces.
#pragma once

#include <string>

#include "core/graph/func_graph.h"
#include "core/tensor/op_error.h"

namespace tfplay::graph {

/// A kernel's OpError raised by `node` of a running graph (the innermost one when the node sits
/// in a cond/while/call body). what() is the Status text: the kernel message, then
/// "\n\t [[{{node NAME}}]]".
struct GraphExecutionError : tensor::OpError {
  std::string kernel_message;
  std::string node;      ///< the failing node's name in its graph
  DefiningStack stack;   ///< the program's frames that created it (may be null)
  SourcePos pos;         ///< its line and column

  GraphExecutionError(const tensor::OpError& e, const Node& n)
      : tensor::OpError(e.code, std::string(e.what()) + "\n\t [[{{node " + n.name + "}}]]"),
        kernel_message(e.what()),
        node(n.name),
        stack(n.stack),
        pos{n.line, n.column, n.stack} {}
};

/// The message of the tf.errors exception a tf.function call raises when `e` escapes the graph
/// of the concrete function named `function_name` ("__inference_f_12"):
///
///   Graph execution error:
///
///   Detected at node NAME defined at (most recent call last):
///     File "prog.py", line 12, in <module>
///
///     File "prog.py", line 7, in f
///
///   <kernel message>
///   \t [[{{node NAME}}]] [Op:__inference_f_12]
///
/// (TF: atomic_function.InterpolateRuntimeError.interpolate, whose frames come from
/// traceback.format_list without source lines, joined by "\n"; "<stack traces unavailable>"
/// when the node has no recorded stack.)
std::string graph_execution_message(const GraphExecutionError& e, const std::string& function_name);

}  // namespace tfplay::graph
