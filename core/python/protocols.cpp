// The object protocols: printing, hashing, comparison, attribute access, calls, iteration.
#include "core/python/protocols.h"

#include "core/python/bytes_methods.h"
#include "core/python/builtin_docs.h"
#include "core/python/instance_dict.h"
#include "core/python/metaclass.h"
#include "core/python/methods.h"
#include "core/python/value_subclass.h"
#include "core/python/recursion_guard.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <cstdio>
#include <functional>
#include <stdexcept>
#include <tuple>
#include <unordered_set>

#include "core/python/bigint.h"
#include "core/python/descriptors.h"
#include "core/python/dict_storage.h"
#include "core/python/exceptions.h"
#include "core/python/function_attrs.h"
#include "core/python/native_call.h"
#include "core/python/native_signature.h"
#include "core/python/generator.h"
#include "core/python/interpreter.h"
#include "core/python/iterator_types.h"
#include "core/python/numbers.h"
#include "core/python/runtime.h"
#include "core/python/set_order.h"
#include "core/python/substring_search.h"
#include "core/python/slots.h"
#include "core/python/traceback_object.h"
#include "core/python/type_names.h"
#include "core/python/object_id.h"
#include "core/python/object_slots.h"
#include "core/python/property.h"
#include "core/python/unicode.h"
#include "core/python/unicode/ucd.h"

namespace tfplay::py {

namespace {
// Could `name` be a dunder: the cheap test the attribute protocols make before comparing a
// name with the dunder names they handle themselves.
inline bool is_dunder(const std::string& name) { return name.size() > 4 && name[0] == '_' && name[1] == '_'; }

// Whether every byte of `s` is ASCII, eight bytes at a time: str indexing and len() run this
// on every call, and scanners index long strings.
bool is_ascii(const std::string& s) {
  const char* p = s.data();
  std::size_t n = s.size(), i = 0;
  for (; i + 8 <= n; i += 8) {
    std::uint64_t word;
    std::memcpy(&word, p + i, 8);
    if (word & 0x8080808080808080ULL) return false;
  }
  for (; i < n; ++i)
    if (static_cast<unsigned char>(p[i]) >= 0x80) return false;
  return true;
}

// One-character ASCII strs are shared, as CPython shares its one-character Latin-1 strings
// (`s[0] is s[0]`): indexing or iterating a string allocates nothing.
Ref ascii_char_str(char c) {
  static const std::vector<Ref> chars = [] {
    std::vector<Ref> v;
    for (int k = 0; k < 128; ++k) v.push_back(Str(std::string(1, static_cast<char>(k))));
    return v;
  }();
  return chars[static_cast<unsigned char>(c) & 0x7f];
}

// The str of the one code point whose UTF-8 bytes are p[0 .. n): the shared one of a Latin-1
// character (U+0000 to U+00FF: CPython shares all 256, so `s[i] is s[i]` holds for 'é' too),
// else a new str.
Ref char_str(const char* p, std::size_t n) {
  if (n == 1) return ascii_char_str(p[0]);
  if (n == 2 && (static_cast<unsigned char>(p[0]) & 0xfe) == 0xc2) {
    static const std::vector<Ref> chars = [] {
      std::vector<Ref> v;
      for (int k = 0x80; k < 0x100; ++k) v.push_back(Str(std::string{static_cast<char>(0xc0 | k >> 6), static_cast<char>(0x80 | (k & 0x3f))}));
      return v;
    }();
    return chars[(static_cast<unsigned char>(p[0]) & 1) << 6 | (static_cast<unsigned char>(p[1]) & 0x3f)];
  }
  return Str(std::string(p, n));
}

// What indexing needs to know of a str: whether it is ASCII, else where each code point starts.
// A loop indexing one long string asks about the same string every step, so the facts of the
// last long string asked about are kept while it lives: strs are immutable, and the in-place
// `s += t` (the only change a str object sees) changes its size. Short strings are measured
// each time, so that indexing them in the same loop does not evict the long one.
struct StrFacts {
  std::weak_ptr<Object> str;
  std::size_t size = 0;
  bool ascii = true;
  std::vector<std::size_t> offsets;  // code point i spans offsets[i] .. offsets[i + 1]

  void measure(const std::string& s) {
    size = s.size();
    ascii = is_ascii(s);
    offsets.clear();
    if (ascii) return;
    for (std::size_t b = 0; b < s.size(); b += utf8_char_len(static_cast<unsigned char>(s[b]))) offsets.push_back(b);
    offsets.push_back(s.size());
  }
};

constexpr std::size_t kRememberedStrBytes = 256;

const StrFacts& str_facts(const Ref& o) {
  const std::string& s = static_cast<StrObject*>(o.get())->value;
  if (s.size() < kRememberedStrBytes) {
    thread_local StrFacts scratch;
    scratch.measure(s);
    return scratch;
  }
  thread_local StrFacts last;
  if (last.size == s.size() && !last.str.owner_before(o) && !o.owner_before(last.str) && !last.str.expired())
    return last;
  last.str = o;
  last.measure(s);
  return last;
}

std::int64_t code_points(const std::string& s) {
  return is_ascii(s) ? static_cast<std::int64_t>(s.size()) : utf8_length(s);
}
}  // namespace

Ref iterator_next_fast(Object* it);  // runtime.cpp

namespace {

std::string address(const Object* p) { return address_text(p); }

// Guards against infinite recursion when a container contains itself (CPython's Py_ReprEnter).
struct ReprGuard {
  static std::vector<const Object*>& active() {
    static std::vector<const Object*> a;
    return a;
  }
  const Object* o;
  bool reentered;
  explicit ReprGuard(const Object* obj) : o(obj) {
    auto& a = active();
    reentered = std::find(a.begin(), a.end(), obj) != a.end();
    if (!reentered) a.push_back(obj);
  }
  ~ReprGuard() {
    if (!reentered) active().pop_back();
  }
};

std::string join_reprs(const std::vector<Ref>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i) out += ", ";
    out += repr(items[i]);
  }
  return out;
}

std::string qualified_name(const TypeObject* t) {
  const std::string& qualname = t->qualname.empty() ? t->name : t->qualname;
  if (t->module == "builtins") return qualname;
  return t->module + "." + qualname;
}

std::string exception_args_str(const ExceptionObject* e) {
  if (auto special = special_exception_str(e)) return *special;
  if (e->args.empty()) return "";
  if (e->args.size() == 1) {
    if (e->cls->is_subtype_of(E().KeyError)) return repr(e->args[0]);
    return str(e->args[0]);
  }
  return repr(Tuple(e->args));
}

/// Whether a bound method's native function belongs to its object as a method of its type or
/// as a class method of a built-in class (CPython makes those builtin_function_or_method).
bool native_method_of(const BoundMethodObject* m) {
  if (static_cast<NativeFunctionObject*>(m->function.get())->is_method) return true;
  return is_type_object(m->self.get()) && static_cast<TypeObject*>(m->self.get())->is_builtin;
}

/// method_repr's name of a bound method's callable: its __qualname__, else its __name__, else
/// "?" (a classmethod's bound object of any kind, types.MethodType over a callable instance).
std::string bound_function_name(const Ref& f) {
  if (f->cls == T().function) return static_cast<FunctionObject*>(f.get())->qualname;
  if (f->cls == T().builtin_function) return static_cast<NativeFunctionObject*>(f.get())->name;
  Ref name = getattr_opt(f, "__qualname__");
  if (!name) name = getattr_opt(f, "__name__");
  return name && is_str(name.get()) ? as_str(name.get()) : "?";
}

bool is_user_defined_special(const Ref& o, const char* name) {
  return o->cls->lookup(name) != nullptr;
}

}  // namespace

Ref lookup_special(const Ref& o, std::string_view name) { return lookup_special(o, StaticName{name, name_hash(name)}); }

Ref lookup_special(const Ref& o, const StaticName& name) {
  Object* attr = o->cls->lookup(name);
  if (!attr) return nullptr;
  Ref a = attr->self();
  if (a->cls == T().function || (a->cls == T().builtin_function &&
                                 static_cast<NativeFunctionObject*>(a.get())->is_method))
    return make_object<BoundMethodObject>(T().method, o, a);
  if (a->cls == T().staticmethod) return static_cast<WrapperObject*>(a.get())->function;
  if (a->cls == T().classmethod) return bind_classmethod(static_cast<WrapperObject*>(a.get())->function, o->cls);
  // Other descriptors bind too, as CPython's special-method lookup does (a tf.function method
  // used as __call__ becomes the instance's own Function; `__eq__ = property(...)` calls its
  // getter, test_class testForExceptionsRaisedInInstanceGetattr2).
  if (a->cls->lookup("__get__"_name))
    if (Ref get = lookup_special(a, "__get__"_name)) return call(get, std::vector<Ref>{o, o->cls->self()});
  return a;
}

bool inherits_special(const TypeObject* c, const char* name) {
  Object* own = c->lookup(name);
  return own && own == c->value_base->lookup(name);
}

TypeObject* served_type(const Object* o, const char* name) {
  TypeObject* c = o->cls;
  if (c->is_builtin || !c->value_base || !inherits_special(c, name)) return c;
  return c->value_base;
}

// ----- repr / str ------------------------------------------------------------------------------

namespace {

// The quoted, escaped literal CPython's str/bytes repr print: single quotes unless the text
// has a single quote and no double quote. Bytes escape every non-ASCII byte; str keeps UTF-8.
std::string quoted_repr(const std::string& s, const char* prefix, bool escape_non_ascii) {
  bool has_single = s.find('\'') != std::string::npos;
  bool has_double = s.find('"') != std::string::npos;
  char quote = (has_single && !has_double) ? '"' : '\'';
  std::string out = prefix;
  out += quote;
  for (std::size_t i = 0; i < s.size(); ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c > 0x7f && !escape_non_ascii) {
      // Non-ASCII text stays as is unless the code point is not printable (U+00A0, U+200B...).
      std::size_t n = std::min(utf8_char_len(c), s.size() - i);
      std::string ch = s.substr(i, n);
      std::uint32_t cp = utf8_decode(ch);
      i += n - 1;
      if (ucd::is_printable(cp)) {
        out += ch;
      } else {
        char buf[16];
        std::snprintf(buf, sizeof buf, cp < 0x100 ? "\\x%02x" : cp < 0x10000 ? "\\u%04x" : "\\U%08x", cp);
        out += buf;
      }
      continue;
    }
    if (c == static_cast<unsigned char>(quote) || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20 || c == 0x7f || (escape_non_ascii && c > 0x7f)) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  out += quote;
  return out;
}

}  // namespace

std::string str_repr(const std::string& s) { return quoted_repr(s, "", false); }

std::string bytes_repr(const std::string& s) { return quoted_repr(s, "b", true); }

namespace {

/// The fewest significant digits that read back as v, in %.Ne layout ("d.ddde+XX"), as
/// CPython's repr finds them (David Gay's shortest mode): at each length the correctly rounded
/// digits, else a neighbour one unit away in the last digit when that reads back as v (2**-24
/// is 5.960464477539063e-08: its correctly rounded 16 digits ...062 read back as another float).
std::string shortest_round_trip(double v) {
  char buf[64];
  for (int precision = 0; precision <= 16; ++precision) {
    std::snprintf(buf, sizeof buf, "%.*e", precision, v);
    if (std::strtod(buf, nullptr) == v) return buf;
    // The digits as an integer and the exponent of its last digit: buf = DIGITS * 10^low.
    std::string text(buf);
    const bool negative = text[0] == '-';
    const std::size_t e = text.find('e');
    std::string digits;
    for (std::size_t i = negative ? 1 : 0; i < e; ++i)
      if (text[i] != '.') digits += text[i];
    const int low = std::atoi(text.c_str() + e + 1) - precision;
    const long long base = std::stoll(digits);
    for (long long candidate : {base + 1, base - 1}) {
      if (candidate <= 0) continue;
      char probe[64];
      std::snprintf(probe, sizeof probe, "%s%llde%d", negative ? "-" : "", candidate, low);
      if (std::strtod(probe, nullptr) != v) continue;
      // Back to the %.Ne layout (a carry, 999 + 1, adds a digit: the exponent grows by one).
      const std::string d = std::to_string(candidate);
      const int exp10 = low + static_cast<int>(d.size()) - 1;
      std::string out = negative ? "-" : "";
      out += d.substr(0, 1);
      if (d.size() > 1) out += "." + d.substr(1);
      char ebuf[16];
      std::snprintf(ebuf, sizeof ebuf, "e%c%02d", exp10 < 0 ? '-' : '+', exp10 < 0 ? -exp10 : exp10);
      return out + ebuf;
    }
  }
  std::snprintf(buf, sizeof buf, "%.16e", v);
  return buf;
}

}  // namespace

