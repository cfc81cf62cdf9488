// type.__new__, type.__call__, type.__init__ and __init_subclass__: how every class is made,
// and how a metaclass the program writes (`class Meta(type)`) takes part (CPython 3.12's
// Objects/typeobject.c: type_new, type_call, type_init, init_subclass).
#include "core/python/metaclass.h"

#include "core/python/descriptors.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/slots.h"
#include "core/python/value_subclass.h"

namespace tfplay::py {

Ref call_type(TypeObject* ty, CallArgs& args);  // protocols.cpp: type.__call__ without a metaclass

bool is_type_object(const Object* o) { return o->cls == T().type || o->cls->is_subtype_of(T().type); }

TypeObject* calculate_metaclass(TypeObject* meta, const std::vector<TypeRef>& bases) {
  TypeObject* winner = meta;
  for (const TypeRef& b : bases) {
    TypeObject* base_meta = b->cls;
    if (winner->is_subtype_of(base_meta)) continue;
    if (!base_meta->is_subtype_of(winner))
      raise_type_error("metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the "
                       "metaclasses of all its bases");
    winner = base_meta;
  }
  return winner;
}

void finish_class(TypeObject* cls, const std::vector<std::pair<std::string, Ref>>& kwargs) {
  // type_new_set_classcell's neighbour: __init_subclass__ and __class_getitem__ are
  // implicitly classmethods.
  for (const char* name : {"__init_subclass__", "__class_getitem__"})
    if (Object* f = cls->attrs.find(name); f && f->cls == T().function)
      cls->attrs.set(name, make_object<WrapperObject>(T().classmethod, f->self()));
  install_slots(cls);
  set_names(cls);
  // init_subclass: super(cls, cls).__init_subclass__(**kwargs), object's taking no keywords.
  for (std::size_t i = 1; i < cls->mro.size(); ++i) {
    Object* hook = cls->mro[i]->attrs.find("__init_subclass__");
    if (!hook) continue;
    Ref fn = hook->self();
    if (fn->cls == T().classmethod) fn = static_cast<WrapperObject*>(fn.get())->function;
    CallArgs call_args{{cls->self()}, kwargs};
    call(fn, call_args);
    return;
  }
  if (!kwargs.empty()) raise_type_error(cls->name + ".__init_subclass__() takes no keyword arguments");
}

Ref new_class(TypeObject* meta, CallArgs& a) {
  if (a.args.size() != 3) raise_type_error("type() takes 1 or 3 arguments");
  const std::string& name = as_str(a.args[0].get(), "str");
  if (!is_tuple(a.args[1].get())) raise_type_error("type.__new__() argument 2 must be tuple, not " + type_name(a.args[1].get()));
  if (!isinstance(a.args[2].get(), T().dict))
    raise_type_error("type.__new__() argument 3 must be dict, not " + type_name(a.args[2].get()));
  std::vector<TypeRef> bases;
  for (const Ref& b : static_cast<TupleObject*>(a.args[1].get())->items) {
    if (!is_type_object(b.get())) raise_type_error("bases must be types");
    check_base_type(static_cast<TypeObject*>(b.get()));
    bases.push_back(std::static_pointer_cast<TypeObject>(b));
  }
  auto cls = make_object<TypeObject>(calculate_metaclass(meta, bases), name);
  cls->is_builtin = false;
  Interpreter::current().keep_class(cls);
  cls->bases = std::move(bases);
  if (cls->bases.empty()) cls->bases.push_back(std::static_pointer_cast<TypeObject>(T().object->self()));
  cls->compute_mro();
  inherit_layout(cls.get());
  auto* ns = static_cast<DictObject*>(a.args[2].get());
  ns->for_each([&](const Ref& k, const Ref& v) { cls->attrs.set(as_str(k.get()), v); });
  // type_new: __module__ from the namespace, else the calling code's module; __qualname__
  // taken out of the namespace; __doc__ None when absent; __eq__ alone makes it unhashable.
  if (!cls->attrs.contains("__module__")) {
    Frame* frame = Interpreter::current().frame();
    Scope* globals = frame ? frame_globals(frame) : nullptr;
    Object* module = globals ? globals->vars.find("__name__") : nullptr;
    if (module) cls->attrs.set("__module__", module->self());
  }
  if (Object* m = cls->attrs.find("__module__"_name); m && isinstance(m, T().str)) cls->module = as_str(m);
  if (Object* q = cls->attrs.find("__qualname__"_name)) {
    if (!isinstance(q, T().str)) raise_type_error("type __qualname__ must be a str, not " + type_name(q));
    if (as_str(q) != name) cls->qualname = as_str(q);
    cls->attrs.erase("__qualname__");
  }
  if (!cls->attrs.contains("__doc__")) cls->attrs.set("__doc__", None());
  if (cls->attrs.contains("__eq__") && !cls->attrs.contains("__hash__")) cls->attrs.set("__hash__", None());
  finish_class(cls.get(), a.kwargs);
  return cls;
}

Object* metaclass_method(const TypeObject* meta, std::string_view name) {
  for (TypeObject* m : meta->mro) {
    if (m == T().type || m->is_builtin) return nullptr;
    if (Object* f = m->attrs.find(name); f && f->cls == T().function) return f;
  }
  return nullptr;
}

void install_type_slots() {
  static const bool done = [] {
    TypeObject* type = T().type;
    // type.__new__(mcs, name, bases, ns, **kwargs): a static method, as super().__new__ in a
    // metaclass's __new__ calls it.
    type->attrs.set("__new__", NativeFunction("__new__", +[](CallArgs& a) -> Ref {
      if (a.args.empty()) raise_type_error("type.__new__(): not enough arguments");
      Ref mcs = a.args[0];
      if (!is_type_object(mcs.get()))
        raise_type_error("type.__new__(X): X is not a type object (" + type_name(mcs.get()) + ")");
      auto* meta = static_cast<TypeObject*>(mcs.get());
      if (!meta->is_subtype_of(T().type))
        raise_type_error("type.__new__(" + meta->name + "): " + meta->name + " is not a subtype of type");
      CallArgs rest{std::vector<Ref>(a.args.begin() + 1, a.args.end()), a.kwargs};
      return new_class(meta, rest);
    }));
    // type.__init__(cls, name, bases, ns, **kwargs) checks its arguments and does nothing else.
    add_method(type, "__init__", +[](CallArgs& a) -> Ref {
      if (a.args.size() != 2 && a.args.size() != 4) raise_type_error("type.__init__() takes 1 or 3 arguments");
      return None();
    });
    // type.__call__(cls, *args, **kwargs): what calling a class does without a metaclass's own.
    add_method(type, "__call__", +[](CallArgs& a) -> Ref {
      if (a.args.empty() || !is_type_object(a.args[0].get()))
        raise_type_error("descriptor '__call__' of 'type' object needs an argument");
      auto* cls = static_cast<TypeObject*>(a.args[0].get());
      CallArgs rest{std::vector<Ref>(a.args.begin() + 1, a.args.end()), a.kwargs};
      return call_type(cls, rest);
    });
    // type.mro(cls): the method resolution order __mro__ holds, as a list.
    add_method(type, "mro", +[](CallArgs& a) -> Ref {
      if (a.args.size() != 1 || !is_type_object(a.args[0].get()))
        raise_type_error("descriptor 'mro' of 'type' object needs an argument");
      std::vector<Ref> items;
      for (TypeObject* m : static_cast<TypeObject*>(a.args[0].get())->mro) items.push_back(m->self());
      return List(std::move(items));
    });
    // type.__subclasses__(cls): the live classes naming cls among their bases, oldest first.
    add_method(type, "__subclasses__", +[](CallArgs& a) -> Ref {
      std::vector<Ref> items;
      for (TypeObject* sub : static_cast<TypeObject*>(a.args.at(0).get())->subclasses) items.push_back(sub->self());
      return List(std::move(items));
    });
    // type.__setattr__(cls, name, value).
    add_method(type, "__setattr__", +[](CallArgs& a) -> Ref {
      if (a.args.size() != 3 || !is_type_object(a.args[0].get()))
        raise_type_error("expected 2 arguments, got " + std::to_string(a.args.empty() ? 0 : a.args.size() - 1));
      type_setattr(static_cast<TypeObject*>(a.args[0].get()), as_str(a.args[1].get(), "attribute name"), a.args[2]);
      return None();
    });
    return true;
  }();
  (void)done;
}

}  // namespace tfplay::py
