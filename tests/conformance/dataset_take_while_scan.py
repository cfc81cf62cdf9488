# Dataset.take_while, unique, scan, ignore_errors, get_single_element and Dataset.counter. The
# examples are the method docstrings of tensorflow/python/data/ops/dataset_ops.py (TF 2.20),
# printed as NumPy 2 prints the scalars as_numpy_iterator yields. Cardinalities follow the
# kernels: TakeWhile, Unique and IgnoreErrors have none (UNKNOWN, -2), Scan keeps its input's,
# counter is INFINITE (-1). Errors are take_while_op.py's, unique_op.py's and
# DatasetToSingleElement's.
import tensorflow as tf

dataset = tf.data.Dataset.range(10)
dataset = dataset.take_while(lambda x: x < 5)
print(list(dataset.as_numpy_iterator()))
print(dataset.cardinality(), dataset.element_spec)
print(dataset)

dataset = tf.data.Dataset.from_tensor_slices([1, 37, 2, 37, 2, 1])
dataset = dataset.unique()
print(sorted(list(dataset.as_numpy_iterator())))
print(list(dataset.as_numpy_iterator()))
words = tf.data.Dataset.from_tensor_slices(["a", "b", "a", "c", "b"]).unique()
print(list(words.as_numpy_iterator()))

dataset = tf.data.Dataset.range(10)
initial_state = tf.constant(0, dtype=tf.int64)
scan_func = lambda state, i: (state + i, state + i)
dataset = dataset.scan(initial_state=initial_state, scan_func=scan_func)
print(list(dataset.as_numpy_iterator()))
print(dataset.cardinality())

pairs = tf.data.Dataset.range(4).scan(tf.constant(1, tf.int64), lambda s, x: (s * 2, (s, x)))
print(pairs.element_spec)
print(list(pairs.as_numpy_iterator()))

counter = tf.data.Dataset.counter()
print(counter.element_spec, counter.cardinality())
print(list(counter.take(5).as_numpy_iterator()))
print(tf.data.Dataset.counter(dtype=tf.int32).element_spec)
print(list(tf.data.Dataset.counter(start=2, step=5).take(5).as_numpy_iterator()))
print(list(tf.data.Dataset.counter(start=10, step=-1).take(5).as_numpy_iterator()))

dataset = tf.data.Dataset.from_tensor_slices([1., 2., 0., 4.])
dataset = dataset.map(lambda x: tf.debugging.check_numerics(1. / x, ""))
dataset = dataset.ignore_errors()
print(list(dataset.as_numpy_iterator()))

print(tf.data.Dataset.range(3).skip(2).get_single_element())
print(tf.data.Dataset.from_tensors(({"a": 1}, "b")).get_single_element())
for ds in (tf.data.Dataset.range(0), tf.data.Dataset.range(2)):
    try:
        ds.get_single_element()
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__, e.message)

try:
    tf.data.Dataset.range(3).take_while(lambda x: x)
except ValueError as e:
    print("ValueError:", e)
try:
    tf.data.Dataset.from_tensor_slices([1.0, 2.0]).unique()
except TypeError as e:
    print("TypeError:", e)
