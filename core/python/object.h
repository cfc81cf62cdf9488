// The Python object model: every value a program touches is an Object held by a Ref.
//
// As in CPython, an object's behaviour comes from its type: a TypeObject whose attribute map
// holds methods (Python functions for classes the program defines, NativeFunctions for built-in
// and TensorFlow types). Fast paths for int/float/str/list/tuple live in the protocol functions
// (protocols.h); everything else goes through the type's dunder methods.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/python/name_hash.h"

namespace tfplay::py {

struct Object;
struct TypeObject;
struct DictObject;
using Ref = std::shared_ptr<Object>;
using TypeRef = std::shared_ptr<TypeObject>;

/// An insertion-ordered map from attribute names to values (module globals, class and instance
/// __dict__). Deletion keeps order by leaving a tombstone that lookups and iteration skip.
/// Small maps (most instance dicts) are searched linearly by hash; larger ones through an
/// open-addressing index. Every lookup has a form taking the name's hash (name_hash).
class AttrMap {
 public:
  AttrMap() = default;
  AttrMap(const AttrMap&) = delete;
  AttrMap& operator=(const AttrMap&) = delete;
  AttrMap(AttrMap&& other) noexcept;
  /// Takes other's bindings (and mirror); a type keeps owning this map.
  AttrMap& operator=(AttrMap&& other) noexcept;

  /// The value bound to `name`, or nullptr.
  Object* find(std::string_view name) const { return find(name, name_hash(name)); }
  Object* find(const StaticName& name) const { return find(name.text, name.hash); }
  Object* find(std::string_view name, std::size_t hash) const {
    std::ptrdiff_t i = index_of(name, hash);
    return i < 0 ? nullptr : entries_[static_cast<std::size_t>(i)].value.get();
  }
  /// The position of `name`'s entry (for entry()), or -1 when unbound.
  std::ptrdiff_t index_of(std::string_view name) const { return index_of(name, name_hash(name)); }
  std::ptrdiff_t index_of(std::string_view name, std::size_t hash) const;
  /// The value at a position index_of returned; stays valid while version() is unchanged.
  Ref& entry(std::size_t i) { return entries_[i].value; }
  /// The binding of `name` (its Ref, null when unbound), without copying the value.
  const Ref* find_ref(std::string_view name, std::size_t hash) const {
    std::ptrdiff_t i = index_of(name, hash);
    return i < 0 ? nullptr : &entries_[static_cast<std::size_t>(i)].value;
  }
  /// The value of the entry at position `i` when that entry binds `name` (what an inline
  /// cache remembered), else nullptr.
  Ref* find_at(std::size_t i, std::string_view name, std::size_t hash) {
    if (i >= entries_.size()) return nullptr;
    Entry& e = entries_[i];
    return e.hash == hash && !e.dead && same_name(e.key, name) ? &e.value : nullptr;
  }
  /// Changes whenever a name is added or removed (never when a bound value is replaced), and is
  /// unique across maps: the evaluator caches entry positions of globals and builtins with it.
  std::uint64_t version() const {
    if (!version_) version_ = next_version();
    return version_;
  }
  Ref get(std::string_view name) const { return get(name, name_hash(name)); }
  Ref get(std::string_view name, std::size_t hash) const {
    std::ptrdiff_t i = index_of(name, hash);
    return i < 0 ? nullptr : entries_[static_cast<std::size_t>(i)].value;
  }
  void set(std::string_view name, Ref value) { set(name, name_hash(name), std::move(value)); }
  void set(std::string_view name, std::size_t hash, Ref value);
  /// Removes `name`; returns false when it was not bound.
  bool erase(std::string_view name);
  bool contains(std::string_view name) const { return find(name) != nullptr; }
  /// Calls fn(name, value) for every binding, in insertion order.
  template <class Fn>
  void for_each(Fn&& fn) const {
    for (const Entry& e : entries_)
      if (!e.dead && e.value) fn(e.key, e.value);
  }
  std::size_t size() const { return live_; }

