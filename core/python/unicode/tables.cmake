# Writes OUT, a C++ file with the Unicode character data str methods and \N{...} escapes need,
# read from the Unicode Character Database of DATA_DIR (Debian's unicode-data package,
# /usr/share/unicode; Unicode 15.0.0, the version CPython 3.12 uses):
#   - simple case mappings (UnicodeData.txt fields 12-14) and the unconditional full mappings
#     of SpecialCasing.txt ("ß".upper() == "SS"), and CaseFolding.txt's C and F foldings,
#   - general categories as runs of code points (unassigned gaps are Cn),
#   - code points with a digit value (isdigit) and the whitespace set (isspace),
#   - character names (and NameAliases.txt) below U+3000 and in the emoji blocks
#     U+1F000..U+1FAFF; CJK UNIFIED IDEOGRAPH-XXXX names are computed, not stored. The names
#     are one newline-separated text and their code points the steps from the previous name's
#     (mostly 1): a table of pointers and code points weighed ~60 KB more in the brotli'd engine.
# Run by the build (CMakeLists.txt), so no generated table is committed.
#
# With NAMES_OUT set, the names are written there instead, one "STEP NAME" line each (STEP in
# decimal), and OUT's name table is empty: the wasm engine leaves them to its module bundle
# (core/keras/sources.h), since only \N{...} escapes need them. NAMES_ONLY=ON writes NAMES_OUT
# alone.
cmake_policy(SET CMP0007 NEW)  # keep the empty fields of UnicodeData.txt lines
file(READ "${DATA_DIR}/UnicodeData.txt" data)
string(REPLACE ";" "|" data "${data}")
string(REPLACE "\n" ";" lines "${data}")

set(cases "")
set(runs "")
set(digits "")
set(spaces "")
set(names "")
set(name_steps "")
set(name_lines "")
set(name_prev_cp 0)
set(prev_cat "")
set(next_cp 0)
foreach(line IN LISTS lines)
  if(line STREQUAL "")
    continue()
  endif()
  string(REPLACE "|" ";" f "${line}")
  list(GET f 0 hex)
  list(GET f 1 name)
  list(GET f 2 cat)
  list(GET f 4 bidi)
  list(GET f 7 digit)
  list(GET f 12 upper)
  list(GET f 13 lower)
  list(LENGTH f n)
  set(title "")
  if(n GREATER 14)
    list(GET f 14 title)
  endif()
  math(EXPR cp "0x${hex}")
  if(cp GREATER next_cp)
    # A gap of unassigned code points (or the inside of a <..., First>/<..., Last> range).
    if(name MATCHES ", Last>$")
      set(cp_gap_cat "${cat}")
    else()
      set(cp_gap_cat "Cn")
    endif()
    if(NOT cp_gap_cat STREQUAL prev_cat)
      math(EXPR gap_hex "${next_cp}" OUTPUT_FORMAT HEXADECIMAL)
      string(APPEND runs "{${gap_hex},\"${cp_gap_cat}\"},")
      set(prev_cat "${cp_gap_cat}")
    endif()
  endif()
  if(NOT cat STREQUAL prev_cat)
    string(APPEND runs "{0x${hex},\"${cat}\"},")
    set(prev_cat "${cat}")
  endif()
  math(EXPR next_cp "${cp} + 1")
  if(NOT upper STREQUAL "" OR NOT lower STREQUAL "" OR NOT title STREQUAL "")
    foreach(v upper lower title)
      if(${v} STREQUAL "")
        set(${v} "${hex}")
      endif()
    endforeach()
    string(APPEND cases "{0x${hex},0x${upper},0x${lower},0x${title}},")
  endif()
  if(NOT digit STREQUAL "" AND NOT cat STREQUAL "Nd")
    string(APPEND digits "0x${hex},")
  endif()
  if(bidi STREQUAL "WS" OR bidi STREQUAL "B" OR bidi STREQUAL "S" OR cat STREQUAL "Zs")
    string(APPEND spaces "0x${hex},")
  endif()
  if(NOT name MATCHES "^<" AND (cp LESS 12288 OR (cp GREATER_EQUAL 126976 AND cp LESS 129792)))
    math(EXPR step "${cp} - ${name_prev_cp}")
    string(APPEND names "\"${name}\\n\"\n")
    string(APPEND name_steps "${step},")
    string(APPEND name_lines "${step} ${name}\n")
    set(name_prev_cp ${cp})
  endif()
endforeach()
math(EXPR last_hex "${next_cp}" OUTPUT_FORMAT HEXADECIMAL)
string(APPEND runs "{${last_hex},\"Cn\"},")

