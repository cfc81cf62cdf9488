# How Keras 3.11.3 serializes Python functions and the program's own classes
# (keras/src/saving/serialization_lib.py serialize_keras_object): the outer dict of any object
# comes from serialize_with_public_class(type(obj)). A function's class, `function`, is no Keras
# export and object_registration.get_registered_name falls back to its __name__, so every
# function (a user's, a registered one, Keras's own relu or mean_squared_error) gets module
# "builtins", class_name and registered_name "function", and as config its registered name
# ("pkg>name" when registered). record_object_after_serialization then sets module None for a
# class defined in __main__, registered or not. compile() arguments are serialized the same way
# (Trainer.get_compile_config), and activations.serialize keeps a built-in's plain name.
# Keras's saving/serialization_lib_test.py test_keras36_custom_function_reloading reads this form.
# A public class is named by its keras_export path (api_export.get_name_from_symbol), even when
# that is not its class name (GroupedQueryAttention is exported as keras.layers.GroupQueryAttention)
# or it lives outside the layer modules (keras.random.SeedGenerator, config {"seed": ...}).
import keras
from keras import ops


def my_loss(y_true, y_pred):
    return ops.mean(ops.square(y_true - y_pred), axis=-1)


@keras.saving.register_keras_serializable(package="pkg")
def scaled_relu(x):
    return ops.relu(x) * 2.0


@keras.saving.register_keras_serializable()
class Scale(keras.layers.Layer):
    def call(self, x):
        return x * 2.0


class Plain(keras.layers.Layer):
    def call(self, x):
        return x


s = keras.saving.serialize_keras_object
print(s(my_loss))
print(s(scaled_relu))
print(s(keras.activations.relu))
print(s(keras.losses.mean_squared_error))
print(s(Scale())["module"], s(Scale())["registered_name"], s(Plain())["module"], s(Plain())["registered_name"])
print(keras.activations.serialize(keras.activations.relu), keras.activations.serialize(scaled_relu))
print(keras.saving.deserialize_keras_object(s(scaled_relu)) is scaled_relu)

model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(2, activation=scaled_relu)])
model.compile(optimizer="sgd", loss=my_loss, metrics=[keras.losses.mean_absolute_error, "mse"])
config = model.get_compile_config()
print(config["loss"])
print(config["metrics"])
print(model.get_config()["layers"][1]["config"]["activation"])

gqa = s(keras.layers.GroupQueryAttention(head_dim=2, num_query_heads=2, num_key_value_heads=1))
print(gqa["module"], gqa["class_name"], gqa["registered_name"])
print(type(keras.saving.deserialize_keras_object(gqa)).__name__)
print(s(keras.random.SeedGenerator(7)))
