"""keras.constraints."""
from keras.src.constraints import *  # noqa: F401,F403

from keras.src.utils.public_api import keep_public_names as _keep_public_names  # noqa: E402

# Keras 3.11.3's public names in keras.constraints (tests/keras-api/keras-3.11.3.tsv).
_keep_public_names(globals(), """
Constraint MaxNorm MinMaxNorm NonNeg UnitNorm deserialize get max_norm min_max_norm non_neg
serialize unit_norm
""")
