"""keras.optimizers."""
from keras.src.optimizers import *  # noqa: F401,F403
import keras.optimizers.legacy as legacy
import keras.optimizers.schedules as schedules

from keras.src.utils.public_api import keep_public_names as _keep_public_names  # noqa: E402

# Keras 3.11.3's public names in keras.optimizers (tests/keras-api/keras-3.11.3.tsv).
_keep_public_names(globals(), """
Adadelta Adafactor Adagrad Adam AdamW Adamax Ftrl Lamb Lion LossScaleOptimizer Muon Nadam Optimizer
RMSprop SGD deserialize get legacy schedules serialize
""")
