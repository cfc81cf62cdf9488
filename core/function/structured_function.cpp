// Tracing and running tf.data functions (StructuredFunctionWrapper).
#include "core/function/structured_function.h"

#include "core/function/composite_spec.h"

#include "core/function/autograph_directives.h"
#include "core/function/autograph_errors.h"
#include "core/function/control_flow.h"
#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/graph/func_graph.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::function {

using py::Ref;

namespace {

/// function_utils.get_func_name.
std::string python_name(const Ref& func) {
  Ref n = py::getattr_opt(func, "__name__");
  return n && py::is_str(n.get()) ? py::as_str(n.get()) : py::type_name(func.get());
}

/// StructuredFunctionWrapper's func_name, without the symbols it strips.
std::string func_name(const std::string& transformation_name, const Ref& func) {
  std::string readable = transformation_name;
  for (char& c : readable)
    if (c == '.') c = '_';
  readable = readable.size() > 2 ? readable.substr(0, readable.size() - 2) : "";
  std::string out = readable + "_" + python_name(func);
  std::string clean;
  for (char c : out)
    if (c != '<' && c != '>' && c != '\\' && c != '\'' && c != ' ') clean += c;
  return clean;
}

/// Where a standard pip install of TF 2.20 on CPython 3.12 puts structured_function.py, and the
/// line of its `warnings.warn(` call (TF 2.20 tensorflow/python/data/ops/structured_function.py,
/// StructuredFunctionWrapper.__init__). See docs/ops-fidelity.md.
constexpr const char* kStructuredFunctionPy =
    "/usr/local/lib/python3.12/site-packages/tensorflow/python/data/ops/structured_function.py";
constexpr int kEagerlyWarnLine = 253;

/// StructuredFunctionWrapper warns (warnings.warn, UserWarning) that run_functions_eagerly does
/// not reach tf.data functions; they are still traced. Python prints it once, in
/// warnings.formatwarning's layout: "{file}:{line}: {category}: {message}\n  {source line}\n".
void warn_if_functions_run_eagerly(Runtime& rt) {
  if (!rt.run_functions_eagerly || rt.warned_data_functions_eagerly) return;
  rt.warned_data_functions_eagerly = true;
  std::string text = std::string(kStructuredFunctionPy) + ":" + std::to_string(kEagerlyWarnLine) +
                     ": UserWarning: Even though the `tf.config.experimental_run_functions_eagerly` option is set, "
                     "this option does not apply to tf.data functions. To force eager execution of tf.data "
                     "functions, please use `tf.data.experimental.enable_debug_mode()`.\n  warnings.warn(\n";
  rt.emit_warning("python", text, py::Interpreter::current().current_line());
}

}  // namespace

bool is_tensor_array(const Ref& value) {
  // Through __class__, which an eager write's should-use wrapper reports as its value's (and
  // reading it marks the write as used, as TF's structure code does).
  Ref cls = py::getattr_opt(value, "__class__");
  Ref name = cls ? py::getattr_opt(cls, "__name__") : nullptr;
  return name && py::is_str(name.get()) && py::as_str(name.get()) == "TensorArray";
}

Ref spec_structure(const Ref& value) {
  return nest::map(value, [](const Ref& leaf) -> Ref {
    const TensorObject* t = as_tensor(leaf.get());
    if (!t) py::raise(py::E().NotImplementedError, "tfplay cannot describe a " + py::type_name(leaf.get()) + " with a TensorSpec yet");
    return spec_object(t->shape, t->dtype, std::nullopt);
  });
}

