// Signatures of native functions: set_native_signature and fn.__signature__.
#include "core/python/native_signature.h"

#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::py {

void set_native_signature(const Ref& fn, std::shared_ptr<const std::vector<Param>> params, const std::string& qualname) {
  auto* f = static_cast<NativeFunctionObject*>(fn.get());
  f->params = params;
  f->fn = [inner = std::move(f->fn), params = std::move(params), qualname](CallArgs& a) -> Ref {
    Interpreter::bind_arguments(qualname, *params, a);
    // A native may pass its own arguments on to another native: restore what the caller had.
    struct Restore {
      CallArgs& a;
      const std::vector<Param>* outer;
      ~Restore() { a.params = outer; }
    } restore{a, a.params};
    a.params = params.get();
    return inner(a);
  };
}

Ref native_signature_object(const NativeFunctionObject* fn) {
  if (!fn->params) return nullptr;
  Ref inspect = Interpreter::current().import_module("inspect");
  Ref parameter = getattr(inspect, "Parameter");
  static const char* const kKinds[] = {"POSITIONAL_ONLY", "POSITIONAL_OR_KEYWORD", "VAR_POSITIONAL", "KEYWORD_ONLY",
                                       "VAR_KEYWORD"};
  std::vector<Ref> params;
  for (const Param& p : *fn->params) {
    CallArgs args{{Str(p.name), getattr(parameter, kKinds[static_cast<int>(p.kind)])}, {}};
    if (p.default_value) args.kwargs.emplace_back("default", p.default_value);
    params.push_back(call(parameter, args));
  }
  return call(getattr(inspect, "Signature"), std::vector<Ref>{List(std::move(params))});
}

}  // namespace tfplay::py
