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
  auto missing = run_program("import tensorflow as tf\nopt = tf.keras\n");
  REQUIRE(missing.result.error);
  CHECK(missing.result.error->type == "NotImplementedError");
  CHECK(missing.result.error->message == "tf.keras is not implemented by tfplay yet");
  auto typo = run_program("import tensorflow as tf\ntf.constnat(1)\n");
  CHECK(typo.result.error->type == "AttributeError");
  CHECK(typo.result.error->message == "module 'tensorflow' has no attribute 'constnat'");
}
