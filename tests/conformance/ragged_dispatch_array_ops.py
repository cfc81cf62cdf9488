# TF ops that TF 2.20 dispatches to ragged kernels for a RaggedTensor argument, eagerly:
# tf.reverse (ragged_array_ops.reverse; the ragged tensor guide's make_palindrome),
# tf.gather (ragged_gather_ops.gather: rows of ragged params, ragged indices keep their rows),
# tf.boolean_mask and tf.stack (ragged_array_ops.boolean_mask, ragged_concat_ops.stack),
# tf.expand_dims (ragged_array_ops.expand_dims: axis 0 and 1 add uniform partitions), tf.size
# and tf.rank (ragged_array_ops.size / rank: of flat_values, plus ragged_rank),
# tf.math.reduce_any / reduce_all (ragged_math_ops: the int32 sum / product of each row, as
# bool; an empty row is False / True), tf.one_hot (ragged_array_ops.ragged_one_hot: of
# flat_values) and tf.where with x and y (ragged_where_op.where_v2: elementwise). The expected values follow those functions' code and docstring examples.
import tensorflow as tf

def make_palindrome(x, axis):
    return tf.concat([x, tf.reverse(x, [axis])], axis)

digits = tf.ragged.constant([[3, 1, 4, 1], [], [5, 9, 2], [6], []])
print(make_palindrome(digits, axis=1))
print(tf.reverse(digits, [0]))
print(tf.reverse(digits, [-1, 0]))
rt = digits
print(tf.gather(rt, [2, 0]))
print(tf.gather(rt, 2))
print(tf.gather(rt, tf.ragged.constant([[1, 0], [2]])))
print(tf.gather(tf.constant(["a", "b", "c"]), tf.ragged.constant([[2, 1], [], [0]])))
print(tf.boolean_mask(rt, [True, False, True, False, False]))
print(tf.expand_dims(rt, 0))
print(tf.expand_dims(rt, 0).shape, tf.expand_dims(rt, 1).shape)
print(tf.stack([rt, rt], axis=1))
print(tf.size(rt), tf.size(rt, out_type=tf.int64))
print(tf.rank(rt), tf.rank(tf.ragged.constant([[[1], [2]], [[3]]])))
print(tf.math.reduce_any(rt > 5, axis=1))
print(tf.reduce_all(rt > 2, axis=1))
print(tf.reduce_any(rt > 8))
print(tf.one_hot(tf.ragged.constant([[0, 2], [1]]), 3).to_list())
print(tf.where(rt > 3, rt, 0))
print(tf.where(rt > 3, 1, rt * 10))
