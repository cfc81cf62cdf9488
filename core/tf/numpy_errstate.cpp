// np.seterr, np.geterr and np.errstate (numpy_errstate.h).
#include "core/tf/numpy_errstate.h"

#include <array>

#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf::np {

using py::CallArgs;
using py::Ref;

ErrorState& error_state() {
  static ErrorState state;
  return state;
}

namespace {

/// The four flags, in np.geterr()'s key order.
constexpr std::array<const char*, 4> kFlags = {"divide", "over", "under", "invalid"};

std::string& mode_of(ErrorState& s, const std::string& flag) {
  return flag == "divide" ? s.divide : flag == "over" ? s.over : flag == "under" ? s.under : s.invalid;
}

/// errmodeconverter (extobj.c): None leaves the flag as it is; anything but the six modes is
/// "ValueError: invalid error mode 'loud'".
std::string mode_argument(const Ref& v) {
  static const char* modes[] = {"ignore", "warn", "raise", "call", "print", "log"};
  if (py::is_str(v.get()))
    for (const char* m : modes)
      if (py::as_str(v.get()) == m) {
        if (std::string(m) == "call" || std::string(m) == "log")
          py::raise(py::E().NotImplementedError, std::string("tfplay does not implement NumPy's '") + m + "' error mode yet");
        return m;
      }
  py::raise_value_error("invalid error mode " + py::repr(v));
}

/// _make_extobj(all=, divide=, over=, under=, invalid=) applied to `state`: `all` sets the flags
/// not named. Keyword arguments only; `what` names the function in TypeErrors.
void apply(const CallArgs& a, ErrorState& state, const char* what, bool positional_all) {
  if (a.args.size() > (positional_all ? 5u : 0u))
    py::raise_type_error(std::string(what) + "() takes " + (positional_all ? "from 0 to 5" : "0") +
                         " positional arguments but " + std::to_string(a.args.size()) + " were given");
  for (const auto& [k, v] : a.kwargs) {
    bool known = k == "all";
    for (const char* f : kFlags) known = known || k == f;
    if (!known) py::raise_type_error(std::string(what) + "() got an unexpected keyword argument '" + k + "'");
  }
  auto get = [&](std::size_t i, const char* name) -> Ref {
    Ref v = i < a.args.size() ? a.args[i] : a.kwarg(name);
    return present(v) ? v : nullptr;
  };
  const Ref all = get(0, "all");
  for (std::size_t i = 0; i < kFlags.size(); ++i) {
    Ref v = get(i + 1, kFlags[i]);
    if (!v) v = all;
    if (v) mode_of(state, kFlags[i]) = mode_argument(v);
  }
}

Ref as_dict(ErrorState& s) {
  auto d = py::Dict();
  for (const char* f : kFlags) d->set(py::Str(f), py::Str(mode_of(s, f)));
  return d;
}

/// np.errstate(**kwargs): the state applied on entry, the previous one back on exit; used as a
/// decorator, around each call of the function.
struct ErrstateObject : py::NativeObject {
  CallArgs args;
  ErrorState saved;
  bool entered = false;
  ErrstateObject(py::TypeObject* t, CallArgs a) : NativeObject(t), args(std::move(a)) {}
  void enter() {
    if (entered) py::raise_type_error("Cannot enter `np.errstate` twice.");
    saved = error_state();
    ErrorState next = saved;
    apply(args, next, "errstate", false);
    error_state() = next;
    entered = true;
  }
  void exit() {
    error_state() = saved;
    entered = false;
  }
};

py::TypeObject* errstate_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("errstate", nullptr, "numpy");
    type->construct = +[](py::TypeObject* cls, CallArgs& a) -> Ref {
      if (a.kwarg("call")) py::raise(py::E().NotImplementedError, "tfplay does not implement np.errstate(call=...) yet");
      if (!a.args.empty())
        py::raise_type_error("errstate.__init__() takes 1 positional argument but " + std::to_string(a.args.size() + 1) +
                             " were given");
      auto obj = py::make_object<ErrstateObject>(cls, a);
      ErrorState check;
      apply(a, check, "errstate", false);  // bad modes fail here, as _make_extobj's parse does
      return obj;
    };
    py::add_method(type, "__enter__", +[](CallArgs& a) -> Ref {
      static_cast<ErrstateObject*>(a.args[0].get())->enter();
      return py::None();
    });
    py::add_method(type, "__exit__", +[](CallArgs& a) -> Ref {
      static_cast<ErrstateObject*>(a.args[0].get())->exit();
      return py::None();
    });
    py::add_method(type, "__call__", +[](CallArgs& a) -> Ref {
      Ref self = a.args[0];
      Ref func = a.args.at(1);
      return py::NativeFunction("inner", [self, func](CallArgs& call) -> Ref {
        auto* e = static_cast<ErrstateObject*>(self.get());
        e->enter();
        try {
          Ref r = py::call(func, call);
          e->exit();
          return r;
        } catch (...) {
          e->exit();
          throw;
        }
      });
    });
    return type;
  }();
  return t;
}

}  // namespace

void install_numpy_errstate(const Ref& np_mod) {
  def(np_mod, "geterr", +[](CallArgs&) { return as_dict(error_state()); });
  def(np_mod, "seterr", +[](CallArgs& a) -> Ref {
    Ref old = as_dict(error_state());
    ErrorState next = error_state();
    apply(a, next, "seterr", true);
    error_state() = next;
    return old;
  });
  np_mod->dict->set("errstate", errstate_type()->self());
}

}  // namespace tfplay::tf::np
