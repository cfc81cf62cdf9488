"""Dtype policies (keras/src/dtype_policies/dtype_policy.py): a layer's compute dtype and
variable dtype. "mixed_float16" / "mixed_bfloat16" compute in float16 / bfloat16 with float32
variables; any float dtype name gives one dtype for both. Quantized policies ("int8_from_...")
are named but tfplay has no quantized kernels."""
from keras.src import backend
from keras.src.backend.common import global_state

QUANTIZATION_MODES = ("int8", "float8", "int4")


class DTypePolicy:
    """A dtype policy for a layer: `name` (None for the global policy) determines
    `compute_dtype` and `variable_dtype`. Raises TypeError for a non-string name and
    ValueError for a name that is neither a mixed policy nor a dtype."""

    def __init__(self, name=None):
        if name is None:
            name = dtype_policy().name
        self._name = name
        self._compute_dtype, self._variable_dtype = self._parse_name(name)
        self._quantization_mode = None

    def _parse_name(self, name):
        if not isinstance(name, str):
            raise TypeError(f"'name' must be a string, such as 'mixed_float16'. Received: name={name} (of type "
                            f"{type(name)})")
        if name == "mixed_float16":
            return "float16", "float32"
        if name == "mixed_bfloat16":
            return "bfloat16", "float32"
        try:
            dtype = backend.standardize_dtype(name)
            return dtype, dtype
        except ValueError:
            raise ValueError(f"Cannot convert '{name}' to a mixed precision DTypePolicy. Valid policies include "
                             "'mixed_float16', 'mixed_bfloat16', and the name of any float dtype such as 'float32'.")

    @property
    def variable_dtype(self):
        return self._variable_dtype

    @property
    def compute_dtype(self):
        return self._compute_dtype

    @property
    def name(self):
        return self._name

    @property
    def quantization_mode(self):
        return self._quantization_mode

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

    def get_config(self):
        return {"name": self.name}

    @classmethod
    def from_config(cls, config):
        return cls(**config)

    def __repr__(self):
        class_name = self.__class__.__name__
        if class_name == "FloatDTypePolicy":
            class_name = "DTypePolicy"
        return f'<{class_name} "{self._name}">'

    def __eq__(self, other):
        if self.__class__ in (DTypePolicy, FloatDTypePolicy):
            if type(other) not in (DTypePolicy, FloatDTypePolicy):
                return False
        elif type(other) is not self.__class__:
            return False
        return self._name == other._name

    def _should_cast(self, x, autocast, dtype):
        x_dtype = backend.standardize_dtype(x.dtype)
        return bool(autocast and backend.is_float_dtype(x_dtype) and x_dtype != dtype)


class FloatDTypePolicy(DTypePolicy):
    """An alias of DTypePolicy (its repr says DTypePolicy)."""


class QuantizedDTypePolicy(DTypePolicy):
    """A quantized policy "<mode>_from_<source_name>"; tfplay's layers have no quantized
    kernels, so a layer given one raises NotImplementedError where it gets it (layers/layer.py
    _check_policy_supported)."""

    def __init__(self, mode, source_name=None):
        if source_name is None:
            source_name = dtype_policy().name
        name = f"{mode}_from_{source_name}"
        self._compute_dtype, self._variable_dtype = self._parse_name(source_name)
        self._check_quantization_mode(mode, self._compute_dtype)
        self._name = name
        self._source_name = source_name
        self._quantization_mode = mode

    def __eq__(self, other):
        if super().__eq__(other) is False:
            return False
        return self._quantization_mode == other._quantization_mode and self._source_name == other._source_name

    def get_config(self):
        return {"mode": self._quantization_mode, "source_name": self._source_name}

    def _check_quantization_mode(self, mode, compute_dtype):
        if mode not in QUANTIZATION_MODES:
            raise ValueError(f"Invalid quantization mode. Expected one of {QUANTIZATION_MODES}. Received: mode={mode}")
        if compute_dtype == "float16" and mode == "int8":
            raise ValueError(f"Quantization mode='{mode}' doesn't work well with compute_dtype='float16'.")


class QuantizedFloat8DTypePolicy(QuantizedDTypePolicy):
    default_amax_history_length = 1024

    def __init__(self, mode, source_name=None, amax_history_length=1024):
        super().__init__(mode=mode, source_name=source_name)
        if not isinstance(amax_history_length, int):
            raise TypeError(f"`amax_history_length` must be an integer. Received: amax_history_length="
                            f"{amax_history_length}")
        self._amax_history_length = amax_history_length

    @property
    def amax_history_length(self):
        return self._amax_history_length

    def __eq__(self, other):
        if super().__eq__(other) is False:
            return False
        return self._amax_history_length == other._amax_history_length

    def get_config(self):
        config = super().get_config()
        config.update({"amax_history_length": self.amax_history_length})
        return config


def set_dtype_policy(policy):
    """Sets the global dtype policy (keras.config.set_dtype_policy,
    keras.mixed_precision.set_global_policy): a policy or its name. Raises ValueError for
    anything else."""
    if not isinstance(policy, DTypePolicy):
        if isinstance(policy, str):
            if policy.startswith(QUANTIZATION_MODES):
                policy = _get_quantized_dtype_policy_by_str(policy)
            else:
                policy = DTypePolicy(policy)
        else:
            raise ValueError("Invalid `policy` argument. Expected the string name of a policy (such as "
                             f"'mixed_float16') or a `DTypePolicy` instance. Received: policy={policy} "
                             f"(of type {type(policy)})")
    global_state.set_global_attribute("dtype_policy", policy)


def dtype_policy():
    """The global dtype policy (DTypePolicy(floatx()) until one is set)."""
    policy = global_state.get_global_attribute("dtype_policy", None)
    if policy is None:
        policy = DTypePolicy(backend.floatx())
        set_dtype_policy(policy)
    return policy


def _get_quantized_dtype_policy_by_str(policy):
    if not isinstance(policy, str):
        raise TypeError(f"`policy` must be a string. Received: policy={policy}")
    if not policy.startswith(QUANTIZATION_MODES):
        raise ValueError("`policy` is incompatible with the current supported quantization.")
    split_name = policy.split("_from_")
    if len(split_name) != 2:
        raise ValueError("Cannot convert `policy` into a valid pair (`mode`, `source_name`) to instantiate "
                         f"`QuantizedDTypePolicy`. Received: policy={policy}")
    mode, source_name = split_name
    if policy.startswith("int8") or policy.startswith("int4"):
        return QuantizedDTypePolicy(mode, source_name)
    if policy.startswith("float8"):
        return QuantizedFloat8DTypePolicy(mode, source_name)
    raise NotImplementedError
