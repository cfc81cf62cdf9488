// Native enum.Enum classes (see enum_type.h).
#include "core/tf/enum_type.h"

#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

constexpr const char* kMembersAttr = "_member_list_";

EnumMember& member(const Ref& o) { return *static_cast<EnumMember*>(o.get()); }

}  // namespace

py::TypeObject* make_enum_type(const std::string& name, const std::string& module,
                               const std::vector<std::pair<std::string, Ref>>& members) {
  py::TypeObject* type = py::make_native_type(name, nullptr, module);
  py::add_property(type, "name", +[](Ref s) { return py::Str(member(s).name); });
  py::add_property(type, "value", +[](Ref s) { return member(s).value; });
  py::add_method(type, "__repr__", [type](CallArgs& a) {
    return py::Str("<" + type->name + "." + member(a.args.at(0)).name + ": " + py::repr(member(a.args.at(0)).value) + ">");
  });
  py::add_method(type, "__str__", [type](CallArgs& a) { return py::Str(type->name + "." + member(a.args.at(0)).name); });
  py::add_method(type, "__hash__", +[](CallArgs& a) { return py::Int(static_cast<std::int64_t>(std::hash<std::string>()(member(a.args.at(0)).name))); });
  std::vector<Ref> unique;
  for (const auto& [member_name, value] : members) {
    Ref existing = enum_lookup(type, value);
    if (existing) {
      type->attrs.set(member_name, existing);
      continue;
    }
    auto m = py::make_object<EnumMember>(type);
    m->name = member_name;
    m->value = value;
    type->attrs.set(member_name, m);
    unique.push_back(m);
    type->attrs.set(kMembersAttr, py::Tuple(unique));
  }
  type->construct = [type](py::TypeObject*, CallArgs& a) -> Ref {
    if (a.args.size() != 1) py::raise_type_error(type->name + "() takes exactly one argument");
    if (as_enum_member(a.args[0].get(), type)) return a.args[0];
    Ref m = enum_lookup(type, a.args[0]);
    if (!m) py::raise_value_error(py::repr(a.args[0]) + " is not a valid " + type->name);
    return m;
  };
  return type;
}

Ref enum_member(py::TypeObject* type, const std::string& name) { return type->attrs.get(name); }

EnumMember* as_enum_member(const py::Object* o, const py::TypeObject* type) {
  return o->cls->is_subtype_of(type) ? static_cast<EnumMember*>(const_cast<py::Object*>(o)) : nullptr;
}

Ref enum_lookup(py::TypeObject* type, const Ref& value) {
  Ref list = type->attrs.get(kMembersAttr);
  if (!list) return nullptr;
  for (const Ref& m : py::to_vector(list))
    if (py::eq(member(m).value, value)) return m;
  return nullptr;
}

}  // namespace tfplay::tf
