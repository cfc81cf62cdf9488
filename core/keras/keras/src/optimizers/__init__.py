"""keras.optimizers: the optimizers, schedules, and `get`."""
from keras.src.optimizers import schedules
from keras.src.optimizers.adadelta import Adadelta
from keras.src.optimizers.adafactor import Adafactor
from keras.src.optimizers.adagrad import Adagrad
from keras.src.optimizers.adam import Adam
from keras.src.optimizers.adamax import Adamax
from keras.src.optimizers.adamw import AdamW
from keras.src.optimizers.optimizer import Optimizer
from keras.src.optimizers.ftrl import Ftrl
from keras.src.optimizers.lamb import Lamb
from keras.src.optimizers.lion import Lion
from keras.src.optimizers.loss_scale_optimizer import LossScaleOptimizer
from keras.src.optimizers.muon import Muon
from keras.src.optimizers.nadam import Nadam
from keras.src.optimizers.rmsprop import RMSprop
from keras.src.optimizers.sgd import SGD

# Keras's list: Lamb and Muon have no string name.
ALL_OBJECTS = [Optimizer, Adam, SGD, RMSprop, Adadelta, AdamW, Adagrad, Adamax, Adafactor, Nadam, Ftrl, Lion,
               LossScaleOptimizer]
ALL_OBJECTS_DICT = {cls.__name__.lower(): cls for cls in ALL_OBJECTS}


def serialize(optimizer):
    """The optimizer's config dict (serialize_keras_object)."""
    from keras.src.saving import serialization_lib

    return serialization_lib.serialize_keras_object(optimizer)


def deserialize(config, custom_objects=None):
    """The optimizer a config dict describes; a built-in class name matches in any case."""
    from keras.src.saving import serialization_lib

    if config["class_name"].lower() in ALL_OBJECTS_DICT:
        config["class_name"] = config["class_name"].lower()
    return serialization_lib.deserialize_keras_object(config, module_objects=ALL_OBJECTS_DICT,
                                                      custom_objects=custom_objects)


def get(identifier):
    """An optimizer from a name ("adam"), a config dict or an instance; ValueError "Could not
    interpret optimizer identifier: ..." for anything else (an unknown name included)."""
    if identifier is None:
        return None
    elif isinstance(identifier, dict):
        obj = deserialize(identifier)
    elif isinstance(identifier, str):
        config = {"class_name": identifier, "config": {}}
        obj = deserialize(config)
    else:
        obj = identifier
    if isinstance(obj, Optimizer):
        return obj
    raise ValueError(f"Could not interpret optimizer identifier: {identifier}")


class LegacyOptimizerWarning:
    """What every `keras.optimizers.legacy` name is bound to: instantiating it raises Keras 3's
    ImportError."""

    def __init__(self, *args, **kwargs):
        raise ImportError(
            "`keras.optimizers.legacy` is not supported in Keras 3. When using `tf.keras`, to continue using a "
            "`tf.keras.optimizers.legacy` optimizer, you can install the `tf_keras` package (Keras 2) and set the "
            "environment variable `TF_USE_LEGACY_KERAS=True` to configure TensorFlow to use `tf_keras` when "
            "accessing `tf.keras`.")
