// tf.autograph.to_code.
#include "core/function/autograph_codegen.h"

#include "core/python/runtime.h"

namespace tfplay::function {

std::string autograph_to_code(const py::FunctionObject& fn, bool) {
  py::raise(py::E().NotImplementedError, "tfplay cannot show the code AutoGraph generates for " + fn.name + " yet");
}

}  // namespace tfplay::function
