// AutoGraph: Python control flow on tensors inside tf.function (core/function/autograph.cpp),
// cond_v2/while_v2 (control_flow.cpp), nested tf.function calls and "in user code" errors.
// Expected texts come from tensorflow/python/autograph/operators/control_flow.py,
// pyct/error_utils.py and ops/cond_v2.py / while_v2.py (see each test).
#include <doctest/doctest.h>

#include "tests/unit/run_program.h"

using tfplay::testing::run_program;

TEST_CASE("a tensor if traces both branches and the graph runs the taken one") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x):\n"
      "    if x > 0:\n"
      "        print('main')\n"
      "        tf.print('took main')\n"
      "        y = x\n"
      "    else:\n"
      "        print('else')\n"
      "        tf.print('took else')\n"
      "        y = -x\n"
      "    print(y)\n"
      "    return y\n"
      "print(f(tf.constant(2)).numpy(), f(tf.constant(-4)).numpy())\n");
  CHECK(r.stdout_text == "main\nelse\nTensor(\"cond/Identity:0\", shape=(), dtype=int32)\n2 4\n");
  CHECK(r.stderr_text == "took main\ntook else\n");
  REQUIRE(r.result.functions.size() == 1);
  CHECK(r.result.functions[0].tracing_count == 1);
}

TEST_CASE("an if on a Python value runs only the taken branch, once per trace") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x, flag):\n"
      "    if flag:\n"
      "        print('yes')\n"
      "        return x + 1\n"
      "    print('no')\n"
      "    return x - 1\n"
      "print(f(tf.constant(1), True).numpy(), f(tf.constant(1), False).numpy(), f(tf.constant(5), True).numpy())\n");
  CHECK(r.stdout_text == "yes\nno\n2 0 6\n");
}

TEST_CASE("variables a branch binds but nobody reads afterwards stay local to the branch") {
  // control_flow._get_block_vars: only modified variables live after the if are outputs.
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x):\n"
      "    if x > 0:\n"
      "        tmp = x * 2\n"
      "        tf.print(tmp)\n"
      "    return x\n"
      "print(f(tf.constant(3)).numpy())\n");
  CHECK(r.result.ok);
  CHECK(r.stdout_text == "3\n");
  CHECK(r.stderr_text == "6\n");
}

TEST_CASE("a tensor while loop is traced once and runs every iteration") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(n):\n"
      "    i = 0\n"
      "    total = 0\n"
      "    while i < n:\n"
      "        print('body traced')\n"
      "        total += i\n"
      "        i += 1\n"
      "    print(total)\n"
      "    return total\n"
      "print(f(tf.constant(5)).numpy(), f(tf.constant(10)).numpy())\n");
  // Loop variables: the outputs first (total), then the inputs only (i); the While op's first
  // two outputs are its counter and iteration limit.
  CHECK(r.stdout_text == "body traced\nTensor(\"while:2\", shape=(), dtype=int32)\n10 45\n");
}

TEST_CASE("for over a tensor reads rows; range() of a tensor is a tf.range loop; len() of a static shape is a Python int") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(m):\n"
      "    acc = tf.constant(0)\n"
      "    for row in m:\n"
      "        print(row)\n"
      "        acc += tf.reduce_sum(row)\n"
      "    for j in range(tf.constant(3)):\n"
      "        acc += j\n"
      "    print(len(m))\n"
      "    return acc\n"
      "print(f(tf.constant([[1, 2], [3, 4]])).numpy())\n");
  CHECK(r.stdout_text ==
        "Tensor(\"while/TensorArrayV2Read/TensorListGetItem:0\", shape=(2,), dtype=int32)\n2\n13\n");
}

TEST_CASE("and, or, not and conditional expressions on tensors become graph ops") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x, y):\n"
      "    both = x > 0 and y > 0\n"
      "    either = x > 0 or y > 0\n"
      "    z = x if not x < y else y\n"
      "    return both, either, z\n"
      "for a, b in [(1, 2), (-1, 2), (-3, -2)]:\n"
      "    p, q, z = f(tf.constant(a), tf.constant(b))\n"
      "    print(p.numpy(), q.numpy(), z.numpy())\n");
  CHECK(r.stdout_text == "True True 2\nFalse True 2\nFalse False -2\n");
}

TEST_CASE("break, continue and return in staged control flow") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def first_over(limit):\n"
      "    i = tf.constant(0)\n"
      "    while i < 100:\n"
      "        i += 1\n"
      "        if i * i > limit:\n"
      "            break\n"
      "    return i\n"
      "@tf.function\n"
      "def evens(n):\n"
      "    s = 0\n"
      "    for i in tf.range(n):\n"
      "        if i % 2 == 1:\n"
      "            continue\n"
      "        s += i\n"
      "    return s\n"
      "@tf.function\n"
      "def sign(x):\n"
      "    if x >= 0:\n"
      "        return 1\n"
      "    return -1\n"
      "print(first_over(tf.constant(30)).numpy(), evens(tf.constant(7)).numpy())\n"
      "print(sign(tf.constant(5)).numpy(), sign(tf.constant(-5)).numpy())\n");
  CHECK(r.stdout_text == "6 12\n1 -1\n");
}

