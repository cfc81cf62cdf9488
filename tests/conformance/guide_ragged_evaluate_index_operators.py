# Ragged tensors guide: evaluating (to_list, values, row_splits, a row's numpy), overloaded
# operators, 2-D and 3-D indexing and slicing (a slice whose rows are all uniform prints with
# numpy-style blank lines, as the guide shows), from_tensor's shape and a uniform row length
# partition (shape (3, 2, 2)). RaggedTensor.numpy() (a NumPy object array) is not emulated.
import tensorflow as tf

rt = tf.ragged.constant([[1, 2], [3, 4, 5], [6], [], [7]])
print("Python list:", rt.to_list())
print("Values:", rt.values.numpy())
print("Splits:", rt.row_splits.numpy())
print("Indexed value:", rt[1].numpy())
x = tf.ragged.constant([[1, 2], [3], [4, 5, 6]])
y = tf.ragged.constant([[1, 1], [2], [3, 3, 3]])
print(x + y)
print(x + 3)
print(-x, x ** 2, x < 3)
queries = tf.ragged.constant([['Who', 'is', 'Dan', 'Smith'], ['Pause'], ['Will', 'it', 'rain', 'later', 'today']])
print(queries[1])
print(queries[1, 0])
print(queries[:2])
print(queries[:, -2:])
rt3 = tf.ragged.constant([[[1, 2, 3], [4]], [[5], [], [6]], [[7]], [[8, 9], [10]]])
print(rt3[1])
print(rt3[3, 0])
print(rt3[:, 1:3])
print(rt3[:, -1:])
dense = [[1, 2, 3], [4, 5, 6]]
print(tf.RaggedTensor.from_tensor(dense).shape)
rt_u = tf.RaggedTensor.from_uniform_row_length(values=tf.constant([[1, 3], [0, 0], [1, 3], [5, 3], [3, 3], [1, 2]]), uniform_row_length=2)
print(rt_u)
print(rt_u.shape)
