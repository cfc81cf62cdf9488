// Prints tfplay's ast.dump (or its SyntaxError) for each snippet on stdin, one line each;
// snippets are separated by "\n\x1e\n". Used by python_parser_vs_cpython.py, not by CI.
//
//   g++ -std=c++20 -O1 -I. tests/tools/python_parser_dump_main.cpp core/python/lexer.cpp \
//     core/python/parser.cpp core/python/parser_expr.cpp core/python/parser_checks.cpp \
//     core/python/ast_dump.cpp -o /tmp/parser_dump
#include <iostream>
#include <sstream>
#include <string>

#include "core/python/ast_dump.h"
#include "core/python/parser.h"

int main(int argc, char** argv) {
  bool positions = argc > 1 && std::string(argv[1]) == "-p";
  std::stringstream in;
  in << std::cin.rdbuf();
  const std::string all = in.str(), sep = "\n\x1e\n";
  for (size_t i = 0;;) {
    size_t j = all.find(sep, i);
    std::string src = all.substr(i, j == std::string::npos ? std::string::npos : j - i);
    try {
      auto m = tfplay::py::parse_module(src);
      std::cout << tfplay::py::dump(*m, tfplay::py::DumpOptions{positions}) << "\n";
    } catch (const tfplay::py::SyntaxErrorException& e) {
      std::cout << "ERR " << e.type << "|" << e.msg << "|" << e.lineno << "|" << e.offset << "|"
                << e.end_lineno << "|" << e.end_offset << "\n";
    }
    if (j == std::string::npos) break;
    i = j + sep.size();
  }
}
