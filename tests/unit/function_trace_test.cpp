// tf.function's trace cache: keys, dispatch, input signatures and the run result's cache table.
#include <doctest/doctest.h>

#include "tests/unit/run_program.h"

using tfplay::testing::run_program;

TEST_CASE("Python literals key traces by value with Python's == (2 and 2.0 share a trace)") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x, y):\n"
      "    print('trace', y)\n"
      "    return x\n"
      "x = tf.constant(1)\n"
      "f(x, 2.0)\nf(x, 2)\nf(x, y=2)\nf(x, True)\nf(x, 1)\n"
      "print(f.experimental_get_tracing_count())\n");
  CHECK(r.stdout_text == "trace 2.0\ntrace True\n2\n");
  REQUIRE(r.result.functions.size() == 1);
  CHECK(r.result.functions[0].concretes[0].calls == 3);
  CHECK(r.result.functions[0].concretes[1].reason == "y: Literal[2.0] -> Literal[True]");
}

TEST_CASE("the ledger: three concrete functions serving 2, 1 and 1 calls") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def scaled(x, factor):\n"
      "    print('TRACE', x.shape, factor)\n"
      "    tf.print('RUN', tf.shape(x), factor)\n"
      "    return x * factor\n"
      "a = tf.constant([1, 2], dtype=tf.int32)\n"
      "b = tf.constant([8, 9], dtype=tf.int32)\n"
      "c = tf.constant([1, 2, 3, 4], dtype=tf.int32)\n"
      "scaled(a, 2)\nscaled(b, 2)\nscaled(c, 2)\nscaled(c, 3)\n");
  CHECK(r.stdout_text == "TRACE (2,) 2\nTRACE (4,) 2\nTRACE (4,) 3\n");
  CHECK(r.stderr_text == "RUN [2] 2\nRUN [2] 2\nRUN [4] 2\nRUN [4] 3\n");
  const auto& f = r.result.functions.at(0);
  CHECK(f.name == "scaled");
  CHECK(f.tracing_count == 3);
  REQUIRE(f.concretes.size() == 3);
  CHECK(f.concretes[0].calls == 2);
  CHECK(f.concretes[1].calls == 1);
  CHECK(f.concretes[2].calls == 1);
  CHECK(f.concretes[0].signature == "(x: TensorSpec(shape=(2,), dtype=tf.int32, name=None), factor: Literal[2])");
  CHECK(f.concretes[1].reason == "x: shape (2,) -> (4,)");
  CHECK(f.concretes[2].traced_at_call == 4);
  // Each print carries its clock: trace-time prints and graph-time tf.prints.
  int trace_prints = 0, graph_prints = 0;
  for (const auto& e : r.result.events) {
    if (e.kind == "print" && e.clock == "trace") ++trace_prints;
    if (e.kind == "tfprint" && e.clock == "graph") ++graph_prints;
  }
  CHECK(trace_prints == 3);
  CHECK(graph_prints == 4);
}

TEST_CASE("a (None,) trace serves other lengths; a signature rejects other ranks and dtypes") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function(input_signature=[tf.TensorSpec([None], tf.float32)])\n"
      "def f(x):\n"
      "    print(x)\n"
      "    return x\n"
      "f(tf.constant([1.0]))\nf(tf.constant([1.0, 2.0]))\nf([3.0, 4.0, 5.0])\n"
      "try:\n    f(tf.constant([1, 2]))\nexcept TypeError as e:\n    print(type(e).__name__)\n"
      "print(f.experimental_get_tracing_count())\n");
  CHECK(r.stdout_text == "Tensor(\"x:0\", shape=(None,), dtype=float32)\nTypeError\n1\n");
}

TEST_CASE("reduce_retracing generalizes shapes within a rank, and only on a miss") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function(reduce_retracing=True)\n"
      "def f(x):\n"
      "    print(x.shape)\n"
      "    return x\n"
      "f(tf.constant([1, 2]))\nf(tf.constant([1, 2, 3]))\nf(tf.constant([1, 2, 3, 4]))\nf(tf.constant([1, 2]))\n"
      "f(tf.constant([[1, 2]]))\nf(tf.constant(1.0))\n"
      "print(f.experimental_get_tracing_count())\n");
  CHECK(r.stdout_text == "(2,)\n(None,)\n<unknown>\n()\n4\n");
}

TEST_CASE("eager and graph execution of the same ops agree") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "def body(x, y):\n"
      "    return [x + y, x - y, x * y, x / y, x // y, x % y, -x, tf.reduce_sum(x), tf.reduce_mean(y)]\n"
      "g = tf.function(body)\n"
      "x = tf.constant([7.0, -3.0, 2.5])\ny = tf.constant([2.0, 4.0, -1.0])\n"
      "for e, t in zip(body(x, y), g(x, y)):\n"
      "    print(bool(tf.reduce_all(e == t)), e.dtype == t.dtype, e.shape == t.shape)\n");
  CHECK(r.result.ok);
  std::string expected;
  for (int i = 0; i < 9; ++i) expected += "True True True\n";
  CHECK(r.stdout_text == expected);
}

