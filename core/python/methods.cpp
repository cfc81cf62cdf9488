// Constructors and methods of the built-in types (int(), str.join, list.append, dict.get, ...).
#include "core/python/methods.h"
#include "core/python/property.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "core/python/arg_checks.h"
#include "core/python/bigint.h"
#include "core/python/dict_storage.h"
#include "core/python/bytes_methods.h"
#include "core/python/descriptors.h"
#include "core/python/interpreter.h"
#include "core/python/iterator_types.h"
#include "core/python/metaclass.h"
#include "core/python/list_sort.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/set_order.h"
#include "core/python/slots.h"
#include "core/python/str_format.h"
#include "core/python/substring_search.h"
#include "core/python/value_subclass.h"
#include "core/python/unicode.h"
#include "core/python/unicode/ucd.h"

namespace tfplay::py {


namespace {

const std::string& self_str(CallArgs& a) { return static_cast<StrObject*>(a.args[0].get())->value; }
std::vector<Ref>& self_list(CallArgs& a) { return static_cast<ListObject*>(a.args[0].get())->items; }
DictObject& self_dict(CallArgs& a) { return *static_cast<DictObject*>(a.args[0].get()); }

void arity(CallArgs& a, const std::string& name, std::size_t min, std::size_t max) {
  std::size_t n = a.args.size() - 1;  // without self
  if (n < min || n > max) {
    if (min == max && min == 0) raise_type_error(name + "() takes no arguments (" + std::to_string(n) + " given)");
    if (min == max && min == 1) raise_type_error(name + "() takes exactly one argument (" + std::to_string(n) + " given)");
    check_positional_count(name, n, min, max);
  }
}

/// str.find/count/startswith/... take (sub[, start[, end]]): PyArg_ParseTuple's "O|OO:name" errors.
void finds_arity(CallArgs& a, const std::string& name) {
  const std::size_t n = a.args.size() - 1;  // without self
  if (n < 1) raise_type_error(name + "() takes at least 1 argument (0 given)");
  if (n > 3) raise_type_error(name + "() takes at most 3 arguments (" + std::to_string(n) + " given)");
}

/// The str argument `v` of a str method, else the TypeError `what` + ", not <type>" (CPython's
/// wordings differ by method: "must be str", "replace() argument 1 must be str", ...). Argument
/// Clinic's converters (`clinic`) call None "None" rather than "NoneType".
const std::string& str_arg(const Ref& v, const std::string& what, bool clinic = false) {
  if (!isinstance(v.get(), T().str))
    raise_type_error(what + ", not " + (clinic && is_none(v.get()) ? std::string("None") : type_name(v.get())));
  return static_cast<const StrObject*>(v.get())->value;
}

/// The prefixes str.startswith/endswith test: a str, or each item of a tuple (whose items are
/// checked as they are reached).
std::vector<Ref> affix_args(const Ref& arg, const char* method) {
  if (is_tuple(arg.get())) return to_vector(arg);
  if (!isinstance(arg.get(), T().str))
    raise_type_error(std::string(method) + " first arg must be str or a tuple of str, not " + type_name(arg.get()));
  return {arg};
}

/// str.strip/lstrip/rstrip: removes code points in `chars` (UTF-8) from the ends.
std::string strip_chars(const std::string& s, const std::string& chars, bool left, bool right) {
  std::vector<std::string> cps = utf8_chars(s);
  std::size_t a = 0, b = cps.size();
  auto stripped = [&](const std::string& c) { return chars.find(c) != std::string::npos; };
  if (left) while (a < b && stripped(cps[a])) ++a;
  if (right) while (b > a && stripped(cps[b - 1])) --b;
  std::string out;
  for (std::size_t i = a; i < b; ++i) out += cps[i];
  return out;
}

/// Python's str.isspace for one code point (the Unicode White_Space/bidi classes CPython uses).
bool is_space_char(const std::string& c) { return ucd::is_space(static_cast<char32_t>(utf8_decode(c))); }

/// str.strip() without arguments: removes Unicode whitespace from the ends.
std::string strip_whitespace(const std::string& s, bool left, bool right) {
  std::vector<std::string> cps = utf8_chars(s);
  std::size_t a = 0, b = cps.size();
  if (left) while (a < b && is_space_char(cps[a])) ++a;
  if (right) while (b > a && is_space_char(cps[b - 1])) --b;
  std::string out;
  for (std::size_t i = a; i < b; ++i) out += cps[i];
  return out;
}

/// str.split() without a separator: runs of Unicode whitespace separate the parts.
std::vector<std::string> split_whitespace(const std::string& s, std::int64_t maxsplit) {
  std::vector<std::string> cps = utf8_chars(s);
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < cps.size()) {
    while (i < cps.size() && is_space_char(cps[i])) ++i;
    if (i >= cps.size()) break;
    if (maxsplit >= 0 && static_cast<std::int64_t>(out.size()) == maxsplit) {
      std::string rest;
      for (std::size_t k = i; k < cps.size(); ++k) rest += cps[k];
      out.push_back(rest);  // the rest keeps its trailing whitespace
      break;
    }
    std::string part;
    while (i < cps.size() && !is_space_char(cps[i])) part += cps[i++];
    out.push_back(part);
  }
  return out;
}

/// A start or end argument of str.find/list.index and the like (_PyEval_SliceIndex): an int or
/// an object with __index__ (None, when `none_ok`, is handled by the caller).
std::int64_t slice_index(const Ref& v, bool none_ok) {
  if (!is_int(v.get()) && !lookup_special(v, "__index__"_name))
    raise_type_error(none_ok ? "slice indices must be integers or None or have an __index__ method"
                             : "slice indices must be integers or have an __index__ method");
  // _PyEval_SliceIndex clamps a big int to the 64-bit range (a big IntObject's value is).
  if (is_int(v.get()) && is_big(v.get())) return static_cast<IntObject*>(v.get())->value;
  return as_int(v.get());
}

/// The code-point range [start, end) of the optional arguments a.args[first] and
/// a.args[first + 1] (missing = open, None too when `none_ok`; negative counts from the end;
/// clamped), as str.find/count/startswith/endswith take them, for a string of `n` code points.
std::pair<std::int64_t, std::int64_t> code_point_range(std::int64_t n, const CallArgs& a, std::size_t first, bool none_ok = true) {
  auto bound = [&](std::size_t i, std::int64_t dflt) {
    if (a.args.size() <= i || (none_ok && is_none(a.args[i].get()))) return dflt;
    std::int64_t v = slice_index(a.args[i], none_ok);
    if (v < 0) v += n;
    return std::max<std::int64_t>(0, std::min(v, n));
  };
  return {bound(first, 0), bound(first + 1, n)};
}

/// list.index / tuple.index(x, start, stop): the first position in items[start:stop] holding x,
/// or null (list_index_impl, tuple_index_impl).
Ref sequence_index(const std::vector<Ref>& items, const CallArgs& a) {
  auto [start, stop] = code_point_range(static_cast<std::int64_t>(items.size()), a, 2, false);
  std::int64_t i = sequence_find(items, a.args.at(1), start, stop);
  return i < 0 ? nullptr : Int(i);
}

/// CPython's ADJUST_INDICES for the optional (start, end) arguments a.args[first] and
/// a.args[first + 1] of str.find/count/startswith/endswith on a string of `n` code points: end
/// is clamped to [0, n], start only raised to 0, so it may lie past the end (then nothing,
/// not even "", is found there).
std::pair<std::int64_t, std::int64_t> adjusted_indices(std::int64_t n, const CallArgs& a, std::size_t first) {
  auto bound = [&](std::size_t i, std::int64_t dflt) {
    return a.args.size() <= i || is_none(a.args[i].get()) ? dflt : slice_index(a.args[i], true);
  };
  std::int64_t start = bound(first, 0), end = bound(first + 1, n);
  if (end > n) end = n;
  else if (end < 0) end = std::max<std::int64_t>(end + n, 0);
  if (start < 0) start = std::max<std::int64_t>(start + n, 0);
  return {start, end};
}

/// The bytes of code points [start, end) of `text` (which has `n` code points), as a view.
std::string_view code_point_window(const std::string& text, std::int64_t n, std::int64_t start, std::int64_t end) {
  if (start >= end) return {};
  if (static_cast<std::int64_t>(text.size()) == n)  // ASCII: a code point is a byte
    return std::string_view(text).substr(static_cast<std::size_t>(start), static_cast<std::size_t>(end - start));
  auto advance = [&](std::size_t from, std::int64_t count) {
    while (count-- > 0 && from < text.size()) from += utf8_char_len(static_cast<unsigned char>(text[from]));
    return std::min(from, text.size());
  };
  const std::size_t b = advance(0, start);
  return std::string_view(text).substr(b, advance(b, end - start) - b);
}

/// Code points in `s`.
std::int64_t code_points(std::string_view s) {
  std::int64_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

/// The searched part of a str method's text: the window of its optional (start, end) arguments.
struct SearchWindow {
  std::string_view text;
  std::int64_t start = 0, end = 0;  // adjusted code-point bounds (start may exceed end)
  /// Whether a substring of `sub_length` code points can fit (CPython's `end - start < len`).
  bool fits(std::int64_t sub_length) const { return end - start >= sub_length; }
};

SearchWindow search_window(const std::string& full, const CallArgs& a, std::size_t first) {
  const std::int64_t n = utf8_length(full);
  auto [start, end] = adjusted_indices(n, a, first);
  return {code_point_window(full, n, start, end), start, end};
}

Ref str_list(const std::vector<std::string>& parts) {
  std::vector<Ref> out;
  for (const auto& p : parts) out.push_back(Str(p));
  return List(out);
}

}  // namespace

std::int64_t sequence_find(const std::vector<Ref>& items, const Ref& value, std::int64_t start, std::int64_t stop) {
  for (std::int64_t i = start; i < stop && i < static_cast<std::int64_t>(items.size()); ++i) {
    Ref item = items[static_cast<std::size_t>(i)];
    if (item == value || eq(item, value)) return i;
  }
  return -1;
}

void dict_merge(DictObject& target, const DictObject& source) {
  const std::size_t n = source.entries.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (!source.entries[i].key) continue;
    Ref k = source.entries[i].key, v = source.entries[i].value;
    target.set(k, v);
    if (source.entries.size() != n) raise(E().RuntimeError, "dict mutated during update");
  }
}

bool for_each_mapping_item(const Ref& mapping, const std::function<void(const Ref& key, const Ref& value)>& fn) {
  TypeObject* c = mapping->cls;
  if (c == T().dict || (c->is_subtype_of(T().dict) && c->lookup("__iter__"_name) == T().dict->lookup("__iter__"_name))) {
    const auto& d = *static_cast<DictObject*>(mapping.get());
    const std::size_t n = d.entries.size();
    for (std::size_t i = 0; i < n && i < d.entries.size(); ++i) {
      if (!d.entries[i].key) continue;
      Ref k = d.entries[i].key, v = d.entries[i].value;
      fn(k, v);
    }
    return true;
  }
  if (!lookup_special(mapping, "keys")) return false;
  for (const Ref& k : to_vector(call_method(mapping, "keys"))) fn(k, getitem(mapping, k));
  return true;
}

void add_alternate_constructor(TypeObject* type, const std::string& name, NativeFn fn) {
  type->attrs.set(name, make_object<WrapperObject>(T().classmethod, NativeFunction(name, [type, fn](CallArgs& a) -> Ref {
    Ref cls = a.args.at(0);
    CallArgs rest{std::vector<Ref>(a.args.begin() + 1, a.args.end()), a.kwargs};
    Ref made = fn(rest);
    return cls == type->self() ? made : call(cls, std::vector<Ref>{made});
  })));
}

void dict_update_arg(DictObject& target, const Ref& other) {
  CallArgs ctor{{other}, {}};
  Ref items = T().dict->construct(T().dict, ctor);
  dict_merge(target, *static_cast<DictObject*>(items.get()));
}

bool set_subset(Object* s, Object* of) {
  std::shared_ptr<DictObject> p = static_cast<SetObject*>(s)->table, q = static_cast<SetObject*>(of)->table;
  if (p->size() > q->size()) return false;
  for (std::size_t i = 0; i < p->entries.size(); ++i) {
    if (!p->entries[i].key) continue;
    Ref k = p->entries[i].key;
    if (!q->get(k)) return false;
  }
  return true;
}

/// Text as int() and float() parse it (_PyUnicode_TransformDecimalAndSpaceToASCII): beyond
/// ASCII, a Unicode space becomes ' ' and a decimal digit (Arabic-Indic, fullwidth, ...) its ASCII
/// digit; anything else ends the text with '?', which no number parses.
std::string ascii_number_text(const std::string& text) {
  if (std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) return text;
  std::string out;
  for (const std::string& ch : utf8_chars(text)) {
    const char32_t cp = utf8_decode(ch);
    if (cp < 127) {
      out += ch;
    } else if (ucd::is_space(cp)) {
      out += ' ';
    } else if (const int d = ucd::decimal_value(cp); d >= 0) {
      out += static_cast<char>('0' + d);
    } else {
      out += '?';
      break;
    }
  }
  return out;
}

