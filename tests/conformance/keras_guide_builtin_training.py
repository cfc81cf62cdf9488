# "Training & evaluation with the built-in methods" (keras.io) in a small program of our own:
# validation_split (the last 25% of the arrays are held out: 45 samples, batch 16 -> 3 steps, as
# History.params shows), class_weight, sample_weight, evaluate(return_dict=True), metrics_names
# after training (Keras 3.11.3's Trainer.metrics: the loss tracker then the CompileMetrics
# container, named "compile_metrics"), and passing class_weight with sample_weight, refused by
# keras/src/trainers/data_adapters/array_data_adapter.py with its ValueError text.
import keras
import numpy as np

keras.utils.set_random_seed(42)


def get_uncompiled_model():
    inputs = keras.Input(shape=(8,), name="digits")
    x = keras.layers.Dense(16, activation="relu", name="dense_1")(inputs)
    outputs = keras.layers.Dense(3, activation="softmax", name="predictions")(x)
    return keras.Model(inputs=inputs, outputs=outputs)


def get_compiled_model():
    model = get_uncompiled_model()
    model.compile(
        optimizer="rmsprop",
        loss="sparse_categorical_crossentropy",
        metrics=["sparse_categorical_accuracy"],
    )
    return model


rng = np.random.default_rng(1)
x = rng.random((60, 8)).astype("float32")
y = rng.integers(0, 3, size=(60,))

model = get_compiled_model()
print(model.metrics_names)
history = model.fit(x, y, batch_size=16, epochs=2, validation_split=0.25, verbose=0)
print(sorted(history.history))
print(history.params)
print([len(v) for k, v in sorted(history.history.items())])

class_weight = {0: 1.0, 1: 1.0, 2: 3.0}
model = get_compiled_model()
h = model.fit(x, y, class_weight=class_weight, batch_size=20, epochs=1, verbose=0)
print(sorted(h.history), h.params["steps"])

sample_weight = np.ones(shape=(len(y),))
sample_weight[y == 2] = 2.0
model = get_compiled_model()
h = model.fit(x, y, sample_weight=sample_weight, batch_size=20, epochs=1, verbose=0)
print(sorted(h.history))
res = model.evaluate(x, y, batch_size=30, verbose=0, return_dict=True)
print(sorted(res), all(isinstance(v, float) for v in res.values()))
print(model.metrics_names)
print([m.name for m in model.metrics])
try:
    model.fit(x, y, class_weight={0: 1.0, 1: 2.0, 2: 1.0}, sample_weight=sample_weight, verbose=0)
except ValueError as e:
    print("ValueError:", e)
