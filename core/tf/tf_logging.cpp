#include "core/tf/tf_logging.h"

#include "core/function/runtime.h"
#include "core/python/interpreter.h"

namespace tfplay::tf {

void tf_warning(const std::string& message) {
  function::Runtime& rt = function::Runtime::current();
  if (!rt.tensorflow_warnings_enabled()) return;
  rt.emit_warning(rt.tracing() ? "trace" : "python", "WARNING:tensorflow:" + message + "\n",
                  py::Interpreter::current().current_line());
}

}  // namespace tfplay::tf
