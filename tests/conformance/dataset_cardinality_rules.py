# Dataset.cardinality() for each transformation. Expected values: the named cases of
# tensorflow/python/data/experimental/kernel_tests/cardinality_test.py (NumElementsTest) and the
# Dataset.cardinality docstring (range(42) -> 42, .repeat() -> INFINITE, .filter() -> UNKNOWN),
# which follow each kernel's CardinalityInternal (filter, flat_map and interleave have none:
# UNKNOWN).
import tensorflow as tf

Dataset = tf.data.Dataset
cases = [
    ("Batch1", lambda: Dataset.range(5).batch(2, drop_remainder=True)),
    ("Batch2", lambda: Dataset.range(5).batch(2, drop_remainder=False)),
    ("Batch3", lambda: Dataset.range(5).filter(lambda _: True).batch(2)),
    ("Batch4", lambda: Dataset.range(5).repeat().batch(2)),
    ("Cache1", lambda: Dataset.range(5).cache()),
    ("Cache2", lambda: Dataset.range(5).cache("foo")),
    ("Concatenate1", lambda: Dataset.range(5).concatenate(Dataset.range(5))),
    ("Concatenate2", lambda: Dataset.range(5).filter(lambda _: True).concatenate(Dataset.range(5))),
    ("Concatenate3", lambda: Dataset.range(5).repeat().concatenate(Dataset.range(5))),
    ("Concatenate4", lambda: Dataset.range(5).concatenate(Dataset.range(5).filter(lambda _: True))),
    ("Concatenate5", lambda: Dataset.range(5).filter(lambda _: True).concatenate(Dataset.range(5).filter(lambda _: True))),
    ("Concatenate6", lambda: Dataset.range(5).repeat().concatenate(Dataset.range(5).filter(lambda _: True))),
    ("Concatenate7", lambda: Dataset.range(5).concatenate(Dataset.range(5).repeat())),
    ("Concatenate8", lambda: Dataset.range(5).filter(lambda _: True).concatenate(Dataset.range(5).repeat())),
    ("Concatenate9", lambda: Dataset.range(5).repeat().concatenate(Dataset.range(5).repeat())),
    ("FlatMap", lambda: Dataset.range(5).flat_map(lambda _: Dataset.from_tensors(0))),
    ("Filter", lambda: Dataset.range(5).filter(lambda _: True)),
    ("FromTensors1", lambda: Dataset.from_tensors(0)),
    ("FromTensors2", lambda: Dataset.from_tensors((0, 1))),
    ("FromTensorSlices1", lambda: Dataset.from_tensor_slices([0, 0, 0])),
    ("FromTensorSlices2", lambda: Dataset.from_tensor_slices(([0, 0, 0], [1, 1, 1]))),
    ("Interleave1", lambda: Dataset.range(5).interleave(lambda _: Dataset.from_tensors(0), cycle_length=1)),
    ("Interleave2", lambda: Dataset.range(5).interleave(lambda _: Dataset.from_tensors(0), cycle_length=1,
                                                        num_parallel_calls=1)),
    ("Map1", lambda: Dataset.range(5).map(lambda x: x)),
    ("Map2", lambda: Dataset.range(5).map(lambda x: x, num_parallel_calls=1)),
    ("PaddedBatch1", lambda: Dataset.range(5).padded_batch(2, [], drop_remainder=True)),
    ("PaddedBatch2", lambda: Dataset.range(5).padded_batch(2, [], drop_remainder=False)),
    ("PaddedBatch3", lambda: Dataset.range(5).filter(lambda _: True).padded_batch(2, [])),
    ("PaddedBatch4", lambda: Dataset.range(5).repeat().padded_batch(2, [])),
    ("Prefetch", lambda: Dataset.range(5).prefetch(buffer_size=1)),
    ("Range1", lambda: Dataset.range(0)),
    ("Range2", lambda: Dataset.range(5)),
    ("Range3", lambda: Dataset.range(5, 10)),
    ("Range4", lambda: Dataset.range(10, 5)),
    ("Range5", lambda: Dataset.range(5, 10, 2)),
    ("Range6", lambda: Dataset.range(10, 5, -2)),
    ("Repeat1", lambda: Dataset.range(0).repeat(0)),
    ("Repeat2", lambda: Dataset.range(1).repeat(0)),
    ("Repeat3", lambda: Dataset.range(0).repeat(5)),
    ("Repeat4", lambda: Dataset.range(1).repeat(5)),
    ("Repeat5", lambda: Dataset.range(0).repeat()),
    ("Repeat6", lambda: Dataset.range(1).repeat()),
    ("Shuffle", lambda: Dataset.range(5).shuffle(buffer_size=1)),
    ("Skip1", lambda: Dataset.range(5).skip(2)),
    ("Skip2", lambda: Dataset.range(5).skip(8)),
    ("Skip3", lambda: Dataset.range(5).filter(lambda _: True).skip(2)),
    ("Skip4", lambda: Dataset.range(5).repeat().skip(2)),
    ("Take1", lambda: Dataset.range(5).take(2)),
    ("Take2", lambda: Dataset.range(5).take(8)),
    ("Take3", lambda: Dataset.range(5).filter(lambda _: True).take(2)),
    ("Take4", lambda: Dataset.range(5).repeat().take(2)),
    ("Window1", lambda: Dataset.range(5).window(size=2, shift=2, drop_remainder=True)),
    ("Window2", lambda: Dataset.range(5).window(size=2, shift=2, drop_remainder=False)),
    ("Zip1", lambda: Dataset.zip(Dataset.range(5))),
    ("Zip2", lambda: Dataset.zip((Dataset.range(5), Dataset.range(3)))),
    ("Zip3", lambda: Dataset.zip((Dataset.range(5), Dataset.range(3).repeat()))),
    ("Zip4", lambda: Dataset.zip((Dataset.range(5).repeat(), Dataset.range(3).repeat()))),
    ("Zip5", lambda: Dataset.zip((Dataset.range(5), Dataset.range(3).filter(lambda _: True)))),
]
for name, make in cases:
    print(name, int(tf.data.experimental.cardinality(make())))

dataset = tf.data.Dataset.range(42)
print(dataset.cardinality().numpy())
dataset = dataset.repeat()
cardinality = dataset.cardinality()
print((cardinality == tf.data.INFINITE_CARDINALITY).numpy())
dataset = dataset.filter(lambda x: True)
cardinality = dataset.cardinality()
print((cardinality == tf.data.UNKNOWN_CARDINALITY).numpy())
