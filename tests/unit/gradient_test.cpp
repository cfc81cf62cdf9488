// The gradient registry and tf.GradientTape through whole programs. Every registered gradient
// is checked against central finite differences in float64, eagerly and inside a tf.function
// (whose gradient must equal the eager one exactly, as both run the same gradient functions).
#include <doctest/doctest.h>

#include <string>

#include "tests/unit/run_program.h"

using tfplay::testing::run_program;

namespace {

// check(f, sources): the largest |analytic - numeric| over every source element must stay under
// 1e-6, and the tf.function gradient must equal the eager one; prints "ok" or what failed.
const char* kPrelude = R"(import tensorflow as tf
a = tf.constant([[0.5, -1.2, 2.0], [1.5, 0.3, -0.7]], dtype=tf.float64)
b = tf.constant([0.8, 1.3, -0.4], dtype=tf.float64)
m = tf.constant([[1.0, -2.0], [0.5, 0.25], [3.0, -1.5]], dtype=tf.float64)
s = tf.constant(1.7, dtype=tf.float64)
def grads(f, sources):
    with tf.GradientTape() as t:
        for x in sources:
            t.watch(x)
        y = tf.reduce_sum(f(*sources))
    # tf.gather's gradient is an IndexedSlices: compare its dense value.
    return [tf.convert_to_tensor(g) for g in t.gradient(y, sources)]
def check(f, sources):
    eager = grads(f, sources)
    graph = tf.function(lambda *xs: grads(f, list(xs)))(*sources)
    h = 1e-6
    worst = 0.0
    for k, x in enumerate(sources):
        if not bool(tf.reduce_all(eager[k] == graph[k])):
            print("graph differs for source", k, eager[k], graph[k])
        n = int(tf.size(x))
        for i in range(n):
            e = tf.reshape(tf.one_hot(i, n, dtype=tf.float64), tf.shape(x)) * h
            plus = [v + e if j == k else v for j, v in enumerate(sources)]
            minus = [v - e if j == k else v for j, v in enumerate(sources)]
            numeric = (tf.reduce_sum(f(*plus)) - tf.reduce_sum(f(*minus))) / (2 * h)
            worst = max(worst, abs(float(numeric - tf.reshape(eager[k], [-1])[i])))
    print("ok" if worst < 1e-6 else "worst error %g" % worst)
)";

struct Case {
  const char* op;    // the op whose gradient function is exercised
  const char* call;  // check(...) over a, b, m, s
};

