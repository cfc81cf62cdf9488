// tf.nest: the public wrappers of tensorflow/python/util/nest_util.py (Modality.CORE) over the one
// structure walker in core/function/nest.
#include "core/tf/nest_api.h"

#include "core/function/nest.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
namespace nest = function::nest;

namespace {

void def(const Ref& module, const std::string& name, py::NativeFn fn) {
  module->dict->set(name, py::NativeFunction(name, std::move(fn)));
}

bool flag(const Ref& v, bool otherwise) { return v ? py::truthy(v) : otherwise; }

// expand_composites=True expands CompositeTensors (variables, datasets, ...) into their
// components; tfplay does not model those components.
void check_expand_composites(const Ref& v) {
  if (flag(v, false))
    py::raise(py::E().NotImplementedError, "tfplay's tf.nest does not support expand_composites=True (composite tensors) yet");
}

std::string type_repr(const Ref& v) { return py::repr(v->cls->self()); }

// nest_util._tf_core_pack_sequence_as's truncate: str(value) cut to `length` characters plus "...".
std::string truncate(const Ref& v, std::size_t length) {
  std::string s = py::str(v);
  return s.size() > length ? s.substr(0, length) + "..." : s;
}

// The first `count` items of `flat_sequence` as _tf_core_packed_nest_with_indices reads them,
// `flat[index]`: a list or tuple by position, any other nested value (a dict) through its
// __getitem__ with the integer index, so a dict without the key 0 raises KeyError: 0.
std::vector<Ref> indexed_items(const Ref& flat_sequence, std::size_t count) {
  if (py::is_list(flat_sequence.get()) || py::is_tuple(flat_sequence.get())) return py::to_vector(flat_sequence);
  std::vector<Ref> items;
  for (std::size_t i = 0; i < count; ++i) items.push_back(py::getitem(flat_sequence, py::Int(static_cast<std::int64_t>(i))));
  return items;
}

// nest_util._tf_core_pack_sequence_as.
Ref pack_sequence_as(const Ref& structure, const Ref& flat_sequence) {
  if (!nest::is_nested(flat_sequence)) {
    py::raise_type_error("Attempted to pack value:\n  " + truncate(flat_sequence, 100) +
                         "\ninto a structure, but found incompatible type `" + type_repr(flat_sequence) + "` instead.");
  }
  const std::size_t length = static_cast<std::size_t>(py::len(flat_sequence));
  if (!nest::is_nested(structure)) {
    if (length != 1) {
      py::raise_value_error("The target structure is of type `" + type_repr(structure) + "`\n  " + truncate(structure, 100) +
                            "\nHowever the input is a sequence (" + type_repr(flat_sequence) + ") of length " +
                            std::to_string(length) + ".\n  " + truncate(flat_sequence, 100) +
                            "\nnest cannot guarantee that it is safe to map one to the other.");
    }
    return indexed_items(flat_sequence, 1).at(0);
  }
  const std::size_t atoms = nest::flatten(structure).size();
  // Reading a list past its end is the IndexError TF turns into this ValueError; a missing dict
  // key (KeyError) propagates.
  std::vector<Ref> flat = indexed_items(flat_sequence, atoms);
  if (atoms != length) {
    py::raise_value_error("Could not pack sequence. Structure had " + std::to_string(atoms) + " atoms, but flat_sequence had " +
                          std::to_string(length) + " items.  Structure: " + py::str(structure) +
                          ", flat_sequence: " + py::str(flat_sequence) + ".");
  }
  return nest::pack_as(structure, flat);
}

bool is_callable(const Ref& f) {
  py::Object* callable = py::Interpreter::current().builtins()->vars.find("callable");
  return py::truthy(py::call(callable->self(), {f}));
}

}  // namespace

Ref build_nest_module() {
  Ref m = py::Module("tensorflow.nest");
  def(m, "flatten", +[](CallArgs& a) -> Ref {
    Ref structure = require(a, 0, "structure", "flatten");
    check_expand_composites(arg(a, 1, "expand_composites"));
    return py::List(nest::flatten(structure));
  });
  def(m, "is_nested", +[](CallArgs& a) -> Ref { return py::Bool(nest::is_nested(require(a, 0, "seq", "is_nested"))); });
  def(m, "pack_sequence_as", +[](CallArgs& a) -> Ref {
    Ref structure = require(a, 0, "structure", "pack_sequence_as");
    Ref flat = require(a, 1, "flat_sequence", "pack_sequence_as");
    check_expand_composites(arg(a, 2, "expand_composites"));
    return pack_sequence_as(structure, flat);
  });
  def(m, "assert_same_structure", +[](CallArgs& a) -> Ref {
    Ref a1 = require(a, 0, "nest1", "assert_same_structure");
    Ref a2 = require(a, 1, "nest2", "assert_same_structure");
    const bool check_types = flag(arg(a, 2, "check_types"), true);
    check_expand_composites(arg(a, 3, "expand_composites"));
    nest::assert_same_structure(a1, a2, check_types);
    return py::None();
  });
  // nest_util._tf_core_map_structure(func, *structure, **kwargs)
  def(m, "map_structure", +[](CallArgs& a) -> Ref {
    Ref func = require(a, 0, "func", "map_structure");
    if (!is_callable(func)) py::raise_type_error("func must be callable, got: " + py::str(func));
    std::vector<Ref> structures(a.args.begin() + 1, a.args.end());
    if (structures.empty()) py::raise_value_error("Must provide at least one structure");
    bool check_types = true;
    std::vector<std::string> unknown;
    for (const auto& [name, value] : a.kwargs) {
      if (name == "check_types") check_types = py::truthy(value);
      else if (name == "expand_composites") check_expand_composites(value);
      else unknown.push_back(name);
    }
    if (!unknown.empty()) {
      std::string joined;
      for (const std::string& u : unknown) joined += (joined.empty() ? "" : "`, `") + u;
      py::raise_value_error("Only valid keyword arguments are `check_types` and `expand_composites`, not: `" + joined + "`");
    }
    for (std::size_t i = 1; i < structures.size(); ++i) nest::assert_same_structure(structures[0], structures[i], check_types);
    std::vector<std::vector<Ref>> flats;
    std::size_t n = SIZE_MAX;
    for (const Ref& s : structures) {
      flats.push_back(nest::flatten(s));
      n = std::min(n, flats.back().size());
    }
    std::vector<Ref> results;
    for (std::size_t i = 0; i < n; ++i) {
      std::vector<Ref> call_args;
      for (const auto& f : flats) call_args.push_back(f[i]);
      results.push_back(py::call(func, std::move(call_args)));
    }
    return pack_sequence_as(structures[0], py::List(results));
  });
  return m;
}

}  // namespace tfplay::tf
