# compile with misspelled identifiers: Keras 3.11.3 optimizers.get raises at compile ("Could not
# interpret optimizer identifier", also for the optimizer class itself rather than an instance);
# losses and metrics are resolved when CompileLoss/CompileMetrics build in fit's first trace
# (losses.get, metrics.get); `metric=` is not a parameter of Trainer.compile (Python's
# TypeError, named by the defining class), and a bare metrics string fails CompileMetrics'
# type check (trainers/compile_utils.py).
import numpy as np
import keras

model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(2)])
for kwargs in (dict(optimizer="sgd", loss="mean_square_error"),
               dict(optimizer="sgd", loss="mse", metrics=["acuracy"]),
               dict(optimizer="sgdd", loss="mse"),
               dict(optimizer=keras.optimizers.Adam, loss="mse"),
               dict(optimizer="sgd", loss="mse", metric=["mae"]),
               dict(optimizer="sgd", loss="mse", metrics="mae")):
    try:
        model.compile(**kwargs)
        model.fit(np.ones((4, 3)), np.ones((4, 2)), verbose=0)
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
