"""DTypePolicyMap (keras/src/dtype_policies/dtype_policy_map.py): layer paths (or regexes over
them) mapped to dtype policies, with a default policy for the rest."""
import re
from collections.abc import MutableMapping

from keras.src import dtype_policies
from keras.src.dtype_policies.dtype_policy import DTypePolicy


class DTypePolicyMap(DTypePolicy, MutableMapping):
    """`policy_map[path]` is the exact entry, else the one key that matches `path` as a regex
    (ValueError for several), else `default_policy` (the global policy when None)."""

    def __init__(self, default_policy=None, policy_map=None):
        if isinstance(default_policy, DTypePolicyMap):
            raise ValueError("`default_policy` cannot be a `DTypePolicyMap`.")
        if policy_map is not None and not isinstance(policy_map, dict):
            raise TypeError(f"If specified, `policy_map` must be a dict. Received: policy_map={policy_map} of type "
                            f"{type(policy_map)}")
        self._default_policy_arg = default_policy
        self._default_policy = dtype_policies.get(default_policy)
        self._policy_map = policy_map or dict()

    @property
    def name(self):
        return "map_" + self.default_policy._name

    @property
    def default_policy(self):
        return dtype_policies.get(self._default_policy)

    @property
    def variable_dtype(self):
        return self.default_policy.variable_dtype

    @property
    def compute_dtype(self):
        return self.default_policy.compute_dtype

    @property
    def quantization_mode(self):
        return self.default_policy.quantization_mode

    def __getitem__(self, key):
        if key in self._policy_map:
            return self._policy_map[key]
        matching_keys = [k for k in self._policy_map if re.search(k, key)]
        if len(matching_keys) > 1:
            raise ValueError(f"Path '{key}' matches multiple dtype policy specification keys: {matching_keys}. Please "
                             "make sure each path only matches at most one dtype policy specification key in the "
                             "DTypePolicyMap.")
        if len(matching_keys) == 1:
            return self._policy_map[matching_keys[0]]
        return self.default_policy

    def __setitem__(self, key, policy):
        if key in self._policy_map:
            raise ValueError(f"{key} already exist in the DTypePolicyMap with value {self._policy_map[key]}. Please "
                             "make sure to not use duplicated keys.")
        try:
            policy = dtype_policies.get(policy)
        except Exception:
            raise ValueError("Cannot interpret the assigned value by `keras.dtype_policies.get`. Received: "
                             f"{policy} of type {type(policy)}")
        self._policy_map[key] = policy

    def __delitem__(self, key):
        return self._policy_map.pop(key)

    def __contains__(self, key):
        return key in self._policy_map

    def get_config(self):
        from keras.src.saving import serialization_lib

        policy_map = self._policy_map
        if self._default_policy_arg is None:
            for policy in policy_map.values():
                if isinstance(policy, dtype_policies.QuantizedDTypePolicy):
                    policy._name = None
                    policy._source_name = None
                elif isinstance(policy, DTypePolicy):
                    policy._name = None
        return {"default_policy": self._default_policy_arg,
                "policy_map": serialization_lib.serialize_keras_object(policy_map)}

    @classmethod
    def from_config(cls, config, custom_objects=None):
        from keras.src.saving import serialization_lib

        config = config.copy()
        config["policy_map"] = serialization_lib.deserialize_keras_object(config["policy_map"],
                                                                          custom_objects=custom_objects)
        return cls(**config)

    def __len__(self):
        return len(self._policy_map)

    def __iter__(self):
        return iter(self._policy_map)

    def __repr__(self):
        default_policy = self._default_policy.name if self._default_policy is not None else None
        mapping = [(k, v.name) for k, v in self._policy_map.items()]
        return f"<DTypePolicyMap at {hex(id(self))} default_policy={default_policy}, mapping={mapping}>"
