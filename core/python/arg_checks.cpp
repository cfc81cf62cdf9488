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

void declare_method_arity(TypeObject* type, MethodArity arity, std::initializer_list<const char*> names) {
  for (const char* name : names) {
    auto* method = dynamic_cast<NativeFunctionObject*>(type->attrs.find(name));
    if (!method) throw std::logic_error(type->name + "." + name + " is no native method to declare an arity for");
    // _PyObject_FunctionStr names the method by its qualified name; keywords are refused first
    // (method_check_args), then the count.
    const std::string qualname = type->name + "." + name + "()";
    method->fn = [qualname, arity, fn = std::move(method->fn)](CallArgs& a) -> Ref {
      if (a.args.empty()) return fn(a);  // no self: the method's own refusal
      if (!a.kwargs.empty()) raise_type_error(qualname + " takes no keyword arguments");
      const std::size_t n = a.args.size() - 1;  // without self
      if (arity == MethodArity::NoArgs && n != 0)
        raise_type_error(qualname + " takes no arguments (" + std::to_string(n) + " given)");
      if (arity == MethodArity::One && n != 1)
        raise_type_error(qualname + " takes exactly one argument (" + std::to_string(n) + " given)");
      return fn(a);
    };
  }
}

}  // namespace tfplay::py
