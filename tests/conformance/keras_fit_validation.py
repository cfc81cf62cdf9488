# Keras 3.11 fit with validation: validation_split keeps the *last* samples for validation
# (trainers/data_adapters/array_slicing.py train_validation_split: split at
# floor(n * (1 - validation_split)), before any shuffling); validation_data=(x, y); after each
# epoch's training `evaluate` runs on the validation data with the same CallbackList, so the
# ProgbarLogger prints no bar of its own (_called_in_fit) and the `val_*` values (renamed in
# TensorFlowTrainer.fit) follow the training keys on the epoch line (the Progbar keeps first-seen
# order); History gets loss, mae, val_loss, val_mae. validation_freq=2 validates on even epochs
# only (Trainer._should_eval). Model: Dense(1) with a zeros kernel, SGD(0.01), mse, on y = 2x;
# values worked by hand (double precision, train_step's loss-before-update, w -= lr*dL/dw),
# printed with 4 decimals.
# stderr: tf.function's frequent-retracing warning (polymorphic_function.py
# _FrequentTracingDetector: keyed by the Python function's code object, 5 traces within the last
# 10 calls, at most 2 warnings). Every fit makes new train/test tf.functions from the same
# `multi_step_on_iterator` code (TensorFlowTrainer._make_function), each traced on its first call,
# so the third fit's traces are the 5th and 6th: after 9 calls (4 + 4 + the first of fit 3) and
# after 12 (the oldest call group dropped from the history).
import numpy as np
import keras

x = np.array([[1.0], [2.0], [3.0], [4.0]], dtype="float32")
y = 2.0 * x


def make_model():
    model = keras.Sequential([keras.Input(shape=(1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
    model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01), loss="mse", metrics=["mae"])
    return model


def rounded(history):
    return {k: [round(v, 4) for v in vs] for k, vs in history.history.items()}


history = make_model().fit(x, y, batch_size=3, epochs=2, validation_split=0.25)
print(list(history.history), rounded(history))
history = make_model().fit(x[:2], y[:2], epochs=2, validation_data=(x[2:], y[2:]), verbose=2)
print(rounded(history))
history = make_model().fit(x, y, batch_size=2, epochs=2, shuffle=False, validation_data=(x, y), verbose=0,
                           validation_freq=2)
print(rounded(history))
