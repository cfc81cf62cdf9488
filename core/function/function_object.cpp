// The Python faces of tf.function: `tf.function(...)`, Function and ConcreteFunction objects.
#include <algorithm>
#include <cctype>
#include <functional>

#include "core/function/binding.h"
#include "core/function/composite_spec.h"
#include "core/function/deprecation.h"
#include "core/function/eager_captures.h"
#include "core/function/function.h"
#include "core/function/function_def.h"
#include "core/function/function_spec.h"
#include "core/function/method_target.h"
#include "core/function/func_graph_object.h"
#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/saved_function.h"
#include "core/function/tensor_object.h"
#include "core/function/trace_protocol.h"
#include "core/function/variable_object.h"
#include "core/graph/graph_clone.h"
#include "core/python/interpreter.h"
#include "core/python/object_id.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::function {

using py::CallArgs;
using py::Ref;

namespace {

Function& self_function(CallArgs& a) { return *static_cast<Function*>(a.args[0].get()); }

/// A ConcreteFunction handed to the program: which Function it belongs to and its index.
struct ConcreteFunctionObject : py::NativeObject {
  Ref owner;  // the Function
  int index;
  /// A restored concrete function's structured_outputs: the TensorSpecs of its saved
  /// output_signature (null for a trace of this run).
  Ref output_signature;
  ConcreteFunctionObject(py::TypeObject* t, Ref o, int i) : NativeObject(t), owner(std::move(o)), index(i) {}
  ConcreteFunction& cf() const { return static_cast<Function*>(owner.get())->concrete(index); }
};

/// convert_structure_to_signature's encode_arg over one parameter's trace type.
/// tensor.sanitize_spec_name: lower case, every character but letters and digits an underscore,
/// and "tensor_" before a name that does not start with a letter ("unknown" for no name).
std::string sanitize_spec_name(const std::string& name) {
  if (name.empty()) return "unknown";
  std::string swapped;
  for (unsigned char c : name) swapped += std::isalnum(c) ? static_cast<char>(std::tolower(c)) : '_';
  return std::isalpha(static_cast<unsigned char>(swapped[0])) ? swapped : "tensor_" + swapped;
}

/// convert_structure_to_signature's value for an argument of trace type `t` at `path` (the
/// parameter name, then each index, key or field name down to it). A tensor becomes a TensorSpec
/// named `sanitize_spec_name("_".join(path))`, or by the name its placeholder was given when that
/// differs from the parameter's (a named TensorSpec); `placeholder` counts the graph inputs read.
Ref structured_value(const TraceType& t, std::vector<std::string>& path, const graph::FuncGraph* graph,
                     std::size_t& placeholder) {
  switch (t.kind) {
    case TraceType::Kind::Tensor: {
      std::string joined;
      for (std::size_t i = 0; i < path.size(); ++i) joined += (i ? "_" : "") + path[i];
      std::string name = sanitize_spec_name(joined);
      if (graph && placeholder < graph->inputs().size()) {
        const graph::Node& n = graph->node(graph->inputs()[placeholder]);
        auto it = n.attrs.find("_user_specified_name");
        if (it != n.attrs.end() && std::holds_alternative<std::string>(it->second)) {
          const std::string& user = std::get<std::string>(it->second);
          if (!user.empty() && user != path[0]) name = user;
        }
      }
      ++placeholder;
      return spec_object(t.shape, t.dtype, name);
    }
    case TraceType::Kind::Literal:
      return t.value;
    case TraceType::Kind::List:
    case TraceType::Kind::Tuple:
    case TraceType::Kind::NamedTuple: {
      // nest's paths: an index, or a namedtuple's field name.
      std::vector<Ref> items;
      for (std::size_t i = 0; i < t.components.size(); ++i) {
        path.push_back(t.kind == TraceType::Kind::NamedTuple && i < t.field_names.size() ? t.field_names[i]
                                                                                       : std::to_string(i));
        items.push_back(structured_value(t.components[i], path, graph, placeholder));
        path.pop_back();
      }
      if (t.kind == TraceType::Kind::NamedTuple) return py::call(t.named_type, items);
      return t.kind == TraceType::Kind::List ? py::List(items) : py::Tuple(items);
    }
    case TraceType::Kind::Dict: {
      auto d = py::Dict();
      for (std::size_t i = 0; i < t.keys.size(); ++i) {
        path.push_back(py::str(t.keys[i]));
        d->set(t.keys[i], structured_value(t.components[i], path, graph, placeholder));
        path.pop_back();
      }
      return d;
    }
    case TraceType::Kind::Weakref:
      break;
    case TraceType::Kind::Custom:  // the user's placeholder object: convert_structure_to_signature's UnknownArgument
      if (is_composite_type(t)) {
        // convert_structure_to_signature: a CompositeTensor placeholder shows its TypeSpec.
        placeholder += composite_component_types(t.value).size();
        return t.value;
      }
      break;
    case TraceType::Kind::Variable: {
      // convert_structure_to_signature: trace_type.from_value of the variable, a VariableSpec
      // whose alias ids count the distinct variables of the signature (0, 1, ...).
      Ref tf = py::Interpreter::current().import_module("tensorflow");
      py::getattr(tf, "TypeSpec");  // runs the module that defines VariableSpec
      Ref module = py::Interpreter::current().import_module("tensorflow.python.framework.type_spec");
      py::CallArgs a;
      a.args = {shape_object(t.shape)};
      a.kwargs = {{"dtype", dtype_object(t.dtype)}, {"trainable", py::Bool(t.trainable)}, {"alias_id", py::Int(t.alias_id)}};
      ++placeholder;
      return py::call(py::getattr(module, "VariableSpec"), a);
    }
    case TraceType::Kind::Dataset:
    case TraceType::Kind::Iterator:
      py::raise(py::E().NotImplementedError, "tfplay cannot show structured_input_signature for a tf.data argument");
    case TraceType::Kind::Optional:
      py::raise(py::E().NotImplementedError,
                "tfplay cannot show structured_input_signature for a tf.experimental.Optional argument");
  }
  py::raise(py::E().NotImplementedError,
            "tfplay cannot show structured_input_signature for an object argument (TF shows an UnknownArgument)");
}

/// How many placeholders a trace makes for an argument of type `t` (placeholder_value).
std::size_t placeholder_count(const TraceType& t) {
  switch (t.kind) {
    case TraceType::Kind::Tensor:
    case TraceType::Kind::Variable:
    case TraceType::Kind::Dataset:
    case TraceType::Kind::Iterator:
    case TraceType::Kind::Optional:
      return 1;
    case TraceType::Kind::List:
    case TraceType::Kind::Tuple:
    case TraceType::Kind::NamedTuple:
    case TraceType::Kind::Dict: {
      std::size_t n = 0;
      for (const TraceType& c : t.components) n += placeholder_count(c);
      return n;
    }
    case TraceType::Kind::Custom:
      return is_composite_type(t) ? composite_component_types(t.value).size() : 0;
    default:
      return 0;
  }
}

Ref concrete_object(Function& f, ConcreteFunction& cf) {
  if (Ref live = cf.python_object.lock()) return live;
  Ref made = py::make_object<ConcreteFunctionObject>(concrete_function_type(), f.self(), cf.index);
  cf.python_object = made;
  return made;
}

// ConcreteFunction.__repr__ prints id(self) as "0x{:X}": uppercase, unpadded.
std::string hex_upper(const py::Object* p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%llX", static_cast<unsigned long long>(py::object_id(p)));
  return buf;
}

/// A TypeSpec of a composite value tfplay encodes (a RaggedTensorSpec): an input_signature entry.
bool composite_input_spec(const Ref& v) {
  TraceType t;
  t.kind = TraceType::Kind::Custom;
  t.value = v;
  return is_composite_type(t);
}

// Flattens a possibly nested input_signature into its TensorSpecs, as TF validates it.
void collect_specs(const Ref& v, std::vector<Ref>& specs, std::vector<Ref>& bad) {
  if (as_spec(v.get()) || composite_input_spec(v)) {
    specs.push_back(v);
  } else if (py::is_list(v.get()) || py::is_tuple(v.get())) {
    for (const Ref& x : py::to_vector(v)) collect_specs(x, specs, bad);
  } else if (v->cls == py::T().dict) {  // nest.flatten: a dict's values, in sorted key order
    std::vector<Ref> keys = py::to_vector(v);
    std::stable_sort(keys.begin(), keys.end(), [](const Ref& a, const Ref& b) {
      return py::truthy(py::compare(py::ast::CmpOpKind::Lt, a, b));
    });
    for (const Ref& k : keys) collect_specs(py::getitem(v, k), specs, bad);
  } else {
    bad.push_back(v);
  }
}

/// function_type.add_type_constraints: gives each parameter its input_signature constraint, in
/// order (`self` takes none). `*args` becomes POSITIONAL_ONLY parameters `args_0, args_1, ...` that
/// take every remaining constraint, and with `*args` present every POSITIONAL_OR_KEYWORD parameter
/// becomes POSITIONAL_ONLY. A parameter left without a constraint but with a Python default is
/// constrained to the default's trace type (`scale=2` -> Literal[2]); `**kwargs` is dropped.
/// Raises TF's TypeErrors for a missing or extra constraint.
void add_type_constraints(Function& f, std::size_t constraint_count) {
  const bool has_var_pos = std::any_of(f.params.begin(), f.params.end(),
                                       [](const Parameter& p) { return p.kind == py::ParamKind::VarPositional; });
  std::size_t remaining = constraint_count;
  std::vector<Parameter> out;
  f.signature_offset = 0;
  for (std::size_t i = 0; i < f.params.size(); ++i) {
    Parameter p = f.params[i];
    if (has_var_pos && p.kind == py::ParamKind::PositionalOrKeyword) p.kind = py::ParamKind::PositionalOnly;
    if (p.name == "self") {
      if (i == 0) f.signature_offset = 1;
      out.push_back(p);
    } else if (p.kind == py::ParamKind::VarKeyword) {
      continue;
    } else if (p.kind == py::ParamKind::VarPositional) {
      for (std::size_t k = 0; remaining > 0; ++k, --remaining)
        out.push_back({p.name + "_" + std::to_string(k), py::ParamKind::PositionalOnly, nullptr, std::nullopt});
    } else {
      if (p.kind == py::ParamKind::KeywordOnly && !p.default_value)
        py::raise_type_error("Since input_signature is defined, keyword-only parameter `" + p.name + "` must have a default value");
      if (remaining > 0) {
        --remaining;
      } else if (p.default_value) {
        p.default_constraint = trace_type_from_value(p.default_value);
      } else {
        py::raise_type_error("input_signature missing type constraint for " + p.name);
      }
      out.push_back(p);
    }
  }
  if (remaining > 0) py::raise_type_error("input_signature contains " + std::to_string(remaining) + " extra type constraints.");
  f.params = std::move(out);
}

/// tf_decorator.make_decorator(target, function): the Function takes the target's
/// __qualname__ and __module__, the entries of its __dict__ (function attributes), TFDecorator's
/// docstring (the target's, or '' when it has none) and, unless it is a method bound to an
/// instance, __wrapped__ and __original_wrapped__. They live in the Function's instance dict,
/// which also takes the program's own attributes (`f.calls = 0`).
void copy_decorator_attributes(Function& f, const Ref& target, bool wrapped) {
  py::AttrMap& dict = f.ensure_dict();
  for (const char* name : {"__qualname__", "__module__"})
    if (Ref value = py::getattr_opt(target, name)) dict.set(name, value);
  if (target->dict)
    target->dict->for_each([&dict](const std::string& name, const Ref& value) {
      if (!dict.contains(name)) dict.set(name, value);
    });
  Ref doc = py::getattr_opt(target, "__doc__");
  dict.set("__doc__", doc && py::truthy(doc) ? doc : py::Str(""));
  if (wrapped) {
    dict.set("__wrapped__", target);
    dict.set("__original_wrapped__", target);
  }
}

/// make_decorator(bound_method, ...) also gives a method bound to an instance the bound method's
/// signature, `self` left out, as __signature__: inspect.signature(layer.call) on a tf.function
/// method (what Keras's Layer.__init__ reads) gives `(inputs, training=None)`. As in
/// make_decorator, a target without a signature leaves it unset.
void set_bound_signature(Function& f, const Ref& target, const Ref& instance) {
  py::Interpreter& interp = py::Interpreter::current();
  try {
    Ref method = py::call(py::getattr(interp.import_module("types"), "MethodType"), std::vector<Ref>{target, instance});
    f.ensure_dict().set("__signature__", py::call(py::getattr(interp.import_module("inspect"), "signature"),
                                                  std::vector<Ref>{method}));
  } catch (py::PyError& e) {
    if (!py::isinstance(e.exc.get(), py::E().TypeError) && !py::isinstance(e.exc.get(), py::E().ValueError)) throw;
  }
}

/// Lists a new tf.function object in the run's functions; its position there identifies it in
/// the run result (two objects may share a name).
void register_function(const py::Ref& ref) {
  Runtime& rt = Runtime::current();
  static_cast<Function*>(ref.get())->index = static_cast<int>(rt.functions.size());
  rt.functions.push_back(ref);
}

/// A functools.partial object: TF's FunctionType.from_callable takes inspect.signature of it,
/// the wrapped function's parameters less those the partial binds.
bool is_functools_partial(const Ref& o) {
  if (o->cls->name != "partial") return false;
  Ref module = py::getattr_opt(o->cls->self(), "__module__");
  return module && py::is_str(module.get()) && py::as_str(module.get()) == "functools";
}

std::vector<Parameter> signature_parameters(const Ref& callable) {
  static const char* kinds[] = {"POSITIONAL_ONLY", "POSITIONAL_OR_KEYWORD", "VAR_POSITIONAL", "KEYWORD_ONLY", "VAR_KEYWORD"};
  Ref signature = py::call(py::getattr(py::Interpreter::current().import_module("inspect"), "signature"), {callable});
  Ref empty = py::getattr(signature, "empty");
  std::vector<Parameter> out;
  for (const Ref& p : py::to_vector(py::call_method(py::getattr(signature, "parameters"), "values", {}))) {
    const std::string kind = py::str(py::getattr(py::getattr(p, "kind"), "name"));
    Parameter param{py::str(py::getattr(p, "name")), py::ParamKind::PositionalOrKeyword, nullptr, std::nullopt};
    for (int k = 0; k < 5; ++k)
      if (kind == kinds[k]) param.kind = static_cast<py::ParamKind>(k);
    Ref default_value = py::getattr(p, "default");
    if (default_value.get() != empty.get()) param.default_value = default_value;
    out.push_back(std::move(param));
  }
  return out;
}

Ref build_function(const Ref& python_function, const Ref& input_signature, bool reduce_retracing, bool autograph, bool jit_compile) {
  // Function.__init__ takes FunctionType.from_callable(python_function): inspect.signature,
  // whose TypeError for a non-callable is what tf.function(1) raises.
  if (!py::is_callable(python_function.get())) py::raise_type_error(py::repr(python_function) + " is not a callable object");
  const bool partial = is_functools_partial(python_function);
  // A native wrapper with `__wrapped__` (tf.autograph.experimental.do_not_convert's) stands for
  // the Python function it wraps -- its name, line and code -- while calls go through it.
  Ref target = python_function;
  // A bound method (`tf.function(model.train_step)`): the signature is the function's without
  // its first parameter, and calls go through the method, which holds the instance.
  bool bound_method = false;
  if (target->cls == py::T().method) {
    target = static_cast<py::BoundMethodObject*>(target.get())->function;
    bound_method = true;
  }
  // A callable object (an instance of a class defining __call__ in Python): TF's
  // FunctionType.from_callable takes the signature of its __call__ without `self`, and calls
  // go through the object. Its name is its __name__ when it has one, else "function"
  // (polymorphic_function.function's fallback).
  std::string object_name;
  if (target->cls != py::T().function && target->cls != py::T().builtin_function && !dynamic_cast<py::TypeObject*>(target.get())) {
    if (Ref call = py::getattr_opt(target->cls->self(), "__call__"); call && call->cls == py::T().function) {
      Ref name = py::getattr_opt(target, "__name__");
      object_name = name && py::is_str(name.get()) ? py::as_str(name.get()) : "function";
      target = call;
      bound_method = true;
    }
  }
  while (target->cls != py::T().function) {
    Ref inner = target->cls == py::T().builtin_function ? py::getattr_opt(target, "__wrapped__") : nullptr;
    // tf.function(tf.function(f)): the inner Function stands in (its `__wrapped__`, the Python
    // function, gives the signature); each call of the outer one calls it as a nested function.
    if (auto* nested = dynamic_cast<Function*>(target.get()); nested && !nested->restored) {
      inner = nested->python_function;
      // tf.function(instance.method) of a tf.function method: the bound Function's signature
      // (its function's without `self`); calls go through it, a nested tf.function call.
      if (nested->bound_instance) bound_method = true;
    }
    // A TF API function (tf.square, tf.nn.relu) is one of the engine's natives with a declared
    // signature; TF traces its Python body as is (AutoGraph does not convert the tensorflow
    // module), which calling the native does.
    if (!inner && target->cls == py::T().builtin_function && static_cast<py::NativeFunctionObject*>(target.get())->has_signature())
      break;
    if (!inner)
      py::raise(py::E().NotImplementedError,
                "tfplay supports tf.function on functions defined with def or lambda and on TF API functions, not on " +
                    py::type_name(target.get()) + " objects");
    target = inner;
  }
  auto f = py::make_object<Function>(function_type());
  f->python_function = python_function;
  f->reduce_retracing = reduce_retracing;
  f->autograph = autograph;
  f->autograph_artifact = static_cast<bool>(py::getattr_opt(python_function, "autograph_info__"));
  f->jit_compile = jit_compile;
  if (target->cls == py::T().builtin_function) {
    auto* native = static_cast<py::NativeFunctionObject*>(target.get());
    f->name = object_name.empty() ? native->name : object_name;
    f->line = py::Interpreter::current().program_line();
    f->code = native;
    for (const py::Param& p : *native->signature()) f->params.push_back({p.name, p.kind, p.default_value, std::nullopt});
  } else {
    auto* fn = static_cast<py::FunctionObject*>(target.get());
    f->name = object_name.empty() ? fn->name : object_name;
    // A tf.function Keras creates (fit's one_step_on_data) belongs to the program line that
    // called Keras, the only lines the run result can point at.
    const bool library = fn->from_library();
    f->line = library ? py::Interpreter::current().program_line() : fn->line;
    f->code = fn->def ? static_cast<const void*>(fn->def) : static_cast<const void*>(fn->lambda_body);
    // FunctionType.from_callable(..., follow_wrapped=True): the signature is the innermost
    // `__wrapped__` function's (functools.wraps decorators keep `f(x, scale=2.0)`), while calls
    // still go through the wrapper. A bound method on the way (what make_decorator wrapped for
    // `instance.method.python_function`, whose __signature__ is the method's) drops `self`.
    const py::FunctionObject* signature_fn = fn;
    for (Ref inner = py::getattr_opt(target, "__wrapped__"); inner; inner = py::getattr_opt(inner, "__wrapped__")) {
      if (inner->cls == py::T().method) {
        inner = static_cast<py::BoundMethodObject*>(inner.get())->function;
        bound_method = true;
      }
      if (inner->cls != py::T().function) break;
      signature_fn = static_cast<const py::FunctionObject*>(inner.get());
    }
    for (const py::Param& p : signature_fn->params) f->params.push_back({p.name, p.kind, p.default_value, std::nullopt});
  }
  if (bound_method && !f->params.empty() && f->params.front().kind != py::ParamKind::VarPositional)
    f->params.erase(f->params.begin());
  // A partial is called as it is, with the parameters its signature leaves.
  if (partial) f->params = signature_parameters(python_function);
  if (input_signature && !py::is_none(input_signature.get())) {
    if (!py::is_list(input_signature.get()) && !py::is_tuple(input_signature.get()))
      py::raise_type_error("input_signature must be either a tuple or a list, got " + py::repr(input_signature->cls->self()) + ".");
    std::vector<Ref> top = py::to_vector(input_signature), specs, bad;
    for (const Ref& s : top) collect_specs(s, specs, bad);
    // TF takes any TypeSpec there; tfplay's input_signature takes TensorSpecs only.
    const DatasetHooks& hooks = Runtime::current().datasets;
    for (const Ref& b : bad)
      if ((hooks.is_optional_spec && hooks.is_optional_spec(b)) || is_type_spec(b))
        py::raise(py::E().NotImplementedError, "tfplay's input_signature takes tf.TensorSpec objects only, not " + py::repr(b));
    if (!bad.empty()) {
      std::string types = "[";
      for (std::size_t i = 0; i < bad.size(); ++i) types += (i ? ", " : "") + py::repr(bad[i]->cls->self());
      py::raise_type_error("input_signature must be a possibly nested sequence of TensorSpec objects, got invalid args " +
                           py::repr(py::List(bad)) + " with types " + types + "].");
    }
    add_type_constraints(*f, top.size());
    f->input_signature = top;
  }
  copy_decorator_attributes(*f, python_function, /*wrapped=*/true);
  register_function(f);
  return f;
}

}  // namespace

