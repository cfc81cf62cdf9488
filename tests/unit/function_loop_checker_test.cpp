// AutoGraph's _PythonLoopChecker: the "Large unrolled loop detected" warning and its threshold.
#include <doctest/doctest.h>

#include "tests/unit/run_program.h"

using tfplay::testing::run_program;

namespace {

std::string unrolled_loop_program(int iterations) {
  return "import tensorflow as tf\n"
         "@tf.function\n"
         "def f(x):\n"
         "    for i in range(" + std::to_string(iterations) + "):\n"
         "        x = x + 1\n"
         "    return x\n"
         "print(f(tf.constant(0)).numpy())\n";
}

}  // namespace

TEST_CASE("a Python loop adding ops for more than 50000 iterations warns once, naming the new ops") {
  auto r = run_program(unrolled_loop_program(50003));
  CHECK(r.stdout_text == "50003\n");
  const std::string first_line =
      "WARNING:tensorflow:Large unrolled loop detected. Did you mean to use a TF loop? The following ops were created "
      "after iteration 50002: (<tf.Operation 'add_50000/y' type=Const>, <tf.Operation 'add_50000' type=AddV2>)\n"
      "See https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/autograph/g3doc/reference/"
      "common_errors.md#warning-large-unrolled-loop-detected\nLocation:\n";
  CHECK(r.stderr_text.rfind(first_line, 0) == 0);
  CHECK(r.stderr_text.find("Large unrolled", first_line.size()) == std::string::npos);  // warned once
  CHECK(r.stderr_text.find("    x = x + 1\n") != std::string::npos);
}

TEST_CASE("50000 iterations stay below the unrolled-loop threshold") {
  auto r = run_program(unrolled_loop_program(50000));
  CHECK(r.stdout_text == "50000\n");
  CHECK(r.stderr_text.empty());
}
