// Per-run runtime state.
#include "core/function/runtime.h"
#include "core/function/runtime_activation.h"

#include <algorithm>
#include <utility>

#include "core/function/autograph.h"
#include "core/function/body_frames.h"
#include "core/python/interpreter.h"

namespace tfplay::function {

namespace {
thread_local Runtime* g_runtime = nullptr;
}  // namespace

Runtime::Runtime() : previous_(g_runtime) { g_runtime = this; }
Runtime::~Runtime() { g_runtime = previous_; }

Runtime* exchange_current_runtime(Runtime* runtime) { return std::exchange(g_runtime, runtime); }

Runtime& Runtime::current() {
  // Engine code paths that run outside a session (unit tests) get a default runtime.
  if (!g_runtime) {
    static thread_local Runtime fallback;
    return fallback;
  }
  return *g_runtime;
}

graph::DefiningStack current_stack() {
  const py::Interpreter& interp = py::Interpreter::current();
  std::vector<graph::StackFrame> frames;  // innermost first
  const std::vector<BodyFrameMark>& marks = body_frame_marks();
  for (const py::Frame* f = interp.frame(); f; f = f->back) {
    // Frames of Python-written standard library modules are not the program's (tracebacks
    // leave them out too); TF's tf_stack likewise drops its own files.
    if (f->function && f->function->from_library()) continue;
    frames.push_back({interp.filename(), f->pos ? f->pos->line : 0, std::string(f->name)});
    // The AutoGraph bodies running in this frame sit outside its current line.
    for (auto m = marks.rbegin(); m != marks.rend(); ++m)
      if (m->frame == static_cast<const void*>(f)) frames.push_back({interp.filename(), m->line, std::string(f->name)});
  }
  std::reverse(frames.begin(), frames.end());
  // Consecutive nodes usually share one stack: keep one copy.
  static thread_local graph::DefiningStack last;
  if (!last || *last != frames) last = std::make_shared<const std::vector<graph::StackFrame>>(std::move(frames));
  return last;
}

graph::SourcePos current_source_pos() {
  const py::Interpreter& interp = py::Interpreter::current();
  return {interp.program_line(), interp.program_column(), current_stack()};
}

}  // namespace tfplay::function
