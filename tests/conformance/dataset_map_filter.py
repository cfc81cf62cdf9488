# Dataset.map and Dataset.filter trace their function once, when the transformation is created:
# a Python print runs then, and shows the placeholders TF names after the flat element
# components (args_0, args_1, ...); a tuple element is unpacked into arguments, a dict is passed
# whole. tf.print is part of the traced graph, so it runs once per element while iterating,
# every time the dataset is iterated. A list returned by map becomes a tuple.
# TF source: tensorflow/python/data/ops/structured_function.py (StructuredFunctionWrapper:
# fn_factory() runs in __init__, wrapped_fn(*args) with input_signature, _should_unpack,
# _should_pack), map_op.py (_MapDataset), filter_op.py (_FilterDataset).
import tensorflow as tf


def scale(x):
    print("tracing scale with", x)
    tf.print("scaling", x)
    return x * 10


print("before map")
scaled = tf.data.Dataset.range(3).map(scale)
print("after map:", scaled)
print(list(scaled.as_numpy_iterator()))
print(list(scaled.as_numpy_iterator()))


def swap(a, b):
    print("tracing swap with", a, "and", b)
    return [b, a]


swapped = tf.data.Dataset.from_tensor_slices(([1, 2], [0.5, 1.5])).map(swap)
print(swapped.element_spec)
for first, second in swapped:
    print(first.numpy(), second.numpy())


def total(row):
    print("tracing total with", row)
    return row["a"] + row["b"]


summed = tf.data.Dataset.from_tensor_slices({"b": [1, 2], "a": [10, 20]}).map(total)
print(list(summed.as_numpy_iterator()))


def is_even(x):
    print("tracing is_even with", x)
    return x % 2 == 0


evens = tf.data.Dataset.range(7).filter(is_even)
print(evens)
print(list(evens.as_numpy_iterator()), evens.cardinality().numpy())

constant = tf.data.Dataset.range(2).map(lambda x: 7)
print(constant.element_spec, list(constant.as_numpy_iterator()))
