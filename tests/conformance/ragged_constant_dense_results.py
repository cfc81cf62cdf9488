# tf.ragged.constant returns a plain tf.Tensor when the value has no ragged dimension, and checks
# the inner values' shape when ragged_rank is given. From TF 2.20's ragged_const_op_test.py
# testRaggedConst (dict(pylist=b'x', expected_shape=()), dict(pylist=[1, 2, 3],
# expected_shape=(3,)), dict(pylist=[], expected_shape=(0,)), the ragged_rank=0 cases) and
# testRaggedConstError (the last two: "inner values have inconsistent shape"), following
# ragged_factory_ops._constant_value: a scalar, ragged_rank=0, or no ragged_rank with a list
# nested less than twice give constant_op.constant(pylist, dtype); a given ragged_rank computes
# _default_inner_shape_for_pylist (the shape of the leftmost inner value, which every other
# must have; "pylist has scalar values depth %d" with the depth where a scalar shows up).
import tensorflow as tf


def attempt(label, fn):
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, e)


for pylist in [b'x', 5, [1, 2, 3], [], [[]], [b'a', b'b'], (1.5, 2.5)]:
    value = tf.ragged.constant(pylist)
    print(type(value).__name__, value.shape, value.dtype, value)
print(tf.ragged.constant([1, 2, 3], dtype=tf.float64))
print(tf.ragged.constant([[1, 2], [3, 4]], ragged_rank=0))
print(tf.ragged.constant(7, ragged_rank=0))
attempt('[[1, 2], [3]] ragged_rank=0', lambda: tf.ragged.constant([[1, 2], [3]], ragged_rank=0))

attempt('inconsistent', lambda: tf.ragged.constant([[[1, 2], [3, 4]], [[5, 6], [7, 8, 9]]], ragged_rank=1))
attempt('inconsistent empty', lambda: tf.ragged.constant([[[], [[]]]], ragged_rank=1))
attempt('ragged_rank=2', lambda: tf.ragged.constant([[[1, 2], [3, 4]], [[5, 6], [7, 8]]], ragged_rank=2).shape)
attempt('depth 1', lambda: tf.ragged.constant([1, 2, 3], ragged_rank=1))
rt = tf.ragged.constant([[[1, 2], [3, 4]], [[5, 6]]], ragged_rank=1)
print(rt.shape, rt.flat_values.shape, rt.to_list())
rt = tf.ragged.constant([[[], []], []], ragged_rank=1)
print(rt.shape, rt.flat_values.dtype, rt.to_list())
attempt('negative ragged_rank of a scalar', lambda: tf.ragged.constant(3, ragged_rank=-1))
attempt('a RaggedTensor', lambda: tf.ragged.constant(tf.ragged.constant([[1], []])))
