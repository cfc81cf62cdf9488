// UTF-16 and UTF-32 for str.encode / bytes.decode (see codecs_wide.h).
#include "core/python/codecs_wide.h"

#include "core/python/unicode.h"

namespace tfplay::py {

namespace {

void put_unit(std::string& out, std::uint32_t v, int unit, bool big) {
  for (int k = 0; k < unit; ++k) {
    const int shift = big ? 8 * (unit - 1 - k) : 8 * k;
    out += static_cast<char>((v >> shift) & 0xFF);
  }
}

std::uint32_t get_unit(const std::string& data, std::size_t i, int unit, bool big) {
  std::uint32_t v = 0;
  for (int k = 0; k < unit; ++k) {
    const auto b = static_cast<std::uint32_t>(static_cast<unsigned char>(data[i + static_cast<std::size_t>(k)]));
    v |= b << (big ? 8 * (unit - 1 - k) : 8 * k);
  }
  return v;
}

const char* encoding_name(int unit, bool big) {
  if (unit == 2) return big ? "utf-16-be" : "utf-16-le";
  return big ? "utf-32-be" : "utf-32-le";
}

}  // namespace

std::string encode_wide(const std::string& text, WideCodec codec) {
  const bool big = codec.byte_order == 1;
  std::string out;
  if (codec.byte_order == 0) put_unit(out, 0xFEFF, codec.unit, false);  // BOM, native (little-endian) order
  for (const std::string& ch : utf8_chars(text)) {
    std::uint32_t cp = utf8_decode(ch);
    if (codec.unit == 2 && cp >= 0x10000) {
      cp -= 0x10000;
      put_unit(out, 0xD800 + (cp >> 10), 2, big);
      put_unit(out, 0xDC00 + (cp & 0x3FF), 2, big);
    } else {
      put_unit(out, cp, codec.unit, big);
    }
  }
  return out;
}

std::string decode_wide_impl(const std::string& data, WideCodec codec,
                             std::string (*on_error)(const WideDecodeError&, void*), void* ctx) {
  const std::size_t unit = static_cast<std::size_t>(codec.unit);
  bool big = codec.byte_order == 1;
  std::size_t i = 0;
  if (codec.byte_order == 0 && data.size() >= unit) {
    // The plain codec reads a BOM and strips it; without one it decodes little-endian.
    if (get_unit(data, 0, codec.unit, false) == 0xFEFF) {
      i = unit;
    } else if (get_unit(data, 0, codec.unit, true) == 0xFEFF) {
      big = true;
      i = unit;
    }
  }
  const char* name = encoding_name(codec.unit, big);
  std::string out;
  auto fail = [&](std::size_t start, std::size_t end, const char* reason) {
    out += on_error(WideDecodeError{start, end, reason, name}, ctx);
    i = end;
  };
  while (i < data.size()) {
    if (data.size() - i < unit) {
      fail(i, data.size(), "truncated data");
      continue;
    }
    const std::uint32_t v = get_unit(data, i, codec.unit, big);
    if (codec.unit == 4) {
      if (v > 0x10FFFF) fail(i, i + 4, "code point not in range(0x110000)");
      else if (v >= 0xD800 && v < 0xE000) fail(i, i + 4, "code point in surrogate code point range(0xd800, 0xe000)");
      else {
        out += utf8_encode(v);
        i += 4;
      }
      continue;
    }
    if (v < 0xD800 || v >= 0xE000) {
      out += utf8_encode(v);
      i += 2;
    } else if (v >= 0xDC00) {
      fail(i, i + 2, "illegal encoding");
    } else if (data.size() - i < 4) {
      fail(i, data.size(), "unexpected end of data");
    } else {
      const std::uint32_t low = get_unit(data, i + 2, 2, big);
      if (low < 0xDC00 || low >= 0xE000) {
        fail(i, i + 2, "illegal UTF-16 surrogate");
      } else {
        out += utf8_encode(0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00));
        i += 4;
      }
    }
  }
  return out;
}

}  // namespace tfplay::py
