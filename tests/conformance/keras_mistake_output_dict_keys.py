# loss and metrics dicts whose keys are not the model's outputs: Keras 3.11.3
# trainers/compile_utils.py. For a model returning a dict, CompileLoss._build_nested looks the
# key up in y_pred and y_true (KeyError, its message shown by str() in quotes); CompileMetrics
# checks metric dict keys against the output names (ValueError). Both happen when fit first
# traces its step.
import numpy as np
import keras

inputs = keras.Input((3,), name="x")
model = keras.Model(inputs, {"out": keras.layers.Dense(1, name="out")(inputs)})
for kwargs in (dict(loss={"wrong": "mse"}), dict(loss="mse", metrics={"wrong": ["mae"]}),
               dict(loss={"out": "mse"}, metrics={"out": ["mae"]})):
    try:
        model.compile(optimizer="sgd", **kwargs)
        print(sorted(model.fit(np.ones((4, 3)), {"out": np.ones((4, 1))}, verbose=0).history))
    except (KeyError, ValueError) as e:
        print(type(e).__name__ + ":", e)
