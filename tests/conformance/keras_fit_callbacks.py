# Keras 3.11 callbacks in fit. LambdaCallback (callbacks/lambda_callback.py) hooks run in this
# order (TensorFlowTrainer.fit): on_train_begin, then per epoch on_epoch_begin, per batch
# on_train_batch_begin / on_train_batch_end, on_epoch_end, and finally on_train_end; every logs
# dict goes through pythonify_logs (Python floats, sorted keys; {} when there are none), batch
# logs hold the running epoch values. User callbacks come before History and the ProgbarLogger
# (CallbackList._add_default_callbacks), so an on_epoch_end print lands after the bar's first
# (never throttled) redraw and before the finalized line. EarlyStopping
# (callbacks/early_stopping.py): `wait` counts epochs without improvement, training stops once
# wait >= patience (from the second epoch), verbose prints "Epoch N: early stopping" and, with
# restore_best_weights, "Restoring model weights from the end of the best epoch: N." in
# on_train_end; stopped_epoch/best_epoch are 0-based; a missing monitor warns (UserWarning at
# Keras's early_stopping.py line 99) and never stops. The model: Dense(1) with a zeros kernel,
# SGD(0.01), mse on y = 2x, values worked by hand (see keras_fit_progress.py); the restored bias
# is float32(0.01) * 10 rounded to float32 (a tie, rounded to even: 0.099999994).
# stderr: the frequent-retracing warning once the 5th train/test trace of the shared
# `multi_step_on_iterator` code comes within 10 calls (see keras_fit_validation.py), and the
# EarlyStopping warning once (Python's default filter).
import numpy as np
import keras

x = np.array([[1.0], [2.0], [3.0], [4.0]], dtype="float32")
y = 2.0 * x


def make_model():
    model = keras.Sequential([keras.Input(shape=(1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
    model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01), loss="mse", metrics=["mae"])
    return model


def fmt(logs):
    return {k: round(v, 4) for k, v in logs.items()}


trace = keras.callbacks.LambdaCallback(
    on_train_begin=lambda logs: print("train begin", logs),
    on_epoch_begin=lambda epoch, logs: print("epoch begin", epoch, logs),
    on_train_batch_begin=lambda batch, logs: print("  batch begin", batch, logs),
    on_train_batch_end=lambda batch, logs: print("  batch end", batch, fmt(logs)),
    on_epoch_end=lambda epoch, logs: print("epoch end", epoch, fmt(logs)),
    on_train_end=lambda logs: print("train end", fmt(logs)),
)
make_model().fit(x, y, batch_size=2, epochs=2, shuffle=False, verbose=0, callbacks=[trace])

model = make_model()
model.fit(x, y, batch_size=4, epochs=2,
          callbacks=[keras.callbacks.LambdaCallback(on_epoch_end=lambda epoch, logs: print("end of epoch", epoch))])


class Recorder(keras.callbacks.Callback):
    def on_epoch_end(self, epoch, logs=None):
        print("Recorder", epoch, sorted(logs), self.model.stop_training, self.params["epochs"])


stopper = keras.callbacks.EarlyStopping(monitor="loss", mode="max", patience=1, verbose=1, restore_best_weights=True)
model = make_model()
history = model.fit(x, y, batch_size=4, epochs=5, verbose=0, callbacks=[Recorder(), stopper])
print(history.epoch, stopper.stopped_epoch, stopper.best_epoch, round(stopper.best, 4), stopper.wait)
print([round(v, 4) for v in model.get_weights()[0].reshape(-1).tolist()], model.get_weights()[1].tolist())

stopper = keras.callbacks.EarlyStopping(monitor="val_loss", min_delta=10.0, patience=2, verbose=1)
history = make_model().fit(x, y, batch_size=4, epochs=6, verbose=2, validation_data=(x, y), callbacks=[stopper])
print(history.epoch, stopper.stopped_epoch, stopper.wait, stopper.min_delta)

stopper = keras.callbacks.EarlyStopping(patience=0)
history = make_model().fit(x, y, batch_size=4, epochs=2, verbose=0, callbacks=[stopper])
print(history.epoch, stopper.stopped_epoch)
