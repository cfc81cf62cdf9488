// The functions tf.data transformations take (map, filter, the scan behind a dataset loop):
// tensorflow/python/data/ops/structured_function.py StructuredFunctionWrapper.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/python/object.h"
#include "core/tensor/tensor.h"

namespace tfplay::graph {
class FuncGraph;
}

namespace tfplay::function {

/// A traced tf.data function: its graph (flat inputs args_0, args_1, ... -> flat outputs) and
/// the nest of TensorSpecs its result has (the output structure).
struct StructuredFunction {
  std::shared_ptr<graph::FuncGraph> graph;
  py::Ref output_structure;
  std::string display_name;  ///< the Python function's __name__: what the run's events name
};

/// Traces `func` once, now (StructuredFunctionWrapper.__init__ calls the factory at once), with
/// AutoGraph on. The inputs are placeholders named args_0, args_1, ... for the flat components
/// of `input_structure` (a nest of TensorSpec objects: tuples and dicts, dicts in sorted key
/// order); a tuple element is unpacked into positional arguments (_should_unpack), anything
/// else is passed as one argument. A list result becomes a tuple (_should_pack). Python values
/// in the result are converted to tensors; a result that cannot be raises
/// `TypeError: Unsupported return value from function passed to {transformation_name}: {ret}.`
/// Errors raised while tracing are re-raised "in user code" (autograph). `transformation_name`
/// is TF's, e.g. "Dataset.map()"; the graph is named like TF's func_name, "Dataset_map_<fn name>".
/// The run's event log gets a "trace" event, and the prints inside run on the "trace" clock,
/// attributed to the Python function's name (concrete function 0).
StructuredFunction trace_structured_function(const py::Ref& func, const py::Ref& input_structure,
                                             const std::string& transformation_name);

/// Runs a traced function on flat input tensors; its tf.print output goes to the run's event
/// log on the "graph" clock, attributed like the trace. Kernel errors propagate as tensor::OpError.
std::vector<tensor::Tensor> run_structured_function(const StructuredFunction& fn, const std::vector<tensor::Tensor>& inputs);

/// A tf.TensorArray (or the should-use wrapper of an eager write returning one).
bool is_tensor_array(const py::Ref& value);

/// The nest of TensorSpecs (name None) describing `value`'s tensors (structure.type_spec_from_value).
py::Ref spec_structure(const py::Ref& value);

}  // namespace tfplay::function
