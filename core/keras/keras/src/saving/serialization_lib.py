"""Keras object (de)serialization (keras/src/saving/serialization_lib.py): an object becomes
`{"module", "class_name", "config", "registered_name"}` (plus "build_config" and
"compile_config" when it has them) and back. A class's "module" is the public Keras module
that exports it ("keras.layers" for Dense, "keras" for Sequential); Keras records those with
its `keras_export` decorator, tfplay finds them by scanning the public modules (`public_name`).
Lambdas serialize with a warning but never deserialize here (tfplay keeps no source text to
rebuild them from)."""
import importlib
import sys
import types
import warnings

from keras.src.backend.common import global_state
from keras.src.saving import object_registration

PLAIN_TYPES = (str, int, float, bool)

BUILTIN_MODULES = frozenset({"activations", "constraints", "initializers", "losses", "metrics", "optimizers",
                             "regularizers"})

# The public modules in the order Keras's export paths name them: a class exported both at the
# top level and in a submodule (keras.Sequential, keras.models.Sequential) is known by the first.
_PUBLIC_MODULES = ("keras", "keras.dtype_policies", "keras.layers", "keras.models", "keras.losses", "keras.metrics",
                   "keras.optimizers", "keras.optimizers.schedules", "keras.initializers", "keras.regularizers",
                   "keras.constraints", "keras.activations", "keras.callbacks", "keras.utils", "keras.random",
                   "keras.quantizers")


def _public_class(module_name, attr):
    """The Keras class the public module `module_name` exports as `attr`, or None (looked up
    one name at a time: the public modules import their classes on first use)."""
    value = getattr(importlib.import_module(module_name), attr, None)
    if isinstance(value, type) and value.__module__.startswith("keras."):
        return value
    return None


def _defining_module(module, name):
    """The module of the class `module` exports as `name`, found through the lazy export
    tables without importing anything (None when the name is not a class)."""
    while True:
        target = getattr(module, "_lazy_exports", {}).get(name)
        if target is None:
            value = vars(module).get(name)
            return value.__module__ if isinstance(value, type) else None
        source, _, attribute = target.partition(":")
        name = attribute or name
        module = sys.modules.get(source)
        if module is None:
            return source


# Loss functions whose keras_export lists "keras.metrics.<name>" before "keras.losses.<name>"
# (keras/src/losses/losses.py): the first path is the one api_export registers.
_METRICS_FIRST_LOSS_FUNCTIONS = frozenset({
    "hinge", "squared_hinge", "categorical_hinge", "mean_squared_error", "mean_absolute_error",
    "mean_absolute_percentage_error", "mean_squared_logarithmic_error", "kl_divergence", "poisson",
    "categorical_crossentropy", "categorical_focal_crossentropy", "sparse_categorical_crossentropy",
    "binary_crossentropy", "binary_focal_crossentropy"})
_FUNCTION_MODULES = ("keras.losses", "keras.metrics", "keras.activations")


def _public_function_name(fn):
    """The name api_export registers for a Keras function: the first path of its keras_export
    ("keras.metrics.mean_squared_error", "keras.activations.relu"), None for other functions.
    Aliases ("mse") are not registered names."""
    attr = fn.__name__
    if attr.startswith("_") or not fn.__module__.startswith("keras.src."):
        return None
    modules = _FUNCTION_MODULES
    if fn.__module__ == "keras.src.losses.losses" and attr in _METRICS_FIRST_LOSS_FUNCTIONS:
        modules = ("keras.metrics", "keras.losses")
    for module_name in modules:
        if getattr(importlib.import_module(module_name), attr, None) is fn:
            return module_name + "." + attr
    return None


