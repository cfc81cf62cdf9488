// The "Large unrolled loop detected" warning (loop_checker.h).
#include "core/function/loop_checker.h"

#include <string>

#include "core/function/runtime.h"
#include "core/graph/func_graph.h"
#include "core/python/interpreter.h"

namespace tfplay::function {

namespace {

constexpr long kMinIterations = 50000;  // INEFFICIENT_UNROLL_MIN_ITERATIONS
constexpr std::size_t kMinOps = 1;      // INEFFICIENT_UNROLL_MIN_OPS

graph::FuncGraph* traced_graph() {
  const ActiveTrace* t = Runtime::current().active_trace();
  return t ? t->graph.get() : nullptr;
}

/// '\n'.join(traceback.format_stack()) over the program's frames, outermost first. TF's text
/// also lists TensorFlow's own frames and shows the AutoGraph-generated code of the converted
/// function, which tfplay does not have (docs/tracing-fidelity.md).
std::string format_stack() {
  py::Interpreter& interp = py::Interpreter::current();
  std::string out;
  for (const py::Frame* f = interp.frame(); f; f = f->back) {
    if (!f->pos) continue;
    int line = f->pos->line;
    std::string entry = "  File \"" + interp.filename() + "\", line " + std::to_string(line) + ", in " + std::string(f->name) + "\n";
    std::string source = interp.source_line(line);
    if (!source.empty()) entry += "    " + source + "\n";
    out = entry + (out.empty() ? "" : "\n") + out;  // '\n'.join(traceback.format_stack())
  }
  return out;
}

}  // namespace

void PythonLoopChecker::before_iteration() {
  if (check_inefficient_unroll_ && iterations_ > kMinIterations) {
    graph::FuncGraph* g = traced_graph();
    ops_before_iteration_ = g ? g->nodes().size() : 0;
    check_op_count_after_iteration_ = g != nullptr;
  }
}

void PythonLoopChecker::after_iteration() {
  iterations_ += 1;
  if (!check_op_count_after_iteration_) return;
  graph::FuncGraph* g = traced_graph();
  std::size_t now = g ? g->nodes().size() : 0;
  if (now >= ops_before_iteration_ + kMinOps) {
    // The new ops as a Python tuple of Operation reprs, in creation order.
    std::string ops = "(";
    for (std::size_t i = ops_before_iteration_; i < now; ++i) {
      const graph::Node& n = g->nodes()[i];
      ops += "<tf.Operation '" + n.name + "' type=" + n.op + ">" + (now - ops_before_iteration_ == 1 ? "," : (i + 1 < now ? ", " : ""));
    }
    ops += ")";
    Runtime& rt = Runtime::current();
    std::string text = "WARNING:tensorflow:Large unrolled loop detected. Did you mean to use a TF loop? The following ops were "
                       "created after iteration " + std::to_string(iterations_) + ": " + ops +
                       "\nSee https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/autograph/g3doc/"
                       "reference/common_errors.md#warning-large-unrolled-loop-detected\nLocation:\n" + format_stack() + "\n";
    if (rt.tensorflow_warnings_enabled()) rt.emit_warning("trace", text, py::Interpreter::current().current_line());
    stop_checking();  // only warn once
  } else if (iterations_ > kMinIterations + 3) {
    stop_checking();  // having decided to look, only look for a few iterations
  }
}

void PythonLoopChecker::stop_checking() {
  check_inefficient_unroll_ = false;
  check_op_count_after_iteration_ = false;
}

}  // namespace tfplay::function
