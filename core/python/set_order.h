// The order in which CPython iterates a set: the slot order of its open-addressing hash table
// (Objects/setobject.c). Learners see it whenever they print a set ({3, 1, 2} prints as
// {1, 2, 3}), so tfplay reproduces it instead of its own insertion order.
//
// A set's DictObject keeps every entry ever added, in order (an erased one keeps its hash with
// a null key). The set operations below also append records (entries with a null key and a
// record as value) for what changes CPython's table other than an addition: a discarded or
// popped key (its slot becomes a dummy), a resize, a table copied whole by set_merge, the
// clean-up resize at the end of a difference update. cpython_set_order replays that history
// into a table with CPython's size, growth, probing and dummy rules, so the order is exact as
// long as the set is changed through these functions (an entry erased otherwise is treated as
// still occupying its slot). Two erased keys with equal hashes are matched to their discard
// records oldest first. Once erased entries and records outnumber a set's elements, the
// history is replaced by a snapshot of the table it replays to (its size, dummies, pop finger
// and the slots of the entries it holds), so churn keeps the table as small as CPython's.
#pragma once

#include <functional>
#include <vector>

#include "core/python/ast.h"
#include "core/python/object.h"

namespace tfplay::py {

/// The keys of a set's table in CPython's iteration order.
std::vector<Ref> cpython_set_order(const DictObject& table);

/// Gives `set` the table `replacement` (set_swap_bodies of intersection_update and &=, or the
/// empty table of clear()), keeping the set's pop finger as CPython does.
void set_replace_table(SetObject& set, std::shared_ptr<DictObject> replacement);
/// set_update_internal: adds the elements of `other` (a set, a dict's keys, any iterable).
void set_update(DictObject& table, const Ref& other);
/// The retry of set_contains, set.remove and set.discard, called in the handler of the error a
/// lookup of `key` raised: for a set key (unhashable) and a TypeError, the frozenset of its
/// elements, to look up instead; otherwise the error is raised again.
Ref frozenset_key_or_rethrow(const Ref& key, const PyError& err);
/// set_discard_entry: removes `key`; false when it was not there.
bool set_discard(DictObject& table, const Ref& key);
/// set_pop: removes and returns the element CPython's pop takes (its search finger's next
/// occupied slot); nullptr when the set is empty.
Ref set_pop(DictObject& table);
/// set_difference_update_internal: removes the elements of `other` (`self` is the set object
/// owning `table`, for s -= s).
void set_difference_update(DictObject& table, const Ref& self, const Ref& other);
/// set_symmetric_difference_update: each element of `other` is removed when present, else added.
void set_symmetric_difference_update(DictObject& table, const Ref& self, const Ref& other);
/// set_intersection: fills the empty `result` with the elements of `self` also in `other`.
void set_intersection(DictObject& result, const Ref& self, const Ref& other);
/// set_difference: fills the empty `result` with the elements of `self` not in `other`.
void set_difference(DictObject& result, const Ref& self, const Ref& other);
/// set_symmetric_difference: fills the empty `result` with the elements in exactly one of them.
void set_symmetric_difference(DictObject& result, const Ref& self, const Ref& other);

/// Whether `e` is a set display of constants as CPython's AST optimizer sees them (ast_opt.c: a
/// literal, a sign or ~ on a number, a tuple of such), which the compiler turns into a
/// frozenset constant: for three or more elements always, for a loop's iterable at any size.
bool constant_set_display(const ast::Expr& e);
/// That frozenset constant: built from the elements, then (merge_consts_recursive) built again
/// from its own iteration order.
Ref constant_frozenset(const std::vector<Ref>& items);
/// What a for loop or comprehension iterates: `eval(e)`, except that a constant set display
/// is its frozenset constant (ast_opt.c fold_iter), whose order can differ from the set's.
Ref loop_iterable(const ast::Expr& e, const std::function<Ref(const ast::Expr&)>& eval);

}  // namespace tfplay::py