const TensorSpecObject* Function::spec_for(std::size_t i) const {
  if (!input_signature || i < signature_offset || i - signature_offset >= input_signature->size()) return nullptr;
  // A nested entry (a dict or list of TensorSpecs) is no TensorSpec: signature_structure has it.
  const Ref& entry = (*input_signature)[i - signature_offset];
  if (!entry->cls->is_subtype_of(tensor_spec_type())) return nullptr;
  return static_cast<const TensorSpecObject*>(entry.get());
}

Ref Function::call_python(CallArgs args) const {
  if (bound_instance) {
    Ref instance = bound_instance->lock();
    if (!instance) py::raise(py::E().RuntimeError, "the instance of this tf.function method no longer exists");
    args.args.insert(args.args.begin(), instance);
  }
  // autograph_util.py_func_from_autograph traces tf_decorator.unwrap(python_function): the Python
  // function under any tf.function wrapping it, so tf.function(tf.function(f)) traces f itself.
  Ref target = python_function;
  if (autograph)
    while (auto* nested = dynamic_cast<const Function*>(target.get())) {
      if (nested->bound_instance || nested->restored) break;
      target = nested->python_function;
    }
  return py::call(target, args);
}

std::size_t Function::tracing_count() const {
  std::size_t n = 0;
  for (const auto& c : concretes) n += c->cleared ? 0 : 1;
  return n;
}

