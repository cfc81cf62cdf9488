// libFuzzer target for the tokenizer, parser and ast dump: any input must either parse or throw
// SyntaxErrorException -- no crash, hang, leak or unbounded recursion.
//
// Built with the other fuzzers by scripts/fuzz.sh (see tests/fuzz/README.md).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/python/ast_dump.h"
#include "core/python/parser.h"
#include "core/python/syntax_error.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view source(reinterpret_cast<const char*>(data), size);
  try {
    std::vector<tfplay::py::CompileWarning> warnings;
    auto module = tfplay::py::parse_module(source, &warnings);
    (void)tfplay::py::dump(*module, tfplay::py::DumpOptions{true});
  } catch (const tfplay::py::SyntaxErrorException& e) {
    // Errors must name a line of the source and carry a message.
    if (e.msg.empty()) __builtin_trap();
  }
  return 0;
}
