"""tf.keras.metrics: keras.metrics with Keras 2's names for the loss functions (Keras's tf.keras
view, keras/api/_tf_keras/keras/metrics)."""
import keras.metrics as _metrics
from keras.src.utils.public_api import export_view as _export_view

_export_view(globals(), _metrics)

# The tf.keras view names these functions only by their aliases below.
del kl_divergence, log_cosh, mean_absolute_error, mean_absolute_percentage_error, mean_squared_error, mean_squared_logarithmic_error

# Keras 2's function aliases, which only the tf.keras view exports.
from keras.src.losses.losses import kl_divergence as KLD  # noqa: F401
from keras.src.losses.losses import kl_divergence as kld  # noqa: F401
from keras.src.losses.losses import kl_divergence as kullback_leibler_divergence  # noqa: F401
from keras.src.losses.losses import log_cosh as logcosh  # noqa: F401
from keras.src.losses.losses import mean_absolute_error as MAE  # noqa: F401
from keras.src.losses.losses import mean_absolute_error as mae  # noqa: F401
from keras.src.losses.losses import mean_absolute_percentage_error as MAPE  # noqa: F401
from keras.src.losses.losses import mean_absolute_percentage_error as mape  # noqa: F401
from keras.src.losses.losses import mean_squared_error as MSE  # noqa: F401
from keras.src.losses.losses import mean_squared_error as mse  # noqa: F401
from keras.src.losses.losses import mean_squared_logarithmic_error as MSLE  # noqa: F401
from keras.src.losses.losses import mean_squared_logarithmic_error as msle  # noqa: F401

