// The per-run state of the TensorFlow emulation: which FuncGraph is being traced (TF's default
// graph stack), the event sink the session listens to, the tf.function objects created so far,
// and global switches such as tf.config.run_functions_eagerly.
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <typeindex>
#include <unordered_map>
#include <vector>

#include "core/graph/func_graph.h"
#include "core/tensor/op_error.h"
#include "core/graph/op_def.h"
#include "core/python/object.h"
#include "core/tensor/dtype.h"
#include "core/tensor/op_error.h"

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
  /// Which tf.function object: its index in Runtime::functions (the run result's `functions`).
  /// Two objects may share a name (fit's and evaluate's one_step_on_data).
  std::optional<int> function_index;
};

/// A trace in progress: the graph being built and the tf.function/concrete it belongs to.
struct ActiveTrace {
  std::shared_ptr<graph::FuncGraph> graph;
  std::string function;
  int concrete = 0;
  std::optional<int> function_index;  // Function::index; none for a Dataset.map function
  bool autograph = true;  // tf.function(autograph=...) of the function being traced
  /// Inside a tf.autograph.experimental.do_not_convert function (ag_ctx Status.DISABLED).
  bool autograph_disabled = false;
  /// A graph built outside any tf.function (`tf.__internal__.FuncGraph(...).as_default()`, how
  /// Keras infers shapes): ops go into it, but its Python runs on the clock of whatever encloses it.
  bool scratch = false;
  /// Called by tf.Variable before it creates a variable while this trace runs: the tf.function's
  /// variable creator scope (polymorphic_function.py: counts the variables of the first trace,
  /// or raises the "singleton tf.Variables" ValueError on later ones). Empty: no restriction.
  std::function<void()> variable_creator;
  /// Called by tf.Variable when its initial value depends on the function's arguments (it cannot
  /// be lifted out): the graph initializes the variable, so the first call must run this trace.
  /// Empty where that is not supported.
  std::function<void()> unlifted_initializer;
};

/// TF's _FrequentTracingDetector state for one Python code object.
struct TracingDetector {
  std::vector<int> calls_per_tracings;
  int call_count = 0;
  int warnings = 0;
};

/// How the function layer sees tf.data datasets (installed by the tf module, which owns them):
/// a Dataset argument is typed by its element_spec (DatasetSpec) and fed to the graph as a
/// handle tensor; `for x in dataset` inside a trace loops over that handle.
struct DatasetHooks {
  /// The element_spec (a nest of TensorSpecs) of a tf.data.Dataset; nullptr for anything else.
  std::function<py::Ref(const py::Ref& value)> element_spec;
  /// The dataset's handle: a scalar tensor (TF's variant tensor), eager for a dataset built by
  /// the program, symbolic for a dataset argument of the function being traced.
  std::function<py::Ref(const py::Ref& dataset)> handle;
  /// The `_VariantDataset` a trace sees for a dataset argument (a symbolic handle).
  std::function<py::Ref(const py::Ref& handle, const py::Ref& element_spec)> from_handle;
  /// The element_spec of a tf.data iterator (OwnedIterator, typed by IteratorSpec); nullptr
  /// for anything else.
  std::function<py::Ref(const py::Ref& value)> iterator_spec;
  /// The iterator's handle tensor (TF: its resource), fed to the graph at each call.
  std::function<py::Ref(const py::Ref& iterator)> iterator_handle;
  /// The OwnedIterator a trace sees for an iterator argument (a symbolic handle).
  std::function<py::Ref(const py::Ref& handle, const py::Ref& element_spec)> iterator_from_handle;
  /// The element_spec of a tf.experimental.Optional (typed by OptionalSpec); nullptr for
  /// anything else.
  std::function<py::Ref(const py::Ref& value)> optional_spec;
  /// The Optional's scalar variant tensor: what an argument feeds and a result returns.
  std::function<py::Ref(const py::Ref& optional)> optional_variant;
  /// An Optional over `variant` (a placeholder while tracing, an output after a call).
  std::function<py::Ref(const py::Ref& variant, const py::Ref& element_spec)> optional_from_variant;
  /// Whether `value` is a tf.OptionalSpec (a TypeSpec input_signature does not take yet).
  std::function<bool(const py::Ref& value)> is_optional_spec;
  /// The element_spec of a tf.data.DatasetSpec (a dataset inside an element); nullptr for
  /// anything else.
  std::function<py::Ref(const py::Ref& value)> spec_element;
  /// DatasetSpec(element_spec): the spec of a dataset a tf.data function returns.
  std::function<py::Ref(const py::Ref& element_spec)> make_spec;
};

