// Loading the deferred body of a library function (lazy_body.h).
#include "core/python/lazy_body.h"

#include <string>

#include "core/python/parser.h"
#include "core/python/runtime.h"
#include "core/python/symtable.h"

namespace tfplay::py {

void load_deferred_function_body(FunctionObject& fn) {
  const ast::Stmt& def = *fn.def;  // only a def's code is ever deferred (make_function)
  if (!def.code) {
    try {
      parse_deferred_body(def);
    } catch (const SyntaxErrorException& e) {
      raise(E().SyntaxError, e.msg + " (line " + std::to_string(e.lineno) + " of " + fn.qualname + "'s module)");
    }
    resolve_function_body(def);
  }
  fn.code = def.code;
}

}  // namespace tfplay::py
