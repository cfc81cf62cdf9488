// AutoGraph's `for x in dataset:` inside a tf.function (control_flow.py _tf_dataset_for_stmt):
// TF lowers the loop to Dataset.scan + Dataset.reduce, so the loop body is traced once, as a
// tf.data function whose inputs are the loop state followed by the element.
#pragma once

#include <functional>
#include <vector>

#include "core/python/object.h"

namespace tfplay::function {

/// Adds a ReduceDataset node to the graph being traced. `handle` is the dataset's handle tensor,
/// `element_spec` its element structure, `init` the flat loop state (tensors or Python values,
/// converted). `body(state, element)` runs once, now, with placeholders named as TF's scan
/// function names them: args_0 .. args_{S-1} for the state, then args_S, ... for the element's
/// components; it returns the next flat state. Returns the state after the last element.
///
/// With `take_while` (a loop with break: TF adds Dataset.take_while after the scan), `body`
/// returns one more value after the state, a bool scalar: false stops the loop at that element
/// (whose state the body must pass through unchanged).
std::vector<py::Ref> dataset_reduce(const py::Ref& handle, const py::Ref& element_spec, const std::vector<py::Ref>& init,
                                    const std::function<std::vector<py::Ref>(const std::vector<py::Ref>& state,
                                                                             const py::Ref& element)>& body,
                                    bool take_while = false);

}  // namespace tfplay::function
