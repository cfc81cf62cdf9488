"""tf.keras: Keras 3's tf.keras view (keras/_tf_keras/keras in the pip package). It shares its
modules and classes with `import keras`, except five modules of its own: backend, layers,
losses and metrics (with Keras 2's aliases such as `MSE` and `logcosh`) and preprocessing."""
import keras as _keras
from keras import __version__  # noqa: F401
from keras.src.utils.public_api import export_view as _export_view

_export_view(globals(), _keras, submodules=("backend", "layers", "losses", "metrics", "preprocessing"))
# keras._tf_keras is the keras package's own (this view has no `_tf_keras`).
_lazy_exports.pop("_tf_keras", None)  # noqa: F821 (set by export_view)
# Keras 3.11.3's keras/api/_tf_keras/keras/__init__.py imports no `saving` (api_gen.py drops
# keras.saving from the tf.keras view, whose legacy tree has a saving module of its own):
# tf.keras.saving is an AttributeError until keras._tf_keras.keras.saving is imported.
globals().pop("saving", None)
_lazy_exports.pop("saving", None)  # noqa: F821
