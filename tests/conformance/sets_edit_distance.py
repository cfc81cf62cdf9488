# tf.sets on dense tensors, tf.edit_distance and tf.random_index_shuffle. The edit_distance example
# and its result ([[inf, 1.0], [0.5, 1.0]]) are its docstring (tensorflow/python/ops/array_ops.py);
# without normalize a missing truth row gives the hypothesis length and a missing hypothesis row
# the truth length (edit_distance_op.cc). tf.sets (sets_impl.py, set_kernels.cc) works on the last
# dimension of each row: the result is a SparseTensor whose row values are ascending and whose
# last dense dimension is the largest result set; tf.sets.size needs a SparseTensor; mismatched
# dtypes are sets_impl's TypeError. random_index_shuffle maps [0, max_index] onto itself one to one.
import tensorflow as tf

a = tf.constant([[1, 2, 3], [4, 5, 5]])
b = tf.constant([[2, 3, 9], [6, 4, 1]])
common = tf.sets.intersection(a, b)
print(common)
print(tf.sparse.to_dense(common))
print(tf.sets.size(common))
both = tf.sets.union(a, b)
print(tf.sparse.to_dense(both))
print(tf.sets.size(both))
print(tf.sparse.to_dense(tf.sets.difference(a, b)))
print(tf.sparse.to_dense(tf.sets.difference(a, b, aminusb=False)))
words = tf.sets.intersection(tf.constant([["a", "b"], ["c", "d"]]), tf.constant([["b", "a"], ["x", "y"]]))
print(words.values, words.dense_shape)
try:
    tf.sets.size(a)
except TypeError as e:
    print("TypeError:", e)
try:
    tf.sets.union(a, tf.constant([[1.0]]))
except TypeError as e:
    print("TypeError:", e)

hypothesis = tf.sparse.SparseTensor([[0, 0, 0], [1, 0, 0]], ["a", "b"], (2, 1, 1))
truth = tf.sparse.SparseTensor([[0, 1, 0], [1, 0, 0], [1, 0, 1], [1, 1, 0]], ["a", "b", "c", "a"], (2, 2, 2))
print(tf.edit_distance(hypothesis, truth, normalize=True))
print(tf.edit_distance(hypothesis, truth, normalize=False))
try:
    tf.edit_distance(tf.constant([1]), truth)
except TypeError as e:
    print("TypeError:", e)

seed = tf.constant([7, 8, 9], tf.int64)
shuffled = tf.random_index_shuffle(tf.range(10, dtype=tf.int64), seed, tf.constant(9, tf.int64))
print(shuffled.shape, shuffled.dtype)
print(tf.sort(shuffled))