  /// The dict `obj.__dict__` returned, kept equal to this map both ways (null until asked for).
  const std::shared_ptr<DictObject>& mirror() const { return mirror_; }
  void set_mirror(std::shared_ptr<DictObject> d) { mirror_ = std::move(d); }
  /// set/erase/clear without updating the mirror (the mirror's own changes come through these).
  void set_local(std::string_view name, Ref value) { set_local(name, name_hash(name), std::move(value)); }
  void set_local(std::string_view name, std::size_t hash, Ref value);
  bool erase_local(std::string_view name);
  void clear_local();

 private:
  friend struct TypeObject;
  struct Entry {
    std::string key;
    std::size_t hash;
    Ref value;
    bool dead = false;  // erased: a tombstone kept for order and probing
  };
  static constexpr std::size_t kLinear = 8;  // maps up to this many entries have no index
  static std::uint64_t next_version();
  void changed() {
    version_ = 0;
    if (type_) type_modified(type_);
  }
  static void type_modified(TypeObject* type);
  /// A bound name of a type's map now binds `value` instead of `old`.
  static void type_rebound(TypeObject* type, std::string_view name, std::size_t hash, const Ref& old,
                           const Ref& value);
  void rebuild_index();
  std::vector<Entry> entries_;
  std::vector<std::uint32_t> index_;  // entry position + 1, 0 when empty; power-of-two size
  std::size_t live_ = 0;
  mutable std::uint64_t version_ = 0;  // 0 until asked for
  std::shared_ptr<DictObject> mirror_;
  TypeObject* type_ = nullptr;  // the type whose __dict__ this is (its lookups are cached)
};

/// Base of every Python value. `cls` is its type (never null once constructed). Objects that
/// accept arbitrary attributes (instances, functions, modules) own an AttrMap in `dict`.
struct Object : std::enable_shared_from_this<Object> {
  TypeObject* cls = nullptr;
  std::unique_ptr<AttrMap> dict;

  explicit Object(TypeObject* type) : cls(type) {}
  virtual ~Object() = default;
  Object(const Object&) = delete;
  Object& operator=(const Object&) = delete;

  Ref self() { return shared_from_this(); }
  AttrMap& ensure_dict() {
    if (!dict) dict = std::make_unique<AttrMap>();
    return *dict;
  }
};

// ----- object lifetime: the trashcan ---------------------------------------------------------------
//
// Freeing an object frees what only it refers to, recursively: a list nested 150,000 deep or a
// linked list of 300,000 instances would recurse through that many C++ destructors and overflow
// the native stack (more so in wasm). As CPython's trashcan (Py_TRASHCAN_BEGIN/END,
// Objects/object.c _PyTrash_thread_deposit_object / _PyTrash_thread_destroy_chain) does,
// destruction deeper than kTrashcanDepth is deferred to a list that the outermost destruction
// drains iteratively, so the stack never holds more than kTrashcanDepth nested destructors.
// Objects made with make_object (every Python value) take part; it costs one counter per free.

/// Nested destructions past this depth are deferred (CPython's _PyTrash_UNWIND_LEVEL is 50).
inline constexpr int kTrashcanDepth = 50;

namespace trashcan {
/// How many object destructors are running on this thread, nested.
extern thread_local int depth;
/// Destroys `o` (its storage is freed by its control block), now or, when too deep, later.
void destroy(Object* o) noexcept;
}  // namespace trashcan

/// The allocator behind make_object: plain new/delete, but the shared_ptr control block
/// destroys the object through the trashcan (allocator_traits::destroy, which both libstdc++
/// and libc++ call for allocate_shared in C++20).
template <class T>
struct ObjectAllocator {
  using value_type = T;
  ObjectAllocator() noexcept = default;
  template <class U>
  ObjectAllocator(const ObjectAllocator<U>&) noexcept {}  // NOLINT: rebinding converts implicitly
  T* allocate(std::size_t n) { return std::allocator<T>().allocate(n); }
  void deallocate(T* p, std::size_t n) noexcept { std::allocator<T>().deallocate(p, n); }
  template <class U, class... Args>
  void construct(U* p, Args&&... args) {
    ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
  }
  template <class U>
  void destroy(U* p) noexcept {
    if constexpr (std::is_base_of_v<Object, U>) trashcan::destroy(p);
    else p->~U();
  }
  template <class U>
  bool operator==(const ObjectAllocator<U>&) const noexcept { return true; }
};

/// Creates a Python object (std::make_shared with the trashcan's allocator). Every object the
/// engine creates should come from here so that freeing deep structures cannot overflow the
/// stack.
template <class T, class... Args>
std::shared_ptr<T> make_object(Args&&... args) {
  return std::allocate_shared<T>(ObjectAllocator<T>(), std::forward<Args>(args)...);
}

/// Parameter kinds, in Python's order (inspect._ParameterKind).
enum class ParamKind { PositionalOnly, PositionalOrKeyword, VarPositional, KeywordOnly, VarKeyword };

/// One parameter of a function: a def's, or the signature a native function declares.
struct Param {
  std::string name;
  ParamKind kind;
  Ref default_value;  // null when required
};

/// Positional and keyword arguments of a call, as evaluated at the call site.
struct CallArgs {
  std::vector<Ref> args;
  std::vector<std::pair<std::string, Ref>> kwargs;
  /// The parameters of the native function being called, when it declares a signature
  /// (set_native_signature): the argument readers check their positions against it.
  const std::vector<Param>* params = nullptr;

