# Custom objects and saving (keras.io "Save, serialize, and export models"): register_keras_
# serializable with a package and a name (get_registered_name gives "package>name"), a registered
# layer and activation function surviving save/load_model, an unregistered layer that load_model
# cannot find (serialization_lib.deserialize_keras_object's TypeError around "Could not locate
# class", with the saved config of a model that was never compiled: compile_config {} from
# Trainer.get_compile_config), then the same file loaded with custom_objects and under
# custom_object_scope, and serialize_keras_object of a registered layer (module None, its
# registered name). Texts from Keras 3.11.3's keras/src/saving/.
import keras
import numpy as np


@keras.saving.register_keras_serializable(package="MyLayers")
class CustomLayer(keras.layers.Layer):
    def __init__(self, factor, **kwargs):
        super().__init__(**kwargs)
        self.factor = factor

    def call(self, x):
        return x * self.factor

    def get_config(self):
        return {"factor": self.factor}


@keras.saving.register_keras_serializable(package="my_package", name="custom_fn")
def custom_fn(x):
    return x**2


print(keras.saving.get_registered_name(CustomLayer))
print(keras.saving.get_registered_name(custom_fn))
print(keras.saving.get_registered_object("MyLayers>CustomLayer") is CustomLayer)

model = keras.Sequential([keras.Input((2,)), CustomLayer(0.5), keras.layers.Activation(custom_fn)])
model.compile(optimizer="rmsprop", loss="mse")
model.save("custom.keras")
loaded = keras.saving.load_model("custom.keras")
print(loaded(np.array([[2.0, 4.0]])).numpy())
print(type(loaded.layers[0]).__name__, loaded.layers[0].factor)


class Unregistered(keras.layers.Layer):
    def __init__(self, k=1, **kwargs):
        super().__init__(**kwargs)
        self.k = k

    def call(self, x):
        return x + self.k

    def get_config(self):
        c = super().get_config()
        c["k"] = self.k
        return c


m2 = keras.Sequential([keras.Input((2,)), Unregistered(3)])
m2.save("unreg.keras")
try:
    keras.models.load_model("unreg.keras")
except Exception as e:
    print(type(e).__name__, e)
loaded2 = keras.models.load_model("unreg.keras", custom_objects={"Unregistered": Unregistered})
print(loaded2(np.zeros((1, 2))).numpy())
with keras.saving.custom_object_scope({"Unregistered": Unregistered}):
    loaded3 = keras.models.load_model("unreg.keras")
print(loaded3.layers[0].k)
print(keras.saving.serialize_keras_object(CustomLayer(2.0, name="c")))
