// Deferred def bodies of library modules (parse_library_module, tokenize_deferring_bodies,
// parse_deferred_body): once every deferred body is parsed, a module's AST is the one
// parse_module builds, positions included, for every module tfplay ships.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/keras/sources.h"
#include "core/python/ast_dump.h"
#include "core/python/interpreter.h"
#include "core/python/lexer.h"
#include "core/python/modules.h"
#include "core/python/parser.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace py = tfplay::py;

namespace {

/// Parses every deferred body in `body` (defs, and the classes and statements around them);
/// returns how many there were.
int load_all(const py::ast::StmtList& body) {
  int loaded = 0;
  for (const auto& s : body) {
    if (s->kind == py::ast::StmtKind::FunctionDef && s->lazy) {
      py::parse_deferred_body(*s);
      ++loaded;
    }
    loaded += load_all(s->body) + load_all(s->orelse) + load_all(s->finalbody);
    for (const auto& h : s->handlers) loaded += load_all(h.body);
  }
  return loaded;
}

/// The tokens tokenize_deferring_bodies gives, comments and NLs left out: a name's text, else
/// the kind's name.
std::string kinds(std::string_view source) {
  std::string out;
  for (const py::Token& t : py::tokenize_deferring_bodies(source).tokens) {
    if (t.kind == py::TokenKind::Comment || t.kind == py::TokenKind::NL) continue;
    if (!out.empty()) out += ' ';
    out += t.kind == py::TokenKind::Name ? std::string(t.text) : py::token_kind_name(t.kind);
  }
  return out;
}

std::string same_as_eager(std::string_view source) {
  std::string eager = py::dump(*py::parse_module(source), py::DumpOptions{true});
  auto lazy = py::parse_library_module(source);
  if (load_all(lazy->body) == 0) return "nothing deferred";
  std::string loaded = py::dump(*lazy, py::DumpOptions{true});
  return loaded == eager ? "" : "eager:\n" + eager + "\nlazy:\n" + loaded;
}

}  // namespace

TEST_CASE("the lexer leaves a def's body as one BODY token, after a docstring line") {
  CHECK(kinds("def f(a):\n    x = a\n    return x\ny = 1\n") ==
        "def f LPAR a RPAR COLON NEWLINE INDENT BODY DEDENT y EQUAL NUMBER NEWLINE ENDMARKER");
  CHECK(kinds("def f():\n    '''doc'''\n    # note\n    return 1\n") ==
        "def f LPAR RPAR COLON NEWLINE INDENT STRING NEWLINE BODY DEDENT ENDMARKER");
  // Only a docstring: nothing to defer.
  CHECK(kinds("def f():\n    'doc'\n") == "def f LPAR RPAR COLON NEWLINE INDENT STRING NEWLINE DEDENT ENDMARKER");
  // Methods, and a def inside an `if`, are deferred; a one-line body is not.
  CHECK(kinds("class A:\n    def m(self):\n        if x:\n            pass\n    def n(self): pass\n") ==
        "class A COLON NEWLINE INDENT def m LPAR self RPAR COLON NEWLINE INDENT BODY DEDENT "
        "def n LPAR self RPAR COLON pass NEWLINE DEDENT ENDMARKER");
}

TEST_CASE("a generator's body is scanned whole, with its nested defs, and defs after it are deferred again") {
  CHECK(kinds("def g():\n    def h():\n        return 1\n    yield h\nclass A:\n    def m(self):\n        return 2\n") ==
        "def g LPAR RPAR COLON NEWLINE INDENT def h LPAR RPAR COLON NEWLINE INDENT return NUMBER NEWLINE "
        "DEDENT yield h NEWLINE DEDENT class A COLON NEWLINE INDENT def m LPAR self RPAR COLON NEWLINE "
        "INDENT BODY DEDENT DEDENT ENDMARKER");
}

TEST_CASE("a deferred body parses to the AST parse_module builds, at the same lines and columns") {
  const char* sources[] = {
      "def f(a, b=1):\n    '''Doc.'''\n\n    # comment\n    if a:\n        return [x for x in b]\n    return (\n  a +\n b)\n",
      "class A(B):\n    x = 1\n    def m(self, *a, **k) -> int:\n        s = '''multi\nline'''\n        return super().m(s)\n\n\n"
      "    @property\n    def p(self):\n        return f\"{self.x!r:>{4}}\"\n",
      "def outer():\n    y = 1\n    def inner():\n        nonlocal y\n        y += 1\n    return inner\n",
      "def last():\n    return 1",  // no final newline
      // What the lexer's skimming of a body must see through: strings holding '#', quotes and
      // brackets, brackets and strings spanning less indented lines, continuations, f-strings
      // with fields (nested quotes included), comments, and a name that only starts like yield.
      "def s(a):\n    x = ['#', \"'\", '\\'', \"(\",\n  ')']\n    y = '''\nnot indented \"\"\" '''\n"
      "    z = 1 + \\\n2  # ) comment\n    w = f\"{a['k']!r} {f'{a}'} {{\"\n    yields = rb'\\d' + br\"x\"\n"
      "    return {k: (v,\n) for k, v in a}\nclass C:\n    pass\n",
  };
  for (const char* source : sources) {
    CAPTURE(source);
    CHECK(same_as_eager(source) == "");
  }
}

TEST_CASE("a deferred body's syntax error names its line in the module") {
  // (The tokenizer's own errors are raised by parse_library_module, as by parse_module.)
  auto m = py::parse_library_module("x = 1\n\ndef f():\n    return 1\n    y = = 2\n");
  REQUIRE(m->body[1]->lazy);
  try {
    py::parse_deferred_body(*m->body[1]);
    FAIL("no error");
  } catch (const py::SyntaxErrorException& e) {
    CHECK(e.lineno == 5);
    CHECK(e.text == "    y = = 2");
  }
  // The def is left as it was: the next use fails the same way.
  CHECK(m->body[1]->body.empty());
  CHECK_THROWS_AS(py::parse_deferred_body(*m->body[1]), py::SyntaxErrorException);
}

TEST_CASE("a library function runs its deferred body, and one that does not compile raises SyntaxError") {
  py::InterpreterOptions options;
  py::Interpreter interp(options);
  py::Ref m = interp.exec_library_module("lazy_mod", "def f(a, b=2):\n    '''Adds.'''\n    c = a + b\n    return c\n\n"
                                                     "def g():\n    return = 1\n");
  py::Ref f = py::getattr(m, "f");
  CHECK(py::str(py::getattr(f, "__doc__")) == "Adds.");
  CHECK(py::str(py::call(f, std::vector<py::Ref>{py::Int(1)})) == "3");
  CHECK(py::str(py::getattr(py::getattr(f, "__code__"), "co_varnames")) == "('a', 'b', 'c')");
  try {
    py::call(py::getattr(m, "g"), std::vector<py::Ref>{});
    FAIL("no error");
  } catch (py::PyError& err) {
    CHECK(err.exc->cls->name == "SyntaxError");
  }
}

TEST_CASE("every module tfplay ships parses the same with deferred bodies") {
  std::vector<py::EmbeddedModule> modules = py::python_stdlib_sources();
  for (const auto& m : tfplay::keras::keras_sources()) modules.push_back(m);
  int deferred = 0;
  for (const auto& m : modules) {
    CAPTURE(m.name);
    std::string eager = py::dump(*py::parse_module(m.source), py::DumpOptions{true});
    auto lazy = py::parse_library_module(m.source);
    deferred += load_all(lazy->body);
    CHECK(py::dump(*lazy, py::DumpOptions{true}) == eager);
  }
  CHECK(deferred > 1000);
}