  /// The keyword argument `name`, or nullptr.
  Ref kwarg(std::string_view name) const;
};

using NativeFn = std::function<Ref(CallArgs&)>;

/// Which C++ layout instances of a type use; a class the program defines inherits the layout of
/// its native base (so `class MyError(ValueError)` instances are ExceptionObjects).
enum class Layout { Object, Exception, Native };

/// A Python type. `attrs` is its __dict__: methods, class attributes and descriptors.
struct TypeObject : Object {
  std::string name;
  std::string module = "builtins";  // shown in reprs of instances: <__main__.A object at ...>
  std::string qualname;  // __qualname__ ("Outer.Inner"); empty when it is `name`
  std::vector<TypeRef> bases;
  std::vector<TypeObject*> mro;  // this type first, then bases in C3 order
  /// The live classes that list this one among their bases (CPython's tp_subclasses), whose
  /// MROs follow a change of this class's __bases__. Each removes itself when destroyed.
  std::vector<TypeObject*> subclasses;
  AttrMap attrs;
  Layout layout = Layout::Object;
  bool is_builtin = true;        // built-in and TF types cannot be subclassed unless `subclassable`
  bool subclassable = false;
  /// CPython's missing Py_TPFLAGS_BASETYPE: `class X(bool)` is "not an acceptable base type".
  bool final_type = false;
  /// Native instances that accept arbitrary attributes, their dict made on the first set (TF's
  /// EagerTensor and graph Tensor have a __dict__: Keras tags softmax outputs `_keras_logits`).
  bool native_instance_dict = false;
  /// CPython's Py_TPFLAGS_IS_ABSTRACT: the class's own __abstractmethods__ is non-empty, so
  /// object.__new__ refuses to instantiate it.
  bool abstract = false;
  /// The built-in value type (int, float, str, bytes, list, tuple, dict, set, frozenset) whose
  /// C++ layout instances have: the type itself for those, the nearest such base for classes
  /// that subclass one (`class Stack(list)` instances are ListObjects), else null.
  TypeObject* value_base = nullptr;
  /// Creates an instance for `type(...)` calls of native types (int(), list(), tf.TensorSpec(...)).
  /// Null for classes the program defines, which allocate by layout and then run __init__.
  std::function<Ref(TypeObject* cls, CallArgs&)> construct;