const Case kCases[] = {
    {"AddV2 (broadcast)", "check(lambda x, y: x + y, [a, b])"},
    {"Sub (scalar)", "check(lambda x, y: x - y, [a, s])"},
    {"Mul (broadcast)", "check(lambda x, y: x * y, [a, b])"},
    {"RealDiv", "check(lambda x, y: x / y, [a, b])"},
    {"Pow", "check(lambda x, y: x ** y, [tf.abs(a) + 0.5, b])"},
    {"Neg", "check(lambda x: -x, [a])"},
    {"Square", "check(tf.square, [a])"},
    {"Sqrt", "check(lambda x: tf.sqrt(x * x + 1.0), [a])"},
    {"Exp", "check(tf.exp, [a])"},
    {"Log", "check(lambda x: tf.math.log(x * x + 0.5), [a])"},
    {"Abs", "check(tf.abs, [a])"},
    {"Maximum", "check(tf.maximum, [a, b])"},
    {"Minimum", "check(tf.minimum, [a, b])"},
    {"SquaredDifference", "check(tf.math.squared_difference, [a, b])"},
    {"MatMul", "check(tf.matmul, [a, m])"},
    {"MatMul transpose_a", "check(lambda x, y: tf.matmul(x, y, transpose_a=True), [tf.transpose(a), m])"},
    {"MatMul transpose_b", "check(lambda x, y: tf.matmul(x, y, transpose_b=True), [a, tf.transpose(m)])"},
    {"Sum (all axes)", "check(lambda x: tf.reduce_sum(x * x), [a])"},
    {"Sum (axis, keepdims)", "check(lambda x: tf.reduce_sum(x, axis=1, keepdims=True) * b, [a])"},
    {"Mean", "check(lambda x: tf.reduce_mean(x, axis=0) * b, [a])"},
    {"Max", "check(lambda x: tf.reduce_max(x, axis=1) * 2.0, [a])"},
    {"Min", "check(lambda x: tf.reduce_min(x) * x, [a])"},
    {"Reshape", "check(lambda x: tf.reshape(x, [3, 2]) * m, [a])"},
    {"Identity", "check(lambda x: tf.identity(x) * x, [a])"},
    {"Cast", "check(lambda x: tf.cast(tf.cast(x, tf.float32), tf.float64) * 0.0 + x, [a])"},
    {"Relu", "check(tf.nn.relu, [a])"},
    {"Sigmoid", "check(tf.sigmoid, [a])"},
    {"Tanh", "check(tf.tanh, [a])"},
    {"Softmax", "check(lambda x: tf.nn.softmax(x) * b, [a])"},
    {"ExpandDims / Squeeze", "check(lambda x: tf.squeeze(tf.expand_dims(x, 0) * b), [a])"},
    {"ConcatV2", "check(lambda x, y: tf.concat([x, y * 2.0], axis=1) * tf.concat([x, y], axis=1), [a, -a])"},
    {"Pack", "check(lambda x, y: tf.stack([x, y], axis=1) * tf.stack([y, x], axis=1), [b, b * 2.0])"},
    {"Unpack", "check(lambda x: tf.unstack(x)[1] * b, [a])"},
    {"Transpose", "check(lambda x: tf.transpose(x) * m, [a])"},
    {"SelectV2", "check(lambda x, y: tf.where(x > 0.0, x, y), [a, b])"},
    {"LogSoftmax", "check(lambda x: tf.nn.log_softmax(x) * b, [a])"},
    {"SoftmaxCrossEntropyWithLogits", "check(lambda x, y: tf.nn.softmax_cross_entropy_with_logits(tf.nn.softmax(y), x) * b[:2], [a, a * 0.5])"},
    {"SparseSoftmaxCrossEntropyWithLogits", "check(lambda x: tf.nn.sparse_softmax_cross_entropy_with_logits([2, 0], x) * b[:2], [a])"},
    {"Sin / Cos", "check(lambda x: tf.sin(x) * tf.cos(x), [a])"},
    {"Log1p / Expm1", "check(lambda x: tf.math.log1p(x * x) + tf.math.expm1(x), [a])"},
    {"Reciprocal", "check(lambda x: tf.math.reciprocal(x * x + 1.0), [a])"},
    {"StridedSlice", "check(lambda x: x[1] * x[:, ::2][0, 1] + x[..., -1:] * 2.0, [a])"},
    {"Slice", "check(lambda x: tf.slice(x, [0, 1], [2, 2]) * m[:2], [a])"},
    {"Tile", "check(lambda x: tf.tile(x, [2, 3]) * tf.reshape(tf.range(36, dtype=tf.float64), [4, 9]), [a])"},
    {"BroadcastTo", "check(lambda x: tf.broadcast_to(x, [4, 3]) * tf.reshape(tf.range(12, dtype=tf.float64), [4, 3]), [b])"},
    {"Prod (all axes)", "check(lambda x: tf.reduce_prod(x), [a])"},
    {"Prod (axis, a zero)", "check(lambda x: tf.reduce_prod(x * tf.constant([[1.0, 0.0, 1.0], [1.0, 1.0, 1.0]], tf.float64), axis=1) * b[:2], [a])"},
    {"Prod (axis 0, keepdims)", "check(lambda x: tf.reduce_prod(x, axis=0, keepdims=True) * b, [a])"},
    {"Cumsum", "check(lambda x: tf.math.cumsum(x, axis=1) * b, [a])"},
    {"Cumsum exclusive reverse", "check(lambda x: tf.math.cumsum(x, axis=0, exclusive=True, reverse=True) * b, [a])"},
    {"Split", "check(lambda x: tf.split(x, 3, axis=1)[1] * 2.0 + tf.split(x, 3, axis=1)[2] * b[:1], [a])"},
    {"SplitV", "check(lambda x: tf.split(x, [1, 2], axis=1)[1] * m[:2], [a])"},
    {"BatchMatMulV2", "check(tf.matmul, [tf.reshape(tf.range(24, dtype=tf.float64) * 0.1, [2, 3, 4]), tf.reshape(tf.range(16, dtype=tf.float64) * 0.05, [2, 4, 2])])"},
    {"BatchMatMulV2 adjoints", "check(lambda x, y: tf.matmul(x, y, transpose_a=True, transpose_b=True), [tf.reshape(tf.range(12, dtype=tf.float64) * 0.1, [2, 3, 2]), tf.reshape(tf.range(12, dtype=tf.float64) * -0.2, [2, 2, 3])])"},
    {"BatchMatMulV2 broadcast", "check(tf.matmul, [tf.reshape(tf.range(24, dtype=tf.float64) * 0.1, [2, 3, 4]), tf.reshape(tf.range(8, dtype=tf.float64) * 0.3, [4, 2])])"},
    {"GatherV2 (IndexedSlices)", "check(lambda x: tf.gather(x, [1, 0, 1]) * tf.reshape(tf.range(9, dtype=tf.float64), [3, 3]), [a])"},
    {"GatherV2 axis 1", "check(lambda x: tf.gather(x, [2, 0, 2], axis=1) * m[:2, :1], [a])"},
    {"If (tf.cond, true branch)", "check(lambda x: tf.cond(tf.reduce_sum(x) > 0.0, lambda: x * x * b, lambda: -x), [a])"},
    {"If (tf.cond, false branch)", "check(lambda x, y: tf.cond(tf.reduce_sum(x) < 0.0, lambda: x * y, lambda: tf.sin(x) + y), [a, b])"},
    {"Case (tf.switch_case)", "check(lambda x: tf.switch_case(tf.constant(1), [lambda: x * 2.0, lambda: x * x * b]), [a])"},
    {"While (tf.while_loop)", "check(lambda x: tf.while_loop(lambda i, y: i < 3, lambda i, y: (i + 1, tf.sin(y) * x), [0, x])[1], [a])"},
    {"While (captures)", "check(lambda x, y: tf.while_loop(lambda i, acc: i < 2, lambda i, acc: (i + 1, acc * x + y), [0, tf.ones_like(x)])[1], [a, b])"},
    {"While (cond in body)", "check(lambda x: tf.while_loop(lambda i, y: i < 4, lambda i, y: (i + 1, tf.cond(i % 2 == 0, lambda: y * x, lambda: y + x)), [0, x])[1], [a])"},
    {"PartitionedCall (tf.function call)", "check(tf.function(lambda x, y: tf.matmul(x, y) * 2.0), [a, m])"},
};

}  // namespace

