# CompileMetrics._build_metrics_set (keras/src/trainers/compile_utils.py, Keras 3.11.3): for a
# multi-output model every entry of a metrics sublist must be a metric object, a string, a
# callable or None, with one ValueError for a list and another for a dict, which Keras first
# rewrites in place so that each value is a list.
import numpy as np
import keras

inputs = keras.Input((4,))
model = keras.Model(inputs, [keras.layers.Dense(1, name="a")(inputs), keras.layers.Dense(1, name="b")(inputs)])
x = np.zeros((4, 4), "float32")
y = np.zeros((4, 1), "float32")
for metrics in ([["mae", 5], None], {"a": ["mae", 5]}):
    model.compile("sgd", "mse", metrics=metrics)
    try:
        model.evaluate(x, [y, y], verbose=0)
    except ValueError as e:
        print("ValueError:", e)

by_name = {"a": "mae", "b": ["mse", None]}
model.compile("sgd", "mse", metrics=by_name)
print(sorted(model.evaluate(x, {"a": y, "b": y}, verbose=0, return_dict=True)))
print(by_name)