namespace {

/// int(text, base) of ASCII text; `shown` is the text a refusal quotes.
Ref int_from_ascii(const std::string& text, std::int64_t base, const std::string& shown) {
  std::string s = strip_chars(text, " \t\n\r\f\v", true, true);
  std::string digits;
  bool neg = false;
  std::size_t i = 0;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) neg = s[i++] == '-';
  const std::int64_t given_base = base;  // what a refusal names
  bool prefixed = false;
  if (base == 0 || base == 16 || base == 8 || base == 2) {
    if (i + 1 < s.size() && s[i] == '0') {
      char p = static_cast<char>(std::tolower(static_cast<unsigned char>(s[i + 1])));
      int b = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 0;
      if (b && (base == 0 || base == b)) {
        base = b;
        i += 2;
        prefixed = true;
      }
    }
  }
  // PyLong_FromString: with base 0 an unprefixed literal is decimal and may not start with 0
  // unless it is all zeros ('08' and '0_1' are refused, '0_0' is 0).
  const bool decimal_literal = base == 0;
  if (base == 0) base = 10;
  bool ok = i < s.size() && base >= 2 && base <= 36;
  bool last_underscore = !prefixed;  // an underscore may follow a base prefix ('0x_1')
  for (; i < s.size() && ok; ++i) {
    char c = static_cast<char>(std::tolower(static_cast<unsigned char>(s[i])));
    if (c == '_' && !last_underscore) { last_underscore = true; continue; }
    int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : (c >= 'a' && c <= 'z') ? c - 'a' + 10 : 99;
    if (d >= base) { ok = false; break; }
    digits += c;
    last_underscore = false;
  }
  if (decimal_literal && digits.size() > 1 && digits[0] == '0' && digits.find_first_not_of('0') != std::string::npos)
    ok = false;
  if (!ok || last_underscore || digits.empty())
    raise_value_error("invalid literal for int() with base " + std::to_string(given_base) + ": " + str_repr(shown));
  return int_from_digits(digits, static_cast<int>(base), neg);
}

Ref int_from_string(const std::string& text, std::int64_t base) { return int_from_ascii(ascii_number_text(text), base, text); }

/// float(text) of ASCII text; `shown` is the text a refusal quotes.
Ref float_from_ascii(const std::string& text, const std::string& shown) {
  // _Py_string_to_number_with_underscores, over the whole text (spaces included): an underscore
  // only right after a digit and right before one, then all of them removed; no NUL.
  std::string unscored;
  if (text.find('_') != std::string::npos) {
    char prev = '\0';
    bool ok = text.find('\0') == std::string::npos;
    for (char c : text) {
      const bool digit_prev = prev >= '0' && prev <= '9';
      if (c == '_' ? !digit_prev : (prev == '_' && !(c >= '0' && c <= '9'))) ok = false;
      if (c != '_') unscored += c;
      prev = c;
    }
    if (!ok || prev == '_') raise_value_error("could not convert string to float: " + str_repr(shown));
  }
  std::string s = strip_chars(unscored.empty() ? text : unscored, " \t\n\r\f\v", true, true);
  std::string lower;
  for (char c : s) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  std::string body = lower;
  double sign = 1;
  if (!body.empty() && (body[0] == '+' || body[0] == '-')) {
    sign = body[0] == '-' ? -1 : 1;
    body = body.substr(1);
  }
  if (body == "inf" || body == "infinity") return Float(sign * INFINITY);
  if (body == "nan") return Float(std::copysign(NAN, sign));  // float('-nan') has its sign bit set
  const std::string& clean = s;
  char* end = nullptr;
  double v = clean.empty() ? 0 : std::strtod(clean.c_str(), &end);
  // Only _PyOS_ascii_strtod's decimal syntax: no hex, no "nan(...)", no NUL.
  if (clean.empty() || *end || clean.find_first_not_of("0123456789.eE+-") != std::string::npos)
    raise_value_error("could not convert string to float: " + str_repr(shown));
  return Float(v);
}

Ref float_from_string(const std::string& text) { return float_from_ascii(ascii_number_text(text), text); }

// int(b'12') and float(b'1.5') parse bytes as text; a refusal names the bytes (b'a').
Ref parse_bytes(const Ref& x, const std::function<Ref(const std::string&)>& parse, const std::string& refusal) {
  const std::string& text = static_cast<BytesObject*>(x.get())->value;
  try {
    return parse(text);
  } catch (PyError&) {
    raise_value_error(refusal + repr(x));
  }
}

/// The first checks of Argument Clinic's _PyArg_UnpackKeywords for a constructor taking at most
/// `max` arguments, of which `keywords` by name: the count, then each keyword's name.
void check_keyword_args(const CallArgs& a, const char* name, std::size_t max, std::initializer_list<std::string_view> keywords) {
  const std::size_t n = a.args.size() + a.kwargs.size();
  if (n > max) raise_type_error(std::string(name) + "() takes at most " + std::to_string(max) + " argument" + (max == 1 ? "" : "s") + " (" + std::to_string(n) + " given)");
  for (const auto& [k, v] : a.kwargs)
    if (std::find(keywords.begin(), keywords.end(), k) == keywords.end())
      raise_type_error("'" + k + "' is an invalid keyword argument for " + name + "()");
}

/// The checks of a constructor taking one optional positional argument (float_new, tuple_new).
void check_one_positional(const CallArgs& a, const char* name) { check_positional_call(a, name, 0, 1); }

