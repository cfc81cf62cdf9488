// The evaluator, builtins and tracebacks of core/python, driven through whole programs.
#include <doctest/doctest.h>

#include "tests/unit/run_program.h"

using tfplay::testing::run_program;

namespace {
std::string out(const std::string& src) { return run_program(src).stdout_text; }
}  // namespace

TEST_CASE("arithmetic follows Python's rules for floor division, modulo and true division") {
  CHECK(out("print(7 // 2, -7 // 2, 7 % -3, -7 % 3, 7 / 2, 2 ** 10, 2 ** -1)\n") == "3 -4 -2 2 3.5 1024 0.5\n");
  CHECK(out("print(0.1 + 0.2, 1e16, 1e-5, 1/3, -0.0, 1.0)\n") ==
        "0.30000000000000004 1e+16 1e-05 0.3333333333333333 -0.0 1.0\n");
  CHECK(out("print(True + 1, 3 == 3.0, hash(2) == hash(2.0), round(2.5), round(3.5), round(2.675, 2))\n") ==
        "2 True True 2 4 2.67\n");
}

TEST_CASE("strings, containers and formatting print as CPython prints them") {
  CHECK(out("print(repr('it\\'s'), [1, 'a', (2,)], {'k': None}, {1, 2} == {2, 1})\n") ==
        "\"it's\" [1, 'a', (2,)] {'k': None} True\n");
  CHECK(out("x = 3.14159\nprint(f'{x:.2f}|{x!r}|{7:>3}|{\"s\":<3}|', '%5.1f%%' % 99.5)\n") == "3.14|3.14159|  7|s  |  99.5%\n");
  CHECK(out("print('-'.join(['a', 'b']), 'a,b'.split(','), 'Ab'.upper(), '{} {x}'.format(1, x=2))\n") ==
        "a-b ['a', 'b'] AB 1 2\n");
}

TEST_CASE("functions bind arguments like CPython, with its TypeError messages") {
  CHECK(out("def f(a, b=2, *args, c, **kw):\n    return a, b, args, c, kw\nprint(f(1, c=3), f(1, 2, 3, c=4, d=5))\n") ==
        "(1, 2, (), 3, {}) (1, 2, (3,), 4, {'d': 5})\n");
  auto r = run_program("def f(x, y):\n    pass\nf(1)\n");
  CHECK_FALSE(r.result.ok);
  CHECK(r.result.error->type == "TypeError");
  CHECK(r.result.error->message == "f() missing 1 required positional argument: 'y'");
}

TEST_CASE("closures, nonlocal, classes, super and exceptions") {
  CHECK(out("def counter():\n    n = 0\n    def inc():\n        nonlocal n\n        n += 1\n        return n\n    return inc\n"
            "c = counter()\nc()\nprint(c())\n") == "2\n");
  CHECK(out("class A:\n    def __init__(self, v):\n        self.v = v\n    def __repr__(self):\n        return f'A({self.v})'\n"
            "class B(A):\n    def __init__(self):\n        super().__init__(7)\nprint([B()])\n") == "[A(7)]\n");
  CHECK(out("try:\n    {}['k']\nexcept KeyError as e:\n    print('missing', e)\nelse:\n    print('no')\nfinally:\n    print('done')\n") ==
        "missing 'k'\ndone\n");
  CHECK(out("for i in range(3):\n    if i == 1:\n        continue\n    print(i)\nelse:\n    print('end')\n") == "0\n2\nend\n");
}

TEST_CASE("an uncaught exception gives CPython's traceback with carets") {
  auto r = run_program("def f(x):\n    return x / 0\n\nf(1)\n");
  CHECK(r.stderr_text ==
        "Traceback (most recent call last):\n"
        "  File \"main.py\", line 4, in <module>\n"
        "    f(1)\n"
        "  File \"main.py\", line 2, in f\n"
        "    return x / 0\n"
        "           ~~^~~\n"
        "ZeroDivisionError: division by zero\n");
  CHECK(r.result.error->line == 2);
  CHECK(r.result.error->column == 12);
  // The carets' range: `x / 0` ends before column 17 (1-based, exclusive, like an editor's range).
  CHECK(r.result.error->end_line == 2);
  CHECK(r.result.error->end_column == 17);
}

