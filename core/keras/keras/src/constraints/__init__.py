"""keras.constraints (keras/src/constraints/__init__.py): the constraint classes, their
snake_case aliases and get/serialize/deserialize."""
from keras.src.constraints.constraints import Constraint, MaxNorm, MinMaxNorm, NonNeg, UnitNorm  # noqa: F401
from keras.src.saving.serialization_lib import deserialize_keras_object, serialize_builtin

max_norm = MaxNorm
non_neg = NonNeg
unit_norm = UnitNorm
min_max_norm = MinMaxNorm
ALL_OBJECTS_DICT = {"Constraint": Constraint, "MaxNorm": MaxNorm, "NonNeg": NonNeg, "UnitNorm": UnitNorm,
                    "MinMaxNorm": MinMaxNorm, "max_norm": MaxNorm, "non_neg": NonNeg, "unit_norm": UnitNorm,
                    "min_max_norm": MinMaxNorm}


def get(identifier):
    if identifier is None:
        return None
    if isinstance(identifier, dict):
        obj = deserialize(identifier)
        if callable(obj):
            return obj() if isinstance(obj, type) else obj
    elif isinstance(identifier, str):
        cls = ALL_OBJECTS_DICT.get(identifier)
        if cls is not None:
            return cls()
    elif callable(identifier):
        if isinstance(identifier, type):
            return identifier()
        return identifier
    raise ValueError(f"Could not interpret constraint identifier: {identifier}")


def serialize(constraint):
    return serialize_builtin(constraint, "keras.constraints")


def deserialize(config, custom_objects=None):
    """The constraint a config names: a built-in by its name, a registered or `custom_objects`
    class by its registered name (serialization_lib.deserialize_keras_object with
    module_objects=ALL_OBJECTS_DICT, as Keras's)."""
    return deserialize_keras_object(config, module_objects=ALL_OBJECTS_DICT, custom_objects=custom_objects)
