"""tf.keras.losses."""
from keras.src.losses import *  # noqa: F401,F403

# Keras 2's function aliases, which only the tf.keras view exports.
from keras.src.losses.losses import kl_divergence as KLD  # noqa: E402,F401
from keras.src.losses.losses import kl_divergence as kld  # noqa: E402,F401
from keras.src.losses.losses import kl_divergence as kullback_leibler_divergence  # noqa: E402,F401
from keras.src.losses.losses import log_cosh as logcosh  # noqa: E402,F401
from keras.src.losses.losses import mean_absolute_error as MAE  # noqa: E402,F401
from keras.src.losses.losses import mean_absolute_error as mae  # noqa: E402,F401
from keras.src.losses.losses import mean_absolute_percentage_error as MAPE  # noqa: E402,F401
from keras.src.losses.losses import mean_absolute_percentage_error as mape  # noqa: E402,F401
from keras.src.losses.losses import mean_squared_error as MSE  # noqa: E402,F401
from keras.src.losses.losses import mean_squared_error as mse  # noqa: E402,F401
from keras.src.losses.losses import mean_squared_logarithmic_error as MSLE  # noqa: E402,F401
from keras.src.losses.losses import mean_squared_logarithmic_error as msle  # noqa: E402,F401
from keras.src.legacy.losses import Reduction  # noqa: E402,F401

from keras.src.utils.public_api import keep_public_names as _keep_public_names  # noqa: E402

# Keras 3.11.3's public names in keras._tf_keras.keras.losses (tests/keras-api/keras-3.11.3-tf-keras.tsv).
_keep_public_names(globals(), """
BinaryCrossentropy BinaryFocalCrossentropy CTC CategoricalCrossentropy CategoricalFocalCrossentropy
CategoricalGeneralizedCrossEntropy CategoricalHinge Circle CosineSimilarity Dice Hinge Huber KLD
KLDivergence LogCosh Loss MAE MAPE MSE MSLE MeanAbsoluteError MeanAbsolutePercentageError
MeanSquaredError MeanSquaredLogarithmicError Poisson Reduction SparseCategoricalCrossentropy
SquaredHinge Tversky binary_crossentropy binary_focal_crossentropy categorical_crossentropy
categorical_focal_crossentropy categorical_generalized_cross_entropy categorical_hinge circle
cosine_similarity ctc deserialize dice get hinge huber kld kullback_leibler_divergence logcosh mae
mape mse msle poisson serialize sparse_categorical_crossentropy squared_hinge tversky
""")
