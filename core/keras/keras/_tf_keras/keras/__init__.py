"""tf.keras: Keras 3's tf.keras view (keras/_tf_keras/keras in the pip package). It shares its
modules and classes with `import keras`, except five modules of its own: backend, layers,
losses and metrics (with Keras 2's aliases such as `MSE` and `logcosh`) and preprocessing."""
import keras as _keras
from keras import __version__  # noqa: F401
from keras.src.utils.public_api import export_view as _export_view

_export_view(globals(), _keras, submodules=("backend", "layers", "losses", "metrics", "preprocessing"))
# keras._tf_keras is the keras package's own (this view has no `_tf_keras`).
_lazy_exports.pop("_tf_keras", None)  # noqa: F821 (set by export_view)
