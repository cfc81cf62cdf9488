# TensorFlow and NumPy functions applied to keras.Input while building a functional model:
# Keras 3.11.3 backend/common/keras_tensor.py KerasTensor.__tf_tensor__ (TF's conversion of
# the argument; its message ends with a newline) and __array__ (NumPy's np.sum falls back to
# converting the object); a KerasTensor has no numpy(). keras.ops accept it. A subclassed model
# whose call() requires `training` fails binding the call (Layer.__call__'s CallSpec, Python's
# inspect message) when called without it.
import numpy as np
import tensorflow as tf
import keras

x = keras.Input((3,))
for call in (lambda: tf.reduce_sum(x), lambda: tf.concat([x, x], 0), lambda: np.sum(x), lambda: x.numpy()):
    try:
        call()
    except (ValueError, AttributeError) as e:
        print(type(e).__name__ + ":", e)
print(keras.ops.sum(x, axis=-1).shape)


class NeedsTraining(keras.Model):
    def __init__(self):
        super().__init__()
        self.dense = keras.layers.Dense(1)

    def call(self, inputs, training):
        return self.dense(inputs)


model = NeedsTraining()
try:
    model(np.ones((1, 2)))
except TypeError as e:
    print("TypeError:", e)
print(model(np.ones((1, 2)), training=False).shape)
