"""keras.initializers."""
from keras.src.initializers import *  # noqa: F401,F403

from keras.src.utils.public_api import keep_public_names as _keep_public_names  # noqa: E402

# Keras 3.11.3's public names in keras.initializers (tests/keras-api/keras-3.11.3.tsv).
_keep_public_names(globals(), """
Constant GlorotNormal GlorotUniform HeNormal HeUniform Identity IdentityInitializer Initializer
LecunNormal LecunUniform Ones Orthogonal OrthogonalInitializer RandomNormal RandomUniform STFT
STFTInitializer TruncatedNormal VarianceScaling Zeros constant deserialize get glorot_normal
glorot_uniform he_normal he_uniform identity lecun_normal lecun_uniform ones orthogonal
random_normal random_uniform serialize stft truncated_normal variance_scaling zeros
""")
