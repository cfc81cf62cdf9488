"""keras.metrics: the Metric classes, the per-sample functions, and `get`.

What compile and fit use (Metric, the reduction and accuracy metrics) is imported with the
package, the other metric modules on first use (export_lazily), by name or when `get` or
`deserialize` looks a name up."""
import sys as _sys

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
from keras.src.metrics.metric import Metric
from keras.src.metrics.reduction_metrics import Mean, MeanMetricWrapper, Sum
from keras.src.utils.naming import to_snake_case
from keras.src.utils.public_api import export_lazily as _export_lazily

# The metrics imported on first use, by their modules.
_LAZY_MODULES = {
    "confusion_metrics": """AUC FalseNegatives FalsePositives Precision PrecisionAtRecall Recall RecallAtPrecision
        SensitivityAtSpecificity SpecificityAtSensitivity TrueNegatives TruePositives""",
    "correlation_metrics": "ConcordanceCorrelation PearsonCorrelation concordance_correlation pearson_correlation",
    "f_score_metrics": "F1Score FBetaScore",
    "hinge_metrics": "CategoricalHinge Hinge SquaredHinge",
    "iou_metrics": "BinaryIoU IoU MeanIoU OneHotIoU OneHotMeanIoU",
    "probabilistic_metrics": """BinaryCrossentropy CategoricalCrossentropy KLDivergence Poisson
        SparseCategoricalCrossentropy""",
    "regression_metrics": """CosineSimilarity LogCoshError MeanAbsoluteError MeanAbsolutePercentageError
        MeanSquaredError MeanSquaredLogarithmicError R2Score RootMeanSquaredError""",
}

# Keras's ALL_OBJECTS, by name.
_ALL_OBJECT_NAMES = """
    Metric Mean Sum MeanMetricWrapper MeanSquaredError RootMeanSquaredError MeanAbsoluteError
    MeanAbsolutePercentageError MeanSquaredLogarithmicError CosineSimilarity LogCoshError R2Score AUC
    FalseNegatives FalsePositives Precision PrecisionAtRecall Recall RecallAtPrecision
    SensitivityAtSpecificity SpecificityAtSensitivity TrueNegatives TruePositives ConcordanceCorrelation
    PearsonCorrelation Hinge SquaredHinge CategoricalHinge KLDivergence Poisson BinaryCrossentropy
    CategoricalCrossentropy SparseCategoricalCrossentropy Accuracy BinaryAccuracy CategoricalAccuracy
    SparseCategoricalAccuracy TopKCategoricalAccuracy SparseTopKCategoricalAccuracy F1Score FBetaScore IoU
    BinaryIoU MeanIoU OneHotIoU OneHotMeanIoU
""".split()
_all_objects_names_dict = None


def _names_dict():
    """Keras's ALL_OBJECTS_DICT, as the name of the class each key names. Made by the first
    lookup: snake-casing the 49 names costs more than the rest of `import keras.metrics`, and
    only compile and `get` look names up."""
    global _all_objects_names_dict
    if _all_objects_names_dict is None:
        names = {name: name for name in _ALL_OBJECT_NAMES}
        names.update({to_snake_case(name): name for name in _ALL_OBJECT_NAMES})
        names.update({
            "bce": "BinaryCrossentropy", "BCE": "BinaryCrossentropy", "mse": "MeanSquaredError",
            "MSE": "MeanSquaredError", "mae": "MeanAbsoluteError", "MAE": "MeanAbsoluteError",
            "mape": "MeanAbsolutePercentageError", "MAPE": "MeanAbsolutePercentageError",
            "msle": "MeanSquaredLogarithmicError", "MSLE": "MeanSquaredLogarithmicError",
        })
        _all_objects_names_dict = names
    return _all_objects_names_dict


class _AllObjects:
    """ALL_OBJECTS_DICT as `get` and deserialize_keras_object read it (`get`, `in` and `[]`): a
    metric imported on first use is imported when its name is looked up."""

    def __contains__(self, name):
        return name in _names_dict()

    def __getitem__(self, name):
        return getattr(_sys.modules[__name__], _names_dict()[name])

    def get(self, name, default=None):
        return self[name] if name in _names_dict() else default

def serialize(metric):
    """The metric's config dict (serialize_keras_object)."""
    from keras.src.saving import serialization_lib

    return serialization_lib.serialize_keras_object(metric)


def deserialize(config, custom_objects=None):
    """The metric a config dict (or a built-in name) describes."""
    from keras.src.saving import serialization_lib

    return serialization_lib.deserialize_keras_object(config, module_objects=_AllObjects(),
                                                      custom_objects=custom_objects)


def get(identifier):
    if identifier is None:
        return None
    if isinstance(identifier, dict):
        obj = deserialize(identifier)
    elif isinstance(identifier, str):
        obj = _AllObjects().get(identifier, None)
    else:
        obj = identifier
    if callable(obj):
        if isinstance(obj, type):
            obj = obj()
        return obj
    raise ValueError(f"Could not interpret metric identifier: {identifier}")


_export_lazily(globals(), {name: "keras.src.metrics." + module
                           for module, names in _LAZY_MODULES.items() for name in names.split()})
