// The backtracking matcher: runs a compiled program (re_program.h) over code points with an
// explicit stack of choice points and undo records, so no C++ recursion happens per character
// (a million-character subject cannot overflow the native stack). Every 64 instructions count
// one step of the interpreter's budget, so a catastrophic pattern ends like an endless loop
// does (the caller passes the tick). The matching rules follow CPython 3.12's sre (Modules/_sre/sre_lib.h): leftmost match,
// alternatives and quantifiers tried in priority order, '^' at the real start, endpos as the
// end of the subject, a search after an empty match refusing an empty match at its start.
#include <algorithm>

#include "core/python/re/re_program.h"
#include "core/python/unicode.h"
#include "core/python/unicode/ucd.h"

namespace tfplay::py::re {

bool is_word(char32_t c, bool ascii) {
  if (c < 128) return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  return !ascii && (ucd::is_alpha(c) || ucd::is_numeric(c));
}

bool is_digit(char32_t c, bool ascii) {
  if (c < 128) return c >= '0' && c <= '9';
  return !ascii && ucd::is_decimal(c);
}

bool is_space(char32_t c, bool ascii) {
  if (c < 128) return c == ' ' || (c >= 9 && c <= 13) || (!ascii && c >= 28 && c <= 31);
  return !ascii && ucd::is_space(c);
}

namespace {

/// A one-code-point case mapping through the UCD's full mappings (kept when they give one).
char32_t map_one(char32_t c, std::string (*mapping)(std::string_view)) {
  std::string m = mapping(utf8_encode(c));
  if (m.empty() || utf8_char_len(static_cast<unsigned char>(m[0])) != m.size()) return c;
  return utf8_decode(m);
}

char32_t upper(char32_t c, bool ascii) {
  if (c < 128) return (c >= 'a' && c <= 'z') ? c - 32 : c;
  return ascii ? c : map_one(c, ucd::upper);
}

}  // namespace

char32_t fold(char32_t c, bool ascii) {
  if (c < 128) return (c >= 'A' && c <= 'Z') ? c + 32 : c;
  return ascii ? c : map_one(c, ucd::lower);
}

namespace {

bool in_class_exact(const CharClass& cls, char32_t c) {
  for (auto& [lo, hi] : cls.ranges)
    if (c >= lo && c <= hi) return true;
  for (CharClass::Category cat : cls.categories) {
    switch (cat) {
      case CharClass::Digit: if (is_digit(c, cls.ascii)) return true; break;
      case CharClass::NotDigit: if (!is_digit(c, cls.ascii)) return true; break;
      case CharClass::Word: if (is_word(c, cls.ascii)) return true; break;
      case CharClass::NotWord: if (!is_word(c, cls.ascii)) return true; break;
      case CharClass::Space: if (is_space(c, cls.ascii)) return true; break;
      case CharClass::NotSpace: if (!is_space(c, cls.ascii)) return true; break;
    }
  }
  return false;
}

bool in_class(const CharClass& cls, char32_t c) {
  bool in = in_class_exact(cls, c);
  if (!in && cls.fold) {
    char32_t l = fold(c, cls.ascii), u = upper(c, cls.ascii);
    in = (l != c && in_class_exact(cls, l)) || (u != c && in_class_exact(cls, u));
  }
  return in != cls.negated;
}

struct Entry {
  enum Kind : std::uint8_t { Branch, RestoreSlot, RestoreReg, RestoreLast, Barrier };
  Kind kind;
  std::uint8_t look = 0;  // Barrier: 0 positive, 1 negative, 2 atomic
  std::int32_t a = 0;     // pc (Branch), slot, register, lookaround id
  std::int32_t pc = 0;    // Barrier: the instruction after the lookaround
  std::int64_t b = 0;     // sp (Branch, Barrier) or the old value
};

class Matcher {
 public:
  Matcher(const Program& p, const std::u32string& text, std::int64_t end, const std::function<void()>& tick)
      : p_(p), t_(text), end_(end), ascii_(p.bytes || (p.flags & kAscii)), tick_(tick) {}

