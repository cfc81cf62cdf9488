# Arguments TF refuses when a dataset is made:
# - from_tensor_slices of an empty structure: from_tensor_slices_op._TensorSliceDataset raises
#   ValueError("Invalid `element`. `element` should not be empty.")
#   (from_tensor_slices_test.py testFromTensorSlicesEmptyComponent);
# - prefetch with a buffer size below -1 (AUTOTUNE): PrefetchDatasetOp::MakeDataset's
#   InvalidArgument "buffer_size must be >= 0 or set buffer_size to be -1 for auto-tuning",
#   eagerly the wrapped op's error (prefetch_test.py testInvalidBufferSize);
# - Dataset.zip with both *args and datasets=: dataset_ops.DatasetV2.zip raises
#   TypeError("Both `*args` and `datasets` cannot be set.").
import tensorflow as tf


def show(f):
    try:
        print(f())
    except (tf.errors.InvalidArgumentError, ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)


show(lambda: tf.data.Dataset.from_tensor_slices(()))
show(lambda: tf.data.Dataset.from_tensor_slices({}))
show(lambda: tf.data.Dataset.range(10).prefetch(buffer_size=-2))
show(lambda: list(tf.data.Dataset.range(3).prefetch(tf.data.AUTOTUNE).as_numpy_iterator()))
show(lambda: list(tf.data.Dataset.range(3).prefetch(0).as_numpy_iterator()))
ds = tf.data.Dataset.range(3)
show(lambda: tf.data.Dataset.zip(ds, datasets=ds))
show(lambda: tf.data.Dataset.zip())
show(lambda: tf.data.Dataset.zip(datasets=(ds, ds)).element_spec)
