# Keras 3.11 custom metrics and losses in compile/fit/evaluate.
# Metric subclasses (metrics/metric.py): add_variable/add_weight create float32 variables under
# the metric's name scope (path "true_positives/tp"), repr `<Class name=...>`, get_config is
# name/dtype, Metric.__call__ is update_state + result. A metric whose result() is a dict: the
# CompileMetrics result nests it under the metric's name and get_metrics_result
# (trainers/trainer.py) flattens it through pythonify_logs (utils/python_utils.py: sorted keys at
# each level: "error_stats" sorts before "loss", so its keys come first); evaluate(return_dict=True)
# returns that dict as is, History and the verbose=2 line see it sorted again by CallbackList, and
# the list form follows Trainer._flatten_metrics_in_order (loss, the compiled metrics' names found
# in the logs, then the rest sorted). Before any training step, get_metrics_result raises
# CompileMetrics.result's "not yet been built" error.
# Loss subclasses (losses/loss.py): no __repr__, get_config is name/reduction (+ what the
# subclass adds), from_config is cls(**config), serialize_keras_object gives module None for a
# __main__ class; "sum" and None reductions; a bad reduction names the allowed set. A plain
# function loss/metric is logged under "loss" and its function name.
# TerminateOnNaN (callbacks/terminate_on_nan.py) prints "Batch N: Invalid loss, terminating
# training" on the first batch whose running loss is NaN; the epoch still ends, so History
# holds one NaN.
# stderr: the fifth trace of the trainers' shared `multi_step_on_iterator` code within its last
# calls sets off tf.function's frequent-retracing warning (see keras_fit_validation.py).
# The numbers: sigmoid(x - 1.5) on x = 0..3 with SGD(0.01) (two true positives per epoch),
# Dense(1) with zeros on y = 2x for the losses, all worked by hand.
import numpy as np
import keras
from keras import ops


class TruePositives(keras.metrics.Metric):
    def __init__(self, name="true_positives", **kwargs):
        super().__init__(name=name, **kwargs)
        self.tp = self.add_weight(name="tp", initializer="zeros")

    def update_state(self, y_true, y_pred, sample_weight=None):
        hits = ops.cast(ops.logical_and(ops.cast(y_true, "bool"), ops.cast(ops.round(y_pred), "bool")), self.dtype)
        if sample_weight is not None:
            hits = hits * ops.cast(sample_weight, self.dtype)
        self.tp.assign_add(ops.sum(hits))

    def result(self):
        return self.tp

    def reset_state(self):
        self.tp.assign(0.0)


class ErrorStats(keras.metrics.Metric):
    def __init__(self, name="error_stats", **kwargs):
        super().__init__(name=name, **kwargs)
        self.total = self.add_variable(shape=(), initializer="zeros", name="total")
        self.largest = self.add_variable(shape=(), initializer="zeros", name="largest")

    def update_state(self, y_true, y_pred, sample_weight=None):
        err = ops.abs(ops.convert_to_tensor(y_true, "float32") - y_pred)
        self.total.assign_add(ops.sum(err))
        self.largest.assign(ops.maximum(self.largest, ops.max(err)))

    def result(self):
        return {"err_total": self.total, "err_max": self.largest}


tp = TruePositives()
print(tp, tp.variables, tp.get_config())
tp.update_state([0, 1, 1, 1], [0.2, 0.7, 0.4, 0.9])
print(float(tp.result()), float(tp([1], [1.0], sample_weight=[3.0])))
tp.reset_state()
print(float(tp.result()))

x = np.array([[0.0], [1.0], [2.0], [3.0]], dtype="float32")
labels = np.array([[0.0], [0.0], [1.0], [1.0]], dtype="float32")
model = keras.Sequential([keras.Input((1,)), keras.layers.Dense(1, activation="sigmoid", kernel_initializer="ones",
                                                                 bias_initializer=keras.initializers.Constant(-1.5))])
model.compile(keras.optimizers.SGD(0.01), "binary_crossentropy", metrics=[TruePositives()])
history = model.fit(x, labels, epochs=2, batch_size=2, verbose=0)
print(history.history["true_positives"], [m.name for m in model.metrics])
print([v.path for v in model.metrics[1].variables])

regression = keras.Sequential([keras.Input((1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
regression.compile("sgd", "mse", metrics=[ErrorStats(), "mse"])
try:
    regression.get_metrics_result()
except ValueError as e:
    print("ValueError:", e)
xs = np.array([[1.0], [2.0]]); ys = np.array([[1.0], [3.0]])
print(regression.evaluate(xs, ys, verbose=0))
print(regression.evaluate(xs, ys, verbose=0, return_dict=True))
print(regression.fit(xs, ys, verbose=2).history)
stats = ErrorStats()
stats.update_state([1.0, 2.0], np.zeros(2, "float32"))
print(stats.result())


class ScaledMSE(keras.losses.Loss):
    def __init__(self, scale=2.0, name="scaled_mse", reduction="sum_over_batch_size"):
        super().__init__(name=name, reduction=reduction)
        self.scale = scale

    def call(self, y_true, y_pred):
        return self.scale * ops.mean(ops.square(y_true - y_pred), axis=-1)

    def get_config(self):
        return {**super().get_config(), "scale": self.scale}


loss = ScaledMSE()
print(loss, loss.get_config())
targets, zeros = np.array([[1.0], [2.0]]), np.zeros((2, 1))
print(float(loss(targets, zeros)), float(loss(targets, zeros, sample_weight=[1.0, 0.0])))
print(ScaledMSE(reduction="sum")(targets, zeros), ScaledMSE(reduction=None)(targets, zeros))
again = ScaledMSE.from_config(loss.get_config())
print(type(again).__name__, again.scale, again.name, keras.saving.serialize_keras_object(loss))
try:
    ScaledMSE(reduction="avg")
except ValueError as e:
    print("ValueError:", str(e).split(".")[0])


def abs_gap(y_true, y_pred):
    return ops.mean(ops.abs(y_true - y_pred), axis=-1)


line = keras.Sequential([keras.Input((1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
line.compile("sgd", loss=abs_gap, metrics=[abs_gap])
print(line.fit(targets, 2 * targets, verbose=0).history)

with_nan = np.array([[1.0], [2.0], [np.nan], [3.0]], dtype="float32")
net = keras.Sequential([keras.Input((1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
net.compile("sgd", "mse")
history = net.fit(with_nan, np.ones((4, 1)), batch_size=2, epochs=3, verbose=0, shuffle=False,
                  callbacks=[keras.callbacks.TerminateOnNaN()])
print(history.history, history.epoch, net.stop_training)
