"""keras.optimizers (the optimizers keras.src.optimizers imports on first use stay lazy here)."""
import keras.optimizers.legacy as legacy
import keras.optimizers.schedules as schedules
import keras.src.optimizers as _optimizers
from keras.src.optimizers import Adam, LossScaleOptimizer, Optimizer, deserialize, get, serialize  # noqa: F401
from keras.src.utils.public_api import export_lazily as _export_lazily

# Keras 3.11.3's public names in keras.optimizers (tests/keras-api/keras-3.11.3.tsv): these, and
# Adadelta Adafactor Adagrad AdamW Adamax Ftrl Lamb Lion Muon Nadam RMSprop SGD on first use.
_export_lazily(globals(), _optimizers._lazy_exports)
del _optimizers
