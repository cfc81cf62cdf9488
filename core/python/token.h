// Tokens of Python source, as CPython 3.12's tokenizer produces them (Lib/token.py names).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace tfplay::py {

enum class TokenKind : uint8_t {
  EndMarker,
  Name,           // identifiers and keywords (the parser tells them apart)
  Number,
  String,         // a complete non-f string literal, prefix and quotes included
  FStringStart,   // f" / rf''' ... : the prefix and opening quote(s) of an f-string
  FStringMiddle,  // literal text of an f-string (raw source: escapes and {{ }} still undecoded)
  FStringEnd,     // the closing quote(s) of an f-string
  Newline,        // end of a logical line
  NL,             // a line break that does not end a logical line (blank line, inside brackets)
  Comment,
  Indent,
  Dedent,
  Error,          // last token of a stream whose tokenizing stopped on a positional error
  Op,             // a character with no meaning in Python ($, ?, `): the parser rejects it
  // Operators and delimiters.
  LPar, RPar, LSqb, RSqb, LBrace, RBrace, Colon, Comma, Semi, Dot, Ellipsis,
  Plus, Minus, Star, Slash, DoubleSlash, Percent, DoubleStar, At, VBar, Amper, Circumflex,
  Tilde, LeftShift, RightShift, Less, Greater, EqEqual, NotEqual, LessEqual, GreaterEqual,
  Equal, PlusEqual, MinEqual, StarEqual, SlashEqual, DoubleSlashEqual, PercentEqual,
  DoubleStarEqual, AtEqual, VBarEqual, AmperEqual, CircumflexEqual, LeftShiftEqual,
  RightShiftEqual, RArrow, ColonEqual, Exclamation,
  // The unscanned rest of a def's body (tokenize with defer_bodies): start/end are its byte
  // range (whole lines), line its first line, end_line/end_col where its last token ends.
  Body,
};

/// One token. Lines are 1-based, columns 0-based and counted in characters (UTF-8 code points).
/// `start`/`end` are byte offsets into the tokenizer's normalized source (see TokenStream).
struct Token {
  TokenKind kind = TokenKind::EndMarker;
  // The exact source text ("" for Indent/Dedent/EndMarker): a view of the TokenStream's source,
  // valid while the stream (or a copy of its `source`) lives.
  std::string_view text;
  int line = 0;
  int col = 0;
  int end_line = 0;
  int end_col = 0;
  size_t start = 0;
  size_t end = 0;
  // CPython gives Indent, Dedent and EndMarker no column (col_offset -1); errors reported at
  // them use the tokenizer's cursor instead, which is this character column.
  bool synthetic = false;
  // Name tokens: the word is a keyword ("if", "None") or a soft keyword ("match", "case",
  // "type", "_"), which lets the parser skip comparing most names with keywords.
  bool keyword = false;
  bool soft_keyword = false;
  int cursor_col = 0;
  int paren_level = 0;  // bracket nesting depth before this token (CPython's token level)
};

/// The token kind's name as Lib/token.py spells it ("NAME", "LPAR", ...).
const char* token_kind_name(TokenKind kind);

/// Whether `word` is one of Python 3.12's keywords (keyword.kwlist).
bool is_python_keyword(std::string_view word);
/// Whether `word` is one of its soft keywords (keyword.softkwlist: "_", "case", "match", "type").
inline bool is_python_soft_keyword(std::string_view word) {
  return word == "_" || word == "match" || word == "case" || word == "type";
}

}  // namespace tfplay::py
