// Memory: the per-tensor size cap surfaces as TF's ResourceExhaustedError, and runs do not
// leak tensors (tensor_memory_stats counts every live tensor buffer).
#include <doctest/doctest.h>

#include <string>

#include "core/tensor/tensor.h"
#include "run_program.h"

using tfplay::tensor::reset_tensor_memory_peak;
using tfplay::tensor::tensor_memory_stats;
using tfplay::tensor::TensorMemoryStats;
using tfplay::testing::run_program;

TEST_CASE("memory: the live-buffer counter follows tensors and their views") {
  using namespace tfplay::tensor;
  const TensorMemoryStats before = tensor_memory_stats();
  {
    const Tensor t = Tensor::zeros(DType::Float32, {1000});
    const Tensor view = t.with_shape({10, 100});  // shares t's buffer: not counted twice
    const Tensor u = Tensor::uninitialized(DType::Int64, {3});
    const TensorMemoryStats during = tensor_memory_stats();
    CHECK(during.live_buffers == before.live_buffers + 2);
    CHECK(during.live_bytes == before.live_bytes + 4000 + 24);
    CHECK(during.peak_bytes >= during.live_bytes);
  }
  const TensorMemoryStats after = tensor_memory_stats();
  CHECK(after.live_buffers == before.live_buffers);
  CHECK(after.live_bytes == before.live_bytes);
}

TEST_CASE("memory: a tensor over the cap raises ResourceExhaustedError in Python") {
  // 70000 x 1000 float32 is 267 MiB, over the default 256 MiB cap. TF's message comes from
  // the CPU allocator (tensorflow/core/framework/tensor.cc via OpKernelContext::allocate_*).
  const auto out = run_program(
      "import tensorflow as tf\n"
      "try:\n"
      "    tf.zeros([70000, 1000])\n"
      "except tf.errors.ResourceExhaustedError as e:\n"
      "    print('caught', type(e).__name__)\n"
      "x = tf.ones([1000, 70000])\n");
  CHECK(out.stdout_text == "caught ResourceExhaustedError\n");
  REQUIRE(out.result.error.has_value());
  CHECK(out.result.error->type == "ResourceExhaustedError");
  CHECK(out.result.error->message.find(
            "OOM when allocating tensor with shape[1000,70000] and type float") !=
        std::string::npos);
  CHECK(out.result.error->line == 6);
}

TEST_CASE("memory: 200,000 small tensors in a loop leave nothing behind") {
  // Each iteration makes two scalars (the constant and the sum) and drops the previous ones.
  // 200k iterations are 400k tensors: large enough that a per-tensor leak would be obvious,
  // yet well under a second natively (a million takes several seconds on a loaded machine).
  const char* program =
      "import tensorflow as tf\n"
      "total = 0\n"
      "for i in range(200000):\n"
      "    y = tf.constant(i) + 1\n"
      "    total = y\n"
      "print(total)\n";
  const TensorMemoryStats before = tensor_memory_stats();
  reset_tensor_memory_peak();
  const auto out = run_program(program);
  CHECK(out.stdout_text == "tf.Tensor(200000, shape=(), dtype=int32)\n");
  const TensorMemoryStats after = tensor_memory_stats();
  CHECK(after.live_buffers == before.live_buffers);
  CHECK(after.live_bytes == before.live_bytes);
  // Flat during the run too: the loop never holds more than a handful of tensors at once.
  CHECK(after.peak_buffers - before.live_buffers < 1000);
}

TEST_CASE("memory: reference cycles do not keep tensors alive after a run") {
  // Cycles through an instance's __dict__, a list, a dict, a closure and a bound method.
  const char* program =
      "import tensorflow as tf\n"
      "class Node:\n"
      "    def __init__(self):\n"
      "        self.me = self\n"
      "        self.t = tf.zeros([1000])\n"
      "        self.m = self.get\n"
      "    def get(self):\n"
      "        return self.t\n"
      "a = Node()\n"
      "b = Node()\n"
      "a.other, b.other = b, a\n"
      "lst = [tf.ones([100])]\n"
      "lst.append(lst)\n"
      "d = {'t': tf.constant([1.0, 2.0])}\n"
      "d['d'] = d\n"
      "def outer():\n"
      "    t = tf.fill([50], 3.0)\n"
      "    def inner():\n"
      "        return t, inner\n"
      "    return inner\n"
      "f = outer()\n"
      "@tf.function\n"
      "def g(x):\n"
      "    return x * 2.0\n"
      "g(tf.constant(1.0))\n"
      "del a, b, lst, d, f\n";
  const TensorMemoryStats before = tensor_memory_stats();
  const auto out = run_program(program);
  CHECK(out.result.ok);
  const TensorMemoryStats after = tensor_memory_stats();
  CHECK(after.live_buffers == before.live_buffers);
  CHECK(after.live_bytes == before.live_bytes);
}
