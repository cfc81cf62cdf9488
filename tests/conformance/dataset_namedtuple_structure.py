# Namedtuples are structures in tf.data, as tuples are: tf.data's nest (nest_util with
# Modality.DATA, IsNestedForData) nests every tuple subclass, and
# structure.type_spec_from_value keeps a namedtuple's class in the element_spec, so the
# elements come back as that namedtuple.
# TF tests: as_numpy_iterator_test.py testNestedStructure ({'a': (1, 3), 'b': 5,
# 'c': point(7, 9)}, ...), zip_test.py testNamedTuple ([Foo(x=0, y=3), ...]);
# TF source: tensorflow/python/data/util/structure.py normalize_element / type_spec_from_value,
# from_tensor_slices_op.py, from_tensors_op.py, zip_op.py.
import collections

import tensorflow as tf

P = collections.namedtuple("P", ["x", "y"])

ds = tf.data.Dataset.from_tensor_slices(P([1, 2], [3, 4]))
print(ds.element_spec)
print(list(ds.as_numpy_iterator()))

ds = tf.data.Dataset.from_tensors(P(tf.constant(1.5), [1, 2]))
print(ds.element_spec)
for e in ds:
    print(type(e).__name__, e.x.numpy(), e.y.numpy())

point = collections.namedtuple("Point", ["x", "y"])
ds = tf.data.Dataset.from_tensor_slices({"a": ([1, 2], [3, 4]), "b": [5, 6], "c": point([7, 8], [9, 10])})
print(list(ds.as_numpy_iterator()))

Foo = collections.namedtuple("Foo", ["x", "y"])
ds = tf.data.Dataset.zip(Foo(x=tf.data.Dataset.range(3), y=tf.data.Dataset.range(3, 6)))
print(ds.element_spec)
print(list(ds.as_numpy_iterator()))

# A map function sees a namedtuple element as one argument (only a plain tuple is unpacked).
print(list(tf.data.Dataset.from_tensor_slices(P([1, 2], [3, 4])).map(lambda p: p.x * 10 + p.y).as_numpy_iterator()))
