"""keras.losses: the Loss classes, the per-sample functions, and `get`."""
from keras.src.losses.loss import Loss
from keras.src.losses.losses import (
    CTC,
    BinaryCrossentropy,
    BinaryFocalCrossentropy,
    CategoricalCrossentropy,
    CategoricalFocalCrossentropy,
    CategoricalGeneralizedCrossEntropy,
    CategoricalHinge,
    Circle,
    CosineSimilarity,
    Dice,
    Hinge,
    Huber,
    KLDivergence,
    LogCosh,
    LossFunctionWrapper,
    MeanAbsoluteError,
    MeanAbsolutePercentageError,
    MeanSquaredError,
    MeanSquaredLogarithmicError,
    Poisson,
    SparseCategoricalCrossentropy,
    SquaredHinge,
    Tversky,
    binary_crossentropy,
    binary_focal_crossentropy,
    categorical_crossentropy,
    categorical_focal_crossentropy,
    categorical_generalized_cross_entropy,
    categorical_hinge,
    circle,
    cosine_similarity,
    ctc,
    dice,
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
    tversky,
)

ALL_OBJECTS = [
    Loss, LossFunctionWrapper, KLDivergence, Poisson, BinaryCrossentropy, BinaryFocalCrossentropy,
    CategoricalCrossentropy, CategoricalFocalCrossentropy, SparseCategoricalCrossentropy, MeanSquaredError,
    MeanAbsoluteError, MeanAbsolutePercentageError, MeanSquaredLogarithmicError, CosineSimilarity, LogCosh, Huber,
    Hinge, SquaredHinge, CategoricalHinge, Dice, Tversky, Circle, CTC,
    kl_divergence, poisson, binary_crossentropy, binary_focal_crossentropy, categorical_crossentropy,
    categorical_focal_crossentropy, sparse_categorical_crossentropy, mean_squared_error, mean_absolute_error,
    mean_absolute_percentage_error, mean_squared_logarithmic_error, cosine_similarity, log_cosh, huber, hinge,
    squared_hinge, categorical_hinge, dice, tversky, circle, ctc,
]
ALL_OBJECTS_DICT = {obj.__name__: obj for obj in ALL_OBJECTS}
ALL_OBJECTS_DICT.update({
    "bce": binary_crossentropy, "BCE": binary_crossentropy, "kld": kl_divergence, "KLD": kl_divergence,
    "mae": mean_absolute_error, "MAE": mean_absolute_error, "mse": mean_squared_error, "MSE": mean_squared_error,
    "mape": mean_absolute_percentage_error, "MAPE": mean_absolute_percentage_error,
    "msle": mean_squared_logarithmic_error, "MSLE": mean_squared_logarithmic_error,
})
mse = MSE = mean_squared_error
mae = MAE = mean_absolute_error
mape = MAPE = mean_absolute_percentage_error
msle = MSLE = mean_squared_logarithmic_error
kld = KLD = kl_divergence


def serialize(loss):
    """The loss's config dict (serialize_keras_object)."""
    from keras.src.saving import serialization_lib

    return serialization_lib.serialize_keras_object(loss)


def deserialize(name, custom_objects=None):
    """The loss a config dict (or a built-in name) describes."""
    from keras.src.saving import serialization_lib

    return serialization_lib.deserialize_keras_object(name, module_objects=ALL_OBJECTS_DICT,
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
    raise ValueError(f"Could not interpret loss identifier: {identifier}")
