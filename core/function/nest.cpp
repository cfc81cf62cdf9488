// tf.nest for tracing, control flow and tf.data (tensorflow/python/util/util.cc, nest_util.py).
#include "core/function/nest.h"

#include <algorithm>
#include <memory>
#include <unordered_map>

#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/recursion_guard.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/function/variable_object.h"
#include "core/tf/tf_logging.h"

namespace tfplay::function::nest {

using py::Ref;

namespace {

bool is_dict(const Ref& v) { return py::isinstance(v.get(), py::T().dict); }

// How util.cc classifies a value (IsNestedHelper, in its order): dicts and other
// collections.abc.Mappings, MappingViews, CustomNestProtocol objects (__tf_flatten__ and
// __tf_unflatten__), then collections.abc.Sequences that are not str or bytes.
enum class Kind { Atom, Sequence, Dict, Mapping, MutableMapping, MappingView, Custom };

bool abc_isinstance(const Ref& v, const char* abc) {
  Ref cls = py::getattr(py::Interpreter::current().import_module("_collections_abc"), abc);
  Ref isinstance = py::Interpreter::current().builtins()->vars.find("isinstance")->self();
  return py::truthy(py::call(isinstance, {v, cls}));
}

Kind classify_uncached(const Ref& v) {
  if (abc_isinstance(v, "Mapping")) return abc_isinstance(v, "MutableMapping") ? Kind::MutableMapping : Kind::Mapping;
  if (abc_isinstance(v, "MappingView")) return Kind::MappingView;
  // custom_nest_protocol.CustomNestProtocol is a runtime_checkable Protocol: both methods present.
  if (v->cls->lookup("__tf_flatten__") && v->cls->lookup("__tf_unflatten__")) return Kind::Custom;
  return abc_isinstance(v, "Sequence") ? Kind::Sequence : Kind::Atom;
}

// util.cc's CachedTypeCheck: the ABC checks run once per type and run (a weak reference
// notices a type that died and whose address a new type reuses).
Kind classify(const Ref& v) {
  const py::Object* o = v.get();
  if (py::isinstance(o, py::T().list) || py::isinstance(o, py::T().tuple)) return Kind::Sequence;
  if (is_dict(v)) return Kind::Dict;
  if (o == py::None().get() || py::is_str(o) || o->cls == py::T().bytes || o->cls == py::T().int_ ||
      o->cls == py::T().float_ || o->cls == py::T().bool_)
    return Kind::Atom;
  // tfplay's own tensor and variable types are atoms (none is a Mapping, Sequence or
  // CustomNestProtocol): answering here keeps a first trace out of the ABCs' Python code.
  const py::TypeObject* t = o->cls;
  if (t == eager_tensor_type() || t == symbolic_tensor_type() || t == resource_variable_type() ||
      t == tensor_spec_type() || t == dtype_type())
    return Kind::Atom;
  struct Entry {
    std::weak_ptr<py::Object> type;
    Kind kind;
  };
  struct Cache {
    std::unordered_map<const py::TypeObject*, Entry> entries;
  };
  auto& cache = Runtime::current().run_state<Cache>().entries;
  auto it = cache.find(o->cls);
  if (it != cache.end() && it->second.type.lock().get() == o->cls) return it->second.kind;
  const Kind kind = classify_uncached(v);
  if (cache.size() < 1024 || it != cache.end()) cache[o->cls] = Entry{o->cls->self(), kind};
  return kind;
}

bool is_mapping(Kind k) { return k == Kind::Dict || k == Kind::Mapping || k == Kind::MutableMapping; }

// Dict keys in nest's order (sorted).
std::vector<Ref> sort_keys(std::vector<Ref> keys) {
  std::stable_sort(keys.begin(), keys.end(), [](const Ref& a, const Ref& b) {
    return py::truthy(py::compare(py::ast::CmpOpKind::Lt, a, b));
  });
  return keys;
}

// A mapping's keys in its own order (PyMapping_Keys).
std::vector<Ref> keys_in_order(const Ref& d) {
  std::vector<Ref> keys;
  if (d->cls == py::T().dict) {
    static_cast<py::DictObject*>(d.get())->for_each([&](const Ref& k, const Ref&) { keys.push_back(k); });
    return keys;
  }
  return py::to_vector(py::call(py::getattr(d, "keys"), std::vector<Ref>{}));
}

std::vector<Ref> sorted_keys(const Ref& d) { return sort_keys(keys_in_order(d)); }

// A CustomNestProtocol object's __tf_flatten__() -> (metadata, components).
Ref tf_flatten(const Ref& v) { return py::call(py::getattr(v, "__tf_flatten__"), std::vector<Ref>{}); }

// nest_util's `flat_component = iterable.__tf_flatten__()[1]; assert isinstance(flat_component, tuple)`.
Ref custom_components(const Ref& v) {
  Ref components = py::getitem(tf_flatten(v), py::Int(1));
  if (!py::isinstance(components.get(), py::T().tuple)) py::raise(py::E().AssertionError, "");
  return components;
}

// The children of a nested value, in flattening order.
std::vector<Ref> children(const Ref& v) {
  const Kind kind = classify(v);
  if (is_mapping(kind)) {
    std::vector<Ref> out;
    for (const Ref& k : sorted_keys(v)) out.push_back(py::getitem(v, k));
    return out;
  }
  if (kind == Kind::Custom) return py::to_vector(custom_components(v));
  return py::to_vector(v);
}

void flatten_into(const Ref& v, std::vector<Ref>& out) {
  py::NativeRecursionGuard guard("");
  if (!is_nested(v)) {
    out.push_back(v);
    return;
  }
  for (const Ref& c : children(v)) flatten_into(c, out);
}

// nest_util.sequence_like's tf_logging.log_first_n(WARN, ..., 1): once per run.
void warn_mapping_once(const Ref& type) {
  struct Warned {
    bool done = false;
  };
  Warned& warned = Runtime::current().run_state<Warned>();
  if (warned.done) return;
  warned.done = true;
  tf::tf_warning("Mapping types may not work well with tf.nest. Prefer using MutableMapping for " + py::repr(type));
}

// nest_util.sequence_like for mappings: a MutableMapping is rebuilt empty and filled in the
// instance's own key order; another Mapping is called with the (key, value) pairs.
Ref mapping_like(const Ref& instance, Kind kind, const std::vector<Ref>& items) {
  std::vector<Ref> sorted = sorted_keys(instance);
  auto value_of = [&](const Ref& key) -> Ref {
    for (std::size_t j = 0; j < sorted.size(); ++j)
      if (sorted[j] == key || py::eq(sorted[j], key)) return items[j];
    return py::None();
  };
  Ref type = instance->cls->self();
  if (kind != Kind::Mapping) {
    Ref d;
    if (instance->cls == py::T().dict) d = py::Dict();
    else if (instance->cls->name == "defaultdict") d = py::call(type, {py::getattr(instance, "default_factory")});
    else d = py::call(type, std::vector<Ref>{});
    for (const Ref& k : py::to_vector(instance)) py::setitem(d, k, value_of(k));
    return d;
  }
  Ref supported = py::getattr_opt(type, "__supported_by_tf_nest__");
  if (!supported || !py::truthy(supported)) warn_mapping_once(type);
  std::vector<Ref> pairs;
  for (const Ref& k : py::to_vector(instance)) pairs.push_back(py::Tuple({k, value_of(k)}));
  try {
    return py::call(type, {py::List(std::move(pairs))});
  } catch (py::PyError& e) {
    if (!py::isinstance(e.exc.get(), py::E().TypeError)) throw;
    py::raise_type_error("Error creating an object of type " + py::repr(type) + " like " + py::str(instance) +
                         ". Note that it must accept a single positional argument representing an iterable of "
                         "key-value pairs, in addition to self. Cause: " + py::str(e.exc));
  }
}

// nest_util.sequence_like: `items` (in flattening order) as a value of `instance`'s type.
Ref sequence_like(const Ref& instance, std::vector<Ref> items) {
  const Kind kind = classify(instance);
  if (is_mapping(kind)) return mapping_like(instance, kind, items);
  if (kind == Kind::MappingView) return py::List(std::move(items));  // views cannot be built directly
  if (py::is_list(instance.get())) return py::List(std::move(items));
  if (py::is_tuple(instance.get())) return py::Tuple(std::move(items));
  if (is_namedtuple(instance)) return py::call(instance->cls->self(), std::move(items));
  if (kind == Kind::Custom)
    return py::call(py::getattr(instance, "__tf_unflatten__"),
                    {py::getitem(tf_flatten(instance), py::Int(0)), py::Tuple(std::move(items))});
  if (instance->cls == py::T().range) return py::List(std::move(items));
  return py::call(instance->cls->self(), {py::List(std::move(items))});
}

Ref pack(const Ref& s, const std::vector<Ref>& flat, std::size_t& i) {
  py::NativeRecursionGuard guard("");
  if (!is_nested(s)) return flat.at(i++);
  std::vector<Ref> items;
  for (const Ref& c : children(s)) items.push_back(pack(c, flat, i));
  return sequence_like(s, std::move(items));
}

// util.cc PyObjectToString: "type=list str=[1, 2]".
std::string describe(const Ref& v) { return "type=" + py::type_name(v.get()) + " str=" + py::str(v); }

// util.cc SameNamedtuples: equal `_fields` and the same class name.
bool same_namedtuples(const Ref& a, const Ref& b) {
  return py::eq(py::getattr(a, "_fields"), py::getattr(b, "_fields")) && py::type_name(a.get()) == py::type_name(b.get());
}

std::optional<Mismatch> compare_helper(const Ref& a, const Ref& b, bool check_types) {
  py::NativeRecursionGuard guard("");
  const bool na = is_nested(a), nb = is_nested(b);
  if (na != nb) {
    return Mismatch{false, "Substructure \"" + describe(na ? a : b) + "\" is a sequence, while substructure \"" +
                               describe(na ? b : a) + "\" is not"};
  }
  if (!na) return std::nullopt;
  if (check_types) {
    // Built only on a mismatch: describing the structures formats every leaf.
    auto type_text = [&] {
      return "The two namedtuples don't have the same sequence type. First structure " + describe(a) + " has type " +
             py::type_name(a.get()) + ", while second structure " + describe(b) + " has type " + py::type_name(b.get());
    };
    if (is_namedtuple(a) && is_namedtuple(b)) {
      if (!same_namedtuples(a, b)) return Mismatch{true, type_text()};
    } else if (a->cls != b->cls && !(py::isinstance(a.get(), py::T().list) && py::isinstance(b.get(), py::T().list)) &&
               !(is_mapping(classify(a)) && is_mapping(classify(b)))) {
      return Mismatch{true, type_text()};
    }
    if (is_mapping(classify(a)) && is_mapping(classify(b))) {
      std::vector<Ref> ka = keys_in_order(a), kb = keys_in_order(b);
      bool same = ka.size() == kb.size();
      for (std::size_t i = 0; same && i < ka.size(); ++i) same = py::contains(b, ka[i]);
      if (!same)
        return Mismatch{false, "The two dictionaries don't have the same set of keys. First structure has keys " +
                                   describe(py::List(ka)) + ", while second structure has keys " + describe(py::List(kb))};
    }
  }
  std::vector<Ref> ca = children(a), cb = children(b);
  for (std::size_t i = 0; i < std::min(ca.size(), cb.size()); ++i)
    if (auto m = compare_helper(ca[i], cb[i], check_types)) return m;
  if (ca.size() != cb.size()) {
    return Mismatch{false, "The two structures don't have the same number of elements. First structure: " + describe(a) +
                               ". Second structure: " + describe(b)};
  }
  return std::nullopt;
}

}  // namespace

bool is_namedtuple(const py::Ref& value) {
  if (!py::isinstance(value.get(), py::T().tuple)) return false;
  const py::Object* fields = value->cls->lookup("_fields");
  if (!fields || fields->cls != py::T().tuple) return false;
  for (const Ref& f : static_cast<const py::TupleObject*>(fields)->items)
    if (!py::is_str(f.get())) return false;
  return true;
}

bool is_nested(const Ref& v) { return classify(v) != Kind::Atom; }

std::vector<Ref> flatten(const Ref& structure) {
  std::vector<Ref> out;
  flatten_into(structure, out);
  return out;
}

Ref pack_as(const Ref& structure, const std::vector<Ref>& flat) {
  std::size_t i = 0;
  return pack(structure, flat, i);
}

std::vector<std::size_t> sorted_key_order(const std::vector<Ref>& keys) {
  std::vector<std::size_t> order(keys.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return py::truthy(py::compare(py::ast::CmpOpKind::Lt, keys[a], keys[b]));
  });
  return order;
}

