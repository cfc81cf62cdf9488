// What the playground's Python does where CPython's cannot be compared line by line: the
// features it does not offer, the Unicode tables behind str, and regressions the evaluator
// fuzzer (tests/fuzz/fuzz_eval.cpp) found.
#include <doctest/doctest.h>

#include "core/python/unicode/ucd.h"
#include "tests/unit/run_program.h"

using tfplay::testing::run_program;

namespace {
std::string out(const std::string& src) { return run_program(src).stdout_text; }

/// Runs `src` with a small step budget and recursion limit, as the fuzzer does.
tfplay::session::RunResult run_small(const std::string& src) {
  tfplay::session::RunOptions options;
  options.max_steps = 20000;
  options.recursion_limit = 60;
  return tfplay::session::Session().run(src, options);
}
}  // namespace

TEST_CASE("each run has an empty file system of its own; input() and unknown modules say what the playground lacks") {
  const std::string src =
      "import os\n"
      "print(os.getcwd(), os.listdir('.'), sorted(os.listdir('/')))\n"
      "try:\n"
      "    open('data.txt')\n"
      "except FileNotFoundError as e:\n"
      "    print(e)\n"
      "with open('data.txt', 'w') as f:\n"
      "    f.write('kept for this run only')\n"
      "print(open('data.txt').read())\n"
      "try:\n"
      "    input('name? ')\n"
      "except NotImplementedError as e:\n"
      "    print(e)\n"
      "try:\n"
      "    import subprocess\n"
      "except ModuleNotFoundError as e:\n"
      "    print(e)\n"
      "try:\n"
      "    import smtplib\n"
      "except ModuleNotFoundError as e:\n"
      "    print(e)\n"
      "try:\n"
      "    import zipfile\n"
      "except ModuleNotFoundError as e:\n"
      "    print(e)\n";
  const std::string expected =
      "/home/user [] ['home', 'tmp']\n"
      "[Errno 2] No such file or directory: 'data.txt'\n"
      "kept for this run only\n"
      "input() is not available in the tfplay playground: programs cannot read input\n"
      "No module named 'subprocess' (the tfplay playground has no network or processes)\n"
      "No module named 'smtplib' (the tfplay playground has no network or processes)\n"
      "No module named 'zipfile' (tfplay's standard library does not include it)\n";
  CHECK(out(src) == expected);
  CHECK(out(src) == expected);  // the second run starts empty again
}

TEST_CASE("the file system's size cap ends a runaway writer with OSError ENOSPC") {
  const std::string src =
      "import os\n"
      "block = b'x' * (1 << 20)\n"
      "try:\n"
      "    with open('big.bin', 'wb') as f:\n"
      "        while True:\n"
      "            f.write(block)\n"
      "except OSError as e:\n"
      "    print(type(e).__name__, e.errno, e)\n"
      "print(os.path.getsize('big.bin') // (1 << 20))\n"
      "os.remove('big.bin')\n"
      "open('small.txt', 'w').write('fits again')\n"
      "print(open('small.txt').read())\n";
  CHECK(out(src) == "OSError 28 [Errno 28] No space left on device\n64\nfits again\n");
}

TEST_CASE("str case mappings and predicates follow the Unicode 15 database, as CPython 3.12") {
  using namespace tfplay::py;
  CHECK(ucd::upper("straße héllo") == "STRASSE HÉLLO");
  CHECK(ucd::lower("ΟΔΟΣ İ") == "οδος i\u0307");  // final sigma; dotted capital I lowers to i + U+0307
  CHECK(ucd::title("ǆemal élan") == "ǅemal Élan");
  CHECK(ucd::swapcase("ßÉa") == "SSéA");
  CHECK(std::string(ucd::category(U'é')) == "Ll");
  CHECK(std::string(ucd::category(0x10FFFF)) == "Cn");
  CHECK(ucd::is_digit(U'²'));
  CHECK_FALSE(ucd::is_decimal(U'²'));
  CHECK(ucd::is_space(0x3000));
  CHECK(ucd::lookup_name("greek small letter alpha") == char32_t{0x3B1});
  CHECK(ucd::lookup_name("CJK UNIFIED IDEOGRAPH-4E00") == char32_t{0x4E00});
  CHECK_FALSE(ucd::lookup_name("NOT A CHARACTER NAME").has_value());
  CHECK(out("print('\\N{SNOWMAN}', 'Ünïcödé'.upper(), 'ÀB'.isupper(), '٣'.isdigit(), 'x\\N{EM DASH}y'.isprintable())\n") ==
        "☃ ÜNÏCÖDÉ True True True\n");
}