std::string float_repr(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  if (v == 0) return std::signbit(v) ? "-0.0" : "0.0";
  // Shortest round-trip digits (the fewest %.Ne digits that read back exactly; clang 14's
  // libc++ in the wasm build has no floating-point std::to_chars), then CPython's 'r' layout:
  // fixed notation when the decimal exponent lies in [-4, 16), scientific otherwise
  // (Python/pystrtod.c format_float_short).
  std::string sci = shortest_round_trip(v);
  bool negative = sci[0] == '-';
  if (negative) sci.erase(0, 1);
  std::size_t epos = sci.find('e');
  std::string mant = sci.substr(0, epos);
  int exp10 = std::stoi(sci.substr(epos + 1));
  std::string digits;
  for (char c : mant)
    if (c != '.') digits += c;
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  int decpt = exp10 + 1;  // value = 0.DIGITS * 10^decpt
  std::string out;
  if (decpt > -4 && decpt <= 16) {
    if (decpt <= 0) {
      out = "0." + std::string(static_cast<std::size_t>(-decpt), '0') + digits;
    } else if (static_cast<std::size_t>(decpt) >= digits.size()) {
      out = digits + std::string(static_cast<std::size_t>(decpt) - digits.size(), '0') + ".0";
    } else {
      out = digits.substr(0, static_cast<std::size_t>(decpt)) + "." +
            digits.substr(static_cast<std::size_t>(decpt));
    }
  } else {
    out = digits.substr(0, 1);
    if (digits.size() > 1) out += "." + digits.substr(1);
    int e = decpt - 1;
    char ebuf[16];
    std::snprintf(ebuf, sizeof ebuf, "e%c%02d", e < 0 ? '-' : '+', e < 0 ? -e : e);
    out += ebuf;
  }
  return negative ? "-" + out : out;
}

thread_local int native_recursion_depth = 0;

std::string value_repr(const Ref& o, TypeObject* base) {
  const BuiltinTypes& t = T();
  TypeObject* c = o->cls;
  if (base == t.int_) {
    auto* i = static_cast<IntObject*>(o.get());
    return i->big ? int_to_string(i) : std::to_string(i->value);
  }
  if (base == t.float_) return float_repr(static_cast<FloatObject*>(o.get())->value);
  if (base == t.str) return str_repr(static_cast<StrObject*>(o.get())->value);
  if (base == t.bytes) return bytes_repr(static_cast<BytesObject*>(o.get())->value);
  if (base == t.list) {
    ReprGuard g(o.get());
    if (g.reentered) return "[...]";
    return "[" + join_reprs(static_cast<ListObject*>(o.get())->items) + "]";
  }
  if (base == t.tuple) {
    auto& items = static_cast<TupleObject*>(o.get())->items;
    if (items.size() == 1) return "(" + repr(items[0]) + ",)";
    return "(" + join_reprs(items) + ")";
  }
  if (base == t.dict) {
    ReprGuard g(o.get());
    if (g.reentered) return "{...}";
    std::string out = "{";
    bool first = true;
    static_cast<DictObject*>(o.get())->for_each([&](const Ref& k, const Ref& v) {
      if (!first) out += ", ";
      first = false;
      out += repr(k) + ": " + repr(v);
    });
    return out + "}";
  }
  // set_repr: `{1, 2}`, `set()`; frozensets and subclasses name their type: `S({1})`, `S()`.
  auto* s = static_cast<SetObject*>(o.get());
  std::string name = c == t.set ? "" : c->name;
  if (!s->table->size()) return (c == t.set ? "set" : name) + "()";
  ReprGuard g(o.get());
  if (g.reentered) return c->name + "(...)";  // set_repr names the type: {set(...)}
  std::string inner;
  bool first = true;
  for (const Ref& k : cpython_set_order(*s->table)) {
    if (!first) inner += ", ";
    first = false;
    inner += repr(k);
  }
  return c == t.set ? "{" + inner + "}" : name + "({" + inner + "})";
}

std::string repr(const Ref& o) {
  NativeRecursionGuard guard(" while getting the repr of an object");
  const BuiltinTypes& t = T();
  TypeObject* c = o->cls;
  if (c == t.str) return str_repr(static_cast<StrObject*>(o.get())->value);
  if (c == t.int_) {
    auto* i = static_cast<IntObject*>(o.get());
    return i->big ? int_to_string(i) : std::to_string(i->value);
  }
  if (c == t.bool_) return static_cast<IntObject*>(o.get())->value ? "True" : "False";
  if (c == t.float_) return float_repr(static_cast<FloatObject*>(o.get())->value);
  if (c == t.none) return "None";
  // Built-in values, and instances of their subclasses that keep the base's __repr__.
  if (TypeObject* base = c->value_base; base && (base == c || inherits_special(c, "__repr__")))
    return value_repr(o, base);
  if (Ref r = lookup_special(o, "__repr__"_name)) {
    Ref s = call(r, std::vector<Ref>{});
    if (!isinstance(s.get(), t.str))
      raise_type_error("__repr__ returned non-string (type " + type_name(s.get()) + ")");
    return static_cast<StrObject*>(s.get())->value;
  }
  if (c == t.range) {
    auto* r = static_cast<RangeObject*>(o.get());
    std::string out = "range(" + std::to_string(r->start) + ", " + std::to_string(r->stop);
    if (r->step != 1) out += ", " + std::to_string(r->step);
    return out + ")";
  }
  if (c == t.slice) {
    auto* s = static_cast<SliceObject*>(o.get());
    return "slice(" + repr(s->start) + ", " + repr(s->stop) + ", " + repr(s->step) + ")";
  }
  if (c == t.notimplemented) return "NotImplemented";
  if (c == t.ellipsis) return "Ellipsis";
  if (c == t.function)
    return "<function " + static_cast<FunctionObject*>(o.get())->qualname + " at " + address(o.get()) + ">";
  if (c == t.builtin_function) {
    auto* f = static_cast<NativeFunctionObject*>(o.get());
    if (const char* kind = object_slot_kind(f)) return std::string("<") + kind + " '" + f->name + "' of 'object' objects>";
    // A built-in type's method read from the type (list.append): a method descriptor's repr
    // (descrobject.c method_repr). Dunders are left out: CPython makes most of them slot wrappers.
    if (f->is_method && f->owner && !is_dunder(f->name))
      return "<method '" + f->name + "' of '" + tp_name(f->owner) + "' objects>";
    return "<built-in function " + f->name + ">";
  }
  if (c == t.method) {
    auto* m = static_cast<BoundMethodObject*>(o.get());
    if (const char* kind = object_slot_kind(m->function.get())) {
      const std::string& name = static_cast<NativeFunctionObject*>(m->function.get())->name;
      const std::string owner = tp_name(m->self->cls) + " object at " + address(m->self.get()) + ">";
      if (kind[0] == 's') return "<method-wrapper '" + name + "' of " + owner;
      return "<built-in method " + name + " of " + owner;
    }
    // A native method of a built-in type (or of a class deriving from one), bound: CPython's
    // builtin_function_or_method repr (meth_repr), which names the object's type, not its repr.
    // types.MethodType(len, obj) is a plain bound method: the function is no method of the
    // object's type, nor a class method of a built-in type (dict.fromkeys).
    if (m->function->cls == t.builtin_function && native_method_of(m) &&
        (m->self->cls->value_base || (m->self->cls->is_builtin && m->self->cls->module == "builtins")))
      return "<built-in method " + static_cast<NativeFunctionObject*>(m->function.get())->name + " of " +
             tp_name(m->self->cls) + " object at " + address(m->self.get()) + ">";
    return "<bound method " + bound_function_name(m->function) + " of " + repr(m->self) + ">";
  }
  if (c == t.module) {
    // importlib's _module_repr_from_spec: a module run from a file names it; the modules tfplay
    // embeds as Python source are "frozen" into the engine, the native ones "built-in".
    // A module made by types.ModuleType has no spec: its name (and file) only.
    auto* m = static_cast<ModuleObject*>(o.get());
    const std::string head = "<module " + str_repr(m->name);
    Object* file = m->dict->find("__file__");
    if (file && file->cls == t.str) return head + " from " + str_repr(as_str(file)) + ">";
    if (m->globals && m->name != "builtins") return head + " (frozen)>";
    Object* spec = m->dict->find("__spec__");
    return head + (spec && is_none(spec) ? ">" : " (built-in)>");
  }
  if (c == t.type || c->is_subtype_of(t.type)) {
    return "<class '" + qualified_name(static_cast<TypeObject*>(o.get())) + "'>";
  }
  if (is_super_object(o.get())) return super_repr(o);
  // sm_repr / cm_repr (3.10+): the wrapped callable's repr inside.
  if (c == t.staticmethod || c == t.classmethod)
    return "<" + c->name + "(" + repr(static_cast<WrapperObject*>(o.get())->function) + ")>";
  if (c->layout == Layout::Exception) {
    auto* e = static_cast<ExceptionObject*>(o.get());
    if (e->args.size() == 1) return c->name + "(" + repr(e->args[0]) + ")";
    return c->name + "(" + join_reprs(e->args) + ")";
  }
  return "<" + qualified_name(c) + " object at " + address(o.get()) + ">";
}

std::string exception_base_str(const Ref& e) {
  if (e->cls->layout != Layout::Exception) raise_type_error("descriptor '__str__' requires a 'BaseException' object");
  return exception_args_str(static_cast<ExceptionObject*>(e.get()));
}

std::string exception_base_repr(const Ref& e) {
  if (e->cls->layout != Layout::Exception) raise_type_error("descriptor '__repr__' requires a 'BaseException' object");
  auto* x = static_cast<ExceptionObject*>(e.get());
  if (x->args.size() == 1) return e->cls->name + "(" + repr(x->args[0]) + ")";
  return e->cls->name + "(" + join_reprs(x->args) + ")";
}

std::string str(const Ref& o) {
  NativeRecursionGuard guard(" while getting the str of an object");
  TypeObject* c = o->cls;
  if (c == T().str) return static_cast<StrObject*>(o.get())->value;
  if (is_user_defined_special(o, "__str__")) {
    Ref s = call(lookup_special(o, "__str__"_name), std::vector<Ref>{});
    if (!isinstance(s.get(), T().str))
      raise_type_error("__str__ returned non-string (type " + type_name(s.get()) + ")");
    return static_cast<StrObject*>(s.get())->value;
  }
  if (c->layout == Layout::Exception && !c->lookup("__repr__"_name))
    return exception_args_str(static_cast<ExceptionObject*>(o.get()));
  if (c->layout == Layout::Exception) return exception_args_str(static_cast<ExceptionObject*>(o.get()));
  return repr(o);
}

namespace {

/// PyNumber_Index(o): o when it is an int, else what its __index__ returns, which must be an
/// int; TypeError in CPython's words otherwise.
Ref number_index(const Ref& o) {
  if (is_int(o.get()) || o->cls->value_base == T().int_) return o;
  Ref index = lookup_special(o, "__index__"_name);
  if (!index) raise_type_error("'" + tp_name(o->cls) + "' object cannot be interpreted as an integer");
  Ref v = call(index, std::vector<Ref>{});
  if (!isinstance(v.get(), T().int_)) raise_type_error("__index__ returned non-int (type " + tp_name(v->cls) + ")");
  return v;
}

/// PyNumber_AsSsize_t(o, overflow): o's integer value (through __index__); one past 64 bits
/// raises `overflow` ("cannot fit 'int' into an index-sized integer") or, with none, is
/// clamped to the nearest 64-bit value, as slice bounds are.
std::int64_t index_value(const Ref& o, TypeObject* overflow) {
  Ref v = number_index(o);
  if (is_big(v.get()) && overflow) raise(overflow, "cannot fit 'int' into an index-sized integer");
  return static_cast<IntObject*>(v.get())->value;  // saturated when big
}

}  // namespace

// ----- hash / eq / truth -------------------------------------------------------------------------

