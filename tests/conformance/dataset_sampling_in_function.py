# The tf.data transformations written around TF's Python (sample_from_datasets, bucketing,
# rebatch, assert_cardinality, with_options, group_by_window, list_files) inside a tf.function: TF 2.20
# builds the same datasets in the graph (their constants -- the sampling logits, the bucket batch
# sizes -- captured by the dataset functions). Sampling all elements of both inputs sums to
# 0+1+2+10+11+12 = 36 whatever the seed; a failed cardinality assertion is a
# FailedPreconditionError from the graph.
import tensorflow as tf


@tf.function
def sampled_total():
    ds = tf.data.Dataset.sample_from_datasets([tf.data.Dataset.range(3), tf.data.Dataset.range(10, 13)], seed=5)
    total = tf.constant(0, tf.int64)
    for x in ds:
        total += x
    return total


print(sampled_total())


@tf.function
def rebatched_total(ds):
    return ds.rebatch(2).reduce(tf.constant(0, tf.int64), lambda a, b: a + tf.reduce_sum(b))


print(rebatched_total(tf.data.Dataset.range(6).batch(3)))


@tf.function
def asserted_total(ds):
    ds = ds.apply(tf.data.experimental.assert_cardinality(4))
    return ds.reduce(tf.constant(0, tf.int64), lambda a, b: a + b)


print(asserted_total(tf.data.Dataset.range(4)))
try:
    asserted_total(tf.data.Dataset.range(5))
except tf.errors.FailedPreconditionError as e:
    print(type(e).__name__)


@tf.function
def bucketed(ds):
    options = tf.data.Options()
    options.deterministic = True
    ds = ds.with_options(options).bucket_by_sequence_length(lambda x: tf.shape(x)[0], [3], [2, 2])
    print(ds.options().deterministic)
    for batch in ds:
        tf.print(batch)


elements = tf.ragged.constant([[1], [2, 3, 4], [5, 6], [7, 8, 9, 10]]).to_tensor(-1)
bucketed(tf.data.Dataset.from_tensor_slices(elements).map(lambda x: tf.boolean_mask(x, x >= 0)))

tf.io.gfile.makedirs("/logs")
for name in ["a.txt", "b.txt", "c.log"]:
    with tf.io.gfile.GFile("/logs/" + name, "w") as f:
        f.write(name)


@tf.function
def count_text_files():
    n = tf.constant(0)
    for _ in tf.data.Dataset.list_files("/logs/*.txt"):
        n += 1
    return n


print(count_text_files())
