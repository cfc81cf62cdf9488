# Keras 3.11 metrics: update_state/result/reset_state with the inputs and values of
# keras/src/metrics/reduction_metrics_test.py (Sum, Mean, MeanMetricWrapper),
# accuracy_metrics_test.py (Accuracy, BinaryAccuracy, CategoricalAccuracy,
# SparseCategoricalAccuracy) and regression_metrics_test.py (MeanSquaredError, MeanAbsoluteError,
# RootMeanSquaredError); state variables `{name}/total`, `{name}/count` (metrics/metric.py
# add_variable under the metric's name scope), result() a float32 scalar tensor, metric(x) =
# update_state + result, reset_state zeroes the state. compile(metrics=["accuracy"]) picks
# BinaryAccuracy for a last dimension of 1, SparseCategoricalAccuracy for integer labels of lower
# rank, else CategoricalAccuracy, named as the string given (trainers/compile_utils.py
# get_metric, is_binary_or_sparse_categorical); `model.metrics` is [loss tracker, compile metrics]
# (trainers/trainer.py metrics) and CompileMetrics.metrics lists the built metrics.
import numpy as np
import keras
from keras import metrics

m = metrics.Mean()
print(m, m.name, m.dtype, [v.path for v in m.variables], len(m.variables))
m.update_state([1, 3, 5, 7])
print(m.result())
m.update_state([[1, 3], [5, 7]], sample_weight=[[1, 1], [1, 0]])
print(float(m.total.numpy()), float(m.count.numpy()), m.result().numpy())
m.reset_state()
print(m.result(), m.total.numpy(), m.count.numpy())
print(m([1, 3, 5, 7], sample_weight=[1, 1, 0, 0]))
m.reset_state()
print(m([1, 3, 5, 7], sample_weight=[-1, -1, 0, 0]).numpy())
m.reset_state()
print(m([[1, 3], [5, 7]], sample_weight=[[1, 0]]).numpy())
m.reset_state()
print(m(2.0).numpy(), m(4.0).numpy(), m.count.numpy())

s = metrics.Sum()
print(s, [v.path for v in s.variables])
s.update_state([1, 3, 5, 7])
print(s.result())
s.reset_state()
print(s([1, 3, 5, 7], sample_weight=[1, 1, 0, 0]).numpy())
s.reset_state()
print(s([[1, 3], [5, 7]], sample_weight=[[1, 1], [1, 0]]).numpy())
s.reset_state()
print(s([[1, 3], [5, 7]], sample_weight=[[1, 0]]).numpy())


def sq(y_true, y_pred):
    return (y_true - y_pred) ** 2


y_true = np.array([[0, 1, 0, 1, 0], [0, 0, 1, 1, 1], [1, 1, 1, 1, 0], [0, 0, 0, 0, 1]])
y_pred = np.array([[0, 0, 1, 1, 0], [1, 1, 1, 1, 1], [0, 1, 0, 1, 0], [1, 1, 1, 1, 1]])
w = metrics.MeanMetricWrapper(fn=sq, name="mse", dtype="float32")
w.update_state(y_true, y_pred)
print(w, w.result())
w.reset_state()
print(f"{float(w(y_true, y_pred, sample_weight=np.array([1.0, 1.5, 2.0, 2.5]))):.4f}")
w.reset_state()
print(f"{float(w(y_true, y_pred, sample_weight=np.array([[1.0, 0.0, 0.5, 0.0, 1.0]]))):.4f}")

mse = metrics.MeanSquaredError()
mse.update_state(y_true, y_pred)
print(mse, [v.path for v in mse.variables], mse.result())
mse.reset_state()
print(f"{float(mse(y_true, y_pred, sample_weight=np.array([1.0, 1.5, 2.0, 2.5]))):.4f}")
mae = metrics.MeanAbsoluteError()
mae.update_state(y_true, y_pred)
print(mae, mae.result())
mae.reset_state()
print(f"{float(mae(y_true, y_pred, sample_weight=np.array([1.0, 1.5, 2.0, 2.5]))):.4f}")
rmse = metrics.RootMeanSquaredError()
rmse.update_state(np.array([2, 4, 6]), np.array([1, 3, 2]))
print(rmse, f"{float(rmse.result()):.4f}")
rmse = metrics.RootMeanSquaredError()
print(f"{float(rmse(np.array([2, 4, 6, 8]), np.array([1, 3, 2, 3]), sample_weight=np.array([0, 1, 0, 1]))):.4f}")

acc = metrics.Accuracy()
acc.update_state(np.array([[1], [2], [3], [4]]), np.array([[0], [2], [3], [4]]))
print(acc, acc.result())
for yt, yp, sw in [
    (np.array([[1], [2], [3], [4]]), np.array([[0], [2], [3], [4]]), np.array([1, 1, 0, 0])),
    (np.array([1, 2, 3, 4]), np.array([0, 2, 3, 4]), np.array([1, 1, 0, 0])),
    (np.array([[1, 2], [3, 4]]), np.array([[0, 2], [3, 4]]), np.array([[1, 0], [0, 1]])),
    (np.array([[1, 2], [3, 4]]), np.array([[0, 2], [3, 4]]), np.array([[1, 0]])),
]:
    acc = metrics.Accuracy()
    acc.update_state(yt, yp, sample_weight=sw)
    print("accuracy", acc.result().numpy())