TEST_CASE("gradient registry: every gradient matches finite differences, eagerly and in tf.function") {
  for (const Case& c : kCases) {
    auto r = run_program(std::string(kPrelude) + c.call + "\n");
    INFO(c.op);
    INFO(r.stderr_text);
    CHECK(r.stdout_text == "ok\n");
  }
}

TEST_CASE("gradient tape: variables are watched when read, unconnected sources give None or zeros") {
  auto r = run_program(R"(import tensorflow as tf
w = tf.Variable([1.0, 2.0])
b = tf.Variable(0.5)
frozen = tf.Variable(3.0, trainable=False)
c = tf.constant(2.0)
with tf.GradientTape(persistent=True) as t:
    z = tf.reduce_sum(w * w) + b * frozen + c
print(t.gradient(z, {"w": w, "b": b}))
print(t.gradient(z, (frozen, c)))
print(t.gradient(z, [frozen], unconnected_gradients=tf.UnconnectedGradients.ZERO))
print([v.name for v in t.watched_variables()])
with tf.GradientTape(watch_accessed_variables=False) as t2:
    y = w * b
print(t2.gradient(y, w), t2.watched_variables())
)");
  CHECK(r.stdout_text ==
        "{'w': <tf.Tensor: shape=(2,), dtype=float32, numpy=array([2., 4.], dtype=float32)>, "
        "'b': <tf.Tensor: shape=(), dtype=float32, numpy=3.0>}\n"
        "(None, None)\n"
        "[<tf.Tensor: shape=(), dtype=float32, numpy=0.0>]\n"
        "['Variable:0', 'Variable:0']\n"
        "None ()\n");
}

