// Function.function_type and Function.function_spec (function_spec.h).
#include "core/function/function_spec.h"

#include "core/function/binding.h"
#include "core/function/tensor_object.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/library_source.h"

#include <functional>
#include <tuple>

namespace tfplay::function {

using py::CallArgs;
using py::Ref;

namespace {

struct FunctionTypeObject : py::NativeObject {
  std::string str, repr;
  std::function<Ref()> parameters;  // FunctionType.parameters, made when asked for
  using NativeObject::NativeObject;
};

/// function_type.Parameter: an inspect.Parameter whose annotation is its type constraint and
/// whose default marks it optional.
constexpr const char* kFunctionTypeModule = "tensorflow.core.function.polymorphism.function_type";
constexpr const char* kFunctionTypeSource = R"PY(
import inspect


class CapturedDefaultValue:
    """The default of an optional parameter: the value is kept apart, with the function."""

    def __repr__(self):
        return "<captured_default_value>"


CAPTURED_DEFAULT_VALUE = CapturedDefaultValue()


class Parameter(inspect.Parameter):
    """A parameter of a FunctionType: whether it may be left out, and its TraceType."""

    def __init__(self, name, kind, optional, type_constraint):
        super().__init__(
            name,
            kind,
            default=CAPTURED_DEFAULT_VALUE if optional else inspect.Parameter.empty,
            annotation=inspect.Parameter.empty if type_constraint is None else type_constraint,
        )

    @property
    def optional(self):
        return self.default is not inspect.Parameter.empty

    @property
    def type_constraint(self):
        return None if self.annotation is inspect.Parameter.empty else self.annotation


def parameters(entries):
    import types
    return types.MappingProxyType({name: Parameter(name, kind, optional, constraint)
                                   for name, kind, optional, constraint in entries})
)PY";

Ref function_type_module() {
  py::Interpreter& interp = py::Interpreter::current();
  if (Ref m = interp.modules()->get(py::Str(kFunctionTypeModule))) return m;
  return interp.exec_library_module(kFunctionTypeModule, tf::library_source(kFunctionTypeModule, kFunctionTypeSource));
}

/// The mapping FunctionType.parameters holds: (name, kind, optional, type constraint) each.
Ref parameters_mapping(const std::vector<std::tuple<std::string, py::ParamKind, bool, Ref>>& entries) {
  static const char* kinds[] = {"POSITIONAL_ONLY", "POSITIONAL_OR_KEYWORD", "VAR_POSITIONAL", "KEYWORD_ONLY", "VAR_KEYWORD"};
  Ref inspect_parameter = py::getattr(py::Interpreter::current().import_module("inspect"), "Parameter");
  std::vector<Ref> items;
  for (const auto& [name, kind, optional, constraint] : entries)
    items.push_back(py::Tuple({py::Str(name), py::getattr(inspect_parameter, kinds[static_cast<int>(kind)]), py::Bool(optional),
                               constraint ? constraint : py::None()}));
  return py::call(py::getattr(function_type_module(), "parameters"), {py::List(items)});
}

/// A type constraint as the Python object TF keeps: a TensorSpec for a tensor, a VariableSpec
/// for a variable. Other TraceTypes (Literal, Tuple, ...) have no Python object in tfplay.
Ref constraint_object(const TraceType& t) {
  if (t.kind == TraceType::Kind::Tensor) return spec_object(t.shape, t.dtype, t.spec_name);
  py::raise(py::E().NotImplementedError,
            "tfplay cannot show FunctionType.parameters for a parameter of type " + t.repr() + " yet");
}

/// The FunctionSpec: the Function it describes (its fields are read when asked for).
struct FunctionSpecObject : py::NativeObject {
  Ref function;
  using NativeObject::NativeObject;
  const Function& f() const { return *static_cast<const Function*>(function.get()); }
};

const FunctionSpecObject& spec_self(const Ref& s) { return *static_cast<const FunctionSpecObject*>(s.get()); }

bool positional(py::ParamKind k) { return k == py::ParamKind::PositionalOnly || k == py::ParamKind::PositionalOrKeyword; }

/// FunctionType.get_default_values: {name: default} in signature order.
Ref default_values(const Function& f) {
  auto d = py::Dict();
  for (const Parameter& p : f.params)
    if (p.default_value) d->set(py::Str(p.name), p.default_value);
  return d;
}

/// Function.input_signature (function_type_utils.to_input_signature): None without a signature.
Ref input_signature(const Function& f) { return f.input_signature ? py::Tuple(*f.input_signature) : py::None(); }

}  // namespace