Ref map(const Ref& structure, const std::function<Ref(const Ref&)>& fn) {
  std::vector<Ref> flat = flatten(structure);
  for (Ref& x : flat) x = fn(x);
  return pack_as(structure, flat);
}

std::optional<Mismatch> compare(const Ref& a, const Ref& b, bool check_types) {
  auto m = compare_helper(a, b, check_types);
  if (!m) return m;
  // util.cc AssertSameStructure wraps the detail.
  m->message = "The two structures don't have the same nested structure.\n\nFirst structure: " + describe(a) +
               "\n\nSecond structure: " + describe(b) + "\n\nMore specifically: " + m->message;
  return m;
}

namespace {

// nest_util._DOT: the atom placeholder of the "Entire first structure" lines.
Ref dot() {
  static py::TypeObject* type = [] {
    py::TypeObject* t = py::make_native_type("_DotString", nullptr, "tensorflow.python.util.nest_util");
    py::add_method(t, "__repr__", +[](py::CallArgs&) { return py::Str("."); });
    py::add_method(t, "__str__", +[](py::CallArgs&) { return py::Str("."); });
    return t;
  }();
  return py::make_object<py::NativeObject>(type);
}

}  // namespace

std::optional<Mismatch> compare_entire(const Ref& a, const Ref& b, bool check_types) {
  auto m = compare(a, b, check_types);
  if (!m) return m;
  Ref d = dot();
  auto dots = [&](const Ref& s) { return py::str(map(s, [&](const Ref&) { return d; })); };
  m->message += "\nEntire first structure:\n" + dots(a) + "\nEntire second structure:\n" + dots(b);
  return m;
}

void assert_same_structure(const Ref& a, const Ref& b, bool check_types) {
  if (auto m = compare_entire(a, b, check_types)) py::raise(m->is_type_error ? py::E().TypeError : py::E().ValueError, m->message);
}

}  // namespace tfplay::function::nest
