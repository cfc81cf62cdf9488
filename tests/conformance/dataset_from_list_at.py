# tf.data.experimental.from_list (from_list.py _ListDataset: each element normalized on its own,
# the spec the most specific common supertype of theirs; its docstring examples) and
# tf.data.experimental.at (random_access.py; range_test.py, skip_test.py, map_test.py
# RandomAccessTest.testBasic, zip_test.py testNamedTuple's random access with a namedtuple).
import collections

import tensorflow as tf

dataset = tf.data.experimental.from_list([(1, 'a'), (2, 'b'), (3, 'c')])
print([(n.item(), s) for n, s in dataset.as_numpy_iterator()])
dataset = tf.data.experimental.from_list([[1], [2, 3]])
print(list(dataset.as_numpy_iterator()))
print(dataset)
print(dataset.cardinality().numpy())
for bad in ([], (1, 2)):
    try:
        tf.data.experimental.from_list(bad)
    except ValueError as e:
        print("ValueError:", e)

print(tf.data.experimental.at(tf.data.Dataset.range(10), 3))
print([int(tf.data.experimental.at(tf.data.Dataset.range(11).skip(3), i)) for i in range(8)])
ds = tf.data.Dataset.from_tensor_slices([0, 1, 2, 3, 4, 5]).map(lambda x: x * 3)
print([int(tf.data.experimental.at(ds, index=i)) for i in range(5)])
Foo = collections.namedtuple("Foo", ["x", "y"])
ds = tf.data.Dataset.zip(Foo(x=tf.data.Dataset.range(3), y=tf.data.Dataset.range(3, 6)))
print(tf.data.experimental.at(ds, index=2))
