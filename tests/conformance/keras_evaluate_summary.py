# Keras 3.11: evaluate returns a Python float when the model has only its loss, else a list
# ordered by model.metrics (Trainer._flatten_metrics_in_order), or the dict with
# return_dict=True; string loss names resolve through keras.losses.get; sample weights scale
# the per-sample losses, divided by the number of samples ("sum_over_batch_size"), while the
# compiled `metrics` ignore them (only `weighted_metrics` get them: trainers/compile_utils.py
# CompileMetrics.update_state); model.summary() after
# fit lists "Optimizer params" once the optimizer is built (utils/summary_utils.py: its variables,
# iteration int64 8 B + learning_rate float32 4 B for SGD(); Adam adds m and v per weight), and
# Total counts them. Model: Dense(1) with a zeros kernel, SGD(0.01) on y = 2x, values by hand.
# stderr: each new model's evaluate traces the shared `multi_step_on_iterator` code, so the
# frequent-retracing warning fires at the 5th and 6th traces (after 6 and 7 calls).
import numpy as np
import keras

x = np.array([[1.0], [2.0], [3.0], [4.0]], dtype="float32")
y = 2.0 * x


def make(loss="mse", metrics=None, optimizer=None):
    model = keras.Sequential([keras.Input(shape=(1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
    model.compile(optimizer=optimizer or keras.optimizers.SGD(learning_rate=0.01), loss=loss, metrics=metrics)
    return model


model = make()
result = model.evaluate(x, y, verbose=0)
print(type(result).__name__, result)
print(model.evaluate(x, y, verbose=0, return_dict=True))
for loss in ["mean_squared_error", "mae", "mean_absolute_error", "huber", "log_cosh", keras.losses.Huber(delta=2.0),
             keras.losses.mean_squared_error]:
    value = make(loss=loss).evaluate(x, y, verbose=0)
    print(loss if isinstance(loss, str) else type(loss).__name__, round(value, 4))

model = make(metrics=["mae", "mse"])
print([round(v, 4) for v in model.evaluate(x, y, verbose=0)])
history = model.fit(x, y, batch_size=4, epochs=1, verbose=0, sample_weight=np.array([1.0, 0.0, 0.0, 0.0]))
print({k: [round(v, 4) for v in vs] for k, vs in history.history.items()})
print([round(v, 3) for v in model.evaluate(x, y, verbose=0, sample_weight=np.array([0.0, 0.0, 1.0, 1.0]))])

model.summary()
adam = make(optimizer="adam")
adam.fit(x, y, epochs=1, verbose=0)
adam.summary()