TEST_CASE("object addresses are deterministic per run and CPython-like") {
  const std::string program =
      "import tensorflow as tf\n"
      "def f(x):\n"
      "    return x\n"
      "g = tf.function(f)\n"
      "print(f)\n"
      "print(id(f) == id(f), hex(id(f)))\n"
      "print(repr(g.get_concrete_function(1)).split(' at ')[1])\n";
  auto first = run_program(program);
  auto second = run_program(program);
  CHECK(first.stdout_text ==
        "<function f at 0x7f0000000010>\nTrue 0x7f0000000010\n0x7F0000000020>\n");
  CHECK(second.stdout_text == first.stdout_text);
}

TEST_CASE("tf.function on a method: one Function per instance, self frozen at trace time") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "class M:\n"
      "    def __init__(self, k):\n"
      "        self.k = k\n"
      "    @tf.function\n"
      "    def f(self, x):\n"
      "        print('trace', self.k)\n"
      "        return x * self.k\n"
      "a, b = M(2), M(3)\n"
      "a.f(tf.constant(1)); a.k = 5; print(a.f(tf.constant(1)).numpy()); b.f(tf.constant(1))\n"
      "print(a.f is a.f, a.f.experimental_get_tracing_count(), b.f.experimental_get_tracing_count())\n");
  CHECK(r.stdout_text == "trace 2\n2\ntrace 3\nTrue 1 1\n");
}

TEST_CASE("graph execution counts against the step budget: executed nodes, not only loop iterations") {
  tfplay::session::RunOptions options;
  options.max_steps = 20000;
  // An endless tensor while loop stops with the budget error.
  tfplay::session::Session endless;
  auto r = endless.run(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x):\n"
      "    while x > 0:\n"
      "        x = x + 1\n"
      "    return x\n"
      "f(tf.constant(1))\n",
      options);
  REQUIRE(r.error);
  CHECK(r.error->type == "StepBudgetExceeded");
  // 5000 iterations run several nodes each: more than 20000 steps, as the same loop in Python.
  tfplay::session::Session bounded;
  r = bounded.run(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def g(n):\n"
      "    i = tf.constant(0)\n"
      "    while i < n:\n"
      "        i = i + 1\n"
      "    return i\n"
      "g(tf.constant(5000))\n",
      options);
  REQUIRE(r.error);
  CHECK(r.error->type == "StepBudgetExceeded");
}

TEST_CASE("why traced: the changes from the nearest trace, a dtype change listed with a shape change") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x, n):\n"
      "    return x * n\n"
      "i = tf.constant([1, 2])\n"
      "x = tf.constant([1.0, 2.0])\n"
      "f(i, 2)\nf(x, 2)\nf(i, 3)\n"
      "f(tf.constant([1, 2, 3]), 2)\n"
      "f(tf.constant([1.0, 2.0, 3.0]), 5)\n"
      "f(tf.constant([1, 2, 3, 4]), 7)\n");
  const auto& c = r.result.functions.at(0).concretes;
  REQUIRE(c.size() == 6);
  CHECK(c[0].reason == "first call");
  CHECK(c[1].reason == "x: dtype int32 -> float32");
  // Only n differs from trace #0; trace #1 differs in x too.
  CHECK(c[2].reason == "n: Literal[2] -> Literal[3]");
  CHECK(c[3].reason == "x: shape (2,) -> (3,)");
  // #3 (int32 (3,), 2) differs in x's dtype and n, #1 (float32 (2,), 2) in x's shape and n:
  // equally near, so the latest wins.
  CHECK(c[4].reason == "x: dtype int32 -> float32; n: Literal[2] -> Literal[5]");
  // #0, #2 and #3 each differ in x's shape and in n; #1 and #4 in x's dtype too: the latest of
  // the nearest is #3.
  CHECK(c[5].reason == "x: shape (3,) -> (4,); n: Literal[2] -> Literal[7]");
}

