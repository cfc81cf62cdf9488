// Unicode properties and case conversion over the generated UCD tables (tables.h).
#include "core/python/unicode/ucd.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/python/unicode.h"
#include "core/python/unicode/tables.h"

namespace tfplay::py::ucd {

namespace {

/// Where the names are when the tables leave them out (set_name_source).
std::string_view (*g_name_source)() = nullptr;

const CaseMapping* simple_case(char32_t cp) {
  const CaseMapping* end = kCaseMappings + kCaseMappingCount;
  const CaseMapping* it = std::lower_bound(kCaseMappings, end, cp, [](const CaseMapping& m, char32_t c) { return m.cp < c; });
  return it != end && it->cp == cp ? it : nullptr;
}

const SpecialCasing* special_case(char32_t cp) {
  static const std::unordered_map<char32_t, const SpecialCasing*> table = [] {
    std::unordered_map<char32_t, const SpecialCasing*> m;
    for (std::size_t i = 0; i < kSpecialCasingCount; ++i) m.emplace(kSpecialCasings[i].cp, &kSpecialCasings[i]);
    return m;
  }();
  auto it = table.find(cp);
  return it == table.end() ? nullptr : it->second;
}

enum class Case { Upper, Lower, Title };

/// Appends the full case mapping of `cp` (SpecialCasing first, then the simple mapping).
void append_mapped(std::string& out, char32_t cp, Case which) {
  if (cp < 0x80) {
    char c = static_cast<char>(cp);
    if (which == Case::Lower) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
    else c = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 32) : c;
    out += c;
    return;
  }
  if (const SpecialCasing* s = special_case(cp)) {
    const char32_t* seq = which == Case::Upper ? s->upper : which == Case::Lower ? s->lower : s->title;
    for (int i = 0; i < 3 && seq[i]; ++i) out += utf8_encode(seq[i]);
    return;
  }
  const CaseMapping* m = simple_case(cp);
  out += utf8_encode(!m ? cp : which == Case::Upper ? m->upper : which == Case::Lower ? m->lower : m->title);
}

std::vector<char32_t> decode(std::string_view text) {
  std::vector<char32_t> cps;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t n = std::min(utf8_char_len(static_cast<unsigned char>(text[i])), text.size() - i);
    cps.push_back(utf8_decode(std::string(text.substr(i, n))));
    i += n;
  }
  return cps;
}

bool cat_is(char32_t cp, const char* cat) { return std::strcmp(category(cp), cat) == 0; }

/// Case-ignorable characters (Mn, Me, Cf, Lm, Sk and the word-internal punctuation), skipped
/// when lower() decides whether a capital sigma ends a word.
bool case_ignorable(char32_t cp) {
  const char* c = category(cp);
  return cp == '\'' || cp == '.' || cp == ':' || cp == 0xB7 || cp == 0x2019 || !std::strcmp(c, "Mn") ||
         !std::strcmp(c, "Me") || !std::strcmp(c, "Cf") || !std::strcmp(c, "Lm") || !std::strcmp(c, "Sk");
}

/// CPython's handle_capital_sigma: 'Σ' lowers to final 'ς' when a cased letter precedes it and
/// none follows (case-ignorable characters skipped).
bool final_sigma(const std::vector<char32_t>& cps, std::size_t i) {
  std::size_t j = i;
  while (j > 0 && case_ignorable(cps[j - 1])) --j;
  if (j == 0 || !is_cased(cps[j - 1])) return false;
  std::size_t k = i + 1;
  while (k < cps.size() && case_ignorable(cps[k])) ++k;
  return k == cps.size() || !is_cased(cps[k]);
}

}  // namespace

const char* category(char32_t cp) {
  const CategoryRun* end = kCategoryRuns + kCategoryRunCount;
  const CategoryRun* it = std::upper_bound(kCategoryRuns, end, cp, [](char32_t c, const CategoryRun& r) { return c < r.start; });
  return it == kCategoryRuns ? "Cn" : (it - 1)->cat;
}

bool is_alpha(char32_t cp) {
  const char* c = category(cp);
  return c[0] == 'L' && (c[1] == 'u' || c[1] == 'l' || c[1] == 't' || c[1] == 'm' || c[1] == 'o');
}
bool is_decimal(char32_t cp) { return cat_is(cp, "Nd"); }
int decimal_value(char32_t cp) {
  if (!is_decimal(cp)) return -1;
  // Unicode assigns decimal digits only in whole runs of ten, 0 to 9 in code point order, and
  // runs may follow one another (the mathematical digits): count back to the run's start.
  char32_t start = cp;
  while (start > 0 && is_decimal(start - 1)) --start;
  return static_cast<int>((cp - start) % 10);
}
bool is_digit(char32_t cp) {
  return is_decimal(cp) || std::binary_search(kDigitCodePoints, kDigitCodePoints + kDigitCodePointCount, cp);
}
bool is_numeric(char32_t cp) { return is_digit(cp) || cat_is(cp, "Nl") || cat_is(cp, "No"); }
bool is_space(char32_t cp) { return std::binary_search(kWhitespace, kWhitespace + kWhitespaceCount, cp); }
bool is_upper(char32_t cp) { return cat_is(cp, "Lu"); }
bool is_lower(char32_t cp) { return cat_is(cp, "Ll"); }
bool is_title(char32_t cp) { return cat_is(cp, "Lt"); }
bool is_cased(char32_t cp) { return is_upper(cp) || is_lower(cp) || is_title(cp); }
bool is_printable(char32_t cp) {
  // CPython: everything but categories Cc, Cf, Cs, Co, Cn, Zl, Zp and Zs other than the space.
  if (cp == ' ') return true;
  const char* c = category(cp);
  return !(c[0] == 'C' || (c[0] == 'Z' && c[1] != '\0'));
}