  /// Tries one start position.
  bool attempt(std::int64_t start, bool fullmatch, bool must_advance, MatchResult& out) {
    slots_.assign(static_cast<std::size_t>(2 * (p_.groups + 1)), -1);
    regs_.assign(static_cast<std::size_t>(p_.registers), -1);
    last_ = -1;
    stack_.clear();
    std::int64_t sp = start;
    std::int32_t pc = 0;
    const Inst* code = p_.code.data();
    for (;;) {
      if ((++ticks_ & 63) == 0) tick_();
      const Inst& in = code[pc];
      bool ok = true;
      switch (in.op) {
        case Op::Char:
          ok = sp < end_ && t_[static_cast<std::size_t>(sp)] == static_cast<char32_t>(in.c);
          if (ok) { ++sp; ++pc; }
          break;
        case Op::CharFold:
          ok = sp < end_ && fold(t_[static_cast<std::size_t>(sp)], ascii_) == static_cast<char32_t>(in.c);
          if (ok) { ++sp; ++pc; }
          break;
        case Op::Any:
          ok = sp < end_ && t_[static_cast<std::size_t>(sp)] != '\n';
          if (ok) { ++sp; ++pc; }
          break;
        case Op::AnyAll:
          ok = sp < end_;
          if (ok) { ++sp; ++pc; }
          break;
        case Op::Class:
          ok = sp < end_ && in_class(p_.classes[static_cast<std::size_t>(in.x)], t_[static_cast<std::size_t>(sp)]);
          if (ok) { ++sp; ++pc; }
          break;
        case Op::Split:
          stack_.push_back({Entry::Branch, 0, in.y, 0, sp});
          pc = in.x;
          break;
        case Op::Jmp:
          pc = in.x;
          break;
        case Op::Save: {
          auto slot = static_cast<std::size_t>(in.x);
          stack_.push_back({Entry::RestoreSlot, 0, in.x, 0, slots_[slot]});
          slots_[slot] = sp;
          if (in.x & 1) {
            stack_.push_back({Entry::RestoreLast, 0, 0, 0, last_});
            last_ = in.x / 2;
          }
          ++pc;
          break;
        }
        case Op::Assert:
          ok = check(static_cast<AssertKind>(in.x), sp);
          if (ok) ++pc;
          break;
        case Op::Backref: {
          std::int64_t s = slots_[static_cast<std::size_t>(2 * in.x)], e = slots_[static_cast<std::size_t>(2 * in.x + 1)];
          if (s < 0 || e < 0 || sp + (e - s) > end_) { ok = false; break; }
          for (std::int64_t k = 0; k < e - s && ok; ++k) {
            char32_t x = t_[static_cast<std::size_t>(s + k)], y = t_[static_cast<std::size_t>(sp + k)];
            ok = x == y || (in.c && fold(x, ascii_) == fold(y, ascii_));
          }
          if (ok) { sp += e - s; ++pc; }
          break;
        }
        case Op::RepStart:
          stack_.push_back({Entry::RestoreReg, 0, in.x, 0, regs_[static_cast<std::size_t>(in.x)]});
          regs_[static_cast<std::size_t>(in.x)] = sp;
          ++pc;
          break;
        case Op::RepCheck:
          pc = regs_[static_cast<std::size_t>(in.x)] == sp ? in.y : pc + 1;
          break;
        case Op::LookStart: {
          std::int64_t at = sp;
          if (in.c >= 0) {
            if (sp - in.c < 0) {
              // Not enough text behind: a negative look-behind holds, a positive one fails.
              if (in.kind == 1) pc = in.y; else ok = false;
              break;
            }
            at = sp - in.c;
          }
          stack_.push_back({Entry::Barrier, in.kind, in.x, in.y, sp});
          sp = at;
          ++pc;
          break;
        }
        case Op::LookEnd:
          ok = look_end(in.x, sp);
          if (ok) ++pc;
          break;
        case Op::GroupExists: {
          bool set = slots_[static_cast<std::size_t>(2 * in.x)] >= 0 && slots_[static_cast<std::size_t>(2 * in.x + 1)] >= 0;
          pc = set ? pc + 1 : in.y;
          break;
        }
        case Op::Match:
          ok = !(fullmatch && sp != end_) && !(must_advance && sp == start);
          if (ok) {
            slots_[0] = start;
            slots_[1] = sp;
            out.slots = slots_;
            out.lastindex = last_;
            return true;
          }
          break;
      }
      if (ok) continue;
      if (!backtrack(pc, sp)) return false;
    }
  }

 private:
  const Program& p_;
  const std::u32string& t_;
  std::int64_t end_;
  bool ascii_;
  std::vector<std::int64_t> slots_, regs_;
  std::int64_t last_ = -1;
  std::vector<Entry> stack_;
  const std::function<void()>& tick_;
  std::uint64_t ticks_ = 0;

