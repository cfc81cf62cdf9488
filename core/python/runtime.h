// Built-in types, singletons, value constructors and the raise helpers.
//
// The built-in types are created once per process (they are immutable after start-up) and live
// for the whole process, so objects point at them with plain TypeObject pointers.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/python/object.h"

namespace tfplay::py {

/// The built-in types. Exception types are in `exc` below.
struct BuiltinTypes {
  TypeObject* type;
  TypeObject* object;
  TypeObject* none;
  TypeObject* notimplemented;
  TypeObject* ellipsis;
  TypeObject* int_;
  TypeObject* bool_;
  TypeObject* float_;
  TypeObject* str;
  TypeObject* bytes;
  TypeObject* list;
  TypeObject* tuple;
  TypeObject* dict;
  TypeObject* set;
  TypeObject* frozenset;
  TypeObject* range;
  TypeObject* slice;
  TypeObject* function;
  TypeObject* builtin_function;
  TypeObject* method;
  TypeObject* property;
  TypeObject* staticmethod;
  TypeObject* classmethod;
  TypeObject* module;
  TypeObject* iterator;
};

/// The built-in exception types (CPython's hierarchy, see Objects/exceptions.c).
struct ExceptionTypes {
  TypeObject* BaseException;
  TypeObject* SystemExit;
  TypeObject* KeyboardInterrupt;
  TypeObject* Exception;
  TypeObject* ArithmeticError;
  TypeObject* ZeroDivisionError;
  TypeObject* OverflowError;
  TypeObject* AssertionError;
  TypeObject* AttributeError;
  TypeObject* LookupError;
  TypeObject* IndexError;
  TypeObject* KeyError;
  TypeObject* NameError;
  TypeObject* UnboundLocalError;
  TypeObject* RuntimeError;
  TypeObject* RecursionError;
  TypeObject* NotImplementedError;
  TypeObject* StopIteration;
  TypeObject* TypeError;
  TypeObject* ValueError;
  TypeObject* UnicodeError;
  TypeObject* ImportError;
  TypeObject* ModuleNotFoundError;
  TypeObject* SyntaxError;
  TypeObject* IndentationError;
  TypeObject* OSError;
  TypeObject* Warning;
  TypeObject* UserWarning;
  TypeObject* DeprecationWarning;
  TypeObject* RuntimeWarning;
  TypeObject* GeneratorExit;
  TypeObject* MemoryError;
  // The rest of CPython 3.12's builtin exceptions (Objects/exceptions.c, Lib/test/exception_hierarchy.txt).
  TypeObject* BaseExceptionGroup;
  TypeObject* ExceptionGroup;
  TypeObject* FloatingPointError;
  TypeObject* BufferError;
  TypeObject* EOFError;
  TypeObject* ReferenceError;
  TypeObject* SystemError;
  TypeObject* StopAsyncIteration;
  TypeObject* TabError;
  TypeObject* UnicodeDecodeError;
  TypeObject* UnicodeEncodeError;
  TypeObject* UnicodeTranslateError;
  TypeObject* BlockingIOError;
  TypeObject* ChildProcessError;
  TypeObject* ConnectionError;
  TypeObject* BrokenPipeError;
  TypeObject* ConnectionAbortedError;
  TypeObject* ConnectionRefusedError;
  TypeObject* ConnectionResetError;
  TypeObject* FileExistsError;
  TypeObject* FileNotFoundError;
  TypeObject* InterruptedError;
  TypeObject* IsADirectoryError;
  TypeObject* NotADirectoryError;
  TypeObject* PermissionError;
  TypeObject* ProcessLookupError;
  TypeObject* TimeoutError;
  TypeObject* PendingDeprecationWarning;
  TypeObject* SyntaxWarning;
  TypeObject* FutureWarning;
  TypeObject* ImportWarning;
  TypeObject* UnicodeWarning;
  TypeObject* BytesWarning;
  TypeObject* ResourceWarning;
  TypeObject* EncodingWarning;
  /// Every exception type above, by name (for the builtins module).
  std::vector<TypeObject*> all;
};

namespace detail {
extern BuiltinTypes* g_types;  // set by init_types, on first use
extern ExceptionTypes* g_exc;
void init_types();
}  // namespace detail

// Inline: the evaluator's hot paths test types on every operation.
inline const BuiltinTypes& T() {
  if (!detail::g_types) detail::init_types();
  return *detail::g_types;
}
inline const ExceptionTypes& E() {
  if (!detail::g_exc) detail::init_types();
  return *detail::g_exc;
}

/// Creates a new native type deriving from `base` (object when null). Used by every layer that
/// adds types (core/tf for Tensor, DType, ...). The type lives for the process.
TypeObject* make_native_type(std::string name, TypeObject* base = nullptr,
                             std::string module = "builtins");
/// Adds a method (bound to the instance on lookup) to a native type.
void add_method(TypeObject* type, const std::string& name, NativeFn fn);
/// Gives a native type a __getattr__ (for the attributes normal lookup misses): `hook(self,
/// name)` returns the value, or null when there is no such attribute. getattr(x, name, default)
/// and hasattr then get their answer without an exception being thrown (a C++ throw costs
/// microseconds in wasm, and Keras probes tensors' attributes on every layer call); a call of
/// __getattr__ from Python, or a plain getattr, raises CPython's AttributeError as before.
void add_getattr_hook(TypeObject* type, std::function<Ref(const Ref& self, const std::string& name)> hook);
/// Adds a read-only property computed by `getter(self)`.
void add_property(TypeObject* type, const std::string& name, std::function<Ref(Ref)> getter);
/// Adds a plain (unbound) native function as a class attribute, e.g. a staticmethod.
void add_static(TypeObject* type, const std::string& name, NativeFn fn);

// ----- singletons and constructors ---------------------------------------------------------------
const Ref& None();
const Ref& True();
const Ref& False();
const Ref& NotImplemented();
const Ref& Ellipsis();
inline const Ref& Bool(bool b) { return b ? True() : False(); }

Ref Int(std::int64_t v);
Ref Float(double v);
Ref Str(std::string v);
Ref Bytes(std::string v);
Ref List(std::vector<Ref> items = {});
Ref Tuple(std::vector<Ref> items = {});
std::shared_ptr<DictObject> Dict();
Ref NativeFunction(std::string name, NativeFn fn);
Ref Module(std::string name);
Ref Iterator(std::function<Ref()> next);  // `next` returns nullptr when exhausted

// ----- type tests --------------------------------------------------------------------------------
inline bool is_none(const Object* o) { return o->cls == T().none; }
bool isinstance(const Object* o, const TypeObject* type);
inline bool is_int(const Object* o) { return o->cls == T().int_ || o->cls == T().bool_; }
inline bool is_float(const Object* o) { return o->cls == T().float_; }
inline bool is_str(const Object* o) { return o->cls == T().str; }
inline bool is_bool(const Object* o) { return o->cls == T().bool_; }
inline bool is_list(const Object* o) { return o->cls == T().list; }
inline bool is_tuple(const Object* o) { return o->cls == T().tuple; }
/// isinstance(o, (list, tuple)): a list or tuple, or an instance of a subclass (Keras's
/// TrackedList, a namedtuple).
inline bool is_list_or_tuple_instance(const Object* o) {
  return o->cls->value_base == T().list || o->cls->value_base == T().tuple;
}

/// The object's type name as CPython writes it in messages ('int', 'list', 'Tensor').
const std::string& type_name(const Object* o);

/// Checked downcasts for native code: raise TypeError naming `what` when `o` has another type.
std::int64_t as_int(const Object* o, std::string_view what = "an integer");
double as_float(const Object* o);  // int or float
const std::string& as_str(const Object* o, std::string_view what = "a string");

// ----- raising ----------------------------------------------------------------------------------
/// Creates an exception instance of `type` with one str argument (or none when `msg` is empty).
Ref make_exception(TypeObject* type, const std::string& msg);
[[noreturn]] void raise(TypeObject* type, const std::string& msg);
[[noreturn]] void raise_type_error(const std::string& msg);
[[noreturn]] void raise_value_error(const std::string& msg);

}  // namespace tfplay::py
