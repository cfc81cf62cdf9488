// TF's deprecation notices (deprecation.h).
#include "core/function/deprecation.h"

#include "core/function/runtime.h"
#include "core/python/interpreter.h"

namespace tfplay::function {

namespace {

void warn_from(const std::string& key, const std::string* location, const std::string& what, const std::string& instructions) {
  Runtime& rt = Runtime::current();
  if (!rt.warned_deprecated_args.insert(key).second) return;
  if (!rt.tensorflow_warnings_enabled()) return;
  py::Interpreter& interp = py::Interpreter::current();
  const int line = interp.program_line();
  const std::string from = location ? *location : interp.filename() + ":" + std::to_string(line);
  rt.emit_warning("python",
                  "WARNING:tensorflow:From " + from + ": " + what +
                      " is deprecated and will be removed in a future version.\nInstructions for updating:\n" +
                      instructions + "\n",
                  line);
}

}  // namespace

void warn_deprecated(const std::string& key, const std::string& what, const std::string& instructions) {
  warn_from(key, nullptr, what, instructions);
}

void warn_deprecated_nested(const std::string& key, const std::string& what, const std::string& instructions) {
  static const std::string kLocation = "/usr/local/lib/python3.12/site-packages/tensorflow/python/util/deprecation.py:588";
  warn_from(key, &kLocation, what, instructions);
}

}  // namespace tfplay::function
