"""Regression metrics (keras/src/metrics/regression_metrics.py): most are the mean of the loss
function of the same name."""
import warnings

from keras.src import initializers, losses, ops
from keras.src.losses.loss import squeeze_or_expand_to_same_rank
from keras.src.metrics.metric import Metric
from keras.src.metrics.reduction_metrics import Mean, MeanMetricWrapper


def _wrapper(class_name, fn, default_name, module=__name__):
    """A MeanMetricWrapper subclass over `fn` whose constructor takes only `name` and `dtype`."""

    def __init__(self, name=default_name, dtype=None):
        MeanMetricWrapper.__init__(self, fn=fn, name=name, dtype=dtype)

    def get_config(self):
        return {"name": self.name, "dtype": self.dtype}

    return type(class_name, (MeanMetricWrapper,), {"__init__": __init__, "get_config": get_config, "__module__": module})


MeanSquaredError = _wrapper("MeanSquaredError", losses.mean_squared_error, "mean_squared_error")
MeanAbsoluteError = _wrapper("MeanAbsoluteError", losses.mean_absolute_error, "mean_absolute_error")
MeanAbsolutePercentageError = _wrapper("MeanAbsolutePercentageError", losses.mean_absolute_percentage_error,
                                       "mean_absolute_percentage_error")
MeanSquaredLogarithmicError = _wrapper("MeanSquaredLogarithmicError", losses.mean_squared_logarithmic_error,
                                       "mean_squared_logarithmic_error")
LogCoshError = _wrapper("LogCoshError", losses.log_cosh, "logcosh")


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


def cosine_similarity(y_true, y_pred, axis=-1):
    """The cosine of the angle between `y_true` and `y_pred` along `axis` (the metric's sign:
    1 for identical directions, unlike the loss)."""
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.convert_to_tensor(y_true, dtype=y_pred.dtype)
    y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
    y_pred = ops.normalize(y_pred, axis=axis)
    y_true = ops.normalize(y_true, axis=axis)
    return ops.sum(y_true * y_pred, axis=axis)


class CosineSimilarity(MeanMetricWrapper):
    """The mean over samples of the cosine similarity along `axis`."""

    def __init__(self, name="cosine_similarity", dtype=None, axis=-1):
        super().__init__(cosine_similarity, name, dtype=dtype, axis=axis)
        self._direction = "up"

    def get_config(self):
        return {"name": self.name, "dtype": self.dtype}


class R2Score(Metric):
    """Coefficient of determination over 2D `(batch, outputs)` inputs, per output then
    aggregated (`uniform_average`, `variance_weighted_average` or None), optionally adjusted
    for `num_regressors`."""

    def __init__(self, class_aggregation="uniform_average", num_regressors=0, name="r2_score", dtype=None):
        super().__init__(name=name, dtype=dtype)
        self._direction = "up"
        valid_class_aggregation_values = (None, "uniform_average", "variance_weighted_average")
        if class_aggregation not in valid_class_aggregation_values:
            raise ValueError("Invalid value for argument `class_aggregation`. Expected one of "
                             f"{valid_class_aggregation_values}. Received: class_aggregation={class_aggregation}")
        if num_regressors < 0:
            raise ValueError("Invalid value for argument `num_regressors`. Expected a value >= 0. "
                             f"Received: num_regressors={num_regressors}")
        self.class_aggregation = class_aggregation
        self.num_regressors = num_regressors
        self.num_samples = self.add_variable(shape=(), initializer=initializers.Zeros(), name="num_samples")
        self._built = False

    def _build(self, y_true_shape, y_pred_shape):
        if len(y_pred_shape) != 2 or len(y_true_shape) != 2:
            raise ValueError("R2Score expects 2D inputs with shape (batch_size, output_dim). Received input "
                             f"shapes: y_pred.shape={y_pred_shape} and y_true.shape={y_true_shape}.")
        if y_pred_shape[-1] is None or y_true_shape[-1] is None:
            raise ValueError("R2Score expects 2D inputs with shape (batch_size, output_dim), with output_dim "
                             "fully defined (not None). Received input shapes: "
                             f"y_pred.shape={y_pred_shape} and y_true.shape={y_true_shape}.")
        num_classes = y_pred_shape[-1]
        self.squared_sum = self.add_variable(name="squared_sum", shape=[num_classes], initializer=initializers.Zeros())
        self.sum = self.add_variable(name="sum", shape=[num_classes], initializer=initializers.Zeros())
        self.total_mse = self.add_variable(name="residual", shape=[num_classes], initializer=initializers.Zeros())
        self.count = self.add_variable(name="count", shape=[num_classes], initializer=initializers.Zeros())
        self._built = True

    def update_state(self, y_true, y_pred, sample_weight=None):
        y_true = ops.convert_to_tensor(y_true, dtype=self._dtype)
        y_pred = ops.convert_to_tensor(y_pred, dtype=self._dtype)
        y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
        if not self._built:
            self._build(y_true.shape, y_pred.shape)
        if sample_weight is None:
            sample_weight = 1
        sample_weight = ops.convert_to_tensor(sample_weight, dtype=self.dtype)
        if len(sample_weight.shape) == 1:
            sample_weight = ops.expand_dims(sample_weight, axis=1)
        sample_weight = ops.broadcast_to(sample_weight, ops.shape(y_true))
        weighted_y_true = y_true * ops.cast(sample_weight, y_true.dtype)
        self.sum.assign(self.sum + ops.sum(weighted_y_true, axis=0))
        self.squared_sum.assign(self.squared_sum + ops.sum(y_true * weighted_y_true, axis=0))
        self.total_mse.assign(self.total_mse
                              + ops.sum((y_true - y_pred) ** 2 * ops.cast(sample_weight, y_true.dtype), axis=0))
        self.count.assign(self.count + ops.sum(sample_weight, axis=0))
        self.num_samples.assign(self.num_samples + ops.size(y_true))

    def result(self):
        mean = self.sum / self.count
        total = self.squared_sum - self.sum * mean
        raw_scores = 1 - (self.total_mse / total)
        raw_scores = ops.where(ops.isinf(raw_scores), 0.0, raw_scores)
        if self.class_aggregation == "uniform_average":
            r2_score = ops.mean(raw_scores)
        elif self.class_aggregation == "variance_weighted_average":
            r2_score = ops.sum(total * raw_scores) / ops.sum(total)
        else:
            r2_score = raw_scores
        if self.num_regressors != 0:
            if self.num_regressors > self.num_samples - 1:
                warnings.warn("More independent predictors than datapoints in adjusted R2 score. Falling back to "
                              "standard R2 score.", stacklevel=2)
            elif self.num_regressors == self.num_samples - 1:
                warnings.warn("Division by zero in Adjusted R2 score. Falling back to standard R2 score.",
                              stacklevel=2)
            else:
                n = ops.convert_to_tensor(self.num_samples, dtype="float32")
                p = ops.convert_to_tensor(self.num_regressors, dtype="float32")
                num = ops.multiply(ops.subtract(1.0, r2_score), ops.subtract(n, 1.0))
                den = ops.subtract(ops.subtract(n, p), 1.0)
                r2_score = ops.subtract(1.0, ops.divide(num, den))
        return r2_score

    def reset_state(self):
        for v in self.variables:
            v.assign(ops.zeros(v.shape, dtype=v.dtype))

    def get_config(self):
        return {**super().get_config(), "name": self.name, "dtype": self.dtype,
                "class_aggregation": self.class_aggregation, "num_regressors": self.num_regressors}