Ref function_type_object(std::string str, std::string repr, std::function<Ref()> parameters) {
  static py::TypeObject* type = [] {
    py::TypeObject* t = py::make_native_type("FunctionType", nullptr, "tensorflow.core.function.polymorphism.function_type");
    py::add_method(t, "__str__", +[](CallArgs& a) { return py::Str(static_cast<FunctionTypeObject*>(a.args[0].get())->str); });
    py::add_method(t, "__repr__", +[](CallArgs& a) { return py::Str(static_cast<FunctionTypeObject*>(a.args[0].get())->repr); });
    // FunctionType is an inspect.Signature: parameters maps each name to its Parameter.
    py::add_property(t, "parameters", +[](Ref s) -> Ref {
      auto* o = static_cast<FunctionTypeObject*>(s.get());
      if (!o->parameters) py::raise(py::E().NotImplementedError, "tfplay cannot show this FunctionType's parameters yet");
      return o->parameters();
    });
    py::add_property(t, "captures", +[](Ref) -> Ref {
      py::raise(py::E().NotImplementedError, "tfplay does not implement FunctionType.captures yet");
    });
    return t;
  }();
  auto o = py::make_object<FunctionTypeObject>(type);
  o->str = std::move(str);
  o->repr = std::move(repr);
  o->parameters = std::move(parameters);
  return o;
}

Ref polymorphic_function_type(const Function& f) {
  // FunctionType.__repr__: `  {name} ({kind}): {type_constraint}`, kind as inspect's
  // _ParameterKind.__str__ spells it; a parameter without a constraint shows None.
  static const char* kind_names[] = {"POSITIONAL_ONLY", "POSITIONAL_OR_KEYWORD", "VAR_POSITIONAL", "KEYWORD_ONLY", "VAR_KEYWORD"};
  std::string repr = "Input Parameters:\n";
  for (std::size_t i = 0; i < f.params.size(); ++i) {
    const Parameter& p = f.params[i];
    std::string constraint = "None";
    if (const TensorSpecObject* s = f.spec_for(i))
      constraint = spec_repr(s->shape, s->dtype, s->name);
    else if (const Ref* structure = signature_structure(f, i))
      constraint = signature_trace_type(*structure).repr();
    else if (p.default_constraint)
      constraint = p.default_constraint->repr();
    repr += "  " + p.name + " (" + kind_names[static_cast<int>(p.kind)] + "): " + constraint + "\n";
  }
  repr += "Output Type:\n  None\nCaptures:\n  None";
  // The Function's own parameters: optional when they have a default; constrained by the
  // input_signature's TensorSpec objects (a legacy signature's TraceTypes are its specs).
  Ref function = py::Ref(std::const_pointer_cast<py::Object>(f.shared_from_this()));
  return function_type_object(function_type_text(f), repr, [function]() -> Ref {
    const Function& fn = *static_cast<const Function*>(function.get());
    std::vector<std::tuple<std::string, py::ParamKind, bool, Ref>> entries;
    for (std::size_t i = 0; i < fn.params.size(); ++i) {
      const Parameter& p = fn.params[i];
      Ref constraint;
      if (fn.spec_for(i)) constraint = (*fn.input_signature)[i - fn.signature_offset];
      else if (const Ref* structure = signature_structure(fn, i)) constraint = constraint_object(signature_trace_type(*structure));
      else if (p.default_constraint) constraint = constraint_object(*p.default_constraint);
      entries.emplace_back(p.name, p.kind, static_cast<bool>(p.default_value), constraint);
    }
    return parameters_mapping(entries);
  });
}

