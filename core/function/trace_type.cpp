// TraceType construction, equality, subtyping and generalization.
#include "core/function/trace_type.h"

#include <algorithm>
#include <unordered_map>

#include "core/function/function.h"
#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/function/trace_protocol.h"
#include "core/python/modules.h"
#include "core/python/object_id.h"
#include "core/function/variable_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/type_names.h"

namespace tfplay::function {

namespace {

bool is_literal_value(const py::Object* o) {
  const auto& t = py::T();
  if (const ArrayValueObject* a = as_array_value(o)) return a->is_scalar;  // NumPy scalars: no weakrefs
  if (o->cls == t.int_ || o->cls == t.bool_ || o->cls == t.float_ || o->cls == t.str || o->cls == t.none ||
      o->cls == t.bytes)
    return true;
  // Instances of int and bytes subclasses cannot be weak-referenced either (variable-size
  // CPython objects have no __weakref__ slot); float, str, list, set ... subclasses can.
  return o->cls->value_base == t.int_ || o->cls->value_base == t.bytes;
}

// from_value's last step tries weakref.ref(value): CPython refuses weak references to these
// hashable built-ins too, so they fall back to Literal (`Literal[range(0, 3)]`).
// So do the iterators of the built-in containers, enumerate/zip/map/filter/reversed objects and
// itertools' iterators (all but tee objects): `Literal[<list_iterator object at 0x...>]`, equal
// only to themselves. Generators can be weakly referenced.
bool weakref_refused(const py::Object* o) {
  const auto& t = py::T();
  if (o->cls == t.range || o->cls == t.slice || o->cls == t.builtin_function || o->cls == t.object ||
      o->cls == t.ellipsis || o->cls == t.notimplemented)
    return true;
  const py::TypeObject& type = *o->cls;
  if (type.module == "itertools") return type.name != "_tee";
  if (type.module != "builtins") return false;
  static const char* const kIterators[] = {
      "list_iterator",       "tuple_iterator",       "range_iterator",        "longrange_iterator",
      "dict_keyiterator",    "dict_valueiterator",   "dict_itemiterator",     "dict_reversekeyiterator",
      "dict_reversevalueiterator", "dict_reverseitemiterator", "str_ascii_iterator", "str_iterator",
      "set_iterator",        "bytes_iterator",       "bytearray_iterator",    "list_reverseiterator",
      "enumerate",           "zip",                  "map",                   "filter",
      "reversed",            "callable_iterator",    "iterator"};
  for (const char* name : kIterators)
    if (type.name == name) return true;
  return false;
}

bool literal_equal(const py::Ref& a, const py::Ref& b) {
  // Python ==, except that NaN matches NaN (TF stores a NanMarker for NaN literals).
  if (py::is_float(a.get()) && py::is_float(b.get())) {
    double x = static_cast<py::FloatObject*>(a.get())->value, y = static_cast<py::FloatObject*>(b.get())->value;
    if (x != x && y != y) return true;
  }
  return py::eq(a, b);
}

// NamedTuple types match by type name and field names (not by class identity).
bool same_named_type(const TraceType& a, const TraceType& b) {
  return static_cast<py::TypeObject*>(a.named_type.get())->name == static_cast<py::TypeObject*>(b.named_type.get())->name &&
         a.field_names == b.field_names;
}

std::string components_repr(const std::vector<TraceType>& c) {
  std::string out;
  for (std::size_t i = 0; i < c.size(); ++i) out += (i ? ", " : "") + c[i].repr();
  return out;
}

// The address of weakref.ref(obj), an object of its own: without a callback, weakref.ref
// returns the referent's existing ref, so the same referent always shows the same address.
// tfplay has no weakref type; a plain object stands in for it (kept while the referent lives,
// and at most for the run).
struct WeakrefStandIns {
  struct Entry {
    std::weak_ptr<py::Object> referent;
    py::Ref ref;
  };
  std::unordered_map<const py::Object*, Entry> refs;
};

std::string weakref_address(const py::Ref& referent) {
  WeakrefStandIns::Entry& e = Runtime::current().run_state<WeakrefStandIns>().refs[referent.get()];
  if (!e.ref || e.referent.lock() != referent) e = WeakrefStandIns::Entry{referent, py::make_object<py::Object>(py::T().object)};
  return py::address_text(e.ref.get());
}

// A TraceType object of the tracing protocol as a key: a TensorSpec is TF's own type for
// tensors; any other object keys by its own methods.
TraceType protocol_trace_type(const py::Ref& type_object) {
  if (const TensorSpecObject* s = as_spec(type_object.get())) return TraceType::tensor_spec(s->dtype, s->shape, s->name);
  TraceType t;
  t.kind = TraceType::Kind::Custom;
  t.value = type_object;
  t.hash = py::hash(type_object);
  return t;
}

}  // namespace

TraceType trace_type_from_value(const py::Ref& v) {
  TraceContext context;
  return trace_type_from_value(v, context);
}

TraceType trace_type_from_value(const py::Ref& v, TraceContext& context) {
  TraceType t;
  // A tensor first: most arguments are, and the checks below for other kinds cost more.
  if (TensorObject* tensor = as_tensor(v.get())) {
    t.kind = TraceType::Kind::Tensor;
    t.dtype = tensor->dtype;
    t.shape = tensor->shape;
    return t;
  }
  if (VariableObject* var = as_variable(v.get())) {
    // BaseResourceVariable.__tf_tracing_type__: VariableSpec(shape, dtype, trainable, alias_id).
    t.kind = TraceType::Kind::Variable;
    t.dtype = var->dtype;
    t.shape = var->shape;
    t.trainable = var->trainable;
    const void* id = as_tensor(var->handle.get())->is_eager() ? static_cast<const void*>(as_tensor(var->handle.get())->value->resource().get())
                                                              : static_cast<const void*>(var->handle.get());
    auto it = std::find(context.variables.begin(), context.variables.end(), id);
    t.alias_id = static_cast<int>(it - context.variables.begin());
    if (it == context.variables.end()) context.variables.push_back(id);
    return t;
  }
  const DatasetHooks& hooks = Runtime::current().datasets;
  // A tf.data.Dataset, its OwnedIterator and a tf.experimental.Optional are CompositeTensors:
  // their __tf_tracing_type__ is their DatasetSpec / IteratorSpec / OptionalSpec, which compare
  // by element_spec.
  for (TraceType::Kind k : {TraceType::Kind::Dataset, TraceType::Kind::Iterator, TraceType::Kind::Optional}) {
    const auto& spec_of = k == TraceType::Kind::Dataset ? hooks.element_spec
                          : k == TraceType::Kind::Iterator ? hooks.iterator_spec
                                                           : hooks.optional_spec;
    if (!spec_of) continue;
    if (py::Ref spec = spec_of(v)) {
      t.kind = k;
      t.value = spec;
      // (Optional.empty(None) has no element_spec yet, so no components.)
      for (const py::Ref& leaf : nest::flatten(spec))
        if (TensorSpecObject* s = as_spec(leaf.get())) t.components.push_back(TraceType::tensor_spec(s->dtype, s->shape));
      return t;
    }
  }
  if (context.tensor_specs)
    if (const TensorSpecObject* s = as_spec(v.get())) return TraceType::tensor_spec(s->dtype, s->shape, s->name);
  if (const ArrayValueObject* array = as_array_value(v.get())) {
    // from_value step 5: util.is_np_ndarray is hasattr(value, "__array__"), so an ndarray and a
    // NumPy scalar (np.float32(2.0)) alike are a TensorSpec of their shape and dtype.
    t.kind = TraceType::Kind::Tensor;
    t.dtype = array->dtype();
    t.shape = tensor::TensorShape(array->shape());
    return t;
  }
  // from_value's first steps: a legacy signature's TraceType is its own type; an object of the
  // tracing protocol (SupportsTracingProtocol) is typed by its __tf_tracing_type__(context).
  if (context.tensor_specs && !is_literal_value(v.get()) && is_trace_type(v)) return protocol_trace_type(v);
  if (py::Ref method = tracing_protocol_method(v)) {
    if (!context.protocol_context) context.protocol_context = new_tracing_context();
    py::Ref generated = py::call(method, std::vector<py::Ref>{context.protocol_context});
    if (!is_trace_type(generated))
      py::raise_type_error("Expected an instance of TraceType for Tracing Protocol call to " + py::str(v) + " but got " +
                           py::str(generated));
    return protocol_trace_type(generated);
  }
  if (is_literal_value(v.get())) {
    t.kind = TraceType::Kind::Literal;
    t.value = v;
    t.hash = py::hash(v);
    return t;
  }
  // from_value refuses weak references (b/183107079) before anything else of theirs is looked at.
  if (py::is_weakref(v.get())) py::raise_type_error("weakref input " + py::str(v) + " not supported for tf.function.");
  const auto& ty = py::T();
  // `hasattr(value, "__wrapped__")`: a functools.wraps wrapper is typed as what it wraps. A
  // tf.function has __wrapped__ too, but its __tf_tracing_type__ comes first: Weakref(self).
  if (!v->cls->is_subtype_of(function_type()))
    if (py::Ref wrapped = py::getattr_opt(v, "__wrapped__")) return trace_type_from_value(wrapped, context);
  if (nest::is_namedtuple(v)) {
    // NamedTuple(type_name, attribute_names, attributes).
    t.kind = TraceType::Kind::NamedTuple;
    t.named_type = v->cls->self();
    for (const py::Ref& f : py::to_vector(py::getattr(t.named_type, "_fields"))) t.field_names.push_back(py::str(f));
    for (const py::Ref& item : py::to_vector(v)) t.components.push_back(trace_type_from_value(item, context));
    return t;
  }
  // from_value tests isinstance(value, list / tuple / Mapping): subclasses are typed as their
  // base (and traced with a plain list, tuple or dict placeholder).
  if (py::isinstance(v.get(), ty.list) || py::isinstance(v.get(), ty.tuple)) {
    t.kind = py::isinstance(v.get(), ty.list) ? TraceType::Kind::List : TraceType::Kind::Tuple;
    for (const py::Ref& item : py::to_vector(v)) t.components.push_back(trace_type_from_value(item, context));
    return t;
  }
  if (py::isinstance(v.get(), ty.dict)) {
    t.kind = TraceType::Kind::Dict;
    static_cast<py::DictObject*>(v.get())->for_each([&](const py::Ref& k, const py::Ref& val) {
      t.keys.push_back(k);
      t.components.push_back(trace_type_from_value(val, context));
    });
    return t;
  }
  // Weakref.__init__ hashes the ref, i.e. the referent: an unhashable object (a set, a dataclass
  // with eq=True, a class defining __eq__ only) raises TypeError, from_value's `except TypeError`
  // then tries Literal(value), whose hash fails too. Other errors from __hash__ propagate.
  bool hashable = true;
  try {
    (void)py::hash(v);
  } catch (const py::PyError& e) {
    if (!py::isinstance(e.exc.get(), py::E().TypeError)) throw;
    hashable = false;
  }
  if (hashable && weakref_refused(v.get())) {
    t.kind = TraceType::Kind::Literal;
    t.value = v;
    t.hash = py::hash(v);
    return t;
  }
  if (!hashable) {
    py::raise_type_error("Could not generate a generic TraceType for " + py::repr(v) +
                         ".Please verify that it is immutable/hashable. Otherwise, consider implementing the "
                         "Tracing Protocol for it.");
  }
  t.kind = TraceType::Kind::Weakref;
  t.referent = v;
  // Number the referent, then its ref, now: reprs that come later (two in one expression, whose
  // evaluation order C++ leaves open) then print the same addresses natively and in wasm.
  (void)py::object_id(v.get());
  t.dead_address = weakref_address(v);  // the ref's own address, shown dead or alive
  return t;
}

std::string TraceType::repr() const {
  switch (kind) {
    case Kind::Tensor:
      return "TensorSpec(shape=" + shape.str() + ", dtype=" + tensor::repr(dtype) +
             ", name=" + (spec_name ? py::repr(py::Str(*spec_name)) : std::string("None")) + ")";
    case Kind::Variable:
      return "VariableSpec(shape=" + shape.str() + ", dtype=" + tensor::repr(dtype) +
             ", trainable=" + (trainable ? "True" : "False") + ", alias_id=" + std::to_string(alias_id) + ")";
    case Kind::Literal:
      return "Literal[" + py::repr(value) + "]";
    case Kind::List:
      return "List[" + components_repr(components) + "]";
    case Kind::Tuple:
      return "Tuple[" + components_repr(components) + "]";
    case Kind::NamedTuple: {
      std::string out = static_cast<py::TypeObject*>(named_type.get())->name + "[";
      for (std::size_t i = 0; i < components.size(); ++i)
        out += (i ? ", " : "") + std::string("[") + py::str_repr(field_names[i]) + ", " + components[i].repr() + "]";
      return out + "]";
    }
    case Kind::Dict: {
      std::string out = "Dict[";
      for (std::size_t i = 0; i < keys.size(); ++i)
        out += (i ? ", " : "") + std::string("[") + py::repr(keys[i]) + ", " + components[i].repr() + "]";
      return out + "]";
    }
    case Kind::Weakref: {
      // repr(weakref.ref(obj)) is `<weakref at 0x...; to 'Scale' at 0x...>` (`; dead` once the
      // object died): the ref's own address, then the referent's.
      py::Ref r = referent.lock();
      if (!r) return "Weakref[<weakref at " + dead_address + "; dead>])";
      return "Weakref[<weakref at " + dead_address + "; to '" + py::tp_name(r->cls) + "' at " + py::address_text(r.get()) + ">])";
    }
    case Kind::Dataset:
      // TypeSpec.__repr__: the class name and _serialize() = (element_spec, dataset_shape).
      return "DatasetSpec(" + py::str(value) + ", TensorShape([]))";
    case Kind::Iterator:
      // TypeSpec.__repr__, "%s%r" % (type(self).__name__, self._serialize()), over
      // IteratorSpec._serialize() = (element_spec,) (iterator_ops.py).
      return "IteratorSpec" + py::repr(py::Tuple({value}));
    case Kind::Optional:  // OptionalSpec._serialize() = (element_spec,) (optional_ops.py)
      return "OptionalSpec" + py::repr(py::Tuple({value}));
    case Kind::Custom:
      return py::repr(value);
  }
  return "";
}

bool TraceType::operator==(const TraceType& o) const {
  if (kind != o.kind) return false;
  switch (kind) {
    case Kind::Tensor:
      return dtype == o.dtype && shape == o.shape;
    case Kind::Variable:
      return dtype == o.dtype && shape == o.shape && trainable == o.trainable && alias_id == o.alias_id;
    case Kind::Literal:
      return hash == o.hash && literal_equal(value, o.value);
    case Kind::List:
    case Kind::Tuple:
      return components == o.components;
    case Kind::NamedTuple:
      return same_named_type(*this, o) && components == o.components;
    case Kind::Dict: {
      if (keys.size() != o.keys.size()) return false;
      for (std::size_t i = 0; i < keys.size(); ++i) {
        bool found = false;
        for (std::size_t j = 0; j < o.keys.size(); ++j)
          if (py::eq(keys[i], o.keys[j])) {
            if (!(components[i] == o.components[j])) return false;
            found = true;
            break;
          }
        if (!found) return false;
      }
      return true;
    }
    case Kind::Weakref: {
      // Weakref.__eq__: both referents alive, and the same object or equal by their own `==`
      // (weakref equality), so an equal frozen dataclass instance reuses a trace.
      py::Ref a = referent.lock(), b = o.referent.lock();
      return a && b && (a == b || py::eq(a, b));
    }
    case Kind::Dataset:
    case Kind::Iterator:
    case Kind::Optional:
      return components == o.components && !nest::compare(value, o.value);
    case Kind::Custom:  // as a dict key: the hash, then identity or __eq__
      return hash == o.hash && (value == o.value || py::eq(value, o.value));
  }
  return false;
}

bool TraceType::is_subtype_of(const TraceType& o) const {
  if (kind != o.kind) return false;
  switch (kind) {
    case Kind::Tensor:
      return dtype == o.dtype && shape.is_subtype_of(o.shape);
    case Kind::Variable:  // DenseSpec.is_subtype_of plus the VariableSpec fields
      return dtype == o.dtype && shape.is_subtype_of(o.shape) && trainable == o.trainable && alias_id == o.alias_id;
    case Kind::NamedTuple:
      if (!same_named_type(*this, o)) return false;
      [[fallthrough]];
    case Kind::List:
    case Kind::Tuple:
      if (components.size() != o.components.size()) return false;
      for (std::size_t i = 0; i < components.size(); ++i)
        if (!components[i].is_subtype_of(o.components[i])) return false;
      return true;
    case Kind::Dict: {
      if (keys.size() != o.keys.size()) return false;
      for (std::size_t i = 0; i < keys.size(); ++i) {
        bool ok = false;
        for (std::size_t j = 0; j < o.keys.size(); ++j)
          if (py::eq(keys[i], o.keys[j])) ok = components[i].is_subtype_of(o.components[j]);
        if (!ok) return false;
      }
      return true;
    }
    case Kind::Dataset:
    case Kind::Iterator:
    case Kind::Optional:
      if (components.size() != o.components.size() || nest::compare(value, o.value)) return false;
      for (std::size_t i = 0; i < components.size(); ++i)
        if (!components[i].is_subtype_of(o.components[i])) return false;
      return true;
    case Kind::Custom:
      return py::truthy(py::call(py::getattr(value, "is_subtype_of"), std::vector<py::Ref>{o.value}));
    default:
      return *this == o;
  }
}

std::optional<TraceType> TraceType::most_specific_common_supertype(const TraceType& o) const {
  if (kind != o.kind) return std::nullopt;
  switch (kind) {
    case Kind::Tensor: {
      if (dtype != o.dtype) return std::nullopt;
      TraceType t = *this;
      t.shape = shape.most_specific_common_supertype({o.shape});
      return t;
    }
    case Kind::NamedTuple:
      if (!same_named_type(*this, o)) return std::nullopt;
      [[fallthrough]];
    case Kind::List:
    case Kind::Tuple: {
      if (components.size() != o.components.size()) return std::nullopt;
      TraceType t = *this;
      for (std::size_t i = 0; i < components.size(); ++i) {
        auto c = components[i].most_specific_common_supertype(o.components[i]);
        if (!c) return std::nullopt;
        t.components[i] = *c;
      }
      return t;
    }
    case Kind::Dict: {
      // Dict.most_specific_common_supertype: the same keys, each value generalized (in self's
      // key order); a missing or extra key has no common supertype.
      if (keys.size() != o.keys.size()) return std::nullopt;
      TraceType t = *this;
      for (std::size_t i = 0; i < keys.size(); ++i) {
        std::optional<TraceType> c;
        for (std::size_t j = 0; j < o.keys.size() && !c; ++j)
          if (py::eq(keys[i], o.keys[j])) {
            c = components[i].most_specific_common_supertype(o.components[j]);
            if (!c) return std::nullopt;
          }
        if (!c) return std::nullopt;
        t.components[i] = *c;
      }
      return t;
    }
    case Kind::Custom: {
      // most_specific_common_supertype(others): a list of the others; None when there is none.
      py::Ref s = py::call(py::getattr(value, "most_specific_common_supertype"), std::vector<py::Ref>{py::List({o.value})});
      if (py::is_none(s.get())) return std::nullopt;
      return protocol_trace_type(s);
    }
    default:
      if (*this == o) return *this;
      return std::nullopt;
  }
}

}  // namespace tfplay::function