TEST_CASE("math functions use CPython's special cases and errors") {
  CHECK(out("import math\nprint(math.fsum([1e100, 1.0, -1e100, 1e-100]), math.isqrt(10**40 + 1), math.comb(50, 25))\n") ==
        "1.0 100000000000000000000 126410606437752\n");
  CHECK(out("import math\nprint(math.log(2**1000, 2), math.hypot(3, 4, 12), math.pow(0.0, 0), math.gcd(2**80, 6**20), math.lcm())\n") ==
        "1000.0000000000001 13.0 1.0 1048576 1\n");
  CHECK(out("import math\nfor f in [lambda: math.exp(1000), lambda: math.pow(0, -1), lambda: math.sqrt(10**400), lambda: math.fsum([float('inf'), -float('inf')])]:\n"
            "    try:\n        f()\n    except Exception as e:\n        print(type(e).__name__, e)\n") ==
        "OverflowError math range error\nValueError math domain error\nOverflowError int too large to convert to float\n"
        "ValueError -inf + inf in fsum\n");
}

TEST_CASE("huge factorials and combinations are bounded by the step budget") {
  tfplay::session::RunResult r = run_small("import math\nmath.factorial(10**7)\n");
  REQUIRE(r.error);
  CHECK(r.error->type == "StepBudgetExceeded");
}

TEST_CASE("repetitions too large for the playground's memory raise MemoryError instead of exhausting it") {
  CHECK(out("try:\n    'ab' * 10**12\nexcept MemoryError as e:\n    print(repr(e))\nprint(len('' * 10**18), len(b'' * 10**18))\n") ==
        "MemoryError()\n0 0\n");
}

TEST_CASE("lists and tuples past 2**26 items, and failed allocations, raise a catchable MemoryError") {
  // The caps refuse before allocating (a 10**13-byte string included, which would otherwise
  // take minutes to fail); the MemoryError is raised in the innermost Python frame, so
  // `except MemoryError` sees it.
  const std::string src =
      "for f in [lambda: [None] * (2**26 + 1), lambda: (1, 2) * 2**26, lambda: 'x'.ljust(10**13)]:\n"
      "    try:\n        f()\n    except MemoryError as e:\n        print(repr(e))\n"
      "def grow():\n    return 'y'.rjust(10**13)\n"
      "grow()\n";
  auto r = run_program(src);
  CHECK(r.stdout_text == "MemoryError()\nMemoryError()\nMemoryError()\n");
  CHECK(r.stderr_text.find("in grow\n") != std::string::npos);
  CHECK(r.stderr_text.substr(r.stderr_text.size() - 12) == "MemoryError\n");
}

TEST_CASE("a RecursionError from the native guard leaves headroom for str() of the error, as CPython's") {
  // A recursive tf.function overflows the native guard; the error text built on the way out
  // calls str() on the RecursionError at that same depth.
  const std::string src =
      "import tensorflow as tf\n@tf.function\ndef f(n):\n    return f(n - 1) + 1\nf(tf.constant(3))\n";
  auto r = run_program(src);
  CHECK(r.stderr_text.find("str() failed") == std::string::npos);
  // (tf.function now stops the nested traces after 40 levels, function.cpp trace(), so the
  // RecursionError says where, as CPython's does for a call.)
  CHECK(r.stderr_text.find("    RecursionError: maximum recursion depth exceeded while calling a Python object\n") !=
        std::string::npos);
}

TEST_CASE("native recursion over deeply nested values raises RecursionError, as CPython's C recursion guard") {
  // Built with a step budget large enough for 5,000 levels; printed and compared through the
  // engine's C++ recursion (repr, ==, hash, nested native iterators).
  const std::string src =
      "a = b = t = ()\nit = iter([1])\nfor i in range(5000):\n    a, b, t, it = [a], [b], (t,), map(abs, it)\n"
      "for f in [lambda: repr(a), lambda: a == b, lambda: hash(t), lambda: list(it)]:\n"
      "    try:\n        f()\n    except RecursionError as e:\n        print(e)\n";
  CHECK(out(src) ==
        "maximum recursion depth exceeded while getting the repr of an object\n"
        "maximum recursion depth exceeded in comparison\n"
        "maximum recursion depth exceeded\nmaximum recursion depth exceeded\n");
}

TEST_CASE("a tf.function the program drops is still listed in the run result (fuzzer: use after free)") {
  // fuzz_eval found the session reading a freed Function when the snapshot of tf.functions
  // was taken after the program had rebound the only name referring to it.
  tfplay::session::RunResult r = run_small(
      "import tensorflow as tf\n@tf.function\ndef scale(x):\n    return x * 2\nscale(tf.constant(1))\nscale = None\n"
      "@tf.function\ndef scale(x):\n    return x\ndel scale\n");
  REQUIRE(r.functions.size() == 2);
  CHECK(r.functions[0].name == "scale");
  CHECK(r.functions[0].tracing_count == 1);
  CHECK(r.functions[1].tracing_count == 0);
}