Ref monomorphic_function_type_parameters(const std::vector<MonoParameter>& params) {
  // canonicalize_to_monomorphic: every parameter required, typed by its argument.
  std::vector<std::tuple<std::string, py::ParamKind, bool, Ref>> entries;
  for (const MonoParameter& p : params) entries.emplace_back(p.name, p.kind, false, constraint_object(*p.type));
  return parameters_mapping(entries);
}

Ref function_spec_object(const Ref& function) {
  static py::TypeObject* type = [] {
    py::TypeObject* t = py::make_native_type("FunctionSpec", nullptr, "tensorflow.python.eager.polymorphic_function.function_type_utils");
    py::add_property(t, "function_type", +[](Ref s) { return polymorphic_function_type(spec_self(s).f()); });
    py::add_property(t, "default_values", +[](Ref s) { return default_values(spec_self(s).f()); });
    py::add_property(t, "input_signature", +[](Ref s) { return input_signature(spec_self(s).f()); });
    py::add_property(t, "flat_input_signature", +[](Ref s) {
      // tuple(nest.flatten(input_signature, expand_composites=True)): (None,) without one.
      Ref nest = py::getattr(py::Interpreter::current().import_module("tensorflow"), "nest");
      // TensorSpecs are not composites, so expand_composites changes nothing here.
      CallArgs call{{input_signature(spec_self(s).f())}, {}};
      return py::Tuple(py::to_vector(py::call(py::getattr(nest, "flatten"), call)));
    });
    py::add_property(t, "is_pure", +[](Ref) { return py::False(); });
    py::add_property(t, "jit_compile", +[](Ref s) -> Ref {
      const auto& jit = spec_self(s).f().jit_compile_arg;
      return jit ? py::Bool(*jit) : py::None();
    });
    py::add_property(t, "arg_names", +[](Ref s) {
      std::vector<Ref> names;
      for (const Parameter& p : spec_self(s).f().params)
        if (positional(p.kind)) names.push_back(py::Str(p.name));
      return py::List(names);
    });
    py::add_property(t, "fullargspec", +[](Ref s) {
      // function_type_utils.to_fullargspec.
      const Function& f = spec_self(s).f();
      std::vector<Ref> args, defaults, kwonly;
      Ref varargs = py::None(), varkw = py::None();
      auto kwonly_defaults = py::Dict();
      for (const Parameter& p : f.params) {
        if (positional(p.kind)) {
          args.push_back(py::Str(p.name));
          if (p.default_value) defaults.push_back(p.default_value);
        } else if (p.kind == py::ParamKind::KeywordOnly) {
          kwonly.push_back(py::Str(p.name));
          if (p.default_value) kwonly_defaults->set(py::Str(p.name), p.default_value);
        } else if (p.kind == py::ParamKind::VarPositional) {
          varargs = py::Str(p.name);
        } else {
          varkw = py::Str(p.name);
        }
      }
      Ref full_arg_spec = py::getattr(py::Interpreter::current().import_module("inspect"), "FullArgSpec");
      CallArgs call{{py::List(args), varargs, varkw, defaults.empty() ? py::None() : py::Tuple(defaults), py::List(kwonly),
                     kwonly_defaults->size() ? Ref(kwonly_defaults) : py::None()},
                    {{"annotations", py::Dict()}}};
      return py::call(full_arg_spec, call);
    });
    py::add_method(t, "signature_summary", +[](CallArgs& a) {
      const Function& f = spec_self(a.args[0]).f();
      Ref with_defaults = a.args.size() > 1 ? a.args[1] : a.kwarg("default_values");
      std::string summary = py::repr(polymorphic_function_type(f));
      if (with_defaults && py::truthy(with_defaults)) summary += ", defaults: " + py::repr(default_values(f));
      return py::Str(summary);
    });
    return t;
  }();
  auto o = py::make_object<FunctionSpecObject>(type);
  o->function = function;
  return o;
}

}  // namespace tfplay::function
