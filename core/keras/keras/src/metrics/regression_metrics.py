"""Regression and probabilistic metrics (keras/src/metrics/regression_metrics.py,
probabilistic_metrics.py): the mean of the loss function of the same name."""
from keras.src import losses, ops
from keras.src.losses.loss import squeeze_or_expand_to_same_rank
from keras.src.metrics.reduction_metrics import Mean, MeanMetricWrapper


def _wrapper(class_name, fn, default_name):
    def __init__(self, name=default_name, dtype=None):
        MeanMetricWrapper.__init__(self, fn=fn, name=name, dtype=dtype)

    return type(class_name, (MeanMetricWrapper,), {"__init__": __init__, "__module__": __name__})


MeanSquaredError = _wrapper("MeanSquaredError", losses.mean_squared_error, "mean_squared_error")
MeanAbsoluteError = _wrapper("MeanAbsoluteError", losses.mean_absolute_error, "mean_absolute_error")
MeanAbsolutePercentageError = _wrapper("MeanAbsolutePercentageError", losses.mean_absolute_percentage_error,
                                       "mean_absolute_percentage_error")
MeanSquaredLogarithmicError = _wrapper("MeanSquaredLogarithmicError", losses.mean_squared_logarithmic_error,
                                       "mean_squared_logarithmic_error")
LogCoshError = _wrapper("LogCoshError", losses.log_cosh, "logcosh")
Hinge = _wrapper("Hinge", losses.hinge, "hinge")
SquaredHinge = _wrapper("SquaredHinge", losses.squared_hinge, "squared_hinge")
KLDivergence = _wrapper("KLDivergence", losses.kl_divergence, "kl_divergence")
Poisson = _wrapper("Poisson", losses.poisson, "poisson")


class RootMeanSquaredError(Mean):
    def __init__(self, name="root_mean_squared_error", dtype=None):
        super().__init__(name, dtype=dtype)
        self._direction = "down"

    def update_state(self, y_true, y_pred, sample_weight=None):
        y_true = ops.convert_to_tensor(y_true, self._dtype)
        y_pred = ops.convert_to_tensor(y_pred, self._dtype)
        y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
        return super().update_state(ops.square(y_pred - y_true), sample_weight=sample_weight)

    def result(self):
        return ops.sqrt(super().result())


class BinaryCrossentropy(MeanMetricWrapper):
    def __init__(self, name="binary_crossentropy", dtype=None, from_logits=False, label_smoothing=0):
        super().__init__(losses.binary_crossentropy, name, dtype=dtype, from_logits=from_logits,
                         label_smoothing=label_smoothing)
        self.from_logits = from_logits
        self.label_smoothing = label_smoothing


class CategoricalCrossentropy(MeanMetricWrapper):
    def __init__(self, name="categorical_crossentropy", dtype=None, from_logits=False, label_smoothing=0, axis=-1):
        super().__init__(losses.categorical_crossentropy, name, dtype=dtype, from_logits=from_logits,
                         label_smoothing=label_smoothing, axis=axis)
        self.from_logits = from_logits
        self.label_smoothing = label_smoothing
        self.axis = axis


class SparseCategoricalCrossentropy(MeanMetricWrapper):
    def __init__(self, name="sparse_categorical_crossentropy", dtype=None, from_logits=False, axis=-1):
        super().__init__(losses.sparse_categorical_crossentropy, name=name, dtype=dtype, from_logits=from_logits,
                         axis=axis)
        self.from_logits = from_logits
        self.axis = axis
