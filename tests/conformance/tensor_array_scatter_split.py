# TensorArray.scatter and TensorArray.split, eagerly. Expected behaviour from TF 2.20's
# tensor_array_ops.py _EagerTensorArray: scatter writes each row of `value` at its index (an
# index never written stacks as zeros of the element shape); split cuts `value` along its first
# dimension by `lengths`, after its checks (the texts end with a space, as TF's do, except the
# size one).
import tensorflow as tf

ta = tf.TensorArray(tf.float32, size=3)
ta = ta.scatter([2, 0], tf.constant([[1.0, 2.0], [3.0, 4.0]]))
print(ta.stack())
ta2 = tf.TensorArray(tf.int32, size=3)
ta2 = ta2.split(tf.constant([1, 2, 3, 4, 5, 6]), [2, 2, 2])
print(ta2.read(1), ta2.size())
ta3 = tf.TensorArray(tf.int32, size=2, dynamic_size=True, infer_shape=False)
ta3 = ta3.split([1, 2, 3], [1, 2])
print(ta3.read(0), ta3.read(1))
try:
    tf.TensorArray(tf.int32, size=2).split([1, 2, 3], [1, 1])
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", repr(str(e)))
try:
    tf.TensorArray(tf.int32, size=2).split([1, 2, 3], [1, 1, 1])
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", repr(str(e)))
