"""keras.activations: the functions and `get` (a name, a callable or None for linear)."""
import types

from keras.src.activations.activations import (
    celu,
    elu,
    exponential,
    gelu,
    glu,
    hard_shrink,
    hard_sigmoid,
    hard_silu,
    hard_tanh,
    leaky_relu,
    linear,
    log_sigmoid,
    log_softmax,
    mish,
    relu,
    relu6,
    selu,
    sigmoid,
    silu,
    softmax,
    softplus,
    softsign,
    soft_shrink,
    sparse_plus,
    sparse_sigmoid,
    sparsemax,
    squareplus,
    tanh,
    tanh_shrink,
    threshold,
)

ALL_OBJECTS = [relu, leaky_relu, relu6, softmax, celu, elu, selu, softplus, softsign, squareplus, soft_shrink,
               sparse_plus, silu, gelu, glu, tanh, tanh_shrink, threshold, sigmoid, sparse_sigmoid, exponential,
               hard_sigmoid, hard_silu, hard_tanh, hard_shrink, linear, mish, log_softmax, log_sigmoid, sparsemax]
ALL_OBJECTS_DICT = {fn.__name__: fn for fn in ALL_OBJECTS}
ALL_OBJECTS_DICT["swish"] = silu
ALL_OBJECTS_DICT["hard_swish"] = hard_silu
swish = silu
hard_swish = hard_silu


def serialize(activation):
    """The config of an activation (activations/__init__.py): a built-in's name ("relu"), else
    serialize_keras_object's dict, whose "config" is the registered name of a custom function
    ("my_package>custom_fn"). Raises ValueError when the function cannot be named."""
    from keras.src.saving import object_registration
    from keras.src.saving import serialization_lib

    fn_config = serialization_lib.serialize_keras_object(activation)
    if "config" not in fn_config:
        raise ValueError(
            f"Unknown activation function '{activation}' cannot be "
            "serialized due to invalid function name. Make sure to use "
            "an activation name that matches the references defined in "
            "activations.py or use "
            "`@keras.saving.register_keras_serializable()`"
            "to register any custom activations. "
            f"config={fn_config}"
        )
    if not isinstance(activation, types.FunctionType):
        # An activation object (a class with get_config).
        return fn_config
    if isinstance(fn_config["config"], str) and fn_config["config"] not in globals():
        # A custom function: the dict, so that loading finds it by its registered name.
        fn_config["config"] = object_registration.get_registered_name(activation)
        return fn_config
    return fn_config["config"]


def deserialize(config, custom_objects=None):
    """The activation a config names (serialize's inverse), looked up among the built-ins,
    `custom_objects` and the registered objects."""
    from keras.src.saving import serialization_lib

    return serialization_lib.deserialize_keras_object(config, module_objects=ALL_OBJECTS_DICT,
                                                      custom_objects=custom_objects)


def get(identifier):
    """The activation for `identifier`: linear for None, a config dict deserialized, a built-in's
    name looked up, a callable as it is. Raises ValueError for anything else."""
    if identifier is None:
        return linear
    if isinstance(identifier, dict):
        from keras.src.saving import serialization_lib

        obj = serialization_lib.deserialize_keras_object(identifier)
    elif isinstance(identifier, str):
        obj = ALL_OBJECTS_DICT.get(identifier, None)
    else:
        obj = identifier
    if callable(obj):
        return obj
    raise ValueError(f"Could not interpret activation function identifier: {identifier}")
