# epochs=0 runs no epoch and returns an empty History (Keras 3.11.3 backend/tensorflow/trainer.py
# fit: `for epoch in range(initial_epoch, epochs)`; the progress bar prints nothing without an
# epoch); epochs=2.5 reaches the same range() (Python's TypeError).
import numpy as np
import keras

model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
history = model.fit(np.ones((4, 2)), np.ones((4, 1)), epochs=0, verbose=1)
print(history.history, history.epoch)
try:
    model.fit(np.ones((4, 2)), np.ones((4, 1)), epochs=2.5, verbose=0)
except TypeError as e:
    print("TypeError:", e)
