// What tf.saved_model needs from tf.function (core/tf/saved_model.cpp): the concrete functions
// a Function holds, its parameters, and the two kinds of restored function a loaded SavedModel
// has (tensorflow/python/saved_model/function_deserialization.py): a concrete function over a
// copy of a saved graph, and a RestoredFunction that dispatches calls to such copies.
#pragma once

#include <utility>
#include <vector>

#include "core/python/object.h"

namespace tfplay::function {

/// Every concrete function of tf.function `function`, in trace order, as ConcreteFunction
/// objects (Function._list_all_concrete_functions: both tracing scopes' caches).
py::Ref list_all_concrete_functions(const py::Ref& function);

/// The Python parameters of tf.function `function` as the SavedModel's FunctionSpec keeps them
/// (its fullargspec without `self`): a list of (name, kind, default) tuples, kind being the
/// inspect.Parameter kind's number (0 POSITIONAL_ONLY .. 4 VAR_KEYWORD) and default a
/// one-tuple `(value,)` or None when the parameter has none.
py::Ref function_parameters(const py::Ref& function);

/// Copies of saved concrete functions for a loaded SavedModel, sharing one owner function named
/// `name`: each copy's graph is clone_graph of the original's with every captured variable of
/// `variables` (pairs of saved variable, loaded variable) reading the loaded one instead, so the
/// copies keep working after the saved objects are gone and never touch them. A copy's
/// `structured_outputs` is its entry of `output_signatures` (TensorSpecs, as TF decodes a
/// SavedConcreteFunction's output_signature); its structured_input_signature and call
/// conventions are the original's.
std::vector<py::Ref> restore_concrete_functions(const std::vector<py::Ref>& concretes,
                                                const std::vector<std::pair<py::Ref, py::Ref>>& variables,
                                                const std::vector<py::Ref>& output_signatures, const std::string& name);

/// function_deserialization.RestoredFunction: a tf.function (autograph off) of `body`, a Python
/// function taking (*args, **kwargs), whose parameters are `parameters` (function_parameters'
/// list) and whose input_signature is `input_signature` (None or a list of TensorSpecs).
py::Ref make_restored_function(const py::Ref& body, const py::Ref& parameters, const py::Ref& input_signature);

}  // namespace tfplay::function
