// Python's built-in `complex` (Objects/complexobject.c): a pair of doubles with CPython 3.12's
// arithmetic (Smith's division, integer powers by repeated squaring) and repr.
#pragma once

#include <string>

#include "core/python/object.h"

namespace tfplay::py {

struct ComplexObject : Object {
  double real;
  double imag;
  ComplexObject(TypeObject* type, double r, double i) : Object(type), real(r), imag(i) {}
};

/// The `complex` type (its operators are dunder methods, so `1 + 2j` reaches complex.__radd__).
TypeObject* complex_type();
/// A new complex value.
Ref Complex(double real, double imag);
inline bool is_complex(const Object* o) { return o->cls == complex_type(); }
/// repr(complex(real, imag)): `2j`, `(1+2j)`, `(-0-1j)`, `(1.5+infj)` (complexobject.c complex_repr).
std::string complex_repr(double real, double imag);

}  // namespace tfplay::py
