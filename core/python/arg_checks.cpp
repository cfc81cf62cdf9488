// Shared argument checks (see arg_checks.h).
#include "core/python/arg_checks.h"

#include <stdexcept>

#include "core/python/runtime.h"

namespace tfplay::py {

void check_positional_count(const std::string& name, std::size_t n, std::size_t min, std::size_t max) {
  if (n >= min && n <= max) return;
  const std::size_t bound = n < min ? min : max;
  raise_type_error(name + " expected " + (min == max ? "" : n < min ? "at least " : "at most ") + std::to_string(bound) +
                   " argument" + (bound == 1 ? "" : "s") + ", got " + std::to_string(n));
}

void check_positional_call(const CallArgs& a, const std::string& name, std::size_t min, std::size_t max) {
  if (!a.kwargs.empty()) raise_type_error(name + "() takes no keyword arguments");
  check_positional_count(name, a.args.size(), min, max);
}

namespace {

NativeFunctionObject* own_native_method(TypeObject* type, const char* name) {
  auto* method = dynamic_cast<NativeFunctionObject*>(type->attrs.find(name));
  if (!method) throw std::logic_error(type->name + "." + name + " is no native method to declare an arity for");
  return method;
}

bool is_slot(MethodArity arity) { return arity != MethodArity::NoArgs && arity != MethodArity::One; }

/// check_num_args (typeobject.c): "expected 1 argument, got 2", naming no function.
void check_slot_count(std::size_t want, std::size_t n) {
  if (n != want)
    raise_type_error("expected " + std::to_string(want) + " argument" + (want == 1 ? "" : "s") + ", got " + std::to_string(n));
}

/// The argument-count error of a call with `n` arguments (self excluded), or none.
void check_count(MethodArity arity, const std::string& qualname, std::size_t n) {
  switch (arity) {
    case MethodArity::NoArgs:
      if (n != 0) raise_type_error(qualname + " takes no arguments (" + std::to_string(n) + " given)");
      return;
    case MethodArity::One:
      if (n != 1) raise_type_error(qualname + " takes exactly one argument (" + std::to_string(n) + " given)");
      return;
    case MethodArity::Slot0: return check_slot_count(0, n);
    case MethodArity::Slot1: return check_slot_count(1, n);
    // PyArg_UnpackTuple(args, "", ...): the empty name leaves the message's leading space.
    case MethodArity::SlotUnpack1: return check_positional_count("", n, 1, 1);
    case MethodArity::SlotUnpack2: return check_positional_count("", n, 2, 2);
    case MethodArity::SlotUnpack1to2: return check_positional_count("", n, 1, 2);
  }
}

}  // namespace

void declare_method_arity(TypeObject* type, MethodArity arity, std::initializer_list<const char*> names) {
  for (const char* name : names) {
    NativeFunctionObject* method = own_native_method(type, name);
    // _PyObject_FunctionStr names the method by its qualified name; keywords are refused first
    // (method_check_args), then the count. A slot wrapper is "wrapper __neg__()" in the
    // keyword refusal (wrapperdescr_raw_call).
    const std::string qualname = is_slot(arity) ? std::string("wrapper ") + name + "()" : type->name + "." + name + "()";
    method->fn = [qualname, arity, fn = std::move(method->fn)](CallArgs& a) -> Ref {
      if (a.args.empty()) return fn(a);  // no self: the method's own refusal
      if (!a.kwargs.empty()) raise_type_error(qualname + " takes no keyword arguments");
      check_count(arity, qualname, a.args.size() - 1);  // without self
      return fn(a);
    };
  }
}

void declare_method_positional(TypeObject* type, std::size_t min, std::size_t max,
                               std::initializer_list<const char*> names) {
  for (const char* name : names) {
    NativeFunctionObject* method = own_native_method(type, name);
    const std::string qualname = type->name + "." + name + "()";
    const std::string bare = name;
    method->fn = [qualname, bare, min, max, fn = std::move(method->fn)](CallArgs& a) -> Ref {
      if (a.args.empty()) return fn(a);
      if (!a.kwargs.empty()) raise_type_error(qualname + " takes no keyword arguments");
      check_positional_count(bare, a.args.size() - 1, min, max);
      return fn(a);
    };
  }
}

}  // namespace tfplay::py