class Runtime {
 public:
  Runtime();
  ~Runtime();
  /// The runtime of the run in progress on this thread.
  static Runtime& current();

  std::function<void(EngineEvent)> emit;
  /// Emits a warning written to stderr (`text` exactly as Python/TF writes it, newline included)
  /// on `clock` ("python" or "trace") at program line `line`, when an event sink is installed.
  void emit_warning(std::string clock, std::string text, int line) {
    if (emit) emit({"warning", std::move(clock), std::move(text), "stderr", line, std::nullopt, std::nullopt, std::nullopt});
  }
  /// Raises a kernel failure of a running tf.function graph as its tf.errors exception (the tf
  /// module installs it; without it the OpError propagates as an engine error).
  std::function<void(const tensor::OpError&)> raise_graph_error;
  /// The tf.errors exceptions raised for graph execution errors, with the failing node's
  /// position: the run result marks that line (the op inside the function), not the call.
  std::vector<std::pair<py::Ref, graph::SourcePos>> graph_error_sources;

  /// The innermost trace, or nullptr when executing eagerly.
  const ActiveTrace* active_trace() const { return traces_.empty() ? nullptr : &traces_.back(); }
  void push_trace(ActiveTrace t) { traces_.push_back(std::move(t)); }
  void pop_trace() { traces_.pop_back(); }
  /// tf.init_scope(): lifts out of every graph being built, so ops run eagerly, until
  /// resume_traces gives back what suspend_traces returned.
  void suspend_traces() {
    suspended_.push_back(std::move(traces_));
    traces_.clear();
  }
  void resume_traces() {
    traces_ = std::move(suspended_.back());
    suspended_.pop_back();
  }
  /// Runs `fn` inside tf.init_scope() (ops.init_scope) and returns its result; the traces
  /// resume even when `fn` throws.
  template <typename Fn> auto in_init_scope(Fn&& fn) {
    suspend_traces();
    struct Resume {
      Runtime& rt;
      ~Resume() { rt.resume_traces(); }
    } resume{*this};
    return fn();
  }
  /// The trace whose Python code is running, even inside tf.init_scope() (Python prints there
  /// still happen at trace time), or nullptr.
  const ActiveTrace* tracing() const {
    for (auto t = traces_.rbegin(); t != traces_.rend(); ++t)
      if (!t->scratch) return &*t;
    for (auto it = suspended_.rbegin(); it != suspended_.rend(); ++it)
      for (auto t = it->rbegin(); t != it->rend(); ++t)
        if (!t->scratch) return &*t;
    return nullptr;
  }
  /// True while a graph runs (its tf.print ops print on the "graph" clock).
  int executing_graphs = 0;

