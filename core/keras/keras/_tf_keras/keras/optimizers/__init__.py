"""tf.keras.optimizers."""
import keras.optimizers as _optimizers
from keras.src.utils.public_api import export_view as _export_view

_export_view(globals(), _optimizers)
import keras._tf_keras.keras.optimizers.legacy as legacy  # noqa: E402
import keras._tf_keras.keras.optimizers.schedules as schedules  # noqa: E402
