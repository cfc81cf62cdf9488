# Keras 3.11.3's public modules are keras/api/**/__init__.py (the wheel maps keras/api to the
# keras package: pyproject.toml [tool.setuptools.package-dir]), written by namex as plain
# `from keras.src... import X as X` lines with no __all__. So no API module has __all__, and
# `from keras.layers import *` imports every public name the module holds. The counts are the
# `as` names of each keras/api/.../__init__.py; `keras` also holds `src`, the subpackage its
# imports of keras.src bind. The tf.keras view's layers, losses and metrics are its own modules
# (keras/api/_tf_keras/keras/...), with Keras 2's aliases.
import keras
import tensorflow as tf

modules = [keras, keras.layers, keras.ops, keras.ops.nn, keras.losses, keras.metrics, keras.models,
           keras.optimizers, keras.callbacks, keras.utils, keras.activations, keras.saving, tf.keras.layers,
           tf.keras.losses, tf.keras.metrics]
for module in modules:
    public = [name for name in dir(module) if not name.startswith("_")]
    print(module.__name__, hasattr(module, "__all__"), len(public))

from keras.layers import *  # noqa: E402,F403

print(Dense, TextVectorization.__name__, Bidirectional.__module__)
