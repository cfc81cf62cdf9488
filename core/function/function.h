// tf.function: the polymorphic Function object, its concrete functions and the trace cache
// (tensorflow/python/eager/polymorphic_function/polymorphic_function.py, tracing_compilation.py,
// tensorflow/core/function/polymorphism/function_cache.py and type_dispatch.py).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/function/trace_type.h"
#include "core/python/interpreter.h"
#include "core/python/object.h"

namespace tfplay::graph {
class FuncGraph;
}

namespace tfplay::function {

/// One parameter of the Python function as tf.function binds it (FunctionType's Parameter).
struct Parameter {
  std::string name;
  py::ParamKind kind;
  py::Ref default_value;  // null when required
  /// With an input_signature, a parameter the signature leaves to its Python default is
  /// constrained to that default's trace type (add_type_constraints: `scale=2` -> Literal[2]).
  std::optional<TraceType> default_constraint;
};

/// One traced graph: its input types, the FuncGraph and how to rebuild the Python output.
struct ConcreteFunction {
  int index = 0;
  std::vector<std::string> names;        // parameter names, in signature order
  std::vector<py::ParamKind> kinds;
  std::vector<TraceType> input_types;    // one per parameter
  std::shared_ptr<graph::FuncGraph> graph;
  py::Ref structured_outputs;            // the trace's return value, with symbolic tensors
  std::optional<TraceType> output_type;
  int calls = 0;
  /// Dropped from the Function's cache by clear_cache: never looked up or counted again (it
  /// stays here for the ConcreteFunction objects the program still holds).
  bool cleared = false;
  int traced_at_call = 0;  // 0 when traced by get_concrete_function
  std::string reason;
  // The ConcreteFunction object handed to the program while it holds one (weak: the object
  // owns its Function, which owns this).
  std::weak_ptr<py::Object> python_object;
  /// The tracing scope (tracing_compilation.ScopeType): traces that may create variables and
  /// traces that may not live in separate cache entries.
  bool variable_creation = true;
  int created_variables = 0;  // tf.Variables this trace created
  /// A created variable's initializer stays in this graph (it depends on the arguments).
  bool initializes_in_graph = false;
  /// The names of the TensorSpecs get_concrete_function traced it from, one per tensor input in
  /// placeholder order ("" for an unnamed spec); empty when a call traced it. A TensorSpec's
  /// name is part of its trace type (TensorSpec.is_subtype_of: a named spec matches only a trace
  /// of that name), so `get_concrete_function(TensorSpec(..., name='x'))` traces anew after a
  /// call traced the same shapes.
  std::vector<std::string> spec_names;

