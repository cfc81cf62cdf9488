"""Small helpers (keras/src/utils/python_utils.py)."""


def default(method):
    """Marks `method` as the base class's default, so `is_default` can tell whether a
    subclass overrode it (Layer.build, compute_output_shape, Model.train_step)."""
    method._is_default = True
    return method


def is_default(method):
    return getattr(getattr(method, "__func__", method), "_is_default", False)


def removesuffix(x, suffix):
    if suffix and x.endswith(suffix):
        return x[: -len(suffix)]
    return x


def pythonify_logs(logs):
    """Logs as Python floats, keys sorted, nested dicts flattened (CallbackList runs every
    logs dict through this; it is why `fit` prints metrics alphabetically)."""
    logs = logs or {}
    result = {}
    for key, value in sorted(logs.items()):
        if isinstance(value, dict):
            result.update(pythonify_logs(value))
        else:
            try:
                value = float(value)
            except Exception:
                pass
            result[key] = value
    return result


def to_list(x):
    """`x` if it is a list, else `[x]` (keras/src/utils/python_utils.py)."""
    if isinstance(x, list):
        return x
    return [x]


def func_dump(func):
    """Keras serializes a Python lambda as the base64 of its marshalled byte code; tfplay runs
    no byte code, so there is nothing to store: NotImplementedError."""
    raise NotImplementedError(
        "tfplay cannot serialize a Python lambda (a Lambda layer's function): Keras stores its "
        "marshalled byte code, which tfplay does not have. Use a named function (def) instead")


def func_load(code, defaults=None, closure=None, globs=None):
    """The inverse of func_dump: NotImplementedError, as tfplay writes no byte code to load."""
    raise NotImplementedError("tfplay cannot load a Python lambda's marshalled byte code")


def remove_by_id(lst, value):
    """Removes `value` from the list `lst` by identity (its first occurrence, if any)."""
    for i, v in enumerate(lst):
        if v is value:
            del lst[i]
            return