TEST_CASE("a variable first defined in the loop body is found by staging one iteration") {
  // control_flow._try_handling_undefineds stages the body once in a scratch graph, so its Python
  // side effects run twice while tracing.
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(n):\n"
      "    for i in tf.range(n):\n"
      "        print('body')\n"
      "        last = i * 2\n"
      "    return last\n"
      "print(f(tf.constant(4)).numpy())\n");
  CHECK(r.stdout_text == "body\nbody\n6\n");
}

TEST_CASE("AutoGraph's branch and loop errors, re-raised in user code") {
  auto run = [](const std::string& body) {
    return run_program("import tensorflow as tf\n@tf.function\ndef f(x):\n" + body +
                       "try:\n    f(tf.constant(1))\nexcept Exception as e:\n    print(type(e).__name__)\n    print(e)\n");
  };
  // _verify_tf_cond_branch_vars: the main branch is checked first.
  CHECK(run("    if x > 0:\n        pass\n    else:\n        y = 1\n    return y\n").stdout_text ==
        "ValueError\nin user code:\n\n    File \"main.py\", line 4, in f  *\n        if x > 0:\n\n"
        "    ValueError: 'y' must also be initialized in the main branch\n\n");
  // verify_single_cond_var.
  CHECK(run("    y = x\n    if x > 0:\n        y = None\n    return y\n").stdout_text.find(
            "    ValueError: 'y' is None at the end of the main branch.\n") != std::string::npos);
  // _verify_tf_condition.
  CHECK(run("    if x:\n        x = x + 1\n    return x\n").stdout_text.find(
            "    ValueError: condition of if statement expected to be `tf.bool` scalar, got Tensor(\"x:0\", shape=(), "
            "dtype=int32); to use as boolean Tensor, use `tf.cast`; to check for None, use `is not None`\n") !=
        std::string::npos);
  // verify_loop_init_vars with the note on the failed attempt to define it.
  auto undefined = run("    i = 0\n    while i < x:\n        y = y + 1\n        i += 1\n    return y\n").stdout_text;
  CHECK(undefined.find("    ValueError: 'y' must be defined before the loop\n    Note: AutoGraph tried to define it "
                       "automatically, but ran into a UnboundLocalError: 'y' is used before assignment\n") !=
        std::string::npos);
  // verify_loop_init_vars on a return inside a TF loop.
  CHECK(run("    while x < 10:\n        if x > 5:\n            return x\n        x += 1\n    return x\n").stdout_text.find(
            "NotImplementedError: a return statement cannot be placed inside this TensorFlow loop") != std::string::npos);
}

TEST_CASE("a variable an if or loop may leave unset is Undefined: reading it says so (variables.ld)") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(flag):\n"
      "    if flag:\n"
      "        y = 1\n"
      "    return y\n"
      "try:\n"
      "    f(False)\n"
      "except UnboundLocalError as e:\n"
      "    print(e)\n");
  CHECK(r.stdout_text ==
        "in user code:\n\n    File \"main.py\", line 6, in f  *\n        return y\n\n"
        "    UnboundLocalError: 'y' is used before assignment\n\n");
}

TEST_CASE("in user code: one frame per converted function, nested defs and lambdas belong to their function") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "def helper(v):\n"
      "    def inner(w):\n"
      "        return w[10]\n"
      "    return inner(v)\n"
      "@tf.function\n"
      "def f(x):\n"
      "    return helper(x)\n"
      "try:\n"
      "    f([1, 2])\n"
      "except Exception as e:\n"
      "    print(type(e).__name__)\n"
      "    print(e)\n");
  // IndexError is not rebuilt from a message: it becomes StagingError (api._ErrorMetadata).
  CHECK(r.stdout_text ==
        "StagingError\nin user code:\n\n"
        "    File \"main.py\", line 8, in f  *\n        return helper(x)\n"
        "    File \"main.py\", line 4, in inner  *\n        return w[10]\n\n"
        "    IndexError: list index out of range\n\n");
}

TEST_CASE("errors outside the converted code are not rewritten") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function(autograph=False)\n"
      "def plain(x):\n"
      "    raise ValueError('boom')\n"
      "@tf.function(input_signature=[tf.TensorSpec([], tf.int32)])\n"
      "def typed(x):\n"
      "    return x\n"
      "for call in [lambda: plain(tf.constant(1)), lambda: typed(tf.constant(1.5))]:\n"
      "    try:\n"
      "        call()\n"
      "    except Exception as e:\n"
      "        print(str(e).startswith('in user code'))\n");
  CHECK(r.stdout_text == "False\nFalse\n");
}

