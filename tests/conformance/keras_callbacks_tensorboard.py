# keras.callbacks.TensorBoard passed to fit and evaluate, as the tutorials do: it prints nothing
# and leaves the logs and history as they are (keras/src/callbacks/tensorboard.py). Its writers
# (tf.summary.create_file_writer, tensorflow/python/ops/summary_ops_v2.py; the kernel's
# SummaryFileWriter::Initialize makes the folder) create `log_dir/train` when the model is set
# (write_graph writes the model's JSON config) and `log_dir/validation` for validation logs;
# tfplay writes no event files into them. profile_batch's checks are _init_profile_batch's.
# A model whose config cannot be serialized gets keras_model_summary's warning (stderr).
import os
import numpy as np
import keras
import tensorflow as tf

x = np.linspace(-1, 1, 32).reshape(-1, 1).astype("float32")
y = 2 * x + 1
model = keras.Sequential([keras.Input((1,)), keras.layers.Dense(4, activation="relu", kernel_initializer="ones"),
                          keras.layers.Dense(1, kernel_initializer="ones")])
model.compile(optimizer=keras.optimizers.SGD(0.05), loss="mse", metrics=["mae"])
tb = keras.callbacks.TensorBoard(log_dir="logs/fit", histogram_freq=1)
print(os.path.exists("logs"))
h = model.fit(x, y, epochs=2, batch_size=16, validation_split=0.25, callbacks=[tb], verbose=0,
              shuffle=False)
print({k: [round(v, 4) for v in vs] for k, vs in h.history.items()})
print(sorted(os.listdir("logs/fit")))

tb2 = tf.keras.callbacks.TensorBoard("logs2", update_freq="batch", write_steps_per_second=True)
model.fit(x, y, epochs=1, batch_size=16, callbacks=[tb2], shuffle=False)
print(sorted(os.listdir("logs2")))
print([round(v, 4) for v in model.evaluate(x, y, callbacks=[tb2], verbose=0)])
print(sorted(os.listdir("logs2")))
print(tb.log_dir, tb.histogram_freq, tb.update_freq, tb2.update_freq, tb.write_graph)

for bad in [-1, (3, 2), "a", (1, 2, 3)]:
    try:
        keras.callbacks.TensorBoard(profile_batch=bad)
    except ValueError as e:
        print("ValueError:", e)


class Scale(keras.layers.Layer):
    def __init__(self, factor):
        super().__init__()
        self.factor = factor

    def call(self, x):
        return x * self.factor


m2 = keras.Sequential([keras.Input((1,)), Scale(np.float32(2.0))])
m2.compile(loss="mse")
m2.fit(x, y, epochs=1, verbose=0, callbacks=[keras.callbacks.TensorBoard("logs3")])
print(os.listdir("logs3"))
