"""keras.optimizers: the optimizers, schedules, and `get`."""
from keras.src.optimizers import schedules
from keras.src.optimizers.adadelta import Adadelta
from keras.src.optimizers.adafactor import Adafactor
from keras.src.optimizers.adagrad import Adagrad
from keras.src.optimizers.adam import Adam
from keras.src.optimizers.adamax import Adamax
from keras.src.optimizers.adamw import AdamW
from keras.src.optimizers.base_optimizer import Optimizer
from keras.src.optimizers.ftrl import Ftrl
from keras.src.optimizers.lamb import Lamb
from keras.src.optimizers.lion import Lion
from keras.src.optimizers.loss_scale_optimizer import LossScaleOptimizer
from keras.src.optimizers.nadam import Nadam
from keras.src.optimizers.rmsprop import RMSprop
from keras.src.optimizers.sgd import SGD

# Keras's list: Lamb and Muon have no string name.
ALL_OBJECTS = [Optimizer, Adam, SGD, RMSprop, Adadelta, AdamW, Adagrad, Adamax, Adafactor, Nadam, Ftrl, Lion,
               LossScaleOptimizer]
ALL_OBJECTS_DICT = {cls.__name__.lower(): cls for cls in ALL_OBJECTS}


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
