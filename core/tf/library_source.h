// The Python source of a tf module written in Python (custom_gradient.cpp, map_fn_ops.cpp,
// random_generator.cpp): the built-in text, or, for developing it without rebuilding, the file
// <module>.py in the folder TFPLAY_DEV_LIBRARY_DIR names when that variable is set.
#pragma once

#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <string_view>

namespace tfplay::tf {

/// The source as a view that outlives the run (the interpreter keeps library code).
inline std::string_view library_source(const std::string& module, const char* builtin) {
  if (const char* dir = std::getenv("TFPLAY_DEV_LIBRARY_DIR")) {
    std::ifstream in(std::string(dir) + "/" + module + ".py");
    if (in) {
      static std::map<std::string, std::string> texts;  // never shrinks: views into it stay valid
      std::ostringstream text;
      text << in.rdbuf();
      std::string& slot = texts[module];
      if (slot.empty()) slot = text.str();
      return slot;
    }
  }
  return builtin;
}

}  // namespace tfplay::tf
