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
    """`(code, defaults, closure)` for a Python lambda, as Keras's func_dump returns them:
    `defaults` the function's `__defaults__`, `closure` its cells' contents (None without
    any). Keras's `code` is the base64 (76-character lines, each ending in a newline) of the
    function's marshalled CPython byte code; tfplay runs no byte code, so its `code` is the
    same base64 layout over a note naming the lambda's file and line, which only
    `func_load` reads back."""
    import base64

    where = f"{func.__code__.co_filename}:{func.__code__.co_firstlineno}"
    code = base64.encodebytes(f"tfplay: no byte code for the lambda at {where}".encode()).decode("ascii")
    defaults = func.__defaults__
    closure = tuple(c.cell_contents for c in func.__closure__) if func.__closure__ else None
    return code, defaults, closure


def func_load(code, defaults=None, closure=None, globs=None):
    """Keras rebuilds a lambda from its marshalled byte code, as a function whose globals are
    this module's; tfplay has no byte code to rebuild it from: NotImplementedError."""
    raise NotImplementedError("tfplay cannot rebuild a Python lambda from saved byte code (Keras's "
                              "func_load, reached by loading or cloning a Lambda layer over a lambda "
                              "with safe_mode=False): use a named function (def) instead")


def remove_by_id(lst, value):
    """Removes `value` from the list `lst` by identity (its first occurrence, if any)."""
    for i, v in enumerate(lst):
        if v is value:
            del lst[i]
            return
