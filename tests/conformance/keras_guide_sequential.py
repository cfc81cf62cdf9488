# The keras.io "The Sequential model" guide in a program of our own: an unbuilt Sequential has no
# weights yet (Keras 3 returns [] instead of raising) and its summary shows "?" and "0 (unbuilt)"
# (keras/src/utils/summary_utils.py); calling it on a (3, 3) batch builds it with that batch size
# kept in the output shapes; pop(), a name, a Conv2D stack built from keras.Input with its output
# shapes (valid padding, stride 2, pooling by 3), feature extraction through model.inputs and
# layer outputs, get_layer's ValueError listing the layers (models/model.py), and a layer's
# weights as tf.TensorShapes (the TensorFlow backend's Variable.shape). Keras 3.11.3.
import keras
from keras import layers
import numpy as np

model = keras.Sequential(
    [
        layers.Dense(2, activation="relu", name="layer1"),
        layers.Dense(3, activation="relu", name="layer2"),
        layers.Dense(4, name="layer3"),
    ]
)
print(model.layers)
try:
    model.weights
    print(model.weights)
except Exception as e:
    print(type(e).__name__, e)
try:
    model.summary()
except Exception as e:
    print(type(e).__name__, e)
x = np.ones((3, 3))
y = model(x)
print(len(model.weights))
model.summary()
model.pop()
print(len(model.layers))
model = keras.Sequential(name="my_sequential")
model.add(layers.Dense(2, activation="relu", name="layer1"))
model.add(layers.Dense(3, activation="relu", name="layer2"))
model.add(layers.Dense(4, name="layer3"))
print(model.name)
model = keras.Sequential()
model.add(keras.Input(shape=(250, 250, 3)))
model.add(layers.Conv2D(32, 5, strides=2, activation="relu"))
model.add(layers.Conv2D(32, 3, activation="relu"))
model.add(layers.MaxPooling2D(3))
model.summary()
model.add(layers.Conv2D(32, 3, activation="relu"))
model.add(layers.Conv2D(32, 3, activation="relu"))
model.add(layers.MaxPooling2D(3))
model.add(layers.Conv2D(32, 3, activation="relu"))
model.add(layers.Conv2D(32, 3, activation="relu"))
model.add(layers.MaxPooling2D(2))
model.add(layers.GlobalMaxPooling2D())
model.add(layers.Dense(10))
print(model.output_shape)
feature_extractor = keras.Model(
    inputs=model.inputs,
    outputs=[layer.output for layer in model.layers],
)
print(len(feature_extractor.outputs))
feature_extractor = keras.Model(
    inputs=model.inputs,
    outputs=model.get_layer(name=model.layers[1].name).output,
)
print(feature_extractor.output.shape)
try:
    model.get_layer("nope")
except Exception as e:
    print(type(e).__name__, e)
layer = layers.Dense(3)
print(layer.weights)
x = np.ones((1, 4))
y = layer(x)
print([w.shape for w in layer.weights])
