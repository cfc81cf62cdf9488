"""keras.optimizers: the optimizers, schedules, and `get`.

Adam, Optimizer and LossScaleOptimizer (which the trainer uses) are imported with the package,
the other optimizers on first use (export_lazily), by name or by `get`/`deserialize`."""
import sys as _sys

from keras.src.optimizers import schedules
from keras.src.optimizers.adam import Adam
from keras.src.optimizers.optimizer import Optimizer
from keras.src.optimizers.loss_scale_optimizer import LossScaleOptimizer
from keras.src.utils.public_api import export_lazily as _export_lazily

# Keras's ALL_OBJECTS_DICT (each class by its lowercase name; Lamb and Muon have no string name),
# by the names of the classes.
_ALL_OBJECT_NAMES = {name.lower(): name for name in (
    "Optimizer", "Adam", "SGD", "RMSprop", "Adadelta", "AdamW", "Adagrad", "Adamax", "Adafactor", "Nadam", "Ftrl",
    "Lion", "LossScaleOptimizer")}


class _AllObjects:
    """ALL_OBJECTS_DICT as deserialize_keras_object reads its `module_objects` (`in` and `[]`):
    an optimizer imported on first use is imported when its name is looked up."""

    def __contains__(self, name):
        return name in _ALL_OBJECT_NAMES

    def __getitem__(self, name):
        return getattr(_sys.modules[__name__], _ALL_OBJECT_NAMES[name])


def serialize(optimizer):
    """The optimizer's config dict (serialize_keras_object)."""
    from keras.src.saving import serialization_lib

    return serialization_lib.serialize_keras_object(optimizer)


def deserialize(config, custom_objects=None):
    """The optimizer a config dict describes; a built-in class name matches in any case."""
    from keras.src.saving import serialization_lib

    if config["class_name"].lower() in _ALL_OBJECT_NAMES:
        config["class_name"] = config["class_name"].lower()
    return serialization_lib.deserialize_keras_object(config, module_objects=_AllObjects(),
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


_export_lazily(globals(), {
    "Adadelta": "keras.src.optimizers.adadelta",
    "Adafactor": "keras.src.optimizers.adafactor",
    "Adagrad": "keras.src.optimizers.adagrad",
    "Adamax": "keras.src.optimizers.adamax",
    "AdamW": "keras.src.optimizers.adamw",
    "Ftrl": "keras.src.optimizers.ftrl",
    "Lamb": "keras.src.optimizers.lamb",
    "Lion": "keras.src.optimizers.lion",
    "Muon": "keras.src.optimizers.muon",
    "Nadam": "keras.src.optimizers.nadam",
    "RMSprop": "keras.src.optimizers.rmsprop",
    "SGD": "keras.src.optimizers.sgd",
})
