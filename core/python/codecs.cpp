// str.encode / bytes.decode codecs (see codecs.h).
#include "core/python/codecs.h"

#include <cstdint>
#include <cstdio>
#include <optional>
#include <vector>

#include "core/python/codecs_wide.h"
#include "core/python/interpreter.h"
#include "core/python/runtime.h"
#include "core/python/unicode.h"

namespace tfplay::py {

namespace {

enum class Codec { Utf8, Ascii, Latin1, Utf16, Utf16LE, Utf16BE, Utf32, Utf32LE, Utf32BE };

// CPython's encodings.normalize_encoding plus the aliases of the codecs tfplay has.
Codec find_codec(std::string_view name) {
  std::string key;
  for (char c : name) key += (c == '-' || c == ' ') ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const char* n : {"utf_8", "utf8", "u8", "utf", "cp65001"})
    if (key == n) return Codec::Utf8;
  for (const char* n : {"ascii", "us_ascii", "646", "us"})
    if (key == n) return Codec::Ascii;
  for (const char* n : {"latin_1", "latin1", "latin", "l1", "iso_8859_1", "iso8859_1", "8859", "cp819", "iso_ir_100"})
    if (key == n) return Codec::Latin1;
  struct Alias {
    const char* name;
    Codec codec;
  };
  static const Alias kWide[] = {{"utf_16", Codec::Utf16},      {"utf16", Codec::Utf16},
                                {"u16", Codec::Utf16},         {"utf_16_le", Codec::Utf16LE},
                                {"utf_16le", Codec::Utf16LE},  {"unicodelittleunmarked", Codec::Utf16LE},
                                {"utf_16_be", Codec::Utf16BE}, {"utf_16be", Codec::Utf16BE},
                                {"unicodebigunmarked", Codec::Utf16BE}, {"utf_32", Codec::Utf32},
                                {"utf32", Codec::Utf32},       {"u32", Codec::Utf32},
                                {"utf_32_le", Codec::Utf32LE}, {"utf_32le", Codec::Utf32LE},
                                {"utf_32_be", Codec::Utf32BE}, {"utf_32be", Codec::Utf32BE}};
  for (const Alias& a : kWide)
    if (key == a.name) return a.codec;
  for (const char* n : {"utf_7", "cp1252", "windows_1252", "cp437", "big5", "gbk", "gb2312", "shift_jis", "euc_jp",
                        "koi8_r", "cp1251", "iso_8859_15", "idna", "mbcs"})
    if (key == n) raise(E().NotImplementedError, "the '" + std::string(name) + "' codec is not implemented by tfplay (utf-8, utf-16, utf-32, ascii and latin-1 are)");
  raise(E().LookupError, "unknown encoding: " + std::string(name));
}

const char* codec_name(Codec c) { return c == Codec::Utf8 ? "utf-8" : c == Codec::Ascii ? "ascii" : "latin-1"; }

/// The UTF-16 / UTF-32 codec `c` is, if it is one.
std::optional<WideCodec> wide_codec(Codec c) {
  switch (c) {
    case Codec::Utf16: return WideCodec{2, 0};
    case Codec::Utf16LE: return WideCodec{2, -1};
    case Codec::Utf16BE: return WideCodec{2, 1};
    case Codec::Utf32: return WideCodec{4, 0};
    case Codec::Utf32LE: return WideCodec{4, -1};
    case Codec::Utf32BE: return WideCodec{4, 1};
    default: return std::nullopt;
  }
}

[[noreturn]] void unknown_handler(std::string_view errors) {
  raise(E().LookupError, "unknown error handler name '" + std::string(errors) + "'");
}

// UnicodeEncodeError / UnicodeDecodeError(encoding, object, start, end, reason).
[[noreturn]] void raise_unicode_error(TypeObject* cls, const char* encoding, Ref object, std::int64_t start,
                                      std::int64_t end, const std::string& reason) {
  auto e = make_object<ExceptionObject>(cls);
  e->args = {Str(encoding), object, Int(start), Int(end), Str(reason)};
  AttrMap& d = e->ensure_dict();
  d.set("encoding", e->args[0]);
  d.set("object", e->args[1]);
  d.set("start", e->args[2]);
  d.set("end", e->args[3]);
  d.set("reason", e->args[4]);
  throw PyError{e};
}

std::string hex_escape(std::uint32_t cp) {
  char buf[16];
  if (cp < 0x100) std::snprintf(buf, sizeof buf, "\\x%02x", cp);
  else if (cp < 0x10000) std::snprintf(buf, sizeof buf, "\\u%04x", cp);
  else std::snprintf(buf, sizeof buf, "\\U%08x", cp);
  return buf;
}

// The length of the valid UTF-8 prefix of a sequence starting at data[i] (1..4), and whether
// the sequence is complete: CPython's decoder rejects overlong forms and surrogates at the second
// byte, so a maximal invalid subpart ends there.
struct Utf8Step {
  std::size_t valid;  // bytes that belong to the (possibly broken) sequence
  bool ok;            // a whole, well-formed code point
  const char* reason;
};

Utf8Step utf8_step(const std::string& data, std::size_t i) {
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(data[k]); };
  unsigned char b0 = byte(i);
  if (b0 < 0x80) return {1, true, nullptr};
  std::size_t need;
  unsigned char lo = 0x80, hi = 0xBF;  // the allowed range of the second byte
  if (b0 >= 0xC2 && b0 <= 0xDF) need = 2;
  else if (b0 >= 0xE0 && b0 <= 0xEF) {
    need = 3;
    if (b0 == 0xE0) lo = 0xA0;
    if (b0 == 0xED) hi = 0x9F;
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    need = 4;
    if (b0 == 0xF0) lo = 0x90;
    if (b0 == 0xF4) hi = 0x8F;
  } else {
    return {1, false, "invalid start byte"};
  }
  for (std::size_t k = 1; k < need; ++k) {
    if (i + k >= data.size()) return {k, false, "unexpected end of data"};
    unsigned char b = byte(i + k);
    bool in_range = k == 1 ? (b >= lo && b <= hi) : (b >= 0x80 && b <= 0xBF);
    if (!in_range) return {k, false, "invalid continuation byte"};
  }
  return {need, true, nullptr};
}

