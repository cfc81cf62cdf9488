# add_loss as the keras.io subclassing guide teaches it: losses are reset at each top-level call
# (Layer.__call__ clears them), collected from nested layers, and a kernel_regularizer's penalty
# is computed when layer.losses is read (keras/src/layers/layer.py losses). In training the
# model's losses are added to the compiled loss (Trainer.compute_loss). Recompiling with no
# loss keeps the earlier compiled loss: Trainer.compile in Keras 3.11.3 only replaces
# _compile_loss when loss is not None, so the last evaluate still adds the MSE term.
import keras
from keras import ops, layers
import numpy as np


class ActivityRegularizationLayer(layers.Layer):
    def __init__(self, rate=1e-2):
        super().__init__()
        self.rate = rate

    def call(self, inputs):
        self.add_loss(self.rate * ops.mean(inputs))
        return inputs


class OuterLayer(layers.Layer):
    def __init__(self):
        super().__init__()
        self.activity_reg = ActivityRegularizationLayer(1e-2)

    def call(self, inputs):
        return self.activity_reg(inputs)


layer = OuterLayer()
print(len(layer.losses))
_ = layer(ops.zeros((1, 1)))
print(len(layer.losses))
_ = layer(ops.ones((1, 1)))
print(len(layer.losses), [round(float(l), 6) for l in layer.losses])


class OuterLayerWithKernelRegularizer(layers.Layer):
    def __init__(self):
        super().__init__()
        self.dense = layers.Dense(
            2, kernel_regularizer=keras.regularizers.l2(1e-3), kernel_initializer="ones"
        )

    def call(self, inputs):
        return self.dense(inputs)


layer = OuterLayerWithKernelRegularizer()
_ = layer(ops.zeros((1, 3)))
print([round(float(l), 6) for l in layer.losses])

inputs = keras.Input(shape=(3,))
x = layers.Dense(2, kernel_initializer="ones")(inputs)
outputs = ActivityRegularizationLayer()(x)
model = keras.Model(inputs, outputs)
model.compile(optimizer="adam", loss="mse")
x_np = np.ones((4, 3), dtype="float32")
y_np = np.zeros((4, 2), dtype="float32")
print(model.evaluate(x_np, y_np, verbose=0))
model.compile(optimizer="adam")
print(model.evaluate(x_np, y_np, verbose=0))
print(len(model.losses))
r = model(x_np)
print(len(model.losses), model.losses[0])
