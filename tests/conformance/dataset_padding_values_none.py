# padded_batch's padding_values may hold None where the input component is itself a structure:
# padded_batch_op._padding_values_or_default maps up to padding_values, so that None stands for
# the defaults of the whole structure at its place (here {'s': ''}).
# TF test: tensorflow/python/data/kernel_tests/padded_batch_test.py
# testPaddedBatchDatasetNonDefaultPadding (padding_values (-1, '<end>', None)).
import tensorflow as tf

ds = tf.data.Dataset.range(1, 3).map(lambda x: (tf.fill([x], x), {"s": tf.strings.as_string(tf.fill([x], x))}))
ds = ds.padded_batch(2, padded_shapes=([-1], {"s": [-1]}), padding_values=(tf.constant(-1, tf.int64), None))
print(ds.element_spec)
for a, b in ds.as_numpy_iterator():
    print(a)
    print(b["s"])
