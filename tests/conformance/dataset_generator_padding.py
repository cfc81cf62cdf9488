# Dataset.from_generator runs the generator lazily, one element per step of each iteration,
# also when a tf.function iterates the dataset; its cardinality is unknown (-2) and its class
# is _FlatMapDataset. padded_batch pads each component to the longest in the batch (or to
# padded_shapes) with zeros or padding_values; unbatch splits the leading dimension again.
# The deprecated output_types/output_shapes arguments log deprecation.deprecated_args' warning.
# TF source: tensorflow/python/data/ops/from_generator_op.py (_from_generator, the flat_map over
# _GeneratorDataset), dataset_ops.py (from_generator's deprecated_args), padded_batch_op.py
# (_padded_batch, _padded_shape_to_tensor, _padding_value_to_tensor), unbatch_op.py,
# tensorflow/core/kernels/data/experimental/unbatch_dataset_op.cc (CardinalityInternal),
# tensorflow/python/util/deprecation.py (deprecated_args message).
import tensorflow as tf


def sentences():
    for words in (["a", "b"], ["c"], ["d", "e", "f"]):
        print("generating", words)
        yield words, len(words)


ds = tf.data.Dataset.from_generator(
    sentences,
    output_signature=(tf.TensorSpec(shape=(None,), dtype=tf.string), tf.TensorSpec(shape=(), dtype=tf.int32)))
print(ds)
print("cardinality:", ds.cardinality().numpy(), tf.data.experimental.cardinality(ds).numpy())
print(tf.data.UNKNOWN_CARDINALITY, tf.data.INFINITE_CARDINALITY)
for words, n in ds.take(2):
    print(words.numpy(), n.numpy())

batched = ds.padded_batch(2)
print(batched.element_spec)
for words, n in batched:
    print(words.numpy().tolist(), n.numpy().tolist())

lengths = tf.data.Dataset.from_generator(lambda: iter([[1], [2, 3], [4, 5, 6]]), output_signature=tf.TensorSpec([None], tf.int64))
fixed = lengths.padded_batch(3, padded_shapes=[4], padding_values=tf.constant(-1, tf.int64), drop_remainder=True)
print(fixed.element_spec)
print(list(fixed.as_numpy_iterator()))


@tf.function
def count_words(dataset):
    total = tf.constant(0)
    for _, n in dataset:
        total += n
    return total


print("total:", count_words(ds).numpy())

rows = tf.data.Dataset.from_tensor_slices(tf.reshape(tf.range(6), [2, 3]))
flat = rows.unbatch()
print(flat, flat.cardinality().numpy())
print(list(flat.as_numpy_iterator()))
print(rows.batch(2).unbatch().unbatch().cardinality().numpy())

legacy = tf.data.Dataset.from_generator(lambda: (x * 0.5 for x in range(3)), output_types=tf.float32)
print(legacy.element_spec)
print([float(v) for v in legacy])
legacy2 = tf.data.Dataset.from_generator(lambda: iter([(1, 2)]), output_types=(tf.int32, tf.int32), output_shapes=((), ()))
print(legacy2.element_spec)

for bad in (lambda: tf.data.Dataset.range(3).unbatch(),
            lambda: legacy.padded_batch(2),
            lambda: rows.padded_batch(2, padded_shapes=[2]),
            lambda: lengths.padded_batch(2, padding_values=1.5),
            lambda: tf.data.Dataset.from_generator(sentences),
            lambda: tf.data.Dataset.from_generator(42, output_types=tf.int32)):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