void Function::clear_cache() {
  for (auto& c : concretes) c->cleared = true;
  initialized = false;
  created_variables = false;
  descriptor_cache.clear();
}

std::string Function::python_function_text() const {
  if (bound_method_wrapper) return py::str(bound_method_wrapper);
  if (python_function->cls != py::T().function) {
    // A do_not_convert wrapper is a Python function in TF, named by functools.update_wrapper.
    Ref qualname = py::getattr_opt(python_function, "__qualname__");
    return "<function " + (qualname ? py::str(qualname) : name) + " at " + py::address_text(python_function.get()) + ">";
  }
  return py::str(python_function);
}

Ref Function::bind_to(const Ref& instance) {
  // The weak-keyed cache drops instances that died.
  descriptor_cache.erase(std::remove_if(descriptor_cache.begin(), descriptor_cache.end(),
                                        [](const auto& e) { return e.first.expired(); }),
                         descriptor_cache.end());
  for (const auto& [key, bound] : descriptor_cache)
    if (key.lock() == instance) return bound;
  auto f = py::make_object<Function>(function_type());
  f->python_function = python_function;
  f->name = name;
  f->line = line;
  f->code = code;  // the retracing detector is keyed by the code object, shared by all instances
  f->params.assign(params.begin() + (params.empty() ? 0 : 1), params.end());
  f->input_signature = input_signature;
  f->signature_offset = 0;  // `self` is bound
  f->reduce_retracing = reduce_retracing;
  f->autograph = autograph;
  f->autograph_artifact = autograph_artifact;
  f->jit_compile = jit_compile;
  f->jit_compile_arg = jit_compile_arg;
  f->bound_instance = std::weak_ptr<py::Object>(instance);
  // The Function wraps a MethodType bound to a TfMethodTarget that holds the instance weakly
  // (make_decorator(bound_method, instance_func)): that bound method is its __wrapped__.
  auto [bound_method, wrapper] = instance_method_pieces(python_function, instance);
  f->bound_method_wrapper = wrapper;
  copy_decorator_attributes(*f, bound_method, /*wrapped=*/true);
  set_bound_signature(*f, python_function, instance);
  register_function(f);
  descriptor_cache.emplace_back(instance, f);
  return f;
}

