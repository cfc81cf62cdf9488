// The tf.function call path: bind, key, dispatch, trace, run.
#include "core/function/function.h"
#include "core/function/eager_captures.h"

#include <algorithm>

#include "core/function/autograph_directives.h"
#include "core/function/autograph_errors.h"
#include "core/function/binding.h"
#include "core/function/call_shapes.h"
#include "core/function/composite_spec.h"
#include "core/function/control_flow.h"
#include "core/function/input_mutation.h"
#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/function/trace_protocol.h"
#include "core/function/variable_object.h"
#include "core/function/xla_support.h"
#include "core/graph/auto_control_deps.h"
#include "core/graph/captured_resource.h"
#include "core/graph/func_graph.h"
#include "core/graph/graph_error.h"
#include "core/graph/resource_variable.h"
#include "core/python/object_id.h"
#include "core/python/protocols.h"
#include "core/python/return_site.h"
#include "core/python/runtime.h"
#include "core/tensor/op_error.h"

namespace tfplay::function {

using py::CallArgs;
using py::Ref;

namespace {

constexpr int kMaxCallHistory = 10;  // FREQUENT_TRACING_WARNING_MAX_CALL_HISTORY
constexpr int kTracingThreshold = 5;  // FREQUENT_TRACING_WARNING_THRESHOLD
constexpr int kMaxWarnings = 2;       // FREQUENT_TRACING_WARNING_MAX_WARNING_PER_DETECTOR

bool all_subtypes(const std::vector<TraceType>& a, const std::vector<TraceType>& b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!a[i].is_subtype_of(b[i])) return false;
  return true;
}

bool all_equal(const std::vector<TraceType>& a, const std::vector<TraceType>& b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!(a[i] == b[i])) return false;
  return true;
}

/// One argument's change, as the "why traced" reason shows it: `x: dtype float32 -> int32`,
/// `x: shape (2,) -> (3,)`, both joined when both changed
/// (`x: dtype float32 -> int32, shape (2,) -> (3,)`), else `n: Literal[2] -> Literal[3]`. A
/// structure of the same form (a list, tuple or dict of as many parts, a dataset or iterator
/// of as many element tensors) names the parts that changed, each by its path, `data[0]: shape
/// (16, 4) -> (32, 4); data[1]: ...`, where the whole of both structures was unreadably long.
std::string short_change(const std::string& name, const TraceType& from, const TraceType& to) {
  using Kind = TraceType::Kind;
  if (from.kind == Kind::Tensor && to.kind == Kind::Tensor) {
    std::string out;
    if (from.dtype != to.dtype)
      out = "dtype " + std::string(tensor::name(from.dtype)) + " -> " + std::string(tensor::name(to.dtype));
    if (!(from.shape == to.shape)) out += (out.empty() ? "" : ", ") + ("shape " + from.shape.str() + " -> " + to.shape.str());
    if (!out.empty()) return name + ": " + out;
  }
  const bool parts = from.kind == to.kind && from.components.size() == to.components.size() && !from.components.empty() &&
                     from.kind != Kind::Variable && from.kind != Kind::Custom;
  if (parts && (from.kind != Kind::Dict || from.keys.size() == to.keys.size())) {
    const bool elements = from.kind == Kind::Dataset || from.kind == Kind::Iterator || from.kind == Kind::Optional;
    std::string out;
    for (std::size_t i = 0; i < from.components.size(); ++i) {
      if (from.kind == Kind::Dict && !py::eq(from.keys[i], to.keys[i])) return name + ": " + from.repr() + " -> " + to.repr();
      if (from.components[i] == to.components[i]) continue;
      std::string path = from.kind == Kind::Dict ? name + "[" + py::repr(from.keys[i]) + "]"
                         : elements             ? name + " element" + (from.components.size() > 1 ? "[" + std::to_string(i) + "]" : "")
                                                : name + "[" + std::to_string(i) + "]";
      out += (out.empty() ? "" : "; ") + short_change(path, from.components[i], to.components[i]);
    }
    if (!out.empty()) return out;
  }
  return name + ": " + from.repr() + " -> " + to.repr();
}

/// How many fields of one argument differ, as a learner counts them: a tensor's dtype and shape
/// are one field each, a structure's differing components add up, anything else is one field.
int changed_fields(const TraceType& from, const TraceType& to) {
  if (from == to) return 0;
  if (from.kind == TraceType::Kind::Tensor && to.kind == TraceType::Kind::Tensor)
    return (from.dtype != to.dtype ? 1 : 0) + (from.shape == to.shape ? 0 : 1);
  if (from.kind == to.kind && from.components.size() == to.components.size() && !from.components.empty()) {
    int n = 0;
    for (std::size_t i = 0; i < from.components.size(); ++i) n += changed_fields(from.components[i], to.components[i]);
    return n > 0 ? n : 1;
  }
  return 1;
}

using nest::sorted_key_order;

/// The Python value a trace passes for one parameter: placeholders for tensors, the literal
/// itself for Python values, structures rebuilt around them.
Ref placeholder_value(const TraceType& t, const Ref& call_value, graph::FuncGraph& g,
                      const std::shared_ptr<graph::FuncGraph>& gref, const std::string& name, graph::SourcePos where) {
  switch (t.kind) {
    case TraceType::Kind::Tensor: {
      // TensorSpec.placeholder_value: `name = self.name or placeholder_context.naming_scope`, so
      // a named spec nested in a structure names its own placeholder; the name is kept in the
      // NodeDef as _user_specified_name (func_graph.py).
      const std::string& own = t.spec_name && !t.spec_name->empty() ? *t.spec_name : name;
      int node = g.add_placeholder(own, t.dtype, t.shape, where);
      g.set_node_attr(node, "_user_specified_name", own);
      return make_symbolic(gref, node, 0, t.dtype, t.shape, g.endpoint_name({node, 0}));
    }
    case TraceType::Kind::Literal:
      // Literal.placeholder_value hands a range over as a list (default_types.py, b/263505796).
      if (t.value->cls == py::T().range) return py::List(py::to_vector(t.value));
      return t.value;
    case TraceType::Kind::List:
    case TraceType::Kind::Tuple:
    case TraceType::Kind::NamedTuple: {
      std::vector<Ref> items = py::to_vector(call_value);
      std::vector<Ref> out;
      for (std::size_t i = 0; i < t.components.size(); ++i)
        out.push_back(placeholder_value(t.components[i], items[i], g, gref, name, where));
      if (t.kind == TraceType::Kind::NamedTuple) return py::call(t.named_type, out);  // _placeholder_type(*attributes)
      return t.kind == TraceType::Kind::List ? py::List(out) : py::Tuple(out);
    }
    case TraceType::Kind::Dict: {
      auto d = py::Dict();
      std::vector<Ref> values(t.keys.size());
      for (std::size_t i = 0; i < t.keys.size(); ++i) values[i] = py::getitem(call_value, t.keys[i]);
      std::vector<Ref> built(t.keys.size());
      for (std::size_t i : sorted_key_order(t.keys)) built[i] = placeholder_value(t.components[i], values[i], g, gref, name, where);
      for (std::size_t i = 0; i < t.keys.size(); ++i) d->set(t.keys[i], built[i]);
      return d;
    }
    case TraceType::Kind::Weakref:
      return call_value;
    case TraceType::Kind::Custom: {
      if (is_composite_type(t)) {
        // TypeSpec.placeholder_value: a placeholder per component spec, all named by the
        // parameter (the graph makes them unique: "x", "x_1"), then _from_components.
        std::vector<Ref> parts;
        for (const TraceType& c : composite_component_types(t.value)) parts.push_back(placeholder_value(c, nullptr, g, gref, name, where));
        return composite_from_components(t.value, parts);
      }
      // The tracing protocol: the type's own placeholder_value. Its to_tensors feeds no
      // placeholder (TraceType's default), so what it returns is captured, not fed.
      return protocol_placeholder_value(t.value, name);
    }
    case TraceType::Kind::Dataset: {
      // The dataset's variant tensor becomes a placeholder (tfplay: a string handle).
      int node = g.add_placeholder(name, tensor::DType::String, tensor::TensorShape::scalar(), where);
      Ref handle = make_symbolic(gref, node, 0, tensor::DType::String, tensor::TensorShape::scalar(), g.endpoint_name({node, 0}));
      return Runtime::current().datasets.from_handle(handle, t.value);
    }
    case TraceType::Kind::Iterator: {
      // IteratorSpec's component is the iterator's resource, fed by the call's iterator, so
      // each call reads on from where the iterator stands.
      int node = g.add_placeholder(name, tensor::DType::Resource, tensor::TensorShape::scalar(), where);
      Ref handle = make_symbolic(gref, node, 0, tensor::DType::Resource, tensor::TensorShape::scalar(), g.endpoint_name({node, 0}));
      return Runtime::current().datasets.iterator_from_handle(handle, t.value);
    }
    case TraceType::Kind::Optional: {
      // OptionalSpec's component is a scalar variant tensor.
      int node = g.add_placeholder(name, tensor::DType::Variant, tensor::TensorShape::scalar(), where);
      Ref variant = make_symbolic(gref, node, 0, tensor::DType::Variant, tensor::TensorShape::scalar(), g.endpoint_name({node, 0}));
      return Runtime::current().datasets.optional_from_variant(variant, t.value);
    }
    case TraceType::Kind::Variable: {
      // VariableSpec.placeholder_value: a resource placeholder (its handle data says the
      // variable's dtype and shape) wrapped in a stand-in variable, fed by the call's handle.
      int node = g.add_placeholder(name, tensor::DType::Resource, tensor::TensorShape::scalar(), where);
      g.set_node_attr(node, "_user_specified_name", name);  // placeholder.op._set_attr(...)
      auto spec = std::make_shared<graph::VariableResource>();
      spec->dtype = t.dtype;
      spec->shape = t.shape;
      g.set_node_attr(node, "_handle_data", tensor::Tensor::resource_handle(spec));
      auto* original = as_variable(call_value.get());
      const TensorObject* original_handle = original ? as_tensor(original->handle.get()) : nullptr;
      if (original_handle && original_handle->is_eager()) {
        // The placeholder mapping holds the call's variable (__tf_tracing_type__ adds it), so
        // the body sees that very object (`v is w`, Keras's optimizer finds its variable by
        // _unique_id); its handle is captured as this placeholder (func_graph_from_py_func makes
        // the capture the argument), so every use in the graph reads the argument fed per call.
        g.set_node_attr(node, "_variable_argument", *original_handle->value);
        return call_value;
      }
      Ref handle = make_symbolic(gref, node, 0, tensor::DType::Resource, tensor::TensorShape::scalar(), g.endpoint_name({node, 0}));
      return make_variable(resource_variable_type(), handle, t.dtype, t.shape, t.trainable, original ? original->name : "Variable:0");
    }
  }
  return py::None();
}

