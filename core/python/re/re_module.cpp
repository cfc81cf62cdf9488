// _tfplay_re: the native half of the re module (core/python/stdlib/re/__init__.py holds the
// Python half: Pattern, Match, sub's templates, the module functions), as CPython's _sre is to
// Lib/re. compile() turns a pattern into a Program object; match() and scan() run it.
#include <memory>

#include "core/python/interpreter.h"
#include "core/python/modules.h"
#include "core/python/object.h"
#include "core/python/re/re_program.h"
#include "core/python/runtime.h"
#include "core/python/type_names.h"
#include "core/python/unicode.h"

namespace tfplay::py {

namespace {

struct ProgramObject : NativeObject {
  re::Program program;
  ProgramObject(TypeObject* t, re::Program p) : NativeObject(t), program(std::move(p)) {}
};

TypeObject* program_type() {
  static TypeObject* t = make_native_type("Program", nullptr, "_tfplay_re");
  return t;
}

/// The subject's code points (bytes: one per byte). The last subject decoded is kept, so a
/// loop of pattern.match(text, pos) calls decodes the text once.
const std::u32string& code_points(const Ref& subject, bool& is_bytes) {
  static std::weak_ptr<Object> last;
  static std::u32string decoded;
  const Object* o = subject.get();
  is_bytes = o->cls->is_subtype_of(T().bytes);
  if (last.lock() == subject) return decoded;
  decoded.clear();
  if (is_bytes) {
    for (unsigned char c : static_cast<const BytesObject*>(o)->value) decoded.push_back(c);
  } else {
    const std::string& s = static_cast<const StrObject*>(o)->value;
    for (std::size_t i = 0; i < s.size();) {
      std::size_t n = utf8_char_len(static_cast<unsigned char>(s[i]));
      decoded.push_back(static_cast<char32_t>(utf8_decode(s.substr(i, n))));
      i += n;
    }
  }
  last = subject;
  return decoded;
}

std::u32string pattern_points(const Ref& pattern, bool& is_bytes) {
  bool b;
  std::u32string out = code_points(pattern, b);
  is_bytes = b;
  return out;
}

const re::Program& program_of(const Ref& o) {
  if (o->cls != program_type()) raise_type_error("expected a compiled pattern program");
  return static_cast<ProgramObject*>(o.get())->program;
}

Ref result_tuple(const re::MatchResult& r) {
  std::vector<Ref> items;
  items.reserve(r.slots.size() + 1);
  for (std::int64_t s : r.slots) items.push_back(Int(s));
  items.push_back(Int(r.lastindex));
  return Tuple(std::move(items));
}

const std::function<void()>& budget_tick() {
  static const std::function<void()> tick = [] { Interpreter::current().step(); };
  return tick;
}

void def(const Ref& m, const std::string& name, NativeFn fn) { m->dict->set(name, NativeFunction(name, std::move(fn))); }

}  // namespace

Ref build_re_module() {
  Ref m = Module("_tfplay_re");
  // compile(pattern, flags) -> (program, groups, {name: index}, flags), or
  // ("error", message, position or None) for a pattern CPython rejects.
  def(m, "compile", +[](CallArgs& a) -> Ref {
    bool bytes;
    std::u32string pattern = pattern_points(a.args.at(0), bytes);
    int flags = static_cast<int>(as_int(a.args.at(1).get()));
    try {
      re::Program p = re::compile(pattern, flags, bytes);
      auto names = Dict();
      for (auto& [name, g] : p.group_names) names->set(Str(name), Int(g));
      int groups = p.groups, eff = p.flags;
      Ref prog = make_object<ProgramObject>(program_type(), std::move(p));
      return Tuple({prog, Int(groups), names, Int(eff)});
    } catch (const re::PatternError& e) {
      return Tuple({Str("error"), Str(e.message), e.pos < 0 ? None() : Int(e.pos)});
    } catch (const std::length_error&) {
      raise(E().NotImplementedError, "tfplay's re module cannot compile a pattern this large (repeat counts expand it)");
    }
  });
  // match(program, string, pos, endpos, mode, must_advance): mode 0 match, 1 fullmatch,
  // 2 search. The result is (start0, end0, start1, end1, ..., lastindex) or None.
  def(m, "match", +[](CallArgs& a) -> Ref {
    const re::Program& p = program_of(a.args.at(0));
    bool bytes;
    const std::u32string& text = code_points(a.args.at(1), bytes);
    std::int64_t pos = as_int(a.args.at(2).get()), endpos = as_int(a.args.at(3).get());
    auto mode = static_cast<re::MatchMode>(as_int(a.args.at(4).get()));
    bool must_advance = a.args.size() > 5 && as_int(a.args[5].get()) != 0;
    re::MatchResult r;
    if (!re::run(p, text, pos, endpos, mode, must_advance, r, budget_tick())) return None();
    return result_tuple(r);
  });
  // scan(program, string, pos, endpos, limit): every match finditer would give (at most
  // `limit` when it is positive), as match() tuples: after an empty match the next search
  // starts at the same place but may not match empty there (CPython 3.7+).
  def(m, "scan", +[](CallArgs& a) -> Ref {
    const re::Program& p = program_of(a.args.at(0));
    bool bytes;
    const std::u32string& text = code_points(a.args.at(1), bytes);
    std::int64_t pos = as_int(a.args.at(2).get()), endpos = as_int(a.args.at(3).get());
    std::int64_t limit = as_int(a.args.at(4).get());
    auto n = static_cast<std::int64_t>(text.size());
    if (endpos > n) endpos = n;
    std::vector<Ref> out;
    bool must_advance = false;
    while (pos <= endpos && (limit <= 0 || static_cast<std::int64_t>(out.size()) < limit)) {
      re::MatchResult r;
      if (!re::run(p, text, pos, endpos, re::MatchMode::Search, must_advance, r, budget_tick())) break;
      out.push_back(result_tuple(r));
      must_advance = r.slots[1] == r.slots[0];
      pos = r.slots[1];
    }
    return List(std::move(out));
  });
  return m;
}

}  // namespace tfplay::py
