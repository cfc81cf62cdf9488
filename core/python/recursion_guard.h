// A bound on recursion inside the engine's C++ code (CPython's Py_EnterRecursiveCall): repr
// and str of deeply nested containers, comparisons, hashes, nested native iterators and calls.
// Python frames have their own limit (sys.getrecursionlimit()); this one keeps native-only
// recursion (a list nested 100,000 deep) from overflowing the C++ stack.
#pragma once

#include <string>

#include "core/python/runtime.h"

namespace tfplay::py {

/// Native recursion depth of this thread (protocols.cpp).
extern thread_local int native_recursion_depth;
/// Deeper native recursion raises RecursionError; far above what Python-level recursion up to
/// sys.getrecursionlimit() needs, far below what the C++ stack (wasm: 16 MiB) holds.
inline constexpr int kNativeRecursionLimit = 3000;

/// True from a RecursionError until the depth is back well under the limit: the handlers on the
/// way out (str() of the error, a traceback) get CPython's headroom of 50 more levels.
inline thread_local bool native_recursion_overflowed = false;

#ifdef __EMSCRIPTEN__
/// Whether the machine stack (V8's, in wasm: smaller in a browser worker than in Node) has room
/// for some forty more kilobytes of frames (interpreter.cpp's probe).
bool native_stack_has_room();
#endif

/// RAII: counts one level; raises RecursionError("maximum recursion depth exceeded" + where).
class NativeRecursionGuard {
 public:
  explicit NativeRecursionGuard(const char* where) {
    int limit = native_recursion_overflowed ? kNativeRecursionLimit + 50 : kNativeRecursionLimit;
    bool deep = ++native_recursion_depth > limit;
#ifdef __EMSCRIPTEN__
    // The browser's stack may run out before the depth limit: probe every 32 levels.
    if (!deep && !native_recursion_overflowed && native_recursion_depth % 32 == 0) deep = !native_stack_has_room();
#endif
    if (deep) {
      --native_recursion_depth;
      native_recursion_overflowed = true;
      raise(E().RecursionError, std::string("maximum recursion depth exceeded") + where);
    }
  }
  ~NativeRecursionGuard() {
    if (--native_recursion_depth < kNativeRecursionLimit - 50) native_recursion_overflowed = false;
  }
  NativeRecursionGuard(const NativeRecursionGuard&) = delete;
  NativeRecursionGuard& operator=(const NativeRecursionGuard&) = delete;
};

}  // namespace tfplay::py
