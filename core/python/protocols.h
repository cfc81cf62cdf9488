// Python's abstract object protocols (CPython's Objects/abstract.c and object.c): how any value
// is printed, compared, hashed, called, indexed, iterated and combined with operators. Built-in
// types take fast paths; every other type is served by its dunder methods.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/python/ast.h"
#include "core/python/object.h"

namespace tfplay::py {

std::string repr(const Ref& o);
std::string str(const Ref& o);
std::size_t hash(const Ref& o);  // TypeError for unhashable objects
bool eq(const Ref& a, const Ref& b);  // a == b, as a truth value
bool truthy(const Ref& o);
std::int64_t len(const Ref& o);

/// a <op> b for arithmetic/bitwise operators, with __op__/__rop__ dispatch and CPython's
/// `unsupported operand type(s)` TypeError.
Ref binary_op(ast::BinOpKind op, const Ref& a, const Ref& b);
/// a <op>= b: tries __iop__ first (lists extend in place), then binary_op.
Ref inplace_op(ast::BinOpKind op, const Ref& a, const Ref& b);
Ref unary_op(ast::UnaryOpKind op, const Ref& a);
/// One comparison of a chain (==, <, is, in, ...), returning the operator's result object.
Ref compare(ast::CmpOpKind op, const Ref& a, const Ref& b);
bool contains(const Ref& container, const Ref& item);

Ref getattr(const Ref& o, const std::string& name);
/// The same with the name's hash (name_hash) already known.
Ref getattr(const Ref& o, const std::string& name, std::size_t hash);
/// getattr without the AttributeError of a failed lookup: nullptr when nothing answers (the
/// object, its class, __getattr__). What the lookup runs (properties, __getattr__) may still
/// raise, AttributeError included. CPython's _PyObject_LookupAttr: getattr(o, n, default) and
/// hasattr create no exception for a missing attribute.
Ref getattr_or_null(const Ref& o, const std::string& name);
Ref getattr_or_null(const Ref& o, const std::string& name, std::size_t hash);
/// CPython's _PyObject_LookupAttr: getattr_or_null with an AttributeError that the lookup
/// raises (a module's or class's __getattr__, a property) swallowed too; nullptr then. What
/// getattr(o, n, default) and `from m import *`'s read of `__all__` use.
Ref lookup_attr(const Ref& o, const std::string& name);
/// isinstance(inst, cls) as PyObject_IsInstance: the exact type, a tuple's members, the class's
/// __instancecheck__, else the type test with object_isinstance's `inst.__class__` fallback.
bool object_is_instance(const Ref& inst, const Ref& cls);
/// getattr without raising: nullptr when the attribute is missing (AttributeError swallowed).
Ref getattr_opt(const Ref& o, const std::string& name);
Ref getattr_opt(const Ref& o, const std::string& name, std::size_t hash);
/// object's __new__, __init__, __getattribute__ and __hash__ (native functions), or nullptr:
/// what `object.NAME`, `Class.NAME` and `super().NAME` find when no class on the way defines NAME.
Object* object_slot(const std::string& name);
/// object.__new__(cls): a bare instance of a class the program defines (object_new's checks).
Ref object_new(CallArgs& a);
/// object.__init__(self): accepts extra arguments only when __new__ was overridden.
Ref object_init(CallArgs& a);
/// object.__getattribute__(self, name): the generic lookup, without the class's __getattr__.
Ref object_getattribute(CallArgs& a);
void setattr(const Ref& o, const std::string& name, Ref value);
void setattr(const Ref& o, const std::string& name, std::size_t hash, Ref value);
void delattr(const Ref& o, const std::string& name);

Ref getitem(const Ref& o, const Ref& key);
void setitem(const Ref& o, const Ref& key, Ref value);
void delitem(const Ref& o, const Ref& key);

/// Python's callable(o): functions, methods, classes and objects whose type has __call__.
bool is_callable(const Object* o);
Ref call(const Ref& callable, CallArgs& args);
Ref call(const Ref& callable, std::vector<Ref> args);
/// Calls obj.name(*args).
Ref call_method(const Ref& o, const std::string& name, std::vector<Ref> args = {});

/// Whether `exc` matches an except clause's type value (a class or a tuple of classes);
/// TypeError when the value holds something that is not a BaseException subclass.
bool exception_matches(const Ref& exc, const Ref& types);
/// Enters a context manager (the with statement): returns __enter__()'s value and sets `exit`
/// to the bound __exit__; CPython's TypeErrors when either method is missing.
Ref enter_context(const Ref& manager, Ref& exit);

Ref iter(const Ref& o);
/// The next item of an iterator, or nullptr when it is exhausted (StopIteration swallowed).
Ref next(const Ref& iterator);
/// Collects any iterable into a vector (fast for list/tuple).
std::vector<Ref> to_vector(const Ref& iterable);
/// The playground's memory is bounded (a wasm heap of at most 2 GiB): a list, tuple, dict or
/// set that would hold more than 2**26 items raises MemoryError (as CPython does when its
/// allocation fails) instead of exhausting the heap.
void check_container_size(std::size_t items);
/// Likewise a repetition (`s * n`, `str.ljust(n)`, ...) whose result would exceed 2**30 bytes
/// or items, `unit` each, raises MemoryError up front.
void check_repeat_size(std::size_t unit, std::int64_t n);

/// Normalizes a Python index against `size` (negative from the end); IndexError when outside,
/// with `what` naming the sequence ("list", "tuple", "string").
std::int64_t normalize_index(const Ref& index, std::int64_t size, const char* what);
/// s[i] of a str laid out as one (`o`) and an index within int64 (negative from the end): the
/// one-character str, shared for Latin-1 characters; IndexError "string index out of range".
Ref str_item(const Ref& o, std::int64_t i);
/// The (start, stop, step) a slice selects in a sequence of `size` items (CPython's
/// PySlice_AdjustIndices); returns the number of selected items.
std::int64_t slice_indices(const SliceObject& s, std::int64_t size, std::int64_t& start,
                           std::int64_t& stop, std::int64_t& step);

/// CPython's float repr: shortest round-trip digits, `1e+16`, `inf`, `nan`, `-0.0`.
std::string float_repr(double v);
/// CPython's str repr with quotes chosen as CPython chooses them.
std::string str_repr(const std::string& s);
std::string bytes_repr(const std::string& s);

// ----- instances of subclasses of the built-in value types ----------------------------------------
//
// `class Stack(list)` instances are ListObjects whose cls is Stack (TypeObject::value_base says
// which layout). As CPython's inherited type slots do, a protocol serves such an instance with
// its base's built-in behaviour unless the class overrides the special method; the base types'
// native dunders (value_subclass.cpp) give `super().__add__(x)` and `list.__getitem__(s, i)`.

/// Whether class `c` (with a value_base) resolves `name` to its value base's own attribute
/// (false when the base has none: `Count(3)[0]` is "'Count' object is not subscriptable").
bool inherits_special(const TypeObject* c, const char* name);
/// The type whose built-in behaviour serves `o` for special method `name`: the value base for an
/// instance of a subclass that does not override `name`, else o's own type.
TypeObject* served_type(const Object* o, const char* name);
/// repr of a value laid out as `base` (int ... frozenset), without looking up __repr__.
std::string value_repr(const Ref& o, TypeObject* base);
/// The protocols with the layout given: `c` is o's type or a value base o is laid out as.
Ref iter_as(const Ref& o, TypeObject* c);
Ref getitem_as(const Ref& o, const Ref& key, TypeObject* c);
void setitem_as(const Ref& o, const Ref& key, Ref value, TypeObject* c);
void delitem_as(const Ref& o, const Ref& key, TypeObject* c);
bool contains_as(const Ref& container, const Ref& item, TypeObject* c);
/// The built-in value an instance of a value subclass holds, as an object of the exact base type
/// (lists and dicts are copied; sets share their table); any other object is returned as is.
Ref base_value(const Ref& o);

/// The object's attribute looked up on its type only (no instance dict), bound when it is a
/// function; nullptr when absent. Used for dunder-method dispatch.
Ref lookup_special(const Ref& o, std::string_view name);
Ref lookup_special(const Ref& o, const StaticName& name);

}  // namespace tfplay::py