  bool run_functions_eagerly = false;
  /// Whether the 'tensorflow' logger (logging.getLogger('tensorflow'), which tf.get_logger
  /// returns) admits WARNING now; installed by the tf module. TF's own warnings consult it.
  std::function<bool()> tensorflow_warnings_hook;
  /// Whether TF's own "WARNING:tensorflow:..." messages print at the logger's effective level.
  bool tensorflow_warnings_enabled() const { return !tensorflow_warnings_hook || tensorflow_warnings_hook(); }
  /// The eager name scope (tf.name_scope outside graphs, e.g. a tf.Module's): "" or "outer/".
  std::string eager_name_scope;
  /// tf.convert_to_tensor(value, dtype), installed by the tf module (it owns the conversion
  /// rules); used to bind Python values to an input_signature.
  std::function<py::Ref(const py::Ref& value, std::optional<tensor::DType> dtype)> convert_to_tensor;
  /// The tf module's op dispatch (core/tf/op_dispatch.h run_op): adds a node to the graph being
  /// built (capturing inputs of enclosing graphs) or runs the op eagerly; engine errors become
  /// Python exceptions. Installed by the tf module; control flow builds its nodes with it.
  std::function<std::vector<py::Ref>(const std::string& op, const std::vector<py::Ref>& inputs, graph::AttrMap attrs,
                                     const std::string& name)>
      run_op;
  /// GradientTape recording of what does not run through run_op (installed by the tf module, which
  /// owns the tapes): a functional node just added to a graph (If, While, PartitionedCall), and
  /// an eager call of a tf.function running graph `f`. Their gradient functions (function_grad.cpp)
  /// differentiate the function graphs.
  std::function<void(const std::shared_ptr<graph::FuncGraph>& g, int node)> record_graph_node;
  std::function<void(const std::string& op, const std::shared_ptr<graph::FuncGraph>& f, const std::vector<py::Ref>& inputs,
                     const std::vector<py::Ref>& outputs)>
      record_call;
  /// TF's CompositeTensor protocol for the values control flow carries as one component tensor
  /// (tf.TensorArray and its flow; TensorArraySpec._to_components / _from_components). Installed
  /// by the tf module. `composite_component(v)` is the component of `v`, or nullptr when `v` is
  /// not composite; `rebuild_composite(like, t)` is a value like `like` around component `t`.
  std::function<py::Ref(const py::Ref& value)> composite_component;
  std::function<py::Ref(const py::Ref& like, const py::Ref& component)> rebuild_composite;
  /// The component of `v` when it is composite, else nullptr.
  py::Ref component_of(const py::Ref& v) const { return composite_component ? composite_component(v) : nullptr; }
  /// Every tf.function created, in creation order. Held (not borrowed) so that a temporary
  /// `tf.function(f)(x)` still shows in the run result after the program dropped it.
  std::vector<py::Ref> functions;
  DatasetHooks datasets;
  /// ops.uid(): numbers control-flow function names ("cond_true_1"); per run, so a program
  /// names its graphs the same however many runs came before it in one engine.
  int uid = 0;
  /// The AutoGraph hooks the tf module installs on the interpreter (autograph.h).
  std::unique_ptr<AutoGraph> autograph;
  std::map<const void*, TracingDetector> detectors;  // keyed by the Python code object
  /// The deprecation notices already logged (deprecation.h warn_deprecated): "function:argument"
  /// keys, "function:" for a deprecated function; deprecation.py logs each once per process.
  std::set<std::string> warned_deprecated_args;
  /// Python's default warnings filter shows structured_function.py's run_functions_eagerly
  /// UserWarning once per process (its __warningregistry__ keys on the warn() call site).
  bool warned_data_functions_eagerly = false;
  /// Definition lines of the functions tf.autograph.experimental.do_not_convert wrapped: their
  /// frames show as allowlisted ("  **") in "in user code" errors.
  std::set<int> unconverted_def_lines;

  /// This run's T (default-constructed on first use, freed with the run): the state a file keeps
  /// between calls. The page runs many programs in one engine, so state that holds Python objects
  /// or is keyed by a run's objects lives here, never in a static: an object kept from an earlier
  /// run can refer to Python code and types that run freed.
  template <class T> T& run_state() {
    // Each T's slot number is fixed once per process: a lookup is an index, not a hash of the
    // type's name (some states are looked up thousands of times a run).
    static const std::size_t index = next_run_state_index();
    if (index < run_state_.size() && run_state_[index]) return *static_cast<T*>(run_state_[index].get());
    // Made before its slot is taken: T's constructor may look up other states and grow the list.
    auto made = std::make_shared<T>();
    if (index >= run_state_.size()) run_state_.resize(index + 1);
    run_state_[index] = made;
    return *made;
  }
  /// Frees every run_state (the session calls it when the program has ended).
  void clear_run_state() {
    // Moved out first: freeing a state may free objects that look up run state again.
    auto states = std::move(run_state_);
    run_state_.clear();
  }

 private:
  static std::size_t next_run_state_index() {
    static std::atomic<std::size_t> next{0};
    return next++;
  }
  std::vector<std::shared_ptr<void>> run_state_;
  Runtime* previous_;
  std::vector<ActiveTrace> traces_;
  std::vector<std::vector<ActiveTrace>> suspended_;  // one entry per open tf.init_scope()
};

/// Where the running Python code is: the current line and column of the innermost frame that
/// runs the program's code (ops Keras adds belong to the program line that called Keras). Every
/// node added while tracing records it, so the graph view can link ops to the code that made them.
graph::SourcePos current_source_pos();
/// The program's Python frames, outermost first (file, current line, function name).
graph::DefiningStack current_stack();

}  // namespace tfplay::function