/// The names of the TensorSpecs a get_concrete_function call passes, one per tensor input in
/// placeholder order ("" for a tensor, an unnamed spec or a spec of the input_signature).
void collect_spec_names(const TraceType& t, const Ref& value, std::vector<std::string>& out) {
  switch (t.kind) {
    case TraceType::Kind::Tensor: {
      const TensorSpecObject* spec = as_spec(value.get());
      out.push_back(spec && spec->name ? *spec->name : "");
      return;
    }
    case TraceType::Kind::List:
    case TraceType::Kind::Tuple:
    case TraceType::Kind::NamedTuple: {
      std::vector<Ref> items = py::to_vector(value);
      for (std::size_t i = 0; i < t.components.size() && i < items.size(); ++i) collect_spec_names(t.components[i], items[i], out);
      return;
    }
    case TraceType::Kind::Dict:
      for (std::size_t i : nest::sorted_key_order(t.keys)) collect_spec_names(t.components[i], py::getitem(value, t.keys[i]), out);
      return;
    case TraceType::Kind::Custom:
      if (is_composite_type(t)) out.resize(out.size() + composite_component_types(t.value).size());
      return;
    default:
      return;
  }
}

/// The call's tensors, in the order the trace created placeholders.
void flatten_tensors(const TraceType& t, const Ref& value, std::vector<Ref>& out) {
  switch (t.kind) {
    case TraceType::Kind::Tensor:
      // A NumPy array argument feeds its placeholder like an eager tensor of the same value.
      if (const ArrayValueObject* a = as_array_value(value.get())) out.push_back(make_eager(a->value()));
      else if (as_tensor(value.get())) out.push_back(value);
      // An object whose __tf_tracing_type__ is a TensorSpec: TensorSpec.to_tensors casts it
      // with convert_to_tensor (whose error says why it cannot).
      else out.push_back(Runtime::current().convert_to_tensor(value, t.dtype));
      return;
    case TraceType::Kind::List:
    case TraceType::Kind::Tuple:
    case TraceType::Kind::NamedTuple: {
      std::vector<Ref> items = py::to_vector(value);
      for (std::size_t i = 0; i < t.components.size(); ++i) flatten_tensors(t.components[i], items[i], out);
      return;
    }
    case TraceType::Kind::Dict:
      for (std::size_t i : sorted_key_order(t.keys)) flatten_tensors(t.components[i], py::getitem(value, t.keys[i]), out);
      return;
    case TraceType::Kind::Dataset:
      out.push_back(Runtime::current().datasets.handle(value));
      return;
    case TraceType::Kind::Iterator:
      out.push_back(Runtime::current().datasets.iterator_handle(value));
      return;
    case TraceType::Kind::Optional:
      out.push_back(Runtime::current().datasets.optional_variant(value));
      return;
    case TraceType::Kind::Variable:  // VariableSpec._to_tensors: the handle
      out.push_back(as_variable(value.get())->handle);
      return;
    case TraceType::Kind::Custom:  // TypeSpec.to_tensors: the component tensors
      if (is_composite_type(t))
        for (const Ref& c : composite_components(t.value, value)) out.push_back(c);
      return;
    default:
      return;
  }
}

using nest::is_namedtuple;

// nest's structures among return values: lists, tuples and dicts, their subclasses (Keras's
// TrackedList and TrackedDict) and namedtuples.
bool is_sequence_structure(const Ref& v) { return py::is_list_or_tuple_instance(v.get()); }
bool is_mapping_structure(const Ref& v) { return v->cls->value_base == py::T().dict; }

// nest._sequence_like: a list or tuple as itself, a namedtuple from its fields, another
// subclass as type(instance)(items).
Ref sequence_like(const Ref& instance, std::vector<Ref> items) {
  const auto& ty = py::T();
  if (instance->cls == ty.list) return py::List(std::move(items));
  if (instance->cls == ty.tuple) return py::Tuple(std::move(items));
  if (is_namedtuple(instance)) return py::call(instance->cls->self(), items);
  return py::call(instance->cls->self(), std::vector<Ref>{py::List(std::move(items))});
}

// nest._sequence_like for a mutable mapping: type(instance)() filled in the instance's key order.
Ref mapping_like(const Ref& instance, const std::vector<Ref>& keys, const std::vector<Ref>& values) {
  if (instance->cls == py::T().dict) {
    auto d = py::Dict();
    for (std::size_t i = 0; i < keys.size(); ++i) d->set(keys[i], values[i]);
    return d;
  }
  Ref d = py::call(instance->cls->self(), std::vector<Ref>{});
  for (std::size_t i = 0; i < keys.size(); ++i) py::setitem(d, keys[i], values[i]);
  return d;
}