void install_constructors() {
  const BuiltinTypes& t = T();
  auto ctor = [](TypeObject* type, std::function<Ref(CallArgs&)> fn) {
    type->construct = [fn](TypeObject*, CallArgs& a) { return fn(a); };
  };
  // type(obj) is handled by call(); type(name, bases, dict) creates a class like `class` does.
  t.type->construct = +[](TypeObject* meta, CallArgs& a) { return new_class(meta, a); };
  install_type_slots();
  // object.__setattr__(obj, name, value): the generic assignment (data descriptors, then the
  // instance dict), bypassing a class's own __setattr__ (setattr() skips this one, so plain
  // classes pay nothing for it).
  add_method(t.object, "__setattr__", +[](CallArgs& a) -> Ref {
    if (a.args.size() != 3) raise_type_error("expected 3 arguments, got " + std::to_string(a.args.size()));
    const std::string& name = as_str(a.args[1].get());
    generic_setattr(a.args[0], name, name_hash(name), a.args[2]);
    return None();
  });
  // object.__delattr__(obj, name): the generic deletion, bypassing a class's own __delattr__.
  add_method(t.object, "__delattr__", +[](CallArgs& a) -> Ref {
    if (a.args.size() != 2) raise_type_error("expected 2 arguments, got " + std::to_string(a.args.size()));
    generic_delattr(a.args[0], as_str(a.args[1].get()));
    return None();
  });
  ctor(t.object, +[](CallArgs& a) -> Ref {
    if (!a.args.empty()) raise_type_error("object() takes no arguments");
    return make_object<Object>(T().object);
  });
  ctor(t.int_, +[](CallArgs& a) -> Ref {
    check_keyword_args(a, "int", 2, {"base"});
    if (a.args.empty()) {
      if (!a.kwargs.empty()) raise_type_error("int() missing string argument");
      return Int(0);
    }
    Ref x = a.args[0];
    Ref base_arg = a.args.size() > 1 ? a.args[1] : a.kwarg("base");
    if (base_arg) {
      std::int64_t base = as_int(base_arg.get());
      if (base != 0 && (base < 2 || base > 36)) raise_value_error("int() base must be >= 2 and <= 36, or 0");
      if (!isinstance(x.get(), T().str)) raise_type_error("int() can't convert non-string with explicit base");
      return int_from_string(as_str(x.get()), as_int(base_arg.get()));
    }
    if (is_int(x.get())) return is_bool(x.get()) ? Int(static_cast<IntObject*>(x.get())->value) : x;
    if (is_float(x.get())) {
      double v = static_cast<FloatObject*>(x.get())->value;
      if (std::isnan(v)) raise_value_error("cannot convert float NaN to integer");
      if (std::isinf(v)) raise(E().OverflowError, "cannot convert float infinity to integer");
      return int_from_double(std::trunc(v));
    }
    if (isinstance(x.get(), T().str)) return int_from_string(as_str(x.get()), 10);
    if (x->cls == T().bytes) return parse_bytes(x, [](const std::string& v) { return int_from_ascii(v, 10, v); },
                                                "invalid literal for int() with base 10: ");
    if (Ref f = lookup_special(x, "__int__"_name)) return call(f, std::vector<Ref>{});
    if (Ref f = lookup_special(x, "__index__"_name)) return call(f, std::vector<Ref>{});
    raise_type_error("int() argument must be a string, a bytes-like object or a real number, not '" + type_name(x.get()) + "'");
  });
  ctor(t.bool_, +[](CallArgs& a) -> Ref {
    check_one_positional(a, "bool");
    return a.args.empty() ? False() : Bool(truthy(a.args[0]));
  });
  ctor(t.float_, +[](CallArgs& a) -> Ref {
    check_one_positional(a, "float");
    if (a.args.empty()) return Float(0.0);
    Ref x = a.args[0];
    if (is_float(x.get()) || is_int(x.get())) return Float(as_float(x.get()));
    if (isinstance(x.get(), T().str)) return float_from_string(as_str(x.get()));
    if (x->cls == T().bytes) return parse_bytes(x, [](const std::string& v) { return float_from_ascii(v, v); }, "could not convert string to float: ");
    if (lookup_special(x, "__float__"_name) || lookup_special(x, "__index__"_name)) return Float(as_float(x.get()));
    raise_type_error("float() argument must be a string or a real number, not '" + type_name(x.get()) + "'");
  });
  ctor(t.str, +[](CallArgs& a) -> Ref {
    check_keyword_args(a, "str", 3, {"object", "encoding", "errors"});
    Ref x = a.args.empty() ? a.kwarg("object") : a.args[0];
    if (!x) return Str("");
    const bool decode = a.args.size() > 1 || a.kwarg("encoding") || a.kwarg("errors");
    if (decode && x->cls != T().bytes) {
      // PyUnicode_FromEncodedObject's refusals.
      if (isinstance(x.get(), T().str)) raise_type_error("decoding str is not supported");
      raise_type_error("decoding to str: need a bytes-like object, " + type_name(x.get()) + " found");
    }
    if (decode) return Str(static_cast<BytesObject*>(x.get())->value);
    return Str(str(x));
  });
  // bytes_new: bytes(str, encoding[, errors]) encodes, a bytes object is returned itself, an int
  // is that many zero bytes, __bytes__ is asked, else the items of an iterable of ints.
  ctor(t.bytes, +[](CallArgs& a) -> Ref {
    if (a.args.empty() && a.kwargs.empty()) return Bytes("");
    Ref x = a.args.empty() ? a.kwarg("source") : a.args[0];
    Ref encoding = a.args.size() > 1 ? a.args[1] : a.kwarg("encoding");
    Ref errors = a.args.size() > 2 ? a.args[2] : a.kwarg("errors");
    if (!x) {
      if (encoding || errors) raise_type_error(encoding ? "encoding without a string argument" : "errors without a string argument");
      return Bytes("");
    }
    if (isinstance(x.get(), T().str)) {
      if (!encoding) raise_type_error("string argument without an encoding");
      std::vector<Ref> args{encoding};
      if (errors) args.push_back(errors);
      return call_method(x, "encode", args);
    }
    if (encoding) raise_type_error("encoding without a string argument");
    if (errors) raise_type_error("errors without a string argument");
    // bytes(b) of an exact bytes object is b itself (PyBytes_FromObject), at no cost per byte:
    // io.BytesIO(data) copies large payloads this way.
    if (x->cls == T().bytes) return x;
    if (Ref f = lookup_special(x, "__bytes__"_name)) {
      Ref r = call(f, std::vector<Ref>{});
      if (!isinstance(r.get(), T().bytes))
        raise_type_error("__bytes__ returned non-bytes (type " + type_name(r.get()) + ")");
      return r;
    }
    if (isinstance(x.get(), T().bytes)) return Bytes(static_cast<BytesObject*>(x.get())->value);
    if (is_int(x.get())) {
      const std::int64_t n = as_int(x.get());
      if (n < 0) raise_value_error("negative count");
      return Bytes(std::string(static_cast<std::size_t>(n), '\0'));
    }
    Ref items;
    try {
      items = iter(x);
    } catch (PyError& e) {
      if (!isinstance(e.exc.get(), E().TypeError)) throw;
      raise_type_error("cannot convert '" + type_name(x.get()) + "' object to bytes");
    }
    std::string out;
    for (const Ref& v : to_vector(items)) {
      if (!is_int(v.get()) && !lookup_special(v, "__index__"_name))
        raise_type_error("'" + type_name(v.get()) + "' object cannot be interpreted as an integer");
      const std::int64_t c = as_int(v.get());
      if (c < 0 || c > 255) raise_value_error("bytes must be in range(0, 256)");
      out += static_cast<char>(c);
    }
    return Bytes(std::move(out));
  });
  ctor(t.list, +[](CallArgs& a) -> Ref {
    check_one_positional(a, "list");
    return List(a.args.empty() ? std::vector<Ref>{} : to_vector(a.args[0]));
  });
  ctor(t.tuple, +[](CallArgs& a) -> Ref {
    check_one_positional(a, "tuple");
    if (!a.args.empty() && is_tuple(a.args[0].get())) return a.args[0];
    return Tuple(a.args.empty() ? std::vector<Ref>{} : to_vector(a.args[0]));
  });
  ctor(t.dict, +[](CallArgs& a) -> Ref {
    check_positional_count("dict", a.args.size(), 0, 1);
    auto d = Dict();
    if (!a.args.empty()) {
      Ref src = a.args[0];
      if (src->cls == T().dict) {
        dict_merge(*d, *static_cast<DictObject*>(src.get()));
      } else if (!for_each_mapping_item(src, [&](const Ref& k, const Ref& v) { d->set(k, v); })) {
        std::size_t i = 0;
        for (const Ref& pair : to_vector(src)) {
          // PySequence_Fast: a TypeError of iter() becomes "cannot convert ... to a sequence".
          Ref items = pair;
          if (!is_list(pair.get()) && !is_tuple(pair.get())) {
            try {
              items = iter(pair);
            } catch (PyError& e) {
              if (!isinstance(e.exc.get(), E().TypeError)) throw;
              raise_type_error("cannot convert dictionary update sequence element #" + std::to_string(i) + " to a sequence");
            }
          }
          std::vector<Ref> kv = to_vector(items);
          if (kv.size() != 2)
            raise_value_error("dictionary update sequence element #" + std::to_string(i) + " has length " +
                              std::to_string(kv.size()) + "; 2 is required");
          d->set(kv[0], kv[1]);
          ++i;
        }
      }
    }
    for (const auto& [k, v] : a.kwargs) d->set(Str(k), v);
    return d;
  });
  auto set_ctor = [](TypeObject* type) {
    return [type](CallArgs& a) -> Ref {
      check_one_positional(a, type == T().set ? "set" : "frozenset");
      // frozenset_new: frozenset(f) of an exact frozenset is f itself.
      if (type == T().frozenset && !a.args.empty() && a.args[0]->cls == T().frozenset) return a.args[0];
      auto s = make_object<SetObject>(type);
      if (!a.args.empty()) set_update(*s->table, a.args[0]);
      return s;
    };
  };
  ctor(t.set, set_ctor(t.set));
  ctor(t.frozenset, set_ctor(t.frozenset));
  // none_new, ellipsis_new, notimplemented_new: the singleton, and no arguments.
  ctor(t.none, +[](CallArgs& a) -> Ref {
    if (!a.args.empty() || !a.kwargs.empty()) raise_type_error("NoneType takes no arguments");
    return None();
  });
  ctor(t.ellipsis, +[](CallArgs& a) -> Ref {
    if (!a.args.empty() || !a.kwargs.empty()) raise_type_error("EllipsisType takes no arguments");
    return Ellipsis();
  });
  ctor(t.notimplemented, +[](CallArgs& a) -> Ref {
    if (!a.args.empty() || !a.kwargs.empty()) raise_type_error("NotImplementedType takes no arguments");
    return NotImplemented();
  });
  ctor(t.slice, +[](CallArgs& a) -> Ref {
    // slice_new: no keywords, then PyArg_UnpackTuple(args, "slice", 1, 3).
    check_positional_call(a, "slice", 1, 3);
    if (a.args.size() == 1) return make_object<SliceObject>(T().slice, None(), a.args[0], None());
    return make_object<SliceObject>(T().slice, a.args.at(0), a.args.at(1), a.args.size() > 2 ? a.args[2] : None());
  });
  // type.__or__ and __ror__ (PEP 604): `int | None` is a types.UnionType (stdlib types.py).
  for (const char* name : {"__or__", "__ror__"}) {
    const bool reflected = name[2] == 'r';
    add_method(t.type, name, [reflected](CallArgs& a) -> Ref {
      if (a.args.size() != 2) raise_type_error("expected 1 argument, got " + std::to_string(a.args.size() - 1));
      Ref union_or = getattr(Interpreter::current().import_module("types"), "_union_or");
      std::vector<Ref> operands = reflected ? std::vector<Ref>{a.args[1], a.args[0]} : std::vector<Ref>{a.args[0], a.args[1]};
      return call(union_or, std::move(operands));
    });
  }
  // slice.indices(length): the (start, stop, step) the slice selects in `length` items.
  add_method(t.slice, "indices", +[](CallArgs& a) -> Ref {
    if (a.args.size() != 2 || !a.kwargs.empty())
      raise_type_error("slice.indices() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
    const std::int64_t length = as_int(a.args[1].get(), "an integer");
    if (length < 0) raise_value_error("length should not be negative");
    std::int64_t start, stop, step;
    const auto& slice = *static_cast<SliceObject*>(a.args[0].get());
    slice_indices(slice, length, start, stop, step);
    // _PySlice_GetLongIndices keeps a big step as it is (only its sign bounds start and stop).
    const bool big_step = is_int(slice.step.get()) && is_big(slice.step.get());
    return Tuple({Int(start), Int(stop), big_step ? slice.step : Int(step)});
  });
  // slice_richcompare: another slice compares as the tuples (start, stop, step) do (a slice
  // equals itself at once); anything else is NotImplemented.
  {
    using Op = ast::CmpOpKind;
    const std::pair<const char*, Op> ops[] = {{"__eq__", Op::Eq}, {"__ne__", Op::NotEq}, {"__lt__", Op::Lt},
                                             {"__le__", Op::LtE}, {"__gt__", Op::Gt},    {"__ge__", Op::GtE}};
    for (const auto& entry : ops) {
      // A copy to capture: clang 14 (the wasm build) refuses lambdas capturing structured bindings.
      const Op op = entry.second;
      std::string method = entry.first;
      add_method(t.slice, method, [op, method](CallArgs& a) -> Ref {
        if (a.args.size() != 2) raise_type_error("expected 1 argument, got " + std::to_string(a.args.size() - 1));
        if (a.args[0]->cls != T().slice) raise_type_error("descriptor '" + method + "' requires a 'slice' object");
        if (a.args[1]->cls != T().slice) return NotImplemented();
        if (a.args[0] == a.args[1] && (op == Op::Eq || op == Op::NotEq)) return Bool(op == Op::Eq);
        auto as_tuple = [](const Ref& o) {
          auto* s = static_cast<SliceObject*>(o.get());
          return Tuple({s->start, s->stop, s->step});
        };
        return compare(op, as_tuple(a.args[0]), as_tuple(a.args[1]));
      });
    }
  }
  // slice_hash (hashable since 3.12): tuplehash's xxHash lanes over start, stop and step,
  // without the length term.
  add_method(t.slice, "__hash__", +[](CallArgs& a) -> Ref {
    if (a.args.size() != 1) raise_type_error("expected 0 arguments, got " + std::to_string(a.args.size() - 1));
    auto* s = static_cast<SliceObject*>(a.args[0].get());
    constexpr std::uint64_t p1 = 11400714785074694791ULL, p2 = 14029467366897019727ULL, p5 = 2870177450012600261ULL;
    std::uint64_t acc = p5;
    for (const Ref* v : {&s->start, &s->stop, &s->step}) {
      acc += static_cast<std::uint64_t>(hash(*v)) * p2;
      acc = (acc << 31) | (acc >> 33);
      acc *= p1;
    }
    if (acc == static_cast<std::uint64_t>(-1)) acc = 1546275796;
    return Int(static_cast<std::int64_t>(acc));
  });
  ctor(t.range, +[](CallArgs& a) -> Ref {
    check_positional_call(a, "range", 1, 3);
    // tfplay's range holds 64-bit bounds; CPython's also takes larger ints (range(10**30)).
    auto bound = [](const Ref& v) {
      if ((is_int(v.get()) || v->cls->value_base == T().int_) && is_big(v.get()))
        raise(E().NotImplementedError, "range() with a start, stop or step outside 64-bit integers is not supported by tfplay");
      return as_int(v.get());
    };
    std::int64_t start = 0, stop, step = 1;
    if (a.args.size() == 1) stop = bound(a.args[0]);
    else {
      start = bound(a.args[0]);
      stop = bound(a.args[1]);
      if (a.args.size() == 3) step = bound(a.args[2]);
    }
    if (step == 0) raise_value_error("range() arg 3 must not be zero");
    return make_object<RangeObject>(T().range, start, stop, step);
  });
  install_property_type();
  ctor(t.staticmethod, +[](CallArgs& a) -> Ref { return make_object<WrapperObject>(T().staticmethod, a.args.at(0)); });
  ctor(t.classmethod, +[](CallArgs& a) -> Ref { return make_object<WrapperObject>(T().classmethod, a.args.at(0)); });
  // Their __get__ (funcobject.c sm_descr_get, cm_descr_get), for code that binds a descriptor
  // itself (functools.partialmethod); attribute lookup binds them without it.
  for (TypeObject* wrapper : {t.staticmethod, t.classmethod}) {
    add_method(wrapper, "__get__", +[](CallArgs& a) -> Ref {
      if (a.args.size() < 2 || a.args.size() > 3)
        raise_type_error("expected 1 or 2 arguments, got " + std::to_string(a.args.size() - 1));
      const Ref& function = static_cast<WrapperObject*>(a.args[0].get())->function;
      const bool no_owner = a.args.size() < 3 || is_none(a.args[2].get());
      if (is_none(a.args[1].get()) && no_owner) raise_type_error("__get__(None, None) is invalid");
      if (a.args[0]->cls == T().staticmethod) return function;
      Ref owner = no_owner ? a.args[1]->cls->self() : a.args[2];
      if (!is_type_object(owner.get())) return make_object<BoundMethodObject>(T().method, owner, function);
      return bind_classmethod(function, static_cast<TypeObject*>(owner.get()));
    });
  }
  // types.MethodType(function, instance) and types.ModuleType(name, doc=None).
  ctor(t.method, +[](CallArgs& a) -> Ref {
    if (!a.kwargs.empty()) raise_type_error("method() takes no keyword arguments");
    if (a.args.size() != 2) raise_type_error("method expected 2 arguments, got " + std::to_string(a.args.size()));
    if (!is_callable(a.args[0].get())) raise_type_error("first argument must be callable");
    if (is_none(a.args[1].get())) raise_type_error("instance must not be None");
    return make_object<BoundMethodObject>(T().method, a.args[1], a.args[0]);
  });
  // Equal bound methods (operators.cpp's builtin_equal) hash alike (method_hash).
  add_method(t.method, "__hash__", +[](CallArgs& a) -> Ref {
    auto* m = static_cast<BoundMethodObject*>(a.args.at(0).get());
    return Int(static_cast<std::int64_t>(std::hash<const void*>{}(m->self.get()) ^ hash(m->function)));
  });
  ctor(t.module, +[](CallArgs& a) -> Ref {
    Ref name = !a.args.empty() ? a.args[0] : a.kwarg("name");
    if (!name) raise_type_error("module.__init__() missing required argument 'name' (pos 1)");
    if (!isinstance(name.get(), T().str))
      raise_type_error("module.__init__() argument 'name' must be str, not " + type_name(name.get()));
    Ref doc = a.args.size() > 1 ? a.args[1] : a.kwarg("doc");
    Ref m = Module(as_str(name.get()));
    for (const char* key : {"__name__", "__doc__", "__package__", "__loader__", "__spec__"})
      m->dict->set(key, None());
    m->dict->set("__name__", name);
    if (doc) m->dict->set("__doc__", doc);
    return m;
  });
}

void install_str_methods() {
  TypeObject* s = T().str;
  add_method(s, "join", +[](CallArgs& a) {
    arity(a, "str.join", 1, 1);
    std::string out;
    bool first = true;
    std::size_t i = 0;
    Ref items = a.args[1];
    if (!is_list(items.get()) && !is_tuple(items.get())) {
      // PySequence_Fast: a TypeError of iter() becomes "can only join an iterable".
      try {
        items = iter(items);
      } catch (PyError& e) {
        if (!isinstance(e.exc.get(), E().TypeError)) throw;
        raise_type_error("can only join an iterable");
      }
    }
    for (const Ref& v : to_vector(items)) {
      if (!isinstance(v.get(), T().str))
        raise_type_error("sequence item " + std::to_string(i) + ": expected str instance, " + type_name(v.get()) + " found");
      if (!first) out += self_str(a);
      first = false;
      out += static_cast<StrObject*>(v.get())->value;
      ++i;
    }
    return Str(out);
  });
  add_method(s, "format", +[](CallArgs& a) {
    std::string fmt = self_str(a);
    CallArgs rest{std::vector<Ref>(a.args.begin() + 1, a.args.end()), a.kwargs};
    return Str(str_dot_format(fmt, rest));
  });
  add_method(s, "format_map", +[](CallArgs& a) {
    if (a.args.size() != 2)
      raise_type_error("str.format_map() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
    std::string fmt = self_str(a);
    CallArgs none;
    return Str(str_dot_format(fmt, none, a.args[1]));
  });
  // Case conversions follow the Unicode Character Database (full mappings: "ß".upper() == "SS").
  auto case_map = [s](const char* name, std::string (*fn)(std::string_view)) {
    add_method(s, name, [fn](CallArgs& a) { return Str(fn(self_str(a))); });
  };
  case_map("upper", ucd::upper);
  case_map("lower", ucd::lower);
  case_map("swapcase", ucd::swapcase);
  case_map("title", ucd::title);
  case_map("capitalize", ucd::capitalize);
  case_map("casefold", ucd::casefold);
  auto strip = [s](const char* name, bool l, bool r) {
    add_method(s, name, [name, l, r](CallArgs& a) {
      if (a.args.size() > 1 && !is_none(a.args[1].get())) {
        if (!isinstance(a.args[1].get(), T().str)) raise_type_error(std::string(name) + " arg must be None or str");
        return Str(strip_chars(self_str(a), as_str(a.args[1].get()), l, r));
      }
      return Str(strip_whitespace(self_str(a), l, r));
    });
  };
  strip("strip", true, true);
  strip("lstrip", true, false);
  strip("rstrip", false, true);
  add_method(s, "split", +[](CallArgs& a) {
    Ref sep = a.args.size() > 1 ? a.args[1] : a.kwarg("sep");
    Ref maxs = a.args.size() > 2 ? a.args[2] : a.kwarg("maxsplit");
    std::int64_t maxsplit = maxs ? as_int(maxs.get()) : -1;
    const std::string& text = self_str(a);
    if (!sep || is_none(sep.get())) return str_list(split_whitespace(text, maxsplit));
    const std::string& d = str_arg(sep, "must be str or None");
    if (d.empty()) raise_value_error("empty separator");
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (maxsplit < 0 || static_cast<std::int64_t>(parts.size()) < maxsplit) {
      std::size_t pos = text.find(d, start);
      if (pos == std::string::npos) break;
      parts.push_back(text.substr(start, pos - start));
      start = pos + d.size();
    }
    parts.push_back(text.substr(start));
    return str_list(parts);
  });
  add_method(s, "rsplit", +[](CallArgs& a) {
    Ref sep = a.args.size() > 1 ? a.args[1] : a.kwarg("sep");
    Ref maxs = a.args.size() > 2 ? a.args[2] : a.kwarg("maxsplit");
    std::int64_t maxsplit = maxs ? as_int(maxs.get()) : -1;
    const std::string& text = self_str(a);
    std::vector<std::string> parts;
    if (!sep || is_none(sep.get())) {
      // Whitespace runs, scanning from the right; the rest keeps its leading part.
      std::vector<std::string> cps = utf8_chars(text);
      auto join = [&](std::size_t from, std::size_t to) {
        std::string out;
        for (std::size_t k = from; k < to; ++k) out += cps[k];
        return out;
      };
      std::size_t end = cps.size();
      while (end > 0) {
        while (end > 0 && is_space_char(cps[end - 1])) --end;
        if (end == 0) break;
        if (maxsplit >= 0 && static_cast<std::int64_t>(parts.size()) == maxsplit) {
          parts.push_back(join(0, end));  // the rest keeps its leading whitespace
          break;
        }
        std::size_t begin = end;
        while (begin > 0 && !is_space_char(cps[begin - 1])) --begin;
        parts.push_back(join(begin, end));
        end = begin;
      }
    } else {
      const std::string& d = str_arg(sep, "must be str or None");
      if (d.empty()) raise_value_error("empty separator");
      std::size_t end = text.size();
      while (maxsplit < 0 || static_cast<std::int64_t>(parts.size()) < maxsplit) {
        if (end < d.size()) break;
        std::size_t pos = text.rfind(d, end - d.size());
        if (pos == std::string::npos) break;
        parts.push_back(text.substr(pos + d.size(), end - pos - d.size()));
        end = pos;
      }
      parts.push_back(text.substr(0, end));
    }
    std::reverse(parts.begin(), parts.end());
    return str_list(parts);
  });
  add_method(s, "splitlines", +[](CallArgs& a) {
    // Line boundaries as str.splitlines: \n, \r, \r\n, \v, \f, \x1c-\x1e, \x85, U+2028/2029.
    Ref keep_ref = a.args.size() > 1 ? a.args[1] : a.kwarg("keepends");
    bool keepends = keep_ref && truthy(keep_ref);
    std::vector<std::string> parts;
    const std::string& text = self_str(a);
    std::size_t start = 0, i = 0;
    while (i < text.size()) {
      std::size_t n = utf8_char_len(static_cast<unsigned char>(text[i]));
      std::uint32_t c = utf8_decode(text.substr(i, n));
      bool boundary = c == '\n' || c == '\r' || c == 0x0B || c == 0x0C || (c >= 0x1C && c <= 0x1E) || c == 0x85 ||
                      c == 0x2028 || c == 0x2029;
      if (!boundary) {
        i += n;
        continue;
      }
      std::size_t eol = i + n;
      if (c == '\r' && eol < text.size() && text[eol] == '\n') ++eol;
      parts.push_back(text.substr(start, (keepends ? eol : i) - start));
      start = i = eol;
    }
    if (start < text.size()) parts.push_back(text.substr(start));
    return str_list(parts);
  });
  add_method(s, "rpartition", +[](CallArgs& a) {
    const std::string& text = self_str(a);
    const std::string& sep = str_arg(a.args.at(1), "must be str");
    if (sep.empty()) raise_value_error("empty separator");
    std::size_t pos = text.rfind(sep);
    if (pos == std::string::npos) return Tuple({Str(""), Str(""), Str(text)});
    return Tuple({Str(text.substr(0, pos)), Str(sep), Str(text.substr(pos + sep.size()))});
  });
  add_method(s, "expandtabs", +[](CallArgs& a) {
    Ref size_ref = a.args.size() > 1 ? a.args[1] : a.kwarg("tabsize");
    std::int64_t tabsize = size_ref ? as_int(size_ref.get()) : 8;
    std::string out;
    std::int64_t column = 0;
    for (const std::string& ch : utf8_chars(self_str(a))) {
      if (ch == "\t") {
        if (tabsize > 0) {
          std::int64_t n = tabsize - column % tabsize;
          out.append(static_cast<std::size_t>(n), ' ');
          column += n;
        }
      } else {
        out += ch;
        column = (ch == "\n" || ch == "\r") ? 0 : column + 1;
      }
    }
    return Str(out);
  });
  add_method(s, "isidentifier", +[](CallArgs& a) {
    // ASCII letters, digits and '_' plus non-ASCII letters/digits (approximating XID_Start/Continue).
    std::vector<std::string> chars = utf8_chars(self_str(a));
    if (chars.empty()) return False();
    for (std::size_t i = 0; i < chars.size(); ++i) {
      char32_t c = utf8_decode(chars[i]);
      bool ok = c == '_' || ucd::is_alpha(c) || (i > 0 && (ucd::is_decimal(c) || !std::strcmp(ucd::category(c), "Mn") ||
                                                             !std::strcmp(ucd::category(c), "Mc") || !std::strcmp(ucd::category(c), "Pc")));
      if (!ok) return False();
    }
    return True();
  });
  // str.translate(table) (unicode_translate): each character's code point looked up in the table;
  // a missing entry keeps the character, None drops it, an int or str replaces it.
  add_method(s, "translate", +[](CallArgs& a) {
    arity(a, "translate", 1, 1);
    const Ref& table = a.args[1];
    std::string out;
    for (const std::string& ch : utf8_chars(self_str(a))) {
      Ref to;
      try {
        to = getitem(table, Int(static_cast<std::int64_t>(utf8_decode(ch))));
      } catch (PyError& e) {
        if (!isinstance(e.exc.get(), E().LookupError)) throw;
        out += ch;
        continue;
      }
      if (is_none(to.get())) continue;
      if (is_int(to.get())) {
        std::int64_t cp = as_int(to.get());
        if (cp < 0 || cp > 0x10FFFF) raise_value_error("character mapping must be in range(0x110000)");
        out += utf8_encode(static_cast<std::uint32_t>(cp));
      } else if (isinstance(to.get(), T().str)) {
        out += as_str(to.get());
      } else {
        raise_type_error("character mapping must return integer, None or str");
      }
    }
    return Str(out);
  });
  // str.maketrans(x[, y[, z]]) (unicode_maketrans_impl): the table str.translate takes.
  add_static(s, "maketrans", +[](CallArgs& a) -> Ref {
    if (a.args.empty() || a.args.size() > 3)
      raise_type_error("maketrans expected at least 1 argument, got " + std::to_string(a.args.size()));
    auto out = Dict();
    if (a.args.size() == 1) {
      if (!isinstance(a.args[0].get(), T().dict))
        raise_type_error("if you give only one argument to maketrans it must be a dict");
      static_cast<DictObject*>(a.args[0].get())->for_each([&](const Ref& k, const Ref& v) {
        if (is_int(k.get())) {
          out->set(k, v);
        } else if (isinstance(k.get(), T().str)) {
          std::vector<std::string> chars = utf8_chars(as_str(k.get()));
          if (chars.size() != 1) raise_value_error("string keys in translate table must be of length 1");
          out->set(Int(static_cast<std::int64_t>(utf8_decode(chars[0]))), v);
        } else {
          raise_type_error("keys in translate table must be strings or integers");
        }
      });
      return out;
    }
    if (!isinstance(a.args[0].get(), T().str))
      raise_type_error("maketrans() argument 1 must be str, not " + type_name(a.args[0].get()));
    if (!isinstance(a.args[1].get(), T().str))
      raise_type_error("maketrans() argument 2 must be str, not " + type_name(a.args[1].get()));
    std::vector<std::string> from = utf8_chars(as_str(a.args[0].get()));
    std::vector<std::string> to = utf8_chars(as_str(a.args[1].get()));
    if (from.size() != to.size()) raise_value_error("the first two maketrans arguments must have equal length");
    for (std::size_t i = 0; i < from.size(); ++i)
      out->set(Int(static_cast<std::int64_t>(utf8_decode(from[i]))), Int(static_cast<std::int64_t>(utf8_decode(to[i]))));
    if (a.args.size() == 3) {
      if (!isinstance(a.args[2].get(), T().str))
        raise_type_error("maketrans() argument 3 must be str, not " + type_name(a.args[2].get()));
      for (const std::string& ch : utf8_chars(as_str(a.args[2].get())))
        out->set(Int(static_cast<std::int64_t>(utf8_decode(ch))), None());
    }
    return out;
  });
  add_method(s, "replace", +[](CallArgs& a) {
    arity(a, "replace", 2, 3);
    std::string text = self_str(a);
    const std::string& from = str_arg(a.args[1], "replace() argument 1 must be str", true);
    const std::string& to = str_arg(a.args[2], "replace() argument 2 must be str", true);
    std::int64_t count = a.args.size() > 3 ? as_int(a.args[3].get()) : -1;
    std::string out;
    std::size_t pos = 0;
    std::int64_t n = 0;
    if (from.empty()) {
      auto chars = utf8_chars(text);
      for (std::size_t i = 0; i <= chars.size(); ++i) {
        if (count < 0 || n < count) { out += to; ++n; }
        if (i < chars.size()) out += chars[i];
      }
      return Str(out);
    }
    while (count < 0 || n < count) {
      std::size_t hit = find_substring(text, from, pos);
      if (hit == std::string::npos) break;
      out += text.substr(pos, hit - pos) + to;
      pos = hit + from.size();
      ++n;
    }
    return Str(out + text.substr(pos));
  });
  // startswith/endswith (tailmatch): an affix longer than text[start:end] never matches, an
  // empty one matches whenever it fits.
  auto affix_matcher = [s](const char* name, bool at_end) {
    add_method(s, name, [name, at_end](CallArgs& a) {
      finds_arity(a, name);
      const SearchWindow w = search_window(self_str(a), a, 2);
      const std::string what = std::string("tuple for ") + name + " must only contain str";
      for (const Ref& p : affix_args(a.args.at(1), name)) {
        const std::string& affix = str_arg(p, what);
        if (!w.fits(utf8_length(affix))) continue;
        if (at_end ? w.text.substr(w.text.size() - affix.size()) == affix : w.text.substr(0, affix.size()) == affix)
          return True();
      }
      return False();
    });
  };
  affix_matcher("startswith", false);
  affix_matcher("endswith", true);
  auto finder = [s](const char* name, bool reverse, bool raise_missing) {
    add_method(s, name, [name, reverse, raise_missing](CallArgs& a) -> Ref {
      finds_arity(a, name);
      // Searched in text[start:end] (code points); the answer counts from the string's start.
      const std::string& sub = str_arg(a.args.at(1), "must be str");
      const SearchWindow w = search_window(self_str(a), a, 2);
      std::size_t pos = std::string::npos;
      if (w.fits(utf8_length(sub))) pos = reverse ? rfind_substring(w.text, sub) : find_substring(w.text, sub);
      if (pos == std::string::npos) {
        if (raise_missing) raise_value_error("substring not found");
        return Int(-1);
      }
      return Int(w.start + code_points(w.text.substr(0, pos)));
    });
  };
  finder("find", false, false);
  finder("rfind", true, false);
  finder("index", false, true);
  finder("rindex", true, true);
  add_method(s, "count", +[](CallArgs& a) {
    finds_arity(a, "count");
    const std::string& sub = str_arg(a.args.at(1), "must be str");
    const SearchWindow w = search_window(self_str(a), a, 2);
    if (!w.fits(utf8_length(sub))) return Int(0);
    if (sub.empty()) return Int(w.end - w.start + 1);
    std::int64_t n = 0;
    for (std::size_t pos = find_substring(w.text, sub); pos != std::string::npos; pos = find_substring(w.text, sub, pos + sub.size())) ++n;
    return Int(n);
  });
  // Character-class predicates: true when every code point has the property (and the string
  // is not empty), as CPython's str.isdigit() and friends.
  auto predicate = [s](const char* name, bool (*fn)(char32_t)) {
    add_method(s, name, [fn](CallArgs& a) {
      const std::string& text = self_str(a);
      if (text.empty()) return False();
      for (const std::string& ch : utf8_chars(text))
        if (!fn(utf8_decode(ch))) return False();
      return True();
    });
  };
  predicate("isdigit", ucd::is_digit);
  predicate("isnumeric", ucd::is_numeric);
  predicate("isdecimal", ucd::is_decimal);
  predicate("isalpha", ucd::is_alpha);
  predicate("isalnum", [](char32_t c) { return ucd::is_alpha(c) || ucd::is_numeric(c); });
  predicate("isspace", ucd::is_space);
  // isascii: every byte is ASCII, so '' is ASCII (str_isascii_impl).
  add_method(s, "isascii", +[](CallArgs& a) {
    const std::string& text = self_str(a);
    return Bool(std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }));
  });
  add_method(s, "isprintable", +[](CallArgs& a) {
    for (const std::string& ch : utf8_chars(self_str(a)))
      if (!ucd::is_printable(utf8_decode(ch))) return False();
    return True();
  });
  // isupper/islower: no cased character of the other case (titlecase counts as both), and at
  // least one cased character.
  auto case_predicate = [s](const char* name, bool upper) {
    add_method(s, name, [upper](CallArgs& a) {
      bool cased = false;
      for (const std::string& ch : utf8_chars(self_str(a))) {
        char32_t c = utf8_decode(ch);
        if (ucd::is_title(c) || (upper ? ucd::is_lower(c) : ucd::is_upper(c))) return False();
        cased = cased || (upper ? ucd::is_upper(c) : ucd::is_lower(c));
      }
      return Bool(cased);
    });
  };
  case_predicate("isupper", true);
  case_predicate("islower", false);
  add_method(s, "istitle", +[](CallArgs& a) {
    bool cased = false, previous_cased = false;
    for (const std::string& ch : utf8_chars(self_str(a))) {
      char32_t c = utf8_decode(ch);
      if (ucd::is_upper(c) || ucd::is_title(c)) {
        if (previous_cased) return False();
        previous_cased = cased = true;
      } else if (ucd::is_lower(c)) {
        if (!previous_cased) return False();
        previous_cased = cased = true;
      } else {
        previous_cased = false;
      }
    }
    return Bool(cased);
  });
  auto justify = [s](const char* name, char how) {
    std::string method = name;
    add_method(s, name, [how, method](CallArgs& a) {
      arity(a, method, 1, 2);
      const std::string& text = self_str(a);
      std::int64_t width = as_int(a.args.at(1).get());
      std::string fill = " ";
      if (a.args.size() > 2) {  // Argument Clinic's converter for a Py_UCS4 fillchar
        const Object* f = a.args[2].get();
        if (!isinstance(f, T().str)) raise_type_error("The fill character must be a unicode character, not " + type_name(f));
        fill = static_cast<const StrObject*>(f)->value;
        if (utf8_length(fill) != 1) raise_type_error("The fill character must be exactly one character long");
      }
      std::int64_t n = width - utf8_length(text);
      if (n <= 0) return Str(text);
      check_repeat_size(fill.size(), n);
      auto rep = [&](std::int64_t k) { std::string o; for (std::int64_t i = 0; i < k; ++i) o += fill; return o; };
      if (how == '<') return Str(text + rep(n));
      if (how == '>') return Str(rep(n) + text);
      std::int64_t left = n / 2 + (n & width & 1);
      return Str(rep(left) + text + rep(n - left));
    });
  };
  justify("ljust", '<');
  justify("rjust", '>');
  justify("center", '^');
  add_method(s, "zfill", +[](CallArgs& a) {
    arity(a, "str.zfill", 1, 1);
    std::string text = self_str(a);
    std::int64_t width = as_int(a.args.at(1).get());
    std::int64_t n = width - utf8_length(text);
    if (n <= 0) return Str(text);
    check_repeat_size(1, n);
    std::size_t at = (!text.empty() && (text[0] == '-' || text[0] == '+')) ? 1 : 0;
    text.insert(at, static_cast<std::size_t>(n), '0');
    return Str(text);
  });
  add_method(s, "partition", +[](CallArgs& a) {
    const std::string& text = self_str(a);
    const std::string& sep = str_arg(a.args.at(1), "must be str");
    if (sep.empty()) raise_value_error("empty separator");
    std::size_t pos = text.find(sep);
    if (pos == std::string::npos) return Tuple({Str(text), Str(""), Str("")});
    return Tuple({Str(text.substr(0, pos)), Str(sep), Str(text.substr(pos + sep.size()))});
  });
  add_method(s, "removeprefix", +[](CallArgs& a) {
    const std::string& text = self_str(a);
    const std::string& p = str_arg(a.args.at(1), "removeprefix() argument must be str", true);
    return Str(text.rfind(p, 0) == 0 ? text.substr(p.size()) : text);
  });
  add_method(s, "removesuffix", +[](CallArgs& a) {
    const std::string& text = self_str(a);
    const std::string& p = str_arg(a.args.at(1), "removesuffix() argument must be str", true);
    bool ends = !p.empty() && text.size() >= p.size() && text.compare(text.size() - p.size(), p.size(), p) == 0;
    return Str(ends ? text.substr(0, text.size() - p.size()) : text);
  });
}

