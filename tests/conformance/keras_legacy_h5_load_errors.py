# What goes wrong when loading legacy HDF5 files, as Keras 3.11.3 does it
# (keras/src/legacy/saving/legacy_h5_format.py, saving_utils.py, serialization.py):
# - a `.weights.h5` file has no model_config attribute: load_model's "No model config found";
# - load_weights by layer order checks the count of layers with weights, then each layer's
#   count of weights ("Layer count mismatch", "Weight count mismatch");
# - the layers are found by class name (legacy deserialization): an unregistered custom layer
#   is "Unknown layer" unless passed in custom_objects;
# - a loss given as a function is saved by its name, and load_model cannot find it without
#   custom_objects: _resolve_compile_arguments_compat then indexes the name string
#   (TypeError: string indices must be integers);
# - a loss given as an alias ("mse") is looked up through its public name: the alias resolves
#   to keras.metrics.mean_squared_error, whose module has no "mse" (serialization_lib
#   _retrieve_class_or_fn's "not a KerasSaveable subclass"), while the full name loads.
import numpy as np
import keras

model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(4, name="hidden"),
                          keras.layers.BatchNormalization(name="bn"), keras.layers.Dense(1, name="out")])
model.compile(optimizer="sgd", loss="mean_squared_error")
model.save("model.h5")
model.save_weights("model.weights.h5")


def attempt(call):
    try:
        result = call()
        print("loaded:", result)
    except Exception as e:
        print(type(e).__name__ + ":", e)


attempt(lambda: keras.models.load_model("model.weights.h5"))
attempt(lambda: keras.Sequential([keras.Input((3,)), keras.layers.Dense(2)]).load_weights("model.h5"))
attempt(lambda: keras.Sequential([keras.Input((3,)), keras.layers.Dense(4), keras.layers.Dense(8),
                                  keras.layers.Dense(1)]).load_weights("model.h5"))
print(keras.models.load_model("model.h5").loss.__name__)


class Doubler(keras.layers.Layer):
    def call(self, x):
        return x * 2.0


keras.Sequential([keras.Input((3,)), Doubler(), keras.layers.Dense(1)]).save("doubler.h5")
attempt(lambda: keras.models.load_model("doubler.h5"))
print(type(keras.models.load_model("doubler.h5", custom_objects={"Doubler": Doubler}).layers[0]).__name__)


def squared_error(y_true, y_pred):
    return keras.ops.square(y_true - y_pred)


for loss in [squared_error, "mse"]:
    model.compile(optimizer="sgd", loss=loss)
    model.save("compiled.h5")
    attempt(lambda: keras.models.load_model("compiled.h5"))
print(keras.models.load_model("compiled.h5", compile=False).compiled)
model.compile(optimizer="sgd", loss=squared_error)
model.save("compiled.h5")
print(keras.models.load_model("compiled.h5", custom_objects={"squared_error": squared_error}).loss.__name__)
