// The hash of an attribute or variable name, shared by attribute maps, the type lookup cache
// and the AST (which keeps each identifier's hash so that lookups hash nothing).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace tfplay::py {

/// A fast 64-bit hash of `s` (eight bytes at a time), constexpr so that names known to the
/// engine ("__init__") can be hashed at compile time.
constexpr std::size_t name_hash(std::string_view s) {
  std::uint64_t h = 0x9E3779B97F4A7C15ULL ^ s.size();
  std::size_t i = 0;
  for (; i + 8 <= s.size(); i += 8) {
    std::uint64_t w = 0;
    for (std::size_t k = 0; k < 8; ++k) w |= static_cast<std::uint64_t>(static_cast<unsigned char>(s[i + k])) << (8 * k);
    h = (h ^ w) * 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 31;
  }
  std::uint64_t w = 0;
  for (std::size_t k = 0; i + k < s.size(); ++k) w |= static_cast<std::uint64_t>(static_cast<unsigned char>(s[i + k])) << (8 * k);
  h = (h ^ w) * 0x94D049BB133111EBULL;
  return static_cast<std::size_t>(h ^ (h >> 29));
}

/// Whether two names are equal: their sizes, then eight bytes at a time (names are short, and a
/// call to memcmp would cost more than the comparison).
inline bool same_name(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  std::size_t i = 0;
  for (; i + 8 <= a.size(); i += 8) {
    std::uint64_t x, y;
    __builtin_memcpy(&x, a.data() + i, 8);
    __builtin_memcpy(&y, b.data() + i, 8);
    if (x != y) return false;
  }
  for (; i < a.size(); ++i)
    if (a[i] != b[i]) return false;
  return true;
}

/// A name known to the engine with its hash computed at compile time: "__init__"_name.
struct StaticName {
  std::string_view text;
  std::size_t hash;
};

consteval StaticName operator""_name(const char* s, std::size_t n) { return {{s, n}, name_hash({s, n})}; }

}  // namespace tfplay::py
