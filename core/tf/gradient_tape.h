// The gradient tape (TF: tensorflow/c/eager/tape.h GradientTape, driven from Python by
// tensorflow/python/eager/backprop.py and imperative_grad.py): while a tape records, every op
// run through run_op (op_dispatch.h) with a watched input is written down with its inputs and
// outputs; imperative_grad walks the record backwards, calling each op's gradient function from
// the gradient registry (gradient_registry.h). Gradient functions build their ops through the
// same run_op, so eagerly they compute values and inside a tf.function they add graph nodes
// (named "gradient_tape/<forward scope>/..."), and tapes that are still recording record them
// too (higher-order gradients).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/graph/op_def.h"
#include "core/python/object.h"

namespace tfplay::graph {
class FuncGraph;
}

namespace tfplay::tf::tape {

/// A tensor's identity on a tape (TF's tensor id): an eager tensor object, a variable's
/// resource (every handle object of one variable is the same tensor), or a graph endpoint.
struct TensorKey {
  const void* owner = nullptr;  // TensorObject, Resource or FuncGraph
  int node = -1;
  int index = 0;
  bool operator<(const TensorKey& o) const {
    if (owner != o.owner) return owner < o.owner;
    if (node != o.node) return node < o.node;
    return index < o.index;
  }
  bool operator==(const TensorKey& o) const { return owner == o.owner && node == o.node && index == o.index; }
};
TensorKey key_of(const py::Ref& tensor);

/// backprop_util.IsTrainable: the dtypes gradients flow through (the float and complex dtypes,
/// and resource handles).
bool trainable(tensor::DType d);
/// The same for a tensor: a DT_VARIANT TensorList of a graph is trainable when its elements are
/// (IsTrainable's _DTypeFromTensor reads the list's element dtype from its handle data).
bool trainable(const py::Ref& tensor);

/// True when `tensor` is the DT_RESOURCE handle of a trainable variable: an eager handle, or a
/// graph's placeholder capturing one (how a variable passed to a tf.function call arrives).
bool is_trainable_variable_handle(const py::Ref& tensor);

/// The handles of the variables the functions in a functional node's `attrs` read (a call's
/// `f`, a cond's branches, nested calls included), once each: what a tape records after the
/// node's own inputs, and what the node's gradient function (function_grad.cpp) differentiates.
std::vector<tensor::Tensor> captured_variable_handles(const graph::AttrMap& attrs);

/// The eager tensors the function `attrs["f"]` captured by value (function/eager_captures.h),
/// those of the tf.functions it calls included (not a cond branch's or a loop body's own), once each: what a tape records after an eager call's variable
/// handles (ConcreteFunction.captured_inputs), and what the call's gradient differentiates.
std::vector<py::Ref> captured_eager_tensors(const graph::AttrMap& attrs);
/// The attribute of a recorded eager call saying how many of its last inputs are those tensors.
inline constexpr const char* kEagerCapturesAttr = "_eager_captures";

/// One recorded op (TF's OpTapeEntry): what its gradient function sees as `op` (_MockOp).
struct OpRecord {
  std::string type;
  std::vector<py::Ref> inputs;
  std::vector<py::Ref> outputs;
  graph::AttrMap attrs;
  std::string forward_scope;  ///< ops.get_name_scope() when recorded ("mul", "" at the top)
  /// Inputs whose gradient nobody needs (_MockOp.skip_input_indices), set before the call.
  std::vector<int> skip_input_indices;
  /// A Python backward function (tape.record_operation's, as tf.custom_gradient records): called
  /// with the output gradients instead of the registry's function for `type`.
  py::Ref backward_function;
  bool skips(int i) const {
    for (int k : skip_input_indices)
      if (k == i) return true;
    return false;
  }
};

/// A tape (TF's GradientTape in tape.h). Created by tf.GradientTape on entering its context.
struct Tape {
  bool persistent = false;
  bool watch_accessed_variables = true;
  /// The graph the tape was created in (nullptr: eagerly); only ops built there are recorded.
  graph::FuncGraph* graph = nullptr;
  std::map<TensorKey, int64_t> tensor_tape;  ///< tensor -> producing op id, -1 when watched
  std::map<int64_t, OpRecord> op_tape;
  /// Watched variables by creation order (variable objects, as tape.watched_variables()).
  std::map<std::pair<uint64_t, int64_t>, py::Ref> watched_variables;
  std::vector<py::Ref> watched;  ///< keeps watched tensors alive (their keys are addresses)
  int64_t next_op_id = 0;

