# A custom initializer, constraint or regularizer comes back from a layer config: the modules'
# deserialize is serialization_lib.deserialize_keras_object with module_objects=ALL_OBJECTS_DICT
# and get passes a dict through it (keras/src/initializers/__init__.py, regularizers/__init__.py,
# constraints/__init__.py), so a registered class, or one given in custom_objects, is found by
# its registered name; an unregistered class of the main script (module None after
# record_object_after_serialization) is the module_objects branch's TypeError.
import keras
import numpy as np


@keras.saving.register_keras_serializable(package="demo")
class ScaledOnes(keras.initializers.Initializer):
    def __init__(self, scale=1.0):
        self.scale = scale

    def __call__(self, shape, dtype=None):
        return keras.ops.ones(shape, dtype=dtype) * self.scale

    def get_config(self):
        return {"scale": self.scale}


@keras.saving.register_keras_serializable(package="demo")
class Clip(keras.constraints.Constraint):
    def __init__(self, limit=1.0):
        self.limit = limit

    def __call__(self, w):
        return keras.ops.clip(w, -self.limit, self.limit)

    def get_config(self):
        return {"limit": self.limit}


class Tiny(keras.regularizers.Regularizer):
    def __init__(self, factor=0.1):
        self.factor = factor

    def __call__(self, x):
        return self.factor * keras.ops.sum(x)

    def get_config(self):
        return {"factor": self.factor}


layer = keras.layers.Dense(2, kernel_initializer=ScaledOnes(2.0), kernel_constraint=Clip(0.5),
                           kernel_regularizer=Tiny(0.01))
config = layer.get_config()
print(config["kernel_initializer"], config["kernel_constraint"], config["kernel_regularizer"], sep="\n")
clone = keras.layers.Dense.from_config(config | {"kernel_regularizer": None})
clone.build((None, 3))
print(type(clone.kernel_initializer).__name__, clone.kernel_initializer.scale, type(clone.kernel_constraint).__name__, clone.kernel.numpy().tolist())
print(type(keras.regularizers.deserialize(config["kernel_regularizer"], custom_objects={"Tiny": Tiny})).__name__)
print(type(keras.initializers.get({"class_name": "Ones", "config": {}})).__name__, type(keras.constraints.get({"class_name": "NonNeg", "config": {}})).__name__)
for get in (keras.initializers.get, keras.regularizers.get, keras.constraints.get):
    try:
        get({"class_name": "Nope", "config": {}})
    except Exception as e:
        print(type(e).__name__, e)
try:
    keras.regularizers.deserialize(config["kernel_regularizer"])
except Exception as e:
    print(type(e).__name__, e)
