#pragma once
// The namespace of a class body whose metaclass defines __prepare__ (interpreter.cpp).

namespace tfplay::py {

struct Object;
struct Scope;

/// The mapping a metaclass's __prepare__ returned for the class body running in scope `s`:
/// its stores, deletes and loads go through that mapping's __setitem__, __delitem__ and
/// __getitem__, and locals()/vars() there return it. Null for the plain namespace (the body's
/// scope) of every other class body, and for scopes that are no running class body.
Object* prepared_namespace(const Scope* s);

}  // namespace tfplay::py
