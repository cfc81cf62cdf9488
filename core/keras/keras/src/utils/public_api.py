"""The namespaces of Keras's public API modules.

Keras's `keras/api/` modules import exactly the public names its `keras_export` decorators
list; tfplay's API modules import whole source modules, whose helpers, submodules and
aliases would otherwise show in `dir()` and answer attribute lookups Keras refuses
(`keras.losses.MSE` is the tf.keras view's alias only)."""
import importlib


def keep_public_names(namespace, names):
    """Deletes from a module's `namespace` (its globals()) every public name not in `names`
    (a whitespace-separated list); names starting with "_" stay. Returns None."""
    keep = set(names.split())
    for key in [k for k in namespace if not k.startswith("_") and k not in keep]:
        del namespace[key]
    # The module imported this function as `_keep_public_names`: Keras's API modules hold no
    # such helper (dir(keras.losses) shows none).
    namespace.pop("_keep_public_names", None)


def export_lazily(namespace, exports, submodules=()):
    """Makes the module whose globals() is `namespace` import what it exports on first use
    (a module `__getattr__`, PEP 562). Call it at the end of the module's body.

    `exports` maps each exported name to "module" (that module's attribute of the same name) or
    "module:attribute"; `submodules` names the package's submodules, imported as
    `<package>.<name>`. The first lookup of a name, as an attribute or by `from m import name`,
    imports its module and keeps the value in the namespace; `dir()` lists every exported name
    (not `__getattr__`, `__dir__` or `_lazy_exports`). Keras's API modules (keras/api/, made by
    namex) are plain modules of imports without `__all__`: `hasattr(m, "__all__")` is False, and
    `from m import *` imports every public name the module holds. So a lookup of `__all__`
    (which `from m import *` makes first, as CPython's import_all_from does) imports every
    exported name into the namespace and then raises AttributeError: import * then takes the
    module's public names, all present. Keras's API modules import everything when `import keras` runs;
    their module bodies print nothing a program sees, so importing the layer classes and the
    rarely used modules on first use changes no output and keeps `import keras` to what every
    Keras program needs. The table is kept as `_lazy_exports` for export_view. Returns None.

    Raises (from the lookup) AttributeError "module 'm' has no attribute 'x'" for other names,
    as a module without the name does."""
    module_name = namespace["__name__"]
    table = dict(exports)
    # The module imported this mechanism to call it (`as _export_lazily`); Keras's has no such name.
    for name in [n for n, v in namespace.items() if v is export_lazily or v is export_view]:
        del namespace[name]
    for name in submodules:
        table[name] = module_name + "." + name + ":"

    def __getattr__(name):
        target = table.get(name)
        if target is None:
            if name == "__all__":
                # No __all__, as in Keras; every exported name is made present first, for
                # `from m import *`, which reads the namespace next.
                for exported in table:
                    if exported not in namespace:
                        __getattr__(exported)
            raise AttributeError(f"module {module_name!r} has no attribute {name!r}")
        source, colon, attribute = target.partition(":")
        module = importlib.import_module(source)
        value = module if colon and not attribute else getattr(module, attribute or name)
        namespace[name] = value
        return value

    # dir() lists what Keras's module holds: the exported names, not this mechanism's own.
    machinery = {"__getattr__", "__dir__", "_lazy_exports"}

    def __dir__():
        return sorted((set(namespace) | set(table)) - machinery)

    namespace["__getattr__"] = __getattr__
    namespace["__dir__"] = __dir__
    namespace["_lazy_exports"] = table


def export_view(namespace, module, exports=None, submodules=()):
    """Makes the module whose globals() is `namespace` show `module`'s public names, as the
    tf.keras view's modules show keras's (`from keras.layers import *` would import every lazy
    name): the names `module` holds are copied, its lazy ones stay lazy, and `exports` and
    `submodules` add or replace names as in export_lazily. Returns None."""
    table = dict(module._lazy_exports)
    own = set(exports or ()) | set(submodules)
    for name, value in list(vars(module).items()):
        if not name.startswith("_") and name not in table and name not in own:
            namespace[name] = value
    table.update(exports or {})
    export_lazily(namespace, table, submodules)