/// Records the trace's return value as graph outputs; eager tensors become captured constants.
/// Like func_graph_from_py_func's `convert`, every other leaf but None goes through
/// convert_to_tensor, so `return 1` gives a tensor; what cannot convert raises TF's TypeError.
/// `where` places returned captures (the def line), `returned_at` the Identity ops (the return).
Ref collect_outputs(const Ref& value, graph::FuncGraph& g, const std::shared_ptr<graph::FuncGraph>& gref, graph::SourcePos where,
                    graph::SourcePos returned_at, const Function& f) {
  Ref v = value;
  // A tf.experimental.Optional (a CompositeTensor: nest.flatten(expand_composites=True) gives
  // its variant tensor) returns its variant; the structure keeps an Optional over the output.
  const DatasetHooks& hooks = Runtime::current().datasets;
  if (Ref spec = hooks.optional_spec ? hooks.optional_spec(v) : nullptr)
    return hooks.optional_from_variant(collect_outputs(hooks.optional_variant(v), g, gref, where, returned_at, f), spec);
  // A TensorArray is no CompositeTensor: auto_control_deps.mark_as_return returns an Identity of
  // its flow, and the call's result is that flow tensor itself, a variant scalar (TF's
  // TensorList), not a TensorArray. tfplay's flow is the dense stand-in of ops_list.cpp, so the
  // structure records the variant TF's graph has (rebuild_outputs wraps the value).
  if (Ref flow = Runtime::current().component_of(v)) {
    Ref out = collect_outputs(flow, g, gref, where, returned_at, f);
    const TensorObject& t = *as_tensor(out.get());
    return make_symbolic(gref, t.node, t.index, tensor::DType::Variant, tensor::TensorShape::scalar(), t.name);
  }
  // A composite tensor (a RaggedTensor): nest.flatten(expand_composites=True) returns its
  // component tensors; the structure keeps the value rebuilt around the outputs.
  if (Ref spec = composite_spec_of(v)) {
    std::vector<Ref> parts;
    for (const Ref& c : composite_components(spec, v)) parts.push_back(collect_outputs(c, g, gref, where, returned_at, f));
    return composite_from_components(spec, parts);
  }
  bool structure = is_sequence_structure(v) || is_mapping_structure(v);
  // A dataset is a CompositeTensor in TF (its variant tensor leaves the function, DatasetSpec
  // rebuilds it); tfplay's graphs do not return datasets.
  if (!as_tensor(v.get()) && !structure && hooks.element_spec && hooks.element_spec(v))
    py::raise(py::E().NotImplementedError, "tfplay cannot return a tf.data.Dataset from a tf.function yet");
  if (!as_tensor(v.get()) && !structure && !py::is_none(v.get())) {
    try {
      v = Runtime::current().convert_to_tensor(v, std::nullopt);
    } catch (py::PyError& e) {
      if (!py::isinstance(e.exc.get(), py::E().TypeError) && !py::isinstance(e.exc.get(), py::E().ValueError)) throw;
      py::raise_type_error("To be compatible with tf.function, Python functions must return zero or more Tensors or "
                           "ExtensionTypes or None values; in compilation of " + f.python_function_text() +
                           ", found return value of type " + py::type_name(value.get()) +
                           ", which is not a Tensor or ExtensionType.");
    }
  }
  if (TensorObject* t = as_tensor(v.get())) {
    if (t->is_eager()) {
      int node = capture_eager_const(gref, v, where);
      v = make_symbolic(gref, node, 0, t->dtype, t->shape, g.endpoint_name({node, 0}));
    }
    // auto_control_deps.AutomaticControlDependencies.mark_as_return: every returned tensor
    // passes through an Identity ("Identity", "Identity_1", ...), which the graph outputs.
    // It is made after the body returned, so the running line is the call's: it belongs to
    // the `return` statement instead.
    t = as_tensor(v.get());
    // A tensor of an enclosing graph is captured; one of an inner graph raises TF's
    // InaccessibleTensorError from tensor_endpoint.
    const graph::Endpoint e = t->graph.get() == &g ? graph::Endpoint{t->node, t->index} : tensor_endpoint(g, v, returned_at);
    const int node = g.add_op("Identity", {e}, {}, returned_at, "Identity");
    g.add_output({node, 0});
    return make_symbolic(gref, node, 0, t->dtype, g.node(node).output_shapes[0], g.endpoint_name({node, 0}));
  }
  if (is_sequence_structure(v)) {
    std::vector<Ref> out;
    for (const Ref& item : py::to_vector(v)) out.push_back(collect_outputs(item, g, gref, where, returned_at, f));
    return sequence_like(v, std::move(out));
  }
  if (is_mapping_structure(v)) {
    // nest.map_structure visits a dict in sorted key order (so the Identity ops and graph
    // outputs follow it) and rebuilds it in its own order.
    std::vector<Ref> keys, values;
    static_cast<py::DictObject*>(v.get())->for_each([&](const Ref& k, const Ref& x) {
      keys.push_back(k);
      values.push_back(x);
    });
    std::vector<Ref> converted(keys.size());
    for (std::size_t i : sorted_key_order(keys)) converted[i] = collect_outputs(values[i], g, gref, where, returned_at, f);
    return mapping_like(v, keys, converted);
  }
  return v;
}

/// TF's TensorList variant around tfplay's dense list tensor: what a call returns for a
/// TensorArray the function returned.
struct TensorListVariant : tensor::VariantValue {
  tensor::Tensor list;
  explicit TensorListVariant(tensor::Tensor l) : list(std::move(l)) {}
  std::string type_name() const override { return "tensorflow::TensorList"; }
};

/// Rebuilds the Python return value of one call: `result(i)` stands for graph output i.
Ref rebuild_outputs(const Ref& structure, const graph::FuncGraph& g, const std::function<Ref(std::size_t)>& result) {
  const DatasetHooks& hooks = Runtime::current().datasets;
  if (Ref spec = hooks.optional_spec ? hooks.optional_spec(structure) : nullptr)
    return hooks.optional_from_variant(rebuild_outputs(hooks.optional_variant(structure), g, result), spec);
  if (TensorObject* t = as_tensor(structure.get())) {
    const auto& outs = g.outputs();
    for (std::size_t i = 0; i < outs.size(); ++i) {
      if (outs[i].node != t->node || outs[i].index != t->index) continue;
      Ref r = result(i);
      // A returned TensorArray's flow (collect_outputs): the dense list as a variant scalar.
      const TensorObject& v = *as_tensor(r.get());
      if (t->dtype == tensor::DType::Variant && v.is_eager() && v.dtype != tensor::DType::Variant)
        return make_eager(tensor::Tensor::variant(std::make_shared<TensorListVariant>(*v.value)));
      return r;
    }
    return structure;
  }
  if (Ref spec = composite_spec_of(structure)) {
    std::vector<Ref> parts;
    for (const Ref& c : composite_components(spec, structure)) parts.push_back(rebuild_outputs(c, g, result));
    return composite_from_components(spec, parts);
  }
  if (is_sequence_structure(structure)) {
    std::vector<Ref> out;
    for (const Ref& item : py::to_vector(structure)) out.push_back(rebuild_outputs(item, g, result));
    return sequence_like(structure, std::move(out));
  }
  if (is_mapping_structure(structure)) {
    std::vector<Ref> keys, values;
    static_cast<py::DictObject*>(structure.get())->for_each([&](const Ref& k, const Ref& x) {
      keys.push_back(k);
      values.push_back(rebuild_outputs(x, g, result));
    });
    return mapping_like(structure, keys, values);
  }
  return structure;
}

/// The value one call passes for each parameter, in signature order.
struct BoundCall {
  std::vector<Ref> values;
  std::vector<TraceType> types;
};

}  // namespace

// ----- ConcreteFunction text -----------------------------------------------------------------------

std::vector<MonoParameter> monomorphic_parameters(const ConcreteFunction& cf) {
  bool has_var_positional = std::find(cf.kinds.begin(), cf.kinds.end(), py::ParamKind::VarPositional) != cf.kinds.end();
  std::vector<MonoParameter> out;
  for (std::size_t i = 0; i < cf.names.size(); ++i) {
    const TraceType& t = cf.input_types[i];
    switch (cf.kinds[i]) {
      case py::ParamKind::VarPositional:
        for (std::size_t k = 0; k < t.components.size(); ++k)
          out.push_back({cf.names[i] + "_" + std::to_string(k), py::ParamKind::PositionalOnly, &t.components[k]});
        break;
      case py::ParamKind::VarKeyword:
        for (std::size_t k : sorted_key_order(t.keys))
          out.push_back({py::str(t.keys[k]), py::ParamKind::KeywordOnly, &t.components[k]});
        break;
      case py::ParamKind::PositionalOrKeyword:
        out.push_back({cf.names[i], has_var_positional ? py::ParamKind::PositionalOnly : cf.kinds[i], &t});
        break;
      default:
        out.push_back({cf.names[i], cf.kinds[i], &t});
    }
  }
  return out;
}

std::string ConcreteFunction::inputs_text() const {
  // inspect.Signature.__str__: `/` after the last positional-only parameter, `*` before the
  // first keyword-only one.
  std::vector<std::string> parts;
  bool pos_only_pending = false, kw_only_separator = true;
  for (const MonoParameter& p : monomorphic_parameters(*this)) {
    if (p.kind == py::ParamKind::PositionalOnly) {
      pos_only_pending = true;
    } else if (pos_only_pending) {
      parts.push_back("/");
      pos_only_pending = false;
    }
    if (p.kind == py::ParamKind::KeywordOnly && kw_only_separator) {
      parts.push_back("*");
      kw_only_separator = false;
    }
    parts.push_back(p.name + ": " + p.type->repr());
  }
  if (pos_only_pending) parts.push_back("/");
  std::string out = "(";
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? ", " : "") + parts[i];
  return out + ")";
}

std::string ConcreteFunction::signature_text() const {
  return inputs_text() + " -> " + (output_type ? output_type->repr() : "Literal[None]");
}