  void watch(const py::Ref& tensor);
  void watch_variable(const py::Ref& variable);
  /// The watched variables as a tuple, in creation order.
  py::Ref watched_variables_tuple() const;
};

/// The tapes currently recording, innermost last (TF's thread-local tape set).
void push_tape(const std::shared_ptr<Tape>& tape);
void pop_tape(const Tape* tape);
bool tapes_recording();
/// Forgets every tape (a new run starts; a run that ended inside a tape's context leaves it).
void reset_tapes();

/// Called by run_op after an op ran or was added to a graph: records it on every recording
/// tape of the current graph that watches one of its (floating/resource) inputs.
void record_operation(const std::string& op_type, const std::vector<py::Ref>& inputs,
                      const std::vector<py::Ref>& outputs, const graph::AttrMap& attrs);
/// tape.record_operation(op_type, outputs, inputs, backward_function): records an op whose
/// gradient is the Python callable `backward_function` on every recording tape of the current
/// graph that watches one of `inputs` (tensor objects). It is called, outside any gradient name
/// scope, with one gradient per output (zeros for outputs without one) and returns one per
/// input (None for none).
void record_custom_operation(const std::string& op_type, const std::vector<py::Ref>& inputs,
                             const std::vector<py::Ref>& outputs, const py::Ref& backward_function);
/// TF's VariableWatcher (record.VariableWatcher): while one is active, every trainable variable
/// read is noted on it (once each, in the order first read).
struct VariableWatcher {
  std::vector<py::Ref> variables;
};
void push_variable_watcher(const std::shared_ptr<VariableWatcher>& watcher);
void pop_variable_watcher(const VariableWatcher* watcher);
bool variable_watchers_active();
/// Records a functional node (If, While, Case, PartitionedCall) of the graph being built. Its
/// inputs are the node's, then the handles of the variables its functions read (TF passes
/// captured variables as inputs); its gradient scope is the node's own for cond and while.
void record_graph_node(const std::shared_ptr<graph::FuncGraph>& g, int node);
/// Records an eager call of a tf.function running `f`: its tensor arguments, then the handles of
/// the variables `f` reads (watched like accessed variables), as inputs; its results as outputs.
void record_call(const std::string& op_type, const std::shared_ptr<graph::FuncGraph>& f, const std::vector<py::Ref>& inputs,
                 const std::vector<py::Ref>& outputs);
/// A trainable variable was read (resource_variable_ops.variable_accessed): tapes that watch
/// accessed variables watch it.
void variable_accessed(const py::Ref& variable);

/// The name scope a generated op wrapper records under: gen_*_ops wrappers record after
/// leaving their own scope, so apply_op sets the scope that was current when it was called.
class ForwardScope {
 public:
  explicit ForwardScope(const std::string& scope);
  ~ForwardScope();
  ForwardScope(const ForwardScope&) = delete;
  ForwardScope& operator=(const ForwardScope&) = delete;
  static const std::string* current();

 private:
  const std::string* previous_;
  std::string scope_;
};

/// TF's ComputeGradient (tape.h) behind GradientTape.gradient: the gradients of the sum of
/// `targets` with respect to `sources` (tensor objects; variables given as their handles), one
/// per source, nullptr when unconnected (zeros like `sources_raw[i]` when `unconnected_zero`).
/// `output_gradients` (may be empty or hold nullptrs) replace the ones for each target.
/// Raises LookupError "gradient registry has no entry for: X" for an op without gradient, or
/// the gradient function's errors.
std::vector<py::Ref> imperative_grad(Tape& tape, const std::vector<py::Ref>& targets, const std::vector<py::Ref>& sources,
                                     const std::vector<py::Ref>& output_gradients,
                                     const std::vector<py::Ref>& sources_raw, bool unconnected_zero);

}  // namespace tfplay::tf::tape
