// The tokenizer: Python source text -> tokens, following CPython 3.12's C tokenizer
// (Parser/tokenizer.c): INDENT/DEDENT from an indentation stack, NEWLINE vs NL, implicit and
// explicit line joining, PEP 701 f-strings (FSTRING_START/MIDDLE/END with nested expressions),
// and the same error messages and positions.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/python/syntax_error.h"
#include "core/python/token.h"

namespace tfplay::py {

/// The result of tokenizing a whole source.
struct TokenStream {
  /// The source as tokenized: "\r\n" and "\r" turned into "\n", a UTF-8 BOM dropped, and a final
  /// "\n" added when missing. Token byte offsets index this string, and token texts view it:
  /// it is shared so that the views stay valid when the stream is moved or copied.
  std::shared_ptr<const std::string> source;
  /// Byte offset of the start of each line; line_starts[0] is line 1.
  std::vector<size_t> line_starts;
  /// Every token, comments and NL included (unless `trivia` was off), ending with EndMarker
  /// or, when tokenizing stopped on an error CPython reports only once the parser reaches it
  /// (inconsistent dedent, TabError, too deep indentation, bad line continuation), with an
  /// Error token.
  std::vector<Token> tokens;
  /// The error an Error token stands for.
  std::optional<SyntaxErrorException> error;
  /// The innermost bracket still open at end of input (CPython reports "'(' was never closed"
  /// unless the parser finds an error on an earlier line). unclosed_char is 0 when none.
  char unclosed_char = 0;
  int unclosed_line = 0;
  int unclosed_col = 0;

  /// The text of 1-based line `line`, without its newline ("" when out of range).
  std::string line_text(int line) const;
};

/// Tokenizes `source` (UTF-8). Throws SyntaxErrorException for the errors CPython's tokenizer
/// raises itself (unterminated strings, invalid characters and number literals, unmatched or
/// mismatched brackets, f-string lexical errors), which win over any parser error. Without
/// `trivia` the stream leaves out the Comment and NL tokens (the parser has no use for them).
TokenStream tokenize(std::string_view source, bool trivia = true);

/// As tokenize, but the indented body of every `def` that no scanned def body encloses is
/// checked only for what the tokenizer must report now, and comes out as one Body token after
/// its INDENT (and after its first logical line when that starts with a string: a
/// docstring): NEWLINE INDENT [first line] BODY DEDENT. Bodies holding `yield`, `await` or
/// `async`, and bodies where tokenizing stops, come out as tokenize gives them.
TokenStream tokenize_deferring_bodies(std::string_view source, bool trivia = true);

/// Decodes the body of a string literal (between the quotes) the way CPython does: escape
/// sequences are processed unless `raw`; unknown escapes keep their backslash. For bytes the
/// result holds byte values; for str it is UTF-8. In `fstring` mode "{{" and "}}" become single
/// braces. Returns std::nullopt and sets `error` (CPython's "(unicode error) ..." message) on a
/// malformed escape. `invalid_escape` receives the first unknown escape character (for the
/// SyntaxWarning), or stays 0.
std::optional<std::string> decode_string_body(std::string_view body, bool raw, bool bytes,
                                              bool fstring, std::string* error,
                                              char* invalid_escape);

}  // namespace tfplay::py
