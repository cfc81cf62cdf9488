// The object model of core/python: big ints, hashes, set order, generators, dict views.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/python/bigint.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/set_order.h"
#include "tests/unit/run_program.h"

using namespace tfplay::py;
using tfplay::testing::run_program;

namespace {
std::string out(const std::string& src) {
  auto r = run_program(src);
  return r.stdout_text + r.stderr_text;
}
}  // namespace

TEST_CASE("ints overflow into big ints and back, with Python's division rules") {
  CHECK(out("print(2 ** 64, -2 ** 63 - 1, 2 ** 64 // 2 ** 60, (2 ** 70) % 7, -(2 ** 70) // 3)\n") ==
        "18446744073709551616 -9223372036854775809 16 2 -393530540239137101142\n");
  CHECK(out("x = 9223372036854775807\nx += 1\nx -= 1\nprint(x, type(x).__name__, x == 9223372036854775807)\n") ==
        "9223372036854775807 int True\n");
  CHECK(out("print(hash(2 ** 61 - 1), hash(2 ** 64), hash(-(2 ** 64)), hex(2 ** 70), f'{2 ** 70:,}')\n") ==
        "0 8 -8 0x400000000000000000 1,180,591,620,717,411,303,424\n");
  CHECK(out("print(10 ** 20 == 1e20, 2 ** 64 > 1.5e19, float(2 ** 100), int(1e20))\n") ==
        "True True 1.2676506002282294e+30 100000000000000000000\n");
}

TEST_CASE("big ints are flagged; small results are normalized back to the fast path") {
  Ref big = binary_op(ast::BinOpKind::Pow, Int(2), Int(100));
  CHECK(is_big(big.get()));
  Ref small = binary_op(ast::BinOpKind::FloorDiv, big, binary_op(ast::BinOpKind::Pow, Int(2), Int(98)));
  CHECK_FALSE(is_big(small.get()));
  CHECK(static_cast<IntObject*>(small.get())->value == 4);
  CHECK(repr(big) == "1267650600228229401496703205376");
}

TEST_CASE("hashes match CPython's for ints, floats and tuples") {
  CHECK(hash(Int(-1)) == static_cast<std::size_t>(-2));
  CHECK(hash(Float(1.5)) == 1152921504606846977ULL);
  CHECK(hash(Float(2.0)) == hash(Int(2)));
  CHECK(hash(Tuple({Int(1), Int(2)})) == static_cast<std::size_t>(-3550055125485641917LL));
  CHECK(hash(Tuple({})) == 5740354900026072187ULL);
}

TEST_CASE("sets iterate in CPython's hash-table order") {
  CHECK(out("print({3, 1, 2}, {10, 2, 33, 8}, set([100, 5, 64]), {-1, 0, 1})\n") ==
        "{1, 2, 3} {8, 33, 10, 2} {64, 100, 5} {0, 1, -1}\n");
  CHECK(out("s = set()\nfor i in range(20, 0, -3):\n    s.add(i)\nprint(s, sorted(s) == list(sorted(s)))\n") ==
        "{2, 5, 8, 11, 14, 17, 20} True\n");
}

TEST_CASE("generators run lazily and resume inside loops, try and with") {
  CHECK(out("def g():\n    print('start')\n    for i in range(2):\n        try:\n            yield i\n        finally:\n"
            "            print('fin', i)\n    return 'r'\nit = g()\nprint('made')\nprint(next(it))\nprint(list(it))\n") ==
        "made\nstart\n0\nfin 0\nfin 1\n[1]\n");
  CHECK(out("def acc():\n    total = 0\n    while True:\n        x = yield total\n        total += x\n"
            "a = acc()\nnext(a)\nprint(a.send(5), a.send(7))\n") == "5 12\n");
  CHECK(out("def inner():\n    yield 1\n    return 'done'\ndef outer():\n    r = yield from inner()\n    yield r\n"
            "print(list(outer()), sum(x * x for x in range(4)))\n") == "[1, 'done'] 14\n");
}

TEST_CASE("a StopIteration escaping a generator becomes RuntimeError (PEP 479)") {
  auto r = run_program("def g():\n    next(iter([]))\n    yield 1\nlist(g())\n");
  REQUIRE(r.result.error);
  CHECK(r.result.error->type == "RuntimeError");
  CHECK(r.result.error->message == "generator raised StopIteration");
}

TEST_CASE("dict views are live and print like CPython's") {
  CHECK(out("d = {'a': 1}\nk = d.keys()\nd['b'] = 2\nprint(k, d.values(), d.items(), 'b' in k, len(k))\n") ==
        "dict_keys(['a', 'b']) dict_values([1, 2]) dict_items([('a', 1), ('b', 2)]) True 2\n");
  CHECK(out("try:\n    {}.keys()[0]\nexcept TypeError as e:\n    print(e)\n") == "'dict_keys' object is not subscriptable\n");
}

TEST_CASE("NameError and AttributeError tracebacks suggest close names") {
  auto r = run_program("values = 1\nprint(valeus)\n");
  CHECK(r.stderr_text.find("NameError: name 'valeus' is not defined. Did you mean: 'values'?") != std::string::npos);
  r = run_program("class P:\n    def __init__(self):\n        self.total = 0\nP().totl\n");
  CHECK(r.stderr_text.find("Did you mean: 'total'?") != std::string::npos);
  r = run_program("math.pi\n");
  CHECK(r.stderr_text.find("NameError: name 'math' is not defined. Did you forget to import 'math'") != std::string::npos);
}

