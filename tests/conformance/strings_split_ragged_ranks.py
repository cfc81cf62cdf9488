# tf.strings.split of inputs of rank 2 and of RaggedTensors
# (tensorflow/python/ops/ragged/ragged_string_ops.py string_split_v2): a RaggedTensor splits its
# flat values and keeps its row partitions (with_flat_values); a tensor of rank 2 or more is
# split as RaggedTensor.from_tensor(input), whose uniform row length stays in the shape
# ([2, 2, None]); a vector is one StringSplitV2, a scalar gives the tokens as a tf.Tensor.
import tensorflow as tf

r = tf.strings.split(tf.constant([["a b", "c"], ["d e f", ""]]))
print(r)
print(r.shape, r.ragged_rank)
print(tf.strings.split(tf.ragged.constant([["a b", "c"], ["d e f"]])).shape)
csv = tf.strings.split([["1,2", "3"], ["4,5,6", "7,8"]], sep=",")
print(csv)
print(tf.strings.to_number(csv))
print(tf.strings.split(tf.constant([[["x y"]]])).shape)
print(tf.strings.split("a b c"), tf.strings.split(["a b", "c"]))
print(tf.RaggedTensor.from_tensor([[1, 2], [3, 4]]).shape, (tf.RaggedTensor.from_tensor([[1, 2], [3, 4]]) * 2).shape)
print(tf.RaggedTensor.from_tensor([[1, 2], [3, 0]], padding=0).shape)
