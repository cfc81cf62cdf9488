// Signatures of native functions: set_native_signature and fn.__signature__.
#include "core/python/native_signature.h"

#include <cstdint>

#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::py {

namespace {

/// Whether Interpreter::bind_arguments would accept `a` for `params` (it binds only to check):
/// positional arguments each meeting a positional parameter, keywords each naming a parameter
/// that takes a keyword and is not yet bound, every parameter left over optional. Anything
/// else (including every call bind_arguments rejects) goes to bind_arguments, which reports it.
bool binds_plainly(const std::vector<Param>& params, const CallArgs& a) {
  const std::size_t n = a.args.size();
  if (n > params.size() || params.size() > 64) return false;
  std::uint64_t bound = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (params[i].kind != ParamKind::PositionalOnly && params[i].kind != ParamKind::PositionalOrKeyword) return false;
    bound |= std::uint64_t{1} << i;
  }
  for (const auto& [name, value] : a.kwargs) {
    std::size_t i = 0;
    while (i < params.size() && params[i].name != name) ++i;
    if (i == params.size()) return false;
    const ParamKind kind = params[i].kind;
    if (kind != ParamKind::PositionalOrKeyword && kind != ParamKind::KeywordOnly) return false;
    if (bound & (std::uint64_t{1} << i)) return false;
    bound |= std::uint64_t{1} << i;
  }
  for (std::size_t i = 0; i < params.size(); ++i) {
    const Param& p = params[i];
    if (!(bound & (std::uint64_t{1} << i)) && !p.default_value && p.kind != ParamKind::VarPositional &&
        p.kind != ParamKind::VarKeyword)
      return false;
  }
  return true;
}

}  // namespace

namespace {

/// A signature shared by a native and its checking wrapper: given, or made on first use.
struct SharedSignature {
  std::shared_ptr<const std::vector<Param>> params;
  std::function<std::shared_ptr<const std::vector<Param>>()> make;
  const std::shared_ptr<const std::vector<Param>>& get() {
    if (!params) {
      params = make();
      make = nullptr;
    }
    return params;
  }
};

void wrap_checked(NativeFunctionObject* f, std::shared_ptr<SharedSignature> sig, const std::string& qualname) {
  f->fn = [inner = std::move(f->fn), sig = std::move(sig), qualname](CallArgs& a) -> Ref {
    const std::vector<Param>& params = *sig->get();
    // The arguments are only checked here (the native reads them itself): the common calls
    // skip building the bound list.
    if (!binds_plainly(params, a)) Interpreter::bind_arguments(qualname, params, a);
    // A native may pass its own arguments on to another native: restore what the caller had.
    struct Restore {
      CallArgs& a;
      const std::vector<Param>* outer;
      ~Restore() { a.params = outer; }
    } restore{a, a.params};
    a.params = &params;
    return inner(a);
  };
}

}  // namespace

void set_native_signature(const Ref& fn, std::shared_ptr<const std::vector<Param>> params, const std::string& qualname) {
  auto* f = static_cast<NativeFunctionObject*>(fn.get());
  f->made_params = params;
  f->make_params = nullptr;
  wrap_checked(f, std::make_shared<SharedSignature>(SharedSignature{std::move(params), nullptr}), qualname);
}

void set_lazy_native_signature(const Ref& fn, std::function<std::shared_ptr<const std::vector<Param>>()> make,
                               const std::string& qualname) {
  auto* f = static_cast<NativeFunctionObject*>(fn.get());
  auto sig = std::make_shared<SharedSignature>(SharedSignature{nullptr, std::move(make)});
  f->made_params = nullptr;
  f->make_params = [sig] { return sig->get(); };
  wrap_checked(f, std::move(sig), qualname);
}

Ref native_signature_object(NativeFunctionObject* fn) {
  if (!fn->signature()) return nullptr;
  Ref inspect = Interpreter::current().import_module("inspect");
  Ref parameter = getattr(inspect, "Parameter");
  static const char* const kKinds[] = {"POSITIONAL_ONLY", "POSITIONAL_OR_KEYWORD", "VAR_POSITIONAL", "KEYWORD_ONLY",
                                       "VAR_KEYWORD"};
  std::vector<Ref> params;
  for (const Param& p : *fn->signature()) {
    CallArgs args{{Str(p.name), getattr(parameter, kKinds[static_cast<int>(p.kind)])}, {}};
    if (p.default_value) args.kwargs.emplace_back("default", p.default_value);
    params.push_back(call(parameter, args));
  }
  return call(getattr(inspect, "Signature"), std::vector<Ref>{List(std::move(params))});
}

}  // namespace tfplay::py