  explicit TypeObject(TypeObject* meta, std::string type_name)
      : Object(meta), name(std::move(type_name)) {
    attrs.type_ = this;
  }
  ~TypeObject() override;

  /// Looks `name` up along the MRO; nullptr when absent. Answers come from a cache keyed by the
  /// type's version tag (CPython's method cache), which any change to the __dict__ of the type
  /// or of a type in its MRO invalidates.
  Object* lookup(std::string_view attr) const { return lookup(attr, name_hash(attr)); }
  Object* lookup(const StaticName& attr) const { return lookup(attr.text, attr.hash); }
  /// The binding lookup finds (in the attribute map of the MRO type that has it), uncached; it
  /// stays where it is while version_tag() is unchanged.
  const Ref* lookup_ref(std::string_view attr, std::size_t hash) const;
  /// A number that changes whenever the type's lookups may answer differently (its __dict__ or
  /// one of its MRO's changed), never reused: inline caches compare it.
  std::uint64_t version_tag() const {
    if (!version_tag_) version_tag_ = next_type_tag();
    return version_tag_;
  }
  Object* lookup(std::string_view attr, std::size_t hash) const;
  bool is_subtype_of(const TypeObject* other) const;
  /// Recomputes `mro` from `bases` with C3 linearization, and those of the subclasses after it;
  /// throws TypeError on an inconsistent MRO.
  void compute_mro();

  /// What the attribute protocols ask of every type (CPython keeps the same in type slots),
  /// recomputed after the type or its MRO changes.
  struct AttributeHooks {
    bool custom_getattribute = false;  // a class the program defines overrides __getattribute__
    bool has_getattr = false;          // __getattr__ somewhere in the MRO
    bool custom_setattr = false;       // a class the program defines overrides __setattr__
    bool is_metatype = false;          // type or a subclass of type: instances are classes
  };
  const AttributeHooks& attribute_hooks() const {
    if (!version_tag_ || hooks_tag_ != version_tag_) compute_attribute_hooks();
    return hooks_;
  }

 private:
  friend class AttrMap;
  /// Invalidates the cached lookups of this type and of every type whose MRO holds it.
  void modified();
  /// `name` (bound in this type's map) was rebound from `old` to `value`: when neither is a
  /// descriptor nor the name a dunder, only the cached lookups of that name go (a class-level
  /// counter bumped on each construction keeps the inline caches of its instances), else all.
  void rebound(std::string_view name, std::size_t hash, const Object* old, const Object* value);
  void compute_attribute_hooks() const;
  static std::uint64_t next_type_tag();
  mutable std::uint64_t version_tag_ = 0;  // 0: none yet (assigned by the next lookup)
  mutable std::uint64_t hooks_tag_ = 0;    // the version tag hooks_ was computed for
  mutable AttributeHooks hooks_;
  std::vector<TypeObject*> descendants_;   // the types whose MRO holds this one (not itself)
};

// ----- built-in value objects ------------------------------------------------------------------

struct BigInt;  // bigint.h: an int beyond 64 bits

struct IntObject : Object {
  std::int64_t value;  // the value; saturated to INT64_MIN/INT64_MAX when `big` holds it
  std::shared_ptr<const BigInt> big;  // set only for values outside int64 (see bigint.h)
  IntObject(TypeObject* type, std::int64_t v) : Object(type), value(v) {}
};

struct FloatObject : Object {
  double value;
  FloatObject(TypeObject* type, double v) : Object(type), value(v) {}
};

struct StrObject : Object {
  std::string value;  // UTF-8
  StrObject(TypeObject* type, std::string v) : Object(type), value(std::move(v)) {}
};

struct BytesObject : Object {
  std::string value;  // raw bytes
  BytesObject(TypeObject* type, std::string v) : Object(type), value(std::move(v)) {}
};

struct ListObject : Object {
  std::vector<Ref> items;
  ListObject(TypeObject* type, std::vector<Ref> v) : Object(type), items(std::move(v)) {}
};

struct TupleObject : Object {
  std::vector<Ref> items;
  TupleObject(TypeObject* type, std::vector<Ref> v) : Object(type), items(std::move(v)) {}
};

/// dict with Python semantics: insertion-ordered, keys hashed and compared with __hash__/__eq__.
struct DictObject : Object {
  struct Entry {
    Ref key;
    Ref value;
    std::size_t hash;
  };
  std::vector<Entry> entries;  // erased entries have a null key
  /// Open-addressing table of entry positions plus one (0: an empty slot), probed as CPython's
  /// dicts are (so int keys that share their low bits do not pile up); a power of two at least
  /// twice entries.size(), or empty while the dict is small enough to search linearly. An
  /// erased entry's slot keeps pointing at it and is skipped.
  std::vector<std::uint32_t> index;
  std::size_t live = 0;

