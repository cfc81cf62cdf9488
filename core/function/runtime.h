// The per-run state of the TensorFlow emulation: which FuncGraph is being traced (TF's default
// graph stack), the event sink the session listens to, the tf.function objects created so far,
// and global switches such as tf.config.run_functions_eagerly.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/graph/op_def.h"
#include "core/python/object.h"
#include "core/tensor/dtype.h"

namespace tfplay::graph {
class FuncGraph;
}

namespace tfplay::function {

struct Function;
class AutoGraph;

/// Something observable that happened while the program ran (the session numbers them).
struct EngineEvent {
  std::string kind;    // "print" | "tfprint" | "warning" | "trace" | "call"
  std::string clock;   // "python" | "trace" | "graph" | "eager"
  std::string text;
  std::string stream;  // "stdout" | "stderr"
  int line = 0;
  std::optional<std::string> function;
  std::optional<int> concrete;
};

/// A trace in progress: the graph being built and the tf.function/concrete it belongs to.
struct ActiveTrace {
  std::shared_ptr<graph::FuncGraph> graph;
  std::string function;
  int concrete = 0;
  bool autograph = true;  // tf.function(autograph=...) of the function being traced
};

/// TF's _FrequentTracingDetector state for one Python code object.
struct TracingDetector {
  std::vector<int> calls_per_tracings;
  int call_count = 0;
  int warnings = 0;
};

class Runtime {
 public:
  Runtime();
  ~Runtime();
  /// The runtime of the run in progress on this thread.
  static Runtime& current();

  std::function<void(EngineEvent)> emit;

  /// The innermost trace, or nullptr when executing eagerly.
  const ActiveTrace* active_trace() const { return traces_.empty() ? nullptr : &traces_.back(); }
  void push_trace(ActiveTrace t) { traces_.push_back(std::move(t)); }
  void pop_trace() { traces_.pop_back(); }
  /// True while a graph runs (its tf.print ops print on the "graph" clock).
  int executing_graphs = 0;

  bool run_functions_eagerly = false;
  /// tf.convert_to_tensor(value, dtype), installed by the tf module (it owns the conversion
  /// rules); used to bind Python values to an input_signature.
  std::function<py::Ref(const py::Ref& value, std::optional<tensor::DType> dtype)> convert_to_tensor;
  /// The tf module's op dispatch (core/tf/op_dispatch.h run_op): adds a node to the graph being
  /// built (capturing inputs of enclosing graphs) or runs the op eagerly; engine errors become
  /// Python exceptions. Installed by the tf module; control flow builds its nodes with it.
  std::function<std::vector<py::Ref>(const std::string& op, const std::vector<py::Ref>& inputs, graph::AttrMap attrs,
                                     const std::string& name)>
      run_op;
  // Every tf.function created, in creation order. Owned: the run result lists a tf.function
  // even when the program dropped its last reference (a fuzzer-found use-after-free).
  std::vector<std::shared_ptr<Function>> functions;
  /// The AutoGraph hooks the tf module installs on the interpreter (autograph.h).
  std::unique_ptr<AutoGraph> autograph;
  std::map<const void*, TracingDetector> detectors;  // keyed by the Python code object

 private:
  Runtime* previous_;
  std::vector<ActiveTrace> traces_;
};

}  // namespace tfplay::function
