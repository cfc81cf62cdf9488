// Per-run runtime state.
#include "core/function/runtime.h"

#include "core/function/autograph.h"
#include "core/python/interpreter.h"

namespace tfplay::function {

namespace {
thread_local Runtime* g_runtime = nullptr;
}  // namespace

Runtime::Runtime() : previous_(g_runtime) { g_runtime = this; }
Runtime::~Runtime() { g_runtime = previous_; }

Runtime& Runtime::current() {
  // Engine code paths that run outside a session (unit tests) get a default runtime.
  if (!g_runtime) {
    static thread_local Runtime fallback;
    return fallback;
  }
  return *g_runtime;
}

graph::SourcePos current_source_pos() {
  const py::Interpreter& interp = py::Interpreter::current();
  return {interp.current_line(), interp.current_column()};
}

}  // namespace tfplay::function
