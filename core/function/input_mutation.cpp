// check_func_mutation (func_graph.py): a traced body may not modify the lists and dicts it was
// called with.
#include "core/function/input_mutation.h"

#include "core/function/nest.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/recursion_guard.h"
#include "core/python/runtime.h"

namespace tfplay::function {

using py::Ref;
using Node = ArgumentsSnapshot::Node;

namespace {

bool is_dict(const Ref& v) { return py::isinstance(v.get(), py::T().dict); }

std::vector<Ref> sorted_dict_keys(const Ref& d) {
  std::vector<Ref> keys;
  static_cast<py::DictObject*>(d.get())->for_each([&](const Ref& k, const Ref&) { keys.push_back(k); });
  std::vector<Ref> out;
  for (std::size_t i : nest::sorted_key_order(keys)) out.push_back(keys[i]);
  return out;
}

Node snapshot(const Ref& v) {
  py::NativeRecursionGuard guard("");
  Node n;
  if (!nest::is_nested(v)) {
    n.leaf = v;
    return n;
  }
  n.type = v->cls;
  if (is_dict(v)) {
    n.keys = sorted_dict_keys(v);
    for (const Ref& k : n.keys) n.children.push_back(snapshot(py::getitem(v, k)));
  } else {
    for (const Ref& item : py::to_vector(v)) n.children.push_back(snapshot(item));
  }
  return n;
}

// `a is b` as CPython answers it for the values a trace passes: the same object, or the
// singletons and cached small ints CPython shares.
bool same_leaf(const Ref& a, const Ref& b) {
  if (a.get() == b.get()) return true;
  if (a->cls != b->cls) return false;
  if (py::is_none(a.get()) || py::is_bool(a.get())) return py::eq(a, b);
  if (a->cls == py::T().int_) {
    if (!py::eq(a, b)) return false;
    const Ref small = py::compare(py::ast::CmpOpKind::LtE, py::Int(-5), a);
    return py::truthy(small) && py::truthy(py::compare(py::ast::CmpOpKind::LtE, a, py::Int(256)));
  }
  return false;
}

// has_mutation: the structures differ (nest.assert_same_structure with its type and key
// checks), or a leaf is another object.
bool has_mutation(const Node& before, const Ref& now) {
  py::NativeRecursionGuard guard("");
  if (!before.type) return nest::is_nested(now) || !same_leaf(before.leaf, now);
  if (!nest::is_nested(now) || now->cls != before.type) return true;
  if (is_dict(now)) {
    std::vector<Ref> keys = sorted_dict_keys(now);
    if (keys.size() != before.keys.size()) return true;
    for (std::size_t i = 0; i < keys.size(); ++i)
      if (!py::eq(keys[i], before.keys[i])) return true;
    for (std::size_t i = 0; i < keys.size(); ++i)
      if (has_mutation(before.children[i], py::getitem(now, keys[i]))) return true;
    return false;
  }
  std::vector<Ref> items = py::to_vector(now);
  if (items.size() != before.children.size()) return true;
  for (std::size_t i = 0; i < items.size(); ++i)
    if (has_mutation(before.children[i], items[i])) return true;
  return false;
}

}  // namespace

ArgumentsSnapshot snapshot_arguments(const std::vector<Ref>& args, const std::vector<std::pair<std::string, Ref>>& kwargs) {
  ArgumentsSnapshot s;
  for (const Ref& a : args) s.args.push_back(snapshot(a));
  for (const auto& [name, v] : kwargs) s.kwargs.emplace_back(name, snapshot(v));
  return s;
}

void check_func_mutation(const ArgumentsSnapshot& before, const std::vector<Ref>& args,
                         const std::vector<std::pair<std::string, Ref>>& kwargs, const Ref& func) {
  bool mutated = false;
  for (std::size_t i = 0; i < args.size() && !mutated; ++i) mutated = has_mutation(before.args.at(i), args[i]);
  for (std::size_t i = 0; i < kwargs.size() && !mutated; ++i) mutated = has_mutation(before.kwargs.at(i).second, kwargs[i].second);
  if (!mutated) return;
  // The parameters whose bound values changed, in the signature's order (signature.bind:
  // *args gathers the extra positional values, **kwargs the extra keywords).
  py::Interpreter& interp = py::Interpreter::current();
  const Ref signature = py::call(py::getattr(interp.import_module("inspect"), "signature"), {func});
  std::vector<std::string> names;
  std::vector<bool> changed;
  auto mark = [&](const std::string& name, bool c) {
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == name) {
        changed[i] = changed[i] || c;
        return;
      }
    names.push_back(name);
    changed.push_back(c);
  };
  std::vector<Ref> params = py::to_vector(py::call_method(py::getattr(signature, "parameters"), "values", {}));
  std::size_t next = 0;
  for (std::size_t i = 0; i < args.size(); ++i) {
    while (next < params.size()) {
      const std::string kind = py::str(py::getattr(py::getattr(params[next], "kind"), "name"));
      if (kind == "POSITIONAL_ONLY" || kind == "POSITIONAL_OR_KEYWORD" || kind == "VAR_POSITIONAL") break;
      ++next;
    }
    if (next >= params.size()) break;
    const std::string kind = py::str(py::getattr(py::getattr(params[next], "kind"), "name"));
    mark(py::str(py::getattr(params[next], "name")), has_mutation(before.args[i], args[i]));
    if (kind != "VAR_POSITIONAL") ++next;
  }
  for (std::size_t i = 0; i < kwargs.size(); ++i) {
    std::string owner;
    for (const Ref& p : params) {
      const std::string kind = py::str(py::getattr(py::getattr(p, "kind"), "name"));
      const std::string name = py::str(py::getattr(p, "name"));
      if (name == kwargs[i].first && kind != "VAR_POSITIONAL" && kind != "VAR_KEYWORD" && kind != "POSITIONAL_ONLY") owner = name;
      if (owner.empty() && kind == "VAR_KEYWORD") owner = name;
    }
    if (owner.empty()) owner = kwargs[i].first;
    mark(owner, has_mutation(before.kwargs[i].second, kwargs[i].second));
  }
  // new_bound's order is the signature's.
  std::string changes;
  for (const Ref& p : params) {
    const std::string name = py::str(py::getattr(p, "name"));
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == name && changed[i]) changes += (changes.empty() ? "" : ", ") + name;
  }
  Ref qualname = py::getattr_opt(func, "__qualname__");
  if (!qualname) qualname = py::getattr_opt(func, "__name__");
  const std::string func_name = qualname ? py::str(qualname) : py::str(func);
  py::raise_value_error(func_name + py::str(signature) +
                        " should not modify its Python input arguments. Modifying a copy is allowed. The following "
                        "parameter(s) were modified: " +
                        changes);
}

}  // namespace tfplay::function
