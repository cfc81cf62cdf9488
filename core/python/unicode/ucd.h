// Unicode character properties and case mappings for str (CPython 3.12's Objects/unicodectype.c
// and the case conversions of Objects/unicodeobject.c), over the build-time UCD tables.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace tfplay::py::ucd {

/// The general category ("Lu", "Nd", "Cn", ...) of a code point.
const char* category(char32_t cp);

bool is_alpha(char32_t cp);    // str.isalpha: categories L*
bool is_decimal(char32_t cp);  // Nd
/// The value 0-9 of a decimal digit (Nd), -1 for any other code point (Py_UNICODE_TODECIMAL).
int decimal_value(char32_t cp);
bool is_digit(char32_t cp);    // Nd or a digit value (superscripts, circled digits)
bool is_numeric(char32_t cp);  // digits and Nl/No
bool is_space(char32_t cp);
bool is_upper(char32_t cp);    // Lu
bool is_lower(char32_t cp);    // Ll
bool is_title(char32_t cp);    // Lt
bool is_cased(char32_t cp);    // Lu, Ll or Lt
bool is_printable(char32_t cp);

/// str.upper/lower/title/capitalize/swapcase on UTF-8 text, with full (multi code point) case
/// mappings and lower()'s final-sigma rule, as CPython 3.12 does.
std::string upper(std::string_view text);
std::string lower(std::string_view text);
std::string swapcase(std::string_view text);
std::string title(std::string_view text);
std::string capitalize(std::string_view text);
/// str.casefold: CaseFolding.txt's full foldings ("ß" -> "ss", "ς" -> "σ").
std::string casefold(std::string_view text);

/// The code point named `name` in a \N{...} escape (case-insensitive, aliases accepted), or
/// nullopt. Covers names below U+3000, the emoji blocks and CJK UNIFIED IDEOGRAPH-XXXX.
/// In the wasm build the names come from the module bundle (set_name_source); whatever its
/// source throws (the bundle cannot be had) propagates.
std::optional<char32_t> lookup_name(std::string_view name);

/// Where lookup_name finds the names when the tables leave them out (the wasm build): `source`
/// returns the text of "STEP NAME" lines (core/python/unicode/tables.cmake's NAMES_OUT), a view
/// that outlives the process. Set by core/keras/sources.cpp.
void set_name_source(std::string_view (*source)());

}  // namespace tfplay::py::ucd
