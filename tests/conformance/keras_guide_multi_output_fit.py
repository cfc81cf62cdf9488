# A two-output model trained as the keras.io "Training & evaluation" guide's multi-output section
# does, with verbose=2: losses and metrics given as lists per output, so the logs hold
# out_a_loss, out_b_loss and prefixed metrics (CompileMetrics.result names them
# "<output>_<metric>"), sorted on the progress line (keras/src/utils/progbar.py), val_ copies from
# validation_data. evaluate's list follows Trainer._flatten_metrics_in_order: the loss, then names
# of metrics found in the logs (the per-output losses; the compiled metrics' own names "mae" and
# "mse" are not log keys), then the rest sorted. Values by hand: out_a (MSE) and out_b (MAE)
# train apart with SGD(0.1) on full batches of 5 (after one step out_a predicts 0.88, 0.76, 1.24,
# 0.4, 1.72 for 1, 2, 3, 0, 4: MSE 2.0016, MAE 1.16).
import keras
import numpy as np

inp = keras.Input((2,), name="x")
a = keras.layers.Dense(1, kernel_initializer="zeros", name="out_a")(inp)
b = keras.layers.Dense(1, kernel_initializer="zeros", name="out_b")(inp)
model = keras.Model(inp, [a, b])
model.compile(optimizer=keras.optimizers.SGD(0.1), loss=["mse", "mae"], metrics=[["mae"], ["mse"]])
x = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [0.0, 0.0], [2.0, 1.0]], dtype="float32")
ya = np.array([[1.0], [2.0], [3.0], [0.0], [4.0]], dtype="float32")
yb = np.full((5, 1), 0.5, dtype="float32")
h = model.fit(x, [ya, yb], epochs=2, batch_size=5, shuffle=False, verbose=2, validation_data=(x, [ya, yb]))
print(sorted(h.history))
r = model.evaluate(x, [ya, yb], verbose=0)
print([round(v, 4) for v in r])
print(model.metrics_names)
print(model.evaluate(x, [ya, yb], verbose=0, return_dict=True).keys())
