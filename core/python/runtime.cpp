// Creation of the built-in types and exception hierarchy, singletons and constructors.
#include "core/python/runtime.h"

#include <atomic>

#include "core/python/bigint.h"
#include "core/python/exceptions.h"
#include "core/python/interpreter.h"
#include "core/python/iterator_types.h"
#include "core/python/property.h"
#include "core/python/protocols.h"
#include "core/python/type_names.h"

namespace tfplay::py {

namespace {

struct IteratorObject : Object {
  std::function<Ref()> next_fn;
  IteratorObject(TypeObject* t, std::function<Ref()> f) : Object(t), next_fn(std::move(f)) {}
};

// Types are owned here for the whole process.
std::vector<TypeRef>& type_store() {
  static std::vector<TypeRef> store;
  return store;
}

TypeObject* new_type(TypeObject* meta, std::string name, TypeObject* base, std::string module) {
  auto t = make_object<TypeObject>(meta, std::move(name));
  t->module = std::move(module);
  if (base) {
    for (auto& owned : type_store())
      if (owned.get() == base) t->bases.push_back(owned);
  }
  t->compute_mro();
  type_store().push_back(t);
  return t.get();
}

}  // namespace

namespace detail {
BuiltinTypes* g_types = nullptr;
ExceptionTypes* g_exc = nullptr;
}  // namespace detail

void detail::init_types() {
  static BuiltinTypes types;
  static ExceptionTypes exc;
  g_types = &types;
  g_exc = &exc;
  // `type` and `object` are bootstrapped by hand: type's type is type; type derives from object.
  auto object = make_object<TypeObject>(nullptr, "object");
  object->compute_mro();
  type_store().push_back(object);
  auto type = make_object<TypeObject>(nullptr, "type");
  type->bases.push_back(object);
  type->compute_mro();
  type_store().push_back(type);
  object->cls = type.get();
  type->cls = type.get();
  types.object = object.get();
  types.type = type.get();
  auto make = [&](const char* name, TypeObject* base = nullptr) {
    return new_type(types.type, name, base ? base : types.object, "builtins");
  };
  types.none = make("NoneType");
  types.notimplemented = make("NotImplementedType");
  types.ellipsis = make("ellipsis");
  types.int_ = make("int");
  types.bool_ = make("bool", types.int_);
  types.float_ = make("float");
  types.str = make("str");
  types.bytes = make("bytes");
  types.list = make("list");
  types.tuple = make("tuple");
  types.dict = make("dict");
  types.set = make("set");
  types.frozenset = make("frozenset");
  types.range = make("range");
  types.slice = make("slice");
  types.function = make("function");
  types.builtin_function = make("builtin_function_or_method");
  types.method = make("method");
  types.property = make("property");
  types.staticmethod = make("staticmethod");
  types.classmethod = make("classmethod");
  types.module = make("module");
  types.iterator = make("iterator");
  for (TypeObject* v : {types.int_, types.float_, types.str, types.bytes, types.list, types.tuple, types.dict,
                        types.set, types.frozenset})
    v->value_base = v;
  // Types CPython does not let a class derive from (no Py_TPFLAGS_BASETYPE).
  for (TypeObject* f : {types.bool_, types.none, types.notimplemented, types.ellipsis, types.range, types.slice,
                        types.function, types.builtin_function, types.method, types.iterator})
    f->final_type = true;

  auto ex = [&](const char* name, TypeObject* base) {
    TypeObject* t = new_type(types.type, name, base ? base : types.object, "builtins");
    t->layout = Layout::Exception;
    t->subclassable = true;
    t->construct = +[](TypeObject* cls, CallArgs& a) -> Ref {
      // BaseException_init takes no keywords; a subclass's own __init__ may.
      if (!a.kwargs.empty()) {
        Object* init = cls->lookup("__init__"_name);
        if (!init || init->cls == T().builtin_function) raise_type_error(cls->name + "() takes no keyword arguments");
      }
      auto e = make_object<ExceptionObject>(cls);
      e->args = a.args;
      return e;
    };
    exc.all.push_back(t);
    return t;
  };
  exc.BaseException = ex("BaseException", nullptr);
  exc.SystemExit = ex("SystemExit", exc.BaseException);
  exc.KeyboardInterrupt = ex("KeyboardInterrupt", exc.BaseException);
  exc.Exception = ex("Exception", exc.BaseException);
  exc.ArithmeticError = ex("ArithmeticError", exc.Exception);
  exc.ZeroDivisionError = ex("ZeroDivisionError", exc.ArithmeticError);
  exc.OverflowError = ex("OverflowError", exc.ArithmeticError);
  exc.AssertionError = ex("AssertionError", exc.Exception);
  exc.AttributeError = ex("AttributeError", exc.Exception);
  exc.LookupError = ex("LookupError", exc.Exception);
  exc.IndexError = ex("IndexError", exc.LookupError);
  exc.KeyError = ex("KeyError", exc.LookupError);
  exc.NameError = ex("NameError", exc.Exception);
  exc.UnboundLocalError = ex("UnboundLocalError", exc.NameError);
  exc.RuntimeError = ex("RuntimeError", exc.Exception);
  exc.RecursionError = ex("RecursionError", exc.RuntimeError);
  exc.NotImplementedError = ex("NotImplementedError", exc.RuntimeError);
  exc.StopIteration = ex("StopIteration", exc.Exception);
  exc.TypeError = ex("TypeError", exc.Exception);
  exc.ValueError = ex("ValueError", exc.Exception);
  exc.UnicodeError = ex("UnicodeError", exc.ValueError);
  exc.ImportError = ex("ImportError", exc.Exception);
  exc.ModuleNotFoundError = ex("ModuleNotFoundError", exc.ImportError);
  exc.SyntaxError = ex("SyntaxError", exc.Exception);
  exc.IndentationError = ex("IndentationError", exc.SyntaxError);
  exc.OSError = ex("OSError", exc.Exception);
  exc.Warning = ex("Warning", exc.Exception);
  exc.UserWarning = ex("UserWarning", exc.Warning);
  exc.DeprecationWarning = ex("DeprecationWarning", exc.Warning);
  exc.RuntimeWarning = ex("RuntimeWarning", exc.Warning);
  exc.GeneratorExit = ex("GeneratorExit", exc.BaseException);
  exc.MemoryError = ex("MemoryError", exc.Exception);
  // The rest of CPython 3.12's hierarchy (Lib/test/exception_hierarchy.txt).
  exc.BaseExceptionGroup = ex("BaseExceptionGroup", exc.BaseException);
  exc.ExceptionGroup = ex("ExceptionGroup", exc.BaseExceptionGroup);
  // ExceptionGroup also derives from Exception: (BaseExceptionGroup, Exception) in C3 order.
  for (auto& owned : type_store())
    if (owned.get() == exc.Exception) exc.ExceptionGroup->bases.push_back(owned);
  exc.ExceptionGroup->compute_mro();
  exc.FloatingPointError = ex("FloatingPointError", exc.ArithmeticError);
  exc.BufferError = ex("BufferError", exc.Exception);
  exc.EOFError = ex("EOFError", exc.Exception);
  exc.ReferenceError = ex("ReferenceError", exc.Exception);
  exc.SystemError = ex("SystemError", exc.Exception);
  exc.StopAsyncIteration = ex("StopAsyncIteration", exc.Exception);
  exc.TabError = ex("TabError", exc.IndentationError);
  exc.UnicodeDecodeError = ex("UnicodeDecodeError", exc.UnicodeError);
  exc.UnicodeEncodeError = ex("UnicodeEncodeError", exc.UnicodeError);
  exc.UnicodeTranslateError = ex("UnicodeTranslateError", exc.UnicodeError);
  exc.BlockingIOError = ex("BlockingIOError", exc.OSError);
  exc.ChildProcessError = ex("ChildProcessError", exc.OSError);
  exc.ConnectionError = ex("ConnectionError", exc.OSError);
  exc.BrokenPipeError = ex("BrokenPipeError", exc.ConnectionError);
  exc.ConnectionAbortedError = ex("ConnectionAbortedError", exc.ConnectionError);
  exc.ConnectionRefusedError = ex("ConnectionRefusedError", exc.ConnectionError);
  exc.ConnectionResetError = ex("ConnectionResetError", exc.ConnectionError);
  exc.FileExistsError = ex("FileExistsError", exc.OSError);
  exc.FileNotFoundError = ex("FileNotFoundError", exc.OSError);
  exc.InterruptedError = ex("InterruptedError", exc.OSError);
  exc.IsADirectoryError = ex("IsADirectoryError", exc.OSError);
  exc.NotADirectoryError = ex("NotADirectoryError", exc.OSError);
  exc.PermissionError = ex("PermissionError", exc.OSError);
  exc.ProcessLookupError = ex("ProcessLookupError", exc.OSError);
  exc.TimeoutError = ex("TimeoutError", exc.OSError);
  exc.PendingDeprecationWarning = ex("PendingDeprecationWarning", exc.Warning);
  exc.SyntaxWarning = ex("SyntaxWarning", exc.Warning);
  exc.FutureWarning = ex("FutureWarning", exc.Warning);
  exc.ImportWarning = ex("ImportWarning", exc.Warning);
  exc.UnicodeWarning = ex("UnicodeWarning", exc.Warning);
  exc.BytesWarning = ex("BytesWarning", exc.Warning);
  exc.ResourceWarning = ex("ResourceWarning", exc.Warning);
  exc.EncodingWarning = ex("EncodingWarning", exc.Warning);
  install_exception_constructors(exc);
  install_exception_group_methods(exc);
}

namespace {
using detail::g_types;
void ensure_init() {
  if (!g_types) detail::init_types();
}

}  // namespace

TypeObject* make_native_type(std::string name, TypeObject* base, std::string module) {
  ensure_init();
  return new_type(g_types->type, std::move(name), base ? base : g_types->object, std::move(module));
}

void add_method(TypeObject* type, const std::string& name, NativeFn fn) {
  auto f = make_object<NativeFunctionObject>(T().builtin_function, name, std::move(fn));
  f->is_method = true;
  f->owner = type;
  type->attrs.set(name, f);
}

void add_getattr_hook(TypeObject* type, std::function<Ref(const Ref& self, const std::string& name)> hook) {
  auto f = make_object<NativeFunctionObject>(T().builtin_function, "__getattr__", [hook](CallArgs& a) -> Ref {
    const Ref& self = a.args.at(0);
    const std::string name = as_str(a.args.at(1).get());
    if (Ref value = hook(self, name)) return value;
    raise_attribute_error(self, name);
  });
  f->is_method = true;
  f->getattr_hook = std::move(hook);
  type->attrs.set("__getattr__", f);
}

void add_property(TypeObject* type, const std::string& name, std::function<Ref(Ref)> getter) {
  auto g = NativeFunction(name, [getter](CallArgs& a) { return getter(a.args.at(0)); });
  Ref p = make_object<PropertyObject>(T().property, g, nullptr);
  name_native_property(p.get(), name);
  type->attrs.set(name, p);
}

void add_static(TypeObject* type, const std::string& name, NativeFn fn) {
  type->attrs.set(name, NativeFunction(name, std::move(fn)));
}

namespace {
Ref make_singleton(TypeObject* t) { return make_object<Object>(t); }
}  // namespace

const Ref& None() {
  static Ref v = make_singleton(T().none);
  return v;
}
const Ref& NotImplemented() {
  static Ref v = make_singleton(T().notimplemented);
  return v;
}
const Ref& Ellipsis() {
  static Ref v = make_singleton(T().ellipsis);
  return v;
}
const Ref& True() {
  static Ref v = make_object<IntObject>(T().bool_, 1);
  return v;
}
const Ref& False() {
  static Ref v = make_object<IntObject>(T().bool_, 0);
  return v;
}

namespace {
// Ints and floats are created and dropped on every arithmetic step. Their blocks (object and
// reference count together, as allocate_shared lays them out) are kept on a free list for
// reuse instead of going back to malloc: CPython keeps free lists of floats for the same
// reason. The list only grows to the most blocks ever alive at once.
template <class T>
struct FreeListAllocator {
  using value_type = T;
  FreeListAllocator() = default;
  template <class U>
  explicit FreeListAllocator(const FreeListAllocator<U>&) {}
  T* allocate(std::size_t n) {
    if (n == 1 && head()) {
      void* block = head();
      head() = *static_cast<void**>(block);
      return static_cast<T*>(block);
    }
    return static_cast<T*>(::operator new(n * sizeof(T)));
  }
  void deallocate(T* p, std::size_t n) {
    if (n != 1) {
      ::operator delete(p);
      return;
    }
    *reinterpret_cast<void**>(p) = head();
    head() = p;
  }
  template <class U>
  bool operator==(const FreeListAllocator<U>&) const { return true; }
  template <class U>
  bool operator!=(const FreeListAllocator<U>&) const { return false; }

