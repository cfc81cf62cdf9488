// The compiled form of a regular expression: a program for the backtracking matcher
// (re_matcher.cpp), made by the pattern compiler (re_compiler.cpp). It plays the part of
// CPython 3.12's sre code (Modules/_sre/sre_constants.h); the instruction set is tfplay's own.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace tfplay::py::re {

/// The flags of CPython's re module (Lib/re/_constants.py values).
enum Flag : int {
  kTemplate = 1, kIgnoreCase = 2, kLocale = 4, kMultiline = 8, kDotAll = 16,
  kUnicode = 32, kVerbose = 64, kDebug = 128, kAscii = 256,
};

enum class Op : std::uint8_t {
  Char,        // c: the code point at sp equals c
  CharFold,    // c: equals c after case folding (IGNORECASE)
  Any,         // any code point but '\n'
  AnyAll,      // any code point (DOTALL)
  Class,       // x: in classes[x]
  Split,       // try x, on failure y
  Jmp,         // go to x
  Save,        // x: capture slot x = sp
  Assert,      // x: an AssertKind at sp
  Backref,     // x: the text group x matched (c != 0: case-folded)
  RepStart,    // x: register x = sp (the start of one loop iteration)
  RepCheck,    // x, y: when register x == sp (an empty iteration), go to y (leave the loop)
  LookStart,   // x: lookaround id; y: the instruction after its LookEnd; c: width behind (or -1)
               //    kind: 0 positive, 1 negative; 2 atomic group
  LookEnd,     // x: lookaround id
  GroupExists, // x: group; y: where to go when it did not match
  Match,       // success
};

enum class AssertKind : std::int32_t {
  LineStart, LineEnd, StringStart, StringEnd, StringEndOrNewline, WordBoundary, NotWordBoundary,
  MultiLineStart, MultiLineEnd,
};

struct Inst {
  Op op;
  std::uint8_t kind = 0;
  std::int32_t x = 0, y = 0;
  std::int64_t c = 0;
};

/// A character class: ranges and category escapes, maybe negated.
struct CharClass {
  enum Category : std::uint8_t { Digit, NotDigit, Word, NotWord, Space, NotSpace };
  std::vector<std::pair<char32_t, char32_t>> ranges;
  std::vector<Category> categories;
  bool negated = false;
  bool fold = false;   // IGNORECASE
  bool ascii = false;  // ASCII flag or a bytes pattern: categories are ASCII-only
};

struct Program {
  std::vector<Inst> code;
  std::vector<CharClass> classes;
  int groups = 0;     // capturing groups (group 0 excluded)
  int registers = 0;  // RepStart registers
  int lookarounds = 0;
  int flags = 0;      // the effective flags (inline flags and UNICODE included)
  bool bytes = false;
  std::vector<std::pair<std::string, int>> group_names;  // in definition order
};

/// A pattern the compiler refuses: re.error's message and position (in code points).
struct PatternError {
  std::string message;
  std::int64_t pos;
};

/// Compiles `pattern` (code points; bytes patterns one per byte) with `flags`. Throws
/// PatternError for what CPython's parser rejects.
Program compile(const std::u32string& pattern, int flags, bool bytes);

/// The outcome of one match: 2 slots per group (group 0 first), -1 when unset, and lastindex
/// (-1 when no group matched).
struct MatchResult {
  std::vector<std::int64_t> slots;
  std::int64_t lastindex = -1;
};

enum class MatchMode { Match, FullMatch, Search };

/// Runs `program` on `text` between `pos` and `endpos`. `must_advance`: an empty match at
/// `pos` does not count (what finditer/sub/split need after an empty match). `tick` runs
/// every 64 instructions (the interpreter's step budget; it may throw to stop the match).
/// Returns false when there is no match.
bool run(const Program& program, const std::u32string& text, std::int64_t pos, std::int64_t endpos,
         MatchMode mode, bool must_advance, MatchResult& out, const std::function<void()>& tick);

/// Character predicates shared by the compiler and the matcher.
bool is_word(char32_t c, bool ascii);
bool is_digit(char32_t c, bool ascii);
bool is_space(char32_t c, bool ascii);
char32_t fold(char32_t c, bool ascii);

}  // namespace tfplay::py::re
