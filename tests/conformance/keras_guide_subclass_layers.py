# The keras.io guide "Making new layers and models via subclassing" in programs of our own: a
# Linear layer with add_weight in build(), a non-trainable running sum, nested layers whose
# weights are tracked and whose paths name the parents, trainable=False propagating to sublayers,
# get_config/from_config and the layer repr. Expected text from Keras 3.11.3: keras/src/layers/
# layer.py (add_weight, weights/trainable_weights, __repr__ "<Class name=..., built=...>",
# get_config with the serialized DTypePolicy), keras/src/backend/common/variables.py (a variable
# made without a name is auto-named "variable", "variable_1", ... per process).
import keras
from keras import ops
import numpy as np

keras.utils.set_random_seed(1)


class Linear(keras.layers.Layer):
    def __init__(self, units=32, **kwargs):
        super().__init__(**kwargs)
        self.units = units

    def build(self, input_shape):
        self.w = self.add_weight(
            shape=(input_shape[-1], self.units),
            initializer="random_normal",
            trainable=True,
        )
        self.b = self.add_weight(shape=(self.units,), initializer="zeros", trainable=True)

    def call(self, inputs):
        return ops.matmul(inputs, self.w) + self.b

    def get_config(self):
        config = super().get_config()
        config.update({"units": self.units})
        return config


class ComputeSum(keras.layers.Layer):
    def __init__(self, input_dim):
        super().__init__()
        self.total = self.add_weight(
            initializer="zeros", shape=(input_dim,), trainable=False
        )

    def call(self, inputs):
        self.total.assign_add(ops.sum(inputs, axis=0))
        return self.total


x = ops.ones((2, 2))
my_sum = ComputeSum(2)
y = my_sum(x)
print(y.numpy())
y = my_sum(x)
print(y.numpy())
print("weights:", len(my_sum.weights))
print("non-trainable weights:", len(my_sum.non_trainable_weights))
print("trainable_weights:", my_sum.trainable_weights)

layer = Linear(4)
print(layer.built, layer.weights)
y = layer(np.ones((3, 2), dtype="float32"))
print(layer.built, [w.path for w in layer.weights], y.shape)
config = layer.get_config()
print(config)
new_layer = Linear.from_config(config)
print(new_layer.units, new_layer.name, new_layer.built)


class MLPBlock(keras.layers.Layer):
    def __init__(self):
        super().__init__()
        self.linear_1 = Linear(32)
        self.linear_2 = Linear(32)
        self.linear_3 = Linear(1)

    def call(self, inputs):
        x = self.linear_1(inputs)
        x = keras.activations.relu(x)
        x = self.linear_2(x)
        x = keras.activations.relu(x)
        return self.linear_3(x)


mlp = MLPBlock()
y = mlp(ops.ones(shape=(3, 64)))
print("weights:", len(mlp.weights))
print("trainable weights:", len(mlp.trainable_weights))
print([w.path for w in mlp.weights])
print(y.shape)
mlp.trainable = False
print(len(mlp.trainable_weights), len(mlp.non_trainable_weights))
print(mlp.linear_1.trainable)
print(mlp)
print(layer)
