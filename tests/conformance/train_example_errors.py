# The errors protobuf's upb Python messages raise for values of the wrong type (python/convert.c
# PyUpb_PyToUpb: an int64 value goes through PyNumber_Index, a float through PyFloat_AsDouble,
# bytes through PyBytes_AsStringAndSize, whose CPython texts these are; an out-of-range int is
# "Value out of range"), for keyword arguments that are no field or not iterable (message.c,
# repeated.c), for assigning to message and repeated fields, for MergeFrom with another message
# type, for bytes that do not parse (google.protobuf.message.DecodeError) and for parsing
# something that is not bytes (a tensor: PyBytes_AsStringAndSize names its C type). The texts
# are those sources' format strings.
import numpy as np
import tensorflow as tf

attempts = [
    ("int64 from a float", lambda: tf.train.Int64List(value=[1.5])),
    ("int64 out of range", lambda: tf.train.Int64List(value=[2**63])),
    ("float from a str", lambda: tf.train.FloatList(value=["0.5"])),
    ("float from an array", lambda: tf.train.FloatList(value=[np.array([1.0, 2.0])])),
    ("bytes from a str", lambda: tf.train.BytesList(value=["cat"])),
    ("bytes from a tensor", lambda: tf.train.BytesList(value=[tf.constant(b"cat")])),
    ("a scalar value", lambda: tf.train.Int64List(value=5)),
    ("an unknown field", lambda: tf.train.Feature(int64=tf.train.Int64List(value=[1]))),
    ("a positional argument", lambda: tf.train.Int64List([1])),
    ("the wrong message", lambda: tf.train.Feature(int64_list=tf.train.FloatList(value=[1.0]))),
    ("a list for a message", lambda: tf.train.Feature(int64_list=[1, 2])),
    ("bad bytes", lambda: tf.train.Example.FromString(b"\n\x05abc")),
    ("parsing a tensor", lambda: tf.train.Example.FromString(tf.constant(b""))),
    ("parsing a str", lambda: tf.train.Example().ParseFromString("")),
]
for what, attempt in attempts:
    try:
        attempt()
        print(what, "-> no error")
    except Exception as e:
        print(what, "->", type(e).__module__, type(e).__name__, e)

# Tensors and NumPy numbers convert through __index__ / __float__.
print(tf.train.Int64List(value=[tf.constant(4), np.int64(5)]).value)
print(tf.train.FloatList(value=np.array([0.5, 1.5], dtype=np.float32)).value)

example = tf.train.Example()
try:
    example.features = tf.train.Features()
except AttributeError as e:
    print(type(e).__name__, e)
try:
    example.HasField("unknown")
except ValueError as e:
    print(type(e).__name__, e)
try:
    tf.train.Int64List().value = [1]
except AttributeError as e:
    print(type(e).__name__, e)
try:
    tf.train.Int64List().HasField("value")
except ValueError as e:
    print(type(e).__name__, e)
