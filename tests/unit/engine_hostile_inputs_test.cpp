// Inputs that once crashed the engine (a stack overflow, a read of a missing value): each run
// must end in an ordinary Python exception the program can catch, never in a crash or an
// engine error.
#include <doctest/doctest.h>

#include <string>

#include "tests/unit/run_program.h"

namespace {

// Runs `statement` inside try/except and returns what the handler printed: the exception's type.
std::string caught(const std::string& setup, const std::string& statement) {
  const std::string source = "import tensorflow as tf\nimport numpy as np\n" + setup +
                             "try:\n    " + statement + "\nexcept Exception as e:\n    print(type(e).__name__)\n";
  tfplay::testing::ProgramOutput out = tfplay::testing::run_program(source);
  REQUIRE_MESSAGE(out.result.ok, out.stderr_text);
  return out.stdout_text;
}

const char* kDeepList = "x = 1\nfor i in range(100000):\n    x = [x]\n";

}  // namespace

TEST_CASE("a list nested 100,000 deep raises RecursionError in every converter") {
  for (const char* statement : {"tf.constant(x)", "np.array(x)", "tf.nest.flatten(x)", "tf.nest.map_structure(lambda v: v, x)",
                                "tf.ragged.constant(x)", "tf.data.Dataset.from_tensors(x)"}) {
    CAPTURE(statement);
    CHECK(caught(kDeepList, statement) == "RecursionError\n");
  }
}

TEST_CASE("tf.as_dtype(None) is a TypeError, not a read of a missing dtype") {
  CHECK(caught("", "tf.as_dtype(None)") == "TypeError\n");
}

TEST_CASE("tf.tensordot with contraction axes out of range raises IndexError") {
  CHECK(caught("", "tf.tensordot(tf.ones([2]), tf.ones([2]), tf.constant([-1, 2**31 - 1]))") == "IndexError\n");
  CHECK(caught("", "tf.tensordot(tf.ones([2]), tf.ones([2]), [[0], [3]])") == "IndexError\n");
}

TEST_CASE("tf.eye with a tensor batch_shape uses its sizes, and a scalar one gets ConcatV2's error") {
  CHECK(caught("", "print(tf.eye(2, batch_shape=tf.constant([3])).shape)") == "(3, 2, 2)\n");
  CHECK(caught("", "tf.eye(2, batch_shape=tf.constant(3))") == "InvalidArgumentError\n");
}
