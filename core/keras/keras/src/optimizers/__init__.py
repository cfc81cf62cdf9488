"""keras.optimizers: SGD, Adam, AdamW, RMSprop, schedules, and `get`."""
from keras.src.optimizers import schedules
from keras.src.optimizers.adam import Adam
from keras.src.optimizers.adamw import AdamW
from keras.src.optimizers.base_optimizer import Optimizer
from keras.src.optimizers.rmsprop import RMSprop
from keras.src.optimizers.sgd import SGD

ALL_OBJECTS = [Optimizer, Adam, SGD, RMSprop, AdamW]
ALL_OBJECTS_DICT = {cls.__name__.lower(): cls for cls in ALL_OBJECTS}
_UNSUPPORTED = ("adadelta", "adagrad", "adamax", "adafactor", "nadam", "ftrl", "lion")


def get(identifier):
    if identifier is None:
        return None
    if isinstance(identifier, dict):
        identifier, config = identifier.get("class_name"), identifier.get("config", {})
    else:
        config = {}
    if isinstance(identifier, str):
        cls = ALL_OBJECTS_DICT.get(identifier.lower())
        if cls is None:
            if identifier.lower() in _UNSUPPORTED:
                raise NotImplementedError(f"tfplay's Keras has no {identifier} optimizer yet")
            raise TypeError(
                f"Could not locate class '{identifier}'. Make sure custom classes are decorated with "
                "`@keras.saving.register_keras_serializable()`. Full object config: "
                f"{{'class_name': '{identifier}', 'config': {config}}}"
            )
        obj = cls(**config)
    else:
        obj = identifier
    if isinstance(obj, Optimizer):
        return obj
    raise ValueError(f"Could not interpret optimizer identifier: {identifier}")
