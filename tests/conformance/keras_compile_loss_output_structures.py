# How Keras 3.11.3's CompileLoss (trainers/compile_utils.py) pairs losses, outputs and targets:
# - a dict of outputs whose keys are not the output layers' names: a loss dict keyed like the
#   outputs applies key by key (CompileLoss._build_nested), its trackers are named after the
#   keys and come in the loss dict's order (model.metrics, evaluate's list);
# - a list of losses with None for an output: targets for only the outputs that have a loss
#   are accepted ("loss is partially defined over y_pred" in CompileLoss.call).
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(2)
inputs = keras.Input((4,))
first = layers.Dense(1)(inputs)
second = layers.Dense(3)(inputs)
x = np.random.rand(8, 4).astype("float32")
y_first = np.random.rand(8, 1).astype("float32")
y_second = np.random.rand(8, 3).astype("float32")

model = keras.Model(inputs, {"score": first, "probs": second})
print(model.output_names)
model.compile(optimizer="sgd", loss={"score": "mse", "probs": "mae"}, loss_weights={"score": 2.0, "probs": 0.5})
history = model.fit(x, {"score": y_first, "probs": y_second}, verbose=0)
print(sorted(history.history))
print([m.name for m in model.metrics])
results = model.evaluate(x, {"score": y_first, "probs": y_second}, verbose=0)
outputs = model.predict(x, verbose=0)
score_loss = float(keras.losses.MeanSquaredError()(y_first, outputs["score"]))
probs_loss = float(keras.losses.MeanAbsoluteError()(y_second, outputs["probs"]))
print(np.allclose(results, [2.0 * score_loss + 0.5 * probs_loss, score_loss, probs_loss], atol=1e-5))

model.compile(optimizer="sgd", loss={"score": "mse", "other": "mae"})
try:
    model.fit(x, {"score": y_first, "probs": y_second}, verbose=0)
except KeyError as e:
    print("KeyError:", e)

model = keras.Model(inputs, [first, second])
model.compile(optimizer="sgd", loss=["mse", None])
history = model.fit(x, [y_first], verbose=0)
print(sorted(history.history))
print(np.isclose(model.evaluate(x, [y_first], verbose=0),
                 float(keras.losses.MeanSquaredError()(y_first, model.predict(x, verbose=0)[0])), atol=1e-5))
