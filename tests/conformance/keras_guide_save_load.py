# Saving and loading as the keras.io "Save, serialize, and export models" guide shows it, in the
# run's file system: model.save(".keras") and keras.models.load_model give back the name, layers,
# compiled loss and optimizer state (iterations 2, then 3 after one more fit); save_weights /
# load_weights into a fresh compiled model whose optimizer is not built, so Optimizer.
# load_own_variables warns that it has 2 variables where the file has 10 (iteration,
# learning_rate, Adam's m and v for 4 weights), at saving_lib.py:797 of Keras 3.11.3; the
# filename checks of save_weights and save and load_model's missing-file error
# (keras/src/saving/saving_api.py); get_config/from_config, clone_model, to_json/model_from_json,
# get_weights/set_weights and set_weights' length error (keras/src/layers/layer.py).
import keras
import numpy as np
import os


def get_model():
    inputs = keras.Input(shape=(4,))
    x = keras.layers.Dense(3, activation="relu", name="hidden")(inputs)
    outputs = keras.layers.Dense(1, name="out")(x)
    model = keras.Model(inputs, outputs, name="regressor")
    model.compile(optimizer="adam", loss="mean_squared_error", metrics=["mae"])
    return model


keras.utils.set_random_seed(7)
model = get_model()
x = np.arange(32, dtype="float32").reshape(8, 4) / 10
y = np.arange(8, dtype="float32").reshape(8, 1)
model.fit(x, y, verbose=0, epochs=2)
model.save("my_model.keras")
print(os.path.exists("my_model.keras"))
reconstructed = keras.models.load_model("my_model.keras")
np.testing.assert_allclose(model.predict(x, verbose=0), reconstructed.predict(x, verbose=0))
print(reconstructed.name, [l.name for l in reconstructed.layers])
print(reconstructed.optimizer.iterations.numpy(), type(reconstructed.optimizer).__name__)
print(reconstructed.loss, reconstructed.compiled_loss if hasattr(reconstructed, "compiled_loss") else None)
reconstructed.fit(x, y, verbose=0)
print(reconstructed.optimizer.iterations.numpy())

model.save_weights("ckpt.weights.h5")
fresh = get_model()
fresh.load_weights("ckpt.weights.h5")
print(all(np.array_equal(a, b) for a, b in zip(model.get_weights(), fresh.get_weights())))
try:
    model.save_weights("ckpt.h5")
except Exception as e:
    print(type(e).__name__, e)
try:
    model.save("my_model")
except Exception as e:
    print(type(e).__name__, e)
try:
    keras.models.load_model("missing.keras")
except Exception as e:
    print(type(e).__name__, e)

config = model.get_config()
clone = keras.Model.from_config(config)
print(clone.name, clone.built, len(clone.weights))
clone2 = keras.models.clone_model(model)
print(clone2.name, len(clone2.weights))
json_config = model.to_json()
new_model = keras.models.model_from_json(json_config)
print(new_model.name)
weights = model.get_weights()
print([w.shape for w in weights])
new_model.set_weights(weights)
print(np.allclose(new_model.predict(x, verbose=0), model.predict(x, verbose=0)))
try:
    new_model.set_weights(weights[:2])
except Exception as e:
    print(type(e).__name__, e)
