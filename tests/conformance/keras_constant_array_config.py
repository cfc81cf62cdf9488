# The imbalanced-data tutorial's output bias: keras.initializers.Constant(np.log([pos / neg])),
# a NumPy array, and a Rescaling layer with per-channel NumPy scale/offset. Keras 3.11
# serializes such values in get_config (initializers/constant_initializers.py Constant.get_config
# and layers/preprocessing/rescaling.py Rescaling.get_config: serialization_lib
# .serialize_keras_object, a "__numpy__" dict with the values and dtype) and rebuilds them in
# from_config (deserialize_keras_object), so clone_model, Model.from_config and a saved .keras
# model get the same bias and scaling back. log(10 / 90) = -2.1972245773... (float32 bias,
# printed rounded); the rescaled pixel is 255 * [1/255, 1/127.5] + [0, -1] = [1, 1].
import numpy as np
import keras
from keras import layers

pos, neg = 10, 90
initial_bias = np.log([pos / neg])
output_bias = keras.initializers.Constant(initial_bias)
print(output_bias.get_config())
print(keras.initializers.Constant(0.5).get_config())


def make_model(output_bias=None):
    return keras.Sequential([
        keras.Input(shape=(2,)),
        layers.Rescaling(scale=np.array([1 / 255.0, 1 / 127.5]), offset=np.array([0.0, -1.0])),
        layers.Dense(4, activation="relu", kernel_initializer="ones"),
        layers.Dense(1, activation="sigmoid", bias_initializer=output_bias),
    ])


model = make_model(output_bias)
print([round(v, 4) for v in model.layers[-1].bias.numpy().tolist()])
print(model.layers[0].get_config()["scale"])
clone = keras.models.clone_model(model)
print(type(clone.layers[-1].bias_initializer).__name__, [round(v, 4) for v in clone.layers[-1].bias.numpy().tolist()])
print(clone.layers[0](np.array([[255.0, 255.0]])).numpy().tolist())
rebuilt = keras.Sequential.from_config(model.get_config())
print([round(v, 4) for v in rebuilt.layers[-1].bias.numpy().tolist()])
model.save("imbalanced.keras")
loaded = keras.models.load_model("imbalanced.keras")
print(loaded.layers[0].scale, loaded.layers[0].offset)
