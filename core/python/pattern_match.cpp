// PEP 634 pattern matching at run time, as CPython 3.12 compiles and runs it: value patterns
// compare with == (COMPARE_OP then a truth test), singletons with `is`; sequence patterns check
// the collections.abc.Sequence flag and the length before unpacking; mapping patterns look keys
// up with the subject's get() (MATCH_KEYS); class patterns check isinstance, then read
// __match_args__ and the keyword attributes (match_class) before matching any sub-pattern.
#include "core/python/pattern_match.h"
#include "core/python/modules.h"

#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::py {

namespace {

using ast::PatternKind;

/// Whether the type derives from one of the collections module's classes `names` (tfplay's
/// collections types are Python classes, not subclasses of the built-ins CPython derives
/// them from).
bool collections_type(const TypeObject* t, std::initializer_list<const char*> names) {
  bool named = false;  // only then can collections be imported already: no import for others
  for (const TypeObject* c : t->mro)
    for (const char* n : names) named = named || c->name == n;
  if (!named) return false;
  Ref module = Interpreter::current().import_module("collections");
  for (const char* n : names) {
    Ref c = getattr_opt(module, n);
    if (c && c->cls == T().type && t->is_subtype_of(static_cast<TypeObject*>(c.get()))) return true;
  }
  return false;
}

/// Py_TPFLAGS_SEQUENCE: list, tuple, range, collections.deque and their subclasses (never
/// str, bytes or bytearray).
bool is_sequence(const Ref& o) {
  const BuiltinTypes& t = T();
  return isinstance(o.get(), t.list) || isinstance(o.get(), t.tuple) || isinstance(o.get(), t.range) ||
         collections_type(o->cls, {"deque"}) || collection_flags(o->cls) == kTpFlagsSequence;
}

/// Py_TPFLAGS_MAPPING: dict and its subclasses, and collections' OrderedDict and Counter.
bool is_mapping(const Ref& o) {
  return isinstance(o.get(), T().dict) || collections_type(o->cls, {"OrderedDict", "Counter", "defaultdict"}) ||
         collection_flags(o->cls) == kTpFlagsMapping;
}

/// _Py_TPFLAGS_MATCH_SELF: the built-ins whose class pattern's one positional sub-pattern
/// matches the subject itself (inherited by subclasses).
bool matches_self(const TypeObject* type) {
  const BuiltinTypes& t = T();
  for (const TypeObject* c : {t.bool_, t.bytes, t.dict, t.float_, t.frozenset, t.int_, t.list, t.set, t.str, t.tuple})
    if (type->is_subtype_of(c)) return true;
  return false;
}

/// match_class's PyObject_IsInstance (a `__class__` that names the class matches too).
bool instance_of(const Ref& subject, const Ref& cls) { return object_is_instance(subject, cls); }

bool is_type(const Object* o) { return o->cls == T().type || o->cls->is_subtype_of(T().type); }

bool is_wildcard(const ast::Pattern& p) { return p.kind == PatternKind::MatchAs && !p.pattern && p.name.empty(); }

}  // namespace

void PatternMatcher::locate(const ast::Pattern& p) {
  frame_.pos = &p.pos;
  frame_.end = &p.end;
  frame_.expr = nullptr;
}

bool PatternMatcher::match(const ast::Pattern& p, const Ref& subject, PatternBindings& out) {
  switch (p.kind) {
    case PatternKind::MatchValue: {
      Ref value = eval_(*p.value);
      locate(p);
      return truthy(compare(ast::CmpOpKind::Eq, subject, value));
    }
    case PatternKind::MatchSingleton:
      switch (p.singleton) {
        case ast::ConstantKind::None: return is_none(subject.get());
        case ast::ConstantKind::True: return subject.get() == True().get();
        default: return subject.get() == False().get();
      }
    case PatternKind::MatchSequence: return match_sequence(p, subject, out);
    case PatternKind::MatchMapping: return match_mapping(p, subject, out);
    case PatternKind::MatchClass: return match_class(p, subject, out);
    case PatternKind::MatchStar:  // only inside a sequence pattern, which handles it
      return true;
    case PatternKind::MatchAs:
      if (p.pattern && !match(*p.pattern, subject, out)) return false;
      if (!p.name.empty()) out.emplace_back(p.name, subject);
      return true;
    case PatternKind::MatchOr:
      for (const auto& alt : p.patterns) {
        PatternBindings tried;
        if (match(*alt, subject, tried)) {
          for (auto& b : tried) out.push_back(std::move(b));
          return true;
        }
      }
      return false;
  }
  return false;
}