py::TypeObject* function_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("Function", nullptr, "tensorflow.python.eager.polymorphic_function.polymorphic_function");
    type->native_instance_dict = true;  // make_decorator sets attributes on the Function
    py::add_method(type, "__call__", +[](CallArgs& a) {
      Ref self = a.args[0];
      CallArgs rest{std::vector<Ref>(a.args.begin() + 1, a.args.end()), a.kwargs};
      return static_cast<Function*>(self.get())->call(rest);
    });
    // Function.__get__: `instance.method` is a Function of its own per instance.
    py::add_method(type, "__get__", +[](CallArgs& a) -> Ref {
      Ref instance = a.args.size() > 1 ? a.args[1] : py::None();
      if (py::is_none(instance.get())) return a.args[0];
      return self_function(a).bind_to(instance);
    });
    py::add_method(type, "experimental_get_tracing_count", +[](CallArgs& a) {
      return py::Int(static_cast<std::int64_t>(self_function(a).tracing_count()));
    });
    py::add_method(type, "clear_cache", +[](CallArgs& a) -> Ref {
      // `def clear_cache(self)`: CPython's argument errors.
      if (!a.kwargs.empty()) py::raise_type_error("Function.clear_cache() got an unexpected keyword argument '" + a.kwargs[0].first + "'");
      if (a.args.size() != 1)
        py::raise_type_error("Function.clear_cache() takes 1 positional argument but " + std::to_string(a.args.size()) + " were given");
      self_function(a).clear_cache();
      return py::None();
    });
    // Function.experimental_get_compiler_ir(*args)(stage=...): XLA's HLO text, which tfplay
    // (no XLA) cannot show.
    py::add_method(type, "experimental_get_compiler_ir", +[](CallArgs&) -> Ref {
      py::raise(py::E().NotImplementedError, "tfplay cannot show XLA's compiler IR (Function.experimental_get_compiler_ir)");
    });
    py::add_method(type, "get_concrete_function", +[](CallArgs& a) {
      Function& f = self_function(a);
      CallArgs rest{std::vector<Ref>(a.args.begin() + 1, a.args.end()), a.kwargs};
      return concrete_object(f, f.get_concrete(rest));
    });
    py::add_method(type, "pretty_printed_concrete_signatures", +[](CallArgs& a) {
      Function& f = self_function(a);
      Ref verbose_arg = a.args.size() > 1 ? a.args[1] : a.kwarg("verbose");
      bool verbose = !verbose_arg || py::truthy(verbose_arg);
      if (f.input_signature) {
        CallArgs none;
        f.get_concrete(none);
      }
      std::string out;
      for (std::size_t i = 0; i < f.concretes.size(); ++i) {
        if (f.concretes[i]->cleared) continue;
        if (!out.empty()) out += verbose ? "\n\n" : "\n";
        out += verbose ? f.concretes[i]->verbose_text() : f.concretes[i]->signature_text();
      }
      return py::Str(out);
    });
    // Function.python_function. For `instance.method` it is the bound_method_wrapper of
    // class_method_to_instance_method, whose signature drops `self` and whose calls pass the
    // instance.
    py::add_property(type, "python_function", +[](Ref s) -> Ref {
      auto* f = static_cast<Function*>(s.get());
      return f->bound_method_wrapper ? f->bound_method_wrapper : f->python_function;
    });
    py::add_property(type, "__name__", +[](Ref s) { return py::Str(static_cast<Function*>(s.get())->name); });
    py::add_property(type, "input_signature", +[](Ref s) -> Ref {
      auto* f = static_cast<Function*>(s.get());
      return f->input_signature ? py::Tuple(*f->input_signature) : py::None();
    });
    py::add_property(type, "function_type", +[](Ref s) { return polymorphic_function_type(*static_cast<Function*>(s.get())); });
    py::add_property(type, "function_spec", +[](Ref s) { return function_spec_object(s); });
    return type;
  }();
  return t;
}


