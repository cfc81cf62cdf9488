// Substring search in linear time, for str and bytes find/rfind/index/count/replace/split.
// std::string_view::find compares the needle at every position where its first character
// occurs, which is quadratic for long, repetitive needles ("abcab" * 300000 + "da" searched in
// "abcab" * 500000 + "da" takes minutes). CPython's fastsearch (Objects/stringlib/fastsearch.h)
// switches to the two-way algorithm when its simple search does too much work; here a needle
// longer than kLongNeedle is searched with Knuth-Morris-Pratt, which never backs up.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace tfplay::py {

namespace substring_search_detail {

constexpr std::size_t kLongNeedle = 32;

/// The first match of [nb, ne) in [hb, he) by Knuth-Morris-Pratt, or he (random access
/// iterators, so that the same code searches backwards through reverse iterators).
template <typename It>
It kmp_search(It hb, It he, It nb, It ne) {
  const auto m = static_cast<std::size_t>(ne - nb);
  std::vector<std::size_t> border(m, 0);  // longest proper border of needle[0..i]
  for (std::size_t i = 1, k = 0; i < m; ++i) {
    while (k > 0 && nb[i] != nb[k]) k = border[k - 1];
    if (nb[i] == nb[k]) ++k;
    border[i] = k;
  }
  std::size_t k = 0;
  for (It h = hb; h != he; ++h) {
    while (k > 0 && *h != nb[k]) k = border[k - 1];
    if (*h == nb[k]) ++k;
    if (k == m) return h - (m - 1);
  }
  return he;
}

}  // namespace substring_search_detail

/// The position of the first `needle` in `hay` at or after `from`, or npos.
inline std::size_t find_substring(std::string_view hay, std::string_view needle, std::size_t from = 0) {
  using namespace substring_search_detail;
  if (from > hay.size() || needle.size() > hay.size() - from) return std::string_view::npos;
  if (needle.size() <= kLongNeedle) return hay.find(needle, from);
  auto at = kmp_search(hay.begin() + static_cast<std::ptrdiff_t>(from), hay.end(), needle.begin(), needle.end());
  return at == hay.end() ? std::string_view::npos : static_cast<std::size_t>(at - hay.begin());
}

/// The position of the last `needle` in `hay` that ends by `hay.size()`, or npos.
inline std::size_t rfind_substring(std::string_view hay, std::string_view needle) {
  using namespace substring_search_detail;
  if (needle.size() > hay.size()) return std::string_view::npos;
  if (needle.size() <= kLongNeedle) return hay.rfind(needle);
  auto at = kmp_search(hay.rbegin(), hay.rend(), needle.rbegin(), needle.rend());
  if (at == hay.rend()) return std::string_view::npos;
  // `at` points at the match's last character, seen from the end.
  return static_cast<std::size_t>(hay.rend() - at) - needle.size();
}

}  // namespace tfplay::py
