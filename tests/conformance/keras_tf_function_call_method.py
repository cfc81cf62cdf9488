# A Layer or Model whose `call` is a @tf.function (as older TensorFlow guides write it) works:
# Keras 3.11.3's Layer.__init__ reads `inspect.signature(self.call)`, and TF's
# class_method_to_instance_method gives the bound Function the bound method's signature
# (tf_decorator.make_decorator sets __signature__, `self` left out). The trace prints follow
# tf.function's rules: one trace per input signature; the symbolic call of a Functional model
# traces on a (None, 3) placeholder (backend/tensorflow/core.py compute_output_spec); fit traces
# call once more, with training=True.
import inspect

import numpy as np
import tensorflow as tf
import keras
from keras import layers


class Scale(layers.Layer):
    def build(self, input_shape):
        self.w = self.add_weight(shape=(input_shape[-1], 2), initializer="ones")

    @tf.function
    def call(self, x):
        print("tracing Scale.call", x.shape)
        return tf.matmul(x, self.w)


layer = Scale()
print(inspect.signature(layer.call))
print(layer(np.ones((1, 3), "float32")))
print(layer(np.ones((1, 3), "float32")).shape)
print(layer(np.ones((4, 3), "float32")).shape)

inputs = keras.Input((3,))
outputs = Scale()(inputs)
print(outputs.shape)


class MyModel(keras.Model):
    def __init__(self):
        super().__init__()
        self.dense = layers.Dense(1, kernel_initializer="ones")

    def build(self, input_shape):
        self.dense.build(input_shape)

    @tf.function
    def call(self, x, training=False):
        print("tracing MyModel.call, training =", training)
        return self.dense(x)


model = MyModel()
print(inspect.signature(model.call))
print(model(tf.ones((2, 3))))
model.compile(optimizer="sgd", loss="mse")
model.fit(np.ones((4, 3)), np.ones((4, 1)), batch_size=4, epochs=2, verbose=0)
print(model.dense.kernel.numpy().ravel())
