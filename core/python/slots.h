#pragma once
// __slots__ (CPython 3.12's Objects/typeobject.c type_new_slots and Objects/descrobject.c
// member descriptors): a class that lists its attributes gets one member descriptor per name
// and instances that store them in a fixed array, without an instance __dict__ unless a base
// lacks __slots__ or '__dict__' is among the names.
//
// Classes with no slotted class in their MRO are not recorded at all: their instances are
// plain Objects with a dict, and nothing on their attribute paths looks at this file.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/python/finalizer.h"
#include "core/python/object.h"

namespace tfplay::py {

/// The instance layout of a class whose MRO holds a class with __slots__.
struct SlotLayout {
  std::uint32_t count = 0;  // slot values per instance, the bases' first
  bool dict = true;         // instances have a __dict__
  bool weakref = true;      // instances accept weak references
};

/// An instance of a class with slots: the values of its member descriptors, null when unset.
struct SlotsObject : Object {
  std::vector<Ref> slots;
  SlotsObject(TypeObject* type, std::uint32_t count) : Object(type), slots(count) {}
};

/// type_new's __slots__ step for a class statement or type(name, bases, ns) call, run once the
/// class's namespace is in `cls->attrs` and before __set_name__: records the layout and adds a
/// member descriptor per slot (sorted, as CPython adds them). Raises CPython's errors:
/// TypeError for a non-str or non-identifier name, a second '__dict__' / '__weakref__', two
/// bases adding slots ("multiple bases have instance lay-out conflict"), nonempty slots on a
/// bytes/int/tuple subclass; ValueError "'x' in __slots__ conflicts with class variable".
/// NotImplementedError for nonempty slots on other built-in layouts (exceptions, list...).
void install_slots(TypeObject* cls);

namespace detail {
// slot_layout's answers, direct-mapped by the type's address (programs allocate instances of a
// few classes over and over); an entry goes when its type's layout is recorded or forgotten.
struct SlotLayoutCacheEntry {
  const TypeObject* type = nullptr;
  const SlotLayout* layout = nullptr;
};
inline constexpr std::size_t kSlotLayoutCacheSize = 64;
extern SlotLayoutCacheEntry g_slot_layout_cache[kSlotLayoutCacheSize];
extern bool g_any_slot_layout;  // a layout was ever recorded
inline SlotLayoutCacheEntry& slot_layout_cache_entry(const TypeObject* cls) {
  return g_slot_layout_cache[(reinterpret_cast<std::uintptr_t>(cls) >> 6) % kSlotLayoutCacheSize];
}
const SlotLayout* slot_layout_lookup(const TypeObject* cls);
Ref allocate_slotted_instance(TypeObject* cls, const SlotLayout& layout);
}  // namespace detail

/// The layout of `cls`'s instances, or null when no class in its MRO has __slots__ (a dict,
/// weak references, no slot values).
inline const SlotLayout* slot_layout(const TypeObject* cls) {
  if (!detail::g_any_slot_layout) return nullptr;
  const detail::SlotLayoutCacheEntry& e = detail::slot_layout_cache_entry(cls);
  if (e.type == cls) return e.layout;
  return detail::slot_layout_lookup(cls);
}

/// Whether instances of `cls` have an instance dict (CPython's tp_dictoffset != 0).
inline bool instances_have_dict(const TypeObject* cls) {
  const SlotLayout* l = slot_layout(cls);
  return !l || l->dict;
}

/// A new plain instance of the class `cls` (object.__new__'s allocation): a SlotsObject when
/// it has slots, with an instance dict unless its layout has none.
inline Ref allocate_instance(TypeObject* cls) {
  Ref o;
  if (const SlotLayout* l = slot_layout(cls)) {
    o = detail::allocate_slotted_instance(cls, *l);
  } else {
    o = make_object<Object>(cls);
    o->ensure_dict();
  }
  if (has_finalizer(cls)) track_finalizable(o);
  return o;
}

/// Drops what was recorded for `cls` (its TypeObject is being destroyed).
void forget_slot_layout(const TypeObject* cls);

/// The type of member descriptors (`type(C.x)`: member_descriptor).
TypeObject* member_descriptor_type();

/// member_get: the value of the member descriptor `descr` on `instance`. AttributeError when
/// the slot is unset, TypeError when `instance` is not of the descriptor's class.
Ref member_get(Object* descr, Object* instance);
/// member_set: stores `value` in the slot, or with a null value deletes it (AttributeError
/// naming the slot when it is unset). TypeError as member_get.
void member_set(Object* descr, Object* instance, Ref value);

}  // namespace tfplay::py
