"""Dtype policies (keras/src/dtype_policies/__init__.py): `get`, `serialize`, `deserialize`
over the policy classes of dtype_policy.py and dtype_policy_map.py."""
from keras.src import backend
from keras.src.dtype_policies import dtype_policy
from keras.src.dtype_policies.dtype_policy import (
    QUANTIZATION_MODES,
    DTypePolicy,
    FloatDTypePolicy,
    QuantizedDTypePolicy,
    QuantizedFloat8DTypePolicy,
)
from keras.src.dtype_policies.dtype_policy_map import DTypePolicyMap

ALL_OBJECTS = {DTypePolicy, FloatDTypePolicy, QuantizedDTypePolicy, QuantizedFloat8DTypePolicy, DTypePolicyMap}
ALL_OBJECTS_DICT = {cls.__name__: cls for cls in ALL_OBJECTS}


def serialize(dtype_policy):
    """The policy's config dict: {'module': 'keras', 'class_name': 'DTypePolicy', ...}."""
    from keras.src.saving import serialization_lib

    return serialization_lib.serialize_keras_object(dtype_policy)


def deserialize(config, custom_objects=None):
    """The policy a serialized config describes."""
    from keras.src.saving import serialization_lib

    return serialization_lib.deserialize_keras_object(config, module_objects=ALL_OBJECTS_DICT,
                                                      custom_objects=custom_objects)


def get(identifier):
    """A DTypePolicy from None (the global policy), a policy, its config dict, its name
    (quantized names such as "int8_from_float32" included) or a dtype. Raises ValueError for
    anything else."""
    from keras.src.dtype_policies.dtype_policy import _get_quantized_dtype_policy_by_str

    if identifier is None:
        return dtype_policy.dtype_policy()
    if isinstance(identifier, DTypePolicy):
        return identifier
    if isinstance(identifier, dict):
        return deserialize(identifier)
    if isinstance(identifier, str):
        if identifier.startswith(QUANTIZATION_MODES):
            return _get_quantized_dtype_policy_by_str(identifier)
        return DTypePolicy(identifier)
    try:
        return DTypePolicy(backend.standardize_dtype(identifier))
    except Exception:
        raise ValueError("Cannot interpret `dtype` argument. Expected a string or an instance of DTypePolicy. "
                         f"Received: dtype={identifier}")
