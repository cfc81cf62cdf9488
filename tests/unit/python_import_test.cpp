// The import system over an embedded package tree (tests/unit/python_packages, laid out as
// Keras is): packages and submodules, sys.modules, live module globals, circular and failed
// imports, relative imports, importlib. The expected texts are CPython 3.12's, checked by
// running the same programs with python3 over the same tree on disk (PYTHONPATH); CPython
// names the module's file where tfplay says "(unknown location)".
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "core/python/interpreter.h"
#include "core/python/modules.h"
#include "core/python/parser.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "tests/unit/python_packages.h"

namespace py = tfplay::py;

namespace {

/// Runs `source` as __main__ with the test packages importable; what it printed, then the
/// uncaught exception as "Type: message" (if any).
std::string run(const std::string& source) {
  auto module = py::parse_module(source);
  py::InterpreterOptions options;
  py::Interpreter interp(options);
  std::string out;
  interp.write = [&](std::string_view text, bool) { out += text; };
  interp.set_source(source);
  py::register_standard_modules(interp);
  interp.register_source_modules(tfplay::testing::test_python_packages());
  // A native module whose __path__ also holds kpkg/src, as tensorflow's holds keras/_tf_keras.
  interp.register_module("knative", [] { return py::Module("knative"); });
  interp.extend_package_path("knative", "kpkg.src");
  auto globals = std::make_shared<py::Scope>();
  globals->vars.set("__name__", py::Str("__main__"));
  interp.set_main_module(globals);
  try {
    interp.exec_module(*module, globals);
  } catch (py::PyError& err) {
    out += err.exc->cls->name + ": " + py::str(err.exc) + "\n";
  }
  globals->vars = py::AttrMap();
  return out;
}

}  // namespace

TEST_CASE("the embedded tree names modules by path: folders with __init__.py are packages") {
  bool found_package = false, found_module = false;
  for (const auto& m : tfplay::testing::test_python_packages()) {
    if (m.name == "kpkg.src.models") found_package = m.is_package;
    if (m.name == "kpkg.src.models.sequential") found_module = !m.is_package;
  }
  CHECK(found_package);
  CHECK(found_module);
}

TEST_CASE("a package tree imports as CPython's: submodules, parents first, classes report their module") {
  CHECK(run("import kpkg\n"
            "import sys\n"
            "m = kpkg.Sequential([kpkg.layers.Dense(2)])\n"
            "print(type(m))\n"
            "h = m.fit()\n"
            "print(type(h), repr(h).split(' at ')[0])\n"
            "print(kpkg.Sequential.__module__, kpkg.Sequential.fit.__module__, kpkg.Sequential.fit.__qualname__)\n"
            "from kpkg.layers import Dense\n"
            "import kpkg.layers\n"
            "from kpkg import layers\n"
            "print(Dense is layers.Dense is kpkg.layers.Dense, Dense.__module__)\n"
            "import kpkg.src.layers.core.dense\n"
            "print(kpkg.src.layers.core.dense.Dense is Dense, m.first_dense() is Dense)\n"
            "print([n for n in sys.modules if n.startswith('kpkg')])\n"
            "print(kpkg.__name__, kpkg.__package__, kpkg.src.models.sequential.__package__, kpkg.__doc__)\n"
            "print(kpkg.src.models.sequential.__name__, kpkg.__version__, sys.modules['kpkg.src.models'] is kpkg.src.models)\n") ==
        "<class 'kpkg.src.models.sequential.Sequential'>\n"
        "<class 'kpkg.src.callbacks.history.History'> <kpkg.src.callbacks.history.History object\n"
        "kpkg.src.models.sequential kpkg.src.models.sequential Sequential.fit\n"
        "True kpkg.src.layers.core.dense\n"
        "True True\n"
        "['kpkg.src', 'kpkg.src.layers', 'kpkg.src.layers.core', 'kpkg.src.layers.core.dense', 'kpkg.src.callbacks', "
        "'kpkg.src.callbacks.history', 'kpkg.src.models.sequential', 'kpkg.src.models', 'kpkg.layers', 'kpkg']\n"
        "kpkg kpkg kpkg.src.models A package laid out as Keras is: public names re-exported from kpkg.src.\n"
        "kpkg.src.models.sequential 1.0 True\n");
}

