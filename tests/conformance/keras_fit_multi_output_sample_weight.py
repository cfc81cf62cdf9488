# Sample weights for a model with several outputs (keras/src/trainers/data_adapters/
# array_data_adapter.py ArrayDataAdapter.__init__): one array per output, in y's structure
# (a dict for dict targets), or a single per-sample array that Keras replicates on every
# output; other structures, or a single array with more than one weight per sample, are
# ValueErrors with Keras's texts. Each output's loss then takes its own weights
# (trainers/compile_utils.py CompileLoss.call resolves the loss's path in sample_weight), a
# "sum_over_batch_size" mean of weight * per-sample loss, checked here against NumPy.
import numpy as np
import keras

keras.utils.set_random_seed(0)
x = np.array([[0.5, -1.0], [1.0, 2.0], [-0.5, 0.25], [2.0, 1.0]], "float32")
y = {"a": np.array([[1.0], [0.0], [1.0], [0.0]], "float32"),
     "b": np.array([[1.0], [2.0], [0.0], [-1.0]], "float32")}
inputs = keras.Input((2,), name="features")
model = keras.Model(inputs, {"a": keras.layers.Dense(1, activation="sigmoid", name="a")(inputs),
                             "b": keras.layers.Dense(1, name="b")(inputs)})
model.compile(optimizer="sgd", loss={"a": "binary_crossentropy", "b": "mean_squared_error"})

pred = model.predict(x, verbose=0)
p = np.clip(pred["a"][:, 0].astype("float64"), 1e-7, 1 - 1e-7)
bce = -(y["a"][:, 0] * np.log(p) + (1 - y["a"][:, 0]) * np.log(1 - p))
se = (pred["b"][:, 0] - y["b"][:, 0]) ** 2

w = np.array([2.0, 0.0, 1.0, 0.5], "float32")
logs = model.evaluate(x, y, sample_weight=w, verbose=0, return_dict=True)
print(sorted(logs))
print(np.isclose(logs["a_loss"], np.mean(w * bce), atol=1e-5), np.isclose(logs["b_loss"], np.mean(w * se), atol=1e-5))

logs = model.evaluate(x, y, sample_weight={"a": np.ones(4, "float32"), "b": np.zeros(4, "float32")},
                      verbose=0, return_dict=True)
print(np.isclose(logs["a_loss"], np.mean(bce), atol=1e-5), logs["b_loss"])

history = model.fit(x, y, sample_weight={"a": w, "b": w}, epochs=1, verbose=0)
print(sorted(history.history))

for weights in [[np.ones(4), np.ones(4)], np.ones((4, 2))]:
    try:
        model.fit(x, y, sample_weight=weights, epochs=1, verbose=0)
    except ValueError as e:
        print("ValueError:", e)
