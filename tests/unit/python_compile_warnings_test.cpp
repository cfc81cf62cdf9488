// CPython 3.12's compile-time SyntaxWarnings reach the run result as "warning" events on
// stderr, before anything the program prints (the corpus program syntax_warnings.py checks
// their text against CPython 3.12).
#include <doctest/doctest.h>

#include "core/session/session.h"

TEST_CASE("compile-time SyntaxWarnings are warning events, parser's first, before the program's output") {
  tfplay::session::RunOptions options;
  options.filename = "prog.py";
  auto result = tfplay::session::Session().run("n = 1\nprint(n is 1)\ns = '\\d'\nassert (n, 'm')\n", options);
  REQUIRE(result.ok);
  REQUIRE(result.events.size() == 4);
  CHECK(result.events[0].kind == "warning");
  CHECK(result.events[0].stream == "stderr");
  CHECK(result.events[0].line == 3);
  CHECK(result.events[0].text == "prog.py:3: SyntaxWarning: invalid escape sequence '\\d'\n  s = '\\d'\n");
  CHECK(result.events[1].text == "prog.py:2: SyntaxWarning: \"is\" with 'int' literal. Did you mean \"==\"?\n  print(n is 1)\n");
  CHECK(result.events[2].text == "prog.py:4: SyntaxWarning: assertion is always true, perhaps remove parentheses?\n  assert (n, 'm')\n");
  CHECK(result.events[3].kind == "print");
}

TEST_CASE("the parser's warnings still show when a later line is a SyntaxError") {
  auto result = tfplay::session::Session().run("s = '\\q'\nx = (\n");
  REQUIRE_FALSE(result.ok);
  REQUIRE(result.events.size() == 2);
  CHECK(result.events[0].kind == "warning");
  CHECK(result.events[0].text.find("invalid escape sequence '\\q'") != std::string::npos);
  CHECK(result.events[1].kind == "error");
}

TEST_CASE("literals that are not warned about: singletons, names, calls of names") {
  auto result = tfplay::session::Session().run("x = None\nprint(x is None, x is True, x is ..., len([1]), [1, 2][0])\n");
  REQUIRE(result.ok);
  REQUIRE(result.events.size() == 1);
  CHECK(result.events[0].kind == "print");
}

TEST_CASE("a SyntaxWarning shows its source line when a lone carriage return ended the line before") {
  // CPython numbers lines at \n, \r\n and a lone \r alike, and so do tracebacks: line 3 here is
  // the `print`, and the warning quotes it.
  tfplay::session::RunOptions options;
  options.filename = "prog.py";
  auto result = tfplay::session::Session().run("n = 1\rm = 2\r\nprint(n is 1)\n", options);
  REQUIRE(result.ok);
  REQUIRE(result.events.size() == 2);
  CHECK(result.events[0].kind == "warning");
  CHECK(result.events[0].line == 3);
  CHECK(result.events[0].text == "prog.py:3: SyntaxWarning: \"is\" with 'int' literal. Did you mean \"==\"?\n  print(n is 1)\n");
}
