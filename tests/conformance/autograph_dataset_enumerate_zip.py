# AutoGraph converts enumerate() and zip() of tf.data.Datasets (autograph/operators/py_builtins.py
# enumerate_/zip_ registries: Dataset.enumerate(start), Dataset.zip of the datasets), so
# `for i, x in enumerate(ds)` inside a tf.function is a dataset loop (control_flow.py
# _tf_dataset_for_stmt: the body is traced once, its loop variables are the scan function's
# placeholders args_1, args_2 after the state args_0) instead of a Python loop over the dataset.
# enumerate(ds, start=10) counts from 10: 10 + 11 + 12 = 33; zip pairs 0..2 with 0, 2, 4:
# 0 + 2 + 8 = 10. Outside a tf.function they are Python's enumerate and zip.
import tensorflow as tf

ds = tf.data.Dataset.range(3)


@tf.function
def weighted():
    total = tf.constant(0, tf.int64)
    for i, x in enumerate(ds):
        print("body traced with", i, x)
        total += i * x
    return total


@tf.function
def counted_and_zipped():
    total = tf.constant(0, tf.int64)
    for i, _ in enumerate(ds, start=10):
        total += i
    for a, b in zip(ds, ds.map(lambda v: v * 2)):
        total += a * b
    return total


print(weighted())
print(weighted())
print(counted_and_zipped())
print(list(enumerate(ds, 1))[0][0], type(zip(ds, ds)).__name__)
