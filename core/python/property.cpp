// The built-in property (CPython 3.12's Objects/descrobject.c: property_init_impl,
// property_copy, property_descr_get/set, property_set_name).
#include "core/python/property.h"

#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::py {

namespace {

// Entries of the property's own table that no attribute name can be.
constexpr const char* kFdel = " fdel";
constexpr const char* kName = " name";
constexpr const char* kGetterDoc = " getter_doc";

Ref absent_if_none(Ref f) { return f && is_none(f.get()) ? nullptr : f; }

Ref entry(const Object* p, const char* key) { return p->dict ? p->dict->get(key) : nullptr; }

Ref property_copy(const Ref& old, Ref get, Ref set, Ref del) {
  auto* p = static_cast<PropertyObject*>(old.get());
  if (!absent_if_none(get)) get = p->fget;
  if (!absent_if_none(set)) set = p->fset;
  if (!absent_if_none(del)) del = property_fdel(old.get());
  // A docstring taken from the old getter is taken from the new one.
  Ref doc = entry(old.get(), kGetterDoc) && get ? None() : entry(old.get(), "__doc__");
  Ref copy = old->cls == T().property
                 ? make_property(get, set, del, doc)
                 : call(old->cls->self(), std::vector<Ref>{get ? get : None(), set ? set : None(), del ? del : None(), doc ? doc : None()});
  if (copy->cls->is_subtype_of(T().property))
    if (Ref name = entry(old.get(), kName)) copy->ensure_dict().set(kName, name);
  return copy;
}

const PropertyObject* self_property(const CallArgs& a, const char* method) {
  if (a.args.empty() || !a.args[0]->cls->is_subtype_of(T().property))
    raise_type_error(std::string("descriptor '") + method + "' for 'property' objects doesn't apply to a '" +
                     (a.args.empty() ? std::string("NoneType") : type_name(a.args[0].get())) + "' object");
  return static_cast<const PropertyObject*>(a.args[0].get());
}

}  // namespace

Ref make_property(Ref fget, Ref fset, Ref fdel, Ref doc) {
  auto p = make_object<PropertyObject>(T().property, nullptr, nullptr);
  init_property(p.get(), std::move(fget), std::move(fset), std::move(fdel), std::move(doc));
  return p;
}

void init_property(Object* o, Ref fget, Ref fset, Ref fdel, Ref doc) {
  auto* p = static_cast<PropertyObject*>(o);
  fget = absent_if_none(fget);
  p->fget = fget;
  p->fset = absent_if_none(fset);
  AttrMap& d = p->ensure_dict();
  d.erase(kFdel);
  d.erase(kGetterDoc);
  d.erase(kName);
  if (Ref del = absent_if_none(fdel)) d.set(kFdel, del);
  Ref prop_doc = absent_if_none(doc);
  if (!prop_doc && fget) {
    // No docstring given: the getter's, when it has one.
    prop_doc = absent_if_none(getattr_opt(fget, "__doc__"));
    if (prop_doc) d.set(kGetterDoc, True());
  }
  d.set("__doc__", prop_doc ? prop_doc : None());
}

Ref property_fdel(const Object* p) { return entry(p, kFdel); }

Ref property_attribute(const Ref& o, const std::string& name) {
  auto* p = static_cast<PropertyObject*>(o.get());
  if (name == "fget") return p->fget && !is_none(p->fget.get()) ? p->fget : None();
  if (name == "fset") return p->fset && !is_none(p->fset.get()) ? p->fset : None();
  if (name == "fdel") {
    Ref del = property_fdel(p);
    return del ? del : None();
  }
  if (name == "__isabstractmethod__") {
    // property_get___isabstractmethod__: abstract when an accessor is.
    for (const Ref& f : {p->fget, p->fset, property_fdel(p)}) {
      Ref flag = f && !is_none(f.get()) ? getattr_opt(f, name) : nullptr;
      if (flag && truthy(flag)) return True();
    }
    return False();
  }
  return nullptr;
}

void name_native_property(Object* p, const std::string& name) { p->ensure_dict().set(kName, Str(name)); }

void raise_property_missing(const Object* p, const Object* obj, const char* what) {
  Ref name = entry(p, kName);
  const TypeObject* t = obj->cls;
  if (name && std::string_view(what) != "getter") {
    // A built-in type's native property stands for a C getset descriptor (descrobject.c
    // getset_set), named by the type that defines it.
    for (const TypeObject* owner : t->mro) {
      Object* found = owner->attrs.find(as_str(name.get()));
      if (found != p) continue;
      const Ref& fget = static_cast<const PropertyObject*>(p)->fget;
      if (owner->module == "builtins" && fget && fget->cls == T().builtin_function)
        raise(E().AttributeError, "attribute '" + as_str(name.get()) + "' of '" + owner->name + "' objects is not writable");
      break;
    }
  }
  const std::string qualname = repr(Str(t->qualname.empty() ? t->name : t->qualname));
  if (name) raise(E().AttributeError, "property " + repr(name) + " of " + qualname + " object has no " + what);
  raise(E().AttributeError, "property of " + qualname + " object has no " + what);
}

