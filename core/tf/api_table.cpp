// Parsing the API table (api_table.h). A scope line is `module tf.math` or `class tf.Tensor`;
// each member line under it is one of
//   name(a, b=None, *args, c=1, **kwargs)    a function, or an instance method of a class
//   name(...) as python_name                  the same, when TF's Python function is named otherwise
//   static name(...) / classmethod name(...)  a class's staticmethod / classmethod
//   name: method|module|class|property|value  a member without a signature
//   name: lazy                                 a submodule its module's __getattr__ imports
//   name = <literal>                           a constant with its value
// `#` starts a comment line.
#include "core/tf/api_table.h"

#include <stdexcept>

namespace tfplay::tf {

extern const char* const kTfApiTable;  // api_table_data.cpp

namespace {

// The table is parsed once per process, on the first `import tensorflow`: views into the text,
// not copies, keep that off the first run's time.
std::string_view trim(std::string_view s) {
  std::size_t b = s.find_first_not_of(' ');
  if (b == std::string_view::npos) return {};
  return s.substr(b, s.find_last_not_of(' ') - b + 1);
}

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

[[noreturn]] void bad(const char* what, std::string_view line) {
  throw std::invalid_argument(std::string("API table: ") + what + std::string(line));
}

/// `text` split at the commas outside brackets and quotes, each part trimmed.
std::vector<std::string_view> split_top_level(std::string_view text) {
  std::vector<std::string_view> parts;
  std::size_t begin = 0;
  int depth = 0;
  char quote = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quote) {
      if (c == quote) quote = 0;
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (c == '(' || c == '[' || c == '{') {
      ++depth;
    } else if (c == ')' || c == ']' || c == '}') {
      --depth;
    } else if (c == ',' && depth == 0) {
      parts.push_back(trim(text.substr(begin, i - begin)));
      begin = i + 1;
    }
  }
  if (std::string_view last = trim(text.substr(begin)); !last.empty()) parts.push_back(last);
  return parts;
}

std::vector<ApiParam> parse_params(std::string_view text) {
  std::vector<ApiParam> params;
  bool keyword_only = false;
  for (std::string_view part : split_top_level(text)) {
    ApiParam p;
    if (part == "*") {
      keyword_only = true;
      continue;
    }
    if (starts_with(part, "**")) {
      p.name = part.substr(2);
      p.kind = py::ParamKind::VarKeyword;
    } else if (starts_with(part, "*")) {
      p.name = part.substr(1);
      p.kind = py::ParamKind::VarPositional;
      keyword_only = true;
    } else {
      std::size_t eq = part.find('=');
      p.name = trim(part.substr(0, eq));
      if (eq != std::string_view::npos) p.default_text = std::string(trim(part.substr(eq + 1)));
      p.kind = keyword_only ? py::ParamKind::KeywordOnly : py::ParamKind::PositionalOrKeyword;
    }
    if (p.name.empty()) bad("bad parameter in: ", text);
    params.push_back(std::move(p));
  }
  return params;
}

ApiMember parse_member(std::string_view line) {
  ApiMember m;
  std::string_view rest = line;
  if (starts_with(rest, "static ")) {
    m.kind = ApiMember::Kind::Static;
    rest = rest.substr(7);
  } else if (starts_with(rest, "classmethod ")) {
    m.kind = ApiMember::Kind::ClassMethod;
    rest = rest.substr(12);
  }
  const std::size_t paren = rest.find('(');
  const std::size_t colon = rest.find(':');
  const std::size_t eq = rest.find(" = ");
  constexpr std::size_t npos = std::string_view::npos;
  if (paren != npos && (colon == npos || paren < colon) && (eq == npos || paren < eq)) {
    const std::size_t as = rest.rfind(") as ");
    if (as != npos) {
      m.python_name = trim(rest.substr(as + 5));
      rest = rest.substr(0, as + 1);
    }
    if (rest.back() != ')') bad("bad line: ", line);
    m.name = trim(rest.substr(0, paren));
    m.params_text = rest.substr(paren + 1, rest.size() - paren - 2);
    return m;
  }
  if (eq != npos) {
    m.name = trim(rest.substr(0, eq));
    m.kind = ApiMember::Kind::Value;
    m.value_text = trim(rest.substr(eq + 3));
    return m;
  }
  if (colon == npos) bad("bad line: ", line);
  m.name = trim(rest.substr(0, colon));
  const std::string_view kind = trim(rest.substr(colon + 1));
  if (kind == "method") m.kind = ApiMember::Kind::Method;
  else if (kind == "module") m.kind = ApiMember::Kind::Module;
  else if (kind == "class") m.kind = ApiMember::Kind::Class;
  else if (kind == "property") m.kind = ApiMember::Kind::Property;
  else if (kind == "value") m.kind = ApiMember::Kind::Value;
  else if (kind == "lazy") m.kind = ApiMember::Kind::Lazy;
  else bad("unknown member kind in: ", line);
  return m;
}

}  // namespace

const std::vector<ApiParam>& ApiMember::params() const {
  if (!params_) params_ = parse_params(params_text);
  return *params_;
}

std::vector<ApiScope> parse_api_table(std::string_view text) {
  std::vector<ApiScope> scopes;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = trim(text.substr(start, end - start));
    start = end + 1;
    if (line.empty() || line[0] == '#') continue;
    if (starts_with(line, "module ") || starts_with(line, "class ")) {
      ApiScope s;
      s.is_class = line[0] == 'c';
      s.path = trim(line.substr(s.is_class ? 6 : 7));
      scopes.push_back(std::move(s));
      continue;
    }
    if (scopes.empty()) bad("a member before any scope: ", line);
    scopes.back().members.push_back(parse_member(line));
  }
  return scopes;
}

const std::vector<ApiScope>& tf_api_table() {
  static const std::vector<ApiScope> table = parse_api_table(kTfApiTable);
  return table;
}

}  // namespace tfplay::tf
