"""keras.random."""
from keras.src.random import *  # noqa: F401,F403

from keras.src.utils.public_api import keep_public_names as _keep_public_names  # noqa: E402

# Keras 3.11.3's public names in keras.random (tests/keras-api/keras-3.11.3.tsv).
_keep_public_names(globals(), """
SeedGenerator beta binomial categorical dropout gamma normal randint shuffle truncated_normal
uniform
""")