namespace {
// property.__init__'s arguments: fget, fset, fdel, doc, by position or name.
void property_arguments(const CallArgs& a, std::size_t first, Ref (&values)[4]) {
  static const char* const names[] = {"fget", "fset", "fdel", "doc"};
  const std::size_t given = a.args.size() - first;
  if (given > 4) raise_type_error("property() takes at most 4 arguments (" + std::to_string(given) + " given)");
  for (std::size_t i = 0; i < given; ++i) values[i] = a.args[first + i];
  for (const auto& [k, v] : a.kwargs) {
    std::size_t i = 0;
    while (i < 4 && k != names[i]) ++i;
    if (i == 4) raise_type_error("'" + k + "' is an invalid keyword argument for property()");
    if (values[i])
      raise_type_error("argument for property() given by name ('" + k + "') and position (" + std::to_string(i + 1) + ")");
    values[i] = v;
  }
}
}  // namespace

Ref new_property_instance(TypeObject* cls) {
  Ref p = make_object<PropertyObject>(cls, nullptr, nullptr);
  p->ensure_dict().set("__doc__", None());
  return p;
}

void install_property_type() {
  TypeObject* t = T().property;
  // A class deriving from property: its instances are properties (the descriptor methods
  // below serve them), made by new_property_instance and set up by property.__init__.
  t->subclassable = true;
  add_method(t, "__init__", +[](CallArgs& a) -> Ref {
    self_property(a, "__init__");
    Ref values[4];
    property_arguments(a, 1, values);
    init_property(a.args[0].get(), values[0], values[1], values[2], values[3]);
    return None();
  });
  t->construct = +[](TypeObject*, CallArgs& a) -> Ref {
    Ref values[4];
    property_arguments(a, 0, values);
    return make_property(values[0], values[1], values[2], values[3]);
  };
  add_method(t, "getter", +[](CallArgs& a) -> Ref {
    self_property(a, "getter");
    if (a.args.size() != 2) raise_type_error("property.getter() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
    return property_copy(a.args[0], a.args[1], nullptr, nullptr);
  });
  add_method(t, "setter", +[](CallArgs& a) -> Ref {
    self_property(a, "setter");
    if (a.args.size() != 2) raise_type_error("property.setter() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
    return property_copy(a.args[0], nullptr, a.args[1], nullptr);
  });
  add_method(t, "deleter", +[](CallArgs& a) -> Ref {
    self_property(a, "deleter");
    if (a.args.size() != 2) raise_type_error("property.deleter() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
    return property_copy(a.args[0], nullptr, nullptr, a.args[1]);
  });
  add_method(t, "__set_name__", +[](CallArgs& a) -> Ref {
    self_property(a, "__set_name__");
    if (a.args.size() != 3)
      raise_type_error("__set_name__() takes 2 positional arguments but " + std::to_string(a.args.size() - 1) + " were given");
    a.args[0]->ensure_dict().set(kName, a.args[2]);
    return None();
  });
  add_method(t, "__get__", +[](CallArgs& a) -> Ref {
    const PropertyObject* p = self_property(a, "__get__");
    if (a.args.size() < 2 || a.args.size() > 3)
      raise_type_error("expected 1 or 2 arguments, got " + std::to_string(a.args.size() - 1));
    const Ref& obj = a.args[1];
    if (is_none(obj.get())) return a.args[0];
    if (!p->fget || is_none(p->fget.get())) raise_property_missing(p, obj.get(), "getter");
    return call(p->fget, std::vector<Ref>{obj});
  });
  add_method(t, "__set__", +[](CallArgs& a) -> Ref {
    const PropertyObject* p = self_property(a, "__set__");
    if (a.args.size() != 3) raise_type_error("expected 2 arguments, got " + std::to_string(a.args.size() - 1));
    if (!p->fset || is_none(p->fset.get())) raise_property_missing(p, a.args[1].get(), "setter");
    call(p->fset, std::vector<Ref>{a.args[1], a.args[2]});
    return None();
  });
  add_method(t, "__delete__", +[](CallArgs& a) -> Ref {
    const PropertyObject* p = self_property(a, "__delete__");
    if (a.args.size() != 2) raise_type_error("expected 1 argument, got " + std::to_string(a.args.size() - 1));
    Ref del = property_fdel(p);
    if (!del) raise_property_missing(p, a.args[1].get(), "deleter");
    call(del, std::vector<Ref>{a.args[1]});
    return None();
  });
}

}  // namespace tfplay::py
