# RaggedTensor indexing and slicing, to_list, bounding_shape, from_tensor, ndim and shape,
# eagerly. Expected text from TensorFlow's Ragged Tensor guide (guide/ragged_tensor.ipynb:
# "What you can do with a ragged tensor": digits[0], digits[:, :2], digits[:, -2:],
# digits.to_list(); "Indexing": queries[1:], queries[:, :3]) and the docstrings of
# tensorflow/python/ops/ragged/ragged_tensor.py (bounding_shape, from_tensor, ndim), with
# RaggedTensor.__repr__'s layout (rows of equal length print as a 2-D array on several lines);
# numpy() of rows of equal length stacks them into one array (RaggedTensor.numpy's source).
# from_tensor without lengths or padding ends in from_uniform_row_length, so its shape keeps
# the column count (RaggedTensor.shape: static_uniform_row_length).
import tensorflow as tf

digits = tf.ragged.constant([[3, 1, 4, 1], [], [5, 9, 2], [6], []])
print(digits[0])
print(digits[:, :2])
print(digits[:, -2:])
print(digits[1:])
print(digits[1:3])
print(digits[-2:])
print(digits[2, 1:])
print(digits.to_list())
print(digits.ndim, digits.shape)
print(digits.nrows(), digits.row_lengths(), digits.flat_values)

queries = tf.ragged.constant([['Who', 'is', 'Dan', 'Smith'], ['Pause'], ['Will', 'it', 'rain', 'later', 'today']])
print(queries[1])
print(queries[1:])
print(queries[:, :3])
print(queries[:, -2:])

rt = tf.ragged.constant([[1, 2, 3, 4], [5], [], [6, 7, 8, 9], [10]])
print(rt.bounding_shape())
print(rt.bounding_shape(axis=1))
print(tf.ragged.constant([[[1, 2], [3]], [[4, 5, 6]]]).bounding_shape())

dt = tf.constant([[5, 7, 0], [0, 3, 0], [6, 0, 0]])
print(tf.RaggedTensor.from_tensor(dt))
print(tf.RaggedTensor.from_tensor(dt, lengths=[1, 0, 3]))
print(tf.RaggedTensor.from_tensor(dt, padding=0))
print(tf.RaggedTensor.from_tensor(dt, padding=0).row_splits)

x = tf.RaggedTensor.from_tensor([[1, 2], [3, 4]])
print(x.ndim, x.shape)
print(tf.ragged.constant([[[1, 2], [3]], [[4, 5, 6]]]).ndim)
print(repr(tf.ragged.constant([[1, 2], [3, 4]]).numpy()))
