// The order in which CPython iterates a set: the slot order of its open-addressing hash table
// (Objects/setobject.c). Learners see it whenever they print a set ({3, 1, 2} prints as
// {1, 2, 3}), so tfplay reproduces it instead of its own insertion order.
#pragma once

#include <vector>

#include "core/python/object.h"

namespace tfplay::py {

/// The keys of a set's table in CPython's iteration order, found by replaying the insertions
/// (in insertion order) into a table with CPython's size, growth and probing rules. Exact for
/// sets built without deletions; close otherwise (CPython also keeps deleted slots as dummies).
std::vector<Ref> cpython_set_order(const DictObject& table);

}  // namespace tfplay::py
