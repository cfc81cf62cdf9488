"""The legacy (Keras 2 style) serialization that legacy HDF5 files use
(keras/src/legacy/saving/serialization.py): objects as {"class_name", "config"} without a
module, functions by their registered name, and classes found again by name among the
custom objects and a module's objects."""
import inspect

from keras.src.backend.common import global_state
from keras.src.saving import object_registration


def serialize_keras_object(instance):
    """{"class_name": registered name, "config": get_config()} for an object with get_config
    (its config's non-string items serialized the same way where they can be), the registered
    name of a function or class; ValueError for anything else."""
    if instance is None:
        return None
    if hasattr(instance, "get_config"):
        config = instance.get_config()
        serialization_config = {}
        for key, item in config.items():
            if isinstance(item, str):
                serialization_config[key] = item
                continue
            try:
                serialized_item = serialize_keras_object(item)
                if isinstance(serialized_item, dict) and not isinstance(item, dict):
                    serialized_item["__passive_serialization__"] = True
                serialization_config[key] = serialized_item
            except ValueError:
                serialization_config[key] = item
        name = object_registration.get_registered_name(instance.__class__)
        return {"class_name": name, "config": serialization_config}
    if hasattr(instance, "__name__"):
        return object_registration.get_registered_name(instance)
    raise ValueError(f"Cannot serialize {instance} because it doesn't implement `get_config()`.")


def class_and_config_for_serialized_keras_object(config, module_objects=None, custom_objects=None,
                                                 printable_module_name="object"):
    """(class, config) of a legacy config dict: the class by name among the custom objects and
    `module_objects`; ValueError "Unknown <what>: '<name>'" when neither has it."""
    if not isinstance(config, dict) or "class_name" not in config or "config" not in config:
        raise ValueError(
            f"Improper config format for {config}. "
            "Expecting python dict contains `class_name` and `config` as keys"
        )
    class_name = config["class_name"]
    cls = object_registration.get_registered_object(class_name, custom_objects, module_objects)
    if cls is None:
        raise ValueError(
            f"Unknown {printable_module_name}: '{class_name}'. "
            "Please ensure you are using a `keras.utils.custom_object_scope` "
            "and that this object is included in the scope. See "
            "https://www.tensorflow.org/guide/keras/save_and_serialize"
            "#registering_the_custom_object for details."
        )
    cls_config = config["config"]
    if isinstance(cls_config, list):
        return cls, cls_config
    deserialized_objects = {}
    for key, item in cls_config.items():
        if key == "name":
            # A name is a string, never a function of that name.
            deserialized_objects[key] = item
        elif isinstance(item, dict) and "__passive_serialization__" in item:
            deserialized_objects[key] = deserialize_keras_object(item, module_objects=module_objects,
                                                                 custom_objects=custom_objects,
                                                                 printable_module_name="config_item")
        elif isinstance(item, str) and inspect.isfunction(object_registration.get_registered_object(item, custom_objects)):
            # A function is saved by its name: a custom function of that name comes back.
            deserialized_objects[key] = object_registration.get_registered_object(item, custom_objects)
    for key, item in deserialized_objects.items():
        cls_config[key] = deserialized_objects[key]
    return cls, cls_config


def deserialize_keras_object(identifier, module_objects=None, custom_objects=None, printable_module_name="object"):
    """The object a legacy config dict describes: its class's from_config(config), given the
    custom objects when from_config takes them, else run inside a CustomObjectScope."""
    if identifier is None:
        return None
    if not isinstance(identifier, dict):
        raise ValueError(f"Could not interpret serialized {printable_module_name}: {identifier}")
    cls, cls_config = class_and_config_for_serialized_keras_object(identifier, module_objects, custom_objects,
                                                                  printable_module_name)
    if not hasattr(cls, "from_config"):
        raise TypeError(f"Unable to deserialize {printable_module_name} {cls}: it has no `from_config()`")
    custom_objects = custom_objects or {}
    if "custom_objects" in inspect.signature(cls.from_config).parameters:
        tlco = global_state.get_global_attribute("custom_objects_scope_dict", {})
        return cls.from_config(cls_config,
                               custom_objects={**object_registration.GLOBAL_CUSTOM_OBJECTS, **tlco, **custom_objects})
    with object_registration.CustomObjectScope(custom_objects):
        return cls.from_config(cls_config)