std::size_t hash(const Ref& o) {
  NativeRecursionGuard guard("");
  const BuiltinTypes& t = T();
  TypeObject* c = served_type(o.get(), "__hash__");
  if (c == t.int_ || c == t.bool_)
    return is_big(o.get()) ? big_int_hash(o.get()) : int_hash(static_cast<IntObject*>(o.get())->value);
  if (c == t.float_) return float_hash(static_cast<FloatObject*>(o.get())->value);
  if (c == t.str) return std::hash<std::string>{}(static_cast<StrObject*>(o.get())->value);
  if (c == t.bytes) return std::hash<std::string>{}(static_cast<BytesObject*>(o.get())->value) ^ 0x5bd1e995;
  if (c == t.tuple) {
    // CPython's tuplehash (xxHash-based, 64-bit lanes).
    constexpr std::uint64_t p1 = 11400714785074694791ULL, p2 = 14029467366897019727ULL, p5 = 2870177450012600261ULL;
    const auto& items = static_cast<TupleObject*>(o.get())->items;
    std::uint64_t acc = p5;
    for (const Ref& item : items) {
      std::uint64_t lane = hash(item);
      acc += lane * p2;
      acc = (acc << 31) | (acc >> 33);
      acc *= p1;
    }
    acc += items.size() ^ (p5 ^ 3527539UL);
    if (acc == static_cast<std::uint64_t>(-1)) return 1546275796;
    return static_cast<std::size_t>(acc);
  }
  if (c == t.frozenset) {
    // CPython's frozenset_hash (Objects/setobject.c), from the hashes the table stored: no
    // recursion into the elements, so frozensets nested any depth deep hash in constant stack.
    auto shuffle = [](std::uint64_t h) { return ((h ^ 89869747ULL) ^ (h << 16)) * 3644798167ULL; };
    const DictObject& table = *static_cast<SetObject*>(o.get())->table;
    std::uint64_t h = 0;
    for (const DictObject::Entry& e : table.entries)
      if (e.key) h ^= shuffle(e.hash);
    h ^= (static_cast<std::uint64_t>(table.size()) + 1) * 1927868237ULL;
    h ^= (h >> 11) ^ (h >> 25);
    h = h * 69069U + 907133923ULL;
    if (h == static_cast<std::uint64_t>(-1)) h = 590923713ULL;
    return static_cast<std::size_t>(h);
  }
  if (c == t.range) {
    // range_hash: hash((len, start, step)), with None for what equal ranges may not share.
    auto* r = static_cast<RangeObject*>(o.get());
    std::int64_t n = r->length();
    return hash(Tuple({Int(n), n == 0 ? None() : Int(r->start), n <= 1 ? None() : Int(r->step)}));
  }
  if (c == t.list || c == t.dict || c == t.set)
    raise_type_error("unhashable type: '" + tp_name(o->cls) + "'");
  static Object* const object_hash = object_slot("__hash__");
  if (Object* h = c->lookup("__hash__"_name); h && h != object_hash) {
    if (is_none(h)) raise_type_error("unhashable type: '" + tp_name(c) + "'");
    // A plain Python or native method is called with the object in front, as the bound method
    // lookup_special would make calls it (dict keys such as tf.DType hash here on every lookup).
    Ref fn = h->self();
    const bool plain = fn->cls == t.function ||
                       (fn->cls == t.builtin_function && static_cast<NativeFunctionObject*>(fn.get())->is_method);
    Ref v = plain ? call(fn, std::vector<Ref>{o}) : call(lookup_special(o, "__hash__"_name), std::vector<Ref>{});
    // slot_tp_hash: an int (a big one hashes as that int does), anything else refused.
    if (!isinstance(v.get(), T().int_)) raise_type_error("__hash__ method should return an integer");
    if (is_big(v.get())) return big_int_hash(v.get());
    // -1 is reserved for errors in CPython's hash slot: a __hash__ returning -1 hashes as -2.
    const std::int64_t value = static_cast<IntObject*>(v.get())->value;
    return static_cast<std::size_t>(value == -1 ? -2 : value);
  }
  // A class that defines __eq__ without __hash__ is unhashable (Python sets __hash__ = None).
  if (!c->is_builtin && c->lookup("__eq__"_name) && !c->lookup("__hash__"_name))
    raise_type_error("unhashable type: '" + tp_name(c) + "'");
  return std::hash<const void*>{}(o.get());
}

bool eq(const Ref& a, const Ref& b) {
  // Dict and set lookups, `in` and list.index compare keys here: two strs or two ints (the
  // exact types, whose == no subclass overrides) compare by value at once.
  const BuiltinTypes& t = T();
  if (a->cls == b->cls) {
    if (a->cls == t.str) return static_cast<StrObject*>(a.get())->value == static_cast<StrObject*>(b.get())->value;
    if (a->cls == t.int_ && !static_cast<IntObject*>(a.get())->big && !static_cast<IntObject*>(b.get())->big)
      return static_cast<IntObject*>(a.get())->value == static_cast<IntObject*>(b.get())->value;
  }
  return truthy(compare(ast::CmpOpKind::Eq, a, b));
}

bool truthy(const Ref& o) {
  const BuiltinTypes& t = T();
  TypeObject* c = o->cls;
  if (c == t.bool_ || c == t.int_) return static_cast<IntObject*>(o.get())->value != 0;
  if (c == t.none) return false;
  if (c == t.float_) return static_cast<FloatObject*>(o.get())->value != 0.0;
  if (c == t.str) return !static_cast<StrObject*>(o.get())->value.empty();
  if (c == t.list) return !static_cast<ListObject*>(o.get())->items.empty();
  if (c == t.tuple) return !static_cast<TupleObject*>(o.get())->items.empty();
  if (c == t.dict) return static_cast<DictObject*>(o.get())->size() != 0;
  if (Ref b = lookup_special(o, "__bool__"_name)) {
    Ref v = call(b, std::vector<Ref>{});
    if (!is_bool(v.get()))
      raise_type_error("__bool__ should return bool, returned " + type_name(v.get()));
    return static_cast<IntObject*>(v.get())->value != 0;
  }
  if (lookup_special(o, "__len__"_name) || c == t.set || c == t.frozenset || c == t.range ||
      c == t.bytes)
    return len(o) != 0;
  return true;
}

std::int64_t len(const Ref& o) {
  const BuiltinTypes& t = T();
  TypeObject* c = o->cls;
  if (c == t.list) return static_cast<std::int64_t>(static_cast<ListObject*>(o.get())->items.size());
  if (c == t.tuple) return static_cast<std::int64_t>(static_cast<TupleObject*>(o.get())->items.size());
  if (c == t.str) {
    const std::string& s = static_cast<StrObject*>(o.get())->value;
    if (s.size() < kRememberedStrBytes) return code_points(s);
    const StrFacts& facts = str_facts(o);  // `while i < len(text)` asks on every step
    return facts.ascii ? static_cast<std::int64_t>(s.size()) : static_cast<std::int64_t>(facts.offsets.size()) - 1;
  }
  if (c == t.bytes) return static_cast<std::int64_t>(static_cast<BytesObject*>(o.get())->value.size());
  if (c == t.dict) return static_cast<std::int64_t>(static_cast<DictObject*>(o.get())->size());
  if (c == t.set || c == t.frozenset)
    return static_cast<std::int64_t>(static_cast<SetObject*>(o.get())->table->size());
  if (c == t.range) return static_cast<RangeObject*>(o.get())->length();
  if (Ref l = lookup_special(o, "__len__"_name)) {
    // slot_sq_length: the result through __index__, negative refused before too large.
    Ref v = number_index(call(l, std::vector<Ref>{}));
    if (static_cast<IntObject*>(v.get())->value < 0) raise_value_error("__len__() should return >= 0");
    return index_value(v, E().OverflowError);
  }
  raise_type_error("object of type '" + tp_name(c) + "' has no len()");
}

// ----- attributes --------------------------------------------------------------------------------