def get_name_from_symbol(symbol):
    """The public name of a Keras class ("keras.layers.Dense"): the first of _PUBLIC_MODULES
    that exports it under its own name, else under another (GroupedQueryAttention is
    keras.layers.GroupQueryAttention); a Keras function's first export path; None for anything
    else."""
    if isinstance(symbol, types.FunctionType):
        return _public_function_name(symbol)
    attr = getattr(symbol, "__name__", None) if isinstance(symbol, type) else None
    if not isinstance(attr, str) or attr.startswith("_") or not symbol.__module__.startswith("keras."):
        return None
    for module_name in _PUBLIC_MODULES:
        if _public_class(module_name, attr) is symbol:
            return module_name + "." + attr
    # An alias: only names whose defining module is the class's own can be it.
    for module_name in _PUBLIC_MODULES:
        module = importlib.import_module(module_name)
        for name in sorted(set(vars(module)) | set(getattr(module, "_lazy_exports", ()))):
            if name == attr or name.startswith("_") or _defining_module(module, name) != symbol.__module__:
                continue
            if getattr(module, name, None) is symbol:
                return module_name + "." + name
    return None


def get_symbol_from_name(name):
    """The Keras class a public name ("keras.layers.Dense") names, or the Keras function whose
    registered name it is ("keras.metrics.mean_squared_error", not the alias
    "keras.losses.mean_squared_error" nor "keras.metrics.mse"), or None."""
    module_name, _, attr = name.rpartition(".")
    if module_name not in _PUBLIC_MODULES or attr.startswith("_"):
        return None
    if module_name in _FUNCTION_MODULES:
        value = getattr(importlib.import_module(module_name), attr, None)
        if isinstance(value, types.FunctionType) and _public_function_name(value) == name:
            return value
    return _public_class(module_name, attr)


def serialize_builtin(obj, module):
    """The `serialize` of keras.initializers, keras.regularizers and keras.constraints: Keras's
    serialize_keras_object, so a built-in class gets its public module (`module`, which its
    export path gives) and a user's subclass module None (__main__) and its registered name."""
    del module
    return serialize_keras_object(obj)


class SerializableDict:
    """The constructor arguments Operation.__new__ records as a default config."""

    def __init__(self, **config):
        self.config = config

    def serialize(self):
        return serialize_keras_object(self.config)


class SafeModeScope:
    """Propagates `safe_mode` to nested deserialization calls."""

    def __init__(self, safe_mode=True):
        self.safe_mode = safe_mode

    def __enter__(self):
        self.original_value = in_safe_mode()
        global_state.set_global_attribute("safe_mode_saving", self.safe_mode)

    def __exit__(self, *args, **kwargs):
        global_state.set_global_attribute("safe_mode_saving", self.original_value)


def enable_unsafe_deserialization():
    """Disables safe mode globally (tfplay still cannot rebuild lambdas)."""
    global_state.set_global_attribute("safe_mode_saving", False)


def in_safe_mode():
    return global_state.get_global_attribute("safe_mode_saving")


