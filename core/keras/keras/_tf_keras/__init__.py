"""keras._tf_keras: the tf.keras view of Keras that TF 2.20 loads (keras/_tf_keras in the pip package)."""
from keras.src.utils.public_api import export_lazily as _export_lazily  # noqa: E402

_export_lazily(globals(), {}, submodules=("keras",))
