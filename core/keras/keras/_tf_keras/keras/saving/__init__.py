"""tf.keras.saving."""
import keras.saving as _saving
from keras.src.utils.public_api import export_view as _export_view

_export_view(globals(), _saving)
