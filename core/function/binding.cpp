// tf.function argument binding and input_signature casting.
#include "core/function/binding.h"
#include "core/function/composite_spec.h"

#include "core/function/runtime.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

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

std::vector<Ref> bind_function_inputs(Function& f, py::CallArgs& args) {
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

Ref cast_to_spec(Function& f, const py::CallArgs& args, const Ref& value, const TensorSpecObject& spec) {
  if (TensorObject* t = as_tensor(value.get())) {
    if (t->dtype == spec.dtype && t->shape.is_subtype_of(spec.shape)) return value;
    binding_error(f, args, "Can not cast " + spec_repr(t->shape, t->dtype, spec.name) + " to " +
                               spec_repr(spec.shape, spec.dtype, spec.name));
  }
  Runtime& rt = Runtime::current();
  Ref converted;
  try {
    converted = rt.convert_to_tensor(value, spec.dtype);
  } catch (py::PyError& e) {
    binding_error(f, args, py::str(e.exc));
  }
  TensorObject* t = as_tensor(converted.get());
  if (!t->shape.is_subtype_of(spec.shape))
    binding_error(f, args, "Can not cast " + spec_repr(t->shape, t->dtype, spec.name) + " to " +
                               spec_repr(spec.shape, spec.dtype, spec.name));
  return converted;
}

Ref cast_to_constraint(Function& f, const py::CallArgs& args, const Ref& value, const TraceType& constraint) {
  switch (constraint.kind) {
    case TraceType::Kind::Literal:
      // Literal.cast: `value == self.value` (NaN matches NaN), else ValueError.
      if (py::is_float(value.get()) && py::is_float(constraint.value.get())) {
        const double a = static_cast<py::FloatObject*>(value.get())->value, b = static_cast<py::FloatObject*>(constraint.value.get())->value;
        if (a != a && b != b) return value;
      }
      if (py::eq(value, constraint.value)) return value;
      break;
    case TraceType::Kind::Weakref: {
      // Weakref.cast: the referent itself, or a value equal to it.
      Ref referent = constraint.referent.lock();
      if (referent && (value == referent || py::eq(value, referent))) return value;
      break;
    }
    case TraceType::Kind::Tensor:
      if (TensorObject* t = as_tensor(value.get()); t && t->dtype == constraint.dtype && t->shape.is_subtype_of(constraint.shape))
        return value;
      break;
    default:
      // Structures (List, Tuple, Dict, ...) cast component-wise: a value of a subtype fits.
      if (trace_type_from_value(value).is_subtype_of(constraint)) return value;
      break;
  }
  binding_error(f, args, "Can not cast " + py::repr(value) + " to " + constraint.repr());
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
  const TraceType signature_type = signature_trace_type(signature);
  const std::string type_text = signature_type.repr();
  if (is_composite_type(signature_type)) {
    // TypeSpec.cast: each component tensor cast to its TensorSpec.
    const std::string why = composite_cast_error(signature_type, value);
    if (!why.empty()) binding_error(f, args, why);
    return value;
  }
  if (signature->cls == py::T().dict) {
    // Dict._cast: a mapping with exactly the signature's keys.
    auto* sig = static_cast<py::DictObject*>(signature.get());
    if (!(value->cls == py::T().dict)) binding_error(f, args, "Can not cast " + py::repr(value) + " to " + type_text);
    auto* d = static_cast<py::DictObject*>(value.get());
    if (d->size() != sig->size()) binding_error(f, args, py::repr(value) + " has different keys with the TraceType " + type_text + ".");
    auto out = py::Dict();
    sig->for_each([&](const Ref& k, const Ref& spec) {
      Ref item = d->get(k);
      if (!item) binding_error(f, args, py::repr(value) + " has different keys with the TraceType " + type_text + ".");
      out->set(k, cast_to_signature(f, args, item, spec));
    });
    return out;
  }
  const bool list = py::is_list(signature.get());
  if (list ? !py::is_list(value.get()) : !py::is_tuple(value.get()))
    binding_error(f, args, "Can not cast " + py::repr(value) + " to " + type_text);
  std::vector<Ref> specs = py::to_vector(signature), items = py::to_vector(value), out;
  if (items.size() != specs.size()) binding_error(f, args, "Can not cast " + py::repr(value) + " to " + type_text);
  for (std::size_t i = 0; i < specs.size(); ++i) out.push_back(cast_to_signature(f, args, items[i], specs[i]));
  return list ? py::List(out) : py::Tuple(out);
}

}  // namespace tfplay::function
