// A program's source split into lines the way CPython numbers them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tfplay::py {

/// The lines of `source` without their terminators. A line ends at "\n", "\r\n" or a lone "\r"
/// (CPython's universal newlines, as its lexer and linecache number lines), so line N of a
/// traceback or a warning is element N-1. A source ending in a terminator has a last, empty line.
std::vector<std::string> split_source_lines(std::string_view source);

}  // namespace tfplay::py
