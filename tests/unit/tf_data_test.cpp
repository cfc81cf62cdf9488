// tf.data (core/tf/data), tf.py_function / tf.numpy_function (core/tf/script_ops.cpp) and the
// dataset loop AutoGraph builds (core/function/dataset_loop.cpp): the clocks their output is
// tagged with, tfplay's own refusals, and the shuffle guarantees tfplay does give.
#include <doctest/doctest.h>

#include "core/graph/op_registry.h"
#include "core/tf/data/dataset.h"
#include "tests/unit/run_program.h"

using tfplay::testing::run_program;

namespace {

const tfplay::session::Event* find_event(const tfplay::session::RunResult& r, const std::string& text) {
  for (const auto& e : r.events)
    if (e.text == text) return &e;
  return nullptr;
}

}  // namespace

TEST_CASE("a map function prints on the trace clock once and tf.prints on the graph clock per element") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "def f(x):\n"
      "    print('tracing', x)\n"
      "    tf.print('element', x)\n"
      "    return x\n"
      "ds = tf.data.Dataset.range(2).map(f)\n"
      "for _ in ds:\n"
      "    pass\n");
  CHECK(r.stdout_text == "tracing Tensor(\"args_0:0\", shape=(), dtype=int64)\n");
  CHECK(r.stderr_text == "element 0\nelement 1\n");
  const auto* traced = find_event(r.result, "tracing Tensor(\"args_0:0\", shape=(), dtype=int64)\n");
  REQUIRE(traced);
  CHECK(traced->clock == "trace");
  CHECK(traced->function == std::optional<std::string>("f"));
  const auto* printed = find_event(r.result, "element 1\n");
  REQUIRE(printed);
  CHECK(printed->clock == "graph");
  CHECK(printed->function == std::optional<std::string>("f"));
  bool trace_event = false;
  for (const auto& e : r.result.events)
    trace_event = trace_event || (e.kind == "trace" && e.text == "tracing f (concrete function 0): traced once by Dataset.map()\n");
  CHECK(trace_event);
  CHECK(printed->line == 4);
}

TEST_CASE("shuffle: a seed fixes the first order, reshuffle_each_iteration draws a new one per pass") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "a = tf.data.Dataset.range(20).shuffle(20, seed=3)\n"
      "b = tf.data.Dataset.range(20).shuffle(20, seed=3)\n"
      "first = list(a.as_numpy_iterator())\n"
      "print(first == list(b.as_numpy_iterator()))\n"
      "print(first == list(a.as_numpy_iterator()))\n"
      "print(sorted(first) == list(range(20)), first != sorted(first))\n"
      "c = tf.data.Dataset.range(20).shuffle(20, seed=3, reshuffle_each_iteration=False)\n"
      "print(list(c.as_numpy_iterator()) == list(c.as_numpy_iterator()))\n");
  CHECK(r.stdout_text == "True\nFalse\nTrue True\nTrue\n");
}

TEST_CASE("an exception inside tf.py_function is refused by name, not shown as TF would wrap it") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "def bad(x):\n"
      "    raise ValueError('boom')\n"
      "tf.py_function(bad, [1], tf.int32)\n");
  REQUIRE(r.result.error);
  CHECK(r.result.error->type == "NotImplementedError");
  CHECK(r.result.error->message.find("tf.py_function") != std::string::npos);
  CHECK(r.result.error->message.find("ValueError: boom") != std::string::npos);
}

TEST_CASE("numpy_function results must have Tout's dtype (np.asarray of a Python int is int64)") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "try:\n"
      "    tf.numpy_function(lambda: 1, [], tf.int32)\n"
      "except tf.errors.InvalidArgumentError as e:\n"
      "    print('0-th value returned by pyfunc_0 is int64, but expects int32' in str(e))\n");
  CHECK(r.stdout_text == "True\n");
}

TEST_CASE("script ops have unknown output shapes and run their callable per graph execution") {
  const auto& op = tfplay::graph::OpRegistry::global().get("EagerPyFunc");
  CHECK(op.is_stateful);
  auto r = run_program(
      "import tensorflow as tf\n"
      "n = []\n"
      "def tick(x):\n"
      "    n.append(1)\n"
      "    return x\n"
      "@tf.function\n"
      "def f(x):\n"
      "    return tf.py_function(tick, [x], tf.int32)\n"
      "for i in range(3):\n"
      "    f(tf.constant(i))\n"
      "print(len(n), f.experimental_get_tracing_count())\n");
  CHECK(r.stdout_text == "3 1\n");
}

