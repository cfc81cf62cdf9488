#include "core/python/source_lines.h"

namespace tfplay::py {

std::vector<std::string> split_source_lines(std::string_view source) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (true) {
    std::size_t nl = source.find_first_of("\r\n", start);
    if (nl == std::string_view::npos) {
      lines.emplace_back(source.substr(start));
      return lines;
    }
    lines.emplace_back(source.substr(start, nl - start));
    start = nl + (source[nl] == '\r' && nl + 1 < source.size() && source[nl + 1] == '\n' ? 2 : 1);
  }
}

}  // namespace tfplay::py