namespace {

Ref bind_descriptor(const Ref& attr, const Ref& instance, TypeObject* owner) {
  TypeObject* c = attr->cls;
  if (c == T().function) {
    if (!instance) return attr;
    return make_object<BoundMethodObject>(T().method, instance, attr);
  }
  if (c == T().builtin_function && static_cast<NativeFunctionObject*>(attr.get())->is_method) {
    if (!instance) return attr;
    return make_object<BoundMethodObject>(T().method, instance, attr);
  }
  if (c == T().staticmethod) return static_cast<WrapperObject*>(attr.get())->function;
  if (c == T().classmethod) return bind_classmethod(static_cast<WrapperObject*>(attr.get())->function, owner);
  if (c == T().property && instance) {
    auto* p = static_cast<PropertyObject*>(attr.get());
    if (!p->fget || is_none(p->fget.get())) raise_property_missing(p, instance.get(), "getter");
    return call(p->fget, std::vector<Ref>{instance});
  }
  if (c == member_descriptor_type() && instance) return member_get(attr.get(), instance.get());
  // A user object with __get__ (a descriptor) is bound through it, also on the class itself
  // (__get__(None, owner)), as is a native object whose type defines one on instances
  // (tf.function's Function binds to instances as TF's Function.__get__ does).
  if (!c->is_builtin || (instance && c->attrs.contains("__get__"))) {
    if (Ref get = lookup_special(attr, "__get__"_name))
      return call(get, std::vector<Ref>{instance ? instance : None(), owner->self()});
  }
  return attr;
}

/// Whether cm_descr_get chains through `callable`'s __get__ (its type has tp_descr_get) rather
/// than making a bound method of it. A Python function's __get__ gives that same bound method.
bool chains_descr_get(const Ref& callable) {
  TypeObject* c = callable->cls;
  if (c == T().function || c == T().builtin_function) return false;
  if (c == T().property || c == T().staticmethod || c == T().classmethod || c == member_descriptor_type()) return true;
  return !c->is_builtin ? c->lookup("__get__"_name) != nullptr : c->attrs.contains("__get__");
}

const TypeObject* best_base(const std::vector<TypeRef>& bases);

/// _PyObject_GenericSetAttrWithDict's refusal for an instance without a __dict__ whose class has
/// the name as a plain attribute (a class variable beside __slots__).
[[noreturn]] void read_only_attribute(const TypeObject* c, const std::string& name) {
  raise(E().AttributeError, "'" + tp_name(c) + "' object attribute '" + name + "' is read-only");
}

Ref special_attribute(const Ref& o, const std::string& name) {
  const BuiltinTypes& t = T();
  if (is_dunder(name) && name == "__class__") return o->cls->self();
  if (o->dict && is_dunder(name) && name == "__dict__") {
    // The live instance dict: one dict per object, kept equal to its attributes both ways.
    if (!o->dict->mirror()) {
      auto d = Dict();
      o->dict->for_each([&](const std::string& k, const Ref& v) { d->set_local(Str(k), v); });
      d->attrs_owner = o;
      o->dict->set_mirror(d);
    }
    return o->dict->mirror();
  }
  TypeObject* c = o->cls;
  if (c == t.function) return function_attribute(static_cast<FunctionObject*>(o.get()), name);
  if (c == t.builtin_function && name == "__name__")
    return Str(static_cast<NativeFunctionObject*>(o.get())->name);
  if (c == t.builtin_function && name == "__qualname__") {
    // meth_get__qualname__: a method's is its type's name and its own (list.append).
    auto* f = static_cast<NativeFunctionObject*>(o.get());
    return Str(f->owner ? f->owner->name + "." + f->name : f->name);
  }
  if (c == t.builtin_function && name == "__doc__") return native_function_doc(static_cast<NativeFunctionObject*>(o.get()));
  if (c == t.builtin_function && name == "__module__") {
    // meth_get__module__: 'builtins' for the builtins (len, print); the natives tfplay does
    // not place in a module say None.
    auto* f = static_cast<NativeFunctionObject*>(o.get());
    Object* b = f->is_method ? nullptr : Interpreter::current().builtins()->vars.find(f->name);
    return b == o.get() ? Str("builtins") : None();
  }
  if (c == t.builtin_function && name == "__signature__")
    return native_signature_object(static_cast<NativeFunctionObject*>(o.get()));
  if ((c == t.builtin_function || c == t.method) && name == "__call__") {
    // The slot wrapper of tp_call: m.__call__(*args, **kwargs) is m(*args, **kwargs).
    return NativeFunction("__call__", [o](CallArgs& a) -> Ref { return call(o, a); });
  }
  if (c == t.method) {
    // method_getattro: the method's own attributes, then its function's.
    auto* m = static_cast<BoundMethodObject*>(o.get());
    if (name == "__self__") return m->self;
    if (name == "__func__") return m->function;
    return getattr_opt(m->function, name);
  }
  if (c == t.type || c->is_subtype_of(t.type)) {
    auto* ty = static_cast<TypeObject*>(o.get());
    if (name == "__name__") return Str(ty->name);
    if (name == "__qualname__") return Str(ty->qualname.empty() ? ty->name : ty->qualname);
    if (name == "__module__") return Str(ty->module);
    if (name == "__abstractmethods__" && ty != t.type) {
      // type's getset reads the class's own dict only; absent, it is an AttributeError.
      if (Object* a = ty->attrs.find("__abstractmethods__"_name)) return a->self();
      return nullptr;
    }
    if (name == "__mro__") {
      std::vector<Ref> items;
      for (TypeObject* m : ty->mro) items.push_back(m->self());
      return Tuple(items);
    }
    if (name == "__bases__") {
      std::vector<Ref> items;
      for (const TypeRef& b : ty->bases) items.push_back(b);
      return Tuple(items);
    }
    if (name == "__base__")  // tp_base: the base whose layout the class extends; None for object
      return ty->bases.empty() ? None() : const_cast<TypeObject*>(best_base(ty->bases))->self();
    if (name == "__doc__") {
      if (Object* doc = ty->attrs.find("__doc__"_name)) return doc->self();
      return None();
    }
    // Class.__init__ / object.__new__ / ...: object's slots, for classes that do not define them.
    // object's classmethods (__init_subclass__, __subclasshook__) come bound to the class.
    if (Object* slot = object_slot(name); slot && (!ty->is_builtin || ty == t.object || slot->cls == t.classmethod))
      return bind_descriptor(slot->self(), nullptr, ty);
    // A built-in type that defines no __hash__ (NoneType, ellipsis, range, type) inherits
    // object's, which dataclasses reads as type(default).__hash__.
    if (Object* slot = name == "__hash__" ? object_slot(name) : nullptr) return bind_descriptor(slot->self(), nullptr, ty);
    if (name == "__dict__") {
      auto d = Dict();
      ty->attrs.for_each([&](const std::string& k, const Ref& v) { d->set(Str(k), v); });
      // object's methods live apart from its table (object_slots.h); its __dict__ lists them, as
      // collections.abc's _check_methods reads (every class is Hashable through object.__hash__).
      if (ty == t.object)
        for_each_object_slot([&](const std::string& k, const Ref& v) {
          if (!d->get(Str(k))) d->set(Str(k), v);
        });
      // A read-only mappingproxy of it (types.MappingProxyType), once the types module is there.
      static thread_local bool importing = false;
      if (!importing) {
        importing = true;
        Ref proxy;
        try {
          proxy = getattr_opt(Interpreter::current().import_module("types"), "MappingProxyType");
        } catch (PyError&) {
        }
        importing = false;
        if (proxy) return call(proxy, std::vector<Ref>{d});
      }
      return d;
    }
  }
  if (c->layout == Layout::Exception) {
    auto* e = static_cast<ExceptionObject*>(o.get());
    if (name == "args") return Tuple(e->args);
    if (name == "__cause__") return e->cause ? e->cause : None();
    if (name == "__context__") return e->context ? e->context : None();
    if (name == "__suppress_context__") return Bool(e->suppress_context);
    if (name == "__traceback__") return exception_traceback(e);
    if (name == "value" && c->is_subtype_of(E().StopIteration)) return e->args.empty() ? None() : e->args[0];
    // SystemExit.code: None without arguments, the argument alone, else the arguments' tuple
    // (SystemExit_init); an assigned code lives in the instance's dict, found before this.
    if (name == "code" && c->is_subtype_of(E().SystemExit))
      return e->args.empty() ? None() : e->args.size() == 1 ? e->args[0] : Tuple(e->args);
    // A member the constructor did not set (AttributeError's name, SyntaxError's lineno, ...).
    if (Ref member = exception_member_default(e, name)) return member;
  }
  if (c == t.slice) {
    auto* s = static_cast<SliceObject*>(o.get());
    if (name == "start") return s->start;
    if (name == "stop") return s->stop;
    if (name == "step") return s->step;
  }
  if (c == t.range) {
    auto* r = static_cast<RangeObject*>(o.get());
    if (name == "start") return Int(r->start);
    if (name == "stop") return Int(r->stop);
    if (name == "step") return Int(r->step);
  }
  if (c == t.staticmethod || c == t.classmethod) {
    auto* w = static_cast<WrapperObject*>(o.get());
    if (name == "__func__" || name == "__wrapped__") return w->function;
    // cm_init / sm_init's functools_wraps: the function's names and docstring.
    if (name == "__module__" || name == "__name__" || name == "__qualname__" || name == "__doc__") {
      if (Ref own = o->dict ? o->dict->get(name) : nullptr) return own;
      if (Ref v = getattr_opt(w->function, name)) return v;
    }
    if (name == "__isabstractmethod__") {
      Ref flag = getattr_opt(w->function, name);
      return Bool(flag && truthy(flag));
    }
  }
  if (c == t.property || (!c->is_builtin && c->is_subtype_of(t.property))) return property_attribute(o, name);
  // An instance's __doc__ is its type's (type's __doc__ getset): None.__doc__ is None.
  if (name == "__doc__" && c->is_builtin && c != t.type) return getattr_opt(c->self(), name);
  return nullptr;
}

[[noreturn]] void attribute_error(const Ref& o, const std::string& name) {
  std::string msg;
  if (o->cls == T().module)
    msg = "module '" + static_cast<ModuleObject*>(o.get())->name + "' has no attribute '" + name + "'";
  else if (o->cls == T().type || o->cls->is_subtype_of(T().type))
    msg = "type object '" + static_cast<TypeObject*>(o.get())->name + "' has no attribute '" + name + "'";
  else
    msg = "'" + tp_name(o->cls) + "' object has no attribute '" + name + "'";
  // CPython 3.12 keeps the object and the name: the traceback suggests a close attribute.
  Ref e = make_exception(E().AttributeError, msg);
  e->ensure_dict().set("name", Str(name));
  e->dict->set("obj", o);
  throw PyError{e};
}

}  // namespace

void raise_attribute_error(const Ref& o, const std::string& name) { attribute_error(o, name); }

namespace {
std::unordered_set<const TypeObject*>& dotted_types() {
  // Never destroyed: types destroyed during static destruction still erase themselves.
  static auto* types = new std::unordered_set<const TypeObject*>();
  return *types;
}
}  // namespace

void set_dotted_tp_name(TypeObject* type) { dotted_types().insert(type); }

void forget_dotted_tp_name(const TypeObject* type) { dotted_types().erase(type); }

std::string tp_name(const TypeObject* type) {
  return dotted_types().count(type) ? type->module + "." + type->name : type->name;
}

Ref getattr_opt(const Ref& o, const std::string& name) { return getattr_opt(o, name, name_hash(name)); }

Ref getattr_opt(const Ref& o, const std::string& name, std::size_t hash) {
  TypeObject* c = o->cls;
  if (c->attribute_hooks().is_metatype) {
    auto* ty = static_cast<TypeObject*>(o.get());
    // type's data descriptors win over the class's own attributes (a class whose instances have
    // a `__name__` property still has type(x).__name__ == its name).
    if (is_dunder(name) && (name == "__name__" || name == "__qualname__" || name == "__mro__" ||
                            name == "__bases__" || name == "__base__" || name == "__dict__" || name == "__abstractmethods__"))
      return special_attribute(o, name);
    if (Object* a = ty->lookup(name, hash)) return bind_descriptor(a->self(), nullptr, ty);
    if (Ref s = special_attribute(o, name)) return s;
    // A metaclass's own methods, bound to the class (abc.ABCMeta.register), then type's own
    // (cls.mro, cls.__call__); object's were found through the class itself.
    for (TypeObject* meta : c->mro) {
      if (meta == T().object) break;
      if (Object* a = meta->attrs.find(name, hash)) return bind_descriptor(a->self(), o, c);
    }
    return nullptr;
  }
  if (c == T().module) {
    if (Ref v = o->dict->get(name, hash)) return v;
    if (name == "__name__") return Str(static_cast<ModuleObject*>(o.get())->name);
    return special_attribute(o, name);  // __dict__, __class__
  }
  // A classmethod's or staticmethod's __doc__ is its function's (cm_init's functools_wraps puts
  // it in the instance dict), not the type's docstring.
  if ((c == T().classmethod || c == T().staticmethod) && is_dunder(name) && name == "__doc__") return special_attribute(o, name);
  // A data descriptor with __get__ wins over the instance dict; other descriptors bind after it.
  Object* descr = c->lookup(name, hash);
  if (descr && is_data_descriptor(descr) && (descr->cls == T().property || descr->cls->lookup("__get__"_name)))
    return bind_descriptor(descr->self(), o, c);
  if (o->dict)
    if (Ref v = o->dict->get(name, hash)) return v;
  if (descr) return bind_descriptor(descr->self(), o, c);
  if (Ref s = special_attribute(o, name)) return s;
  // object's methods, bound (a.__repr__, a.__eq__, a.__init__, ...); a native type with an
  // attribute hook of its own (super) answers through the hook instead.
  if (is_dunder(name) && !(c->is_builtin && c->attribute_hooks().has_getattr)) return object_slot_bound(o, name);
  return nullptr;
}

Ref getattr(const Ref& o, const std::string& name) { return getattr(o, name, name_hash(name)); }

Ref getattr(const Ref& o, const std::string& name, std::size_t hash) {
  if (Ref v = getattr_or_null(o, name, hash)) return v;
  attribute_error(o, name);
}

Ref getattr_or_null(const Ref& o, const std::string& name) { return getattr_or_null(o, name, name_hash(name)); }

namespace {
// Calls a Python __getattr__ hook (a class's or a module's). An AttributeError it raises
// without a name or an object (neither given to its constructor) gets both, as CPython 3.12's
// PyObject_GetAttr does (set_attribute_error_context), so the traceback can suggest a close
// name ("Did you mean: 'Dense'?").
Ref call_attribute_hook(const Ref& hook, const Ref& o, const std::string& name) {
  try {
    return call(hook, std::vector<Ref>{Str(name)});
  } catch (PyError& err) {
    if (isinstance(err.exc.get(), E().AttributeError)) {
      AttrMap& d = err.exc->ensure_dict();
      if (!d.get("name") && !d.get("obj")) {
        d.set("name", Str(name));
        d.set("obj", o);
      }
    }
    throw;
  }
}
}  // namespace

Ref getattr_or_null(const Ref& o, const std::string& name, std::size_t hash) {
  // A class's own __getattribute__ answers every lookup; __getattr__ only after its
  // AttributeError (slot_tp_getattr_hook).
  if (o->cls->attribute_hooks().custom_getattribute) {
    try {
      return call(lookup_special(o, "__getattribute__"_name), std::vector<Ref>{Str(name)});
    } catch (PyError& err) {
      if (!isinstance(err.exc.get(), E().AttributeError) || !o->cls->lookup("__getattr__"_name)) throw;
    }
    return call_attribute_hook(lookup_special(o, "__getattr__"_name), o, name);
  }
  // super_getattro looks every name up past the class first: `super().__getattr__` is a base's
  // __getattr__ (or "'super' object has no attribute '__getattr__'"), not the native hook
  // through which tfplay's super type does that lookup.
  if (name == "__getattr__" && is_super_object(o.get()))
    return call(o->cls->lookup("__getattr__"_name)->self(), std::vector<Ref>{o, Str(name)});
  // A __getattr__ written in Python also answers when the generic lookup raises
  // AttributeError (a property's getter), as slot_tp_getattr_hook calls it.
  const bool has_getattr = o->cls->attribute_hooks().has_getattr;
  if (has_getattr)
    if (Object* hook = o->cls->lookup("__getattr__"_name); hook && hook->cls == T().function) {
      try {
        if (Ref v = getattr_opt(o, name, hash)) return v;
      } catch (PyError& err) {
        if (!isinstance(err.exc.get(), E().AttributeError)) throw;
      }
      return call_attribute_hook(lookup_special(o, "__getattr__"_name), o, name);
    }
  if (Ref v = getattr_opt(o, name, hash)) return v;
  // A module-level __getattr__ (PEP 562) answers for names the module does not define.
  if (o->cls == T().module)
    if (Ref module_getattr = o->dict->get("__getattr__")) return call_attribute_hook(module_getattr, o, name);
  if (has_getattr) {
    Object* hook = o->cls->lookup("__getattr__"_name);
    if (hook && hook->cls == T().builtin_function)
      if (const auto& answer = static_cast<NativeFunctionObject*>(hook)->getattr_hook) return answer(o, name);
    return call_attribute_hook(lookup_special(o, "__getattr__"_name), o, name);
  }
  return nullptr;
}

