// The methods of bytes (Objects/bytesobject.c, Objects/bytes_methods.c), str.encode, and
// int.to_bytes/int.from_bytes. bytes hold raw bytes; case and class tests are ASCII-only, as in
// CPython.
#include "core/python/bytes_methods.h"
#include "core/python/methods.h"

#include <algorithm>
#include <cstdio>

#include "core/python/bigint.h"
#include "core/python/codecs.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/substring_search.h"
#include "core/python/unicode.h"

namespace tfplay::py {

namespace {

const std::string& self_bytes(CallArgs& a) { return static_cast<BytesObject*>(a.args[0].get())->value; }

// The optional argument at position `i` (after self) or keyword `name`; nullptr when absent.
Ref opt_arg(CallArgs& a, std::size_t i, std::string_view name) {
  if (a.args.size() > i) return a.args[i];
  return a.kwarg(name);
}

std::string text_arg(CallArgs& a, std::size_t i, std::string_view name, const char* dflt, const char* method) {
  Ref v = opt_arg(a, i, name);
  if (!v) return dflt;
  if (!isinstance(v.get(), T().str))
    raise_type_error(std::string(method) + "() argument '" + std::string(name) + "' must be str, not " + type_name(v.get()));
  return as_str(v.get());
}

// A bytes argument of find/split/replace...: CPython's "a bytes-like object is required".
const std::string& bytes_arg(const Ref& v) {
  if (!isinstance(v.get(), T().bytes)) raise_type_error("a bytes-like object is required, not '" + type_name(v.get()) + "'");
  return static_cast<BytesObject*>(v.get())->value;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\x0b' || c == '\x0c'; }
bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alpha(char c) { return is_lower(c) || is_upper(c); }
char to_upper(char c) { return is_lower(c) ? static_cast<char>(c - 32) : c; }
char to_lower(char c) { return is_upper(c) ? static_cast<char>(c + 32) : c; }

// data[start:end] for the optional arguments i and i+1 of find/count/startswith/endswith, with
// CPython's ADJUST_INDICES: end clamped to [0, size], start only raised to 0, so a start past the
// end leaves room for nothing, not even b"".
struct Span {
  std::int64_t start, end;
  std::string_view window;
  /// Whether a needle of `size` bytes fits (CPython's `end - start < len` test, negated).
  bool fits(std::size_t size) const { return end - start >= static_cast<std::int64_t>(size); }
};
Span span(CallArgs& a, std::size_t i, const std::string& data) {
  auto n = static_cast<std::int64_t>(data.size());
  auto bound = [&](std::size_t k, std::int64_t dflt) {
    return a.args.size() <= k || is_none(a.args[k].get()) ? dflt : as_int(a.args[k].get());
  };
  std::int64_t start = bound(i, 0), end = bound(i + 1, n);
  if (end > n) end = n;
  else if (end < 0) end = std::max<std::int64_t>(end + n, 0);
  if (start < 0) start = std::max<std::int64_t>(start + n, 0);
  std::string_view window;
  if (start < end) window = std::string_view(data).substr(static_cast<std::size_t>(start), static_cast<std::size_t>(end - start));
  return {start, end, window};
}

// find/rfind on data[start:end]; npos when absent.
std::size_t find_in(CallArgs& a, bool reverse) {
  const std::string& s = self_bytes(a);
  if (a.args.size() < 2) raise_type_error(std::string(reverse ? "rfind" : "find") + " expected at least 1 argument, got 0");
  std::string needle;
  if (is_int(a.args[1].get())) {
    std::int64_t v = as_int(a.args[1].get());
    if (v < 0 || v > 255) raise_value_error("byte must be in range(0, 256)");
    needle = std::string(1, static_cast<char>(v));
  } else {
    needle = bytes_arg(a.args[1]);
  }
  const Span w = span(a, 2, s);
  if (!w.fits(needle.size())) return std::string::npos;
  std::size_t at = reverse ? rfind_substring(w.window, needle) : find_substring(w.window, needle);
  return at == std::string::npos ? at : at + static_cast<std::size_t>(w.start);
}

// split/rsplit with an explicit separator or on runs of ASCII whitespace.
std::vector<Ref> split_bytes(CallArgs& a, bool reverse) {
  const std::string& s = self_bytes(a);
  Ref sep_ref = opt_arg(a, 1, "sep");
  Ref max_ref = opt_arg(a, 2, "maxsplit");
  std::int64_t maxsplit = max_ref ? as_int(max_ref.get()) : -1;
  std::vector<std::string> parts;
  if (!sep_ref || is_none(sep_ref.get())) {
    std::vector<std::pair<std::size_t, std::size_t>> words;  // [begin, end)
    for (std::size_t i = 0; i < s.size();) {
      while (i < s.size() && is_space(s[i])) ++i;
      if (i == s.size()) break;
      std::size_t j = i;
      while (j < s.size() && !is_space(s[j])) ++j;
      words.emplace_back(i, j);
      i = j;
    }
    auto n = static_cast<std::int64_t>(words.size());
    if (maxsplit < 0 || maxsplit >= n - 1) {
      for (auto [b, e] : words) parts.push_back(s.substr(b, e - b));
    } else if (!reverse) {
      for (std::int64_t k = 0; k < maxsplit; ++k) parts.push_back(s.substr(words[k].first, words[k].second - words[k].first));
      parts.push_back(s.substr(words[static_cast<std::size_t>(maxsplit)].first));  // keeps its trailing space
    } else {
      std::size_t keep = static_cast<std::size_t>(n - maxsplit);
      parts.push_back(s.substr(0, words[keep - 1].second));  // keeps its leading space
      for (std::size_t k = keep; k < words.size(); ++k) parts.push_back(s.substr(words[k].first, words[k].second - words[k].first));
    }
  } else {
    const std::string& sep = bytes_arg(sep_ref);
    if (sep.empty()) raise_value_error("empty separator");
    std::vector<std::size_t> cuts;  // positions of the separators used
    if (!reverse) {
      for (std::size_t p = s.find(sep); p != std::string::npos && (maxsplit < 0 || static_cast<std::int64_t>(cuts.size()) < maxsplit);
           p = s.find(sep, p + sep.size()))
        cuts.push_back(p);
    } else {
      std::size_t limit = s.size();
      while (limit >= sep.size() && (maxsplit < 0 || static_cast<std::int64_t>(cuts.size()) < maxsplit)) {
        std::size_t p = s.rfind(sep, limit - sep.size());
        if (p == std::string::npos) break;
        cuts.push_back(p);
        if (p == 0) break;
        limit = p;
      }
      std::reverse(cuts.begin(), cuts.end());
    }
    std::size_t from = 0;
    for (std::size_t p : cuts) {
      parts.push_back(s.substr(from, p - from));
      from = p + sep.size();
    }
    parts.push_back(s.substr(from));
  }
  std::vector<Ref> out;
  out.reserve(parts.size());
  for (auto& p : parts) out.push_back(Bytes(std::move(p)));
  return out;
}

std::string strip_bytes(CallArgs& a, bool left, bool right) {
  const std::string& s = self_bytes(a);
  Ref chars_ref = opt_arg(a, 1, "bytes");
  bool ws = !chars_ref || is_none(chars_ref.get());
  std::string chars = ws ? std::string() : bytes_arg(chars_ref);
  auto drop = [&](char c) { return ws ? is_space(c) : chars.find(c) != std::string::npos; };
  std::size_t b = 0, e = s.size();
  if (left) while (b < e && drop(s[b])) ++b;
  if (right) while (e > b && drop(s[e - 1])) --e;
  return s.substr(b, e - b);
}

bool affix_matches(CallArgs& a, bool suffix) {
  const char* name = suffix ? "endswith" : "startswith";
  const std::string& s = self_bytes(a);
  if (a.args.size() < 2) raise_type_error(std::string(name) + " expected at least 1 argument, got 0");
  const Span w = span(a, 2, s);
  const std::string_view window = w.window;
  auto test = [&](const Ref& v) {
    if (!isinstance(v.get(), T().bytes))
      raise_type_error(std::string(name) + " first arg must be bytes or a tuple of bytes, not " + type_name(v.get()));
    const std::string& x = static_cast<BytesObject*>(v.get())->value;
    if (!w.fits(x.size())) return false;
    return suffix ? window.substr(window.size() - x.size()) == x : window.substr(0, x.size()) == x;
  };
  if (a.args[1]->cls == T().tuple) {
    for (const Ref& v : static_cast<TupleObject*>(a.args[1].get())->items)
      if (test(v)) return true;
    return false;
  }
  return test(a.args[1]);
}

template <class Pred>
void add_class_test(TypeObject* b, const char* name, Pred pred) {
  add_method(b, name, [pred](CallArgs& a) {
    const std::string& s = self_bytes(a);
    return Bool(!s.empty() && std::all_of(s.begin(), s.end(), pred));
  });
}

std::string pad(const std::string& s, std::int64_t width, char fill, int where) {  // where: -1 left-justify, 0 center, 1 right
  if (width <= static_cast<std::int64_t>(s.size())) return s;
  std::size_t total = static_cast<std::size_t>(width) - s.size(), left = 0;
  if (where == 1) left = total;
  else if (where == 0) left = total / 2 + (total & static_cast<std::size_t>(width) & 1);  // CPython's pad()
  return std::string(left, fill) + s + std::string(total - left, fill);
}

char fill_arg(CallArgs& a, const char* method) {
  if (a.args.size() < 3) return ' ';
  const Object* f = a.args[2].get();
  if (!isinstance(f, T().bytes) || static_cast<const BytesObject*>(f)->value.size() != 1)
    raise_type_error(std::string(method) + "() argument 2 must be a byte string of length 1, not " + type_name(f));
  return static_cast<const BytesObject*>(f)->value[0];
}

void install_int_bytes() {
  TypeObject* i = T().int_;
  add_method(i, "to_bytes", +[](CallArgs& a) {
    Ref length_ref = opt_arg(a, 1, "length");
    Ref order_ref = opt_arg(a, 2, "byteorder");
    Ref signed_ref = a.kwarg("signed");
    std::int64_t length = length_ref ? as_int(length_ref.get()) : 1;
    std::string order = order_ref ? as_str(order_ref.get()) : "big";
    bool is_signed = signed_ref && truthy(signed_ref);
    if (order != "big" && order != "little") raise_value_error("byteorder must be either 'little' or 'big'");
    if (length < 0) raise_value_error("length argument must be non-negative");
    const Ref& self = a.args[0];
    bool negative = truthy(compare(ast::CmpOpKind::Lt, self, Int(0)));
    if (negative && !is_signed) raise(E().OverflowError, "can't convert negative int to unsigned");
    // Two's complement bytes, least significant first, from repeated shifts of the Python int.
    std::string out;
    Ref v = self;
    for (std::int64_t k = 0; k < length; ++k) {
      out += static_cast<char>(as_int(binary_op(ast::BinOpKind::BitAnd, v, Int(255)).get()));
      v = binary_op(ast::BinOpKind::RShift, v, Int(8));
    }
    bool top_bit = !out.empty() && (static_cast<unsigned char>(out.back()) & 0x80);
    bool fits = is_signed ? (negative ? eq(v, Int(-1)) && top_bit : eq(v, Int(0)) && !top_bit) : eq(v, Int(0));
    if (length == 0) fits = eq(self, Int(0));
    if (!fits) raise(E().OverflowError, "int too big to convert");
    if (order == "big") std::reverse(out.begin(), out.end());
    return Bytes(std::move(out));
  });
  static const NativeFn from_bytes = [](CallArgs& a) -> Ref {
    Ref data_ref = opt_arg(a, 0, "bytes");
    if (!data_ref) raise_type_error("from_bytes() missing required argument 'bytes' (pos 1)");
    Ref order_ref = opt_arg(a, 1, "byteorder");
    Ref signed_ref = a.kwarg("signed");
    std::string data = isinstance(data_ref.get(), T().bytes) ? static_cast<BytesObject*>(data_ref.get())->value : std::string();
    if (!isinstance(data_ref.get(), T().bytes)) {
      // bytes(x): a str, or an object that is not iterable, cannot become bytes.
      Ref items = data_ref;
      bool iterable = !is_str(data_ref.get());
      if (iterable) {
        try {
          items = iter(data_ref);
        } catch (PyError& e) {
          if (!isinstance(e.exc.get(), E().TypeError)) throw;
          iterable = false;
        }
      }
      if (!iterable) raise_type_error("cannot convert '" + type_name(data_ref.get()) + "' object to bytes");
      for (const Ref& x : to_vector(items)) {
        std::int64_t v = as_int(x.get());
        if (v < 0 || v > 255) raise_value_error("bytes must be in range(0, 256)");
        data += static_cast<char>(v);
      }
    }
    std::string order = order_ref ? as_str(order_ref.get()) : "big";
    if (order != "big" && order != "little") raise_value_error("byteorder must be either 'little' or 'big'");
    if (order == "little") std::reverse(data.begin(), data.end());
    Ref v = Int(0);
    for (char c : data)
      v = binary_op(ast::BinOpKind::BitOr, binary_op(ast::BinOpKind::LShift, v, Int(8)), Int(static_cast<unsigned char>(c)));
    if (signed_ref && truthy(signed_ref) && !data.empty() && (static_cast<unsigned char>(data[0]) & 0x80))
      v = binary_op(ast::BinOpKind::Sub, v, binary_op(ast::BinOpKind::LShift, Int(1), Int(static_cast<std::int64_t>(8 * data.size()))));
    return v;
  };
  add_alternate_constructor(i, "from_bytes", from_bytes);  // int_from_bytes_impl: bool.from_bytes makes a bool
}

}  // namespace

void install_bytes_methods() {
  TypeObject* b = T().bytes;
  add_method(T().str, "encode", +[](CallArgs& a) {
    return Bytes(encode_text(as_str(a.args[0].get()), text_arg(a, 1, "encoding", "utf-8", "encode"),
                             text_arg(a, 2, "errors", "strict", "encode")));
  });
  // bytes.__bytes__ (3.11): the bytes themselves, a plain copy for a subclass's instance.
  add_method(b, "__bytes__", +[](CallArgs& a) -> Ref {
    if (a.args.at(0)->cls == T().bytes) return a.args[0];
    return Bytes(self_bytes(a));
  });
  add_method(b, "decode", +[](CallArgs& a) {
    return Str(decode_bytes(self_bytes(a), text_arg(a, 1, "encoding", "utf-8", "decode"), text_arg(a, 2, "errors", "strict", "decode")));
  });
  // bytes.hex(sep=<none>, bytes_per_sep=1): a one-character ASCII separator every
  // bytes_per_sep bytes, the groups counted from the right (from the left when negative).
  add_method(b, "hex", +[](CallArgs& a) {
    const std::string& s = self_bytes(a);
    Ref sep_arg = opt_arg(a, 1, "sep");
    Ref per_arg = opt_arg(a, 2, "bytes_per_sep");
    std::string sep;
    if (sep_arg) {
      if (isinstance(sep_arg.get(), T().str)) sep = as_str(sep_arg.get());
      else if (isinstance(sep_arg.get(), T().bytes)) sep = static_cast<BytesObject*>(sep_arg.get())->value;
      else raise_type_error("sep must be str or bytes.");
      if (utf8_length(sep) != 1) raise_value_error("sep must be length 1.");
      if (static_cast<unsigned char>(sep[0]) >= 0x80) raise_value_error("sep must be ASCII.");
    }
    const std::int64_t per = per_arg ? as_int(per_arg.get()) : 1;
    const std::size_t group = static_cast<std::size_t>(per < 0 ? -per : per);
    std::string out;
    char buf[3];
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (i && !sep.empty() && group) {
        const bool cut = per > 0 ? (s.size() - i) % group == 0 : i % group == 0;
        if (cut) out += sep;
      }
      std::snprintf(buf, sizeof buf, "%02x", static_cast<unsigned char>(s[i]));
      out += buf;
    }
    return Str(out);
  });
  // bytes.translate(table, /, delete=b''): each byte mapped through the 256-byte table (None:
  // unchanged), the bytes of delete dropped first.
  add_method(b, "translate", +[](CallArgs& a) {
    const std::string& s = self_bytes(a);
    if (a.args.size() < 2) raise_type_error("translate() takes at least 1 positional argument (0 given)");
    const Ref& table_arg = a.args[1];
    const std::string* table = nullptr;
    if (!is_none(table_arg.get())) {
      table = &bytes_arg(table_arg);
      if (table->size() != 256) raise_value_error("translation table must be 256 characters long");
    }
    Ref del_arg = opt_arg(a, 2, "delete");
    std::string del = del_arg ? bytes_arg(del_arg) : std::string();
    bool drop[256] = {};
    for (char c : del) drop[static_cast<unsigned char>(c)] = true;
    std::string out;
    out.reserve(s.size());
    for (char c : s) {
      const auto u = static_cast<unsigned char>(c);
      if (drop[u]) continue;
      out += table ? (*table)[u] : c;
    }
    return Bytes(std::move(out));
  });
  // bytes.maketrans(frm, to): the 256-byte table translate takes, frm's bytes mapped to to's.
  add_static(b, "maketrans", +[](CallArgs& a) {
    if (a.args.size() != 2) raise_type_error("maketrans expected 2 arguments, got " + std::to_string(a.args.size()));
    const std::string& from = bytes_arg(a.args[0]);
    const std::string& to = bytes_arg(a.args[1]);
    if (from.size() != to.size()) raise_value_error("maketrans arguments must have same length");
    std::string table(256, '\0');
    for (int i = 0; i < 256; ++i) table[static_cast<std::size_t>(i)] = static_cast<char>(i);
    for (std::size_t i = 0; i < from.size(); ++i) table[static_cast<unsigned char>(from[i])] = to[i];
    return Bytes(std::move(table));
  });
  add_alternate_constructor(b, "fromhex", +[](CallArgs& a) -> Ref {
    if (a.args.empty() || !isinstance(a.args[0].get(), T().str)) raise_type_error("fromhex() argument must be str");
    const std::string& s = as_str(a.args[0].get());
    auto digit = [](char c) { return is_digit(c) ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1; };
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
      if (is_space(s[i])) {
        ++i;
        continue;
      }
      int hi = digit(s[i]), lo = i + 1 < s.size() ? digit(s[i + 1]) : -1;
      if (hi < 0 || lo < 0)
        raise_value_error("non-hexadecimal number found in fromhex() arg at position " + std::to_string(hi < 0 ? i : i + 1));
      out += static_cast<char>(hi * 16 + lo);
      i += 2;
    }
    return Bytes(std::move(out));
  });
  add_method(b, "join", +[](CallArgs& a) {
    const std::string& sep = self_bytes(a);
    std::string out;
    std::size_t k = 0;
    for (const Ref& x : to_vector(a.args.at(1))) {
      if (!isinstance(x.get(), T().bytes))
        raise_type_error("sequence item " + std::to_string(k) + ": expected a bytes-like object, " + type_name(x.get()) + " found");
      if (k++) out += sep;
      out += static_cast<BytesObject*>(x.get())->value;
    }
    return Bytes(std::move(out));
  });
  add_method(b, "find", +[](CallArgs& a) {
    std::size_t at = find_in(a, false);
    return Int(at == std::string::npos ? -1 : static_cast<std::int64_t>(at));
  });
  add_method(b, "rfind", +[](CallArgs& a) {
    std::size_t at = find_in(a, true);
    return Int(at == std::string::npos ? -1 : static_cast<std::int64_t>(at));
  });
  add_method(b, "index", +[](CallArgs& a) {
    std::size_t at = find_in(a, false);
    if (at == std::string::npos) raise_value_error("subsection not found");
    return Int(static_cast<std::int64_t>(at));
  });
  add_method(b, "rindex", +[](CallArgs& a) {
    std::size_t at = find_in(a, true);
    if (at == std::string::npos) raise_value_error("subsection not found");
    return Int(static_cast<std::int64_t>(at));
  });
  add_method(b, "count", +[](CallArgs& a) {
    const std::string& s = self_bytes(a);
    const std::string& x = bytes_arg(a.args.at(1));
    const Span sp = span(a, 2, s);
    if (!sp.fits(x.size())) return Int(0);
    const std::string_view w = sp.window;
    if (x.empty()) return Int(static_cast<std::int64_t>(w.size() + 1));
    std::int64_t n = 0;
    for (std::size_t p = find_substring(w, x); p != std::string::npos; p = find_substring(w, x, p + x.size())) ++n;
    return Int(n);
  });
  add_method(b, "startswith", +[](CallArgs& a) { return Bool(affix_matches(a, false)); });
  add_method(b, "endswith", +[](CallArgs& a) { return Bool(affix_matches(a, true)); });
  add_method(b, "split", +[](CallArgs& a) { return List(split_bytes(a, false)); });
  add_method(b, "rsplit", +[](CallArgs& a) { return List(split_bytes(a, true)); });
  add_method(b, "strip", +[](CallArgs& a) { return Bytes(strip_bytes(a, true, true)); });
  add_method(b, "lstrip", +[](CallArgs& a) { return Bytes(strip_bytes(a, true, false)); });
  add_method(b, "rstrip", +[](CallArgs& a) { return Bytes(strip_bytes(a, false, true)); });
  add_method(b, "replace", +[](CallArgs& a) {
    const std::string& s = self_bytes(a);
    const std::string& old = bytes_arg(a.args.at(1));
    const std::string& repl = bytes_arg(a.args.at(2));
    std::int64_t count = a.args.size() > 3 ? as_int(a.args[3].get()) : -1;
    std::string out;
    std::size_t from = 0;
    std::int64_t done = 0;
    if (old.empty()) {  // inserted before every byte and at the end
      for (std::size_t i = 0; i <= s.size(); ++i) {
        if (count < 0 || done < count) {
          out += repl;
          ++done;
        }
        if (i < s.size()) out += s[i];
      }
      return Bytes(std::move(out));
    }
    for (std::size_t p = s.find(old); p != std::string::npos && (count < 0 || done < count); p = s.find(old, from)) {
      out.append(s, from, p - from);
      out += repl;
      from = p + old.size();
      ++done;
    }
    out.append(s, from);
    return Bytes(std::move(out));
  });
  add_method(b, "upper", +[](CallArgs& a) {
    std::string s = self_bytes(a);
    std::transform(s.begin(), s.end(), s.begin(), to_upper);
    return Bytes(std::move(s));
  });
  add_method(b, "lower", +[](CallArgs& a) {
    std::string s = self_bytes(a);
    std::transform(s.begin(), s.end(), s.begin(), to_lower);
    return Bytes(std::move(s));
  });
  add_method(b, "capitalize", +[](CallArgs& a) {
    std::string s = self_bytes(a);
    for (std::size_t i = 0; i < s.size(); ++i) s[i] = i == 0 ? to_upper(s[i]) : to_lower(s[i]);
    return Bytes(std::move(s));
  });
  add_method(b, "title", +[](CallArgs& a) {
    std::string s = self_bytes(a);
    bool prev_cased = false;
    for (char& c : s) {
      c = prev_cased ? to_lower(c) : to_upper(c);
      prev_cased = is_alpha(c);
    }
    return Bytes(std::move(s));
  });
  add_method(b, "swapcase", +[](CallArgs& a) {
    std::string s = self_bytes(a);
    for (char& c : s) c = is_lower(c) ? to_upper(c) : to_lower(c);
    return Bytes(std::move(s));
  });
  add_class_test(b, "isdigit", is_digit);
  add_class_test(b, "isalpha", is_alpha);
  add_class_test(b, "isalnum", [](char c) { return is_alpha(c) || is_digit(c); });
  add_class_test(b, "isspace", is_space);
  add_method(b, "isascii", +[](CallArgs& a) {
    const std::string& s = self_bytes(a);
    return Bool(std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }));
  });
  // islower/isupper: some cased byte, and none of the other case.
  add_method(b, "islower", +[](CallArgs& a) {
    const std::string& s = self_bytes(a);
    return Bool(std::any_of(s.begin(), s.end(), is_lower) && std::none_of(s.begin(), s.end(), is_upper));
  });
  add_method(b, "isupper", +[](CallArgs& a) {
    const std::string& s = self_bytes(a);
    return Bool(std::any_of(s.begin(), s.end(), is_upper) && std::none_of(s.begin(), s.end(), is_lower));
  });
  // istitle (bytes_methods.c _Py_bytes_istitle): an uppercase byte only after an uncased one,
  // a lowercase one only after a cased one, and some cased byte.
  add_method(b, "istitle", +[](CallArgs& a) {
    bool cased = false, previous_cased = false;
    for (char c : self_bytes(a)) {
      if (is_upper(c) || is_lower(c)) {
        if (is_upper(c) == previous_cased) return Bool(false);
        previous_cased = cased = true;
      } else {
        previous_cased = false;
      }
    }
    return Bool(cased);
  });
  // expandtabs(tabsize=8) (stringlib/transmogrify.h): each tab padded with spaces to the next
  // multiple of tabsize, columns counted from the last \n or \r; tabsize <= 0 drops tabs.
  add_method(b, "expandtabs", +[](CallArgs& a) {
    Ref size = a.args.size() > 1 ? a.args[1] : a.kwarg("tabsize");
    const std::int64_t tabsize = size ? as_int(size.get()) : 8;
    std::string out;
    std::int64_t column = 0;
    for (char c : self_bytes(a)) {
      if (c == '\t') {
        if (tabsize > 0) {
          const std::int64_t n = tabsize - column % tabsize;
          out.append(static_cast<std::size_t>(n), ' ');
          column += n;
        }
      } else {
        out += c;
        column = c == '\n' || c == '\r' ? 0 : column + 1;
      }
    }
    return Bytes(std::move(out));
  });
  add_method(b, "ljust", +[](CallArgs& a) { return Bytes(pad(self_bytes(a), as_int(a.args.at(1).get()), fill_arg(a, "ljust"), -1)); });
  add_method(b, "rjust", +[](CallArgs& a) { return Bytes(pad(self_bytes(a), as_int(a.args.at(1).get()), fill_arg(a, "rjust"), 1)); });
  add_method(b, "center", +[](CallArgs& a) { return Bytes(pad(self_bytes(a), as_int(a.args.at(1).get()), fill_arg(a, "center"), 0)); });
  add_method(b, "zfill", +[](CallArgs& a) {
    const std::string& s = self_bytes(a);
    std::int64_t width = as_int(a.args.at(1).get());
    if (width <= static_cast<std::int64_t>(s.size())) return Bytes(s);
    std::string out = pad(s, width, '0', 1);
    std::size_t fill = out.size() - s.size();
    if (!s.empty() && (s[0] == '+' || s[0] == '-')) {  // the sign moves to the front
      out[0] = s[0];
      out[fill] = '0';
    }
    return Bytes(std::move(out));
  });
  auto partition = [](CallArgs& a, bool reverse) {
    const std::string& s = self_bytes(a);
    const std::string& sep = bytes_arg(a.args.at(1));
    if (sep.empty()) raise_value_error("empty separator");
    std::size_t p = reverse ? s.rfind(sep) : s.find(sep);
    if (p == std::string::npos)
      return reverse ? Tuple({Bytes(""), Bytes(""), Bytes(s)}) : Tuple({Bytes(s), Bytes(""), Bytes("")});
    return Tuple({Bytes(s.substr(0, p)), Bytes(sep), Bytes(s.substr(p + sep.size()))});
  };
  add_method(b, "partition", [partition](CallArgs& a) { return partition(a, false); });
  add_method(b, "rpartition", [partition](CallArgs& a) { return partition(a, true); });
  add_method(b, "splitlines", +[](CallArgs& a) {
    const std::string& s = self_bytes(a);
    Ref keep_ref = opt_arg(a, 1, "keepends");
    bool keep = keep_ref && truthy(keep_ref);
    std::vector<Ref> out;
    std::size_t from = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (s[i] != '\n' && s[i] != '\r') continue;
      std::size_t eol = (s[i] == '\r' && i + 1 < s.size() && s[i + 1] == '\n') ? i + 2 : i + 1;
      out.push_back(Bytes(s.substr(from, (keep ? eol : i) - from)));
      from = eol;
      i = eol - 1;
    }
    if (from < s.size()) out.push_back(Bytes(s.substr(from)));
    return List(std::move(out));
  });
  add_method(b, "removeprefix", +[](CallArgs& a) {
    const std::string& s = self_bytes(a);
    const std::string& p = bytes_arg(a.args.at(1));
    return Bytes(s.compare(0, p.size(), p) == 0 && s.size() >= p.size() ? s.substr(p.size()) : s);
  });
  add_method(b, "removesuffix", +[](CallArgs& a) {
    const std::string& s = self_bytes(a);
    const std::string& p = bytes_arg(a.args.at(1));
    bool ends = !p.empty() && s.size() >= p.size() && s.compare(s.size() - p.size(), p.size(), p) == 0;
    return Bytes(ends ? s.substr(0, s.size() - p.size()) : s);
  });
  install_int_bytes();
}

bool bytes_contains(const std::string& data, const Ref& item) {
  if (is_int(item.get())) {
    std::int64_t v = as_int(item.get());
    if (v < 0 || v > 255) raise_value_error("byte must be in range(0, 256)");
    return data.find(static_cast<char>(v)) != std::string::npos;
  }
  return find_substring(data, bytes_arg(item)) != std::string::npos;
}

}  // namespace tfplay::py
