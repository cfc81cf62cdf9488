"""tf.keras.metrics."""
from keras.src.metrics import *  # noqa: F401,F403

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

from keras.src.utils.public_api import keep_public_names as _keep_public_names  # noqa: E402

# Keras 3.11.3's public names in keras._tf_keras.keras.metrics (tests/keras-api/keras-3.11.3-tf-keras.tsv).
_keep_public_names(globals(), """
AUC Accuracy BinaryAccuracy BinaryCrossentropy BinaryIoU CategoricalAccuracy CategoricalCrossentropy
CategoricalHinge ConcordanceCorrelation CosineSimilarity F1Score FBetaScore FalseNegatives
FalsePositives Hinge IoU KLD KLDivergence LogCoshError MAE MAPE MSE MSLE Mean MeanAbsoluteError
MeanAbsolutePercentageError MeanIoU MeanMetricWrapper MeanSquaredError MeanSquaredLogarithmicError
Metric OneHotIoU OneHotMeanIoU PearsonCorrelation Poisson Precision PrecisionAtRecall R2Score Recall
RecallAtPrecision RootMeanSquaredError SensitivityAtSpecificity SparseCategoricalAccuracy
SparseCategoricalCrossentropy SparseTopKCategoricalAccuracy SpecificityAtSensitivity SquaredHinge
Sum TopKCategoricalAccuracy TrueNegatives TruePositives binary_accuracy binary_crossentropy
binary_focal_crossentropy categorical_accuracy categorical_crossentropy
categorical_focal_crossentropy categorical_hinge concordance_correlation deserialize get hinge huber
kld kullback_leibler_divergence logcosh mae mape mse msle pearson_correlation poisson serialize
sparse_categorical_accuracy sparse_categorical_crossentropy sparse_top_k_categorical_accuracy
squared_hinge top_k_categorical_accuracy
""")
