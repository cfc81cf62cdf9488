"""tf.keras.ops."""
import keras.ops as _ops
from keras.src.utils.public_api import export_view as _export_view

_export_view(globals(), _ops)
