# A batch_size larger than the data gives one partial batch per epoch (Keras 3.11.3
# array_data_adapter.py: no full batch, a partial batch of 4). validation_split outside (0, 1):
# trainers/data_adapters/array_slicing.py train_validation_split only refuses a split point of
# 0 or all the samples, so 1.5 (split at floor(4 * -0.5) = -2) trains on the first two samples
# and validates on the last two, while -0.2 (split at 4) raises.
import numpy as np
import keras


class CountSteps(keras.callbacks.Callback):
    def on_train_begin(self, logs=None):
        self.steps = 0

    def on_train_batch_end(self, batch, logs=None):
        self.steps += 1


model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
counter = CountSteps()
model.fit(np.ones((4, 2)), np.ones((4, 1)), batch_size=100, epochs=2, verbose=0, callbacks=[counter])
print(counter.steps)
history = model.fit(np.ones((4, 2)), np.ones((4, 1)), validation_split=1.5, verbose=0, callbacks=[counter])
print(sorted(history.history), counter.steps)
try:
    model.fit(np.ones((4, 2)), np.ones((4, 1)), validation_split=-0.2, verbose=0)
except ValueError as e:
    print("ValueError:", e)