std::string upper(std::string_view text) {
  std::string out;
  for (char32_t cp : decode(text)) append_mapped(out, cp, Case::Upper);
  return out;
}

std::string lower(std::string_view text) {
  std::vector<char32_t> cps = decode(text);
  std::string out;
  for (std::size_t i = 0; i < cps.size(); ++i) {
    if (cps[i] == 0x3A3 && final_sigma(cps, i)) out += utf8_encode(0x3C2);
    else append_mapped(out, cps[i], Case::Lower);
  }
  return out;
}

std::string swapcase(std::string_view text) {
  std::vector<char32_t> cps = decode(text);
  std::string out;
  for (std::size_t i = 0; i < cps.size(); ++i) {
    char32_t cp = cps[i];
    if (is_upper(cp)) {
      if (cp == 0x3A3 && final_sigma(cps, i)) out += utf8_encode(0x3C2);
      else append_mapped(out, cp, Case::Lower);
    } else if (is_lower(cp)) {
      append_mapped(out, cp, Case::Upper);
    } else {
      out += utf8_encode(cp);
    }
  }
  return out;
}

std::string title(std::string_view text) {
  std::vector<char32_t> cps = decode(text);
  std::string out;
  bool previous_cased = false;
  for (std::size_t i = 0; i < cps.size(); ++i) {
    char32_t cp = cps[i];
    if (previous_cased) {
      if (cp == 0x3A3 && final_sigma(cps, i)) out += utf8_encode(0x3C2);
      else append_mapped(out, cp, Case::Lower);
    } else {
      append_mapped(out, cp, Case::Title);
    }
    previous_cased = is_cased(cp);
  }
  return out;
}

std::string casefold(std::string_view text) {
  static const std::unordered_map<char32_t, const CaseFold*> table = [] {
    std::unordered_map<char32_t, const CaseFold*> m;
    for (std::size_t i = 0; i < kCaseFoldCount; ++i) m.emplace(kCaseFolds[i].cp, &kCaseFolds[i]);
    return m;
  }();
  std::string out;
  for (char32_t cp : decode(text)) {
    auto it = cp < 0x80 ? table.end() : table.find(cp);
    if (it == table.end()) {
      append_mapped(out, cp, Case::Lower);
      continue;
    }
    for (int i = 0; i < 3 && it->second->fold[i]; ++i) out += utf8_encode(it->second->fold[i]);
  }
  return out;
}

std::string capitalize(std::string_view text) {
  std::vector<char32_t> cps = decode(text);
  std::string out;
  for (std::size_t i = 0; i < cps.size(); ++i) {
    if (i == 0) append_mapped(out, cps[i], Case::Title);
    else if (cps[i] == 0x3A3 && final_sigma(cps, i)) out += utf8_encode(0x3C2);
    else append_mapped(out, cps[i], Case::Lower);
  }
  return out;
}

void set_name_source(std::string_view (*source)()) { g_name_source = source; }

std::optional<char32_t> lookup_name(std::string_view name) {
  std::string key(name);
  for (char& c : key)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  static const std::unordered_map<std::string_view, char32_t> names = [] {
    std::unordered_map<std::string_view, char32_t> m;
    char32_t cp = 0;
    if (kNameCount == 0) {
      // The wasm build's names: "STEP NAME" lines from the bundle.
      // (A throw leaves `names` uninitialized: the next lookup tries again.)
      if (!g_name_source) throw std::runtime_error("the Unicode character names are not loaded");
      std::string_view text = g_name_source();
      m.reserve(40000);
      while (!text.empty()) {
        std::size_t space = text.find(' ');
        std::size_t end = text.find('\n');
        if (space == std::string_view::npos || end == std::string_view::npos || space > end) break;
        std::int32_t step = 0;
        std::from_chars(text.data(), text.data() + space, step);
        cp = static_cast<char32_t>(static_cast<std::int32_t>(cp) + step);
        m.emplace(text.substr(space + 1, end - space - 1), cp);
        text.remove_prefix(end + 1);
      }
      return m;
    }
    m.reserve(kNameCount);
    std::string_view text = kNameText;
    for (std::size_t i = 0; i < kNameCount; ++i) {
      std::size_t end = text.find('\n');
      cp = static_cast<char32_t>(static_cast<std::int32_t>(cp) + kNameSteps[i]);
      m.emplace(text.substr(0, end), cp);
      text.remove_prefix(end + 1);
    }
    return m;
  }();
  if (auto it = names.find(key); it != names.end()) return it->second;
  // CJK unified ideographs are named by their code point.
  constexpr std::string_view cjk = "CJK UNIFIED IDEOGRAPH-";
  if (key.size() == cjk.size() + 4 || key.size() == cjk.size() + 5) {
    if (key.compare(0, cjk.size(), cjk) != 0) return std::nullopt;
    char32_t cp = 0;
    for (char c : std::string_view(key).substr(cjk.size())) {
      int d = c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
      if (d < 0) return std::nullopt;
      cp = cp * 16 + static_cast<char32_t>(d);
    }
    bool in_block = (cp >= 0x3400 && cp <= 0x4DBF) || (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0x20000 && cp <= 0x323AF);
    if (in_block && cat_is(cp, "Lo")) return cp;
  }
  return std::nullopt;
}

}  // namespace tfplay::py::ucd
