// _abc: abc.ABCMeta, the metaclass of abstract base classes (CPython 3.12's Modules/_abc.c with
// Lib/abc.py). A class it makes gets __abstractmethods__, the names of the abstract methods it
// neither defines nor inherits an implementation of; object.__new__ refuses to instantiate it
// while that set is not empty. register() adds virtual subclasses that isinstance and
// issubclass accept.
#include <algorithm>

#include "core/python/modules.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::py {

namespace {

/// An ABC's own bookkeeping (CPython's _abc_data in the class's `_abc_impl`): the classes
/// register() added and the ABCs derived from it, which issubclass also consults.
struct AbcData : NativeObject {
  std::vector<Ref> registry;
  std::vector<std::weak_ptr<Object>> subclasses;
  using NativeObject::NativeObject;
};

TypeObject* abc_data_type() {
  static TypeObject* t = make_native_type("_abc_data", nullptr, "_abc");
  return t;
}

bool is_type(const Object* o) { return o->cls == T().type || o->cls->is_subtype_of(T().type); }

/// The class's own `_abc_impl` (never a base's).
AbcData* abc_data(TypeObject* cls) {
  Object* impl = cls->attrs.find("_abc_impl");
  return impl && impl->cls == abc_data_type() ? static_cast<AbcData*>(impl) : nullptr;
}

/// The collection flags classes were given themselves (CPython's tp_flags bits): by a class
/// body's __abc_tpflags__ (_abc_init) or by register() (set_collection_flag_recursive).
std::vector<std::pair<std::weak_ptr<Object>, int>>& own_collection_flags() {
  static auto* table = new std::vector<std::pair<std::weak_ptr<Object>, int>>();
  return *table;
}

const int* own_flags(const TypeObject* t) {
  for (const auto& [weak, flags] : own_collection_flags())
    if (Ref c = weak.lock(); c.get() == t) return &flags;
  return nullptr;
}

void set_collection_flags(TypeObject* t, int flags) {
  auto& table = own_collection_flags();
  std::erase_if(table, [t](const auto& e) { return e.first.expired() || e.first.lock().get() == t; });
  table.emplace_back(t->self(), flags);
}

bool is_abstract(const Ref& value) {
  Ref flag = value ? getattr_opt(value, "__isabstractmethod__") : nullptr;
  return flag && truthy(flag);
}

/// ABCMeta.__init__(cls, name, bases, namespace): _abc_init's compute_abstract_methods.
Ref abc_init(CallArgs& a) {
  if (a.args.size() != 4 || !is_type(a.args[0].get()))
    raise_type_error("ABCMeta.__init__() takes exactly 3 arguments after the class");
  auto* cls = static_cast<TypeObject*>(a.args[0].get());
  std::vector<std::string> names;
  auto add = [&](const std::string& n) {
    if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
  };
  static_cast<DictObject*>(a.args[3].get())->for_each([&](const Ref& k, const Ref& v) {
    if (isinstance(k.get(), T().str) && is_abstract(v)) add(as_str(k.get()));
  });
  for (const Ref& base : static_cast<TupleObject*>(a.args[2].get())->items) {
    Ref inherited = getattr_opt(base, "__abstractmethods__");
    if (!inherited) continue;
    for (const Ref& n : to_vector(inherited))
      if (isinstance(n.get(), T().str) && is_abstract(getattr_opt(cls->self(), as_str(n.get())))) add(as_str(n.get()));
  }
  auto abstracts = make_object<SetObject>(T().frozenset);
  for (const auto& n : names) abstracts->table->set(Str(n), None());
  setattr(cls->self(), "__abstractmethods__", abstracts);
  cls->attrs.set("_abc_impl", make_object<AbcData>(abc_data_type()));
  // _abc_init: __abc_tpflags__ in the class body sets its Py_TPFLAGS_SEQUENCE / _MAPPING.
  if (Ref flags = static_cast<DictObject*>(a.args[3].get())->get(Str("__abc_tpflags__")); flags && is_int(flags.get())) {
    set_collection_flags(cls, static_cast<int>(as_int(flags.get()) & (kTpFlagsSequence | kTpFlagsMapping)));
    if (cls->attrs.find("__abc_tpflags__")) delattr(cls->self(), "__abc_tpflags__");
  }
  // Each ABC among the bases remembers this class, for issubclass through registrations.
  for (const Ref& base : static_cast<TupleObject*>(a.args[2].get())->items)
    if (AbcData* data = abc_data(static_cast<TypeObject*>(base.get()))) data->subclasses.push_back(cls->self());
  return None();
}

bool abc_subclasscheck(TypeObject* cls, const Ref& subclass);

/// issubclass(subclass, candidate), candidate's own __subclasscheck__ included.
bool is_subclass(const Ref& subclass, const Ref& candidate) {
  if (static_cast<TypeObject*>(subclass.get())->is_subtype_of(static_cast<TypeObject*>(candidate.get()))) return true;
  if (AbcData* data = abc_data(static_cast<TypeObject*>(candidate.get())); data)
    return abc_subclasscheck(static_cast<TypeObject*>(candidate.get()), subclass);
  return false;
}

/// ABCMeta.__subclasscheck__ (_abc__abc_subclasscheck_impl, without its caches).
bool abc_subclasscheck(TypeObject* cls, const Ref& subclass) {
  if (!is_type(subclass.get())) raise_type_error("issubclass() arg 1 must be a class");
  if (Ref hook = getattr_opt(cls->self(), "__subclasshook__")) {
    Ref ok = call(hook, std::vector<Ref>{subclass});
    if (ok.get() == True().get()) return true;
    if (ok.get() == False().get()) return false;
    if (ok.get() != NotImplemented().get()) raise(E().AssertionError, "__subclasshook__ must return either False, True, or NotImplemented");
  }
  if (static_cast<TypeObject*>(subclass.get())->is_subtype_of(cls)) return true;
  AbcData* data = abc_data(cls);
  if (!data) return false;
  for (const Ref& r : data->registry)
    if (is_subclass(subclass, r)) return true;
  for (const auto& weak : data->subclasses)
    if (Ref s = weak.lock(); s && is_subclass(subclass, s)) return true;
  return false;
}

}  // namespace

