"""Keras's warnings at the places CPython reports them. `warnings.warn(..., stacklevel=n)` in
Keras names a frame inside Keras's own files; tfplay has no such files, so each warning
Keras raises from library code names its site in Keras 3.11.3 explicitly: the installed
path, the line and that line's text."""
import warnings

KERAS_SRC = "/usr/local/lib/python3.12/site-packages/keras/src/"


def warn_at(message, category, site):
    """Shows `message` as raised at `site`, a (path under keras/src, line, source text)."""
    path, lineno, line = site
    module = "keras.src." + path[:-3].replace("/", ".")
    warnings.warn_explicit(message, category, KERAS_SRC + path, lineno, module=module, _line=line)


def warn_at_caller(message, category, cls, base, attribute):
    """Shows `message` at the `super().__init__(...)` call that reached `base.__init__`: the
    site recorded as `<attribute>` on that built-in class (the subclass of `base` nearest to
    it in `cls`'s MRO that defines __init__), or the program's own line when that class is
    the program's."""
    site = None
    for klass in cls.__mro__:
        if klass is base or not issubclass(klass, base) or "__init__" not in klass.__dict__:
            continue
        site = klass.__dict__.get(attribute) if klass.__module__.startswith("keras.") else None
    if site is None:
        warnings.warn(message, category, stacklevel=1)
    else:
        warn_at(message, category, site)