std::string ConcreteFunction::verbose_text() const {
  static const char* kind_names[] = {"POSITIONAL_ONLY", "POSITIONAL_OR_KEYWORD", "VAR_POSITIONAL", "KEYWORD_ONLY", "VAR_KEYWORD"};
  std::string out = "Input Parameters:\n";
  for (const MonoParameter& p : monomorphic_parameters(*this))
    out += "  " + p.name + " (" + kind_names[static_cast<int>(p.kind)] + "): " + p.type->repr() + "\n";
  out += "Output Type:\n  " + (output_type ? output_type->repr() : std::string("Literal[None]")) + "\n";
  // function_type.FunctionType.__repr__ lists captures as `{id(captured)}: {trace type}`, in
  // capture order: a tf.Variable's handle is a scalar resource tensor (its address stands in for
  // CPython's id), an eager tensor captured by value its own TensorSpec.
  std::string captures;
  if (graph)
    for (const auto& [node, value] : value_captures(*graph)) {
      const TensorObject* t = as_tensor(value.get());
      const std::uintptr_t id = t->dtype == tensor::DType::Resource ? reinterpret_cast<std::uintptr_t>(t->value->resource().get())
                                                                    : static_cast<std::uintptr_t>(py::object_id(value.get()));
      captures += "\n  " + std::to_string(id) + ": " + spec_repr(t->shape, t->dtype, std::nullopt);
    }
  out += "Captures:" + (captures.empty() ? std::string("\n  None") : captures);
  return out;
}

// ----- the call path -------------------------------------------------------------------------------