int collection_flags(const TypeObject* type) {
  // inherit_patma_flags: a class without its own takes its (first) base's.
  for (const TypeObject* c = type; c; c = c->bases.empty() ? nullptr : c->bases[0].get())
    if (const int* flags = own_flags(c)) return *flags;
  return 0;
}

Ref build_abc_module() {
  static TypeObject* meta = [] {
    TypeObject* t = make_native_type("ABCMeta", T().type, "abc");
    add_method(t, "__init__", abc_init);
    add_method(t, "register", +[](CallArgs& a) -> Ref {
      auto* cls = static_cast<TypeObject*>(a.args.at(0).get());
      const Ref& subclass = a.args.at(1);
      if (!is_type(subclass.get())) raise_type_error("Can only register classes");
      if (is_subclass(subclass, cls->self())) return subclass;  // already a subclass
      if (is_subclass(cls->self(), subclass)) raise(E().RuntimeError, "Refusing to create an inheritance cycle");
      if (AbcData* data = abc_data(cls)) data->registry.push_back(subclass);
      // set_collection_flag_recursive: a registered class (its subclasses through it) becomes a
      // sequence or a mapping for match statements.
      if (int flags = collection_flags(cls); flags && !static_cast<TypeObject*>(subclass.get())->is_builtin)
        set_collection_flags(static_cast<TypeObject*>(subclass.get()), flags);
      return subclass;
    });
    // _abc_instancecheck: the class `instance.__class__` names (read with getattr, so its
    // AttributeError propagates), then, when that is not type(instance) and fails, the type.
    // (ABCMeta cannot be subclassed in tfplay, so its own __subclasscheck__ is the one.)
    add_method(t, "__instancecheck__", +[](CallArgs& a) -> Ref {
      auto* cls = static_cast<TypeObject*>(a.args.at(0).get());
      const Ref& instance = a.args.at(1);
      Ref subclass = getattr(instance, "__class__");
      if (abc_subclasscheck(cls, subclass)) return True();
      return Bool(subclass.get() != instance->cls && abc_subclasscheck(cls, instance->cls->self()));
    });
    add_method(t, "__subclasscheck__", +[](CallArgs& a) -> Ref {
      return Bool(abc_subclasscheck(static_cast<TypeObject*>(a.args.at(0).get()), a.args.at(1)));
    });
    return t;
  }();
  Ref m = Module("_abc");
  m->dict->set("ABCMeta", meta->self());
  return m;
}

}  // namespace tfplay::py