/// What the encoding error handler `errors` appends for the code point `bad` a codec cannot
/// encode (CPython's ignore, replace, backslashreplace and xmlcharrefreplace handlers); false
/// when `errors` is none of them.
bool replace_unencodable(std::string& out, std::uint32_t bad, std::string_view errors) {
  if (errors == "ignore") return true;
  if (errors == "replace") out += '?';
  else if (errors == "backslashreplace") out += hex_escape(bad);
  else if (errors == "xmlcharrefreplace") out += "&#" + std::to_string(bad) + ";";
  else return false;
  return true;
}

/// Whether the UTF-8 character at text[i] is a lone surrogate (U+D800..U+DFFF), which str
/// holds as its 3-byte form (chr(0xD800), "\ud800").
bool surrogate_at(const std::string& text, std::size_t i) {
  return static_cast<unsigned char>(text[i]) == 0xED && i + 1 < text.size() &&
         static_cast<unsigned char>(text[i + 1]) >= 0xA0;
}

/// The UTF-8 encoder (unicode_encode_utf8): text as it is, but for lone surrogates, which
/// "surrogatepass" keeps, "surrogateescape" turns back into the bytes U+DC80..U+DCFF stand for,
/// and strict refuses ("surrogates not allowed", over the run of them).
std::string encode_utf8(const std::string& text, std::string_view errors) {
  if (text.find('\xED') == std::string::npos || errors == "surrogatepass") return text;
  std::vector<std::string> chars = utf8_chars(text);
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < chars.size();) {
    if (!(chars[i].size() == 3 && surrogate_at(chars[i], 0))) {
      out += chars[i++];
      continue;
    }
    std::size_t end = i;
    while (end < chars.size() && chars[end].size() == 3 && surrogate_at(chars[end], 0)) ++end;
    if (errors == "strict")
      raise_unicode_error(E().UnicodeEncodeError, "utf-8", Str(text), static_cast<std::int64_t>(i),
                          static_cast<std::int64_t>(end), "surrogates not allowed");
    for (; i < end; ++i) {
      std::uint32_t bad = utf8_decode(chars[i]);
      if (replace_unencodable(out, bad, errors)) continue;
      if (errors == "surrogateescape" && bad >= 0xDC80 && bad <= 0xDCFF) out += static_cast<char>(bad - 0xDC00);
      else if (errors == "surrogateescape")
        raise_unicode_error(E().UnicodeEncodeError, "utf-8", Str(text), static_cast<std::int64_t>(i),
                            static_cast<std::int64_t>(i + 1), "surrogates not allowed");
      else unknown_handler(errors);
    }
  }
  return out;
}

}  // namespace

