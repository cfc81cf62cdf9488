# keras.layers.HashedCrossing (keras/src/layers/preprocessing/hashed_crossing.py) over
# tf.sparse.cross_hashed (sparse_ops.sparse_cross_hashed: SparseCross with hashed output, the
# default hash key 0xDECAFCAFFE, then tf.sparse.to_dense). The bins and the one-hot matrix are
# those of hashed_crossing_test.py test_correctness (feature pairs ("A", 101), ("B", 101),
# ("A", 101), ("B", 102), ("A", 102) into 5 bins: 1, 4, 1, 1, 3); the shapes and dtypes follow
# its test_basics and HashedCrossing.call (rank 0 and 1 inputs are upranked for the op, then
# reshaped back). Strings come as tf.constant, since tfplay's NumPy has no str arrays.
import numpy as np
import tensorflow as tf
import keras

feat1 = tf.constant(["A", "B", "A", "B", "A"])
feat2 = tf.constant([101, 101, 101, 102, 102])
print(keras.layers.HashedCrossing(num_bins=5)((feat1, feat2)))
print(keras.layers.HashedCrossing(num_bins=5, output_mode="one_hot")((feat1, feat2)))
column = keras.layers.HashedCrossing(num_bins=5)((tf.reshape(feat1, (5, 1)), tf.reshape(feat2, (5, 1))))
print(column.shape, column.dtype, column.numpy().reshape(-1).tolist())
print(keras.layers.HashedCrossing(num_bins=5)((tf.constant("B"), tf.constant(101))))
print(keras.layers.HashedCrossing(3)((np.array([1, 2]), np.array([4, 5]))).shape,
      keras.layers.HashedCrossing(4, output_mode="one_hot")((np.array([1, 2]), np.array([4, 5]))).shape)
print(tf.sparse.cross_hashed([tf.constant([["A"], ["B"]]), tf.constant([[101], [101]])], num_buckets=5))
