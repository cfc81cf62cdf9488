# Models as layers (keras.io Functional API guide): an ensemble averaging three Functional models
# called on one input (each appears as a row of class Functional in the summary, named
# functional, functional_1, ... by Keras's auto-naming), a model with a custom layer rebuilt from
# get_config with custom_objects, and a subclassed MLP model called on the output of a Functional
# graph (its summary row is of class MLP). Keras 3.11.3's models/functional.py and
# utils/summary_utils.py.
import keras
from keras import layers
import numpy as np


def get_model():
    inputs = keras.Input(shape=(128,))
    outputs = layers.Dense(1)(inputs)
    return keras.Model(inputs, outputs)


model1 = get_model()
model2 = get_model()
model3 = get_model()
inputs = keras.Input(shape=(128,))
y1 = model1(inputs)
y2 = model2(inputs)
y3 = model3(inputs)
outputs = layers.average([y1, y2, y3])
ensemble_model = keras.Model(inputs=inputs, outputs=outputs)
ensemble_model.summary()
print([l.name for l in ensemble_model.layers])


class CustomDense(layers.Layer):
    def __init__(self, units=32):
        super().__init__()
        self.units = units

    def build(self, input_shape):
        self.w = self.add_weight(shape=(input_shape[-1], self.units), initializer="random_normal", trainable=True)
        self.b = self.add_weight(shape=(self.units,), initializer="random_normal", trainable=True)

    def call(self, inputs):
        return keras.ops.matmul(inputs, self.w) + self.b

    def get_config(self):
        return {"units": self.units}


inputs = keras.Input((4,))
outputs = CustomDense(10)(inputs)
model = keras.Model(inputs, outputs)
config = model.get_config()
new_model = keras.Model.from_config(config, custom_objects={"CustomDense": CustomDense})
print(new_model.layers[1].units)
print(new_model(np.ones((1, 4))).shape)


class MLP(keras.Model):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.dense_1 = layers.Dense(64, activation="relu")
        self.dense_2 = layers.Dense(10)

    def call(self, inputs):
        x = self.dense_1(inputs)
        return self.dense_2(x)


mlp = MLP()
_ = mlp(keras.ops.zeros((1, 32)))
inputs = keras.Input(shape=(32,))
x = layers.Dense(32, activation="relu")(inputs)
outputs = mlp(x)
model = keras.Model(inputs, outputs)
model.summary()
