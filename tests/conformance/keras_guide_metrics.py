# Built-in metrics used standalone as the keras.io metrics pages show them, with values worked
# out by hand: BinaryAccuracy (threshold 0.5: 3 of 5), Precision and Recall (2 of 3), ROC and PR
# AUC (200 thresholds, interpolated), TruePositives, FalseNegatives at two thresholds,
# Precision(top_k=2) (ties take the first indices), Accuracy, CategoricalAccuracy,
# TopKCategoricalAccuracy, SparseTopKCategoricalAccuracy, a sample-weighted MSE, Mean with and
# without weights, Sum, MeanMetricWrapper on a lambda, F1Score per class, and the names compile
# gives them: the third Precision made in the program is "precision_2" (auto_name counts every
# Precision created). Keras 3.11.3's keras/src/metrics/; F1Score's values are its docstring
# example's, PR AUC follows AUC.interpolate_pr_auc over 200 thresholds (0.9041).
import keras
import numpy as np

y_true = np.array([0, 1, 1, 0, 1], dtype="float32")
y_pred = np.array([0.1, 0.8, 0.4, 0.6, 0.9], dtype="float32")
for m in [keras.metrics.BinaryAccuracy(), keras.metrics.Precision(), keras.metrics.Recall(), keras.metrics.AUC(), keras.metrics.AUC(curve="PR"), keras.metrics.TruePositives(), keras.metrics.FalseNegatives(thresholds=[0.3, 0.7])]:
    m.update_state(y_true, y_pred)
    print(m.name, np.round(m.result().numpy(), 4))
m = keras.metrics.Precision(top_k=2)
m.update_state([[0, 0, 1, 1]], [[1, 1, 1, 1]])
print(float(m.result()))
m = keras.metrics.Accuracy()
m.update_state([[1], [2], [3], [4]], [[0], [2], [3], [4]])
print(float(m.result()))
m = keras.metrics.CategoricalAccuracy()
m.update_state([[0, 0, 1], [0, 1, 0]], [[0.1, 0.9, 0.8], [0.05, 0.95, 0]])
print(float(m.result()))
m = keras.metrics.TopKCategoricalAccuracy(k=1)
m.update_state([[0, 0, 1], [0, 1, 0]], [[0.1, 0.9, 0.8], [0.05, 0.95, 0]])
print(float(m.result()))
m = keras.metrics.SparseTopKCategoricalAccuracy(k=2)
m.update_state([2, 1], [[0.1, 0.9, 0.8], [0.05, 0.95, 0]])
print(float(m.result()))
m = keras.metrics.MeanSquaredError()
m.update_state([[0, 1], [0, 0]], [[1, 1], [0, 0]], sample_weight=[1, 0])
print(float(m.result()))
m = keras.metrics.Mean()
m.update_state([1, 3, 5, 7])
print(float(m.result()))
m.update_state([1, 3, 5, 7], sample_weight=[1, 1, 0, 0])
print(float(m.result()))
m = keras.metrics.Sum()
m.update_state([1, 3, 5, 7])
print(float(m.result()))
m = keras.metrics.MeanMetricWrapper(fn=lambda yt, yp: keras.ops.abs(yt - yp), name="absdiff")
m.update_state(np.array([1.0, 2.0]), np.array([2.0, 4.0]))
print(m.name, float(m.result()))
m = keras.metrics.F1Score(threshold=0.5)
m.update_state(np.array([[1, 1, 1], [1, 0, 0], [1, 1, 0]], np.int32), np.array([[0.2, 0.6, 0.7], [0.2, 0.6, 0.6], [0.6, 0.8, 0.0]], np.float32))
print(np.round(m.result().numpy(), 4))
model = keras.Sequential([keras.Input((1,)), keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer="sgd", loss="binary_crossentropy", metrics=["accuracy", keras.metrics.AUC(name="auc"), keras.metrics.Precision()])
h = model.fit(np.array([[0.0], [1.0]]), np.array([[0.0], [1.0]]), verbose=0)
print(sorted(h.history))
