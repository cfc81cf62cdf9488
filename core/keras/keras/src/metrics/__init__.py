"""keras.metrics: the Metric classes, the per-sample functions, and `get`."""
from keras.src.losses.losses import (
    binary_crossentropy,
    categorical_crossentropy,
    hinge,
    kl_divergence,
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
    accuracy,
    binary_accuracy,
    categorical_accuracy,
    sparse_categorical_accuracy,
)
from keras.src.metrics.metric import Metric
from keras.src.metrics.reduction_metrics import Mean, MeanMetricWrapper, Sum
from keras.src.metrics.regression_metrics import (
    BinaryCrossentropy,
    CategoricalCrossentropy,
    Hinge,
    KLDivergence,
    LogCoshError,
    MeanAbsoluteError,
    MeanAbsolutePercentageError,
    MeanSquaredError,
    MeanSquaredLogarithmicError,
    Poisson,
    RootMeanSquaredError,
    SparseCategoricalCrossentropy,
    SquaredHinge,
)
from keras.src.utils.naming import to_snake_case

ALL_OBJECTS = [
    Metric, Mean, Sum, MeanMetricWrapper, MeanSquaredError, RootMeanSquaredError, MeanAbsoluteError,
    MeanAbsolutePercentageError, MeanSquaredLogarithmicError, LogCoshError, Hinge, SquaredHinge, KLDivergence,
    Poisson, BinaryCrossentropy, CategoricalCrossentropy, SparseCategoricalCrossentropy, Accuracy,
    BinaryAccuracy, CategoricalAccuracy, SparseCategoricalAccuracy,
]
ALL_OBJECTS_DICT = {cls.__name__: cls for cls in ALL_OBJECTS}
ALL_OBJECTS_DICT.update({to_snake_case(cls.__name__): cls for cls in ALL_OBJECTS})
ALL_OBJECTS_DICT.update({
    "bce": BinaryCrossentropy, "BCE": BinaryCrossentropy, "mse": MeanSquaredError, "MSE": MeanSquaredError,
    "mae": MeanAbsoluteError, "MAE": MeanAbsoluteError, "mape": MeanAbsolutePercentageError,
    "MAPE": MeanAbsolutePercentageError, "msle": MeanSquaredLogarithmicError, "MSLE": MeanSquaredLogarithmicError,
})


def get(identifier):
    if identifier is None:
        return None
    if isinstance(identifier, dict):
        obj = ALL_OBJECTS_DICT.get(identifier.get("class_name"))
        if obj is not None:
            return obj(**identifier.get("config", {}))
    elif isinstance(identifier, str):
        obj = ALL_OBJECTS_DICT.get(identifier, None)
    else:
        obj = identifier
    if callable(obj):
        if isinstance(obj, type):
            obj = obj()
        return obj
    raise ValueError(f"Could not interpret metric identifier: {identifier}")
