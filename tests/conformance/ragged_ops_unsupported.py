# What tfplay does not emulate of RaggedTensor raises a NotImplementedError naming the feature
# (tfplay's own wording; real TF 2.20 does it): numpy() of rows of different lengths (a NumPy
# object array in TF). A ragged constant and an elementwise op on it inside a tf.function
# trace into the graph and return a RaggedTensor, as in TF.
# The dense paths of the same tf functions still work in and out of tf.function, and a
# RaggedTensor handed to a wrapped function outside any trace still dispatches.
import tensorflow as tf

@tf.function
def ragged_add():
    rt = tf.ragged.constant([[1, 2], [3]])
    return tf.add(rt, 1)

print(ragged_add())

@tf.function
def dense(x):
    return tf.reduce_sum(tf.add(x, 1), axis=1), tf.concat([x, x], axis=0)

s, c = dense(tf.constant([[1, 2], [3, 4]]))
print(s)
print(c.shape)
print(tf.reduce_mean(tf.constant([[1.0, 2.0], [3.0, 5.0]]), axis=1))
print(tf.add(tf.ragged.constant([[1.5], [2.5, 3.5]]), 1.0))

try:
    tf.ragged.constant([[3, 1, 4, 1], [], [5, 9, 2]]).numpy()
except NotImplementedError as e:
    print("NotImplementedError:", e)