Ref lookup_attr(const Ref& o, const std::string& name) {
  try {
    return getattr_or_null(o, name);
  } catch (PyError& e) {
    if (isinstance(e.exc.get(), E().AttributeError)) return nullptr;
    throw;
  }
}

namespace {
// What CPython's compatible_for_assignment compares, approximated by tfplay's layouts. A type's
// instance layout is fixed by its nearest built-in base (its "solid" base): a value type, the
// exception layout, or object.
const TypeObject* solid_base(const TypeObject* t) {
  if (t->value_base) {
    // A variable-sized built-in (int, tuple, bytes) keeps a subclass's __dict__ past its items,
    // so the class deriving from it directly starts a layout of its own.
    const TypeObject* v = t->value_base;
    if (v != T().int_ && v != T().tuple && v != T().bytes) return v;
    for (const TypeObject* next = t; next;) {
      t = next;
      next = nullptr;
      for (const TypeRef& b : t->bases)
        if (!b->is_builtin && b->value_base) next = b.get();
    }
    return t;
  }
  if (t->layout == Layout::Exception) return E().BaseException;
  return T().object;
}

// Whether instances are freed as garbage-collected objects (tp_free == PyObject_GC_Del): every
// class a program defines, containers, exceptions and types; not object and the scalar types.
bool gc_freed(const TypeObject* t) {
  if (!t->is_builtin || t->layout == Layout::Exception) return true;
  const auto& ty = T();
  return t == ty.list || t == ty.dict || t == ty.set || t == ty.frozenset || t == ty.tuple || t == ty.type;
}

// best_base: the base whose solid base is the most derived (the first of equals).
const TypeObject* best_base(const std::vector<TypeRef>& bases) {
  const TypeObject* best = bases.front().get();
  for (const TypeRef& b : bases)
    if (solid_base(b.get()) != solid_base(best) && solid_base(b.get())->is_subtype_of(solid_base(best))) best = b.get();
  return best;
}

/// CPython's compatible_for_assignment, for `attr` ("__bases__", "__class__") changing the
/// instance layout of `from` to that of `to`: TypeError unless both free and lay out their
/// instances alike.
void check_compatible_for_assignment(const TypeObject* from, const TypeObject* to, const char* attr) {
  const std::string what = std::string(attr) + " assignment: '" + to->name + "' ";
  if (gc_freed(to) != gc_freed(from)) raise_type_error(what + "deallocator differs from '" + from->name + "'");
  // Layouts match when both reach their solid base the same way: through a class of the program
  // (which adds an instance dict) or as the built-in type itself, with the same native object.
  const auto layout_key = [](const TypeObject* t) {
    const SlotLayout* s = slot_layout(t);
    return std::tuple{!t->is_builtin, solid_base(t), t->layout, s ? s->count : 0u, !s || s->dict, !s || s->weakref};
  };
  if (layout_key(to) != layout_key(from)) raise_type_error(what + "object layout differs from '" + from->name + "'");
}

/// `obj.__class__ = value` (CPython's object_set_class): a class of the program whose instances
/// are laid out as obj's. The inline attribute caches key on the object's type, so they follow.
void set_object_class(const Ref& o, const Ref& value) {
  if (!(value->cls == T().type || value->cls->is_subtype_of(T().type)))
    raise_type_error("__class__ must be set to a class, not '" + type_name(value.get()) + "' object");
  auto* to = static_cast<TypeObject*>(value.get());
  TypeObject* from = o->cls;
  if (to->is_subtype_of(T().module) && from->is_subtype_of(T().module))
    raise(E().NotImplementedError, "__class__ assignment of modules is not supported by tfplay");
  if (to->is_builtin || from->is_builtin)
    raise_type_error("__class__ assignment only supported for mutable types or ModuleType subclasses");
  check_compatible_for_assignment(from, to, "__class__");
  o->cls = to;
}

/// `cls.__bases__ = (...)` (CPython's type_set_bases): a non-empty tuple of classes that makes no
/// cycle and keeps the instance layout; the class and its subclasses get new MROs, and on an
/// inconsistent MRO everything is as before.
void set_type_bases(TypeObject* ty, const Ref& value) {
  const std::string where = ty->name + ".__bases__";
  if (!py::is_tuple(value.get()))
    raise_type_error("can only assign tuple to " + where + ", not " + type_name(value.get()));
  std::vector<Ref> items = to_vector(value);
  if (items.empty()) raise_type_error("can only assign non-empty tuple to " + where + ", not ()");
  std::vector<TypeRef> bases;
  for (const Ref& item : items) {
    if (!(item->cls == T().type || item->cls->is_subtype_of(T().type)))
      raise_type_error(where + " must be tuple of classes, not '" + type_name(item.get()) + "'");
    auto* base = static_cast<TypeObject*>(item.get());
    if (base == ty || base->is_subtype_of(ty)) raise_type_error("a __bases__ item causes an inheritance cycle");
    check_base_type(base);
    bases.push_back(std::static_pointer_cast<TypeObject>(item));
  }
  const TypeObject* old_best = best_base(ty->bases);
  const TypeObject* new_best = best_base(bases);
  check_compatible_for_assignment(old_best, new_best, "__bases__");
  std::vector<TypeRef> old = ty->bases;
  for (const TypeRef& b : old) std::erase(b->subclasses, ty);
  ty->bases = std::move(bases);
  try {
    ty->compute_mro();
  } catch (...) {
    for (const TypeRef& b : ty->bases) std::erase(b->subclasses, ty);
    ty->bases = std::move(old);
    ty->compute_mro();
    throw;
  }
}

/// `cls.name = value` for a class the program defines: type's data descriptors (__name__,
/// __qualname__, __module__, __abstractmethods__, __bases__) update the type itself.
void set_type_attribute(TypeObject* ty, const std::string& name, std::size_t hash, Ref value) {
  if (!is_dunder(name)) {  // a class attribute (a counter, a setting): none of type's own
    ty->attrs.set(name, hash, std::move(value));
    return;
  }
  if (name == "__bases__") {
    set_type_bases(ty, value);
    return;
  }
  if (name == "__name__" || name == "__qualname__") {
    if (!isinstance(value.get(), T().str))
      raise_type_error("can only assign string to " + ty->name + "." + name + ", not '" + type_name(value.get()) + "'");
    const std::string& text = as_str(value.get());
    if (name == "__qualname__") {
      ty->qualname = text == ty->name ? "" : text;
    } else {
      if (ty->qualname.empty()) ty->qualname = ty->name;
      ty->name = text;
      if (ty->qualname == ty->name) ty->qualname.clear();
    }
    return;
  }
  if (name == "__module__" && isinstance(value.get(), T().str)) ty->module = as_str(value.get());
  // CPython's type_set_abstractmethods: the flag object.__new__ checks follows the value.
  if (name == "__abstractmethods__") ty->abstract = truthy(value);
  ty->attrs.set(name, hash, std::move(value));
}

void type_setattr(TypeObject* ty, const std::string& name, std::size_t hash, Ref value) {
  if (ty->is_builtin) raise_type_error("cannot set '" + name + "' attribute of immutable type '" + ty->name + "'");
  set_type_attribute(ty, name, hash, std::move(value));
}
}  // namespace

void type_setattr(TypeObject* ty, const std::string& name, Ref value) {
  type_setattr(ty, name, name_hash(name), std::move(value));
}

void setattr(const Ref& o, const std::string& name, Ref value) { setattr(o, name, name_hash(name), std::move(value)); }

void setattr(const Ref& o, const std::string& name, std::size_t hash, Ref value) {
  TypeObject* c = o->cls;
  if (c->attribute_hooks().is_metatype) {
    // A metaclass the program wrote may define __setattr__ for its classes (enum's members).
    if (!c->is_builtin)
      if (Object* meta_setattr = metaclass_method(c, "__setattr__")) {
        call(meta_setattr->self(), std::vector<Ref>{o, Str(name), std::move(value)});
        return;
      }
    type_setattr(static_cast<TypeObject*>(o.get()), name, hash, std::move(value));
    return;
  }
  if (Ref sa = c->attribute_hooks().custom_setattr ? lookup_special(o, "__setattr__"_name) : nullptr) {
    call(sa, std::vector<Ref>{Str(name), value});
    return;
  }
  generic_setattr(o, name, hash, std::move(value));
}

Ref bind_classmethod(const Ref& callable, TypeObject* owner) {
  if (chains_descr_get(callable)) return bind_descriptor(callable, owner->self(), owner);
  return make_object<BoundMethodObject>(T().method, owner->self(), callable);
}

bool is_data_descriptor(const Object* descr) {
  const BuiltinTypes& t = T();
  const TypeObject* c = descr->cls;
  if (c == t.property) return true;
  if (c == t.function || c == t.builtin_function || c == t.staticmethod || c == t.classmethod) return false;
  return c->lookup("__set__"_name) || c->lookup("__delete__"_name);
}

void set_names(TypeObject* cls) {
  // A snapshot: __set_name__ may change the class's __dict__.
  std::vector<std::pair<std::string, Ref>> items;
  cls->attrs.for_each([&](const std::string& k, const Ref& v) { items.emplace_back(k, v); });
  for (const auto& [name, value] : items) {
    Ref set_name = lookup_special(value, "__set_name__"_name);
    if (!set_name) continue;
    try {
      call(set_name, std::vector<Ref>{cls->self(), Str(name)});
    } catch (PyError& err) {
      // 3.12 keeps the error and adds a note (3.11 wrapped it in a RuntimeError).
      call(getattr(err.exc, "add_note"), std::vector<Ref>{Str("Error calling __set_name__ on '" + tp_name(value->cls) +
                                                              "' instance " + repr(Str(name)) + " in '" + cls->name + "'")});
      throw;
    }
  }
}

void generic_setattr(const Ref& o, const std::string& name, std::size_t hash, Ref value) {
  TypeObject* c = o->cls;
  if (Object* descr = c->lookup(name, hash); descr && is_data_descriptor(descr)) {
    if (descr->cls == T().property) {
      auto* p = static_cast<PropertyObject*>(descr);
      if (!p->fset || is_none(p->fset.get())) raise_property_missing(p, o.get(), "setter");
      call(p->fset, std::vector<Ref>{o, value});
      return;
    }
    if (descr->cls == member_descriptor_type()) {
      member_set(descr, o.get(), std::move(value));
      return;
    }
    // slot_tp_descr_set: a descriptor with only __delete__ cannot set ("__set__").
    Ref set = lookup_special(descr->self(), "__set__"_name);
    if (!set) raise(E().AttributeError, "__set__");
    call(set, std::vector<Ref>{o, value});
    return;
  }
  if (is_dunder(name) && name == "__class__") {
    set_object_class(o, value);
    return;
  }
  if (c->layout == Layout::Exception && (is_dunder(name) || name == "args") &&
      set_exception_attribute(static_cast<ExceptionObject*>(o.get()), name, value))
    return;
  if (c->native_instance_dict) {
    o->ensure_dict().set(name, std::move(value));
    return;
  }
  if (c == T().property && o->dict && name == "__doc__") {
    o->dict->set(name, hash, std::move(value));  // property's writable __doc__ member
    return;
  }
  if (!o->dict && !c->is_builtin && c->lookup(name)) read_only_attribute(c, name);
  if (!o->dict || (c->is_builtin && c != T().function && c != T().module && c->layout != Layout::Exception))
    raise(E().AttributeError, "'" + tp_name(c) + "' object has no attribute '" + name + "'");
  if (c == T().function && set_function_attribute(static_cast<FunctionObject*>(o.get()), name, value)) return;
  if ((!c->is_builtin || c == T().function) && is_dunder(name) && name == "__dict__") {
    // obj.__dict__ = d: d becomes the instance dict.
    if (!value->cls->is_subtype_of(T().dict))
      raise_type_error("__dict__ must be set to a dictionary, not a '" + type_name(value.get()) + "'");
    auto d = std::static_pointer_cast<DictObject>(value);
    if (const auto& old = o->dict->mirror(); old && old != d) unshare_instance_dict(*old, o.get());
    o->dict->set_mirror(nullptr);
    o->dict->clear_local();
    d->for_each([&](const Ref& k, const Ref& v) {
      if (isinstance(k.get(), T().str)) o->dict->set_local(static_cast<StrObject*>(k.get())->value, v);
    });
    o->dict->set_mirror(d);
    share_instance_dict(d, o);  // another instance's dict: both use it (the Borg idiom)
    return;
  }
  o->dict->set(name, hash, std::move(value));
}