# Aliases (corrections, controls, abbreviations) are valid \N{...} names too.
file(STRINGS "${DATA_DIR}/NameAliases.txt" alias_lines REGEX "^[0-9A-F]+;")
foreach(line IN LISTS alias_lines)
  string(REGEX MATCH "^([0-9A-F]+);([^;]+);" m "${line}")
  math(EXPR cp "0x${CMAKE_MATCH_1}")
  if(cp LESS 12288 OR (cp GREATER_EQUAL 126976 AND cp LESS 129792))
    math(EXPR step "${cp} - ${name_prev_cp}")
    string(APPEND names "\"${CMAKE_MATCH_2}\\n\"\n")
    string(APPEND name_steps "${step},")
    string(APPEND name_lines "${step} ${CMAKE_MATCH_2}\n")
    set(name_prev_cp ${cp})
  endif()
endforeach()

if(NAMES_OUT)
  file(WRITE "${NAMES_OUT}.tmp" "${name_lines}")
  file(COPY_FILE "${NAMES_OUT}.tmp" "${NAMES_OUT}" ONLY_IF_DIFFERENT)
  if(NAMES_ONLY)
    return()
  endif()
  # The names are the bundle's (kNameCount 0).
  set(names "\"\"")
  set(name_steps "0")
  set(name_count "0")
else()
  set(name_count "sizeof(kNameSteps) / sizeof(kNameSteps[0])")
endif()

# Unconditional full case mappings (lines without a condition list).
set(special "")
file(STRINGS "${DATA_DIR}/SpecialCasing.txt" special_lines REGEX "^[0-9A-F]+; [0-9A-F ]*; [0-9A-F ]*; [0-9A-F ]*; #")
foreach(line IN LISTS special_lines)
  string(REGEX MATCH "^([0-9A-F]+); ([0-9A-F ]*); ([0-9A-F ]*); ([0-9A-F ]*);" m "${line}")
  set(entry "{0x${CMAKE_MATCH_1}")
  foreach(i 2 3 4)
    string(STRIP "${CMAKE_MATCH_${i}}" seq)
    string(REPLACE " " ",0x" seq "${seq}")
    string(APPEND entry ",{0x${seq}}")
  endforeach()
  string(APPEND special "${entry}},")
endforeach()

# Case folding (CaseFolding.txt's common and full mappings; str.casefold: "ß" -> "ss").
set(folds "")
file(STRINGS "${DATA_DIR}/CaseFolding.txt" fold_lines REGEX "^[0-9A-F]+; [CF]; ")
foreach(line IN LISTS fold_lines)
  string(REGEX MATCH "^([0-9A-F]+); [CF]; ([0-9A-F ]+);" m "${line}")
  string(STRIP "${CMAKE_MATCH_2}" seq)
  string(REPLACE " " ",0x" seq "${seq}")
  string(APPEND folds "{0x${CMAKE_MATCH_1},{0x${seq}}},")
endforeach()

string(REPLACE "}," "},\n" cases "${cases}")
string(REPLACE "}," "},\n" folds "${folds}")
string(REPLACE "}," "},\n" runs "${runs}")
string(REPLACE "}," "},\n" special "${special}")
file(WRITE "${OUT}.tmp"
"// Generated at build time by core/python/unicode/tables.cmake from the Unicode Character
// Database (${DATA_DIR}).
#include \"core/python/unicode/tables.h\"

namespace tfplay::py::ucd {

const CaseMapping kCaseMappings[] = {
${cases}};
const std::size_t kCaseMappingCount = sizeof(kCaseMappings) / sizeof(kCaseMappings[0]);

const SpecialCasing kSpecialCasings[] = {
${special}};
const std::size_t kSpecialCasingCount = sizeof(kSpecialCasings) / sizeof(kSpecialCasings[0]);

const CaseFold kCaseFolds[] = {
${folds}};
const std::size_t kCaseFoldCount = sizeof(kCaseFolds) / sizeof(kCaseFolds[0]);

const CategoryRun kCategoryRuns[] = {
${runs}};
const std::size_t kCategoryRunCount = sizeof(kCategoryRuns) / sizeof(kCategoryRuns[0]);

const char32_t kDigitCodePoints[] = {${digits}};
const std::size_t kDigitCodePointCount = sizeof(kDigitCodePoints) / sizeof(kDigitCodePoints[0]);

const char32_t kWhitespace[] = {${spaces}};
const std::size_t kWhitespaceCount = sizeof(kWhitespace) / sizeof(kWhitespace[0]);

const char kNameText[] =
${names};
const std::int32_t kNameSteps[] = {${name_steps}};
const std::size_t kNameCount = ${name_count};

}  // namespace tfplay::py::ucd
")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
