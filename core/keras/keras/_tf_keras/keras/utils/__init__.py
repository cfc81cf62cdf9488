"""tf.keras.utils."""
import keras.utils as _utils
from keras.src.utils.public_api import export_view as _export_view

_export_view(globals(), _utils)
