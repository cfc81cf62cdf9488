# loss_weights that do not match the structure of the losses: Keras 3.11.3
# trainers/compile_utils.py CompileLoss.build keeps them when the structures match, otherwise
# flattens them and packs them into the losses' structure if the counts agree, so one loss for
# two outputs takes one weight (given alone, in a list, or in a dict under any key) for both,
# while two weights for that one loss raise "`loss_weights` must match the number of losses"
# and a lone float for a list of two losses fails in that message's len() (Python's
# TypeError). A string weight is refused at compile. The checks run when the loss is built, in
# fit's first trace; per-output `*_loss` logs are unweighted.
import numpy as np
import keras

inputs = keras.Input((2,))
outputs = [keras.layers.Dense(1, kernel_initializer="zeros", name=name)(inputs) for name in ("a", "b")]
model = keras.Model(inputs, outputs)
x, y = np.ones((4, 2)), [np.ones((4, 1)), np.ones((4, 1))]
for loss, weights in (("mse", [1.0, 0.5]), ("mse", {"a": 1.0, "b": 0.5}), (["mse", "mse"], 0.5),
                      ("mse", "2"), ("mse", [0.5]), (["mse", "mae"], (2.0, 1.0))):
    try:
        model.compile(optimizer=keras.optimizers.SGD(0.0), loss=loss, loss_weights=weights)
        history = model.fit(x, y, verbose=0)
        print({k: round(v[0], 4) for k, v in sorted(history.history.items())})
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)

single = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1, kernel_initializer="zeros", name="out")])
single.compile(optimizer=keras.optimizers.SGD(0.0), loss="mse", loss_weights={"wrong": 2.0})
print(single.fit(x, np.ones((4, 1)), verbose=0).history["loss"])
