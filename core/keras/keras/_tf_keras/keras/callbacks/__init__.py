"""tf.keras.callbacks."""
import keras.callbacks as _callbacks
from keras.src.utils.public_api import export_view as _export_view

_export_view(globals(), _callbacks)
