# Keras 3.11 fit/evaluate/predict on a Python generator (trainers/data_adapters/__init__.py
# get_data_adapter -> GeneratorDataAdapter). The adapter peeks the generator's first
# NUM_BATCHES_FOR_TENSOR_SPEC = 2 batches for the tf.data signature and chains them back in
# front (peek_and_restore), so each later epoch replays those two batches and then finds the
# generator exhausted: epoch 1 sees 3 batches, epochs 2 and 3 see 2. The steps are unknown
# until the data runs out (num_batches None): EpochIterator.catch_stop_iteration then sets
# them and warns "Your input ran out of data" (UserWarning at epoch_iterator.py:164, shown
# once by Python's default filter). With verbose=2 the ProgbarLogger takes the first epoch's
# count (3) as its target for every later epoch (_finalize_progbar), so epoch 2 still reads
# "3/3". Values worked by hand: Dense(1) from zeros, SGD(0.01), mse on y = 2x with one sample
# per batch; batch logs hold the running mean of the epoch's losses.
# Errors: a generator yielding a non-tuple, y= or class_weight= with a generator (Keras's
# messages in generator_data_adapter.py and data_adapters/__init__.py).
import numpy as np
import keras

x = np.array([[1.0], [2.0], [3.0]], dtype="float32")
y = 2.0 * x


def batches():
    for i in range(3):
        yield x[i:i + 1], y[i:i + 1]


model = keras.Sequential([keras.Input(shape=(1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01), loss="mse")
log = keras.callbacks.LambdaCallback(
    on_train_batch_end=lambda batch, logs: print("  batch", batch, round(logs["loss"], 4)),
    on_epoch_end=lambda epoch, logs: print("epoch", epoch, round(logs["loss"], 4)),
)
history = model.fit(batches(), epochs=3, verbose=0, callbacks=[log])
print([round(v, 4) for v in history.history["loss"]])
print([round(v, 4) for v in model.get_weights()[0].reshape(-1).tolist() + model.get_weights()[1].tolist()])

model = keras.Sequential([keras.Input(shape=(1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01), loss="mse")
model.fit(batches(), epochs=2, verbose=2)
print(round(model.evaluate(batches(), verbose=0), 4))
print(model.predict((batch for batch in [(x[:2],), (x[2:],)]), verbose=0).shape)


def forever():
    while True:
        yield x, y


history = model.fit(forever(), steps_per_epoch=2, epochs=2, verbose=0)
print(len(history.history["loss"]))

try:
    model.fit((item for item in [x, x]))
except ValueError as e:
    print("ValueError:", e)
try:
    model.fit(batches(), y)
except ValueError as e:
    print("ValueError:", e)
try:
    model.fit(batches(), class_weight={0: 1.0})
except ValueError as e:
    print("ValueError:", e)
