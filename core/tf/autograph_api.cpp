// tf.autograph: to_code, set_verbosity, experimental.do_not_convert, experimental.set_loop_options.
#include "core/tf/autograph_api.h"

#include "core/function/autograph.h"
#include "core/function/autograph_codegen.h"
#include "core/function/autograph_directives.h"
#include "core/function/function.h"
#include "core/function/runtime.h"
#include "core/python/interpreter.h"
#include "core/python/lazy_body.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

Ref module(const std::string& name) { return py::Module(name); }


/// api.do_not_convert: calls `func` with AutoGraph disabled (ag_ctx.ControlStatusCtx(DISABLED)),
/// so its Python control flow stays Python and a tensor condition raises
/// OperatorNotAllowedInGraphError.
Ref do_not_convert(CallArgs& a) {
  Ref func = arg(a, 0, "func");
  if (!present(func)) return py::NativeFunction("do_not_convert", do_not_convert);
  if (func->cls == py::T().function) {
    auto* fn = static_cast<py::FunctionObject*>(func.get());
    function::Runtime::current().unconverted_def_lines.insert(fn->def ? fn->def->pos.line : fn->line);
  }
  Ref wrapper = py::NativeFunction("wrapper", [func](CallArgs& call) -> Ref {
    function::Runtime& rt = function::Runtime::current();
    const function::ActiveTrace* trace = rt.active_trace();
    if (!trace) return py::call(func, call);
    function::ActiveTrace disabled = *trace;
    disabled.autograph = false;
    disabled.autograph_disabled = true;
    rt.push_trace(disabled);
    struct Pop {
      function::Runtime& rt;
      ~Pop() { rt.pop_trace(); }
    } pop{rt};
    return py::call(func, call);
  });
  // functools.update_wrapper: the wrapper carries the function's name and docstring.
  for (const char* attr : {"__name__", "__qualname__", "__doc__", "__module__"})
    if (Ref v = py::getattr_opt(func, attr)) wrapper->ensure_dict().set(attr, v);
  wrapper->ensure_dict().set("__wrapped__", func);
  // autograph_artifact(wrapper): AutoGraph (and a tf.function over the wrapper) calls it as is.
  wrapper->ensure_dict().set("autograph_info__", py::call(py::T().frozenset->self(), std::vector<Ref>{}));
  return wrapper;
}

/// api.ConversionError (a subclass of api.AutoGraphError, an Exception).
py::TypeObject* conversion_error_type() {
  static py::TypeObject* t = [] {
    auto exception_type = [](const char* name, py::TypeObject* base) {
      py::TypeObject* type = py::make_native_type(name, base, "tensorflow.python.autograph.impl.api");
      type->layout = py::Layout::Exception;
      type->subclassable = true;
      return type;
    };
    return exception_type("ConversionError", exception_type("AutoGraphError", py::E().Exception));
  }();
  return t;
}

/// pyct/errors.py UnsupportedLanguageElementError (a PyCTError and a NotImplementedError; tfplay
/// keeps the NotImplementedError base).
py::TypeObject* unsupported_language_element_error_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("UnsupportedLanguageElementError", py::E().NotImplementedError,
                                                "tensorflow.python.autograph.pyct.errors");
    type->layout = py::Layout::Exception;
    type->subclassable = true;
    return type;
  }();
  return t;
}

/// transform_ast's unsupported features check, which to_graph lets through (it re-raises only
/// ValueError, AttributeError, KeyError, NameError and AssertionError as ConversionError).
void check_supported_features(const py::FunctionObject& fn) {
  if (std::optional<std::string> error = function::unsupported_feature_error(fn))
    py::raise(unsupported_language_element_error_type(), *error);
}

/// api.to_graph's check of its entity: a tf.function (no __code__) fails in _convert_actual with
/// a ValueError that to_graph re-raises as ConversionError. Anything else tfplay cannot convert
/// but a plain Python function raises NotImplementedError naming `api`.
void check_convertible(const Ref& entity, const char* api) {
  if (entity->cls == py::T().function) return;
  if (dynamic_cast<function::Function*>(entity.get()))
    py::raise(conversion_error_type(),
              "converting " + py::repr(entity) +
                  ": ValueError: Cannot apply autograph to a function that doesn't expose a __code__ object. If this is a "
                  "@tf.function, try passing f.python_function instead.");
  py::raise(py::E().NotImplementedError, std::string("tfplay's tf.autograph.") + api +
                                             " converts plain Python functions only (pass f.python_function for a "
                                             "tf.function), got " + py::repr(entity->cls->self()));
}

