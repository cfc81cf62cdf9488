# Inside a tf.function, tf.debugging.Assert returns its Assert operation (TF 2.20
# tensorflow/python/ops/control_flow_assert.py: int32 and string data need no AssertGuard, so it
# is gen_logging_ops._assert's op, named "Assert/Assert"), and tf.debugging.assert_rank with a
# statically satisfied rank returns control_flow_ops.no_op(name="static_checks_determined_all_ok")
# inside its "assert_rank" name scope (check_ops.py _assert_rank_condition); both can be handed to
# tf.control_dependencies. Eagerly both return None. The failing run's text is the Assert
# kernel's ("assertion failed: [...]") with the graph-execution context of graph_asserts.
import tensorflow as tf


@tf.function
def checked_sum(x):
    check = tf.debugging.Assert(tf.reduce_all(x >= 0), ["negative input:", x])
    rank = tf.debugging.assert_rank(x, 1)
    print(check.type, check.name)
    print(rank.type, rank.name)
    with tf.control_dependencies([check, rank]):
        return tf.reduce_sum(x)


print(checked_sum(tf.constant([1, 2, 3])))
try:
    checked_sum(tf.constant([1, -2]))
except tf.errors.InvalidArgumentError as e:
    print(e.message.splitlines()[-2])
print(tf.debugging.Assert(True, ["fine"]), tf.debugging.assert_rank(tf.constant([1]), 1))