bool PatternMatcher::match_sequence(const ast::Pattern& p, const Ref& subject, PatternBindings& out) {
  locate(p);
  if (!is_sequence(subject)) return false;
  const std::size_t size = p.patterns.size();
  std::size_t star = size;
  bool star_wildcard = false, only_wildcard = true;
  for (std::size_t i = 0; i < size; ++i) {
    const ast::Pattern& sub = *p.patterns[i];
    if (sub.kind == PatternKind::MatchStar) {
      star = i;
      star_wildcard = sub.name.empty();
      only_wildcard = only_wildcard && sub.name.empty();
    } else {
      only_wildcard = only_wildcard && is_wildcard(sub);
    }
  }
  // compiler_pattern_sequence: GET_LEN unless the pattern is a lone star ([*_], [*rest]).
  const std::int64_t n = star == size || size > 1 ? len(subject) : 0;
  if (star == size ? n != static_cast<std::int64_t>(size) : n < static_cast<std::int64_t>(size) - 1) return false;
  if (only_wildcard) return true;
  if (star_wildcard) {
    // pattern_helper_sequence_subscr: subject[i] before the star, subject[len - (size - i)] after.
    for (std::size_t i = 0; i < size; ++i) {
      if (i == star || is_wildcard(*p.patterns[i])) continue;
      std::int64_t index = i < star ? static_cast<std::int64_t>(i) : n - static_cast<std::int64_t>(size - i);
      locate(p);
      Ref item = getitem(subject, Int(index));
      if (!match(*p.patterns[i], item, out)) return false;
    }
    return true;
  }
  // pattern_helper_sequence_unpack: UNPACK_SEQUENCE / UNPACK_EX, the star collecting a list.
  std::vector<Ref> items = to_vector(subject);
  if (star == size ? items.size() != size : items.size() < size - 1) return false;
  const std::size_t after = star == size ? 0 : size - 1 - star;
  for (std::size_t i = 0; i < size; ++i) {
    const ast::Pattern& sub = *p.patterns[i];
    if (i == star) {
      std::vector<Ref> middle(items.begin() + static_cast<std::ptrdiff_t>(star),
                              items.end() - static_cast<std::ptrdiff_t>(after));
      out.emplace_back(sub.name, List(std::move(middle)));
      continue;
    }
    const Ref& item = i < star ? items[i] : items[items.size() - (size - i)];
    if (!match(sub, item, out)) return false;
  }
  return true;
}

bool PatternMatcher::match_mapping(const ast::Pattern& p, const Ref& subject, PatternBindings& out) {
  locate(p);
  if (!is_mapping(subject)) return false;
  const std::size_t size = p.keys.size();
  if (!size && p.name.empty()) return true;
  if (size && len(subject) < static_cast<std::int64_t>(size)) return false;
  std::vector<Ref> keys;
  for (const auto& k : p.keys) keys.push_back(eval_(*k));
  locate(p);
  std::vector<Ref> values;
  if (size) {
    // match_keys: a key seen twice is a ValueError; a missing key (get() returning the dummy)
    // fails the match.
    Ref seen = call(T().set->self(), std::vector<Ref>{});
    Ref get = getattr(subject, "get");
    Ref dummy = call(T().object->self(), std::vector<Ref>{});
    for (const Ref& key : keys) {
      if (contains(seen, key)) raise(E().ValueError, "mapping pattern checks duplicate key (" + repr(key) + ")");
      call_method(seen, "add", {key});
      Ref value = call(get, std::vector<Ref>{key, dummy});
      if (value.get() == dummy.get()) return false;
      values.push_back(std::move(value));
    }
  }
  for (std::size_t i = 0; i < size; ++i)
    if (!match(*p.patterns[i], values[i], out)) return false;
  if (!p.name.empty()) {
    locate(p);
    Ref rest = call(T().dict->self(), std::vector<Ref>{});
    call_method(rest, "update", {subject});
    for (const Ref& key : keys) delitem(rest, key);
    out.emplace_back(p.name, rest);
  }
  return true;
}

