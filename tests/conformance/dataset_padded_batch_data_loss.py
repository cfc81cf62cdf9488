# Padding an element to a smaller size than it has fails in the PaddedBatchDatasetV2 kernel with
# errors::DataLoss("Attempted to pad to a smaller size than the input element."), raised by the
# eager iterator as tf.errors.DataLossError (the Python-side shape check passes: the element
# length is unknown until run time).
# TF test: tensorflow/python/data/kernel_tests/padded_batch_test.py testPaddedBatchShortPadding
# (expected_error=(errors.DataLossError, '')).
import tensorflow as tf

ds = tf.data.Dataset.from_tensor_slices([6, 5, 5, 5, 5]).map(lambda x: tf.fill([x], x)).padded_batch(
    batch_size=4, padded_shapes=[5])
print(ds.element_spec)
try:
    next(iter(ds))
except tf.errors.DataLossError as e:
    print(type(e).__name__ + ":", e)