py::TypeObject* concrete_function_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("ConcreteFunction", nullptr, "tensorflow.python.eager.polymorphic_function.concrete_function");
    auto self = [](CallArgs& a) -> ConcreteFunctionObject& { return *static_cast<ConcreteFunctionObject*>(a.args[0].get()); };
    py::add_method(type, "__repr__", [self](CallArgs& a) {
      auto& o = self(a);
      return py::Str("<ConcreteFunction " + o.cf().signature_text() + " at 0x" + hex_upper(&o) + ">");
    });
    py::add_method(type, "__str__", [self](CallArgs& a) { return py::Str("ConcreteFunction " + self(a).cf().verbose_text()); });
    py::add_method(type, "pretty_printed_signature", [self](CallArgs& a) {
      Ref verbose_arg = a.args.size() > 1 ? a.args[1] : a.kwarg("verbose");
      bool verbose = !verbose_arg || py::truthy(verbose_arg);
      return py::Str(verbose ? self(a).cf().verbose_text() : self(a).cf().signature_text());
    });
    py::add_property(type, "structured_input_signature", +[](Ref s) {
      // func_graph.convert_structure_to_signature over the trace's placeholder arguments:
      // tensors become TensorSpecs named by their sanitized path ('x', 'xs_0', 'd_a',
      // 'point_x'), Python values stay. A tensor whose placeholder was named by its TensorSpec
      // keeps that name (`user_specified_name != path[0]`).
      auto& cf = static_cast<ConcreteFunctionObject*>(s.get())->cf();
      std::vector<Ref> args;
      auto kwargs = py::Dict();
      std::size_t placeholder = 0;
      for (const MonoParameter& p : monomorphic_parameters(cf)) {
        std::vector<std::string> path{p.name};
        std::size_t first = placeholder;
        Ref v = structured_value(*p.type, path, cf.graph.get(), first);
        placeholder += placeholder_count(*p.type);
        if (p.kind == py::ParamKind::KeywordOnly) kwargs->set(py::Str(p.name), v);
        else args.push_back(v);
      }
      return py::Tuple({py::Tuple(args), kwargs});
    });
    auto cf_of = [](const Ref& s) -> ConcreteFunction& { return static_cast<ConcreteFunctionObject*>(s.get())->cf(); };
    py::add_property(type, "graph", [cf_of](Ref s) { return concrete_function_graph_object(cf_of(s).graph, s); });
    py::add_property(type, "inputs", [cf_of](Ref s) { return graph_inputs(cf_of(s).graph); });
    py::add_property(type, "outputs", [cf_of](Ref s) { return graph_outputs(cf_of(s).graph); });
    py::add_property(type, "structured_outputs", +[](Ref s) {
      auto& o = *static_cast<ConcreteFunctionObject*>(s.get());
      return o.output_signature ? o.output_signature : o.cf().structured_outputs;
    });
    // ConcreteFunction.output_dtypes / output_shapes: nest.map_structure over structured_outputs.
    py::add_property(type, "output_dtypes", +[](Ref s) {
      return nest::map(static_cast<ConcreteFunctionObject*>(s.get())->cf().structured_outputs, [](const Ref& x) -> Ref {
        if (py::is_none(x.get())) return py::None();
        return py::getattr(x, "dtype");
      });
    });
    py::add_property(type, "output_shapes", +[](Ref s) {
      return nest::map(static_cast<ConcreteFunctionObject*>(s.get())->cf().structured_outputs, [](const Ref& x) -> Ref {
        Ref shape = py::getattr_opt(x, "shape");
        return shape ? shape : shape_object(tensor::TensorShape::unknown());
      });
    });
    // ConcreteFunction.function_type: str() is the signature, repr() the verbose block.
    py::add_property(type, "function_type", [cf_of](Ref s) {
      return function_type_object(cf_of(s).signature_text(), cf_of(s).verbose_text(),
                                  [s, cf_of] { return monomorphic_function_type_parameters(monomorphic_parameters(cf_of(s))); });
    });
    // ConcreteFunction.name: the inference function's name, as bytes. tfplay numbers functions
    // by their index in the tf.function's cache (TF uses a process-wide counter).
    py::add_property(type, "name", [cf_of](Ref s) {
      auto& o = *static_cast<ConcreteFunctionObject*>(s.get());
      return py::Bytes("__inference_" + static_cast<Function*>(o.owner.get())->name + "_" + std::to_string(cf_of(s).index));
    });
    // ConcreteFunction.function_def: the FunctionDef of the inference function, named as `name`.
    py::add_property(type, "function_def", [cf_of](Ref s) {
      auto& o = *static_cast<ConcreteFunctionObject*>(s.get());
      return function_def_object(*cf_of(s).graph, "__inference_" + static_cast<Function*>(o.owner.get())->name + "_" +
                                                      std::to_string(cf_of(s).index));
    });
    // FuncGraph.variables (the captured variables, in capture order), .trainable_variables, and
    // captured_inputs (the handles fed to the graph's capture placeholders). The variables of a
    // function the graph calls (PartitionedCall's `f`, a loaded SavedModel's functions, cond and
    // while branches) count too, where the call is, once each: TF's _call_flat marks a called
    // function's variables as accessed by the caller's graph (variable_accessed).
    auto captured = [cf_of](const Ref& s, int which) {
      std::vector<Ref> out;
      if (which == 2) {
        // In capture order: variables' handles, eager tensors captured by value and the
        // enclosing graph's tensors.
        const ConcreteFunction& cf = cf_of(s);
        const std::vector<Ref> graph_tensors = captured_graph_tensors(cf);
        const auto& graph_captures = cf.graph->captures();
        std::vector<std::pair<int, Ref>> by_node = value_captures(*cf.graph);
        for (std::size_t k = 0; k < graph_captures.size(); ++k) by_node.emplace_back(graph_captures[k].second, graph_tensors[k]);
        std::stable_sort(by_node.begin(), by_node.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (auto& capture : by_node) out.push_back(capture.second);
        return out;
      }
      return accessed_variables(*cf_of(s).graph, which == 1);
    };
    py::add_property(type, "variables", [captured](Ref s) { return py::Tuple(captured(s, 0)); });
    py::add_property(type, "trainable_variables", [captured](Ref s) { return py::Tuple(captured(s, 1)); });
    py::add_property(type, "captured_inputs", [captured](Ref s) { return py::List(captured(s, 2)); });
    py::add_method(type, "__call__", [self](CallArgs& a) -> Ref {
      auto& o = self(a);
      auto& f = *static_cast<Function*>(o.owner.get());
      CallArgs rest{std::vector<Ref>(a.args.begin() + 1, a.args.end()), a.kwargs};
      return f.call_concrete(o.cf(), rest);
    });
    return type;
  }();
  return t;
}

