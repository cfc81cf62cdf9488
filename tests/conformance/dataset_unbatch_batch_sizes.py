# Dataset.unbatch of components whose batch sizes differ (a zip of two batched datasets) fails
# while iterating with UnbatchDatasetOp's InvalidArgumentError (tensorflow/core/kernels/data/
# experimental/unbatch_dataset_op.cc: "...had size, 3.", TF's comma); a RaggedTensor's rows unbatch
# as tensors of their own lengths.
import tensorflow as tf

a = tf.data.Dataset.range(4).batch(2)
b = tf.data.Dataset.range(6).batch(3)
ds = tf.data.Dataset.zip((a, b)).unbatch()
print(ds.element_spec)
try:
    for x in ds:
        print(x)
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e.message)
rt = tf.ragged.constant([[1, 2], [3], [4, 5, 6]])
for row in tf.data.Dataset.from_tensors(rt).unbatch():
    print(row)