TEST_CASE("gradient tape: stop_gradient, stop_recording, reset and nested tapes") {
  auto r = run_program(R"(import tensorflow as tf
x = tf.constant(3.0)
with tf.GradientTape() as t:
    t.watch(x)
    y = x * tf.stop_gradient(x)
print(t.gradient(y, x))
with tf.GradientTape() as t:
    t.watch(x)
    with t.stop_recording():
        y = x * x
print(t.gradient(y, x))
with tf.GradientTape() as t:
    t.watch(x)
    y = x * x
    t.reset()
    t.watch(x)
    z = x * 5.0
print(t.gradient(z, x))
with tf.GradientTape() as outer:
    outer.watch(x)
    with tf.GradientTape() as inner:
        inner.watch(x)
        y = x * x * x
    dy = inner.gradient(y, x)
print(dy, outer.gradient(dy, x))
)");
  CHECK(r.stdout_text ==
        "tf.Tensor(3.0, shape=(), dtype=float32)\n"
        "None\n"
        "tf.Tensor(5.0, shape=(), dtype=float32)\n"
        "tf.Tensor(27.0, shape=(), dtype=float32) tf.Tensor(18.0, shape=(), dtype=float32)\n");
}

TEST_CASE("gradient tape: TF's errors and warnings") {
  auto r = run_program(R"(import tensorflow as tf
x = tf.constant(2)
with tf.GradientTape() as t:
    t.watch(x)
    y = x * x
print(t.gradient(y, x))
try:
    t.gradient(y, x)
except RuntimeError as e:
    print(e)
with tf.GradientTape() as t:
    pass
try:
    t.gradient(None, x)
except TypeError as e:
    print(e)
with tf.GradientTape() as t:
    t.watch(tf.constant(1.0))
try:
    t.gradient(tf.constant(1.0), tf.constant(1.0), unconnected_gradients="some")
except ValueError as e:
    print(e)
)");
  CHECK(r.stdout_text ==
        "None\n"
        "A non-persistent GradientTape can only be used to compute one set of gradients (or jacobians)\n"
        "Argument `target` should be a list or nested structure of Tensors, Variables or CompositeTensors to be "
        "differentiated, but received None.\n"
        "Unknown value for unconnected_gradients: 'some'\n");
  CHECK(r.stderr_text ==
        "WARNING:tensorflow:The dtype of the watched tensor must be floating (e.g. tf.float32), got tf.int32\n");
}

TEST_CASE("gradient tape inside tf.function: gradient ops are graph nodes under gradient_tape/") {
  auto r = run_program(R"(import tensorflow as tf
w = tf.Variable(2.0)
@tf.function
def step(x):
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w * x)
    return tape.gradient(loss, w)
print(step(tf.constant([1.0, 2.0])))
ops = step.get_concrete_function(tf.TensorSpec([2], tf.float32)).graph.get_operations()
print([op.name for op in ops if op.name.startswith("gradient_tape/")])
)");
  CHECK(r.stdout_text ==
        "tf.Tensor(3.0, shape=(), dtype=float32)\n"
        "['gradient_tape/Reshape/shape', 'gradient_tape/Reshape', 'gradient_tape/Const', 'gradient_tape/Tile', "
        "'gradient_tape/mul/Mul', 'gradient_tape/mul/Shape', 'gradient_tape/mul/Shape_1', "
        "'gradient_tape/mul/Sum/reduction_indices', 'gradient_tape/mul/Sum', 'gradient_tape/mul/Reshape']\n");
}

TEST_CASE("gradients through tf.cond and tf.function calls reach the variables their functions read") {
  auto r = run_program(R"(import tensorflow as tf
v = tf.Variable(3.0)
@tf.function
def f(x):
    with tf.GradientTape() as t:
        t.watch(x)
        y = tf.cond(x > 0.0, lambda: x * x * v, lambda: -x)
    return t.gradient(y, [x, v])
print([float(g) for g in f(tf.constant(2.0))], [float(g) for g in f(tf.constant(-2.0))])
g = tf.function(lambda: v * 2.0)
with tf.GradientTape() as t:
    y = g()
print(t.gradient(y, v))
ops = f.get_concrete_function(tf.TensorSpec([], tf.float32)).graph.get_operations()
print([op.name for op in ops if op.name.startswith("gradient_tape/")])
)");
  CHECK(r.stdout_text ==
        "[12.0, 4.0] [-1.0, 0.0]\n"
        "tf.Tensor(2.0, shape=(), dtype=float32)\n"
        "['gradient_tape/cond/StatelessIf', 'gradient_tape/cond/Identity', 'gradient_tape/cond/Identity_1']\n");
}