StructuredFunction trace_structured_function(const Ref& func, const Ref& input_structure,
                                             const std::string& transformation_name) {
  Runtime& rt = Runtime::current();
  warn_if_functions_run_eagerly(rt);
  const graph::SourcePos where = current_source_pos();
  const std::string name = func_name(transformation_name, func);
  StructuredFunction out;
  out.display_name = python_name(func);
  // A function traced inside a tf.function may capture that function's tensors.
  graph::FuncGraph* outer = rt.active_trace() ? rt.active_trace()->graph.get() : nullptr;
  out.graph = outer ? std::make_shared<graph::FuncGraph>(name, outer, "") : std::make_shared<graph::FuncGraph>(name);
  graph::FuncGraph& g = *out.graph;

  std::vector<Ref> flat_specs = nest::flatten(input_structure);
  std::vector<Ref> placeholders;
  const DatasetHooks& hooks = rt.datasets;
  for (std::size_t i = 0; i < flat_specs.size(); ++i) {
    // A DatasetSpec component (a window) arrives as its handle, seen as a _VariantDataset.
    Ref inner = hooks.spec_element ? hooks.spec_element(flat_specs[i]) : nullptr;
    // A RaggedTensorSpec component arrives as its scalar variant encoding, which the function
    // decodes (RaggedTensorSpec._from_compatible_tensor_list: RaggedTensorFromVariant); one of
    // ragged_rank 0 (a row of a sliced RaggedTensor) is a plain tensor, as tfplay's datasets hold it.
    bool encoded = !inner && variant_encoded_spec(flat_specs[i]);
    if (encoded && py::as_int(py::getattr(flat_specs[i], "ragged_rank").get()) == 0) {
      flat_specs[i] = py::getitem(py::getattr(flat_specs[i], "_component_specs"), py::Int(0));
      encoded = false;
    }
    const TensorSpecObject* s = as_spec(flat_specs[i].get());
    if (!inner && !s && !encoded)
      py::raise(py::E().NotImplementedError, "tfplay cannot trace " + transformation_name + " over " +
                                                 py::type_name(flat_specs[i].get()) + " components yet");
    const tensor::DType dtype = inner ? tensor::DType::String : encoded ? tensor::DType::Variant : s->dtype;
    const tensor::TensorShape shape = inner || encoded ? tensor::TensorShape::scalar() : s->shape;
    int node = g.add_placeholder("args_" + std::to_string(i), dtype, shape, where);
    Ref arg = make_symbolic(out.graph, node, 0, dtype, shape, g.endpoint_name({node, 0}));
    if (inner) arg = hooks.from_handle(arg, inner);
    placeholders.push_back(arg);
  }
  Ref nested;
  std::vector<Ref> args;

  // A function of tfplay's library modules (Keras's data adapters) traces out of the program's
  // sight, as the library's frames are left out of tracebacks.
  const bool library =
      func->cls == py::T().function && static_cast<const py::FunctionObject*>(func.get())->from_library();
  if (rt.emit && !library)
    rt.emit({"trace", "trace", "tracing " + out.display_name + " (concrete function 0): traced once by " + transformation_name + "\n",
             "stdout", where.line, out.display_name, 0, std::nullopt});
  // StructuredFunctionWrapper wraps the function in autograph.tf_convert, whose converted_call
  // runs a function AutoGraph cannot convert (for/else, a generator, ...) as it is, after
  // _fall_back_unconverted's warning.
  const bool unconverted = !library && falls_back_unconverted(func);
  ActiveTrace trace;
  trace.graph = out.graph;
  trace.function = out.display_name;
  trace.autograph = !unconverted;
  rt.push_trace(std::move(trace));
  struct Pop {
    Runtime& rt;
    ~Pop() { rt.pop_trace(); }
  } pop{rt};
  // Encoded components are decoded by ops of the function's own graph.
  for (std::size_t i = 0; i < flat_specs.size(); ++i)
    if (variant_encoded_spec(flat_specs[i]))
      placeholders[i] = py::call(py::getattr(flat_specs[i], "_from_compatible_tensor_list"), std::vector<Ref>{py::List({placeholders[i]})});
  nested = nest::pack_as(input_structure, placeholders);
  args = py::is_tuple(nested.get()) ? py::to_vector(nested) : std::vector<Ref>{nested};
  Ref ret;
  try {
    ret = py::call(func, args);
  } catch (py::PyError& err) {
    // tf_convert -> converted_call: a library function (Keras's, config.py's
    // DoNotConvert('keras')) runs unconverted, so an error it raises carries no
    // ag_error_metadata and leaves as it is; one a nested tf.function rewrote is rewritten again.
    // An unconverted function's error has no metadata either (tf_convert's wrapper re-raises it).
    if ((library || unconverted) && !has_user_code_metadata(err.exc)) throw;
    throw py::PyError{in_user_code_error(err.exc)};
  }
  if (py::is_list(ret.get())) ret = py::Tuple(py::to_vector(ret));  // _should_pack
  // structure.type_spec_from_value / to_tensor_list: tuples, namedtuples and dicts nest; any
  // other value, a list included, is one component converted to a tensor; a dataset is a
  // DatasetSpec component carried as its handle.
  std::vector<Ref> tensors;
  // Values TF carries through their TypeSpecs that tfplay's dataset functions do not (a None
  // inside the result: NoneTensorSpec; a TensorArray; an Optional): refused by name, rather
  // than as an unsupported return value.
  auto refuse_unsupported = [&](const Ref& v, bool nested) {
    std::string what;
    if (py::is_none(v.get()) && nested) what = "None components (NoneTensorSpec)";
    else if (is_tensor_array(v)) what = "a TensorArray";
    else if (hooks.optional_spec && hooks.optional_spec(v)) what = "a tf.experimental.Optional";
    if (!what.empty())
      py::raise(py::E().NotImplementedError, "tfplay cannot return " + what + " from a " + transformation_name + " function yet");
  };
  int depth = 0;
  std::function<Ref(const Ref&)> spec_of = [&](const Ref& v) -> Ref {
    refuse_unsupported(v, depth > 0);
    struct Deeper {
      int& d;
      explicit Deeper(int& x) : d(x) { ++d; }
      ~Deeper() { --d; }
    } deeper{depth};
    if (py::is_tuple(v.get()) || nest::is_namedtuple(v)) {
      std::vector<Ref> items;
      for (const Ref& x : py::to_vector(v)) items.push_back(spec_of(x));
      return py::is_tuple(v.get()) ? py::Tuple(items) : py::call(v->cls->self(), items);
    }
    if (py::isinstance(v.get(), py::T().dict)) {
      // Components in sorted key order (nest.flatten); the dict (an OrderedDict too, as
      // make_csv_dataset returns) keeps its own order and type.
      std::vector<Ref> keys, values;
      static_cast<py::DictObject*>(v.get())->for_each([&](const Ref& k, const Ref& x) {
        keys.push_back(k);
        values.push_back(x);
      });
      std::vector<Ref> specs(keys.size());
      for (std::size_t i : nest::sorted_key_order(keys)) specs[i] = spec_of(values[i]);
      Ref d = v->cls == py::T().dict ? py::Dict() : py::call(v->cls->self(), std::vector<Ref>{});
      for (std::size_t i = 0; i < keys.size(); ++i) py::setitem(d, keys[i], specs[i]);
      return d;
    }
    if (Ref element_spec = hooks.element_spec ? hooks.element_spec(v) : nullptr) {
      tensors.push_back(hooks.handle(v));
      return hooks.make_spec(element_spec);
    }
    if (py::is_none(v.get())) py::raise_type_error("None");
    // A RaggedTensor result leaves as its variant encoding (RaggedTensorSpec._to_tensor_list).
    if (Ref spec = composite_spec_of(v)) {
      if (!variant_encoded_spec(spec))
        py::raise(py::E().NotImplementedError, "tfplay cannot return a " + py::type_name(v.get()) + " from a " +
                                                   transformation_name + " function yet");
      tensors.push_back(py::getitem(py::call(py::getattr(spec, "_to_tensor_list"), std::vector<Ref>{v}), py::Int(0)));
      return spec;
    }
    Ref t = as_tensor(v.get()) ? v : rt.convert_to_tensor(v, std::nullopt);
    tensors.push_back(t);
    return spec_structure(t);
  };
  Ref output_structure;
  try {
    output_structure = spec_of(ret);
  } catch (py::PyError& err) {
    if (!py::isinstance(err.exc.get(), py::E().TypeError) && !py::isinstance(err.exc.get(), py::E().ValueError)) throw;
    py::raise_type_error("Unsupported return value from function passed to " + transformation_name + ": " + py::str(ret) + ".");
  }
  for (const Ref& t : tensors) g.add_output(tensor_endpoint(g, t, where));
  if (!g.captures().empty())
    py::raise(py::E().NotImplementedError,
              "tfplay cannot run a tf.data function that uses tensors of the enclosing tf.function yet (" + name + ")");
  out.output_structure = output_structure;
  return out;
}

std::vector<tensor::Tensor> run_structured_function(const StructuredFunction& fn, const std::vector<tensor::Tensor>& inputs) {
  Runtime& rt = Runtime::current();
  const std::string name = fn.display_name;
  rt.executing_graphs += 1;
  struct Done {
    Runtime& rt;
    ~Done() { rt.executing_graphs -= 1; }
  } done{rt};
  return graph::run_graph(*fn.graph, inputs, [&](const std::string& text, const std::string& stream, int line) {
    if (rt.emit) rt.emit({"tfprint", "graph", text, stream, line, name, 0, std::nullopt});
  });
}

}  // namespace tfplay::function