  bool word_at(std::int64_t i) const { return i >= 0 && i < end_ && is_word(t_[static_cast<std::size_t>(i)], ascii_); }

  bool check(AssertKind k, std::int64_t sp) const {
    switch (k) {
      case AssertKind::LineStart: case AssertKind::StringStart: return sp == 0;
      case AssertKind::MultiLineStart: return sp == 0 || t_[static_cast<std::size_t>(sp - 1)] == '\n';
      case AssertKind::StringEnd: return sp == end_;
      case AssertKind::LineEnd: case AssertKind::StringEndOrNewline:
        return sp == end_ || (sp == end_ - 1 && t_[static_cast<std::size_t>(sp)] == '\n');
      case AssertKind::MultiLineEnd: return sp == end_ || t_[static_cast<std::size_t>(sp)] == '\n';
      case AssertKind::WordBoundary: return end_ > 0 && word_at(sp - 1) != word_at(sp);
      case AssertKind::NotWordBoundary: return end_ > 0 && word_at(sp - 1) == word_at(sp);
    }
    return false;
  }

  void undo(const Entry& e) {
    switch (e.kind) {
      case Entry::RestoreSlot: slots_[static_cast<std::size_t>(e.a)] = e.b; break;
      case Entry::RestoreReg: regs_[static_cast<std::size_t>(e.a)] = e.b; break;
      case Entry::RestoreLast: last_ = e.b; break;
      default: break;
    }
  }

  /// Pops to the latest choice point; false when there is none.
  bool backtrack(std::int32_t& pc, std::int64_t& sp) {
    while (!stack_.empty()) {
      Entry e = stack_.back();
      stack_.pop_back();
      if (e.kind == Entry::Branch) {
        pc = e.a;
        sp = e.b;
        return true;
      }
      if (e.kind == Entry::Barrier) {
        if (e.look == 1) {  // the negative lookaround's body failed: the assertion holds
          pc = e.pc;
          sp = e.b;
          return true;
        }
        continue;
      }
      undo(e);
    }
    return false;
  }

  /// The end of lookaround `id`'s body, reached with `sp`: false when the assertion fails.
  bool look_end(std::int32_t id, std::int64_t& sp) {
    std::size_t bi = stack_.size();
    while (bi > 0 && !(stack_[bi - 1].kind == Entry::Barrier && stack_[bi - 1].a == id)) --bi;
    if (bi == 0) return true;  // cannot happen: every LookEnd follows its LookStart
    --bi;
    Entry barrier = stack_[bi];
    if (barrier.look == 1) {
      // The negative assertion's body matched: undo what it did, then fail.
      while (stack_.size() > bi + 1) {
        undo(stack_.back());
        stack_.pop_back();
      }
      stack_.pop_back();
      return false;
    }
    // Positive lookaround or atomic group: drop its choice points, keep its undo records.
    std::size_t w = bi;
    for (std::size_t r = bi + 1; r < stack_.size(); ++r)
      if (stack_[r].kind != Entry::Branch && stack_[r].kind != Entry::Barrier) stack_[w++] = stack_[r];
    stack_.resize(w);
    if (barrier.look == 0) sp = barrier.b;
    return true;
  }
};

}  // namespace

bool run(const Program& program, const std::u32string& text, std::int64_t pos, std::int64_t endpos, MatchMode mode,
         bool must_advance, MatchResult& out, const std::function<void()>& tick) {
  auto n = static_cast<std::int64_t>(text.size());
  endpos = std::clamp<std::int64_t>(endpos, 0, n);
  pos = std::clamp<std::int64_t>(pos, 0, n);
  if (pos > endpos) return false;
  Matcher m(program, text, endpos, tick);
  if (mode != MatchMode::Search) return m.attempt(pos, mode == MatchMode::FullMatch, must_advance, out);
  const Inst& first = program.code.front();
  bool anchored = first.op == Op::Assert && (first.x == static_cast<std::int32_t>(AssertKind::StringStart) ||
                                             first.x == static_cast<std::int32_t>(AssertKind::LineStart));
  for (std::int64_t start = pos; start <= endpos; ++start) {
    if (anchored && start > 0) return false;
    // A literal first character: skip the positions that cannot start a match.
    if (first.op == Op::Char) {
      while (start < endpos && text[static_cast<std::size_t>(start)] != static_cast<char32_t>(first.c)) ++start;
      if (start >= endpos) return false;
    }
    if (m.attempt(start, false, must_advance && start == pos, out)) return true;
  }
  return false;
}

}  // namespace tfplay::py::re
