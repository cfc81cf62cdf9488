// TF's deprecation notices (deprecation.h).
#include "core/function/deprecation.h"

#include "core/function/runtime.h"
#include "core/python/interpreter.h"

namespace tfplay::function {

void warn_deprecated(const std::string& key, const std::string& what, const std::string& instructions) {
  Runtime& rt = Runtime::current();
  if (!rt.warned_deprecated_args.insert(key).second) return;
  if (!rt.tensorflow_warnings_enabled()) return;
  py::Interpreter& interp = py::Interpreter::current();
  const int line = interp.program_line();
  rt.emit_warning("python",
                  "WARNING:tensorflow:From " + interp.filename() + ":" + std::to_string(line) + ": " + what +
                      " is deprecated and will be removed in a future version.\nInstructions for updating:\n" +
                      instructions + "\n",
                  line);
}

}  // namespace tfplay::function