namespace {

/// The function func_graph_from_py_func hands to autograph.converted_call: what
/// tf_decorator.unwrap(python_function) reaches. For `instance.method` that is
/// class_method_to_instance_method's bound_method (bound to a TfMethodTarget), so AutoGraph's
/// warnings name `<bound method C.f of <...TfMethodTarget object at 0x...>>`.
Ref converted_target(const Function& f) {
  if (f.bound_instance && f.dict)
    if (Ref target = f.dict->get("__original_wrapped__")) return target;
  return f.python_function;
}

BoundCall bind_call(Function& f, CallArgs& args) {
  BoundCall call;
  call.values = bind_function_inputs(f, args);
  if (f.input_signature) {
    call.types.reserve(call.values.size());
    for (std::size_t i = 0; i < call.values.size(); ++i) {
      const TensorSpecObject* spec = f.spec_for(i);
      if (const Ref* structure = signature_structure(f, i)) {
        call.values[i] = cast_to_signature(f, args, call.values[i], *structure);
        call.types.push_back(signature_trace_type(*structure));
        continue;
      }
      if (!spec) {
        // A parameter the signature leaves to its default: cast to Literal[default] & co.
        if (const auto& c = f.params[i].default_constraint) call.values[i] = cast_to_constraint(f, args, call.values[i], *c);
        call.types.push_back(trace_type_from_value(call.values[i]));
        continue;
      }
      call.values[i] = cast_to_spec(f, args, call.values[i], *spec);
      call.types.push_back(TraceType::tensor_spec(spec->dtype, spec->shape, spec->name));
    }
    return call;
  }
  TraceContext context;  // one alias numbering for all the call's variables
  for (const Ref& v : call.values) call.types.push_back(trace_type_from_value(v, context));
  return call;
}

// The trace scope of the next lookup or trace: once the first trace created variables, traces
// run in the NO_VARIABLE_CREATION scope (Function._call's `_no_variable_creation_config`).
bool variable_creation_scope(const Function& f) { return !f.created_variables; }

/// Whether a trace keyed by TensorSpec names `entry` serves a request naming `request`: an
/// unnamed spec matches any trace, a named one only a trace of that name (TensorSpec.is_subtype_of).
bool spec_names_fit(const std::vector<std::string>& request, const std::vector<std::string>& entry) {
  for (std::size_t i = 0; i < request.size(); ++i)
    if (!request[i].empty() && (i >= entry.size() || entry[i] != request[i])) return false;
  return true;
}

ConcreteFunction* lookup(Function& f, const std::vector<TraceType>& types, const std::vector<std::string>& spec_names = {}) {
  const bool scope = variable_creation_scope(f);
  for (auto& c : f.concretes)
    if (!c->cleared && c->variable_creation == scope && all_equal(types, c->input_types) && spec_names_fit(spec_names, c->spec_names))
      return c.get();
  ConcreteFunction* best = nullptr;
  for (auto& c : f.concretes) {
    if (c->cleared || c->variable_creation != scope || !all_subtypes(types, c->input_types) || !spec_names_fit(spec_names, c->spec_names))
      continue;
    if (!best || all_subtypes(c->input_types, best->input_types)) best = c.get();
  }
  return best;
}

/// Why a call traces: the changes from the nearest existing trace, the one whose inputs differ
/// from this call's in the fewest arguments, then in the fewest fields (changed_fields); among
/// equally near traces the latest. So `f(i, 2); f(x, 2); f(i, 3)` says `n: Literal[2] ->
/// Literal[3]` (against the first trace), not the dtype change from the second.
std::string trace_reason(const Function& f, const std::vector<TraceType>& types) {
  if (f.tracing_count() == 0) return "first call";
  const ConcreteFunction* nearest = nullptr;
  std::pair<int, int> best{0, 0};
  for (const auto& c : f.concretes) {
    if (c->cleared) continue;
    std::pair<int, int> distance{0, 0};
    for (std::size_t i = 0; i < types.size() && i < c->input_types.size(); ++i) {
      const int fields = changed_fields(c->input_types[i], types[i]);
      distance.first += fields > 0 ? 1 : 0;
      distance.second += fields;
    }
    if (!nearest || distance <= best) {
      nearest = c.get();
      best = distance;
    }
  }
  const ConcreteFunction& prev = *nearest;
  std::string out;
  for (std::size_t i = 0; i < types.size() && i < prev.input_types.size(); ++i)
    if (!(types[i] == prev.input_types[i])) out += (out.empty() ? "" : "; ") + short_change(f.params[i].name, prev.input_types[i], types[i]);
  return out.empty() ? "no cached trace matched" : out;
}

/// The name of the placeholder for parameter `i`, a tensor: the name of the TensorSpec standing
/// for it (get_concrete_function's argument, else the input_signature's), else the parameter's
/// (TensorSpec.placeholder_value: `name = self.name or placeholder_context.naming_scope`).
std::string placeholder_name(const Function& f, std::size_t i, const Ref& value) {
  if (const TensorSpecObject* spec = as_spec(value.get()); spec && spec->name && !spec->name->empty()) return *spec->name;
  if (const TensorSpecObject* spec = f.spec_for(i); spec && spec->name && !spec->name->empty()) return *spec->name;
  return f.params[i].name;
}

/// Whether a type is, or holds, one of the tracing protocol.
bool has_protocol_type(const TraceType& t) {
  return t.kind == TraceType::Kind::Custom || std::any_of(t.components.begin(), t.components.end(), has_protocol_type);
}

/// The graphs nested traces started in: a nested graph refers to its enclosing graph by
/// pointer, so the run keeps each alive while the concrete functions nested in it may be called.
struct EnclosingGraphs {
  std::vector<std::shared_ptr<graph::FuncGraph>> graphs;
};

void keep_enclosing_graph(const std::shared_ptr<graph::FuncGraph>& g) {
  auto& graphs = Runtime::current().run_state<EnclosingGraphs>().graphs;
  if (std::find(graphs.begin(), graphs.end(), g) == graphs.end()) graphs.push_back(g);
}

/// How many traces may be in progress at once (see trace()).
constexpr int kMaxTraceNesting = 40;

ConcreteFunction& trace(Function& f, const BoundCall& call, std::vector<TraceType> types, int traced_at_call,
                        std::string reason) {
  Runtime& rt = Runtime::current();
  if (f.reduce_retracing && !f.input_signature) {
    // Generalize against every existing trace (function_cache.generalize).
    for (auto& c : f.concretes) {
      if (c->cleared) continue;
      std::vector<TraceType> relaxed;
      bool ok = true;
      for (std::size_t i = 0; i < types.size() && ok; ++i) {
        auto s = types[i].most_specific_common_supertype(c->input_types[i]);
        if (s) relaxed.push_back(*s);
        else ok = false;
      }
      if (ok) types = std::move(relaxed);
    }
  }
  if (types.size() != f.params.size() || call.values.size() != f.params.size())
    throw std::logic_error("tf.function trace: " + std::to_string(types.size()) + " argument types for " +
                           std::to_string(f.params.size()) + " parameters");
  auto cf = std::make_unique<ConcreteFunction>();
  cf->index = 0;
  for (const auto& c : f.concretes) cf->index = std::max(cf->index, c->index + 1);
  for (int i : f.tracing_indices) cf->index = std::max(cf->index, i + 1);
  f.tracing_indices.push_back(cf->index);
  struct TracingIndex {
    Function& f;
    int index;
    ~TracingIndex() { f.tracing_indices.erase(std::find(f.tracing_indices.begin(), f.tracing_indices.end(), index)); }
  } tracing_index{f, cf->index};
  for (const auto& p : f.params) {
    cf->names.push_back(p.name);
    cf->kinds.push_back(p.kind);
  }
  cf->input_types = types;
  cf->traced_at_call = traced_at_call;
  cf->reason = std::move(reason);
  cf->variable_creation = variable_creation_scope(f);
  // A tf.function traced while another traces (atomic_function's call in a FuncGraph): its
  // graph nests in the enclosing one and captures that graph's tensors (a closure over the
  // caller's values), which each call passes after the arguments.
  std::shared_ptr<graph::FuncGraph> g;
  if (const ActiveTrace* enclosing = rt.active_trace()) {
    keep_enclosing_graph(enclosing->graph);
    g = std::make_shared<graph::FuncGraph>(f.name, enclosing->graph.get(), "");
  } else {
    g = std::make_shared<graph::FuncGraph>(f.name);
  }
  cf->graph = g;
  int line = py::Interpreter::current().program_line();
  // The graph's inputs and outputs belong to the function as a whole: the graph view links
  // them to its `def` line rather than to the call that traced it.
  const graph::SourcePos def_pos{f.line, 0, {}};

  if (rt.emit)
    rt.emit({"trace", "trace", "tracing " + f.name + " (concrete function " + std::to_string(cf->index) + "): " + cf->reason + "\n",
             "stdout", line, f.name, cf->index, f.index});

  // Rebuild the call with placeholders and run the Python body.
  CallArgs trace_args;
  for (std::size_t i = 0; i < f.params.size(); ++i) {
    // canonicalize_to_monomorphic unbundles *args into parameters args_0, args_1, ... and
    // **kwargs into one parameter per key: each names its own placeholders.
    Ref v;
    if (f.params[i].kind == py::ParamKind::VarPositional && types[i].kind == TraceType::Kind::Tuple) {
      std::vector<Ref> items = py::to_vector(call.values[i]), out;
      for (std::size_t k = 0; k < types[i].components.size(); ++k)
        out.push_back(placeholder_value(types[i].components[k], items[k], *g, g, f.params[i].name + "_" + std::to_string(k), def_pos));
      v = py::Tuple(out);
    } else if (f.params[i].kind == py::ParamKind::VarKeyword && types[i].kind == TraceType::Kind::Dict) {
      const TraceType& t = types[i];
      auto d = py::Dict();
      // The function receives them in parameter order (BoundArguments.kwargs): sorted by name.
      for (std::size_t k : sorted_key_order(t.keys))
        d->set(t.keys[k], placeholder_value(t.components[k], py::getitem(call.values[i], t.keys[k]), *g, g, py::str(t.keys[k]), def_pos));
      v = d;
    } else {
      v = placeholder_value(types[i], call.values[i], *g, g, placeholder_name(f, i, call.values[i]), def_pos);
    }
    switch (f.params[i].kind) {
      case py::ParamKind::PositionalOnly:
      case py::ParamKind::PositionalOrKeyword:
        trace_args.args.push_back(v);
        break;
      case py::ParamKind::VarPositional:
        for (const Ref& item : py::to_vector(v)) trace_args.args.push_back(item);
        break;
      case py::ParamKind::KeywordOnly:
        trace_args.kwargs.emplace_back(f.params[i].name, v);
        break;
      case py::ParamKind::VarKeyword:
        static_cast<py::DictObject*>(v.get())->for_each(
            [&](const Ref& k, const Ref& x) { trace_args.kwargs.emplace_back(py::as_str(k.get()), x); });
        break;
    }
  }
  // func_graph_from_py_func types the placeholder arguments again (trace_type.from_value over
  // [args, kwargs]) to find the graph's inputs: an object of the tracing protocol sees a second
  // __tf_tracing_type__ call, on its placeholder value, before the body runs.
  if (std::any_of(types.begin(), types.end(), has_protocol_type)) {
    TraceContext again;
    for (const Ref& v : trace_args.args) (void)trace_type_from_value(v, again);
    for (const auto& kv : trace_args.kwargs) (void)trace_type_from_value(kv.second, again);
  }
  ActiveTrace active;
  active.graph = g;
  active.function = f.name;
  active.concrete = cf->index;
  active.function_index = f.index;
  // api.converted_call: a function AutoGraph cannot convert runs as it is, after a warning
  // (_fall_back_unconverted); its errors are not re-raised "in user code".
  const bool unconverted = f.autograph && !f.autograph_artifact && f.python_function && falls_back_unconverted(converted_target(f));
  active.autograph = f.autograph && !unconverted;
  ConcreteFunction* traced = cf.get();
  if (cf->variable_creation) {
    active.variable_creator = [traced] { traced->created_variables += 1; };
    active.unlifted_initializer = [traced] { traced->initializes_in_graph = true; };
  } else {
    active.variable_creator = [] {
      // polymorphic_function.py Function._initialize invalid_creator_scope.
      py::raise_value_error(
          "tf.function only supports singleton tf.Variables created on the first call. Make sure the tf.Variable is "
          "only created once or created outside tf.function. See "
          "https://www.tensorflow.org/guide/function#creating_tfvariables for more information.");
    };
  }
  // A tf.function that calls itself with the same signature traces again before its trace is
  // cached, without end. In TF each nested trace costs a few dozen Python frames (Function.__call__
  // through func_graph_from_py_func, AutoGraph, cond_v2), so Python's RecursionError comes after
  // a few dozen levels; tfplay's traces cost few Python frames but much native stack, so it
  // stops them at a comparable depth, before the (wasm) stack runs out.
  static thread_local int trace_depth = 0;
  if (trace_depth >= kMaxTraceNesting)
    py::raise(py::E().RecursionError, "maximum recursion depth exceeded while calling a Python object");
  ++trace_depth;
  rt.push_trace(std::move(active));
  struct Pop {
    Runtime& rt;
    ~Pop() {
      rt.pop_trace();
      --trace_depth;
    }
  } pop{rt};
  Ref result;
  py::last_return_site() = {};
  const ArgumentsSnapshot arguments_before = snapshot_arguments(trace_args.args, trace_args.kwargs);
  try {
    result = f.call_python(trace_args);
  } catch (py::PyError& err) {
    // autograph_handler: errors raised while tracing converted code are re-raised "in user code";
    // converted_call runs an AutoGraph artifact unconverted, so only errors a converted function
    // inside it marked are.
    if (!f.autograph || unconverted || (f.autograph_artifact && !has_user_code_metadata(err.exc))) throw;
    throw py::PyError{in_user_code_error(err.exc)};
  }
  // The body's `return` statement (the def line when it has none: it returned None).
  const graph::SourcePos return_pos =
      py::last_return_site().line > 0 ? graph::SourcePos{py::last_return_site().line, py::last_return_site().col + 1, {}} : def_pos;
  cf->structured_outputs = collect_outputs(result, *g, g, def_pos, return_pos, f);
  check_func_mutation(arguments_before, trace_args.args, trace_args.kwargs, converted_target(f));
  graph::add_automatic_control_dependencies(*g, return_pos);
  cf->output_type = trace_type_from_value(cf->structured_outputs);
  f.concretes.push_back(std::move(cf));
  return *f.concretes.back();
}

void note_call_for_retracing_warning(Function& f, bool traced) {
  Runtime& rt = Runtime::current();
  if (rt.active_trace()) return;  // only top-level eager calls count
  TracingDetector& d = rt.detectors[f.code];
  if (traced) {
    d.call_count += 1;
    d.calls_per_tracings.push_back(1);
    while (!d.calls_per_tracings.empty() && d.call_count - d.calls_per_tracings.front() > kMaxCallHistory) {
      d.call_count -= d.calls_per_tracings.front();
      d.calls_per_tracings.erase(d.calls_per_tracings.begin());
    }
    int n = static_cast<int>(d.calls_per_tracings.size());
    if (n >= kTracingThreshold && d.warnings < kMaxWarnings) {
      d.warnings += 1;
      std::string text = "WARNING:tensorflow:" + std::to_string(n) + " out of the last " + std::to_string(d.call_count) +
                         " calls to " + f.python_function_text() +
                         " triggered tf.function retracing. Tracing is expensive and the excessive number of tracings could "
                         "be due to (1) creating @tf.function repeatedly in a loop, (2) passing tensors with different "
                         "shapes, (3) passing Python objects instead of tensors. For (1), please define your @tf.function "
                         "outside of the loop. For (2), @tf.function has reduce_retracing=True option that can avoid "
                         "unnecessary retracing. For (3), please refer to "
                         "https://www.tensorflow.org/guide/function#controlling_retracing and "
                         "https://www.tensorflow.org/api_docs/python/tf/function for  more details.\n";
      if (rt.emit && rt.tensorflow_warnings_enabled()) rt.emit({"warning", "python", text, "stderr", py::Interpreter::current().program_line(), f.name, std::nullopt, f.index});
    }
  } else {
    if (d.calls_per_tracings.empty()) d.calls_per_tracings.push_back(0);
    d.calls_per_tracings.back() += 1;
    d.call_count += 1;
  }
}

/// The name of the function a concrete function's graph is registered as ("__inference_f_0").
/// TF numbers it with ops.uid(), a process-wide counter tfplay cannot reproduce; tfplay uses the
/// concrete function's index (docs/ops-fidelity.md).
std::string inference_name(const Function& f, const ConcreteFunction& cf) {
  return "__inference_" + f.name + "_" + std::to_string(cf.index);
}

/// Runs `cf`'s graph eagerly on its flat tensor inputs (in placeholder order).
Ref execute_flat(Function& f, ConcreteFunction& cf, const std::vector<Ref>& args) {
  Runtime& rt = Runtime::current();
  if (f.jit_compile) require_xla_compilable(*cf.graph, f.name);
  std::vector<tensor::Tensor> feeds;
  for (const Ref& a : args) {
    TensorObject* x = as_tensor(a.get());
    if (!x->is_eager()) {  // a symbolic tensor of a finished trace, kept in a Python variable:
      rt.run_op("Identity", {a}, {}, "Identity");  // the tf module raises TF's eager TypeError
      py::raise_type_error(py::repr(a) + " is a graph tensor.");
    }
    feeds.push_back(*x->value);
  }
  std::string fname = f.name;
  int index = cf.index;
  int function_index = f.index;
  rt.executing_graphs += 1;
  struct Done {
    Runtime& rt;
    ~Done() { rt.executing_graphs -= 1; }
  } done{rt};
  std::vector<tensor::Tensor> results;
  try {
    results = graph::run_graph(*cf.graph, feeds, [&](const std::string& text, const std::string& stream, int line) {
      if (rt.emit) rt.emit({"tfprint", "graph", text, stream, line, fname, index, function_index});
    });
  } catch (const graph::GraphExecutionError& e) {
    // A kernel failed while the graph ran (MatMul's shape check, an Assert, IteratorGetNext's
    // "End of sequence", ...): TF's "Graph execution error:" with the node's defining stack.
    if (!rt.raise_graph_error) throw;
    try {
      rt.raise_graph_error(tensor::OpError(e.code, graph::graph_execution_message(e, inference_name(f, cf))));
    } catch (py::PyError& err) {
      rt.graph_error_sources.emplace_back(err.exc, e.pos);  // the page marks the failing op's line
      throw;
    }
    throw;
  } catch (const tensor::OpError& e) {
    // An op tfplay has no kernel for (func_graph.cpp): NotImplementedError, not a TF error.
    if (e.code == tensor::OpError::Code::TfplayUnsupported && rt.raise_graph_error) rt.raise_graph_error(e);
    throw;
  }
  std::vector<Ref> outs;
  for (tensor::Tensor& r : results) outs.push_back(make_eager(std::move(r)));
  if (rt.record_call) rt.record_call(cf.graph->is_stateful() ? "StatefulPartitionedCall" : "PartitionedCall", cf.graph, args, outs);
  return rebuild_outputs(cf.structured_outputs, *cf.graph, [&](std::size_t i) { return outs.at(i); });
}

Ref execute(Function& f, ConcreteFunction& cf, const BoundCall& call) {
  std::vector<Ref> args;
  for (std::size_t i = 0; i < cf.input_types.size(); ++i) flatten_tensors(cf.input_types[i], call.values[i], args);
  // Graph tensors a nested trace captured cannot feed an eager call (execute_flat raises TF's
  // TypeError for them).
  for (Ref& t : captured_graph_tensors(cf)) args.push_back(std::move(t));
  return execute_flat(f, cf, args);
}

/// FuncGraph.capture(handle) with no name, as FuncGraph._create_op_internal captures a call
/// op's inputs: the eager resource handle of a variable the called function captured becomes a
/// Placeholder of `g` named by ops.uid() (FunctionCaptures.capture_by_value: `name =
/// str(TFE_Py_UID())`), fed with the handle at every run; one per handle.
graph::Endpoint capture_handle_by_uid(graph::FuncGraph& g, const tensor::Tensor& handle, graph::SourcePos where) {
  if (std::optional<int> id = graph::captured_resource_placeholder(g, handle)) return {*id, 0};
  const int id = g.add_placeholder(std::to_string(++Runtime::current().uid), tensor::DType::Resource,
                                   tensor::TensorShape::scalar(), where);
  // A capture, not an argument: fed from its "_captured" handle, listed after the arguments.
  std::vector<int> arguments = g.inputs();
  arguments.pop_back();
  g.set_inputs(std::move(arguments));
  g.set_node_attr(id, "_captured", handle);
  return {id, 0};
}

/// A call made while another function is being traced: the concrete function becomes a call
/// node of the graph being built (atomic_function.make_call_op_in_graph), so its ops, tf.print
/// included, run each time the caller's graph runs. Its inputs are the arguments, then its
/// captured_inputs (ConcreteFunction._call_flat): the enclosing graph's tensors it closed over,
/// and the handles of the variables it reads, which the caller's graph captures in turn (so the
/// caller's graph.inputs and captured_inputs list them too).
/// call_in_graph on the call's flat tensor inputs, in placeholder order.
Ref call_in_graph_flat(Function& f, ConcreteFunction& cf, const std::vector<Ref>& args) {
  Runtime& rt = Runtime::current();
  if (f.jit_compile) require_xla_compilable(*cf.graph, f.name);  // TF compiles it when the caller runs
  std::shared_ptr<graph::FuncGraph> gref = rt.active_trace()->graph;
  graph::FuncGraph& g = *gref;
  const graph::SourcePos where = current_source_pos();
  std::vector<graph::Endpoint> inputs;
  std::vector<tensor::DType> in_types, out_types;
  std::vector<tensor::TensorShape> out_shapes;
  for (const Ref& a : args) {
    inputs.push_back(tensor_endpoint(g, a, where));
    in_types.push_back(as_tensor(a.get())->dtype);
  }
  // The enclosing graph's tensors feed the placeholders after the arguments (f.inputs()), so
  // they come first; the handles, which feed no placeholder, follow (TF interleaves the two in
  // capture order).
  for (const Ref& t : captured_graph_tensors(cf)) {
    inputs.push_back(tensor_endpoint(g, t, where));
    in_types.push_back(as_tensor(t.get())->dtype);
  }
  // The callee's placeholder fed by each input, for _read_only_resource_inputs.
  std::vector<int> placeholders = cf.graph->inputs();
  for (std::size_t id = 0; id < cf.graph->nodes().size(); ++id) {
    const graph::Node& n = cf.graph->nodes()[id];
    auto it = n.attrs.find("_captured");
    if (it == n.attrs.end()) continue;
    inputs.push_back(capture_handle_by_uid(g, std::get<tensor::Tensor>(it->second), where));
    in_types.push_back(tensor::DType::Resource);
    placeholders.push_back(static_cast<int>(id));
  }
  for (const graph::Endpoint& e : cf.graph->outputs()) {
    const graph::Node& n = cf.graph->node(e.node);
    out_types.push_back(n.output_dtypes.at(static_cast<std::size_t>(e.index)));
    out_shapes.push_back(n.output_shapes.at(static_cast<std::size_t>(e.index)));
  }
  // The call op's shapes: the body's inferred again with these inputs (ShapeRefiner).
  out_shapes = call_output_shapes(g, inputs, *cf.graph, placeholders);
  // PartitionedCall, or StatefulPartitionedCall when the function has side effects (tf.print).
  const std::string op = cf.graph->is_stateful() ? "StatefulPartitionedCall" : "PartitionedCall";
  graph::AttrMap attrs;
  attrs["Tin"] = in_types;
  attrs["Tout"] = out_types;
  attrs["f"] = graph::FuncAttr{inference_name(f, cf), cf.graph};
  const int node = g.add_functional_node(op, inputs, std::move(attrs), out_types, out_shapes, where, g.unique_name(op));
  // atomic_function.make_call_op_in_graph -> _set_read_only_resource_inputs_attr: the resource
  // inputs the callee only reads, which automatic control dependencies then treat as reads.
  g.set_node_attr(node, graph::kReadOnlyResourceInputsAttr, graph::read_only_resource_input_indices(*cf.graph, placeholders));
  if (rt.record_graph_node) rt.record_graph_node(gref, node);
  return rebuild_outputs(cf.structured_outputs, *cf.graph, [&](std::size_t i) {
    const graph::Endpoint e{node, static_cast<int>(i)};
    return make_symbolic(gref, node, e.index, out_types[i], out_shapes[i], g.endpoint_name(e));
  });
}

Ref call_in_graph(Function& f, ConcreteFunction& cf, const BoundCall& call) {
  std::vector<Ref> args;
  for (std::size_t i = 0; i < cf.input_types.size(); ++i) flatten_tensors(cf.input_types[i], call.values[i], args);
  return call_in_graph_flat(f, cf, args);
}

/// The trace reason of the second trace of a first call that created variables.
constexpr const char* kVariableCreationRetrace = "variables created on first call: traced again without variable creation";

/// Traces for a call no concrete function serves (Function._call / _initialize): the first
/// trace may create variables; when it does, TF lifts their initializers out and traces again
/// in the scope that forbids creating them, and that second trace serves the call. Returns the
/// concrete function to run; `late_variables` says a non-first trace created variables, which
/// TF reports after running the call.
ConcreteFunction& trace_for_call(Function& f, const BoundCall& bound, int call_number, std::string reason,
                                 bool& late_variables) {
  const bool first = !f.initialized;
  f.initialized = true;
  ConcreteFunction* cf = &trace(f, bound, bound.types, call_number, std::move(reason));
  late_variables = false;
  if (cf->created_variables > 0 && cf->variable_creation) {
    f.created_variables = true;
    if (first) {
      ConcreteFunction& retrace = trace(f, bound, bound.types, call_number, kVariableCreationRetrace);
      // fn_with_cond: initializers that could not be lifted run in the first trace's graph, so
      // that graph serves this call (after the second trace, built by the cond's other branch).
      return cf->initializes_in_graph ? *cf : retrace;
    }
    late_variables = true;
  }
  return *cf;
}

}  // namespace

