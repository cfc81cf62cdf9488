// CPython's tp_name for native types, and the AttributeError of object.__getattribute__.
//
// C extension types built from a PyType_Spec keep their dotted name in tp_name, so CPython's
// error texts read `'tensorflow.python.framework.ops.EagerTensor' object does not support item
// assignment` or `'numpy.ndarray' object has no attribute 'foo'`; classes written in Python
// (TF's SymbolicTensor, TensorSpec) show their bare name.
#pragma once

#include <string>

#include "core/python/object.h"

namespace tfplay::py {

/// Marks `type` as a C extension type: its tp_name is `module.name`.
void set_dotted_tp_name(TypeObject* type);
/// CPython's tp_name: the type's name as error messages print it.
std::string tp_name(const TypeObject* type);
/// object.__getattribute__'s AttributeError for a missing `name` (with .name and .obj set, so the
/// traceback can suggest a close attribute); for native __getattr__ hooks that fall through.
[[noreturn]] void raise_attribute_error(const Ref& o, const std::string& name);

}  // namespace tfplay::py