bacc = metrics.BinaryAccuracy()
bacc.update_state(np.array([[1], [1], [0], [0]]), np.array([[0.98], [1], [0], [0.6]]))
print(bacc, bacc.threshold, bacc.result())
for yt, yp, sw in [
    (np.array([1, 1, 0, 0]), np.array([[0.98], [1], [0], [0.6]]), None),
    (np.array([[1], [1], [0], [0]]), np.array([[0.98], [1], [0], [0.6]]), np.array([1, 0, 0, 1])),
    (np.array([1, 1, 0, 0]), np.array([0.98, 1, 0, 0.6]), np.array([1, 0, 0, 1])),
    (np.array([[1, 1], [0, 0]]), np.array([[0.98, 1], [0, 0.6]]), np.array([[1, 0], [0, 1]])),
    (np.array([[1, 1], [0, 0]]), np.array([[0.98, 1], [0, 0.6]]), np.array([[1, 0]])),
]:
    bacc = metrics.BinaryAccuracy()
    bacc.update_state(yt, yp, sample_weight=sw)
    print("binary_accuracy", bacc.result().numpy())
for threshold in (0.3, 0.9):
    bacc = metrics.BinaryAccuracy(threshold=threshold)
    bacc.update_state(np.array([[1], [1], [0], [0]]), np.array([[0.98], [0.5], [0.1], [0.2]]))
    print("threshold", threshold, bacc.result().numpy())

cacc = metrics.CategoricalAccuracy()
cacc.update_state(np.array([[0, 0, 1], [0, 1, 0]]), np.array([[0.1, 0.9, 0.8], [0.05, 0.95, 0]]))
print(cacc, cacc.result())
cacc.reset_state()
cacc.update_state(np.array([[0, 0, 1], [0, 1, 0]]), np.array([[0.1, 0.9, 0.8], [0.05, 0.95, 0]]),
                  sample_weight=np.array([0.7, 0.3]))
print(f"{float(cacc.result()):.4f}")

scacc = metrics.SparseCategoricalAccuracy()
scacc.update_state(np.array([[2], [1]]), np.array([[0.1, 0.6, 0.3], [0.05, 0.95, 0]]))
print(scacc, scacc.result())
scacc.reset_state()
scacc.update_state(np.array([[2], [1]]), np.array([[0.1, 0.6, 0.3], [0.05, 0.95, 0]]),
                   sample_weight=np.array([0.7, 0.3]))
print(f"{float(scacc.result()):.4f}")
for yt, yp in [
    (np.array([[0], [1], [2]]), np.array([[0.9, 0.05, 0.05], [0.05, 0.9, 0.05], [0.05, 0.05, 0.9]])),
    (np.array([0, 1], dtype=np.int64), np.array([[0.9, 0.1], [0.1, 0.9]], dtype=np.float32)),
    (np.array([0, 1, 2], dtype=np.int32), np.array([[0.9, 0.1, 0.0], [0.0, 0.9, 0.1], [0.1, 0.0, 0.9]])),
    (np.array([2, 1, 0], dtype=np.int32), np.array([[0.0, 0.0, 1.0], [0.0, 1.0, 0.0], [1.0, 0.0, 0.0]], dtype=np.float32)),
]:
    scacc = metrics.SparseCategoricalAccuracy()
    scacc.update_state(yt, yp)
    print("sparse_categorical_accuracy", scacc.result().numpy())

for name in ["mse", "mae", "MeanSquaredError", "mean_absolute_error", "accuracy", "binary_accuracy",
             "root_mean_squared_error"]:
    print(name, "->", metrics.get(name))
try:
    metrics.get("nope")
except ValueError as e:
    print("ValueError:", e)

x = np.array([[0.0], [1.0], [2.0], [3.0]], dtype="float32")
for units, activation, y, loss in [
    (1, "sigmoid", np.array([0.0, 1.0, 1.0, 0.0]), "binary_crossentropy"),
    (3, "softmax", np.array([0, 1, 2, 1]), "sparse_categorical_crossentropy"),
    (3, "softmax", np.eye(3)[[0, 1, 2, 1]], "categorical_crossentropy"),
]:
    model = keras.Sequential([keras.Input(shape=(1,)), keras.layers.Dense(units, activation=activation,
                                                                          kernel_initializer="zeros")])
    model.compile(optimizer="sgd", loss=loss, metrics=["accuracy", "acc"])
    print(model.metrics)
    result = model.evaluate(x, y, verbose=0)
    print(model.metrics, model.metrics[1].metrics, model.metrics_names)
    print([f"{v:.4f}" for v in result])
