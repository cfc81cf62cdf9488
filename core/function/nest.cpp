// tf.nest for control flow structures.
#include "core/function/nest.h"

#include <algorithm>

#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::function::nest {

using py::Ref;

namespace {

bool is_dict(const Ref& v) { return v->cls == py::T().dict; }

// Dict keys in nest's order (sorted).
std::vector<Ref> sorted_keys(const Ref& d) {
  std::vector<Ref> keys;
  static_cast<py::DictObject*>(d.get())->for_each([&](const Ref& k, const Ref&) { keys.push_back(k); });
  std::stable_sort(keys.begin(), keys.end(), [](const Ref& a, const Ref& b) {
    return py::truthy(py::compare(py::ast::CmpOpKind::Lt, a, b));
  });
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
  if (!is_nested(v)) {
    out.push_back(v);
    return;
  }
  for (const Ref& c : children(v)) flatten_into(c, out);
}

Ref pack(const Ref& s, const std::vector<Ref>& flat, std::size_t& i) {
  if (!is_nested(s)) return flat.at(i++);
  if (is_dict(s)) {
    auto d = py::Dict();
    std::vector<Ref> keys = sorted_keys(s);
    std::vector<Ref> values;
    for (const Ref& k : keys) values.push_back(pack(py::getitem(s, k), flat, i));
    // Rebuild in the original insertion order, as nest._sequence_like does for dicts.
    static_cast<py::DictObject*>(s.get())->for_each([&](const Ref& k, const Ref&) {
      for (std::size_t j = 0; j < keys.size(); ++j)
        if (keys[j] == k) d->set(k, values[j]);
    });
    return d;
  }
  std::vector<Ref> items;
  for (const Ref& c : py::to_vector(s)) items.push_back(pack(c, flat, i));
  return py::is_list(s.get()) ? py::List(items) : py::Tuple(items);
}

// util.cc PyObjectToString: "type=list str=[1, 2]".
std::string describe(const Ref& v) { return "type=" + py::type_name(v.get()) + " str=" + py::str(v); }

std::optional<Mismatch> compare_helper(const Ref& a, const Ref& b) {
  const bool na = is_nested(a), nb = is_nested(b);
  if (na != nb) {
    return Mismatch{false, "Substructure \"" + describe(na ? a : b) + "\" is a sequence, while substructure \"" +
                               describe(na ? b : a) + "\" is not"};
  }
  if (!na) return std::nullopt;
  if (a->cls != b->cls) {
    return Mismatch{true, "The two namedtuples don't have the same sequence type. First structure " + describe(a) +
                              " has type " + py::type_name(a.get()) + ", while second structure " + describe(b) +
                              " has type " + py::type_name(b.get())};
  }
  std::vector<Ref> ca = children(a), cb = children(b);
  if (is_dict(a)) {
    std::vector<Ref> ka = sorted_keys(a), kb = sorted_keys(b);
    bool same = ka.size() == kb.size();
    for (std::size_t i = 0; same && i < ka.size(); ++i) same = py::eq(ka[i], kb[i]);
    if (!same)
      return Mismatch{false, "The two dictionaries don't have the same set of keys. First structure has keys " +
                                 py::repr(py::List(ka)) + ", while second structure has keys " + py::repr(py::List(kb))};
  }
  if (ca.size() != cb.size()) {
    return Mismatch{false, "The two structures don't have the same number of elements. First structure: " +
                               describe(a) + ", second structure: " + describe(b) + "."};
  }
  for (std::size_t i = 0; i < ca.size(); ++i)
    if (auto m = compare_helper(ca[i], cb[i])) return m;
  return std::nullopt;
}

}  // namespace

bool is_namedtuple(const py::Ref& value) {
  const py::Object* fields = value->cls->lookup("_fields");
  return fields && fields->cls == py::T().tuple && value->cls->lookup("_make");
}

bool is_nested(const Ref& v) { return py::is_list(v.get()) || py::is_tuple(v.get()) || is_dict(v); }

std::vector<Ref> flatten(const Ref& structure) {
  std::vector<Ref> out;
  flatten_into(structure, out);
  return out;
}

Ref pack_as(const Ref& structure, const std::vector<Ref>& flat) {
  std::size_t i = 0;
  return pack(structure, flat, i);
}

Ref map(const Ref& structure, const std::function<Ref(const Ref&)>& fn) {
  std::vector<Ref> flat = flatten(structure);
  for (Ref& x : flat) x = fn(x);
  return pack_as(structure, flat);
}

std::optional<Mismatch> compare(const Ref& a, const Ref& b) {
  auto m = compare_helper(a, b);
  if (!m) return m;
  // util.cc AssertSameStructure wraps the detail (the detail texts above are UNCONFIRMED
  // paraphrases of AssertSameStructureHelper's).
  m->message = "The two structures don't have the same nested structure.\n\nFirst structure: " + describe(a) +
               "\n\nSecond structure: " + describe(b) + "\n\nMore specifically: " + m->message;
  return m;
}

}  // namespace tfplay::function::nest
