"""Custom-object registration (keras/src/saving/object_registration.py): the global
`Package>Name` registry filled by `register_keras_serializable`, and the scoped dict
`CustomObjectScope` installs; `get_registered_object` looks in the scope first."""
import inspect

from keras.src.backend.common import global_state

GLOBAL_CUSTOM_OBJECTS = {}
GLOBAL_CUSTOM_NAMES = {}


class CustomObjectScope:
    """`with CustomObjectScope({"name": obj}):` makes the objects visible to deserialization."""

    def __init__(self, custom_objects):
        self.custom_objects = custom_objects or {}
        self.backup = None

    def __enter__(self):
        self.backup = global_state.get_global_attribute("custom_objects_scope_dict", {}).copy()
        global_state.set_global_attribute("custom_objects_scope_dict", self.custom_objects.copy())
        return self

    def __exit__(self, *args, **kwargs):
        global_state.set_global_attribute("custom_objects_scope_dict", self.backup.copy())


# Alias.
custom_object_scope = CustomObjectScope


def get_custom_objects():
    """The global registry dict (`Package>Name` -> object), live and editable."""
    return GLOBAL_CUSTOM_OBJECTS


def register_keras_serializable(package="Custom", name=None):
    """A decorator registering a class (which must have `get_config`) or function under
    `package>name` (the object's `__name__` by default)."""

    def decorator(arg):
        class_name = name if name is not None else arg.__name__
        registered_name = package + ">" + class_name
        if inspect.isclass(arg) and not hasattr(arg, "get_config"):
            raise ValueError("Cannot register a class that does not have a get_config() method.")
        GLOBAL_CUSTOM_OBJECTS[registered_name] = arg
        GLOBAL_CUSTOM_NAMES[arg] = registered_name
        return arg

    return decorator


def get_registered_name(obj):
    """The registered `Package>Name` of `obj`, or its `__name__`."""
    if obj in GLOBAL_CUSTOM_NAMES:
        return GLOBAL_CUSTOM_NAMES[obj]
    return obj.__name__


def get_registered_object(name, custom_objects=None, module_objects=None):
    """The object registered as `name`: the custom object scope first, then the global registry,
    then `custom_objects`, then `module_objects`; None when none has it."""
    custom_objects_scope_dict = global_state.get_global_attribute("custom_objects_scope_dict", {})
    if name in custom_objects_scope_dict:
        return custom_objects_scope_dict[name]
    elif name in GLOBAL_CUSTOM_OBJECTS:
        return GLOBAL_CUSTOM_OBJECTS[name]
    elif custom_objects and name in custom_objects:
        return custom_objects[name]
    elif module_objects and name in module_objects:
        return module_objects[name]
    return None