 private:
  static_assert(sizeof(T) >= sizeof(void*), "a free block holds the next pointer");
  static void*& head() {
    static thread_local void* first = nullptr;
    return first;
  }
};
}  // namespace

namespace {
// Int's allocation and the small ints' set-up are functions of their own: the shared small
// ints' path saves no registers.
[[gnu::noinline]] Ref new_int(std::int64_t v) {
  return std::allocate_shared<IntObject>(FreeListAllocator<IntObject>(), T().int_, v);
}
std::atomic<const Ref*> g_small_ints{nullptr};  // -5 ... 256, made on first use
[[gnu::noinline]] const Ref* make_small_ints() {
  static std::vector<Ref> small = [] {
    std::vector<Ref> s;
    for (int i = -5; i <= 256; ++i) s.push_back(make_object<IntObject>(T().int_, i));
    return s;
  }();
  g_small_ints.store(small.data(), std::memory_order_release);
  return small.data();
}
}  // namespace

Ref Int(std::int64_t v) {
  // Small ints are shared, as in CPython, to avoid allocating in counting loops. They live
  // until the process ends, so the reference handed out counts nothing (CPython 3.12's
  // immortal small ints): copying and dropping it touches no reference count, and its
  // use_count() of 0 never lets an in-place operation (sole_number) write into it.
  if (v >= -5 && v <= 256) {
    const Ref* small = g_small_ints.load(std::memory_order_acquire);
    if (!small) small = make_small_ints();
    return Ref(Ref(), small[static_cast<std::size_t>(v + 5)].get());
  }
  return new_int(v);
}
Ref Float(double v) { return std::allocate_shared<FloatObject>(FreeListAllocator<FloatObject>(), T().float_, v); }
Ref Str(std::string v) { return make_object<StrObject>(T().str, std::move(v)); }
Ref Bytes(std::string v) { return make_object<BytesObject>(T().bytes, std::move(v)); }
Ref List(std::vector<Ref> items) { return make_object<ListObject>(T().list, std::move(items)); }
Ref Tuple(std::vector<Ref> items) {
  return make_object<TupleObject>(T().tuple, std::move(items));
}
std::shared_ptr<DictObject> Dict() { return make_object<DictObject>(T().dict); }
Ref NativeFunction(std::string name, NativeFn fn) {
  return make_object<NativeFunctionObject>(T().builtin_function, std::move(name), std::move(fn));
}
Ref Module(std::string name) { return make_object<ModuleObject>(T().module, std::move(name)); }

namespace {
void add_iterator_methods(TypeObject* it) {
  it->layout = Layout::Native;
  it->final_type = true;
  add_method(it, "__iter__", +[](CallArgs& a) { return a.args[0]; });
  add_method(it, "__next__", +[](CallArgs& a) {
    Ref v = static_cast<IteratorObject*>(a.args[0].get())->next_fn();
    if (!v) raise(E().StopIteration, "");
    return v;
  });
}
}  // namespace

const IteratorTypes& iterator_types() {
  static const IteratorTypes types = [] {
    IteratorTypes t{};
    auto make = [](const char* name) {
      TypeObject* type = make_native_type(name);
      add_iterator_methods(type);
      return type;
    };
    t.list_iterator = make("list_iterator");
    t.list_reverseiterator = make("list_reverseiterator");
    t.tuple_iterator = make("tuple_iterator");
    t.range_iterator = make("range_iterator");
    t.str_ascii_iterator = make("str_ascii_iterator");
    t.str_iterator = make("str_iterator");
    t.bytes_iterator = make("bytes_iterator");
    t.set_iterator = make("set_iterator");
    t.dict_keyiterator = make("dict_keyiterator");
    t.dict_valueiterator = make("dict_valueiterator");
    t.dict_itemiterator = make("dict_itemiterator");
    t.dict_reversekeyiterator = make("dict_reversekeyiterator");
    t.dict_reversevalueiterator = make("dict_reversevalueiterator");
    t.dict_reverseitemiterator = make("dict_reverseitemiterator");
    t.callable_iterator = make("callable_iterator");
    t.iterator = const_cast<TypeObject*>(T().iterator);
    add_iterator_methods(t.iterator);
    t.map = make("map");
    t.zip = make("zip");
    t.filter = make("filter");
    t.enumerate = make("enumerate");
    t.reversed = make("reversed");
    return t;
  }();
  return types;
}

Ref Iterator(TypeObject* type, std::function<Ref()> next) {
  // `type` came from iterator_types(), which gave it its methods.
  return make_object<IteratorObject>(type, std::move(next));
}

Ref Iterator(std::function<Ref()> next) {
  static TypeObject* const type = iterator_types().iterator;  // gives 'iterator' its methods
  return Iterator(type, std::move(next));
}

Ref iterator_next_fast(Object* it);  // protocols.cpp uses this for native iterators

Ref iterator_next_fast(Object* it) {
  return static_cast<IteratorObject*>(it)->next_fn();
}

bool isinstance(const Object* o, const TypeObject* type) { return o->cls->is_subtype_of(type); }

const std::string& type_name(const Object* o) { return o->cls->name; }

std::int64_t as_int(const Object* o, std::string_view what) {
  if (is_int(o) || o->cls->value_base == T().int_) {
    if (is_big(o)) raise(E().OverflowError, "Python int too large to convert to C ssize_t");
    return static_cast<const IntObject*>(o)->value;
  }
  if (Ref index = lookup_special(const_cast<Object*>(o)->self(), "__index__")) {
    Ref v = call(index, std::vector<Ref>{});
    // _PyNumber_Index refuses anything but an int.
    if (!isinstance(v.get(), T().int_)) raise_type_error("__index__ returned non-int (type " + type_name(v.get()) + ")");
    return as_int(v.get(), what);
  }
  raise_type_error("'" + tp_name(o->cls) + "' object cannot be interpreted as " + std::string(what));
}

double as_float(const Object* o) {
  if (is_float(o) || o->cls->value_base == T().float_) return static_cast<const FloatObject*>(o)->value;
  if (is_int(o) || o->cls->value_base == T().int_) return int_to_double(o);
  // PyFloat_AsDouble / PyNumber_Float: __float__, which must give a float, else __index__.
  Ref self = const_cast<Object*>(o)->self();
  if (Ref f = lookup_special(self, "__float__")) {
    Ref v = call(f, std::vector<Ref>{});
    if (!isinstance(v.get(), T().float_))
      raise_type_error(tp_name(o->cls) + ".__float__ returned non-float (type " + type_name(v.get()) + ")");
    return static_cast<FloatObject*>(v.get())->value;
  }
  if (Ref index = lookup_special(self, "__index__")) {
    Ref v = call(index, std::vector<Ref>{});
    if (!isinstance(v.get(), T().int_)) raise_type_error("__index__ returned non-int (type " + type_name(v.get()) + ")");
    return int_to_double(v.get());
  }
  raise_type_error("must be real number, not " + type_name(o));
}

const std::string& as_str(const Object* o, std::string_view what) {
  if (isinstance(o, T().str)) return static_cast<const StrObject*>(o)->value;
  raise_type_error("expected " + std::string(what) + ", got '" + type_name(o) + "'");
}

Ref make_exception(TypeObject* type, const std::string& msg) {
  auto e = make_object<ExceptionObject>(type);
  if (!msg.empty()) e->args.push_back(Str(msg));
  return e;
}

void raise(TypeObject* type, const std::string& msg) { throw PyError{make_exception(type, msg)}; }
void raise_type_error(const std::string& msg) { raise(E().TypeError, msg); }
void raise_value_error(const std::string& msg) { raise(E().ValueError, msg); }

}  // namespace tfplay::py
