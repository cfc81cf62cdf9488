"""keras.metrics: the Metric classes, the per-sample functions, and `get`."""
from keras.src.losses.losses import (
    binary_crossentropy,
    binary_focal_crossentropy,
    categorical_crossentropy,
    categorical_focal_crossentropy,
    categorical_hinge,
    hinge,
    huber,
    kl_divergence,
    log_cosh,
    mean_absolute_error,
    mean_absolute_percentage_error,
    mean_squared_error,
    mean_squared_logarithmic_error,
    poisson,
    sparse_categorical_crossentropy,
    squared_hinge,
)
from keras.src.metrics.accuracy_metrics import (
    Accuracy,
    BinaryAccuracy,
    CategoricalAccuracy,
    SparseCategoricalAccuracy,
    SparseTopKCategoricalAccuracy,
    TopKCategoricalAccuracy,
    accuracy,
    binary_accuracy,
    categorical_accuracy,
    sparse_categorical_accuracy,
    sparse_top_k_categorical_accuracy,
    top_k_categorical_accuracy,
)
from keras.src.metrics.confusion_metrics import (
    AUC,
    FalseNegatives,
    FalsePositives,
    Precision,
    PrecisionAtRecall,
    Recall,
    RecallAtPrecision,
    SensitivityAtSpecificity,
    SpecificityAtSensitivity,
    TrueNegatives,
    TruePositives,
)
from keras.src.metrics.correlation_metrics import (
    ConcordanceCorrelation,
    PearsonCorrelation,
    concordance_correlation,
    pearson_correlation,
)
from keras.src.metrics.f_score_metrics import F1Score, FBetaScore
from keras.src.metrics.hinge_metrics import CategoricalHinge, Hinge, SquaredHinge
from keras.src.metrics.iou_metrics import BinaryIoU, IoU, MeanIoU, OneHotIoU, OneHotMeanIoU
from keras.src.metrics.metric import Metric
from keras.src.metrics.reduction_metrics import Mean, MeanMetricWrapper, Sum
from keras.src.metrics.probabilistic_metrics import (
    BinaryCrossentropy,
    CategoricalCrossentropy,
    KLDivergence,
    Poisson,
    SparseCategoricalCrossentropy,
)
from keras.src.metrics.regression_metrics import (
    CosineSimilarity,
    LogCoshError,
    MeanAbsoluteError,
    MeanAbsolutePercentageError,
    MeanSquaredError,
    MeanSquaredLogarithmicError,
    R2Score,
    RootMeanSquaredError,
)
from keras.src.utils.naming import to_snake_case

ALL_OBJECTS = [
    Metric, Mean, Sum, MeanMetricWrapper, MeanSquaredError, RootMeanSquaredError, MeanAbsoluteError,
    MeanAbsolutePercentageError, MeanSquaredLogarithmicError, CosineSimilarity, LogCoshError, R2Score, AUC,
    FalseNegatives, FalsePositives, Precision, PrecisionAtRecall, Recall, RecallAtPrecision,
    SensitivityAtSpecificity, SpecificityAtSensitivity, TrueNegatives, TruePositives, ConcordanceCorrelation,
    PearsonCorrelation, Hinge, SquaredHinge, CategoricalHinge, KLDivergence, Poisson, BinaryCrossentropy,
    CategoricalCrossentropy, SparseCategoricalCrossentropy, Accuracy, BinaryAccuracy, CategoricalAccuracy,
    SparseCategoricalAccuracy, TopKCategoricalAccuracy, SparseTopKCategoricalAccuracy, F1Score, FBetaScore, IoU,
    BinaryIoU, MeanIoU, OneHotIoU, OneHotMeanIoU,
]
ALL_OBJECTS_DICT = {cls.__name__: cls for cls in ALL_OBJECTS}
ALL_OBJECTS_DICT.update({to_snake_case(cls.__name__): cls for cls in ALL_OBJECTS})
ALL_OBJECTS_DICT.update({
    "bce": BinaryCrossentropy, "BCE": BinaryCrossentropy, "mse": MeanSquaredError, "MSE": MeanSquaredError,
    "mae": MeanAbsoluteError, "MAE": MeanAbsoluteError, "mape": MeanAbsolutePercentageError,
    "MAPE": MeanAbsolutePercentageError, "msle": MeanSquaredLogarithmicError, "MSLE": MeanSquaredLogarithmicError,
})


def serialize(metric):
    """The metric's config dict (serialize_keras_object)."""
    from keras.src.saving import serialization_lib

    return serialization_lib.serialize_keras_object(metric)


def deserialize(config, custom_objects=None):
    """The metric a config dict (or a built-in name) describes."""
    from keras.src.saving import serialization_lib

    return serialization_lib.deserialize_keras_object(config, module_objects=ALL_OBJECTS_DICT,
                                                      custom_objects=custom_objects)


def get(identifier):
    if identifier is None:
        return None
    if isinstance(identifier, dict):
        obj = deserialize(identifier)
    elif isinstance(identifier, str):
        obj = ALL_OBJECTS_DICT.get(identifier, None)
    else:
        obj = identifier
    if callable(obj):
        if isinstance(obj, type):
            obj = obj()
        return obj
    raise ValueError(f"Could not interpret metric identifier: {identifier}")
