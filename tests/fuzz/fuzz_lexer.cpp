// libFuzzer target for the tokenizer alone: any input must either tokenize or throw
// SyntaxErrorException, and a token stream must be well formed (ordered, in-bounds positions,
// ending with EndMarker or an Error token that carries its error).
//
// Built with the other fuzzers by scripts/fuzz.sh (see tests/fuzz/README.md).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/python/lexer.h"
#include "core/python/syntax_error.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view source(reinterpret_cast<const char*>(data), size);
  try {
    tfplay::py::TokenStream ts = tfplay::py::tokenize(source);
    if (ts.tokens.empty()) __builtin_trap();
    const tfplay::py::Token& last = ts.tokens.back();
    if (last.kind == tfplay::py::TokenKind::Error && !ts.error) __builtin_trap();
    if (last.kind != tfplay::py::TokenKind::Error && last.kind != tfplay::py::TokenKind::EndMarker) __builtin_trap();
    for (const tfplay::py::Token& t : ts.tokens)
      if (t.start > t.end || t.end > ts.source->size() || t.line < 1 || t.end_line < t.line) __builtin_trap();
    for (int line = 1; line <= static_cast<int>(ts.line_starts.size()); ++line) (void)ts.line_text(line);
  } catch (const tfplay::py::SyntaxErrorException& e) {
    if (e.msg.empty()) __builtin_trap();
  }
  return 0;
}
