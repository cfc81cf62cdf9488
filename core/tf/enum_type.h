// Python enum.Enum classes TF exports (tf.UnconnectedGradients, tf.VariableAggregation,
// tf.VariableSynchronization, tf.distribute.ReduceOp), made natively.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/python/object.h"

namespace tfplay::tf {

/// One member: `Cls.NAME`, with `.name` and `.value`.
struct EnumMember : py::NativeObject {
  std::string name;
  py::Ref value;
  using NativeObject::NativeObject;
};

/// An Enum class with these members, in order (an alias is a later name with an earlier
/// value, bound to the earlier member). Members print as CPython's enum does: repr
/// `<Cls.NAME: value!r>`, str `Cls.NAME`; they compare by identity and hash by name.
/// `Cls(value)` returns the member with that value, or raises ValueError
/// "{value!r} is not a valid Cls"; iterating the class yields the members (aliases skipped).
py::TypeObject* make_enum_type(const std::string& name, const std::string& module,
                               const std::vector<std::pair<std::string, py::Ref>>& members);

/// The member of `type` named `name`.
py::Ref enum_member(py::TypeObject* type, const std::string& name);
/// `o` as a member of `type` (or of a subclass), or nullptr.
EnumMember* as_enum_member(const py::Object* o, const py::TypeObject* type);
/// `Cls(value)`: the member of `type` whose value equals `value`; nullptr when none does.
py::Ref enum_lookup(py::TypeObject* type, const py::Ref& value);

}  // namespace tfplay::tf
