// UTF-8 helpers: Python str indexes by code point while tfplay stores UTF-8 bytes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace tfplay::py {

/// Bytes in the UTF-8 sequence that starts with `lead` (1 for stray continuation bytes).
inline std::size_t utf8_char_len(unsigned char lead) {
  if (lead < 0x80) return 1;
  if ((lead >> 5) == 0x6) return 2;
  if ((lead >> 4) == 0xE) return 3;
  if ((lead >> 3) == 0x1E) return 4;
  return 1;
}

/// ascii()'s escaping of a repr: code points beyond ASCII as \xhh, \uhhhh or \Uhhhhhhhh
/// (defined in builtins.cpp).
std::string ascii_text(const std::string& text);

/// Number of code points in `s`.
inline std::int64_t utf8_length(const std::string& s) {
  std::int64_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

/// `s` split into code points.
inline std::vector<std::string> utf8_chars(const std::string& s) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t n = utf8_char_len(static_cast<unsigned char>(s[i]));
    out.push_back(s.substr(i, n));
    i += n;
  }
  return out;
}

/// Encodes one code point as UTF-8.
inline std::string utf8_encode(std::uint32_t cp) {
  std::string out;
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
  return out;
}

/// Decodes the code point at the start of a UTF-8 sequence.
inline std::uint32_t utf8_decode(const std::string& ch) {
  auto b = [&](std::size_t i) { return static_cast<std::uint32_t>(static_cast<unsigned char>(ch[i])); };
  switch (ch.size()) {
    case 1: return b(0);
    case 2: return ((b(0) & 0x1F) << 6) | (b(1) & 0x3F);
    case 3: return ((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F);
    default: return ((b(0) & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
  }
}

}  // namespace tfplay::py
