# fit arguments that cannot work together or have impossible values: Keras 3.11.3
# trainers/data_adapters/array_data_adapter.py refuses class_weight with sample_weight, and
# class_weight for several outputs; an initial_epoch past epochs runs nothing; Trainer._should_eval
# takes validation_freq modulo the epoch number (0: Python's ZeroDivisionError after the first
# epoch) and refuses anything but an int or a list.
import numpy as np
import keras

model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
inputs = keras.Input((2,))
two = keras.Model(inputs, [keras.layers.Dense(1)(inputs), keras.layers.Dense(1)(inputs)])
two.compile(optimizer="sgd", loss="mse")
x, y = np.ones((4, 2)), np.ones((4, 1))
calls = (lambda: model.fit(x, y, class_weight={0: 1.0}, sample_weight=np.ones(4), verbose=0),
         lambda: two.fit(x, [y, y], class_weight={0: 1.0}, verbose=0),
         lambda: model.fit(x, y, validation_split=0.5, validation_freq=0, verbose=0),
         lambda: model.fit(x, y, validation_split=0.5, validation_freq="1", verbose=0))
for call in calls:
    try:
        call()
    except (ValueError, ZeroDivisionError) as e:
        print(type(e).__name__ + ":", e)
history = model.fit(x, y, epochs=2, initial_epoch=3, verbose=0)
print(history.history, history.epoch)
print(sorted(model.fit(x, y, epochs=2, validation_split=0.5, validation_freq=[2], verbose=0).history))
