# tf.make_tensor_proto and tf.make_ndarray (tensorflow/python/framework/tensor_util.py). The
# make_ndarray round trip of a [[1, 2, 3], [4, 5, 6]] constant is its docstring; the rest follows
# make_tensor_proto's source: several numeric elements go to tensor_content as bytes, one element
# or strings to the *_val field; Python floats become float32 and ints int32, NumPy arrays keep
# their dtype; a scalar with a larger shape keeps its one value, which make_ndarray repeats; its
# ValueError and TypeError texts for too many elements, a shape that verify_shape rejects, None.
import numpy as np
import tensorflow as tf

a = tf.constant([[1, 2, 3], [4, 5, 6]])
proto_tensor = tf.make_tensor_proto(a)
print(repr(tf.make_ndarray(proto_tensor)))
print(proto_tensor)
p = tf.make_tensor_proto([1.0, 2.0])
print(p)
print(type(p).__name__)
print(tf.make_tensor_proto(5))
print(tf.make_tensor_proto(5, shape=[2, 3]))
print(tf.make_tensor_proto(np.array([1, 2], dtype=np.int64)))
print(tf.make_tensor_proto(["a", "bc"]))
print(tf.make_tensor_proto([1, 2, 3, 4], shape=[2, 2]))
print(repr(tf.make_ndarray(p)))
print(repr(tf.make_ndarray(tf.make_tensor_proto(5, shape=[2, 3]))))
print(repr(tf.make_ndarray(tf.make_tensor_proto(["a", "bc"]))))
print(repr(tf.make_ndarray(tf.make_tensor_proto([[True, False]]))))
try:
    tf.make_tensor_proto([1, 2, 3], shape=[2])
except ValueError as e:
    print("ValueError:", e)
try:
    tf.make_tensor_proto([1, 2, 3], shape=[3, 1], verify_shape=True)
except TypeError as e:
    print("TypeError:", e)
try:
    tf.make_tensor_proto(None)
except ValueError as e:
    print("ValueError:", e)
