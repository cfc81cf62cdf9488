# Which batch hooks of a Keras 3.11 callback run (callbacks/callback.py, callback_list.py): the
# default on_train_batch_begin / on_train_batch_end call on_batch_begin / on_batch_end, so a
# callback overriding only those sees every training batch (and, as the test and predict
# defaults call nothing, no evaluate or predict batch); hooks set on the instance count, even
# when set from another hook once training has begun (here on_train_begin, and on_epoch_end for
# the second epoch's batches); evaluate calls on_test_batch_*, predict on_predict_batch_*, each
# with logs through pythonify_logs ({} when there are none, Python floats). A callback keeping
# every default runs nothing. The model: Dense(1) with a zeros kernel, SGD(0.01), mse on y = 2x,
# four steps on batches of two worked by hand (w = 0.9612, b = 0.3217 after them); evaluate's
# batch logs hold the running mean: 1.7987 after the first batch, (1.7987 + 11.2528) / 2 after
# the second.
import numpy as np
import keras

x = np.array([[1.0], [2.0], [3.0], [4.0]], dtype="float32")
y = 2.0 * x
model = keras.Sequential([keras.Input(shape=(1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01), loss="mse")


class Generic(keras.callbacks.Callback):
    def on_batch_begin(self, batch, logs=None):
        print("generic begin", batch, logs)

    def on_batch_end(self, batch, logs=None):
        print("generic end", batch, sorted(logs))


class Late(keras.callbacks.Callback):
    def on_train_begin(self, logs=None):
        self.on_train_batch_end = lambda batch, logs: print("late end", batch, type(logs["loss"]).__name__)

    def on_epoch_end(self, epoch, logs=None):
        print("epoch", epoch)
        self.on_train_batch_begin = lambda batch, logs: print("late begin", batch, logs)


class Tester(keras.callbacks.Callback):
    def on_test_batch_end(self, batch, logs=None):
        print("test end", batch, round(logs["loss"], 4))

    def on_predict_batch_end(self, batch, logs=None):
        print("predict end", batch, sorted(logs), logs["outputs"].shape)


model.fit(x, y, batch_size=2, epochs=2, shuffle=False, verbose=0,
          callbacks=[Generic(), Late(), Tester(), keras.callbacks.Callback()])
model.evaluate(x, y, batch_size=2, verbose=0, callbacks=[Generic(), Tester()])
model.predict(x, batch_size=2, verbose=0, callbacks=[Generic(), Tester()])
