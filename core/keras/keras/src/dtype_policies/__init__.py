"""Dtype policies (keras/src/dtype_policies/dtype_policy.py): tfplay's Keras supports the plain
policies, where compute and variable dtypes are one float type."""
from keras.src import backend


class DTypePolicy:
    def __init__(self, name=None):
        if name is None:
            name = backend.floatx()
        if not isinstance(name, str):
            raise TypeError(f"'name' must be a string, such as 'mixed_float16'. Received: name={name} (of type {type(name)})")
        if name.startswith("mixed_"):
            raise NotImplementedError(f"tfplay's Keras has no mixed precision yet (dtype policy '{name}')")
        self._name = name
        self._compute_dtype = backend.standardize_dtype(name)
        self._variable_dtype = self._compute_dtype

    @property
    def name(self):
        return self._name

    @property
    def compute_dtype(self):
        return self._compute_dtype

    @property
    def variable_dtype(self):
        return self._variable_dtype

    @property
    def quantization_mode(self):
        return None

    def convert_input(self, x, autocast, dtype):
        """Tensors keep their dtype unless `autocast` turns a float into `dtype`; array-likes
        (NumPy arrays) become tensors first; anything else is returned as is."""
        dtype = backend.standardize_dtype(dtype)
        if backend.is_tensor(x) or backend.is_keras_tensor(x):
            if self._should_cast(x, autocast, dtype):
                from keras.src import ops

                x = ops.cast(x, dtype=dtype)
            return x
        if hasattr(x, "__array__"):
            try:
                x = backend.convert_to_tensor(x)
            except TypeError:
                x = backend.convert_to_tensor(x, dtype=dtype)
            if self._should_cast(x, autocast, dtype):
                x = backend.cast(x, dtype=dtype)
        return x

    def _should_cast(self, x, autocast, dtype):
        x_dtype = backend.standardize_dtype(x.dtype)
        return autocast and backend.is_float_dtype(x_dtype) and x_dtype != dtype

    def __repr__(self):
        return f'<DTypePolicy "{self._name}">'

    def get_config(self):
        return {"name": self.name}

    @classmethod
    def from_config(cls, config):
        return cls(**config)


def serialize(dtype_policy):
    """The policy's config dict: {'module': 'keras', 'class_name': 'DTypePolicy', ...}."""
    from keras.src.saving import serialization_lib

    return serialization_lib.serialize_keras_object(dtype_policy)


def deserialize(config, custom_objects=None):
    from keras.src.saving import serialization_lib

    return serialization_lib.deserialize_keras_object(config, module_objects={"DTypePolicy": DTypePolicy},
                                                      custom_objects=custom_objects)


def get(identifier):
    if identifier is None:
        return DTypePolicy(backend.floatx())
    if isinstance(identifier, DTypePolicy):
        return identifier
    if isinstance(identifier, str):
        return DTypePolicy(identifier)
    if isinstance(identifier, dict):
        return deserialize(identifier)
    if hasattr(identifier, "name"):
        return DTypePolicy(backend.standardize_dtype(identifier))
    raise ValueError(f"Cannot interpret `dtype` argument. Expected a string or an instance of DTypePolicy. Received: dtype={identifier}")