TEST_CASE("a dataset loop body is traced once and runs per element; its state comes back") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(ds, scale):\n"
      "    acc = tf.constant(0.0)\n"
      "    for x in ds:\n"
      "        print('body')\n"
      "        acc += tf.cast(x, tf.float32) * scale\n"
      "    return acc\n"
      "print(f(tf.data.Dataset.range(4), tf.constant(0.5)).numpy())\n"
      "print(f(tf.data.Dataset.range(2), tf.constant(2.0)).numpy())\n");
  CHECK(r.stdout_text == "body\n3.0\n2.0\n");
}

TEST_CASE("iter() inside a tf.function makes a fresh iterator at every call (AnonymousIteratorV3 + MakeIterator)") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function(autograph=False)\n"
      "def f(ds):\n"
      "    it = iter(ds)\n"
      "    return next(it) + next(it)\n"
      "print(f(tf.data.Dataset.range(3, 9)).numpy())\n"
      "print(f(tf.data.Dataset.range(3, 9)).numpy())\n"
      "d = tf.data.Dataset.range(5)\n"
      "@tf.function\n"
      "def g():\n"
      "    return next(iter(d))\n"
      "print(g().numpy(), g().numpy())\n");
  CHECK(r.stdout_text == "7\n7\n0 0\n");
  CHECK(!r.result.error);
}

TEST_CASE("an iterator argument is typed by IteratorSpec and advances at each call until End of sequence") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(it):\n"
      "    return next(it)\n"
      "it = iter(tf.data.Dataset.from_tensor_slices([1.5, 2.5]))\n"
      "print(f(it).numpy(), f(it).numpy())\n"
      "try:\n"
      "    f(it)\n"
      "except tf.errors.OutOfRangeError as e:\n"
      "    print('End of sequence' in str(e))\n"
      "print(f.experimental_get_tracing_count())\n"
      "print(f(iter(tf.data.Dataset.range(4))).numpy(), f.experimental_get_tracing_count())\n"
      "closure = iter(tf.data.Dataset.range(3))\n"
      "@tf.function\n"
      "def g():\n"
      "    return next(closure)\n"
      "print(g().numpy(), g().numpy(), next(closure).numpy())\n");
  CHECK(r.stdout_text == "1.5 2.5\nTrue\n1\n0 2\n0 1 2\n");
  CHECK(!r.result.error);
  // Why the int64 iterator traced: its element's dtype, by path.
  bool reason = false;
  for (const auto& e : r.result.events)
    reason = reason || e.text == "tracing f (concrete function 1): it element: dtype float32 -> int64\n";
  CHECK(reason);
}

TEST_CASE("Dataset.map under run_functions_eagerly warns once on stderr and still traces") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "tf.config.run_functions_eagerly(True)\n"
      "a = tf.data.Dataset.range(2).map(lambda x: x + 1)\n"
      "b = a.map(lambda x: x * 2)\n"
      "print([int(v) for v in b])\n");
  CHECK(r.stdout_text == "[2, 4]\n");
  CHECK(r.stderr_text ==
        "/usr/local/lib/python3.12/site-packages/tensorflow/python/data/ops/structured_function.py:253: UserWarning: "
        "Even though the `tf.config.experimental_run_functions_eagerly` option is set, this option does not apply to "
        "tf.data functions. To force eager execution of tf.data functions, please use "
        "`tf.data.experimental.enable_debug_mode()`.\n  warnings.warn(\n");
  const auto* w = find_event(r.result, r.stderr_text);
  REQUIRE(w);
  CHECK(w->kind == "warning");
  CHECK(w->line == 3);
}

