# Keras 3.11 ModelCheckpoint and CSVLogger (callbacks/model_checkpoint.py, csv_logger.py) writing
# to the run's file system. ModelCheckpoint fills `{epoch}` (1-based), `{batch}` and the logs'
# keys into the path, creates its folder, and with verbose=1 prints "\nEpoch N: <monitor>
# improved from <best or None> to <value:.5f>, saving model to <path>", "... did not improve
# from ...", or "\nEpoch N: saving model to <path>" (print_msg adds the newline); mode "auto"
# minimises a loss and reads a metric's direction. A missing monitor warns once (stacklevel=2
# names the call in _save_model, model_checkpoint.py:276) and saves anyway. CSVLogger writes the
# header `epoch` + the sorted log keys (+ `val_` columns, "NA", when there is no validation), one
# row per epoch with repr()'d floats, "\r\n" line ends (csv.excel), and with append=True no
# second header. Values worked by hand: Dense(1) from zeros, SGD(1/64), mse on y = 2x, one
# batch of 4 per epoch, all dyadic so exact in float32: epoch 1 loss 30, mae 5, then
# w = 30/64, b = 10/64; epoch 2 loss 16.41357421875, mae 3.671875, then w = 835/1024,
# b = 555/2048.
import os

import numpy as np
import keras

x = np.array([[1.0], [2.0], [3.0], [4.0]], dtype="float32")
y = 2.0 * x


def make_model():
    model = keras.Sequential([keras.Input(shape=(1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
    model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.015625), loss="mse", metrics=["mae"])
    return model


model = make_model()
best = keras.callbacks.ModelCheckpoint("ckpt/model_{epoch:02d}_{loss:.2f}.keras", monitor="loss",
                                       save_best_only=True, verbose=1)
highest_mae = keras.callbacks.ModelCheckpoint("ckpt/high_mae.keras", monitor="mae", mode="max",
                                              save_best_only=True, verbose=1)
csv_logger = keras.callbacks.CSVLogger("history.csv")
model.fit(x, y, batch_size=4, epochs=2, verbose=0, callbacks=[best, highest_mae, csv_logger])
print(sorted(os.listdir("ckpt")))
print(best.best, highest_mae.best)
with open("history.csv", newline="") as f:
    print(repr(f.read()))

restored = keras.models.load_model("ckpt/model_02_16.41.keras")
print([w.tolist() for w in restored.get_weights()])
print(keras.models.load_model("ckpt/high_mae.keras").get_weights()[0].tolist())

model = make_model()
per_batch = keras.callbacks.ModelCheckpoint("weights/w_{epoch}_{batch}.weights.h5", save_weights_only=True,
                                            save_freq=1, verbose=1)
no_val = keras.callbacks.ModelCheckpoint("no_val.keras", monitor="val_accuracy", mode="max", save_best_only=True)
appended = keras.callbacks.CSVLogger(os.path.join(os.getcwd(), "history.csv"), separator=";", append=True)
model.fit(x, y, batch_size=2, epochs=1, verbose=0, shuffle=False, validation_data=(x, y),
          callbacks=[per_batch, no_val, appended])
print(sorted(os.listdir("weights")), os.path.exists("no_val.keras"))
with open("history.csv") as f:
    print(f.read())

for kwargs in [{"filepath": "w.h5", "save_weights_only": True}, {"filepath": "model.txt"},
               {"filepath": "m.keras", "save_freq": "batch"}]:
    try:
        keras.callbacks.ModelCheckpoint(**kwargs)
    except ValueError as e:
        print("ValueError:", e)
try:
    make_model().fit(x, y, epochs=1, verbose=0, callbacks=[keras.callbacks.ModelCheckpoint("{acc}.keras")])
except KeyError as e:
    print("KeyError:", e)