  /// `(x: TensorSpec(shape=(2,), dtype=tf.int32, name=None), factor: Literal[2])`
  std::string inputs_text() const;
  /// str(FunctionType): the inputs text plus ` -> <output type>`.
  std::string signature_text() const;
  /// repr(FunctionType): the verbose "Input Parameters: ... Captures:" block.
  std::string verbose_text() const;
};

/// One parameter of the monomorphic FunctionType a trace is keyed by.
struct MonoParameter {
  std::string name;
  py::ParamKind kind;
  const TraceType* type;
};

/// canonicalize_to_monomorphic: *args unbundle into POSITIONAL_ONLY `args_0, args_1, ...`,
/// **kwargs into KEYWORD_ONLY parameters sorted by name, and with *args present every
/// POSITIONAL_OR_KEYWORD parameter becomes POSITIONAL_ONLY.
std::vector<MonoParameter> monomorphic_parameters(const ConcreteFunction& cf);

/// The enclosing graph's tensors `cf`'s graph captured (FuncGraph.captures, in placeholder
/// order): symbolic tensors of the graph a nested trace ran in (a closure over the caller's
/// values), which a call passes after its arguments. Empty for a function traced on its own.
std::vector<py::Ref> captured_graph_tensors(const ConcreteFunction& cf);

/// The object `tf.function(f)` returns.
struct Function : py::NativeObject {
  py::Ref python_function;
  std::string name;
  int line = 0;
  int index = -1;  // its position in Runtime::functions, the run result's `functions`
  const void* code = nullptr;  // the Python code object (retracing detector key)
  std::vector<Parameter> params;
  std::optional<std::vector<py::Ref>> input_signature;  // TensorSpec objects
  /// 1 when the first parameter is `self` (no type constraint: add_type_constraints skips it).
  std::size_t signature_offset = 0;
  bool reduce_retracing = false;
  bool autograph = true;
  /// python_function is an AutoGraph artifact (tf.autograph.experimental.do_not_convert's
  /// wrapper, which carries `autograph_info__`): AutoGraph calls it unconverted.
  bool autograph_artifact = false;
  /// jit_compile=True: calls XLA-compile the graph, so ops without an XLA kernel are refused.
  bool jit_compile = false;
  /// The jit_compile argument as given (None, True or False): what function_spec reports.
  std::optional<bool> jit_compile_arg;
  /// The cache (TF's _function_cache), in the order traces finished: a trace nested in another
  /// of the same function (recursion) is cached before the one that started it.
  std::vector<std::unique_ptr<ConcreteFunction>> concretes;
  /// The indices of traces under way: each trace takes its index (the run result's "#N") when
  /// it starts, one past every index cached or under way, so nested traces get distinct ones.
  std::vector<int> tracing_indices;
  /// The cached concrete function whose index is `index`.
  ConcreteFunction& concrete(int index) const;
  int call_count = 0;
  /// Set on the per-instance Function `instance.method` gives (Function.__get__ ->
  /// class_method_to_instance_method): the instance, held weakly as TF's weak_instance, is passed
  /// as python_function's first argument and `params` omit `self`.
  std::optional<std::weak_ptr<py::Object>> bound_instance;
  /// For such a Function, TF's python_function: class_method_to_instance_method's
  /// bound_method_wrapper (method_target.h), which Function.python_function returns.
  py::Ref bound_method_wrapper;
  /// Function._initialize has run (the first call or get_concrete_function), and whether its
  /// trace created variables (`_created_variables`): then every later trace runs in the scope
  /// that forbids creating them.
  bool initialized = false;
  bool created_variables = false;
  /// A function tf.saved_model.load restored (function_deserialization.RestoredFunction): its
  /// Python body only dispatches to the loaded graphs, so it never runs eagerly and never logs
  /// the frequent-retracing warning (`_omit_frequent_tracing_warning`).
  bool restored = false;
  /// Function.__get__'s weak-keyed descriptor cache: one bound Function per live instance.
  std::vector<std::pair<std::weak_ptr<py::Object>, py::Ref>> descriptor_cache;

  using NativeObject::NativeObject;

  /// Calls the function: binds, dispatches to a concrete function (tracing one if needed) and
  /// runs its graph. Python errors propagate as py::PyError.
  py::Ref call(py::CallArgs& args);
  /// ConcreteFunction.__call__: binds to `cf`'s own signature (its types, no defaults; TF's
  /// structured signature, then its flat one) and runs it. Raises TF's binding TypeErrors.
  py::Ref call_concrete(ConcreteFunction& cf, py::CallArgs& args);
  /// get_concrete_function(*args): traces if needed; TensorSpecs stand for tensors.
  ConcreteFunction& get_concrete(py::CallArgs& args);
  /// The input_signature TensorSpec constraining parameter `i`, or nullptr (none, or a nested
  /// structure of specs: see signature_structure).
  const struct TensorSpecObject* spec_for(std::size_t i) const;
  /// Runs the Python function itself (tracing, or run_functions_eagerly), `self` first when bound.
  py::Ref call_python(py::CallArgs args) const;
  /// experimental_get_tracing_count: the traces in the cache (clear_cache empties it).
  std::size_t tracing_count() const;
  /// Function.clear_cache: drops every trace, forgets that the first call created variables
  /// (the next call initializes again) and drops the instances' bound Functions.
  void clear_cache();
  /// str(python_function) as TF's messages show it: `<function f at 0x7f0000000010>`; a bound
  /// method's wrapper carries the method's qualname (`<function Model.apply at 0x...>`).
  std::string python_function_text() const;
  /// Function.__get__(instance): the per-instance Function, created on first access.
  py::Ref bind_to(const py::Ref& instance);
};

py::TypeObject* function_type();
py::TypeObject* concrete_function_type();

/// tf.function(func=None, input_signature=None, autograph=True, jit_compile=None,
/// reduce_retracing=False, experimental_relax_shapes=None, ...): a Function, or a decorator
/// when `func` is omitted. Validates input_signature (TypeErrors of function_type_utils.py).
py::Ref make_tf_function(py::CallArgs& args);

}  // namespace tfplay::function
