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


def export_lazily(namespace, exports, submodules=()):
    """Makes the module whose globals() is `namespace` import what it exports on first use
    (a module `__getattr__`, PEP 562). Call it at the end of the module's body.

    `exports` maps each exported name to "module" (that module's attribute of the same name) or
    "module:attribute"; `submodules` names the package's submodules, imported as
    `<package>.<name>`. The first lookup of a name, as an attribute, by `from m import name` or
    by `from m import *` (which reads `__all__`: the public names the module holds when this is
    called and the exported ones, made on its first lookup), imports its module and keeps the value in the namespace; `dir()` lists
    every exported name (not `__getattr__`, `__dir__`, `__all__` or `_lazy_exports`). Keras's API modules import everything when `import keras` runs;
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

    # The names the module holds now: its `__all__` lists those that are public and every
    # exported name. It is made on first use (`from m import *` looks it up as an attribute, as
    # CPython's import_all_from does), as sorting a few hundred names costs more than most of
    # a module's body.
    names_now = list(namespace)

    def __getattr__(name):
        target = table.get(name)
        if target is None:
            if name == "__all__":
                value = sorted({n for n in names_now if not n.startswith("_")} |
                               {n for n in table if not n.startswith("_")})
                namespace["__all__"] = value
                return value
            raise AttributeError(f"module {module_name!r} has no attribute {name!r}")
        source, colon, attribute = target.partition(":")
        module = importlib.import_module(source)
        value = module if colon and not attribute else getattr(module, attribute or name)
        namespace[name] = value
        return value

    # dir() lists what Keras's module holds: the exported names, not this mechanism's own.
    machinery = {"__getattr__", "__dir__", "_lazy_exports", "__all__"}

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
    for name in module.__all__:
        if name not in table and name not in own:
            namespace[name] = getattr(module, name)
    table.update(exports or {})
    export_lazily(namespace, table, submodules)
