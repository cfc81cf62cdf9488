// libFuzzer target for the whole engine: Session::run on the input as a program, with a small
// step budget and recursion limit. Every program must end well -- output, a Python traceback,
// or the step budget -- never a crash, an engine InternalError, a hang or unbounded memory.
//
// Built with the other fuzzers by scripts/fuzz.sh (see tests/fuzz/README.md); run with
// -rss_limit_mb and -timeout so that memory blow-ups and hangs are findings too.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/session/session.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view source(reinterpret_cast<const char*>(data), size);
  tfplay::session::RunOptions options;
  options.filename = "fuzz.py";
  options.max_steps = 20000;
  options.recursion_limit = 60;
  tfplay::session::Session session;
  tfplay::session::RunResult result = session.run(source, options);
  // An InternalError is an engine bug that escaped as a C++ exception: a finding.
  if (result.error && result.error->type == "InternalError") __builtin_trap();
  return 0;
}
