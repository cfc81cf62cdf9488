# Keras 3.11 Lambda.get_config/from_config (layers/core/lambda_layer.py): a named function is
# stored as serialize_keras_object's dict (module "builtins", class_name and registered_name
# "function": serialize_with_public_class of the function's class; config its registered name),
# a tuple output_shape as it is, the arguments serialized; from_config finds
# the function again through custom objects or register_keras_serializable, so a model with a
# Lambda layer saves and loads. A Python lambda is stored as marshalled byte code (func_dump;
# tfplay's code text differs, no program here prints it); load_model refuses it in safe mode
# and with safe_mode=False func_load makes the function again.
import numpy as np
import keras


def double(x):
    return x * 2


@keras.saving.register_keras_serializable(package="demo")
def add_offset(x, offset=1.0):
    return x + offset


layer = keras.layers.Lambda(double, output_shape=(2,))
config = layer.get_config()
print(config)
with keras.saving.custom_object_scope({"double": double}):
    print(keras.layers.Lambda.from_config(config).function is double)
try:
    keras.layers.Lambda.from_config(layer.get_config())
except TypeError as e:
    print("TypeError:", str(e).splitlines()[0])

model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Lambda(add_offset, arguments={"offset": 10.0})])
model.save("lambda.keras")
loaded = keras.models.load_model("lambda.keras")
print(loaded(np.array([[1.0, 2.0]])).numpy().tolist(), loaded.layers[0].arguments)

def shifted(shift):
    return keras.layers.Lambda(lambda x, scale=2.0: x * scale + shift)


config = shifted(3.0).get_config()
print(config["function"]["class_name"], sorted(config["function"]["config"]))
print(config["function"]["config"]["defaults"], config["function"]["config"]["closure"])
print(keras.layers.Lambda(lambda x: x + 1).get_config()["function"]["config"]["closure"])

model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Lambda(lambda x: x / 255.0),
                           keras.layers.Dense(1, kernel_initializer="zeros")])
model.compile(optimizer="sgd", loss="mse")
checkpoint = keras.callbacks.ModelCheckpoint("best.keras", monitor="loss", save_best_only=True, verbose=1)
model.fit(np.ones((2, 2)), np.zeros((2, 1)), epochs=1, callbacks=[checkpoint], verbose=0)
try:
    keras.models.load_model("best.keras")
except ValueError as e:
    print("ValueError:", e)
loaded = keras.models.load_model("best.keras", safe_mode=False)
print(loaded(np.full((1, 2), 255.0)).numpy().tolist())
