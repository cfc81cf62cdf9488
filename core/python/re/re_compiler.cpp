// The pattern compiler: parses a regular expression with CPython 3.12's syntax and error
// messages (Lib/re/_parser.py is the behaviour followed; the code is tfplay's own) and emits
// the matcher's program directly, tracking each piece's width range (for look-behind's
// fixed-width rule and for loops whose body can match empty).
#include <algorithm>
#include <limits>
#include <stdexcept>

#include "core/python/re/re_program.h"
#include "core/python/unicode.h"
#include "core/python/unicode/ucd.h"

namespace tfplay::py::re {

namespace {

constexpr std::int64_t kInf = std::numeric_limits<std::int64_t>::max() / 4;
constexpr std::size_t kMaxProgram = 4'000'000;

struct Width {
  std::int64_t min = 0, max = 0;
};

std::int64_t add(std::int64_t a, std::int64_t b) { return std::min(kInf, a + b); }
std::int64_t mul(std::int64_t a, std::int64_t b) {
  if (a == 0 || b == 0) return 0;
  if (a >= kInf / b) return kInf;
  return a * b;
}

std::string utf8(const std::u32string& s) {
  std::string out;
  for (char32_t c : s) out += utf8_encode(c);
  return out;
}

bool ascii_alpha(char32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool ascii_digit(char32_t c) { return c >= '0' && c <= '9'; }

class Compiler {
 public:
  Compiler(const std::u32string& p, int flags, bool bytes) : p_(p), flags_(flags) {
    prog_.bytes = bytes;
  }

  Program run() {
    // Global inline flags sit at the very start; VERBOSE among them changes how the rest reads.
    Width w = alternation(0);
    if (i_ < p_.size()) {
      if (p_[i_] == ')') error("unbalanced parenthesis", i_);
      error("internal parser error", i_);
    }
    (void)w;
    for (auto [g, pos] : forward_refs_)
      if (g > prog_.groups) error("invalid group reference " + std::to_string(g), static_cast<std::int64_t>(pos));
    emit({Op::Match});
    prog_.flags = flags_;
    if (!prog_.bytes && !(flags_ & kAscii)) prog_.flags |= kUnicode;
    return std::move(prog_);
  }

 private:
  const std::u32string& p_;
  std::size_t i_ = 0;
  int flags_;
  Program prog_;
  std::vector<int> open_groups_;
  std::vector<std::pair<int, std::size_t>> forward_refs_;  // conditionals' group numbers
  bool seen_item_ = false;     // something other than global flags was parsed
  bool global_flags_ = false;  // the atom just parsed was a global flags group

  [[noreturn]] void error(const std::string& msg, std::int64_t pos) { throw PatternError{msg, pos}; }

  bool ascii() const { return prog_.bytes || (flags_ & kAscii); }
  bool at_end() const { return i_ >= p_.size(); }

  std::size_t emit(Inst in) {
    if (prog_.code.size() >= kMaxProgram) throw std::length_error("pattern too large");
    prog_.code.push_back(in);
    return prog_.code.size() - 1;
  }

  /// Skips VERBOSE whitespace and comments.
  void skip_verbose() {
    if (!(flags_ & kVerbose)) return;
    while (i_ < p_.size()) {
      char32_t c = p_[i_];
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f') {
        ++i_;
      } else if (c == '#') {
        while (i_ < p_.size() && p_[i_] != '\n') ++i_;
      } else {
        break;
      }
    }
  }

  Width alternation(int depth) {
    std::vector<std::size_t> jumps;
    std::size_t start = prog_.code.size();
    Width total{kInf, 0};
    bool first = true;
    for (;;) {
      std::size_t branch_start = prog_.code.size();
      Width w = sequence(depth);
      total.min = std::min(total.min, w.min);
      total.max = std::max(total.max, w.max);
      if (i_ < p_.size() && p_[i_] == '|') {
        ++i_;
        // Split to this branch or the next, then this branch jumps to the end when it matched.
        insert_split(branch_start);
        jumps.push_back(emit({Op::Jmp}));
        prog_.code[branch_start].y = static_cast<std::int32_t>(prog_.code.size());
        (void)first;
        first = false;
        continue;
      }
      break;
    }
    std::size_t end = prog_.code.size();
    for (std::size_t j : jumps) prog_.code[j].x = static_cast<std::int32_t>(end);
    (void)start;
    return total;
  }

  /// Inserts Split(at + 1, ?) before instruction `at`, moving what follows by one.
  void insert_split(std::size_t at) {
    std::vector<Inst> body(prog_.code.begin() + static_cast<std::ptrdiff_t>(at), prog_.code.end());
    prog_.code.resize(at);
    emit({Op::Split, 0, static_cast<std::int32_t>(at + 1), 0});
    append(body, at);
  }

  /// Appends `body` (compiled to start at `from`), relocating its jump targets.
  void append(const std::vector<Inst>& body, std::size_t from) {
    std::int64_t delta = static_cast<std::int64_t>(prog_.code.size()) - static_cast<std::int64_t>(from);
    for (Inst in : body) {
      switch (in.op) {
        case Op::Split: in.x += delta; in.y += delta; break;
        case Op::Jmp: in.x += delta; break;
        case Op::RepCheck: case Op::LookStart: case Op::GroupExists: in.y += delta; break;
        default: break;
      }
      emit(in);
    }
  }

  Width sequence(int depth) {
    Width total;
    for (;;) {
      skip_verbose();
      if (at_end()) break;
      char32_t c = p_[i_];
      if (c == '|' || c == ')') break;
      std::size_t atom_start = prog_.code.size();
      std::size_t atom_pos = i_;
      bool repeatable = true;
      global_flags_ = false;
      Width w = atom(depth, repeatable);
      if (!global_flags_) seen_item_ = true;
      (void)atom_pos;
      w = quantifiers(atom_start, w, repeatable);
      total.min = add(total.min, w.min);
      total.max = add(total.max, w.max);
    }
    return total;
  }

  /// Reads {m,n} at i_ (after '{'); false (i_ unchanged) when it is a literal '{'.
  bool read_braces(std::int64_t& lo, std::int64_t& hi) {
    std::size_t j = i_ + 1;
    std::string a, b;
    while (j < p_.size() && ascii_digit(p_[j])) a += static_cast<char>(p_[j++]);
    bool comma = false;
    if (j < p_.size() && p_[j] == ',') {
      comma = true;
      ++j;
      while (j < p_.size() && ascii_digit(p_[j])) b += static_cast<char>(p_[j++]);
    }
    if (j >= p_.size() || p_[j] != '}' || (a.empty() && !comma)) return false;
    auto num = [](const std::string& s) -> std::int64_t {
      if (s.size() > 12) return kInf;
      return std::stoll(s);
    };
    lo = a.empty() ? 0 : num(a);
    hi = comma ? (b.empty() ? kInf : num(b)) : lo;
    if (lo >= 4294967295LL || (hi != kInf && hi >= 4294967295LL)) error("the repetition number is too large", i_ + 1);
    if (hi < lo) error("min repeat greater than max repeat", i_ + 1);
    i_ = j + 1;
    return true;
  }

  Width quantifiers(std::size_t atom_start, Width w, bool repeatable) {
    bool repeated = false;
    for (;;) {
      skip_verbose();
      if (at_end()) return w;
      char32_t c = p_[i_];
      std::size_t qpos = i_;
      std::int64_t lo, hi;
      if (c == '*') { lo = 0; hi = kInf; ++i_; }
      else if (c == '+') { lo = 1; hi = kInf; ++i_; }
      else if (c == '?') { lo = 0; hi = 1; ++i_; }
      else if (c == '{') {
        if (!read_braces(lo, hi)) return w;
      } else {
        return w;
      }
      if (!repeatable) error("nothing to repeat", qpos);
      if (repeated) error("multiple repeat", qpos);
      bool lazy = false, possessive = false;
      if (i_ < p_.size() && p_[i_] == '?') { lazy = true; ++i_; }
      else if (i_ < p_.size() && p_[i_] == '+') { possessive = true; ++i_; }
      repeated = true;
      std::vector<Inst> body(prog_.code.begin() + static_cast<std::ptrdiff_t>(atom_start), prog_.code.end());
      prog_.code.resize(atom_start);
      std::size_t look = 0;
      if (possessive) look = emit({Op::LookStart, 2, prog_.lookarounds++, 0, -1});
      repeat(body, atom_start, lo, hi, lazy, w.min == 0);
      if (possessive) {
        emit({Op::LookEnd, 2, prog_.code[look].x});
        prog_.code[look].y = static_cast<std::int32_t>(prog_.code.size());
      }
      w = {mul(w.min, lo), hi == kInf ? (w.max == 0 ? 0 : kInf) : mul(w.max, hi)};
    }
  }

  void repeat(const std::vector<Inst>& body, std::size_t from, std::int64_t lo, std::int64_t hi, bool lazy,
              bool can_be_empty) {
    if (body.empty()) return;
    if (mul(static_cast<std::int64_t>(body.size()), std::min(hi == kInf ? lo + 1 : hi, kInf)) > static_cast<std::int64_t>(kMaxProgram))
      throw std::length_error("pattern too large");
    for (std::int64_t k = 0; k < lo; ++k) append(body, from);
    auto split = [&](std::size_t at, std::size_t exit) {
      Inst& s = prog_.code[at];
      s.x = static_cast<std::int32_t>(lazy ? exit : at + 1);
      s.y = static_cast<std::int32_t>(lazy ? at + 1 : exit);
    };
    if (hi == kInf) {
      std::size_t loop = emit({Op::Split});
      int reg = -1;
      if (can_be_empty) {
        reg = prog_.registers++;
        emit({Op::RepStart, 0, reg});
      }
      append(body, from);
      std::size_t check = 0;
      if (can_be_empty) check = emit({Op::RepCheck, 0, reg});
      emit({Op::Jmp, 0, static_cast<std::int32_t>(loop)});
      std::size_t exit = prog_.code.size();
      split(loop, exit);
      if (can_be_empty) prog_.code[check].y = static_cast<std::int32_t>(exit);
      return;
    }
    // The optional copies. As in sre, an optional iteration that matched nothing ends the
    // repetition (RepCheck leaves for the tail).
    std::vector<std::size_t> splits, checks;
    int reg = can_be_empty && hi > lo ? prog_.registers++ : -1;
    for (std::int64_t k = lo; k < hi; ++k) {
      splits.push_back(emit({Op::Split}));
      if (reg >= 0) emit({Op::RepStart, 0, reg});
      append(body, from);
      if (reg >= 0) checks.push_back(emit({Op::RepCheck, 0, reg}));
    }
    std::size_t exit = prog_.code.size();
    for (std::size_t s : splits) split(s, exit);
    for (std::size_t c : checks) prog_.code[c].y = static_cast<std::int32_t>(exit);
  }

  std::string group_name_at(std::size_t& j, char32_t terminator, const char* missing) {
    std::size_t start = j;
    while (j < p_.size() && p_[j] != terminator) ++j;
    if (j >= p_.size()) error(std::string("missing ") + static_cast<char>(terminator) + ", unterminated name", start);
    (void)missing;
    std::u32string name = p_.substr(start, j - start);
    ++j;
    return utf8(name);
  }

  bool is_identifier(const std::string& name) const {
    if (name.empty()) return false;
    std::vector<std::string> chars = utf8_chars(name);
    for (std::size_t k = 0; k < chars.size(); ++k) {
      char32_t c = utf8_decode(chars[k]);
      bool ok = c == '_' || ascii_alpha(c) || (c >= 0x80 && ucd::is_alpha(c)) || (k > 0 && (ascii_digit(c) || (c >= 0x80 && ucd::is_decimal(c))));
      if (!ok) return false;
    }
    return true;
  }

  int lookup_group(const std::string& name) const {
    for (auto& [n, g] : prog_.group_names)
      if (n == name) return g;
    return -1;
  }

  bool group_open(int g) const { return std::find(open_groups_.begin(), open_groups_.end(), g) != open_groups_.end(); }

  Width atom(int depth, bool& repeatable) {
    char32_t c = p_[i_];
    std::size_t pos = i_;
    switch (c) {
      case '(': return group(depth, repeatable);
      case '[': return char_class();
      case '.':
        ++i_;
        emit({(flags_ & kDotAll) ? Op::AnyAll : Op::Any});
        return {1, 1};
      case '^':
        ++i_;
        emit({Op::Assert, 0, static_cast<std::int32_t>((flags_ & kMultiline) ? AssertKind::MultiLineStart : AssertKind::LineStart)});
        repeatable = false;
        return {0, 0};
      case '$':
        ++i_;
        emit({Op::Assert, 0, static_cast<std::int32_t>((flags_ & kMultiline) ? AssertKind::MultiLineEnd : AssertKind::LineEnd)});
        repeatable = false;
        return {0, 0};
      case '*': case '+': case '?':
        error("nothing to repeat", pos);
      case '{': {
        std::int64_t lo, hi;
        std::size_t save = i_;
        if (read_braces(lo, hi)) error("nothing to repeat", save);
        i_ = save + 1;
        literal('{');
        return {1, 1};
      }
      case '\\': return escape(repeatable);
      default:
        ++i_;
        literal(c);
        return {1, 1};
    }
  }

  void literal(char32_t c) {
    if (flags_ & kIgnoreCase) emit({Op::CharFold, 0, 0, 0, static_cast<std::int64_t>(fold(c, ascii()))});
    else emit({Op::Char, 0, 0, 0, static_cast<std::int64_t>(c)});
  }

  void class_op(CharClass cls) {
    cls.fold = (flags_ & kIgnoreCase) != 0;
    cls.ascii = ascii();
    prog_.classes.push_back(std::move(cls));
    emit({Op::Class, 0, static_cast<std::int32_t>(prog_.classes.size() - 1)});
  }

  /// Reads hex digits for \x, \u, \U; `start` is the backslash.
  char32_t hex_escape(std::size_t start, int digits, char32_t letter) {
    std::size_t j = i_;
    std::string hex;
    while (static_cast<int>(hex.size()) < digits && j < p_.size() && p_[j] < 128 && std::isxdigit(static_cast<int>(p_[j])))
      hex += static_cast<char>(p_[j++]);
    if (static_cast<int>(hex.size()) < digits) {
      std::string text = "\\";
      text += static_cast<char>(letter);
      text += hex;
      error("incomplete escape " + text, start);
    }
    i_ = j;
    unsigned long v = std::stoul(hex, nullptr, 16);
    if (v > 0x10FFFF) error("bad escape \\" + std::string(1, static_cast<char>(letter)) + hex, start);
    return static_cast<char32_t>(v);
  }

  /// A character escape valid both inside and outside classes; nullopt-like -1 if not one.
  std::int64_t char_escape(std::size_t start, char32_t e, bool in_class) {
    switch (e) {
      case 'a': return 7;
      case 'f': return 12;
      case 'n': return 10;
      case 'r': return 13;
      case 't': return 9;
      case 'v': return 11;
      case '\\': return '\\';
      case 'x': return hex_escape(start, 2, 'x');
      case 'u': if (!prog_.bytes) return hex_escape(start, 4, 'u'); break;
      case 'U': if (!prog_.bytes) return hex_escape(start, 8, 'U'); break;
      case 'N':
        if (!prog_.bytes) {
          if (i_ >= p_.size() || p_[i_] != '{') error("missing {", i_);
          std::size_t j = i_ + 1;
          while (j < p_.size() && p_[j] != '}') ++j;
          if (j >= p_.size() || j == i_ + 1) error("missing character name", i_ + 1);
          std::string name = utf8(p_.substr(i_ + 1, j - i_ - 1));
          auto cp = ucd::lookup_name(name);
          if (!cp) error("undefined character name '" + name + "'", start);
          i_ = j + 1;
          return *cp;
        }
        break;
      default: break;
    }
    if (e == '0' || (in_class && e >= '1' && e <= '7')) {
      // Octal: up to three digits.
      std::int64_t v = e - '0';
      for (int k = 0; k < 2 && i_ < p_.size() && p_[i_] >= '0' && p_[i_] <= '7'; ++k) v = v * 8 + (p_[i_++] - '0');
      if (v > 0377) error("octal escape value \\" + utf8(p_.substr(start + 1, i_ - start - 1)) + " outside of range 0-0o377", start);
      return v;
    }
    if (e < 128 && (ascii_alpha(e) || ascii_digit(e))) {
      std::string text = "\\";
      text += static_cast<char>(e);
      error("bad escape " + text, start);
    }
    return e;
  }

  Width escape(bool& repeatable) {
    std::size_t start = i_;
    ++i_;
    if (at_end()) error("bad escape (end of pattern)", start);
    char32_t e = p_[i_++];
    auto assert_op = [&](AssertKind k) -> Width {
      emit({Op::Assert, 0, static_cast<std::int32_t>(k)});
      repeatable = false;
      return {0, 0};
    };
    switch (e) {
      case 'A': return assert_op(AssertKind::StringStart);
      case 'Z': return assert_op(AssertKind::StringEnd);
      case 'b': return assert_op(AssertKind::WordBoundary);
      case 'B': return assert_op(AssertKind::NotWordBoundary);
      case 'd': case 'D': case 'w': case 'W': case 's': case 'S': {
        CharClass cls;
        cls.categories.push_back(category(e));
        class_op(std::move(cls));
        return {1, 1};
      }
      default: break;
    }
    if (e >= '1' && e <= '9') {
      // A group reference, or an octal escape of three digits.
      std::size_t j = i_;
      if (j < p_.size() && ascii_digit(p_[j])) {
        if (e <= '7' && p_[j] <= '7' && j + 1 < p_.size() && p_[j + 1] >= '0' && p_[j + 1] <= '7') {
          std::int64_t v = (e - '0') * 64 + (p_[j] - '0') * 8 + (p_[j + 1] - '0');
          if (v > 0377) error("octal escape value \\" + utf8(p_.substr(start + 1, 3)) + " outside of range 0-0o377", start);
          i_ = j + 2;
          literal(static_cast<char32_t>(v));
          return {1, 1};
        }
        ++j;
      }
      int g = std::stoi(utf8(p_.substr(start + 1, j - start - 1)));
      i_ = j;
      if (g > prog_.groups) error("invalid group reference " + std::to_string(g), start + 1);
      if (group_open(g)) error("cannot refer to an open group", start);
      emit({Op::Backref, 0, g, 0, (flags_ & kIgnoreCase) ? 1 : 0});
      return {0, kInf};
    }
    literal(static_cast<char32_t>(char_escape(start, e, false)));
    return {1, 1};
  }

  static CharClass::Category category(char32_t e) {
    switch (e) {
      case 'd': return CharClass::Digit;
      case 'D': return CharClass::NotDigit;
      case 'w': return CharClass::Word;
      case 'W': return CharClass::NotWord;
      case 's': return CharClass::Space;
      default: return CharClass::NotSpace;
    }
  }

  Width char_class() {
    std::size_t start = i_;
    ++i_;
    CharClass cls;
    if (i_ < p_.size() && p_[i_] == '^') { cls.negated = true; ++i_; }
    bool first = true;
    for (;;) {
      if (at_end()) error("unterminated character set", start);
      char32_t c = p_[i_];
      if (c == ']' && !first) { ++i_; break; }
      first = false;
      std::size_t item_pos = i_;
      // One item: a character, or a category escape.
      auto item = [&](bool& is_cat, CharClass::Category& cat) -> char32_t {
        is_cat = false;
        if (p_[i_] != '\\') return p_[i_++];
        std::size_t esc = i_;
        ++i_;
        if (at_end()) error("unterminated character set", start);
        char32_t e = p_[i_++];
        if (e == 'd' || e == 'D' || e == 'w' || e == 'W' || e == 's' || e == 'S') {
          is_cat = true;
          cat = category(e);
          return 0;
        }
        if (e == 'b') return 8;
        if (e >= '1' && e <= '9' && !(e <= '7')) error(std::string("bad escape \\") + static_cast<char>(e), esc);
        return static_cast<char32_t>(char_escape(esc, e, true));
      };
      bool is_cat;
      CharClass::Category cat{};
      char32_t lo = item(is_cat, cat);
      if (i_ + 1 < p_.size() && p_[i_] == '-' && p_[i_ + 1] != ']') {
        ++i_;
        std::size_t hi_pos = i_;
        bool hi_cat;
        CharClass::Category hcat{};
        char32_t hi = item(hi_cat, hcat);
        if (is_cat || hi_cat)
          error("bad character range " + utf8(p_.substr(item_pos, i_ - item_pos)), item_pos);
        (void)hi_pos;
        if (hi < lo) error("bad character range " + utf8(p_.substr(item_pos, i_ - item_pos)), item_pos);
        cls.ranges.push_back({lo, hi});
      } else if (is_cat) {
        cls.categories.push_back(cat);
      } else {
        cls.ranges.push_back({lo, lo});
      }
    }
    class_op(std::move(cls));
    return {1, 1};
  }

  /// Inline flag letters: returns the flag for `c`, or 0.
  int flag_letter(char32_t c) const {
    switch (c) {
      case 'i': return kIgnoreCase;
      case 'L': return kLocale;
      case 'm': return kMultiline;
      case 's': return kDotAll;
      case 'x': return kVerbose;
      case 'a': return kAscii;
      case 'u': return kUnicode;
      default: return 0;
    }
  }

  Width group(int depth, bool& repeatable) {
    std::size_t start = i_;
    ++i_;
    int capture = 0;  // group number when capturing
    bool capturing = true;
    std::string name;
    int look = -1;  // 0 ahead, 1 negative ahead, 2 behind, 3 negative behind, 4 atomic
    int saved_flags = flags_;
    if (i_ < p_.size() && p_[i_] == '?') {
      capturing = false;
      ++i_;
      if (at_end()) error("unexpected end of pattern", i_);
      char32_t c = p_[i_++];
      if (c == ':') {
      } else if (c == 'P') {
        if (at_end()) error("unexpected end of pattern", i_);
        char32_t d = p_[i_++];
        if (d == '<') {
          std::size_t npos = i_;
          if (at_end()) error("missing group name", npos);
          name = group_name_at(i_, '>', "name");
          if (name.empty()) error("missing group name", npos);
          if (!is_identifier(name)) error("bad character in group name '" + name + "'", npos);
          capturing = true;
        } else if (d == '=') {
          std::size_t npos = i_;
          if (at_end()) error("missing group name", npos);
          std::string ref = group_name_at(i_, ')', "name");
          if (ref.empty()) error("missing group name", npos);
          if (!is_identifier(ref)) error("bad character in group name '" + ref + "'", npos);
          int g = lookup_group(ref);
          if (g < 0) error("unknown group name '" + ref + "'", npos);
          if (group_open(g)) error("cannot refer to an open group", npos);
          emit({Op::Backref, 0, g, 0, (flags_ & kIgnoreCase) ? 1 : 0});
          return {0, kInf};
        } else {
          error("unknown extension ?P" + utf8(std::u32string(1, d)), start + 1);
        }
      } else if (c == '<' && i_ < p_.size() && (p_[i_] == '=' || p_[i_] == '!')) {
        look = p_[i_++] == '=' ? 2 : 3;
      } else if (c == '<') {
        if (at_end()) error("unexpected end of pattern", i_);
        error("unknown extension ?<" + utf8(p_.substr(i_, 1)), start + 1);
      } else if (c == '=' || c == '!') {
        look = c == '=' ? 0 : 1;
      } else if (c == '>') {
        look = 4;
      } else if (c == '#') {
        while (i_ < p_.size() && p_[i_] != ')') ++i_;
        if (at_end()) error("missing ), unterminated comment", start);
        ++i_;
        repeatable = false;
        return {0, 0};
      } else if (c == '(') {
        return conditional(start, depth);
      } else if (flag_letter(c) || c == '-') {
        --i_;
        int on = 0, off = 0;
        while (i_ < p_.size() && flag_letter(p_[i_])) on |= flag_letter(p_[i_++]);
        if (i_ < p_.size() && p_[i_] == ')') {
          // Global flags: only at the start.
          if (depth > 0 || seen_item_) error("global flags not at the start of the expression", start);
          ++i_;
          flags_ |= on;
          global_flags_ = true;
          repeatable = false;
          return {0, 0};
        }
        if (i_ < p_.size() && p_[i_] == '-') {
          ++i_;
          while (i_ < p_.size() && flag_letter(p_[i_])) off |= flag_letter(p_[i_++]);
          if (at_end()) error("missing :", i_);
          if (p_[i_] != ':') {
            if (p_[i_] == ')') error("missing :", i_);
            error("unknown flag", i_);
          }
        }
        if (at_end()) error("missing -, : or )", i_);
        if (p_[i_] != ':') {
          if (ascii_alpha(p_[i_])) error("unknown flag", i_);
          error("missing -, : or )", i_);
        }
        ++i_;
        flags_ = (flags_ | on) & ~off;
      } else {
        error("unknown extension ?" + utf8(std::u32string(1, c)), start + 1);
      }
    }
    if (capturing) {
      capture = ++prog_.groups;
      if (!name.empty()) {
        int old = lookup_group(name);
        if (old >= 0)
          error("redefinition of group name '" + name + "' as group " + std::to_string(capture) + "; was group " +
                    std::to_string(old),
                start + 4);
        prog_.group_names.push_back({name, capture});
      }
      open_groups_.push_back(capture);
      emit({Op::Save, 0, 2 * capture});
    }
    std::size_t look_at = 0;
    if (look >= 0) {
      Inst in{Op::LookStart, static_cast<std::uint8_t>(look == 4 ? 2 : (look == 1 || look == 3) ? 1 : 0), prog_.lookarounds++};
      in.c = -1;
      look_at = emit(in);
    }
    Width w = alternation(depth + 1);
    if (at_end() || p_[i_] != ')') error("missing ), unterminated subpattern", start);
    ++i_;
    flags_ = saved_flags;
    if (capturing) {
      open_groups_.pop_back();
      emit({Op::Save, 0, 2 * capture + 1});
    }
    if (look >= 0) {
      emit({Op::LookEnd, 0, prog_.code[look_at].x});
      prog_.code[look_at].y = static_cast<std::int32_t>(prog_.code.size());
      if (look == 2 || look == 3) {
        if (w.min != w.max || w.max >= kInf) throw PatternError{"look-behind requires fixed-width pattern", -1};
        prog_.code[look_at].c = w.min;
      }
      if (look != 4) {
        repeatable = true;  // CPython accepts repeating a lookaround
        return {0, 0};
      }
    }
    return w;
  }

  Width conditional(std::size_t start, int depth) {
    std::size_t npos = i_;
    std::size_t j = i_;
    std::string ref = group_name_at(j, ')', "name");
    i_ = j;
    if (ref.empty()) error("missing group name", npos);
    int g;
    bool digits = std::all_of(ref.begin(), ref.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
    if (digits) {
      g = std::stoi(ref);
      if (g == 0) error("bad group number", npos);
      // A group defined later is allowed; the check waits for the end of the pattern.
      if (g > prog_.groups) forward_refs_.push_back({g, npos});
    } else {
      if (!is_identifier(ref)) error("bad character in group name '" + ref + "'", npos);
      g = lookup_group(ref);
      if (g < 0) error("unknown group name '" + ref + "'", npos);
    }
    std::size_t test = emit({Op::GroupExists, 0, g});
    Width yes = sequence(depth + 1);
    Width no{0, 0};
    if (i_ < p_.size() && p_[i_] == '|') {
      ++i_;
      std::size_t jump = emit({Op::Jmp});
      prog_.code[test].y = static_cast<std::int32_t>(prog_.code.size());
      no = sequence(depth + 1);
      if (i_ < p_.size() && p_[i_] == '|') error("conditional backref with more than two branches", i_);
      prog_.code[jump].x = static_cast<std::int32_t>(prog_.code.size());
    } else {
      prog_.code[test].y = static_cast<std::int32_t>(prog_.code.size());
    }
    if (at_end() || p_[i_] != ')') error("missing ), unterminated subpattern", start);
    ++i_;
    return {std::min(yes.min, no.min), std::max(yes.max, no.max)};
  }
};

}  // namespace

Program compile(const std::u32string& pattern, int flags, bool bytes) {
  return Compiler(pattern, flags, bytes).run();
}

}  // namespace tfplay::py::re
