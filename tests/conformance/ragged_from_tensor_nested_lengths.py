# RaggedTensor.from_tensor(tensor, lengths=(row_lengths, ...)) (ragged_tensor.py): a tuple of
# row-length vectors splits one ragged level each, keeping the first lengths[l][k] items of
# every item kept above; ragged_rank must then be len(lengths). The first example is the
# method's docstring's.
import tensorflow as tf

dt = tf.constant([[[5, 0], [7, 0], [0, 0]],
                  [[0, 0], [3, 0], [0, 0]],
                  [[6, 0], [0, 0], [0, 0]]])
rt = tf.RaggedTensor.from_tensor(dt, lengths=([2, 0, 3], [1, 1, 2, 0, 1]))
print(rt)
print(rt.ragged_rank, rt.shape)
print(tf.RaggedTensor.from_tensor(dt, lengths=[[3, 1, 0], [2, 1, 0, 2]]))
try:
    tf.RaggedTensor.from_tensor(dt, lengths=([2, 0, 3], [1, 1, 2, 0, 1]), ragged_rank=1)
except ValueError as e:
    print("ValueError:", e)