/// api.to_code: the source AutoGraph generates for a Python function.
Ref to_code(CallArgs& a) {
  Ref entity = arg(a, 0, "entity");
  if (!entity) py::raise_type_error("to_code() missing 1 required positional argument: 'entity'");
  Ref recursive = arg(a, 1, "recursive");
  Ref features = arg(a, 2, "experimental_optional_features");
  if (present(features) && py::truthy(features))
    py::raise(py::E().NotImplementedError, "tfplay's tf.autograph.to_code does not support experimental_optional_features");
  // A bound method (`obj.method`): its function's code (inspect.getsource gives the def, `self`
  // included).
  if (entity->cls == py::T().method) entity = static_cast<py::BoundMethodObject*>(entity.get())->function;
  check_convertible(entity, "to_code");
  auto* fn = static_cast<py::FunctionObject*>(entity.get());
  py::load_function_body(*fn);
  check_supported_features(*fn);
  const bool rec = !recursive || py::truthy(recursive);
  return py::Str(function::autograph_to_code(*fn, rec));
}

/// api.to_graph(entity, recursive=True, experimental_optional_features=None): the converted
/// function `tf__<name>`. Called eagerly, converted code behaves as the Python function does
/// (an eager tensor condition picks one branch); called while a tf.function traces, AutoGraph
/// converts it as any function the traced code calls.
Ref to_graph(CallArgs& a) {
  Ref entity = arg(a, 0, "entity");
  if (!entity) py::raise_type_error("to_graph() missing 1 required positional argument: 'entity'");
  Ref features = arg(a, 2, "experimental_optional_features");
  if (present(features) && py::truthy(features))
    py::raise(py::E().NotImplementedError, "tfplay's tf.autograph.to_graph does not support experimental_optional_features");
  check_convertible(entity, "to_graph");
  // The converted function is a new Python function `tf__<name>` over the same code: tfplay
  // converts a function's control flow while a tf.function traces it, and eagerly converted
  // code does what the Python code does.
  auto* fn = static_cast<py::FunctionObject*>(entity.get());
  py::load_function_body(*fn);
  check_supported_features(*fn);
  auto converted = py::make_object<py::FunctionObject>(fn->cls);
  converted->name = "tf__" + fn->name;
  converted->qualname = "tf__" + fn->name;
  converted->params = fn->params;
  converted->body = fn->body;
  converted->lambda_body = fn->lambda_body;
  converted->def = fn->def;
  converted->line = fn->line;
  converted->is_generator = fn->is_generator;
  converted->code = fn->code;
  converted->locals_prefix = fn->locals_prefix;
  converted->positional_only_call = fn->positional_only_call;
  converted->closure = fn->closure;
  converted->globals = fn->globals;
  converted->owner_class = fn->owner_class;
  return converted;
}

}  // namespace

Ref build_autograph_module() {
  Ref ag = module("tensorflow.autograph");
  def(ag, "to_code", to_code);
  def(ag, "set_verbosity", +[](CallArgs& a) -> Ref {
    // ag_logging.set_verbosity: only AutoGraph's own debug logging changes, which tfplay has not.
    if (!arg(a, 0, "level")) py::raise_type_error("set_verbosity() missing 1 required positional argument: 'level'");
    return py::None();
  });
  def(ag, "to_graph", to_graph);
  unimplemented_names(ag, "tf.autograph", {"trace"});
  Ref experimental = module("tensorflow.autograph.experimental");
  ag->dict->set("experimental", experimental);
  def(experimental, "do_not_convert", do_not_convert);
  experimental->dict->set("set_loop_options", function::set_loop_options_function());
  unimplemented_names(experimental, "tf.autograph.experimental", {"Feature"});
  return ag;
}

}  // namespace tfplay::tf
