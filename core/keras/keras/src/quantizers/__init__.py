"""keras.quantizers (keras/src/quantizers/__init__.py): the quantizer classes and functions, and
serialize/deserialize/get by the classes' names (as written and in snake_case)."""
import inspect

from keras.src.quantizers.quantizers import (  # noqa: F401
    AbsMaxQuantizer,
    Quantizer,
    abs_max_quantize,
    compute_float8_amax_history,
    compute_float8_scale,
    fake_quant_with_min_max_vars,
    pack_int4,
    quantize_and_dequantize,
    unpack_int4,
)
from keras.src.saving import serialization_lib
from keras.src.utils.naming import to_snake_case

ALL_OBJECTS = {Quantizer, AbsMaxQuantizer}
ALL_OBJECTS_DICT = {cls.__name__: cls for cls in ALL_OBJECTS}
ALL_OBJECTS_DICT.update({to_snake_case(cls.__name__): cls for cls in ALL_OBJECTS})


def serialize(initializer):
    return serialization_lib.serialize_keras_object(initializer)


def deserialize(config, custom_objects=None):
    """The quantizer a config describes."""
    return serialization_lib.deserialize_keras_object(config, module_objects=ALL_OBJECTS_DICT,
                                                      custom_objects=custom_objects)


def get(identifier, **kwargs):
    """None for None; a dict is deserialized, a string looked up among the classes (a class
    found is called with the kwargs dict as its one argument, as Keras does), anything callable
    returned; ValueError otherwise."""
    if identifier is None:
        return None
    if isinstance(identifier, dict):
        obj = deserialize(identifier)
    elif isinstance(identifier, str):
        obj = ALL_OBJECTS_DICT.get(identifier, None)
    else:
        obj = identifier
    if callable(obj):
        if inspect.isclass(obj):
            obj = obj(kwargs)
        return obj
    raise ValueError(f"Could not interpret quantizer identifier: {identifier}")
