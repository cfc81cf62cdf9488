// The tokenizer. Structure follows CPython 3.12's Parser/tokenizer.c closely (same error
// messages, same cursor positions for them) but scans an in-memory, normalized source in one
// pass and returns every token at once; see lexer.h for what is thrown and what is deferred.
// For library modules it can also skim the bodies of defs without making their tokens
// (tokenize_deferring_bodies), which the parser then leaves unparsed until first use.
#include "core/python/lexer.h"
#include "core/python/unicode.h"

#include "core/python/unicode/ucd.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <bit>
#include <cstring>
#include <initializer_list>


namespace tfplay::py {

namespace {

constexpr int kEof = -1;
constexpr size_t kMaxLevel = 200;   // CPython MAXLEVEL: "too many nested parentheses"
constexpr int kMaxIndent = 100;     // CPython MAXINDENT: "too many levels of indentation"
constexpr int kTabSize = 8;
constexpr size_t kMaxFStrings = 150;  // CPython MAXFSTRINGLEVEL: "too many nested f-strings"
constexpr int kMaxFieldNesting = 3;   // CPython MAX_EXPR_NESTING

/// An open bracket. `field` marks the '{' that opens an f-string replacement field.
struct Bracket {
  char ch;
  int line;
  int col;
  bool field = false;
  bool in_spec = false;  // field only: now scanning its format spec
};

/// An f-string being scanned (PEP 701: they nest, each with its own quote).
struct FString {
  int quote;
  int quote_size;
  bool raw;
  size_t start;         // byte offset of its prefix
  size_t bracket_base;  // number of open brackets when it started
};

constexpr bool is_digit(int c) { return c >= '0' && c <= '9'; }
bool is_xdigit(int c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
// Bit 1: may start an identifier (ASCII letters, '_', any non-ASCII byte); bit 2: may continue one.
constexpr auto kIdentifierClass = [] {
  std::array<unsigned char, 256> t{};
  for (int c = 0; c < 256; ++c) {
    bool start = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 128;
    t[static_cast<size_t>(c)] = static_cast<unsigned char>((start ? 1 : 0) | (start || is_digit(c) ? 2 : 0));
  }
  return t;
}();
// How Lexer::skim treats a byte: blank, part of a name or number, a character that needs a
// look (line end, comment, backslash, bracket, quote, and the NUL past the source's end), or
// one operator character.
enum SkimClass : unsigned char { kSkimOp, kSkimBlank, kSkimWord, kSkimSpecial };
constexpr auto kSkimClass = [] {
  std::array<SkimClass, 256> t{};
  for (int c = 0; c < 256; ++c) {
    SkimClass k = kSkimOp;
    if (c == ' ' || c == '\t' || c == '\f') k = kSkimBlank;
    else if (kIdentifierClass[static_cast<size_t>(c)] & 2) k = kSkimWord;
    else if (c == '\n' || c == '#' || c == '\\' || c == '(' || c == '[' || c == '{' || c == ')' || c == ']' ||
             c == '}' || c == '\'' || c == '"' || c == 0)
      k = kSkimSpecial;
    t[static_cast<size_t>(c)] = k;
  }
  return t;
}();
bool is_potential_identifier_start(int c) { return c >= 0 && (kIdentifierClass[static_cast<size_t>(c)] & 1); }
bool is_potential_identifier_char(int c) { return c >= 0 && (kIdentifierClass[static_cast<size_t>(c)] & 2); }

/// Decodes one UTF-8 sequence at s[i]; returns the code point and sets `len`. Invalid bytes
/// decode as themselves with len 1 (the source was validated before, so this is defensive).
uint32_t decode_utf8(std::string_view s, size_t i, size_t* len) {
  auto b = static_cast<unsigned char>(s[i]);
  int n = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
  if (b >= 0x80 && b < 0xC0) n = 1;
  if (i + n > s.size()) n = 1;
  uint32_t cp = n == 1 ? b : n == 2 ? (b & 0x1F) : n == 3 ? (b & 0x0F) : (b & 0x07);
  for (int k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
  *len = static_cast<size_t>(n);
  return cp;
}

void append_utf8(std::string* out, uint32_t cp) { *out += utf8_encode(cp); }

/// Python's str.isprintable() for one code point, approximated by the ranges that matter in
/// source text (controls, format characters, separators other than ' ', surrogates).
bool is_printable(uint32_t cp) {
  if (cp < 0x20 || (cp >= 0x7F && cp <= 0xA0) || cp == 0xAD) return false;
  if (cp >= 0x2000 && cp <= 0x200F) return false;
  if (cp >= 0x2028 && cp <= 0x202F) return false;
  if (cp >= 0x205F && cp <= 0x206F) return false;
  if (cp == 0x3000 || cp == 0xFEFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
  if (cp >= 0xFFF9 && cp <= 0xFFFB) return false;
  if (cp >= 0xE000 && cp <= 0xF8FF) return false;  // private use
  if ((cp & 0xFFFE) == 0xFFFE || (cp >= 0xFDD0 && cp <= 0xFDEF)) return false;  // noncharacters
  return cp <= 0x10FFFF;
}

/// Whether a non-ASCII code point may appear in an identifier (XID_Continue), approximated by
/// the letter, mark and digit blocks of the scripts in use; symbols, punctuation, emoji and
/// spaces are rejected as CPython rejects them.
bool is_identifier_char(uint32_t cp) {
  if (cp == 0xAA || cp == 0xB5 || cp == 0xB7 || cp == 0xBA) return true;
  if (cp < 0xC0 || cp == 0xD7 || cp == 0xF7) return false;
  if (cp <= 0x2FF) return true;                 // Latin-1 letters, Latin Extended, IPA, modifiers
  if (cp <= 0x36F) return true;                 // combining diacritics
  if (cp == 0x375 || cp == 0x37E || cp == 0x384 || cp == 0x385 || cp == 0x387 ||
      cp == 0x3F6)
    return cp == 0x387;
  if (cp <= 0x3FF) return true;                 // Greek
  if (cp == 0x482) return false;
  if (cp <= 0x52F) return true;                 // Cyrillic
  if (cp >= 0x531 && cp <= 0x587) return true;  // Armenian
  if (cp >= 0x591 && cp <= 0x5F2) return !(cp == 0x5BE || cp == 0x5C0 || cp == 0x5C3 || cp == 0x5C6);
  if (cp >= 0x610 && cp <= 0x6FF) return !(cp >= 0x6D4 && cp <= 0x6D4) && cp != 0x61B && cp != 0x61F && !(cp >= 0x66A && cp <= 0x66D);
  if (cp >= 0x900 && cp <= 0xDFF) return !(cp == 0x964 || cp == 0x965 || cp == 0x970);  // Indic
  if (cp >= 0xE00 && cp <= 0xEFF) return cp != 0xE3F && cp != 0xE4F && cp != 0xE5A && cp != 0xE5B;
  if (cp >= 0x10A0 && cp <= 0x10FF) return cp != 0x10FB;  // Georgian
  if (cp >= 0x1100 && cp <= 0x11FF) return true;          // Hangul Jamo
  if (cp >= 0x1E00 && cp <= 0x1FFF) return !(cp == 0x1FBD || (cp >= 0x1FBF && cp <= 0x1FC1) ||
                                            (cp >= 0x1FCD && cp <= 0x1FCF) ||
                                            (cp >= 0x1FDD && cp <= 0x1FDF) ||
                                            (cp >= 0x1FED && cp <= 0x1FEF) || cp >= 0x1FFD);
  if (cp == 0x203F || cp == 0x2040 || cp == 0x2054) return true;  // connector punctuation
  if (cp == 0x2071 || cp == 0x207F || (cp >= 0x2090 && cp <= 0x209C)) return true;
  if (cp >= 0x20D0 && cp <= 0x20F0) return true;  // combining marks for symbols
  if (cp == 0x2102 || cp == 0x2107 || (cp >= 0x210A && cp <= 0x2113) || cp == 0x2115 ||
      (cp >= 0x2119 && cp <= 0x211D) || cp == 0x2124 || cp == 0x2126 || cp == 0x2128 ||
      (cp >= 0x212A && cp <= 0x212D) || (cp >= 0x212F && cp <= 0x2139) ||
      (cp >= 0x2160 && cp <= 0x2188))
    return true;  // letterlike symbols, Roman numerals
  if (cp >= 0x2C00 && cp <= 0x2DFF) return !(cp >= 0x2CE5 && cp <= 0x2CEA) && !(cp >= 0x2CF9 && cp <= 0x2CFF);
  if (cp >= 0x3005 && cp <= 0x3007) return true;
  if (cp >= 0x3021 && cp <= 0x302F) return true;
  if (cp >= 0x3031 && cp <= 0x3035) return true;
  if (cp >= 0x3041 && cp <= 0x30FF) return cp != 0x30A0 && cp != 0x30FB;  // kana
  if (cp >= 0x3105 && cp <= 0x318E) return true;
  if (cp >= 0x31A0 && cp <= 0x31FF) return true;
  if (cp >= 0x3400 && cp <= 0x4DBF) return true;  // CJK extension A
  if (cp >= 0x4E00 && cp <= 0x9FFF) return true;  // CJK unified ideographs
  if (cp >= 0xA000 && cp <= 0xA4C6) return true;  // Yi
  if (cp >= 0xA640 && cp <= 0xA6F1) return true;
  if (cp >= 0xA717 && cp <= 0xA7FF) return true;
  if (cp >= 0xAC00 && cp <= 0xD7A3) return true;  // Hangul syllables
  if (cp >= 0xF900 && cp <= 0xFAFF) return true;
  if (cp >= 0xFB00 && cp <= 0xFDFB) return !(cp == 0xFB29 || (cp >= 0xFD3E && cp <= 0xFD4F));
  if (cp >= 0xFE00 && cp <= 0xFE0F) return true;
  if (cp >= 0xFE20 && cp <= 0xFE2F) return true;
  if (cp == 0xFE33 || cp == 0xFE34 || (cp >= 0xFE4D && cp <= 0xFE4F)) return true;
  if (cp >= 0xFE70 && cp <= 0xFEFC) return true;
  if (cp >= 0xFF10 && cp <= 0xFF19) return true;  // fullwidth digits
  if (cp >= 0xFF21 && cp <= 0xFF3A) return true;
  if (cp == 0xFF3F) return true;
  if (cp >= 0xFF41 && cp <= 0xFF5A) return true;
  if (cp >= 0xFF66 && cp <= 0xFFDC) return true;
  if (cp >= 0x10000 && cp <= 0x1F0FF) return !(cp >= 0x1D000 && cp <= 0x1D3FF);
  if (cp >= 0x20000 && cp <= 0x3134F) return true;  // CJK extensions
  if (cp >= 0xE0100 && cp <= 0xE01EF) return true;
  return false;
}

/// Whether a non-ASCII code point may start an identifier: as above minus marks and digits.
bool is_identifier_start(uint32_t cp) {
  if (!is_identifier_char(cp)) return false;
  if (cp == 0xB7 || cp == 0x387) return false;
  if ((cp >= 0x300 && cp <= 0x36F) || (cp >= 0x20D0 && cp <= 0x20F0)) return false;
  if (cp >= 0xFE00 && cp <= 0xFE0F) return false;
  if (cp >= 0xFF10 && cp <= 0xFF19) return false;
  if (cp >= 0x660 && cp <= 0x669) return false;
  if (cp == 0x203F || cp == 0x2040 || cp == 0x2054 || cp == 0xFE33 || cp == 0xFE34) return false;
  return true;
}

/// The lexer proper. run() scans the whole source once.
class Lexer {
 public:
  explicit Lexer(std::string_view raw) : source_(std::make_shared<std::string>()) {
    normalize(raw);
    out_.source = source_;
    const std::string& s = src();
    data_ = s.data();
    size_ = s.size();
    out_.line_starts.reserve(s.size() / 32 + 1);
    out_.line_starts.push_back(0);
    // Every '\n' but the last (the source always ends with one) starts a line.
    for (const char* p = s.data(); p + 1 < s.data() + s.size();) {
      const void* nl = std::memchr(p, '\n', static_cast<size_t>(s.data() + s.size() - 1 - p));
      if (!nl) break;
      p = static_cast<const char*>(nl) + 1;
      out_.line_starts.push_back(static_cast<size_t>(p - s.data()));
    }
    // About one token per five bytes of typical source.
    out_.tokens.reserve(s.size() / 5 + 16);
  }

  TokenStream run(bool defer_bodies, bool trivia) {
    defer_bodies_ = defer_bodies;
    trivia_ = trivia;
    check_encoding();
    while (!done_) {
      next();
      if (skip_.abort) [[unlikely]] rescan_body();
    }
    return std::move(out_);
  }

 private:
  const std::string& src() const { return *source_; }

  // ---- source normalization and positions ---------------------------------------------------

  void normalize(std::string_view raw) {
    if (raw.size() >= 3 && raw.substr(0, 3) == "\xEF\xBB\xBF") raw.remove_prefix(3);
    std::string& s = *source_;
    s.reserve(raw.size() + 1);
    // Copies runs without '\r' whole; "\r\n" and a lone "\r" become "\n".
    for (size_t i = 0; i < raw.size();) {
      size_t cr = raw.find('\r', i);
      if (cr == std::string_view::npos) {
        s.append(raw.substr(i));
        break;
      }
      s.append(raw.substr(i, cr - i));
      s.push_back('\n');
      i = cr + 1;
      if (i < raw.size() && raw[i] == '\n') ++i;
    }
    if (s.empty() || s.back() != '\n') s.push_back('\n');
  }

  /// CPython refuses NUL bytes and malformed UTF-8 before tokenizing.
  void check_encoding() {
    const std::string& s = src();
    ascii_ = true;
    for (size_t i = 0; i < s.size();) {
      // Eight ASCII bytes without NUL at a time (the common case).
      if (i + 8 <= s.size()) {
        uint64_t w;
        std::memcpy(&w, s.data() + i, 8);
        bool has_zero = ((w - 0x0101010101010101ULL) & ~w & 0x8080808080808080ULL) != 0;
        if (!(w & 0x8080808080808080ULL) && !has_zero) {
          i += 8;
          continue;
        }
      }
      auto b = static_cast<unsigned char>(s[i]);
      if (b >= 0x80) ascii_ = false;
      if (b == 0) {
        cur_ = i + 1;
        fail_at_cursor("source code cannot contain null bytes");
      }
      size_t n = b < 0x80 ? 1 : (b >= 0xC2 && b < 0xE0) ? 2 : (b >= 0xE0 && b < 0xF0) ? 3
                                                          : (b >= 0xF0 && b < 0xF5) ? 4 : 0;
      bool ok = n > 0 && i + n <= s.size();
      for (size_t k = 1; ok && k < n; ++k) {
        ok = (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80;
      }
      if (ok && n == 3) {
        auto b1 = static_cast<unsigned char>(s[i + 1]);
        ok = !(b == 0xE0 && b1 < 0xA0) && !(b == 0xED && b1 >= 0xA0);
      }
      if (ok && n == 4) {
        auto b1 = static_cast<unsigned char>(s[i + 1]);
        ok = !(b == 0xF0 && b1 < 0x90) && !(b == 0xF4 && b1 >= 0x90);
      }
      if (!ok) {
        char msg[160];
        std::snprintf(msg, sizeof msg,
                      "(unicode error) 'utf-8' codec can't decode byte 0x%02x in position %zu: "
                      "invalid %s byte",
                      b, i, (b >= 0x80 && b < 0xC0) ? "start" : "continuation");
        cur_ = i;
        int line = line_of(i);
        throw SyntaxErrorException("SyntaxError", msg, line, 0, line, 0, out_.line_text(line));
      }
      i += n;
    }
  }

  /// 1-based line holding byte `off`. Tokens come in order: the line of the last lookup or
  /// the next one usually holds it, else a binary search finds it.
  int line_of(size_t off) const {
    const auto& ls = out_.line_starts;
    size_t i = line_memo_;
    if (i < ls.size() && ls[i] <= off) {
      if (i + 1 == ls.size() || off < ls[i + 1]) return static_cast<int>(i + 1);
      if (i + 2 == ls.size() || off < ls[i + 2]) {
        line_memo_ = i + 1;
        return static_cast<int>(i + 2);
      }
    }
    auto it = std::upper_bound(ls.begin(), ls.end(), off);
    line_memo_ = static_cast<size_t>(it - ls.begin()) - 1;
    return static_cast<int>(it - ls.begin());
  }
  size_t line_start(int line) const { return out_.line_starts[static_cast<size_t>(line - 1)]; }

  /// Characters (code points) between byte offsets a <= b.
  int chars(size_t a, size_t b) const {
    if (ascii_) return static_cast<int>(b - a);
    // Tokens come in order, so resume from the last count on the same line: this keeps very
    // long lines linear.
    size_t from = a;
    int n = 0;
    if (a == memo_start_ && b >= memo_end_) {
      from = memo_end_;
      n = memo_chars_;
    }
    const std::string& s = src();
    size_t to = std::min(b, s.size());
    size_t i = from;
    // Eight bytes at a time: every byte but a UTF-8 continuation byte (10xxxxxx) starts one.
    for (; i + 8 <= to; i += 8) {
      uint64_t w;
      std::memcpy(&w, s.data() + i, 8);
      // The continuation bytes' top bits, one per byte, summed into the top byte by a multiply
      // (std::popcount is a libgcc call without -mpopcnt).
      const uint64_t continuation = (w & ~(w << 1) & 0x8080808080808080ULL) >> 7;
      n += 8 - static_cast<int>((continuation * 0x0101010101010101ULL) >> 56);
    }
    for (; i < to; ++i) {
      if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) ++n;
    }
    memo_start_ = a;
    memo_end_ = to;
    memo_chars_ = n;
    if (b > s.size()) n += static_cast<int>(b - s.size());
    return n;
  }
  int col_of(size_t off) const { return chars(line_start(line_of(off)), off); }

  /// The line CPython's tok->lineno names: that of the last character consumed.
  int cursor_line() const { return line_of(cur_ > 0 ? cur_ - 1 : 0); }

  // ---- character stream -----------------------------------------------------------------------

  int nextc() {
    if (cur_ >= size_) return kEof;
    return static_cast<unsigned char>(data_[cur_++]);
  }
  void backup(int c) {
    if (c != kEof) --cur_;
  }
  int peek(size_t ahead = 0) const {
    size_t i = cur_ + ahead;
    return i < size_ ? static_cast<unsigned char>(data_[i]) : kEof;
  }

  // ---- errors -----------------------------------------------------------------------------------

  [[noreturn]] void fail_range(const std::string& msg, int line, int offset, int end_offset,
                               const char* type = "SyntaxError") {
    throw SyntaxErrorException(type, msg, line, offset, line, end_offset, out_.line_text(line));
  }

  /// CPython's syntaxerror(): the offset is the cursor's character column (the column just
  /// after the last character consumed, i.e. the 1-based column of that character).
  [[noreturn]] void fail_at_cursor(const std::string& msg) {
    int line = cursor_line();
    int off = chars(line_start(line), cur_);
    fail_range(msg, line, off, off);
  }

  /// An error CPython's tokenizer only flags (tok->done), raised by the parser when it reaches
  /// this point: recorded as a final Error token.
  void stop_with(const char* type, const std::string& msg, int line, int offset, int end_offset) {
    if (skipping_) skip_.abort = true;  // scanned again as tokenize would (rescan_body)
    Token t;
    t.kind = TokenKind::Error;
    t.line = t.end_line = line;
    t.col = t.end_col = std::max(offset - 1, 0);
    t.start = t.end = cur_;
    out_.error.emplace(type, msg, line, offset, line, end_offset, out_.line_text(line));
    out_.tokens.push_back(std::move(t));
    done_ = true;
  }

  // ---- token output -----------------------------------------------------------------------------

  void emit(TokenKind kind, size_t start, size_t end) {
    if (defer_bodies_) {
      if (skipping_) return skipped(kind, start, end);
      track(kind, start, end);
    }
    if (!trivia_ && (kind == TokenKind::Comment || kind == TokenKind::NL)) return;
    Token& t = out_.tokens.emplace_back();
    t.kind = kind;
    t.text = std::string_view(data_ + start, end - start);
    t.start = start;
    t.end = end;
    t.line = line_of(start);
    size_t line_begin = line_start(t.line);
    if (ascii_) {
      // Characters are bytes; a token that ends before the next line starts is on one line.
      t.col = static_cast<int>(start - line_begin);
      const auto& ls = out_.line_starts;
      if (static_cast<size_t>(t.line) >= ls.size() || end <= ls[static_cast<size_t>(t.line)]) {
        t.end_line = t.line;
        t.end_col = t.col + static_cast<int>(end - start);
        emitted();
        return;
      }
    } else {
      t.col = chars(line_begin, start);
    }
    if (end > start) {
      t.end_line = line_of(end - 1);
      t.end_col = t.end_line == t.line ? chars(line_begin, end) : chars(line_start(t.end_line), end);
    } else {
      t.end_line = t.line;
      t.end_col = t.col;
    }
    emitted();
  }

  /// What follows every emitted token: its bracket level, and a skip that waited for it.
  void emitted() {
    out_.tokens.back().paren_level = static_cast<int>(brackets_.size());
    if (skip_after_emit_) [[unlikely]] {
      skip_after_emit_ = false;
      begin_skip();
    }
  }

  /// Indent, Dedent and EndMarker have no text; `cursor` is where CPython's cursor stands.
  void emit_synthetic(TokenKind kind, size_t cursor) {
    if (skipping_) {
      if (kind == TokenKind::EndMarker) skip_.abort = true;  // input ended inside brackets
      return;
    }
    Token t;
    t.kind = kind;
    t.start = t.end = cursor;
    size_t at = cursor >= src().size() ? src().size() - 1 : cursor;
    t.line = t.end_line = line_of(cursor >= src().size() ? at : cursor);
    t.col = t.end_col = chars(line_start(t.line), cursor);
    t.synthetic = true;
    t.cursor_col = t.col;
    t.paren_level = static_cast<int>(brackets_.size());
    out_.tokens.push_back(std::move(t));
  }

  // ---- the scanner ------------------------------------------------------------------------------

  bool in_fstring_literal() const {
    if (fstrings_.empty()) return false;
    const FString& f = fstrings_.back();
    if (brackets_.size() == f.bracket_base) return true;
    return brackets_.back().field && brackets_.back().in_spec;
  }

  void next() {
    if (in_fstring_literal()) {
      scan_fstring_literal();
      return;
    }
    if (atbol_) {
      atbol_ = false;
      if (!indentation()) return;
    }
    if (skipping_ && fstrings_.empty()) {  // (an f-string's fields are the regular scanner's)
      skim();
      return;
    }
    scan_regular();
  }

  /// Measures the indentation of a new line and emits INDENT/DEDENT (CPython: tok->atbol).
  /// Returns false when tokenizing stopped.
  bool indentation() {
    // The usual indentation, spaces only, counted in one go (the source ends with '\n' and
    // the string's NUL, so the scan needs no bound); tabs and the rest go through the loop.
    const char* p = data_ + cur_;
    while (*p == ' ') ++p;
    int col = static_cast<int>(p - (data_ + cur_)), altcol = col, cont_line_col = 0;
    cur_ = static_cast<size_t>(p - data_);
    int c;
    for (;;) {
      c = nextc();
      if (c == ' ') {
        ++col, ++altcol;
      } else if (c == '\t') {
        col = (col / kTabSize + 1) * kTabSize;
        ++altcol;
      } else if (c == '\f') {
        col = altcol = 0;
      } else if (c == '\\') {
        // A backslash in the indentation: the first one fixes the indentation level.
        cont_line_col = cont_line_col ? cont_line_col : col;
        if (!continuation_line()) return false;
      } else {
        break;
      }
    }
    backup(c);
    blankline_ = (c == '#' || c == '\n');
    if (blankline_ || !brackets_.empty()) return true;
    if (cont_line_col) col = altcol = cont_line_col;
    // The line errors name: looked up only for one (most lines of a skipped body need none).
    auto line = [&] { return c == kEof ? line_of(src().size() - 1) : cursor_line(); };
    if (col == indents_.back()) {
      if (altcol != altindents_.back()) return tab_error(line());
    } else if (col > indents_.back()) {
      if (static_cast<int>(indents_.size()) >= kMaxIndent) {
        stop_with("IndentationError", "too many levels of indentation", line(), 1, 0);
        return false;
      }
      if (altcol <= altindents_.back()) return tab_error(line());
      indents_.push_back(col);
      altindents_.push_back(altcol);
      emit_synthetic(TokenKind::Indent, cur_);
      if (body_pending_) start_body();
    } else {
      int dedents = 0;
      while (indents_.size() > 1 && col < indents_.back()) {
        indents_.pop_back();
        altindents_.pop_back();
        ++dedents;
      }
      if (col != indents_.back()) {
        // CPython reports this with its cursor at the end of the line.
        size_t eol = src().find('\n', cur_);
        eol = eol == std::string::npos ? src().size() : eol + 1;
        const int at = line();
        stop_with("IndentationError", "unindent does not match any outer indentation level", at,
                  chars(line_start(at), eol), -1);
        return false;
      }
      if (altcol != altindents_.back()) return tab_error(line());
      if (skipping_ && indents_.size() < skip_.level) {
        // The skipped body ends here: its nested blocks' DEDENTs were never emitted.
        dedents = static_cast<int>(skip_.level - indents_.size());
        end_skip();
      }
      for (int i = 0; i < dedents; ++i) emit_synthetic(TokenKind::Dedent, cur_);
    }
    return true;
  }

  bool tab_error(int line) {
    stop_with("TabError", "inconsistent use of tabs and spaces in indentation", line, 1, 0);
    return false;
  }

  /// After a backslash: requires a newline (and more input). Returns false when tokenizing
  /// stopped on an error.
  bool continuation_line() {
    int c = nextc();
    if (c != '\n') {
      int line = cursor_line();
      stop_with("SyntaxError", "unexpected character after line continuation character", line,
                chars(line_start(line), cur_), 0);
      return false;
    }
    if (peek() == kEof) {
      if (!brackets_.empty()) {
        end_of_input();
        return false;
      }
      int line = cursor_line();
      stop_with("SyntaxError", "unexpected EOF while parsing", line,
                chars(line_start(line), src().size()), -1);
      return false;
    }
    return true;
  }

  void end_of_input() {
    if (!brackets_.empty()) {
      const Bracket& b = brackets_.back();
      out_.unclosed_char = b.ch;
      out_.unclosed_line = b.line;
      out_.unclosed_col = b.col;
    }
    emit_synthetic(TokenKind::EndMarker, src().size());
    done_ = true;
  }

  void scan_regular() {
    int c;
    // Skip spaces and comments.
    do {
      c = nextc();
    } while (c == ' ' || c == '\t' || c == '\f');
    size_t start = cur_ - (c == kEof ? 0 : 1);

    if (c == '#') {
      // The source ends with '\n', so the comment's end is always found.
      cur_ = src().find('\n', cur_);
      emit(TokenKind::Comment, start, cur_);
      c = nextc();
      start = cur_ - 1;
    }
    if (c == kEof) {
      end_of_input();
      return;
    }
    if (c == '\n') {
      atbol_ = true;
      // Like CPython, the token leaves the '\n' out: it ends where it starts.
      emit((blankline_ || !brackets_.empty()) ? TokenKind::NL : TokenKind::Newline, start, start);
      blankline_ = false;
      return;
    }
    if (is_potential_identifier_start(c)) {
      scan_name_or_prefixed_string(c, start);
      return;
    }
    if (c == '.') {
      int c2 = nextc();
      if (is_digit(c2)) {
        scan_number_fraction(c2, start);
        return;
      }
      if (c2 == '.' && peek() == '.') {
        ++cur_;
        emit(TokenKind::Ellipsis, start, cur_);
        return;
      }
      backup(c2);
      emit(TokenKind::Dot, start, cur_);
      return;
    }
    if (is_digit(c)) {
      scan_number(c, start);
      return;
    }
    if (c == '\'' || c == '"') {
      scan_string(c, start, start);
      return;
    }
    if (c == '\\') {
      if (!continuation_line()) return;
      return;  // the next call goes on with the joined line
    }
    scan_operator(c, start);
  }

  // ---- names and strings ------------------------------------------------------------------------

  void scan_name_or_prefixed_string(int c, size_t start) {
    // The legal prefixes: b, r, u, f and the pairs br/rb, fr/rf in any case.
    bool saw_b = false, saw_r = false, saw_u = false, saw_f = false;
    const int first = c | 0x20;
    const bool may_prefix = c < 128 && (first == 'b' || first == 'r' || first == 'u' || first == 'f');
    for (; may_prefix;) {
      int l = c | 0x20;
      if (!(saw_b || saw_u || saw_f) && l == 'b' && c < 128) {
        saw_b = true;
      } else if (!(saw_b || saw_u || saw_r || saw_f) && l == 'u' && c < 128) {
        saw_u = true;
      } else if (!(saw_r || saw_u) && l == 'r' && c < 128) {
        saw_r = true;
      } else if (!(saw_f || saw_b || saw_u) && l == 'f' && c < 128) {
        saw_f = true;
      } else {
        break;
      }
      c = nextc();
      if (c == '"' || c == '\'') {
        if (saw_f) {
          start_fstring(c, start, saw_r);
        } else {
          scan_string(c, start, cur_ - 1);
        }
        return;
      }
    }
    bool nonascii = false;
    if (is_potential_identifier_char(c)) {
      // The rest of the name, in place: the source ends with '\n' (then the string's NUL).
      unsigned acc = static_cast<unsigned>(c);
      const auto* p = reinterpret_cast<const unsigned char*>(data_) + cur_;
      while (kIdentifierClass[*p] & 2) acc |= *p++;
      cur_ = static_cast<size_t>(reinterpret_cast<const char*>(p) - data_);
      nonascii = (acc & 0x80) != 0;
    } else {
      backup(c);
    }
    if (nonascii) verify_identifier(start);
    emit(TokenKind::Name, start, cur_);
    if (skipping_) return;
    Token& t = out_.tokens.back();
    t.keyword = is_python_keyword(t.text);
    t.soft_keyword = !t.keyword && is_python_soft_keyword(t.text);
  }

  /// Rejects names holding characters that are not identifier characters, as CPython does:
  /// "invalid character '€' (U+20AC)" with the cursor just after that character.
  void verify_identifier(size_t start) {
    size_t i = start;
    bool first = true;
    while (i < cur_) {
      size_t len;
      uint32_t cp = decode_utf8(src(), i, &len);
      bool ok = cp < 128 ? (first ? is_potential_identifier_start(static_cast<int>(cp))
                                  : is_potential_identifier_char(static_cast<int>(cp)))
                         : (first ? is_identifier_start(cp) : is_identifier_char(cp));
      if (!ok) {
        cur_ = i + len;
        char msg[64];
        if (is_printable(cp)) {
          std::string ch;
          append_utf8(&ch, cp);
          std::snprintf(msg, sizeof msg, "invalid character '%s' (U+%04X)", ch.c_str(), cp);
        } else {
          std::snprintf(msg, sizeof msg, "invalid non-printable character U+%04X", cp);
        }
        fail_at_cursor(msg);
      }
      first = false;
      i += len;
    }
  }

  /// A non-f string; `quote_pos` is the opening quote, `start` the prefix.
  void scan_string(int quote, size_t start, size_t quote_pos) {
    cur_ = quote_pos + 1;
    int quote_size = 1;
    int end_quote_size = 0;
    int c = nextc();
    if (c == quote) {
      c = nextc();
      if (c == quote) {
        quote_size = 3;
      } else {
        end_quote_size = 1;  // empty string
      }
    }
    if (c != quote) backup(c);
    // The body, in place (as nextc() would read it).
    const char* p = data_ + cur_;
    const char* const end = data_ + size_;
    const char q = static_cast<char>(quote);
    while (end_quote_size != quote_size) {
      if (p == end) {
        cur_ = size_;
        unterminated_string(quote, quote_size, start, kEof);
      }
      const char ch = *p++;
      if (ch == q) {
        ++end_quote_size;
        continue;
      }
      end_quote_size = 0;
      if (ch == '\n' && quote_size == 1) {
        cur_ = static_cast<size_t>(p - data_);
        unterminated_string(quote, quote_size, start, '\n');
      }
      if (ch == '\\' && p != end) ++p;  // skip the escaped character
    }
    cur_ = static_cast<size_t>(p - data_);
    emit(TokenKind::String, start, cur_);
  }

  [[noreturn]] void unterminated_string(int quote, int quote_size, size_t start, int c) {
    int detected = c == kEof ? line_of(src().size() - 1) : cursor_line();
    int line = line_of(start);
    int off = col_of(start) + 1;
    // Inside an f-string expression, a string opened by the f-string's own closing quote means
    // the replacement field was never closed.
    if (!fstrings_.empty() && fstrings_.back().quote == quote &&
        fstrings_.back().quote_size == quote_size) {
      fail_range("f-string: expecting '}'", line, off, off);
    }
    char msg[96];
    std::snprintf(msg, sizeof msg, "unterminated %sstring literal (detected at line %d)",
                  quote_size == 3 ? "triple-quoted " : "", detected);
    fail_range(msg, line, off, off);
  }

  // ---- f-strings (PEP 701) ----------------------------------------------------------------------

  void start_fstring(int quote, size_t start, bool raw) {
    int quote_size = 1;
    if (peek() == quote && peek(1) == quote) {
      cur_ += 2;
      quote_size = 3;
    }
    if (fstrings_.size() + 1 >= kMaxFStrings) fail_at_cursor("too many nested f-strings");
    fstrings_.push_back(FString{quote, quote_size, raw, start, brackets_.size()});
    emit(TokenKind::FStringStart, start, cur_);
  }

  /// Scans literal text of the innermost f-string, top level or format spec, up to a
  /// replacement field, the end of the spec, or the closing quote.
  void scan_fstring_literal() {
    FString& f = fstrings_.back();
    bool spec = brackets_.size() > f.bracket_base;
    size_t start = cur_;
    for (;;) {
      int c = nextc();
      if (c == kEof || (f.quote_size == 1 && c == '\n')) {
        int detected = c == kEof ? line_of(src().size() - 1) : cursor_line();
        int line = line_of(f.start);
        int off = col_of(f.start) + 1;
        char msg[96];
        std::snprintf(msg, sizeof msg, "unterminated %sf-string literal (detected at line %d)",
                      f.quote_size == 3 ? "triple-quoted " : "", detected);
        fail_range(msg, line, off, off);
      }
      if (c == f.quote && (f.quote_size == 1 || (peek() == c && peek(1) == c))) {
        size_t qstart = cur_ - 1;
        if (qstart > start) emit(TokenKind::FStringMiddle, start, qstart);
        cur_ = qstart + static_cast<size_t>(f.quote_size);
        // A quote inside an unclosed field ends the f-string; the parser then reports the
        // missing '}' at this FSTRING_END, as CPython does.
        brackets_.resize(f.bracket_base);
        emit(TokenKind::FStringEnd, qstart, cur_);
        fstrings_.pop_back();
        return;
      }
      if (c == '{') {
        if (!spec && peek() == '{') {
          ++cur_;  // "{{" is a literal brace
          continue;
        }
        backup(c);
        if (cur_ > start) emit(TokenKind::FStringMiddle, start, cur_);
        int depth = 0;
        for (size_t i = f.bracket_base; i < brackets_.size(); ++i) depth += brackets_[i].field;
        if (depth >= kMaxFieldNesting) fail_at_cursor("f-string: expressions nested too deeply");
        ++cur_;
        open_bracket('{', cur_ - 1, /*field=*/true);
        return;
      }
      if (c == '}') {
        if (spec) {
          // The end of the format spec and of its field.
          backup(c);
          if (cur_ > start) emit(TokenKind::FStringMiddle, start, cur_);
          ++cur_;
          close_bracket('}', cur_ - 1);
          return;
        }
        if (peek() == '}') {
          ++cur_;  // "}}"
          continue;
        }
        if (cur_ - 1 > start) emit(TokenKind::FStringMiddle, start, cur_ - 1);
        fail_at_cursor("f-string: single '}' is not allowed");
      }
      if (c == '\\') {
        int n = peek();
        if (n == '{' || n == '}') continue;  // the brace keeps its meaning; "\{" keeps the '\'
        if (!f.raw && n == 'N' && peek(1) == '{') {
          // A named escape \N{...}: its braces are not a replacement field.
          cur_ += 2;
          while (peek() != '}' && peek() != kEof && peek() != f.quote && peek() != '\n') ++cur_;
          if (peek() == '}') ++cur_;
          continue;
        }
        if (n != kEof) ++cur_;
      }
    }
  }

  // ---- numbers -------------------------------------------------------------------------------

  [[noreturn]] void fail_number(const char* kind) {
    char msg[64];
    std::snprintf(msg, sizeof msg, "invalid %s literal", kind);
    fail_at_cursor(msg);
  }

  /// CPython's verify_end_of_number: a letter right after a number is an error, except the
  /// start of a keyword that may follow a number in valid code (1if x else y): a warning there.
  void verify_end_of_number(int c, const char* kind) {
    bool keyword = false;
    auto ahead = [&](const char* rest) {
      for (size_t i = 0; rest[i]; ++i) {
        if (peek(i) != rest[i]) return false;
      }
      return true;
    };
    if (c == 'a') keyword = ahead("nd");
    else if (c == 'e') keyword = ahead("lse");
    else if (c == 'f') keyword = ahead("or");
    else if (c == 'i') keyword = peek() == 'f' || peek() == 'n' || peek() == 's';
    else if (c == 'o') keyword = ahead("r");
    else if (c == 'n') keyword = ahead("ot");
    if (keyword) return;
    if (c < 128 && c != kEof && is_potential_identifier_char(c)) {
      backup(c);
      fail_number(kind);
    }
  }

  /// Digits and single underscores after a first digit; returns the first other character.
  int decimal_tail() {
    for (;;) {
      int c;
      do {
        c = nextc();
      } while (is_digit(c));
      if (c != '_') return c;
      c = nextc();
      if (!is_digit(c)) {
        backup(c);
        fail_number("decimal");
      }
    }
  }

  void finish_number(int c, size_t start) {
    backup(c);
    emit(TokenKind::Number, start, cur_);
  }

  void scan_number(int c, size_t start) {
    if (c == '0') {
      c = nextc();
      int l = c | 0x20;
      if (l == 'x') {
        c = nextc();
        do {
          if (c == '_') c = nextc();
          if (!is_xdigit(c)) {
            backup(c);
            fail_number("hexadecimal");
          }
          do {
            c = nextc();
          } while (is_xdigit(c));
        } while (c == '_');
        verify_end_of_number(c, "hexadecimal");
        return finish_number(c, start);
      }
      if (l == 'o' || l == 'b') {
        const char* kind = l == 'o' ? "octal" : "binary";
        int top = l == 'o' ? '8' : '2';
        c = nextc();
        do {
          if (c == '_') c = nextc();
          if (c < '0' || c >= top) {
            if (is_digit(c)) fail_bad_digit(c, kind);
            backup(c);
            fail_number(kind);
          }
          do {
            c = nextc();
          } while (c >= '0' && c < top);
        } while (c == '_');
        if (is_digit(c)) fail_bad_digit(c, kind);
        verify_end_of_number(c, kind);
        return finish_number(c, start);
      }
      // "0", "00", "0_0", or a float/imaginary starting with 0.
      bool nonzero = false;
      for (;;) {
        if (c == '_') {
          c = nextc();
          if (!is_digit(c)) {
            backup(c);
            fail_number("decimal");
          }
        }
        if (c != '0') break;
        c = nextc();
      }
      size_t zeros_end = cur_;
      if (is_digit(c)) {
        nonzero = true;
        c = decimal_tail();
      }
      if (c == '.') return scan_number_fraction(nextc(), start);
      if (c == 'e' || c == 'E') return scan_number_exponent(c, start);
      if (c == 'j' || c == 'J') return scan_number_imaginary(start);
      if (nonzero) {
        backup(c);
        int line = cursor_line();
        fail_range("leading zeros in decimal integer literals are not permitted; use an 0o "
                   "prefix for octal integers",
                   line, col_of(start) + 1, chars(line_start(line), zeros_end));
      }
      verify_end_of_number(c, "decimal");
      return finish_number(c, start);
    }
    c = decimal_tail();
    if (c == '.') return scan_number_fraction(nextc(), start);
    if (c == 'e' || c == 'E') return scan_number_exponent(c, start);
    if (c == 'j' || c == 'J') return scan_number_imaginary(start);
    verify_end_of_number(c, "decimal");
    finish_number(c, start);
  }

  [[noreturn]] void fail_bad_digit(int c, const char* kind) {
    char msg[64];
    std::snprintf(msg, sizeof msg, "invalid digit '%c' in %s literal", c, kind);
    fail_at_cursor(msg);
  }

  /// After the '.': `c` is the first character of the fraction.
  void scan_number_fraction(int c, size_t start) {
    if (is_digit(c)) c = decimal_tail();
    if (c == 'e' || c == 'E') return scan_number_exponent(c, start);
    if (c == 'j' || c == 'J') return scan_number_imaginary(start);
    verify_end_of_number(c, "decimal");
    finish_number(c, start);
  }

  void scan_number_exponent(int e, size_t start) {
    int c = nextc();
    if (c == '+' || c == '-') {
      c = nextc();
      if (!is_digit(c)) {
        backup(c);
        fail_number("decimal");
      }
    } else if (!is_digit(c)) {
      // "1e" followed by a non-digit: the number ends before the 'e' (1else ...).
      backup(c);
      verify_end_of_number(e, "decimal");
      backup(e);
      emit(TokenKind::Number, start, cur_);
      return;
    }
    c = decimal_tail();
    if (c == 'j' || c == 'J') return scan_number_imaginary(start);
    verify_end_of_number(c, "decimal");
    finish_number(c, start);
  }

  void scan_number_imaginary(size_t start) {
    int c = nextc();
    verify_end_of_number(c, "imaginary");
    finish_number(c, start);
  }

  // ---- operators and brackets -------------------------------------------------------------------

  void open_bracket(char ch, size_t start, bool field = false) {
    if (brackets_.size() >= kMaxLevel) fail_at_cursor("too many nested parentheses");
    int line = line_of(start);
    brackets_.push_back(Bracket{ch, line, col_of(start), field, false});
    emit(ch == '(' ? TokenKind::LPar : ch == '[' ? TokenKind::LSqb : TokenKind::LBrace, start,
         start + 1);
  }

  void close_bracket(char ch, size_t start) {
    if (brackets_.empty()) {
      char msg[32];
      std::snprintf(msg, sizeof msg, "unmatched '%c'", ch);
      fail_at_cursor(msg);
    }
    const Bracket open = brackets_.back();
    char want = open.ch == '(' ? ')' : open.ch == '[' ? ']' : '}';
    if (ch != want) {
      char msg[128];
      if (open.field) {
        std::snprintf(msg, sizeof msg, "f-string: unmatched '%c'", ch);
      } else if (open.line != cursor_line()) {
        std::snprintf(msg, sizeof msg,
                      "closing parenthesis '%c' does not match opening parenthesis '%c' on "
                      "line %d",
                      ch, open.ch, open.line);
      } else {
        std::snprintf(msg, sizeof msg,
                      "closing parenthesis '%c' does not match opening parenthesis '%c'", ch,
                      open.ch);
      }
      fail_at_cursor(msg);
    }
    brackets_.pop_back();
    emit(ch == ')' ? TokenKind::RPar : ch == ']' ? TokenKind::RSqb : TokenKind::RBrace, start,
         start + 1);
  }

  void scan_operator(int c, size_t start) {
    // Brackets keep the nesting level; inside an f-string field ':' starts the format spec and
    // a lone '}' may close the field.
    switch (c) {
      case '(':
      case '[':
      case '{':
        open_bracket(static_cast<char>(c), start);
        return;
      case ')':
      case ']':
      case '}':
        close_bracket(static_cast<char>(c), start);
        return;
      case ':':
        // At the level of a replacement field, ':' starts its format spec (even before '=').
        if (!brackets_.empty() && brackets_.back().field) {
          brackets_.back().in_spec = true;
          emit(TokenKind::Colon, start, cur_);
          return;
        }
        break;
      default:
        break;
    }
    // Three-, then two-character operators (CPython's PyToken_ThreeChars / PyToken_TwoChars).
    int c2 = peek();
    int c3 = peek(1);
    auto op = [&](size_t len, TokenKind kind) {
      cur_ += len - 1;
      emit(kind, start, cur_);
    };
    switch (c) {
      case '*':
        if (c2 == '*') return c3 == '=' ? op(3, TokenKind::DoubleStarEqual) : op(2, TokenKind::DoubleStar);
        if (c2 == '=') return op(2, TokenKind::StarEqual);
        break;
      case '/':
        if (c2 == '/') return c3 == '=' ? op(3, TokenKind::DoubleSlashEqual) : op(2, TokenKind::DoubleSlash);
        if (c2 == '=') return op(2, TokenKind::SlashEqual);
        break;
      case '<':
        if (c2 == '<') return c3 == '=' ? op(3, TokenKind::LeftShiftEqual) : op(2, TokenKind::LeftShift);
        if (c2 == '=') return op(2, TokenKind::LessEqual);
        if (c2 == '>') return op(2, TokenKind::NotEqual);
        break;
      case '>':
        if (c2 == '>') return c3 == '=' ? op(3, TokenKind::RightShiftEqual) : op(2, TokenKind::RightShift);
        if (c2 == '=') return op(2, TokenKind::GreaterEqual);
        break;
      case '!': if (c2 == '=') return op(2, TokenKind::NotEqual); break;
      case '%': if (c2 == '=') return op(2, TokenKind::PercentEqual); break;
      case '&': if (c2 == '=') return op(2, TokenKind::AmperEqual); break;
      case '+': if (c2 == '=') return op(2, TokenKind::PlusEqual); break;
      case '-':
        if (c2 == '=') return op(2, TokenKind::MinEqual);
        if (c2 == '>') return op(2, TokenKind::RArrow);
        break;
      case ':': if (c2 == '=') return op(2, TokenKind::ColonEqual); break;
      case '=': if (c2 == '=') return op(2, TokenKind::EqEqual); break;
      case '@': if (c2 == '=') return op(2, TokenKind::AtEqual); break;
      case '^': if (c2 == '=') return op(2, TokenKind::CircumflexEqual); break;
      case '|': if (c2 == '=') return op(2, TokenKind::VBarEqual); break;
      default: break;
    }
    TokenKind kind;
    switch (c) {
      case ':': kind = TokenKind::Colon; break;
      case ',': kind = TokenKind::Comma; break;
      case ';': kind = TokenKind::Semi; break;
      case '+': kind = TokenKind::Plus; break;
      case '-': kind = TokenKind::Minus; break;
      case '*': kind = TokenKind::Star; break;
      case '/': kind = TokenKind::Slash; break;
      case '|': kind = TokenKind::VBar; break;
      case '&': kind = TokenKind::Amper; break;
      case '<': kind = TokenKind::Less; break;
      case '>': kind = TokenKind::Greater; break;
      case '=': kind = TokenKind::Equal; break;
      case '%': kind = TokenKind::Percent; break;
      case '~': kind = TokenKind::Tilde; break;
      case '^': kind = TokenKind::Circumflex; break;
      case '@': kind = TokenKind::At; break;
      case '!': kind = TokenKind::Exclamation; break;
      default:
        if (c < 0x20 || c == 0x7F) {
          char msg[64];
          std::snprintf(msg, sizeof msg, "invalid non-printable character U+%04X", c);
          fail_at_cursor(msg);
        }
        kind = TokenKind::Op;  // '$', '?', '`': the parser says "invalid syntax"
        break;
    }
    emit(kind, start, cur_);
  }

  // ---- deferred def bodies (tokenize_deferring_bodies) -------------------------------------------

  /// Follows the logical lines outside skipped bodies: which start a def header no scanned
  /// def body encloses (as the parser's defer_body needs), and whether it ends with ':'.
  void track(TokenKind kind, size_t start, size_t end) {
    switch (kind) {
      case TokenKind::Comment:
      case TokenKind::NL:
      case TokenKind::Indent:
      case TokenKind::Dedent:
        return;
      case TokenKind::Newline:
        body_pending_ = def_line_ && colon_last_;
        def_line_ = false;
        line_start_ = true;
        if (doc_line_) {
          doc_line_ = false;
          skip_after_emit_ = true;  // once this NEWLINE is out
        }
        return;
      default:
        break;
    }
    if (line_start_) {
      line_start_ = false;
      body_pending_ = false;  // the line after a header is not indented: no body to skip
      if (indents_.size() <= eager_def_level_) eager_def_level_ = SIZE_MAX;  // left that body
      def_line_ = eager_def_level_ == SIZE_MAX && kind == TokenKind::Name && end - start == 3 &&
                  std::memcmp(data_ + start, "def", 3) == 0;
      if (def_line_) def_level_ = indents_.size();
    }
    colon_last_ = kind == TokenKind::Colon;
  }

  /// Just after the INDENT of a def's body: skips it, or its lines after the first when that
  /// one starts with a string (a docstring, which the parser needs now).
  void start_body() {
    body_pending_ = false;
    skip_.level = indents_.size();
    size_t i = cur_;
    while (i < size_ && (data_[i] | 0x20) >= 'a' && (data_[i] | 0x20) <= 'z' && (data_[i] | 0x20) != 'f' && i < cur_ + 2) ++i;
    if (i < size_ && (data_[i] == '"' || data_[i] == '\'')) {
      doc_line_ = true;
      return;
    }
    begin_skip();
  }

  /// Scans the rest of a logical line of a skipped body without making tokens: only brackets,
  /// strings, comments, line ends and the names that make a generator matter here. What the
  /// regular scanner reports or must track (f-strings, stray characters, unterminated
  /// strings, mismatched brackets) is left to it, one token at a time.
  void skim() {
    const char* p = data_ + cur_;
    const char* const end = data_ + size_;
    size_t last = skip_.last_end;
    auto regular = [&](const char* at) {
      cur_ = static_cast<size_t>(at - data_);
      skip_.last_end = last;
      scan_regular();
    };
    // The source ends with '\n' and, past it, the string's NUL: the loops need no bounds.
    for (;;) {
      const char c = *p;
      switch (kSkimClass[static_cast<unsigned char>(c)]) {
        case kSkimBlank:
          ++p;
          continue;
        case kSkimOp:
          last = static_cast<size_t>(++p - data_);  // an operator (or a character the parser rejects)
          continue;
        case kSkimWord:
          break;
        case kSkimSpecial:
          switch (c) {
            case '\n':
              ++p;
              if (!brackets_.empty()) continue;
              cur_ = static_cast<size_t>(p - data_);
              atbol_ = true;
              blankline_ = false;
              skip_.last_end = last;
              return;
            case '#':
              p = static_cast<const char*>(std::memchr(p, '\n', static_cast<size_t>(end - p)));
              continue;
            case '\\':
              if (p + 2 < end && p[1] == '\n') {
                p += 2;
                continue;
              }
              return regular(p);
            case '(':
            case '[':
            case '{':
              if (brackets_.size() >= kMaxLevel) return regular(p);
              brackets_.push_back(Bracket{c, 0, 0});
              last = static_cast<size_t>(++p - data_);
              continue;
            case ')':
            case ']':
            case '}': {
              const char open = c == ')' ? '(' : c == ']' ? '[' : '{';
              if (brackets_.empty() || brackets_.back().ch != open) return regular(p);
              brackets_.pop_back();
              last = static_cast<size_t>(++p - data_);
              continue;
            }
            case '\'':
            case '"': {
              const char* q = skim_string(p, end);
              if (!q) return regular(p);
              p = q;
              last = static_cast<size_t>(p - data_);
              continue;
            }
            default:  // the end of the source (inside brackets)
              return regular(end);
          }
      }
      const char* word = p;
      while (kSkimClass[static_cast<unsigned char>(*p)] == kSkimWord) ++p;
      const size_t n = static_cast<size_t>(p - word);
      if ((*p == '\'' || *p == '"') && n <= 2) {
        // A string prefix: an f-string is the regular scanner's (its fields hold code).
        bool f = false;
        for (const char* k = word; k < p; ++k) f |= (*k | 0x20) == 'f';
        if (f) return regular(word);
        continue;  // the quote is scanned next
      }
      if (n == 5 && (std::memcmp(word, "yield", 5) == 0 || std::memcmp(word, "await", 5) == 0 ||
                     std::memcmp(word, "async", 5) == 0)) {
        skip_.abort = true;
        return;
      }
      last = static_cast<size_t>(p - data_);
    }
  }

  /// The end of the (non-f) string literal whose opening quote is at `p`, or null when it is
  /// not terminated as it must be.
  static const char* skim_string(const char* p, const char* end) {
    const char quote = *p;
    if (p + 2 < end && p[1] == quote && p[2] == quote) {
      for (p += 3; p < end; ++p) {
        if (*p == '\\') {
          ++p;
        } else if (*p == quote && p + 2 < end && p[1] == quote && p[2] == quote) {
          return p + 3;
        }
      }
      return nullptr;
    }
    for (++p; p < end; ++p) {
      if (*p == '\\') {
        if (++p < end && *p == '\n') continue;  // an escaped line break continues the literal
      } else if (*p == quote) {
        return p + 1;
      } else if (*p == '\n') {
        return nullptr;
      }
    }
    return nullptr;
  }

  void begin_skip() {
    skipping_ = true;
    skip_.cur = cur_;
    skip_.atbol = atbol_;
    skip_.tokens = out_.tokens.size();
    skip_.begin = line_start(line_of(cur_ < size_ ? cur_ : size_ - 1));
    if (atbol_) skip_.begin = cur_;  // just past the '\n' of the line before
    skip_.last_end = 0;
  }

  /// A token inside a skipped body: only its end is kept, unless it makes the def a generator.
  void skipped(TokenKind kind, size_t start, size_t end) {
    switch (kind) {
      case TokenKind::Comment:
      case TokenKind::NL:
      case TokenKind::Newline:
        return;
      case TokenKind::Name:
        if (end - start == 5 && (std::memcmp(data_ + start, "yield", 5) == 0 ||
                                 std::memcmp(data_ + start, "await", 5) == 0 ||
                                 std::memcmp(data_ + start, "async", 5) == 0))
          skip_.abort = true;
        break;
      default:
        break;
    }
    skip_.last_end = end;
  }

  /// Ends a skip at the DEDENT that closes the body: one Body token for what it skipped.
  void end_skip() {
    skipping_ = false;
    line_start_ = true;
    colon_last_ = false;
    def_line_ = false;
    if (skip_.last_end <= skip_.begin) return;  // nothing after the docstring
    Token& t = out_.tokens.emplace_back();
    t.kind = TokenKind::Body;
    t.start = skip_.begin;
    const int last = line_of(skip_.last_end - 1);
    t.end = static_cast<size_t>(last) < out_.line_starts.size() ? out_.line_starts[static_cast<size_t>(last)] : size_;
    t.text = std::string_view(data_ + t.start, t.end - t.start);
    t.line = line_of(t.start);
    t.end_line = last;
    t.end_col = chars(line_start(last), skip_.last_end);
    t.synthetic = true;
  }

  /// Scans a body again as tokenize would: it makes the def a generator, or tokenizing
  /// stopped in it.
  void rescan_body() {
    out_.tokens.resize(skip_.tokens);
    out_.error.reset();
    cur_ = skip_.cur;
    atbol_ = skip_.atbol;
    blankline_ = false;
    done_ = false;
    indents_.resize(skip_.level);
    altindents_.resize(skip_.level);
    brackets_.clear();
    fstrings_.clear();
    skipping_ = false;
    skip_.abort = false;
    line_start_ = true;
    colon_last_ = false;
    def_line_ = false;
    body_pending_ = false;
    doc_line_ = false;
    eager_def_level_ = def_level_;  // defs in this body are nested ones: never deferred
  }

  bool defer_bodies_ = false;
  bool trivia_ = true;  // Comment and NL tokens are kept
  bool skipping_ = false;
  bool line_start_ = true;     // the next significant token starts a logical line
  bool def_line_ = false;      // this logical line is a def header that may be deferred
  bool colon_last_ = false;    // its last token so far is ':'
  bool body_pending_ = false;  // such a header ended with ':' NEWLINE: its INDENT starts the body
  bool doc_line_ = false;      // the body's first line is being scanned; skipping starts after it
  bool skip_after_emit_ = false;
  size_t def_level_ = 0;       // indents_.size() at that header
  size_t eager_def_level_ = SIZE_MAX;  // indents_.size() at the header of a scanned def body
  struct {
    size_t level = 0;      // indents_.size() inside the body
    size_t cur = 0;        // where the skip started, and the state to scan again from
    bool atbol = false;
    size_t tokens = 0;
    size_t begin = 0;      // the Body token's byte range starts here
    size_t last_end = 0;   // the end of the last token skipped
    bool abort = false;
  } skip_;

  std::shared_ptr<std::string> source_;  // the normalized source (out_.source shares it)
  const char* data_ = nullptr;           // its bytes and size, as the scanner reads them
  size_t size_ = 0;
  TokenStream out_;
  mutable size_t line_memo_ = 0;  // line_of's last answer, 0-based
  bool ascii_ = false;            // the source is ASCII: characters are bytes
  mutable size_t memo_start_ = SIZE_MAX, memo_end_ = 0;
  mutable int memo_chars_ = 0;
  size_t cur_ = 0;
  bool done_ = false;
  bool atbol_ = true;
  bool blankline_ = false;
  std::vector<int> indents_{0};
  std::vector<int> altindents_{0};
  std::vector<Bracket> brackets_;
  std::vector<FString> fstrings_;
};

// ---- string literal decoding --------------------------------------------------------------------


int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

const char* token_kind_name(TokenKind kind) {
  static const char* const names[] = {
      "ENDMARKER", "NAME", "NUMBER", "STRING", "FSTRING_START", "FSTRING_MIDDLE", "FSTRING_END",
      "NEWLINE", "NL", "COMMENT", "INDENT", "DEDENT", "ERRORTOKEN", "OP", "LPAR", "RPAR", "LSQB",
      "RSQB", "LBRACE", "RBRACE", "COLON", "COMMA", "SEMI", "DOT", "ELLIPSIS", "PLUS", "MINUS",
      "STAR", "SLASH", "DOUBLESLASH", "PERCENT", "DOUBLESTAR", "AT", "VBAR", "AMPER",
      "CIRCUMFLEX", "TILDE", "LEFTSHIFT", "RIGHTSHIFT", "LESS", "GREATER", "EQEQUAL", "NOTEQUAL",
      "LESSEQUAL", "GREATEREQUAL", "EQUAL", "PLUSEQUAL", "MINEQUAL", "STAREQUAL", "SLASHEQUAL",
      "DOUBLESLASHEQUAL", "PERCENTEQUAL", "DOUBLESTAREQUAL", "ATEQUAL", "VBAREQUAL",
      "AMPEREQUAL", "CIRCUMFLEXEQUAL", "LEFTSHIFTEQUAL", "RIGHTSHIFTEQUAL", "RARROW",
      "COLONEQUAL", "EXCLAMATION", "BODY"};
  auto i = static_cast<size_t>(kind);
  return i < sizeof names / sizeof names[0] ? names[i] : "?";
}

std::string TokenStream::line_text(int line) const {
  if (line < 1 || static_cast<size_t>(line) > line_starts.size()) return "";
  size_t a = line_starts[static_cast<size_t>(line - 1)];
  size_t b = source->find('\n', a);
  return source->substr(a, (b == std::string::npos ? source->size() : b) - a);
}

TokenStream tokenize(std::string_view source, bool trivia) { return Lexer(source).run(false, trivia); }

TokenStream tokenize_deferring_bodies(std::string_view source, bool trivia) {
  return Lexer(source).run(true, trivia);
}

bool is_python_keyword(std::string_view s) {
  // Dispatch on the first character, then compare with the few keywords it starts: most names
  // (self, x, tf, ...) start with a letter no keyword does, or match no keyword in length.
  auto any = [s](std::initializer_list<std::string_view> kws) {
    for (std::string_view k : kws)
      if (s == k) return true;
    return false;
  };
  if (s.size() < 2 || s.size() > 8) return false;
  switch (s[0]) {
    case 'F': return s == "False";
    case 'N': return s == "None";
    case 'T': return s == "True";
    case 'a': return any({"and", "as", "assert", "async", "await"});
    case 'b': return s == "break";
    case 'c': return any({"class", "continue"});
    case 'd': return any({"def", "del"});
    case 'e': return any({"elif", "else", "except"});
    case 'f': return any({"finally", "for", "from"});
    case 'g': return s == "global";
    case 'i': return any({"if", "import", "in", "is"});
    case 'l': return s == "lambda";
    case 'n': return any({"nonlocal", "not"});
    case 'o': return s == "or";
    case 'p': return s == "pass";
    case 'r': return any({"raise", "return"});
    case 't': return s == "try";
    case 'w': return any({"while", "with"});
    case 'y': return s == "yield";
    default: return false;
  }
}

std::optional<std::string> decode_string_body(std::string_view s, bool raw, bool bytes,
                                              bool fstring, std::string* error,
                                              char* invalid_escape) {
  std::string out;
  out.reserve(s.size());
  // Positions in CPython's "(unicode error)" messages count bytes of the literal body.
  auto fail = [&](size_t from, size_t to, const char* what) -> std::optional<std::string> {
    char msg[200];
    std::snprintf(msg, sizeof msg,
                  "(unicode error) 'unicodeescape' codec can't decode bytes in position "
                  "%zu-%zu: %s",
                  from, to, what);
    if (bytes) {
      std::snprintf(msg, sizeof msg, "(value error) %s", what);
    }
    if (error) *error = msg;
    return std::nullopt;
  };
  for (size_t i = 0; i < s.size(); ++i) {
    if (!fstring) {
      // Text up to the next backslash (all of it when raw) is copied as it is.
      const void* hit = raw ? nullptr : std::memchr(s.data() + i, '\\', s.size() - i);
      const size_t stop = hit ? static_cast<size_t>(static_cast<const char*>(hit) - s.data()) : s.size();
      out.append(s.data() + i, stop - i);
      if (stop == s.size()) break;
      i = stop;
    }
    char c = s[i];
    if (fstring && (c == '{' || c == '}') && i + 1 < s.size() && s[i + 1] == c) {
      out.push_back(c);
      ++i;
      continue;
    }
    if (c != '\\' || raw || i + 1 >= s.size()) {
      out.push_back(c);
      continue;
    }
    size_t esc = i;
    char e = s[++i];
    switch (e) {
      case '\n': break;
      case '\\': out.push_back('\\'); break;
      case '\'': out.push_back('\''); break;
      case '"': out.push_back('"'); break;
      case 'a': out.push_back('\a'); break;
      case 'b': out.push_back('\b'); break;
      case 'f': out.push_back('\f'); break;
      case 'n': out.push_back('\n'); break;
      case 'r': out.push_back('\r'); break;
      case 't': out.push_back('\t'); break;
      case 'v': out.push_back('\v'); break;
      case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
        uint32_t v = static_cast<uint32_t>(e - '0');
        for (int k = 0; k < 2 && i + 1 < s.size() && s[i + 1] >= '0' && s[i + 1] <= '7'; ++k) {
          v = v * 8 + static_cast<uint32_t>(s[++i] - '0');
        }
        if (bytes) {
          out.push_back(static_cast<char>(v & 0xFF));
        } else {
          append_utf8(&out, v);
        }
        break;
      }
      case 'x': case 'u': case 'U': {
        if (bytes && e != 'x') {
          out.push_back('\\');
          out.push_back(e);
          if (invalid_escape && !*invalid_escape) *invalid_escape = e;
          break;
        }
        int digits = e == 'x' ? 2 : e == 'u' ? 4 : 8;
        uint32_t v = 0;
        int n = 0;
        while (n < digits && i + 1 < s.size() && hex_value(s[i + 1]) >= 0) {
          v = v * 16 + static_cast<uint32_t>(hex_value(s[++i]));
          ++n;
        }
        if (n < digits) {
          if (bytes) {
            char what[64];
            std::snprintf(what, sizeof what, "invalid \\x escape at position %zu", esc);
            return fail(esc, i, what);
          }
          const char* what = e == 'x'   ? "truncated \\xXX escape"
                             : e == 'u' ? "truncated \\uXXXX escape"
                                        : "truncated \\UXXXXXXXX escape";
          return fail(esc, i, what);
        }
        if (bytes) {
          out.push_back(static_cast<char>(v));
        } else {
          if (v > 0x10FFFF) return fail(esc, i, "illegal Unicode character");
          append_utf8(&out, v);
        }
        break;
      }
      case 'N': {
        if (bytes) {
          out.push_back('\\');
          out.push_back('N');
          if (invalid_escape && !*invalid_escape) *invalid_escape = 'N';
          break;
        }
        size_t close = s.find('}', i);
        if (i + 1 >= s.size() || s[i + 1] != '{' || close == std::string_view::npos ||
            close == i + 2) {
          return fail(esc, i, "malformed \\N character escape");
        }
        std::string name(s.substr(i + 2, close - i - 2));
        std::optional<char32_t> cp = ucd::lookup_name(name);
        if (!cp) return fail(esc, close, "unknown Unicode character name");
        append_utf8(&out, *cp);
        i = close;
        break;
      }
      default:
        // Unknown escapes keep their backslash (SyntaxWarning: invalid escape sequence).
        out.push_back('\\');
        out.push_back(e);
        if (invalid_escape && !*invalid_escape) *invalid_escape = e;
        break;
    }
  }
  return out;
}

}  // namespace tfplay::py