def serialize_keras_object(obj):
    """The config dict of a Keras object: plain values, lists, tuples and dicts as they are
    (their items serialized), a tensor or NumPy array as "__tensor__"/"__numpy__" with its value
    and dtype, a DType as its name, a function as its registered name, any other object as its
    public module, class name, `get_config()` and registered name (None for Keras's own).
    Raises TypeError for an object without `get_config()`."""
    if obj is None:
        return obj
    if isinstance(obj, PLAIN_TYPES):
        return obj
    if isinstance(obj, (list, tuple)):
        config_arr = [serialize_keras_object(x) for x in obj]
        return tuple(config_arr) if isinstance(obj, tuple) else config_arr
    if isinstance(obj, dict):
        return serialize_dict(obj)
    if isinstance(obj, bytes):
        return {"class_name": "__bytes__", "config": {"value": obj.decode("utf-8")}}
    if isinstance(obj, slice):
        return {"class_name": "__slice__", "config": {"start": serialize_keras_object(obj.start),
                                                      "stop": serialize_keras_object(obj.stop),
                                                      "step": serialize_keras_object(obj.step)}}
    if obj is Ellipsis:
        return {"class_name": "__ellipsis__", "config": {}}
    from keras.src import backend

    if isinstance(obj, backend.KerasTensor):
        history = getattr(obj, "_keras_history", None)
        if history:
            history = list(history)
            history[0] = history[0].name
        return {"class_name": "__keras_tensor__", "config": {"shape": obj.shape, "dtype": obj.dtype,
                                                             "keras_history": history}}
    import numpy as np
    import tensorflow as tf

    if isinstance(obj, tf.TensorShape):
        return obj.as_list() if obj.rank is not None else None
    if backend.is_tensor(obj):
        return {"class_name": "__tensor__", "config": {"value": backend.convert_to_numpy(obj).tolist(),
                                                       "dtype": backend.standardize_dtype(obj.dtype)}}
    if type(obj).__module__ == np.__name__:
        if isinstance(obj, np.ndarray) and obj.ndim > 0:
            return {"class_name": "__numpy__", "config": {"value": obj.tolist(),
                                                          "dtype": backend.standardize_dtype(obj.dtype)}}
        return obj.item()
    if isinstance(obj, tf.DType):
        return obj.name
    if isinstance(obj, types.FunctionType) and obj.__name__ == "<lambda>":
        warnings.warn("The object being serialized includes a `lambda`. This is unsafe. In order to reload the "
                      "object, you will have to pass `safe_mode=False` to the loading function. Please avoid using "
                      "`lambda` in the future, and use named Python functions instead.", stacklevel=2)
        raise NotImplementedError("tfplay cannot serialize a lambda: it keeps no byte code to store")

    inner_config = _get_class_or_fn_config(obj)
    config_with_public_class = serialize_with_public_class(obj.__class__, inner_config)
    if config_with_public_class is not None:
        get_build_and_compile_config(obj, config_with_public_class)
        record_object_after_serialization(obj, config_with_public_class)
        return config_with_public_class

    module = obj.__module__ if isinstance(obj, types.FunctionType) else obj.__class__.__module__
    class_name = obj.__class__.__name__
    if module == "builtins":
        registered_name = None
    elif isinstance(obj, types.FunctionType):
        registered_name = object_registration.get_registered_name(obj)
    else:
        registered_name = object_registration.get_registered_name(obj.__class__)
    config = {"module": module, "class_name": class_name, "config": inner_config, "registered_name": registered_name}
    get_build_and_compile_config(obj, config)
    record_object_after_serialization(obj, config)
    return config


def record_object_after_serialization(obj, config):
    """Keras's bookkeeping after serializing `obj`: an object of the main script gets module
    None. (Keras also marks objects serialized twice inside a model save's sharing scope; a
    tfplay model file keeps no config text a program could read, so that part is left out.)"""
    if config["module"] == "__main__":
        config["module"] = None


def get_build_and_compile_config(obj, config):
    if hasattr(obj, "get_build_config"):
        build_config = obj.get_build_config()
        if build_config is not None:
            config["build_config"] = serialize_dict(build_config)
    if hasattr(obj, "get_compile_config"):
        compile_config = obj.get_compile_config()
        if compile_config is not None:
            config["compile_config"] = serialize_dict(compile_config)


def serialize_with_public_class(cls, inner_config=None):
    """The config of a class Keras exports (its public module) or one registered with
    `register_keras_serializable`; None for any other class."""
    keras_api_name = get_name_from_symbol(cls)
    if keras_api_name is None:
        # Keras's get_registered_name falls back to the class's __name__, so every class gets a
        # config here; a function's class is `function` (module "builtins", registered name
        # "function"), its own registered name being the inner config.
        registered_name = object_registration.get_registered_name(cls)
        if registered_name is None:
            return None
        return {"module": cls.__module__, "class_name": cls.__name__, "config": inner_config,
                "registered_name": registered_name}
    parts = keras_api_name.split(".")
    return {"module": ".".join(parts[:-1]), "class_name": parts[-1], "config": inner_config, "registered_name": None}


def serialize_with_public_fn(fn, config, fn_module_name=None):
    if fn_module_name:
        return {"module": fn_module_name, "class_name": "function", "config": config, "registered_name": config}
    keras_api_name = get_name_from_symbol(fn)
    if keras_api_name:
        parts = keras_api_name.split(".")
        return {"module": ".".join(parts[:-1]), "class_name": "function", "config": config, "registered_name": config}
    registered_name = object_registration.get_registered_name(fn)
    if fn not in object_registration.GLOBAL_CUSTOM_NAMES and not fn.__module__ == "builtins":
        return {"module": fn.__module__, "class_name": "function", "config": config, "registered_name": config}
    return {"module": fn.__module__, "class_name": "function", "config": config, "registered_name": registered_name}


