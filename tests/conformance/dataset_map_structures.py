# What a Dataset.map function returns becomes the element: tuples, namedtuples and dicts nest,
# any other value, a Python list included, is one component converted to a tensor (a list of
# strings stacks into TensorSpec(shape=(2,), dtype=tf.string)), a top-level list is a tuple,
# and a returned dataset is a DatasetSpec component. Expected text: the element_spec examples of
# DatasetV2.map's docstring (tensorflow/python/data/ops/dataset_ops.py) and
# StructuredFunctionWrapper (structured_function.py: _should_pack, type_spec_from_value).
import collections

import numpy as np
import tensorflow as tf

dataset = tf.data.Dataset.range(3)


def g(x):
    return tf.constant(37.0), tf.constant(["Foo", "Bar", "Baz"])


result = dataset.map(g)
print(result.element_spec)


def h(x):
    return 37.0, ["Foo", "Bar"], np.array([1.0, 2.0], dtype=np.float64)


result = dataset.map(h)
print(result.element_spec)


def i(x):
    return (37.0, [42, 16]), "foo"


result = dataset.map(i)
print(result.element_spec)
print(next(iter(result)))

ds = dataset.map(lambda x: (x, ["a", "b"]))
print(ds.element_spec)
print(list(ds.as_numpy_iterator())[0])
print(dataset.map(lambda x: [x, x * 2]).element_spec)
print(dataset.map(lambda x: {"b": [x, x + 1], "a": x}).element_spec)
Point = collections.namedtuple("Point", ["x", "y"])
print(dataset.map(lambda v: Point(v, [v, v])).element_spec)

nested = dataset.map(lambda x: tf.data.Dataset.range(x))
print(nested.element_spec)
for d in nested:
    print(d, [int(v) for v in d])
print(nested.flat_map(lambda d: d).element_spec)
print([int(v) for v in nested.flat_map(lambda d: d)])
