# Dataset.window: a dataset of datasets (each window a _VariantDataset), flattened back with
# flat_map. Expected text: the examples of DatasetV2.window's docstring
# (tensorflow/python/data/ops/dataset_ops.py), with TF's reprs for what the docstring elides
# with "...": the windows are _VariantDataset objects, the windowed dataset a _WindowDataset
# whose element_spec is a DatasetSpec per component (window_op.py; DatasetSpec's repr is
# TypeSpec's, "DatasetSpec(<element_spec>, TensorShape([]))"); lists of NumPy scalars print
# with NumPy 2 reprs. The error texts are WindowDatasetOp::MakeDataset's and
# DatasetV2.as_numpy_iterator's.
import tensorflow as tf

dataset = tf.data.Dataset.range(7).window(3)
print(dataset)
print(dataset.element_spec)
for window in dataset:
    print(window)
for window in dataset:
    print([item.numpy() for item in window])

dataset = tf.data.Dataset.range(7).window(3, shift=1, drop_remainder=True)
for window in dataset:
    print(list(window.as_numpy_iterator()))

dataset = tf.data.Dataset.range(7).window(3, shift=1, stride=2, drop_remainder=True)
for window in dataset:
    print(list(window.as_numpy_iterator()))

dataset = tf.data.Dataset.from_tensor_slices(([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]))
dataset = dataset.window(2)
windows = next(iter(dataset))
print(windows)


def to_numpy(ds):
    return list(ds.as_numpy_iterator())


for windows in dataset:
    print(to_numpy(windows[0]), to_numpy(windows[1]))

dataset = tf.data.Dataset.from_tensor_slices({'a': [1, 2, 3], 'b': [4, 5, 6], 'c': [7, 8, 9]})
dataset = dataset.window(2)
for windows in dataset:
    print(tf.nest.map_structure(to_numpy, windows))

size = 3
dataset = tf.data.Dataset.range(7).window(size, shift=1, drop_remainder=True)
batched = dataset.flat_map(lambda x: x.batch(3))
for batch in batched:
    print(batch.numpy())
print(batched.element_spec)

print(tf.data.Dataset.range(10).window(4, shift=3).cardinality().numpy(),
      tf.data.Dataset.range(10).window(4, shift=3, drop_remainder=True).cardinality().numpy(),
      tf.data.Dataset.range(10).window(2, stride=4, drop_remainder=True).cardinality().numpy())
print([len(w) for w in tf.data.Dataset.range(10).window(4, shift=3)])
try:
    tf.data.Dataset.range(3).window(0)
except tf.errors.InvalidArgumentError as e:
    print(e)
try:
    tf.data.Dataset.range(3).window(2).as_numpy_iterator()
except TypeError as e:
    print(e)


@tf.function
def windowed_sums(ds):
    total = tf.constant(0, tf.int64)
    for batch in ds.window(3, shift=1, drop_remainder=True).flat_map(lambda w: w.batch(3)):
        total += tf.reduce_sum(batch)
    return total


print(windowed_sums(tf.data.Dataset.range(5)))
