# tf.ragged.map_flat_values's checks (TF 2.20's ragged_functional_ops.map_flat_values and
# ragged_map_flat_values_op_test.py): the flat_values of the ragged inputs must share their outer
# size ("Got sizes: {3, 5}", a Python set: testRaggedTensorSplitsValueMismatchError), the output
# of `op` must keep it (testRaggedTensorShapeMismatchError: tf.argmax's scalar), and the row
# partitions are merged by RowPartition._merge_precomputed_encodings, whose eager
# check_ops.assert_equal of two different row_splits raises InvalidArgumentError "...partitions
# have incompatible row_splits" (testRaggedTensorSplitsValueMismatchError), and which keeps the
# uniform_row_length of any input (testRaggedMapFnPreservesUniformRowLength, both orders).
# Inputs of different ragged_rank fail in _merge_partition_lists, after `op` ran. RaggedTensors
# inside lists, tuples and dicts are replaced too (_replace_ragged_with_flat_values). Inside a
# tf.function the flat_values' outer size is unknown (None), so a scalar output fails in
# RaggedTensor.__init__'s values.shape.with_rank_at_least(1) instead.
import tensorflow as tf


def attempt(label, fn):
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, e)


x = tf.ragged.constant([[1, 2, 3], [4, 5]])
attempt('argmax', lambda: tf.ragged.map_flat_values(tf.argmax, x))
attempt('reduce_sum', lambda: tf.ragged.map_flat_values(tf.reduce_sum, x))
attempt('slice', lambda: tf.ragged.map_flat_values(lambda v: v[:3], x))

x = tf.ragged.constant([[3, 1, 4], [], [1, 5]])
y = tf.ragged.constant([[1], [2, 3], [4, 5]])
attempt('splits', lambda: tf.ragged.map_flat_values(tf.add, x, y))
z = tf.RaggedTensor.from_row_splits([0, 1, 2], tf.constant([0, 3], tf.int64))
attempt('sizes', lambda: tf.ragged.map_flat_values(tf.add, x, z))
deep = tf.ragged.constant([[[1, 2], [3]], [[4, 5]]])
calls = []


def add(a, b):
    calls.append(1)
    return a + b


attempt('ragged_rank', lambda: tf.ragged.map_flat_values(add, x, deep))
print('op ran', len(calls))
attempt('int32 splits', lambda: tf.ragged.map_flat_values(
    tf.add, x, tf.ragged.constant([[3, 1, 4], [], [1, 5]], row_splits_dtype=tf.int32)))
attempt('same splits', lambda: tf.ragged.map_flat_values(tf.multiply, x, tf.ragged.constant([[1, 2, 3], [], [4, 5]])))
attempt('list', lambda: tf.ragged.map_flat_values(tf.add_n, [x, x, x]))
attempt('dict', lambda: tf.ragged.map_flat_values(lambda d: d['a'] * 2, {'a': x}))
attempt('no ragged', lambda: tf.ragged.map_flat_values(tf.add, 1, 2))

a = tf.RaggedTensor.from_uniform_row_length(tf.ragged.constant([[1, 2], [3]]), uniform_row_length=2)
b = tf.ragged.constant([[[1, 2], [3]]])
for first, second in [(a, b), (b, a)]:
    r = tf.ragged.map_flat_values(tf.add, first, second)
    print(r.uniform_row_length, r.shape, r)


@tf.function
def traced(rt):
    return tf.ragged.map_flat_values(tf.argmax, rt)


try:
    traced(tf.ragged.constant([[1, 2], [3]]))
except ValueError as e:
    print('traced', str(e).strip().splitlines()[-1])
