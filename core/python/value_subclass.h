// Classes that derive from the built-in value types (`class Stack(list)`, `class Celsius(float)`):
// which bases a class may have, how instances are laid out and created, and the special methods
// of the base types that serve them (CPython's Objects/typeobject.c type_new / best_base and the
// slot wrappers of int, float, str, bytes, list, tuple, dict, set and frozenset).
#pragma once

#include <vector>

#include "core/python/object.h"

namespace tfplay::py {

/// Checks one base of a class statement or type(name, bases, dict): TypeError "type 'bool' is
/// not an acceptable base type" for CPython's final types, NotImplementedError for built-in or
/// TensorFlow types tfplay cannot subclass.
void check_base_type(const TypeObject* base);

/// Gives a new class (its MRO computed) the layout and value_base of its bases; TypeError
/// "multiple bases have instance lay-out conflict" when two bases need different layouts.
void inherit_layout(TypeObject* cls);

/// type.__call__ for a class with a value_base: `cls.__new__(cls, *args, **kwargs)` (the class's
/// own or its base's), then `__init__` when that returned an instance of cls.
Ref construct_value_instance(TypeObject* cls, CallArgs& args);

/// Adds __new__, __init__, __repr__, __hash__, comparisons, operators and container methods to
/// the value types, so instances of their subclasses (and super() calls) find them. Called once
/// by install_type_methods.
void install_value_subclass_methods();

}  // namespace tfplay::py
