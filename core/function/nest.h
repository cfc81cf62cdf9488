// tf.nest for the structures tracing, control flow, tf.data and the tf.nest module pass around
// (tensorflow/python/util/nest_util.py and util.cc): lists, tuples (namedtuples too) and dicts
// are nested, anything else is an atom. Dicts flatten in sorted key order.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/python/object.h"

namespace tfplay::function::nest {

/// A collections.namedtuple instance: a tuple subclass whose class has a `_fields` tuple of
/// strings (util.cc IsNamedtuple, non-strict).
bool is_namedtuple(const py::Ref& value);

/// The positions of `keys` in sorted order, as tf.nest flattens a dict's values.
std::vector<std::size_t> sorted_key_order(const std::vector<py::Ref>& keys);
/// True for list, tuple (and its subclasses, namedtuples included) and dict (and its
/// subclasses): util.cc IsNested for the types tfplay has.
bool is_nested(const py::Ref& value);
/// The atoms, depth first (nest.flatten). An atom flattens to itself.
std::vector<py::Ref> flatten(const py::Ref& structure);
/// `structure` with its atoms replaced by `flat` in order (nest.pack_sequence_as without its
/// checks: `flat` must hold exactly as many items as `structure` has atoms). A namedtuple packs
/// as its own class, a dict keeps its insertion order (nest_util.sequence_like).
py::Ref pack_as(const py::Ref& structure, const std::vector<py::Ref>& flat);
/// `structure` with every atom replaced by fn(atom) (nest.map_structure).
py::Ref map(const py::Ref& structure, const std::function<py::Ref(const py::Ref&)>& fn);

/// Why two structures differ, as util.cc AssertSameStructure reports it.
struct Mismatch {
  bool is_type_error = false;  // TypeError (sequence types differ) rather than ValueError
  std::string message;
};
/// nullopt when `a` and `b` have the same structure. `check_types` also compares the sequence
/// types and dict keys (util.cc AssertSameStructureHelper).
std::optional<Mismatch> compare(const py::Ref& a, const py::Ref& b, bool check_types = true);
/// nest.assert_same_structure's mismatch as TF raises it: nest_util._tf_core_assert_same_structure
/// re-raises util.cc's message followed by "\nEntire first structure:\n[., .]\nEntire second
/// structure:\n[.]" (both structures with their atoms drawn as dots). Every TF caller of
/// nest.assert_same_structure (while_loop, cond_v2, AutoGraph's checks, tf.nest) shows this text.
std::optional<Mismatch> compare_entire(const py::Ref& a, const py::Ref& b, bool check_types = true);
/// Raises compare_entire's mismatch, a TypeError or ValueError (nest.assert_same_structure).
void assert_same_structure(const py::Ref& a, const py::Ref& b, bool check_types = true);

}  // namespace tfplay::function::nest
