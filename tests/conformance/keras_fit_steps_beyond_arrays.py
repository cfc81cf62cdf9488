# fit on arrays with steps_per_epoch beyond their batches: the number of batches is known (2
# here), so Keras 3.11's EpochIterator._enumerate_iterator warns at its line 116 (stacklevel=2
# names that line) and stops the epoch; catch_stop_iteration's line 164 is for data of unknown
# length (keras/src/trainers/epoch_iterator.py). Training still ran the 2 batches it had.
import numpy as np
import keras

model = keras.Sequential([keras.Input((1,)), keras.layers.Dense(1)])
model.compile("sgd", "mse")
history = model.fit(np.ones((10, 1)), np.ones((10, 1)), batch_size=5, steps_per_epoch=3, verbose=0)
print(int(model.optimizer.iterations), list(history.history))