void install_range_methods() {
  // reversed(range(...)) is a range_iterator too.
  add_method(T().range, "__reversed__", +[](CallArgs& a) {
    auto r = std::static_pointer_cast<RangeObject>(a.args.at(0));
    std::int64_t i = r->length();
    return Iterator(iterator_types().range_iterator,
                    [r, i]() mutable -> Ref { return i > 0 ? Int(r->start + r->step * --i) : nullptr; });
  });
  add_method(T().range, "count", +[](CallArgs& a) {
    return Int(contains(a.args.at(0), a.args.at(1)) ? 1 : 0);
  });
  add_method(T().range, "index", +[](CallArgs& a) -> Ref {
    auto* r = static_cast<RangeObject*>(a.args.at(0).get());
    const Ref& v = a.args.at(1);
    if (is_int(v.get()) && contains(a.args[0], v)) return Int((static_cast<IntObject*>(v.get())->value - r->start) / r->step);
    if (!is_int(v.get())) {
      std::int64_t i = 0;
      for (Ref it = iter(a.args[0]), x = next(it); x; x = next(it), ++i)
        if (eq(x, v)) return Int(i);
      raise_value_error("sequence.index(x): x not in sequence");  // range_index's generic search
    }
    raise_value_error(repr(v) + " is not in range");
  });
}