namespace {

std::string kwargs_text(const CallArgs& args) {
  std::string out = "{";
  for (std::size_t i = 0; i < args.kwargs.size(); ++i)
    out += (i ? ", " : "") + py::str_repr(args.kwargs[i].first) + ": " + py::repr(args.kwargs[i].second);
  return out + "}";
}

}  // namespace

Ref Function::call_concrete(ConcreteFunction& cf, CallArgs& args) {
  // ConcreteFunction._call_impl: the structured signature (the trace's own FunctionType, no
  // defaults), then on TypeError the flat signature of its tensor inputs.
  std::vector<MonoParameter> params = monomorphic_parameters(cf);
  std::vector<Ref> bound(params.size());
  std::string why;
  std::size_t next = 0;
  for (const Ref& a : args.args) {
    while (next < params.size() && params[next].kind == py::ParamKind::KeywordOnly) ++next;
    if (next >= params.size()) {
      why = "too many positional arguments";
      break;
    }
    bound[next++] = a;
  }
  for (const auto& kw : args.kwargs) {
    if (!why.empty()) break;
    auto it = std::find_if(params.begin(), params.end(), [&](const MonoParameter& p) { return p.name == kw.first; });
    if (it == params.end() || it->kind == py::ParamKind::PositionalOnly) {
      why = "got an unexpected keyword argument '" + kw.first + "'";
    } else if (bound[static_cast<std::size_t>(it - params.begin())]) {
      why = "multiple values for argument '" + kw.first + "'";
    } else {
      bound[static_cast<std::size_t>(it - params.begin())] = kw.second;
    }
  }
  for (std::size_t i = 0; i < params.size() && why.empty(); ++i)
    if (!bound[i]) why = "missing a required argument: '" + params[i].name + "'";
  bool cast_failed = !why.empty();
  for (std::size_t i = 0; i < params.size() && !cast_failed; ++i) {
    bound[i] = cast_to_trace_type(*params[i].type, bound[i], why);
    cast_failed = !bound[i];
  }
  if (!cast_failed) {
    // Regroup the monomorphic values into tfplay's one-value-per-parameter layout.
    BoundCall call;
    std::size_t m = 0;
    for (std::size_t i = 0; i < cf.names.size(); ++i) {
      const TraceType& t = cf.input_types[i];
      if (cf.kinds[i] == py::ParamKind::VarPositional) {
        std::vector<Ref> items(bound.begin() + static_cast<long>(m), bound.begin() + static_cast<long>(m + t.components.size()));
        m += t.components.size();
        call.values.push_back(py::Tuple(items));
      } else if (cf.kinds[i] == py::ParamKind::VarKeyword) {
        auto d = py::Dict();
        for (std::size_t k : sorted_key_order(t.keys)) d->set(t.keys[k], bound[m++]);
        call.values.push_back(d);
      } else {
        call.values.push_back(bound[m++]);
      }
    }
    cf.calls += 1;
    if (Runtime::current().active_trace()) return call_in_graph(*this, cf, call);
    return execute(*this, cf, call);
  }
  std::string structured = "Binding inputs to tf.function failed due to `" + why + "`. Received args: " +
                           py::repr(py::Tuple(args.args)) + " and kwargs: " + kwargs_text(args) +
                           " for signature: " + cf.signature_text() + ".";
  // The flat signature: the graph's tensor inputs, named after their parameters
  // (tracing_compilation._set_arg_keywords), all positional.
  std::vector<std::string> keywords;
  for (int node : cf.graph->inputs()) keywords.push_back(cf.graph->node(node).name);
  std::string summary = cf.graph->name() + "(";
  for (std::size_t i = 0; i < keywords.size(); ++i) summary += (i ? ", " : "") + keywords[i];
  summary += ")";
  std::string flat;
  if (args.args.size() > keywords.size()) {
    flat = summary + " takes " + std::to_string(keywords.size()) + " positional arguments, got " + std::to_string(args.args.size()) + ".";
  } else {
    std::vector<Ref> flat_args = args.args;
    std::vector<std::pair<std::string, Ref>> kwargs = args.kwargs;
    for (std::size_t i = flat_args.size(); i < keywords.size() && flat.empty(); ++i) {
      auto it = std::find_if(kwargs.begin(), kwargs.end(), [&](const auto& kw) { return kw.first == keywords[i]; });
      if (it == kwargs.end()) {
        std::vector<std::string> missing(keywords.begin() + static_cast<long>(flat_args.size()), keywords.end());
        for (const auto& kw : kwargs) missing.erase(std::remove(missing.begin(), missing.end(), kw.first), missing.end());
        std::sort(missing.begin(), missing.end());
        std::string names;
        for (std::size_t k = 0; k < missing.size(); ++k) names += (k ? ", " : "") + missing[k];
        flat = summary + " missing required arguments: " + names + ".";
        break;
      }
      flat_args.push_back(it->second);
      kwargs.erase(it);
    }
    if (flat.empty() && !kwargs.empty()) {
      std::vector<std::string> unused;
      for (const auto& kw : kwargs) {
        auto end = keywords.begin() + static_cast<long>(std::min(args.args.size(), keywords.size()));
        if (flat.empty() && std::find(keywords.begin(), end, kw.first) != end)
          flat = summary + " got two values for '" + kw.first + "'.";
        unused.push_back(kw.first);
      }
      std::sort(unused.begin(), unused.end());
      std::string names;
      for (std::size_t k = 0; k < unused.size(); ++k) names += (k ? ", " : "") + unused[k];
      if (flat.empty()) flat = summary + " got unexpected keyword arguments: " + names + ".";
    }
    // Tensors and variables (BaseResourceVariable) pass.
    for (std::size_t i = 0; i < flat_args.size() && flat.empty(); ++i)
      if (!as_tensor(flat_args[i].get()) && !as_variable(flat_args[i].get()))
        flat = summary + ": expected argument #" + std::to_string(i) + "(zero-based) to be a Tensor; got " +
               py::type_name(flat_args[i].get()) + " (" + py::str(flat_args[i]) + ").";
    if (flat.empty()) {
      // A variable feeds a resource input with its handle, any other input with its value.
      for (std::size_t i = 0; i < flat_args.size(); ++i) {
        VariableObject* v = as_variable(flat_args[i].get());
        if (!v) continue;
        const tensor::DType want = cf.graph->node(cf.graph->inputs()[i]).output_dtypes.at(0);
        flat_args[i] = want == tensor::DType::Resource ? v->handle : Runtime::current().convert_to_tensor(flat_args[i], std::nullopt);
      }
      if (Runtime::current().active_trace()) {
        // _call_flat in a graph: each non-resource input's shape must be compatible with the
        // placeholder's, else ValueError (which the fallback reports).
        for (std::size_t i = 0; i < flat_args.size() && flat.empty(); ++i) {
          const graph::Node& n = cf.graph->node(cf.graph->inputs()[i]);
          TensorObject* x = as_tensor(flat_args[i].get());
          if (x->dtype == tensor::DType::Resource || x->dtype == tensor::DType::Variant) continue;
          if (x->dtype != n.output_dtypes.at(0))
            py::raise(py::E().NotImplementedError,
                      "tfplay does not support calling a ConcreteFunction inside a tf.function through its flat signature "
                      "with a tensor of another dtype than the input it feeds. " + structured);
          const tensor::TensorShape& want = n.output_shapes.at(0);
          if (!want.is_compatible_with(x->shape))
            flat = "Tensor " + py::str(flat_args[i]) + " is not compatible with the shape this function was traced with. Expected shape " +
                   want.str() + ", but got shape " + x->shape.str() +
                   ".\n\nIf you called get_concrete_function, you may need to pass a tf.TensorSpec(..., shape=...) with a less "
                   "specific shape, having None on axes which can vary.";
        }
        if (flat.empty()) {
          cf.calls += 1;
          return call_in_graph_flat(*this, cf, flat_args);
        }
      } else {
        // From eager, no shape checks beyond what the kernels do (polymorphic_function_test
        // test_concrete_function_shape_mismatch); the runtime checks each input's dtype against
        // the function's signature (execute.cc ValidateInputTypeAndPlacement):
        // InvalidArgumentError naming the function.
        for (std::size_t i = 0; i < flat_args.size(); ++i) {
          const tensor::DType want = cf.graph->node(cf.graph->inputs()[i]).output_dtypes.at(0);
          const tensor::DType got = as_tensor(flat_args[i].get())->dtype;
          if (want == got) continue;
          const std::string name = inference_name(*this, cf);
          Runtime::current().raise_graph_error(tensor::OpError(
              tensor::OpError::Code::InvalidArgument,
              "cannot compute " + name + " as input #" + std::to_string(i) + "(zero-based) was expected to be a " +
                  std::string(tensor::runtime_name(want)) + " tensor but is a " + std::string(tensor::runtime_name(got)) +
                  " tensor [Op:" + name + "]"));
        }
        cf.calls += 1;
        return execute_flat(*this, cf, flat_args);
      }
    }
  }
  py::raise_type_error(structured + "\nFallback to flat signature also failed due to: " + flat);
}

