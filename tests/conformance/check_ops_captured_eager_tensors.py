# Inside tf.function, ops.convert_to_tensor of an eager tensor made outside captures it
# (EagerTensor.__tf_tensor__ -> FuncGraph.capture, a Const named by the conversion's `name` in
# the current name scope) and returns the graph tensor, so check_ops' graph branches print
# `x.name`. After TF 2.20's check_ops_test.py AssertV2Asserts.test_passes_when_it_should (each
# assert, given eager constants, fails inside a tf.function with "fail" in the message).
# TF source: tensorflow/python/framework/ops.py (_EagerTensorBase.__tf_tensor__),
# tensorflow/core/function/capture/capture_container.py (capture_by_value: one Const per tensor
# object), tensorflow/python/ops/check_ops.py (_binary_assert's graph data 'x (%s) = ' % x.name,
# assert_negative/assert_positive name = x.name when not executing eagerly, assert_type's
# getattr(tensor, "name", "tensor"), assert_integer, assert_scalar, assert_rank*).
import tensorflow as tf

c1 = tf.constant(-1, name="minus_one", dtype=tf.int32)
c2 = tf.constant(2, name="two", dtype=tf.int32)
c3 = tf.constant([3., 3.], name="three", dtype=tf.float32)
c4 = tf.constant([3., 3.5], name="three_and_a_half", dtype=tf.float32)


@tf.function
def converted():
    t = tf.convert_to_tensor(c1, name="c")
    again = tf.convert_to_tensor(c1, name="other")
    print(type(t).__name__, t.name, t.dtype, t.shape, again.name)
    print(tf.convert_to_tensor(c2).name.endswith(":0"))
    return t + 1


print(converted().numpy())

cases = [
    ("assert_equal", tf.debugging.assert_equal, (c1, c2), tf.errors.InvalidArgumentError),
    ("assert_less", tf.debugging.assert_less, (c1, c1), tf.errors.InvalidArgumentError),
    ("assert_near", tf.debugging.assert_near, (c3, c4), tf.errors.InvalidArgumentError),
    ("assert_greater", tf.debugging.assert_greater, (c1, c1), tf.errors.InvalidArgumentError),
    ("assert_negative", tf.debugging.assert_negative, (c2,), tf.errors.InvalidArgumentError),
    ("assert_positive", tf.debugging.assert_positive, (c1,), tf.errors.InvalidArgumentError),
    ("assert_less_equal", tf.debugging.assert_less_equal, (c2, c1), tf.errors.InvalidArgumentError),
    ("assert_none_equal", tf.debugging.assert_none_equal, (c3, c4), tf.errors.InvalidArgumentError),
    ("assert_non_negative", tf.debugging.assert_non_negative, (c1,), tf.errors.InvalidArgumentError),
    ("assert_non_positive", tf.debugging.assert_non_positive, (c2,), tf.errors.InvalidArgumentError),
    ("assert_greater_equal", tf.debugging.assert_greater_equal, (c1, c2), tf.errors.InvalidArgumentError),
    ("assert_type", tf.debugging.assert_type, (c1, tf.float32), TypeError),
    ("assert_integer", tf.debugging.assert_integer, (c3,), TypeError),
    ("assert_scalar", tf.debugging.assert_scalar, (c3,), ValueError),
    ("assert_rank", tf.debugging.assert_rank, (c3, 2), ValueError),
    ("assert_rank_in", tf.debugging.assert_rank_in, (c1, [1, 2]), ValueError),
    ("assert_rank_at_least", tf.debugging.assert_rank_at_least, (c1, 1), ValueError),
]
for label, fn, failing_args, error in cases:
    @tf.function
    def failing_fn():
        fn(*failing_args, message="fail")

    try:
        failing_fn()
    except error as e:
        text = str(e)
        if "assertion failed" in text:  # the Assert op failed when the graph ran
            text = [line for line in text.split("\n") if line.startswith("assertion failed")][0]
        else:  # raised while tracing: the last lines, below "in user code"
            text = "\n".join(line.strip() for line in text.strip().split("\n")[3:])
        print(label, type(e).__name__, "fail" in text)
        print(text)