TEST_CASE("why traced: a structure of the same form names the parts that changed by their paths") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(data, opts):\n"
      "    return data[0]\n"
      "f((tf.ones([16, 4]), tf.ones([16, 1])), {'k': 1, 'm': tf.ones([2])})\n"
      "f((tf.ones([32, 4]), tf.ones([32, 1])), {'k': 1, 'm': tf.ones([2])})\n"
      "f((tf.ones([32, 4]), tf.ones([32, 1])), {'k': 2, 'm': tf.ones([2], tf.int32)})\n"
      "f((tf.ones([32, 4]),), {'k': 1, 'm': tf.ones([2])})\n"
      "@tf.function\n"
      "def g(it):\n"
      "    return next(it)\n"
      "g(iter(tf.data.Dataset.from_tensor_slices((tf.ones([4, 2]), tf.ones([4]))).batch(2)))\n"
      "g(iter(tf.data.Dataset.from_tensor_slices((tf.ones([4, 3]), tf.ones([4]))).batch(2)))\n");
  const auto& c = r.result.functions.at(0).concretes;
  REQUIRE(c.size() == 4);
  CHECK(c[1].reason == "data[0]: shape (16, 4) -> (32, 4); data[1]: shape (16, 1) -> (32, 1)");
  CHECK(c[2].reason == "opts['k']: Literal[1] -> Literal[2]; opts['m']: dtype float32 -> int32");
  // Tuples of different lengths: the whole of both.
  CHECK(c[3].reason.rfind("data: Tuple[TensorSpec(shape=(32, 4), dtype=tf.float32, name=None), ", 0) == 0);
  const auto& it = r.result.functions.at(1).concretes;
  REQUIRE(it.size() == 2);
  CHECK(it[1].reason == "it element[0]: shape (None, 2) -> (None, 3)");
}

TEST_CASE("why traced: a dtype change does not hide a shape change of the same argument") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x):\n"
      "    return x\n"
      "f(tf.constant([1.0, 2.0]))\nf(tf.constant([1, 2, 3]))\n");
  CHECK(r.result.functions.at(0).concretes.at(1).reason == "x: dtype float32 -> int32, shape (2,) -> (3,)");
}

TEST_CASE("op result namedtuples (TopKV2, Unique) belong to the run, so a later run can use them again") {
  // The page runs many programs in one engine: a type cached across runs would call Python code
  // of a `collections` module the earlier run freed (found by the evaluator fuzzer under ASan).
  const std::string program =
      "import tensorflow as tf\n"
      "r = tf.math.top_k([1, 5, 3], k=2)\n"
      "u = tf.unique([2, 2, 1])\n"
      "print(type(r).__name__, r.indices.numpy().tolist(), type(u).__name__, u.y.numpy().tolist())\n";
  for (int i = 0; i < 3; ++i) {
    auto r = run_program(program);
    REQUIRE_FALSE(r.result.error);
    CHECK(r.stdout_text == "TopKV2 [1, 2] Unique [2, 1]\n");
  }
}

TEST_CASE("input_signature: a defaulted parameter is constrained to Literal[default], and get_concrete_function binds it") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function(input_signature=[tf.TensorSpec([], tf.int32)])\n"
      "def f(x, scale=2):\n"
      "    print('trace', scale)\n"
      "    return x * scale\n"
      "cf = f.get_concrete_function()\n"
      "print(cf.structured_input_signature)\n"
      "print(f(tf.constant(3), 2.0))\n"
      "try:\n    f(tf.constant(3), 5)\nexcept TypeError as e:\n    print(str(e)[:80])\n"
      "print(f.experimental_get_tracing_count())\n");
  CHECK(r.stdout_text ==
        "trace 2\n((TensorSpec(shape=(), dtype=tf.int32, name='x'), 2), {})\ntf.Tensor(6, shape=(), dtype=int32)\n"
        "Binding inputs to tf.function failed due to `Can not cast 5 to Literal[2]`. Rece\n1\n");
  CHECK(!r.result.error);
}

TEST_CASE("input_signature with *args: positional-only xs_0, xs_1 in the signature text") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function(input_signature=[tf.TensorSpec([], tf.int32)] * 2)\n"
      "def f(*xs):\n"
      "    return xs[0] + xs[1]\n"
      "print(f(1, 2))\n"
      "print(f.get_concrete_function())\n");
  CHECK(r.stdout_text.find("tf.Tensor(3, shape=(), dtype=int32)\n") == 0);
  CHECK(r.stdout_text.find("  xs_1 (POSITIONAL_ONLY): TensorSpec(shape=(), dtype=tf.int32, name=None)\n") != std::string::npos);
}

TEST_CASE("equal but distinct hashable objects share a trace (Weakref equality compares the referents with ==)") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "from dataclasses import dataclass\n"
      "@dataclass(frozen=True)\n"
      "class Cfg:\n    k: int = 1\n"
      "@tf.function\n"
      "def g(x, c):\n    return x * c.k\n"
      "a = Cfg()\n"
      "g(tf.constant(1), a)\ng(tf.constant(1), Cfg())\ng(tf.constant(1), Cfg(2))\n"
      "print(g.experimental_get_tracing_count())\n");
  CHECK(r.stdout_text == "2\n");
  REQUIRE(r.result.functions.size() == 1);
  CHECK(r.result.functions[0].concretes[0].calls == 2);
}