void delattr(const Ref& o, const std::string& name) {
  if (is_type_object(o.get())) return generic_delattr(o, name);
  // A class's own __delattr__ answers every deletion (slot_tp_setattro with no value).
  if (TypeObject* c = o->cls; !c->is_builtin)
    if (Object* da = c->lookup("__delattr__"_name); da && da != T().object->attrs.find("__delattr__"_name)) {
      call(lookup_special(o, "__delattr__"_name), std::vector<Ref>{Str(name)});
      return;
    }
  generic_delattr(o, name);
}

void generic_delattr(const Ref& o, const std::string& name) {
  // type.__delattr__(cls, name) and object.__delattr__ reached for a class: its own attribute.
  if (is_type_object(o.get())) {
    if (!static_cast<TypeObject*>(o.get())->attrs.erase(name)) attribute_error(o, name);
    return;
  }
  // BaseException's getset attributes refuse deletion (BaseException_set_args & co).
  if (o->cls->layout == Layout::Exception && (is_dunder(name) || name == "args") &&
      set_exception_attribute(static_cast<ExceptionObject*>(o.get()), name, nullptr))
    return;
  // del f.__defaults__ / __kwdefaults__ / __annotations__ (funcobject.c's setters given NULL):
  // no defaults then, and a new empty __annotations__ on the next read.
  if (o->cls == T().function && (name == "__name__" || name == "__qualname__"))
    raise_type_error(name + " must be set to a string object");  // func_set_name / func_set_qualname given NULL
  if (o->cls == T().function && (name == "__defaults__" || name == "__kwdefaults__" || name == "__annotations__")) {
    set_function_attribute(static_cast<FunctionObject*>(o.get()), name, None());
    return;
  }
  if (Object* descr = o->cls->lookup(name); descr && is_data_descriptor(descr)) {
    // A property's deleter; a descriptor with only __set__ cannot delete.
    if (descr->cls == T().property) {
      Ref del = property_fdel(descr);
      if (!del) raise_property_missing(descr, o.get(), "deleter");
      call(del, std::vector<Ref>{o});
      return;
    }
    if (descr->cls == member_descriptor_type()) {
      member_set(descr, o.get(), nullptr);
      return;
    }
    Ref del = lookup_special(descr->self(), "__delete__"_name);
    if (!del) raise(E().AttributeError, "__delete__");
    call(del, std::vector<Ref>{o});
    return;
  }
  if (!o->dict && !o->cls->is_builtin && o->cls->lookup(name)) read_only_attribute(o->cls, name);
  if (!o->dict || !o->dict->erase(name)) attribute_error(o, name);
}

// ----- calls -------------------------------------------------------------------------------------

namespace {
/// object.__new__'s refusal of an abstract class (3.12's text): its own __abstractmethods__,
/// sorted, quoted.
void check_not_abstract(TypeObject* cls) {
  if (!cls->abstract) return;
  Object* methods = cls->attrs.find("__abstractmethods__"_name);
  std::vector<std::string> names;
  if (methods)
    for (const Ref& m : to_vector(methods->self())) names.push_back(str(m));
  std::sort(names.begin(), names.end());
  std::string joined;
  for (std::size_t i = 0; i < names.size(); ++i) joined += (i ? "', '" : "") + names[i];
  raise_type_error("Can't instantiate abstract class " + cls->name + " without an implementation for abstract method" +
                   (names.size() > 1 ? "s" : "") + " '" + joined + "'");
}
}  // namespace

Ref object_new(CallArgs& a) {
  if (a.args.empty()) raise_type_error("object.__new__(): not enough arguments");
  const Ref& type_arg = a.args[0];
  if (!(type_arg->cls == T().type || type_arg->cls->is_subtype_of(T().type)))
    raise_type_error("object.__new__(X): X is not a type object (" + type_name(type_arg.get()) + ")");
  auto* cls = static_cast<TypeObject*>(type_arg.get());
  if (a.args.size() > 1 || !a.kwargs.empty()) {
    // object_new: extra arguments are an error unless only __init__ was overridden.
    Object* new_fn = cls->lookup("__new__"_name);
    Object* init = cls->lookup("__init__"_name);
    if (new_fn) raise_type_error("object.__new__() takes exactly one argument (the type to instantiate)");
    if (!init) raise_type_error(cls->name + "() takes no arguments");
  }
  for (TypeObject* base : cls->mro) {
    if (base == T().object) break;
    if (base->is_builtin)
      raise_type_error("object.__new__(" + cls->name + ") is not safe, use " + base->name + ".__new__()");
  }
  check_not_abstract(cls);
  return allocate_instance(cls);
}

Ref object_init(CallArgs& a) {
  if (a.args.empty()) raise_type_error("descriptor '__init__' of 'object' object needs an argument");
  if (a.args.size() > 1 || !a.kwargs.empty()) {
    TypeObject* cls = a.args[0]->cls;
    Object* new_fn = cls->lookup("__new__"_name);
    Object* init = cls->lookup("__init__"_name);
    if (init) raise_type_error("object.__init__() takes exactly one argument (the instance to initialize)");
    // object_init: neither __init__ nor __new__ overridden names the class's __init__.
    if (!new_fn) raise_type_error(cls->name + ".__init__() takes exactly one argument (the instance to initialize)");
  }
  return None();
}

Ref object_getattribute(CallArgs& a) {
  if (a.args.size() != 2) raise_type_error("expected 1 argument, got " + std::to_string(a.args.size() > 0 ? a.args.size() - 1 : 0));
  const std::string& name = as_str(a.args[1].get(), "attribute name");
  if (Ref v = getattr_opt(a.args[0], name)) return v;
  attribute_error(a.args[0], name);
}

namespace {

// Calls the __init__ `init` found on an instance's class as the bound method
// instance.__init__ would be called (`args` gains the instance in front, as calling that
// bound method does); a plain function needs no bound method made for the call. Any other
// attribute binds as slot_tp_init's lookup does (`__init__ = property(getter)` calls the
// getter: test_class testForExceptionsRaisedInInstanceGetattr2).
Ref call_init(Object* init, const Ref& instance, CallArgs& args) {
  if (init->cls != T().function) return call(lookup_special(instance, "__init__"_name), args);
  Ref function = init->self();  // held: the call may rebind the class's __init__
  args.args.insert(args.args.begin(), instance);
  return Interpreter::current().call_function(static_cast<FunctionObject*>(function.get()), args);
}

Ref construct_instance(TypeObject* cls, CallArgs& args) {
  // Subclasses of int, list, dict, ... : __new__ then __init__ with the base's natives.
  if (cls->value_base) return construct_value_instance(cls, args);
  // A __new__ the program defines creates the instance; __init__ runs only when it returned an
  // instance of the class, as type.__call__ does.
  Object* new_fn = cls->lookup("__new__"_name);
  if (new_fn && new_fn->cls == T().function) {
    CallArgs new_args{args.args, args.kwargs};
    new_args.args.insert(new_args.args.begin(), cls->self());
    Ref instance = call(new_fn->self(), new_args);
    if (!isinstance(instance.get(), cls)) return instance;
    // type_call runs the __init__ of the object's own type: a __new__ may return an instance
    // of a subclass (Keras's Model(inputs, outputs) makes a Functional). An exception's
    // built-in __init__ runs too (it sets args, SyntaxError's location, ...).
    Object* init = instance->cls->lookup("__init__"_name);
    if (init && (init->cls != T().builtin_function || instance->cls->layout == Layout::Exception))
      call_init(init, instance, args);
    return instance;
  }
  // Allocate with the nearest native base that knows how (exceptions), else a plain instance.
  Ref instance;
  if (cls->is_subtype_of(T().type)) {
    // A metaclass the program wrote, without a __new__ of its own: type.__new__ makes the class.
    instance = new_class(cls, args);
    Object* init = instance->cls->lookup("__init__"_name);
    if (init && init->cls == T().function) call(make_object<BoundMethodObject>(T().method, instance, init->self()), args);
    return instance;
  }
  for (TypeObject* base : cls->mro) {
    if (base == T().property) {
      // A property subclass: a property set up by the class's __init__ (property.__init__).
      instance = new_property_instance(cls);
      if (Object* init = cls->lookup("__init__"_name)) call_init(init, instance, args);
      return instance;
    }
    if (base->construct && base->is_builtin && base != T().object) {
      if (base->layout != Layout::Exception)
        raise(E().NotImplementedError,
              "tfplay does not support subclassing the built-in type '" + base->name + "'");
      instance = base->construct(cls, args);
      break;
    }
  }
  if (!instance) {
    check_not_abstract(cls);
    instance = allocate_instance(cls);
  }
  Object* init = cls->lookup("__init__"_name);
  if (init && !(init->cls == T().builtin_function)) {
    Ref result = call_init(init, instance, args);
    if (!is_none(result.get()))
      raise_type_error("__init__() should return None, not '" + type_name(result.get()) + "'");
  } else if (cls->layout != Layout::Exception && (!args.args.empty() || !args.kwargs.empty())) {
    raise_type_error(cls->name + "() takes no arguments");
  }
  return instance;
}

}  // namespace

Ref call_type(TypeObject* ty, CallArgs& args) {
  if (ty == T().type && args.args.size() == 1 && args.kwargs.empty()) return args.args[0]->cls->self();
  if (ty->is_builtin) {
    if (!ty->construct) raise_type_error("cannot create '" + ty->name + "' instances");
    return ty->construct(ty, args);
  }
  return construct_instance(ty, args);
}

namespace {
NativeErrorTranslator g_native_error_translator = nullptr;
}  // namespace

void set_native_error_translator(NativeErrorTranslator translate) { g_native_error_translator = translate; }
NativeErrorTranslator native_error_translator() { return g_native_error_translator; }

namespace {
/// Whether CPython serves the native method `name` of `owner` through a slot wrapper (most
/// dunders) rather than a method descriptor: the two word their self errors differently.
bool is_slot_wrapper(const std::string& name, const TypeObject* owner) {
  static const std::unordered_set<std::string> method_dunders = {
      "__ceil__", "__floor__", "__round__", "__trunc__", "__format__", "__sizeof__", "__reduce__", "__reduce_ex__",
      "__reversed__", "__getnewargs__", "__getstate__", "__dir__", "__subclasses__", "__instancecheck__",
      "__subclasscheck__", "__bytes__", "__complex__", "__alloc__", "__enter__", "__exit__"};
  if (name.size() < 5 || name.compare(0, 2, "__") != 0 || method_dunders.count(name)) return false;
  const BuiltinTypes& t = T();
  // dict, set and list declare these in their method tables too (METH_COEXIST).
  if (name == "__contains__") return owner != t.dict && owner != t.set && owner != t.frozenset;
  if (name == "__getitem__") return owner != t.dict && owner != t.list;
  return true;
}
}  // namespace

/// descrobject.c's method_check_args / descr_check and wrapperdescr_call.
void raise_method_self_error(const NativeFunctionObject& f, const CallArgs& args) {
  const std::string owner = tp_name(f.owner);
  const bool slot = is_slot_wrapper(f.name, f.owner);
  if (args.args.empty()) {
    if (slot) raise_type_error("descriptor '" + f.name + "' of '" + owner + "' object needs an argument");
    raise_type_error("unbound method " + owner + "." + f.name + "() needs an argument");
  }
  const std::string given = tp_name(args.args[0]->cls);
  if (slot) raise_type_error("descriptor '" + f.name + "' requires a '" + owner + "' object but received a '" + given + "'");
  raise_type_error("descriptor '" + f.name + "' for '" + owner + "' objects doesn't apply to a '" + given + "' object");
}

void raise_missing_native_argument(const NativeFunctionObject& f, const CallArgs& args) {
  const bool method = f.is_method && !args.args.empty();
  const std::size_t given = args.args.size() - (method ? 1 : 0);
  const std::string n = std::to_string(given);
  if (method && f.name.size() > 4 && f.name.compare(0, 2, "__") == 0)
    raise_type_error("expected " + std::to_string(given + 1) + " argument" + (given == 0 ? "" : "s") + ", got " + n);
  if (method && given == 0)
    raise_type_error(args.args[0]->cls->name + "." + f.name + "() takes exactly one argument (0 given)");
  raise_type_error(f.name + " expected at least " + std::to_string(given + 1) + " argument" + (given == 0 ? "" : "s") +
                   ", got " + n);
}

