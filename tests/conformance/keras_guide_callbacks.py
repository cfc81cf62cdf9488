# Callbacks from the keras.io "Training & evaluation" guide on a one-weight model trained by SGD
# on y = 2x (losses 30.0, 20.835, 14.4755 as in keras_fit_progress): LearningRateScheduler and
# ReduceLROnPlateau with their verbose messages (the learning rate read back from the float32
# variable, so 0.009999999776482582) and the "learning_rate" they add to the logs (for
# ReduceLROnPlateau before it reduces: keras/src/callbacks/reduce_lr_on_plateau.py), CSVLogger
# (sorted keys, val_ columns filled with NA when there is no validation, csv.excel's \r\n line
# ends, append mode without a second header: callbacks/csv_logger.py), a custom callback's
# on_batch_end logs (the running mean of the epoch's loss: 10.0 then (10 + 44.3306) / 2),
# EarlyStopping (min_delta 0.01, patience 1: stops after epoch 21, "Epoch 21: early stopping"),
# ModelCheckpoint's save_best_only message ("from None to ...") and its filepath checks.
# Expected values computed by hand from the SGD updates in float32 (TF adds the four squared
# errors of a batch left to right: tf_reduce_sum_packet_order); texts from Keras 3.11.3's
# callbacks. Every fit runs with shuffle=False: a shuffled batch sums in another order.
import keras
import numpy as np

x = np.array([[1.0], [2.0], [3.0], [4.0]], dtype="float32")
y = 2.0 * x


def make():
    m = keras.Sequential([keras.Input((1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
    m.compile(optimizer=keras.optimizers.SGD(0.01), loss="mse")
    return m


def scheduler(epoch, lr):
    if epoch < 2:
        return lr
    return lr * 0.5


model = make()
h = model.fit(x, y, epochs=4, shuffle=False, verbose=0, callbacks=[keras.callbacks.LearningRateScheduler(scheduler, verbose=1)])
print([round(v, 6) for v in h.history["learning_rate"]])
print(round(float(model.optimizer.learning_rate), 6))

model = make()
h = model.fit(
    x, y, epochs=5, shuffle=False, verbose=0,
    callbacks=[keras.callbacks.ReduceLROnPlateau(monitor="loss", factor=0.5, patience=0, min_delta=100.0, verbose=1)],
)
print([round(v, 6) for v in h.history["learning_rate"]])

model = make()
model.fit(x, y, epochs=3, shuffle=False, verbose=0, callbacks=[keras.callbacks.CSVLogger("training.log")])
with open("training.log") as f:
    print(f.read())
model.fit(x, y, epochs=2, shuffle=False, verbose=0, callbacks=[keras.callbacks.CSVLogger("training.log", append=True, separator=";")])
with open("training.log") as f:
    print(f.read())


class LossHistory(keras.callbacks.Callback):
    def on_train_begin(self, logs=None):
        self.per_batch_losses = []

    def on_batch_end(self, batch, logs=None):
        self.per_batch_losses.append(round(logs.get("loss"), 4))


cb = LossHistory()
model = make()
model.fit(x, y, batch_size=2, epochs=2, shuffle=False, verbose=0, callbacks=[cb])
print(cb.per_batch_losses)

model = make()
es = keras.callbacks.EarlyStopping(monitor="loss", min_delta=1e-2, patience=1, verbose=1, mode="min")
h = model.fit(x, y, epochs=50, shuffle=False, verbose=0, callbacks=[es])
print(len(h.history["loss"]), es.stopped_epoch)

model = make()
ckpt = keras.callbacks.ModelCheckpoint("best.weights.h5", monitor="loss", save_best_only=True, save_weights_only=True, verbose=1)
model.fit(x, y, epochs=2, shuffle=False, verbose=0, callbacks=[ckpt])
import os
print(os.path.exists("best.weights.h5"))
for path, weights_only in (("model.h5x", False), ("best.h5", True)):
    try:
        keras.callbacks.ModelCheckpoint(path, save_weights_only=weights_only)
    except ValueError as e:
        print("ValueError:", e)
with open("training.log", newline="") as f:
    print(repr(f.readline()))
