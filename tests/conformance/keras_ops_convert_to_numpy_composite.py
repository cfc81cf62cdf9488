# keras.ops.convert_to_numpy of TF's composite tensors and ops.shape of a RaggedTensor (Keras
# 3.11.3 keras/src/backend/tensorflow/core.py: convert_to_numpy densifies a SparseTensor with
# sparse_to_dense, an IndexedSlices with tf.convert_to_tensor and a RaggedTensor with
# .to_tensor() before np.array; shape() leaves a ragged dimension None). Values are those of
# keras/src/ops/core_test.py CoreOpsCorrectnessTest.test_convert_to_tensor_sparse,
# test_convert_to_tensor_ragged and test_shape_ragged (and SparseTest's densified expectations).
import numpy as np
import tensorflow as tf
from keras import ops

sparse = tf.SparseTensor([[0, 0], [1, 2]], [1.0, 2.0], (2, 3))
x = ops.convert_to_numpy(sparse)
print(type(x).__name__, x.dtype)
print(x)

slices = tf.IndexedSlices(tf.constant([[1.0, 2.0]]), tf.constant([1]), tf.constant([3, 2]))
x = ops.convert_to_numpy(slices)
print(type(x).__name__, x.dtype)
print(x)

ragged = tf.ragged.constant([[3, 1, 4, 1], [], [5, 9, 2], [6], []])
x = ops.convert_to_numpy(ragged)
print(type(x).__name__, x.dtype)
print(x)
print(np.array_equal(x, ops.convert_to_tensor(ragged, ragged=False)))

print(ops.shape(ragged))
print(ops.shape(tf.RaggedTensor.from_row_lengths(tf.zeros([15, 2]), [4, 5, 6])))
print(ops.shape(sparse))
