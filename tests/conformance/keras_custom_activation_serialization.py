# Keras 3.11 activations.serialize/get (activations/__init__.py): a built-in activation is
# stored by name ("relu"); a custom function as serialize_keras_object's dict, whose outer part
# is serialize_with_public_class(type(fn)) in saving/serialization_lib.py: the class `function`
# is no Keras export and get_registered_name falls back to its __name__, so module "builtins",
# class_name and registered_name "function", and config the function's registered name; so that
# activations.get(dict) finds it again through deserialize_keras_object when a Dense or
# Activation layer is rebuilt from its config or loaded from a .keras file: by its
# registered "package>name" (register_keras_serializable), or through custom_objects /
# custom_object_scope for an unregistered one (the "Serialization and saving" guide's
# custom_fn). Without them loading fails as Keras's deserialize_keras_object says.
import numpy as np
import keras


@keras.saving.register_keras_serializable(package="my_package", name="custom_fn")
def custom_fn(x):
    return x**2


def shifted_relu(x):
    return keras.ops.relu(x - 1.0)


print(keras.activations.serialize(keras.activations.relu), keras.activations.serialize(custom_fn))
print(keras.activations.serialize(shifted_relu))
print(keras.activations.get(keras.activations.serialize(custom_fn)) is custom_fn)

dense = keras.layers.Dense(2, activation=custom_fn, kernel_initializer="ones")
print(dense.get_config()["activation"])
print(keras.layers.Dense.from_config(dense.get_config()).activation is custom_fn)
print(keras.layers.Activation("relu").get_config()["activation"])

inputs = keras.Input(shape=(3,))
hidden = keras.layers.Dense(2, activation=custom_fn, kernel_initializer="ones")(inputs)
outputs = keras.layers.Activation(shifted_relu)(hidden)
model = keras.Model(inputs, outputs)
model.save("custom_activations.keras")
data = np.array([[1.0, 0.0, 1.0]], dtype="float32")
print(model.predict(data, verbose=0))

try:
    keras.models.load_model("custom_activations.keras")
except TypeError as e:
    print("TypeError:", str(e).splitlines()[0])
loaded = keras.models.load_model("custom_activations.keras", custom_objects={"shifted_relu": shifted_relu})
print(loaded.predict(data, verbose=0))
print([layer.activation.__name__ for layer in loaded.layers[1:]])
with keras.saving.custom_object_scope({"shifted_relu": shifted_relu}):
    clone = keras.Model.from_config(model.get_config())
print(clone.layers[2].activation is shifted_relu)
