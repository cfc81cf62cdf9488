"""The namespaces of Keras's public API modules.

Keras's `keras/api/` modules import exactly the public names its `keras_export` decorators
list; tfplay's API modules import whole source modules, whose helpers, submodules and
aliases would otherwise show in `dir()` and answer attribute lookups Keras refuses
(`keras.losses.MSE` is the tf.keras view's alias only)."""


def keep_public_names(namespace, names):
    """Deletes from a module's `namespace` (its globals()) every public name not in `names`
    (a whitespace-separated list); names starting with "_" stay. Returns None."""
    keep = set(names.split())
    for key in [k for k in namespace if not k.startswith("_") and k not in keep]:
        del namespace[key]
