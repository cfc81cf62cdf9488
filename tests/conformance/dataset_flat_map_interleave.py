# Dataset.flat_map, Dataset.interleave and Dataset.apply, eagerly and inside a tf.function.
# Expected text: the docstring examples of DatasetV2.flat_map, interleave (cycle_length=2,
# block_length=4 over Dataset.range(1, 6)) and apply in tensorflow/python/data/ops/
# dataset_ops.py; the interleave orders follow InterleaveDatasetOp::Iterator (cycle through
# cycle_length open inputs, block_length elements each, an exhausted one replaced by the next
# input element), the same with num_parallel_calls (deterministic by default). A map_func that
# returns no dataset fails as flat_map_op.py does: for a tuple TypeError with
# dataset_ops.get_type's class; for a tensor get_type(TensorSpec) is TensorSpec.value_type(), a
# bare Tensor whose repr fails, so TF 2.20 ends in AttributeError: 'Tensor' object has no
# attribute '_name'.
import tensorflow as tf

dataset = tf.data.Dataset.from_tensor_slices([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
dataset = dataset.flat_map(lambda x: tf.data.Dataset.from_tensor_slices(x))
print(dataset)
print(list(dataset.as_numpy_iterator()))

dataset = tf.data.Dataset.range(1, 6)  # ==> [ 1, 2, 3, 4, 5 ]
dataset = dataset.interleave(lambda x: tf.data.Dataset.from_tensors(x).repeat(6), cycle_length=2, block_length=4)
print(dataset)
print([int(v) for v in dataset])

ds = tf.data.Dataset.range(4).interleave(lambda x: tf.data.Dataset.range(x), cycle_length=2)
print([int(v) for v in ds])
ds = tf.data.Dataset.range(4).interleave(lambda x: tf.data.Dataset.range(10 * x, 10 * x + 3), cycle_length=3,
                                         num_parallel_calls=2)
print(ds)
print([int(v) for v in ds])
print(ds.cardinality().numpy())

dataset = tf.data.Dataset.range(100)


def dataset_fn(ds):
    return ds.filter(lambda x: x < 5)


dataset = dataset.apply(dataset_fn)
print(list(dataset.as_numpy_iterator()))

for bad in (lambda: tf.data.Dataset.range(3).flat_map(lambda x: x),
            lambda: tf.data.Dataset.range(3).flat_map(lambda x: (x, x)),
            lambda: tf.data.Dataset.range(3).interleave(lambda x: {"x": x}),
            lambda: tf.data.Dataset.range(3).apply(lambda ds: 5)):
    try:
        bad()
    except (AttributeError, TypeError) as e:
        print(type(e).__name__ + ":", e)


@tf.function
def spread(ds):
    out = ds.flat_map(lambda x: tf.data.Dataset.range(x))
    out = out.interleave(lambda x: tf.data.Dataset.from_tensors(x).repeat(2), cycle_length=2)
    total = tf.constant(0, tf.int64)
    for x in out:
        total = total * 10 + x
    return total


print(spread(tf.data.Dataset.range(4)))