Ref Function::call(CallArgs& args) {
  Runtime& rt = Runtime::current();
  if (rt.run_functions_eagerly && !restored) return call_python(args);
  call_count += 1;
  int call_number = call_count;
  int line = py::Interpreter::current().program_line();
  BoundCall bound = bind_call(*this, args);
  ConcreteFunction* cf = lookup(*this, bound.types);
  bool traced = false;
  bool late_variables = false;
  // A call made while another function traces belongs to that trace's clock (its graph calls
  // this one); a call from plain Python to the python clock.
  const char* clock = rt.active_trace() ? "trace" : "python";
  if (!cf) {
    std::string reason = trace_reason(*this, bound.types);
    try {
      cf = &trace_for_call(*this, bound, call_number, reason, late_variables);
    } catch (py::PyError&) {
      // The trace raised: the call still happened, served by no concrete function, so that a
      // timeline shows the failed trace under its own call rather than the previous one.
      if (rt.emit)
        rt.emit({"call", clock, name + " call " + std::to_string(call_number) + ": tracing failed\n", "stdout", line, name,
                 std::nullopt, index});
      throw;
    }
    traced = true;
  }
  cf->calls += 1;
  if (rt.emit) {
    // "f call 3: reused concrete function 0\n", built in one buffer: every call makes one.
    std::string text;
    text.reserve(name.size() + 56);
    text.append(name).append(" call ").append(std::to_string(call_number)).append(traced ? ": traced" : ": reused");
    text.append(" concrete function ").append(std::to_string(cf->index)).push_back('\n');
    rt.emit({"call", clock, std::move(text), "stdout", line, name, cf->index, index});
  }
  if (!restored) note_call_for_retracing_warning(*this, traced);
  Ref result = rt.active_trace() ? call_in_graph(*this, *cf, bound) : execute(*this, *cf, bound);
  // Function._call, after running a non-first trace that created variables.
  if (late_variables) py::raise_value_error("Creating variables on a non-first call to a function decorated with tf.function.");
  return result;
}

