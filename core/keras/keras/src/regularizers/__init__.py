"""keras.regularizers (keras/src/regularizers/__init__.py): the regularizer classes, their
lower-case aliases (`l1_l2` is the L1L2 class itself, with l1 = l2 = 0 by default) and
get/serialize/deserialize."""
from keras.src.regularizers.regularizers import (  # noqa: F401
    L1, L1L2, L2, OrthogonalRegularizer, Regularizer)
from keras.src.saving.serialization_lib import deserialize_keras_object, serialize_builtin

l1 = L1
l2 = L2
l1_l2 = L1L2
orthogonal_regularizer = OrthogonalRegularizer
# Each class by its name and by to_snake_case of it ("l1l2", "orthogonal_regularizer").
ALL_OBJECTS_DICT = {"Regularizer": Regularizer, "L1": L1, "L2": L2, "L1L2": L1L2, "OrthogonalRegularizer": OrthogonalRegularizer,
                    "regularizer": Regularizer, "l1": L1, "l2": L2, "l1l2": L1L2,
                    "orthogonal_regularizer": OrthogonalRegularizer}


def get(identifier):
    if identifier is None:
        return None
    if isinstance(identifier, dict):
        obj = deserialize(identifier)
    elif isinstance(identifier, str):
        obj = ALL_OBJECTS_DICT.get(identifier, None)
    else:
        obj = identifier
    if callable(obj):
        if isinstance(obj, type):
            obj = obj()
        return obj
    raise ValueError(f"Could not interpret regularizer identifier: {identifier}")


def serialize(regularizer):
    return serialize_builtin(regularizer, "keras.regularizers")


def deserialize(config, custom_objects=None):
    """The regularizer a config names: a built-in by its name, a registered or `custom_objects`
    class by its registered name (serialization_lib.deserialize_keras_object with
    module_objects=ALL_OBJECTS_DICT, as Keras's)."""
    return deserialize_keras_object(config, module_objects=ALL_OBJECTS_DICT, custom_objects=custom_objects)
