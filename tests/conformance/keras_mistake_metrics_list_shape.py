# A flat metrics list for a two-output model, and a nested list for a one-output model: Keras
# 3.11.3 trainers/compile_utils.py CompileMetrics._build_metrics_set, when fit first traces its
# step ("For a model with multiple outputs, when providing the `metrics` argument as a list, it
# should have as many entries as the model has outputs."; "Expected all entries in the `metrics`
# list to be metric objects."). A list of lists, one per output, names each metric after its
# output.
import numpy as np
import keras

inputs = keras.Input((2,))
model = keras.Model(inputs, [keras.layers.Dense(1, name=name)(inputs) for name in ("a", "b")])
x, y = np.ones((4, 2)), [np.ones((4, 1)), np.ones((4, 1))]
for metrics in (["mae"], ["mae", "mse", "mape"], [["mae"], ["mse"]]):
    try:
        model.compile(optimizer="sgd", loss="mse", metrics=metrics)
        print(sorted(model.fit(x, y, verbose=0).history))
    except ValueError as e:
        print("ValueError:", e)
single = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
single.compile(optimizer="sgd", loss="mse", metrics=[["mae"]])
try:
    single.fit(x, np.ones((4, 1)), verbose=0)
except ValueError as e:
    print("ValueError:", e)
