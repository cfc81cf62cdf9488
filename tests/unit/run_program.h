// Test helper: run a program through the session and collect what it wrote.
#pragma once

#include <string>

#include "core/session/session.h"

namespace tfplay::testing {

struct ProgramOutput {
  std::string stdout_text;
  std::string stderr_text;
  session::RunResult result;
};

/// Runs `source` as main.py and splits its output by stream, as a terminal would show it.
inline ProgramOutput run_program(const std::string& source) {
  ProgramOutput out;
  session::Session s;
  out.result = s.run(source);
  for (const auto& e : out.result.events) {
    if (!e.is_output()) continue;
    (e.stream == "stderr" ? out.stderr_text : out.stdout_text) += e.text;
  }
  return out;
}

}  // namespace tfplay::testing
