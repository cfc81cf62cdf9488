// Methods and constructors of the built-in types, installed once per process.
#pragma once

#include <functional>
#include <optional>

#include "core/python/object.h"

namespace tfplay::py {

/// Adds int(), str(), list(), ... constructors and the str/list/dict/set methods to the
/// built-in types. Idempotent.
void install_type_methods();

/// A view of an OrderedDict (a dict subclass): `kind` 0 keys, 1 values, 2 items, of types
/// odict_keys/odict_values/odict_items, subclasses of dict_keys/... that print under their names.
/// Raises TypeError when `dict` is not a dict or `kind` is out of range.
Ref make_ordered_dict_view(const Ref& dict, int kind);

/// Whether `type` is a keys or items view type (odict's too): built-in types whose set operators
/// (-, &, |, ^) are their own dunder methods, so the operator dispatch must look them up.
bool has_view_set_operators(const TypeObject* type);

/// `a == b` when one of them is a dict keys/items view and the other is set-like (a set, a
/// frozenset or a keys/items view): equal when they hold the same elements. nullopt when the
/// pair is not such a comparison.
std::optional<bool> dict_view_equal(const Ref& a, const Ref& b);

/// Text as int(), float() and complex() parse it (_PyUnicode_TransformDecimalAndSpaceToASCII):
/// a Unicode space becomes ' ', a Unicode decimal digit its ASCII digit, and anything else
/// beyond ASCII ends the text with '?'.
std::string ascii_number_text(const std::string& text);

/// Sets type.name to a classmethod running `fn` on the arguments after the class, whose result
/// a subclass passes to its own constructor (int.from_bytes, float.fromhex, bytes.fromhex:
/// bool.from_bytes(...) is a bool).
void add_alternate_constructor(TypeObject* type, const std::string& name, NativeFn fn);

/// dict_merge's loop: each item of `source` set in `target`, key and value held meanwhile;
/// RuntimeError "dict mutated during update" when a key's __eq__ changed the source.
void dict_merge(DictObject& target, const DictObject& source);

/// The items of a mapping as dict_merge reads them (PyDict_Update, `{**m}`, `f(**m)`): a
/// dict's (a subclass's too, unless it overrides __iter__) from its table, else each key of
/// `mapping.keys()` with `mapping[key]`. False, with nothing read, when it has no keys().
bool for_each_mapping_item(const Ref& mapping, const std::function<void(const Ref& key, const Ref& value)>& fn);

/// dict_update_arg (dict.update(other), `d |= other`): the items of a mapping, or of an
/// iterable of pairs, set in `target`.
void dict_update_arg(DictObject& target, const Ref& other);

/// set_issubset: whether every element of set `s` is in set `of` (sets or frozensets). Both
/// tables are held and the elements read again after each lookup: an element's __eq__ may
/// clear either set.
bool set_subset(Object* s, Object* of);

/// The first position in [start, stop) of `items` (a list's or a tuple's) whose item is `value`
/// or equals it, or -1 (list_index_impl, list_contains, list_count, list_remove). The size is
/// read again at each step and the item held while compared: an item's __eq__ may change the
/// list (bpo-38610).
std::int64_t sequence_find(const std::vector<Ref>& items, const Ref& value, std::int64_t start = 0,
                           std::int64_t stop = INT64_MAX);

}  // namespace tfplay::py
