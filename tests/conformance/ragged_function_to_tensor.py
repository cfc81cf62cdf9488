# RaggedTensor.to_tensor inside tf.function (ragged_tensor.py to_tensor): under the
# "RaggedToTensor" name scope TF runs one RaggedTensorToTensor op (tfplay builds the same values
# from other ops, under the same names), rows padded with default_value (zeros by default) to
# the longest row; the result's static shape is rt.shape (set_shape(output_shape)), so the
# number of rows is known when the RaggedTensorSpec knows it. Three rows trace again (the
# RaggedTensorSpec from_value keys the number of rows).
import tensorflow as tf


@tf.function
def pad(x):
    t = x.to_tensor()
    print("padded:", t)
    return t


print(pad(tf.ragged.constant([[1, 2, 3], [4]])))
print(pad(tf.ragged.constant([[7], [8, 9]])))
print(pad(tf.ragged.constant([[1], [], [5, 6]])))
print(pad.experimental_get_tracing_count())


@tf.function(input_signature=[tf.RaggedTensorSpec([None, None, 2], tf.float32, ragged_rank=1)])
def pad_pairs(x):
    t = x.to_tensor(default_value=-1.0)
    print("padded pairs:", t)
    return t


print(pad_pairs(tf.ragged.constant([[[1.0, 2.0]], [[3.0, 4.0], [5.0, 6.0]]], ragged_rank=1)))
print(pad_pairs(tf.RaggedTensor.from_row_splits(tf.zeros([0, 2]), [0, 0])))
