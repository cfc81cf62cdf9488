// String formatting: printf-style `%` (CPython's PyUnicode_Format) and the format-spec
// mini-language used by format(), str.format and f-strings (Python/formatter_unicode.c).
#pragma once

#include <string>

#include "core/python/object.h"

namespace tfplay::py {

/// `fmt % args`: args is a tuple for several conversions, a dict for %(name)s, else one value.
/// With `bytes`, bytes' own rules (PEP 461): %s/%b take bytes or __bytes__, %r/%a give ascii(),
/// %c an int below 256 or one byte; widths count bytes.
std::string percent_format(const std::string& fmt, const Ref& args, bool bytes = false);

/// format(value, spec) for built-in values; other objects go through __format__.
std::string format_value(const Ref& value, const std::string& spec);

/// "{} {name} {0!r:>5}".format(*args, **kwargs); with `mapping`, named fields are looked up in
/// it instead of the keyword arguments (str.format_map).
std::string str_dot_format(const std::string& fmt, CallArgs& args, const Ref& mapping = nullptr);

}  // namespace tfplay::py
