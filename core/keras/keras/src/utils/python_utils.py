"""Small helpers (keras/src/utils/python_utils.py)."""


def default(method):
    """Marks `method` as the base class's default, so `is_default` can tell whether a
    subclass overrode it (Layer.build, compute_output_shape, Model.train_step)."""
    method._is_default = True
    return method


def is_default(method):
    return getattr(getattr(method, "__func__", method), "_is_default", False)


def remove_long_seq(maxlen, seq, label):
    """Removes sequences that exceed the maximum length: the pairs of `seq` and `label` whose
    sequence is shorter than `maxlen`, as (new_seq, new_label)."""
    new_seq, new_label = [], []
    for x, y in zip(seq, label):
        if len(x) < maxlen:
            new_seq.append(x)
            new_label.append(y)
    return new_seq, new_label


def removeprefix(x, prefix):
    """Backport of `removeprefix` from PEP-616 (Python 3.9+)"""
    if len(prefix) > 0 and x.startswith(prefix):
        return x[len(prefix) :]
    else:
        return x


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


# The lambdas func_dump described in this run, in order: the code text it gives the n-th names
# it, so func_load can find the lambda's code again.
_dumped_functions = []


def func_dump(func):
    """`(code, defaults, closure)` for a Python lambda, as Keras's func_dump returns them:
    `defaults` the function's `__defaults__`, `closure` its cells' contents (None without
    any). Keras's `code` is the base64 (76-character lines, each ending in a newline) of the
    function's marshalled CPython byte code; tfplay has no byte code, so its `code` is the
    same base64 layout over a note naming the lambda (its number in this run, its file and
    line), which `func_load` of the same run reads back."""
    import base64

    for number, dumped in enumerate(_dumped_functions):
        if dumped is func:
            break
    else:
        number = len(_dumped_functions)
        _dumped_functions.append(func)
    where = f"{func.__code__.co_filename}:{func.__code__.co_firstlineno}"
    note = f"tfplay: no byte code for lambda {number} of this run, at {where}"
    code = base64.encodebytes(note.encode()).decode("ascii")
    defaults = func.__defaults__
    closure = tuple(c.cell_contents for c in func.__closure__) if func.__closure__ else None
    return code, defaults, closure


def func_load(code, defaults=None, closure=None, globs=None):
    """Keras's func_load: a new function running the dumped code, with `defaults`, the closure
    values `closure` and, as Keras's, this module's globals (a global name of the program the
    lambda used is not found when it runs). The code must be one func_dump of this run made:
    tfplay cannot rebuild one from byte code (a model file, a config of another run)."""
    import base64
    import binascii
    import _tfplay_types

    if isinstance(code, (tuple, list)):  # unpack previous dump
        code, defaults, closure = code
        if isinstance(defaults, list):
            defaults = tuple(defaults)

    def ensure_value_to_cell(value):
        def dummy_fn():
            value  # just access it so it gets captured in .__closure__

        cell_value = dummy_fn.__closure__[0]
        if not isinstance(value, type(cell_value)):
            return cell_value
        return value

    if closure is not None:
        closure = tuple(ensure_value_to_cell(_) for _ in closure)
    source = None
    try:
        note = base64.decodebytes(code.encode("ascii")).decode()
    except (UnicodeError, binascii.Error, AttributeError):
        note = None
    if note is not None and note.startswith("tfplay: no byte code for lambda "):
        number = note[len("tfplay: no byte code for lambda "):].split(" ", 1)[0]
        if number.isdigit() and int(number) < len(_dumped_functions):
            candidate = _dumped_functions[int(number)]
            where = f"{candidate.__code__.co_filename}:{candidate.__code__.co_firstlineno}"
            if note == f"tfplay: no byte code for lambda {number} of this run, at {where}":
                source = candidate
    if source is None:
        raise NotImplementedError("tfplay cannot rebuild a Python lambda from saved byte code (Keras's "
                                  "func_load, reached by loading a Lambda layer over a lambda with "
                                  "safe_mode=False): only a lambda of the same run can be rebuilt; "
                                  "use a named function (def) instead")
    if globs is not None:
        raise NotImplementedError("tfplay cannot rebuild a Python lambda over other globals (func_load's globs)")
    return _tfplay_types.function_from(source, func_load, defaults, closure)


def remove_by_id(lst, value):
    """Removes `value` from the list `lst` by identity (its first occurrence, if any)."""
    for i, v in enumerate(lst):
        if v is value:
            del lst[i]
            return