def _get_class_or_fn_config(obj):
    if isinstance(obj, types.FunctionType):
        return object_registration.get_registered_name(obj)
    if hasattr(obj, "get_config"):
        config = obj.get_config()
        if not isinstance(config, dict):
            raise TypeError(f"The `get_config()` method of {obj} should return a dict. It returned: {config}")
        return serialize_dict(config)
    elif hasattr(obj, "__name__"):
        return object_registration.get_registered_name(obj)
    raise TypeError(f"Cannot serialize object {obj} of type {type(obj)}. To be serializable, a class must implement "
                    "the `get_config()` method.")


def serialize_dict(obj):
    return {key: serialize_keras_object(value) for key, value in obj.items()}


def deserialize_keras_object(config, custom_objects=None, safe_mode=True, **kwargs):
    """The object a config dict describes (serialize_keras_object's inverse): the class is found
    through `custom_objects`, the registered objects, or its public Keras module, then built with
    `from_config(config["config"])` (and built/compiled from "build_config"/"compile_config").
    `module_objects` (a keyword) maps plain names to objects, as the modules' `deserialize` pass
    it. Raises TypeError "Could not locate class ..." for an unknown class."""
    safe_scope_arg = in_safe_mode()
    safe_mode = safe_scope_arg if safe_scope_arg is not None else safe_mode

    module_objects = kwargs.pop("module_objects", None)
    custom_objects = custom_objects or {}
    tlco = global_state.get_global_attribute("custom_objects_scope_dict", {})
    gco = object_registration.GLOBAL_CUSTOM_OBJECTS
    custom_objects = {**custom_objects, **tlco, **gco}

    if config is None:
        return None
    if isinstance(config, str) and custom_objects and custom_objects.get(config) is not None:
        return custom_objects[config]
    if isinstance(config, (list, tuple)):
        return [deserialize_keras_object(x, custom_objects=custom_objects, safe_mode=safe_mode) for x in config]

    if module_objects is not None:
        inner_config, fn_module_name, has_custom_object = None, None, False
        if isinstance(config, dict):
            if "config" in config:
                inner_config = config["config"]
            if "class_name" not in config:
                raise ValueError(f"Unknown `config` as a `dict`, config={config}")
            if custom_objects and (config["class_name"] in custom_objects
                                   or config.get("registered_name") in custom_objects
                                   or (isinstance(inner_config, str) and inner_config in custom_objects)):
                has_custom_object = True
            elif config["class_name"] == "function":
                fn_module_name = config["module"]
                if fn_module_name == "builtins":
                    config = config["config"]
                else:
                    config = config["registered_name"]
            else:
                if config.get("module", "_") is None:
                    raise TypeError(f"Cannot deserialize object of type `{config['class_name']}`. If "
                                    f"`{config['class_name']}` is a custom class, please register it using the "
                                    "`@keras.saving.register_keras_serializable()` decorator.")
                config = config["class_name"]
        if not has_custom_object:
            if config not in module_objects:
                return config
            if isinstance(module_objects[config], types.FunctionType):
                return deserialize_keras_object(serialize_with_public_fn(module_objects[config], config, fn_module_name),
                                                custom_objects=custom_objects)
            return deserialize_keras_object(serialize_with_public_class(module_objects[config], inner_config=inner_config),
                                            custom_objects=custom_objects)

    if isinstance(config, PLAIN_TYPES):
        return config
    if not isinstance(config, dict):
        raise TypeError(f"Could not parse config: {config}")
    if "class_name" not in config or "config" not in config:
        return {key: deserialize_keras_object(value, custom_objects=custom_objects, safe_mode=safe_mode)
                for key, value in config.items()}

    class_name = config["class_name"]
    inner_config = config["config"] or {}
    custom_objects = custom_objects or {}

    if class_name == "__tensor__":
        from keras.src import backend

        return backend.convert_to_tensor(inner_config["value"], dtype=inner_config["dtype"])
    if class_name == "__numpy__":
        import numpy as np

        return np.array(inner_config["value"], dtype=inner_config["dtype"])
    if class_name == "__bytes__":
        return inner_config["value"].encode("utf-8")
    if class_name == "__ellipsis__":
        return Ellipsis
    if class_name == "__slice__":
        return slice(deserialize_keras_object(inner_config["start"], custom_objects=custom_objects, safe_mode=safe_mode),
                     deserialize_keras_object(inner_config["stop"], custom_objects=custom_objects, safe_mode=safe_mode),
                     deserialize_keras_object(inner_config["step"], custom_objects=custom_objects, safe_mode=safe_mode))
    if class_name == "__lambda__":
        if safe_mode:
            raise ValueError("Requested the deserialization of a Python lambda. This carries a potential risk of "
                             "arbitrary code execution and thus it is disallowed by default. If you trust the source "
                             "of the artifact, you can override this error by passing `safe_mode=False` to the "
                             "loading function, or calling `keras.config.enable_unsafe_deserialization().")
        raise NotImplementedError("tfplay cannot deserialize a lambda: it keeps no byte code to rebuild it from")
    if class_name == "__keras_tensor__":
        from keras.src import backend

        obj = backend.KerasTensor(inner_config["shape"], dtype=inner_config["dtype"])
        obj._pre_serialization_keras_history = inner_config["keras_history"]
        return obj

    module = config.get("module", None)
    registered_name = config.get("registered_name", class_name)

    if class_name == "function":
        return _retrieve_class_or_fn(inner_config, registered_name, module, obj_type="function", full_config=config,
                                     custom_objects=custom_objects)

    cls = _retrieve_class_or_fn(class_name, registered_name, module, obj_type="class", full_config=config,
                                custom_objects=custom_objects)
    if isinstance(cls, types.FunctionType):
        return cls
    if not hasattr(cls, "from_config"):
        raise TypeError(f"Unable to reconstruct an instance of '{class_name}' because the class is missing a "
                        f"`from_config()` method. Full object config: {config}")

    with object_registration.CustomObjectScope(custom_objects), SafeModeScope(safe_mode):
        try:
            instance = cls.from_config(inner_config)
        except TypeError as e:
            raise TypeError(f"{cls} could not be deserialized properly. Please ensure that components that are Python "
                            "object instances (layers, models, etc.) returned by `get_config()` are explicitly "
                            f"deserialized in the model's `from_config()` method.\n\nconfig={config}.\n\n"
                            f"Exception encountered: {e}")
        build_config = config.get("build_config", None)
        if build_config and not instance.built:
            instance.build_from_config(build_config)
            instance.built = True
        compile_config = config.get("compile_config", None)
        if compile_config:
            instance.compile_from_config(compile_config)
            instance.compiled = True
    return instance