Ref make_tf_function(CallArgs& a) {
  Ref func = a.args.size() > 0 ? a.args[0] : a.kwarg("func");
  Ref input_signature = a.args.size() > 1 ? a.args[1] : a.kwarg("input_signature");
  Ref autograph = a.args.size() > 2 ? a.args[2] : a.kwarg("autograph");
  Ref reduce = a.kwarg("reduce_retracing");
  Ref relax = a.kwarg("experimental_relax_shapes");
  static const char* known[] = {"func", "input_signature", "autograph", "jit_compile", "reduce_retracing",
                                "experimental_implements", "experimental_autograph_options", "experimental_attributes",
                                "experimental_relax_shapes", "experimental_compile", "experimental_follow_type_hints", "name"};
  for (const auto& kwarg : a.kwargs) {
    const std::string& k = kwarg.first;
    if (std::find_if(std::begin(known), std::end(known), [&k](const char* n) { return k == n; }) == std::end(known))
      py::raise_type_error("function() got an unexpected keyword argument '" + k + "'");
  }
  // polymorphic_function.function is wrapped by three deprecation.deprecated_args decorators,
  // outermost first: experimental_compile, experimental_relax_shapes, experimental_follow_type_hints.
  // Any explicit one logs once; only the outermost wrapper's notice names the program's line.
  const char* kWhat = "calling function (from tensorflow.python.eager.polymorphic_function.polymorphic_function) with ";
  if (a.kwarg("experimental_compile"))
    warn_deprecated("function:experimental_compile", std::string(kWhat) + "experimental_compile",
                    "experimental_compile is deprecated, use jit_compile instead");
  if (relax)
    warn_deprecated_nested("function:experimental_relax_shapes", std::string(kWhat) + "experimental_relax_shapes",
                           "experimental_relax_shapes is deprecated, use reduce_retracing instead");
  if (a.kwarg("experimental_follow_type_hints"))
    warn_deprecated_nested("function:experimental_follow_type_hints", std::string(kWhat) + "experimental_follow_type_hints",
                           "experimental_follow_type_hints is deprecated");
  bool reduce_retracing = (reduce && py::truthy(reduce)) || (relax && py::truthy(relax));
  bool ag = !autograph || py::truthy(autograph);
  Ref jit = a.args.size() > 3 ? a.args[3] : a.kwarg("jit_compile");
  Ref experimental_compile = a.kwarg("experimental_compile");
  const bool jit_compile = (jit && py::truthy(jit)) || (experimental_compile && py::truthy(experimental_compile));
  // Function._jit_compile keeps the argument as given: None unless jit_compile (or the
  // deprecated experimental_compile) was passed.
  std::optional<bool> jit_arg;
  if (jit && !py::is_none(jit.get())) jit_arg = py::truthy(jit);
  else if (experimental_compile && !py::is_none(experimental_compile.get())) jit_arg = py::truthy(experimental_compile);
  auto build = [input_signature, reduce_retracing, ag, jit_compile, jit_arg](const Ref& fn) {
    Ref made = build_function(fn, input_signature, reduce_retracing, ag, jit_compile);
    static_cast<Function*>(made.get())->jit_compile_arg = jit_arg;
    return made;
  };
  if (func && !py::is_none(func.get())) return build(func);
  return py::NativeFunction("function", [build](CallArgs& d) -> Ref {
    if (d.args.size() != 1) py::raise_type_error("decorator expects exactly one function");
    return build(d.args[0]);
  });
}

