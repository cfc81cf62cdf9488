// tf.nest for the structures control flow passes around (tensorflow/python/util/nest.py and
// util.cc): lists, tuples and dicts are nested, anything else is a leaf. Dicts flatten in
// sorted key order.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/python/object.h"

namespace tfplay::function::nest {

/// A collections.namedtuple instance: its class has a `_fields` tuple and `_make` (TF's
/// IsNamedtuple; tfplay's namedtuple classes are not tuple subclasses, so the class is checked).
bool is_namedtuple(const py::Ref& value);
/// True for list, tuple and dict (TF's IsNested for the types tfplay has).
bool is_nested(const py::Ref& value);
/// The leaves, depth first (nest.flatten). A leaf flattens to itself.
std::vector<py::Ref> flatten(const py::Ref& structure);
/// `structure` with its leaves replaced by `flat` in order (nest.pack_sequence_as).
py::Ref pack_as(const py::Ref& structure, const std::vector<py::Ref>& flat);
/// `structure` with every leaf replaced by fn(leaf) (nest.map_structure).
py::Ref map(const py::Ref& structure, const std::function<py::Ref(const py::Ref&)>& fn);

/// Why two structures differ, as nest.assert_same_structure(a, b, check_types=True) reports it.
struct Mismatch {
  bool is_type_error = false;  // TypeError (sequence types differ) rather than ValueError
  std::string message;
};
/// nullopt when `a` and `b` have the same structure.
std::optional<Mismatch> compare(const py::Ref& a, const py::Ref& b);

}  // namespace tfplay::function::nest
