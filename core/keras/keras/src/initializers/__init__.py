"""keras.initializers (keras/src/initializers/__init__.py): classes, snake_case aliases and
`get`, which builds a new instance for a name (drawing a fresh seed if it is random)."""
from keras.src.initializers.constant_initializers import STFT, Constant, Identity, Ones, Zeros
from keras.src.initializers.initializer import Initializer
from keras.src.initializers.random_initializers import (
    GlorotNormal,
    GlorotUniform,
    HeNormal,
    HeUniform,
    LecunNormal,
    LecunUniform,
    Orthogonal,
    RandomInitializer,
    RandomNormal,
    RandomUniform,
    TruncatedNormal,
    VarianceScaling,
)
from keras.src.saving.serialization_lib import deserialize_keras_object, serialize_builtin
from keras.src.utils.naming import to_snake_case

STFTInitializer = stft = STFT

ALL_OBJECTS = [
    Initializer, Constant, Identity, Ones, Zeros, GlorotNormal, GlorotUniform, HeNormal, HeUniform,
    LecunNormal, LecunUniform, Orthogonal, RandomNormal, TruncatedNormal, RandomUniform, VarianceScaling,
]
ALL_OBJECTS_DICT = {cls.__name__: cls for cls in ALL_OBJECTS}
ALL_OBJECTS_DICT.update({to_snake_case(cls.__name__): cls for cls in ALL_OBJECTS})
ALL_OBJECTS_DICT.update({"normal": RandomNormal, "one": Ones, "uniform": RandomUniform, "zero": Zeros,
                         "IdentityInitializer": Identity,
                         "OrthogonalInitializer": Orthogonal})

constant = Constant
zeros = Zeros
ones = Ones
identity = Identity
IdentityInitializer = Identity
glorot_normal = GlorotNormal
glorot_uniform = GlorotUniform
he_normal = HeNormal
he_uniform = HeUniform
lecun_normal = LecunNormal
lecun_uniform = LecunUniform
orthogonal = Orthogonal
OrthogonalInitializer = Orthogonal
random_normal = RandomNormal
random_uniform = RandomUniform
truncated_normal = TruncatedNormal
variance_scaling = VarianceScaling


def get(identifier):
    if identifier is None:
        return None
    if isinstance(identifier, dict):
        obj = deserialize(identifier)
        if not callable(obj):
            raise ValueError(f"Could not interpret initializer identifier: {identifier}")
        return obj() if isinstance(obj, type) else obj
    if isinstance(identifier, str):
        cls = ALL_OBJECTS_DICT.get(identifier)
        if cls is None:
            raise ValueError(f"Could not interpret initializer identifier: {identifier}")
        return cls()
    if hasattr(identifier, "shape") and hasattr(identifier, "dtype"):
        from keras.src import backend, ops

        def initialize_fn(shape, dtype=None):
            dtype = backend.standardize_dtype(dtype)
            if backend.standardize_shape(shape) != backend.standardize_shape(identifier.shape):
                raise ValueError(
                    f"Expected `shape` to be {identifier.shape} for direct tensor as initializer. "
                    f"Received shape={shape}"
                )
            return ops.cast(identifier, dtype)

        return initialize_fn
    if callable(identifier):
        if isinstance(identifier, type):
            return identifier()
        return identifier
    raise ValueError(f"Could not interpret initializer identifier: {identifier}")


def serialize(initializer):
    return serialize_builtin(initializer, "keras.initializers")


def deserialize(config, custom_objects=None):
    """The initializer a config names: a built-in by its name, a registered or `custom_objects`
    class by its registered name (serialization_lib.deserialize_keras_object with
    module_objects=ALL_OBJECTS_DICT, as Keras's)."""
    return deserialize_keras_object(config, module_objects=ALL_OBJECTS_DICT, custom_objects=custom_objects)
