// tf.types.experimental.TraceType and the tracing contexts, written in Python as TF defines them
// (tensorflow/python/types/trace.py; the Internal* contexts of trace_type_builder.py).
#include "core/function/trace_protocol.h"

#include "core/function/tensor_object.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/library_source.h"

namespace tfplay::function {

namespace {

constexpr const char* kModuleName = "tensorflow.python.types.trace";

constexpr const char* kTraceSource = R"PY(
import abc
import typing


class TraceType(metaclass=abc.ABCMeta):
    """Represents the type of object(s) for tf.function tracing purposes."""

    @abc.abstractmethod
    def is_subtype_of(self, other):
        """Returns True if `self` is a subtype of `other`."""

    @abc.abstractmethod
    def most_specific_common_supertype(self, others):
        """Returns the most specific supertype of `self` and `others`, if exists."""

    @abc.abstractmethod
    def placeholder_value(self, placeholder_context):
        """Creates a placeholder for tracing."""

    def to_tensors(self, value):
        """Breaks down a value of this type into Tensors."""
        del value
        return []

    def from_tensors(self, tensors):
        """Generates a value of this type from Tensors."""
        del tensors
        return self.placeholder_value(PlaceholderContext())

    def flatten(self):
        """Returns a list of TensorSpecs corresponding to `to_tensors` values."""
        return []

    def cast(self, value, cast_context):
        """Cast value to this type."""
        del cast_context
        assert value == self.placeholder_value(PlaceholderContext()), (
            f"Can not cast {value!r} to type {self!r}"
        )
        return value

    @abc.abstractmethod
    def __hash__(self):
        pass

    @abc.abstractmethod
    def __eq__(self, other):
        pass


class TracingContext(metaclass=abc.ABCMeta):
    """Contains information scoped to the tracing of multiple objects."""


class PlaceholderContext:
    """Contains context information for generating placeholders within a scope."""


class CastContext:
    """Contains context info and rules for casting values to a TypeSpec."""


class SupportsTracingProtocol(typing.Protocol):
    """A protocol allowing custom classes to control tf.function retracing."""

    @abc.abstractmethod
    def __tf_tracing_type__(self, context):
        """Returns the tracing type of this object."""


class InternalTracingContext(TracingContext):
    """Container for variables and flags shared across TraceType generation."""

    def __init__(self, is_legacy_signature=False):
        self._global_to_local_id = {}
        self._alias_id_to_placeholder = {}
        self._is_legacy_signature = is_legacy_signature

    def alias_global_id(self, global_id):
        if global_id not in self._global_to_local_id:
            self._global_to_local_id[global_id] = len(self._global_to_local_id)
        return self._global_to_local_id[global_id]

    def add_placeholder(self, alias_id, variable):
        self._alias_id_to_placeholder[alias_id] = variable

    def get_placeholder_mapping(self):
        return self._alias_id_to_placeholder

    @property
    def is_legacy_signature(self):
        return self._is_legacy_signature


class InternalPlaceholderContext(PlaceholderContext):
    """Container with mappings shared across TraceTypes for placeholder values."""

    def __init__(self, context_graph=None, placeholder_mapping=None, unnest_only=False,
                 with_none_control_dependencies=False, composite_device_name=None):
        self._alias_id_to_placeholder = placeholder_mapping or {}
        self._naming_scope = None
        self._context_graph = context_graph
        self._unnest_only = unnest_only
        self._with_none_control_dependencies = with_none_control_dependencies
        self._composite_device_name = composite_device_name

    def has_placeholder(self, alias_id):
        return alias_id in self._alias_id_to_placeholder

    def get_placeholder(self, alias_id):
        if not self.has_placeholder(alias_id):
            raise KeyError(f"alias_id: {alias_id} not found in this instance of "
                           "placeholder context.")
        return self._alias_id_to_placeholder[alias_id]

    def add_placeholder(self, alias_id, placeholder):
        if alias_id in self._alias_id_to_placeholder:
            raise KeyError(f"alias id: {alias_id} is already stored in this "
                           "instance of placeholder context.")
        self._alias_id_to_placeholder[alias_id] = placeholder

    def update_naming_scope(self, naming_scope):
        self._naming_scope = naming_scope

    @property
    def naming_scope(self):
        return self._naming_scope

    @property
    def context_graph(self):
        return self._context_graph

    @property
    def unnest_only(self):
        return self._unnest_only

    @property
    def with_none_control_dependencies(self):
        return self._with_none_control_dependencies

    @property
    def composite_device_name(self):
        return self._composite_device_name


class InternalCastContext(CastContext):
    """Default casting behaviors."""

    def __init__(self, allow_specs=False):
        self._allow_specs = allow_specs

    @property
    def allow_specs(self):
        return self._allow_specs


# The contexts live in trace_type_builder in TF: their reprs name that module.
for _cls in (InternalTracingContext, InternalPlaceholderContext, InternalCastContext):
    _cls.__module__ = "tensorflow.core.function.trace_type.trace_type_builder"
del _cls


def _is_trace_type(value):
    return isinstance(value, TraceType)
)PY";

}  // namespace

py::Ref trace_protocol_module() {
  py::Interpreter& interp = py::Interpreter::current();
  if (py::Ref m = interp.modules()->get(py::Str(kModuleName))) return m;
  py::Ref m = interp.exec_library_module(kModuleName, tf::library_source(kModuleName, kTraceSource));
  // TensorSpec and TensorShape are TraceTypes in TF (they derive from it); here they are
  // registered as its virtual subclasses.
  py::Ref register_type = py::getattr(m->dict->get("TraceType"), "register");
  py::call(register_type, std::vector<py::Ref>{tensor_spec_type()->self()});
  py::call(register_type, std::vector<py::Ref>{tensor_shape_type()->self()});
  return m;
}

bool is_trace_type(const py::Ref& value) {
  return py::truthy(py::call(trace_protocol_module()->dict->get("_is_trace_type"), std::vector<py::Ref>{value}));
}

bool is_type_spec(const py::Ref& value) {
  py::Ref m = py::Interpreter::current().modules()->get(py::Str("tensorflow.python.framework.type_spec"));
  if (!m) return false;
  return py::truthy(py::call(m->dict->get("_is_type_spec"), std::vector<py::Ref>{value}));
}

py::Ref tracing_protocol_method(const py::Ref& value) {
  // isinstance(value, SupportsTracingProtocol): a runtime-checkable Protocol looks the member up
  // with inspect.getattr_static, on the class or in the instance's own __dict__.
  if (value->dict)
    if (py::Object* own = value->dict->find("__tf_tracing_type__")) return own->self();
  if (!value->cls->lookup("__tf_tracing_type__")) return nullptr;
  return py::getattr(value, "__tf_tracing_type__");
}

py::Ref new_tracing_context() {
  return py::call(trace_protocol_module()->dict->get("InternalTracingContext"), std::vector<py::Ref>{});
}

py::Ref protocol_placeholder_value(const py::Ref& type, const std::string& naming_scope) {
  py::Ref context = py::call(trace_protocol_module()->dict->get("InternalPlaceholderContext"), std::vector<py::Ref>{});
  py::call(py::getattr(context, "update_naming_scope"), std::vector<py::Ref>{py::Str(naming_scope)});
  return py::call(py::getattr(type, "placeholder_value"), std::vector<py::Ref>{context});
}

}  // namespace tfplay::function