namespace {
// A value whose destructor records how deeply destructions were nested when it ran.
struct TrashProbe : NativeObject {
  Ref inner;
  static inline int destroyed = 0;
  static inline int deepest = 0;
  TrashProbe(Ref next) : NativeObject(T().object), inner(std::move(next)) {}
  ~TrashProbe() override {
    ++destroyed;
    deepest = std::max(deepest, trashcan::depth);
  }
};
}  // namespace

TEST_CASE("the trashcan frees a chain a million objects deep with at most kTrashcanDepth nested destructors") {
  TrashProbe::destroyed = TrashProbe::deepest = 0;
  Ref head;
  for (int i = 0; i < 1000000; ++i) head = make_object<TrashProbe>(head);
  head = nullptr;
  CHECK(TrashProbe::destroyed == 1000000);
  CHECK(TrashProbe::deepest <= kTrashcanDepth);
  CHECK(TrashProbe::deepest >= kTrashcanDepth - 1);  // the chain did nest up to the limit
  CHECK(trashcan::depth == 0);
  // Lists and tuples (the runtime's constructors use make_object) nest the same way.
  Ref x = List();
  for (int i = 0; i < 1000000; ++i) x = i % 2 ? List({x}) : Tuple({x, None()});
  x = nullptr;
  CHECK(trashcan::depth == 0);
}

TEST_CASE("deep structures are freed by del and at the end of the run without overflowing the stack") {
  // Before the trashcan, each of these overflowed the native stack in recursive destructors.
  CHECK(out("x = []\nfor _ in range(200000):\n    x = [x]\ndel x\n"
            "class N:\n    pass\nhead = None\nfor _ in range(300000):\n    n = N()\n    n.next = head\n    head = n\n"
            "del head, n\nprint('freed')\n"
            "d = {}\nfor _ in range(150000):\n    d = {'k': d}\n"
            "def link(prev):\n    return lambda: prev\nf = None\nfor _ in range(150000):\n    f = link(f)\n"
            "keep = []\nfor _ in range(200000):\n    keep = [keep]\nprint('done')\n") == "freed\ndone\n");
}

TEST_CASE("instances of subclasses of built-in value types keep their base's layout and behaviour") {
  // A list subclass instance is a ListObject whose type is the subclass: list's methods work on
  // it in place, and the protocols serve it as a list unless the class overrides the method.
  CHECK(out("class Stack(list):\n    pass\ns = Stack([1, 2])\ns.append(3)\ns += [4]\n"
            "print(s, len(s), s[1:], type(s[1:]).__name__, type(s).__name__, s == [1, 2, 3, 4])\n") ==
        "[1, 2, 3, 4] 4 [2, 3, 4] list Stack True\n");
  CHECK(out("class Count(int):\n    def __repr__(self):\n        return 'C'\n"
            "print(Count(2) + 1, type(Count(2) * 3).__name__, Count(2), f'{Count(2)}', f'{Count(2):03d}', [Count(1)])\n") ==
        "3 int C C 002 [C]\n");
  CHECK(out("class Upper(str):\n    def __new__(cls, s):\n        return super().__new__(cls, s.upper())\n"
            "u = Upper('ab')\nprint(u, repr(u), type(u.lower()).__name__, {u: 1}['AB'], hash(u) == hash('AB'))\n") ==
        "AB 'AB' str 1 True\n");
  CHECK(out("class Tags(set):\n    pass\nprint(Tags([2, 1]), Tags(), type(Tags([1]) | {2}).__name__)\n") ==
        "Tags({1, 2}) Tags() set\n");
}

TEST_CASE("value subclass layout: base_value unwraps, value_base names the base") {
  CHECK(T().list->value_base == T().list);
  CHECK(T().bool_->value_base == nullptr);
  CHECK(T().bool_->final_type);
  Ref exact = List({Int(1)});
  CHECK(base_value(exact) == exact);  // exact values are returned as they are
}

TEST_CASE("bad bases and layout conflicts raise CPython's TypeErrors") {
  CHECK(out("try:\n    class B(bool):\n        pass\nexcept TypeError as e:\n    print(e)\n") ==
        "type 'bool' is not an acceptable base type\n");
  CHECK(out("try:\n    class B(int, str):\n        pass\nexcept TypeError as e:\n    print(e)\n") ==
        "multiple bases have instance lay-out conflict\n");
  CHECK(out("class F(float):\n    def __init__(self, v, unit):\n        self.unit = unit\n"
            "try:\n    F(1.0, 'C')\nexcept TypeError as e:\n    print(e)\n") ==
        "float expected at most 1 argument, got 2\n");
}

TEST_CASE("class bodies look up names they assign in the class, globals, then builtins") {
  CHECK(out("x = 'g'\ndef f():\n    x = 'l'\n    y = 'l'\n    class A:\n        a = x\n        x = 1\n        b = y\n"
            "    return A\nA = f()\nprint(A.a, A.b)\n") == "g l\n");
}

TEST_CASE("locals(), vars() and globals() without arguments") {
  CHECK(out("print(locals() is globals(), vars() is globals())\nglobals()['z'] = 3\nprint(z)\n") == "True True\n3\n");
  CHECK(out("def f(a, *r, k=1, **kw):\n    b = 2\n    def g():\n        return b\n    return locals()\n"
            "print(list(f(0)))\n") == "['a', 'k', 'r', 'kw', 'g', 'b']\n");
  CHECK(out("class K:\n    p = 1\n    locals()['q'] = 2\nprint(K.q)\n") == "2\n");
}
