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
        snake = _SNAKE_CASE[name] = _snake_case(name)
    return snake


def _snake_case(name):
    """The substitutions as one left-to-right scan each (the regular expressions' leftmost,
    non-overlapping matches), which costs a tenth of three re.sub calls: Keras names every
    class it registers at import."""
    if not (name.isascii() and name.isidentifier()):  # an ASCII identifier is all word characters
        name = re.sub(r"\W+", "", name)
    n = len(name)
    # (.)([A-Z][a-z]+): a character, then a capitalised word, gets "_" between them.
    parts = []
    i = 0
    while i < n:
        if i + 2 < n and "A" <= name[i + 1] <= "Z" and "a" <= name[i + 2] <= "z":
            j = i + 3
            while j < n and "a" <= name[j] <= "z":
                j += 1
            parts.append(name[i] + "_" + name[i + 1:j])
            i = j
        else:
            parts.append(name[i])
            i += 1
    name = "".join(parts)
    n = len(name)
    # ([a-z])([A-Z]): a lower-case letter followed by an upper-case one.
    parts = []
    i = 0
    while i < n:
        if i + 1 < n and "a" <= name[i] <= "z" and "A" <= name[i + 1] <= "Z":
            parts.append(name[i] + "_" + name[i + 1])
            i += 2
        else:
            parts.append(name[i])
            i += 1
    return "".join(parts).lower()


def get_object_name(obj):
    if hasattr(obj, "name"):
        return obj.name
    if hasattr(obj, "__name__"):
        return to_snake_case(obj.__name__)
    if hasattr(obj, "__class__"):
        return to_snake_case(obj.__class__.__name__)
    return to_snake_case(str(obj))
