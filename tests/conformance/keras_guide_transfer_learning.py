# "Transfer learning & fine-tuning" (keras.io) in a program of our own: weights, trainable_weights
# and non_trainable_weights of Dense and BatchNormalization (moving mean and variance are never
# trainable), layer.trainable = False moving weights to non_trainable_weights, a frozen layer
# unchanged by fit, trainable = False propagating to nested models and their layers, and
# summary(show_trainable=True) before and after unfreezing a base model called with
# training=False (the "Trainable" column is "-" for a layer without weights; the
# BatchNormalization's moving statistics stay non-trainable). Keras 3.11.3's layers/layer.py and
# utils/summary_utils.py; tables as rich draws them.
import keras
import numpy as np

layer = keras.layers.Dense(3)
layer.build((None, 4))
print("weights:", len(layer.weights))
print("trainable_weights:", len(layer.trainable_weights))
print("non_trainable_weights:", len(layer.non_trainable_weights))

layer = keras.layers.BatchNormalization()
layer.build((None, 4))
print("weights:", len(layer.weights))
print("trainable_weights:", len(layer.trainable_weights))
print("non_trainable_weights:", len(layer.non_trainable_weights))
print([w.name for w in layer.weights])

layer = keras.layers.Dense(3)
layer.build((None, 4))
layer.trainable = False
print("weights:", len(layer.weights))
print("trainable_weights:", len(layer.trainable_weights))
print("non_trainable_weights:", len(layer.non_trainable_weights))

layer1 = keras.layers.Dense(3, activation="relu")
layer2 = keras.layers.Dense(3, activation="sigmoid")
model = keras.Sequential([keras.Input(shape=(3,)), layer1, layer2])
layer1.trainable = False
initial_layer1_weights_values = layer1.get_weights()
model.compile(optimizer="adam", loss="mse")
model.fit(np.random.random((2, 3)), np.random.random((2, 3)), verbose=0)
final_layer1_weights_values = layer1.get_weights()
np.testing.assert_allclose(initial_layer1_weights_values[0], final_layer1_weights_values[0])
np.testing.assert_allclose(initial_layer1_weights_values[1], final_layer1_weights_values[1])
print("frozen ok")

inner_model = keras.Sequential(
    [
        keras.Input(shape=(3,)),
        keras.layers.Dense(3, activation="relu"),
        keras.layers.Dense(3, activation="relu"),
    ]
)
model = keras.Sequential([keras.Input(shape=(3,)), inner_model, keras.layers.Dense(3, activation="sigmoid")])
model.trainable = False
assert inner_model.trainable == False
assert inner_model.layers[0].trainable == False
print("recursive ok")
model.summary()

base = keras.Sequential([keras.Input((4,)), keras.layers.Dense(4), keras.layers.BatchNormalization()], name="base")
base.trainable = False
inputs = keras.Input(shape=(4,))
x = base(inputs, training=False)
outputs = keras.layers.Dense(1)(x)
model = keras.Model(inputs, outputs)
model.summary(show_trainable=True)
model.compile(optimizer=keras.optimizers.Adam(), loss=keras.losses.BinaryCrossentropy(from_logits=True), metrics=[keras.metrics.BinaryAccuracy()])
print(len(model.trainable_weights), len(model.non_trainable_weights))
base.trainable = True
print(len(model.trainable_weights), len(model.non_trainable_weights))
model.summary(show_trainable=True)