std::string encode_text(const std::string& text, std::string_view encoding, std::string_view errors) {
  Codec c = find_codec(encoding);
  if (c == Codec::Utf8) return encode_utf8(text, errors);
  if (auto wide = wide_codec(c)) return encode_wide(text, *wide);  // nothing to fail: no surrogates
  const std::uint32_t limit = c == Codec::Ascii ? 0x80 : 0x100;
  std::vector<std::string> chars = utf8_chars(text);
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < chars.size();) {
    std::uint32_t cp = utf8_decode(chars[i]);
    if (cp < limit) {
      out += static_cast<char>(cp);
      ++i;
      continue;
    }
    std::size_t end = i;  // the run of characters this codec cannot encode
    while (end < chars.size() && utf8_decode(chars[end]) >= limit) ++end;
    if (errors == "strict")
      raise_unicode_error(E().UnicodeEncodeError, codec_name(c), Str(text), static_cast<std::int64_t>(i), static_cast<std::int64_t>(end),
                          c == Codec::Ascii ? "ordinal not in range(128)" : "ordinal not in range(256)");
    for (; i < end; ++i)
      if (!replace_unencodable(out, utf8_decode(chars[i]), errors)) unknown_handler(errors);
  }
  return out;
}

std::string decode_bytes(const std::string& data, std::string_view encoding, std::string_view errors) {
  Codec c = find_codec(encoding);
  if (auto wide = wide_codec(c)) {
    return decode_wide(data, *wide, [&](const WideDecodeError& e) -> std::string {
      if (errors == "strict")
        raise_unicode_error(E().UnicodeDecodeError, e.encoding, Bytes(data), static_cast<std::int64_t>(e.start),
                            static_cast<std::int64_t>(e.end), e.reason);
      if (errors == "replace") return "\xEF\xBF\xBD";
      if (errors == "ignore") return "";
      if (errors == "backslashreplace") {
        std::string r;
        for (std::size_t k = e.start; k < e.end; ++k) r += hex_escape(static_cast<unsigned char>(data[k]));
        return r;
      }
      unknown_handler(errors);
    });
  }
  std::string out;
  out.reserve(data.size());
  for (std::size_t i = 0; i < data.size();) {
    auto b = static_cast<unsigned char>(data[i]);
    std::size_t end = i + 1;
    const char* reason = nullptr;
    if (c == Codec::Latin1) {
      out += utf8_encode(b);
      ++i;
      continue;
    }
    if (c == Codec::Ascii) {
      if (b < 0x80) {
        out += static_cast<char>(b);
        ++i;
        continue;
      }
      reason = "ordinal not in range(128)";
    } else {
      Utf8Step step = utf8_step(data, i);
      if (step.ok) {
        out.append(data, i, step.valid);
        i += step.valid;
        continue;
      }
      reason = step.reason;
      // CPython reports the whole truncated tail, but only the first byte of a sequence broken
      // by a bad byte (bytes 0-1 of a 3-byte sequence whose third byte is wrong).
      end = i + step.valid;
    }
    if (errors == "strict")
      raise_unicode_error(E().UnicodeDecodeError, codec_name(c), Bytes(data), static_cast<std::int64_t>(i), static_cast<std::int64_t>(end), reason);
    if (errors == "replace") out += "\xEF\xBF\xBD";
    else if (errors == "backslashreplace")
      for (std::size_t k = i; k < end; ++k) out += hex_escape(static_cast<unsigned char>(data[k]));
    else if (errors != "ignore") unknown_handler(errors);
    i = end;
  }
  return out;
}

}  // namespace tfplay::py
