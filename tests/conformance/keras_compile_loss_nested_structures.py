# compile(loss=...) structures beyond one loss per output, as Keras 3.11.3's CompileLoss
# (keras/src/trainers/compile_utils.py: build, _build_nested, call) walks them:
# - a flat list/tuple of losses (one per output) inside a dict or list entry is packed into
#   that output's structure, so {"output_b": ["binary_crossentropy"]} is one loss;
# - a list of losses whose container type differs from the outputs' applies each to the same
#   outputs: a loss leaf over a sub-structure gets the whole sub-structure and is named by the
#   joined output names ("y1_y2", "a_b"); duplicated names share one history key;
# - a dict loss key missing from a dict of outputs is a KeyError naming its path, a list of
#   outputs with a loss dict whose keys are not the output names a ValueError ("Expected keys");
# - a compute_loss override may hand CompileLoss more predictions than the model has outputs:
#   the losses are then named after themselves (_get_y_pred_output_names gives None names).
import numpy as np
import keras
from keras import layers

np.random.seed(0)
x = np.random.rand(8, 3)
y1 = np.random.rand(8, 1)
y2 = np.random.randint(0, 2, (8, 1))


def fit_keys(model, y, **compile_kwargs):
    model.compile(optimizer="sgd", **compile_kwargs)
    h = model.fit(x, y, batch_size=2, epochs=1, verbose=0)
    return sorted(h.history)


def two_outputs(structure):
    inp = keras.Input(shape=(3,), name="x")
    a = layers.Dense(1, name="output_a")(inp)
    b = layers.Dense(1, name="output_b", activation="sigmoid")(inp)
    if structure == "dict":
        return keras.Model(inp, {"output_a": a, "output_b": b})
    return keras.Model(inp, [a, b])


def struct_loss(y_true, y_pred):
    total = 0
    for y_t, y_p in zip(keras.tree.flatten(y_true), keras.tree.flatten(y_pred)):
        total += keras.losses.mean_absolute_error(y_t, y_p)
    return total


print(fit_keys(two_outputs("dict"), {"output_a": y1, "output_b": y2},
               loss={"output_a": "mean_squared_error", "output_b": ["binary_crossentropy"]}))
print(fit_keys(two_outputs("dict"), {"output_a": y1, "output_b": y2},
               loss={"output_b": ["binary_crossentropy"]}))
print(fit_keys(two_outputs("list"), (y1, y2),
               loss=["mean_squared_error", ["binary_crossentropy"]], loss_weights=[0.1, 2]))
print(fit_keys(two_outputs("list"), (y1, y2),
               loss=["mean_squared_error", ["mean_squared_error", "binary_crossentropy"]]))

inp = keras.Input(shape=(3,), name="x")
o1 = layers.Dense(1, name="y1", activation="sigmoid")(inp)
o2 = layers.Dense(1, name="y2", activation="sigmoid")(inp)
tuple_model = keras.Model(inp, (o1, o2))
print(fit_keys(tuple_model, (y1, y2), loss=[struct_loss, (struct_loss, struct_loss)]))

dict_model = keras.Model(inp, {"a": o1, "b": o2})
print(fit_keys(dict_model, {"a": y1, "b": y2}, loss=[struct_loss, {"a": struct_loss, "b": struct_loss}],
               loss_weights=[0.5, {"a": 1.0, "b": 2.0}]))

try:
    fit_keys(two_outputs("dict"), {"output_a": y1, "output_b": y2},
             loss={"output_a": "mean_squared_error", "output_c": "binary_crossentropy"}, run_eagerly=True)
except KeyError as e:
    print("KeyError", e)
try:
    fit_keys(two_outputs("list"), (y1, y2),
             loss={"output_a": "mean_squared_error", "output_c": "binary_crossentropy"}, run_eagerly=True)
except ValueError as e:
    print("ValueError", e)


class SplitPrediction(keras.Model):
    def __init__(self):
        inputs = keras.Input(shape=(3,), name="inputs")
        outputs = layers.Dense(1, name="a")(inputs)
        super().__init__(inputs=inputs, outputs=outputs)

    def compute_loss(self, x, y, y_pred, sample_weight=None, **kwargs):
        return super().compute_loss(x=x, y=y, y_pred=[y_pred, y_pred], sample_weight=sample_weight, **kwargs)


print(fit_keys(SplitPrediction(), (y1, y2), loss=["mean_squared_error", "binary_crossentropy"]))
