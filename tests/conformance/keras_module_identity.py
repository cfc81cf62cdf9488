# Keras 3.11.3 as pip installs it in CPython 3.12's site-packages: the wheel installs Keras's
# generated keras/api tree as the keras package (pyproject.toml's [tool.setuptools.package-dir]
# maps "keras" to keras/api and "keras.src" to keras/src), so keras.layers is
# keras/layers/__init__.py and the tf.keras view keras/_tf_keras/keras/__init__.py. An imported
# package gets what importlib's _init_module_attrs sets: a ModuleSpec (_frozen_importlib) whose
# origin is the file and whose submodule_search_locations is __path__, a SourceFileLoader
# (_frozen_importlib_external) with the module's name and path, __file__, and __cached__ (the
# __pycache__/<stem>.cpython-312.pyc file, importlib.util.cache_from_source). `from M import X`
# that misses names M's __file__ (ceval.c import_from). Keras's API modules hold no helper
# names (namex writes only `from keras.src... import X as X` lines), and Keras 3.11.3's keras/api/_tf_keras/keras/__init__.py imports no `saving`.
import keras
import tensorflow as tf

print(keras)
spec = keras.__spec__
print(type(spec).__module__, type(spec).__name__, spec.name, spec.parent, spec.has_location)
print(spec.origin)
print(spec.submodule_search_locations, spec.submodule_search_locations is keras.__path__)
print(spec.cached)
loader = keras.__loader__
print(type(loader).__module__, type(loader).__name__, loader.name, loader.path, spec.loader is loader)
print(keras.__cached__)
print(keras.layers.__file__)
try:
    from keras.layers import Dence  # noqa: F401
except ImportError as e:
    print(e)
print("_keep_public_names" in dir(keras.losses), "_keep_public_names" in dir(keras.metrics))
print(hasattr(tf.keras, "saving"), hasattr(keras, "saving"))
