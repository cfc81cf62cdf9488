# Ops on a RaggedTensor's flat values inside tf.function: tf.nn.embedding_lookup with ragged
# ids looks up ids.flat_values and keeps the row partitions (ragged_embedding_ops:
# [rows, None, dim]); tf.ragged.map_flat_values(op, *args) runs op on the flat values of
# RaggedTensors sharing their row partitions (ragged_functional_ops.py); reduce_mean over the
# rows averages each row's vectors (ragged_math_ops.reduce_mean: reduce_sum / count).
import tensorflow as tf

table = tf.constant([[0.0, 0.0], [1.0, 1.0], [2.0, 2.0]])


@tf.function
def embed(ids):
    e = tf.nn.embedding_lookup(table, ids)
    print("embedded:", e.shape)
    return tf.reduce_mean(e, axis=1)


print(embed(tf.ragged.constant([[1, 2], [0]])))


@tf.function
def squares(x):
    return tf.ragged.map_flat_values(tf.square, x), tf.ragged.map_flat_values(tf.add, x, x)


print(squares(tf.ragged.constant([[1, 2], [3]])))