  /// Set when this dict is an object's live __dict__: str keys are mirrored into its AttrMap.
  std::weak_ptr<Object> attrs_owner;
  /// Set when this dict is a running block's namespace (globals(), a class body's locals()):
  /// str keys are mirrored into `attrs_map`, which lives as long as `attrs_scope` does.
  std::weak_ptr<void> attrs_scope;
  AttrMap* attrs_map = nullptr;

  explicit DictObject(TypeObject* type) : Object(type) {}
  Ref get(const Ref& key) const;  // nullptr when absent
  void set(const Ref& key, Ref value);
  bool erase(const Ref& key);
  void clear();
  /// set/erase without updating attrs_owner's AttrMap.
  void set_local(const Ref& key, Ref value);
  bool erase_local(const Ref& key);
  std::size_t size() const { return live; }
  template <class Fn>
  void for_each(Fn&& fn) const {
    for (std::size_t i = 0; i < entries.size(); ++i)
      if (entries[i].key) fn(entries[i].key, entries[i].value);
  }

 private:
  std::size_t find_index(const Ref& key, std::size_t hash) const;  // entries.size() when absent
  void rebuild_index();                 // sizes `index` for entries.size() and fills it
  void add_to_index(std::size_t entry);  // the slot of entries[entry] in a table with room
};

/// set and frozenset: a DictObject whose values are unused.
struct SetObject : Object {
  std::shared_ptr<DictObject> table;
  explicit SetObject(TypeObject* type);
};

struct RangeObject : Object {
  std::int64_t start, stop, step;
  RangeObject(TypeObject* type, std::int64_t a, std::int64_t b, std::int64_t s)
      : Object(type), start(a), stop(b), step(s) {}
  std::int64_t length() const;
};

struct SliceObject : Object {
  Ref start, stop, step;  // None objects when omitted
  SliceObject(TypeObject* type, Ref a, Ref b, Ref c)
      : Object(type), start(std::move(a)), stop(std::move(b)), step(std::move(c)) {}
};

/// A function implemented in C++. `self` is set when the function is bound (a method of a
/// native type looked up on an instance).
struct NativeFunctionObject : Object {
  std::string name;
  NativeFn fn;
  bool is_method = false;  // bind `self` when looked up through an instance
  /// The native type whose method it is (add_method): a call checks its first argument is an
  /// instance of it, as CPython's method descriptors do. Types given methods are never freed.
  TypeObject* owner = nullptr;
  Ref self;
  /// The Python signature it declares (its __signature__; calls are checked against it), or
  /// null for natives that read their arguments unchecked (set_native_signature). Read it with
  /// signature(): a lazily declared one is made on first use.
  std::shared_ptr<const std::vector<Param>> made_params;
  /// What makes `made_params` when it is first needed (set_lazy_native_signature), else empty.
  std::function<std::shared_ptr<const std::vector<Param>>()> make_params;
  /// Whether it declares a signature, made yet or not.
  bool has_signature() const { return made_params || make_params; }
  const std::shared_ptr<const std::vector<Param>>& signature() {
    if (!made_params && make_params) {
      made_params = make_params();
      make_params = nullptr;
    }
    return made_params;
  }
  /// A native type's __getattr__ made by add_getattr_hook: the value, or null for a missing
  /// attribute, without raising (runtime.h).
  std::function<Ref(const Ref& self, const std::string& name)> getattr_hook;
  NativeFunctionObject(TypeObject* type, std::string n, NativeFn f)
      : Object(type), name(std::move(n)), fn(std::move(f)) {}
};

/// A method bound to an instance: calling it prepends `self` to the arguments.
struct BoundMethodObject : Object {
  Ref self;
  Ref function;
  BoundMethodObject(TypeObject* type, Ref s, Ref f)
      : Object(type), self(std::move(s)), function(std::move(f)) {}
};

/// property(fget, fset) and the staticmethod / classmethod wrappers.
struct PropertyObject : Object {
  Ref fget, fset;
  PropertyObject(TypeObject* type, Ref g, Ref s) : Object(type), fget(std::move(g)), fset(std::move(s)) {}
};

struct WrapperObject : Object {  // staticmethod(f) / classmethod(f)
  Ref function;
  WrapperObject(TypeObject* type, Ref f) : Object(type), function(std::move(f)) {}
};

struct Scope;  // interpreter.h

/// A module. One run from Python source (a program's library code, an embedded stdlib or
/// Keras module) has `globals`, the scope its code runs in, and its `dict` *is* that scope's
/// namespace: `module.x = 1` is seen by its functions and its later assignments are seen
/// through the module, as with CPython's module __dict__. Native modules own their dict.
struct ModuleObject : Object {
  std::string name;
  std::shared_ptr<Scope> globals;
  /// Its body is still running (CPython's __spec__._initializing): a `from M import x` that
  /// misses then says "partially initialized module" (a circular import).
  bool initializing = false;
  ModuleObject(TypeObject* type, std::string n) : Object(type), name(std::move(n)) {
    ensure_dict();
  }
  /// A module whose attributes are `globals`' namespace (interpreter.cpp).
  ModuleObject(TypeObject* type, std::string n, std::shared_ptr<Scope> g);
  ~ModuleObject() override;
};

/// One line of a Python traceback (CPython's FrameSummary).
struct TracebackEntry {
  std::string filename;
  int line = 0;
  int col = 0;       // 0-based start column (in characters) of the failing expression (-1 = unknown)
  int end_line = 0;  // the line the expression ends on (0 = `line`)
  int end_col = 0;   // 0-based column just past its end, on end_line (-1 = unknown)
  // CPython 3.12's caret anchors for binary operators and subscripts: `~` before left and after
  // right, `^` between (columns relative to the line; -1 = no anchors).
  int anchor_left = -1;
  int anchor_right = -1;
  std::string name;  // function name, or "<module>"
  // Source lines spanned by the running function's definition (0 for module and class
  // bodies): lets tools tell a call into a nested def/lambda from a call to another function.
  int def_line = 0;
  int def_end_line = 0;
};

/// An instance of BaseException or a subclass. `traceback` is innermost frame first.
struct ExceptionObject : Object {
  std::vector<Ref> args;
  std::vector<TracebackEntry> traceback;
  Ref cause;    // __cause__ (raise ... from ...)
  Ref context;  // __context__ (raised while handling another)
  bool suppress_context = false;
  // NameError: the names visible where it was raised (locals, globals, builtins), from which
  // the traceback picks CPython's "Did you mean: ...?" suggestion.
  std::vector<std::string> visible_names;
  explicit ExceptionObject(TypeObject* type) : Object(type) { ensure_dict(); }
};

/// Any other native payload: TF objects (tensors, dtypes, specs, tf.function) derive from this so
/// that core/python needs to know nothing about them.
struct NativeObject : Object {
  using Object::Object;
};

/// The C++ exception that carries a raised Python exception through the evaluator.
struct PyError {
  Ref exc;  // an ExceptionObject
};

}  // namespace tfplay::py
