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

std::string trim(const std::string& s) {
  std::size_t b = s.find_first_not_of(' ');
  if (b == std::string::npos) return "";
  std::size_t e = s.find_last_not_of(' ');
  return s.substr(b, e - b + 1);
}

/// `text` split at the commas outside brackets and quotes.
std::vector<std::string> split_top_level(const std::string& text) {
  std::vector<std::string> parts;
  std::string cur;
  int depth = 0;
  char quote = 0;
  for (char c : text) {
    if (quote) {
      if (c == quote) quote = 0;
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (c == '(' || c == '[' || c == '{') {
      ++depth;
    } else if (c == ')' || c == ']' || c == '}') {
      --depth;
    } else if (c == ',' && depth == 0) {
      parts.push_back(trim(cur));
      cur.clear();
      continue;
    }
    cur += c;
  }
  if (!trim(cur).empty()) parts.push_back(trim(cur));
  return parts;
}

std::vector<ApiParam> parse_params(const std::string& text, const std::string& line) {
  std::vector<ApiParam> params;
  bool keyword_only = false;
  for (const std::string& part : split_top_level(text)) {
    ApiParam p;
    if (part == "*") {
      keyword_only = true;
      continue;
    }
    if (part.rfind("**", 0) == 0) {
      p.name = part.substr(2);
      p.kind = py::ParamKind::VarKeyword;
    } else if (part.rfind("*", 0) == 0) {
      p.name = part.substr(1);
      p.kind = py::ParamKind::VarPositional;
      keyword_only = true;
    } else {
      std::size_t eq = part.find('=');
      p.name = trim(part.substr(0, eq));
      if (eq != std::string::npos) p.default_text = trim(part.substr(eq + 1));
      p.kind = keyword_only ? py::ParamKind::KeywordOnly : py::ParamKind::PositionalOrKeyword;
    }
    if (p.name.empty()) throw std::invalid_argument("API table: bad parameter in: " + line);
    params.push_back(std::move(p));
  }
  return params;
}

ApiMember parse_member(const std::string& line) {
  ApiMember m;
  std::string rest = line;
  if (rest.rfind("static ", 0) == 0) {
    m.kind = ApiMember::Kind::Static;
    rest = rest.substr(7);
  } else if (rest.rfind("classmethod ", 0) == 0) {
    m.kind = ApiMember::Kind::ClassMethod;
    rest = rest.substr(12);
  }
  std::size_t paren = rest.find('(');
  std::size_t colon = rest.find(':');
  std::size_t eq = rest.find(" = ");
  if (paren != std::string::npos && (colon == std::string::npos || paren < colon) && (eq == std::string::npos || paren < eq)) {
    const std::size_t as = rest.rfind(") as ");
    if (as != std::string::npos) {
      m.python_name = trim(rest.substr(as + 5));
      rest = rest.substr(0, as + 1);
    }
    if (rest.back() != ')') throw std::invalid_argument("API table: bad line: " + line);
    m.name = trim(rest.substr(0, paren));
    m.params = parse_params(rest.substr(paren + 1, rest.size() - paren - 2), line);
    return m;
  }
  if (eq != std::string::npos) {
    m.name = trim(rest.substr(0, eq));
    m.kind = ApiMember::Kind::Value;
    m.value_text = trim(rest.substr(eq + 3));
    return m;
  }
  if (colon == std::string::npos) throw std::invalid_argument("API table: bad line: " + line);
  m.name = trim(rest.substr(0, colon));
  const std::string kind = trim(rest.substr(colon + 1));
  if (kind == "method") m.kind = ApiMember::Kind::Method;
  else if (kind == "module") m.kind = ApiMember::Kind::Module;
  else if (kind == "class") m.kind = ApiMember::Kind::Class;
  else if (kind == "property") m.kind = ApiMember::Kind::Property;
  else if (kind == "value") m.kind = ApiMember::Kind::Value;
  else if (kind == "lazy") m.kind = ApiMember::Kind::Lazy;
  else throw std::invalid_argument("API table: unknown member kind in: " + line);
  return m;
}

}  // namespace

std::vector<ApiScope> parse_api_table(const std::string& text) {
  std::vector<ApiScope> scopes;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string line = trim(text.substr(start, end - start));
    start = end + 1;
    if (line.empty() || line[0] == '#') continue;
    if (line.rfind("module ", 0) == 0 || line.rfind("class ", 0) == 0) {
      ApiScope s;
      s.is_class = line[0] == 'c';
      s.path = trim(line.substr(s.is_class ? 6 : 7));
      scopes.push_back(std::move(s));
      continue;
    }
    if (scopes.empty()) throw std::invalid_argument("API table: a member before any scope: " + line);
    scopes.back().members.push_back(parse_member(line));
  }
  return scopes;
}

const std::vector<ApiScope>& tf_api_table() {
  static const std::vector<ApiScope> table = parse_api_table(kTfApiTable);
  return table;
}

}  // namespace tfplay::tf
