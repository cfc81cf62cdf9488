// The methods of bytes that reading and writing binary files needs (CPython 3.12's
// Objects/bytes_methods.c and bytesobject.c): find/rfind/index/count, startswith/endswith,
// join, split/splitlines, strip/lstrip/rstrip, replace, hex, and the codecs of str.encode and
// bytes.decode: UTF-8, ASCII and Latin-1 by their Python names, LookupError for others.
#include <algorithm>
#include <cctype>

#include "core/python/methods.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::py {

namespace {

const std::string& self_bytes(const CallArgs& a) { return static_cast<BytesObject*>(a.args.at(0).get())->value; }

const std::string& bytes_arg(const CallArgs& a, std::size_t i) {
  const Object* o = a.args.at(i).get();
  if (o->cls != T().bytes) raise_type_error("a bytes-like object is required, not '" + type_name(o) + "'");
  return static_cast<const BytesObject*>(o)->value;
}

/// The [start, end) window the optional start/end arguments at i, i + 1 give (slice rules).
std::pair<std::size_t, std::size_t> window(const CallArgs& a, std::size_t i, std::size_t size) {
  auto bound = [&](std::size_t k, std::int64_t dflt) {
    if (a.args.size() <= k || is_none(a.args[k].get())) return dflt;
    std::int64_t v = as_int(a.args[k].get());
    if (v < 0) v += static_cast<std::int64_t>(size);
    return std::max<std::int64_t>(0, std::min<std::int64_t>(v, static_cast<std::int64_t>(size)));
  };
  std::int64_t s = bound(i, 0), e = bound(i + 1, static_cast<std::int64_t>(size));
  return {static_cast<std::size_t>(s), static_cast<std::size_t>(std::max(s, e))};
}

std::string sub_arg(const CallArgs& a, std::size_t i) {
  const Object* o = a.args.at(i).get();
  if (is_int(o)) {
    std::int64_t v = as_int(o);
    if (v < 0 || v > 255) raise_value_error("byte must be in range(0, 256)");
    return std::string(1, static_cast<char>(v));
  }
  return bytes_arg(a, i);
}

std::int64_t find_in(const CallArgs& a, bool reverse) {
  const std::string& b = self_bytes(a);
  std::string sub = sub_arg(a, 1);
  auto [s, e] = window(a, 2, b.size());
  if (sub.size() > e - s) return -1;
  std::string part = b.substr(s, e - s);
  std::size_t at = reverse ? part.rfind(sub) : part.find(sub);
  return at == std::string::npos ? -1 : static_cast<std::int64_t>(s + at);
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\x0b' || c == '\x0c'; }

Ref strip(const CallArgs& a, bool left, bool right) {
  const std::string& b = self_bytes(a);
  bool chars = a.args.size() > 1 && !is_none(a.args[1].get());
  std::string set = chars ? bytes_arg(a, 1) : std::string();
  auto drop = [&](char c) { return chars ? set.find(c) != std::string::npos : is_space(c); };
  std::size_t s = 0, e = b.size();
  if (left)
    while (s < e && drop(b[s])) ++s;
  if (right)
    while (e > s && drop(b[e - 1])) --e;
  return Bytes(b.substr(s, e - s));
}

/// Python's codec name for `encoding` ("utf-8", "ascii", "latin-1"); LookupError otherwise.
std::string codec(const Ref& encoding) {
  if (!encoding || is_none(encoding.get())) return "utf-8";
  std::string name;
  for (char c : as_str(encoding.get())) name += c == '_' || c == ' ' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (name == "utf-8" || name == "utf8" || name == "u8" || name == "utf") return "utf-8";
  if (name == "ascii" || name == "us-ascii" || name == "646") return "ascii";
  if (name == "latin-1" || name == "latin1" || name == "iso-8859-1" || name == "iso8859-1" || name == "l1" || name == "8859" || name == "cp819" || name == "latin")
    return "latin-1";
  raise(E().LookupError, "unknown encoding: " + as_str(encoding.get()));
}

Ref arg_or_kwarg(const CallArgs& a, std::size_t i, const char* name) {
  if (a.args.size() > i) return a.args[i];
  return a.kwarg(name);
}

std::string errors_of(const CallArgs& a, std::size_t i) {
  Ref e = arg_or_kwarg(a, i, "errors");
  return e && !is_none(e.get()) ? as_str(e.get()) : "strict";
}

}  // namespace

void install_bytes_methods() {
  TypeObject* b = T().bytes;
  add_method(b, "find", [](CallArgs& a) { return Int(find_in(a, false)); });
  add_method(b, "rfind", [](CallArgs& a) { return Int(find_in(a, true)); });
  add_method(b, "index", [](CallArgs& a) {
    std::int64_t i = find_in(a, false);
    if (i < 0) raise_value_error("subsection not found");
    return Int(i);
  });
  add_method(b, "count", [](CallArgs& a) {
    const std::string& s = self_bytes(a);
    std::string sub = sub_arg(a, 1);
    auto [lo, hi] = window(a, 2, s.size());
    std::string part = s.substr(lo, hi - lo);
    if (sub.empty()) return Int(static_cast<std::int64_t>(part.size() + 1));
    std::int64_t n = 0;
    for (std::size_t at = part.find(sub); at != std::string::npos; at = part.find(sub, at + sub.size())) ++n;
    return Int(n);
  });
  for (bool ends : {false, true}) {
    add_method(b, ends ? "endswith" : "startswith", [ends](CallArgs& a) {
      const std::string& s = self_bytes(a);
      auto [lo, hi] = window(a, 2, s.size());
      std::string part = s.substr(lo, hi - lo);
      std::vector<Ref> options = a.args.at(1)->cls == T().tuple ? to_vector(a.args[1]) : std::vector<Ref>{a.args[1]};
      for (const Ref& o : options) {
        if (o->cls != T().bytes)
          raise_type_error(std::string(ends ? "endswith" : "startswith") + " first arg must be bytes or a tuple of bytes, not " + type_name(o.get()));
        const std::string& p = static_cast<BytesObject*>(o.get())->value;
        if (p.size() <= part.size() && (ends ? part.compare(part.size() - p.size(), p.size(), p) : part.compare(0, p.size(), p)) == 0)
          return True();
      }
      return False();
    });
  }
  add_method(b, "join", [](CallArgs& a) {
    const std::string& sep = self_bytes(a);
    std::string out;
    std::size_t i = 0;
    for (const Ref& item : to_vector(a.args.at(1))) {
      if (item->cls != T().bytes)
        raise_type_error("sequence item " + std::to_string(i) + ": expected a bytes-like object, " + type_name(item.get()) + " found");
      if (i++) out += sep;
      out += static_cast<BytesObject*>(item.get())->value;
    }
    return Bytes(out);
  });
  add_method(b, "split", [](CallArgs& a) {
    const std::string& s = self_bytes(a);
    Ref sep = arg_or_kwarg(a, 1, "sep");
    std::vector<Ref> parts;
    if (!sep || is_none(sep.get())) {
      std::size_t i = 0;
      while (i < s.size()) {
        while (i < s.size() && is_space(s[i])) ++i;
        std::size_t j = i;
        while (j < s.size() && !is_space(s[j])) ++j;
        if (j > i) parts.push_back(Bytes(s.substr(i, j - i)));
        i = j;
      }
      return List(std::move(parts));
    }
    const std::string& d = bytes_arg(a, 1);
    if (d.empty()) raise_value_error("empty separator");
    std::size_t start = 0;
    for (std::size_t at = s.find(d); at != std::string::npos; at = s.find(d, start)) {
      parts.push_back(Bytes(s.substr(start, at - start)));
      start = at + d.size();
    }
    parts.push_back(Bytes(s.substr(start)));
    return List(std::move(parts));
  });
  add_method(b, "splitlines", [](CallArgs& a) {
    const std::string& s = self_bytes(a);
    Ref keep = arg_or_kwarg(a, 1, "keepends");
    bool keepends = keep && truthy(keep);
    std::vector<Ref> parts;
    std::size_t i = 0;
    while (i < s.size()) {
      std::size_t j = i;
      while (j < s.size() && s[j] != '\n' && s[j] != '\r') ++j;
      std::size_t eol = j;
      if (j < s.size()) eol = (s[j] == '\r' && j + 1 < s.size() && s[j + 1] == '\n') ? j + 2 : j + 1;
      parts.push_back(Bytes(s.substr(i, (keepends ? eol : j) - i)));
      i = eol;
    }
    return List(std::move(parts));
  });
  add_method(b, "strip", [](CallArgs& a) { return strip(a, true, true); });
  add_method(b, "lstrip", [](CallArgs& a) { return strip(a, true, false); });
  add_method(b, "rstrip", [](CallArgs& a) { return strip(a, false, true); });
  add_method(b, "replace", [](CallArgs& a) {
    std::string s = self_bytes(a);
    const std::string& from = bytes_arg(a, 1);
    const std::string& to = bytes_arg(a, 2);
    std::int64_t count = a.args.size() > 3 ? as_int(a.args[3].get()) : -1;
    std::string out;
    std::size_t start = 0;
    for (std::size_t at = s.find(from); at != std::string::npos && count != 0; at = s.find(from, start), --count) {
      out += s.substr(start, at - start) + to;
      start = at + from.size();
      if (from.empty()) {
        if (start < s.size()) out += s[start];
        ++start;
        if (start > s.size()) break;
      }
    }
    if (start <= s.size()) out += s.substr(start);
    return Bytes(out);
  });
  add_method(b, "hex", [](CallArgs& a) {
    static const char* digits = "0123456789abcdef";
    std::string out;
    for (unsigned char c : self_bytes(a)) {
      out += digits[c >> 4];
      out += digits[c & 15];
    }
    return Str(out);
  });
  add_method(b, "decode", [](CallArgs& a) -> Ref {
    const std::string& s = self_bytes(a);
    std::string name = codec(arg_or_kwarg(a, 1, "encoding"));
    if (name == "utf-8") return Str(s);
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
      auto c = static_cast<unsigned char>(s[i]);
      if (c < 128) {
        out += static_cast<char>(c);
      } else if (name == "latin-1") {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
      } else if (errors_of(a, 2) == "strict") {
        throw PyError{call(E().UnicodeDecodeError->self(),
                           std::vector<Ref>{Str("ascii"), a.args[0], Int(static_cast<std::int64_t>(i)),
                                            Int(static_cast<std::int64_t>(i + 1)), Str("ordinal not in range(128)")})};
      } else if (errors_of(a, 2) == "replace") {
        out += "\xEF\xBF\xBD";
      }
    }
    return Str(out);
  });
  add_method(T().str, "encode", [](CallArgs& a) -> Ref {
    const std::string& s = static_cast<StrObject*>(a.args.at(0).get())->value;
    std::string name = codec(arg_or_kwarg(a, 1, "encoding"));
    if (name == "utf-8") return Bytes(s);
    std::string out;
    std::int64_t index = 0;
    for (std::size_t i = 0; i < s.size(); ++index) {
      auto c = static_cast<unsigned char>(s[i]);
      std::size_t n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
      std::uint32_t cp = n == 1 ? c : n == 2 ? (c & 0x1F) : n == 3 ? (c & 0x0F) : (c & 0x07);
      for (std::size_t k = 1; k < n && i + k < s.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
      std::uint32_t limit = name == "ascii" ? 128 : 256;
      if (cp < limit) {
        out += static_cast<char>(cp);
      } else {
        std::string errors = errors_of(a, 2);
        if (errors == "strict")
          throw PyError{call(E().UnicodeEncodeError->self(),
                             std::vector<Ref>{Str(name == "ascii" ? "ascii" : "latin-1"), a.args[0], Int(index), Int(index + 1),
                                              Str(name == "ascii" ? "ordinal not in range(128)" : "ordinal not in range(256)")})};
        if (errors == "replace") out += '?';
      }
      i += n;
    }
    return Bytes(out);
  });
}

}  // namespace tfplay::py
