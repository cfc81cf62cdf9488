// The scope analysis (core/python/symtable.cpp): which Names become slot loads, global loads or
// searches by name, and which slots a function's parameters get.
#include <doctest/doctest.h>

#include <string>

#include "core/python/parser.h"
#include "core/python/symtable.h"

namespace py = tfplay::py;
namespace ast = tfplay::py::ast;

namespace {

// The first Name node called `id` in a depth-first walk of `e`.
const ast::Expr* find_name(const ast::Expr* e, const std::string& id) {
  if (!e) return nullptr;
  if (e->kind == ast::ExprKind::Name && e->id == id) return e;
  for (const ast::Expr* child : {e->left.get(), e->right.get(), e->third.get()})
    if (const ast::Expr* hit = find_name(child, id)) return hit;
  for (const auto& x : e->elts)
    if (const ast::Expr* hit = find_name(x.get(), id)) return hit;
  for (const auto& g : e->generators) {
    for (const ast::Expr* child : {g.target.get(), g.iter.get()})
      if (const ast::Expr* hit = find_name(child, id)) return hit;
  }
  return nullptr;
}

// The value of the `return` that is the last statement of `def`'s body.
const ast::Expr* returned(const ast::Stmt& def) { return def.body.back()->value.get(); }

}  // namespace

TEST_CASE("a function's parameters take the first slots, then its locals in order of appearance") {
  auto m = py::parse_module("def f(a, b=1, *args, c, **kw):\n    z = 1\n    y = 2\n    return a + y + g\n");
  py::resolve_module(*m);
  const ast::Stmt& f = *m->body[0];
  REQUIRE(f.code);
  CHECK(f.code->slot_names == std::vector<std::string>{"a", "b", "args", "c", "kw", "z", "y"});
  const ast::Expr* ret = returned(f);
  const ast::Expr* a = find_name(ret, "a");
  const ast::Expr* y = find_name(ret, "y");
  const ast::Expr* g = find_name(ret, "g");
  CHECK(a->access == ast::NameAccess::Fast);
  CHECK(a->slot == 0);
  CHECK(a->slot_owner == f.code.get());
  CHECK(y->access == ast::NameAccess::Fast);
  CHECK(y->slot == 6);
  CHECK(g->access == ast::NameAccess::Global);
}

TEST_CASE("free, nonlocal and declared-global names are found as CPython's compiler finds them") {
  auto m = py::parse_module(
      "def outer():\n"
      "    n = 0\n"
      "    def inner():\n"
      "        global top\n"
      "        return n + top + len\n"
      "    def bump():\n"
      "        nonlocal n\n"
      "        return n\n"
      "    return inner\n");
  py::resolve_module(*m);
  const ast::Stmt& outer = *m->body[0];
  const ast::Stmt& inner = *outer.body[1];
  const ast::Stmt& bump = *outer.body[2];
  const ast::Expr* ret = returned(inner);
  // `n` is a cell of outer's frame; inner and bump hold it in their one free-variable slot.
  const ast::Expr* n = find_name(ret, "n");
  CHECK(n->access == ast::NameAccess::Deref);
  CHECK(n->slot == 0);
  CHECK(n->slot_owner == inner.code.get());
  CHECK(find_name(ret, "top")->access == ast::NameAccess::Global);
  CHECK(find_name(ret, "len")->access == ast::NameAccess::Global);
  CHECK(find_name(returned(bump), "n")->access == ast::NameAccess::Deref);
  CHECK(inner.code->slot_names == std::vector<std::string>{"n"});
  CHECK(inner.code->freevars == std::vector<std::string>{"n"});
  CHECK(inner.code->free_begin == 0);
  CHECK(outer.code->slot_names == std::vector<std::string>{"n", "inner", "bump"});
  CHECK(outer.code->cell_slots == std::vector<std::uint32_t>{0});
  CHECK(outer.code->freevars.empty());
  CHECK(find_name(outer.body[0]->targets[0].get(), "n")->access == ast::NameAccess::Deref);  // n = 0
}

TEST_CASE("a free variable passes through the blocks between its use and its binding, classes excepted") {
  auto m = py::parse_module(
      "def outer(p):\n"
      "    def middle():\n"
      "        class K:\n"
      "            def method(self):\n"
      "                return p\n"
      "        return [lambda: p for _ in range(2)]\n"
      "    return middle\n");
  py::resolve_module(*m);
  const ast::Stmt& outer = *m->body[0];
  const ast::Stmt& middle = *outer.body[0];
  const ast::Stmt& cls = *middle.body[0];
  const ast::Stmt& method = *cls.body[0];
  CHECK(outer.code->cell_slots == std::vector<std::uint32_t>{0});  // the parameter p
  CHECK(middle.code->freevars == std::vector<std::string>{"p"});
  CHECK(cls.code->slot_names.empty());  // class bodies pass nothing: methods take the cell from middle
  CHECK(method.code->freevars == std::vector<std::string>{"p"});
  CHECK(method.code->slot_names == std::vector<std::string>{"self", "p"});
  CHECK(find_name(returned(method), "p")->access == ast::NameAccess::Deref);
  CHECK(find_name(returned(method), "p")->slot == 1);
  const ast::Expr* comp = returned(middle);
  CHECK(comp->code->freevars == std::vector<std::string>{"p"});  // passes p on to the lambda
  const ast::Expr* lambda = comp->left.get();
  CHECK(lambda->code->freevars == std::vector<std::string>{"p"});
  CHECK(find_name(lambda->left.get(), "p")->access == ast::NameAccess::Deref);
}

TEST_CASE("comprehensions get their own slots; class bodies and the module stay dict-based") {
  auto m = py::parse_module(
      "class A:\n"
      "    w = 3\n"
      "    rows = [r * w for r in range(w)]\n"
      "x = [i for i in range(3)]\n");
  py::resolve_module(*m);
  const ast::Stmt& cls = *m->body[0];
  CHECK(cls.code->slot_names.empty());
  const ast::Expr* comp = cls.body[1]->value.get();
  REQUIRE(comp->code);
  CHECK(comp->code->slot_names == std::vector<std::string>{"r"});
  // The first iterable runs in the class body; inside, `w` is not the class's: a global.
  CHECK(find_name(comp->generators[0].iter.get(), "w")->access == ast::NameAccess::Dynamic);
  CHECK(find_name(comp->left.get(), "w")->access == ast::NameAccess::Global);
  CHECK(find_name(comp->left.get(), "r")->access == ast::NameAccess::Fast);
  CHECK(m->body[1]->targets[0]->access == ast::NameAccess::Global);
}
