// tf.nest for tracing, control flow and tf.data (tensorflow/python/util/util.cc, nest_util.py).
#include "core/function/nest.h"

#include <algorithm>

#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/recursion_guard.h"

namespace tfplay::function::nest {

using py::Ref;

namespace {

bool is_dict(const Ref& v) { return py::isinstance(v.get(), py::T().dict); }

// Dict keys in nest's order (sorted).
std::vector<Ref> sorted_keys(const Ref& d) {
  std::vector<Ref> keys;
  static_cast<py::DictObject*>(d.get())->for_each([&](const Ref& k, const Ref&) { keys.push_back(k); });
  std::stable_sort(keys.begin(), keys.end(), [](const Ref& a, const Ref& b) {
    return py::truthy(py::compare(py::ast::CmpOpKind::Lt, a, b));
  });
  return keys;
}

// Dict keys in insertion order, as PyMapping_Keys lists them.
std::vector<Ref> keys_in_order(const Ref& d) {
  std::vector<Ref> keys;
  static_cast<py::DictObject*>(d.get())->for_each([&](const Ref& k, const Ref&) { keys.push_back(k); });
  return keys;
}

// The children of a nested value, in flattening order.
std::vector<Ref> children(const Ref& v) {
  if (is_dict(v)) {
    std::vector<Ref> out;
    for (const Ref& k : sorted_keys(v)) out.push_back(py::getitem(v, k));
    return out;
  }
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

// nest_util.sequence_like: `items` (in flattening order) as a value of `instance`'s type.
Ref sequence_like(const Ref& instance, std::vector<Ref> items) {
  if (is_dict(instance)) {
    std::vector<Ref> keys = sorted_keys(instance);
    Ref d;
    if (instance->cls == py::T().dict) d = py::Dict();
    else if (instance->cls->name == "defaultdict") d = py::call(instance->cls->self(), {py::getattr(instance, "default_factory")});
    else d = py::call(instance->cls->self(), std::vector<Ref>{});
    // Rebuilt in the instance's insertion order.
    for (const Ref& k : keys_in_order(instance))
      for (std::size_t j = 0; j < keys.size(); ++j)
        if (keys[j] == k) py::setitem(d, k, items[j]);
    return d;
  }
  if (py::is_list(instance.get())) return py::List(std::move(items));
  if (py::is_tuple(instance.get())) return py::Tuple(std::move(items));
  if (is_namedtuple(instance)) return py::call(instance->cls->self(), std::move(items));
  if (py::isinstance(instance.get(), py::T().list)) return py::call(instance->cls->self(), {py::List(std::move(items))});
  return py::call(instance->cls->self(), {py::Tuple(std::move(items))});
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
               !(is_dict(a) && is_dict(b))) {
      return Mismatch{true, type_text()};
    }
    if (is_dict(a) && is_dict(b)) {
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

bool is_nested(const Ref& v) {
  return py::isinstance(v.get(), py::T().list) || py::isinstance(v.get(), py::T().tuple) || is_dict(v);
}

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

}  // namespace tfplay::function::nest
