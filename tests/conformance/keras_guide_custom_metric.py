# A custom metric as in the keras.io "Training & evaluation" guide (CategoricalTruePositives:
# add_variable in __init__, update_state/result/reset_state), used alone and in compile next to
# "accuracy". Its y_true (batch,) is compared with argmax predictions reshaped to (batch, 1), so
# they broadcast to (batch, batch) as they would in Keras: with all predictions = class 1 the
# count is 6 over batches of 2 in fit and 18 over the one batch of 6 in evaluate. Values: logits
# [4, 5, 4] give losses -log softmax = 0.5514 (class 1) and 1.5514, mean 1.0514. evaluate's list
# order follows Trainer._flatten_metrics_in_order, names follow keras/src/metrics/metric.py
# (__repr__ "<Class name=...>") and a function metric takes the function's name (Keras 3.11.3).
import keras
from keras import ops
import numpy as np


class CategoricalTruePositives(keras.metrics.Metric):
    def __init__(self, name="categorical_true_positives", **kwargs):
        super().__init__(name=name, **kwargs)
        self.true_positives = self.add_variable(
            shape=(), name="ctp", initializer="zeros"
        )

    def update_state(self, y_true, y_pred, sample_weight=None):
        y_pred = ops.reshape(ops.argmax(y_pred, axis=1), (-1, 1))
        values = ops.cast(y_true, "int32") == ops.cast(y_pred, "int32")
        values = ops.cast(values, "float32")
        if sample_weight is not None:
            sample_weight = ops.cast(sample_weight, "float32")
            values = ops.multiply(values, sample_weight)
        self.true_positives.assign_add(ops.sum(values))

    def result(self):
        return self.true_positives

    def reset_state(self):
        self.true_positives.assign(0.0)


m = CategoricalTruePositives()
print(m.name, m.dtype, [v.name for v in m.variables])
m.update_state(np.array([[0], [1], [2]]), np.array([[0.9, 0.1, 0.0], [0.2, 0.7, 0.1], [0.5, 0.3, 0.2]]))
print(float(m.result()))
m.reset_state()
print(float(m.result()))
print(m)

inputs = keras.Input(shape=(4,))
outputs = keras.layers.Dense(3, kernel_initializer="ones", bias_initializer=keras.initializers.Constant([0.0, 1.0, 0.0]))(inputs)
model = keras.Model(inputs, outputs)
model.compile(
    optimizer=keras.optimizers.SGD(0.0),
    loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
    metrics=[CategoricalTruePositives(), "accuracy"],
)
x = np.ones((6, 4), dtype="float32")
y = np.array([1, 1, 0, 2, 1, 0])
h = model.fit(x, y, batch_size=2, epochs=1, shuffle=False, verbose=0)
print({k: [round(v, 4) for v in vs] for k, vs in sorted(h.history.items())})
print([round(v, 4) for v in model.evaluate(x, y, verbose=0)])
print(model.metrics_names)
print({k: round(v, 4) for k, v in model.get_metrics_result().items()})


def custom_mse(y_true, y_pred):
    return ops.mean(ops.square(y_true - y_pred), axis=-1)


model2 = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1, kernel_initializer="zeros")])
model2.compile(optimizer="sgd", loss=custom_mse, metrics=[custom_mse])
h = model2.fit(np.ones((4, 2)), np.ones((4, 1)), epochs=1, verbose=0)
print(sorted(h.history), round(h.history["loss"][0], 4))