def _retrieve_class_or_fn(name, registered_name, module, obj_type, full_config, custom_objects=None):
    if obj_type == "function":
        custom_obj = object_registration.get_registered_object(name, custom_objects=custom_objects)
    else:
        custom_obj = object_registration.get_registered_object(registered_name, custom_objects=custom_objects)
    if custom_obj is not None:
        return custom_obj

    if module:
        if module == "keras" or module.startswith("keras."):
            obj = get_symbol_from_name(module + "." + name)
            if obj is not None:
                return obj
        if obj_type == "function" and module == "builtins":
            for mod in BUILTIN_MODULES:
                obj = getattr(importlib.import_module("keras." + mod), name, None)
                if obj is not None:
                    return obj
            if ">" not in name:
                separated_name = ">" + name
                for custom_name, custom_object in custom_objects.items():
                    if custom_name.endswith(separated_name):
                        return custom_object
        package = module.split(".", maxsplit=1)[0]
        if package in {"keras", "keras_hub", "keras_cv", "keras_nlp"}:
            try:
                mod = importlib.import_module(module)
            except ModuleNotFoundError:
                raise TypeError(f"Could not deserialize {obj_type} '{name}' because its parent module {module} cannot "
                                f"be imported. Full object config: {full_config}")
            obj = vars(mod).get(name, None)
            if isinstance(obj, type) and hasattr(obj, "get_config"):
                return obj
            raise ValueError(f"Could not deserialize '{module}.{name}' because it is not a KerasSaveable subclass")

    raise TypeError(f"Could not locate {obj_type} '{name}'. Make sure custom classes are decorated with "
                    f"`@keras.saving.register_keras_serializable()`. Full object config: {full_config}")