TEST_CASE("jit_compile=True refuses ops without an XLA kernel when called, and runs XLA-compilable graphs") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function(jit_compile=True)\n"
      "def f(x):\n"
      "    tf.print('x =', x)\n"
      "    return x * 2\n"
      "cf = f.get_concrete_function(tf.TensorSpec([], tf.float32))\n"
      "try:\n    f(tf.constant(2.0))\nexcept NotImplementedError as e:\n    print(str(e)[:120])\n"
      "@tf.function(jit_compile=True)\n"
      "def g(x):\n    return tf.unique(x).y\n"
      "try:\n    g(tf.constant([1, 1]))\nexcept NotImplementedError as e:\n    print('Unique' in str(e))\n"
      "print(tf.function(lambda x: x + 1, jit_compile=True)(tf.constant(1)))\n");
  CHECK(r.stdout_text ==
        "tfplay cannot run f with jit_compile=True: its graph has ops XLA cannot compile (StringFormat, PrintV2). TF's XLA "
        "compil\nTrue\ntf.Tensor(2, shape=(), dtype=int32)\n");
  CHECK(r.stderr_text.empty());
}

TEST_CASE("arguments that subclass built-in types trace as TF's trace_type.from_value types them") {
  // from_value (trace_type_builder.py): isinstance(list) -> List; an int subclass cannot be
  // weak-referenced -> Literal; a float subclass can -> Weakref, whose == compares live
  // referents with == (default_types.py Weakref.__eq__), so `b` reuses `a`'s trace.
  auto r = run_program(
      "import tensorflow as tf\n"
      "class Scale(float):\n"
      "    pass\n"
      "class Steps(int):\n"
      "    pass\n"
      "class Row(list):\n"
      "    pass\n"
      "@tf.function\n"
      "def f(v):\n"
      "    print('trace', type(v).__name__)\n"
      "    return tf.constant(1.0)\n"
      "a, b = Scale(2.0), Scale(2.0)\n"
      "f(a)\nf(b)\nf(Scale(3.0))\n"
      "f(Steps(2))\nf(2)\n"
      "f(Row([1]))\nf([1])\n"
      "print(f.experimental_get_tracing_count())\n"
      "print(tf.constant(Scale(2.5)), tf.constant(Row([1, 2])).dtype, tf.constant(Steps(3)).dtype)\n");
  CHECK(r.stdout_text ==
        "trace Scale\ntrace Scale\ntrace Steps\ntrace list\n4\n"
        "tf.Tensor(2.5, shape=(), dtype=float32) <dtype: 'int32'> <dtype: 'int32'>\n");
}

TEST_CASE("call events: a call made while another function traces is on the trace clock; a failed trace still has its call") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def inner(x):\n"
      "    return x * 2\n"
      "@tf.function\n"
      "def outer(x):\n"
      "    return inner(x) + 1.5\n"
      "outer(tf.constant(1.0))\n"
      "outer(tf.constant(3))\n");
  CHECK(!r.result.ok);
  std::vector<std::string> calls;
  for (const auto& e : r.result.events)
    if (e.kind == "call")
      calls.push_back(e.clock + " " + e.text + (e.concrete ? std::to_string(*e.concrete) : std::string("null")));
  // inner's calls come inside outer's traces; the second outer call's trace raises (int32 + 1.5).
  CHECK(calls == std::vector<std::string>{"trace inner call 1: traced concrete function 0\n0",
                                          "python outer call 1: traced concrete function 0\n0",
                                          "trace inner call 2: traced concrete function 1\n1",
                                          "python outer call 2: tracing failed\nnull"});
  REQUIRE(r.result.functions.size() == 2);
  CHECK(r.result.functions[1].concretes.size() == 1);
}

TEST_CASE("a recursive tf.function's nested traces each get their own concrete function index") {
  // Each level traces while the one that called it is still tracing; the cache holds them in
  // the order they finished (innermost first, as TF's _function_cache.add runs after a trace).
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x, n):\n"
      "    if n == 0:\n"
      "        return x\n"
      "    return f(x + 1, n - 1)\n"
      "print(f(tf.constant(1), 3).numpy())\n"
      "print(f(tf.constant(5), 3).numpy())\n");
  CHECK(r.stdout_text == "4\n8\n");
  const auto& f = r.result.functions.at(0);
  REQUIRE(f.concretes.size() == 4);
  CHECK(f.concretes[0].index == 3);
  CHECK(f.concretes[0].traced_at_call == 4);
  CHECK(f.concretes[3].index == 0);
  CHECK(f.concretes[3].traced_at_call == 1);
  CHECK(f.concretes[3].calls == 2);
  std::vector<int> traced;
  for (const auto& e : r.result.events)
    if (e.kind == "trace") traced.push_back(e.concrete.value_or(-1));
  CHECK(traced == std::vector<int>{0, 1, 2, 3});
}
