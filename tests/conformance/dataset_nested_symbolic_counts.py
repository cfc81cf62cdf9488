# Datasets built inside flat_map / interleave functions whose counts come from the element:
# repeat(x), skip(n).take(n) and batch(n) with n a tensor known only when the pipeline runs.
# Expected values follow tf.data's kernels (RepeatDataset, SkipDataset, TakeDataset,
# BatchDatasetV2 over each element's count; InterleaveDataset's cycle: with cycle_length=2 the
# sub-datasets of 1, 2 and 3 give 1, 2, 2, 3, 3, 3) and batch_op.py: a batch size that is not a
# constant leaves the batch dimension None, even with drop_remainder=True.
import tensorflow as tf

ds = tf.data.Dataset.range(1, 4).flat_map(lambda x: tf.data.Dataset.from_tensors(x).repeat(x))
print(ds)
print(list(ds.as_numpy_iterator()))
il = tf.data.Dataset.range(1, 4).interleave(
    lambda x: tf.data.Dataset.from_tensors(x).repeat(x), cycle_length=2, block_length=1)
print(list(il.as_numpy_iterator()))
windows = tf.data.Dataset.range(1, 4).flat_map(lambda n: tf.data.Dataset.range(10).skip(n).take(n))
print(list(windows.as_numpy_iterator()))
batches = tf.data.Dataset.range(1, 4).flat_map(lambda n: tf.data.Dataset.range(6).batch(n))
print(batches.element_spec)
for b in batches:
    print(b.numpy())
exact = tf.data.Dataset.range(1, 3).flat_map(lambda n: tf.data.Dataset.range(5).batch(n, drop_remainder=True))
print(exact.element_spec, [b.tolist() for b in exact.as_numpy_iterator()])


@tf.function
def first_sum(n):
    total = tf.constant(0, tf.int64)
    for x in tf.data.Dataset.range(10).take(n):
        total += x
    return total


print(first_sum(tf.constant(4, tf.int64)), first_sum(tf.constant(2, tf.int64)))
