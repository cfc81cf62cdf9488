"""keras.optimizers.schedules."""
from keras.src.optimizers.schedules import *  # noqa: F401,F403

from keras.src.utils.public_api import keep_public_names as _keep_public_names  # noqa: E402

# Keras 3.11.3's public names in keras.optimizers.schedules (tests/keras-api/keras-3.11.3.tsv).
_keep_public_names(globals(), """
CosineDecay CosineDecayRestarts ExponentialDecay InverseTimeDecay LearningRateSchedule
PiecewiseConstantDecay PolynomialDecay deserialize serialize
""")