// ----- tf.saved_model's view of tf.function (saved_function.h) ----------------------------------

namespace {

Function& function_arg(const Ref& value) {
  auto* f = dynamic_cast<Function*>(value.get());
  if (!f) py::raise_type_error("expected a tf.function, got " + py::type_name(value.get()));
  return *f;
}

}  // namespace

Ref list_all_concrete_functions(const Ref& function) {
  Function& f = function_arg(function);
  std::vector<Ref> out;
  for (auto& c : f.concretes)
    if (!c->cleared) out.push_back(concrete_object(f, *c));
  return py::List(out);
}

Ref function_parameters(const Ref& function) {
  Function& f = function_arg(function);
  std::vector<Parameter> params = f.params;
  if (f.input_signature) {
    // add_type_constraints rewrote `params`; the FunctionSpec keeps the Python signature.
    Ref target = f.python_function;
    bool drop_first = f.bound_instance.has_value();
    if (target->cls == py::T().method) {
      target = static_cast<py::BoundMethodObject*>(target.get())->function;
      drop_first = true;
    }
    if (target->cls == py::T().function) {
      params.clear();
      for (const py::Param& p : static_cast<const py::FunctionObject*>(target.get())->params)
        params.push_back({p.name, p.kind, p.default_value, std::nullopt});
      // _deserialize_function_spec_as_nonmethod drops a method's `self`.
      if (!params.empty() && (drop_first || params.front().name == "self")) params.erase(params.begin());
    }
  }
  std::vector<Ref> out;
  for (const Parameter& p : params)
    out.push_back(py::Tuple({py::Str(p.name), py::Int(static_cast<std::int64_t>(p.kind)),
                             p.default_value ? py::Tuple({p.default_value}) : py::None()}));
  return py::List(out);
}

