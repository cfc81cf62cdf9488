# "Customizing what happens in fit()" (keras.io, TensorFlow version) in programs of our own. A
# train_step with its own Mean/MeanAbsoluteError trackers listed by a `metrics` property (reset
# each epoch by fit); keras.losses.mean_squared_error gives per-sample losses, so the tape
# differentiates their sum. A second model overrides train_step and test_step and drives
# compute_loss and the compiled metrics itself: its steps return {"loss": ..., "compile_metrics":
# {"mae": ...}}, whose keys differ from get_metrics_result()'s, so Keras 3.11.3's
# _get_metrics_result_or_logs keeps the step's nested logs; History gets them flattened
# (python_utils.pythonify_logs in the callbacks), while evaluate(return_dict=True) returns the
# nested dict of tensors and evaluate() lists them after the loss (_flatten_metrics_in_order).
# Values computed by hand from the SGD updates (shuffle=False).
import keras
from keras import ops
import numpy as np
import tensorflow as tf


class CustomModel(keras.Model):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.loss_tracker = keras.metrics.Mean(name="loss")
        self.mae_metric = keras.metrics.MeanAbsoluteError(name="mae")

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = keras.losses.mean_squared_error(y, y_pred)
        gradients = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply(gradients, self.trainable_variables)
        self.loss_tracker.update_state(loss)
        self.mae_metric.update_state(y, y_pred)
        return {"loss": self.loss_tracker.result(), "mae": self.mae_metric.result()}

    @property
    def metrics(self):
        return [self.loss_tracker, self.mae_metric]


inputs = keras.Input(shape=(2,))
outputs = keras.layers.Dense(1, kernel_initializer="zeros")(inputs)
model = CustomModel(inputs, outputs)
model.compile(optimizer=keras.optimizers.SGD(0.1))
x = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [2.0, 0.0]], dtype="float32")
y = np.array([[1.0], [2.0], [3.0], [2.0]], dtype="float32")
h = model.fit(x, y, epochs=3, batch_size=2, shuffle=False, verbose=0)
print({k: [round(v, 4) for v in vs] for k, vs in sorted(h.history.items())})
print([m.name for m in model.metrics])


class CustomModel2(keras.Model):
    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(y=y, y_pred=y_pred)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply(grads, self.trainable_variables)
        for metric in self.metrics:
            if metric.name == "loss":
                metric.update_state(loss)
            else:
                metric.update_state(y, y_pred)
        return {m.name: m.result() for m in self.metrics}

    def test_step(self, data):
        x, y = data
        y_pred = self(x, training=False)
        loss = self.compute_loss(y=y, y_pred=y_pred)
        for metric in self.metrics:
            if metric.name != "loss":
                metric.update_state(y, y_pred)
            else:
                metric.update_state(loss)
        return {m.name: m.result() for m in self.metrics}


inputs = keras.Input(shape=(2,))
outputs = keras.layers.Dense(1, kernel_initializer="zeros")(inputs)
model = CustomModel2(inputs, outputs)
model.compile(optimizer=keras.optimizers.SGD(0.1), loss="mse", metrics=["mae"])
print([m.name for m in model.metrics])
h = model.fit(x, y, epochs=2, batch_size=4, shuffle=False, verbose=0)
print({k: [round(v, 4) for v in vs] for k, vs in sorted(h.history.items())})
print([m.name for m in model.metrics])
r = model.evaluate(x, y, verbose=0, return_dict=True)
print(type(r["loss"]).__name__, round(float(r["loss"]), 4), {k: round(float(v), 4) for k, v in r["compile_metrics"].items()})
e = model.evaluate(x, y, verbose=0)
print(len(e), round(float(e[0]), 4), type(e[1]).__name__, sorted(e[1]))
