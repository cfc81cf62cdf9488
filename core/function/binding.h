// Binding a call's arguments to a tf.function's parameters, as TF does it
// (polymorphic_function/function_type_utils.py bind_function_inputs, TensorSpec.cast).
#pragma once

#include <vector>

#include "core/function/function.h"
#include "core/function/tensor_object.h"

namespace tfplay::function {

/// Binds positional/keyword arguments with Python's inspect.Signature.bind rules and applies
/// defaults; one value per parameter (a tuple for *args, a dict for **kwargs). Failures raise
/// TypeError("Binding inputs to tf.function failed due to `...`. Received args: ... for
/// signature: ...").
std::vector<py::Ref> bind_function_inputs(Function& f, py::CallArgs& args);

/// Casts one bound value to an input_signature TensorSpec (TensorSpec.cast): tensors must match
/// dtype and shape (never cast); Python values are converted to the spec's dtype. Raises the
/// same binding TypeError on failure.
py::Ref cast_to_spec(Function& f, const py::CallArgs& args, const py::Ref& value, const TensorSpecObject& spec);
/// TensorSpec.cast with allow_specs (get_concrete_function given a TensorSpec where the
/// input_signature has `spec`): the signature's spec when `given` is a subtype of it (its name
/// unset or equal, its dtype equal, its shape a subtype), else the binding TypeError
/// "Can not cast <given> to <spec>".
py::Ref cast_spec_to_spec(Function& f, const py::CallArgs& args, const py::Ref& given, const py::Ref& spec);

/// TraceType.cast (tensor.py TensorSpec.cast, resource_variable_ops.py VariableSpec.cast,
/// default_types.py Tuple/List/NamedTuple/Dict/Literal/Weakref.cast): the value a call binds
/// (converted or rebuilt when a component was cast, else `value` itself), or nullptr with `why`
/// set to the text of the exception TF's cast raises (empty for VariableSpec's bare assert).
/// A graph tensor of a less specific shape takes the spec's shape (Tensor.set_shape).
py::Ref cast_to_trace_type(const TraceType& t, const py::Ref& value, std::string& why);

/// Casts a bound value to a parameter's default_constraint (TraceType.cast: Literal and Weakref
/// accept values `==` to theirs, structures values of a subtype). Raises the binding TypeError
/// ("Can not cast 5 to Literal[2]") otherwise.
py::Ref cast_to_constraint(Function& f, const py::CallArgs& args, const py::Ref& value, const TraceType& constraint);

/// The input_signature entry constraining parameter `i` when it is a structure of TensorSpecs
/// (a list, tuple or dict, nested), or nullptr (no signature, past it, or a plain TensorSpec).
const py::Ref* signature_structure(const Function& f, std::size_t i);

/// The trace type of an input_signature structure: List/Tuple/Dict of TensorSpec types, as
/// trace_type.from_value builds it for a legacy signature.
TraceType signature_trace_type(const py::Ref& signature);

/// Casts a bound value to an input_signature structure, leaf by leaf (cast_to_spec); the value
/// must have the structure's kind, length and keys. Raises the binding TypeError otherwise.
py::Ref cast_to_signature(Function& f, const py::CallArgs& args, const py::Ref& value, const py::Ref& signature);

/// str(FunctionType) of the polymorphic function: `(x, y=<captured_default_value>)`, or with
/// the input_signature's specs as annotations.
std::string function_type_text(const Function& f);

}  // namespace tfplay::function
