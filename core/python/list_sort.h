// list.sort() and sorted(): CPython's timsort, comparison for comparison.
#pragma once

#include "core/python/object.h"

namespace tfplay::py {

/// Sorts `list` in place as CPython 3.12's `list.sort(key=key, reverse=reverse)` does
/// (Objects/listobject.c list_sort_impl, the algorithm of Objects/listsort.txt): the same `<`
/// comparisons on the same pairs in the same order, so a `__lt__` or key function that prints,
/// raises or is inconsistent behaves as under CPython. `key` (None or null for none) is called
/// once per item, in order, before any comparison. While it sorts, the list looks empty to the
/// program, as in CPython.
///
/// Raises what a key call or a comparison raises; the list then holds the permutation CPython
/// leaves (its items as they stood when the sort failed). Raises ValueError("list modified
/// during sort") when the program added to the list while it was being sorted (the additions
/// are dropped and the list holds the sorted items).
void list_sort(ListObject& list, const Ref& key, bool reverse);

}  // namespace tfplay::py
