# tf.data with RaggedTensor components: the ragged tensor guide's "Datasets" section (its
# rendered outputs), with the parsed features written as ragged constants. from_tensor_slices
# of a RaggedTensor gives RaggedTensorSpec(..., ragged_rank 0) components, which arrive as
# tf.Tensors (RaggedTensorSpec._from_compatible_tensor_list); batch() stacks them into
# RaggedTensors (RaggedTensorSpec._batch: one more ragged dimension); Dataset.ragged_batch /
# tf.data.experimental.dense_to_ragged_batch (ragged_batch_op.py _DenseToRaggedDataset, and
# batching.py's deprecation notice) batch variable-length dense elements into RaggedTensors;
# unbatch() takes the rows back out (RaggedTensorSpec._unbatch).
import tensorflow as tf

feature_tensors = {
    'colors': tf.ragged.constant([[b'red', b'blue'], [b'orange'], [b'black', b'yellow'], [b'green']]),
    'lengths': tf.ragged.constant([[7], [], [1, 3], [3, 5, 2]], dtype=tf.int64),
}


def print_dictionary_dataset(dataset):
  for i, element in enumerate(dataset):
    print("Element {}:".format(i))
    for (feature_name, feature_value) in element.items():
      print('{:>14} = {}'.format(feature_name, feature_value))


dataset = tf.data.Dataset.from_tensor_slices(feature_tensors)
print(dataset.element_spec)
print_dictionary_dataset(dataset)
batched_dataset = dataset.batch(2)
print(batched_dataset)
print_dictionary_dataset(batched_dataset)
unbatched_dataset = batched_dataset.unbatch()
print(unbatched_dataset.element_spec)
print_dictionary_dataset(unbatched_dataset)

non_ragged_dataset = tf.data.Dataset.from_tensor_slices([1, 5, 3, 2, 8])
non_ragged_dataset = non_ragged_dataset.map(tf.range)
batched_non_ragged_dataset = non_ragged_dataset.apply(
    tf.data.experimental.dense_to_ragged_batch(2))
for element in batched_non_ragged_dataset:
  print(element)

# Dataset.ragged_batch's docstring example, and its spec: a fully defined shape batches densely.
dataset = tf.data.Dataset.range(6).map(lambda x: tf.range(x))
print(dataset.element_spec.shape)
dataset = dataset.ragged_batch(2)
print(dataset.element_spec)
for batch in dataset:
  print(batch)
print(tf.data.Dataset.from_tensor_slices([[1, 2], [3, 4]]).ragged_batch(2).element_spec)

# Deeper ragged rows, from_tensors, drop_remainder, and the other transformations that pass
# components through unchanged.
nested = tf.ragged.constant([[[1], [2, 3]], [[4]], []])
d = tf.data.Dataset.from_tensor_slices(nested)
print(d.element_spec)
for e in d:
  print(e)
print(d.batch(2, drop_remainder=True).element_spec)
for e in d.batch(2):
  print(e)
rt = tf.ragged.constant([[1, 2, 3], [4], [5, 6]])
d = tf.data.Dataset.from_tensors(rt)
print(d.element_spec)
for e in d.repeat(2).batch(2):
  print(e)
ds = tf.data.Dataset.from_tensor_slices(rt)
for i, x in ds.enumerate().skip(1):
  print(i.numpy(), x)
for a, b in tf.data.Dataset.zip((ds, tf.data.Dataset.range(3))).batch(3):
  print(a, b)
print(len(ds), len(ds.batch(2)))
d = tf.data.Dataset.from_tensors(nested).unbatch()
print(d.element_spec, d.cardinality())
for e in d:
  print(e)
# ragged_batch leaves RaggedTensor components as they are (_DenseToRaggedDataset), then batches.
print(list(ds.ragged_batch(2)))
