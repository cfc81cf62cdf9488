# Dataset.as_numpy_iterator returns a dataset_ops._NumpyIterator (TF 2.20
# tensorflow/python/data/ops/dataset_ops.py): the default object repr, iter() of it is itself,
# next() works as a method too, and an exhausted one raises StopIteration.
import tensorflow as tf

ds = tf.data.Dataset.range(5).batch(2)
it = ds.as_numpy_iterator()
print(it)
print(type(it))
print(iter(it) is it)
first = it.next()
print(first, next(it))
print(list(it))
try:
    next(it)
except StopIteration:
    print("StopIteration")
print([x for x in tf.data.Dataset.from_tensor_slices(["a", "b"]).as_numpy_iterator()])
