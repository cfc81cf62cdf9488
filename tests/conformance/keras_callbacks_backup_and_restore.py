# Keras 3.11 BackupAndRestore (callbacks/backup_and_restore.py) in the run's file system: at each
# epoch's end it saves the weights (latest.weights.h5) and {"epoch": epochs done, "batch": 0}
# (training_metadata.json); a fit interrupted by an exception leaves them, and the next fit with
# the callback loads the weights and starts at that epoch (the model's _initial_epoch), so the
# History holds only the remaining epochs (as the callback's docstring example shows); a
# completed fit deletes the folder. The errors are Keras's.
import json
import os

import numpy as np
import keras


class Interrupt(keras.callbacks.Callback):
    def on_epoch_begin(self, epoch, logs=None):
        if epoch == 3:
            raise RuntimeError("Interrupting!")


x = np.arange(40, dtype="float32").reshape(4, 10) / 40.0
y = np.zeros((4, 1), dtype="float32")
backup = keras.callbacks.BackupAndRestore(backup_dir="backup")
model = keras.Sequential([keras.Input(shape=(10,)), keras.layers.Dense(1, kernel_initializer="ones")])
model.compile(keras.optimizers.SGD(0.01), loss="mse")
try:
    model.fit(x, y, epochs=5, batch_size=2, verbose=0, callbacks=[backup, Interrupt()])
except RuntimeError as e:
    print("RuntimeError:", e)
print(sorted(os.listdir("backup")))
with open("backup/training_metadata.json") as f:
    print(json.load(f))
saved = model.get_weights()[0].copy()
model.layers[0].kernel.assign(np.zeros((10, 1)))
history = model.fit(x, y, epochs=5, batch_size=2, verbose=0, callbacks=[backup])
print(history.epoch, len(history.history["loss"]), os.path.exists("backup"))

model.layers[0].kernel.assign(saved)
replay = keras.Sequential([keras.Input(shape=(10,)), keras.layers.Dense(1)])
replay.compile(keras.optimizers.SGD(0.01), loss="mse")
replay.set_weights(model.get_weights())
per_batch = keras.callbacks.BackupAndRestore("batches", save_freq=1, delete_checkpoint=False)
replay.fit(x, y, epochs=1, batch_size=2, verbose=0, callbacks=[per_batch])
with open("batches/training_metadata.json") as f:
    print(json.load(f))

for kwargs in [{"backup_dir": ""}, {"backup_dir": "b", "save_freq": "batch"}]:
    try:
        keras.callbacks.BackupAndRestore(**kwargs)
    except ValueError as e:
        print("ValueError:", e)
try:
    unbuilt = keras.Sequential([keras.layers.Dense(1)])
    unbuilt.compile("sgd", "mse")
    unbuilt.fit(x, y, verbose=0, callbacks=[keras.callbacks.BackupAndRestore("u")])
except ValueError as e:
    print("ValueError:", str(e).replace(repr(unbuilt), "<model>"))
