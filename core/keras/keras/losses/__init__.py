"""keras.losses."""
from keras.src.losses import *  # noqa: F401,F403

from keras.src.utils.public_api import keep_public_names as _keep_public_names  # noqa: E402

# Keras 3.11.3's public names in keras.losses (tests/keras-api/keras-3.11.3.tsv).
_keep_public_names(globals(), """
BinaryCrossentropy BinaryFocalCrossentropy CTC CategoricalCrossentropy CategoricalFocalCrossentropy
CategoricalGeneralizedCrossEntropy CategoricalHinge Circle CosineSimilarity Dice Hinge Huber
KLDivergence LogCosh Loss MeanAbsoluteError MeanAbsolutePercentageError MeanSquaredError
MeanSquaredLogarithmicError Poisson SparseCategoricalCrossentropy SquaredHinge Tversky
binary_crossentropy binary_focal_crossentropy categorical_crossentropy
categorical_focal_crossentropy categorical_generalized_cross_entropy categorical_hinge circle
cosine_similarity ctc deserialize dice get hinge huber kl_divergence log_cosh mean_absolute_error
mean_absolute_percentage_error mean_squared_error mean_squared_logarithmic_error poisson serialize
sparse_categorical_crossentropy squared_hinge tversky
""")
