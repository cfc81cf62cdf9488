// Class creation shared by the `class` statement and type(name, bases, dict): type.__new__,
// metaclasses the program writes (`class Meta(type)`), and __init_subclass__ (CPython 3.12's
// Objects/typeobject.c: type_new, type_call, type_init, object.__init_subclass__).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/python/object.h"

namespace tfplay::py {

/// Whether `o` is a class: an instance of `type` or of a metaclass derived from it.
bool is_type_object(const Object* o);

/// type.__new__(meta, name, bases, namespace, **kwargs): a new class whose type is the most
/// derived of `meta` and its bases' metaclasses, its attributes the namespace's (with
/// __module__, __qualname__, __doc__ and __hash__ as type_new sets them), __set_name__ and then
/// the parent's __init_subclass__(**kwargs) called. TypeError for a bad argument, a base that
/// is not a type or a metaclass conflict.
Ref new_class(TypeObject* meta, CallArgs& args);

/// The metaclass of a class with these bases and `meta` asked for (_PyType_CalculateMetaclass):
/// the most derived; TypeError "metaclass conflict" when they are not on one line.
TypeObject* calculate_metaclass(TypeObject* meta, const std::vector<TypeRef>& bases);

/// A class the program writes is created: its own __init_subclass__ and __class_getitem__
/// become classmethods, __set_name__ runs on its attributes, then
/// super(cls, cls).__init_subclass__(**kwargs).
void finish_class(TypeObject* cls, const std::vector<std::pair<std::string, Ref>>& kwargs);

/// The `name` (__call__, __setattr__) a metaclass the program wrote defines for its classes (a
/// Python function in its MRO before `type`), or null: calling such a class, or setting one of
/// its attributes, goes through it.
Object* metaclass_method(const TypeObject* meta, std::string_view name);

/// type.__setattr__(cls, name, value): `cls.name = value` without a metaclass's own
/// (protocols.cpp); TypeError for a built-in type.
void type_setattr(TypeObject* cls, const std::string& name, Ref value);

/// Adds type.__new__, type.__init__, type.__call__ and type.__setattr__ (which `super()` in a
/// metaclass reaches)
/// and object.__init_subclass__. Runs once.
void install_type_slots();

}  // namespace tfplay::py
