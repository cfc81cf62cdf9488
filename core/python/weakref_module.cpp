// _weakref: weakref.ref (CPython 3.12's Objects/weakrefobject.c). A reference that does not
// keep its object alive: calling it gives the object, or None once the object is gone. tfplay
// frees an object when its last reference goes, as CPython's reference counting does, so a
// weak reference dies when CPython's would (objects in reference cycles, which CPython's
// cycle collector frees later, stay alive here until the run ends). Callbacks are refused.
#include "core/python/modules.h"
#include "core/python/object_id.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/slots.h"
#include "core/python/type_names.h"

namespace tfplay::py {

namespace {

struct WeakRefObject : NativeObject {
  std::weak_ptr<Object> target;
  std::string target_type;  // the referent's type name, for reprs
  std::size_t hash = 0;
  bool hashed = false;
  using NativeObject::NativeObject;
};

TypeObject* weakref_type();

WeakRefObject& self_ref(CallArgs& a) { return static_cast<WeakRefObject&>(*a.args.at(0)); }

/// Values CPython's types give no __weakref__ slot: ints, strs, tuples, lists, dicts, None...
bool weakrefable(const Object* o) {
  const BuiltinTypes& t = T();
  if (const SlotLayout* s = slot_layout(o->cls)) return s->weakref;
  for (TypeObject* v : {t.int_, t.float_, t.str, t.bytes, t.tuple, t.none, t.notimplemented, t.ellipsis, t.range, t.slice})
    if (o->cls->is_subtype_of(v)) return false;
  // list and dict themselves refuse, their subclasses (heap types) accept.
  return o->cls != t.list && o->cls != t.dict && o->cls != t.bool_;
}

Ref make_ref(CallArgs& a) {
  if (a.args.empty() || a.args.size() > 2 || !a.kwargs.empty())
    raise_type_error("__new__ expected at most 2 arguments, got " + std::to_string(a.args.size()));
  const Ref& target = a.args[0];
  if (a.args.size() == 2 && !is_none(a.args[1].get()))
    raise(E().NotImplementedError, "weakref callbacks are not supported by tfplay");
  if (!weakrefable(target.get()))
    raise_type_error("cannot create weak reference to '" + tp_name(target->cls) + "' object");
  auto r = make_object<WeakRefObject>(weakref_type());
  r->target = target;
  r->target_type = tp_name(target->cls);
  return r;
}

TypeObject* weakref_type() {
  static TypeObject* t = [] {
    TypeObject* type = make_native_type("ReferenceType", nullptr, "weakref");
    set_dotted_tp_name(type);
    type->construct = +[](TypeObject*, CallArgs& a) { return make_ref(a); };
    add_method(type, "__call__", +[](CallArgs& a) -> Ref {
      if (a.args.size() != 1 || !a.kwargs.empty()) raise_type_error("weakref() takes no arguments");
      Ref o = self_ref(a).target.lock();
      return o ? o : None();
    });
    add_method(type, "__hash__", +[](CallArgs& a) -> Ref {
      // The referent's hash, kept: a dead reference still hashes as it did.
      WeakRefObject& r = self_ref(a);
      if (!r.hashed) {
        Ref o = r.target.lock();
        if (!o) raise_type_error("weak object has gone away");
        r.hash = hash(o);
        r.hashed = true;
      }
      return Int(static_cast<std::int64_t>(r.hash));
    });
    // Two live references compare their referents; otherwise a reference equals itself only.
    auto equal = [](CallArgs& a) -> Ref {
      const Ref& other = a.args.at(1);
      if (other->cls != weakref_type()) return nullptr;
      auto& x = self_ref(a);
      auto& y = static_cast<WeakRefObject&>(*other);
      Ref ox = x.target.lock(), oy = y.target.lock();
      if (!ox || !oy) return Bool(&x == &y);
      return Bool(eq(ox, oy));
    };
    add_method(type, "__eq__", [equal](CallArgs& a) -> Ref {
      Ref r = equal(a);
      return r ? r : NotImplemented();
    });
    add_method(type, "__ne__", [equal](CallArgs& a) -> Ref {
      Ref r = equal(a);
      return r ? Bool(!truthy(r)) : NotImplemented();
    });
    add_method(type, "__repr__", +[](CallArgs& a) -> Ref {
      WeakRefObject& r = self_ref(a);
      Ref o = r.target.lock();
      std::string head = "<weakref at " + address_text(&r);
      if (!o) return Str(head + "; dead>");
      std::string text = head + "; to '" + r.target_type + "' at " + address_text(o.get());
      if (Ref name = getattr_opt(o, "__name__"); name && isinstance(name.get(), T().str))
        text += " (" + as_str(name.get()) + ")";
      return Str(text + ">");
    });
    add_property(type, "__callback__", +[](Ref) { return None(); });
    return type;
  }();
  return t;
}

}  // namespace

bool is_weakref(const Object* o) { return o->cls->is_subtype_of(weakref_type()); }

Ref build_weakref_module() {
  Ref m = Module("_weakref");
  m->dict->set("ref", weakref_type()->self());
  m->dict->set("ReferenceType", weakref_type()->self());
  return m;
}

}  // namespace tfplay::py