void install_list_methods() {
  TypeObject* l = T().list;
  add_method(l, "append", +[](CallArgs& a) {
    arity(a, "list.append", 1, 1);
    self_list(a).push_back(a.args[1]);
    return None();
  });
  add_method(l, "extend", +[](CallArgs& a) {
    arity(a, "list.extend", 1, 1);
    std::vector<Ref> items = to_vector(a.args[1]);
    auto& dst = self_list(a);
    check_container_size(dst.size() + items.size());
    dst.insert(dst.end(), items.begin(), items.end());
    return None();
  });
  add_method(l, "insert", +[](CallArgs& a) {
    arity(a, "insert", 2, 2);
    auto& items = self_list(a);
    std::int64_t n = static_cast<std::int64_t>(items.size());
    std::int64_t i = as_int(a.args[1].get());
    if (i < 0) i = std::max<std::int64_t>(0, i + n);
    i = std::min(i, n);
    items.insert(items.begin() + i, a.args[2]);
    return None();
  });
  add_method(l, "pop", +[](CallArgs& a) {
    arity(a, "pop", 0, 1);
    auto& items = self_list(a);
    if (items.empty()) raise(E().IndexError, "pop from empty list");
    std::int64_t n = static_cast<std::int64_t>(items.size());
    std::int64_t i = a.args.size() > 1 ? as_int(a.args[1].get()) : n - 1;
    if (i < 0) i += n;
    if (i < 0 || i >= n) raise(E().IndexError, "pop index out of range");
    Ref v = items[static_cast<std::size_t>(i)];
    items.erase(items.begin() + i);
    return v;
  });
  add_method(l, "remove", +[](CallArgs& a) {
    arity(a, "list.remove", 1, 1);
    auto& items = self_list(a);
    std::int64_t i = sequence_find(items, a.args[1]);
    if (i >= 0) {
      if (i < static_cast<std::int64_t>(items.size())) items.erase(items.begin() + i);  // __eq__ may have shrunk it
      return None();
    }
    raise_value_error("list.remove(x): x not in list");
  });
  add_method(l, "index", +[](CallArgs& a) {
    arity(a, "index", 1, 3);
    if (Ref i = sequence_index(self_list(a), a)) return i;
    raise_value_error(repr(a.args[1]) + " is not in list");
  });
  add_method(l, "count", +[](CallArgs& a) {
    arity(a, "list.count", 1, 1);
    const auto& items = self_list(a);
    std::int64_t n = 0;
    for (std::int64_t i = sequence_find(items, a.args.at(1)); i >= 0; i = sequence_find(items, a.args[1], i + 1)) ++n;
    return Int(n);
  });
  add_method(l, "clear", +[](CallArgs& a) {
    // list_clear empties the list first, then drops the items last first.
    std::vector<Ref> old;
    old.swap(self_list(a));
    while (!old.empty()) old.pop_back();
    return None();
  });
  add_method(l, "copy", +[](CallArgs& a) { return List(self_list(a)); });
  add_method(l, "reverse", +[](CallArgs& a) {
    std::reverse(self_list(a).begin(), self_list(a).end());
    return None();
  });
  add_method(l, "sort", +[](CallArgs& a) {
    if (a.args.size() > 1) raise_type_error("sort() takes no positional arguments");
    Ref rev = a.kwarg("reverse");
    // Argument Clinic's bool(accept={int}): an int (or __index__), whose truth is taken.
    list_sort(*static_cast<ListObject*>(a.args[0].get()), a.kwarg("key"), rev && as_int(rev.get()) != 0);
    return None();
  });
  TypeObject* t = T().tuple;
  add_method(t, "index", +[](CallArgs& a) {
    arity(a, "index", 1, 3);
    if (Ref i = sequence_index(static_cast<TupleObject*>(a.args[0].get())->items, a)) return i;
    raise_value_error("tuple.index(x): x not in tuple");
  });
  add_method(t, "count", +[](CallArgs& a) {
    arity(a, "tuple.count", 1, 1);
    const auto& items = static_cast<TupleObject*>(a.args[0].get())->items;
    std::int64_t n = 0;
    for (std::int64_t i = sequence_find(items, a.args.at(1)); i >= 0; i = sequence_find(items, a.args[1], i + 1)) ++n;
    return Int(n);
  });
}

[[noreturn]] void key_error(const Ref& key) {
  auto e = make_object<ExceptionObject>(E().KeyError);
  e->args.push_back(key);
  throw PyError{e};
}

// dict.keys() / values() / items(): live views over the dict, as in CPython (they print as
// dict_keys([...]), follow later changes, and are not subscriptable).
struct DictView : NativeObject {
  enum Kind { Keys, Values, Items };
  std::shared_ptr<DictObject> dict;
  Kind kind;
  DictView(TypeObject* t, std::shared_ptr<DictObject> d, Kind k) : NativeObject(t), dict(std::move(d)), kind(k) {}
  Ref item(std::size_t i) const {
    const auto& e = dict->entries[i];
    return kind == Keys ? e.key : kind == Values ? e.value : Tuple({e.key, e.value});
  }
};

/// The set algebra of keys and items views (Objects/dictobject.c dictviews_sub/_or/_xor/_and,
/// dictviews_isdisjoint): the operand on either side becomes a set (a view its elements, anything
/// else iterated), then the set method does the rest; `other & view` keeps the view's membership
/// test. A reflected call (`[1] - d.keys()`) runs the same with the operands in their places.
void install_dict_view_set_ops(TypeObject* t) {
  auto to_set = [](const Ref& o) {
    CallArgs args{{o}, {}};
    return T().set->construct(T().set, args);
  };
  auto with_set = [to_set](const char* method) {
    return [to_set, method](const Ref& left, const Ref& right) {
      Ref result = to_set(left);
      call(getattr(result, method), std::vector<Ref>{right});
      return result;
    };
  };
  struct Op {
    const char* name;
    const char* reflected;
    std::function<Ref(const Ref&, const Ref&)> fn;
  };
  auto intersect = [to_set](const Ref& view, const Ref& other) -> Ref {
    const Ref& self = view;
    if (other->cls == T().set && len(self) <= len(other)) return call(getattr(other, "intersection"), std::vector<Ref>{self});
    Ref result = to_set(List());
    Ref add = getattr(result, "add");
    Ref it = iter(other);
    while (Ref x = next(it))
      if (contains(self, x)) call(add, std::vector<Ref>{x});
    return result;
  };
  const Op ops[] = {{"__sub__", "__rsub__", with_set("difference_update")},
                    {"__or__", "__ror__", with_set("update")},
                    {"__xor__", "__rxor__", with_set("symmetric_difference_update")}};
  for (const Op& op : ops) {
    auto fn = op.fn;
    add_method(t, op.name, [fn](CallArgs& a) { return fn(a.args.at(0), a.args.at(1)); });
    add_method(t, op.reflected, [fn](CallArgs& a) { return fn(a.args.at(1), a.args.at(0)); });
  }
  add_method(t, "__and__", [intersect](CallArgs& a) { return intersect(a.args.at(0), a.args.at(1)); });
  add_method(t, "__rand__", [intersect](CallArgs& a) { return intersect(a.args.at(0), a.args.at(1)); });
  // dictview_richcompare's orderings: against a set or another keys/items view, the sizes first,
  // then every element of the smaller one in the larger; NotImplemented for anything else.
  struct Order {
    const char* name;
    bool (*sizes_allow)(std::size_t, std::size_t);
    bool self_in_other;
  };
  static const Order kOrders[] = {
      {"__lt__", +[](std::size_t a, std::size_t b) { return a < b; }, true},
      {"__le__", +[](std::size_t a, std::size_t b) { return a <= b; }, true},
      {"__gt__", +[](std::size_t a, std::size_t b) { return a > b; }, false},
      {"__ge__", +[](std::size_t a, std::size_t b) { return a >= b; }, false},
  };
  for (const Order& order : kOrders) {
    add_method(t, order.name, [order](CallArgs& a) -> Ref {
      const Ref &self = a.args.at(0), &other = a.args.at(1);
      if (!isinstance(other.get(), T().set) && !isinstance(other.get(), T().frozenset) &&
          !has_view_set_operators(other->cls))
        return NotImplemented();
      if (!order.sizes_allow(static_cast<std::size_t>(len(self)), static_cast<std::size_t>(len(other)))) return False();
      const Ref& inner = order.self_in_other ? self : other;
      const Ref& outer = order.self_in_other ? other : self;
      Ref it = iter(inner);
      while (Ref x = next(it))
        if (!contains(outer, x)) return False();
      return True();
    });
  }
  add_method(t, "isdisjoint", +[](CallArgs& a) {
    Ref it = iter(a.args.at(1));
    while (Ref x = next(it))
      if (contains(a.args[0], x)) return False();
    return True();
  });
}

