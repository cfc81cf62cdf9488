# Keras 3.11 fit/evaluate/predict console output and return values, for a one-weight linear
# model (Dense(1) with a zeros kernel and bias) trained by SGD(learning_rate=0.01) on y = 2x:
# each batch's loss and mae are computed before its update (TensorFlowTrainer.train_step), the
# epoch values are sample-weighted means over the batches (the `loss` Mean tracker updated with
# the batch size, MeanAbsoluteError), the update is w -= 0.01 * mean(2 * (pred - y) * x) and
# b -= 0.01 * mean(2 * (pred - y)). Values were worked out by hand in double precision and are
# printed with 4 decimals (the progress bar's `.4f`, keras/src/utils/progbar.py).
# Output format (callbacks/progbar_logger.py, utils/progbar.py): `Epoch i/n` only when n > 1,
# verbose=1 redraws a 20-wide bar in place and ends each epoch with the finalized line,
# verbose=2 prints one `i/n - elapsed - time/step - metrics` line per epoch, keys sorted
# (utils/python_utils.py pythonify_logs); evaluate prints its own bar and returns [loss, mae]
# (Trainer._flatten_metrics_in_order), predict prints a bar without metrics and returns a NumPy
# array. History: keras/src/callbacks/history.py (epoch list, params from CallbackList: verbose,
# epochs, steps; default object repr). The timing fields vary from run to run; the conformance
# runner normalises them (tests/conformance.test.mjs).
import numpy as np
import keras

x = np.array([[1.0], [2.0], [3.0], [4.0]], dtype="float32")
y = np.array([[2.0], [4.0], [6.0], [8.0]], dtype="float32")


def make_model():
    model = keras.Sequential([keras.Input(shape=(1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
    model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01), loss="mse", metrics=["mae"])
    return model


def rounded(history):
    return {k: [round(v, 4) for v in vs] for k, vs in history.history.items()}


model = make_model()
history = model.fit(x, y, batch_size=4, epochs=3)
print(history)
print(type(history).__name__, history.epoch, history.params)
print(rounded(history))
print([round(v, 3) for v in model.layers[0].kernel.numpy().reshape(-1).tolist()],
      [round(v, 3) for v in model.layers[0].bias.numpy().tolist()])

model = make_model()
history = model.fit(x, y, batch_size=2, epochs=2, shuffle=False)
print(rounded(history), history.params["steps"])

model = make_model()
history = model.fit(x, y, batch_size=2, epochs=2, shuffle=False, verbose=2)
print(rounded(history))

result = model.evaluate(x, y)
print(type(result).__name__, [round(v, 4) for v in result])
pred = model.predict(x)
print(type(pred).__name__, pred.shape, pred.dtype, [round(v, 3) for v in pred.reshape(-1).tolist()])
print(model.predict(x, batch_size=3, verbose=2).shape)
print(model.predict(x[:1], verbose=0).shape)
