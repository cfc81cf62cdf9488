#pragma once
// The types of the runtime's native iterators, named as CPython 3.12 names them:
// type(iter([])) is list_iterator, type(map(f, xs)) is map (builtins.map is that type), and so
// on. Each is a final built-in type that cannot be instantiated directly ("cannot create
// 'list_iterator' instances") unless it is one of the builtins map, zip, filter, enumerate and
// reversed, whose construct makes the iterator.
//
// Their instances all share one C++ layout (an item function behind next()); the types are
// marked with Layout::Native, which no other type uses, so the iteration fast paths test one
// field (is_native_iterator) whatever the iterator's CPython type.

#include <functional>

#include "core/python/object.h"

namespace tfplay::py {

struct IteratorTypes {
  TypeObject* list_iterator;
  TypeObject* list_reverseiterator;
  TypeObject* tuple_iterator;
  TypeObject* range_iterator;
  TypeObject* str_ascii_iterator;
  TypeObject* str_iterator;
  TypeObject* bytes_iterator;
  TypeObject* set_iterator;
  TypeObject* dict_keyiterator;
  TypeObject* dict_valueiterator;
  TypeObject* dict_itemiterator;
  TypeObject* dict_reversekeyiterator;
  TypeObject* dict_reversevalueiterator;
  TypeObject* dict_reverseitemiterator;
  TypeObject* callable_iterator;
  TypeObject* iterator;  // iter() over __getitem__ (T().iterator; also what untyped native iterators are)
  // builtins that are iterator types
  TypeObject* map;
  TypeObject* zip;
  TypeObject* filter;
  TypeObject* enumerate;
  TypeObject* reversed;
};

/// The iterator types, made on first use.
const IteratorTypes& iterator_types();

/// A native iterator of CPython type `type` (one of iterator_types()); `next` returns nullptr
/// when exhausted.
Ref Iterator(TypeObject* type, std::function<Ref()> next);

/// Whether `o` is a native iterator (any of iterator_types()): next() calls its item function.
inline bool is_native_iterator(const Object* o) { return o->cls->layout == Layout::Native; }

}  // namespace tfplay::py
