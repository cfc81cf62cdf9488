"""Object names (keras/src/utils/naming.py): `Dense` -> `dense`, then `dense_1`, `dense_2`."""
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


def _is_upper(c):
    return "A" <= c <= "Z"


def _is_lower(c):
    return "a" <= c <= "z"


def to_snake_case(name):
    """Keras's three regular expressions, applied as `re.sub` applies them (left to right,
    matches do not overlap): drop non-word characters, then `(.)([A-Z][a-z]+)` -> `\\1_\\2`,
    then `([a-z])([A-Z])` -> `\\1_\\2`, then lower case. `GlobalAveragePooling2D` ->
    `global_average_pooling2d`."""
    name = "".join(c for c in name if c.isalnum() or c == "_")
    out = []
    i, n = 0, len(name)
    while i < n:
        if i + 2 < n and name[i] != "\n" and _is_upper(name[i + 1]) and _is_lower(name[i + 2]):
            j = i + 3
            while j < n and _is_lower(name[j]):
                j += 1
            out.append(name[i] + "_" + name[i + 1:j])
            i = j
        else:
            out.append(name[i])
            i += 1
    name = "".join(out)
    out = []
    i = 0
    n = len(name)
    while i < n:
        if i + 1 < n and _is_lower(name[i]) and _is_upper(name[i + 1]):
            out.append(name[i] + "_" + name[i + 1])
            i += 2
        else:
            out.append(name[i])
            i += 1
    return "".join(out).lower()


def get_object_name(obj):
    if hasattr(obj, "name"):
        return obj.name
    if hasattr(obj, "__name__"):
        return to_snake_case(obj.__name__)
    if hasattr(obj, "__class__"):
        return to_snake_case(obj.__class__.__name__)
    return to_snake_case(str(obj))
