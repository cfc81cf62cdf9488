// SyntaxErrorException: what the tokenizer and the parser throw for source CPython would reject
// at compile time. Its fields mirror CPython's SyntaxError attributes so that the evaluator can
// print exactly what `python3 prog.py` prints:
//
//     File "prog.py", line 1
//       x = (1,
//           ^
//   SyntaxError: '(' was never closed
#pragma once

#include <stdexcept>
#include <string>

namespace tfplay::py {

/// A compile-time error in learner source. `type` is the Python exception class name:
/// "SyntaxError", "IndentationError" or "TabError" (the latter two subclass SyntaxError).
/// `lineno`, `offset`, `end_lineno` and `end_offset` are what CPython 3.12 stores in the
/// exception: 1-based line, 1-based character column; CPython's quirks are kept (end_offset is
/// -1 or 0 for some indentation and unclosed-bracket errors). `text` is the source line named
/// by `lineno`, without its newline.
class SyntaxErrorException : public std::runtime_error {
 public:
  SyntaxErrorException(std::string type, std::string msg, int lineno, int offset, int end_lineno,
                       int end_offset, std::string text)
      : std::runtime_error(msg),
        type(std::move(type)),
        msg(std::move(msg)),
        lineno(lineno),
        offset(offset),
        end_lineno(end_lineno),
        end_offset(end_offset),
        text(std::move(text)) {}

  std::string type;
  std::string msg;
  int lineno;
  int offset;
  int end_lineno;
  int end_offset;
  std::string text;
};

}  // namespace tfplay::py