TEST_CASE("what tfplay cannot stage with datasets is refused with NotImplementedError") {
  // A Python iteration of an iterator (AutoGraph's `for` over one is staged).
  auto loop = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(it):\n"
      "    return list(it)\n"
      "f(iter(tf.data.Dataset.range(3)))\n");
  REQUIRE(loop.result.error);
  CHECK(loop.result.error->type == "NotImplementedError");
  auto numpy = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f():\n"
      "    return list(tf.data.Dataset.range(3).as_numpy_iterator())\n"
      "f()\n");
  REQUIRE(numpy.result.error);
  CHECK(numpy.result.error->type == "RuntimeError");
  // AutoGraph wraps it "in user code:", ending with the original message.
  CHECK(numpy.result.error->message.find("RuntimeError: `tf.data.Dataset.as_numpy_iterator()` is only supported in eager mode.") !=
        std::string::npos);
  auto capture = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(k):\n"
      "    return tf.data.Dataset.range(3).map(lambda v: v * k)\n"
      "f(tf.constant(2, tf.int64))\n");
  REQUIRE(capture.result.error);
  CHECK(capture.result.error->type == "NotImplementedError");
}

TEST_CASE("break in a dataset loop stops the reduce at the next element (scan + take_while)") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f():\n"
      "    n = tf.constant(0, tf.int64)\n"
      "    for x in tf.data.Dataset.range(10).map(lambda v: v * 1):\n"
      "        n = x\n"
      "        if x >= 2:\n"
      "            break\n"
      "    return n\n"
      "print(f().numpy())\n");
  CHECK(r.stdout_text == "2\n");
  CHECK(!r.result.error);
}

TEST_CASE("transforming a dataset argument inside a tf.function builds the pipeline per graph run") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(ds):\n"
      "    n = tf.constant(0, tf.int64)\n"
      "    for b in ds.map(lambda v: v + 1).batch(2).take(2):\n"
      "        n += tf.reduce_sum(b)\n"
      "    return n\n"
      "print(f(tf.data.Dataset.range(10)).numpy(), f(tf.data.Dataset.range(1)).numpy(), f.experimental_get_tracing_count())\n");
  CHECK(r.stdout_text == "10 1 1\n");
}

TEST_CASE("an endless pipeline stops at the step budget instead of hanging") {
  tfplay::session::Session s;
  tfplay::session::RunOptions options;
  options.max_steps = 10000;
  auto r = s.run("import tensorflow as tf\nlist(tf.data.Dataset.range(3).repeat())\n", options);
  REQUIRE(r.error);
  CHECK(r.error->type == "StepBudgetExceeded");
}

TEST_CASE("sources built from a tf.function's tensors become graph nodes fed at each call") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x, n):\n"
      "    total = tf.constant(0)\n"
      "    for e in tf.data.Dataset.from_tensor_slices(x):\n"
      "        total += e\n"
      "    count = tf.constant(0, tf.int64)\n"
      "    for i in tf.data.Dataset.range(n):\n"
      "        count += 1\n"
      "    return total, count\n"
      "for x, n in [([1, 2, 3], 4), ([4, 5, 6], 2)]:\n"
      "    t, c = f(tf.constant(x), tf.constant(n, tf.int64))\n"
      "    print(t.numpy(), c.numpy())\n"
      "print(f.experimental_get_tracing_count())\n");
  CHECK(r.stdout_text == "6 4\n15 2\n1\n");
}

TEST_CASE("padded_batch pads each component to the batch's longest element, unbatch splits it again") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "ds = tf.data.Dataset.from_generator(lambda: iter([[1], [2, 3, 4], [5, 6]]), output_signature=tf.TensorSpec([None], tf.int32))\n"
      "for b in ds.padded_batch(2):\n"
      "    print(b.numpy().tolist())\n"
      "print([v.numpy().tolist() for v in ds.padded_batch(3, padded_shapes=[5], padding_values=9).unbatch()])\n");
  CHECK(r.stdout_text == "[[1, 0, 0], [2, 3, 4]]\n[[5, 6]]\n[[1, 9, 9, 9, 9], [2, 3, 4, 9, 9], [5, 6, 9, 9, 9]]\n");
}