TypeObject* dict_view_type(DictView::Kind kind) {
  static TypeObject* types[3] = {nullptr, nullptr, nullptr};
  if (types[kind]) return types[kind];
  static const char* names[] = {"dict_keys", "dict_values", "dict_items"};
  TypeObject* t = make_native_type(names[kind]);
  // The views' repr writes the view type's own name: odict_keys(...) for OrderedDict's.
  auto view = [](CallArgs& a) -> DictView& { return static_cast<DictView&>(*a.args.at(0)); };
  // dictview_mapping: a read-only proxy of the viewed dict (types.MappingProxyType).
  add_property(t, "mapping", [](Ref self) {
    Ref proxy = getattr(Interpreter::current().import_module("types"), "MappingProxyType");
    return call(proxy, std::vector<Ref>{static_cast<DictView*>(self.get())->dict});
  });
  add_method(t, "__iter__", [view](CallArgs& a) {
    DictView& v = view(a);
    auto self = std::static_pointer_cast<DictView>(a.args[0]);
    std::size_t i = 0, size = v.dict->size();
    const IteratorTypes& it = iterator_types();
    TypeObject* type = v.kind == DictView::Keys     ? it.dict_keyiterator
                       : v.kind == DictView::Values ? it.dict_valueiterator
                                                    : it.dict_itemiterator;
    std::size_t remaining = size;
    // It walks entry positions: they stay put while it lives.
    return Iterator(type, [self, i, size, remaining, hold = PositionHold(*v.dict)]() mutable -> Ref {
      if (self->dict->size() != size) raise(E().RuntimeError, "dictionary changed size during iteration");
      while (i < self->dict->entries.size() && !self->dict->entries[i].key) ++i;
      if (i >= self->dict->entries.size()) return nullptr;
      if (remaining-- == 0) raise(E().RuntimeError, "dictionary keys changed during iteration");
      return self->item(i++);
    });
  });
  add_method(t, "__len__", [view](CallArgs& a) { return Int(static_cast<std::int64_t>(view(a).dict->size())); });
  add_method(t, "__repr__", [view](CallArgs& a) {
    DictView& v = view(a);
    std::string out = v.cls->name + "([";
    bool first = true;
    for (std::size_t i = 0; i < v.dict->entries.size(); ++i) {
      if (!v.dict->entries[i].key) continue;
      if (!first) out += ", ";
      first = false;
      out += repr(v.item(i));
    }
    return Str(out + "])");
  });
  add_method(t, "__contains__", [view](CallArgs& a) -> Ref {
    DictView& v = view(a);
    const Ref& x = a.args.at(1);
    if (v.kind == DictView::Keys) return Bool(v.dict->get(x) != nullptr);
    if (v.kind == DictView::Items) {
      if (!is_tuple(x.get()) || static_cast<TupleObject*>(x.get())->items.size() != 2) return False();
      Ref got = v.dict->get(static_cast<TupleObject*>(x.get())->items[0]);
      return Bool(got && eq(got, static_cast<TupleObject*>(x.get())->items[1]));
    }
    const DictObject& d = *v.dict;  // the values read again after each comparison
    for (std::size_t i = 0; i < d.entries.size(); ++i) {
      if (!d.entries[i].key) continue;
      Ref val = d.entries[i].value;
      if (val == x || eq(val, x)) return True();
    }
    return False();
  });
  add_method(t, "__reversed__", [view](CallArgs& a) {
    DictView& v = view(a);
    std::vector<Ref> items;
    for (std::size_t i = v.dict->entries.size(); i-- > 0;)
      if (v.dict->entries[i].key) items.push_back(v.item(i));
    const IteratorTypes& it = iterator_types();
    TypeObject* type = v.kind == DictView::Keys     ? it.dict_reversekeyiterator
                       : v.kind == DictView::Values ? it.dict_reversevalueiterator
                                                    : it.dict_reverseitemiterator;
    auto held = std::make_shared<std::vector<Ref>>(std::move(items));
    std::size_t i = 0;
    return Iterator(type, [held, i]() mutable -> Ref { return i < held->size() ? (*held)[i++] : nullptr; });
  });
  if (kind != DictView::Values) install_dict_view_set_ops(t);
  types[kind] = t;
  return t;
}

Ref make_dict_view(const Ref& dict, DictView::Kind kind) {
  return make_object<DictView>(dict_view_type(kind), std::static_pointer_cast<DictObject>(dict), kind);
}

}  // namespace

bool has_view_set_operators(const TypeObject* type) {
  // Called on the operator path of every built-in value: a few pointer compares. OrderedDict's
  // odict_keys/odict_items derive from the views directly.
  static const TypeObject* keys = dict_view_type(DictView::Keys);
  static const TypeObject* items = dict_view_type(DictView::Items);
  if (type == keys || type == items) return true;
  return type->mro.size() > 1 && (type->mro[1] == keys || type->mro[1] == items);
}

std::optional<bool> dict_view_equal(const Ref& a, const Ref& b) {
  // dictview_richcompare: a keys or items view equals a set, a frozenset or another keys/items
  // view holding the same elements; values views (and anything else) are not set-like.
  auto set_like = [](const Object* o) {
    if (const auto* v = dynamic_cast<const DictView*>(o)) return v->kind != DictView::Values;
    return isinstance(o, T().set) || isinstance(o, T().frozenset);
  };
  auto is_view = [](const Object* o) { return dynamic_cast<const DictView*>(o) != nullptr; };
  if (!(is_view(a.get()) || is_view(b.get())) || !set_like(a.get()) || !set_like(b.get())) return std::nullopt;
  auto as_set = [](const Ref& o) {
    CallArgs args{{o}, {}};
    return T().set->construct(T().set, args);
  };
  return truthy(compare(ast::CmpOpKind::Eq, as_set(a), as_set(b)));
}

Ref make_ordered_dict_view(const Ref& dict, int kind) {
  // CPython's odict_keys/odict_values/odict_items subclass the dict views.
  static TypeObject* types[3] = {nullptr, nullptr, nullptr};
  static const char* names[] = {"odict_keys", "odict_values", "odict_items"};
  if (kind < 0 || kind > 2 || !isinstance(dict.get(), T().dict)) raise_type_error("odict_view(dict, kind)");
  auto k = static_cast<DictView::Kind>(kind);
  if (!types[k]) types[k] = make_native_type(names[k], dict_view_type(k));
  return make_object<DictView>(types[k], std::static_pointer_cast<DictObject>(dict), k);
}

