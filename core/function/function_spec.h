// The polymorphic FunctionType of a tf.function and its legacy FunctionSpec view
// (tensorflow/core/function/polymorphism/function_type.py FunctionType,
// tensorflow/python/eager/polymorphic_function/function_type_utils.py FunctionSpec).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/function/function.h"

namespace tfplay::function {

/// A function_type.FunctionType object whose str() is `str` (inspect.Signature's text) and whose
/// repr() is `repr` (the "Input Parameters: ... Captures:" block).
/// `parameters`, when given, makes FunctionType.parameters (a mapping of name to
/// function_type.Parameter) when asked for.
py::Ref function_type_object(std::string str, std::string repr, std::function<py::Ref()> parameters = nullptr);

/// FunctionType.parameters of a concrete function's type: its monomorphic parameters, each
/// required and constrained by its argument's TraceType (TensorSpecs only, in tfplay).
py::Ref monomorphic_function_type_parameters(const std::vector<MonoParameter>& params);

/// Function.function_type: the polymorphic type, `(x, y=<captured_default_value>)` under str();
/// its repr lists each parameter's kind and type constraint (None when unconstrained), an
/// `Output Type` of None and no captures.
py::Ref polymorphic_function_type(const Function& f);

/// Function.function_spec: a FunctionSpec (deprecated in TF, still public) with function_type,
/// default_values, fullargspec (inspect.FullArgSpec), input_signature, flat_input_signature,
/// is_pure (False), jit_compile (the tf.function argument: None, True or False), arg_names and
/// signature_summary(default_values=False). `function` must be a Function.
py::Ref function_spec_object(const py::Ref& function);

}  // namespace tfplay::function
