# tf.ragged.stack of dense tensors. Expected text from TF 2.20's source and docstring:
# tensorflow/python/ops/ragged/ragged_concat_ops.py stack ("Stacking two dense tensors with
# different sizes": tf.ragged.stack([t3, t4], axis=0) ->
# <tf.RaggedTensor [[[1, 2, 3], [4, 5, 6]], [[5], [6], [7]]]>). _ragged_stack_concat_helper:
# 1-D inputs on axis 0 are the rows of RaggedTensor.from_row_lengths; when every input is dense
# and axis is the last input axis or the new one, the result is array_ops_stack.stack's Tensor
# (rank-0 inputs give a 1-D Tensor); otherwise dense inputs go through
# RaggedTensor.from_tensor(ragged_rank=1). get_positive_axis checks the axis against rank + 1.
# The reprs follow RaggedTensor.__repr__ (_formatter over self.numpy()).
import tensorflow as tf
t1 = tf.ragged.constant([[1, 2], [3, 4, 5]])
t2 = tf.ragged.constant([[6], [7, 8, 9]])
print(repr(tf.ragged.stack([t1, t2], axis=0)))
print(repr(tf.ragged.stack([t1, t2], axis=1)))
t3 = tf.constant([[1, 2, 3], [4, 5, 6]])
t4 = tf.constant([[5], [6], [7]])
print(repr(tf.ragged.stack([t3, t4], axis=0)))
print(repr(tf.ragged.stack([t3, t3], axis=0)))
print(repr(tf.ragged.stack([t3, t3], axis=1)))
print(repr(tf.ragged.stack([t3, t3], axis=-1)))
print(repr(tf.ragged.stack([tf.constant([1, 2]), tf.constant([3])], axis=0)))
print(repr(tf.ragged.stack([tf.constant([1, 2]), tf.constant([3, 4])], axis=1)))
print(repr(tf.ragged.stack([tf.constant(1), tf.constant(2)])))
print(repr(tf.ragged.stack([t1, t3[:, :2]], axis=0)))
try:
    tf.ragged.stack([t3, t4], axis=3)
except ValueError as e:
    print(e)
