# The keras.io Functional API guide's toy ResNet, in a program of our own: residual connections
# make the graph non-sequential, so the summary has a "Connected to" column and the Add layers
# list both inputs (keras/src/utils/summary_utils.py); plot_model cannot draw without pydot,
# which pip's tensorflow and keras do not install, and says so with Keras 3.11.3's ImportError
# (keras/src/utils/model_visualization.py).
import keras
from keras import layers

inputs = keras.Input(shape=(32, 32, 3), name="img")
x = layers.Conv2D(32, 3, activation="relu")(inputs)
x = layers.Conv2D(64, 3, activation="relu")(x)
block_1_output = layers.MaxPooling2D(3)(x)

x = layers.Conv2D(64, 3, activation="relu", padding="same")(block_1_output)
x = layers.Conv2D(64, 3, activation="relu", padding="same")(x)
block_2_output = layers.add([x, block_1_output])

x = layers.Conv2D(64, 3, activation="relu", padding="same")(block_2_output)
x = layers.Conv2D(64, 3, activation="relu", padding="same")(x)
block_3_output = layers.add([x, block_2_output])

x = layers.Conv2D(64, 3, activation="relu")(block_3_output)
x = layers.GlobalAveragePooling2D()(x)
x = layers.Dense(256, activation="relu")(x)
x = layers.Dropout(0.5)(x)
outputs = layers.Dense(10)(x)

model = keras.Model(inputs, outputs, name="toy_resnet")
model.summary()
try:
    keras.utils.plot_model(model, "mini_resnet.png", show_shapes=True)
except Exception as e:
    print(type(e).__name__, e)
