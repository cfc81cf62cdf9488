// TF's error types and texts at the Python level.
#include <doctest/doctest.h>

#include "tests/unit/run_program.h"

using tfplay::testing::run_program;

TEST_CASE("a Python float cannot convert to an int32 tensor's dtype") {
  auto r = run_program("import tensorflow as tf\ntf.constant(2) * 1.5\n");
  CHECK(r.result.error->type == "TypeError");
  CHECK(r.result.error->message == "Cannot convert 1.5 to EagerTensor of dtype int32");
}

TEST_CASE("mixing tensor dtypes eagerly is InvalidArgumentError; inside a trace it is a TypeError") {
  auto eager = run_program("import tensorflow as tf\ntf.constant(1) + tf.constant(1.0)\n");
  CHECK(eager.result.error->type == "InvalidArgumentError");
  CHECK(eager.stderr_text.find("tensorflow.python.framework.errors_impl.InvalidArgumentError: cannot compute AddV2 as "
                               "input #1(zero-based) was expected to be a int32 tensor but is a float tensor [Op:AddV2]") !=
        std::string::npos);
  auto graph = run_program("import tensorflow as tf\n@tf.function\ndef f(a, b):\n    return a + b\nf(tf.constant(1), tf.constant(1.0))\n");
  CHECK(graph.result.error->type == "TypeError");
  CHECK(graph.result.error->message.find("Input 'y' of 'AddV2' Op has type float32 that does not match type int32 of argument 'x'.") !=
        std::string::npos);
}

TEST_CASE("assert_equal failures carry TF's multi-line message") {
  auto r = run_program("import tensorflow as tf\ntf.debugging.assert_equal(tf.constant([1, 2, 3]), tf.constant([1, 2, 4]))\n");
  CHECK(r.result.error->type == "InvalidArgumentError");
  CHECK(r.result.error->message ==
        "Condition x == y did not hold.\nIndices of first 1 different values:\n[[2]]\nCorresponding x values:\n[3]\n"
        "Corresponding y values:\n[4]\nFirst 3 elements of x:\n[1 2 3]\nFirst 3 elements of y:\n[1 2 4]");
}

TEST_CASE("TF API names tfplay does not emulate raise NotImplementedError naming them; unknown names stay AttributeError") {
  auto missing = run_program("import tensorflow as tf\ntf.io.decode_json_example('{}')\n");
  REQUIRE(missing.result.error);
  CHECK(missing.result.error->type == "NotImplementedError");
  CHECK(missing.result.error->message == "tfplay does not implement tf.io.decode_json_example yet");
  auto stub = run_program("import tensorflow as tf\ntf.math.sobol_sample(2, 3)\n");
  REQUIRE(stub.result.error);
  CHECK(stub.result.error->message == "tfplay does not implement tf.math.sobol_sample yet");
  auto typo = run_program("import tensorflow as tf\ntf.constnat(1)\n");
  CHECK(typo.result.error->type == "AttributeError");
  CHECK(typo.result.error->message == "module 'tensorflow' has no attribute 'constnat'");
}

TEST_CASE("a kernel failing in a running graph is TF's 'Graph execution error' and the run result marks the op") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def pick(v, i):\n"
      "    w = v * 2\n"
      "    return tf.gather(w, i)\n"
      "pick(tf.constant([1, 2]), tf.constant(0))\n"
      "pick(tf.constant([1, 2]), tf.constant(7))\n");
  REQUIRE(r.result.error);
  CHECK(r.result.error->type == "InvalidArgumentError");
  CHECK(r.result.error->message ==
        "Graph execution error:\n\n"
        "Detected at node GatherV2 defined at (most recent call last):\n"
        "  File \"main.py\", line 6, in <module>\n\n"
        "  File \"main.py\", line 5, in pick\n\n"
        "indices = 7 is not in [0, 2)\n\t [[{{node GatherV2}}]] [Op:__inference_pick_0]");
  // The error points at the op inside the function (the "Detected at node" line), not the call.
  CHECK(r.result.error->line == 5);
  CHECK(r.result.error->column == 12);
  CHECK(r.stderr_text.find("tensorflow.python.framework.errors_impl.InvalidArgumentError: Graph execution error:\n") !=
        std::string::npos);
}

TEST_CASE("a failing Assert stops the graph after the stateful ops before it") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(n):\n"
      "    tf.print('one')\n"
      "    tf.debugging.Assert(n > 0, ['n =', n])\n"
      "    tf.print('two')\n"
      "    return n\n"
      "f(tf.constant(-3))\n");
  REQUIRE(r.result.error);
  CHECK(r.stderr_text.rfind("one\n", 0) == 0);
  CHECK(r.stderr_text.find("two") == std::string::npos);
  CHECK(r.result.error->message.find("assertion failed: [n =] [-3]\n\t [[{{node Assert/Assert}}]]") != std::string::npos);
}