TEST_CASE("a nested tf.function traces once and runs as a call op of the outer graph") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def double(v):\n"
      "    print('trace double')\n"
      "    return v * 2\n"
      "@tf.function\n"
      "def loud(v):\n"
      "    tf.print('loud', v)\n"
      "    return v\n"
      "@tf.function\n"
      "def outer(x):\n"
      "    a = double(x)\n"
      "    b = loud(a)\n"
      "    print(a, b)\n"
      "    return b\n"
      "outer(tf.constant(1))\nouter(tf.constant(2))\nouter(tf.constant([1, 2]))\n");
  // PartitionedCall without side effects, StatefulPartitionedCall with a tf.print.
  CHECK(r.stdout_text ==
        "trace double\n"
        "Tensor(\"PartitionedCall:0\", shape=(), dtype=int32) Tensor(\"StatefulPartitionedCall:0\", shape=(), dtype=int32)\n"
        "trace double\n"
        "Tensor(\"PartitionedCall:0\", shape=(2,), dtype=int32) Tensor(\"StatefulPartitionedCall:0\", shape=(2,), "
        "dtype=int32)\n");
  CHECK(r.stderr_text == "loud 2\nloud 4\nloud [2 4]\n");
  REQUIRE(r.result.functions.size() == 3);
  CHECK(r.result.functions[0].tracing_count == 2);
}

TEST_CASE("tf.cond and tf.while_loop, eagerly and in a graph") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "print(tf.cond(tf.constant(False), lambda: 1, lambda: 2))\n"
      "print(tf.while_loop(lambda i: i < 3, lambda i: (i + 1,), [0]))\n"
      "@tf.function\n"
      "def f(x):\n"
      "    y = tf.cond(x > 0, lambda: x * 10, lambda: x - 10)\n"
      "    z = tf.while_loop(lambda i: i < 100, lambda i: i * 2, [y])\n"
      "    return y, z\n"
      "y, z = f(tf.constant(3))\n"
      "print(y.numpy(), z[0].numpy())\n"
      "try:\n"
      "    tf.function(lambda x: tf.cond(x > 0, lambda: 1, lambda: 2.0))(tf.constant(1))\n"
      "except TypeError as e:\n"
      "    print(str(e).splitlines()[0])\n");
  CHECK(r.stdout_text ==
        "2\n(<tf.Tensor: shape=(), dtype=int32, numpy=3>,)\n30 120\n"
        "in user code:\n");
}

TEST_CASE("attributes assigned in staged control flow are carried as composite symbols") {
  // control_flow.py: composite symbols (self.total) go through the cond/loop like variables.
  auto r = run_program(
      "import tensorflow as tf\n"
      "class Acc:\n"
      "    def __init__(self):\n"
      "        self.total = tf.constant(0)\n"
      "acc = Acc()\n"
      "@tf.function\n"
      "def add(x):\n"
      "    if x > 0:\n"
      "        acc.total = acc.total + x\n"
      "    else:\n"
      "        acc.total = acc.total - x\n"
      "    print(acc.total)\n"
      "    return acc.total\n"
      "print(add(tf.constant(-5)).numpy())\n");
  CHECK(r.stdout_text == "Tensor(\"cond/Identity:0\", shape=(), dtype=int32)\n5\n");
}

TEST_CASE("to_code names break_ and continue_ for every loop, used or not (pyct/naming.py new_symbol)") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "def f(n):\n"
      "    i = 0\n"
      "    while i < n:\n"
      "        i += 1\n"
      "    j = 0\n"
      "    while j < n:\n"
      "        j += 1\n"
      "        if j > 2:\n"
      "            break\n"
      "        i -= 1\n"
      "    return i\n"
      "code = tf.autograph.to_code(f)\n"
      "print('break__1 = False' in code, 'continue__1 = False' in code, 'break_ = False' in code)\n"
      "print('ag__.if_stmt(ag__.not_(continue__1)' in code)\n");
  CHECK(r.stdout_text == "True True False\nTrue\n");
}

TEST_CASE("set_loop_options checks its arguments; after another statement the function runs unconverted") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "try:\n"
      "    tf.autograph.experimental.set_loop_options(max_iterations=3)\n"
      "except TypeError as e:\n"
      "    print(e)\n"
      "print(tf.autograph.experimental.set_loop_options(maximum_iterations=3))\n"
      "@tf.function\n"
      "def f(n):\n"
      "    s = 0\n"
      "    for i in tf.range(n):\n"
      "        s += i\n"
      "        tf.autograph.experimental.set_loop_options(maximum_iterations=3)\n"
      "    return s\n"
      "try:\n"
      "    f(tf.constant(5))\n"
      "except TypeError as e:\n"
      "    print(type(e).__name__)\n");
  CHECK(r.stdout_text ==
        "set_loop_options() got an unexpected keyword argument 'max_iterations'\nNone\nOperatorNotAllowedInGraphError\n");
}

TEST_CASE("a tensor while loop with maximum_iterations stops at the cap even when its test still holds") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(cap):\n"
      "    i = tf.constant(0)\n"
      "    while i >= 0:\n"
      "        tf.autograph.experimental.set_loop_options(maximum_iterations=cap)\n"
      "        i += 1\n"
      "    return i\n"
      "print(f(tf.constant(4)).numpy(), f(tf.constant(0)).numpy())\n");
  CHECK(r.stdout_text == "4 0\n");
}