TEST_CASE("the error's range is the failing instruction's position, as CPython 3.12 records it") {
  struct Range {
    int line, column, end_line, end_column;
  };
  auto range = [](const std::string& src) {
    auto r = run_program(src);
    REQUIRE(r.result.error);
    const auto& e = *r.result.error;
    return Range{e.line, e.column, e.end_line, e.end_column};
  };
  auto check = [](Range got, Range want) {
    CHECK(got.line == want.line);
    CHECK(got.column == want.column);
    CHECK(got.end_line == want.end_line);
    CHECK(got.end_column == want.end_column);
  };
  // A TF op raised from `+` (BINARY_OP): the whole `x + y`, not just `x`.
  check(range("import tensorflow as tf\nx = tf.constant([1, 2])\ny = tf.constant([1, 2, 3])\nprint(x + y)\n"),
        {4, 7, 4, 12});
  // A call covers `f(a, b)` from the callee's start to the closing parenthesis.
  check(range("def f(a, b):\n    raise ValueError(a)\nprint(f(1, 2))\n"), {2, 5, 2, 24});
  check(range("d = {}\nv = d['k'] + 1\n"), {2, 5, 2, 11});
  check(range("class C:\n    pass\nC().m(1)\n"), {3, 1, 3, 6});
  // A call running on to the next line ends where its closing parenthesis is.
  check(range("def f(a, b):\n    return a / b\nr = f(1,\n      0)\n"), {2, 12, 2, 17});
  auto multi = run_program("def f(a, b):\n    return [a][b]\nr = f(1,\n      5)\n");
  REQUIRE(multi.result.error);
  CHECK(multi.stderr_text.find("    r = f(1,\n        ^^^^\n") != std::string::npos);
  // A method named on a later line than its object starts at the name (the carets' line too).
  auto chain = run_program("class C:\n    def m(self):\n        return 1 / 0\nr = (C()\n     .m())\n");
  CHECK(chain.stderr_text.find("  File \"main.py\", line 5, in <module>\n    .m())\n     ^^^\n") != std::string::npos);
}

TEST_CASE("a syntax error carries the range CPython marks") {
  auto r = run_program("x = 1\nprint(x))\n");
  REQUIRE(r.result.error);
  CHECK(r.result.error->line == 2);
  CHECK(r.result.error->column == 9);
  CHECK(r.result.error->end_line == 2);
  CHECK(r.result.error->end_column == 10);
}

TEST_CASE("unbound locals, undefined names and recursion end with CPython's errors") {
  CHECK(run_program("x = 1\ndef f():\n    print(x)\n    x = 2\nf()\n").result.error->message ==
        "cannot access local variable 'x' where it is not associated with a value");
  CHECK(run_program("print(y)\n").stderr_text ==
        "Traceback (most recent call last):\n  File \"main.py\", line 1, in <module>\n    print(y)\n          ^\n"
        "NameError: name 'y' is not defined\n");
  auto r = run_program("def f(n):\n    return f(n + 1)\nf(0)\n");
  CHECK(r.result.error->type == "RecursionError");
  CHECK(r.stderr_text.find("[Previous line repeated 996 more times]") != std::string::npos);
}

TEST_CASE("a syntax error reports line and column without running anything") {
  auto r = run_program("print('before')\ndef f(:\n    pass\n");
  CHECK(r.stdout_text.empty());
  CHECK(r.result.error->type == "SyntaxError");
  CHECK(r.result.error->line == 2);
  CHECK(r.stderr_text.rfind("  File \"main.py\", line 2\n    def f(:\n", 0) == 0);
}

TEST_CASE("the step budget stops a runaway loop") {
  tfplay::session::Session s;
  tfplay::session::RunOptions options;
  options.max_steps = 10000;
  auto r = s.run("while True:\n    pass\n", options);
  CHECK_FALSE(r.ok);
  CHECK(r.error->type == "StepBudgetExceeded");
}
