# tf.data guide: dict and tuple element specs, snapshot and parallel-map reprs,
# bucket_by_sequence_length (lengths 1,5,2,6,3,7 with boundaries [3, 6] and batch size 2 fill
# buckets in the order (1,2), (5,3), (6,7), each padded to its longest), an exhausted iterator
# (StopIteration, then an empty Optional), filter's unknown cardinality (-2), assert_cardinality,
# shard, scan and unique. Source: tensorflow/python/data/ops/*.py and the guide.
import tensorflow as tf

ds = tf.data.Dataset.from_tensor_slices({"a": [1, 2, 3], "b": [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]})
print(ds.element_spec)
for e in ds.take(1):
    print(e)
ds = tf.data.Dataset.from_tensor_slices(([1, 2, 3], ["x", "y", "z"]))
print(list(ds.as_numpy_iterator()))
print(ds.snapshot("snap_dir"))
seqs = tf.data.Dataset.from_generator(
    lambda: ([1] * n for n in [1, 5, 2, 6, 3, 7]),
    output_signature=tf.TensorSpec([None], tf.int32))
b = seqs.bucket_by_sequence_length(lambda x: tf.shape(x)[0], bucket_boundaries=[3, 6], bucket_batch_sizes=[2, 2, 2])
for batch in b:
    print(batch.shape)
print(tf.data.Dataset.range(3).map(lambda x: x * 2, num_parallel_calls=tf.data.AUTOTUNE, deterministic=True))
it = iter(tf.data.Dataset.range(2))
print(next(it), next(it))
try:
    next(it)
except StopIteration:
    print("StopIteration")
print(it.get_next_as_optional().has_value())
d = tf.data.Dataset.range(10).filter(lambda x: x % 2 == 0).map(lambda x: x ** 2)
print(list(d.as_numpy_iterator()), d.cardinality().numpy())
print(tf.data.Dataset.range(5).apply(tf.data.experimental.assert_cardinality(5)).cardinality().numpy())
print(list(tf.data.Dataset.range(4).shard(2, 1).as_numpy_iterator()))
print(list(tf.data.Dataset.range(8).batch(3).map(tf.reduce_sum).as_numpy_iterator()))
print(tf.data.Dataset.from_tensors([1, 2]).repeat(2))
print(list(tf.data.Dataset.range(3).scan(tf.constant(0, tf.int64), lambda s, x: (s + x, s * 10)).as_numpy_iterator()))
print(list(tf.data.Dataset.range(5).unique().as_numpy_iterator()))
