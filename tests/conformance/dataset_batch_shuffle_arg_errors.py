# Invalid batch and shuffle buffer sizes fail in the dataset kernels' MakeDataset
# (tensorflow/core/kernels/data/batch_dataset_op.cc, parallel_batch_dataset_op.cc,
# padded_batch_dataset_op.cc: "Batch size must be greater than zero.";
# shuffle_dataset_op.cc: "buffer_size must be greater than zero or UNKNOWN_CARDINALITY";
# range_dataset_op.cc: "step must be a non-zero integer."), so
# eagerly they are InvalidArgumentErrors of the op run as a wrapped function: the
# "{{function_node __wrapped__<Op>[_<list attr>_<length>...]_device_...}}" prefix (the list
# inputs of PaddedBatchDatasetV2 are N and Toutput_types, one per component, eager
# execute.cc BuildWrappedOpName) and the "[Op:<Op>] name: " suffix. The shuffle text is the
# one a real TF 2.x run prints for ShuffleDatasetV3. padded_batch's Python-side checks come
# before the kernel's. shuffle(tf.data.UNKNOWN_CARDINALITY) buffers the whole input. Inside a
# tf.function the batch node fails when the graph runs.
import tensorflow as tf


def show(f):
    try:
        print(f())
    except (tf.errors.InvalidArgumentError, ValueError) as e:
        print(type(e).__name__ + ":", e)


show(lambda: tf.data.Dataset.range(0, 5, 0))
show(lambda: tf.data.Dataset.range(3).shuffle(buffer_size=0))
show(lambda: tf.data.Dataset.range(3).shuffle(-1, seed=1))
show(lambda: sorted(tf.data.Dataset.range(5).shuffle(tf.data.UNKNOWN_CARDINALITY).as_numpy_iterator()))
show(lambda: tf.data.Dataset.range(3).batch(0))
show(lambda: tf.data.Dataset.range(3).batch(-2, drop_remainder=True))
show(lambda: tf.data.Dataset.range(3).batch(0, num_parallel_calls=2))
show(lambda: tf.data.Dataset.range(3).map(lambda x: tf.fill([x], x)).padded_batch(0))
show(lambda: tf.data.Dataset.zip(tf.data.Dataset.range(3), tf.data.Dataset.range(3)).padded_batch(0))
show(lambda: tf.data.Dataset.range(3).padded_batch(0, padded_shapes=[2]))


@tf.function
def total(n):
    ds = tf.data.Dataset.range(4).batch(n)
    return ds.reduce(tf.constant(0, tf.int64), lambda s, b: s + tf.reduce_sum(b))


print(total(tf.constant(2, tf.int64)))
try:
    total(tf.constant(0, tf.int64))
except tf.errors.InvalidArgumentError as e:
    print(str(e).splitlines()[-2])
