"""keras.activations: the functions and `get` (a name, a callable or None for linear)."""
from keras.src.activations.activations import (
    elu,
    exponential,
    gelu,
    hard_sigmoid,
    hard_silu,
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
    tanh,
)

ALL_OBJECTS = [relu, leaky_relu, relu6, softmax, elu, selu, softplus, softsign, silu, gelu, tanh, sigmoid,
               exponential, hard_sigmoid, hard_silu, linear, mish, log_softmax, log_sigmoid]
ALL_OBJECTS_DICT = {fn.__name__: fn for fn in ALL_OBJECTS}
ALL_OBJECTS_DICT["swish"] = silu
ALL_OBJECTS_DICT["hard_swish"] = hard_silu
swish = silu
hard_swish = hard_silu


def serialize(activation):
    return getattr(activation, "__name__", str(activation))


def deserialize(config, custom_objects=None):
    if isinstance(config, str) and config in ALL_OBJECTS_DICT:
        return ALL_OBJECTS_DICT[config]
    raise ValueError(f"Could not interpret activation function identifier: {config}")


def get(identifier):
    if identifier is None:
        return linear
    if isinstance(identifier, str):
        obj = ALL_OBJECTS_DICT.get(identifier, None)
    else:
        obj = identifier
    if callable(obj):
        return obj
    raise ValueError(f"Could not interpret activation function identifier: {identifier}")
