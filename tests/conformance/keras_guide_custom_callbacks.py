# Custom callbacks (keras.io "Writing your own callbacks"): the hooks fit, evaluate (through
# validation_data) and predict call and the logs they get, converted by CallbackList with
# pythonify_logs (an empty dict when Keras passes none), stopping training by setting
# self.model.stop_training (the check runs after the epoch: SGD(0.02) on y = 2x first gets the
# loss under 1.0 after epoch 6, by hand), predict's batch logs holding "outputs", a
# LambdaCallback, a History passed by the user being used instead of a new one, and
# model.history. Keras 3.11.3's keras/src/callbacks/ and backend/tensorflow/trainer.py.
import keras
import numpy as np


class StopAt(keras.callbacks.Callback):
    def __init__(self, threshold):
        super().__init__()
        self.threshold = threshold

    def on_epoch_end(self, epoch, logs=None):
        print("epoch", epoch, "keys", sorted(logs.keys()))
        if logs["loss"] < self.threshold:
            print("stopping at", epoch)
            self.model.stop_training = True


class Printer(keras.callbacks.Callback):
    def on_train_begin(self, logs=None):
        print("train begin", logs)

    def on_train_end(self, logs=None):
        print("train end", sorted(logs.keys()))

    def on_epoch_begin(self, epoch, logs=None):
        print("epoch begin", epoch, logs)

    def on_test_begin(self, logs=None):
        print("test begin", logs)

    def on_test_end(self, logs=None):
        print("test end", sorted(logs))

    def on_predict_begin(self, logs=None):
        print("predict begin", logs)

    def on_predict_end(self, logs=None):
        print("predict end", logs)

    def on_predict_batch_end(self, batch, logs=None):
        print("predict batch", batch, sorted(logs), logs["outputs"].shape)


x = np.array([[1.0], [2.0], [3.0], [4.0]], dtype="float32")
y = 2.0 * x
model = keras.Sequential([keras.Input((1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
model.compile(optimizer=keras.optimizers.SGD(0.02), loss="mse")
h = model.fit(x, y, epochs=100, shuffle=False, verbose=0, callbacks=[StopAt(1.0), Printer()], validation_data=(x, y))
print(len(h.history["loss"]))
model.predict(x, batch_size=2, verbose=0, callbacks=[Printer()])
print(model.stop_training)
cb = keras.callbacks.LambdaCallback(on_epoch_end=lambda epoch, logs: print("lambda", epoch, round(logs["loss"], 3)))
model.fit(x, y, epochs=2, shuffle=False, verbose=0, callbacks=[cb])
hist = keras.callbacks.History()
model.fit(x, y, epochs=1, shuffle=False, verbose=0, callbacks=[hist])
print(hist.epoch, hist.model is model, sorted(hist.params))
print(type(model.history).__name__)
