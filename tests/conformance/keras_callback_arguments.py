# Keras 3.11 callback arguments a learner gets wrong, read off keras/src/callbacks/:
# MonitorCallback warns about an unknown mode (stacklevel=2: EarlyStopping.__init__'s
# super().__init__ call, early_stopping.py:77) and falls back to "auto"; monitor_op is chosen
# only at the first on_epoch_end, where "auto" on a metric the model does not have raises
# (monitor_callback.py _set_monitor_op). ReduceLROnPlateau refuses factor >= 1.0.
# LearningRateScheduler needs a float (an int or a str fails in on_epoch_begin).
# ModelCheckpoint accepts .keras and .h5 paths, .weights.h5 with save_weights_only, and with
# save_best_only and a missing monitor warns (model_checkpoint.py:276) and saves anyway.
# Callback's default on_train_batch_* call on_batch_* with logs= as a keyword, so
# LambdaCallback(on_batch_end=lambda b, l: ...) (kept by __dict__.update(kwargs)) fails with a
# TypeError while a lambda whose second parameter is named `logs` works; evaluate and predict
# never reach on_batch_*.
import numpy as np
import keras

x = np.array([[1.0], [2.0]], dtype="float32")
y = 2 * x
model = keras.Sequential([keras.Input((1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
model.compile(keras.optimizers.SGD(0.1), "mse", metrics=["mae"])


def attempt(label, fn):
    try:
        print(label, "->", fn())
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)


stopper = keras.callbacks.EarlyStopping(mode="bogus")
print(stopper.mode, stopper.monitor_op, stopper.min_delta)
attempt("auto mode on val_acc", lambda: model.fit(x, y, verbose=0, validation_data=(x, y),
                                                  callbacks=[keras.callbacks.EarlyStopping(monitor="val_acc")]))
attempt("factor 1.0", lambda: keras.callbacks.ReduceLROnPlateau(factor=1.0))
attempt("int schedule", lambda: model.fit(x, y, verbose=0, callbacks=[keras.callbacks.LearningRateScheduler(lambda e: 1)]))
attempt("str schedule", lambda: model.fit(x, y, verbose=0,
                                          callbacks=[keras.callbacks.LearningRateScheduler(lambda e, lr: "fast")]))
attempt("h5 path", lambda: keras.callbacks.ModelCheckpoint("model.h5").filepath)
attempt("tf path", lambda: keras.callbacks.ModelCheckpoint("model.tf"))
attempt("weights path", lambda: keras.callbacks.ModelCheckpoint("w.h5", save_weights_only=True))
attempt("bad save_freq", lambda: keras.callbacks.ModelCheckpoint("m.keras", save_freq="batch"))
checkpoint = keras.callbacks.ModelCheckpoint("best.keras", monitor="val_acc", mode="max", save_best_only=True, verbose=1)
model.fit(x, y, verbose=0, callbacks=[checkpoint])
print(checkpoint.best, checkpoint.monitor_op)


class Aliases(keras.callbacks.Callback):
    def on_batch_begin(self, batch, logs=None):
        print("begin", batch, logs)

    def on_batch_end(self, batch, logs=None):
        print("end", batch, sorted(logs))


model.fit(x, y, batch_size=1, verbose=0, callbacks=[Aliases()])
model.evaluate(x, y, verbose=0, callbacks=[Aliases()])
model.predict(x, verbose=0, callbacks=[Aliases()])
attempt("lambda b, l", lambda: model.fit(
    x, y, verbose=0, callbacks=[keras.callbacks.LambdaCallback(on_batch_end=lambda b, l: print(b))]))
model.fit(x, y, verbose=0, callbacks=[keras.callbacks.LambdaCallback(on_batch_end=lambda batch, logs: print("batch", batch))])
