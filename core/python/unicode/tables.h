// The Unicode Character Database tables tfplay's str needs, generated at build time by
// tables.cmake (see there for what is included). Read them through ucd.h.
#pragma once

#include <cstddef>
#include <cstdint>

namespace tfplay::py::ucd {

/// Simple (one code point) case mappings; code points without a mapping map to themselves.
struct CaseMapping {
  char32_t cp, upper, lower, title;
};
/// Full case mappings of SpecialCasing.txt (unconditional only), up to 3 code points, 0-padded.
struct SpecialCasing {
  char32_t cp;
  char32_t lower[3], title[3], upper[3];
};
/// Case foldings of CaseFolding.txt (statuses C and F), up to 3 code points, 0-padded.
struct CaseFold {
  char32_t cp;
  char32_t fold[3];
};
/// Code points from `start` up to the next run's start have general category `cat`.
struct CategoryRun {
  char32_t start;
  char cat[3];
};

extern const CaseMapping kCaseMappings[];  // sorted by code point
extern const std::size_t kCaseMappingCount;
extern const SpecialCasing kSpecialCasings[];  // sorted by code point
extern const std::size_t kSpecialCasingCount;
extern const CaseFold kCaseFolds[];  // sorted by code point
extern const std::size_t kCaseFoldCount;
extern const CategoryRun kCategoryRuns[];  // sorted; the last run (Cn) extends past U+10FFFF
extern const std::size_t kCategoryRunCount;
extern const char32_t kDigitCodePoints[];  // digits that are not decimal (superscripts, circled)
extern const std::size_t kDigitCodePointCount;
extern const char32_t kWhitespace[];  // str.isspace(): bidi class WS, B, S or category Zs
extern const std::size_t kWhitespaceCount;
extern const char kNameText[];       // kNameCount names (and aliases), each ended by '\n'
extern const std::int32_t kNameSteps[];  // name i's code point minus name i-1's (name -1's is 0)
extern const std::size_t kNameCount;

}  // namespace tfplay::py::ucd
