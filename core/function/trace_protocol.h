// The tracing protocol: tf.types.experimental.TraceType and its contexts, and the user objects
// that define `__tf_tracing_type__` (tensorflow/python/types/trace.py,
// tensorflow/core/function/trace_type/trace_type_builder.py).
#pragma once

#include <string>

#include "core/python/object.h"

namespace tfplay::function {

/// The module holding TraceType, TracingContext, PlaceholderContext, CastContext,
/// SupportsTracingProtocol and the Internal*Context classes (made once per run).
py::Ref trace_protocol_module();

/// isinstance(value, tf.types.experimental.TraceType).
bool is_trace_type(const py::Ref& value);

/// isinstance(value, tf.TypeSpec) (false before the tensorflow module defined it).
bool is_type_spec(const py::Ref& value);

/// The object's `__tf_tracing_type__` when it has one (typing's runtime protocol check: the
/// class's attribute, or one in the instance's __dict__), else null.
py::Ref tracing_protocol_method(const py::Ref& value);

/// A new InternalTracingContext, what from_value hands to `__tf_tracing_type__`.
py::Ref new_tracing_context();

/// `type.placeholder_value(context)` for a user's TraceType: the value the trace's body
/// receives. The context is an InternalPlaceholderContext whose naming scope is the parameter's
/// name.
py::Ref protocol_placeholder_value(const py::Ref& type, const std::string& naming_scope);

}  // namespace tfplay::function
