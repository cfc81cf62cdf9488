// Parses a module bundle (bundle.h).
#include "core/keras/bundle.h"

#include <charconv>
#include <stdexcept>
#include <string>

namespace tfplay::keras {

namespace {

constexpr std::string_view kMagic = "tfplay-modules 1\n";

[[noreturn]] void malformed(std::size_t at, const std::string& what) {
  throw std::invalid_argument("not a tfplay module bundle: " + what + " at byte " + std::to_string(at));
}

bool valid_module_name(std::string_view name) {
  if (name.empty() || name.front() == '.' || name.back() == '.') return false;
  for (char c : name)
    if (!(c == '.' || c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')))
      return false;
  return true;
}

}  // namespace

std::vector<py::EmbeddedModule> parse_module_bundle(std::string_view bundle) {
  if (bundle.substr(0, kMagic.size()) != kMagic) malformed(0, "no \"tfplay-modules 1\" line");
  std::vector<py::EmbeddedModule> modules;
  std::size_t at = kMagic.size();
  while (at < bundle.size()) {
    const std::size_t end = bundle.find('\n', at);
    if (end == std::string_view::npos) malformed(at, "a module's header line has no end");
    const std::string_view header = bundle.substr(at, end - at);
    const std::size_t first = header.find(' ');
    const std::size_t second = first == std::string_view::npos ? first : header.find(' ', first + 1);
    if (second == std::string_view::npos) malformed(at, "a header line is not \"NAME PACKAGE SIZE\"");
    const std::string_view name = header.substr(0, first);
    const std::string_view package = header.substr(first + 1, second - first - 1);
    const std::string_view size_text = header.substr(second + 1);
    if (!valid_module_name(name)) malformed(at, "a bad module name");
    if (package != "0" && package != "1") malformed(at, "PACKAGE is not 0 or 1");
    std::size_t size = 0;
    const auto [ptr, ec] = std::from_chars(size_text.data(), size_text.data() + size_text.size(), size);
    if (ec != std::errc{} || ptr != size_text.data() + size_text.size() || size_text.empty())
      malformed(at, "SIZE is not a number");
    at = end + 1;
    if (size > bundle.size() - at) malformed(at, "module " + std::string(name) + "'s source is cut short");
    modules.push_back({name, bundle.substr(at, size), package == "1"});
    at += size;
  }
  return modules;
}

}  // namespace tfplay::keras
