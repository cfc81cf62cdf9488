# tf.math.bincount (bincount_ops.bincount: the DenseBincount op, output size max(arr) + 1
# clipped to [minlength, maxlength], axis=-1 counting each row) and Tensor.set_shape (merges the
# static shape; ValueError when incompatible), eagerly and in a tf.function. Expected values:
# the bincount docstring examples, its ValueError texts, and EagerTensor.set_shape /
# Tensor.set_shape in tensorflow/python/framework/ops.py and tensor.py.
import numpy as np
import tensorflow as tf

values = tf.constant([1, 1, 2, 3, 2, 4, 4, 5])
print(tf.math.bincount(values))
weights = tf.constant([1, 5, 0, 1, 0, 5, 4, 5])
print(tf.math.bincount(values, weights=weights))
data = np.array([[1, 2, 3, 0], [0, 0, 1, 2]], dtype=np.int32)
print(tf.math.bincount(data, axis=-1))
print(tf.math.bincount(data, axis=-1, binary_output=True))
print(tf.math.bincount([3, 3], minlength=6), tf.math.bincount([3, 3, 9], maxlength=4, dtype=tf.float32))
for kwargs in [{"weights": [1, 1], "binary_output": True}, {"axis": 1}]:
    try:
        tf.math.bincount([1, 2], **kwargs)
    except ValueError as e:
        print(type(e).__name__, e)


@tf.function
def counts(x):
    print("traced with", x.shape)
    x.set_shape([3])
    print("set to", x.shape)
    return tf.math.bincount(x, minlength=5)


print(counts.get_concrete_function(tf.TensorSpec([None], tf.int32)).structured_outputs)
print(counts(tf.constant([1, 2, 2])))
t = tf.constant([1, 2])
t.set_shape([None])
print(t.shape)
try:
    t.set_shape([3])
except ValueError as e:
    print(type(e).__name__, e)
