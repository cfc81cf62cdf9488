// exit() and quit(): CPython's Lib/_sitebuiltins.py Quitter, which site.setquit() binds in
// builtins before a script runs.

#include "core/python/site_builtins.h"

#include "core/python/exceptions.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::py {

namespace {

TypeObject* quitter_type() {
  static TypeObject* type = [] {
    TypeObject* t = make_native_type("Quitter", nullptr, "_sitebuiltins");
    // repr: 'Use %s() or %s to exit' % (self.name, self.eof), with POSIX's eof text.
    add_method(t, "__repr__", +[](CallArgs& a) -> Ref {
      Ref name = a.args[0]->dict ? a.args[0]->dict->get("name") : nullptr;
      return Str("Use " + (name ? str(name) : std::string("exit")) + "() or Ctrl-D (i.e. EOF) to exit");
    });
    // __call__(self, code=None): raise SystemExit(code). (CPython closes sys.stdin first;
    // tfplay programs read no input.)
    add_method(t, "__call__", +[](CallArgs& a) -> Ref {
      if (a.args.size() > 2) raise_type_error("Quitter.__call__() takes from 1 to 2 positional arguments but " + std::to_string(a.args.size()) + " were given");
      Ref code = a.args.size() == 2 ? a.args[1] : nullptr;
      for (const auto& [key, value] : a.kwargs) {
        if (key != "code" || code) raise_type_error(key == "code" ? "Quitter.__call__() got multiple values for argument 'code'" : "Quitter.__call__() got an unexpected keyword argument '" + key + "'");
        code = value;
      }
      auto e = make_object<ExceptionObject>(E().SystemExit);
      e->args = {code ? code : None()};
      throw PyError{e};
    });
    return t;
  }();
  return type;
}

}  // namespace

void install_site_builtins(Scope& builtins) {
  for (const char* name : {"exit", "quit"}) {
    Ref q = make_object<NativeObject>(quitter_type());
    q->ensure_dict().set("name", Str(name));
    q->dict->set("eof", Str("Ctrl-D (i.e. EOF)"));
    builtins.vars.set(name, q);
  }
}

}  // namespace tfplay::py