std::vector<Ref> restore_concrete_functions(const std::vector<Ref>& concretes, const std::vector<std::pair<Ref, Ref>>& variables,
                                            const std::vector<Ref>& output_signatures, const std::string& name) {
  // The owner of the copies: a function never called itself (calls go to the copies), listed
  // with the run's functions so that what its graphs print is attributed to it.
  auto holder = py::make_object<Function>(function_type());
  holder->python_function = py::None();
  holder->name = name;
  holder->line = py::Interpreter::current().program_line();
  holder->initialized = true;
  holder->restored = true;
  register_function(holder);
  std::vector<std::pair<const void*, tensor::Tensor>> handles;
  for (const auto& [saved, loaded] : variables) {
    const VariableObject* s = as_variable(saved.get());
    const VariableObject* l = as_variable(loaded.get());
    if (!s || !l) py::raise_type_error("restore_concrete_functions: expected pairs of tf.Variable objects");
    handles.emplace_back(as_tensor(s->handle.get())->value->resource().get(), *as_tensor(l->handle.get())->value);
  }
  const graph::ResourceRemap remap = [&handles](const tensor::Tensor& h) -> std::optional<tensor::Tensor> {
    for (const auto& entry : handles)
      if (h.resource().get() == entry.first) return entry.second;
    return std::nullopt;
  };
  std::vector<Ref> out;
  for (std::size_t i = 0; i < concretes.size(); ++i) {
    auto* o = dynamic_cast<ConcreteFunctionObject*>(concretes[i].get());
    if (!o) py::raise_type_error("restore_concrete_functions: expected ConcreteFunction objects");
    const ConcreteFunction& src = o->cf();
    auto cf = std::make_unique<ConcreteFunction>();
    cf->index = static_cast<int>(holder->concretes.size());
    cf->names = src.names;
    cf->kinds = src.kinds;
    cf->input_types = src.input_types;
    cf->output_type = src.output_type;
    cf->reason = "restored from a SavedModel";
    cf->graph = graph::clone_graph(*src.graph, remap);
    std::shared_ptr<graph::FuncGraph> g = cf->graph;
    cf->structured_outputs = nest::map(src.structured_outputs, [&g](const Ref& x) -> Ref {
      const TensorObject* t = as_tensor(x.get());
      if (!t || t->is_eager()) return x;
      return make_symbolic(g, t->node, t->index, t->dtype, t->shape, t->name);
    });
    holder->concretes.push_back(std::move(cf));
    Ref made = concrete_object(*holder, *holder->concretes.back());
    if (i < output_signatures.size()) static_cast<ConcreteFunctionObject*>(made.get())->output_signature = output_signatures[i];
    out.push_back(made);
  }
  return out;
}

Ref make_restored_function(const Ref& body, const Ref& parameters, const Ref& input_signature) {
  // function_deserialization.RestoredFunction, a subclass of Function.
  static py::TypeObject* restored_type =
      py::make_native_type("RestoredFunction", function_type(), "tensorflow.python.saved_model.function_deserialization");
  Ref made = build_function(body, py::None(), false, /*autograph=*/false, false);
  made->cls = restored_type;
  Function& f = *static_cast<Function*>(made.get());
  f.restored = true;
  f.params.clear();
  for (const Ref& p : py::to_vector(parameters)) {
    std::vector<Ref> items = py::to_vector(p);
    Ref default_value = py::is_none(items.at(2).get()) ? nullptr : py::to_vector(items[2]).at(0);
    f.params.push_back({py::as_str(items.at(0).get()), static_cast<py::ParamKind>(py::as_int(items.at(1).get())), default_value,
                        std::nullopt});
  }
  if (input_signature && !py::is_none(input_signature.get())) {
    std::vector<Ref> top = py::to_vector(input_signature);
    add_type_constraints(f, top.size());
    f.input_signature = top;
  }
  return made;
}

}  // namespace tfplay::function
