"""keras.metrics (the metrics keras.src.metrics imports on first use stay lazy here)."""
import keras.src.metrics as _metrics
from keras.src.utils.public_api import export_lazily as _export_lazily
from keras.src.utils.public_api import keep_public_names as _keep_public_names

globals().update({name: value for name, value in vars(_metrics).items() if not name.startswith("_")})

# Keras 3.11.3's public names in keras.metrics (tests/keras-api/keras-3.11.3.tsv).
_keep_public_names(globals(), """
AUC Accuracy BinaryAccuracy BinaryCrossentropy BinaryIoU CategoricalAccuracy CategoricalCrossentropy
CategoricalHinge ConcordanceCorrelation CosineSimilarity F1Score FBetaScore FalseNegatives
FalsePositives Hinge IoU KLDivergence LogCoshError Mean MeanAbsoluteError
MeanAbsolutePercentageError MeanIoU MeanMetricWrapper MeanSquaredError MeanSquaredLogarithmicError
Metric OneHotIoU OneHotMeanIoU PearsonCorrelation Poisson Precision PrecisionAtRecall R2Score Recall
RecallAtPrecision RootMeanSquaredError SensitivityAtSpecificity SparseCategoricalAccuracy
SparseCategoricalCrossentropy SparseTopKCategoricalAccuracy SpecificityAtSensitivity SquaredHinge
Sum TopKCategoricalAccuracy TrueNegatives TruePositives binary_accuracy binary_crossentropy
binary_focal_crossentropy categorical_accuracy categorical_crossentropy
categorical_focal_crossentropy categorical_hinge concordance_correlation deserialize get hinge huber
kl_divergence log_cosh mean_absolute_error mean_absolute_percentage_error mean_squared_error
mean_squared_logarithmic_error pearson_correlation poisson serialize sparse_categorical_accuracy
sparse_categorical_crossentropy sparse_top_k_categorical_accuracy squared_hinge
top_k_categorical_accuracy
""")
_export_lazily(globals(), _metrics._lazy_exports)
del _metrics
