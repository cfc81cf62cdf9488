# Saving and loading Keras models and weights in the run's file system (Keras 3.11.3:
# models/model.py save/save_weights/load_weights, saving/saving_api.py, saving/saving_lib.py).
# A trained Sequential model round-trips through a .keras file: the same class, layers and
# names, compiled again from its compile config (Adam with its learning rate, the "mse" loss)
# with the optimizer's variables restored (iterations stays 2: two epochs of one batch), so
# predictions and weights are equal bit for bit. Weights alone round-trip through a
# .weights.h5 file into a fresh model of the same architecture. The path checks raise the
# ValueErrors of saving_api.py, word for word.
import os

import keras
import numpy as np

keras.utils.set_random_seed(1)


def make_model():
    return keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(4, activation="relu"), keras.layers.Dense(1)])


model = make_model()
model.compile(optimizer=keras.optimizers.Adam(learning_rate=0.01), loss="mse")
x = np.arange(24, dtype="float32").reshape(8, 3) / 10
y = x.sum(axis=1, keepdims=True)
model.fit(x, y, epochs=2, verbose=0)
model.save("model.keras")
print(os.path.exists("model.keras"), os.listdir("."))

loaded = keras.models.load_model("model.keras")
print(type(loaded).__name__, loaded.name, [layer.name for layer in loaded.layers], loaded.compiled)
print(type(loaded.optimizer).__name__, loaded.loss, int(loaded.optimizer.iterations))
print(np.array_equal(model.predict(x, verbose=0), loaded.predict(x, verbose=0)))
print(all(np.array_equal(a, b) for a, b in zip(model.get_weights(), loaded.get_weights())))
uncompiled = keras.saving.load_model("model.keras", compile=False)
print(uncompiled.compiled, np.array_equal(model.predict(x, verbose=0), uncompiled.predict(x, verbose=0)))
keras.saving.save_model(model, "again.keras")
print(np.array_equal(keras.models.load_model("again.keras").predict(x, verbose=0), model.predict(x, verbose=0)))

model.save_weights("model.weights.h5")
fresh = make_model()
print(np.array_equal(model.predict(x, verbose=0), fresh.predict(x, verbose=0)))
fresh.load_weights("model.weights.h5")
print(np.array_equal(model.predict(x, verbose=0), fresh.predict(x, verbose=0)))
fresh.load_weights("model.keras")
print(np.array_equal(model.predict(x, verbose=0), fresh.predict(x, verbose=0)))

for attempt in [lambda: model.save("model"),
                lambda: model.save_weights("weights.h5"),
                lambda: keras.models.load_model("missing.keras"),
                lambda: keras.models.load_model("model.txt"),
                lambda: fresh.load_weights("weights.txt")]:
    try:
        attempt()
    except ValueError as e:
        print("ValueError:", e)
