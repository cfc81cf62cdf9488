#pragma once
// The descriptor protocol's hooks into attribute access (CPython's Objects/descrobject.c and
// _PyObject_GenericGetAttrWithDict / _PyObject_GenericSetAttrWithDict in Objects/object.c).

#include <string>

#include "core/python/object.h"

namespace tfplay::py {

/// Whether `descr`, found on a type, is a data descriptor (CPython's PyDescr_IsData): its type
/// defines __set__ or __delete__, as property does. Such a descriptor takes reads and writes of
/// its name away from the instance dict; attribute caches must not serve that name from it.
bool is_data_descriptor(const Object* descr);

/// object.__setattr__(o, name, value) (PyObject_GenericSetAttr): a data descriptor's __set__,
/// `__class__` and `__dict__` assignment, else the instance dict. Skips the class's own
/// __setattr__. AttributeError when the object has no dict or the descriptor cannot set.
void generic_setattr(const Ref& o, const std::string& name, std::size_t hash, Ref value);

/// object.__delattr__(o, name) (PyObject_GenericSetAttr with no value): a data descriptor's
/// __delete__, else the instance dict's entry. Skips the class's own __delattr__.
/// AttributeError when there is nothing to delete or the descriptor cannot delete.
void generic_delattr(const Ref& o, const std::string& name);

/// type_new_set_names: calls `value.__set_name__(cls, name)` for each attribute of the new
/// class `cls` whose type defines __set_name__, in definition order. Errors propagate.
void set_names(TypeObject* cls);

/// classmethod.__get__ (CPython 3.12's funcobject.c cm_descr_get): the wrapped callable bound
/// to the class `owner`; a callable that is itself a descriptor (a property, another classmethod,
/// a user object with __get__) is bound through its own __get__(owner, owner), the chaining 3.11
/// deprecated and 3.13 removed.
Ref bind_classmethod(const Ref& callable, TypeObject* owner);

}  // namespace tfplay::py
