# tf.debugging asserts inside tf.function add an Assert op; a data-dependent failure raises
# InvalidArgumentError when the graph runs, after the stateful ops before it (automatic control
# dependencies keep program order: "before" prints, "after" does not). Checks decided while
# tracing raise at once, re-raised "in user code". Eagerly the message is built in Python.
# TF source: tensorflow/python/ops/check_ops.py (_binary_assert: data ['Condition x == y did not
# hold element-wise:', 'x (%s) = ' % x.name, x, ...], _assert_static, assert_positive and
# assert_non_negative: [message, 'Condition x > 0 ...', 'x (NAME) = ', x] checked through
# assert_less / assert_less_equal against a zero, _pretty_print; assert_equal opens its own
# name scope first, so the graph op is assert_equal_1/Assert/Assert),
# tensorflow/python/ops/control_flow_assert.py (Assert: int32/string data -> a bare Assert op),
# tensorflow/core/kernels/logging_ops.cc (AssertOp: "assertion failed: " and each input as
# SummarizeValue(summarize) in brackets), tensorflow/core/framework/tensor.cc (SummarizeArray
# appends "..." past `summarize` elements), atomic_function.py (Graph execution error text).
import tensorflow as tf


@tf.function
def checked(x, y):
    tf.print("before")
    tf.debugging.assert_equal(x, y)
    tf.print("after")
    return x + y


print(checked(tf.constant([1, 2, 3]), tf.constant([1, 2, 3])).numpy())
try:
    checked(tf.constant([1, 2, 3]), tf.constant([1, 2, 4]))
except tf.errors.InvalidArgumentError as e:
    print(e.message)


@tf.function
def positive_total(x):
    tf.debugging.assert_positive(x, message="need positive values")
    return tf.reduce_sum(x)


print(positive_total(tf.constant([3, 1, 2, 5])).numpy())
try:
    positive_total(tf.constant([3, -1, 2, 5]))
except tf.errors.InvalidArgumentError as e:
    print(e)


@tf.function
def doubled(n):
    tf.debugging.Assert(n < 10, ["n is too big:", n])
    return n * 2


print(doubled(tf.constant(4)).numpy())
try:
    doubled(tf.constant(12))
except tf.errors.InvalidArgumentError as e:
    print(e)


@tf.function
def static_check():
    tf.debugging.assert_equal(tf.constant(1), tf.constant(2), message="static")
    return 0


try:
    static_check()
except tf.errors.InvalidArgumentError as e:
    print(e)


@tf.function
def close(a, b):
    tf.debugging.assert_near(a, b)
    tf.debugging.assert_less(a, b + 1.0)
    return a - b


print(close(tf.constant([1.0, 2.0]), tf.constant([1.0, 2.0])).numpy())

try:
    tf.debugging.assert_non_negative(tf.constant([1, -2, 3, -4]))
except tf.errors.InvalidArgumentError as e:
    print(repr(str(e)))
