// object's methods (CPython 3.12's Objects/typeobject.c object_methods and object's slots):
// __repr__, __str__, the rich comparisons, __hash__, __format__, __sizeof__, __dir__,
// __getstate__, __reduce__/__reduce_ex__, __init_subclass__, __subclasshook__, __init__,
// __new__, __getattribute__. tfplay keeps them out of object's own attribute table (every class
// and the super object would otherwise find them before their own lookup rules); the attribute
// protocols fall back to them when nothing on the way defines the name.
#pragma once

#include <functional>

#include <string>

#include "core/python/object.h"

namespace tfplay::py {

/// `obj.NAME` when neither obj nor its class's MRO defines NAME and NAME is one of object's
/// methods: the method bound to obj, as its type's slot would be (for an instance of a built-in
/// type that lacks NAME in tfplay's tables, __repr__, __str__, __eq__, __ne__, __hash__ and
/// __format__ act as that type's own slot, through the protocols). Null for other names.
Ref object_slot_bound(const Ref& obj, const std::string& name);

/// `super(C, obj).NAME` (`of_class`: obj is a class below C) reaching object: object's own
/// method, bound as super binds it; null for names object does not define.
Ref object_slot_for_super(const Ref& obj, TypeObject* obj_type, bool of_class, const std::string& name);

/// Calls fn(name, method) for each of object's methods kept out of its attribute table, in the
/// order they were registered (object.__dict__ lists them).
void for_each_object_slot(const std::function<void(const std::string&, const Ref&)>& fn);

/// "slot wrapper" when `f` is one of object's slots (object.__repr__, __eq__, __init__,
/// __setattr__...), "method" for its plain methods (__format__, __dir__...), else null: what
/// their reprs call them (<slot wrapper '__repr__' of 'object' objects>, and bound
/// <method-wrapper '__repr__' of A object at 0x...> / <built-in method __format__ of ...>).
const char* object_slot_kind(const Object* f);

/// BaseException.__str__(e) and BaseException.__repr__(e): its args as text, as
/// BaseException_str and BaseException_repr make them (for `super().__str__()` in a subclass).
std::string exception_base_str(const Ref& e);
std::string exception_base_repr(const Ref& e);

/// repr(super(C, obj)): "<super: <class 'C'>, <T object>>" (super_repr), T obj's type or obj.
bool is_super_object(const Object* o);
/// Whether `o` is the super type itself (the builtin name `super`).
bool is_super_type(const Object* o);
std::string super_repr(const Ref& o);

/// dir(obj) without a __dir__ of obj's own: the sorted names of its dict, its class's MRO and
/// object's methods (a module: its namespace's keys). object.__dir__ answers with it too.
Ref default_dir(const Ref& obj);

}  // namespace tfplay::py
