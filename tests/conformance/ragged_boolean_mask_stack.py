# tf.ragged.boolean_mask and tf.ragged.stack, on the docstring examples of TF 2.20's
# ragged_array_ops.boolean_mask (a dense 2-D mask gives ragged rows [[1, 3], [], [7]]; a ragged
# mask [[3], [], [5, 6]]; a 1-D mask keeps whole rows [[1, 2, 3], [5, 6]]) and
# ragged_concat_ops.stack (axis=0: one row per input; axis=1: the inputs' rows side by side).
import tensorflow as tf

data = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
mask = [[True, False, True], [False, False, False], [True, False, False]]
print(tf.ragged.boolean_mask(data, mask).to_list())
data = tf.ragged.constant([[1, 2, 3], [4], [5, 6]])
mask = tf.ragged.constant([[False, False, True], [False], [True, True]])
print(tf.ragged.boolean_mask(data, mask).to_list())
print(tf.ragged.boolean_mask(data, tf.constant([True, False, True])).to_list())
t1 = tf.ragged.constant([[1, 2], [3, 4, 5]])
t2 = tf.ragged.constant([[6], [7, 8, 9]])
print(tf.ragged.stack([t1, t2], axis=0).to_list())
print(tf.ragged.stack([t1, t2], axis=1).to_list())
print(tf.ragged.stack([t1, t2]).shape)