ConcreteFunction& Function::get_concrete(CallArgs& args) {
  // TensorSpecs stand for tensors of that shape and dtype.
  BoundCall bound;
  if (input_signature && args.args.empty() && args.kwargs.empty()) {
    // trace_function: the input_signature stands for the arguments, and the parameters it leaves
    // out take their Python defaults (canonicalize_function_inputs applies them).
    for (const Ref& s : *input_signature) {
      bound.types.push_back(signature_trace_type(s));  // a TensorSpec or a structure of them
      bound.values.push_back(s);
    }
    for (std::size_t i = bound.values.size() + signature_offset; i < params.size(); ++i) {
      bound.values.push_back(params[i].default_value ? params[i].default_value : py::None());
      bound.types.push_back(trace_type_from_value(bound.values.back()));
    }
  } else {
    bound.values = bind_function_inputs(*this, args);
    TraceContext context;
    context.tensor_specs = true;
    for (std::size_t i = 0; i < bound.values.size(); ++i) {
      if (const TensorSpecObject* sig = as_spec(bound.values[i].get()) ? spec_for(i) : nullptr) {
        bound.values[i] = cast_spec_to_spec(*this, args, bound.values[i], (*input_signature)[i - signature_offset]);
        bound.types.push_back(TraceType::tensor_spec(sig->dtype, sig->shape, sig->name));
      } else if (TensorSpecObject* spec = as_spec(bound.values[i].get())) {
        bound.types.push_back(TraceType::tensor_spec(spec->dtype, spec->shape, spec->name));
      } else if (const TensorSpecObject* spec2 = spec_for(i)) {
        bound.values[i] = cast_to_spec(*this, args, bound.values[i], *spec2);
        bound.types.push_back(TraceType::tensor_spec(spec2->dtype, spec2->shape, spec2->name));
      } else if (const Ref* structure = signature_structure(*this, i)) {
        bound.values[i] = cast_to_signature(*this, args, bound.values[i], *structure);
        bound.types.push_back(signature_trace_type(*structure));
      } else if (const auto& c = params[i].default_constraint) {
        bound.values[i] = cast_to_constraint(*this, args, bound.values[i], *c);
        bound.types.push_back(trace_type_from_value(bound.values[i], context));
      } else {
        bound.types.push_back(trace_type_from_value(bound.values[i], context));
      }
    }
  }
  std::vector<std::string> spec_names;
  if (!input_signature) {
    for (std::size_t i = 0; i < bound.values.size(); ++i) collect_spec_names(bound.types[i], bound.values[i], spec_names);
    if (std::all_of(spec_names.begin(), spec_names.end(), [](const std::string& n) { return n.empty(); })) spec_names.clear();
  }
  if (ConcreteFunction* cf = lookup(*this, bound.types, spec_names)) return *cf;
  bool late_variables = false;
  ConcreteFunction& cf = trace_for_call(*this, bound, 0, "get_concrete_function", late_variables);
  cf.spec_names = std::move(spec_names);
  return cf;
}

std::vector<Ref> captured_graph_tensors(const ConcreteFunction& cf) {
  std::vector<Ref> out;
  if (cf.graph->captures().empty()) return out;
  std::shared_ptr<graph::FuncGraph> outer;
  for (const auto& g : Runtime::current().run_state<EnclosingGraphs>().graphs)
    if (g.get() == cf.graph->outer()) outer = g;
  if (!outer) throw std::logic_error("tf.function: the graph a nested trace captured from is gone");
  for (const auto& [e, placeholder] : cf.graph->captures()) {
    const graph::Node& n = outer->node(e.node);
    const auto i = static_cast<std::size_t>(e.index);
    out.push_back(make_symbolic(outer, e.node, e.index, n.output_dtypes.at(i), n.output_shapes.at(i), outer->endpoint_name(e)));
  }
  return out;
}

ConcreteFunction& Function::concrete(int index) const {
  for (const auto& c : concretes)
    if (c->index == index) return *c;
  throw std::logic_error("tf.function " + name + " has no concrete function " + std::to_string(index));
}

}  // namespace tfplay::function
