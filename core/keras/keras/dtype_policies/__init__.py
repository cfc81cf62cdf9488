"""keras.dtype_policies."""
from keras.src.dtype_policies import deserialize, get, serialize  # noqa: F401
from keras.src.dtype_policies.dtype_policy import (  # noqa: F401
    DTypePolicy,
    FloatDTypePolicy,
    QuantizedDTypePolicy,
    QuantizedFloat8DTypePolicy,
)
from keras.src.dtype_policies.dtype_policy_map import DTypePolicyMap  # noqa: F401
