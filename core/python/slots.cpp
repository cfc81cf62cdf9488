// __slots__: layouts of slotted classes and member descriptors (CPython 3.12's
// Objects/typeobject.c type_new_slots / type_new_visit_slots / type_new_copy_slots and
// Objects/descrobject.c member_get / member_set / member_repr).
#include "core/python/slots.h"

#include <algorithm>
#include <unordered_map>

#include "core/python/object_id.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/type_names.h"

namespace tfplay::py {

namespace {

/// A member descriptor: slot `index` of the instances of `owner` (which keeps it in its dict).
struct MemberDescriptor : Object {
  std::string name;
  std::string owner_name;
  const TypeObject* owner;
  std::weak_ptr<Object> owner_ref;
  std::uint32_t index;
  MemberDescriptor(TypeObject* type, std::string n, TypeObject* o, std::uint32_t i)
      : Object(type), name(std::move(n)), owner_name(o->name), owner(o), owner_ref(o->self()), index(i) {}
};

std::unordered_map<const TypeObject*, SlotLayout>& layouts() {
  // Never destroyed: types destroyed during static destruction still erase themselves.
  static auto* map = new std::unordered_map<const TypeObject*, SlotLayout>();
  return *map;
}

void record_layout(const TypeObject* cls, SlotLayout layout) {
  layouts()[cls] = layout;
  detail::g_any_slot_layout = true;
  detail::slot_layout_cache_entry(cls) = {};  // other entries stay valid: map nodes do not move
}

MemberDescriptor& self_member(CallArgs& a) {
  if (a.args.empty() || a.args[0]->cls != member_descriptor_type())
    raise_type_error("descriptor requires a 'member_descriptor' object");
  return static_cast<MemberDescriptor&>(*a.args[0]);
}

/// The slot array of `instance` for `d` (descr_check): TypeError when it is not an instance of
/// the descriptor's class. Every instance of a class with members is a SlotsObject:
/// allocate_instance makes them, and install_slots refuses members on other layouts.
std::vector<Ref>& slots_of(const MemberDescriptor& d, Object* instance) {
  auto* s = instance->cls->is_subtype_of(d.owner) ? static_cast<SlotsObject*>(instance) : nullptr;
  if (!s || d.index >= s->slots.size())
    raise_type_error("descriptor '" + d.name + "' for '" + d.owner_name + "' objects doesn't apply to a '" +
                     tp_name(instance->cls) + "' object");
  return s->slots;
}

// Names spelled `__x` in class C's body are stored as `_C__x` (the compiler's mangling).
std::string mangle(const std::string& class_name, const std::string& name) {
  if (name.size() < 2 || name.compare(0, 2, "__") != 0) return name;
  if (name.size() >= 4 && name.compare(name.size() - 2, 2, "__") == 0) return name;
  std::size_t i = class_name.find_first_not_of('_');
  if (i == std::string::npos) return name;
  return "_" + class_name.substr(i) + name;
}

bool is_identifier(const std::string& name) {
  return truthy(call(getattr(Str(name), "isidentifier"), std::vector<Ref>{}));
}

}  // namespace

Ref member_get(Object* descr, Object* instance) {
  auto& d = static_cast<MemberDescriptor&>(*descr);
  const Ref& v = slots_of(d, instance)[d.index];
  if (!v) raise(E().AttributeError, "'" + tp_name(instance->cls) + "' object has no attribute '" + d.name + "'");
  return v;
}

void member_set(Object* descr, Object* instance, Ref value) {
  auto& d = static_cast<MemberDescriptor&>(*descr);
  Ref& v = slots_of(d, instance)[d.index];
  if (!value && !v) raise(E().AttributeError, d.name);
  v = std::move(value);
}

TypeObject* member_descriptor_type() {
  static TypeObject* t = [] {
    TypeObject* type = make_native_type("member_descriptor");
    add_method(type, "__get__", +[](CallArgs& a) -> Ref {
      MemberDescriptor& d = self_member(a);
      if (a.args.size() < 2 || a.args.size() > 3) raise_type_error("expected 1 or 2 arguments");
      if (is_none(a.args[1].get())) return a.args[0];
      return member_get(&d, a.args[1].get());
    });
    add_method(type, "__set__", +[](CallArgs& a) -> Ref {
      MemberDescriptor& d = self_member(a);
      if (a.args.size() != 3) raise_type_error("expected 2 arguments, got " + std::to_string(a.args.size() - 1));
      member_set(&d, a.args[1].get(), a.args[2]);
      return None();
    });
    add_method(type, "__delete__", +[](CallArgs& a) -> Ref {
      MemberDescriptor& d = self_member(a);
      if (a.args.size() != 2) raise_type_error("expected 1 argument, got " + std::to_string(a.args.size() - 1));
      member_set(&d, a.args[1].get(), nullptr);
      return None();
    });
    add_method(type, "__repr__", +[](CallArgs& a) -> Ref {
      MemberDescriptor& d = self_member(a);
      return Str("<member '" + d.name + "' of '" + d.owner_name + "' objects>");
    });
    add_property(type, "__name__", +[](Ref self) { return Str(static_cast<MemberDescriptor&>(*self).name); });
    add_property(type, "__qualname__", +[](Ref self) {
      auto& d = static_cast<MemberDescriptor&>(*self);
      return Str(d.owner_name + "." + d.name);
    });
    add_property(type, "__objclass__", +[](Ref self) -> Ref {
      Ref owner = static_cast<MemberDescriptor&>(*self).owner_ref.lock();
      return owner ? owner : None();
    });
    add_property(type, "__doc__", +[](Ref) { return None(); });
    return type;
  }();
  return t;
}

detail::SlotLayoutCacheEntry detail::g_slot_layout_cache[detail::kSlotLayoutCacheSize];
bool detail::g_any_slot_layout = false;

const SlotLayout* detail::slot_layout_lookup(const TypeObject* cls) {
  auto& map = layouts();
  auto it = map.find(cls);
  const SlotLayout* found = it == map.end() ? nullptr : &it->second;
  slot_layout_cache_entry(cls) = {cls, found};
  return found;
}

void forget_slot_layout(const TypeObject* cls) {
  if (!detail::g_any_slot_layout) return;
  if (detail::SlotLayoutCacheEntry& e = detail::slot_layout_cache_entry(cls); e.type == cls) e = {};
  layouts().erase(cls);
}

Ref detail::allocate_slotted_instance(TypeObject* cls, const SlotLayout& layout) {
  Ref o = layout.count ? make_object<SlotsObject>(cls, layout.count) : make_object<Object>(cls);
  if (layout.dict) o->ensure_dict();
  return o;
}

void install_slots(TypeObject* cls) {
  // Members of a slotted base cannot live in another native layout (a class, an exception, a
  // list...): CPython's best_base finds two solid bases.
  bool metatype = cls->is_subtype_of(T().type);
  if (metatype || cls->layout != Layout::Object || cls->value_base)
    for (const TypeRef& b : cls->bases)
      if (const SlotLayout* l = slot_layout(b.get()); l && l->count)
        raise_type_error("multiple bases have instance lay-out conflict");
  if (metatype) return;  // a metaclass: its instances are classes
  // What the bases give (best_base and the inherited tp_dictoffset / tp_weaklistoffset).
  const TypeObject* solid = nullptr;
  SlotLayout base;
  base.dict = false;
  base.weakref = false;
  bool any_slotted = false;
  for (const TypeRef& b : cls->bases) {
    if (const SlotLayout* l = slot_layout(b.get())) {
      any_slotted = true;
      base.dict |= l->dict;
      base.weakref |= l->weakref;
      if (l->count) {
        if (solid && !b->is_subtype_of(solid) && !solid->is_subtype_of(b.get()))
          raise_type_error("multiple bases have instance lay-out conflict");
        if (!solid || b->is_subtype_of(solid)) {
          solid = b.get();
          base.count = l->count;
        }
      }
    } else if (!b->is_builtin) {
      base.dict = base.weakref = true;  // a class without __slots__ added both
    } else {
      base.dict |= b->layout == Layout::Exception || b->native_instance_dict;
      base.weakref |= b->value_base == T().set || b->value_base == T().frozenset;
    }
  }
  Object* given = cls->attrs.find("__slots__");
  if (!given) {
    // No __slots__ of its own: instances get a __dict__ and weak references.
    if (any_slotted) record_layout(cls, SlotLayout{base.count, true, true});
    return;
  }
  std::vector<std::string> names;
  Ref slots = given->self();
  std::vector<Ref> items = is_str(slots.get()) ? std::vector<Ref>{slots} : to_vector(slots);
  for (const Ref& item : items) {
    if (!isinstance(item.get(), T().str))
      raise_type_error("__slots__ items must be strings, not '" + type_name(item.get()) + "'");
    names.push_back(as_str(item.get()));
  }
  // type_new_slots_impl: var-sized bases (int, bytes, tuple) cannot take any.
  if (!names.empty() && cls->value_base &&
      (cls->value_base == T().int_ || cls->value_base == T().bytes || cls->value_base == T().tuple))
    raise_type_error("nonempty __slots__ not supported for subtype of '" + cls->value_base->name + "'");
  // type_new_visit_slots.
  SlotLayout layout{base.count, base.dict, base.weakref};
  std::vector<std::string> members;
  for (const std::string& name : names) {
    if (!is_identifier(name)) raise_type_error("__slots__ must be identifiers");
    if (name == "__dict__") {
      if (layout.dict) raise_type_error("__dict__ slot disallowed: we already got one");
      layout.dict = true;
    } else if (name == "__weakref__") {
      if (layout.weakref) raise_type_error("__weakref__ slot disallowed: we already got one");
      layout.weakref = true;
    } else {
      members.push_back(name);
    }
  }
  // type_new_copy_slots: mangled names, none also bound in the class body; sorted.
  for (std::string& name : members) {
    name = mangle(cls->name, name);
    if (cls->attrs.contains(name))
      raise_value_error(repr(Str(name)) + " in __slots__ conflicts with class variable");
  }
  std::sort(members.begin(), members.end());
  if (!members.empty() && (cls->layout != Layout::Object || cls->value_base))
    raise(E().NotImplementedError, "__slots__ naming attributes in a subclass of '" +
                                       (cls->value_base ? cls->value_base->name : std::string("BaseException")) +
                                       "' are not supported by tfplay");
  for (const std::string& name : members) {
    cls->attrs.set(name, make_object<MemberDescriptor>(member_descriptor_type(), name, cls, layout.count));
    ++layout.count;
  }
  // type_new adds __doc__ (None without a docstring) after the members.
  if (Ref doc = cls->attrs.get("__doc__"); doc && is_none(doc.get()) && !members.empty()) {
    cls->attrs.erase("__doc__");
    cls->attrs.set("__doc__", doc);
  }
  record_layout(cls, layout);
}

}  // namespace tfplay::py
