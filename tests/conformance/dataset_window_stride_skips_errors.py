# Dataset.window keeps every buffered input element with the status computing it returned, and
# a window fails only on an error in an element it takes (every stride-th one); elements the
# stride skips may have failed (window_dataset_op.cc GetNextInternal).
# TF test: tensorflow/python/data/kernel_tests/window_test.py testWindowIgnoreErrors, which
# expects [np.float32([1., 2.]), np.float32([2., 3.])].
import numpy as np
import tensorflow as tf

input_values = np.float32([1., np.nan, 2., np.nan, 3.])
ds = tf.data.Dataset.from_tensor_slices(input_values).map(lambda x: tf.debugging.check_numerics(x, "message"))
ds = ds.window(size=2, shift=2, stride=2, drop_remainder=True).flat_map(lambda x: x.batch(batch_size=2))
print(list(ds.as_numpy_iterator()))
