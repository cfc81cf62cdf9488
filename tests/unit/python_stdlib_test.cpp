// The standard-library modules tfplay writes in Python (core/python/stdlib/*.py) are embedded
// in the engine at build time: each must compile, without warnings, and import cleanly, or a
// learner's `import json` would fail in the shipped playground.
#include <doctest/doctest.h>

#include <vector>

#include "core/python/modules.h"
#include "core/python/parser.h"
#include "core/python/compile_warnings.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "tests/unit/run_program.h"

using tfplay::testing::run_program;

TEST_CASE("every embedded standard-library module compiles without warnings") {
  const auto& sources = tfplay::py::python_stdlib_sources();
  REQUIRE(sources.size() >= 10);
  for ([[maybe_unused]] const auto& [name, source, is_package] : sources) {
    CAPTURE(name);
    std::vector<tfplay::py::CompileWarning> warnings;
    try {
      auto module = tfplay::py::parse_module(source, &warnings);
      tfplay::py::collect_compile_warnings(*module, warnings);
    } catch (const tfplay::py::SyntaxErrorException& e) {
      FAIL(name << ".py line " << e.lineno << ": " << e.type << ": " << e.msg);
    }
    for (const auto& w : warnings) CHECK_MESSAGE(false, name << ".py:" << w.lineno << ": " << w.category << ": " << w.message);
  }
}

TEST_CASE("every embedded standard-library module imports") {
  for (const auto& m : tfplay::py::python_stdlib_sources()) {
    CAPTURE(m.name);
    auto out = run_program("import " + std::string(m.name) + "\nprint('ok')\n");
    CHECK(out.result.ok);
    CHECK(out.stdout_text == "ok\n");
    CHECK(out.stderr_text == "");
  }
}

TEST_CASE("a module that fails to compile is an ImportError in the program, not an engine error") {
  tfplay::py::InterpreterOptions options;
  tfplay::py::Interpreter interp(options);
  try {
    interp.exec_library_module("broken", "def f(:\n    pass\n");
    FAIL("no error");
  } catch (tfplay::py::PyError& err) {
    CHECK(err.exc->cls->name == "ImportError");
    CHECK(tfplay::py::str(err.exc).rfind("cannot import tfplay's module 'broken': SyntaxError at line 1: ", 0) == 0);
  }
}
