"""Object names (keras/src/utils/naming.py): `Dense` -> `dense`, then `dense_1`, `dense_2`."""
import re

from keras.src.backend.common import global_state


def auto_name(prefix):
    return uniquify(to_snake_case(prefix))


def uniquify(name):
    uids = global_state.get_global_attribute("object_name_uids", default={}, set_to_default=True)
    count = uids.get(name, 0)
    unique_name = f"{name}_{count}" if count else name
    uids[name] = count + 1
    return unique_name


def get_uid(prefix=""):
    uids = global_state.get_global_attribute("object_name_uids", default={}, set_to_default=True)
    uids[prefix] = uids.get(prefix, 0) + 1
    return uids[prefix]


def reset_uids():
    global_state.set_global_attribute("object_name_uids", {})


_SNAKE_CASE = {}  # to_snake_case is pure and called for every object made: remember its answers


def to_snake_case(name):
    """Keras's three regular expressions: drop non-word characters, then `(.)([A-Z][a-z]+)`
    -> `\\1_\\2`, then `([a-z])([A-Z])` -> `\\1_\\2`, then lower case.
    `GlobalAveragePooling2D` -> `global_average_pooling2d`."""
    snake = _SNAKE_CASE.get(name)
    if snake is None:
        snake = re.sub(r"\W+", "", name)
        snake = re.sub("(.)([A-Z][a-z]+)", r"\1_\2", snake)
        snake = re.sub("([a-z])([A-Z])", r"\1_\2", snake).lower()
        _SNAKE_CASE[name] = snake
    return snake


def get_object_name(obj):
    if hasattr(obj, "name"):
        return obj.name
    if hasattr(obj, "__name__"):
        return to_snake_case(obj.__name__)
    if hasattr(obj, "__class__"):
        return to_snake_case(obj.__class__.__name__)
    return to_snake_case(str(obj))
