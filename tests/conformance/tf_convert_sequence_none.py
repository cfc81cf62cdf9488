# Eager conversion of Python sequences that hold None (python/lib/core/py_seq_tensor.cc
# PySeqToTFE_TensorHandle): InferShapeAndType first samples element 0 of each nested sequence
# (SampleElementFromSequence) and, with or without a requested dtype, a sampled value of no
# tensor type is a ValueError naming it ("Attempt to convert a value (None) with an unsupported
# type (<class 'NoneType'>) to a Tensor."). A None later in the sequence makes every converter
# fail with ErrorMixedTypes, raised as ValueError "Can't convert Python sequence with mixed types
# to Tensor.". A shape tuple taken from a partly known static shape, such as (None, 4, 3), hits
# the first case in ops that convert their shape argument (tf.broadcast_to, tf.reshape through
# gen_array_ops' eager fallback, whose convert_to_tensor retries without the preferred dtype and
# raises the same ValueError). tf.zeros / tf.ones (python/ops/array_ops.py zeros) first try
# TensorShape(shape); a None size makes it partially known, and the ValueError that
# constant_op._tensor_shape_tensor_conversion_function raises sends them to
# convert_to_tensor(shape, dtype=int32), whose error is the one above (a TensorShape itself
# keeps "Cannot convert a partially known TensorShape ..."). An empty list is still an empty
# tensor.
import tensorflow as tf

x = tf.ones((1, 4, 1), tf.bool)
cases = [
    ("broadcast_to", lambda: tf.broadcast_to(x, (None, 4, 3))),
    ("reshape", lambda: tf.reshape(tf.ones((2, 4)), (None, 4))),
    ("constant first None", lambda: tf.constant([None, 1.0], dtype=tf.float32)),
    ("constant later None", lambda: tf.constant([1.0, None], dtype=tf.float32)),
    ("convert later None", lambda: tf.convert_to_tensor([1, None])),
    ("convert nested None", lambda: tf.convert_to_tensor([[None, 2], [3, 4]], dtype=tf.int64)),
    ("convert bare None", lambda: tf.convert_to_tensor(None)),
    ("zeros", lambda: tf.zeros((None, 3))),
    ("ones", lambda: tf.ones([2, None])),
    ("zeros TensorShape", lambda: tf.zeros(tf.TensorShape([None, 3]))),
    ("empty list", lambda: tf.constant([], dtype=tf.int32)),
]
for name, make in cases:
    try:
        print(name, "->", make())
    except (TypeError, ValueError) as e:
        print(name, "->", type(e).__name__ + ":", e)
