// object's methods: what `object.NAME`, `Class.NAME`, `obj.NAME` and `super().NAME` find when
// nothing before object defines NAME (CPython 3.12's Objects/typeobject.c: object_repr,
// object_str, object_richcompare, object___format___impl, object___sizeof___impl,
// object___dir___impl, object_getstate_default, object_init_subclass, object_subclasshook).
#include "core/python/object_slots.h"

#include <algorithm>
#include <functional>

#include "core/python/exceptions.h"
#include "core/python/object_id.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/slots.h"
#include "core/python/str_format.h"
#include "core/python/type_names.h"

namespace tfplay::py {

namespace {

std::string type_qualified_name(const TypeObject* t) {
  const std::string& qualname = t->qualname.empty() ? t->name : t->qualname;
  if (t->module == "builtins") return qualname;
  return t->module + "." + qualname;
}

// A wrapper descriptor's argument check (wrap_unaryfunc, wrap_binaryfunc...): the instance,
// then exactly `n` more positional arguments.
void expect_args(const CallArgs& a, const char* name, std::size_t n) {
  if (a.args.empty()) raise_type_error(std::string("descriptor '") + name + "' of 'object' object needs an argument");
  if (!a.kwargs.empty()) raise_type_error(std::string("wrapper ") + name + "() takes no keyword arguments");
  if (a.args.size() != n + 1)
    raise_type_error("expected " + std::to_string(n) + " argument" + (n == 1 ? "" : "s") + ", got " +
                     std::to_string(a.args.size() - 1));
}

// A method descriptor taking no arguments (METH_NOARGS): object.NAME() ...
void expect_no_args(const CallArgs& a, const char* name) {
  if (a.args.empty()) raise_type_error(std::string("unbound method object.") + name + "() needs an argument");
  if (!a.kwargs.empty()) raise_type_error(std::string("object.") + name + "() takes no keyword arguments");
  if (a.args.size() != 1)
    raise_type_error(std::string("object.") + name + "() takes no arguments (" + std::to_string(a.args.size() - 1) +
                     " given)");
}

Ref object_repr(const Ref& o) {
  return Str("<" + type_qualified_name(o->cls) + " object at " + address_text(o.get()) + ">");
}

// object.__eq__: identity, else NotImplemented so that the other operand gets its turn.
Ref object_eq(const Ref& a, const Ref& b) { return a.get() == b.get() ? True() : NotImplemented(); }

// What type(self)'s __eq__ answers (object_richcompare's Py_NE case calls the type's slot).
Ref type_eq(const Ref& self, const Ref& other, bool builtin) {
  if (Ref eq_method = lookup_special(self, "__eq__"_name)) return call(eq_method, std::vector<Ref>{other});
  if (builtin && self.get() != other.get() && self->cls == other->cls) return Bool(eq(self, other));
  return object_eq(self, other);
}

Ref ne_from_eq(const Ref& r) {
  if (r.get() == NotImplemented().get()) return r;
  return Bool(!truthy(r));
}

Ref object_format(const Ref& self, const Ref& spec) {
  if (!is_str(spec.get())) raise_type_error("__format__() argument must be str, not " + type_name(spec.get()));
  if (!as_str(spec.get()).empty())
    raise_type_error("unsupported format string passed to " + tp_name(self->cls) + ".__format__");
  return Str(str(self));
}

Ref object_getstate(const Ref& self) {
  // The instance dict itself when it holds anything, else None; with __slots__ the set slots
  // come as a second dict: (state, slots).
  Ref state = None();
  if (self->dict && self->dict->size() > 0) state = getattr(self, "__dict__");
  if (const SlotLayout* layout = slot_layout(self->cls); layout && layout->count > 0) {
    auto slots = Dict();
    for (auto it = self->cls->mro.rbegin(); it != self->cls->mro.rend(); ++it)
      (*it)->attrs.for_each([&](const std::string& k, const Ref& v) {
        if (v->cls != member_descriptor_type()) return;
        try {
          if (Ref value = getattr_opt(self, k)) slots->set(Str(k), value);
        } catch (PyError& err) {  // an unset slot is left out
          if (!isinstance(err.exc.get(), E().AttributeError)) throw;
        }
      });
    if (slots->size() > 0) return Tuple({state, slots});
  }
  return state;
}

Ref object_sizeof(const Ref& self) {
  // tp_basicsize: 16 bytes of header in 3.12 (the dict and weak references are managed), and
  // 8 per slot.
  const SlotLayout* layout = slot_layout(self->cls);
  return Int(16 + 8 * static_cast<std::int64_t>(layout ? layout->count : 0));
}

struct Slots {
  AttrMap own;      // object's own methods
  AttrMap generic;  // the type's slot, for instances of built-in types tfplay serves natively
};

const Slots& slots() {
  static const Slots s = [] {
    Slots m;
    auto method = [](AttrMap& into, const char* name, NativeFn fn) {
      auto f = make_object<NativeFunctionObject>(T().builtin_function, name, std::move(fn));
      f->is_method = true;
      into.set(name, f);
    };
    auto classmethod = [](AttrMap& into, const char* name, NativeFn fn) {
      into.set(name, make_object<WrapperObject>(T().classmethod, NativeFunction(name, std::move(fn))));
    };
    AttrMap& own = m.own;
    own.set("__new__", NativeFunction("__new__", object_new));
    method(own, "__init__", object_init);
    method(own, "__getattribute__", object_getattribute);
    method(own, "__hash__", +[](CallArgs& a) -> Ref {
      expect_args(a, "__hash__", 0);
      return Int(static_cast<std::int64_t>(std::hash<const void*>{}(a.args[0].get())));
    });
    method(own, "__repr__", +[](CallArgs& a) -> Ref {
      expect_args(a, "__repr__", 0);
      return object_repr(a.args[0]);
    });
    // object_str: the type's repr.
    method(own, "__str__", +[](CallArgs& a) -> Ref {
      expect_args(a, "__str__", 0);
      return Str(repr(a.args[0]));
    });
    method(own, "__eq__", +[](CallArgs& a) -> Ref {
      expect_args(a, "__eq__", 1);
      return object_eq(a.args[0], a.args[1]);
    });
    method(own, "__ne__", +[](CallArgs& a) -> Ref {
      expect_args(a, "__ne__", 1);
      return ne_from_eq(type_eq(a.args[0], a.args[1], false));
    });
    for (const char* name : {"__lt__", "__le__", "__gt__", "__ge__"})
      method(own, name, [name](CallArgs& a) -> Ref {
        expect_args(a, name, 1);
        return NotImplemented();
      });
    method(own, "__format__", +[](CallArgs& a) -> Ref {
      if (a.args.size() != 2)
        raise_type_error("object.__format__() takes exactly one argument (" +
                         std::to_string(a.args.empty() ? 0 : a.args.size() - 1) + " given)");
      return object_format(a.args[0], a.args[1]);
    });
    method(own, "__sizeof__", +[](CallArgs& a) -> Ref {
      expect_no_args(a, "__sizeof__");
      return object_sizeof(a.args[0]);
    });
    method(own, "__dir__", +[](CallArgs& a) -> Ref {
      expect_no_args(a, "__dir__");
      return default_dir(a.args[0]);
    });
    method(own, "__getstate__", +[](CallArgs& a) -> Ref {
      expect_no_args(a, "__getstate__");
      return object_getstate(a.args[0]);
    });
    for (const char* name : {"__reduce__", "__reduce_ex__"})
      method(own, name, [name](CallArgs&) -> Ref {
        raise(E().NotImplementedError, std::string("tfplay does not support pickling (object.") + name + ")");
      });
    // object.__init_subclass__ takes nothing; a class keyword no class consumed ends here.
    classmethod(own, "__init_subclass__", +[](CallArgs& a) -> Ref {
      const std::string owner = a.args.empty() ? "object" : static_cast<TypeObject*>(a.args[0].get())->name;
      if (!a.kwargs.empty()) raise_type_error(owner + ".__init_subclass__() takes no keyword arguments");
      if (a.args.size() > 1)
        raise_type_error(owner + ".__init_subclass__() takes no arguments (" + std::to_string(a.args.size() - 1) +
                         " given)");
      return None();
    });
    classmethod(own, "__subclasshook__", +[](CallArgs&) -> Ref { return NotImplemented(); });

    // Instances of the built-in types (and exceptions) whose own slot tfplay implements in the
    // protocols rather than as a table entry.
    AttrMap& generic = m.generic;
    method(generic, "__repr__", +[](CallArgs& a) -> Ref {
      expect_args(a, "__repr__", 0);
      return Str(repr(a.args[0]));
    });
    method(generic, "__str__", +[](CallArgs& a) -> Ref {
      expect_args(a, "__str__", 0);
      return Str(str(a.args[0]));
    });
    method(generic, "__hash__", +[](CallArgs& a) -> Ref {
      expect_args(a, "__hash__", 0);
      return Int(static_cast<std::int64_t>(hash(a.args[0])));
    });
    method(generic, "__eq__", +[](CallArgs& a) -> Ref {
      expect_args(a, "__eq__", 1);
      const Ref& self = a.args[0];
      const Ref& other = a.args[1];
      if (self.get() != other.get() && self->cls == other->cls) return Bool(eq(self, other));
      return object_eq(self, other);
    });
    method(generic, "__ne__", +[](CallArgs& a) -> Ref {
      expect_args(a, "__ne__", 1);
      return ne_from_eq(type_eq(a.args[0], a.args[1], true));
    });
    method(generic, "__format__", +[](CallArgs& a) -> Ref {
      if (a.args.size() != 2) raise_type_error("__format__() takes exactly one argument");
      if (!is_str(a.args[1].get())) raise_type_error("__format__() argument must be str, not " + type_name(a.args[1].get()));
      return Str(format_value(a.args[0], as_str(a.args[1].get())));
    });
    return m;
  }();
  return s;
}

Ref bind_slot(Object* slot, const Ref& obj, TypeObject* cls, bool unbound) {
  Ref v = slot->self();
  if (v->cls == T().classmethod)
    return make_object<BoundMethodObject>(T().method, cls->self(), static_cast<WrapperObject*>(v.get())->function);
  if (!unbound && static_cast<NativeFunctionObject*>(slot)->is_method)
    return make_object<BoundMethodObject>(T().method, obj, v);
  return v;
}

}  // namespace

Object* object_slot(const std::string& name) { return slots().own.find(name); }

void for_each_object_slot(const std::function<void(const std::string&, const Ref&)>& fn) { slots().own.for_each(fn); }

const char* object_slot_kind(const Object* f) {
  if (f->cls != T().builtin_function) return nullptr;
  const std::string& name = static_cast<const NativeFunctionObject*>(f)->name;
  if (name.size() < 5 || name[0] != '_' || name == "__new__") return nullptr;
  const Object* own = slots().own.find(name);
  const Object* generic = slots().generic.find(name);
  const Object* attr = T().object->attrs.find(name);
  if (f != own && f != generic && f != attr) return nullptr;
  for (const char* method : {"__format__", "__sizeof__", "__dir__", "__getstate__", "__reduce__", "__reduce_ex__"})
    if (name == method) return "method";
  return "slot wrapper";
}

Ref object_slot_bound(const Ref& obj, const std::string& name) {
  TypeObject* c = obj->cls;
  Object* slot = nullptr;
  if (c->is_builtin || c->value_base || c->layout == Layout::Exception) slot = slots().generic.find(name);
  if (!slot) slot = slots().own.find(name);
  if (!slot) return nullptr;
  return bind_slot(slot, obj, c, false);
}

Ref object_slot_for_super(const Ref& obj, TypeObject* obj_type, bool of_class, const std::string& name) {
  Object* slot = slots().own.find(name);
  if (!slot) return nullptr;
  return bind_slot(slot, obj, obj_type, of_class);
}

}  // namespace tfplay::py
