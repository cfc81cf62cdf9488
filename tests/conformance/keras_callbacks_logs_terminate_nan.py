# What Keras 3.11.3's callbacks see (keras/src/callbacks/callback_list.py passes every logs dict
# through utils/python_utils.py pythonify_logs: {} for None, keys sorted, values Python floats),
# when the TF trainer calls them (backend/tensorflow/trainer.py): fit's validation runs the
# test hooks inside the epoch, with val_-prefixed keys joining the epoch logs; predict hands
# each batch's outputs as logs["outputs"]. History.params is CallbackList's verbose, epochs and
# steps (6 training samples after validation_split=0.25, batches of 4: 2 steps). TerminateOnNaN
# (callbacks/terminate_on_nan.py) prints "Batch {batch}: Invalid loss, terminating training"
# when the running loss is NaN or inf (here the first, unshuffled batch holds the NaN label) and
# stops training at the end of that batch; the epoch
# still ends (History keeps its NaN loss). train_on_batch/test_on_batch return NumPy values of
# the logs (np.array of each), a single one unwrapped (Trainer._flatten_metrics_in_order), or
# the dict with return_dict=True; compile() without metrics keeps the compiled metrics
# (Trainer.compile only replaces them when metrics are given). Loss of the zero model on y = 2x,
# x = 0..7: mean(4 x^2) = 70, mae 7, rmse sqrt(70) in float32.
import numpy as np
import keras

x = np.arange(8, dtype="float32").reshape(8, 1)
y = 2 * x


class LogKeys(keras.callbacks.Callback):
    def on_train_begin(self, logs=None):
        print("train_begin", logs)

    def on_epoch_begin(self, epoch, logs=None):
        print("epoch_begin", epoch, logs)

    def on_train_batch_end(self, batch, logs=None):
        print("batch_end", batch, list(logs))

    def on_epoch_end(self, epoch, logs=None):
        print("epoch_end", epoch, {k: type(v).__name__ for k, v in logs.items()})

    def on_test_begin(self, logs=None):
        print("test_begin", logs)

    def on_test_end(self, logs=None):
        print("test_end", list(logs))

    def on_train_end(self, logs=None):
        print("train_end", list(logs))

    def on_predict_begin(self, logs=None):
        print("predict_begin", logs)

    def on_predict_batch_end(self, batch, logs=None):
        print("predict_batch_end", batch, list(logs), type(logs["outputs"]).__name__, np.shape(logs["outputs"]))


model = keras.Sequential([keras.Input((1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
model.compile(optimizer=keras.optimizers.SGD(0.0), loss="mse", metrics=["mae", keras.metrics.RootMeanSquaredError()])
history = model.fit(x, y, epochs=1, batch_size=4, verbose=0, validation_split=0.25, callbacks=[LogKeys()])
print(list(history.history), history.params, history.epoch, history.model is model)
print(model.evaluate(x, y, verbose=0, return_dict=True, callbacks=[LogKeys()]))
print(model.evaluate(x, y, verbose=0))
predictions = model.predict(x, batch_size=4, verbose=0, callbacks=[LogKeys()])
print(type(predictions).__name__, predictions.shape, predictions.dtype)

model.compile(optimizer=keras.optimizers.SGD(0.0), loss="mse")
print(model.train_on_batch(x, y), model.train_on_batch(x, y, return_dict=True))
print(model.test_on_batch(x, y), model.test_on_batch(x, y, return_dict=True), model.predict_on_batch(x).shape)

y_nan = y.copy()
y_nan[0] = np.nan
history = model.fit(x, y_nan, epochs=3, batch_size=2, verbose=0, shuffle=False,
                    callbacks=[keras.callbacks.TerminateOnNaN()])
print(history.history, history.epoch, history.params)

# pythonify_logs tries float() on every value: one-sample batches of one output become floats.
model.predict(np.array([[2.0], [3.0]]), batch_size=1, verbose=0, callbacks=[LogKeys()])
