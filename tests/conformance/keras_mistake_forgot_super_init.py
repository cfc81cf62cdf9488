# A custom layer or model whose __init__ does not call super().__init__(): construction and
# attribute tracking still work (Keras 3.11.3 Layer.__setattr__ creates the tracker), and the
# first call, or get_config, raises from Layer._check_super_called (RuntimeError).
import numpy as np
import keras


class NoSuper(keras.layers.Layer):
    def __init__(self, units):
        self.units = units

    def call(self, x):
        return x


class NoSuperModel(keras.Model):
    def __init__(self):
        self.dense = keras.layers.Dense(2)

    def call(self, x):
        return self.dense(x)


layer = NoSuper(3)
print(layer.units)
for call in (lambda: layer(np.ones((1, 2))), layer.get_config, lambda: NoSuperModel()(np.ones((1, 2)))):
    try:
        call()
    except RuntimeError as e:
        print("RuntimeError:", e)