bool is_callable(const Object* o) {
  const auto& t = T();
  return o->cls == t.function || o->cls == t.builtin_function || o->cls == t.method || o->cls == t.type ||
         o->cls->is_subtype_of(t.type) || o->cls->lookup("__call__"_name);
}

Ref call(const Ref& callable, CallArgs& args) {
  const BuiltinTypes& t = T();
  TypeObject* c = callable->cls;
  // A Python function's call counts against the recursion limit itself.
  if (c == t.function) return Interpreter::current().call_function(static_cast<FunctionObject*>(callable.get()), args);
  NativeRecursionGuard guard("");
  if (c == t.builtin_function) return call_native(static_cast<NativeFunctionObject*>(callable.get()), args);
  if (c == t.method) {
    auto* m = static_cast<BoundMethodObject*>(callable.get());
    args.args.insert(args.args.begin(), m->self);
    return call(m->function, args);
  }
  if (c == t.type || c->is_subtype_of(t.type)) {
    // A metaclass the program wrote may define __call__ for its classes.
    if (!c->is_builtin)
      if (Object* meta_call = metaclass_method(c, "__call__")) {
        args.args.insert(args.args.begin(), callable);
        return call(meta_call->self(), args);
      }
    return call_type(static_cast<TypeObject*>(callable.get()), args);
  }
  // An instance whose class defines __call__ as a plain function (a Keras layer): called as
  // the bound method would be, without making it.
  if (Object* attr = c->lookup("__call__"_name); attr && attr->cls == t.function) {
    Ref function = attr->self();  // held: the call may rebind the class's __call__
    args.args.insert(args.args.begin(), callable);
    return Interpreter::current().call_function(static_cast<FunctionObject*>(function.get()), args);
  }
  if (Ref f = lookup_special(callable, "__call__"_name)) return call(f, args);
  raise_type_error("'" + tp_name(c) + "' object is not callable");
}

Ref call(const Ref& callable, std::vector<Ref> args) {
  CallArgs a{std::move(args), {}};
  return call(callable, a);
}

Ref call_method(const Ref& o, const std::string& name, std::vector<Ref> args) {
  return call(getattr(o, name), std::move(args));
}

bool exception_matches(const Ref& exc, const Ref& types) {
  std::vector<Ref> candidates = is_tuple(types.get()) ? static_cast<TupleObject*>(types.get())->items
                                                       : std::vector<Ref>{types};
  bool hit = false;
  for (const Ref& t : candidates) {
    if (!(t->cls == T().type || t->cls->is_subtype_of(T().type)) ||
        !static_cast<TypeObject*>(t.get())->is_subtype_of(E().BaseException))
      raise_type_error("catching classes that do not inherit from BaseException is not allowed");
    if (exc->cls->is_subtype_of(static_cast<TypeObject*>(t.get()))) hit = true;
  }
  return hit;
}

Ref enter_context(const Ref& manager, Ref& exit) {
  Ref enter = lookup_special(manager, "__enter__"_name);
  exit = lookup_special(manager, "__exit__"_name);
  if (!enter)
    raise_type_error("'" + type_name(manager.get()) + "' object does not support the context manager protocol");
  if (!exit)
    raise_type_error("'" + type_name(manager.get()) +
                     "' object does not support the context manager protocol (missed __exit__ method)");
  return call(enter, std::vector<Ref>{});
}

// ----- iteration ---------------------------------------------------------------------------------

Ref iter(const Ref& o) { return iter_as(o, served_type(o.get(), "__iter__")); }

Ref iter_as(const Ref& o, TypeObject* c) {
  const BuiltinTypes& t = T();
  const IteratorTypes& it = iterator_types();
  if (c == t.list) {
    auto list = std::static_pointer_cast<ListObject>(o);
    std::size_t i = 0;
    // listiter_next drops the list at the end: an exhausted iterator stays exhausted.
    return Iterator(it.list_iterator, [list, i]() mutable -> Ref {
      if (list && i < list->items.size()) return list->items[i++];
      list = nullptr;
      return nullptr;
    });
  }
  if (c == t.tuple) {
    auto tup = std::static_pointer_cast<TupleObject>(o);
    std::size_t i = 0;
    return Iterator(it.tuple_iterator, [tup, i]() mutable -> Ref { return i < tup->items.size() ? tup->items[i++] : nullptr; });
  }
  if (c == t.range) {
    auto r = std::static_pointer_cast<RangeObject>(o);
    std::int64_t i = 0, n = r->length();
    return Iterator(it.range_iterator, [r, i, n]() mutable -> Ref { return i < n ? Int(r->start + r->step * i++) : nullptr; });
  }
  if (c == t.str) {
    auto s = std::static_pointer_cast<StrObject>(o);
    std::size_t pos = 0;
    // 3.12 iterates an all-ASCII str with str_ascii_iterator.
    return Iterator(is_ascii(s->value) ? it.str_ascii_iterator : it.str_iterator, [s, pos]() mutable -> Ref {
      if (pos >= s->value.size()) return nullptr;
      std::size_t n = utf8_char_len(static_cast<unsigned char>(s->value[pos]));
      Ref ch = char_str(s->value.data() + pos, n);
      pos += n;
      return ch;
    });
  }
  if (c == t.bytes) {
    auto b = std::static_pointer_cast<BytesObject>(o);
    std::size_t i = 0;
    return Iterator(it.bytes_iterator, [b, i]() mutable -> Ref {
      return i < b->value.size() ? Int(static_cast<unsigned char>(b->value[i++])) : nullptr;
    });
  }
  if (c == t.set || c == t.frozenset) {
    auto table = static_cast<SetObject*>(o.get())->table;
    auto items = std::make_shared<std::vector<Ref>>(cpython_set_order(*table));
    std::size_t i = 0, size = table->size();
    return Iterator(it.set_iterator, [table, items, i, size]() mutable -> Ref {
      if (table->size() != size) raise(E().RuntimeError, "Set changed size during iteration");
      return i < items->size() ? (*items)[i++] : nullptr;
    });
  }
  if (c == t.dict) {
    std::shared_ptr<DictObject> d = std::static_pointer_cast<DictObject>(o);
    std::size_t i = 0, size = d->size(), remaining = size;
    // It walks entry positions: they stay put while it lives.
    return Iterator(it.dict_keyiterator, [d, i, size, remaining, hold = PositionHold(*d)]() mutable -> Ref {
      if (d->size() != size)
        raise(E().RuntimeError, "dictionary changed size during iteration");
      while (i < d->entries.size() && !d->entries[i].key) ++i;
      if (i >= d->entries.size()) return nullptr;
      // A key past the ones the dict had (one deleted, another added): dictiter's di_len check.
      if (remaining-- == 0) raise(E().RuntimeError, "dictionary keys changed during iteration");
      return d->entries[i++].key;
    });
  }
  if (c->layout == Layout::Native) return o;  // a native iterator (is_native_iterator)
  if (Ref f = lookup_special(o, "__iter__"_name)) {
    // `__iter__ = None` says the type is not iterable, whatever its __getitem__ (typeobject.c).
    if (is_none(f.get())) raise_type_error("'" + tp_name(c) + "' object is not iterable");
    Ref it = call(f, std::vector<Ref>{});
    if (!is_native_iterator(it.get()) && !lookup_special(it, "__next__"_name))
      raise_type_error("iter() returned non-iterator of type '" + type_name(it.get()) + "'");
    return it;
  }
  if (lookup_special(o, "__getitem__"_name)) {
    Ref seq = o;
    std::int64_t i = 0;
    return Iterator([seq, i]() mutable -> Ref {
      if (!seq) return nullptr;  // iterobject.c's iter_iternext: exhausted for good
      try {
        return getitem(seq, Int(i++));
      } catch (PyError& e) {
        if (isinstance(e.exc.get(), E().IndexError) || isinstance(e.exc.get(), E().StopIteration)) {
          seq = nullptr;
          return nullptr;
        }
        throw;
      }
    });
  }
  raise_type_error("'" + tp_name(c) + "' object is not iterable");
}

Ref next(const Ref& iterator) {
  NativeRecursionGuard guard("");
  if (is_native_iterator(iterator.get())) return iterator_next_fast(iterator.get());
  // A generator's end makes no StopIteration here: nothing would see it.
  if (iterator->cls == generator_type()) {
    Ref result;
    return generator_resume(static_cast<GeneratorObject&>(*iterator), None(), nullptr, result);
  }
  Ref f = lookup_special(iterator, "__next__"_name);
  if (!f) raise_type_error("'" + type_name(iterator.get()) + "' object is not an iterator");
  try {
    return call(f, std::vector<Ref>{});
  } catch (PyError& e) {
    if (isinstance(e.exc.get(), E().StopIteration)) return nullptr;
    throw;
  }
}

void check_container_size(std::size_t items) {
  constexpr std::size_t kMaxItems = std::size_t{1} << 26;
  if (items > kMaxItems) raise(E().MemoryError, "");
}

void check_repeat_size(std::size_t unit, std::int64_t n) {
  constexpr std::int64_t kLimit = std::int64_t{1} << 30;
  if (n > 0 && unit > 0 && static_cast<std::int64_t>(unit) > kLimit / n) raise(E().MemoryError, "");
}

std::vector<Ref> to_vector(const Ref& iterable) {
  if (iterable->cls == T().list) return static_cast<ListObject*>(iterable.get())->items;
  if (iterable->cls == T().tuple) return static_cast<TupleObject*>(iterable.get())->items;
  std::vector<Ref> out;
  Ref it = iter(iterable);
  while (Ref v = next(it)) {
    Interpreter::current().step();
    check_container_size(out.size() + 1);
    out.push_back(std::move(v));
  }
  return out;
}

// ----- indexing ----------------------------------------------------------------------------------

Ref str_item(const Ref& o, std::int64_t i) {
  const std::string& s = static_cast<StrObject*>(o.get())->value;
  const StrFacts& facts = str_facts(o);
  const auto length = static_cast<std::int64_t>(facts.ascii ? s.size() : facts.offsets.size() - 1);
  if (i < 0) i += length;
  if (i < 0 || i >= length) raise(E().IndexError, "string index out of range");
  const auto k = static_cast<std::size_t>(i);
  if (facts.ascii) return ascii_char_str(s[k]);
  return char_str(s.data() + facts.offsets[k], facts.offsets[k + 1] - facts.offsets[k]);
}

std::int64_t normalize_index(const Ref& index, std::int64_t size, const char* what) {
  if (!is_int(index.get()) && !lookup_special(index, "__index__"_name)) {
    // list_ass_subscript says "list indices", its IndexError "list assignment index".
    const std::string_view kind = std::string_view(what) == "list assignment" ? "list" : what;
    raise_type_error(std::string(kind) + " indices must be integers or slices, not " + tp_name(index->cls));
  }
  std::int64_t i = index_value(index, E().IndexError);
  if (i < 0) i += size;
  if (i < 0 || i >= size) raise(E().IndexError, std::string(what) + " index out of range");
  return i;
}

std::int64_t slice_indices(const SliceObject& s, std::int64_t size, std::int64_t& start,
                           std::int64_t& stop, std::int64_t& step) {
  // _PyEval_SliceIndex's error for a bound that is not an integer.
  auto integer = [](const Ref& v) {
    if (!is_int(v.get()) && !lookup_special(v, "__index__"_name))
      raise_type_error("slice indices must be integers or None or have an __index__ method");
    return index_value(v, nullptr);
  };
  step = is_none(s.step.get()) ? 1 : integer(s.step);
  if (step == 0) raise_value_error("slice step cannot be zero");
  std::int64_t lower = step < 0 ? -1 : 0, upper = step < 0 ? size - 1 : size;
  auto adjust = [&](const Ref& v, std::int64_t dflt) {
    if (is_none(v.get())) return dflt;
    std::int64_t i = integer(v);
    if (i < 0) {
      i += size;
      if (i < lower) i = lower;
    } else if (i > upper) {
      i = upper;
    }
    return i;
  };
  start = adjust(s.start, step < 0 ? upper : lower);
  stop = adjust(s.stop, step < 0 ? lower : upper);
  if (step > 0) return stop > start ? (stop - start - 1) / step + 1 : 0;
  return start > stop ? (start - stop - 1) / (-step) + 1 : 0;
}