namespace {

void install_dict_methods() {
  TypeObject* d = T().dict;
  add_method(d, "get", +[](CallArgs& a) {
    arity(a, "get", 1, 2);
    Ref v = self_dict(a).get(a.args[1]);
    return v ? v : (a.args.size() > 2 ? a.args[2] : None());
  });
  add_method(d, "keys", +[](CallArgs& a) { return make_dict_view(a.args[0], DictView::Keys); });
  add_method(d, "values", +[](CallArgs& a) { return make_dict_view(a.args[0], DictView::Values); });
  add_method(d, "items", +[](CallArgs& a) { return make_dict_view(a.args[0], DictView::Items); });
  add_method(d, "pop", +[](CallArgs& a) {
    arity(a, "pop", 1, 2);
    Ref v = self_dict(a).get(a.args[1]);
    if (!v) {
      if (a.args.size() > 2) return a.args[2];
      key_error(a.args[1]);
    }
    self_dict(a).erase(a.args[1]);
    return v;
  });
  add_method(d, "popitem", +[](CallArgs& a) {
    DictObject& dict = self_dict(a);
    for (auto it = dict.entries.rbegin(); it != dict.entries.rend(); ++it)
      if (it->key) {
        Ref k = it->key, v = it->value;
        dict.erase(k);
        return Tuple({k, v});
      }
    raise(E().KeyError, "popitem(): dictionary is empty");
  });
  add_method(d, "setdefault", +[](CallArgs& a) {
    arity(a, "setdefault", 1, 2);
    Ref v = self_dict(a).get(a.args.at(1));
    if (v) return v;
    Ref dflt = a.args.size() > 2 ? a.args[2] : None();
    self_dict(a).set(a.args[1], dflt);
    return dflt;
  });
  add_method(d, "update", +[](CallArgs& a) {
    check_positional_count("update", a.args.size() - 1, 0, 1);  // dict_update_arg's PyArg_UnpackTuple
    DictObject& dict = self_dict(a);
    if (a.args.size() > 1) dict_update_arg(dict, a.args[1]);
    for (const auto& [k, v] : a.kwargs) dict.set(Str(k), v);
    return None();
  });
  add_method(d, "clear", +[](CallArgs& a) {
    self_dict(a).clear();
    return None();
  });
  add_method(d, "copy", +[](CallArgs& a) {
    auto out = Dict();
    dict_merge(*out, self_dict(a));
    return Ref(out);
  });
  // dict_fromkeys, a classmethod: cls() filled key by key (D.fromkeys makes a D).
  d->attrs.set("fromkeys", make_object<WrapperObject>(T().classmethod, NativeFunction("fromkeys", +[](CallArgs& a) -> Ref {
    check_positional_count("fromkeys", a.args.size() - 1, 1, 2);
    Ref v = a.args.size() > 2 ? a.args[2] : None();
    if (a.args[0] == T().dict->self()) {
      auto out = Dict();
      for (const Ref& k : to_vector(a.args[1])) out->set(k, v);
      return out;
    }
    Ref out = call(a.args[0], std::vector<Ref>{});
    for (const Ref& k : to_vector(a.args[1])) setitem(out, k, v);
    return out;
  })));
  add_method(d, "__ior__", +[](CallArgs& a) {
    arity(a, "__ior__", 1, 1);
    dict_update_arg(self_dict(a), a.args[1]);
    return a.args[0];
  });
}

void install_set_methods() {
  // Each operation runs as Objects/setobject.c's does (set_order.cpp), so that the result's
  // iteration order is CPython's.
  for (TypeObject* st : {T().set, T().frozenset}) {
    auto make = [st](const std::function<void(DictObject&)>& fill) {
      auto s = make_object<SetObject>(st);
      fill(*s->table);
      return Ref(s);
    };
    // set_union: a copy of self updated with each other.
    add_method(st, "union", [make](CallArgs& a) {
      return make([&](DictObject& r) {
        set_update(r, a.args[0]);
        for (std::size_t i = 1; i < a.args.size(); ++i)
          if (a.args[i] != a.args[0]) set_update(r, a.args[i]);
      });
    });
    // set_intersection_multi / set_difference_multi: with no others, a copy of self.
    add_method(st, "intersection", [make](CallArgs& a) {
      Ref result = make([&](DictObject& r) { set_update(r, a.args[0]); });
      for (std::size_t i = 1; i < a.args.size(); ++i) {
        const Ref previous = result;
        result = make([&](DictObject& r) { set_intersection(r, previous, a.args[i]); });
      }
      return result;
    });
    add_method(st, "difference", [make](CallArgs& a) {
      if (a.args.size() == 1) return make([&](DictObject& r) { set_update(r, a.args[0]); });
      Ref result = make([&](DictObject& r) { set_difference(r, a.args[0], a.args[1]); });
      for (std::size_t i = 2; i < a.args.size(); ++i)
        set_difference_update(*static_cast<SetObject*>(result.get())->table, result, a.args[i]);
      return result;
    });
    add_method(st, "issubset", [qualname = std::string(st->name) + ".issubset"](CallArgs& a) {
      arity(a, qualname, 1, 1);
      CallArgs c{{a.args.at(1)}, {}};
      Ref other = T().set->construct(T().set, c);
      return Bool(set_subset(a.args[0].get(), other.get()));
    });
    add_method(st, "symmetric_difference", [make, qualname = std::string(st->name) + ".symmetric_difference"](CallArgs& a) {
      arity(a, qualname, 1, 1);
      return make([&](DictObject& r) { set_symmetric_difference(r, a.args[0], a.args[1]); });
    });
    add_method(st, "issuperset", [qualname = std::string(st->name) + ".issuperset"](CallArgs& a) {
      arity(a, qualname, 1, 1);
      bool all = true;
      for (const Ref& k : to_vector(a.args.at(1))) all = all && static_cast<SetObject*>(a.args[0].get())->table->get(k);
      return Bool(all);
    });
    add_method(st, "isdisjoint", [qualname = std::string(st->name) + ".isdisjoint"](CallArgs& a) {
      arity(a, qualname, 1, 1);
      bool none = true;
      for (const Ref& k : to_vector(a.args.at(1))) none = none && !static_cast<SetObject*>(a.args[0].get())->table->get(k);
      return Bool(none);
    });
    // frozenset_copy: an exact frozenset is its own copy.
    add_method(st, "copy", [make](CallArgs& a) {
      if (a.args[0]->cls == T().frozenset) return a.args[0];
      return make([&](DictObject& r) { set_update(r, a.args[0]); });
    });
  }
  TypeObject* s = T().set;
  // The set's table, held for the call: an element's __eq__ may clear the set, which gives it
  // a new table.
  auto table = [](const Ref& self) { return static_cast<SetObject*>(self.get())->table; };
  add_method(s, "add", [table](CallArgs& a) {
    table(a.args[0])->set(a.args.at(1), None());
    return None();
  });
  // discard/remove retry a set argument as a frozenset ({frozenset({1})}.remove({1})).
  auto discard = [table](const Ref& self, const Ref& key) {
    try {
      return set_discard(*table(self), key);
    } catch (PyError& err) {
      return set_discard(*table(self), frozenset_key_or_rethrow(key, err));
    }
  };
  add_method(s, "discard", [discard](CallArgs& a) {
    discard(a.args[0], a.args.at(1));
    return None();
  });
  add_method(s, "remove", [discard](CallArgs& a) {
    if (!discard(a.args[0], a.args.at(1))) key_error(a.args[1]);
    return None();
  });
  add_method(s, "update", [table](CallArgs& a) {
    for (std::size_t i = 1; i < a.args.size(); ++i) set_update(*table(a.args[0]), a.args[i]);
    return None();
  });
  // intersection_update swaps in the intersection's table (set_swap_bodies); the others
  // change the table in place.
  add_method(s, "intersection_update", [](CallArgs& a) {
    Ref self = a.args[0];
    for (std::size_t i = 1; i < a.args.size(); ++i) {
      Ref r = call_method(self, "intersection", {a.args[i]});
      set_replace_table(*static_cast<SetObject*>(self.get()), static_cast<SetObject*>(r.get())->table);
    }
    return None();
  });
  add_method(s, "difference_update", [table](CallArgs& a) {
    for (std::size_t i = 1; i < a.args.size(); ++i) set_difference_update(*table(a.args[0]), a.args[0], a.args[i]);
    return None();
  });
  add_method(s, "symmetric_difference_update", [table](CallArgs& a) {
    arity(a, "set.symmetric_difference_update", 1, 1);
    set_symmetric_difference_update(*table(a.args[0]), a.args[0], a.args[1]);
    return None();
  });
  add_method(s, "pop", [table](CallArgs& a) {
    if (Ref k = set_pop(*table(a.args[0]))) return k;
    raise(E().KeyError, "pop from an empty set");
  });
  add_method(s, "clear", +[](CallArgs& a) {
    set_replace_table(*static_cast<SetObject*>(a.args[0].get()), Dict());
    return None();
  });
  // set_reduce: (type(self), (list(self),), self.__getstate__()), which copy and deepcopy of a
  // set subclass rebuild through (cls(items), then the instance state).
  add_method(s, "__reduce__", +[](CallArgs& a) {
    const Ref& self = a.args.at(0);
    return Tuple({self->cls->self(), Tuple({List(cpython_set_order(*static_cast<SetObject*>(self.get())->table))}),
                  call_method(self, "__getstate__", {})});
  });
}

void install_number_methods() {
  // The numbers protocol attributes (int and float are their own real part).
  for (TypeObject* type : {T().int_, T().float_}) {
    bool is_float_type = type == T().float_;
    add_property(type, "real", [is_float_type](Ref self) { return is_float_type || !is_bool(self.get()) ? self : Int(static_cast<IntObject*>(self.get())->value); });
    add_property(type, "imag", [is_float_type](Ref) { return is_float_type ? Float(0.0) : Int(0); });
    add_method(type, "conjugate", +[](CallArgs& a) { return a.args.at(0); });
  }
  add_property(T().int_, "numerator", +[](Ref self) { return is_bool(self.get()) ? Int(static_cast<IntObject*>(self.get())->value) : self; });
  add_property(T().int_, "denominator", +[](Ref) { return Int(1); });
  // float.__trunc__/__floor__/__ceil__ (float_trunc, float___floor___impl, float___ceil___impl):
  // the int, with PyLong_FromDouble's errors for infinities and NaN.
  using Rounding = double (*)(double);
  const std::pair<const char*, Rounding> roundings[] = {{"__trunc__", +[](double v) { return std::trunc(v); }},
                                                        {"__floor__", +[](double v) { return std::floor(v); }},
                                                        {"__ceil__", +[](double v) { return std::ceil(v); }}};
  for (const auto& rounding : roundings) {
    const Rounding round_fn = rounding.second;
    add_method(T().float_, rounding.first, [round_fn](CallArgs& a) -> Ref {
      const double v = static_cast<FloatObject*>(a.args[0].get())->value;
      if (std::isnan(v)) raise_value_error("cannot convert float NaN to integer");
      if (std::isinf(v)) raise(E().OverflowError, "cannot convert float infinity to integer");
      return int_from_double(round_fn(v));
    });
  }
  add_method(T().float_, "__getnewargs__", +[](CallArgs& a) {
    return Tuple({Float(static_cast<FloatObject*>(a.args[0].get())->value)});
  });
  add_method(T().float_, "is_integer", +[](CallArgs& a) {
    double v = static_cast<FloatObject*>(a.args[0].get())->value;
    return Bool(std::isfinite(v) && v == std::floor(v));
  });
  // float.as_integer_ratio(): the exact value as numerator/denominator in lowest terms, the
  // denominator a power of two (Objects/floatobject.c).
  add_method(T().float_, "as_integer_ratio", +[](CallArgs& a) -> Ref {
    double v = static_cast<FloatObject*>(a.args[0].get())->value;
    if (std::isinf(v)) raise(E().OverflowError, "cannot convert Infinity to integer ratio");
    if (std::isnan(v)) raise_value_error("cannot convert NaN to integer ratio");
    int exp = 0;
    double m = std::frexp(v, &exp);
    auto mant = static_cast<std::int64_t>(std::ldexp(m, 53));
    exp -= 53;
    while (mant != 0 && (mant & 1) == 0 && exp < 0) {
      mant /= 2;
      ++exp;
    }
    if (mant == 0) return Tuple({Int(0), Int(1)});
    if (exp >= 0) return Tuple({binary_op(ast::BinOpKind::LShift, Int(mant), Int(exp)), Int(1)});
    return Tuple({Int(mant), binary_op(ast::BinOpKind::LShift, Int(1), Int(-exp))});
  });
  // float.hex(): [-]0x<h>.<13 hex digits>p<exp>, subnormals as 0x0.<digits>p-1022
  // (Objects/floatobject.c float_hex).
  add_method(T().float_, "hex", +[](CallArgs& a) -> Ref {
    double v = static_cast<FloatObject*>(a.args[0].get())->value;
    if (std::isnan(v) || std::isinf(v)) return Str(float_repr(v));
    if (v == 0) return Str(std::signbit(v) ? "-0x0.0p+0" : "0x0.0p+0");
    int e = 0;
    double m = std::frexp(std::fabs(v), &e);
    const int shift = 1 - std::max(-1021 - e, 0);
    m = std::ldexp(m, shift);
    e -= shift;
    static const char* hex = "0123456789abcdef";
    std::string out = v < 0 ? "-0x" : "0x";
    int d = static_cast<int>(m);
    out += hex[d];
    m -= d;
    out += '.';
    for (int i = 0; i < 13; ++i) {
      m *= 16.0;
      d = static_cast<int>(m);
      out += hex[d];
      m -= d;
    }
    out += 'p';
    out += e < 0 ? "-" : "+";
    out += std::to_string(e < 0 ? -e : e);
    return Str(out);
  });
  // float.fromhex(s): [sign] 0x? hexdigits [. hexdigits] [p [sign] decimal], or inf / infinity
  // / nan, spaces around; rounded half to even (Objects/floatobject.c float_fromhex).
  add_alternate_constructor(T().float_, "fromhex", +[](CallArgs& a) -> Ref {
    if (a.args.size() != 1) raise_type_error("fromhex() takes exactly one argument (" + std::to_string(a.args.size()) + " given)");
    if (!isinstance(a.args[0].get(), T().str)) raise_type_error("bad argument type for built-in operation");
    const std::string& text = as_str(a.args[0].get());
    auto invalid = [] { raise_value_error("invalid hexadecimal floating-point string"); };
    auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
    std::size_t i = 0, n = text.size();
    while (i < n && space(text[i])) ++i;
    while (n > i && space(text[n - 1])) --n;
    std::string body = text.substr(i, n - i);
    bool negative = false;
    std::size_t p = 0;
    if (p < body.size() && (body[p] == '-' || body[p] == '+')) negative = body[p++] == '-';
    std::string rest = body.substr(p);
    std::string lower;
    for (char c : rest) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "inf" || lower == "infinity") return Float(negative ? -INFINITY : INFINITY);
    if (lower == "nan") return Float(std::copysign(NAN, negative ? -1.0 : 1.0));
    std::size_t k = 0;
    if (lower.size() >= 2 && lower[0] == '0' && lower[1] == 'x') k = 2;
    auto hexval = [](char c) { return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1; };
    std::string digits;
    std::int64_t frac_digits = 0;
    bool any = false, point = false;
    for (; k < lower.size(); ++k) {
      char c = lower[k];
      if (c == '.' && !point) {
        point = true;
        continue;
      }
      if (hexval(c) < 0) break;
      any = true;
      digits += c;
      if (point) ++frac_digits;
    }
    if (!any) invalid();
    std::int64_t exp = 0;
    if (k < lower.size() && lower[k] == 'p') {
      ++k;
      bool exp_negative = false;
      if (k < lower.size() && (lower[k] == '-' || lower[k] == '+')) exp_negative = lower[k++] == '-';
      if (k >= lower.size() || !(lower[k] >= '0' && lower[k] <= '9')) invalid();
      for (; k < lower.size() && lower[k] >= '0' && lower[k] <= '9'; ++k)
        exp = std::min<std::int64_t>(exp * 10 + (lower[k] - '0'), 1000000);
      if (exp_negative) exp = -exp;
    }
    if (k != lower.size()) invalid();
    // value = int(digits, 16) * 2**(exp - 4 * frac_digits); at most 15 significant digits
    // kept (60 bits), the others as a sticky low bit.
    std::size_t first = digits.find_first_not_of('0');
    if (first == std::string::npos) return Float(negative ? -0.0 : 0.0);
    digits = digits.substr(first);
    std::int64_t e2 = exp - 4 * frac_digits;
    bool sticky = false;
    if (digits.size() > 15) {
      sticky = digits.find_first_not_of('0', 15) != std::string::npos;
      e2 += 4 * static_cast<std::int64_t>(digits.size() - 15);
      digits.resize(15);
    }
    std::uint64_t mant = 0;
    for (char c : digits) mant = mant * 16 + static_cast<std::uint64_t>(hexval(c));
    if (sticky) {
      mant = (mant << 1) | 1;
      --e2;
    }
    int length = 0;
    for (std::uint64_t m = mant; m; m >>= 1) ++length;
    const std::int64_t top = length - 1 + e2;  // the exponent of the leading bit
    if (top > 1023) raise(E().OverflowError, "hexadecimal value too large to represent as a float");
    if (top < -1100) return Float(negative ? -0.0 : 0.0);
    const std::int64_t shift = top >= -1022 ? length - 53 : -1074 - e2;
    if (shift > length) return Float(negative ? -0.0 : 0.0);  // below half the least subnormal
    if (shift > 0) {
      const std::uint64_t kept = mant >> shift;
      const std::uint64_t dropped = mant - (kept << shift);
      const std::uint64_t half = std::uint64_t{1} << (shift - 1);
      mant = kept + ((dropped > half || (dropped == half && (kept & 1))) ? 1 : 0);
      e2 += shift;
    }
    double v = std::ldexp(static_cast<double>(mant), static_cast<int>(e2));
    if (std::isinf(v)) raise(E().OverflowError, "hexadecimal value too large to represent as a float");
    return Float(negative ? -v : v);
  });
  add_method(T().int_, "bit_length", +[](CallArgs& a) {
    return Int(int_bit_length(a.args[0].get()));
  });
  add_method(T().int_, "bit_count", +[](CallArgs& a) {  // the ones of abs(self) in binary
    const std::string bits = int_to_string(a.args[0].get(), 2);
    return Int(static_cast<std::int64_t>(std::count(bits.begin(), bits.end(), '1')));
  });
  // int_as_integer_ratio_impl and int_is_integer_impl (3.12): an int is its own numerator.
  add_method(T().int_, "as_integer_ratio", +[](CallArgs& a) {
    const Object* o = a.args[0].get();  // a bool or a subclass's instance gives a plain int
    Ref n = is_big(o) ? big_int_binary(ast::BinOpKind::Add, o, Int(0).get()) : Int(static_cast<const IntObject*>(o)->value);
    return Tuple({n, Int(1)});
  });
  add_method(T().int_, "is_integer", +[](CallArgs&) { return True(); });
}