TEST_CASE("a padded element larger than its padded shape fails while iterating, with a DataLossError") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "ds = tf.data.Dataset.from_generator(lambda: iter([[1, 2, 3]]), output_signature=tf.TensorSpec([None], tf.int32))\n"
      "try:\n"
      "    list(ds.padded_batch(1, padded_shapes=[2]))\n"
      "except tf.errors.DataLossError as e:\n"
      "    print('Attempted to pad to a smaller size than the input element.' in str(e))\n");
  CHECK(r.stdout_text == "True\n");
}

TEST_CASE("a generator element that does not fit output_signature is refused by name") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "ds = tf.data.Dataset.from_generator(lambda: iter([[1, 2]]), output_signature=tf.TensorSpec([], tf.int32))\n"
      "for x in ds:\n"
      "    pass\n");
  REQUIRE(r.result.error);
  CHECK(r.result.error->type == "NotImplementedError");
}

TEST_CASE("what tfplay does not do with datasets of datasets says so") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "w = tf.data.Dataset.range(4).window(2)\n"
      "@tf.function\n"
      "def loop(ds):\n"
      "    for x in ds:\n"
      "        pass\n"
      "for bad in (lambda: w.batch(2), lambda: w.padded_batch(2), lambda: w.unbatch(),\n"
      "            lambda: w.reduce(0, lambda s, x: s), lambda: loop(w),\n"
      "            lambda: tf.data.Dataset.range(2).interleave(tf.data.Dataset.from_tensors, deterministic=True)):\n"
      "    try:\n"
      "        bad()\n"
      "        print('no error')\n"
      "    except NotImplementedError:\n"
      "        print('NotImplementedError')\n");
  std::string expected;
  for (int i = 0; i < 6; ++i) expected += "NotImplementedError\n";
  CHECK(r.stdout_text == expected);
}

TEST_CASE("a window and a shard inside a tf.function fail when the graph runs") {
  auto r = run_program(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(ds):\n"
      "    for x in ds.shard(2, 5):\n"
      "        tf.print(x)\n"
      "try:\n"
      "    f(tf.data.Dataset.range(3))\n"
      "except tf.errors.InvalidArgumentError as e:\n"
      "    print('Index must be between 0 and 1 (currently index = 5).' in str(e))\n");
  CHECK(r.stdout_text == "True\n");
}

namespace {

// The elements of one pass over `d` (int64 scalars).
std::vector<int64_t> one_pass(const tfplay::tf::data::DatasetPtr& d) {
  std::vector<int64_t> out;
  auto it = tfplay::tf::data::make_root_iterator(d);
  while (auto e = it->next()) out.push_back(e->at(0).scalar<int64_t>());
  return out;
}

}  // namespace

TEST_CASE("shuffle's orders are TF's for the kernel's seeds (shuffle_dataset_op_test.cc GetNextTestCases)") {
  using tfplay::tf::data::range_dataset;
  using tfplay::tf::data::shuffle_dataset;
  using V = std::vector<int64_t>;
  struct Case {
    int64_t buffer, seed, seed2;
    bool reshuffle;
    V first, second;
  };
  const Case cases[] = {
      {3, 1, 2, false, {2, 3, 0, 5, 6, 4, 7, 8, 9, 1}, {2, 3, 0, 5, 6, 4, 7, 8, 9, 1}},
      {10, 1, 2, true, {2, 6, 1, 3, 9, 5, 0, 8, 7, 4}, {1, 6, 0, 5, 2, 7, 4, 3, 9, 8}},
      {2, 1, 2, true, {0, 2, 1, 3, 5, 6, 4, 7, 8, 9}, {1, 0, 2, 3, 4, 5, 6, 7, 9, 8}},
      {10, 2, 2, true, {3, 0, 8, 1, 5, 4, 7, 2, 6, 9}, {4, 6, 9, 0, 1, 8, 2, 7, 3, 5}},
      {1, 1, 2, true, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}},
  };
  for (const Case& c : cases) {
    auto d = shuffle_dataset(range_dataset(0, 10, 1, tfplay::tensor::DType::Int64), c.buffer, c.seed, c.seed2, c.reshuffle);
    CHECK(one_pass(d) == c.first);
    CHECK(one_pass(d) == c.second);
  }
  CHECK(one_pass(shuffle_dataset(range_dataset(0, 0, 1, tfplay::tensor::DType::Int64), 10, 1, 2, true)).empty());
}