namespace {

template <class Seq>
std::vector<Ref> slice_items(const Seq& items, const SliceObject& s) {
  std::int64_t start, stop, step;
  std::int64_t n = slice_indices(s, static_cast<std::int64_t>(items.size()), start, stop, step);
  std::vector<Ref> out;
  out.reserve(static_cast<std::size_t>(n));
  for (std::int64_t i = 0, j = start; i < n; ++i, j += step) out.push_back(items[static_cast<std::size_t>(j)]);
  return out;
}

}  // namespace

Ref getitem(const Ref& o, const Ref& key) { return getitem_as(o, key, served_type(o.get(), "__getitem__")); }

Ref getitem_as(const Ref& o, const Ref& key, TypeObject* c) {
  const BuiltinTypes& t = T();
  if (c == t.list || c == t.tuple) {
    const auto& items = c == t.list ? static_cast<ListObject*>(o.get())->items
                                    : static_cast<TupleObject*>(o.get())->items;
    if (key->cls == t.slice) {
      auto out = slice_items(items, *static_cast<SliceObject*>(key.get()));
      return c == t.list ? List(std::move(out)) : Tuple(std::move(out));
    }
    std::int64_t i = normalize_index(key, static_cast<std::int64_t>(items.size()), c == t.list ? "list" : "tuple");
    return items[static_cast<std::size_t>(i)];
  }
  if (c == t.dict) {
    if (Ref v = static_cast<DictObject*>(o.get())->get(key)) return v;
    // dict subclasses may supply missing values (defaultdict, Counter).
    if (o->cls != t.dict)
      if (Ref missing = lookup_special(o, "__missing__"_name)) return call(missing, std::vector<Ref>{key});
    throw PyError{[&] {
      auto e = make_object<ExceptionObject>(E().KeyError);
      e->args.push_back(key);
      return e;
    }()};
  }
  if (c == t.str) {
    // Code points are found without splitting the string: an ASCII string (most) is indexed
    // by byte, any other through the byte offsets of its code points. Scanners that index a
    // long string character by character (json) stay linear in its length per step at worst.
    const std::string& s = static_cast<StrObject*>(o.get())->value;
    const StrFacts& facts = str_facts(o);
    const bool ascii = facts.ascii;
    const std::vector<std::size_t>& offsets = facts.offsets;
    const auto length = static_cast<std::int64_t>(ascii ? s.size() : offsets.size() - 1);
    auto char_at = [&](std::int64_t i, std::string& out) {
      auto k = static_cast<std::size_t>(i);
      if (ascii) out += s[k];
      else out.append(s, offsets[k], offsets[k + 1] - offsets[k]);
    };
    std::string out;
    if (key->cls == t.slice) {
      std::int64_t start, stop, step;
      std::int64_t n = slice_indices(*static_cast<SliceObject*>(key.get()), length, start, stop, step);
      if (ascii && step == 1) return Str(n > 0 ? s.substr(static_cast<std::size_t>(start), static_cast<std::size_t>(n)) : std::string());
      for (std::int64_t i = 0, j = start; i < n; ++i, j += step) char_at(j, out);
      return Str(out);
    }
    if (!isinstance(key.get(), t.int_) && !lookup_special(key, "__index__"_name))
      raise_type_error("string indices must be integers, not '" + tp_name(key->cls) + "'");
    const auto i = static_cast<std::size_t>(normalize_index(key, length, "string"));
    if (ascii) return ascii_char_str(s[i]);
    return char_str(s.data() + offsets[i], offsets[i + 1] - offsets[i]);
  }
  if (c == t.range) {
    auto* r = static_cast<RangeObject*>(o.get());
    if (key->cls == t.slice) {
      std::int64_t start, stop, step;
      std::int64_t n = slice_indices(*static_cast<SliceObject*>(key.get()), r->length(), start, stop, step);
      (void)n;
      // range(start + i*step, start + j*step, k*step) for the slice's indices i:j:k (compute_slice).
      return make_object<RangeObject>(t.range, r->start + start * r->step, r->start + stop * r->step, step * r->step);
    }
    // compute_range_item works on ints of any size: an index past 64 bits is just out of range.
    if (isinstance(key.get(), t.int_) && is_big(key.get())) raise(E().IndexError, "range object index out of range");
    std::int64_t i = normalize_index(key, r->length(), "range object");
    return Int(r->start + i * r->step);
  }
  if (c == t.bytes) {
    const std::string& b = static_cast<BytesObject*>(o.get())->value;
    if (key->cls == t.slice) {
      std::int64_t start, stop, step;
      std::int64_t n = slice_indices(*static_cast<SliceObject*>(key.get()), static_cast<std::int64_t>(b.size()), start, stop, step);
      std::string out;
      out.reserve(static_cast<std::size_t>(n));
      for (std::int64_t i = 0, j = start; i < n; ++i, j += step) out += b[static_cast<std::size_t>(j)];
      return Bytes(std::move(out));
    }
    if (!is_int(key.get()) && !lookup_special(key, "__index__"_name))
      raise_type_error("byte indices must be integers or slices, not " + type_name(key.get()));
    std::int64_t i = index_value(key, E().IndexError), n = static_cast<std::int64_t>(b.size());
    if (i < 0) i += n;
    if (i < 0 || i >= n) raise(E().IndexError, "index out of range");
    return Int(static_cast<unsigned char>(b[static_cast<std::size_t>(i)]));
  }
  if (Ref f = lookup_special(o, "__getitem__"_name)) return call(f, std::vector<Ref>{key});
  if (c == t.type || c->is_subtype_of(t.type)) {
    // A class's own __class_getitem__ (PEP 560), else a generic alias (list[int], dict[str,
    // int]: PEP 585's types.GenericAlias, stdlib types.py).
    if (static_cast<TypeObject*>(o.get())->lookup("__class_getitem__"_name))
      if (Ref f = getattr_opt(o, "__class_getitem__")) return call(f, std::vector<Ref>{key});
    Ref alias = getattr(Interpreter::current().import_module("types"), "GenericAlias");
    return call(alias, std::vector<Ref>{o, key});
  }
  raise_type_error("'" + tp_name(c) + "' object is not subscriptable");
}

void setitem(const Ref& o, const Ref& key, Ref value) { setitem_as(o, key, std::move(value), served_type(o.get(), "__setitem__")); }

void setitem_as(const Ref& o, const Ref& key, Ref value, TypeObject* c) {
  const BuiltinTypes& t = T();
  if (c == t.list) {
    auto& items = static_cast<ListObject*>(o.get())->items;
    if (key->cls == t.slice) {
      auto* s = static_cast<SliceObject*>(key.get());
      std::int64_t start, stop, step;
      std::int64_t n = slice_indices(*s, static_cast<std::int64_t>(items.size()), start, stop, step);
      // PySequence_Fast: a value that cannot be iterated gets the slice assignment's message.
      try {
        iter(value);
      } catch (PyError& e) {
        if (!isinstance(e.exc.get(), E().TypeError)) throw;
        raise_type_error(step == 1 ? "can only assign an iterable" : "must assign iterable to extended slice");
      }
      std::vector<Ref> repl = to_vector(value);
      if (step == 1) {
        if (stop < start) stop = start;
        // list_ass_slice: the replaced items are dropped last first once the list is updated.
        std::vector<Ref> removed(std::make_move_iterator(items.begin() + start), std::make_move_iterator(items.begin() + stop));
        items.erase(items.begin() + start, items.begin() + stop);
        items.insert(items.begin() + start, repl.begin(), repl.end());
        while (!removed.empty()) removed.pop_back();
        return;
      }
      if (static_cast<std::int64_t>(repl.size()) != n)
        raise_value_error("attempt to assign sequence of size " + std::to_string(repl.size()) +
                          " to extended slice of size " + std::to_string(n));
      for (std::int64_t i = 0, j = start; i < n; ++i, j += step) items[static_cast<std::size_t>(j)] = repl[static_cast<std::size_t>(i)];
      return;
    }
    std::int64_t i = normalize_index(key, static_cast<std::int64_t>(items.size()), "list assignment");
    items[static_cast<std::size_t>(i)] = std::move(value);
    return;
  }
  if (c == t.dict) {
    static_cast<DictObject*>(o.get())->set(key, std::move(value));
    return;
  }
  if (Ref f = lookup_special(o, "__setitem__"_name)) {
    call(f, std::vector<Ref>{key, value});
    return;
  }
  raise_type_error("'" + tp_name(c) + "' object does not support item assignment");
}

void delitem(const Ref& o, const Ref& key) { delitem_as(o, key, served_type(o.get(), "__delitem__")); }

void delitem_as(const Ref& o, const Ref& key, TypeObject* c) {
  const BuiltinTypes& t = T();
  if (c == t.list) {
    auto& items = static_cast<ListObject*>(o.get())->items;
    if (key->cls == t.slice) {
      std::int64_t start, stop, step;
      std::int64_t n = slice_indices(*static_cast<SliceObject*>(key.get()), static_cast<std::int64_t>(items.size()), start, stop, step);
      std::vector<bool> drop(items.size(), false);
      std::vector<Ref> garbage;  // in slice order
      for (std::int64_t i = 0, j = start; i < n; ++i, j += step) {
        drop[static_cast<std::size_t>(j)] = true;
        garbage.push_back(items[static_cast<std::size_t>(j)]);
      }
      std::vector<Ref> kept;
      for (std::size_t i = 0; i < items.size(); ++i)
        if (!drop[i]) kept.push_back(std::move(items[i]));
      items = std::move(kept);
      // What CPython drops the deleted items in: list_ass_slice last first for a plain slice,
      // list_ass_subscript's garbage in slice order for an extended one.
      if (step == 1) {
        while (!garbage.empty()) garbage.pop_back();
      } else {
        for (Ref& g : garbage) g = nullptr;
      }
      return;
    }
    std::int64_t i = normalize_index(key, static_cast<std::int64_t>(items.size()), "list assignment");
    items.erase(items.begin() + i);
    return;
  }
  if (c == t.dict) {
    if (!static_cast<DictObject*>(o.get())->erase(key)) {
      auto e = make_object<ExceptionObject>(E().KeyError);
      e->args.push_back(key);
      throw PyError{e};
    }
    return;
  }
  if (Ref f = lookup_special(o, "__delitem__"_name)) {
    call(f, std::vector<Ref>{key});
    return;
  }
  raise_type_error("'" + tp_name(c) + "' object doesn't support item deletion");
}

bool contains(const Ref& container, const Ref& item) {
  return contains_as(container, item, served_type(container.get(), "__contains__"));
}

bool contains_as(const Ref& container, const Ref& item, TypeObject* c) {
  const BuiltinTypes& t = T();
  if (c == t.dict) return static_cast<DictObject*>(container.get())->get(item) != nullptr;
  if (c == t.set || c == t.frozenset) {
    const std::shared_ptr<DictObject> table = static_cast<SetObject*>(container.get())->table;
    try {
      return table->get(item) != nullptr;
    } catch (PyError& err) {
      return table->get(frozenset_key_or_rethrow(item, err)) != nullptr;  // {1} in {frozenset({1})}
    }
  }
  if (c == t.str) {
    if (!isinstance(item.get(), t.str))
      raise_type_error("'in <string>' requires string as left operand, not " + type_name(item.get()));
    return find_substring(static_cast<StrObject*>(container.get())->value, static_cast<StrObject*>(item.get())->value) != std::string::npos;
  }
  if (c == t.bytes) return bytes_contains(static_cast<BytesObject*>(container.get())->value, item);
  if (c == t.list || c == t.tuple) {
    const auto& items = c == t.list ? static_cast<ListObject*>(container.get())->items
                                    : static_cast<TupleObject*>(container.get())->items;
    return sequence_find(items, item) >= 0;
  }
  if (c == t.range) {
    auto* r = static_cast<RangeObject*>(container.get());
    if (!is_int(item.get())) {
      Ref it = iter(container);
      while (Ref v = next(it))
        if (eq(v, item)) return true;
      return false;
    }
    std::int64_t v = static_cast<IntObject*>(item.get())->value;
    if (r->step > 0 ? (v < r->start || v >= r->stop) : (v > r->start || v <= r->stop)) return false;
    return (v - r->start) % r->step == 0;
  }
  if (Ref f = lookup_special(container, "__contains__"_name)) return truthy(call(f, std::vector<Ref>{item}));
  if (!is_native_iterator(container.get()) && !lookup_special(container, "__iter__"_name) && !lookup_special(container, "__getitem__"_name))
    raise_type_error("argument of type '" + c->name + "' is not iterable");
  Ref it = iter(container);
  while (Ref v = next(it))
    if (v == item || eq(v, item)) return true;
  return false;
}

}  // namespace tfplay::py