TEST_CASE("a module's attributes are its live globals") {
  CHECK(run("import kpkg.src.state as st\n"
            "st.x = 5\n"
            "print(st.read_x(), st.bump(), st.bump(), st.counter)\n"
            "st.counter = 10\n"
            "print(st.bump(), st.__dict__['counter'])\n"
            "st.__dict__['x'] = 7\n"
            "print(st.read_x(), st.__name__)\n") ==
        "5 1 2 2\n"
        "11 11\n"
        "7 kpkg.src.state\n");
}

TEST_CASE("a circular import sees the partly initialised module; a failed import leaves sys.modules") {
  CHECK(run("import sys\n"
            "try:\n"
            "    import kpkg.src.circular_a\n"
            "except ImportError as e:\n"
            "    print(type(e).__name__, e)\n"
            "print('kpkg.src.circular_a' in sys.modules, 'kpkg.src.circular_b' in sys.modules)\n"
            "try:\n"
            "    import kpkg.src.broken\n"
            "except ValueError as e:\n"
            "    print('ValueError', e)\n"
            "import kpkg.src\n"
            "print('kpkg.src.broken' in sys.modules, hasattr(kpkg.src, 'broken'))\n") ==
        "ImportError cannot import name 'X' from partially initialized module 'kpkg.src.circular_a' (most likely due "
        "to a circular import) (unknown location)\n"
        "False False\n"
        "ValueError broken on purpose\n"
        "False False\n");
}

TEST_CASE("relative imports resolve against the importing module's package") {
  CHECK(run("import kpkg.src.rel as rel\n"
            "print(rel.ONE, rel.TWO, rel.one.ONE, rel.inner.two.PACKAGE, rel.inner.two.Dense.__name__)\n"
            "try:\n"
            "    import kpkg.src.rel.inner.beyond\n"
            "except ImportError as e:\n"
            "    print(type(e).__name__, e)\n"
            "try:\n"
            "    from . import x\n"
            "except ImportError as e:\n"
            "    print(type(e).__name__, e)\n"
            "from kpkg.src.rel.one import *\n"
            "print(ONE, 'HIDDEN' in globals())\n") ==
        "1 2 1 kpkg.src.rel.inner Dense\n"
        "ImportError attempted relative import beyond top-level package\n"
        "ImportError attempted relative import with no known parent package\n"
        "1 False\n");
}

TEST_CASE("missing modules and names get importlib's errors; importlib.import_module; namespace packages") {
  CHECK(run("import importlib\n"
            "try:\n"
            "    import kpkg.nothere\n"
            "except ImportError as e:\n"
            "    print(type(e).__name__, e, e.name)\n"
            "try:\n"
            "    import kpkg.src.state.x\n"
            "except ImportError as e:\n"
            "    print(type(e).__name__, e)\n"
            "try:\n"
            "    from kpkg import nothere\n"
            "except ImportError as e:\n"
            "    print(type(e).__name__, e)\n"
            "print(importlib.import_module('kpkg.src.models').Sequential.__name__)\n"
            "print(importlib.import_module('.sequential', 'kpkg.src.models').__name__)\n"
            "print(importlib.import_module('..one', 'kpkg.src.rel.inner').ONE)\n"
            "import kpkg.src.callbacks\n"
            "print(kpkg.src.callbacks.__name__, kpkg.src.callbacks.history.History.__qualname__)\n") ==
        "ModuleNotFoundError No module named 'kpkg.nothere' kpkg.nothere\n"
        "ModuleNotFoundError No module named 'kpkg.src.state.x'; 'kpkg.src.state' is not a package\n"
        "ImportError cannot import name 'nothere' from 'kpkg' (unknown location)\n"
        "Sequential\n"
        "kpkg.src.models.sequential\n"
        "1\n"
        "kpkg.src.callbacks History\n");
}

TEST_CASE("a package path extended with another package's folder finds that package's modules under its own name") {
  CHECK(run("from knative.rel.inner.two import TWO, PACKAGE\n"
            "import knative.rel\n"
            "import sys\n"
            "print(TWO, PACKAGE, knative.rel.one.__name__, knative.rel.one is not sys.modules.get('kpkg.src.rel.one'))\n"
            "from knative.layers.core.dense import Dense\n"
            "print(Dense.__module__, 'kpkg.src.rel' in sys.modules)\n") ==
        "2 knative.rel.inner knative.rel.one True\n"
        "knative.layers.core.dense False\n");
}