TEST_CASE("gradient replay refuses functions whose result depends on random ops") {
  auto r = run_program(R"(import tensorflow as tf
@tf.function
def f(x):
    with tf.GradientTape() as t:
        t.watch(x)
        y = tf.cond(x > 0.0, lambda: x * tf.random.uniform([]), lambda: x)
    return t.gradient(y, x)
try:
    f(tf.constant(1.0))
except NotImplementedError as e:
    print(str(e).splitlines()[-1].strip())
)");
  CHECK(r.stdout_text ==
        "NotImplementedError: tfplay cannot compute gradients through a function whose result depends on the stateful op "
        "RandomUniform yet\n");
}

TEST_CASE("GradientTape.jacobian and batch_jacobian") {
  auto r = run_program(R"(import tensorflow as tf
x = tf.constant([1.0, 2.0])
with tf.GradientTape(persistent=True) as t:
    t.watch(x)
    y = x * x * x
print(t.jacobian(y, x).numpy().tolist())
print(t.jacobian(y, tf.constant(1.0)), t.jacobian(y, tf.constant(1.0), unconnected_gradients="zero").numpy().tolist())
print(t.jacobian(y, x, experimental_use_pfor=False).numpy().tolist())
@tf.function
def f(x):
    with tf.GradientTape() as t:
        t.watch(x)
        y = tf.matmul(x, x)
    return t.batch_jacobian(y, x)
print(f(tf.constant([[1.0, 2.0], [3.0, 4.0]])).shape)
with tf.GradientTape() as t:
    t.watch(x)
    y = x * 2.0
try:
    t.jacobian(y, x, experimental_use_pfor=False)
except RuntimeError as e:
    print(e)
try:
    t.batch_jacobian(y, x)
except ValueError as e:
    print(e)
)");
  CHECK(r.stdout_text ==
        "[[3.0, 0.0], [0.0, 12.0]]\n"
        "None [0.0, 0.0]\n"
        "[[3.0, 0.0], [0.0, 12.0]]\n"
        "(2, 2, 2)\n"
        "GradientTape must be created with persistent=True to compute the jacobian with eager execution enabled and with  "
        "experimental_use_pfor set to False.\n"
        "Shape (2,) must have rank at least 2\n");
}

TEST_CASE("gradient registry: lookup texts") {
  auto r = run_program(R"(import tensorflow as tf
x = tf.constant([1.0, 2.0])
with tf.GradientTape(persistent=True) as t:
    t.watch(x)
    less = tf.reduce_sum(tf.cast(x < 1.5, tf.float32) * x)
    indexed = tf.gather(x, [1, 0]) * 2.0
print(t.gradient(less, x))
print(t.gradient(indexed, x))
)");
  CHECK(r.stdout_text ==
        "tf.Tensor([1. 0.], shape=(2,), dtype=float32)\n"
        "IndexedSlices(indices=tf.Tensor([1 0], shape=(2,), dtype=int32), values=tf.Tensor([2. 2.], shape=(2,), "
        "dtype=float32), dense_shape=tf.Tensor([2], shape=(1,), dtype=int32))\n");
}

TEST_CASE("an uncaught gradient error ends the program with a traceback") {
  auto r = run_program(R"(import tensorflow as tf
x = tf.constant(1.0)
with tf.GradientTape() as tape:
    tape.watch(x)
    y = x * x
tape.gradient(y, x)
tape.gradient(y, x)
)");
  REQUIRE(r.result.error);
  CHECK(r.result.error->type == "RuntimeError");
  CHECK(r.stderr_text ==
        "Traceback (most recent call last):\n"
        "  File \"main.py\", line 7, in <module>\n"
        "    tape.gradient(y, x)\n"
        "RuntimeError: A non-persistent GradientTape can only be used to compute one set of gradients (or jacobians)\n");
}

TEST_CASE("gradient tape: sources and watched objects that are not tensors") {
  auto r = run_program(R"(import tensorflow as tf
x = tf.constant(1.0)
with tf.GradientTape() as t:
    t.watch(x)
    y = x * 2.0
    try:
        t.watch([x, 2.0])
    except ValueError as e:
        print(e)
try:
    t.gradient(y, 3.0)
except TypeError as e:
    print(e)
)");
  CHECK(r.stdout_text ==
        "Passed in object 2.0 of type 'float', not tf.Tensor or tf.Variable or ExtensionType.\n"
        "Cannot convert the argument `type_value`: 3.0 to a TensorFlow DType.\n");
}