bool PatternMatcher::match_class(const ast::Pattern& p, const Ref& subject, PatternBindings& out) {
  Ref cls = eval_(*p.value);
  locate(p);
  if (!is_type(cls.get())) raise(E().TypeError, "called match pattern must be a class");
  auto* type = static_cast<TypeObject*>(cls.get());
  if (!instance_of(subject, cls)) return false;
  std::vector<std::string> seen;
  std::vector<Ref> attrs;
  // match_class_attr: each attribute once; a missing one fails the match.
  auto attr = [&](const std::string& name) -> bool {
    for (const auto& s : seen)
      if (s == name)
        raise(E().TypeError, type->name + "() got multiple sub-patterns for attribute " + str_repr(name));
    seen.push_back(name);
    Ref v = getattr_opt(subject, name);
    if (!v) return false;
    attrs.push_back(std::move(v));
    return true;
  };
  const std::size_t nargs = p.patterns.size();
  if (nargs) {
    Ref match_args = getattr_opt(cls, "__match_args__");
    bool match_self = false;
    if (match_args) {
      if (match_args->cls != T().tuple)
        raise(E().TypeError, type->name + ".__match_args__ must be a tuple (got " + type_name(match_args.get()) + ")");
    } else {
      match_self = matches_self(type);
    }
    const std::vector<Ref> names = match_args ? static_cast<TupleObject*>(match_args.get())->items : std::vector<Ref>{};
    const std::size_t allowed = match_self ? 1 : names.size();
    if (allowed < nargs)
      raise(E().TypeError, type->name + "() accepts " + std::to_string(allowed) + " positional sub-pattern" +
                               (allowed == 1 ? "" : "s") + " (" + std::to_string(nargs) + " given)");
    if (match_self) {
      attrs.push_back(subject);
    } else {
      for (std::size_t i = 0; i < nargs; ++i) {
        if (names[i]->cls != T().str)
          raise(E().TypeError, "__match_args__ elements must be strings (got " + type_name(names[i].get()) + ")");
        if (!attr(static_cast<StrObject*>(names[i].get())->value)) return false;
      }
    }
  }
  for (const auto& name : p.kwd_attrs)
    if (!attr(name)) return false;
  for (std::size_t i = 0; i < nargs; ++i)
    if (!match(*p.patterns[i], attrs[i], out)) return false;
  for (std::size_t i = 0; i < p.kwd_patterns.size(); ++i)
    if (!match(*p.kwd_patterns[i], attrs[nargs + i], out)) return false;
  return true;
}

const ast::StmtList* select_case(const ast::Stmt& match, PatternMatcher& matcher, const Ref& subject,
                                 const std::function<void(const std::string&, const Ref&)>& bind,
                                 const std::function<Ref(const ast::Expr&)>& eval) {
  for (const auto& c : match.cases) {
    PatternBindings captured;
    if (!matcher.match(*c.pattern, subject, captured)) continue;
    for (const auto& [name, value] : captured) bind(name, value);
    if (c.guard && !truthy(eval(*c.guard))) continue;
    return &c.body;
  }
  return nullptr;
}

}  // namespace tfplay::py
