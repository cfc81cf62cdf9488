"""keras.activations."""
from keras.src.activations import *  # noqa: F401,F403

from keras.src.utils.public_api import keep_public_names as _keep_public_names  # noqa: E402

# Keras 3.11.3's public names in keras.activations (tests/keras-api/keras-3.11.3.tsv).
_keep_public_names(globals(), """
celu deserialize elu exponential gelu get glu hard_shrink hard_sigmoid hard_silu hard_swish
hard_tanh leaky_relu linear log_sigmoid log_softmax mish relu relu6 selu serialize sigmoid silu
soft_shrink softmax softplus softsign sparse_plus sparse_sigmoid sparsemax squareplus swish tanh
tanh_shrink threshold
""")
