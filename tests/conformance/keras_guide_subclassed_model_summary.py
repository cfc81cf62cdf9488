# A subclassed model as the keras.io "Making new layers and models" guide writes one: its
# summary lists the layers it tracks (a treated-as-sequential table), unbuilt before a call.
# model.build((None, 3)) on a Model without build() runs Keras 3.11.3's Layer.build, which only
# warns (UserWarning at keras/src/layers/layer.py:421) and marks the model built: the Dense
# layers stay unbuilt. The first call builds them with the call's batch size (2); Dropout is built
# in __init__ (_build_at_init), so its shape stays "?". A subclassed model has no inputs or
# input_shape (AttributeError); its default get_config works when __init__ takes no arguments;
# after compile and fit the summary adds the Adam variables ("Optimizer params").
import keras
import numpy as np


class MyModel(keras.Model):
    def __init__(self):
        super().__init__()
        self.dense1 = keras.layers.Dense(4, activation="relu")
        self.dense2 = keras.layers.Dense(2)
        self.dropout = keras.layers.Dropout(0.5)

    def call(self, inputs, training=False):
        x = self.dense1(inputs)
        x = self.dropout(x, training=training)
        return self.dense2(x)


model = MyModel()
model.summary()
model.build((None, 3))
model.summary()
print(model.built, len(model.weights))
print([l.name for l in model.layers])
print(model.get_layer(index=0).name)
try:
    model.get_config()
    print("config ok")
except Exception as e:
    print(type(e).__name__, e)
try:
    model.input_shape
except Exception as e:
    print(type(e).__name__, e)
try:
    print(model.inputs)
except Exception as e:
    print(type(e).__name__, e)
y = model(np.ones((2, 3), dtype="float32"))
print(y.shape)
model.compile(optimizer="adam", loss="mse")
model.fit(np.ones((4, 3)), np.ones((4, 2)), verbose=0)
model.summary()
