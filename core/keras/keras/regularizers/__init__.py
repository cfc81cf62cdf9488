"""keras.regularizers."""
from keras.src.regularizers import *  # noqa: F401,F403

from keras.src.utils.public_api import keep_public_names as _keep_public_names  # noqa: E402

# Keras 3.11.3's public names in keras.regularizers (tests/keras-api/keras-3.11.3.tsv).
_keep_public_names(globals(), """
L1 L1L2 L2 OrthogonalRegularizer Regularizer deserialize get l1 l1_l2 l2 orthogonal_regularizer
serialize
""")
