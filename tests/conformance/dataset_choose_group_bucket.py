# Dataset.choose_from_datasets, sample_from_datasets, group_by_window and
# bucket_by_sequence_length, with the values of TF 2.20's docstrings (dataset_ops.py
# choose_from_datasets: "foo", "bar", "baz" three times; group_by_window: [0 2 4 6 8] then
# [1 3 5 7 9]; bucket_by_sequence_length: its two examples, the second padding to the bucket
# boundary with -1 and flushing the unfilled buckets in key order at the end). The classes are
# _DirectedInterleaveDataset and _GroupByWindowDataset (directed_interleave_op.py,
# group_by_window_op.py); the cardinality is unknown unless an input is infinite. Sampling is
# random: only seed-independent facts are printed (which elements, not their order).
import tensorflow as tf

datasets = [tf.data.Dataset.from_tensors("foo").repeat(),
            tf.data.Dataset.from_tensors("bar").repeat(),
            tf.data.Dataset.from_tensors("baz").repeat()]
choice_dataset = tf.data.Dataset.range(3).repeat(3)
result = tf.data.Dataset.choose_from_datasets(datasets, choice_dataset)
print(result)
print(result.cardinality().numpy())
print([x.numpy() for x in result])

# stop_on_empty_dataset=True (the default) ends at the first exhausted input.
short = tf.data.Dataset.choose_from_datasets([tf.data.Dataset.range(2), tf.data.Dataset.range(10, 20)],
                                             tf.data.Dataset.from_tensor_slices(tf.constant([0, 1, 0, 1, 0, 1], tf.int64)))
print(list(short.as_numpy_iterator()))
skipping = tf.data.Dataset.choose_from_datasets([tf.data.Dataset.range(2), tf.data.Dataset.range(10, 20)],
                                                tf.data.Dataset.from_tensor_slices(tf.constant([0, 1, 0, 1, 0, 1], tf.int64)),
                                                stop_on_empty_dataset=False)
print(list(skipping.as_numpy_iterator()))
try:
    tf.data.Dataset.choose_from_datasets(datasets, tf.data.Dataset.range(3).map(lambda x: tf.cast(x, tf.int32)))
except TypeError as e:
    print("TypeError:", e)

sampled = tf.data.Dataset.sample_from_datasets([tf.data.Dataset.range(0, 3), tf.data.Dataset.range(100, 103)],
                                               weights=[0.5, 0.5], seed=7)
print(sampled)
print(sorted(int(x) for x in sampled))
only = tf.data.Dataset.sample_from_datasets([tf.data.Dataset.range(3), tf.data.Dataset.range(5)], weights=[1.0, 0.0])
print(only, list(only.as_numpy_iterator()))
try:
    tf.data.Dataset.sample_from_datasets([tf.data.Dataset.range(3)], weights=[0.5, 0.5])
except ValueError as e:
    print("ValueError:", e)

dataset = tf.data.Dataset.range(10)
window_size = 5
key_func = lambda x: x % 2
reduce_func = lambda key, dataset: dataset.batch(window_size)
dataset = dataset.group_by_window(key_func=key_func, reduce_func=reduce_func, window_size=window_size)
print(dataset)
for elem in dataset.as_numpy_iterator():
    print(elem)
try:
    tf.data.Dataset.range(3).group_by_window(key_func, reduce_func)
except ValueError as e:
    print("ValueError:", e)

elements = [[0], [1, 2, 3, 4], [5, 6, 7], [7, 8, 9, 10, 11], [13, 14, 15, 16, 19, 20], [21, 22]]
dataset = tf.data.Dataset.from_generator(lambda: elements, output_signature=tf.TensorSpec([None], tf.int64))
dataset = dataset.bucket_by_sequence_length(element_length_func=lambda elem: tf.shape(elem)[0],
                                            bucket_boundaries=[3, 5], bucket_batch_sizes=[2, 2, 2])
for elem in dataset.as_numpy_iterator():
    print(elem)
dataset = tf.data.Dataset.from_generator(lambda: elements, output_signature=tf.TensorSpec([None], tf.int32))
dataset = dataset.bucket_by_sequence_length(element_length_func=lambda elem: tf.shape(elem)[0],
                                            bucket_boundaries=[4, 7], bucket_batch_sizes=[2, 2, 2],
                                            pad_to_bucket_boundary=True, padding_values=-1)
for elem in dataset.as_numpy_iterator():
    print(elem)


@tf.function
def odd_even_sums(ds):
    total = tf.constant(0, tf.int64)
    for batch in ds.group_by_window(lambda x: x % 2, lambda k, w: w.batch(5), window_size=5):
        tf.print(batch)
        total += tf.reduce_sum(batch)
    return total


print(odd_even_sums(tf.data.Dataset.range(10)))
