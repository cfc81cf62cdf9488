// tf.function argument binding and input_signature casting.
#include "core/function/binding.h"
#include "core/function/composite_spec.h"

#include <algorithm>
#include <cctype>

#include "core/function/nest.h"
#include "core/function/variable_object.h"

#include "core/function/runtime.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/tf_logging.h"

namespace tfplay::function {

using py::Ref;

namespace {

[[noreturn]] void binding_error(const Function& f, const py::CallArgs& args, const std::string& why) {
  std::string kwargs = "{";
  for (std::size_t i = 0; i < args.kwargs.size(); ++i)
    kwargs += (i ? ", " : "") + py::str_repr(args.kwargs[i].first) + ": " + py::repr(args.kwargs[i].second);
  kwargs += "}";
  py::raise_type_error("Binding inputs to tf.function failed due to `" + why + "`. Received args: " +
                       py::repr(py::Tuple(args.args)) + " and kwargs: " + kwargs + " for signature: " +
                       function_type_text(f) + ".");
}

}  // namespace

std::string function_type_text(const Function& f) {
  std::string out = "(";
  bool star_done = false;
  for (std::size_t i = 0; i < f.params.size(); ++i) {
    const Parameter& p = f.params[i];
    if (i) out += ", ";
    if (p.kind == py::ParamKind::KeywordOnly && !star_done) {
      out += "*, ";
      star_done = true;
    }
    if (p.kind == py::ParamKind::VarPositional) {
      out += "*";
      star_done = true;
    }
    if (p.kind == py::ParamKind::VarKeyword) out += "**";
    out += p.name;
    if (const TensorSpecObject* s = f.spec_for(i)) {
      out += ": " + spec_repr(s->shape, s->dtype, s->name);
    } else if (const Ref* structure = signature_structure(f, i)) {
      out += ": " + signature_trace_type(*structure).repr();
    } else if (p.default_constraint) {
      out += ": " + p.default_constraint->repr();
    }
    // inspect.Parameter.__str__: ` = ` around the default when annotated, `=` otherwise.
    if (p.default_value) out += (f.spec_for(i) || signature_structure(f, i) || p.default_constraint) ? " = <captured_default_value>" : "=<captured_default_value>";
    if (p.kind == py::ParamKind::PositionalOnly && (i + 1 == f.params.size() || f.params[i + 1].kind != py::ParamKind::PositionalOnly))
      out += ", /";
  }
  return out + ")";
}

namespace {

/// function_type.sanitize_arg_name: every character but letters and digits becomes "_", and
/// "arg_" goes before a name that then does not start with a letter; the first five renames
/// of a run are logged.
std::string sanitize_arg_name(const std::string& name) {
  // Non-ASCII bytes belong to letters here (str.isalnum), so they stay.
  auto alnum = [](unsigned char c) { return c >= 0x80 || std::isalnum(c); };
  std::string swapped;
  for (unsigned char c : name) swapped.push_back(alnum(c) ? static_cast<char>(c) : '_');
  const unsigned char first = swapped.empty() ? '_' : static_cast<unsigned char>(swapped[0]);
  std::string result = (first >= 0x80 || std::isalpha(first)) ? swapped : "arg_" + swapped;
  struct Warned {
    int count = 0;
  };
  Warned& warned = Runtime::current().run_state<Warned>();
  if (name != result && warned.count < 5) {
    tf::tf_warning("`" + name + "` is not a valid tf.function parameter name. Sanitizing to `" + result + "`.");
    warned.count += 1;
  }
  return result;
}

std::string sorted_names_text(std::vector<std::string> names) {
  std::sort(names.begin(), names.end());
  std::vector<Ref> items;
  for (const std::string& n : names) items.push_back(py::Str(n));
  return py::repr(py::List(items));
}

}  // namespace

std::vector<Ref> bind_function_inputs(Function& f, py::CallArgs& args) {
  // bind_function_inputs sanitizes the keyword names first; two that sanitize alike collide.
  if (!args.kwargs.empty()) {
    std::vector<std::pair<std::string, Ref>> sanitized;
    std::vector<std::string> original;
    for (const auto& [name, value] : args.kwargs) {
      original.push_back(name);
      const std::string clean = sanitize_arg_name(name);
      auto it = std::find_if(sanitized.begin(), sanitized.end(), [&clean](const auto& kw) { return kw.first == clean; });
      if (it != sanitized.end()) it->second = value;  // a dict comprehension keeps the last value
      else sanitized.emplace_back(clean, value);
    }
    if (sanitized.size() != original.size()) {
      std::vector<std::string> names;
      for (const auto& kw : sanitized) names.push_back(kw.first);
      py::raise_value_error("Name collision after sanitization. Please rename tf.function input parameters. Original: " +
                            sorted_names_text(original) + ", Sanitized: " + sorted_names_text(names));
    }
    args.kwargs = std::move(sanitized);
  }
  // inspect.Signature.bind: its messages, not the interpreter's.
  const auto& params = f.params;
  std::vector<Ref> bound(params.size());
  std::size_t next = 0;
  std::vector<Ref> extra_positional;
  for (const Ref& a : args.args) {
    while (next < params.size() && (params[next].kind == py::ParamKind::KeywordOnly || params[next].kind == py::ParamKind::VarKeyword))
      ++next;
    if (next >= params.size()) binding_error(f, args, "too many positional arguments");
    if (params[next].kind == py::ParamKind::VarPositional) {
      extra_positional.push_back(a);
      continue;
    }
    bound[next++] = a;
  }
  std::shared_ptr<py::DictObject> extra_kw;
  for (std::size_t i = 0; i < params.size(); ++i) {
    if (params[i].kind == py::ParamKind::VarPositional) bound[i] = py::Tuple(extra_positional);
    if (params[i].kind == py::ParamKind::VarKeyword) {
      extra_kw = py::Dict();
      bound[i] = extra_kw;
    }
  }
  for (const auto& [name, value] : args.kwargs) {
    bool placed = false;
    for (std::size_t i = 0; i < params.size(); ++i) {
      const Parameter& p = params[i];
      if (p.name != name || p.kind == py::ParamKind::VarPositional || p.kind == py::ParamKind::VarKeyword) continue;
      if (p.kind == py::ParamKind::PositionalOnly) break;
      if (bound[i]) binding_error(f, args, "multiple values for argument '" + name + "'");
      bound[i] = value;
      placed = true;
      break;
    }
    if (placed) continue;
    if (!extra_kw) binding_error(f, args, "got an unexpected keyword argument '" + name + "'");
    extra_kw->set(py::Str(name), value);
  }
  for (std::size_t i = 0; i < params.size(); ++i) {
    if (bound[i]) continue;
    if (params[i].default_value) {
      bound[i] = params[i].default_value;
      continue;
    }
    if (params[i].kind == py::ParamKind::KeywordOnly)
      binding_error(f, args, "missing a required argument: '" + params[i].name + "'");
    binding_error(f, args, "missing a required argument: '" + params[i].name + "'");
  }
  return bound;
}

Ref cast_spec_to_spec(Function& f, const py::CallArgs& args, const Ref& given, const Ref& spec) {
  const auto* g = static_cast<const TensorSpecObject*>(given.get());
  const auto* s = static_cast<const TensorSpecObject*>(spec.get());
  const bool name_ok = !g->name || g->name->empty() || g->name == s->name;
  if (name_ok && g->dtype == s->dtype && g->shape.is_subtype_of(s->shape)) return spec;
  binding_error(f, args, "Can not cast " + spec_repr(g->shape, g->dtype, g->name) + " to " + spec_repr(s->shape, s->dtype, s->name));
}

namespace {

Ref cast_value(const TraceType& t, const Ref& value, std::string& why);

/// util.cast_and_return_whether_casted: each value cast to its type; `changed` says one cast
/// returned another object. False (with `why`) when one fails.
bool cast_components(const std::vector<TraceType>& types, const std::vector<Ref>& values, std::vector<Ref>& out, bool& changed,
                     std::string& why) {
  changed = false;
  for (std::size_t i = 0; i < types.size() && i < values.size(); ++i) {
    Ref c = cast_to_trace_type(types[i], values[i], why);
    if (!c) return false;
    changed = changed || c.get() != values[i].get();
    out.push_back(std::move(c));
  }
  return true;
}

}  // namespace

Ref cast_to_trace_type(const TraceType& t, const Ref& value, std::string& why) {
  // bind_function_inputs reports any exception a cast raises (`except Exception`), such as a
  // symbolic tensor's bool() in Literal.cast's `value == self.value`.
  try {
    return cast_value(t, value, why);
  } catch (py::PyError& e) {
    why = py::str(e.exc);
    return nullptr;
  }
}

namespace {

Ref cast_value(const TraceType& t, const Ref& value, std::string& why) {
  const auto& ty = py::T();
  switch (t.kind) {
    case TraceType::Kind::Tensor: {
      // TensorSpec.cast: non-tensors converted to the spec's dtype; a tensor whose spec is not
      // a subtype fails, unless the spec is a subtype of it (a graph tensor of a less specific
      // shape), which then takes the spec's shape (set_shape).
      Ref v = value;
      if (!as_tensor(v.get())) {
        try {
          v = Runtime::current().convert_to_tensor(value, t.dtype);
        } catch (py::PyError& e) {
          why = py::str(e.exc);
          return nullptr;
        }
      }
      TensorObject* x = as_tensor(v.get());
      if (x->dtype == t.dtype && x->shape.is_subtype_of(t.shape)) return v;
      if (x->dtype == t.dtype && t.shape.is_subtype_of(x->shape) && !x->is_eager()) {
        x->shape = x->shape.merge_with(t.shape);
        x->graph->set_output_shape({x->node, x->index}, x->shape);
        return v;
      }
      why = "Can not cast " + spec_repr(x->shape, x->dtype, t.spec_name) + " to " + t.repr();
      return nullptr;
    }
    case TraceType::Kind::Variable:
      // VariableSpec.cast: `assert isinstance(value, BaseResourceVariable)`, a bare assert
      // (its AssertionError's text is empty); shape, dtype and alias id are not checked.
      if (as_variable(value.get())) return value;
      why.clear();
      return nullptr;
    case TraceType::Kind::Tuple:
    case TraceType::Kind::List: {
      const bool list = t.kind == TraceType::Kind::List;
      // Tuple.cast / List.cast: isinstance, then the length (List's message calls len() on its
      // components Tuple, which has none: its TypeError is what binding reports).
      if (!py::isinstance(value.get(), list ? ty.list : ty.tuple)) {
        why = "Can not cast " + py::repr(value) + (list ? " to list type." : " to tuple type.");
        return nullptr;
      }
      std::vector<Ref> items = py::to_vector(value);
      if (items.size() != t.components.size()) {
        why = list ? "object of type 'Tuple' has no len()"
                   : "Expected " + py::str(value) + " to have length of " + std::to_string(t.components.size());
        return nullptr;
      }
      std::vector<Ref> out;
      bool changed = false;
      if (!cast_components(t.components, items, out, changed, why)) return nullptr;
      if (!changed) return value;
      return list ? py::List(std::move(out)) : py::Tuple(std::move(out));
    }
    case TraceType::Kind::NamedTuple: {
      // NamedTuple.cast: a namedtuple with the same field names, cast field by field, rebuilt
      // with the traced class when a field changed.
      if (!nest::is_namedtuple(value)) {
        why = "Cannot cast " + py::repr(value) + " to type " + py::repr(t.named_type) + ".";
        return nullptr;
      }
      std::vector<std::string> fields;
      for (const Ref& name : py::to_vector(py::getattr(value->cls->self(), "_fields"))) fields.push_back(py::str(name));
      std::vector<std::string> a = fields, b = t.field_names;
      std::sort(a.begin(), a.end());
      a.erase(std::unique(a.begin(), a.end()), a.end());
      std::sort(b.begin(), b.end());
      b.erase(std::unique(b.begin(), b.end()), b.end());
      if (a != b) {
        why = py::repr(value) + " has different attributes with the TraceType " + t.repr();
        return nullptr;
      }
      std::vector<Ref> items, out;
      for (const std::string& name : t.field_names) items.push_back(py::getattr(value, name));
      bool changed = false;
      if (!cast_components(t.components, items, out, changed, why)) return nullptr;
      return changed ? py::call(t.named_type, out) : value;
    }
    case TraceType::Kind::Dict: {
      // Dict.cast: a Mapping with the same key set, cast value by value in the traced key
      // order; when one changed, the traced mapping type called with them as keywords.
      if (!py::isinstance(value.get(), ty.dict)) {
        why = "Can not cast " + py::repr(value) + " to a Dict type.";
        return nullptr;
      }
      auto* d = static_cast<py::DictObject*>(value.get());
      bool same_keys = d->size() == t.keys.size();
      for (std::size_t i = 0; i < t.keys.size() && same_keys; ++i) same_keys = static_cast<bool>(d->get(t.keys[i]));
      if (!same_keys) {
        why = py::repr(value) + " has different keys with the TraceType " + t.repr() + ".";
        return nullptr;
      }
      std::vector<Ref> items, out;
      for (const Ref& k : t.keys) items.push_back(d->get(k));
      bool changed = false;
      if (!cast_components(t.components, items, out, changed, why)) return nullptr;
      if (!changed) return value;
      for (const Ref& k : t.keys)
        if (!py::is_str(k.get())) {
          why = "keywords must be strings";  // dict(**{1: ...})
          return nullptr;
        }
      auto rebuilt = py::Dict();
      for (std::size_t i = 0; i < t.keys.size(); ++i) rebuilt->set(t.keys[i], out[i]);
      return rebuilt;
    }
    case TraceType::Kind::Literal:
      // Literal.cast: `value == self.value` (NaN matches NaN), else ValueError.
      if (py::is_float(value.get()) && py::is_float(t.value.get())) {
        const double a = static_cast<py::FloatObject*>(value.get())->value, b = static_cast<py::FloatObject*>(t.value.get())->value;
        if (a != a && b != b) return value;
      }
      if (py::eq(value, t.value)) return value;
      break;
    case TraceType::Kind::Weakref: {
      // Weakref.cast: the referent itself, or a value equal to it.
      Ref referent = t.referent.lock();
      if (referent && (value == referent || py::eq(value, referent))) return value;
      break;
    }
    default:
      // A composite TypeSpec (TypeSpec.cast): each component cast to its TensorSpec.
      if (is_composite_type(t)) {
        why = composite_cast_error(t, value);
        return why.empty() ? value : nullptr;
      }
      if (trace_type_from_value(value) == t) return value;
      break;
  }
  why = "Can not cast " + py::repr(value) + " to " + t.repr();
  return nullptr;
}

}  // namespace

Ref cast_to_spec(Function& f, const py::CallArgs& args, const Ref& value, const TensorSpecObject& spec) {
  std::string why;
  Ref cast = cast_to_trace_type(TraceType::tensor_spec(spec.dtype, spec.shape, spec.name), value, why);
  if (!cast) binding_error(f, args, why);
  return cast;
}

Ref cast_to_constraint(Function& f, const py::CallArgs& args, const Ref& value, const TraceType& constraint) {
  std::string why;
  Ref cast = cast_to_trace_type(constraint, value, why);
  if (!cast) binding_error(f, args, why);
  return cast;
}

const Ref* signature_structure(const Function& f, std::size_t i) {
  if (!f.input_signature || i < f.signature_offset || i - f.signature_offset >= f.input_signature->size()) return nullptr;
  const Ref& entry = (*f.input_signature)[i - f.signature_offset];
  return as_spec(entry.get()) ? nullptr : &entry;
}

TraceType signature_trace_type(const Ref& signature) {
  if (const TensorSpecObject* s = as_spec(signature.get())) return TraceType::tensor_spec(s->dtype, s->shape, s->name);
  TraceType t;
  // A composite TypeSpec (a RaggedTensorSpec) is its own TraceType.
  t.kind = TraceType::Kind::Custom;
  t.value = signature;
  if (is_composite_type(t)) {
    t.hash = py::hash(signature);
    return t;
  }
  t.value = nullptr;
  if (signature->cls == py::T().dict) {
    t.kind = TraceType::Kind::Dict;
    static_cast<py::DictObject*>(signature.get())->for_each([&](const Ref& k, const Ref& v) {
      t.keys.push_back(k);
      t.components.push_back(signature_trace_type(v));
    });
    return t;
  }
  t.kind = py::is_list(signature.get()) ? TraceType::Kind::List : TraceType::Kind::Tuple;
  for (const Ref& item : py::to_vector(signature)) t.components.push_back(signature_trace_type(item));
  return t;
}

Ref cast_to_signature(Function& f, const py::CallArgs& args, const Ref& value, const Ref& signature) {
  if (const TensorSpecObject* s = as_spec(signature.get())) return cast_to_spec(f, args, value, *s);
  return cast_to_constraint(f, args, value, signature_trace_type(signature));
}

}  // namespace tfplay::function
