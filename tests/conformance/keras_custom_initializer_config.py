# A layer's config with the user's own initializer, regularizer and constraint classes. Keras
# 3.11.3 keras/src/initializers/__init__.py, regularizers/__init__.py and constraints/__init__.py
# `serialize` are serialization_lib.serialize_keras_object, so a class Keras does not export gets
# serialize_with_public_class's dict: module None (record_object_after_serialization, for the
# program's __main__), its class name, its get_config(), and its registered name (the class name,
# or "package>Name" after register_keras_serializable); Keras's own classes keep their public
# module and registered_name None. Constraint.get_config is {} by default.
import keras
from keras import ops


class MyInit(keras.initializers.Initializer):
    def __init__(self, value=1.0):
        self.value = value

    def __call__(self, shape, dtype=None):
        return ops.full(shape, self.value, dtype=dtype)

    def get_config(self):
        return {"value": self.value}


@keras.saving.register_keras_serializable(package="demo")
class ZeroReg(keras.regularizers.Regularizer):
    def __call__(self, x):
        return ops.sum(x) * 0.0

    def get_config(self):
        return {}


class Identity(keras.constraints.Constraint):
    def __call__(self, w):
        return w


dense = keras.layers.Dense(2, kernel_initializer=MyInit(0.5), kernel_regularizer=ZeroReg(),
                           kernel_constraint=Identity(), bias_regularizer="l2")
config = dense.get_config()
for key in ("kernel_initializer", "bias_initializer", "kernel_regularizer", "bias_regularizer", "kernel_constraint"):
    print(key, config[key])
print(keras.initializers.serialize(MyInit()))
print(keras.regularizers.serialize(ZeroReg()))
print(keras.constraints.serialize(keras.constraints.MaxNorm(2.0)))
