# Keras fit of a two-layer MLP: 1,024 samples, batch 32, 5 epochs, Adam, MSE. Prints the
# seconds fit took, then the seconds a second fit of 5 more epochs took (the train function
# exists by then: no tracing, only the steps). bench/keras_bench.mjs compares both with
# raw_loop.py's.
import time

import numpy as np
import keras

keras.utils.set_random_seed(0)
x = np.random.rand(1024, 16).astype("float32")
y = (x.sum(axis=1, keepdims=True) * 0.5).astype("float32")
model = keras.Sequential([keras.Input(shape=(16,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer="adam", loss="mse")
start = time.time()
model.fit(x, y, batch_size=32, epochs=5, verbose=0, shuffle=False)
print(f"seconds {time.time() - start:.6f}")
start = time.time()
model.fit(x, y, batch_size=32, epochs=5, verbose=0, shuffle=False)
print(f"again {time.time() - start:.6f}")
