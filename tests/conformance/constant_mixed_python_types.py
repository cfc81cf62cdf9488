# Eager conversion of Python lists whose elements have different types
# (tensorflow/python/lib/core/py_seq_tensor.cc PySeqToTFE_TensorHandle): the dtype is inferred
# from the first element; the requested dtype's converter runs first, then the inferred one's,
# and an element neither takes is ErrorMixedTypes, raised as a ValueError. Integer converters
# take bools (PyLong_Check), the float converter ints and bools; a float met by the int64
# converter of an inferred int falls back to float32. A converter that succeeds with a dtype
# the requested one is not IsCompatible with gives pywrap_tensor.cc's TypeError. The ragged
# guide's tf.ragged.constant([["one", "two"], [3, 4]]) converts its flat values the same way.
import tensorflow as tf


def show(f):
    try:
        print(repr(f()))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)


show(lambda: tf.constant(["a", 1]))
show(lambda: tf.constant([1, "a"]))
show(lambda: tf.constant([True, 1]))
show(lambda: tf.constant([1, True]))
show(lambda: tf.constant([1.0, True]))
show(lambda: tf.constant([1, 2.5, 1j]))
show(lambda: tf.constant([1j, 2.5]))
show(lambda: tf.constant([1, None]))
show(lambda: tf.constant([[1, 2], ["x", "y"]]))
show(lambda: tf.constant([1, 2.5]))
show(lambda: tf.constant([True, 1], dtype=tf.int32))
show(lambda: tf.constant([True, 1], dtype=tf.bool))
show(lambda: tf.constant([1, "a"], dtype=tf.int64))
show(lambda: tf.constant([1, 2], dtype=tf.string))
show(lambda: tf.constant([1.5, 2], dtype=tf.int32))
show(lambda: tf.convert_to_tensor([0.5, "b"]))
try:
    tf.ragged.constant([["one", "two"], [3, 4]])
except ValueError as exception:
    print(exception)
