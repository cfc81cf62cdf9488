// Which tracing runtime is current, for a runtime kept between runs (core/session's prepared
// run state); see core/python/interpreter_activation.h.
#pragma once

namespace tfplay::function {

class Runtime;

/// Makes `runtime` the current runtime (nullptr: none) and returns the one that was.
Runtime* exchange_current_runtime(Runtime* runtime);

}  // namespace tfplay::function
