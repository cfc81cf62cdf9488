# A dataset passed into a tf.function can be transformed there: map traces its function while
# the tf.function traces (once per concrete function), the transformed datasets print with
# their usual classes, and the loop over them runs on whichever dataset each call passes.
# Dataset.reduce inside the function is traced the same way.
# TF source: tensorflow/python/data/ops/dataset_ops.py (_VariantDataset, DatasetV2.reduce),
# map_op.py, batch_op.py, structured_function.py, and
# tensorflow/python/autograph/operators/control_flow.py (_tf_dataset_for_stmt).
import tensorflow as tf


def double(x):
    print("tracing double with", x)
    return x * 2


@tf.function
def batch_sums(ds):
    batches = ds.map(double).batch(2)
    print("inside:", batches)
    sums = tf.constant(0, tf.int64)
    for b in batches:
        print("loop body sees", b)
        tf.print("batch", b)
        sums += tf.reduce_sum(b)
    return sums


print(batch_sums(tf.data.Dataset.range(5)))
print(batch_sums(tf.data.Dataset.range(2)))
print("tracing count:", batch_sums.experimental_get_tracing_count())


@tf.function
def weighted(ds):
    return ds.enumerate().reduce(tf.constant(0, tf.int64), lambda total, pair: total + pair[0] * pair[1])


print(weighted(tf.data.Dataset.range(4)))
