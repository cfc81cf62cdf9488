# tf.constant and tf.convert_to_tensor walk any Python sequence, not only lists and tuples:
# py_seq_tensor.cc (InferShapeAndType, PySeqToTFE_TensorHandle) tests PySequence_Check after
# strings, arrays and tensors, so a range, a collections.deque, a protobuf repeated field and a
# class with __len__ and __getitem__ convert like the list of their items. A dict or a set is
# not a sequence and keeps constant_op's "unsupported type" ValueError.
import collections

import tensorflow as tf

print(tf.constant(range(3)))
print(tf.constant([range(2), range(2, 4)]))
print(tf.convert_to_tensor(collections.deque([1.5, 2.5])))


class Pair:
    def __len__(self):
        return 2

    def __getitem__(self, i):
        if i >= 2:
            raise IndexError(i)
        return i * 10


print(tf.constant(Pair(), dtype=tf.int64))

example = tf.train.Example()
example.features.feature["x"].int64_list.value.extend([4, 5, 6])
print(tf.constant(example.features.feature["x"].int64_list.value))

for value in ({1: 2}, {3}):
    try:
        tf.constant(value)
    except ValueError as e:
        print("ValueError:", e)
