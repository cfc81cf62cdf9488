// The built-in property (CPython 3.12's Objects/descrobject.c property_*): fget, fset, fdel,
// __doc__, the name __set_name__ gives it, the getter/setter/deleter copies and the
// AttributeErrors of a missing accessor.
//
// PropertyObject holds fget and fset; fdel, the name and whether __doc__ came from the getter
// live in the property's own attribute table under names no attribute can have, and __doc__
// under its own name (the instance's entry wins over the type's docstring, as the member does).
#pragma once

#include <string>

#include "core/python/object.h"

namespace tfplay::py {

/// Adds getter, setter, deleter, __set_name__, __get__, __set__ and __delete__ to the property
/// type and makes property(fget=None, fset=None, fdel=None, doc=None) its constructor.
void install_property_type();

/// property(fget, fset, fdel, doc) with property_init_impl's rules (None means absent; the
/// getter's docstring when no doc is given).
Ref make_property(Ref fget, Ref fset, Ref fdel, Ref doc);

/// property.__init__(p, fget, fset, fdel, doc) on a property or an instance of a subclass.
void init_property(Object* p, Ref fget, Ref fset, Ref fdel, Ref doc);

/// A blank instance of `cls`, a class deriving from property (its __init__ sets it up).
Ref new_property_instance(TypeObject* cls);

/// The deleter, or null.
Ref property_fdel(const Object* p);

/// The property's own attributes the type does not hold: fget, fset, fdel,
/// __isabstractmethod__; null for other names.
Ref property_attribute(const Ref& p, const std::string& name);

/// Names a native type's property (runtime.h add_property) as __set_name__ names a class
/// body's: its errors name it.
void name_native_property(Object* p, const std::string& name);

/// AttributeError "property 'x' of 'C' object has no getter" (`what`: getter, setter,
/// deleter), naming the property when __set_name__ named it and the object's type by qualname.
/// A built-in type's native property is a C getset descriptor in CPython: "attribute 'x' of
/// 'int' objects is not writable" for a setter or deleter.
[[noreturn]] void raise_property_missing(const Object* p, const Object* obj, const char* what);

}  // namespace tfplay::py
