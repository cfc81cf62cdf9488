"""FBetaScore and F1Score (keras/src/metrics/f_score_metrics.py): per-class (or micro)
true/false positive and false negative sums of thresholded 2D predictions, combined as
`(1 + beta^2) * precision * recall / (beta^2 * precision + recall)`."""
from keras.src import backend, initializers, ops
from keras.src.metrics.metric import Metric


class FBetaScore(Metric):
    """F-beta of thresholded 2D predictions (`threshold` None: each row's maximum counts as predicted),
    per class (`average=None`) or averaged ("micro", "macro", "weighted"); ValueError for invalid
    arguments or non-2D inputs."""

    def __init__(self, average=None, beta=1.0, threshold=None, name="fbeta_score", dtype=None):
        super().__init__(name=name, dtype=dtype)
        self._direction = "up"
        if average not in (None, "micro", "macro", "weighted"):
            raise ValueError("Invalid `average` argument value. Expected one of: {None, 'micro', 'macro', "
                             f"'weighted'}}. Received: average={average}")
        if not isinstance(beta, float):
            raise ValueError("Invalid `beta` argument value. It should be a Python float. "
                             f"Received: beta={beta} of type '{type(beta)}'")
        if beta <= 0.0:
            raise ValueError(f"Invalid `beta` argument value. It should be > 0. Received: beta={beta}")
        if threshold is not None:
            if not isinstance(threshold, float):
                raise ValueError("Invalid `threshold` argument value. It should be a Python float. "
                                 f"Received: threshold={threshold} of type '{type(threshold)}'")
            if threshold > 1.0 or threshold <= 0.0:
                raise ValueError("Invalid `threshold` argument value. It should verify 0 < threshold <= 1. "
                                 f"Received: threshold={threshold}")
        self.average = average
        self.beta = beta
        self.threshold = threshold
        self.axis = None
        self._built = False
        if self.average != "micro":
            self.axis = 0

    def _build(self, y_true_shape, y_pred_shape):
        if len(y_pred_shape) != 2 or len(y_true_shape) != 2:
            raise ValueError("FBetaScore expects 2D inputs with shape (batch_size, output_dim). Received input "
                             f"shapes: y_pred.shape={y_pred_shape} and y_true.shape={y_true_shape}.")
        if y_pred_shape[-1] is None or y_true_shape[-1] is None:
            raise ValueError("FBetaScore expects 2D inputs with shape (batch_size, output_dim), with output_dim "
                             "fully defined (not None). Received input shapes: "
                             f"y_pred.shape={y_pred_shape} and y_true.shape={y_true_shape}.")
        init_shape = (y_pred_shape[-1],) if self.average != "micro" else ()
        for name in ("true_positives", "false_positives", "false_negatives", "intermediate_weights"):
            setattr(self, name, self.add_variable(name=name, shape=init_shape, initializer=initializers.Zeros(),
                                                  dtype=self.dtype))
        self._built = True

    def update_state(self, y_true, y_pred, sample_weight=None):
        y_true = ops.convert_to_tensor(y_true, dtype=self.dtype)
        y_pred = ops.convert_to_tensor(y_pred, dtype=self.dtype)
        if not self._built:
            self._build(y_true.shape, y_pred.shape)
        if self.threshold is None:
            threshold = ops.max(y_pred, axis=-1, keepdims=True)
            # Every maximal value counts as predicted; an all-zero row predicts nothing.
            y_pred = ops.logical_and(y_pred >= threshold, ops.abs(y_pred) > 1e-9)
        else:
            y_pred = y_pred > self.threshold
        y_pred = ops.cast(y_pred, dtype=self.dtype)
        y_true = ops.cast(y_true, dtype=self.dtype)
        if sample_weight is not None:
            sample_weight = ops.convert_to_tensor(sample_weight, dtype=self.dtype)

        def _weighted_sum(val, sample_weight):
            if sample_weight is not None:
                val = ops.multiply(val, ops.expand_dims(sample_weight, 1))
            return ops.sum(val, axis=self.axis)

        self.true_positives.assign(self.true_positives + _weighted_sum(y_pred * y_true, sample_weight))
        self.false_positives.assign(self.false_positives + _weighted_sum(y_pred * (1 - y_true), sample_weight))
        self.false_negatives.assign(self.false_negatives + _weighted_sum((1 - y_pred) * y_true, sample_weight))
        self.intermediate_weights.assign(self.intermediate_weights + _weighted_sum(y_true, sample_weight))

    def result(self):
        precision = ops.divide(self.true_positives, self.true_positives + self.false_positives + backend.epsilon())
        recall = ops.divide(self.true_positives, self.true_positives + self.false_negatives + backend.epsilon())
        precision = ops.convert_to_tensor(precision, dtype=self.dtype)
        recall = ops.convert_to_tensor(recall, dtype=self.dtype)
        mul_value = precision * recall
        add_value = (self.beta**2) * precision + recall
        mean = ops.divide(mul_value, add_value + backend.epsilon())
        f1_score = mean * (1 + (self.beta**2))
        if self.average == "weighted":
            weights = ops.divide(self.intermediate_weights, ops.sum(self.intermediate_weights) + backend.epsilon())
            f1_score = ops.sum(f1_score * weights)
        elif self.average is not None:
            f1_score = ops.mean(f1_score)
        return f1_score

    def get_config(self):
        return {**super().get_config(), "name": self.name, "dtype": self.dtype, "average": self.average,
                "beta": self.beta, "threshold": self.threshold}

    def reset_state(self):
        for v in self.variables:
            v.assign(ops.zeros(v.shape, dtype=v.dtype))


class F1Score(FBetaScore):
    """FBetaScore with beta = 1."""

    def __init__(self, average=None, threshold=None, name="f1_score", dtype=None):
        super().__init__(average=average, beta=1.0, threshold=threshold, name=name, dtype=dtype)

    def get_config(self):
        base_config = super().get_config()
        del base_config["beta"]
        return base_config