/// __len__ of the built-in containers (dir() lists it, and `x.__len__()` works), computed from the
/// object's layout so that instances of subclasses (namedtuples) are served too.
void install_len_methods() {
  const BuiltinTypes& t = T();
  for (TypeObject* type : {t.list, t.tuple, t.str, t.bytes, t.dict, t.set, t.frozenset, t.range}) {
    add_method(type, "__len__", [type](CallArgs& a) -> Ref {
      Object* o = a.args.at(0).get();  // an instance of `type`: call_native checked
      const BuiltinTypes& bt = T();
      if (type == bt.list) return Int(static_cast<std::int64_t>(static_cast<ListObject*>(o)->items.size()));
      if (type == bt.tuple) return Int(static_cast<std::int64_t>(static_cast<TupleObject*>(o)->items.size()));
      if (type == bt.str) return Int(utf8_length(static_cast<StrObject*>(o)->value));
      if (type == bt.bytes) return Int(static_cast<std::int64_t>(static_cast<BytesObject*>(o)->value.size()));
      if (type == bt.dict) return Int(static_cast<std::int64_t>(static_cast<DictObject*>(o)->size()));
      if (type == bt.range) return Int(static_cast<RangeObject*>(o)->length());
      return Int(static_cast<std::int64_t>(static_cast<SetObject*>(o)->table->size()));
    });
  }
}

const std::vector<Ref>& tuple_items(const Ref& o) {
  if (!isinstance(o.get(), T().tuple)) raise_type_error("descriptor requires a 'tuple' object but received a '" + type_name(o.get()) + "'");
  return static_cast<TupleObject*>(o.get())->items;
}

DictObject& dict_of(const Ref& o) {
  if (!isinstance(o.get(), T().dict)) raise_type_error("descriptor requires a 'dict' object but received a '" + type_name(o.get()) + "'");
  return *static_cast<DictObject*>(o.get());
}

/// A plain dict with the same items (for operations on instances of dict subclasses).
Ref dict_copy(const DictObject& d) {
  auto out = Dict();
  dict_merge(*out, d);
  return out;
}

/// The special methods of tuple and dict that instances of their subclasses (namedtuple,
/// defaultdict, `class Row(tuple)`) reach through the MRO. Exact tuples and dicts keep the
/// protocol fast paths; these serve the subclasses with the built-in behaviour.
void install_container_subclass_methods() {
  const BuiltinTypes& t = T();
  t.tuple->subclassable = true;
  t.dict->subclassable = true;
  TypeObject* tp = t.tuple;
  add_static(tp, "__new__", +[](CallArgs& a) -> Ref {
    if (a.args.empty()) raise_type_error("tuple.__new__(): not enough arguments");
    Ref cls = a.args[0];
    if (!(cls->cls == T().type || cls->cls->is_subtype_of(T().type)) || !static_cast<TypeObject*>(cls.get())->is_subtype_of(T().tuple))
      raise_type_error("tuple.__new__(X): X is not a subtype of tuple");
    auto* type = static_cast<TypeObject*>(cls.get());
    Ref out = make_object<TupleObject>(type, a.args.size() > 1 ? to_vector(a.args[1]) : std::vector<Ref>{});
    if (type != T().tuple && instances_have_dict(type)) out->ensure_dict();
    return out;
  });
  add_method(tp, "__getitem__", +[](CallArgs& a) { return getitem(Tuple(tuple_items(a.args[0])), a.args.at(1)); });
  add_method(tp, "__iter__", +[](CallArgs& a) { return iter(Tuple(tuple_items(a.args[0]))); });
  add_method(tp, "__contains__", +[](CallArgs& a) { return Bool(contains(Tuple(tuple_items(a.args[0])), a.args.at(1))); });
  add_method(tp, "__hash__", +[](CallArgs& a) { return Int(static_cast<std::int64_t>(hash(Tuple(tuple_items(a.args[0]))))); });
  const std::pair<const char*, ast::CmpOpKind> comparisons[] = {
      {"__eq__", ast::CmpOpKind::Eq}, {"__ne__", ast::CmpOpKind::NotEq}, {"__lt__", ast::CmpOpKind::Lt},
      {"__le__", ast::CmpOpKind::LtE}, {"__gt__", ast::CmpOpKind::Gt},    {"__ge__", ast::CmpOpKind::GtE}};
  for (const auto& [name, op] : comparisons) {
    ast::CmpOpKind kind = op;
    add_method(tp, name, [kind](CallArgs& a) -> Ref {
      if (!isinstance(a.args.at(1).get(), T().tuple)) return NotImplemented();
      return compare(kind, Tuple(tuple_items(a.args[0])), Tuple(tuple_items(a.args[1])));
    });
  }
  add_method(tp, "__add__", +[](CallArgs& a) -> Ref {
    if (!isinstance(a.args.at(1).get(), T().tuple)) return NotImplemented();
    return binary_op(ast::BinOpKind::Add, Tuple(tuple_items(a.args[0])), Tuple(tuple_items(a.args[1])));
  });
  add_method(tp, "__mul__", +[](CallArgs& a) { return binary_op(ast::BinOpKind::Mult, Tuple(tuple_items(a.args[0])), a.args.at(1)); });

  TypeObject* dp = t.dict;
  add_method(dp, "__init__", +[](CallArgs& a) -> Ref {
    dict_of(a.args.at(0));
    if (a.args.size() > 2) raise_type_error("dict expected at most 1 argument, got " + std::to_string(a.args.size() - 1));
    return call(getattr(T().dict->self(), "update"), a);
  });
  add_method(dp, "__getitem__", +[](CallArgs& a) -> Ref {
    DictObject& d = dict_of(a.args.at(0));
    if (Ref v = d.get(a.args.at(1))) return v;
    // dict subclasses may supply missing values (defaultdict, Counter).
    if (Ref missing = lookup_special(a.args[0], "__missing__"_name)) return call(missing, std::vector<Ref>{a.args[1]});
    auto e = make_object<ExceptionObject>(E().KeyError);
    e->args.push_back(a.args[1]);
    throw PyError{e};
  });
  add_method(dp, "__setitem__", +[](CallArgs& a) {
    dict_of(a.args.at(0)).set(a.args.at(1), a.args.at(2));
    return None();
  });
  add_method(dp, "__delitem__", +[](CallArgs& a) -> Ref {
    if (!dict_of(a.args.at(0)).erase(a.args.at(1))) {
      auto e = make_object<ExceptionObject>(E().KeyError);
      e->args.push_back(a.args[1]);
      throw PyError{e};
    }
    return None();
  });
  add_method(dp, "__contains__", +[](CallArgs& a) { return Bool(dict_of(a.args.at(0)).get(a.args.at(1)) != nullptr); });
  add_method(dp, "__iter__", +[](CallArgs& a) { return iter(dict_copy(dict_of(a.args.at(0)))); });
  add_method(dp, "__eq__", +[](CallArgs& a) -> Ref {
    if (!isinstance(a.args.at(1).get(), T().dict)) return NotImplemented();
    return compare(ast::CmpOpKind::Eq, dict_copy(dict_of(a.args[0])), dict_copy(dict_of(a.args[1])));
  });
  add_method(dp, "__ne__", +[](CallArgs& a) -> Ref {
    if (!isinstance(a.args.at(1).get(), T().dict)) return NotImplemented();
    return compare(ast::CmpOpKind::NotEq, dict_copy(dict_of(a.args[0])), dict_copy(dict_of(a.args[1])));
  });
}

}  // namespace

/// The built-in types' methods that CPython declares METH_NOARGS or METH_O (those tfplay has).
void declare_method_arities() {
  const BuiltinTypes& t = T();
  using enum MethodArity;
  declare_method_arity(t.str, NoArgs, {"capitalize", "casefold", "isalnum", "isalpha", "isascii", "isdecimal", "isdigit",
                                       "isidentifier", "islower", "isnumeric", "isprintable", "isspace", "istitle",
                                       "isupper", "lower", "swapcase", "title", "upper"});
  declare_method_arity(t.str, One, {"__format__", "format_map", "join", "partition", "removeprefix", "removesuffix",
                                    "rpartition", "translate", "zfill"});
  declare_method_arity(t.list, NoArgs, {"__reversed__", "clear", "copy", "reverse"});
  declare_method_arity(t.list, One, {"__getitem__", "append", "count", "extend", "remove"});
  declare_method_arity(t.dict, NoArgs, {"clear", "copy", "items", "keys", "popitem", "values"});
  declare_method_arity(t.dict, One, {"__contains__", "__getitem__"});
  declare_method_arity(t.set, NoArgs, {"clear", "copy", "pop"});
  declare_method_arity(t.set, One, {"__contains__", "add", "discard", "isdisjoint", "issubset", "issuperset", "remove",
                                    "symmetric_difference", "symmetric_difference_update"});
  declare_method_arity(t.frozenset, NoArgs, {"copy"});
  declare_method_arity(t.frozenset, One, {"__contains__", "isdisjoint", "issubset", "issuperset", "symmetric_difference"});
  declare_method_arity(t.tuple, One, {"count"});
  declare_method_arity(t.int_, NoArgs, {"as_integer_ratio", "bit_count", "bit_length", "conjugate", "is_integer"});
  declare_method_arity(t.int_, One, {"__format__"});
  declare_method_arity(t.float_, NoArgs, {"__ceil__", "__floor__", "__getnewargs__", "__trunc__", "as_integer_ratio",
                                          "conjugate", "hex", "is_integer"});
  declare_method_arity(t.float_, One, {"__format__"});
  declare_method_arity(t.bytes, NoArgs, {"capitalize", "isalnum", "isalpha", "isascii", "isdigit", "islower", "isspace",
                                         "isupper", "lower", "swapcase", "title", "upper"});
  declare_method_arity(t.bytes, One, {"join", "partition", "removeprefix", "removesuffix", "rpartition", "zfill"});
  declare_method_arity(t.bytes, NoArgs, {"__bytes__"});
  declare_method_arity(t.int_, NoArgs, {"__ceil__", "__floor__", "__getnewargs__", "__trunc__"});
  declare_method_positional(t.int_, 0, 1, {"__round__"});
  declare_method_positional(t.float_, 0, 1, {"__round__"});
  // Argument Clinic's positional-only `replace(old, new, count=-1, /)` of 3.12 (count= is 3.13's).
  declare_method_positional(t.str, 2, 3, {"replace"});
  declare_method_positional(t.bytes, 2, 3, {"replace"});

  // The slot wrappers (wrapper_descriptor) tfplay's types define themselves.
  for (TypeObject* number : {t.int_, t.float_}) {
    declare_method_arity(number, Slot0, {"__abs__", "__bool__", "__float__", "__hash__", "__int__", "__neg__", "__pos__",
                                         "__repr__"});
    declare_method_arity(number, Slot1, {"__add__", "__eq__", "__floordiv__", "__ge__", "__gt__", "__le__", "__lt__",
                                         "__mod__", "__mul__", "__ne__", "__radd__", "__rfloordiv__", "__rmod__",
                                         "__rmul__", "__rsub__", "__rtruediv__", "__sub__", "__truediv__"});
    declare_method_arity(number, SlotUnpack1to2, {"__pow__", "__rpow__"});
  }
  declare_method_arity(t.int_, Slot0, {"__index__", "__invert__"});
  declare_method_arity(t.int_, Slot1, {"__and__", "__lshift__", "__or__", "__rand__", "__rlshift__", "__ror__",
                                       "__rrshift__", "__rshift__", "__rxor__", "__xor__"});
  for (TypeObject* seq : {t.str, t.bytes, t.tuple, t.list}) {
    declare_method_arity(seq, Slot0, {"__iter__", "__len__", "__repr__"});
    declare_method_arity(seq, Slot1, {"__add__", "__contains__", "__eq__", "__ge__", "__gt__", "__le__", "__lt__",
                                      "__ne__"});
    declare_method_arity(seq, SlotUnpack1, {"__mul__"});  // sq_repeat: wrap_indexargfunc
  }
  for (TypeObject* seq : {t.str, t.bytes, t.list}) declare_method_arity(seq, SlotUnpack1, {"__rmul__"});
  for (TypeObject* seq : {t.str, t.bytes, t.tuple}) {
    declare_method_arity(seq, Slot0, {"__hash__"});
    declare_method_arity(seq, Slot1, {"__getitem__"});
  }
  declare_method_arity(t.str, Slot0, {"__str__"});
  declare_method_arity(t.str, Slot1, {"__mod__", "__rmod__"});
  declare_method_arity(t.list, Slot1, {"__delitem__", "__iadd__"});
  declare_method_arity(t.list, SlotUnpack1, {"__imul__"});
  declare_method_arity(t.list, SlotUnpack2, {"__setitem__"});
  declare_method_arity(t.dict, Slot0, {"__iter__", "__len__", "__repr__"});
  declare_method_arity(t.dict, Slot1, {"__delitem__", "__eq__", "__ne__"});
  declare_method_arity(t.dict, SlotUnpack2, {"__setitem__"});
  for (TypeObject* s : {t.set, t.frozenset}) {
    declare_method_arity(s, Slot0, {"__iter__", "__len__", "__repr__"});
    declare_method_arity(s, Slot1, {"__and__", "__eq__", "__ge__", "__gt__", "__le__", "__lt__", "__ne__", "__or__",
                                    "__rand__", "__ror__", "__rsub__", "__rxor__", "__sub__", "__xor__"});
  }
  declare_method_arity(t.frozenset, Slot0, {"__hash__"});
  declare_method_arity(t.set, Slot1, {"__iand__", "__ior__", "__isub__", "__ixor__"});
}

void install_type_methods() {
  static bool done = false;
  if (done) return;
  done = true;
  install_constructors();
  install_str_methods();
  install_list_methods();
  install_dict_methods();
  install_set_methods();
  install_number_methods();
  install_len_methods();
  install_container_subclass_methods();
  install_value_subclass_methods();
  install_range_methods();
  install_bytes_methods();
  declare_method_arities();
}

}  // namespace tfplay::py
