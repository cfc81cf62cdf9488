"""tf.keras.models."""
import keras.models as _models
from keras.src.utils.public_api import export_view as _export_view

_export_view(globals(), _models)
